package berger

import (
	"errors"
	"fmt"
)

// CheckMatchings checks that every round of a single cycle over m players is
// a perfect matching of 1..m and that every pair meets exactly once. The
// messages name the table, the round and the player.
func CheckMatchings(name string, m int, rounds [][]Game) error {
	var errs []error
	if len(rounds) != m-1 {
		errs = append(errs, fmt.Errorf("%s: %d rounds, want %d", name, len(rounds), m-1))
	}
	met := make([]int, (m+1)*(m+1)) // round in which a and b met, 0 if not yet
	for i, round := range rounds {
		r := i + 1
		if len(round) != m/2 {
			errs = append(errs, fmt.Errorf("%s round %d: %d boards, want %d", name, r, len(round), m/2))
		}
		seen := make([]int, m+1) // board+1 where the player sits
		for j, g := range round {
			b := j + 1
			for _, p := range [2]int{g.White, g.Black} {
				if p < 1 || p > m {
					errs = append(errs, fmt.Errorf("%s round %d board %d: player %d out of 1..%d", name, r, b, p, m))
					continue
				}
				if seen[p] != 0 {
					errs = append(errs, fmt.Errorf("%s round %d: player %d plays twice (boards %d and %d)", name, r, p, seen[p], b))
				}
				seen[p] = b
			}
			if g.White == g.Black || g.White < 1 || g.White > m || g.Black < 1 || g.Black > m {
				continue
			}
			k := min(g.White, g.Black)*(m+1) + max(g.White, g.Black)
			if met[k] != 0 {
				errs = append(errs, fmt.Errorf("%s round %d board %d: %d and %d already met in round %d", name, r, b, g.White, g.Black, met[k]))
			}
			met[k] = r
		}
		for p := 1; p <= m; p++ {
			if seen[p] == 0 {
				errs = append(errs, fmt.Errorf("%s round %d: player %d does not play", name, r, p))
			}
		}
	}
	return errors.Join(errs...)
}

// Colours returns each player's colour sequence over the given rounds, bye
// games (against player bye, 0 for none) left out: +1 white, -1 black.
func Colours(m, bye int, rounds [][]Game) [][]int8 {
	seq := make([][]int8, m+1)
	for _, round := range rounds {
		for _, g := range round {
			if g.White == bye || g.Black == bye {
				continue
			}
			seq[g.White] = append(seq[g.White], +1)
			seq[g.Black] = append(seq[g.Black], -1)
		}
	}
	return seq
}

// CheckColours checks, for every player but the bye, that |W-B| <= maxDiff
// (skipped when maxDiff < 0) and that no colour comes more than maxRun times
// in a row.
func CheckColours(name string, m, bye int, rounds [][]Game, maxDiff, maxRun int) error {
	var errs []error
	for p, s := range Colours(m, bye, rounds) {
		if p == 0 || p == bye {
			continue
		}
		sum, run, longest := 0, 0, 0
		for i, c := range s {
			sum += int(c)
			if i > 0 && s[i-1] == c {
				run++
			} else {
				run = 1
			}
			longest = max(longest, run)
		}
		if maxDiff >= 0 && (sum > maxDiff || -sum > maxDiff) {
			errs = append(errs, fmt.Errorf("%s: player %d has white %d and black %d times", name, p, (len(s)+sum)/2, (len(s)-sum)/2))
		}
		if longest > maxRun {
			errs = append(errs, fmt.Errorf("%s: player %d has the same colour %d times in a row", name, p, longest))
		}
	}
	return errors.Join(errs...)
}
