package sheets

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
	"github.com/xuri/excelize/v2"
)

// The standings after round k, to pin up every round: the players ranked on
// the games of rounds 1..k alone, with title, federation, club, rating,
// points and every tie-break of the order, computed by live formulas as the
// cross table computes the final standings (tiebreak.Compute on the games
// of rounds 1..k is the Go reference). k is the round typed at the top
// (the defined name StandingsRound), or, left blank, the last round with a
// result. Withdrawals count as in the final standings: the games a
// withdrawal turns into forfeits are forfeits here too, and a player out
// of the final standings (5.4 a) is out of these.

// Rows and columns of the sheet: the visible standings from row arHead,
// the hidden helpers from column arGame (one row per game, as on the
// Pairings sheet) and arPlayer (one row per player, pairing-number order).
const (
	arHead   = 5
	arGame   = 40
	arPlayer = 70
)

// Helper columns per game (arGame + …).
const (
	agIn = iota // 1 if the game's round is k or before
	agE         // the result the standings count (pEff), "" after round k
	agWPts
	agBPts
	agWWin
	agBWin
	agWSB
	agBSB
	agWKoya
	agBKoya
	agBPlayed
	agBWonOTB
	agWWonOTB
	agWOppR
	agBOppR
	agWRated
	agBRated
	agWRPts
	agBRPts
	agTied
	agWDE
	agBDE
	agWTab // white's points in the table (a player out of the standings)
	agBTab
)

// Helper columns per player (arPlayer + …), and the cells of k and of the
// Koya limit after k rounds.
const (
	apNo = iota
	apIn
	apPts
	apWins
	apSB
	apKoya
	apBPG
	apBWG
	apWon
	apARO
	apTPR
	apDE
	apRank
	apPos
	apSched // games scheduled in rounds 1..k
)

// afterRoundCrit is the helper column of each criterion.
var afterRoundCrit = [...]int{tiebreak.SB: apSB, tiebreak.Wins: apWins, tiebreak.DE: apDE, tiebreak.Koya: apKoya,
	tiebreak.BPG: apBPG, tiebreak.BWG: apBWG, tiebreak.Won: apWon, tiebreak.ARO: apARO, tiebreak.TPR: apTPR}

// afterRound writes the sheet.
func (l *layout) afterRound(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	title, err := b.NewStyle(excelize.Style{Font: &excelize.Font{Bold: true, Size: 14},
		Alignment: &excelize.Alignment{Vertical: "center"}})
	if err != nil {
		return page{}, err
	}
	input, err := b.NewStyle(excelize.Style{Font: &excelize.Font{Bold: true}, Border: box("808080", 1),
		Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}, Protection: &excelize.Protection{Locked: false},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FFF9DB"}}})
	if err != nil {
		return page{}, err
	}
	pc := l.pairingGames.col
	prow := func(col, row int) string { return absRef(l.sPairings, col, row) }
	pr := func(ap int) string { return absRange(s.Name, arPlayer+ap, 2, arPlayer+ap, l.N+1) }
	pcell := func(ap, p int) string { return cell(arPlayer+ap, p+1) }

	// k: the round typed in D2, or the last with a result.
	ask := abs(4, 2)
	kCell, limit := abs(arPlayer+apSched+2, 2), abs(arPlayer+apSched+3, 2)
	s.Value(1, 2, T(lblAfterRoundAsk), 0)
	s.Merge(1, 2, 3, 2)
	s.Style(4, 2, 4, 2, input)
	s.numberCells(4, 2, 4, 2, 1, l.rounds, true, b.Lang.T(errRoundTitle), b.Lang.T(errRoundText))
	s.Formula(arPlayer+apSched+2, 2, fmt.Sprintf(`IF(%s="",SUMPRODUCT(MAX(%s*%s)),%s)`, ask, pc(pRoundNo), pc(pValid), ask), 0)
	s.Formula(arPlayer+apSched+3, 2, fmt.Sprintf("MAX(%s)/2", pr(apSched)), 0)
	s.Formula(1, 1, contract.EventName+`&""`, title)
	s.Merge(1, 1, 8, 1)
	s.Formula(1, 3, fmt.Sprintf(`IF(%s=0,"%s","%s"&%s)`, kCell, T(lblAfterRoundNo), T(lblAfterRoundOf), kCell), title)
	s.Merge(1, 3, 8, 3)
	s.Height(1, 22)
	s.Height(3, 22)

	// Per game.
	for i, g := range l.games {
		r, pRow := i+2, g.row
		c := func(a int) string { return cell(arGame+a, r) }
		set := func(a int, f string) { s.Formula(arGame+a, r, f, 0) }
		wn, bn := prow(pWNo, pRow), prow(pBNo, pRow)
		set(agIn, fmt.Sprintf("(%s<=%s)*1", prow(pRoundNo, pRow), kCell))
		set(agE, fmt.Sprintf(`IF(%s=1,%s&"","")`, c(agIn), prow(pEff, pRow)))
		e := c(agE)
		w, bl := scoreFormulas(e)
		set(agWPts, w)
		set(agBPts, bl)
		tab := fmt.Sprintf(`IF(%s=1,%s&"","")`, c(agIn), prow(pTable, pRow))
		w, bl = scoreFormulas(tab)
		set(agWTab, w)
		set(agBTab, bl)
		set(agWWin, isIn(e, "1-0", "+/-")+"+0")
		set(agBWin, isIn(e, "0-1", "-/+")+"+0")
		pts := func(p string) string { return fmt.Sprintf("INDEX(%s,%s)", pr(apPts), p) }
		set(agWSB, c(agWPts)+"*"+pts(bn))
		set(agBSB, c(agBPts)+"*"+pts(wn))
		set(agWKoya, fmt.Sprintf("%s*(%s>=%s)", c(agWPts), pts(bn), limit))
		set(agBKoya, fmt.Sprintf("%s*(%s>=%s)", c(agBPts), pts(wn), limit))
		set(agBPlayed, isIn(e, "1-0", "½-½", "0-1")+"+0")
		set(agBWonOTB, isIn(e, "0-1")+"+0")
		set(agWWonOTB, isIn(e, "1-0")+"+0")
		rating := func(p string) string { return fmt.Sprintf("N(INDEX(%s,%s))", l.ratings(), p) }
		played := c(agBPlayed)
		set(agWOppR, played+"*"+rating(bn))
		set(agBOppR, played+"*"+rating(wn))
		set(agWRated, played+"*("+rating(bn)+">0)")
		set(agBRated, played+"*("+rating(wn)+">0)")
		set(agWRPts, c(agWPts)+"*"+c(agWRated))
		set(agBRPts, c(agBPts)+"*"+c(agBRated))
		if before, ok := l.beforeDE(); ok {
			t := []string{"(" + pts(wn) + "=" + pts(bn) + ")"}
			for _, k := range before {
				rg := pr(afterRoundCrit[k])
				t = append(t, fmt.Sprintf("(INDEX(%s,%s)=INDEX(%s,%s))", rg, wn, rg, bn))
			}
			set(agTied, strings.Join(t, "*"))
			set(agWDE, c(agWPts)+"*"+c(agTied))
			set(agBDE, c(agBPts)+"*"+c(agTied))
		}
	}
	gcol := func(a int) string { return absRange(s.Name, arGame+a, 2, arGame+a, len(l.games)+1) }
	sum := func(w, b, p int) string {
		f := ""
		if w >= 0 {
			f = fmt.Sprintf("SUMIF(%s,%d,%s)+", pc(pWNo), p, gcol(w))
		}
		return f + fmt.Sprintf("SUMIF(%s,%d,%s)", pc(pBNo), p, gcol(b))
	}
	// Per player.
	_, de := l.beforeDE()
	for p := 1; p <= l.N; p++ {
		r := p + 1
		set := func(a int, f string) { s.Formula(arPlayer+a, r, f, 0) }
		s.Value(arPlayer+apNo, r, p, 0)
		set(apIn, fmt.Sprintf("INDEX(%s,%d)", l.xrange(l.xIn()), p))
		set(apPts, fmt.Sprintf("IF(%s=0,%s,%s)", pcell(apIn, p), sum(agWTab, agBTab, p), sum(agWPts, agBPts, p)))
		set(apWins, sum(agWWin, agBWin, p))
		set(apSB, sum(agWSB, agBSB, p))
		set(apKoya, sum(agWKoya, agBKoya, p))
		set(apBPG, sum(-1, agBPlayed, p))
		set(apBWG, sum(-1, agBWonOTB, p))
		set(apWon, sum(agWWonOTB, agBWonOTB, p))
		rated := sum(agWRated, agBRated, p)
		set(apARO, fmt.Sprintf("IF(%s=0,0,ROUND((%s)/(%s),0))", rated, sum(agWOppR, agBOppR, p), rated))
		set(apTPR, fmt.Sprintf("IF(%s=0,0,%s+INDEX({%s},1,ROUND(100*(%s)/(%s),0)+1))", rated, pcell(apARO, p),
			dpList(), sum(agWRPts, agBRPts, p), rated))
		if de {
			set(apDE, sum(agWDE, agBDE, p))
		} else {
			s.Value(arPlayer+apDE, r, 0, 0)
		}
		set(apSched, fmt.Sprintf(`COUNTIFS(%s,%d,%s,"<="&%s)+COUNTIFS(%s,%d,%s,"<="&%s)`,
			pc(pWNo), p, pc(pRoundNo), kCell, pc(pBNo), p, pc(pRoundNo), kCell))
		cols := []int{arPlayer + apIn, arPlayer + apPts}
		for _, k := range l.order {
			cols = append(cols, arPlayer+afterRoundCrit[k])
		}
		colRange := func(col int) string { return absRange(s.Name, col, 2, col, l.N+1) }
		set(apRank, fmt.Sprintf("IF(%s=0,0,%s)", pcell(apIn, p), rankFormula(r, cols, colRange)))
		set(apPos, fmt.Sprintf(`IF(%s=0,COUNTIFS(%s,1)+1+COUNTIFS(%s,0,%s,"<"&%s),%s+COUNTIFS(%s,%s,%s,"<"&%s))`,
			pcell(apRank, p), pr(apIn), pr(apIn), pr(apNo), pcell(apNo, p),
			pcell(apRank, p), pr(apRank), pcell(apRank, p), pr(apNo), pcell(apNo, p)))
	}
	s.Hide(arGame, arPlayer+apSched+3)

	// The standings shown.
	heads := []Text{lblRank, lblNo, lblName, lblTitleShort, lblFed, lblClub, lblRating, lblPoints}
	for _, k := range l.order {
		heads = append(heads, tieBreakLabels[k])
	}
	s.Heads(arHead, heads...)
	for pos := 1; pos <= l.N; pos++ {
		r := arHead + pos
		no := cell(2, r)
		s.Formula(1, r, fmt.Sprintf("INDEX(%s,%s)", pr(apRank), no), l.rankStyle)
		s.Formula(2, r, fmt.Sprintf("MATCH(%d,%s,0)", pos, pr(apPos)), st.Center)
		s.Formula(3, r, l.markedName(b.Lang, fmt.Sprintf(`INDEX(PlayerNames,%s)`, no), fmt.Sprintf(`INDEX(Withdrawn,%s)`, no), standingsName), st.Cell)
		s.Formula(4, r, fmt.Sprintf(`INDEX(%s,%s)&""`, contract.PlayerTitles, no), st.Center)
		s.Formula(5, r, fmt.Sprintf(`INDEX(%s,%s)&""`, absRange(l.sPlayers, 4, 2, 4, l.N+1), no), st.Center)
		s.Formula(6, r, fmt.Sprintf(`INDEX(%s,%s)&""`, contract.PlayerClubs, no), st.Cell)
		s.Formula(7, r, fmt.Sprintf(`IF(INDEX(%s,%s)="","",INDEX(%s,%s))`, l.ratings(), no, l.ratings(), no), st.Center)
		s.Formula(8, r, fmt.Sprintf("INDEX(%s,%s)", pr(apPts), no), st.Number)
		for i, k := range l.order {
			f := fmt.Sprintf("INDEX(%s,%s)", pr(afterRoundCrit[k]), no)
			if k == tiebreak.DE {
				f = fmt.Sprintf(`IF(%s=1,"",%s)`, l.afterRoundEqual(pr, no), f)
			}
			s.Formula(9+i, r, f, st.Number)
		}
	}
	l.withdrawalNote(b, s, arHead+l.N+2, len(heads), b.Lang.T(noteStandingsWithdrawals), 5+5+standingsName+6+6+20+7+7+9*float64(len(l.order)))
	s.Widths(1, 5, 5, standingsName, 6, 6, 20, 7, 7)
	s.Width(9, 8+len(l.order), 9)
	s.Height(arHead, 30)
	// The helpers' rows are hidden columns: the page ends with the note.
	s.lastRow = arHead + l.N + 2
	// One page up to afterRoundOnePage players; past that the text would
	// print below 8 points: pages of players, the titles repeated.
	if l.N > afterRoundOnePage {
		return page{Landscape: true, TitleRows: arHead}, nil
	}
	return page{Landscape: true, OnePage: true}, nil
}

// afterRoundOnePage is the most players the sheet fits to one page.
const afterRoundOnePage = 30

// afterRoundEqual counts the players equal to player no on the standing
// and the points after round k and on every criterion before the direct
// encounter: 1 when he is equal with nobody (his direct encounter decides
// nothing and is left blank, as on the Standings sheet).
func (l *layout) afterRoundEqual(pr func(int) string, no string) string {
	before, _ := l.beforeDE()
	args := []string{pr(apIn), fmt.Sprintf("INDEX(%s,%s)", pr(apIn), no), pr(apPts), fmt.Sprintf("INDEX(%s,%s)", pr(apPts), no)}
	for _, k := range before {
		args = append(args, pr(afterRoundCrit[k]), fmt.Sprintf("INDEX(%s,%s)", pr(afterRoundCrit[k]), no))
	}
	return "COUNTIFS(" + strings.Join(args, ",") + ")"
}

// afterRoundStep is the sheet and its defined name StandingsRound.
func (l *layout) afterRoundStep() []step {
	name := l.Lang.T(sheetAfterRound)
	return []step{fill(name, l.afterRound), names(column{contract.StandingsRound, name, 4, 2, 2})}
}
