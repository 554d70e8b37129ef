package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// typeIn writes values into a sheet of a workbook on disk.
func typeIn(t *testing.T, path, sheet string, cells map[string]string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for c, v := range cells {
		f.SetCellStr(sheet, c, v)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
}

// TestReadMolter: 3 teams of 4 (Tableau 1), 2 rounds, round 1 played:
// A1–C1 1-0, C2–B1 ½-½, B2–A2 0-1, A3–B3 +/-, B4–C3 -/-, C4–A4 0-1.
// By hand (004): A has 4 points (each of its players 1), Berlin
// 4+3+2+1 = 10, 4 wins; B ½ (B1, board 1: Berlin 4×½ = 2), C ½ (C2, board
// 2: 3×½ = 1.5); B before C on Berlin. Players: A1 … A4 first (1 point),
// B1 and C2 fifth, the other six seventh.
func TestReadMolter(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "molter", "-teams", "3", "-players", "4", "-rounds", "2", "-o", "m.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	typeIn(t, filepath.Join(dir, "m.xlsx"), "Pairings", map[string]string{
		"E2": "1-0", "E3": "½-½", "E4": "0-1", "E5": "+/-", "E6": "-/-", "E7": "0-1"})
	code, out, errs := mk(t, dir, "read", "m.xlsx", "-format", "json")
	if code != 0 {
		t.Fatal(errs)
	}
	var got teamEventOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	type row struct {
		points, berlin, wins float64
		rank                 int
	}
	want := []row{{4, 10, 4, 1}, {0.5, 2, 0, 2}, {0.5, 1.5, 0, 3}}
	for i, tm := range got.Teams {
		if g := (row{tm.Points, tm.TieBreaks["berlin"], tm.TieBreaks["wins"], tm.Rank}); g != want[i] || tm.Letter != string(rune('A'+i)) {
			t.Errorf("team %s: %+v, want %+v", tm.Letter, g, want[i])
		}
	}
	var ranks []int
	for _, p := range got.Players {
		ranks = append(ranks, p.Rank)
	}
	if !slices.Equal(ranks, []int{1, 1, 1, 1, 5, 7, 7, 7, 7, 5, 7, 7}) {
		t.Errorf("player ranks %v", ranks)
	}
	if got.System != "molter" || got.Table != "1" || got.Rounds != 2 || got.Games != 12 || got.Entered != 6 || got.PerTeam != 4 {
		t.Errorf("event %+v", got)
	}
	code, out, _ = mk(t, dir, "read", "m.xlsx")
	if code != 0 || !strings.Contains(out, "Molter, Tableau 1: 3 teams of 4 players, 2 rounds, 6 of 12 results entered") ||
		!strings.Contains(out, "   2    B ") {
		t.Errorf("text:\n%s", out)
	}
	for _, args := range [][]string{{"-format", "trf", "-players", "p.csv"}, {"-tiebreaks", "sb"}} {
		if code, _, errs := mk(t, dir, append([]string{"read", "m.xlsx"}, args...)...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
	typeIn(t, filepath.Join(dir, "m.xlsx"), "Pairings", map[string]string{"E8": "1:0", "F9": "A1"})
	code, _, errs = mk(t, dir, "read", "m.xlsx")
	if code != 1 || !strings.Contains(errs, `Pairings!E8: "1:0" is not a result`) || !strings.Contains(errs, `Pairings!F9: "A1": Tableau 1 has`) {
		t.Errorf("exit %d:\n%s", code, errs)
	}
}

// TestReadScheveningen: teams of 2, single match: R1 A1–B1 1-0, A2–B2
// ½-½; R2 B2–A1 1-0, B1–A2 -/+. By hand: A 1 + 1.5 = 2.5, B 1.5; rounds
// 1.5–0.5 and 1–1; A2 and B2 first with 1.5, A1 third, B1 fourth.
func TestReadScheveningen(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "scheveningen", "-m", "2", "-o", "s.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	typeIn(t, filepath.Join(dir, "s.xlsx"), "Match", map[string]string{"E2": "1-0", "E3": "½-½", "E4": "1-0", "E5": "-/+"})
	code, out, errs := mk(t, dir, "read", "s.xlsx", "-format", "json")
	if code != 0 {
		t.Fatal(errs)
	}
	var got teamEventOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Teams[0].Points != 2.5 || got.Teams[1].Points != 1.5 || got.Teams[0].Rank != 1 || got.Teams[1].Rank != 2 {
		t.Errorf("teams %+v", got.Teams)
	}
	if !slices.Equal(got.RoundScores, [][2]float64{{1.5, 0.5}, {1, 1}}) {
		t.Errorf("rounds %v", got.RoundScores)
	}
	var pts []float64
	var ranks []int
	for _, p := range got.Players {
		pts, ranks = append(pts, p.Points), append(ranks, p.Rank)
	}
	if !slices.Equal(pts, []float64{1, 1.5, 0, 1.5}) || !slices.Equal(ranks, []int{3, 1, 4, 1}) {
		t.Errorf("players' points %v, ranks %v", pts, ranks)
	}
	code, out, _ = mk(t, dir, "read", "s.xlsx")
	if code != 0 || !strings.Contains(out, "A 2.5 – 1.5 B") {
		t.Errorf("text:\n%s", out)
	}
}

// TestReadRutsch: a Rutsch workbook reads as a round robin, TRF included.
func TestReadRutsch(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "rutsch", "-n", "4", "-o", "r.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("name\nAnn\nBob\nCid\nDan\n"), 0o644)
	code, out, errs := mk(t, dir, "read", "r.xlsx", "-format", "trf", "-players", "p.csv")
	if code != 0 || !strings.Contains(out, "Round robin (Rutsch system)") {
		t.Errorf("exit %d %s:\n%s", code, errs, out)
	}
	code, out, _ = mk(t, dir, "read", "r.xlsx")
	if code != 0 || !strings.Contains(out, "4 players, 1 cycle(s), 0 of 6 results entered") {
		t.Errorf("text:\n%s", out)
	}
}

// TestReadFlagsRefused: a flag the workbook's family does not use is an
// error naming it, not ignored.
func TestReadFlagsRefused(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"team", "-n", "4", "-o", "t.xlsx"},
		{"rutsch", "-n", "4", "-o", "r.xlsx"},
		{"scheveningen", "-m", "2", "-o", "s.xlsx"},
	} {
		if code, _, errs := mk(t, dir, args...); code != 0 {
			t.Fatal(errs)
		}
	}
	code, out, errs := mk(t, dir, "read", "t.xlsx", "-match-points", "3,1,0")
	if code != 0 || !strings.Contains(out, "4 teams, 0 of 6 matches entered") {
		t.Errorf("team: exit %d %s:\n%s", code, errs, out)
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		// A team round robin takes the C.07 team codes (teamtiebreaks.go),
		// not the tie-breaks of players.
		{[]string{"read", "t.xlsx", "-tiebreaks", "koya"}, `-tiebreaks: a team round robin: "KOYA": not a team tie-break of a round robin`},
		{[]string{"read", "s.xlsx", "-tiebreaks", "sb"}, "-tiebreaks: a Scheveningen match ranks as its workbook does"},
		{[]string{"read", "t.xlsx", "-format", "trf", "-players", "p.csv"}, "-players: the players of a team round robin are the workbook's"},
		{[]string{"read", "t.xlsx", "-match-points", "2,1"}, `-match-points "2,1": want three or four numbers`},
		{[]string{"read", "r.xlsx", "-match-points", "3,1,0"}, "-match-points: a round robin of players has no matches"},
		{[]string{"read", "s.xlsx", "-match-points", "3,1,0"}, "-match-points: a Scheveningen match has no matches between teams"},
	} {
		code, _, errs := mk(t, dir, c.args...)
		if code != 2 || !strings.Contains(errs, c.msg) {
			t.Errorf("%v: exit %d, %s; want 2, %q", c.args, code, errs, c.msg)
		}
	}
}
