package spec

import (
	"strconv"
	"strings"
)

// MolterConstructed is the block "molter-constructed" of
// molter_constructed.spec: the shapes for which internal/molter constructs
// a table, each event of which the generator checks against the
// contract and grades on every run.
type MolterConstructed struct {
	MinTeams, MaxTeams     int
	MinPlayers, MaxPlayers int
	MaxRounds              int // events of 1..min(T-1, MaxRounds) rounds
	Pos                    Pos
}

func decodeMolterConstructed(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "teams", "players", "rounds")
	c := &MolterConstructed{Pos: b.Pos}
	rng := func(key string, lo, hi int) (int, int) {
		f := d.Str(key)
		a, z, _, ok := cutRange(f.Value)
		if !ok || a < lo || z > hi {
			errs.Addf(f.Pos, "molter-constructed: %s %q: want a range LO..HI within %d..%d", key, f.Value, lo, hi)
			return 0, -1
		}
		return a, z
	}
	c.MinTeams, c.MaxTeams = rng("teams", 3, 30)
	c.MinPlayers, c.MaxPlayers = rng("players", 2, 16)
	if c.MinPlayers%2 != 0 || c.MaxPlayers%2 != 0 {
		errs.Addf(b.Pos, "molter-constructed: players %d..%d: want even bounds (a team has an even number of players)", c.MinPlayers, c.MaxPlayers)
	}
	c.MaxRounds = d.Int("rounds", 1, 15)
	if s.MolterConstructed != nil {
		errs.Addf(b.Pos, "molter-constructed: a second block (the first at %s)", s.MolterConstructed.Pos)
	}
	s.MolterConstructed = c
}

// MolterRecipe is a block "molter-recipe TxP" of molter_recipes.spec: what
// rebuilds the constructed table of T teams of P players without searching
// (internal/molter Recipe), as the search tool recorded it, and the
// published measures of each event it found (the generator recomputes them
// and fails on any difference).
type MolterRecipe struct {
	Teams, Players int
	Rounds         int // an event's own table (a name TxPxR); 0: the shape's table
	Zeta           int
	Choices        Field   // the choices, one character each, rounds separated by spaces
	Flips          Field   // per period, the flips in hexadecimal
	Perm           Field   // the general form: per level, the teams' renaming
	Pairs          Field   // the free form: per round and level, the teams pair by pair
	Colours        Field   // the general form: per board, its colour in hexadecimal
	Published      []Field // per event of 1, 2, … rounds: letter, points and the seven measures
	Method         string
	Sum            Field // a digest of the table's boards (internal/molter Sum)
	Pos            Pos
}

func decodeMolterRecipe(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "z", "choices", "pairs", "flips", "perm", "colours", "sum", "event", "method")
	rc := &MolterRecipe{Pos: b.Pos}
	parts := strings.Split(b.Name, "x")
	var n [3]int
	bad := len(parts) < 2 || len(parts) > 3
	for i, x := range parts[:min(len(parts), 3)] {
		var err error
		if n[i], err = strconv.Atoi(x); err != nil || n[i] < 1 {
			bad = true
		}
	}
	if bad {
		errs.Addf(b.Pos, "molter-recipe %q: want TEAMSxPLAYERS (a table), as 7x4, or TEAMSxPLAYERSxROUNDS (an event's own), as 7x4x3", b.Name)
	}
	rc.Teams, rc.Players, rc.Rounds = n[0], n[1], n[2]
	rc.Zeta = d.Int("z", 0, 29)
	var hasPairs bool
	rc.Pairs, hasPairs = d.Opt("pairs")
	if !hasPairs {
		rc.Choices = d.Str("choices")
	}
	rc.Perm, _ = d.Opt("perm")
	var hasColours bool
	rc.Colours, hasColours = d.Opt("colours")
	if hasColours {
		if f, ok := d.Opt("flips"); ok {
			errs.Addf(f.Pos, "molter-recipe %s: flips and colours: a recipe colours its boards one way", b.Name)
		}
	} else {
		rc.Flips = d.Str("flips")
	}
	rc.Sum = d.Str("sum")
	rc.Published = d.All("event")
	rc.Method = d.Str("method").Value
	for _, x := range s.MolterRecipes {
		if x.Teams == rc.Teams && x.Players == rc.Players && x.Rounds == rc.Rounds {
			errs.Addf(b.Pos, "molter-recipe %s: a second recipe (the first at %s)", b.Name, x.Pos)
		}
	}
	s.MolterRecipes = append(s.MolterRecipes, rc)
}
