package sheets

import (
	"bytes"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/team"
	"github.com/xuri/excelize/v2"
)

// teamRows reads the schedule back: per match its round, home and away
// teams and whether it is on neutral ground.
type teamRow struct {
	round, home, away int
	neutral           bool
}

func readTeamSchedule(t testing.TB, f *excelize.File, tr TeamRoundRobin) []teamRow {
	t.Helper()
	a := definedArea(t, f, "HomeScores")
	var out []teamRow
	round := 0
	neutral := false
	prev := ""
	for _, c := range a.cells {
		_, row, _ := excelize.CellNameToCoordinates(c)
		// excelize reads a merged cell's value in every cell of the merge.
		if v, _ := f.GetCellValue(a.sheet, cell(tRound, row)); v != prev {
			round, prev = round+1, v
			venue, _ := f.GetCellValue(a.sheet, cell(tVenue, row))
			neutral = venue != ""
		}
		h := number(t, f, a.sheet, cell(tHomeNo, row), false)
		w := number(t, f, a.sheet, cell(tAwayNo, row), false)
		out = append(out, teamRow{round, int(h), int(w), neutral})
	}
	return out
}

// TestTeamSchedule checks the schedule read back as a round robin of teams
// (every pair once, one match a team per round, one bye each for odd N),
// the API's matches and home/away, and the complement column: a team and
// its complement are never at home in the same round.
func TestTeamSchedule(t *testing.T) {
	t.Parallel()
	for _, tr := range []TeamRoundRobin{
		{N: 3}, {N: 6, Central: team.CentralLast}, {N: 7, Central: team.CentralFirst, Reverse: true, Lang: French},
		{N: 12, Central: team.CentralLast, Reverse: true}, {N: 64},
	} {
		if tr.N > 12 && testing.Short() {
			continue // the largest takes seconds
		}
		_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteTeamRoundRobin(b, tr) })
		want := []string{"Teams", "Schedule", "Boards", "Standings", "Match sheets", "Guide", "Event", "Tie-breaks", "Rosters"}
		if tr.Lang == French {
			want = []string{"Équipes", "Calendrier", "Échiquiers", "Classement", "Feuilles de match", "Mode d'emploi", "Tournoi", "Départages", "Effectifs"}
		}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Fatalf("N=%d: sheets %q", tr.N, got)
		}
		rows := readTeamSchedule(t, f, tr)
		sched, err := team.New(tr.N, tr.Central, tr.Reverse)
		if err != nil {
			t.Fatal(err)
		}
		met := map[[2]int]int{}
		home := map[[2]int]bool{} // round, team -> at home (not neutral)
		i := 0
		for r := 1; r <= sched.Rounds(); r++ {
			ms, _ := sched.Round(r)
			seen := map[int]bool{}
			for _, m := range ms {
				got := rows[i]
				if got.round != r || got.home != m.Home || got.away != m.Away || got.neutral != m.Neutral {
					t.Fatalf("N=%d round %d board %d: %+v, the API %+v", tr.N, r, m.Board, got, m)
				}
				met[[2]int{min(m.Home, m.Away), max(m.Home, m.Away)}]++
				for _, p := range []int{m.Home, m.Away} {
					if seen[p] {
						t.Fatalf("N=%d round %d: team %d plays twice", tr.N, r, p)
					}
					seen[p] = true
				}
				if !m.Neutral {
					home[[2]int{r, m.Home}] = true
				}
				i++
			}
		}
		if i != len(rows) || len(met) != tr.N*(tr.N-1)/2 {
			t.Errorf("N=%d: %d rows for %d matches; %d pairs meet", tr.N, len(rows), i, len(met))
		}
		for p := 1; p <= tr.N; p++ {
			v, _ := f.GetCellValue(want[0], cell(ttComplement, p+1))
			var q int
			if _, err := fmt.Sscan(v, &q); err != nil {
				if v != "–" || tr.N%2 == 0 {
					t.Errorf("N=%d: complement of %d is %q", tr.N, p, v)
				}
				continue
			}
			for r := 1; r <= sched.Rounds(); r++ {
				if home[[2]int{r, p}] && home[[2]int{r, q}] {
					t.Errorf("N=%d round %d: %d and its complement %d both at home", tr.N, r, p, q)
				}
			}
		}
	}
}

func TestTeamBadInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tr  TeamRoundRobin
		msg string
	}{
		{TeamRoundRobin{N: 2}, "2 teams: want 3 to 64"},
		{TeamRoundRobin{N: 65}, "65 teams: want 3 to 64"},
		{TeamRoundRobin{N: 4, Names: make([]string, 5)}, "5 teams listed for 4"},
		{TeamRoundRobin{N: 4, Central: 7}, "central round 7 unknown"},
		{TeamRoundRobin{N: 4, Boards: 21}, "21 boards: want 1 to 20"},
	} {
		wantRefused(t, WriteTeamRoundRobin, c.tr, c.msg)
	}
}

// boardScores are white's and black's points of each result typed, by
// hand: a forfeit scores as a win, a double forfeit nothing.
var boardScores = map[string][2]float64{"1-0": {1, 0}, "½-½": {0.5, 0.5}, "0-1": {0, 1}, "+/-": {1, 0}, "-/+": {0, 1}, "-/-": {0, 0}}

// fillBoards types results into the BoardResults cells of f (match after
// match, board after board; "" leaves a cell blank) and returns each
// match's home and away points, the home team white on the odd boards, and
// whether every board of it is typed.
func fillBoards(t testing.TB, f *excelize.File, boards int, result func(match, board int) string) (home, away []float64, played []bool) {
	t.Helper()
	a := definedArea(t, f, "BoardResults")
	if len(a.cells)%boards != 0 {
		t.Fatalf("BoardResults: %d cells for %d boards a match", len(a.cells), boards)
	}
	for m := range len(a.cells) / boards {
		var h, w float64
		typed := 0
		for k := 1; k <= boards; k++ {
			r := result(m, k)
			if r == "" {
				continue
			}
			f.SetCellStr(a.sheet, a.cells[m*boards+k-1], r)
			typed++
			sc := boardScores[r]
			if k%2 == 0 { // the home team has black
				sc[0], sc[1] = sc[1], sc[0]
			}
			h, w = h+sc[0], w+sc[1]
		}
		home, away, played = append(home, h), append(away, w), append(played, typed == boards)
	}
	return home, away, played
}

// teamRecalc: team round robins with random board results (some matches
// not typed at all, some in part, some forfeited whole by one team or
// both), whose counts (home, away, neutral, byes: the API's), match points
// (2, 1, 0, and the FFE's 3, 2, 1 with 0 for a match forfeited), board
// points and ranks LibreOffice must compute as Go does here.
func teamRecalc(t *testing.T, dir string) ([]string, []func(*excelize.File)) {
	rng := rand.New(rand.NewPCG(3, 3))
	var files []string
	var checks []func(*excelize.File)
	forms := slices.Collect(maps.Keys(boardScores))
	slices.Sort(forms)
	ffe := MatchPoints{3, 2, 1, 0}
	for i, tr := range []TeamRoundRobin{{N: 7, Central: team.CentralLast}, {N: 10, Central: team.CentralFirst, Reverse: true, Lang: French},
		{N: 6, Double: true, Points: &ffe, Lang: French}} {
		_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteTeamRoundRobin(b, tr) })
		rows := readTeamSchedule(t, f, tr)
		w := DefaultMatchPoints
		if tr.Points != nil {
			w = *tr.Points
		}
		skip := map[int]int{} // match -> 0 typed in full, 1 not at all, 2 in part, 3-5 forfeited by home, away, both
		forfeit := map[int][2]bool{}
		home, away, played := fillBoards(t, f, DefaultBoards, func(m, k int) string {
			if k == 1 {
				skip[m] = max(0, rng.IntN(10)-7)
				if tr.Points != nil && rng.IntN(4) == 0 {
					skip[m] = 3 + rng.IntN(3)
				}
				forfeit[m] = [2]bool{skip[m] == 3 || skip[m] == 5, skip[m] == 4 || skip[m] == 5}
			}
			homeWhite := k%2 == 1
			switch {
			case skip[m] == 1 || (skip[m] == 2 && k == 3):
				return ""
			case skip[m] == 5:
				return "-/-"
			case (skip[m] == 3) == homeWhite && skip[m] >= 3:
				return "-/+" // white, the team that forfeits, loses
			case skip[m] >= 3:
				return "+/-"
			}
			if rng.IntN(3) == 0 {
				return "½-½"
			}
			return forms[rng.IntN(len(forms))]
		})
		// A team's match points in a match: the forfeit's if it lost
		// every board by forfeit, else by the board points.
		points := func(own, opp float64, forfeited bool) float64 {
			switch {
			case forfeited:
				return w.Forfeit
			case own > opp:
				return w.Win
			case own == opp:
				return w.Draw
			}
			return w.Loss
		}
		mp := make([]float64, tr.N)
		bp := make([]float64, tr.N)
		for j, r := range rows {
			if !played[j] {
				continue
			}
			h, a := home[j], away[j]
			bp[r.home-1] += h
			bp[r.away-1] += a
			mp[r.home-1] += points(h, a, forfeit[j][0])
			mp[r.away-1] += points(a, h, forfeit[j][1])
		}
		var buf bytes.Buffer
		if _, err := f.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, fmt.Sprintf("team%d.xlsx", i))
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
		rank := make([]float64, tr.N)
		for x := range tr.N {
			rank[x] = 1
			for y := range tr.N {
				if mp[y] > mp[x] || (mp[y] == mp[x] && bp[y] > bp[x]) {
					rank[x]++
				}
			}
		}
		sched, err := tr.schedule()
		if err != nil {
			t.Fatal(err)
		}
		counts := [4][]float64{}
		for p := 1; p <= tr.N; p++ {
			c, err := sched.Counts(p)
			if err != nil {
				t.Fatal(err)
			}
			for k, v := range []int{c.Home, c.Away, c.Neutral, c.Byes} {
				counts[k] = append(counts[k], float64(v))
			}
		}
		checks = append(checks, func(f *excelize.File) {
			label := fmt.Sprintf("LibreOffice team N=%d", tr.N)
			for _, c := range []struct {
				name string
				want []float64
			}{
				{"MatchPoints", mp}, {"BoardPoints", bp}, {"TeamRank", rank},
				{"HomeMatches", counts[0]}, {"AwayMatches", counts[1]}, {"NeutralMatches", counts[2]}, {"Byes", counts[3]},
			} {
				if got := numbers(t, f, c.name, false); !slices.Equal(got, c.want) {
					t.Errorf("%s: %s %v, want %v", label, c.name, got, c.want)
				}
			}
			hs, as := definedArea(t, f, "HomeScores"), definedArea(t, f, "AwayScores")
			for j := range rows {
				h, _ := f.GetCellValue(hs.sheet, hs.cells[j])
				a, _ := f.GetCellValue(as.sheet, as.cells[j])
				want := [2]string{"", ""}
				if played[j] {
					want = [2]string{fmt.Sprint(home[j]), fmt.Sprint(away[j])}
				}
				if [2]string{h, a} != want {
					t.Errorf("%s: match %d scores %q %q, want %q", label, j+1, h, a, want)
				}
			}
		})
	}
	path, check := teamCheckRecalc(t, dir)
	return append(files, path), append(checks, check)
}

// teamCheckRecalc writes a team workbook of 6 boards a match for
// LibreOffice to recalculate, every line-up full but team 2's (Abad, Bru):
// match 1 all 1-0 (3-3 only if the home team has white on the odd boards),
// match 2 with 3 boards of 6 typed, match 3 blank, match 4 with every form
// of result (½-½, +/-, -/+, -/-, 0-1, 1-0: by hand ½ for the home team, 4½
// for the away team, a double forfeit giving nobody the board), match 5
// blank, match 6 (2-3) all ½-½, team 2's boards 3 to 6 without a name. The Check column
// must say what is missing, the scores and the match sheet's totals follow.
func teamCheckRecalc(t *testing.T, dir string) (string, func(*excelize.File)) {
	tr := TeamRoundRobin{N: 4, Boards: 6, Central: team.CentralLast, Players: [][]string{
		{"A1", "A2", "A3", "A4", "A5", "A6"}, {"Abad", "Bru"}, {"C1", "C2", "C3", "C4", "C5", "C6"}, {"D1", "D2", "D3", "D4", "D5", "D6"}}}
	_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteTeamRoundRobin(b, tr) })
	all := []string{"½-½", "+/-", "-/+", "-/-", "0-1", "1-0"}
	fillBoards(t, f, 6, func(m, k int) string {
		switch {
		case m == 0:
			return "1-0"
		case m == 1 && k <= 3:
			return "0-1"
		case m == 3:
			return all[k-1]
		case m == 5:
			return "½-½"
		}
		return ""
	})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "teamcheck.xlsx")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	home, away := definedArea(t, f, "HomeScores"), definedArea(t, f, "AwayScores")
	return path, func(f *excelize.File) {
		want := []struct{ check, home, away string }{{"", "3", "3"}, {"3 of 6 boards typed", "", ""}, {"", "", ""}, {"", "0.5", "4.5"},
			{"", "", ""}, {"a game without its player's name", "3", "3"}}
		for i, w := range want {
			_, row, _ := excelize.CellNameToCoordinates(home.cells[i])
			got, _ := f.GetCellValue("Schedule", cell(tVenue+1, row))
			h, _ := f.GetCellValue(home.sheet, home.cells[i])
			a, _ := f.GetCellValue(away.sheet, away.cells[i])
			if got != w.check || h != w.home || a != w.away {
				t.Errorf("LibreOffice team check, match %d: %q %q %q, want %+v", i+1, got, h, a, w)
			}
		}
		for _, c := range []string{"C10", "E10"} { // match 1's totals
			if got, _ := f.GetCellValue("Match sheets", c); got != "3" {
				t.Errorf("LibreOffice team match sheet 1: total %s = %q, want 3", c, got)
			}
		}
		// Match 6 is team 2 at home against team 3 (rows 32-37 of the Boards
		// sheet, the block from row 66 of the match sheets, its boards from
		// row 69): the line-ups on the Boards sheet and the match sheet, by
		// formula.
		for _, c := range []struct{ sheet, cell, want string }{
			{"Boards", "E32", "Abad"}, {"Boards", "G32", "C1"}, {"Boards", "E33", "C2"}, {"Boards", "G33", "Bru"}, {"Boards", "E34", ""},
			{"Match sheets", "C69", "Abad"}, {"Match sheets", "E69", "C1"}, {"Match sheets", "C70", "Bru"}, {"Match sheets", "D69", "½-½"},
			// Match 4 (block from row 40, boards from row 43) home first: on
			// the even boards the home team has black, "+/-" (2) and "1-0"
			// (6) are its losses; total ½ – 4½.
			{"Match sheets", "D43", "½-½"}, {"Match sheets", "D44", "-/+"}, {"Match sheets", "D45", "-/+"}, {"Match sheets", "D46", "-/-"},
			{"Match sheets", "D47", "0-1"}, {"Match sheets", "D48", "0-1"}, {"Match sheets", "C49", "0.5"}, {"Match sheets", "E49", "4.5"},
			{"Match sheets", "B44", "B"}, {"Match sheets", "F44", "W"},
		} {
			if got, _ := f.GetCellValue(c.sheet, c.cell); got != c.want {
				t.Errorf("LibreOffice team: %s!%s = %q, want %q", c.sheet, c.cell, got, c.want)
			}
		}
	}
}

// TestTeamDouble reads the home-and-away workbook back: every pair meets
// twice, once at each ground, the second cycle's venue cell names the
// round of the first leg, and no team is three rounds in a row at home.
func TestTeamDouble(t *testing.T) {
	t.Parallel()
	for _, tr := range []TeamRoundRobin{{N: 6, Double: true, Lang: French}, {N: 7, Double: true, Reverse: true}, {N: 10, Double: true}} {
		_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteTeamRoundRobin(b, tr) })
		rows := readTeamSchedule(t, f, tr)
		m := tr.N + tr.N%2
		if rows[len(rows)-1].round != 2*(m-1) {
			t.Fatalf("N=%d: %d rounds", tr.N, rows[len(rows)-1].round)
		}
		at := map[[2]int]int{}
		home := map[int][]int{} // team -> each round: at home (1), away (-1), exempt (0)
		for x := 1; x <= tr.N; x++ {
			home[x] = make([]int, 2*(m-1))
		}
		for _, r := range rows {
			at[[2]int{r.home, r.away}]++
			home[r.home][r.round-1], home[r.away][r.round-1] = 1, -1
		}
		for x := 1; x <= tr.N; x++ {
			for y := 1; y <= tr.N; y++ {
				if x != y && at[[2]int{x, y}] != 1 {
					t.Errorf("N=%d: %d receives %d %d times", tr.N, x, y, at[[2]int{x, y}])
				}
			}
			h := home[x]
			for r := 2; r < len(h); r++ {
				if h[r] != 0 && h[r] == h[r-1] && h[r] == h[r-2] {
					t.Errorf("N=%d: team %d three rounds in a row (%d) ending at round %d", tr.N, x, h[r], r+1)
				}
			}
		}
		a := definedArea(t, f, "HomeScores")
		_, last, _ := excelize.CellNameToCoordinates(a.cells[len(a.cells)-1])
		venue, _ := f.GetCellValue(a.sheet, cell(tVenue, last))
		leg, _ := f.GetCellValue(a.sheet, cell(tVenue, 2))
		if want := map[Lang][2]string{French: {"aller", "retour de R"}, "": {"first leg", "return of R"}}[tr.Lang]; leg != want[0] || !strings.HasPrefix(venue, want[1]) {
			t.Errorf("N=%d: venues %q … %q", tr.N, leg, venue)
		}
	}
	if err := (TeamRoundRobin{N: 6, Double: true, Central: team.CentralLast}).Validate(); err == nil || !strings.Contains(err.Error(), "no central round") {
		t.Errorf("double with a central round: %v", err)
	}
}

// TestMatchSheets: each match's block has the column titles, the two teams
// on a row of two lines in a wrapping style, the line-ups given by Players
// (room to write otherwise), the total, and the captains' and arbiter's
// signature rows.
func TestMatchSheets(t *testing.T) {
	t.Parallel()
	long := "Cercle d'Échecs de la Communauté de Communes du Pays Nîmois"
	tr := TeamRoundRobin{N: 4, Boards: 3, Lang: French, Names: []string{long, "Tour de Lyon", "Marseille", "Lille"},
		Players: [][]string{{"Dupont Jérôme", "Lefèvre Anaïs"}, {"Abad", "Cruz", "Roux"}}}
	_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteTeamRoundRobin(b, tr) })
	l, err := newTeamLayout(tr)
	if err != nil {
		t.Fatal(err)
	}
	sheet := French.T(sheetTMatches)
	get := func(c, r int) string { v, _ := f.GetCellValue(sheet, cell(c, r)); return v }
	for i, m := range l.matches {
		r := l.matchRow[i]
		if got := []string{get(1, r+1), get(3, r+1), get(4, r+1), get(5, r+1)}; fmt.Sprint(got) != "[Éch. Domicile Dom. – Ext. Extérieur]" {
			t.Errorf("match %d: titles %q", i+1, got)
		}
		if h, _ := f.GetRowHeight(sheet, r+2); h < 2*lineHeight-2 {
			t.Errorf("match %d: the teams' row is %v points high", i+1, h)
		}
		calc := func(c, r int) string { v, _ := f.CalcCellValue(sheet, cell(c, r)); return v }
		for k := 1; k <= tr.Boards; k++ {
			if home, away := calc(mHomeCol, r+mFirstBoard-1+k), calc(mAwayCol, r+mFirstBoard-1+k); home != l.player(m.home, k) || away != l.player(m.away, k) {
				t.Errorf("match %d board %d: line-up %q – %q", i+1, k, home, away)
			}
		}
		total := r + mFirstBoard + tr.Boards
		if get(1, total) != "Total" || get(1, total+1) != "Capitaines" || get(1, total+2) != "Arbitre" ||
			get(mHomeCol, total+1) != "Nom et signature" || get(mAwayCol, total+1) != "Nom et signature" || get(mHomeCol, total+2) != "Nom et signature" {
			t.Errorf("match %d: total and signatures %q %q %q", i+1, get(1, total), get(1, total+1), get(1, total+2))
		}
	}
	// A team name wraps within its cell.
	id, _ := f.GetCellStyle(sheet, cell(mHomeCol, l.matchRow[0]+2))
	if st, err := f.GetStyle(id); err != nil || st.Alignment == nil || !st.Alignment.WrapText {
		t.Errorf("team name style %+v %v", st, err)
	}
}

func TestWrappedLines(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float64
		want  int
	}{
		{"Lyon", 29, 1}, {"", 29, 1},
		{"1 Cercle d'Échecs de la Communauté de Communes du Pays Nîmois", 29, 3},
		{strings.Repeat("W", 60), 29, 4},
	} {
		if got := wrappedLines(c.text, c.width); got != c.want {
			t.Errorf("wrappedLines(%q, %v) = %d, want %d", c.text, c.width, got, c.want)
		}
	}
}
