package sheets

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// The Tie-breaks sheet of a team round robin: the FIDE C.07 team
// tie-breaks a spreadsheet computes, by live formula, one row a team by
// number, one column a code (internal/teamrank defines each, and is the
// reference these formulas are tested against). DE, EDE, EDET, EDEB, TBR and BBE rank
// the teams still tied after the tie-breaks before them, an order the
// competition's rules choose: mkxlsx read computes them (-tiebreaks), as
// the sheet's note says.

// teamTieBreakCodes are the sheet's columns after the number and the name.
var teamTieBreakCodes = []string{"MP", "GP", "MPVGP", "WIN", "WON", "SB", "ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "BC", "SSSC"}

// Rows and columns of the Tie-breaks sheet: the teams from row 3; the
// helper columns (hidden) from xFirst: one row a match, then one row a
// board game.
const (
	xbRow   = 3
	xbCode  = 3 // the first code's column
	xbMatch = 20
)

// Helper columns of a match (rows xbRow…): home and away numbers, their
// match points and game points in the match, home and away won, played
// over the board (not forfeited whole), the two teams' MP and GP overall.
const (
	xmHome = xbMatch + iota
	xmAway
	xmHomeMP
	xmAwayMP
	xmHomeGP
	xmAwayGP
	xmHomeWon
	xmAwayWon
	xmOver
	xmHomeTotMP
	xmAwayTotMP
	xmHomeTotGP
	xmAwayTotGP
	xmPlayed
	// A board game (rows xbRow…): its board, white's and black's numbers
	// and points, counted once the match is entered.
	xgBoard
	xgWhiteNo
	xgBlackNo
	xgWhitePts
	xgBlackPts
	xgLast = xgBlackPts
)

// tieBreakSteps fills the Tie-breaks sheet and names its cells.
func (l *teamLayout) tieBreakSteps() []step {
	name := l.Lang.T(sheetTTieBreaks)
	last := xbCode + len(teamTieBreakCodes) - 1
	return []step{fill(name, l.tieBreaks), func(b *book) error {
		if err := b.Name(contract.TeamTieBreakCodes, name, xbCode, xbRow-1, last, xbRow-1); err != nil {
			return err
		}
		return b.Name(contract.TeamTieBreaks, name, xbCode, xbRow, last, xbRow+l.N-1)
	}}
}

func (l *teamLayout) tieBreaks(b *book, s *sheet) (page, error) {
	st := b.Style
	note := b.Lang.T(noteTieBreaks)
	last := xbCode + len(teamTieBreakCodes) - 1
	s.Value(1, 1, note, st.Note)
	s.Merge(1, 1, last, 1)
	s.Height(1, noteHeight(note, 6+26+9*float64(len(teamTieBreakCodes))))
	s.Heads(xbRow-1, lblNo, lblName)
	for i, c := range teamTieBreakCodes {
		s.Value(xbCode+i, xbRow-1, c, st.Header)
	}
	M, rows := len(l.matches), len(l.matches)*l.Boards
	col := func(c, n int) string { return absRange(s.Name, c, xbRow, c, xbRow+n-1) }
	sched := func(c, i int) string { return absRef(l.sSchedule, c, l.matches[i].row) }
	teamCol := func(c int) string { return absRange(s.Name, c, xbRow, c, xbRow+l.N-1) }
	at := func(c int, team string) string { return fmt.Sprintf("INDEX(%s,%s)", teamCol(c), team) }
	// The matches.
	for i, m := range l.matches {
		r := xbRow + i
		s.Value(xmHome, r, m.home, 0)
		s.Value(xmAway, r, m.away, 0)
		won, drawn, lost := sched(tHomeWin, i), sched(tDraw, i), sched(tAwayWin, i)
		w := func(win, draw, loss string) string {
			return fmt.Sprintf("%s*%s+%s*%s+%s*%s", win, l.weight(0), draw, l.weight(1), loss, l.weight(2))
		}
		s.Formula(xmHomeMP, r, w(won, drawn, lost), 0)
		s.Formula(xmAwayMP, r, w(lost, drawn, won), 0)
		s.Formula(xmHomeGP, r, fmt.Sprintf("N(%s)", sched(tHomeScore, i)), 0)
		s.Formula(xmAwayGP, r, fmt.Sprintf("N(%s)", sched(tAwayScore, i)), 0)
		s.Formula(xmHomeWon, r, won, 0)
		s.Formula(xmAwayWon, r, lost, 0)
		// Forfeited whole: every board forfeited the same way (home white
		// on the odd boards).
		var homeFF, awayFF []string
		for k := 1; k <= l.Boards; k++ {
			res := absRef(l.sBoards, bResult, l.boardRow(i, k))
			hw, aw := "+/-", "-/+"
			if k%2 == 0 {
				hw, aw = aw, hw
			}
			homeFF = append(homeFF, isIn(res, hw))
			awayFF = append(awayFF, isIn(res, aw))
		}
		s.Formula(xmOver, r, fmt.Sprintf(`1-OR(%s=%d,%s=%d,COUNTIF(%s,"-/-")=%d)`, strings.Join(homeFF, "+"), l.Boards,
			strings.Join(awayFF, "+"), l.Boards, l.boardResults(i), l.Boards), 0)
		s.Formula(xmPlayed, r, sched(tPlayed, i), 0)
		s.Formula(xmHomeTotMP, r, at(xbCode, cell(xmHome, r)), 0)
		s.Formula(xmAwayTotMP, r, at(xbCode, cell(xmAway, r)), 0)
		s.Formula(xmHomeTotGP, r, at(xbCode+1, cell(xmHome, r)), 0)
		s.Formula(xmAwayTotGP, r, at(xbCode+1, cell(xmAway, r)), 0)
	}
	// The board games, counted once their match is entered.
	for i := range l.matches {
		for k := 1; k <= l.Boards; k++ {
			r, br := xbRow+i*l.Boards+k-1, l.boardRow(i, k)
			entered := fmt.Sprintf("COUNT(%s)", sched(tHomeScore, i))
			wp, bp := scoreFormulas(absRef(l.sBoards, bResult, br))
			s.Value(xgBoard, r, k, 0)
			s.Formula(xgWhiteNo, r, "N("+absRef(l.sBoards, bWhiteNo, br)+")", 0)
			s.Formula(xgBlackNo, r, "N("+absRef(l.sBoards, bBlackNo, br)+")", 0)
			s.Formula(xgWhitePts, r, fmt.Sprintf("%s*(%s)", entered, wp), 0)
			s.Formula(xgBlackPts, r, fmt.Sprintf("%s*(%s)", entered, bp), 0)
		}
	}
	// The teams.
	sum := func(p int, home, away string) string {
		return fmt.Sprintf("SUMPRODUCT((%s=%d)*%s+(%s=%d)*%s)", col(xmHome, M), p, home, col(xmAway, M), p, away)
	}
	prod := func(a, b int) string { return col(a, M) + "*" + col(b, M) }
	divisor := fmt.Sprintf("MAX(1,INT(%s*%d/%d))", l.weight(0), l.sched.Rounds(), l.Boards)
	for p := 1; p <= l.N; p++ {
		r := xbRow + p - 1
		s.Value(1, r, p, st.Center)
		s.Formula(2, r, l.nameOf(p), st.Cell)
		v := map[string]string{
			"MP":    absRef(l.sTeams, ttMP, p+1),
			"GP":    absRef(l.sTeams, ttBP, p+1),
			"WIN":   sum(p, col(xmHomeWon, M), col(xmAwayWon, M)),
			"WON":   sum(p, prod(xmHomeWon, xmOver), prod(xmAwayWon, xmOver)),
			"SB":    sum(p, prod(xmAwayTotMP, xmHomeMP), prod(xmHomeTotMP, xmAwayMP)),
			"EMGSB": sum(p, prod(xmAwayTotMP, xmHomeGP), prod(xmHomeTotMP, xmAwayGP)),
			"EGMSB": sum(p, prod(xmAwayTotGP, xmHomeMP), prod(xmHomeTotGP, xmAwayMP)),
			"EGGSB": sum(p, prod(xmAwayTotGP, xmHomeGP), prod(xmHomeTotGP, xmAwayGP)),
			"BC": fmt.Sprintf("SUMPRODUCT(%s*((%s=%d)*%s+(%s=%d)*%s))", col(xgBoard, rows), col(xgWhiteNo, rows), p,
				col(xgWhitePts, rows), col(xgBlackNo, rows), p, col(xgBlackPts, rows)),
			"SSSC": fmt.Sprintf("ROUND(%s+%s/%s,2)", cell(xbCode+1, r),
				sum(p, prod(xmAwayTotMP, xmPlayed), prod(xmHomeTotMP, xmPlayed)), divisor),
		}
		v["MPVGP"], v["ESB"], v["EMMSB"] = cell(xbCode+1, r), v["EMGSB"], v["SB"]
		for i, c := range teamTieBreakCodes {
			s.Formula(xbCode+i, r, v[c], st.Number)
		}
	}
	s.Widths(1, 6, 26)
	s.Width(xbCode, last, 9)
	s.Hide(xbMatch, xgLast)
	// The helper rows below the teams are in hidden columns only: the
	// print area ends with the last team.
	s.lastRow = xbRow + l.N - 1
	s.Freeze(2, 2)
	s.Height(xbRow-1, 30)
	return page{Landscape: true, TitleRows: 2}, nil
}
