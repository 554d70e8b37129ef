package sheets

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
)

// The Molter workbook's lists: the teams and the players, with their totals.

// teams writes the Teams sheet: the letter, the name to fill in, and the
// team's points and tie-breaks (TeamNames, TeamPoints, TeamBerlin, TeamWins,
// TeamDirect, TeamRank).
func (l *molterLayout) teams(b *book, s *sheet) (page, error) {
	st := b.Style
	s.HeadsAt(1, map[int]Text{mtLetter: lblTeam, mtName: lblTeamName, mtPoints: lblPoints, mtBerlin: lblBerlin,
		mtWins: lblWinsT, mtDirect: lblDirect, mtRank: lblPlace, mtKey: lblTopKey, mtPos: lblPosition})
	sum := func(col, t int) string {
		return fmt.Sprintf("SUMIF(%s,%d,%s)", l.plcol(mpTeamNo), t, l.plcol(col))
	}
	for t := 1; t <= l.T; t++ {
		r := t + 1
		s.Value(mtLetter, r, l.team(t), st.Center)
		var tn string
		if t <= len(l.TeamList) {
			tn = l.TeamList[t-1].Name
		}
		s.Text(mtName, r, tn, st.Text)
		s.Formula(mtPoints, r, sum(mpPoints, t), st.Number)
		s.Formula(mtBerlin, r, sum(mpBerlin, t), st.Number)
		s.Formula(mtWins, r, sum(mpWins, t), st.Number)
		s.Formula(mtDirect, r, fmt.Sprintf("SUMIF(%s,%d,%s)+SUMIF(%s,%d,%s)",
			l.pairingGames.col(mWT), t, l.pairingGames.col(mWDir), l.pairingGames.col(mBT), t, l.pairingGames.col(mBDir)), st.Number)
		// One letter per board, A for 0 points, C for 1, …: compared as
		// text, the key orders teams by board 1's points, then board 2's….
		keys := make([]string, l.P)
		for i := 1; i <= l.P; i++ {
			keys[i-1] = fmt.Sprintf("CHAR(65+2*%s)", l.playerRef(mpTop, (t-1)*l.P+i))
		}
		s.Formula(mtKey, r, strings.Join(keys, "&"), st.Center)
		s.Formula(mtRank, r, l.teamRankFormula(r), st.Number)
		// Equal places in letter order.
		s.Formula(mtPos, r, fmt.Sprintf("%s+COUNTIF(%s:%s,%s)",
			cell(mtRank, r), abs(mtRank, 1), cell(mtRank, r-1), cell(mtRank, r)), st.Number)
	}
	s.Widths(mtLetter, 7, 30)
	s.Width(mtPoints, mtRank, 10)
	s.Width(mtKey, mtKey, max(12, float64(l.P)+2))
	s.Hide(mtKey, mtPos)
	s.Freeze(0, 1)
	s.Height(1, 30)
	return page{TitleRows: 1}, nil
}

// teamRankFormula ranks the team of row r on points, then Berlin, wins,
// the direct encounter, and the top-board key last (as text: COUNTIFS
// compares text criteria alphabetically in every engine).
func (l *molterLayout) teamRankFormula(r int) string {
	return rankFormula(r, []int{mtPoints, mtBerlin, mtWins, mtDirect, mtKey}, l.tcol)
}

// players writes the Players sheet: each player's symbol, team and order,
// the name to fill in, and his points, wins and place (PlayerNames,
// PlayerPoints, PlayerWins, PlayerRank), team by team.
func (l *molterLayout) players(b *book, s *sheet) (page, error) {
	st := b.Style
	s.HeadsAt(1, map[int]Text{mpSymbol: lblPlayer, mpTeam: lblTeam, mpOrder: lblOrder, mpName: lblName,
		mpPoints: lblPoints, mpWins: lblWinsT, mpRank: lblPlace, mpID: lblNo, mpTeamNo: lblTeam,
		mpBerlin: lblBerlin, mpTop: lblTopKey, mpKey: lblPosition, mpPos: lblPosition})
	sum := func(wcol, bcol int, r int) string {
		return fmt.Sprintf("SUMIF(%s,%s,%s)+SUMIF(%s,%s,%s)",
			l.pairingGames.col(mWID), cell(mpID, r), l.pairingGames.col(wcol), l.pairingGames.col(mBID), cell(mpID, r), l.pairingGames.col(bcol))
	}
	var breaks []int
	per := max(1, (rowsPortrait-1)/l.P) // whole teams per page
	for id := 1; id <= l.T*l.P; id++ {
		r := id + 1
		t, o := l.teamOf(id), l.orderOf(id)
		if o == 1 && t > 1 && (t-1)%per == 0 {
			breaks = append(breaks, r)
		}
		cs, cc, ct := st.Center, st.Cell, st.Text
		if o == 1 {
			cs, cc = st.CenterTop, st.CellTop
			ct = l.style.textTop
		}
		s.Value(mpSymbol, r, l.symbol(id), cs)
		s.Formula(mpTeam, r, fmt.Sprintf(`%s&" "&%s`, l.teamRef(mtLetter, t), l.teamRef(mtName, t)), cc)
		s.Value(mpOrder, r, o, cs)
		var pn string
		if t <= len(l.TeamList) && o <= len(l.TeamList[t-1].Players) {
			pn = l.TeamList[t-1].Players[o-1]
		}
		s.Text(mpName, r, pn, ct)
		s.Formula(mpPoints, r, sum(mWPts, mBPts, r), cs)
		s.Formula(mpWins, r, sum(mWWin, mBWin, r), cs)
		s.Formula(mpRank, r, fmt.Sprintf(`1+COUNTIF(%s,">"&%s)`, l.plcol(mpPoints), cell(mpPoints, r)), cs)
		s.Value(mpID, r, id, 0)
		s.Value(mpTeamNo, r, t, 0)
		s.Formula(mpBerlin, r, fmt.Sprintf("%d*%s", teamrank.Weight(o, l.P), cell(mpPoints, r)), 0)
		s.Formula(mpTop, r, sum(mWTop, mBTop, r), 0)
		s.Value(mpKey, r, (o-1)*l.T+t, 0)
		s.Formula(mpPos, r, fmt.Sprintf(`%s+COUNTIFS(%s,%s,%s,"<"&%s)`,
			cell(mpRank, r), l.plcol(mpRank), cell(mpRank, r), l.plcol(mpKey), cell(mpKey, r)), 0)
	}
	s.Widths(mpSymbol, 8, 26, 9, 30, 9, 9, 9)
	s.Hide(mpID, mpPos)
	s.Freeze(0, 1)
	return page{TitleRows: 1, Breaks: breaks}, nil
}
