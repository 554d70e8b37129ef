package rutschdoc

import (
	"errors"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// LettersReport is what the 12-player letter example of the Rutsch-Berger
// system (000/001) shows. Players are numbered in the order of Names.
type LettersReport struct {
	ID       string
	Printed  int // rounds printed ("Etc..." after them)
	Extended int // rounds after extending by the printed slide: a whole round robin

	// Berger numberings (counted only when Letters is asked for all):
	// assignments of the numbers 1..m to the letters,
	// with any order of the rounds, under which the rounds are rounds of the
	// Berger table of m: colours ignored, colours as Berger's, every colour
	// reversed. Counted on the printed rounds and on the extended tournament.
	PrintedPairs, PrintedSame, PrintedReversed    int
	ExtendedPairs, ExtendedSame, ExtendedReversed int
	PivotIsM                                      bool // every numbering found for the pairings gives the pivot m
	// The numbering under which the extended tournament is the Berger table
	// colours included, when there is one: Numbering[p] for the player
	// numbered p in Names, and the Berger round of each round played.
	Numbering, BergerRounds []int

	// The remark "Les joueurs doublent les couleurs quand ils jouent contre
	// le pivot": over the extended tournament, players who meet the pivot
	// between two other games, those whose colour repeats at that game (the
	// same colour before or after it), and repeats elsewhere.
	PivotInside, PivotDoubles, OtherDoubles int
}

// lettersSeat says where a player sits in a round of the letter example.
type lettersRound struct {
	top, bottom []int  // by table
	topC, botC  []byte // 'w' or 'b' by table
	games       []berger.Game
}

// Letters checks the rules the letter example states (boards in a row with
// alternating colours, the pivot at table 1 changing colour, the others
// moving round it), extends it by its own slide to a whole tournament, and
// compares it with the Berger table: the numbering that makes it the Berger
// table colours included, and with all, every count of numberings (some
// tenths of a second).
func Letters(t *spec.RutschLetters, all bool) (LettersReport, error) {
	rep := LettersReport{ID: t.ID, Printed: len(t.Rounds)}
	num := numbers(t.Names)
	m, k := t.Players, t.Players/2
	pivot := num[t.Pivot]
	var errs []error
	bad := func(r spec.LetterRound, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %s round %d: %s", r.Pos, t.ID, r.Round, fmt.Sprintf(format, args...)))
	}
	var rounds []lettersRound
	for _, r := range t.Rounds {
		if len(r.Top) != k || len(r.Bottom) != k || len(r.TopColour) != k || len(r.BotColour) != k {
			return rep, fmt.Errorf("%s: %s round %d: incomplete (the spec reports why)", r.Pos, t.ID, r.Round)
		}
		lr := lettersRound{topC: r.TopColour, botC: r.BotColour}
		seen := map[int]bool{}
		for i := 0; i < k; i++ {
			a, b := num[r.Top[i]], num[r.Bottom[i]]
			lr.top, lr.bottom = append(lr.top, a), append(lr.bottom, b)
			for _, p := range []int{a, b} {
				if seen[p] {
					bad(r, "%s sits twice", name(t.Names, p))
				}
				seen[p] = true
			}
			// "Les échiquiers sont alignés, couleurs alternées."
			if r.TopColour[i] == r.BotColour[i] {
				bad(r, "table %d: both seats %c", i+1, r.TopColour[i])
			}
			if i > 0 && r.TopColour[i] == r.TopColour[i-1] {
				bad(r, "tables %d and %d: the colours do not alternate", i, i+1)
			}
			if r.TopColour[i] == 'w' {
				lr.games = append(lr.games, berger.Game{White: a, Black: b})
			} else {
				lr.games = append(lr.games, berger.Game{White: b, Black: a})
			}
		}
		// "Un joueur reste à une table fixe (c'est le pivot) … Le pivot
		// change de couleur mais pas de table."
		if lr.top[0] != pivot && lr.bottom[0] != pivot {
			bad(r, "the pivot %s is not at table 1", t.Pivot)
		}
		for _, p := range r.Pivots {
			if p != t.Pivot {
				bad(r, "%s printed as the pivot", p)
			}
		}
		if len(rounds) > 0 {
			prev := rounds[len(rounds)-1]
			if string(prev.topC) != string(lr.topC) || string(prev.botC) != string(lr.botC) {
				bad(r, "the seat colours changed")
			}
			if (prev.top[0] == pivot) == (lr.top[0] == pivot) {
				bad(r, "the pivot did not change side")
			}
		}
		rounds = append(rounds, lr)
	}
	if len(errs) > 0 || len(rounds) == 0 {
		return rep, errors.Join(errs...)
	}

	// The ring of the others, from round 1: table 1 opposite the pivot, top
	// tables 2..k, bottom tables k..2. "Les autres joueurs tournent autour de
	// lui": in each printed round everyone has moved one place along it.
	ringOf := func(lr lettersRound) []int {
		ring := []int{lr.top[0] + lr.bottom[0] - pivot}
		ring = append(ring, lr.top[1:]...)
		for i := k - 1; i >= 1; i-- {
			ring = append(ring, lr.bottom[i])
		}
		return ring
	}
	ring1 := ringOf(rounds[0])
	n := len(ring1)
	for i, lr := range rounds[1:] {
		ring := ringOf(lr)
		for s := range ring {
			if want := ring1[((s-(i+1))%n+n)%n]; ring[s] != want {
				bad(t.Rounds[i+1], "%s is where the slide puts %s", name(t.Names, ring[s]), name(t.Names, want))
				break
			}
		}
	}

	// Extend by the same slide to m-1 rounds, seat colours as printed.
	pivotTop := rounds[0].top[0] == pivot
	var ext [][]berger.Game
	for r := 1; r < m; r++ {
		at := func(s int) int { return ring1[((s-(r-1))%n+n)%n] }
		top, bottom := make([]int, k), make([]int, k)
		if pivotTop == (r%2 == 1) {
			top[0], bottom[0] = pivot, at(0)
		} else {
			top[0], bottom[0] = at(0), pivot
		}
		for i := 1; i < k; i++ {
			top[i] = at(i)
			bottom[i] = at(2*k - 1 - i)
		}
		var games []berger.Game
		for i := 0; i < k; i++ {
			if rounds[0].topC[i] == 'w' {
				games = append(games, berger.Game{White: top[i], Black: bottom[i]})
			} else {
				games = append(games, berger.Game{White: bottom[i], Black: top[i]})
			}
		}
		ext = append(ext, games)
	}
	if err := berger.CheckMatchings(t.ID+" extended by its slide", m, ext); err != nil {
		errs = append(errs, fmt.Errorf("%s: %w", t.Pos, err))
		return rep, errors.Join(errs...)
	}
	rep.Extended = len(ext)

	var printed [][]berger.Game
	for _, lr := range rounds {
		printed = append(printed, lr.games)
	}
	var same [][]int
	rep.ExtendedSame, same = bergerNumberings(m, ext, sameColour)
	if all {
		var sigmas [][]int
		rep.PrintedPairs, _ = bergerNumberings(m, printed, anyColour)
		rep.PrintedSame, _ = bergerNumberings(m, printed, sameColour)
		rep.PrintedReversed, _ = bergerNumberings(m, printed, reversedColour)
		rep.ExtendedPairs, sigmas = bergerNumberings(m, ext, anyColour)
		rep.ExtendedReversed, _ = bergerNumberings(m, ext, reversedColour)
		rep.PivotIsM = len(sigmas) > 0
		for _, sg := range sigmas {
			rep.PivotIsM = rep.PivotIsM && sg[pivot] == m
		}
	}
	if len(same) == 1 {
		rep.Numbering = same[0]
		for _, round := range ext {
			g := round[0]
			rep.BergerRounds = append(rep.BergerRounds, berger.MeetingRound(m, same[0][g.White], same[0][g.Black]))
		}
	}

	// Colour repeats, and whether they come with the pivot game.
	for p := 1; p <= m; p++ {
		if p == pivot {
			continue
		}
		var col []int8
		pr := 0
		for r, round := range ext {
			for _, g := range round {
				if g.Has(p) {
					col = append(col, map[bool]int8{true: 1, false: -1}[g.White == p])
					if g.Has(pivot) {
						pr = r
					}
				}
			}
		}
		if pr > 0 && pr < len(ext)-1 {
			rep.PivotInside++
			if col[pr] == col[pr-1] || col[pr] == col[pr+1] {
				rep.PivotDoubles++
			}
		}
		for r := 1; r < len(col); r++ {
			if col[r] == col[r-1] && r != pr && r-1 != pr {
				rep.OtherDoubles++
			}
		}
	}
	return rep, errors.Join(errs...)
}

type colourMode int

const (
	anyColour colourMode = iota
	sameColour
	reversedColour
)

// bergerNumberings counts the numberings sigma (letters' numbers -> 1..m)
// under which every given round is a round of the Berger table of m (each
// a different one), with the colours the mode asks for; it returns them.
// Round 1 fixes sigma: it is matched in every way with every Berger round.
func bergerNumberings(m int, rounds [][]berger.Game, mode colourMode) (int, [][]int) {
	k := m / 2
	var found [][]int
	perm := make([]int, k)
	for i := range perm {
		perm[i] = i
	}
	sigma := make([]int, m+1)
	try := func(j0 int, bj []berger.Game, flips int) {
		for i, g := range rounds[0] {
			b := bj[perm[i]]
			swap := mode == reversedColour || (mode == anyColour && flips&(1<<i) != 0)
			if swap {
				b.White, b.Black = b.Black, b.White
			}
			sigma[g.White], sigma[g.Black] = b.White, b.Black
		}
		used := map[int]bool{j0: true}
		for _, round := range rounds[1:] {
			j := 0
			for _, g := range round {
				w, b := sigma[g.White], sigma[g.Black]
				r := berger.MeetingRound(m, w, b)
				if (j != 0 && r != j) || used[r] {
					return
				}
				j = r
				white := berger.White(m, w, b)
				if (mode == sameColour && white != w) || (mode == reversedColour && white != b) {
					return
				}
			}
			used[j] = true
		}
		found = append(found, append([]int(nil), sigma...))
	}
	var permute func(i int, j0 int, bj []berger.Game)
	permute = func(i int, j0 int, bj []berger.Game) {
		if i == k {
			if mode == anyColour {
				for f := 0; f < 1<<k; f++ {
					try(j0, bj, f)
				}
			} else {
				try(j0, bj, 0)
			}
			return
		}
		for x := i; x < k; x++ {
			perm[i], perm[x] = perm[x], perm[i]
			permute(i+1, j0, bj)
			perm[i], perm[x] = perm[x], perm[i]
		}
	}
	for j0 := 1; j0 < m; j0++ {
		permute(0, j0, berger.RoundAt(m, j0))
	}
	return len(found), found
}
