package berger

import (
	"errors"
	"fmt"
)

// VerifySize checks every property of the m-player Berger table (m even) that
// the documents state, building it three independent ways: the rotation of
// 002, the closed formulas of 000/003 and the Rutsch-Berger seating of 003.
// bergerdoc.Verify runs it for every static size, the tests for every size up
// to 1000.
func VerifySize(m int) error {
	if !ValidSize(m) {
		return fmt.Errorf("berger: %d is not an even size of at least 2", m)
	}
	name := fmt.Sprintf("berger m=%d", m)
	rot := Rotation(m)
	var errs []error
	if err := CheckMatchings(name, m, rot); err != nil {
		return err // the other checks index by round and board
	}
	for i, round := range rot {
		r := i + 1
		near, far := Seating(m, r)
		seated := SeatingGames(near, far)
		seatedBlack := make([]int, m+1) // white player -> his opponent in the seating
		for _, g := range seated {
			seatedBlack[g.White] = g.Black
		}
		for j, g := range round {
			b := j + 1
			if f := GameAt(m, r, b); f != g {
				errs = append(errs, fmt.Errorf("%s round %d board %d: rotation %s, closed formula %s", name, r, b, g, f))
			}
			if seatedBlack[g.White] != g.Black {
				errs = append(errs, fmt.Errorf("%s round %d board %d: rotation %s, not a game of the Rutsch-Berger seating %v", name, r, b, g, seated))
			}
			for _, p := range [2]int{g.White, g.Black} {
				o := g.Other(p)
				if got := Opponent(m, r, p); got != o {
					errs = append(errs, fmt.Errorf("%s round %d: opponent of %d by formula %d, table %d", name, r, p, got, o))
				}
				if got := Board(m, r, p); got != b {
					errs = append(errs, fmt.Errorf("%s round %d: board of %d by formula %d, table %d", name, r, p, got, b))
				}
				if got, black := Seat(m, r, p); got != o || black != (p == g.Black) {
					errs = append(errs, fmt.Errorf("%s round %d: seat of %d by formula %d (black %v), table %s", name, r, p, got, black, g))
				}
			}
			if got := MeetingRound(m, g.White, g.Black); got != r {
				errs = append(errs, fmt.Errorf("%s: %s meet in round %d, formula says %d", name, g, r, got))
			}
			if got := White(m, g.White, g.Black); got != g.White {
				errs = append(errs, fmt.Errorf("%s round %d: %s, the colour rule gives white to %d", name, r, g, got))
			}
		}
		if len(errs) > 20 {
			break
		}
	}
	// Colours: one cycle (with and without the bye), then a double round
	// robin with the FIDE swap.
	for _, bye := range []int{0, m} {
		if bye == m && m < 4 {
			continue // one real player left
		}
		if err := CheckColours(name+fmt.Sprintf(" bye=%d single", bye), m, bye, rot, 1, 2); err != nil {
			errs = append(errs, err)
		}
		if err := CheckColours(name+fmt.Sprintf(" bye=%d double with swap", bye), m, bye, ScheduleRounds(m, 2, true), -1, 2); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// ScheduleRounds expands a whole multi-cycle schedule.
func ScheduleRounds(m, cycles int, swap bool) [][]Game {
	out := make([][]Game, cycles*(m-1))
	for t := range out {
		out[t] = make([]Game, m/2)
		for b := range out[t] {
			out[t][b] = ScheduleGame(m, cycles, swap, t+1, b+1)
		}
	}
	return out
}
