package sheets

import (
	"fmt"
	"strings"
)

// The Molter workbook's games: the pairings, the result sheets of each
// team, the team and player standings.

// pairings writes the Pairings sheet: one row per board, round by round,
// the result typed in column E (Results), and the hidden helpers.
func (l *molterLayout) pairings(b *book, s *sheet) (page, error) {
	st := b.Style
	s.Heads(1, lblRound, lblBoard, lblWhite, lblName, lblResult, lblBlack, lblName)
	team := func(col int) func(t string) string {
		return func(t string) string { return fmt.Sprintf("INDEX(%s,%s)", l.tcol(col), t) }
	}
	for i, g := range l.games {
		r := g.row
		first := i == l.firstGame[g.round-1]
		cellSt, centerSt, entrySt := st.row(first)
		if first {
			s.Value(mRound, r, l.roundLabel(g.round), centerSt)
		} else {
			s.Style(mRound, r, mRound, r, centerSt)
		}
		s.Value(mBoard, r, g.board, centerSt)
		s.Value(mWhite, r, l.symbol(g.white), centerSt)
		s.Formula(mWName, r, l.nameOf(g.white), cellSt)
		s.Style(mResult, r, mResult, r, entrySt)
		s.Value(mBlack, r, l.symbol(g.black), centerSt)
		s.Formula(mBName, r, l.nameOf(g.black), cellSt)

		s.Value(mWID, r, g.white, 0)
		s.Value(mBID, r, g.black, 0)
		s.Value(mWT, r, l.teamOf(g.white), 0)
		s.Value(mBT, r, l.teamOf(g.black), 0)
		wp, bp := scoreFormulas(cell(mResult, r))
		s.Formula(mWPts, r, wp, 0)
		s.Formula(mBPts, r, bp, 0)
		s.Formula(mWWin, r, fmt.Sprintf("(%s=1)*1", cell(mWPts, r)), 0)
		s.Formula(mBWin, r, fmt.Sprintf("(%s=1)*1", cell(mBPts, r)), 0)
		wt, bt := cell(mWT, r), cell(mBT, r)
		var eq []string
		for _, c := range []int{mtPoints, mtBerlin, mtWins} {
			eq = append(eq, fmt.Sprintf("(%s=%s)", team(c)(wt), team(c)(bt)))
		}
		s.Formula(mTied, r, strings.Join(eq, "*"), 0)
		s.Formula(mWDir, r, cell(mWPts, r)+"*"+cell(mTied, r), 0)
		s.Formula(mBDir, r, cell(mBPts, r)+"*"+cell(mTied, r), 0)
		s.Formula(mTied2, r, fmt.Sprintf("%s*(%s=%s)", cell(mTied, r), team(mtDirect)(wt), team(mtDirect)(bt)), 0)
		s.Formula(mWTop, r, cell(mWPts, r)+"*"+cell(mTied2, r), 0)
		s.Formula(mBTop, r, cell(mBPts, r)+"*"+cell(mTied2, r), 0)
	}
	n := l.boards()
	for k := 1; k <= l.K; k++ {
		first := l.games[l.firstGame[k-1]].row
		s.Merge(mRound, first, mRound, first+n-1)
	}
	s.Widths(mRound, 9, 7, 7, 26, 9, 7, 26)
	s.Hide(mWID, mBTop)
	s.Freeze(0, 1)
	s.resultCells(mResult, 2, l.pairingGames.last)
	// Whole rounds per page; a round longer than a page on pages of its own.
	var breaks []int
	used := 0
	for k := 1; k <= l.K; k++ {
		if used > 0 && used+n > rowsPortrait-1 {
			breaks = append(breaks, l.games[l.firstGame[k-1]].row)
			used = 0
		}
		used += n
	}
	return page{TitleRows: 1, Breaks: breaks}, nil
}

// Result sheets: one block per team, as 004 prints them: a title row, two
// header rows, one row per player (order, name, then colour, opponent and
// result per round, and the total), and a last row with the tie-break, the
// place and the team's total.
func (l *molterLayout) blockHeight() int     { return l.P + 5 } // with a spacer row
func (l *molterLayout) blockRow(t int) int   { return 1 + (t-1)*l.blockHeight() }
func (l *molterLayout) sheetCol(k int) int   { return 3 + 3*(k-1) }
func (l *molterLayout) sheetTotal() int      { return l.sheetCol(l.K + 1) }
func (l *molterLayout) sheetLandscape() bool { return l.K >= 4 }

func (l *molterLayout) resultSheets(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	total := l.sheetTotal()
	rowsPage := rowsPortrait
	if l.sheetLandscape() {
		rowsPage = rowsLandscape
	}
	per := max(1, rowsPage/l.blockHeight())
	s.Width(1, 1, 7)
	s.Width(2, 2, 22)
	for k := 1; k <= l.K; k++ {
		c := l.sheetCol(k)
		s.Width(c, c, 4.5)
		s.Width(c+1, c+1, 5.5)
		s.Width(c+2, c+2, 4.5)
	}
	s.Width(total, total, 8)
	// Too many rounds to fit the width at the floor scale: the sheet splits
	// between rounds, the order and name repeated on every page, and a
	// team's pages follow one another.
	pg := page{Landscape: l.sheetLandscape(), TitleCols: 2, ColGroup: 3, KeepFrom: total, Across: true}
	_, wide, err := pg.widths(s, total)
	if err != nil {
		return page{}, err
	}
	if !wide {
		pg = page{Landscape: l.sheetLandscape()}
	}
	var breaks []int
	for t := 1; t <= l.T; t++ {
		h := l.blockRow(t)
		if t > 1 && (t-1)%per == 0 {
			breaks = append(breaks, h)
		}
		s.Formula(1, h, fmt.Sprintf(`%s&"  "&%s`, l.teamRef(mtLetter, t), l.teamRef(mtName, t)), l.style.envTitle)
		s.Merge(1, h, total, h)
		s.Value(1, h+1, T(lblOrder), st.Header)
		s.Value(2, h+1, T(lblName), st.Header)
		s.Style(1, h+2, 2, h+2, st.Header)
		s.Merge(1, h+1, 1, h+2)
		s.Merge(2, h+1, 2, h+2)
		for k := 1; k <= l.K; k++ {
			c := l.sheetCol(k)
			s.Value(c, h+1, T(lblRound)+" "+l.roundLabel(k), st.Header)
			s.Style(c+1, h+1, c+2, h+1, st.Header)
			s.Merge(c, h+1, c+2, h+1)
			s.Value(c, h+2, T(lblColour), st.Header)
			s.Value(c+1, h+2, T(lblOpponent), st.Header)
			s.Value(c+2, h+2, T(lblRes), st.Header)
		}
		s.Value(total, h+1, T(lblTotal), st.Header)
		s.Style(total, h+2, total, h+2, st.Header)
		s.Merge(total, h+1, total, h+2)
		for o := 1; o <= l.P; o++ {
			id := (t-1)*l.P + o
			r := h + 2 + o
			s.Value(1, r, o, st.Center)
			s.Formula(2, r, l.nameOf(id), st.Cell)
			for k := 1; k <= l.K; k++ {
				c := l.sheetCol(k)
				at := l.at[id][k-1]
				if at.game < 0 {
					s.Style(c, r, c+2, r, st.Center)
					continue
				}
				g := l.games[at.game]
				res := absRef(l.sPairings, mResult, g.row)
				side, opp, colour := "RIGHT", g.white, lblB
				if at.white {
					side, opp, colour = "LEFT", g.black, lblW
				}
				s.Value(c, r, T(colour), st.Center)
				s.Value(c+1, r, l.symbol(opp), st.Center)
				s.Formula(c+2, r, fmt.Sprintf(`IF(%s="","",%s(%s,1))`, res, side, res), st.Center)
			}
			s.Formula(total, r, l.playerRef(mpPoints, id), st.Number)
		}
		f := h + 3 + l.P
		// The tie-break, "place" and the place share the rounds' columns
		// in thirds; on a split sheet, one round each (merges that do not
		// cross a page), the other rounds empty.
		third := (total - 2) / 3
		if wide {
			third = 3
		}
		s.Value(1, f, T(lblTieBerlin), st.HeaderLeft)
		s.Style(2, f, 2, f, st.HeaderLeft)
		s.Merge(1, f, 2, f)
		s.Formula(3, f, l.teamRef(mtBerlin, t), st.Number)
		s.Style(4, f, 2+third, f, st.Number)
		s.Merge(3, f, 2+third, f)
		s.Value(3+third, f, T(lblPlace), st.HeaderLeft)
		s.Style(4+third, f, 2+2*third, f, st.HeaderLeft)
		s.Merge(3+third, f, 2+2*third, f)
		s.Formula(3+2*third, f, l.teamRef(mtRank, t), st.Number)
		s.Style(4+2*third, f, 2+3*third, f, st.Number)
		s.Merge(3+2*third, f, 2+3*third, f)
		for k := 4; wide && k <= l.K; k++ {
			c := l.sheetCol(k)
			s.Style(c, f, c+2, f, st.Number)
			s.Merge(c, f, c+2, f)
		}
		s.Formula(total, f, l.teamRef(mtPoints, t), st.Number)
		s.Height(h, 26)
	}
	pg.Breaks = breaks
	return pg, nil
}

// teamStandings writes the teams in the order of their places (equal places
// in letter order), with points and the tie-breaks.
func (l *molterLayout) teamStandings(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	s.Heads(1, lblPlace, lblTeam, lblTeamName, lblPoints, lblBerlin, lblWinsT, lblDirect)
	ranked(s, 2, l.T, l.tcol, mtPos, []rankedCol{{mtRank, st.Number}, {mtLetter, st.Center}, {mtName, st.Cell},
		{mtPoints, st.Number}, {mtBerlin, st.Number}, {mtWins, st.Number}, {mtDirect, st.Number}})
	note := T(noteMolterRanking)
	nr := l.T + 3
	s.Value(1, nr, note, st.Note)
	s.Merge(1, nr, 7, nr)
	s.Widths(1, 7, 7, 30)
	s.Width(4, 7, 11)
	s.Freeze(0, 1)
	s.Height(1, 30)
	s.Height(nr, noteHeight(note, 7+7+30+4*11))
	return page{TitleRows: 1}, nil
}

// playerStandings writes the players by points (equal places by order
// number, then team).
func (l *molterLayout) playerStandings(b *book, s *sheet) (page, error) {
	st := b.Style
	s.Heads(1, lblPlace, lblPlayer, lblName, lblTeam, lblOrder, lblPoints, lblWinsT)
	ranked(s, 2, l.T*l.P, l.plcol, mpPos, []rankedCol{{mpRank, st.Number}, {mpSymbol, st.Center}, {mpName, st.Cell},
		{mpTeam, st.Cell}, {mpOrder, st.Number}, {mpPoints, st.Number}, {mpWins, st.Number}})
	s.Widths(1, 7, 7, 28, 24)
	s.Width(5, 7, 9)
	s.Freeze(0, 1)
	return page{TitleRows: 1}, nil
}
