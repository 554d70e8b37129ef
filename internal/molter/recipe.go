package molter

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/molterlayer"
)

// Recipe is what rebuilds a constructed table without searching: the
// choices the search made, not the boards. Build turns it into the table;
// the generator rebuilds every recorded recipe on each run, checks it and
// measures it, so that a search (run by hand, offline) costs nothing to
// the build.
//
//   - Choice[r][j]: round r, level j (even T: the circle round its level
//     plays, 0..T-2) or pair of levels j (odd T: u, 0..T-2, which gives
//     the circle rounds z+t and z-t of its two levels, z = Zeta·j; see
//     Construct);
//   - Flips[p][c]: period p (rounds 2p+1 and 2p+2), component c of the
//     union of its games (even cycles, numbered by their first player):
//     true when its alternating colouring is flipped.
//
// An event of an odd number of rounds colours its last round on its own
// (eulerColours): that is computed, not recorded.
type Recipe struct {
	Teams, Players int
	Zeta           int
	Choice         [][]int
	Flips          [][]bool
	// Perm, when not nil, makes the recipe of the general form (the
	// search's): Choice[r][l] is then the circle round level l plays in
	// round r (0..T-2 for even T, 0..T-1 for odd T: the team left out,
	// which crosses to the other level of its pair), its teams renamed by
	// Perm[l] (virtual team i is team Perm[l][i]; even T: T-1 is ∞).
	Perm [][]int
	// Colours, when not nil, colours every board instead of Flips: one
	// per board, round after round in the order the choices lay them out,
	// true when the second player of the pair has white. A recipe with
	// its colours is the table of one event (the search's), served as it
	// is for that number of rounds.
	Colours []bool
	// Pairs, when not nil, makes the recipe of the free form: Pairs[r][l]
	// lists the teams of level l in round r pair by pair, the one left out
	// last (odd T: it crosses to the one left out of the other level of its
	// pair). Choice and Perm are then unused; Colours colours the boards.
	Pairs  [][][]int
	Method string // how it was found, and the budget spent
}

// Rounds is the number of rounds of the table.
func (rc *Recipe) Rounds() int {
	if rc.Pairs != nil {
		return len(rc.Pairs)
	}
	return len(rc.Choice)
}

// Build rebuilds the table of the recipe. It checks that every choice is in
// range and every period's flips are as many as its components; the rules
// of the contract are the caller's to check (Contract, PublishedCheck).
func (rc *Recipe) Build() (*Event, error) {
	name, err := rc.checkShape()
	if err != nil {
		return nil, err
	}
	games, err := rc.buildGames()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return rc.buildFrom(games)
}

// checkShape checks the recipe's teams, players and rounds; name names
// the recipe in the errors of building it.
func (rc *Recipe) checkShape() (name string, err error) {
	T, P, R := rc.Teams, rc.Players, rc.Rounds()
	name = fmt.Sprintf("recipe %d×%d", T, P)
	if T < MinTeams || T > MaxConstructedTeams || P < MinPlayers || P > MaxPlayers || P%2 != 0 {
		return "", fmt.Errorf("%s: want %d..%d teams of %d..%d players (even)", name, MinTeams, MaxConstructedTeams, MinPlayers, MaxPlayers)
	}
	if R < 1 || R > T-1 {
		return "", fmt.Errorf("%s: %d rounds, want 1..%d", name, R, T-1)
	}
	return name, nil
}

// buildFrom is Build on the recipe's games (buildGames), built once by
// the caller (BuildAll reads the recipe and builds its event from the same
// games: tens of thousands of rounds).
func (rc *Recipe) buildFrom(games [][][2]Seat) (*Event, error) {
	T, P, R := rc.Teams, rc.Players, rc.Rounds()
	name, err := rc.checkShape()
	if err != nil {
		return nil, err
	}
	if rc.Colours != nil {
		n := 0
		for _, g := range games {
			n += len(g)
		}
		if len(rc.Colours) != 4*((n+3)/4) {
			return nil, fmt.Errorf("%s: colours for %d boards, want %d", name, len(rc.Colours), n)
		}
		for _, c := range rc.Colours[n:] {
			if c {
				return nil, fmt.Errorf("%s: a colour set beyond the %d boards", name, n)
			}
		}
		e := &Event{Teams: T, Players: P, Rounds: make([][]Pair, 0, len(games))}
		all := make([]Pair, n) // every round's boards in one allocation
		i := 0
		for _, g := range games {
			rd := all[:len(g):len(g)]
			all = all[len(g):]
			for b, x := range g {
				rd[b] = Pair{White: x[0], Black: x[1]}
				if rc.Colours[i] {
					rd[b] = Pair{White: x[1], Black: x[0]}
				}
				i++
			}
			e.Rounds = append(e.Rounds, rd)
		}
		return e, nil
	}
	if len(rc.Flips) != (R+1)/2 {
		return nil, fmt.Errorf("%s: flips for %d periods, want %d", name, len(rc.Flips), (R+1)/2)
	}
	rounds, _ := orient(T, P, games, rc.Flips, fullEffort)
	if rounds == nil {
		return nil, fmt.Errorf("%s: the flips do not match the components of the periods", name)
	}
	return &Event{Teams: T, Players: P, Rounds: rounds}, nil
}

// buildGames is the games of every round, uncoloured, from the choices.
func (rc *Recipe) buildGames() ([][][2]Seat, error) { return rc.buildGamesIn(nil) }

// buildGamesIn is buildGames laying every round's games in *arena (nil:
// an allocation of their own), grown when short, from its start: the
// games are valid until *arena is used again. BuildAll reads a thousand
// events' own recipes a run, and builds each event from its games at once.
func (rc *Recipe) buildGamesIn(arena *[][2]Seat) ([][][2]Seat, error) {
	T, P := rc.Teams, rc.Players
	if arena == nil {
		arena = new([][2]Seat)
	}
	if n := rc.Rounds() * T * P / 2; cap(*arena) < n {
		*arena = make([][2]Seat, 0, n)
	}
	*arena = (*arena)[:0]
	if rc.Pairs != nil {
		return rc.freeGames(arena)
	}
	width, top := P, T-2
	if T%2 == 1 && rc.Perm == nil {
		width = P / 2
	}
	if rc.Perm != nil {
		if T%2 == 1 {
			top = T - 1
		}
		if len(rc.Perm) != P {
			return nil, fmt.Errorf("%d renamings, want one a level (%d)", len(rc.Perm), P)
		}
		for l, p := range rc.Perm {
			seen := make([]bool, T)
			for _, x := range p {
				if x < 0 || x >= T || seen[x] {
					return nil, fmt.Errorf("level %d: the renaming %v is not a permutation of the %d teams", l+1, p, T)
				}
				seen[x] = true
			}
			if len(p) != T {
				return nil, fmt.Errorf("level %d: the renaming has %d teams, want %d", l+1, len(p), T)
			}
		}
	}
	if rc.Zeta < 0 || rc.Zeta >= T {
		return nil, fmt.Errorf("z step %d, want 0..%d", rc.Zeta, T-1)
	}
	games, err := newGames(rc.Choice, T, width, "choices")
	if err != nil {
		return nil, err
	}
	var circ [][2]Seat // the circle rounds of a level, one buffer
	for r, cs := range rc.Choice {
		for j, c := range cs {
			if c < 0 || c > top {
				return nil, fmt.Errorf("round %d, choice %d is %d, want 0..%d", r+1, j+1, c, top)
			}
		}
		at := len(*arena)
		switch {
		case rc.Perm != nil:
			*arena = appendRenamedRound(*arena, T, rc.Perm, cs, &circ)
		case T%2 == 0:
			*arena = appendLevels(*arena, T-1, cs)
		default:
			*arena = appendOddRound(*arena, T, rc.Zeta, cs, &circ)
		}
		games[r] = (*arena)[at:len(*arena):len(*arena)]
	}
	return games, nil
}

// newGames is room for the games of a recipe's rounds of T teams, their
// shape checked for both forms: 1 to T-1 rounds, each of want items
// (what: "choices", "levels").
func newGames[E any](rounds [][]E, T, want int, what string) ([][][2]Seat, error) {
	if n := len(rounds); n < 1 || n > T-1 {
		return nil, fmt.Errorf("%d rounds, want 1..%d", n, T-1)
	}
	for r, rd := range rounds {
		if len(rd) != want {
			return nil, fmt.Errorf("round %d has %d %s, want %d", r+1, len(rd), what, want)
		}
	}
	return make([][][2]Seat, len(rounds)), nil
}

// freeGames is the games of the free form, each level's matching checked
// to hold every team once, laid in *arena as buildGamesIn says.
func (rc *Recipe) freeGames(arena *[][2]Seat) ([][][2]Seat, error) {
	T, P := rc.Teams, rc.Players
	games, err := newGames(rc.Pairs, T, P, "levels")
	if err != nil {
		return nil, err
	}
	seen := make([]bool, T)
	for r, rd := range rc.Pairs {
		left := -1
		g := *arena
		at := len(g)
		for l, seq := range rd {
			clear(seen)
			for _, x := range seq {
				if x < 0 || x >= T || seen[x] {
					return nil, fmt.Errorf("round %d, level %d: %v is not every team once", r+1, l+1, seq)
				}
				seen[x] = true
			}
			if len(seq) != T {
				return nil, fmt.Errorf("round %d, level %d: %d teams, want %d", r+1, l+1, len(seq), T)
			}
			for i := 0; i+1 < len(seq); i += 2 {
				g = append(g, [2]Seat{{Team: seq[i], Order: l + 1}, {Team: seq[i+1], Order: l + 1}})
			}
			if T%2 == 1 {
				if l%2 == 1 {
					g = append(g, [2]Seat{{Team: left, Order: l}, {Team: seq[T-1], Order: l + 1}})
				}
				left = seq[T-1]
			}
		}
		*arena = g
		games[r] = g[at:len(g):len(g)]
	}
	return games, nil
}

// appendRenamedRound appends a round of the general form to g: level l
// plays circle round cs[l], its teams renamed by perm[l]; odd T: the team
// left out of each level crosses to the one left out of the other level of
// its pair. circ is a buffer for the circle rounds.
func appendRenamedRound(g [][2]Seat, T int, perm [][]int, cs []int, circ *[][2]Seat) [][2]Seat {
	m := T - 1
	if T%2 == 1 {
		m = T
	}
	for l, c := range cs {
		p := perm[l]
		*circ = molterlayer.AppendCircle((*circ)[:0], m, c, l+1)
		for _, x := range (*circ)[T%2:] {
			g = append(g, [2]Seat{{Team: p[x[0].Team], Order: l + 1}, {Team: p[x[1].Team], Order: l + 1}})
		}
		if T%2 == 1 && l%2 == 1 {
			g = append(g, [2]Seat{{Team: perm[l-1][cs[l-1]], Order: l}, {Team: p[c], Order: l + 1}})
		}
	}
	return g
}

// Games is the games of every round, uncoloured: the pair as the choices
// lay it out (Colours says which of the two has white).
func (rc *Recipe) Games() ([][][2]Seat, error) { return rc.buildGames() }

// Fit trims each period's flips to its components (the games of the
// recipe's choices), refusing set bits beyond them.
func (rc *Recipe) Fit() error {
	games, err := rc.buildGames()
	if err != nil {
		return err
	}
	return rc.fitGames(games)
}

// fitGames is Fit on the recipe's games (buildGames).
func (rc *Recipe) fitGames(games [][][2]Seat) error {
	if len(rc.Flips) != (len(games)+1)/2 {
		return fmt.Errorf("flips for %d periods, want %d", len(rc.Flips), (len(games)+1)/2)
	}
	var buf period // the periods' buffers, one after the other
	for p := range rc.Flips {
		n := len(splitIn(rc.Teams, rc.Players, games[2*p:min(2*p+2, len(games))], &buf).delta)
		fs := rc.Flips[p]
		if len(fs) != 4*((n+3)/4) {
			return fmt.Errorf("period %d: flips for %d components, want %d", p+1, len(fs), n)
		}
		for _, f := range fs[n:] {
			if f {
				return fmt.Errorf("period %d: a flip set beyond its %d components", p+1, n)
			}
		}
		rc.Flips[p] = fs[:n]
	}
	return nil
}

// Sum is a digest of the event's boards (every round, white then black,
// team and order number): the recipe records it, so that a recipe changed
// by hand, or a builder that no longer rebuilds the same table, is caught
// even where the measures stay the same.
func Sum(e *Event) string {
	// The bytes laid out first and hashed at once: the generator digests
	// thousands of events, and a write a board cost twice the hashing.
	n := 0
	for _, rd := range e.Rounds {
		n += 4*len(rd) + 1
	}
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	buf := sc.u8[:0]
	if cap(buf) < n {
		buf = make([]byte, 0, n)
	}
	for _, rd := range e.Rounds {
		for _, p := range rd {
			buf = append(buf, byte(p.White.Team), byte(p.White.Order), byte(p.Black.Team), byte(p.Black.Order))
		}
		buf = append(buf, 0xff)
	}
	sc.u8 = buf
	h := sha256.Sum256(buf)
	return hex.EncodeToString(h[:8])
}

// PeriodColours colours games (laid out as a recipe lays them) the way the
// construction does: every period of two rounds split into even cycles
// whose flips balance the teams, the last round of an odd number of rounds
// coloured on its own. It returns one bit a board, padded to a multiple of
// four (Recipe.Colours), true where the second player has white; the
// caller checks the rules (the flips balance the teams as well as they
// can, not always within the contract).
func PeriodColours(T, P int, games [][][2]Seat) []bool {
	return periodColours(T, P, games, fullEffort)
}

func periodColours(T, P int, games [][][2]Seat, eff effort) []bool {
	rounds, _ := orient(T, P, games, nil, eff)
	if len(games)%2 == 1 {
		last := games[len(games)-1]
		rounds[len(games)-1] = eulerColours(T, P, last)
	}
	var out []bool
	for r, rd := range rounds {
		for b, p := range rd {
			out = append(out, p.White != games[r][b][0])
		}
	}
	for len(out)%4 != 0 {
		out = append(out, false)
	}
	return out
}
