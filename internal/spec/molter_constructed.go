package spec

// MolterConstructed is the block "molter-constructed" of
// molter_constructed.spec: the shapes for which internal/molter constructs
// a table (issue 9), each event of which the generator checks against the
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
