package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/sofficetest"
	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/tables/team"
)

// interclubs is the acceptance event of issue 30: 6 clubs, rosters of 6
// for 4 boards, as a French club secretary's spreadsheet saves them
// (semicolons, French headers, one row a player, strongest first).
func interclubs() string {
	clubs := []string{"Échiquier Nîmois", "Tour de Lyon", "Cavalier Rennais", "Fou du Roi Lille", "Dame de Bordeaux", "Roque Marseillais"}
	var b strings.Builder
	b.WriteString("Équipe;Nom;Prénom;Elo;Fédération;N° FIDE;Titre;Né le;Sexe\n")
	for c, club := range clubs {
		for k := 1; k <= 6; k++ {
			title := ""
			if k == 1 && c < 2 {
				title = "FM"
			}
			fmt.Fprintf(&b, "%s;NOM%c%d;Prénom%d;%d;FRA;%d;%s;%d-03-1%d;%s\n", club, 'A'+c, k, k, rosterRating(c+1, k), rosterFideID(c+1, k), title, 1980+k, k, []string{"H", "F"}[k%2])
		}
	}
	return b.String()
}

func rosterRating(team, k int) int  { return 2300 - 40*team - 55*k }
func rosterFideID(team, k int) int  { return 26000000 + 100*team + k }
func rosterName(team, k int) string { return fmt.Sprintf("NOM%c%d Prénom%d", 'A'+team-1, k, k) }

// soffice recalculates and saves the workbooks with LibreOffice (its
// formulas are the workbook's, independent of the reader), into a new
// directory.
func soffice(t *testing.T, files ...string) string {
	t.Helper()
	return filepath.Dir(sofficetest.Convert(t, sofficetest.Path(t), sofficetest.Profile(t), "xlsx", files...)[0])
}

// icMatch is a match of the acceptance event: its round, home and away
// teams.
type icMatch struct{ round, home, away int }

// interclubsEvent is the acceptance event as filled in: its matches, who
// played each board ([match][board] home, away; "" for the absent), and
// the match and board of the two substitutes and of the board forfeit.
type interclubsEvent struct {
	matches             []icMatch
	played              [][4][2]string
	subA, subB, forfeit [2]int
}

// fillInterclubs makes dir/ic.xlsx, issue 30's event (see
// TestInterclubsAcceptance), and types it in as an arbiter would.
func fillInterclubs(t *testing.T, dir string) interclubsEvent {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "clubs.csv"), []byte(interclubs()), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := mk(t, dir, "team", "-n", "6", "-double", "-teams-file", "clubs.csv", "-lang", "fr", "-o", "ic.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	sched, err := team.Double(6, false)
	if err != nil {
		t.Fatal(err)
	}
	var matches []icMatch
	for r := 1; r <= sched.Rounds(); r++ {
		ms, _ := sched.Round(r)
		for _, m := range ms {
			matches = append(matches, icMatch{r, m.Home, m.Away})
		}
	}
	f, err := excelize.OpenFile(filepath.Join(dir, "ic.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	set := func(sheet, c string, v any) {
		t.Helper()
		// A choice replaces the cell's formula, as in a spreadsheet.
		if err := f.SetCellFormula(sheet, c, ""); err != nil {
			t.Fatal(err)
		}
		if err := f.SetCellValue(sheet, c, v); err != nil {
			t.Fatal(err)
		}
	}
	for i, w := range []int{3, 2, 1} { // FFE: win 3, draw 2, loss 1
		set("Classement", string(rune('E'+i))+"1", w)
	}
	rng := rand.New(rand.NewPCG(30, 2026))
	forms := []string{"1-0", "½-½", "0-1", "1-0", "0-1"}
	// Who played each board, as the test means it: [match][board] home,
	// away; "" for the absent.
	played := make([][4][2]string, len(matches))
	var subA, subB, forfeit [2]int // match index, board
	for i, m := range matches {
		for k := 1; k <= 4; k++ {
			row := 2 + i*4 + k - 1
			res := forms[rng.IntN(len(forms))]
			played[i][k-1] = [2]string{rosterName(m.home, k), rosterName(m.away, k)}
			switch {
			case m.round == 2 && (m.home == 2 || m.away == 2) && k == 4:
				// Team 2's place 6 for its place 4: the order kept.
				c, s := "I", 0
				if m.away == 2 {
					c, s = "J", 1
				}
				set("Échiquiers", fmt.Sprintf("%s%d", c, row), rosterName(2, 6))
				played[i][k-1][s] = rosterName(2, 6)
				subA = [2]int{i, k}
			case m.round == 7 && (m.home == 5 || m.away == 5) && k == 2:
				// Team 5's place 5 on board 2: above places 3 and 4.
				c, s := "I", 0
				if m.away == 5 {
					c, s = "J", 1
				}
				set("Échiquiers", fmt.Sprintf("%s%d", c, row), rosterName(5, 5))
				played[i][k-1][s] = rosterName(5, 5)
				subB = [2]int{i, k}
			case m.round == 5 && forfeit[0] == 0 && k == 3:
				// The away player absent: the home player (white on
				// board 3) wins by forfeit.
				set("Échiquiers", fmt.Sprintf("J%d", row), "")
				played[i][k-1][1] = ""
				res = "+/-"
				forfeit = [2]int{i, k}
			}
			set("Échiquiers", fmt.Sprintf("F%d", row), res)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return interclubsEvent{matches, played, subA, subB, forfeit}
}

// TestInterclubsAcceptance is issue 30's scenario: a 6-team home-and-away
// round robin made from the long form of a French teams file (rosters of
// 6 for 4 boards, ratings and FIDE ids), match points 3/2/1, every board
// typed, two substitutes chosen from the rosters (one keeping the roster
// order, one breaking it: a warning) and one board forfeited (the away
// player absent, his cell left blank); LibreOffice recalculates it; read's
// ranking must equal the workbook's, and the TRF must carry every roster
// player with his FIDE id and rating, each game under the player who
// played it, read with the same points by the byte-column reader, the
// project's reader and a character reader.
func TestInterclubsAcceptance(t *testing.T) {
	dir := t.TempDir()
	ic := fillInterclubs(t, dir)
	matches, played, subA, subB, forfeit := ic.matches, ic.played, ic.subA, ic.subB, ic.forfeit
	out := soffice(t, filepath.Join(dir, "ic.xlsx"))
	book := filepath.Join(out, "ic.xlsx")

	// The workbook's ranking (LibreOffice's) and read's.
	// -lang en: the workbook is French, and so would be the warning.
	code, js, errs := mk(t, dir, "read", book, "-format", "json", "-match-points", "3,2,1", "-lang", "en")
	if code != 0 {
		t.Fatal(errs)
	}
	if !strings.Contains(errs, "warning:") || !strings.Contains(errs, `team 5 plays "NOME5 Prénom5" (place 5 of its roster) on board 2 above "NOME3 Prénom3"`) || strings.Count(errs, "warning:") != 1 {
		t.Errorf("want one warning, team 5's line-up of round 7 (places 1, 5, 3, 4):\n%s", errs)
	}
	var got struct {
		Teams []struct {
			Number      int     `json:"number"`
			MatchPoints float64 `json:"match_points"`
			BoardPoints float64 `json:"board_points"`
			Rank        int     `json:"rank"`
		} `json:"teams"`
		Entered int `json:"entered"`
	}
	if err := json.Unmarshal([]byte(js), &got); err != nil {
		t.Fatal(err)
	}
	wb, err := excelize.OpenFile(book)
	if err != nil {
		t.Fatal(err)
	}
	defer wb.Close()
	if got.Entered != 30 || len(got.Teams) != 6 {
		t.Fatalf("%d matches entered, %d teams", got.Entered, len(got.Teams))
	}
	for p, tm := range got.Teams {
		for col, want := range map[string]float64{"N": float64(tm.Rank), "L": tm.MatchPoints, "M": tm.BoardPoints} {
			v, err := wb.GetCellValue("Équipes", fmt.Sprintf("%s%d", col, p+2))
			if err != nil {
				t.Fatal(err)
			}
			if x, err := strconv.ParseFloat(v, 64); err != nil || x != want {
				t.Errorf("team %d: workbook's %s%d %q, read %g", p+1, col, p+2, v, want)
			}
		}
	}

	// The report.
	code, trfText, errs := mk(t, dir, "read", book, "-format", "trf", "-match-points", "3,2,1")
	if code != 0 {
		t.Fatal(errs)
	}
	players, teams := byteColumns(t, trfText)
	readBack(t, trfText)
	// TRF-2026's 300 lines, by their columns (round 5-7, team 9-11,
	// opponent 13-15, a player a board from 17, four columns one apart):
	// team 5's line-up of round 7 (places 1, 5, 3, 4) and the absent
	// player's team in the forfeit's round, board 3 unoccupied; the
	// substitute keeping the roster order needs none.
	var want300 []string
	for _, c := range []struct {
		i, team int
		places  [4]int
	}{{subB[0], 5, [4]int{1, 5, 3, 4}}, {forfeit[0], matches[forfeit[0]].away, [4]int{1, 2, 0, 4}}} {
		m := matches[c.i]
		opp := m.home + m.away - c.team
		l := fmt.Sprintf("300 %03d %03d %03d", m.round, c.team, opp)
		for _, k := range c.places {
			n := 0
			if k > 0 {
				n = (c.team-1)*6 + k
			}
			l += fmt.Sprintf(" %04d", n)
		}
		want300 = append(want300, l)
	}
	var got300 []string
	for _, l := range strings.Split(trfText, "\n") {
		if strings.HasPrefix(l, "300") {
			got300 = append(got300, l)
		}
	}
	slices.Sort(want300)
	if !slices.Equal(got300, want300) {
		t.Errorf("300 lines %q, want %q", got300, want300)
	}
	if len(players) != 36 || len(teams) != 6 {
		t.Fatalf("%d players, %d teams:\n%s", len(players), len(teams), trfText)
	}
	// Every roster player, numbered team after team in roster order, with
	// his FIDE id, rating, federation, title, FIDE's name.
	for tm := 1; tm <= 6; tm++ {
		for k := 1; k <= 6; k++ {
			n := (tm-1)*6 + k
			want := map[[2]int]string{{49, 52}: fmt.Sprintf("%4d", rosterRating(tm, k)), {54, 56}: "FRA",
				{58, 68}: fmt.Sprintf("%11d", rosterFideID(tm, k)), {15, 30}: fmt.Sprintf("%-16s", fmt.Sprintf("NOM%c%d, Prenom%d", 'A'+tm-1, k, k))}
			if k == 1 && tm <= 2 {
				want[[2]int{11, 13}] = "FM "
			}
			wantCols(t, fmt.Sprintf("player %d", n), players[n], want)
		}
		wantCols(t, fmt.Sprintf("team %d", tm), teams[tm], map[[2]int]string{{74, 102}: fmt.Sprintf("%4d %4d %4d %4d %4d %4d", (tm-1)*6+1, (tm-1)*6+2, (tm-1)*6+3, (tm-1)*6+4, (tm-1)*6+5, (tm-1)*6+6)})
		mp, _ := strconv.ParseFloat(strings.TrimSpace(teams[tm][54:60]), 64)
		gp, _ := strconv.ParseFloat(strings.TrimSpace(teams[tm][61:67]), 64)
		if e := got.Teams[tm-1]; mp != e.MatchPoints || gp != e.BoardPoints {
			t.Errorf("team %d: 310 match and game points %g, %g; read's standings %g, %g", tm, mp, gp, e.MatchPoints, e.BoardPoints)
		}
	}
	// Each game under the player who played it: every board of every
	// match, by the character reader.
	chars := readChars(t, trfText)
	number := func(name string) int {
		for n, p := range chars.players {
			if p.name == name {
				return n
			}
		}
		return 0
	}
	fideName := func(name string) string { // "NOMA1 Prénom1" -> "NOMA1, Prenom1"
		last, first, _ := strings.Cut(name, " ")
		return last + ", " + strings.ReplaceAll(first, "é", "e")
	}
	for i, m := range matches {
		for k := 1; k <= 4; k++ {
			h, a := played[i][k-1][0], played[i][k-1][1]
			hn, an := number(fideName(h)), 0
			if a != "" {
				an = number(fideName(a))
			}
			g := chars.players[hn].rounds[m.round-1]
			if g.opponent != an {
				t.Errorf("round %d board %d: %s's game against %d, want %d (%s)", m.round, k, h, g.opponent, an, a)
			}
			if a != "" {
				if g := chars.players[an].rounds[m.round-1]; g.opponent != hn {
					t.Errorf("round %d board %d: %s's game against %d, want %d", m.round, k, a, g.opponent, hn)
				}
			}
		}
	}
	// The substitutes' replaced players sat out; the forfeit has no
	// opponent.
	for _, c := range []struct {
		name  string
		round int
		want  string
	}{
		{rosterName(2, 4), matches[subA[0]].round, "0000 - Z"},
		{rosterName(5, 2), matches[subB[0]].round, "0000 - Z"},
		{rosterName(matches[forfeit[0]].home, 3), matches[forfeit[0]].round, "0000 - +"},
		{rosterName(matches[forfeit[0]].away, 3), matches[forfeit[0]].round, "0000 - Z"},
	} {
		r := chars.players[number(fideName(c.name))].rounds[c.round-1]
		if r.text != c.want {
			t.Errorf("%s, round %d: %q, want %q", c.name, c.round, r.text, c.want)
		}
	}
	// The character reader's points: each 001 line's its results', each
	// team's game points the sum of its players'.
	for n, p := range chars.players {
		if p.points != p.score {
			t.Errorf("player %d: %g points, results %g", n, p.points, p.score)
		}
	}
	for tm, ps := range chars.teamPlayers {
		sum := 0.0
		for _, n := range ps {
			sum += chars.players[n].score
		}
		if e := got.Teams[tm-1]; sum != e.BoardPoints {
			t.Errorf("team %d: its players' points %g, read's board points %g", tm, sum, e.BoardPoints)
		}
	}
	// To look at them: the workbook LibreOffice saved and the report.
	if keep := os.Getenv("TOUTESRONDES_KEEP_DIR"); keep != "" {
		data, err := os.ReadFile(book)
		if err == nil {
			err = errors.Join(os.WriteFile(filepath.Join(keep, "interclubs.xlsx"), data, 0o644),
				os.WriteFile(filepath.Join(keep, "interclubs.trf"), []byte(trfText), 0o644))
		}
		if err != nil {
			t.Error(err)
		}
	}
}

// charReport is a report read by characters (runes), TRF-2026's columns
// counted from 1, independent of the byte-column checks.
type charReport struct {
	players     map[int]charPlayer
	teamPlayers map[int][]int
}

type charPlayer struct {
	name          string
	points, score float64
	rounds        []charRound
}

type charRound struct {
	opponent int
	text     string // "0003 w 1"
}

func readChars(t *testing.T, text string) charReport {
	t.Helper()
	rep := charReport{players: map[int]charPlayer{}, teamPlayers: map[int][]int{}}
	field := func(l []rune, from, to int) string {
		if from > len(l) {
			return ""
		}
		return strings.TrimSpace(string(l[from-1 : min(to, len(l))]))
	}
	atoi := func(s string) int {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		return n
	}
	for _, line := range strings.Split(text, "\n") {
		l := []rune(line)
		switch field(l, 1, 3) {
		case "001":
			p := charPlayer{name: field(l, 15, 47)}
			p.points, _ = strconv.ParseFloat(field(l, 81, 84), 64)
			for c := 92; c+7 <= len(l); c += 10 {
				r := charRound{opponent: atoi(field(l, c, c+3)), text: string(l[c-1 : c+7])}
				switch l[c+6] {
				case '1', '+':
					p.score++
				case '=':
					p.score += 0.5
				}
				p.rounds = append(p.rounds, r)
			}
			rep.players[atoi(field(l, 5, 8))] = p
		case "310":
			tm := atoi(field(l, 5, 7))
			for c := 74; c <= len(l); c += 5 {
				rep.teamPlayers[tm] = append(rep.teamPlayers[tm], atoi(field(l, c, c+3)))
			}
		}
	}
	return rep
}

// TestRosterReportsMolterScheveningen: a Molter event and a Scheveningen
// match made from a long-form teams file with a reserve each: the report
// has every roster player (the reserve without games, after his team's
// players) with his rating and FIDE id, and each 310 line lists its team's
// five.
func TestRosterReportsMolterScheveningen(t *testing.T) {
	for _, c := range []struct {
		create        []string
		sheet, cell   string
		teams, boards int
	}{
		{[]string{"molter", "-teams", "3", "-players", "4", "-rounds", "2"}, "Pairings", "E2", 3, 4},
		{[]string{"scheveningen", "-m", "4"}, "Match", "E2", 2, 4},
	} {
		t.Run(c.create[0], func(t *testing.T) {
			dir := t.TempDir()
			var b strings.Builder
			b.WriteString("team;board;name;rating;fide id\n")
			for tm := 1; tm <= c.teams; tm++ {
				for k := 5; k >= 1; k-- { // in any order: the board column orders them
					fmt.Fprintf(&b, "T%d;%d;P%d-%d;%d;%d\n", tm, k, tm, k, rosterRating(tm, k), rosterFideID(tm, k))
				}
			}
			if err := os.WriteFile(filepath.Join(dir, "t.csv"), []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, _, errs := mk(t, dir, append(c.create, "-teams-file", "t.csv", "-o", "w.xlsx")...); code != 0 {
				t.Fatal(errs)
			}
			typeIn(t, filepath.Join(dir, "w.xlsx"), c.sheet, map[string]string{c.cell: "1-0"})
			code, out, errs := mk(t, dir, "read", "w.xlsx", "-format", "trf")
			if code != 0 {
				t.Fatal(errs)
			}
			players, teams := byteColumns(t, out)
			readBack(t, out)
			if len(players) != 5*c.teams {
				t.Fatalf("%d players, want %d:\n%s", len(players), 5*c.teams, out)
			}
			for tm := 1; tm <= c.teams; tm++ {
				for k := 1; k <= 5; k++ {
					n := (tm-1)*5 + k
					wantCols(t, fmt.Sprintf("player %d", n), players[n], map[[2]int]string{{15, 19}: fmt.Sprintf("P%d-%d ", tm, k),
						{49, 52}: fmt.Sprintf("%4d", rosterRating(tm, k)), {58, 68}: fmt.Sprintf("%11d", rosterFideID(tm, k))})
				}
				wantCols(t, fmt.Sprintf("team %d", tm), teams[tm], map[[2]int]string{{74, 97}: fmt.Sprintf("%4d %4d %4d %4d %4d", (tm-1)*5+1, (tm-1)*5+2, (tm-1)*5+3, (tm-1)*5+4, (tm-1)*5+5)})
				// The reserve has no game.
				if l := players[tm*5]; !strings.HasSuffix(l, "0000 - Z") || strings.Contains(l, " w ") || strings.Contains(l, " b ") {
					t.Errorf("reserve of team %d: %q", tm, l)
				}
			}
		})
	}
}
