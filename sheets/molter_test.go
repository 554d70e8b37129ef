package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/xuri/excelize/v2"
)

// molterEvent is an event straight from package tables: its rounds (round
// then board, the order Results promises) and its games for teamrank.
type molterEvent struct {
	m      Molter
	tab    molter.Table
	K      int
	rounds [][]molter.Game
	games  []teamrank.Game
}

func newMolterEvent(t testing.TB, m Molter) molterEvent {
	t.Helper()
	tab, err := m.MolterTable()
	if err != nil {
		t.Fatal(err)
	}
	k := m.Rounds
	if k == 0 {
		k = tab.MaxRounds()
	}
	rounds, err := tab.Event(k)
	if err != nil {
		t.Fatal(err)
	}
	e := molterEvent{m: m, tab: tab, K: k, rounds: rounds}
	player := func(p molter.Player) teamrank.Player {
		return teamrank.Player{Team: strings.IndexByte(tab.TeamLetters(), p.Team) + 1, Order: p.Order}
	}
	for _, r := range rounds {
		for _, g := range r {
			e.games = append(e.games, teamrank.Game{White: player(g.White), Black: player(g.Black)})
		}
	}
	return e
}

func (e molterEvent) String() string {
	return fmt.Sprintf("%d teams of %d (Tableau %s), %d rounds, %s", e.tab.Teams(), e.tab.Players(), e.tab.Table(), e.K, e.m.Lang)
}

func writeMolter(t testing.TB, m Molter) ([]byte, *excelize.File) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteMolter(&buf, m); err != nil {
		t.Fatalf("%+v: %v", m, err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return buf.Bytes(), f
}

// fillMolter types the results of e's games into Results.
func fillMolter(t testing.TB, data []byte, e molterEvent) []byte {
	t.Helper()
	games := make([]tiebreak.Game, len(e.games))
	for i, g := range e.games {
		games[i].Result = g.Result
	}
	return fillResults(t, data, games)
}

// randomMolter fills e's results: mostly draws when drawish (ties on
// every criterion), some forfeits and unplayed games.
func randomMolter(rng *rand.Rand, e *molterEvent, drawish int) {
	for i := range e.games {
		x := rng.IntN(100)
		var r tiebreak.Result
		switch {
		case x < drawish:
			r = tiebreak.Draw
		case x < drawish+(100-drawish)*35/100:
			r = tiebreak.WhiteWins
		case x < drawish+(100-drawish)*70/100:
			r = tiebreak.BlackWins
		case x < drawish+(100-drawish)*80/100:
			r = tiebreak.Draw
		case x < drawish+(100-drawish)*86/100:
			r = tiebreak.WhiteForfeit
		case x < drawish+(100-drawish)*92/100:
			r = tiebreak.BlackForfeit
		case x < drawish+(100-drawish)*96/100:
			r = tiebreak.DoubleForfeit
		}
		e.games[i].Result = r
	}
}

// Criteria levels: where two teams are first told apart.
const (
	byPoints = iota
	byBerlin
	byWins
	byDirect
	byTop
	byNothing
)

var levelNames = []string{"points", "Berlin", "wins", "direct encounter", "top boards", "nothing"}

func decidedAt(s *teamrank.Standings, x, y int) int {
	for i, c := range [][]float64{s.Points, s.Berlin, s.Wins, s.Direct} {
		if c[x] != c[y] {
			return i
		}
	}
	if !slices.Equal(s.Top[x], s.Top[y]) {
		return byTop
	}
	return byNothing
}

// levels counts the pairs of teams first told apart at each level.
func levels(s *teamrank.Standings) [byNothing + 1]int {
	var n [byNothing + 1]int
	for x := range s.Points {
		for y := x + 1; y < len(s.Points); y++ {
			n[decidedAt(s, x, y)]++
		}
	}
	return n
}

// compareMolter checks the workbook's team and player values against
// teamrank; calc computes formulas with excelize (trusted with sums only).
func compareMolter(t testing.TB, label string, f *excelize.File, e molterEvent, calc bool) {
	t.Helper()
	T, P := e.tab.Teams(), e.tab.Players()
	want, err := teamrank.Compute(T, P, e.games)
	if err != nil {
		t.Fatal(err)
	}
	bad := 0
	check := func(what string, got, want []float64) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("%s: %s has %d cells, want %d", label, what, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] && bad < 10 {
				bad++
				t.Errorf("%s: %s[%d] = %v, Go says %v", label, what, i+1, got[i], want[i])
			}
		}
	}
	flat := func(g [][]float64) []float64 { return slices.Concat(g...) }
	ints := func(v []int) []float64 {
		out := make([]float64, len(v))
		for i, x := range v {
			out[i] = float64(x)
		}
		return out
	}
	check("TeamPoints", numbers(t, f, "TeamPoints", calc), want.Points)
	check("TeamBerlin", numbers(t, f, "TeamBerlin", calc), want.Berlin)
	check("TeamWins", numbers(t, f, "TeamWins", calc), want.Wins)
	check("PlayerPoints", numbers(t, f, "PlayerPoints", calc), flat(want.PlayerPoints))
	check("PlayerWins", numbers(t, f, "PlayerWins", calc), flat(want.PlayerWins))
	if calc {
		return
	}
	check("TeamDirect", numbers(t, f, "TeamDirect", false), want.Direct)
	check("TeamRank", numbers(t, f, "TeamRank", false), ints(want.Rank))
	var pr []int
	for _, r := range want.PlayerRank {
		pr = append(pr, r...)
	}
	check("PlayerRank", numbers(t, f, "PlayerRank", false), ints(pr))
	// The team standings list every team once, by place.
	sheet := e.m.Lang.T(sheetMTeamStand)
	seen := map[string]bool{}
	prev := 0
	for pos := 1; pos <= T; pos++ {
		place := int(number(t, f, sheet, cell(1, pos+1), false))
		letter, _ := f.GetCellValue(sheet, cell(2, pos+1))
		ti := strings.Index(e.tab.TeamLetters(), letter)
		if letter == "" || ti < 0 || seen[letter] || place != want.Rank[ti] || place < prev {
			t.Errorf("%s: team standings row %d: %q place %d (Go: %v)", label, pos, letter, place, want.Rank)
			break
		}
		seen[letter], prev = true, place
	}
	// The individual standings too.
	sheet = e.m.Lang.T(sheetMPlayerStand)
	seenP := map[string]bool{}
	prev = 0
	for pos := 1; pos <= T*P; pos++ {
		place := int(number(t, f, sheet, cell(1, pos+1), false))
		sym, _ := f.GetCellValue(sheet, cell(2, pos+1))
		var p molter.Player
		if _, err := fmt.Sscanf(sym, "%c%d", &p.Team, &p.Order); err != nil || seenP[sym] {
			t.Errorf("%s: individual standings row %d: %q", label, pos, sym)
			break
		}
		ti := strings.IndexByte(e.tab.TeamLetters(), p.Team)
		if ti < 0 || p.Order < 1 || p.Order > P || place != want.PlayerRank[ti][p.Order-1] || place < prev {
			t.Errorf("%s: individual standings row %d: %s place %d", label, pos, sym, place)
			break
		}
		seenP[sym], prev = true, place
	}
}

func TestMolterSheetsAndNames(t *testing.T) {
	t.Parallel()
	for _, m := range []Molter{
		{Teams: 7, Players: 6},
		{Teams: 7, Players: 6, Rounds: 5, Lang: French},
		{Teams: 3, Players: 4, Rounds: 1},
		{Table: "peyrin"},
		{Teams: 13, Players: 12},
	} {
		e := newMolterEvent(t, m)
		_, f := writeMolter(t, m)
		want := []string{"Event", "Teams", "Players", "Envelopes", "Board cards", "Pairings", "Result sheets", "Team standings", "Individual standings"}
		if m.Lang == French {
			want = []string{"Tournoi", "Équipes", "Joueurs", "Enveloppes", "Cartons", "Appariements", "Grilles de résultats", "Classement des équipes", "Classement individuel"}
		}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Errorf("%s: sheets %q, want %q", e, got, want)
		}
		// Results: one cell per board of every round, in round then board
		// order; the symbols beside each are the table's.
		res := definedArea(t, f, "Results")
		if len(res.cells) != len(e.games) || len(e.games) != e.K*e.tab.Boards() {
			t.Fatalf("%s: Results has %d cells for %d games", e, len(res.cells), len(e.games))
		}
		i := 0
		for _, r := range e.rounds {
			for _, g := range r {
				col, row, _ := excelize.CellNameToCoordinates(res.cells[i])
				w, _ := f.GetCellValue(res.sheet, cell(col-2, row))
				b, _ := f.GetCellValue(res.sheet, cell(col+1, row))
				bd, _ := f.GetCellValue(res.sheet, cell(col-3, row))
				if w != g.White.String() || b != g.Black.String() || bd != fmt.Sprint(g.Board) {
					t.Fatalf("%s: Results cell %d is on the row of %s. %s – %s, want %s", e, i+1, bd, w, b, g)
				}
				i++
			}
		}
		T, P := e.tab.Teams(), e.tab.Players()
		for name, n := range map[string]int{"TeamNames": T, "TeamPoints": T, "TeamBerlin": T, "TeamWins": T,
			"TeamDirect": T, "TeamRank": T, "PlayerNames": T * P, "PlayerPoints": T * P, "PlayerWins": T * P, "PlayerRank": T * P} {
			if a := definedArea(t, f, name); len(a.cells) != n {
				t.Errorf("%s: %s has %d cells, want %d", e, name, len(a.cells), n)
			}
		}
		// The result cells take the round robin's results, and only them.
		dvs, err := f.GetDataValidations(res.sheet)
		if err != nil || len(dvs) != 1 || dvs[0].Sqref != res.cells[0]+":"+res.cells[len(res.cells)-1] ||
			!strings.Contains(dvs[0].Formula1, strings.Join(resultList(), ",")) {
			t.Errorf("%s: validation %+v %v", e, dvs, err)
		}
	}
}

// cardText is a board card as the document writes it: "15. D4 – B4".
var cardText = regexp.MustCompile(`^([0-9]+)\. ([A-Z][0-9]+) – ([A-Z][0-9]+)$`)

// TestMolterCards reads every board card back: one per board per round,
// the table's pairing, and one fill colour per round, different rounds
// different colours.
func TestMolterCards(t *testing.T) {
	t.Parallel()
	for _, m := range []Molter{{Teams: 7, Players: 6}, {Teams: 13, Players: 8, Lang: French}, {Teams: 5, Players: 4}} {
		e := newMolterEvent(t, m)
		_, f := writeMolter(t, m)
		sheet := m.Lang.T(sheetMCards)
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}           // card -> times
		fill := map[int]map[string]bool{} // round -> fills
		round := 0
		for r, row := range rows {
			for c, v := range row {
				if c == 0 && strings.HasPrefix(v, m.Lang.T(lblRound)+" ") && strings.Contains(v, " — ") {
					round++ // a round's title row
					continue
				}
				if !cardText.MatchString(v) {
					continue
				}
				got[fmt.Sprintf("%d:%s", round, v)]++
				id, _ := f.GetCellStyle(sheet, cell(c+1, r+1))
				st, _ := f.GetStyle(id)
				if fill[round] == nil {
					fill[round] = map[string]bool{}
				}
				fill[round][strings.Join(st.Fill.Color, ",")] = true
				// The round's label above the card.
				if above, _ := f.GetCellValue(sheet, cell(c+1, r)); !strings.HasPrefix(above, fmt.Sprintf("%s %d", m.Lang.T(lblRound), round)) {
					t.Errorf("%s: card %q under %q", e, v, above)
				}
			}
		}
		n := 0
		for k, r := range e.rounds {
			for _, g := range r {
				key := fmt.Sprintf("%d:%d. %s – %s", k+1, g.Board, g.White, g.Black)
				if got[key] != 1 {
					t.Errorf("%s: card %q printed %d times", e, key, got[key])
				}
				n++
			}
		}
		if len(got) != n {
			t.Errorf("%s: %d cards, want %d", e, len(got), n)
		}
		seen := map[string]bool{}
		for k := 1; k <= e.K; k++ {
			if len(fill[k]) != 1 {
				t.Errorf("%s: round %d cards in %d colours", e, k, len(fill[k]))
			}
			for c := range fill[k] {
				if seen[c] {
					t.Errorf("%s: round %d has the colour %s of an earlier round", e, k, c)
				}
				seen[c] = true
			}
		}
	}
}

// TestMolterEnvelopes finds every player's symbol once on the envelopes
// sheet, under his team's envelope.
func TestMolterEnvelopes(t *testing.T) {
	t.Parallel()
	m := Molter{Teams: 9, Players: 10}
	e := newMolterEvent(t, m)
	_, f := writeMolter(t, m)
	rows, _ := f.GetRows(m.Lang.T(sheetMEnvelopes))
	team := byte(0)
	seen := map[string]bool{}
	for _, row := range rows {
		for _, v := range row {
			if l, ok := strings.CutPrefix(v, m.Lang.T(lblEnvelope)+" "); ok {
				team = l[0]
				continue
			}
			if v == "" || strings.Contains(v, " ") {
				continue
			}
			if v[0] != team || seen[v] {
				t.Errorf("slip %q under envelope %c (or twice)", v, team)
			}
			seen[v] = true
		}
	}
	if len(seen) != e.tab.Teams()*e.tab.Players() {
		t.Errorf("%d slips, want %d", len(seen), e.tab.Teams()*e.tab.Players())
	}
}

// TestMolterResultSheets compares the colour and opponent of every player
// in every round with the table (tables.Game), and the example result
// sheets the document prints for 4, 5 and 6 teams of 4 (the spec's
// transcription; a cell an erratum corrects is compared corrected).
func TestMolterResultSheets(t *testing.T) {
	t.Parallel()
	sp, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	examples := map[[2]int]*spec.MolterSheet{}
	for _, sh := range sp.Molter.Sheets {
		examples[[2]int{sh.Teams, sh.Players}] = sh
	}
	if len(examples) != 3 {
		t.Fatalf("the spec has %d example sheets, the document 3", len(examples))
	}
	compared := 0
	for _, m := range []Molter{{Teams: 4, Players: 4}, {Teams: 5, Players: 4}, {Teams: 6, Players: 4, Lang: French}, {Teams: 7, Players: 6, Rounds: 5}} {
		e := newMolterEvent(t, m)
		_, f := writeMolter(t, m)
		l, err := newMolterLayout(m)
		if err != nil {
			t.Fatal(err)
		}
		sheet := m.Lang.T(sheetMSheets)
		T, P := e.tab.Teams(), e.tab.Players()
		read := func(t0, o, k int) (colour, opp string) {
			r := l.blockRow(t0) + 2 + o
			colour, _ = f.GetCellValue(sheet, cell(l.sheetCol(k), r))
			opp, _ = f.GetCellValue(sheet, cell(l.sheetCol(k)+1, r))
			return
		}
		white := m.Lang.T(lblW)
		for ti := 1; ti <= T; ti++ {
			letter := e.tab.TeamLetters()[ti-1]
			for o := 1; o <= P; o++ {
				me := molter.Player{Team: letter, Order: o}
				for k := 1; k <= e.K; k++ {
					r := k
					if l.auto && k == e.K {
						r = 0
					}
					g, err := e.tab.Game(r, me)
					if err != nil {
						t.Fatal(err)
					}
					wantC, wantO := m.Lang.T(lblB), g.White.String()
					if g.White == me {
						wantC, wantO = white, g.Black.String()
					}
					if c, op := read(ti, o, k); c != wantC || op != wantO {
						t.Errorf("%s: %s round %d: %s %s, the table says %s %s", e, me, k, c, op, wantC, wantO)
					}
				}
			}
		}
		sh := examples[[2]int{T, P}]
		if sh == nil {
			continue
		}
		for _, row := range sh.Rows {
			ti := strings.IndexByte(e.tab.TeamLetters(), row.Team) + 1
			me := fmt.Sprintf("%c%d", row.Team, row.Num)
			for col, c := range row.Cells {
				k := sh.Rounds[col]
				if k < 0 || c.Empty {
					continue
				}
				if k == 0 {
					k = e.K // the autonomous round comes last
				}
				colour, opp := read(ti, row.Num, k)
				printed, gotG := c.Opponent.String()+"-"+me, opp+"-"+me
				if c.Colour == 'b' {
					printed = me + "-" + c.Opponent.String()
				}
				if colour == white {
					gotG = me + "-" + opp
				}
				if printed == gotG {
					compared++
					continue
				}
				fixed := slices.ContainsFunc(sp.Errata, func(er *spec.Erratum) bool {
					return er.Table == sh.ID && er.Round == col+1 && er.Printed == printed && er.Corrected == gotG
				})
				if !fixed {
					t.Errorf("%s: line %d, %s column %d: the document prints %s, the workbook %s", sh.ID, row.Line, me, col+1, printed, gotG)
				}
			}
		}
	}
	t.Logf("%d cells of the document's result sheets agree with the workbooks", compared)
	if compared < 100 {
		t.Errorf("only %d cells compared", compared)
	}
}

// TestMolterExcelizeCalc sums with excelize's engine and compares with Go.
func TestMolterExcelizeCalc(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(4, 4))
	for _, m := range []Molter{{Teams: 4, Players: 4}, {Teams: 5, Players: 6, Rounds: 3}} {
		e := newMolterEvent(t, m)
		randomMolter(rng, &e, 20)
		data, _ := writeMolter(t, m)
		f, err := excelize.OpenReader(bytes.NewReader(fillMolter(t, data, e)))
		if err != nil {
			t.Fatal(err)
		}
		compareMolter(t, "excelize "+e.String(), f, e, true)
		f.Close()
	}
}

// TestMolterNamesAreText: team and player names from a teams file are text,
// never formulas, and reach the pairings and standings by formula.
func TestMolterNamesAreText(t *testing.T) {
	t.Parallel()
	m := Molter{Teams: 4, Players: 4, TeamList: []Team{{"=SUM(1)", []string{"+Ann", "", "@Cy"}}, {"Bees", nil}}}
	_, f := writeMolter(t, m)
	for c, want := range map[string]string{"B2": "=SUM(1)", "B3": "Bees"} {
		v, _ := f.GetCellValue("Teams", c)
		fm, _ := f.GetCellFormula("Teams", c)
		if v != want || fm != "" {
			t.Errorf("Teams!%s = %q formula %q, want text %q", c, v, fm, want)
		}
	}
	for c, want := range map[string]string{"D2": "+Ann", "D3": "", "D4": "@Cy"} {
		v, _ := f.GetCellValue("Players", c)
		if fm, _ := f.GetCellFormula("Players", c); v != want || fm != "" {
			t.Errorf("Players!%s = %q formula %q, want text %q", c, v, fm, want)
		}
	}
	// Input cells unlocked, the rest locked.
	for _, c := range []struct {
		sheet, cell string
		locked      bool
	}{{"Teams", "B2", false}, {"Teams", "C2", true}, {"Players", "D2", false}, {"Players", "E2", true}, {"Pairings", "E2", false}, {"Pairings", "D2", true}} {
		id, _ := f.GetCellStyle(c.sheet, c.cell)
		st, _ := f.GetStyle(id)
		locked := st.Protection == nil || st.Protection.Locked
		if locked != c.locked {
			t.Errorf("%s!%s locked %v, want %v", c.sheet, c.cell, locked, c.locked)
		}
	}
}

// TestMolterDefectsSaid: a table the document leaves broken says so on the
// first sheet, and refuses the rounds that need the broken part.
func TestMolterDefectsSaid(t *testing.T) {
	t.Parallel()
	tab, _ := molter.New(13, 10)
	if len(tab.Defects()) == 0 {
		t.Fatal("13 teams of 10 have no defect: internal/spec/molter.spec records two (004/42a-unprinted, 004/42a-conflicts)")
	}
	_, f := writeMolter(t, Molter{Teams: 13, Players: 10})
	v, _ := f.GetCellValue("Event", "B7")
	want, _ := molterDefect(English, tab.Defects()[0])
	if lbl, _ := f.GetCellValue("Event", "A7"); lbl != "Defects" || !strings.Contains(v, want) || !strings.Contains(v, "42a is not printed in full") {
		t.Errorf("Event!A7:B7 = %q %q, want the defects", lbl, v)
	}
	_, f = writeMolter(t, Molter{Teams: 7, Players: 6})
	if v, _ := f.GetCellValue("Event", "B7"); !strings.HasPrefix(v, "None") {
		t.Errorf("7 teams of 6: defects %q", v)
	}
	var buf bytes.Buffer
	err := WriteMolter(&buf, Molter{Teams: 13, Players: 10, Rounds: 1})
	if err == nil || !strings.Contains(err.Error(), "autonomous") || buf.Len() != 0 {
		t.Errorf("13 teams of 10 in 1 round: %v", err)
	}
}

func TestMolterBadInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		m   Molter
		msg string
	}{
		{Molter{Teams: 7, Players: 5}, "nearest covered"},
		{Molter{Teams: 2, Players: 4}, "no Molter table for 2 teams"},
		{Molter{Teams: 7, Players: 6, Rounds: 7}, "7 rounds: Tableau 17 plays 1 to 6 rounds"},
		{Molter{Teams: 3, Players: 4, Rounds: 3}, "plays 1 to 2 rounds"},
		{Molter{Table: "99"}, `no Molter table "99"`},
		{Molter{Table: "peyrin", Teams: 4}, "table peyrin is for 3 teams of 4"},
		{Molter{Teams: 4, Players: 4, TeamList: make([]Team, 5)}, "5 teams listed for 4"},
		{Molter{Teams: 4, Players: 4, TeamList: []Team{{"X", make([]string, 5)}}}, "team 1 (X) lists 5 players"},
		{Molter{Teams: 4, Players: 4, Lang: "de"}, `language "de"`},
	} {
		var buf bytes.Buffer
		if err := WriteMolter(&buf, c.m); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: error %v, want %q", c.m, err, c.msg)
		}
	}
}

// TestMolterEveryConfiguration builds the workbook of every configuration
// the document covers, at its longest event, and checks its Results count;
// of the 3-team tables put end to end (14 to 100 players) only the largest.
func TestMolterEveryConfiguration(t *testing.T) {
	t.Parallel()
	for _, sz := range molter.Sizes() {
		if sz.Teams == 3 && sz.Players > 12 && sz.Players < 100 {
			continue
		}
		m := Molter{Teams: sz.Teams, Players: sz.Players}
		if sz.Alternative {
			m.Table = sz.Table
		}
		tab, err := m.MolterTable()
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WriteMolter(&buf, m); err != nil {
			t.Fatalf("%+v: %v", sz, err)
		}
		f, err := excelize.OpenReader(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if a := definedArea(t, f, "Results"); len(a.cells) != tab.MaxRounds()*tab.Boards() {
			t.Errorf("%+v: %d result cells, want %d", sz, len(a.cells), tab.MaxRounds()*tab.Boards())
		}
		f.Close()
	}
}
