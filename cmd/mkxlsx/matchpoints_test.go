package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// fillTeamBoards types into a team workbook's Boards sheet the results of
// each match given by score: for the pair of teams {a, b} (a < b), a's
// outcome on each board, "1", "½", "0", "+" (a wins by forfeit) or "-" (a
// loses by forfeit), whatever the colours; the sheet's own team numbers
// (white's column D, black's column H) say who has white.
func fillTeamBoards(t *testing.T, path string, score map[[2]int][]string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Boards")
	if err != nil {
		t.Fatal(err)
	}
	whiteFirst := map[string][2]string{"1": {"1-0", "0-1"}, "½": {"½-½", "½-½"}, "0": {"0-1", "1-0"}, "+": {"+/-", "-/+"}, "-": {"-/+", "+/-"}}
	for r, row := range rows[1:] {
		w, _ := strconv.Atoi(row[3])
		bl, _ := strconv.Atoi(row[7])
		k, _ := strconv.Atoi(row[2])
		a, b := min(w, bl), max(w, bl)
		s, ok := score[[2]int{a, b}]
		if !ok {
			continue
		}
		res := whiteFirst[s[k-1]][0]
		if a != w { // a has black
			res = whiteFirst[s[k-1]][1]
		}
		f.SetCellStr("Boards", "F"+strconv.Itoa(r+2), res)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
}

// ffeSeason is a 4-team round robin on 2 boards, team 4 forfeiting its
// match against 3. By hand:
//
//	1-2 2-0, 3-4 forfeited by 4 (2-0), 1-3 1½-½, 2-4 ½-1½, 1-4 1-1, 2-3 1½-½
//
// team 1 won 2 drawn 1 (4½ board points), 2 won 1 lost 2 (2), 3 won 1
// (the forfeit) lost 2 (3), 4 won 1 drawn 1 lost 1 by forfeit (2½).
// With 2/1/0: 1 has 5, 4 has 3, 3 and 2 have 2: ranks 1, 4, 3 (3 board
// points), 2. With the FFE's 3/2/1 and 0 for a forfeit: 1 has 8, 2, 3 and
// 4 have 5 (4: 0 + 3 + 2): ranks 1, 3, 4, 2 on board points. With 3/2/1
// and a forfeit scored as a loss, 4 has 6: ranks 1, 4, 3, 2.
var ffeSeason = map[[2]int][]string{
	{1, 2}: {"1", "1"}, {3, 4}: {"+", "+"}, {1, 3}: {"1", "½"},
	{2, 4}: {"½", "0"}, {1, 4}: {"1", "0"}, {2, 3}: {"1", "½"},
}

// teamRanks reads a team workbook as JSON with args and returns its ranks
// by team number, the match points, and where they come from.
func teamRanks(t *testing.T, dir string, args ...string) ([]int, []float64, string, string) {
	t.Helper()
	code, out, errs := mk(t, dir, append([]string{"read", "t.xlsx", "-format", "json"}, args...)...)
	if code != 0 {
		t.Fatalf("read %v: exit %d: %s", args, code, errs)
	}
	var got teamBoardsOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var ranks []int
	var mp []float64
	for _, e := range got.Teams {
		ranks, mp = append(ranks, e.Rank), append(mp, e.MatchPoints)
	}
	return ranks, mp, got.MatchPointsFrom, errs
}

// TestMatchPointsOfTheWorkbook: a workbook made with -match-points
// 3,2,1,0 reads with them (not 2/1/0), -match-points overrides them, and
// the TRF's 362 line writes the values used.
func TestMatchPointsOfTheWorkbook(t *testing.T) {
	dir := t.TempDir()
	// The players named: a TRF lists each (001) under his team (310).
	if err := os.WriteFile(filepath.Join(dir, "t.csv"), []byte("team;player1;player2\nA;A1;A2\nB;B1;B2\nC;C1;C2\nD;D1;D2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := mk(t, dir, "team", "-n", "4", "-boards", "2", "-match-points", "3,2,1,0", "-teams-file", "t.csv", "-o", "t.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	fillTeamBoards(t, filepath.Join(dir, "t.xlsx"), ffeSeason)
	for _, c := range []struct {
		args  []string
		ranks []int
		mp    []float64
		from  string
	}{
		{nil, []int{1, 4, 2, 3}, []float64{8, 5, 5, 5}, "workbook"},
		{[]string{"-match-points", "2,1,0"}, []int{1, 4, 3, 2}, []float64{5, 2, 2, 3}, "flag"},
		{[]string{"-match-points", "3,2,1"}, []int{1, 4, 3, 2}, []float64{8, 5, 5, 6}, "flag"},
	} {
		ranks, mp, from, errs := teamRanks(t, dir, c.args...)
		if !slices.Equal(ranks, c.ranks) || !slices.Equal(mp, c.mp) || from != c.from || errs != "" {
			t.Errorf("%v: ranks %v match points %v from %q (%s), want %v %v %q", c.args, ranks, mp, from, errs, c.ranks, c.mp, c.from)
		}
	}
	code, out, errs := mk(t, dir, "read", "t.xlsx", "-format", "trf")
	if code != 0 {
		t.Fatal(errs)
	}
	// 362 at 162's positions: TW 5-6, points 7-10, TD 14-15, 16-19, TL 23-24, 25-28.
	if !strings.Contains(out, "\n362 TW 3.0   TD 2.0   TL 1.0\n") {
		t.Errorf("TRF 362:\n%s", out)
	}
	for _, line := range strings.Split(out, "\n") {
		// 310: match points in 55-60, team rank in 69-71.
		if strings.HasPrefix(line, "310   4") && (strings.TrimSpace(line[54:60]) != "5.0" || strings.TrimSpace(line[68:71]) != "3") {
			t.Errorf("team 4's 310: %q", line)
		}
	}
	code, out, _ = mk(t, dir, "read", "t.xlsx")
	if code != 0 || !strings.Contains(out, "match points 3/2/1 (win/draw/loss), 0 for a match forfeited (the workbook's)") {
		t.Errorf("text: exit %d\n%s", code, out)
	}
}

// TestMatchPointsChangedInTheWorkbook: the arbiter changes the match
// points on the Standings sheet; read follows them, and refuses a value
// that is not match points, naming the cell.
func TestMatchPointsChangedInTheWorkbook(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "team", "-n", "4", "-boards", "2", "-o", "t.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	path := filepath.Join(dir, "t.xlsx")
	fillTeamBoards(t, path, ffeSeason)
	if ranks, _, from, _ := teamRanks(t, dir); !slices.Equal(ranks, []int{1, 4, 3, 2}) || from != "workbook" {
		t.Errorf("2/1/0: ranks %v from %q", ranks, from)
	}
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range []int{3, 2, 1, 0} {
		f.SetCellInt("Standings", string(rune('E'+i))+"1", int64(v))
	}
	f.Save()
	f.Close()
	if ranks, mp, _, _ := teamRanks(t, dir); !slices.Equal(ranks, []int{1, 4, 2, 3}) || !slices.Equal(mp, []float64{8, 5, 5, 5}) {
		t.Errorf("3/2/1/0 typed: ranks %v, match points %v", ranks, mp)
	}
	typeIn(t, path, "Standings", map[string]string{"F1": "two"})
	code, _, errs := mk(t, dir, "read", "t.xlsx")
	if code != 1 || !strings.Contains(errs, `Standings!F1 (MatchPointsDraw): "two": want the match points, a number from 0 to 100`) {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// TestMatchPointsFlagRefused: -match-points takes three or four finite
// numbers from 0 to 100, in team and in read; the error names the flag
// and the value.
func TestMatchPointsFlagRefused(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "team", "-n", "4", "-o", "t.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	for _, v := range []string{"nan,1,0", "inf,1,0", "3,2,-1", "101,1,0", "3,2", "3,2,1,0,0", "0x1p1,1,0", "3,,1", "1e1,1,0"} {
		for _, args := range [][]string{{"read", "t.xlsx", "-match-points", v}, {"team", "-n", "4", "-o", "u.xlsx", "-match-points", v}} {
			code, _, errs := mk(t, dir, args...)
			if code == 0 || !strings.Contains(errs, "-match-points \""+v+"\"") {
				t.Errorf("%v: exit %d: %s", args, code, errs)
			}
		}
	}
}

// TestMatchPointsOlderWorkbook: a workbook without the defined names of
// the match points (an older mkxlsx) reads with 2/1/0 and says so on
// standard error.
func TestMatchPointsOlderWorkbook(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "team", "-n", "4", "-boards", "2", "-match-points", "3,2,1,0", "-o", "t.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	path := filepath.Join(dir, "t.xlsx")
	fillTeamBoards(t, path, ffeSeason)
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"MatchPointsWin", "MatchPointsDraw", "MatchPointsLoss", "MatchPointsForfeit"} {
		if err := f.DeleteDefinedName(&excelize.DefinedName{Name: name}); err != nil {
			t.Fatal(err)
		}
	}
	f.Save()
	f.Close()
	ranks, mp, from, errs := teamRanks(t, dir)
	if !slices.Equal(ranks, []int{1, 4, 3, 2}) || !slices.Equal(mp, []float64{5, 2, 2, 3}) || from != "default" ||
		!strings.Contains(errs, "this workbook has no match points of its own") {
		t.Errorf("ranks %v match points %v from %q, stderr %q", ranks, mp, from, errs)
	}
}
