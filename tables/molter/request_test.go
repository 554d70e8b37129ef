package molter

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// TestServeRefusals: every refusal names its field, matches its cause and
// says itself with the command's flag.
func TestServeRefusals(t *testing.T) {
	for _, c := range []struct {
		r     Request
		field Field
		want  error
		flag  string // Say with the flag's name
		said  string
	}{
		{Request{Teams: 7, Players: 6, Source: "bogus"}, FieldSource, ErrSource, "-source", `-source "bogus": want document, constructed or best`},
		{Request{Teams: 7, Players: 6, Rounds: -2}, FieldRounds, ErrRounds, "-rounds", "-rounds -2: want 1 or more"},
		{Request{Teams: 7, Players: 6, Typed: FieldRounds}, FieldRounds, ErrRounds, "-rounds", "-rounds 0: want 1 or more"},
		{Request{Table: "17", Teams: 0, Typed: FieldTeams}, FieldTeams, ErrNumber, "-teams", "-teams 0: want 3 or more"},
		{Request{Teams: 7, Players: -4}, FieldPlayers, ErrNumber, "-players", "-players -4: want a positive even number"},
		{Request{Players: 4}, FieldTeams, ErrNumber, "-teams", "the number of teams is missing"},
		{Request{Table: "17", Source: SourceConstructed}, FieldTable, ErrTableSource, "-table", "-table 17: a table of the document"},
		{Request{Table: "99"}, FieldTable, ErrNoTable, "-table", "-table 99: no such table in the document (tables: 1 2 3 "},
		// The document's titles: "Tableau 17 : 7 équipes à 6 ou 12 joueurs."
		{Request{Table: "17", Teams: 8}, FieldTeams, ErrShape, "-teams", "-teams 8: Tableau 17 is for 7 teams of 6 or 12 players"},
		{Request{Table: "17", Teams: 7, Players: 8}, FieldPlayers, ErrShape, "-players", "-players 8: Tableau 17 is for 7 teams of 6 or 12 players"},
		// Tableau 17 plays 6 main rounds and its autonomous round may follow
		// rounds 1 to 4 (pairings molter -table 17): 1 to 6 rounds.
		{Request{Table: "17", Rounds: 9}, FieldRounds, ErrRounds, "-rounds", "-rounds 9: Tableau 17 plays 1 to 6 rounds"},
		{Request{Teams: 7, Players: 6, Rounds: 9, Source: SourceBest}, FieldRounds, ErrRounds, "-rounds", "-rounds 9: Tableau 17 plays 1 to 6 rounds"},
		{Request{Table: "peyrin", Rounds: 2}, FieldRounds, ErrInvalidEvent, "-rounds", "-rounds 2: table peyrin is not served as a 2-round event: A1 meets team B twice (rounds 1 and 2); it is valid for 1 or 3 rounds; the constructed table serves 3 teams of 4 players over 2 rounds at grade A: -source constructed (or -source best)"},
		{Request{Teams: 7, Players: 5}, FieldShape, ErrNoTable, "", "no Molter table for 7 teams of 5 players (a Molter team has an even number of players); nearest covered: 7 teams of 4 (Tableau 16), 7 teams of 6 (Tableau 17)"},
		{Request{Teams: 7, Players: 5, Source: SourceConstructed}, FieldShape, ErrNoTable, "", "no constructed Molter table for 7 teams of 5 players"},
		// No Go call in a user's message: the constructed table that serves
		// it, and the flag that selects it.
		{Request{Teams: 14, Players: 6, Source: SourceDocument}, FieldShape, ErrNoTable, "", "no Molter table for 14 teams of 6 players; nearest covered: 13 teams of 6 (Tableau 40); the constructed table serves 14 teams of 6 players over "},
	} {
		_, err := Serve(c.r)
		var re *RequestError
		if !errors.As(err, &re) {
			t.Errorf("%+v: %v, want a *RequestError", c.r, err)
			continue
		}
		if re.Field != c.field || !errors.Is(err, c.want) {
			t.Errorf("%+v: field %s, %v; want %s, %v", c.r, re.Field, err, c.field, c.want)
		}
		if said := re.Say(c.flag); !strings.HasPrefix(said, c.said) || strings.Contains(said, "NewConstructed") {
			t.Errorf("%+v: says %q, want %q…", c.r, said, c.said)
		}
	}
}

// TestServeTableShape: a table of the document named with a shape it
// serves plays that shape; named alone, the printed one.
func TestServeTableShape(t *testing.T) {
	for _, c := range []struct {
		r              Request
		teams, players int
	}{
		{Request{Table: "17"}, 7, 12}, // printed for 12 players
		{Request{Table: "17", Players: 6}, 7, 6},
		{Request{Table: "17", Teams: 7, Players: 12}, 7, 12},
		{Request{Table: "17a", Players: 6}, 7, 6},
	} {
		e, err := Serve(c.r)
		if err != nil || e.Teams != c.teams || e.Players != c.players || e.Table != "17" || e.Source != SourceDocument {
			t.Errorf("%+v: %d teams of %d, table %s (%v); want %d of %d", c.r, e.Teams, e.Players, e.Table, err, c.teams, c.players)
		}
	}
}

// TestServeBounds: every table of the document plays 1 to the longest
// event Grades lists for it (the document's, or one with an autonomous
// round built), and one more is refused, naming that longest.
func TestServeBounds(t *testing.T) {
	most := map[[2]int]int{} // per config (teams, players): the longest listed
	table := map[[2]int]string{}
	for _, g := range Grades() {
		if g.Source != SourceDocument || g.Table == "peyrin" {
			continue
		}
		k := [2]int{g.Teams, g.Players}
		most[k], table[k] = max(most[k], g.Rounds), tableNumber(g.Table)
	}
	for k, n := range most {
		r := Request{Teams: k[0], Players: k[1], Rounds: n + 1, Source: SourceDocument}
		_, err := Serve(r)
		var re *RequestError
		if !errors.As(err, &re) || !errors.Is(err, ErrRounds) || !strings.HasPrefix(re.Msg, "Tableau "+table[k]+" plays 1 to "+strconv.Itoa(n)+" rounds") {
			t.Errorf("%+v: %v, want Tableau %s plays 1 to %d rounds", r, err, table[k], n)
		}
	}
	for _, sz := range ConstructedSizes() {
		r := Request{Teams: sz[0], Players: sz[1], Rounds: sz[2] + 1, Source: SourceConstructed}
		if _, err := Serve(r); !errors.Is(err, ErrRounds) || !strings.Contains(err.Error(), "plays 1 to "+strconv.Itoa(sz[2])+" rounds") {
			t.Errorf("%+v: %v, want plays 1 to %d rounds", r, err, sz[2])
		}
	}
}

// TestServeAlt: a document's event carries the constructed one of its
// shape and length where that one is listed with a better published
// letter, none where it is listed worse; SourceBest serves it.
func TestServeAlt(t *testing.T) {
	cons := map[[3]int]Graded{}
	for _, g := range Grades() {
		if g.Source == SourceConstructed {
			cons[[3]int{g.Teams, g.Players, g.Rounds}] = g
		}
	}
	checked := 0
	for _, g := range Grades() {
		c, ok := cons[[3]int{g.Teams, g.Players, g.Rounds}]
		if g.Source != SourceDocument || len(g.Broken) > 0 || !ok || len(c.Broken) > 0 || len(c.Published.Broken) > 0 || len(g.Published.Broken) > 0 {
			continue
		}
		r := Request{Table: tableNumber(g.Table), Teams: g.Teams, Players: g.Players, Rounds: g.Rounds}
		e, err := Serve(r)
		if err != nil {
			t.Errorf("%+v: %v", r, err)
			continue
		}
		switch {
		case c.Published.Letter < g.Published.Letter:
			checked++
			if e.Alt == nil || e.Alt.Source != SourceConstructed || len(e.Alt.Rounds) != g.Rounds {
				t.Errorf("%+v: document %s, constructed %s: no alternative", r, g.Published.Letter, c.Published.Letter)
			}
			r.Source = SourceBest
			if b, err := Serve(r); err != nil || b.Source != SourceConstructed {
				t.Errorf("%+v: %s %v, want the constructed", r, b.Source, err)
			}
		case c.Published.Letter > g.Published.Letter && e.Alt != nil:
			t.Errorf("%+v: document %s, constructed %s: alternative named", r, g.Published.Letter, c.Published.Letter)
		}
	}
	if checked == 0 {
		t.Error("no document event graded below the constructed one")
	}
}

// tableNumber is the document's number of a table Grades lists: "43" of
// "43/43a-built".
func tableNumber(listed string) string {
	n, _, _ := strings.Cut(listed, "/")
	return n
}

// The flags of mkxlsx molter and the arguments of pairings molter, as
// their manuals name them.
func TestFieldFlag(t *testing.T) {
	for _, c := range []struct {
		f         Field
		mk, pairs string
	}{
		{FieldTeams, "-teams", "T"},
		{FieldPlayers, "-players", "P"},
		{FieldTable, "-table", "-table"},
		{FieldRounds, "-rounds", "-rounds"},
		{FieldSource, "-source", "-source"},
		{FieldConstruction, "-construction", "-construction"},
		{FieldShape, "", ""},
		{0, "", ""},
	} {
		if got := c.f.Flag("-teams", "-players"); got != c.mk {
			t.Errorf("%v.Flag(-teams, -players) = %q, want %q", c.f, got, c.mk)
		}
		if got := c.f.Flag("T", "P"); got != c.pairs {
			t.Errorf("%v.Flag(T, P) = %q, want %q", c.f, got, c.pairs)
		}
	}
}
