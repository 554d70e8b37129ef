package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
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
// ½-½, Durand chosen for Marseille – Bru 0-1); exempt 3, 2, 1. By hand:
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
	// Durand is added to Marseille's roster (place 3, team 3's block on
	// rows 12-15: 2 boards and 2 blank rows a team) and chosen as its
	// player (away) of board 2.
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Rosters", map[string]string{"D14": "Durand"})
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Boards", map[string]string{
		"F2": "1-0", "F3": "½-½", "F4": "0-1", "F5": "+/-", "F6": "½-½", "J7": "Durand", "F7": "0-1"})
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

	// A played game without its two players, the same player on two
	// boards of a match: refused, naming the cells.
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Boards", map[string]string{"F5": "1-0"})
	if code, _, errs := mk(t, dir, "read", "t.xlsx", "-format", "trf"); code == 0 || !strings.Contains(errs, "Boards!F5: the result 1-0 is typed, and one of the two players is not named") {
		t.Errorf("exit %d: %s", code, errs)
	}
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Boards", map[string]string{"F5": "+/-", "J3": "Abad"})
	if code, _, errs := mk(t, dir, "read", "t.xlsx", "-format", "trf"); code == 0 || !strings.Contains(errs, `Boards!J2 and Boards!J3: "Abad" sits on boards 1 and 2 of one match`) {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// TestTRFTeamForfeit: a match forfeited on every board gives a 330 line
// (the home team, named first, wins: +-).
func TestTRFTeamForfeit(t *testing.T) {
	dir := t.TempDir()
	// Without a player named, the report is refused, saying what to add.
	if code, _, errs := mk(t, dir, "team", "-n", "4", "-boards", "2", "-o", "blank.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	typeIn(t, filepath.Join(dir, "blank.xlsx"), "Boards", map[string]string{"F2": "+/-", "F3": "-/+"})
	if code, _, errs := mk(t, dir, "read", "blank.xlsx", "-format", "trf"); code == 0 || !strings.Contains(errs, "no player of this team round robin is named") ||
		!strings.Contains(errs, "type the players on the Rosters sheet") {
		t.Errorf("no player named: exit %d: %s", code, errs)
	}
	if code, _, errs := mk(t, dir, "team", "-n", "4", "-boards", "2", "-teams-file", namedTeams(t, dir, 4, 2), "-o", "t.xlsx"); code != 0 {
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
	byteColumns(t, out)
	readBack(t, out)
}

// TestTRFMolter: the event of TestReadMolter (3 teams of 4, Tableau 1,
// round 1 typed): only round 1 is written; A1–C1 1-0 gives player 1
// "0009 w 1", B4–C3 -/- players 8 and 11 a forfeit loss each; the teams'
// game points are 4, ½, ½, the sums of their players'.
func TestTRFMolter(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "molter", "-teams", "3", "-players", "4", "-rounds", "2", "-teams-file", namedTeams(t, dir, 3, 4), "-o", "m.xlsx"); code != 0 {
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
	if code, _, errs := mk(t, dir, "scheveningen", "-m", "2", "-teams-file", namedTeams(t, dir, 2, 2), "-o", "s.xlsx"); code != 0 {
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

// TestTRFTeamEventKept: the team workbooks keep the event given at
// creation, as the round robin's does: read with no flag, the report's
// header lines hold it at TRF-2026's columns (dates YYYY/MM/DD, each
// round's date YY/MM/DD at bytes 92-99, 102-109, …, the text in ASCII); a
// flag given to read overrides one value and leaves the others; a bad
// value typed in the sheet is refused naming its cell; a bad flag at
// creation is refused naming the flag; a workbook without the sheet (an
// older one) takes its header from the flags alone.
func TestTRFTeamEventKept(t *testing.T) {
	event := []string{"-name", "Interclubs de Nîmes", "-city", "Nîmes", "-federation", "fra", "-start", "2026-03-01",
		"-end", "2026-03-03", "-arbiter", "Lefèvre, Anaïs", "-deputy", "Müller, Jörg", "-time-control", "90 min + 30 s",
		"-time-code", "5400+30"}
	for _, c := range []struct {
		name   string
		create []string
		dates  []string // one a round
		sheet  string   // the sheet of the event, in the workbook's language
		typed  [2]string
	}{
		// 3 teams: 3 rounds (one team exempt each round).
		{"team", []string{"team", "-n", "3", "-boards", "2"}, []string{"2026-03-01", "2026-03-02", "2026-03-03"}, "Event", [2]string{"Boards", "F2"}},
		// Molter: its own Event sheet is the guide; the report's is apart.
		{"molter", []string{"molter", "-teams", "3", "-players", "4", "-rounds", "2", "-lang", "fr"}, []string{"2026-03-01", "2026-03-03"}, "Rapport FIDE", [2]string{"Appariements", "E2"}},
		// Teams of 2: 2 rounds.
		{"scheveningen", []string{"scheveningen", "-m", "2", "-lang", "fr"}, []string{"2026-03-02", "2026-03-03"}, "Tournoi", [2]string{"Rencontre", "E2"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			teams, per := 3, 4
			if c.name == "scheveningen" {
				teams, per = 2, 2
			}
			args := append(append(append([]string{}, c.create...), "-o", "w.xlsx", "-round-dates", strings.Join(c.dates, ","),
				"-teams-file", namedTeams(t, dir, teams, per)), event...)
			if code, _, errs := mk(t, dir, args...); code != 0 {
				t.Fatal(errs)
			}
			path := filepath.Join(dir, "w.xlsx")
			typeIn(t, path, c.typed[0], map[string]string{c.typed[1]: "1-0"})
			code, out, errs := mk(t, dir, "read", "w.xlsx", "-format", "trf")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			for i := range len(out) {
				if out[i] >= 0x80 {
					t.Fatalf("byte %d is not ASCII:\n%s", i, out)
				}
			}
			for _, h := range []string{"012 Interclubs de Nimes\n", "022 Nimes\n", "032 FRA\n", "042 2026/03/01\n",
				"052 2026/03/03\n", "102 Lefevre, Anais\n", "112 Muller, Jorg\n", "122 90 min + 30 s\n", "222 5400+30\n",
				fmt.Sprintf("142 %d\n", len(c.dates))} {
				if !strings.Contains(out, "\n"+h) && !strings.HasPrefix(out, h) {
					t.Errorf("no %q in\n%s", h, out)
				}
			}
			dates := ""
			for _, l := range strings.Split(out, "\n") {
				if strings.HasPrefix(l, "132") {
					dates = l
				}
			}
			if len(dates) != 91+10*len(c.dates)-2 {
				t.Errorf("132 of %d bytes for %d rounds: %q", len(dates), len(c.dates), dates)
			}
			for r, d := range c.dates {
				at, want := 92+10*r, d[2:4]+"/"+d[5:7]+"/"+d[8:10]
				if len(dates) < at+7 || dates[at-1:at+7] != want {
					t.Errorf("132 round %d: bytes %d-%d of %q, want %s", r+1, at, at+7, dates, want)
				}
			}
			f := readBack(t, out)
			if f.Name != "Interclubs de Nimes" || f.TimeCode != "5400+30" || len(f.RoundDates) != len(c.dates) {
				t.Errorf("read back: %q %q %q", f.Name, f.TimeCode, f.RoundDates)
			}

			// A flag given to read overrides the workbook's value only.
			code, out, errs = mk(t, dir, "read", "w.xlsx", "-format", "trf", "-name", "Coupe du Gard", "-time-code", "W300-B240")
			if code != 0 || !strings.HasPrefix(out, "012 Coupe du Gard\n") || !strings.Contains(out, "\n222 W300-B240\n") ||
				!strings.Contains(out, "\n022 Nimes\n") || !strings.Contains(out, "\n042 2026/03/01\n") {
				t.Errorf("override: exit %d %s\n%s", code, errs, out)
			}
			// -players stays refused: the players are the workbook's.
			if code, _, errs := mk(t, dir, "read", "w.xlsx", "-format", "trf", "-players", "p.csv"); code != 2 || !strings.Contains(errs, "-players: the players of a") {
				t.Errorf("-players: exit %d %s", code, errs)
			}

			// A bad date typed in the sheet: refused, naming the cell.
			typeIn(t, path, c.sheet, map[string]string{"B6": "1er mars"})
			code, out, errs = mk(t, dir, "read", "w.xlsx", "-format", "trf")
			if code != 2 || out != "" || !strings.Contains(errs, c.sheet+"!B6 (EventStart)") || !strings.Contains(errs, `"1er mars": want a date YYYY-MM-DD`) {
				t.Errorf("bad start date: exit %d, %q, %q", code, out, errs)
			}
			// ... unless the flag gives the value.
			if code, out, errs := mk(t, dir, "read", "w.xlsx", "-format", "trf", "-start", "2026-02-28"); code != 0 || !strings.Contains(out, "\n042 2026/02/28\n") {
				t.Errorf("-start over a bad cell: exit %d %s\n%s", code, errs, out)
			}

			// An older workbook, without the sheet: the header is the
			// flags' alone.
			x, err := excelize.OpenFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range []string{contract.EventName, contract.EventCity, contract.EventFederation, contract.EventStart,
				contract.EventEnd, contract.EventArbiter, contract.EventDeputy, contract.EventTimeControl, contract.EventTimeCode,
				contract.RoundDates} {
				if err := x.DeleteDefinedName(&excelize.DefinedName{Name: n}); err != nil {
					t.Fatalf("%s: %v", n, err)
				}
			}
			if err := x.DeleteSheet(c.sheet); err != nil {
				t.Fatal(err)
			}
			if err := x.Save(); err != nil {
				t.Fatal(err)
			}
			x.Close()
			code, out, errs = mk(t, dir, "read", "w.xlsx", "-format", "trf", "-city", "Alès")
			if code != 0 || !strings.HasPrefix(out, "022 Ales\n") || strings.Contains(out, "Nimes") || strings.Contains(out, "\n132") {
				t.Errorf("older workbook: exit %d %s\n%s", code, errs, out)
			}
			readBack(t, out)

			// A bad value given at creation: refused, naming the flag.
			for _, bad := range [][2]string{{"-federation", "France"}, {"-start", "1er mars"}, {"-time-code", "90min"}, {"-round-dates", "2026-03-01"}} {
				args := append(append([]string{}, c.create...), "-o", "bad.xlsx", bad[0], bad[1])
				if code, _, errs := mk(t, dir, args...); code != 2 || !strings.Contains(errs, bad[0]) {
					t.Errorf("%s %q: exit %d %q", bad[0], bad[1], code, errs)
				}
			}
			if _, err := os.Stat(filepath.Join(dir, "bad.xlsx")); err == nil {
				t.Error("a workbook written despite a bad flag")
			}
		})
	}
}

// namedTeams writes to dir a teams file (wide form) of teams teams of per
// players, "Team 1" with players "P1.1" …, and returns its name: a report
// needs players named.
func namedTeams(t *testing.T, dir string, teams, per int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("team")
	for k := 1; k <= per; k++ {
		fmt.Fprintf(&b, ",player%d", k)
	}
	b.WriteString("\n")
	for i := 1; i <= teams; i++ {
		fmt.Fprintf(&b, "Team %d", i)
		for k := 1; k <= per; k++ {
			fmt.Fprintf(&b, ",P%d.%d", i, k)
		}
		b.WriteString("\n")
	}
	if err := os.WriteFile(filepath.Join(dir, "named.csv"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return "named.csv"
}
