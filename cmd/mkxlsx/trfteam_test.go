package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/trf"
)

// byteColumns checks every 001 line of a report by bytes, as a byte-column
// reader takes it, apart from package trf: the file is ASCII; the points
// (columns 81-84) are the sum of the results (column 99 + 10k: 1 and + a
// point, = a half); each player listed by a 310 line (four columns from 74,
// every 5) has a 001 line. It returns the 001 lines by start number and the
// 310 lines by team number.
func byteColumns(t *testing.T, text string) (players, teams map[int]string) {
	t.Helper()
	players, teams = map[int]string{}, map[int]string{}
	for i := range len(text) {
		if text[i] >= 0x80 {
			t.Fatalf("byte %d of the report is not ASCII: %q", i, text[max(0, i-20):i+1])
		}
	}
	num := func(l string, from, to int) int { // columns from 1, inclusive
		n, err := strconv.Atoi(strings.TrimSpace(l[from-1 : min(to, len(l))]))
		if err != nil {
			t.Fatalf("columns %d-%d of %q: %v", from, to, l, err)
		}
		return n
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	for _, l := range lines {
		if !strings.HasPrefix(l, "001") {
			continue
		}
		pts, err := strconv.ParseFloat(strings.TrimSpace(l[80:84]), 64)
		if err != nil {
			t.Fatalf("points of %q: %v", l, err)
		}
		sum := 0.0
		for c := 92; c+7 <= len(l); c += 10 {
			switch l[c+6] {
			case '1', '+':
				sum++
			case '=':
				sum += 0.5
			}
		}
		if sum != pts {
			t.Errorf("%q: points %g, results %g", l, pts, sum)
		}
		players[num(l, 5, 8)] = l
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "310") {
			continue
		}
		teams[num(l, 5, 7)] = l
		for c := 74; c <= len(l); c += 5 {
			if p := num(l, c, c+3); players[p] == "" {
				t.Errorf("%q: player %d has no 001 line", l, p)
			}
		}
	}
	return players, teams
}

// readBack reads the report with the project's reader: every 001 line's
// points are the score of its rounds, every team's players have lines.
func readBack(t *testing.T, text string) *trf.File {
	t.Helper()
	f, err := trf.Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	have := map[int]bool{}
	for _, p := range f.Players {
		have[p.Number] = true
		if p.Points != trf.Score(p.Rounds) {
			t.Errorf("player %d: %g points, rounds %g", p.Number, p.Points, trf.Score(p.Rounds))
		}
	}
	if f.Teams == nil {
		t.Fatal("no team lines read")
	}
	for _, tm := range f.Teams.List {
		for _, p := range tm.Players {
			if !have[p] {
				t.Errorf("team %d: player %d", tm.Number, p)
			}
		}
	}
	return f
}

// wantCols checks fields of lines at their columns.
func wantCols(t *testing.T, label, l string, cols map[[2]int]string) {
	t.Helper()
	for c, want := range cols {
		got := ""
		if c[0] <= len(l) {
			got = l[c[0]-1 : min(c[1], len(l))]
		}
		if got != want {
			t.Errorf("%s: columns %d-%d = %q, want %q (%q)", label, c[0], c[1], got, want, l)
		}
	}
}

// TestTRFTeamRoundRobin: 3 teams of 2 boards, the line-ups from the teams
// file (Marseille with one player), every round typed on the Boards sheet.
// The schedule (central round last): R1 1-2 (Dupont–Abad 1-0, Bru–Lefèvre
// ½-½), R2 3-1 (Cruz–Dupont 0-1, Lefèvre–nobody +/-), R3 2-3 (Abad–Cruz
// ½-½, Durand typed for Marseille – Bru 0-1); exempt 3, 2, 1. By hand:
// Dupont 2, Lefèvre 1½ (a forfeit win without opponent), Abad ½, Bru 1½,
// Cruz ½, Durand 0 (numbered after Marseille's line-up); teams 3½ (4 match
// points), 2 (2), ½ (0).
func TestTRFTeamRoundRobin(t *testing.T) {
	dir := t.TempDir()
	csv := "team,player1,player2\nÉchiquier Lyonnais,Dupont Jérôme,Lefèvre Anaïs\nNîmes,Abad,Bru\nMarseille,Cruz,\n"
	if err := os.WriteFile(filepath.Join(dir, "teams.csv"), []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := mk(t, dir, "team", "-teams-file", "teams.csv", "-boards", "2", "-o", "t.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Boards", map[string]string{
		"F2": "1-0", "F3": "½-½", "F4": "0-1", "F5": "+/-", "F6": "½-½", "E7": "Durand", "F7": "0-1"})
	code, out, errs := mk(t, dir, "read", "t.xlsx", "-format", "trf", "-name", "Interclubs de Lyon")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	players, teams := byteColumns(t, out)
	want := map[int]struct{ name, points, rank, rounds string }{
		1: {"Dupont Jerome", " 2.0", "   1", "  0003 w 1  0005 b 1  0000 - Z"},
		2: {"Lefevre Anais", " 1.5", "   2", "  0004 b =  0000 - +  0000 - Z"},
		3: {"Abad", " 0.5", "   4", "  0001 b 0  0000 - Z  0005 w ="},
		4: {"Bru", " 1.5", "   2", "  0002 w =  0000 - Z  0006 b 1"},
		5: {"Cruz", " 0.5", "   4", "  0000 - Z  0001 w 0  0003 b ="},
		6: {"Durand", " 0.0", "   6", "  0000 - Z  0000 - Z  0004 w 0"},
	}
	if len(players) != len(want) {
		t.Fatalf("%d players:\n%s", len(players), out)
	}
	for n, w := range want {
		l := players[n]
		if got := strings.TrimSpace(l[14:47]); got != w.name {
			t.Errorf("player %d: name %q, want %q", n, got, w.name)
		}
		wantCols(t, "player "+strconv.Itoa(n), l, map[[2]int]string{{81, 84}: w.points, {86, 89}: w.rank, {90, 119}: w.rounds})
	}
	for n, w := range map[int]map[[2]int]string{
		1: {{9, 26}: "Echiquier Lyonnais", {55, 60}: "   4.0", {62, 67}: "   3.5", {69, 71}: "  1", {74, 82}: "   1    2"},
		2: {{9, 13}: "Nimes", {55, 60}: "   2.0", {62, 67}: "   2.0", {69, 71}: "  2", {74, 82}: "   3    4"},
		3: {{9, 17}: "Marseille", {55, 60}: "   0.0", {62, 67}: "   0.5", {69, 71}: "  3", {74, 82}: "   5    6"},
	} {
		wantCols(t, "team "+strconv.Itoa(n), teams[n], w)
	}
	for _, l := range []string{"012 Interclubs de Lyon", "082 3", "142 3", "192 FIDE_TEAM_ROUNDROBIN", "352 WB", "362 TW 2.0   TD 1.0   TL 0.0", "320  0.0  0.0 003 002 001"} {
		if !strings.Contains(out, "\n"+l+"\n") && !strings.HasPrefix(out, l+"\n") {
			t.Errorf("missing line %q in\n%s", l, out)
		}
	}
	if strings.Contains(out, "\n330") {
		t.Errorf("a 330 line without a match forfeited whole:\n%s", out)
	}
	f := readBack(t, out)
	if len(f.Teams.List) != 3 || f.Teams.List[0].MatchPoints != 4 || f.Teams.Colours != "WB" || len(f.Players) != 6 {
		t.Errorf("read back: %+v, %d players", f.Teams, len(f.Players))
	}

	// The JSON keeps its keys and adds the boards.
	code, js, _ := mk(t, dir, "read", "t.xlsx", "-format", "json")
	for _, k := range []string{`"teams":`, `"match_points":`, `"boards":2`, `"board_results":`, `"line_ups":`, `"white":"Durand"`, `"result":"+/-"`, `"cell":"Boards!F5"`} {
		if code != 0 || !strings.Contains(js, k) {
			t.Errorf("JSON without %s:\n%s", k, js)
		}
	}

	// A played game without its two players, the same player twice in a
	// round: refused, naming the cells.
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Boards", map[string]string{"F5": "1-0"})
	if code, _, errs := mk(t, dir, "read", "t.xlsx", "-format", "trf"); code == 0 || !strings.Contains(errs, "Boards!F5: the result 1-0 is typed, and one of the two players is not named") {
		t.Errorf("exit %d: %s", code, errs)
	}
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Boards", map[string]string{"F5": "+/-", "E3": "Abad"})
	if code, _, errs := mk(t, dir, "read", "t.xlsx", "-format", "trf"); code == 0 || !strings.Contains(errs, `Boards!F2 and Boards!F3: "Abad" of team 2 plays twice in round 1`) {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// TestTRFTeamForfeit: a match forfeited on every board gives a 330 line
// (the home team, named first, wins: +-).
func TestTRFTeamForfeit(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "team", "-n", "4", "-boards", "2", "-o", "t.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	// Match 1 of round 1 is 4-3 (central round last): board 1 team 4
	// white (+/-), board 2 team 3 white (-/+): team 4 wins both by forfeit.
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Boards", map[string]string{"F2": "+/-", "F3": "-/+"})
	code, out, errs := mk(t, dir, "read", "t.xlsx", "-format", "trf")
	if code != 0 {
		t.Fatal(errs)
	}
	if !strings.Contains(out, "\n330 +- 001 004 003\n") || strings.Contains(out, "\n320") {
		t.Errorf("want a 330 line, no 320:\n%s", out)
	}
	// The team has no players named: the forfeits are written without
	// 001 lines to hold them, and the teams list no one.
	byteColumns(t, out)
	readBack(t, out)
}

// TestTRFMolter: the event of TestReadMolter (3 teams of 4, Tableau 1,
// round 1 typed): only round 1 is written; A1–C1 1-0 gives player 1
// "0009 w 1", B4–C3 -/- players 8 and 11 a forfeit loss each; the teams'
// game points are 4, ½, ½, the sums of their players'.
func TestTRFMolter(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "molter", "-teams", "3", "-players", "4", "-rounds", "2", "-o", "m.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	typeIn(t, filepath.Join(dir, "m.xlsx"), "Pairings", map[string]string{
		"E2": "1-0", "E3": "½-½", "E4": "0-1", "E5": "+/-", "E6": "-/-", "E7": "0-1"})
	code, out, errs := mk(t, dir, "read", "m.xlsx", "-format", "trf")
	if code != 0 {
		t.Fatal(errs)
	}
	players, teams := byteColumns(t, out)
	if len(players) != 12 || len(teams) != 3 {
		t.Fatalf("%d players, %d teams:\n%s", len(players), len(teams), out)
	}
	wantCols(t, "A1", players[1], map[[2]int]string{{81, 84}: " 1.0", {90, 99}: "  0009 w 1"})
	wantCols(t, "C1", players[9], map[[2]int]string{{81, 84}: " 0.0", {90, 99}: "  0001 b 0"})
	wantCols(t, "B4", players[8], map[[2]int]string{{90, 99}: "  0011 w -"})
	wantCols(t, "C3", players[11], map[[2]int]string{{90, 99}: "  0008 b -"})
	for n, w := range map[int]string{1: "   4.0", 2: "   0.5", 3: "   0.5"} {
		wantCols(t, "team", teams[n], map[[2]int]string{{62, 67}: w, {55, 60}: "   0.0", {48, 53}: "     0"})
	}
	if len(players[1]) > 99 || !strings.Contains(out, "\n192 CUSTOM_ROUNDROBIN\n") || strings.Contains(out, "\n362") || strings.Contains(out, "\n352") {
		t.Errorf("report:\n%s", out)
	}
	f := readBack(t, out)
	for _, tm := range f.Teams.List {
		sum := 0.0
		for _, p := range tm.Players {
			sum += f.Players[p-1].Points
		}
		if sum != tm.GamePoints {
			t.Errorf("team %d: game points %g, its players %g", tm.Number, tm.GamePoints, sum)
		}
	}
}

// TestTRFScheveningen: the match of TestReadScheveningen (R1 A1–B1 1-0,
// A2–B2 ½-½; R2 B2–A1 1-0, B1–A2 -/+): A 2½ (2 match points), B 1½;
// A's colours differ between rounds, so no 352 line.
func TestTRFScheveningen(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "scheveningen", "-m", "2", "-o", "s.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	typeIn(t, filepath.Join(dir, "s.xlsx"), "Match", map[string]string{"E2": "1-0", "E3": "½-½", "E4": "1-0", "E5": "-/+"})
	code, out, errs := mk(t, dir, "read", "s.xlsx", "-format", "trf")
	if code != 0 {
		t.Fatal(errs)
	}
	players, teams := byteColumns(t, out)
	for n, w := range map[int]string{
		1: "  0003 w 1  0004 b 0", 2: "  0004 w =  0003 b +", 3: "  0001 b 0  0002 w -", 4: "  0002 b =  0001 w 1",
	} {
		wantCols(t, "player "+strconv.Itoa(n), players[n], map[[2]int]string{{90, 109}: w})
	}
	wantCols(t, "A", teams[1], map[[2]int]string{{55, 60}: "   2.0", {62, 67}: "   2.5", {69, 71}: "  1", {74, 82}: "   1    2"})
	wantCols(t, "B", teams[2], map[[2]int]string{{55, 60}: "   0.0", {62, 67}: "   1.5", {69, 71}: "  2", {74, 82}: "   3    4"})
	if !strings.Contains(out, "\n192 FIDE_SCHEVENINGEN\n") || strings.Contains(out, "\n352") || !strings.Contains(out, "\n362 TW 2.0") {
		t.Errorf("report:\n%s", out)
	}
	readBack(t, out)
	if code, _, errs := mk(t, dir, "read", "s.xlsx", "-format", "trf", "-players", "p.csv"); code != 2 || !strings.Contains(errs, "-players: the players of a Scheveningen match are the workbook's") {
		t.Errorf("-players: exit %d %s", code, errs)
	}
}
