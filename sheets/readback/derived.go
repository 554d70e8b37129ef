package readback

import (
	"fmt"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// Nothing typed is ignored: the cells a workbook computes (the match
// scores of a team round robin, its standings, its match sheets, a cross
// table's totals, the teams' and players' points of Molter and
// Scheveningen) are formulas the reader does not read, the standings being
// computed again from the results. A value typed over one of them (an
// arbiter used to an older workbook typing the match scores, or one who
// unprotected a sheet) would be lost without a word: it is refused, naming
// the cell and where to type instead.

// kindTypedOver is the problem of a formula cell that holds a value.
const kindTypedOver = "a formula of the workbook replaced by a value"

// derivedName is a defined name whose every cell holds a formula, and
// what it is, for messages.
type derivedName struct{ name, what string }

// derivedNames are the formula cells of every family, found by their
// defined names (a workbook without one has nothing to check there).
var derivedNames = []derivedName{
	// Round robin (Berger, Rutsch).
	{contract.Points, "the points"}, {contract.SonnebornBerger, "the Sonneborn-Berger"}, {contract.Wins, "the wins"},
	{contract.Rank, "the rank"}, {contract.ResultsEntered, "the count of results entered"},
	{contract.InvalidResults, "the count of results refused"},
	// Molter.
	{contract.TeamPoints, "the team's points"}, {contract.TeamBerlin, "the team's Berlin score"},
	{contract.PlayerPoints, "the player's points"}, {contract.PlayerWins, "the player's wins"}, {contract.PlayerRank, "the player's rank"},
	// Scheveningen.
	{contract.ScoreA, "team A's score"}, {contract.ScoreB, "team B's score"}, {contract.RoundScoreA, "team A's score in the round"},
	{contract.RoundScoreB, "team B's score in the round"}, {contract.PlayerPointsA, "the player's points"},
	{contract.PlayerPointsB, "the player's points"},
	// Team round robin: the standings on the Teams sheet.
	{contract.TeamMatchPoints, "the team's match points"}, {contract.TeamBoardPoints, "the team's board points"},
	{contract.TeamRank, "the team's rank"}, {contract.HomeMatches, "the team's home matches"},
	{contract.AwayMatches, "the team's away matches"}, {contract.NeutralMatches, "the team's matches at a neutral venue"},
	{contract.Byes, "the team's byes"}, {contract.TeamStandings, "the standings"},
}

// formulasKept adds a problem for every cell of the derived names (and of
// a team round robin's match scores and match sheets, given by t) that
// holds no formula.
func (b *book) formulasKept(t *TeamRoundRobin) {
	input := "the results"
	for _, name := range []string{contract.BoardResults, contract.Results} {
		if a, err := b.area(name, ""); err == nil {
			input = fmt.Sprintf("the results, typed in %s", rangeName(a))
			break
		}
	}
	for _, d := range derivedNames {
		a, err := b.area(d.name, "")
		if err != nil {
			continue
		}
		for row := a.row1; row <= a.row2; row++ {
			for col := a.col1; col <= a.col2; col++ {
				b.formulaAt(a, col, row, fmt.Sprintf("the workbook computes %s (%s) from %s", d.what, d.name, input))
			}
		}
	}
	if t != nil && t.Boards > 0 {
		b.teamFormulas(t)
	}
}

// teamFormulas checks the match scores of the Schedule sheet (HomeScores,
// AwayScores: formulas since the board results are the input) and the
// match sheets (MatchSheets).
func (b *book) teamFormulas(t *TeamRoundRobin) {
	res, err := b.area(contract.BoardResults, "")
	if err != nil {
		return
	}
	boardsOf := func(i int) string {
		a := area{sheet: res.sheet, col1: res.col1, col2: res.col1, row1: res.row1 + i*t.Boards, row2: res.row1 + (i+1)*t.Boards - 1}
		return rangeName(a)
	}
	for _, name := range []string{contract.HomeScores, contract.AwayScores} {
		a, err := b.area(name, "")
		if err != nil {
			continue
		}
		for row := a.row1; row <= a.row2 && row-a.row1 < len(t.Matches); row++ {
			b.formulaAt(a, a.col1, row, fmt.Sprintf("the workbook computes the match score (%s) from the match's board results: type each board's result on the %s sheet, in %s", name, res.sheet, boardsOf(row-a.row1)))
		}
	}
	// The rest of a Schedule row by formula: the teams' names and the
	// check column (an older workbook without their names: left of the
	// home score, two right of the away score; after the venue, and after
	// the exempt team for an odd N).
	if home, err := b.area(contract.HomeScores, ""); err == nil {
		cols := b.besideAll(home, []string{contract.HomeTeamNames, contract.AwayTeamNames, contract.MatchChecks}, []int{-1, 3, 5 + t.N%2})
		for row := home.row1; row <= home.row2 && row-home.row1 < len(t.Matches); row++ {
			hint := fmt.Sprintf("the Schedule sheet shows what the Teams and %s sheets hold: type the teams' names on the Teams sheet and each board's result in %s", res.sheet, boardsOf(row-home.row1))
			for _, col := range cols {
				b.formulaAt(col, col.col1, row, hint)
			}
		}
	}
	// The Teams sheet's played, won, drawn and lost (an older workbook
	// without their name: the four columns before the match points).
	if mp, err := b.area(contract.TeamMatchPoints, ""); err == nil {
		rec := b.besideWide(contract.MatchRecords, mp, -4, 4)
		for row := rec.row1; row <= rec.row2; row++ {
			for col := rec.col1; col <= rec.col2; col++ {
				b.formulaAt(rec, col, row, fmt.Sprintf("the workbook computes the team's matches played, won, drawn and lost from the results, typed in %s", rangeName(res)))
			}
		}
	}
	ms, err := b.area(contract.MatchSheets, "")
	if err != nil {
		return
	}
	height := t.Boards + 7
	for i := range t.Matches {
		top := ms.row1 + i*height
		if top+3+t.Boards > ms.row2 {
			break
		}
		hint := fmt.Sprintf("the match sheets (%s) show what the Teams and %s sheets hold: type each board's result and any other player's name on the %s sheet, in %s and beside it", contract.MatchSheets, res.sheet, res.sheet, boardsOf(i))
		for _, col := range []int{ms.col1 + 2, ms.col1 + 4} {
			b.formulaAt(ms, col, top+2, hint)          // the teams
			b.formulaAt(ms, col, top+3+t.Boards, hint) // the total
		}
		for k := range t.Boards {
			for col := ms.col1 + 2; col <= ms.col1+4; col++ {
				b.formulaAt(ms, col, top+3+k, hint)
			}
		}
	}
}

// formulaAt adds a problem when the cell at col, row of a's sheet holds no
// formula: a value typed over it, or the formula deleted.
func (b *book) formulaAt(a area, col, row int, hint string) {
	if _, bad := b.sheetErr[a.sheet]; bad {
		return
	}
	name, err := excelize.CoordinatesToCellName(col, row)
	if err != nil {
		return
	}
	if f, err := b.f.GetCellFormula(a.sheet, name); err != nil || f != "" {
		return
	}
	if v := b.value(a, col, row); v != "" {
		b.add(kindTypedOver, "%s: %s typed over the workbook's formula: %s; put the formula back (undo, or copy the cell from a workbook mkxlsx writes)", a.cell(col, row), quote(v), hint)
		return
	}
	b.add(kindTypedOver, "%s: the workbook's formula was deleted: %s; put the formula back (undo, or copy the cell from a workbook mkxlsx writes)", a.cell(col, row), hint)
}

// rangeName is a's range as a message names it ("Boards!F2:F5").
func rangeName(a area) string {
	s := a.cell(a.col1, a.row1)
	if a.col1 != a.col2 || a.row1 != a.row2 {
		end, _ := excelize.CoordinatesToCellName(a.col2, a.row2)
		s += ":" + end
	}
	return s
}
