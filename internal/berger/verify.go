package berger

import (
	"errors"
	"strconv"
)

// VerifySize checks every property of the m-player Berger table (m even) that
// the documents state, building it three independent ways: the rotation of
// 002, the closed formulas of 000/003 and the Rutsch-Berger seating of 003.
// bergerdoc.Verify runs it for every static size, the tests for every size up
// to 1000.
func VerifySize(m int) error {
	if !ValidSize(m) {
		return errors.New("berger: " + itoa(m) + " is not an even size of at least 2")
	}
	name := "berger m=" + itoa(m)
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
				errs = append(errs, errors.New(name+" round "+itoa(r)+" board "+itoa(b)+": rotation "+g.String()+", closed formula "+f.String()))
			}
			if seatedBlack[g.White] != g.Black {
				errs = append(errs, errors.New(name+" round "+itoa(r)+" board "+itoa(b)+": rotation "+g.String()+", not a game of the Rutsch-Berger seating "+games(seated)))
			}
			for _, p := range [2]int{g.White, g.Black} {
				o := g.Other(p)
				if got := Opponent(m, r, p); got != o {
					errs = append(errs, errors.New(name+" round "+itoa(r)+": opponent of "+itoa(p)+" by formula "+itoa(got)+", table "+itoa(o)))
				}
				if got := Board(m, r, p); got != b {
					errs = append(errs, errors.New(name+" round "+itoa(r)+": board of "+itoa(p)+" by formula "+itoa(got)+", table "+itoa(b)))
				}
				if got, black := Seat(m, r, p); got != o || black != (p == g.Black) {
					errs = append(errs, errors.New(name+" round "+itoa(r)+": seat of "+itoa(p)+" by formula "+itoa(got)+" (black "+strconv.FormatBool(black)+"), table "+g.String()))
				}
			}
			if got := MeetingRound(m, g.White, g.Black); got != r {
				errs = append(errs, errors.New(name+": "+g.String()+" meet in round "+itoa(r)+", formula says "+itoa(got)))
			}
			if got := White(m, g.White, g.Black); got != g.White {
				errs = append(errs, errors.New(name+" round "+itoa(r)+": "+g.String()+", the colour rule gives white to "+itoa(got)))
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
		if err := CheckColours(name+" bye="+itoa(bye)+" single", m, bye, rot, 1, 2); err != nil {
			errs = append(errs, err)
		}
		if err := CheckColours(name+" bye="+itoa(bye)+" double with swap", m, bye, ScheduleRounds(m, 2, true), -1, 2); err != nil {
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

// games writes gs as fmt's %v does: "[1-8 2-7 …]".
func games(gs []Game) string {
	out := "["
	for i, g := range gs {
		if i > 0 {
			out += " "
		}
		out += g.String()
	}
	return out + "]"
}
