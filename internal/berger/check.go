package berger

import "errors"

// CheckMatchings checks that every round of a single cycle over m players is
// a perfect matching of 1..m and that every pair meets exactly once. The
// messages name the table, the round and the player.
func CheckMatchings(name string, m int, rounds [][]Game) error {
	var errs []error
	if len(rounds) != m-1 {
		errs = append(errs, errors.New(name+": "+itoa(len(rounds))+" rounds, want "+itoa(m-1)))
	}
	// The round in which a and b met, 0 if not yet: int32, half the bytes
	// (the generator checks tables of up to 200 players, 160 KB each).
	met := make([]int32, (m+1)*(m+1))
	seen := make([]int, m+1) // board+1 where the player sits, cleared a round
	for i, round := range rounds {
		r := i + 1
		if len(round) != m/2 {
			errs = append(errs, errors.New(name+" round "+itoa(r)+": "+itoa(len(round))+" boards, want "+itoa(m/2)))
		}
		clear(seen)
		for j, g := range round {
			b := j + 1
			for _, p := range [2]int{g.White, g.Black} {
				if p < 1 || p > m {
					errs = append(errs, errors.New(name+" round "+itoa(r)+" board "+itoa(b)+": player "+itoa(p)+" out of 1.."+itoa(m)))
					continue
				}
				if seen[p] != 0 {
					errs = append(errs, errors.New(name+" round "+itoa(r)+": player "+itoa(p)+" plays twice (boards "+itoa(seen[p])+" and "+itoa(b)+")"))
				}
				seen[p] = b
			}
			if g.White == g.Black || g.White < 1 || g.White > m || g.Black < 1 || g.Black > m {
				continue
			}
			k := min(g.White, g.Black)*(m+1) + max(g.White, g.Black)
			if met[k] != 0 {
				errs = append(errs, errors.New(name+" round "+itoa(r)+" board "+itoa(b)+": "+itoa(g.White)+" and "+itoa(g.Black)+" already met in round "+itoa(int(met[k]))))
			}
			met[k] = int32(r)
		}
		for p := 1; p <= m; p++ {
			if seen[p] == 0 {
				errs = append(errs, errors.New(name+" round "+itoa(r)+": player "+itoa(p)+" does not play"))
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
	// Each player's colours are counted as the rounds go, not listed first
	// (Colours): the tests run this for every size up to 1000.
	type count struct {
		sum, n, run, longest int
		last                 int8
	}
	counts := make([]count, m+1)
	add := func(p int, c int8) {
		k := &counts[p]
		k.sum += int(c)
		k.n++
		if k.last == c {
			k.run++
		} else {
			k.run = 1
		}
		k.last = c
		k.longest = max(k.longest, k.run)
	}
	for _, round := range rounds {
		for _, g := range round {
			if g.White != bye && g.Black != bye {
				add(g.White, +1)
				add(g.Black, -1)
			}
		}
	}
	var errs []error
	for p, k := range counts {
		if p == 0 || p == bye {
			continue
		}
		if maxDiff >= 0 && (k.sum > maxDiff || -k.sum > maxDiff) {
			errs = append(errs, errors.New(name+": player "+itoa(p)+" has white "+itoa((k.n+k.sum)/2)+" and black "+itoa((k.n-k.sum)/2)+" times"))
		}
		if k.longest > maxRun {
			errs = append(errs, errors.New(name+": player "+itoa(p)+" has the same colour "+itoa(k.longest)+" times in a row"))
		}
	}
	return errors.Join(errs...)
}
