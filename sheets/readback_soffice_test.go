package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/toutesrondes/toutesrondes/tables/team"
)

// TestReadBackAgreesWithLibreOffice: filled workbooks, a round
// robin of 10 and a double of 9, whole and partly filled, are read back by
// sheets/readback; its standings (Go) must equal what LibreOffice
// computes from the same files with the workbook's formulas, criterion by
// criterion and rank by rank.
func TestReadBackAgreesWithLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	rng := rand.New(rand.NewPCG(10, 10))
	type job struct {
		rr     RoundRobin
		filled []byte
	}
	var jobs []job
	var files []string
	dir := t.TempDir()
	for i, c := range []struct {
		n, cycles int
		partial   bool
		order     []TieBreak
	}{
		{10, 1, false, DocumentTieBreaks},
		{10, 1, true, FIDETieBreaks},
		{9, 2, false, []TieBreak{Won, DE, BWG, Koya}},
		{9, 2, true, DefaultTieBreaks},
	} {
		rr := RoundRobin{N: c.n, Cycles: c.cycles, Swap: true, TieBreaks: c.order, Lang: English, Players: rated(rng, c.n)}
		if i%2 == 1 {
			rr.Lang = French
		}
		games := schedule(c.n, c.cycles, true)
		randomResults(rng, games, i%2 == 0)
		if c.partial {
			// The first rounds only, as after round k of the event.
			for g := len(games) * 2 / 5; g < len(games); g++ {
				games[g].Result = tiebreak.None
			}
		}
		var buf bytes.Buffer
		if err := WriteRoundRobin(&buf, rr); err != nil {
			t.Fatal(err)
		}
		filled := fillResults(t, buf.Bytes(), games)
		path := filepath.Join(dir, fmt.Sprintf("read%02d-%d-%d.xlsx", c.n, c.cycles, i))
		if err := os.WriteFile(path, filled, 0o644); err != nil {
			t.Fatal(err)
		}
		jobs = append(jobs, job{rr, filled})
		files = append(files, path)
	}
	for i, out := range convert(t, soffice, "xlsx", files) {
		j := jobs[i]
		got, err := readback.Read(bytes.NewReader(j.filled))
		if err != nil {
			t.Fatal(err)
		}
		s, err := got.Standings(nil)
		if err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		agree(t, describe(j.rr), f, mustLayout(t, j.rr), s)
		f.Close()
	}
}

// agree compares Go's standings with the workbook's recalculated values:
// points, rank and every criterion of tiebreak.Kinds.
func agree(t *testing.T, label string, f *excelize.File, l *layout, s *tiebreak.Standings) {
	t.Helper()
	bad := 0
	check := func(what string, p int, got, want float64) {
		if got != want && bad < 10 {
			bad++
			t.Errorf("%s: %s of player %d: LibreOffice %v, Go (read back) %v", label, what, p, got, want)
		}
	}
	points, rank := numbers(t, f, "Points", false), rawNumbers(t, f, "Rank")
	for p := 1; p <= l.N; p++ {
		check("points", p, points[p-1], s.Points[p-1])
		check("rank", p, rank[p-1], float64(s.Rank[p-1]))
		for _, k := range tiebreak.Kinds {
			if _, de := l.beforeDE(); k == tiebreak.DE && !de {
				continue
			}
			check(k.String(), p, number(t, f, l.sCross, cell(l.xcol(k), p+1), false), s.Value(k, p))
		}
	}
}

// TestWithdrawalsLibreOffice: withdrawals before and after half
// the games (FIDE Tournament Rules 5.4 a and b), typed in the Players
// sheet's column; LibreOffice's recalculation of the workbook's formulas
// must give Go's standings (sheets/readback, then tiebreak.Withdraw).
// rated is n players, most rated from 1400 to 2599, one in four unrated:
// the workbook's ARO and TPR are held to Go's.
func rated(rng *rand.Rand, n int) []Player {
	ps := make([]Player, n)
	for i := range ps {
		ps[i].Name = fmt.Sprintf("Player %03d", i+1)
		if rng.IntN(4) > 0 {
			ps[i].Rating = 1400 + rng.IntN(1200)
		}
	}
	return ps
}

func TestWithdrawalsLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	rng := rand.New(rand.NewPCG(5, 4))
	type job struct {
		rr                RoundRobin
		filled            []byte
		out, in           int // the player out of the standings, the one whose games become forfeits
		outAfter, inAfter int
	}
	var jobs []job
	var files []string
	dir := t.TempDir()
	for i, c := range []struct {
		n, cycles     int
		out, outAfter int // completed fewer than half his games: 5.4 (a)
		in, inAfter   int // half or more: 5.4 (b)
	}{
		// 10 players, 9 games each, one a round: after round 3, 3 of 9
		// (< 4.5); after round 5, 5 of 9 (≥ 4.5).
		{10, 1, 4, 3, 7, 5},
		// A double of 9: 16 games each over 18 rounds, two of them byes;
		// after round 5 at most 5 of 16 (< 8); after round 12 at least 10.
		{9, 2, 2, 5, 5, 12},
	} {
		rr := RoundRobin{N: c.n, Cycles: c.cycles, Swap: true, TieBreaks: []TieBreak{SB, Koya, Wins, DE, TPR}, Lang: English, Players: rated(rng, c.n)}
		games := schedule(c.n, c.cycles, true)
		randomResults(rng, games, i == 0)
		for g := range games {
			if games[g].Result == tiebreak.None {
				games[g].Result = tiebreak.Draw // every game typed: the counts of completed games are exact
			}
		}
		var buf bytes.Buffer
		if err := WriteRoundRobin(&buf, rr); err != nil {
			t.Fatal(err)
		}
		filled := fillResults(t, buf.Bytes(), games)
		f, err := excelize.OpenReader(bytes.NewReader(filled))
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range [][2]int{{c.out, c.outAfter}, {c.in, c.inAfter}} {
			if err := f.SetCellInt(English.T(sheetPlayers), cell(plWithdrawn, w[0]+1), int64(w[1])); err != nil {
				t.Fatal(err)
			}
		}
		var out bytes.Buffer
		if err := f.Write(&out); err != nil {
			t.Fatal(err)
		}
		f.Close()
		path := filepath.Join(dir, fmt.Sprintf("withdraw%02d-%d.xlsx", c.n, c.cycles))
		if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		jobs = append(jobs, job{rr, out.Bytes(), c.out, c.in, c.outAfter, c.inAfter})
		files = append(files, path)
	}
	for i, out := range convert(t, soffice, "xlsx", files) {
		j := jobs[i]
		got, err := readback.Read(bytes.NewReader(j.filled))
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Withdrawals) != 2 {
			t.Fatalf("%s: withdrawals read %v", describe(j.rr), got.Withdrawals)
		}
		s, err := got.Standings(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !s.Excluded[j.out-1] || s.Excluded[j.in-1] || s.Rank[j.out-1] != 0 {
			t.Fatalf("%s: excluded %v rank %v", describe(j.rr), s.Excluded, s.Rank)
		}
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		agree(t, describe(j.rr)+" with withdrawals", f, mustLayout(t, j.rr), s)
		// The standings list the player out of the standings last; his
		// rank reads "-" there and on the cross table, as mkxlsx read prints it.
		l := mustLayout(t, j.rr)
		if no := number(t, f, l.sStandings, cell(2, l.N+1), false); int(no) != j.out {
			t.Errorf("%s: last of the standings is %v, want %d", describe(j.rr), no, j.out)
		}
		for _, c := range [][2]string{{l.sStandings, cell(1, l.N+1)}, {l.sCross, cell(l.xRank(), j.out+1)}} {
			if v := shownRank(t, f, c[0], c[1]); v != "-" {
				t.Errorf("%s: rank shown %q for the player out on %s", describe(j.rr), v, c[0])
			}
		}
		checkCrossRows(t, describe(j.rr), f, l, map[int]int{j.out: j.outAfter, j.in: j.inAfter})
		f.Close()
	}
}

// TestResultCountsLibreOffice: the counts of results entered and of cells
// that hold something else, recalculated by LibreOffice.
func TestResultCountsLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	rr := RoundRobin{N: 6, Lang: English}
	games := schedule(6, 1, true)
	for i := range games[:7] {
		games[i].Result = tiebreak.Draw // 7 results: round 1 (3), round 2 (3), round 3 (1)
	}
	var buf bytes.Buffer
	if err := WriteRoundRobin(&buf, rr); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(fillResults(t, buf.Bytes(), games)))
	if err != nil {
		t.Fatal(err)
	}
	l := mustLayout(t, rr)
	// Two pasted values that are not results, as the issue found them.
	for i, v := range []string{"1/2-1/2", "1-0 "} {
		if err := f.SetCellStr(l.sPairings, cell(pResult, l.games[10+i].row), v); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "counts.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	f.Close()
	// The blank workbook, in the same run: no invalid result, said so.
	blank := filepath.Join(filepath.Dir(path), "blank.xlsx")
	if err := os.WriteFile(blank, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	outs := convert(t, soffice, "xlsx", []string{path, blank})
	out := outs[0]
	if b, err := excelize.OpenFile(outs[1]); err != nil {
		t.Fatal(err)
	} else {
		if msg, _ := b.GetCellValue(l.sStandings, cell(1, l.N+4)); msg != "Invalid results: none" {
			t.Errorf("blank workbook: message %q, want %q", msg, "Invalid results: none")
		}
		b.Close()
	}
	g, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if n := numbers(t, g, "ResultsEntered", false); n[0] != 7 {
		t.Errorf("ResultsEntered = %v, want 7", n)
	}
	if n := numbers(t, g, "InvalidResults", false); n[0] != 2 {
		t.Errorf("InvalidResults = %v, want 2", n)
	}
	if msg, _ := g.GetCellValue(l.sStandings, cell(1, l.N+4)); msg != "2 invalid results: see the red cells" {
		t.Errorf("message %q", msg)
	}
	for t1, want := range map[int]float64{1: 3, 2: 3, 3: 1, 4: 0} {
		if got := number(t, g, l.sPairings, cell(pCount, l.games[l.firstGame[t1-1]].row), false); got != want {
			t.Errorf("round %d: %v entered, want %v", t1, got, want)
		}
	}
}

// TestTeamReadBackLibreOffice: team round robins filled with
// random board points (some matches not played yet) are read back; Go's
// match points, board points and ranks equal LibreOffice's recalculation
// of the workbook's MatchPoints, BoardPoints and TeamRank.
func TestTeamReadBackLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	rng := rand.New(rand.NewPCG(6, 7))
	var jobs []TeamRoundRobin
	var filled [][]byte
	var files []string
	dir := t.TempDir()
	for i, tr := range []TeamRoundRobin{
		{N: 6, Central: team.CentralLast, Lang: English, Players: [][]string{{"Abad", "Bru", "Cruz"}, nil, {"Diaz"}}},
		{N: 7, Central: team.CentralFirst, Reverse: true, Lang: French},
		{N: 8, Central: team.NoCentral, Lang: English},
		{N: 6, Double: true, Lang: French, Points: &MatchPoints{3, 2, 1, 0}},
	} {
		var buf bytes.Buffer
		if err := WriteTeamRoundRobin(&buf, tr); err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenReader(&buf)
		if err != nil {
			t.Fatal(err)
		}
		forms := []string{"1-0", "½-½", "0-1", "+/-", "-/+", "-/-"}
		blank := map[int]bool{}
		fillBoards(t, f, DefaultBoards, func(m, k int) string {
			if k == 1 {
				blank[m] = rng.IntN(6) == 0 // not played yet
			}
			if blank[m] {
				return ""
			}
			return forms[rng.IntN(len(forms))]
		})
		var out bytes.Buffer
		if err := f.Write(&out); err != nil {
			t.Fatal(err)
		}
		f.Close()
		path := filepath.Join(dir, fmt.Sprintf("team%d.xlsx", i))
		if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		jobs, filled, files = append(jobs, tr), append(filled, out.Bytes()), append(files, path)
	}
	for i, out := range convert(t, soffice, "xlsx", files) {
		got, err := readback.ReadTeam(bytes.NewReader(filled[i]))
		if err != nil {
			t.Fatal(err)
		}
		// The workbook as LibreOffice saves it (the names of the Boards
		// sheet as values stored) reads the same.
		saved, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		again, err := readback.ReadTeam(bytes.NewReader(saved))
		if err != nil {
			t.Fatalf("%d teams, saved by LibreOffice: %v", jobs[i].N, err)
		}
		if !slices.Equal(again.Matches, got.Matches) || !slices.Equal(again.BoardGames, got.BoardGames) {
			t.Errorf("%d teams: saved by LibreOffice, read otherwise:\n%v\n%v", jobs[i].N, again.BoardGames[:4], got.BoardGames[:4])
		}
		if i == 0 { // the line-ups' players on their boards
			want := map[[2]int]string{{1, 1}: "Abad", {1, 2}: "Bru", {1, 3}: "Cruz", {1, 4}: "", {3, 1}: "Diaz", {2, 1}: ""}
			for _, g := range got.BoardGames {
				for _, side := range []struct {
					team int
					name string
				}{{g.WhiteTeam, g.White}, {g.BlackTeam, g.Black}} {
					if w, ok := want[[2]int{side.team, g.Board}]; ok && side.name != w {
						t.Errorf("%s: team %d board %d: %q, want %q", g.Cell, side.team, g.Board, side.name, w)
					}
				}
			}
		}
		// The schedule found may be another of the six with the same
		// matches (for 8 teams, no central round pairs as the central
		// round first does: only the venue differs).
		if got.Central != jobs[i].Central || got.Reverse != jobs[i].Reverse {
			t.Logf("%d teams: schedule found central %v reverse %v (written %v %v)", jobs[i].N, got.Central, got.Reverse, jobs[i].Central, jobs[i].Reverse)
		}
		// The workbook's match points, read back (FFE's 3, 2, 1, 0 for
		// the last).
		want := DefaultMatchPoints
		if jobs[i].Points != nil {
			want = *jobs[i].Points
		}
		if got.MatchPoints == nil || *got.MatchPoints != teamrank.MatchPoints(want) {
			t.Errorf("%d teams: match points read %v, want %v", jobs[i].N, got.MatchPoints, want)
		}
		s, err := got.StandingsWith(*got.MatchPoints)
		if err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		rank := make([]float64, len(s.Rank))
		for j, r := range s.Rank {
			rank[j] = float64(r)
		}
		for _, c := range []struct {
			name string
			want []float64
		}{{"MatchPoints", s.MatchPoints}, {"BoardPoints", s.BoardPoints}, {"TeamRank", rank}} {
			if got := numbers(t, f, c.name, false); !slices.Equal(got, c.want) {
				t.Errorf("%d teams: %s: LibreOffice %v, Go (read back) %v", jobs[i].N, c.name, got, c.want)
			}
		}
		f.Close()
	}
}

// TestFamiliesReadBackLibreOffice: Molter events, Scheveningen
// matches and Rutsch round robins, filled at random wholly or in part, are
// read back by sheets/readback; Go's standings (teamrank, tiebreak) must
// equal LibreOffice's recalculation of the workbook's formulas, name by
// name.
func TestFamiliesReadBackLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	rng := rand.New(rand.NewPCG(10, 9))
	dir := t.TempDir()
	var files []string
	var checks []func(f *excelize.File)
	ints := func(v []int) []float64 {
		out := make([]float64, len(v))
		for i, x := range v {
			out[i] = float64(x)
		}
		return out
	}
	same := func(label, name string, got, want []float64) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("%s: %s: LibreOffice %v, Go (read back) %v", label, name, got, want)
		}
	}
	add := func(name string, data []byte, check func(*excelize.File)) {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		files, checks = append(files, path), append(checks, check)
	}
	for i, c := range []struct {
		m       Molter
		partial bool
	}{
		{Molter{Teams: 7, Players: 6, Rounds: 5}, false},
		{Molter{Teams: 7, Players: 6, Rounds: 5, Lang: French}, true},
		{Molter{Teams: 4, Players: 4, Rounds: 3}, false},
		{Molter{Table: "peyrin"}, true},
		// A constructed table, teams past Z (AA, AB), odd: cross boards.
		{Molter{Teams: 27, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: French}, false},
	} {
		e := newMolterEvent(t, c.m)
		randomMolter(rng, &e, 30+rng.IntN(40))
		if c.partial {
			for g := len(e.games) / 2; g < len(e.games); g++ {
				e.games[g].Result = tiebreak.None // the first rounds only
			}
		}
		var buf bytes.Buffer
		if err := WriteMolter(&buf, c.m); err != nil {
			t.Fatal(err)
		}
		filled := fillMolter(t, buf.Bytes(), e)
		got, err := readback.ReadMolter(bytes.NewReader(filled))
		if err != nil {
			t.Fatal(err)
		}
		if got.Table != e.table() || got.Entered() == 0 {
			t.Fatalf("%s: read table %s, %d results", e, got.Table, got.Entered())
		}
		s, err := got.Standings()
		if err != nil {
			t.Fatal(err)
		}
		label := "read back " + e.String()
		add(fmt.Sprintf("molter%d.xlsx", i), filled, func(f *excelize.File) {
			same(label, "TeamPoints", numbers(t, f, "TeamPoints", false), s.Points)
			same(label, "TeamBerlin", numbers(t, f, "TeamBerlin", false), s.Berlin)
			same(label, "TeamWins", numbers(t, f, "TeamWins", false), s.Wins)
			same(label, "TeamDirect", numbers(t, f, "TeamDirect", false), s.Direct)
			same(label, "TeamRank", numbers(t, f, "TeamRank", false), ints(s.Rank))
			same(label, "PlayerPoints", numbers(t, f, "PlayerPoints", false), slices.Concat(s.PlayerPoints...))
			same(label, "PlayerWins", numbers(t, f, "PlayerWins", false), slices.Concat(s.PlayerWins...))
			same(label, "PlayerRank", numbers(t, f, "PlayerRank", false), ints(slices.Concat(s.PlayerRank...)))
		})
	}
	for i, c := range []struct {
		sc      Scheveningen
		partial bool
	}{
		{Scheveningen{M: 6}, false},
		{Scheveningen{M: 5, Double: true, Lang: French}, true},
	} {
		var buf bytes.Buffer
		if err := WriteScheveningen(&buf, c.sc); err != nil {
			t.Fatal(err)
		}
		rounds := c.sc.M
		if c.sc.Double {
			rounds *= 2
		}
		games := make([]tiebreak.Game, rounds*c.sc.M)
		randomResults(rng, games, i == 0)
		if c.partial {
			for g := len(games) * 2 / 5; g < len(games); g++ {
				games[g].Result = tiebreak.None
			}
		}
		filled := fillResults(t, buf.Bytes(), games)
		got, err := readback.ReadScheveningen(bytes.NewReader(filled))
		if err != nil {
			t.Fatal(err)
		}
		s, err := got.Standings()
		if err != nil {
			t.Fatal(err)
		}
		rs := got.RoundScores()
		label := fmt.Sprintf("read back Scheveningen m=%d double=%v", c.sc.M, c.sc.Double)
		add(fmt.Sprintf("schev%d.xlsx", i), filled, func(f *excelize.File) {
			for team, x := range []string{"A", "B"} {
				same(label, "Score"+x, numbers(t, f, "Score"+x, false), s.Points[team:team+1])
				same(label, "RoundScore"+x, numbers(t, f, "RoundScore"+x, false), rs[team])
				same(label, "PlayerPoints"+x, numbers(t, f, "PlayerPoints"+x, false), s.PlayerPoints[team])
			}
		})
	}
	for _, n := range []int{9, 10} {
		games := rutschGames(t, n)
		randomResults(rng, games, n == 10)
		var buf bytes.Buffer
		if err := WriteRutsch(&buf, Rutsch{N: n}); err != nil {
			t.Fatal(err)
		}
		filled := fillResults(t, buf.Bytes(), games)
		got, err := readback.Read(bytes.NewReader(filled))
		if err != nil {
			t.Fatal(err)
		}
		s, err := got.Standings(nil)
		if err != nil {
			t.Fatal(err)
		}
		label := fmt.Sprintf("read back Rutsch N=%d", n)
		add(fmt.Sprintf("rutsch%d.xlsx", n), filled, func(f *excelize.File) {
			same(label, "Points", numbers(t, f, "Points", false), s.Points)
			same(label, "Rank", numbers(t, f, "Rank", false), ints(s.Rank))
		})
	}
	for i, out := range convert(t, soffice, "xlsx", files) {
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		checks[i](f)
		f.Close()
	}
}

// rawNumbers reads a defined name's cells as the numbers they hold,
// whatever their number format shows (a rank 0 shows "-").
func rawNumbers(t testing.TB, f *excelize.File, name string) []float64 {
	t.Helper()
	a := definedArea(t, f, name)
	var out []float64
	for _, c := range a.cells {
		v, err := f.GetCellValue(a.sheet, c, excelize.Options{RawCellValue: true})
		x, err2 := strconv.ParseFloat(v, 64)
		if err != nil || err2 != nil {
			t.Fatalf("%s!%s = %q: not a number", a.sheet, c, v)
		}
		out = append(out, x)
	}
	return out
}

// checkCrossRows checks the printed cross table after withdrawals
// (withdrawn: player -> the last round he played): each row's results, but
// those in brackets, add up to its Total; a bracketed result is against a
// player out of the standings, in the row of a player in them; the names
// of the withdrawn carry their mark; the footnote explains the marks.
func checkCrossRows(t *testing.T, label string, f *excelize.File, l *layout, withdrawn map[int]int) {
	t.Helper()
	rank := rawNumbers(t, f, "Rank")
	value := map[string]float64{"1": 1, "½": 0.5, "0": 0, "+": 1, "-": 0}
	forfeits := 0
	for p := 1; p <= l.N; p++ {
		sum := 0.0
		for q := 1; q <= l.N; q++ {
			if q == p {
				continue
			}
			v, _ := f.GetCellValue(l.sCross, cell(l.xOpp(q), p+1))
			bracketed := strings.HasPrefix(v, "(") && strings.HasSuffix(v, ")")
			if bracketed != (rank[p-1] != 0 && rank[q-1] == 0) {
				t.Errorf("%s: cross table %d against %d: %q (ranks %v, %v)", label, p, q, v, rank[p-1], rank[q-1])
			}
			if bracketed {
				continue
			}
			for _, s := range strings.Fields(v) {
				x, ok := value[s]
				if !ok {
					t.Errorf("%s: cross table %d against %d: %q", label, p, q, v)
				}
				sum += x
				if s == "+" || s == "-" {
					forfeits++
				}
			}
		}
		if total := number(t, f, l.sCross, cell(l.xTotal(), p+1), false); sum != total {
			t.Errorf("%s: row %d adds up to %v, Total %v", label, p, sum, total)
		}
		name, _ := f.GetCellValue(l.sCross, cell(2, p+1))
		if k, ok := withdrawn[p]; ok != strings.HasSuffix(name, fmt.Sprintf("(withdrew R%d)", k)) {
			t.Errorf("%s: cross table name of %d: %q", label, p, name)
		}
	}
	if forfeits == 0 {
		t.Errorf("%s: no forfeit printed", label)
	}
	if note, _ := f.GetCellValue(l.sCross, cell(1, l.N+3)); !strings.HasPrefix(note, "(withdrew Rk)") {
		t.Errorf("%s: cross table footnote %q", label, note)
	}
	if note, _ := f.GetCellValue(l.sStandings, cell(1, l.N+6)); !strings.HasPrefix(note, "(withdrew Rk)") {
		t.Errorf("%s: standings footnote %q", label, note)
	}
}

// shownRank is what a rank cell prints: its number, or the zero section of
// its number format for 0 (excelize does not apply that section itself).
func shownRank(t testing.TB, f *excelize.File, sheet, c string) string {
	t.Helper()
	v, err := f.GetCellValue(sheet, c, excelize.Options{RawCellValue: true})
	if err != nil || v != "0" {
		return v
	}
	id, _ := f.GetCellStyle(sheet, c)
	st, err := f.GetStyle(id)
	if err != nil || st.CustomNumFmt == nil {
		return v
	}
	sections := strings.Split(*st.CustomNumFmt, ";")
	if len(sections) < 3 {
		return v
	}
	// "-" as written, \- as LibreOffice saves it.
	return strings.TrimPrefix(strings.Trim(sections[2], `"`), `\`)
}
