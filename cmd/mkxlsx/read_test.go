package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/report"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
)

// filled writes a round robin of 5 with mkxlsx berger, types results in
// the Pairings sheet's column E and returns the file's path. The Berger
// table of 5 (000, 6 with the bye): R1 2-5 3-4 (1 has the bye), R2 5-3 1-2,
// R3 3-1 4-5, R4 1-4 2-3, R5 4-2 5-1.
func filled(t *testing.T, dir string, cells map[string]string, extra ...string) string {
	t.Helper()
	args := append([]string{"berger", "-n", "5", "-o", "rr5.xlsx", "-players", "p.csv"}, extra...)
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("name,rating,federation,fide id,title,birth date,sex\n"+
		"Ann,2100,FRA,123,WFM,1990-01-02,w\nBob,,,,,,\nCid,1900,BEL,,,,m\nDan,,,,,,\nEve,,,,,,\n"), 0o644)
	if code, _, errs := mk(t, dir, args...); code != 0 {
		t.Fatal(errs)
	}
	path := filepath.Join(dir, "rr5.xlsx")
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for c, v := range cells {
		f.SetCellStr("Pairings", c, v)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return path
}

// all5 is a finished round robin of 5 (rows 2-11 of Pairings: R1 2-5 3-4,
// R2 5-3 1-2, R3 3-1 4-5, R4 1-4 2-3, R5 4-2 5-1), with a forfeit and a
// double forfeit.
var all5 = map[string]string{
	"E2": "1-0", "E3": "½-½", // R1: 2 beats 5, 3 draws 4
	"E4": "0-1", "E5": "½-½", // R2: 3 beats 5, 1 draws 2
	"E6": "+/-", "E7": "-/-", // R3: 3 wins by forfeit against 1; 4-5 double forfeit
	"E8": "1-0", "E9": "0-1", // R4: 1 beats 4, 3 beats 2
	"E10": "½-½", "E11": "0-1", // R5: 4 draws 2, 1 beats 5
}

func TestReadJSONAndText(t *testing.T) {
	dir := t.TempDir()
	filled(t, dir, all5, "-tiebreaks", "wins,won,sb")
	code, out, errs := mk(t, dir, "read", "rr5.xlsx", "-format", "json")
	if code != 0 {
		t.Fatal(errs)
	}
	var got readOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// By hand: 1: ½ (R2) + 0 (R3 forfeit) + 1 + 1 = 2.5; 2: 1 + ½ + 0 + ½ = 2;
	// 3: ½ + 1 + 1 (forfeit) + 1 = 3.5; 4: ½ + 0 (-/-) + 0 + ½ = 1; 5: 0.
	// wins (forfeit included): 1: 2, 2: 1, 3: 3, 4: 0, 5: 0; won: 3 has 2.
	want := map[int][3]float64{1: {2.5, 2, 2}, 2: {2, 1, 1}, 3: {3.5, 3, 2}, 4: {1, 0, 0}, 5: {0, 0, 0}}
	rank := map[int]int{1: 2, 2: 3, 3: 1, 4: 4, 5: 5}
	for _, p := range got.Players {
		w := want[p.Number]
		if p.Points != w[0] || p.TieBreaks["wins"] != w[1] || p.TieBreaks["won"] != w[2] || p.Rank != rank[p.Number] {
			t.Errorf("player %d: %+v, want points %v wins %v won %v rank %d", p.Number, p, w[0], w[1], w[2], rank[p.Number])
		}
	}
	if got.Players[0].Name != "Ann" || got.TieBreaks != "wins,won,sb" || got.Entered != 10 || got.Games != 10 {
		t.Errorf("event %+v", got)
	}
	code, out, _ = mk(t, dir, "read", "rr5.xlsx")
	if code != 0 || !strings.Contains(out, "10 of 10 results entered") || !strings.Contains(out, "   1   3  Cid") {
		t.Errorf("text:\n%s", out)
	}
}

// TestReadTRF: the report of the finished tournament reads back (with the
// project's own reader) to the same results, round by round.
func TestReadTRF(t *testing.T) {
	dir := t.TempDir()
	filled(t, dir, all5)
	code, out, errs := mk(t, dir, "read", "rr5.xlsx", "-format", "trf", "-players", "p.csv", "-name", "Test",
		"-round-dates", "2026-03-01,2026-03-02,2026-03-03,2026-03-04,2026-03-05")
	if code != 0 {
		t.Fatal(errs)
	}
	f, err := trf.Read(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	// Player 1 round by round, from the table in all5: R1 bye, R2 white
	// against 2 drawn, R3 black against 3 lost by forfeit, R4 white against
	// 4 won, R5 black against 5 won.
	want := []trf.Round{rd(0, '-', 'Z'), rd(2, 'w', '='), rd(3, 'b', '-'), rd(4, 'w', '1'), rd(5, 'b', '1')}
	p1 := f.Players[0]
	if p1.Name != "Ann" || p1.FideID != "123" || p1.Title != "WFM" || p1.BirthDate != "1990/01/02" || p1.Sex != "w" ||
		p1.Rating != 2100 || p1.Points != 2.5 || p1.Rank != 2 {
		t.Errorf("player 1: %+v", p1)
	}
	for r := range want {
		if p1.Rounds[r] != want[r] {
			t.Errorf("player 1 round %d: %+v, want %+v", r+1, p1.Rounds[r], want[r])
		}
	}
	// The double forfeit 4-5 of round 3: "-" for both.
	if f.Players[3].Rounds[2] != rd(5, 'w', '-') || f.Players[4].Rounds[2] != rd(4, 'b', '-') {
		t.Errorf("double forfeit: %+v %+v", f.Players[3].Rounds[2], f.Players[4].Rounds[2])
	}
	if f.Name != "Test" || len(f.RoundDates) != 5 || f.RoundDates[4] != "26/03/05" || f.Rated != 2 {
		t.Errorf("header %+v", f)
	}
}

// TestReadRefusesBadCells: every bad cell named, exit 1.
func TestReadRefusesBadCells(t *testing.T) {
	dir := t.TempDir()
	filled(t, dir, map[string]string{"E2": "1/2-1/2", "E5": "1-0 ", "E7": "x"})
	code, _, errs := mk(t, dir, "read", "rr5.xlsx")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	for _, w := range []string{"3 problems", `Pairings!E2: "1/2-1/2" is not a result`, `Pairings!E5: "1-0 "`, `Pairings!E7: "x"`} {
		if !strings.Contains(errs, w) {
			t.Errorf("missing %q in %s", w, errs)
		}
	}
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"read"}, 2, "want one workbook to read"},
		{[]string{"read", "rr5.xlsx", "-format", "pdf"}, 2, `-format "pdf": want text, json or trf`},
		{[]string{"read", "missing.xlsx"}, 2, "missing.xlsx"},
		{[]string{"read", "p.csv"}, 1, "not a workbook"},
		{[]string{"read", "rr5.xlsx", "-tiebreaks", "bh"}, 2, "Buchholz"},
	} {
		code, _, errs := mk(t, dir, c.args...)
		if code != c.code || !strings.Contains(errs, c.msg) {
			t.Errorf("%v: exit %d, %s; want %q", c.args, code, errs, c.msg)
		}
	}
}

func rd(opp int, colour, result byte) trf.Round {
	return trf.Round{Opponent: opp, Colour: colour, Result: result}
}

// TestPlayerInfoColumns: the new optional columns of a player list are
// checked, each error naming file:line; a list without them reads as
// before.
func TestPlayerInfoColumns(t *testing.T) {
	for in, msg := range map[string]string{
		"name,title\nAnn,XM\n":              `x.csv:2: column 2 "title": title "XM" is not one of GM, IM`,
		"name,birth date\nAnn,1990-13-01\n": `x.csv:2: column 2 "birth date": birth date "1990-13-01": want YYYY-MM-DD`,
		"name,fide id\nAnn,12a\n":           `x.csv:2: column 2 "fide id": FIDE id "12a" is not a number`,
		"name,sex\nAnn,x\n":                 `x.csv:2: column 2 "sex": sex "x": want m, w`,
	} {
		if _, err := readPlayerInfos(strings.NewReader(in), "x.csv", 0); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: %v, want %q", in, err, msg)
		}
	}
	ps, err := readPlayerInfos(strings.NewReader("name,rating\nAnn,2000\n"), "x.csv", 0)
	if err != nil || len(ps) != 1 || ps[0].Rating != 2000 || ps[0].FideID != "" {
		t.Errorf("old list: %+v %v", ps, err)
	}
	ps, err = readPlayerInfos(strings.NewReader("name,birth date,sex,title\nAnn,1990,f,wgm\n"), "x.csv", 0)
	if err != nil || ps[0].BirthDate != "1990" || ps[0].Sex != "w" || ps[0].Title != "WGM" {
		t.Errorf("new columns: %+v %v", ps, err)
	}
}

// TestRankOrder: by rank, equal ranks by pairing number, the players out of
// the standings (rank 0) last by pairing number; the TRF ranks them by
// this place (4 and 5 here).
func TestRankOrder(t *testing.T) {
	s := &tiebreak.Standings{Rank: []int{2, 0, 1, 0, 2}, Excluded: []bool{false, true, false, true, false}}
	if got, want := report.RankOrder(s), []int{3, 1, 5, 2, 4}; !slices.Equal(got, want) {
		t.Errorf("RankOrder = %v, want %v", got, want)
	}
}
