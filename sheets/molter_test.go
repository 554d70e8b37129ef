package sheets

import (
	"bytes"
	"fmt"
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

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
	src    MolterEvent  // the table: a molter.Table or a molter.Constructed
	tab    molter.Table // the document's table; zero for a constructed one
	K      int
	rounds [][]molter.Game
	games  []teamrank.Game
}

func newMolterEvent(t testing.TB, m Molter) molterEvent {
	t.Helper()
	src, err := m.MolterSource()
	if err != nil {
		t.Fatal(err)
	}
	k := m.Rounds
	if k == 0 {
		switch x := src.(type) {
		case molter.Table:
			k = x.MaxRounds()
		case molter.Constructed:
			k = x.Rounds()
		}
	}
	rounds, err := src.Event(k)
	if err != nil {
		t.Fatal(err)
	}
	e := molterEvent{m: m, src: src, K: k, rounds: rounds}
	e.tab, _ = src.(molter.Table)
	player := func(p molter.Player) teamrank.Player {
		return teamrank.Player{Team: e.teamIndex(p.Team) + 1, Order: p.Order}
	}
	for _, r := range rounds {
		for _, g := range r {
			e.games = append(e.games, teamrank.Game{White: player(g.White), Black: player(g.Black)})
		}
	}
	return e
}

// table is the document's number of e's table, or "constructed".
func (e molterEvent) table() string {
	if e.tab == (molter.Table{}) {
		return molter.SourceConstructed
	}
	return e.tab.Table()
}

// teamIndex is the index (0 for A) of the team a Player.Team byte holds:
// the document's letters (TeamLetters), or a constructed table's, where
// AA, AB, … are the bytes a, b, … (checked against molter.TeamName).
func (e molterEvent) teamIndex(b byte) int {
	if e.tab != (molter.Table{}) {
		return strings.IndexByte(e.tab.TeamLetters(), b)
	}
	for i := range e.src.Teams() {
		if (molter.Player{Team: b, Order: 1}).String() == molter.TeamName(i)+"1" {
			return i
		}
	}
	return -1
}

// teamNamed is the index of the team the workbook names (A, AB), or -1.
func (e molterEvent) teamNamed(name string) int {
	for i := range e.src.Teams() {
		if molter.TeamName(i) == name {
			return i
		}
	}
	return -1
}

// gameOf is me's game in round k: by Table.Game for the document's table
// (round 0 when auto: the autonomous round), found in the rounds of
// Constructed.Event for a constructed one.
func (e molterEvent) gameOf(auto bool, k int, me molter.Player) (molter.Game, error) {
	if e.tab != (molter.Table{}) {
		if auto {
			k = 0
		}
		return e.tab.Game(k, me)
	}
	for _, g := range e.rounds[k-1] {
		if g.White == me || g.Black == me {
			return g, nil
		}
	}
	return molter.Game{}, fmt.Errorf("%s has no game in round %d", me, k)
}

func (e molterEvent) String() string {
	return fmt.Sprintf("%d teams of %d (%s), %d rounds, %s", e.src.Teams(), e.src.Players(), e.table(), e.K, e.m.Lang)
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
			r = tiebreak.WhiteWinsByForfeit
		case x < drawish+(100-drawish)*92/100:
			r = tiebreak.BlackWinsByForfeit
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
	T, P := e.src.Teams(), e.src.Players()
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
		ti := e.teamNamed(letter)
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
		m := playerSymbol.FindStringSubmatch(sym)
		if m == nil || seenP[sym] {
			t.Errorf("%s: individual standings row %d: %q", label, pos, sym)
			break
		}
		ti, order := e.teamNamed(m[1]), atoi(m[2])
		if ti < 0 || order < 1 || order > P || place != want.PlayerRank[ti][order-1] || place < prev {
			t.Errorf("%s: individual standings row %d: %s place %d", label, pos, sym, place)
			break
		}
		seenP[sym], prev = true, place
	}
}

// playerSymbol is a player's symbol: his team's name (A, AB) and order.
var playerSymbol = regexp.MustCompile(`^([A-Z]+)([0-9]+)$`)

func TestMolterSheetsAndNames(t *testing.T) {
	t.Parallel()
	for _, m := range []Molter{
		{Teams: 7, Players: 6},
		{Teams: 7, Players: 6, Rounds: 5, Lang: French},
		{Teams: 3, Players: 4, Rounds: 1},
		{Table: "peyrin"},
		{Teams: 13, Players: 12},
		{Teams: 14, Players: 6, Rounds: 4}, // no document table: the constructed one
		{Teams: 15, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: French},
		{Teams: 27, Players: 4, Rounds: 3, Source: molter.SourceConstructed},
		{Teams: 7, Players: 6, Source: molter.SourceConstructed, Lang: French},
	} {
		e := newMolterEvent(t, m)
		_, f := writeMolter(t, m)
		want := []string{"Event", "Teams", "Players", "Envelopes", "Board cards", "Pairings", "Result sheets", "Team standings", "Individual standings", "FIDE report", "Rosters"}
		if m.Lang == French {
			want = []string{"Tournoi", "Équipes", "Joueurs", "Enveloppes", "Cartons", "Appariements", "Grilles de résultats", "Classement des équipes", "Classement individuel", "Rapport FIDE", "Effectifs"}
		}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Errorf("%s: sheets %q, want %q", e, got, want)
		}
		// Results: one cell per board of every round, in round then board
		// order; the symbols beside each are the table's.
		res := definedArea(t, f, "Results")
		if len(res.cells) != len(e.games) || len(e.games) != e.K*e.src.Boards() {
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
		T, P := e.src.Teams(), e.src.Players()
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
var cardText = regexp.MustCompile(`^([0-9]+)\. ([A-Z]+[0-9]+) – ([A-Z]+[0-9]+)$`)

// TestMolterCards reads every board card back: one per board per round,
// the table's pairing, and one fill colour per round, different rounds
// different colours.
func TestMolterCards(t *testing.T) {
	t.Parallel()
	for _, m := range []Molter{{Teams: 7, Players: 6}, {Teams: 13, Players: 8, Lang: French}, {Teams: 5, Players: 4},
		{Teams: 14, Players: 6, Rounds: 4, Lang: French}, {Teams: 27, Players: 4, Rounds: 3, Source: molter.SourceConstructed}} {
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
	for _, m := range []Molter{{Teams: 9, Players: 10}, {Teams: 27, Players: 4, Rounds: 2, Source: molter.SourceConstructed}} {
		e := newMolterEvent(t, m)
		_, f := writeMolter(t, m)
		rows, _ := f.GetRows(m.Lang.T(sheetMEnvelopes))
		team := ""
		seen := map[string]bool{}
		for _, row := range rows {
			for _, v := range row {
				if l, ok := strings.CutPrefix(v, m.Lang.T(lblEnvelope)+" "); ok {
					team = l
					continue
				}
				if v == "" || strings.Contains(v, " ") {
					continue
				}
				if p := playerSymbol.FindStringSubmatch(v); p == nil || p[1] != team || seen[v] {
					t.Errorf("%s: slip %q under envelope %s (or twice)", e, v, team)
				}
				seen[v] = true
			}
		}
		want := map[string]bool{}
		for _, r := range e.rounds {
			for _, g := range r {
				want[g.White.String()], want[g.Black.String()] = true, true
			}
		}
		if !maps.Equal(seen, want) || len(seen) != e.src.Teams()*e.src.Players() {
			t.Errorf("%s: %d slips, want the %d players of the table", e, len(seen), e.src.Teams()*e.src.Players())
		}
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
	for _, m := range []Molter{{Teams: 4, Players: 4}, {Teams: 5, Players: 4}, {Teams: 6, Players: 4, Lang: French}, {Teams: 7, Players: 6, Rounds: 5},
		{Teams: 14, Players: 6, Rounds: 4}, {Teams: 15, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: French},
		{Teams: 27, Players: 4, Rounds: 3, Source: molter.SourceConstructed}} {
		e := newMolterEvent(t, m)
		_, f := writeMolter(t, m)
		l, err := newMolterLayout(m)
		if err != nil {
			t.Fatal(err)
		}
		sheet := m.Lang.T(sheetMSheets)
		T, P := e.src.Teams(), e.src.Players()
		read := func(t0, o, k int) (colour, opp string) {
			r := l.blockRow(t0) + 2 + o
			colour, _ = f.GetCellValue(sheet, cell(l.sheetCol(k), r))
			opp, _ = f.GetCellValue(sheet, cell(l.sheetCol(k)+1, r))
			return
		}
		white := m.Lang.T(lblW)
		for ti := 1; ti <= T; ti++ {
			for o := 1; o <= P; o++ {
				me := molter.Player{Team: molter.TeamLetter(ti - 1), Order: o}
				if e.tab != (molter.Table{}) {
					me.Team = e.tab.TeamLetters()[ti-1]
				}
				for k := 1; k <= e.K; k++ {
					g, err := e.gameOf(l.auto && k == e.K, k, me)
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
			ti := e.teamIndex(row.Team) + 1
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
	for _, m := range []Molter{{Teams: 4, Players: 4}, {Teams: 5, Players: 6, Rounds: 3},
		{Teams: 14, Players: 6, Rounds: 4, Lang: French}, {Teams: 15, Players: 4, Rounds: 3, Source: molter.SourceConstructed}} {
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
	m := Molter{Teams: 4, Players: 4, TeamList: []Team{{"=SUM(1)", []string{"+Ann", "", "@Cy"}, nil}, {"Bees", nil, nil}}}
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
	// An odd number of rounds ends with the autonomous round the generator
	// built to the document's rules: the workbook says it is not printed,
	// in its language.
	for _, c := range []struct {
		m    Molter
		want string
	}{
		{Molter{Teams: 13, Players: 10, Rounds: 1}, "1 round: an autonomous round 43a, which the document does not print, built to its rules."},
		{Molter{Teams: 13, Players: 12, Rounds: 3, Lang: French}, "3 rondes : les rondes 1 à 2 du tableau, puis une ronde autonome 42a, que le document n'imprime pas, construite selon ses règles, comme ronde 3."},
	} {
		_, f := writeMolter(t, c.m)
		rows, _ := f.GetRows(f.GetSheetList()[0])
		found := false
		for _, r := range rows {
			found = found || slices.Contains(r, c.want)
		}
		if !found {
			t.Errorf("%d teams of %d in %d rounds: no %q on the event sheet", c.m.Teams, c.m.Players, c.m.Rounds, c.want)
		}
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
		{Molter{Teams: 7, Players: 6, Rounds: 7}, "rounds 7: Tableau 17 plays 1 to 6 rounds"},
		{Molter{Teams: 3, Players: 4, Rounds: 3}, "plays 1 to 2 rounds"},
		{Molter{Table: "99"}, "table 99: no such table in the document (tables: 1 2 3 "},
		{Molter{Table: "peyrin", Teams: 4}, "teams 4: Tableau peyrin is for 3 teams of 4 players"},
		{Molter{Teams: 4, Players: 4, TeamList: make([]Team, 5)}, "5 teams listed for 4"},
		{Molter{Teams: 4, Players: 4, TeamList: []Team{{"X", make([]string, 5), nil}}}, "team 1 (X) lists 5 players"},
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

// TestMolterConstructed: a workbook on a constructed table says so and
// gives the event's grade (tables/molter) on its event sheet, in its
// language; the names of a teams file reach the pairings on the players
// the table pairs (AA and AB past Z); without Source the document's table
// is used where it has the shape, the constructed one elsewhere.
func TestMolterConstructed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		m      Molter
		source string // the words the event sheet must hold
	}{
		{Molter{Teams: 14, Players: 6, Rounds: 4}, "constructed for this shape, not printed in the document"},
		{Molter{Teams: 15, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: French}, "construit pour ce format, non imprimé dans le document"},
		{Molter{Teams: 27, Players: 4, Rounds: 3, Source: molter.SourceConstructed,
			TeamList: []Team{{"Ajaccio", []string{"Ann", "Bo"}, nil}, 25: {"Zurich", []string{"Zoe"}, nil}, 26: {"Aarau", []string{"Al", "", "Cy", "Di"}, nil}}},
			"constructed for this shape, not printed in the document"},
		{Molter{Teams: 7, Players: 6, Rounds: 2, Source: molter.SourceConstructed}, "constructed for this shape, not printed in the document"},
	} {
		e := newMolterEvent(t, c.m)
		cons, ok := e.src.(molter.Constructed)
		if !ok {
			t.Fatalf("%s: source %T, want the constructed table", e, e.src)
		}
		_, f := writeMolter(t, c.m)
		sheet := f.GetSheetList()[0]
		rows, _ := f.GetRows(sheet)
		grade, err := cons.Grade(e.K)
		if err != nil {
			t.Fatal(err)
		}
		var said []string
		for _, r := range rows {
			if len(r) == 2 && r[0] == c.m.Lang.T(lblEvGrade) {
				said = append(said, r[1])
			}
		}
		pub, err := cons.Published(e.K)
		if err != nil {
			t.Fatal(err)
		}
		// The grade, its measures in words (no measure numbers, no command
		// to run), and the published grade with its points.
		if len(said) != 1 || !strings.Contains(strings.ToLower(said[0]), c.source) || !strings.Contains(said[0], " "+grade+" ") && !strings.Contains(said[0], " "+grade+",") ||
			!strings.Contains(said[0], fmt.Sprintf(": %s (%s %d", pub.Letter, c.m.Lang.T(Text{"penalty", "pénalité"}), pub.Points)) || strings.Contains(said[0], "molter-report") {
			t.Errorf("%s: grade rows %q, want the source %q, grade %s and published %s %d", e, said, c.source, grade, pub.Letter, pub.Points)
		}
		if v, _ := f.GetCellValue(sheet, "B3"); !strings.Contains(strings.ToLower(v), c.source) {
			t.Errorf("%s: origin %q", e, v)
		}
		// The pairings' names, computed: the teams file's names on the
		// players the table pairs.
		name := func(p molter.Player) string {
			ti := e.teamIndex(p.Team)
			if ti < len(c.m.TeamList) && p.Order <= len(c.m.TeamList[ti].Players) {
				return c.m.TeamList[ti].Players[p.Order-1]
			}
			return ""
		}
		res := definedArea(t, f, "Results")
		named := 0
		i := 0
		for _, r := range e.rounds {
			for _, g := range r {
				col, row, _ := excelize.CellNameToCoordinates(res.cells[i])
				i++
				for _, x := range []struct {
					col int
					p   molter.Player
				}{{col - 1, g.White}, {col + 2, g.Black}} {
					got, err := f.CalcCellValue(res.sheet, cell(x.col, row))
					if err != nil || got != name(x.p) {
						t.Fatalf("%s: %s = %q (%v), want %s's name %q", e, cell(x.col, row), got, err, x.p, name(x.p))
					}
					if got != "" {
						named++
					}
				}
			}
		}
		if len(c.m.TeamList) > 0 && named != 6*e.K {
			t.Errorf("%s: %d names on the pairings, want the 6 players named × %d rounds", e, named, e.K)
		}
	}
	// 30 teams of 16: the cards of three-digit boards between teams past
	// Z ("194. AA13 – AD13") print beyond a card at 20 points (seen in
	// LibreOffice's PDF): smaller; every other card at 20 points, as the
	// document's.
	m := Molter{Teams: 30, Players: 16, Rounds: 1, Source: molter.SourceConstructed}
	_, f := writeMolter(t, m)
	rows, _ := f.GetRows(m.Lang.T(sheetMCards))
	small := 0
	for r, row := range rows {
		for c, v := range row {
			g := cardText.FindStringSubmatch(v)
			if g == nil {
				continue
			}
			id, _ := f.GetCellStyle(m.Lang.T(sheetMCards), cell(c+1, r+1))
			st, _ := f.GetStyle(id)
			// Wider than the document's widest ("150. C100 – A100"):
			// 16 characters with a two-letter team.
			wide := utf8.RuneCountInString(v) > 15 && (len(playerSymbol.FindStringSubmatch(g[2])[1]) == 2 || len(playerSymbol.FindStringSubmatch(g[3])[1]) == 2)
			if size := st.Font.Size; (wide && (size >= 20 || size < 10)) || (!wide && size != 20) {
				t.Errorf("card %q at %v points", v, size)
			}
			if wide {
				small++
			}
		}
	}
	if small == 0 {
		t.Error("30 teams of 16: no card between two teams past Z on a three-digit board")
	}
	// Without Source: the document's table where it has the shape (the
	// same bytes as with SourceDocument), the constructed one elsewhere;
	// SourceDocument refuses a shape the document lacks.
	doc, _ := writeMolter(t, Molter{Teams: 7, Players: 6})
	if again, _ := writeMolter(t, Molter{Teams: 7, Players: 6, Source: molter.SourceDocument}); !bytes.Equal(doc, again) {
		t.Error("7 teams of 6: Source document differs from the default")
	}
	if cons, _ := writeMolter(t, Molter{Teams: 7, Players: 6, Source: molter.SourceConstructed}); bytes.Equal(doc, cons) {
		t.Error("7 teams of 6: the constructed workbook is the document's")
	}
	for _, c := range []struct {
		m   Molter
		msg string
	}{
		{Molter{Teams: 14, Players: 6, Source: molter.SourceDocument}, "no Molter table for 14 teams of 6"},
		{Molter{Teams: 65, Players: 6, Source: molter.SourceConstructed}, "3 to 64 teams"},
		{Molter{Teams: 14, Players: 5}, "nearest covered"},
		{Molter{Table: "17", Source: molter.SourceConstructed}, "table 17: a table of the document: a constructed table is chosen by its teams and players"},
		{Molter{Teams: 14, Players: 6, Source: "printed"}, `source "printed"`},
		{Molter{Teams: 14, Players: 6, Rounds: 14}, "1 to 13 rounds"},
	} {
		var buf bytes.Buffer
		if err := WriteMolter(&buf, c.m); err == nil || !strings.Contains(err.Error(), c.msg) || buf.Len() != 0 {
			t.Errorf("%+v: error %v, want %q", c.m, err, c.msg)
		}
	}
}

// TestMolterBeyond30: a workbook of more than 30 teams plays the event
// built when asked and gives, in both languages, its grade on both scales
// as a workbook of 30 teams or fewer does (the library's grades:
// tables/molter's tests hold them to the contract), never an empty,
// made-up or "not graded" one.
func TestMolterBeyond30(t *testing.T) {
	cons, err := molter.NewConstructed(40, 4)
	if err != nil {
		t.Fatal(err)
	}
	g, err := cons.Grade(3)
	if err != nil {
		t.Fatal(err)
	}
	p, err := cons.Published(3)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang Lang
		want string
	}{
		{English, ""}, {French, ""},
	} {
		c.want = c.lang.T(noteMolterGradeCons) + g + c.lang.F(notePublished, p.Letter, p.Points)
		if g == "A" { // the words of an A between the grade and the published scale
			c.want = c.lang.T(noteMolterGradeCons) + g + c.lang.T(noteMolterGradeA) + c.lang.F(notePublished, p.Letter, p.Points)
		}
		_, f := writeMolter(t, Molter{Teams: 40, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: c.lang})
		found := false
		for _, sh := range f.GetSheetList() {
			rows, err := f.GetRows(sh)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rows {
				for _, v := range r {
					if strings.Contains(v, c.want) {
						found = true
					}
					if strings.Contains(v, ": ?") || strings.HasSuffix(v, "Grade of this event: ") || strings.Contains(v, "not graded") || strings.Contains(v, "non noté") {
						t.Errorf("%s: a grade left blank: %q", sh, v)
					}
				}
			}
		}
		if !found {
			t.Errorf("%v: no %q in the workbook", c.lang, c.want)
		}
	}
}

// TestMolterConstructedProvenance: the event sheet says where a
// constructed event comes from as tables/molter's Provenance says it, in
// both languages: the layered construction's event of exactly K rounds (3
// to 30 teams, graded in advance; beyond, graded when built), or the
// offline search's stored table.
func TestMolterConstructedProvenance(t *testing.T) {
	// The rounds rows written out here, not taken from the labels ("1
	// round", never "1 rounds" nor "rounds 1 to 1").
	for _, c := range []struct {
		T, P, K            int
		prov               string
		origin             Text
		roundsEn, roundsFr string
	}{
		{10, 4, 3, molter.ProvenanceLayered, molterConsOriginLayered,
			"3 rounds: built for exactly this number of rounds (the construction builds 1 to 9).",
			"3 rondes : bâti pour ce nombre de rondes exactement (la construction en bâtit de 1 à 9)."},
		{40, 4, 3, molter.ProvenanceLayeredAsked, molterConsOriginBuilt,
			"3 rounds: built for exactly this number of rounds (the construction builds 1 to 39).",
			"3 rondes : bâti pour ce nombre de rondes exactement (la construction en bâtit de 1 à 39)."},
		{20, 8, 9, molter.ProvenanceOwn, molterConsOrigin,
			"9 rounds: a table of its own, better than rounds 1 to 9 of the table (it has 19).",
			"9 rondes : un tableau propre, meilleur que les rondes 1 à 9 du tableau (qui en a 19)."},
		{6, 4, 2, molter.ProvenanceStored, molterConsOrigin,
			"2 rounds: rounds 1 to 2 of the table (it has 5).",
			"2 rondes : les rondes 1 à 2 du tableau (qui en a 5)."},
		{4, 4, 1, molter.ProvenanceLayered, molterConsOriginLayered,
			"1 round: built for exactly this number of rounds (the construction builds 1 to 3).",
			"1 ronde : bâti pour ce nombre de rondes exactement (la construction en bâtit de 1 à 3)."},
	} {
		cons, err := molter.NewConstructed(c.T, c.P)
		if err != nil {
			t.Fatal(err)
		}
		if p, err := cons.Provenance(c.K, ""); p != c.prov || err != nil {
			t.Fatalf("%d×%d, %d rounds: provenance %q (%v), want %q", c.T, c.P, c.K, p, err, c.prov)
		}
		for _, lang := range []Lang{English, French} {
			_, f := writeMolter(t, Molter{Teams: c.T, Players: c.P, Rounds: c.K, Source: molter.SourceConstructed, Lang: lang})
			sh := f.GetSheetList()[0]
			rows, err := f.GetRows(sh)
			if err != nil {
				t.Fatal(err)
			}
			text := ""
			for _, r := range rows {
				text += strings.Join(r, "\t") + "\n"
			}
			want := c.roundsEn
			if lang == French {
				want = c.roundsFr
			}
			if !strings.Contains(text, lang.T(c.origin)) || !strings.Contains(text, want) {
				t.Errorf("%d×%d, %d rounds, %v: the event sheet %s lacks %q or %q", c.T, c.P, c.K, lang, sh, lang.T(c.origin), want)
			}
		}
	}
}

// TestMolterTitleRounds: the event sheet's title (A1) and, for a
// constructed event, the table it plays (B2) give the event's number of
// rounds, not the most the shape has (39 for 40 teams, 9 for 10), in both
// languages, "1 round" alone; a table of the document keeps its own
// rounds in B2 (Tableau 17 has 6), the event's in the title. The words are
// written out here, not taken from the labels.
func TestMolterTitleRounds(t *testing.T) {
	for _, c := range []struct {
		m          Molter
		title, tab string
	}{
		{Molter{Teams: 40, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: English},
			"Molter system: 40 teams of 4 players, 3 rounds", "Constructed table: 40 teams of 4 players, 3 rounds"},
		{Molter{Teams: 40, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: French},
			"Système Molter : 40 équipes de 4 joueurs, 3 rondes", "Tableau construit : 40 équipes de 4 joueurs, 3 rondes"},
		{Molter{Teams: 10, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: English},
			"Molter system: 10 teams of 4 players, 3 rounds", "Constructed table: 10 teams of 4 players, 3 rounds"},
		{Molter{Teams: 10, Players: 4, Rounds: 3, Source: molter.SourceConstructed, Lang: French},
			"Système Molter : 10 équipes de 4 joueurs, 3 rondes", "Tableau construit : 10 équipes de 4 joueurs, 3 rondes"},
		{Molter{Teams: 3, Players: 6, Rounds: 1, Source: molter.SourceConstructed, Lang: English},
			"Molter system: 3 teams of 6 players, 1 round", "Constructed table: 3 teams of 6 players, 1 round"},
		{Molter{Teams: 3, Players: 6, Rounds: 1, Source: molter.SourceConstructed, Lang: French},
			"Système Molter : 3 équipes de 6 joueurs, 1 ronde", "Tableau construit : 3 équipes de 6 joueurs, 1 ronde"},
		{Molter{Teams: 7, Players: 12, Rounds: 3, Lang: English},
			"Molter system: 7 teams of 12 players, 3 rounds", "Table 17: 7 teams of 12 players, 6 rounds"},
		{Molter{Teams: 7, Players: 12, Rounds: 3, Lang: French},
			"Système Molter : 7 équipes de 12 joueurs, 3 rondes", "Tableau 17 : 7 équipes de 12 joueurs, 6 rondes"},
	} {
		_, f := writeMolter(t, c.m)
		sh := f.GetSheetList()[0]
		for _, cell := range []struct{ ref, want string }{{"A1", c.title}, {"B2", c.tab}} {
			if got, err := f.GetCellValue(sh, cell.ref); err != nil || got != cell.want {
				t.Errorf("%d×%d, %d rounds, %v: %s!%s = %q (%v), want %q", c.m.Teams, c.m.Players, c.m.Rounds, c.m.Lang, sh, cell.ref, got, err, cell.want)
			}
		}
	}
}
