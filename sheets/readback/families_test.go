package readback

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/toutesrondes/toutesrondes/tables/rutsch"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
)

// written returns the bytes write puts in a buffer.
func written(t *testing.T, write func(*bytes.Buffer) error) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// randomCells types a random result (or none) in column E from row 2 for
// n games and returns the cells and the results.
func randomCells(rng *rand.Rand, n int) (map[string]any, []tiebreak.Result) {
	cells := map[string]any{}
	var res []tiebreak.Result
	for i := range n {
		r := tiebreak.None
		if rng.IntN(4) > 0 {
			r = tiebreak.Results[rng.IntN(len(tiebreak.Results))]
			cells["E"+strconv.Itoa(i+2)] = r.String()
		}
		res = append(res, r)
	}
	return cells, res
}

// TestMolterReadBack: Molter workbooks (an autonomous round, Peyrin's
// table, French sheet names, constructed tables: of a shape the document
// lacks, past Z, beside the document's) filled at random are read back to
// the games of tables/molter's event with the results typed, the table
// found.
func TestMolterReadBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, c := range []struct {
		m     sheets.Molter
		table string
	}{
		{sheets.Molter{Teams: 7, Players: 6, Rounds: 5}, "17"},
		{sheets.Molter{Table: "peyrin", Lang: sheets.French}, "peyrin"},
		{sheets.Molter{Teams: 4, Players: 4, Rounds: 3, TeamList: []sheets.Team{{Name: "Nice", Players: []string{"Ann", "Bob"}}}}, "4"},
		{sheets.Molter{Teams: 14, Players: 6, Rounds: 4, TeamList: []sheets.Team{{Name: "Nice", Players: []string{"Ann", "Bob"}}}}, "constructed"},
		{sheets.Molter{Teams: 27, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: sheets.French}, "constructed"},
		{sheets.Molter{Teams: 7, Players: 6, Rounds: 2, Source: molter.SourceConstructed}, "constructed"},
	} {
		e, err := molter.Serve(molter.Request{Teams: c.m.Teams, Players: c.m.Players, Table: c.m.Table, Rounds: c.m.Rounds, Source: c.m.Source})
		if err != nil {
			t.Fatal(err)
		}
		ev := e.Rounds
		// A team's index by its name (A … Z without I, AA, AB, …).
		teamOf := func(p molter.Player) int {
			for i := range e.Teams {
				if p.String() == molter.TeamName(i)+strconv.Itoa(p.Order) {
					return i + 1
				}
			}
			t.Fatalf("%s: no team", p)
			return 0
		}
		var want []teamrank.Game
		for _, round := range ev {
			for _, g := range round {
				pl := func(p molter.Player) teamrank.Player {
					return teamrank.Player{Team: teamOf(p), Order: p.Order}
				}
				want = append(want, teamrank.Game{White: pl(g.White), Black: pl(g.Black)})
			}
		}
		cells, res := randomCells(rng, len(want))
		for i := range want {
			want[i].Result = res[i]
		}
		data := written(t, func(b *bytes.Buffer) error { return sheets.WriteMolter(b, c.m) })
		got, err := ReadMolter(bytes.NewReader(fill(t, data, c.m.Lang.T(sheets.Text{En: "Pairings", Fr: "Appariements"}), cells)))
		if err != nil {
			t.Fatal(err)
		}
		if got.Table != c.table || got.Teams != e.Teams || got.Players != e.Players || got.Rounds != len(e.Rounds) || !slices.Equal(got.Games, want) {
			t.Errorf("%+v: read table %s, %d teams of %d, %d rounds; games equal %v", c.m, got.Table, got.Teams, got.Players, got.Rounds, slices.Equal(got.Games, want))
		}
		if got.Entered() != len(cells) {
			t.Errorf("entered %d, want %d", got.Entered(), len(cells))
		}
		if len(c.m.TeamList) > 0 && (got.TeamNames[0] != "Nice" || got.PlayerNames[0][1] != "Bob" || got.PlayerNames[1][0] != "") {
			t.Errorf("names %q %q", got.TeamNames, got.PlayerNames)
		}
		if got.Symbol(teamrank.Player{Team: 2, Order: 3}) != "B3" {
			t.Errorf("symbol %s", got.Symbol(teamrank.Player{Team: 2, Order: 3}))
		}
		if e.Teams == 27 && got.Symbol(teamrank.Player{Team: 27, Order: 4}) != "AB4" {
			t.Errorf("symbol %s", got.Symbol(teamrank.Player{Team: 27, Order: 4}))
		}
	}
}

// TestMolterBadCells: bad results, a symbol and a hidden id changed are all
// named; ReadAny finds the Molter workbook.
func TestMolterBadCells(t *testing.T) {
	data := written(t, func(b *bytes.Buffer) error {
		return sheets.WriteMolter(b, sheets.Molter{Teams: 4, Players: 4, Rounds: 2})
	})
	// Tableau 4, round 1, board 1 is A1 – B1 (row 2): see tables/molter.
	tab, _ := molter.New(4, 4)
	r1, _ := tab.Round(1)
	data = fill(t, data, "Pairings", map[string]any{
		"E2": "1/2-1/2", "E3": "1-0", "E4": "0-1 ", "C5": "A9", "I6": 99,
	})
	_, err := ReadAny(bytes.NewReader(data))
	var p Problems
	if !errors.As(err, &p) || p.Total != 4 {
		t.Fatalf("err = %v, want 4 problems", err)
	}
	for _, want := range []string{
		`Pairings!E2: "1/2-1/2" is not a result: want 1-0, ½-½, 0-1, +/-, -/+, -/- or nothing`,
		`Pairings!E4: "0-1 " is not a result`,
		`Pairings!C5: "A9": Tableau 4 has ` + r1[3].White.String() + ` (round 1): the pairings were changed`,
		`Pairings!I6: "99": Tableau 4 has `,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
	if strings.Contains(err.Error(), "E3") {
		t.Errorf("E3 holds a good result:\n%v", err)
	}
}

// TestMolterConstructedChanged: a changed pairing of a constructed
// workbook is named against the constructed table.
func TestMolterConstructedChanged(t *testing.T) {
	data := written(t, func(b *bytes.Buffer) error {
		return sheets.WriteMolter(b, sheets.Molter{Teams: 14, Players: 6, Rounds: 2})
	})
	c, _ := molter.NewConstructed(14, 6)
	ev, _ := c.Event(2) // the 2-round event is a table of its own, not the first rounds of the longest
	r1 := ev[0]
	_, err := ReadMolter(bytes.NewReader(fill(t, data, "Pairings", map[string]any{"F3": "AB1"})))
	want := `Pairings!F3: "AB1": the constructed table has ` + r1[1].Black.String() + ` (round 1): the pairings were changed`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("err = %v, want %q", err, want)
	}
}

// TestScheveningenReadBack: a single and a double match, filled at random,
// read back to the table's games; a bad cell and a changed board named.
func TestScheveningenReadBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for _, c := range []sheets.Scheveningen{
		{M: 5, Teams: []sheets.Team{{Name: "Lyon", Players: []string{"Ann"}}, {Name: "Metz"}}},
		{M: 4, Double: true, Lang: sheets.French},
	} {
		match, _ := scheveningen.New(c.M, c.Double)
		var want []teamrank.Game
		for r := 1; r <= match.Rounds(); r++ {
			round, _ := match.Round(r)
			for _, g := range round {
				pl := func(p scheveningen.Player) teamrank.Player {
					return teamrank.Player{Team: int(p.Team-'A') + 1, Order: p.Number}
				}
				want = append(want, teamrank.Game{White: pl(g.White), Black: pl(g.Black)})
			}
		}
		cells, res := randomCells(rng, len(want))
		for i := range want {
			want[i].Result = res[i]
		}
		data := written(t, func(b *bytes.Buffer) error { return sheets.WriteScheveningen(b, c) })
		sheet := c.Lang.T(sheets.Text{En: "Match", Fr: "Rencontre"})
		got, err := ReadScheveningen(bytes.NewReader(fill(t, data, sheet, cells)))
		if err != nil {
			t.Fatal(err)
		}
		if got.M != c.M || got.Double != c.Double || got.Rounds != match.Rounds() || !slices.Equal(got.Games, want) || got.Entered() != len(cells) {
			t.Errorf("%+v: read m %d double %v rounds %d, games equal %v", c, got.M, got.Double, got.Rounds, slices.Equal(got.Games, want))
		}
		if c.Teams != nil && (got.TeamNames != [2]string{"Lyon", "Metz"} || got.Names[0][0] != "Ann" || got.Names[1][0] != "") {
			t.Errorf("names %q %q", got.TeamNames, got.Names)
		}
		// The round scores add up to the match score.
		rs := got.RoundScores()
		s, err := got.Standings()
		if err != nil {
			t.Fatal(err)
		}
		for team := range 2 {
			sum := 0.0
			for _, x := range rs[team] {
				sum += x
			}
			if sum != s.Points[team] {
				t.Errorf("team %d: rounds add up to %v, match score %v", team+1, sum, s.Points[team])
			}
		}
		bad := fill(t, data, sheet, map[string]any{"E3": "draw", "K4": 9})
		if _, err := ReadAny(bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), sheet+`!E3: "draw" is not a result`) ||
			!strings.Contains(err.Error(), sheet+`!K4: "9": the Scheveningen table has`) {
			t.Errorf("err = %v", err)
		}
	}
}

// TestRutschReadBack: a Rutsch workbook is read as the round robin it is:
// the Rutsch table's games, ranked on points alone; a changed number named.
func TestRutschReadBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, n := range []int{7, 8} {
		tour, _ := rutsch.New(n)
		var want []tiebreak.Game
		for r := 1; r <= tour.Rounds(); r++ {
			round, _ := tour.Round(r)
			for _, tb := range round.Tables {
				want = append(want, tiebreak.Game{White: tb.White(), Black: tb.Black(), Round: r})
			}
		}
		cells, res := randomCells(rng, len(want))
		for i := range want {
			want[i].Result = res[i]
		}
		data := written(t, func(b *bytes.Buffer) error { return sheets.WriteRutsch(b, sheets.Rutsch{N: n}) })
		w, err := ReadAny(bytes.NewReader(fill(t, data, "Tables", cells)))
		if err != nil {
			t.Fatal(err)
		}
		got := w.RoundRobin
		if got == nil || got.System != "rutsch" || got.N != n || got.Cycles != 1 || !slices.Equal(got.Games, want) {
			t.Fatalf("N=%d: read %+v", n, got)
		}
		if !got.OrderKnown || got.Order != nil || got.Ratings[0] != 0 {
			t.Errorf("order %v known %v, ratings %v", got.Order, got.OrderKnown, got.Ratings)
		}
		bad := fill(t, data, "Tables", map[string]any{"F2": 1})
		if _, err := Read(bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), `Tables!F2: "1": the Rutsch table has `+strconv.Itoa(want[0].Black)) {
			t.Errorf("err = %v", err)
		}
	}
}

// TestDefinedNamesMoved: workbooks whose defined names were moved to odd
// places (column A, row 1, another size) are refused with an error, never
// a panic.
func TestDefinedNamesMoved(t *testing.T) {
	books := map[string][]byte{
		"molter": written(t, func(b *bytes.Buffer) error {
			return sheets.WriteMolter(b, sheets.Molter{Teams: 4, Players: 4, Rounds: 2})
		}),
		"scheveningen": written(t, func(b *bytes.Buffer) error { return sheets.WriteScheveningen(b, sheets.Scheveningen{M: 4}) }),
		"rutsch":       written(t, func(b *bytes.Buffer) error { return sheets.WriteRutsch(b, sheets.Rutsch{N: 5}) }),
		"berger":       written(t, func(b *bytes.Buffer) error { return sheets.WriteRoundRobin(b, sheets.RoundRobin{N: 5}) }),
	}
	for family, data := range books {
		for _, name := range []string{"Results", "PlayerNames", "TeamNames", "PlayerPointsA"} {
			for _, ref := range []string{"Nowhere!$A$1:$A$8", "Pairings!$A$1:$A$2", "Pairings!$A$1", "Pairings!$B$1:$C$40", "Teams!$A$1:$A$1000"} {
				f, err := excelize.OpenReader(bytes.NewReader(data))
				if err != nil {
					t.Fatal(err)
				}
				if f.DeleteDefinedName(&excelize.DefinedName{Name: name}) != nil {
					f.Close()
					continue // the family has no such name
				}
				if err := f.SetDefinedName(&excelize.DefinedName{Name: name, RefersTo: ref}); err != nil {
					t.Fatal(err)
				}
				var buf bytes.Buffer
				if err := f.Write(&buf); err != nil {
					t.Fatal(err)
				}
				f.Close()
				if _, err := ReadAny(&buf); err == nil {
					t.Errorf("%s with %s at %s: read without error", family, name, ref)
				}
			}
		}
	}
}

// TestEveryMissingNameSaid: a workbook that lacks several of the names its
// reader cannot do without is refused with one error naming each of them,
// in every family, so that one reading tells the user all that is broken.
func TestEveryMissingNameSaid(t *testing.T) {
	for _, c := range []struct {
		family string
		write  func(*bytes.Buffer) error
		names  []string // two or more the reader requires (book.areas)
	}{
		{"molter", func(b *bytes.Buffer) error {
			return sheets.WriteMolter(b, sheets.Molter{Teams: 4, Players: 4, Rounds: 2})
		},
			[]string{"Results", "TeamNames", "PlayerNames"}},
		{"scheveningen", func(b *bytes.Buffer) error { return sheets.WriteScheveningen(b, sheets.Scheveningen{M: 4}) },
			[]string{"Results", "PlayerPointsA", "PlayerPointsB"}},
		{"berger", func(b *bytes.Buffer) error { return sheets.WriteRoundRobin(b, sheets.RoundRobin{N: 5}) },
			[]string{"Results", "PlayerNames"}},
		{"rutsch", func(b *bytes.Buffer) error { return sheets.WriteRutsch(b, sheets.Rutsch{N: 5}) },
			[]string{"Results", "PlayerNames"}},
	} {
		f, err := excelize.OpenReader(bytes.NewReader(written(t, c.write)))
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range c.names {
			if err := f.DeleteDefinedName(&excelize.DefinedName{Name: n}); err != nil {
				t.Fatalf("%s: %s: %v", c.family, n, err)
			}
		}
		var buf bytes.Buffer
		if err := f.Write(&buf); err != nil {
			t.Fatal(err)
		}
		f.Close()
		_, err = ReadAny(&buf)
		if err == nil {
			t.Errorf("%s without %v: read without error", c.family, c.names)
			continue
		}
		for _, n := range c.names {
			if !strings.Contains(err.Error(), "no defined name "+n+":") {
				t.Errorf("%s without %v: the error does not name %s:\n%v", c.family, c.names, n, err)
			}
		}
	}
}
