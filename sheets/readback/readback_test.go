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
	tberger "github.com/toutesrondes/toutesrondes/tables/berger"
	"github.com/toutesrondes/toutesrondes/tables/team"
)

// write returns a blank round-robin workbook.
func write(t *testing.T, rr sheets.RoundRobin) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := sheets.WriteRoundRobin(&buf, rr); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// fill types cells into the Pairings sheet (column E from row 2, the
// Results name as sheets writes it) and returns the new bytes.
func fill(t *testing.T, data []byte, sheet string, cells map[string]any) []byte {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for c, v := range cells {
		if err := f.SetCellValue(sheet, c, v); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestReadBack fills a round robin of 10 and a double of 9 with random
// results (some left blank), reads them back and checks the games, the
// schedule found and the standings against tiebreak.Compute on the games
// typed.
func TestReadBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 2026))
	for _, c := range []struct {
		n, cycles int
		swap      bool
		order     []sheets.TieBreak
	}{
		{10, 1, true, sheets.FIDETieBreaks},
		{9, 2, true, nil},
		{9, 2, false, []sheets.TieBreak{sheets.Koya, sheets.Won, sheets.DE}},
	} {
		rr := sheets.RoundRobin{N: c.n, Cycles: c.cycles, Swap: c.swap, TieBreaks: c.order}
		sched, err := tberger.Cycles(c.n, c.cycles, c.swap)
		if err != nil {
			t.Fatal(err)
		}
		cells := map[string]any{}
		var games []tiebreak.Game
		row := 2
		for r := 1; r <= sched.Rounds(); r++ {
			round, _ := sched.Round(r)
			for _, g := range round {
				res := tiebreak.None
				if rng.IntN(5) > 0 {
					res = tiebreak.Results[rng.IntN(len(tiebreak.Results))]
					cells["E"+strconv.Itoa(row)] = res.String()
				}
				games = append(games, tiebreak.Game{White: g.White, Black: g.Black, Result: res, Round: r})
				row++
			}
		}
		got, err := Read(bytes.NewReader(fill(t, write(t, rr), "Pairings", cells)))
		if err != nil {
			t.Fatal(err)
		}
		if got.N != c.n || got.Cycles != c.cycles || (c.cycles > 1 && got.Swap != c.swap) || !slices.Equal(got.Games, games) {
			t.Fatalf("%d×%d: read N %d cycles %d swap %v, games equal %v", c.n, c.cycles, got.N, got.Cycles, got.Swap, slices.Equal(got.Games, games))
		}
		order := c.order
		if order == nil {
			order = sheets.DefaultTieBreaks
		}
		if !got.OrderKnown || tiebreak.FormatOrder(got.Order) != sheets.FormatTieBreaks(order) {
			t.Errorf("order %v, want %v", got.Order, order)
		}
		if got.Entered() != len(cells) {
			t.Errorf("entered %d, want %d", got.Entered(), len(cells))
		}
		if got.Cells[0] != "Pairings!E2" {
			t.Errorf("first cell %s", got.Cells[0])
		}
	}
}

// TestBadCells: every bad cell is named with its value and what is allowed,
// and a changed pairing is found.
func TestBadCells(t *testing.T) {
	data := fill(t, write(t, sheets.RoundRobin{N: 4}), "Pairings", map[string]any{
		"E2": "1/2-1/2", "E3": "1-0 ", "E4": "½-½", "E5": 1, "C6": 3,
	})
	_, err := Read(bytes.NewReader(data))
	var p Problems
	if !errors.As(err, &p) {
		t.Fatalf("err = %v, want Problems", err)
	}
	msg := err.Error()
	for _, want := range []string{
		`4 problems:`,
		`Pairings!E2: "1/2-1/2" is not a result: want 1-0, ½-½, 0-1, +/-, -/+, -/- or nothing`,
		`Pairings!E3: "1-0 " is not a result`,
		`Pairings!E5: "1" is not a result`,
		`Pairings!C6: "3": the Berger table has 2 (round 3): the pairings were changed`,
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("missing %q in:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "E4") {
		t.Errorf("E4 holds a good result:\n%s", msg)
	}
}

// TestNotARoundRobin: a Varma draw sheet holds no results; a text file is
// no workbook.
func TestNotARoundRobin(t *testing.T) {
	var buf bytes.Buffer
	if err := sheets.WriteVarma(&buf, sheets.Varma{N: 12}); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadAny(&buf); err == nil || !strings.Contains(err.Error(), "not a round-robin (Berger or Rutsch), team, Molter or Scheveningen workbook of this project") {
		t.Errorf("err = %v", err)
	}
	if _, err := Read(strings.NewReader("plain text")); err == nil || !strings.Contains(err.Error(), "not a workbook") {
		t.Errorf("err = %v", err)
	}
}

// TestTeamBadCells: a score that is no number of half points, and a match
// with one score only, are named.
func TestTeamBadCells(t *testing.T) {
	var buf bytes.Buffer
	if err := olderTeam(&buf, sheets.TeamRoundRobin{N: 4}); err != nil {
		t.Fatal(err)
	}
	data := fill(t, buf.Bytes(), "Schedule", map[string]any{"F2": 2.5, "G2": 1.5, "F3": "2,5", "G3": 1, "F4": 3})
	_, err := ReadTeam(bytes.NewReader(data))
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{`Schedule!F3: "2,5" is not a score`, `Schedule!F4, Schedule!G4: one score typed, the other not`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
	if strings.Contains(err.Error(), "F2") {
		t.Errorf("F2 is a good score:\n%v", err)
	}
	good := fill(t, buf.Bytes(), "Schedule", map[string]any{"F2": 2.5, "G2": 1.5})
	tr, err := ReadTeam(bytes.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	if !tr.Matches[0].Played || tr.Matches[0].HomePts != 2.5 || tr.Matches[1].Played {
		t.Errorf("matches %+v", tr.Matches[:2])
	}
	if tr.Entered() != 1 { // F2 and G2 only
		t.Errorf("entered %d, want 1", tr.Entered())
	}
}

// TestTeamSchedule: the schedule each workbook was written with is found
// among the six of 003, and a team number changed is named by its cell.
func TestTeamSchedule(t *testing.T) {
	for _, central := range []team.CentralRound{team.CentralLast, team.CentralFirst, team.NoCentral} {
		for _, reverse := range []bool{false, true} {
			var buf bytes.Buffer
			if err := sheets.WriteTeamRoundRobin(&buf, sheets.TeamRoundRobin{N: 6, Central: central, Reverse: reverse}); err != nil {
				t.Fatal(err)
			}
			tr, err := ReadTeam(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatalf("central %v reverse %v: %v", central, reverse, err)
			}
			// Shapes whose pairings are the same (no central round and the
			// central round first, for 6 teams) read as the first of them:
			// Central and Reverse can name another shape; the matches are
			// the workbook's.
			want, err := team.New(6, central, reverse)
			if err != nil {
				t.Fatal(err)
			}
			var ms []teamrank.Match
			for r := 1; r <= want.Rounds(); r++ {
				round, _ := want.Round(r)
				for _, m := range round {
					ms = append(ms, teamrank.Match{Round: r, Home: m.Home, Away: m.Away})
				}
			}
			if !slices.Equal(tr.Matches, ms) {
				t.Errorf("central %v reverse %v: read %v, want %v", central, reverse, tr.Matches, ms)
			}
			if central != team.CentralLast || reverse {
				continue
			}
			// Team 9 at home in the first match (D2): no schedule has it.
			_, err = ReadTeam(bytes.NewReader(fill(t, buf.Bytes(), "Schedule", map[string]any{"D2": 9})))
			if want := `Schedule!D2: "9": the Berger table of 003 has `; err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("err = %v, want %q", err, want)
			}
		}
	}
}

// TestBackwardsRange: a defined name written bottom corner first is refused
// with its name and range, not read with a negative size.
func TestBackwardsRange(t *testing.T) {
	if a, err := parseArea("'Pair''s'!$E$2:$E$46"); err != nil || a != (area{sheet: "Pair's", col1: 5, row1: 2, col2: 5, row2: 46}) {
		t.Errorf("parseArea = %+v, %v", a, err)
	}
	for _, ref := range []string{"Pairings!$E$46:$E$2", "Pairings!$F$2:$E$46"} {
		if _, err := parseArea(ref); err == nil || !strings.Contains(err.Error(), "top left") {
			t.Errorf("parseArea(%q): err = %v", ref, err)
		}
	}
	// -45 games, a whole number (-1) of cycles of 10 players: read as such
	// it met the table's error, which names no range.
	data := renamed(t, write(t, sheets.RoundRobin{N: 10}), "Results", "Pairings!$E$48:$E$2")
	if _, err := ReadAny(bytes.NewReader(data)); err == nil || !strings.Contains(err.Error(), "defined name Results") {
		t.Errorf("err = %v", err)
	}
}

// renamed returns the workbook with the defined name pointing at ref.
func renamed(t *testing.T, data []byte, name, ref string) []byte {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.DeleteDefinedName(&excelize.DefinedName{Name: name}); err != nil {
		t.Fatal(err)
	}
	if err := f.SetDefinedName(&excelize.DefinedName{Name: name, RefersTo: ref}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestWithdrawnMoved: a Withdrawn name of the wrong size, or not a range,
// is refused saying why.
func TestWithdrawnMoved(t *testing.T) {
	data := write(t, sheets.RoundRobin{N: 5})
	for ref, want := range map[string]string{
		"Players!$H$2:$H$4": "defined name Withdrawn: 3 cells, want one per player (5)",
		"Players!$H$2:$H":   `defined name Withdrawn: "Players!$H$2:$H"`,
	} {
		if _, err := ReadAny(bytes.NewReader(renamed(t, data, "Withdrawn", ref))); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Withdrawn at %s: err = %v, want %q", ref, err, want)
		}
	}
}

// TestTeamDouble: a home-and-away workbook (mkxlsx team -double) reads
// back with its 2(N-1) rounds of matches, in either order, and its scores
// count: 5 teams, 20 matches; the first match 3-1 for the home team.
func TestTeamDouble(t *testing.T) {
	for _, reverse := range []bool{false, true} {
		var buf bytes.Buffer
		if err := olderTeam(&buf, sheets.TeamRoundRobin{N: 5, Double: true, Reverse: reverse}); err != nil {
			t.Fatal(err)
		}
		tr, err := ReadTeam(bytes.NewReader(fill(t, buf.Bytes(), "Schedule", map[string]any{"F2": 3, "G2": 1})))
		if err != nil {
			t.Fatalf("reverse %v: %v", reverse, err)
		}
		want, err := team.Double(5, reverse)
		if err != nil {
			t.Fatal(err)
		}
		var ms []teamrank.Match
		for r := 1; r <= want.Rounds(); r++ {
			round, _ := want.Round(r)
			for _, m := range round {
				ms = append(ms, teamrank.Match{Round: r, Home: m.Home, Away: m.Away})
			}
		}
		if !tr.Double || tr.Reverse != reverse || len(tr.Matches) != 20 || len(ms) != 20 {
			t.Fatalf("reverse %v: double %v reverse %v, %d matches read, %d in the schedule", reverse, tr.Double, tr.Reverse, len(tr.Matches), len(ms))
		}
		first := tr.Matches[0]
		if first.Home != ms[0].Home || first.Away != ms[0].Away || !first.Played || first.HomePts != 3 || first.AwayPts != 1 || tr.Entered() != 1 {
			t.Errorf("reverse %v: first match %+v, schedule %+v, entered %d", reverse, first, ms[0], tr.Entered())
		}
	}
}
