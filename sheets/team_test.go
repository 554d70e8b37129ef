package sheets

import (
	"bytes"
	"fmt"
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
		want := []string{"Teams", "Schedule", "Standings", "Match sheets", "Guide"}
		if tr.Lang == French {
			want = []string{"Équipes", "Calendrier", "Classement", "Feuilles de match", "Mode d'emploi"}
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
		var buf bytes.Buffer
		if err := WriteTeamRoundRobin(&buf, c.tr); err == nil || !strings.Contains(err.Error(), c.msg) || buf.Len() > 0 {
			t.Errorf("%+v: %v, want %q", c.tr, err, c.msg)
		}
	}
}

// teamRecalc: team round robins with random match scores (some left
// blank), whose counts (home, away, neutral, byes: the API's), match
// points (2, 1, 0), board points and ranks LibreOffice must compute as Go
// does here.
func teamRecalc(t *testing.T, dir string) ([]string, []func(*excelize.File)) {
	rng := rand.New(rand.NewPCG(3, 3))
	var files []string
	var checks []func(*excelize.File)
	for i, tr := range []TeamRoundRobin{{N: 7, Central: team.CentralLast}, {N: 10, Central: team.CentralFirst, Reverse: true, Lang: French}} {
		_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteTeamRoundRobin(b, tr) })
		rows := readTeamSchedule(t, f, tr)
		home, away := definedArea(t, f, "HomeScores"), definedArea(t, f, "AwayScores")
		mp := make([]float64, tr.N)
		bp := make([]float64, tr.N)
		for j, r := range rows {
			if rng.IntN(10) == 0 {
				continue // not played yet
			}
			// Four boards: scores in halves summing to 4, many draws.
			h := float64(rng.IntN(9)) / 2
			if rng.IntN(3) == 0 {
				h = 2
			}
			a := 4 - h
			f.SetCellFloat(home.sheet, home.cells[j], h, -1, 64)
			f.SetCellFloat(away.sheet, away.cells[j], a, -1, 64)
			bp[r.home-1] += h
			bp[r.away-1] += a
			switch {
			case h > a:
				mp[r.home-1] += 2
			case h < a:
				mp[r.away-1] += 2
			default:
				mp[r.home-1]++
				mp[r.away-1]++
			}
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
		sched, _ := team.New(tr.N, tr.Central, tr.Reverse)
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
		})
	}
	path, check := teamCheckRecalc(t, dir)
	return append(files, path), append(checks, check)
}

// teamCheckRecalc writes a team workbook of 6 boards a match for
// LibreOffice to recalculate: match 1 typed right (3-3, and its match
// sheet, all 1-0, gives 3-3 only if the home team has white on the odd
// boards), match 2 adding up to 5, match 3 with one score, match 4 at
// 3½-2½ against a match sheet of 3-3, match 5 at 3-3 without a match
// sheet. The Check column must say what is wrong with each.
func teamCheckRecalc(t *testing.T, dir string) (string, func(*excelize.File)) {
	tr := TeamRoundRobin{N: 4, Boards: 6}
	_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteTeamRoundRobin(b, tr) })
	home, away := definedArea(t, f, "HomeScores"), definedArea(t, f, "AwayScores")
	scores := [][]float64{{3, 3}, {4, 1}, {2}, {3.5, 2.5}, {3, 3}}
	for i, sc := range scores {
		f.SetCellFloat(home.sheet, home.cells[i], sc[0], -1, 64)
		if len(sc) > 1 {
			f.SetCellFloat(away.sheet, away.cells[i], sc[1], -1, 64)
		}
	}
	l, err := newTeamLayout(tr)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, 3} { // the match sheets typed in full
		for k := range 6 {
			f.SetCellStr("Match sheets", cell(mResultCol, l.matchRow[i]+mFirstBoard+k), "1-0")
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "teamcheck.xlsx")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, func(f *excelize.File) {
		want := []string{"", "the scores do not add up to 6", "one score missing", "differs from the match sheet", ""}
		for i, w := range want {
			_, row, _ := excelize.CellNameToCoordinates(home.cells[i])
			if got, _ := f.GetCellValue("Schedule", cell(tVenue+1, row)); got != w {
				t.Errorf("LibreOffice team check, match %d: %q, want %q", i+1, got, w)
			}
		}
		for _, c := range []string{"C10", "E10"} { // match 1's totals
			if got, _ := f.GetCellValue("Match sheets", c); got != "3" {
				t.Errorf("LibreOffice team match sheet 1: total %s = %q, want 3", c, got)
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
		if got := []string{get(1, r+1), get(3, r+1), get(4, r+1), get(5, r+1)}; fmt.Sprint(got) != "[Éch. Domicile Résultat Extérieur]" {
			t.Errorf("match %d: titles %q", i+1, got)
		}
		if h, _ := f.GetRowHeight(sheet, r+2); h < 2*lineHeight-2 {
			t.Errorf("match %d: the teams' row is %v points high", i+1, h)
		}
		for k := 1; k <= tr.Boards; k++ {
			if home, away := get(mHomeCol, r+mFirstBoard-1+k), get(mAwayCol, r+mFirstBoard-1+k); home != l.player(m.home, k) || away != l.player(m.away, k) {
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
