package molter

import (
	"slices"

	"github.com/toutesrondes/toutesrondes/internal/molterlayer"
)

// The budget of arrange: choices tried per period and in all, and the
// nodes exactFlip may visit per choice. Past arrangeWideTeams teams no
// exact period turned up in arrangeTries choices (their chance falls with
// every team that must balance), so they get arrangeWideTries: the time
// goes where it pays (the whole generator stays a few seconds). Odd T, an
// arrangement tried after the spread and paired variants, gets
// arrangeOddTotal in all.
const (
	arrangeTries     = 1000
	arrangeWideTeams = 16
	arrangeWideTries = 100
	arrangeTotal     = 20000
	arrangeOddTotal  = 4000
	arrangeBudget    = 3000
)

// arrangeBudgetOf is the choices tried per period for T teams.
func arrangeBudgetOf(T int) int {
	if T > arrangeWideTeams {
		return arrangeWideTries
	}
	return arrangeTries
}

// arrange chooses, period by period, the circle round each level plays
// (a[r][k]: level k in round r), so that each period of two rounds (and a
// last round alone) admits colours giving every team P/2 whites in each
// round. Each pick is a circle round least used so far that its level has
// not played: every prefix then uses the circle rounds evenly (measure 1:
// each pair of teams meets in exactly one circle round), a round spreads
// its levels over the circle rounds as evenly as can be (measure 4), no
// player meets a team twice, and, all games being on one level, no one
// floats. The search is depth first over the periods, arrangeBudgetOf(T) random
// choices per period (a fixed seed: the tables are reproducible) and
// arrangeTotal in all; the deepest run of exact periods found is kept and
// the periods after it take the choice whose colours are closest to
// balanced among a few. It reports false when some period finds no choice
// or the first period has no exact one.
//
// Odd T arranges the same way the choice u of each pair of levels (see
// construct: u gives t, so the circle rounds z+t and z-t), with a round
// arrangement r, its builder: u and the u' of -t meet the same pairs of
// teams, so the least used are counted by class |t| first.
func arrange(T, P int, a [][]int, r arrangement) bool {
	m, tries := T-1, arrangeBudgetOf(T)
	rng := &splitmix{uint64(T)<<8 | uint64(P)}
	used := make([]int, m)           // per choice, the levels that played it
	played := make([]int, len(a[0])) // per level, the choices it played (bits)
	periods := (len(a) + 1) / 2
	size := func(p int) int { return min(2, len(a)-2*p) }
	var best, cur [][][]int // per period, its rounds
	total := 0
	var dfs func(p int) bool
	dfs = func(p int) bool {
		if len(cur) > len(best) {
			best = slices.Clone(cur)
		}
		if p == periods {
			return true
		}
		for try := 0; try < tries && total < r.total; try++ {
			total++
			cand := pick(rng, r.class, size(p), used, played)
			if cand == nil || !exactPeriod(T, P, r, cand) {
				continue
			}
			mark(cand, used, played, 1)
			cur = append(cur, cand)
			if dfs(p + 1) {
				return true
			}
			cur = cur[:len(cur)-1]
			mark(cand, used, played, -1)
		}
		return false
	}
	if dfs(0); len(best) == 0 {
		return false // not even the first period: the spread is as good
	}
	for _, rounds := range best {
		mark(rounds, used, played, 1)
	}
	for p := len(best); p < periods; p++ {
		var keep [][]int
		keepCost := 0
		for try, found := 0, 0; try < tries && found < 4; try++ {
			cand := pick(rng, r.class, size(p), used, played)
			if cand == nil {
				continue
			}
			found++
			pc := split(T, P, r.rounds(cand))
			flip := balance(pc.base, pc.delta, P/2, fullEffort.enum)
			if c := pc.deviation(flip, P/2); keep == nil || c < keepCost {
				keep, keepCost = cand, c
			}
		}
		if keep == nil {
			return false
		}
		mark(keep, used, played, 1)
		best = append(best, keep)
	}
	for p, rounds := range best {
		copy(a[2*p:], rounds)
	}
	return true
}

// mark adds (sign 1) or removes (-1) rounds from the circle rounds used and
// the levels' circle rounds played.
func mark(rounds [][]int, used, played []int, sign int) {
	for _, rd := range rounds {
		for k, c := range rd {
			used[c] += sign
			played[k] ^= 1 << c
		}
	}
}

// exactPeriod tells whether the rounds of a period, as circle rounds per
// level, admit colours giving every team P/2 whites in each round (a search
// within arrangeBudget nodes).
func exactPeriod(T, P int, r arrangement, rounds [][]int) bool {
	pc := split(T, P, r.rounds(rounds))
	_, ok := exactFlip(pc.base, pc.delta, P/2, arrangeBudget)
	return ok
}

// arrangement is what arrange needs of a parity: per choice its class
// (choices of one class meet the same pairs of teams), and the games of a
// round from its choices.
type arrangement struct {
	class []int
	round func([]int) [][2]Seat
	total int // choices tried in all
}

func (r arrangement) rounds(rounds [][]int) [][][2]Seat {
	games := make([][][2]Seat, len(rounds))
	for i, rd := range rounds {
		games[i] = r.round(rd)
	}
	return games
}

// evenArrangement: a level's choice is its circle round, a class of its own.
func evenArrangement(T int) arrangement {
	m := T - 1
	class := make([]int, m)
	for c := range class {
		class[c] = c
	}
	return arrangement{class, func(a []int) [][2]Seat { return levels(m, a) }, arrangeTotal}
}

// oddArrangement: a pair of levels' choice is u (see construct), of class
// |t|, at z step zeta.
func oddArrangement(T, zeta int) arrangement {
	h := (T - 1) / 2
	class := make([]int, T-1)
	for u := range class {
		class[u] = u % h // t = u+1, or -(u-h+1) from u = h on
	}
	return arrangement{class, func(a []int) [][2]Seat { return oddRound(T, zeta, a) }, arrangeOddTotal}
}

// pick draws n rounds: each plays every choice P div m times and P mod m
// more, distinct, of the least used so far, by class first (every prefix
// even, the round's own spread at its least), these
// matched to the levels that have not played them (Kuhn's augmenting
// paths, in a random order); nil when no matching exists.
func pick(rng *splitmix, class []int, n int, used, played []int) [][]int {
	used, played = slices.Clone(used), slices.Clone(played)
	m, P := len(class), len(played)
	out := make([][]int, n)
	for i := range n {
		// Every circle round P div m times, and the rest distinct, the
		// least used first.
		var set []int
		for c := range m {
			for range P / m {
				set = append(set, c)
			}
		}
		for _, c := range set {
			used[c]++
		}
		classUsed := make([]int, m)
		for c, k := range used {
			classUsed[class[c]] += k
		}
		// The least used class, then choice, in a random order: one at a
		// time, as a choice taken makes its class more used.
		order := rng.Perm(m)
		for range P % m {
			at := 0
			for i, c := range order {
				b := order[at]
				if classUsed[class[c]] < classUsed[class[b]] || classUsed[class[c]] == classUsed[class[b]] && used[c] < used[b] {
					at = i
				}
			}
			c := order[at]
			order = slices.Delete(order, at, at+1)
			set = append(set, c)
			used[c]++
			classUsed[class[c]]++
		}
		owner := make([]int, P) // per slot of set, its level + 1
		var seen []bool
		var try func(k int) bool
		try = func(k int) bool {
			for _, j := range rng.Perm(P) {
				if seen[j] || played[k]&(1<<set[j]) != 0 {
					continue
				}
				seen[j] = true
				if owner[j] == 0 || try(owner[j]-1) {
					owner[j] = k + 1
					return true
				}
			}
			return false
		}
		for _, k := range rng.Perm(P) {
			seen = make([]bool, P)
			if !try(k) {
				return nil
			}
		}
		out[i] = make([]int, P)
		for j, o := range owner {
			out[i][o-1] = set[j]
			played[o-1] |= 1 << set[j]
		}
	}
	return out
}

// levels is a round of even T: level k+1 plays circle round a[k] of m.
func levels(m int, a []int) [][2]Seat {
	return appendLevels(make([][2]Seat, 0, len(a)*(m/2+1)), m, a)
}

// appendLevels appends levels' games to g.
func appendLevels(g [][2]Seat, m int, a []int) [][2]Seat {
	for k, c := range a {
		g = molterlayer.AppendCircle(g, m, c, k+1)
	}
	return g
}

// splitmix is SplitMix64: a generator of our own, so that the tables do
// not depend on the sequences of a Go release's math/rand.
type splitmix struct{ state uint64 }

func (g *splitmix) next() uint64 {
	g.state += 0x9e3779b97f4a7c15
	z := g.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Perm is a random permutation of 0..n-1 (Fisher-Yates).
func (g *splitmix) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		j := int(g.next() % uint64(i+1))
		p[i], p[j] = p[j], i
	}
	return p
}
