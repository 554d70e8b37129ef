package sheets

import (
	"fmt"
	"io"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
	"github.com/toutesrondes/toutesrondes/tables/rutsch"
)

// Rutsch describes the workbook of a round robin run by the Rutsch system
// (003): N players (3 to 64) slide one seat along the long table after each
// round; the colour belongs to the seat. Players may list fewer than N.
// RoundPerPage prints each round of the tables on a page of its own.
type Rutsch struct {
	N            int
	Players      []Player
	RoundPerPage bool
	Lang         Lang
	Event        Event
	Info         EventInfo   // the event as a tournament report gives it (the Event sheet)
	Draw         *DrawRecord // how the numbers were drawn (Players in their order): the record sheet (draw.go)
}

// Validate reports what makes r unusable.
func (r Rutsch) Validate() error {
	var p problems
	validDraw(&p, r.Draw, r.N, r.Players)
	if p.players(r.N, r.Players) {
		err := r.Info.Validate(even(r.N) - 1)
		p.check(err != nil, "%v", err)
	}
	return p.err("rutsch", r.Lang, r.Event)
}

// rutschLayout places the parts of the Rutsch workbook.
type rutschLayout struct {
	Rutsch
	plan                             []rutsch.Round
	games                            []gameRow // round, table (as board), white, black, row
	firstGame                        []int
	sPlayers, sPlan, sTables, sEvent string
	tableGames                       gameSheet // the Tables sheet's games
}

func newRutschLayout(r Rutsch) (*rutschLayout, error) {
	t, err := rutsch.New(r.N)
	if err != nil {
		return nil, err
	}
	l := &rutschLayout{Rutsch: r}
	if l.plan, err = allRounds(t.Rounds(), t.Round); err != nil {
		return nil, err
	}
	T := r.Lang.T
	l.sPlayers, l.sPlan, l.sTables, l.sEvent = T(sheetPlayers), T(sheetRPlan), T(sheetRTables), T(sheetEvent)
	l.tableGames.name = l.sTables
	for k, rd := range l.plan {
		l.firstGame = append(l.firstGame, len(l.games))
		for _, tb := range rd.Tables {
			l.games = append(l.games, gameRow{k + 1, tb.Table, tb.White(), tb.Black(), l.tableGames.add()})
		}
	}
	return l, nil
}

func (l *rutschLayout) steps() []step {
	// The record of the draw last: the sheets before keep their places.
	return append(l.bookSteps(), drawStep(l.Draw, l.Players, l.N, l.Lang, l.Event, l.Info)...)
}

func (l *rutschLayout) bookSteps() []step {
	rp := roundPrint{pairings: l.sTables, rounds: len(l.plan), games: len(l.plan[0].Tables), bye: l.N%2 == 1}
	return append([]step{fill(l.sPlayers, l.players), fill(l.sPlan, l.seatingPlan), fill(l.sTables, l.tables)},
		append(rp.steps(l.Lang), names(l.tableGames.column(contract.Results, rResult),
			column{contract.PlayerNames, l.sPlayers, rpName, 2, l.N + 1},
			column{contract.Points, l.sPlayers, rpPoints, 2, l.N + 1},
			column{contract.Rank, l.sPlayers, rpRank, 2, l.N + 1},
			l.tableGames.column(contract.WhiteNumbers, rWNo),
			l.tableGames.column(contract.BlackNumbers, rBNo)),
			guide(func(lang Lang) []guideRow {
				return append([]guideRow{{lblGType, lang.T(guideTypeRutsch)}, {lblGResults, lang.T(guideResults)},
					{lblGRanking, lang.T(guideRankPointsOnly)}, {lblGReport, lang.T(guideReportRutsch)}}, guideCommon(lang, Text{})...)
			}),
			fill(l.sEvent, eventSheet(l.Info, len(l.plan))), eventNamesStep(l.sEvent, len(l.plan)))...)
}

// Columns of the Rutsch Tables sheet; rPts and after are hidden.
const (
	rRound, rTable, rWNo, rWName, rResult, rBNo, rBName, rBye = gRound, gBoard, gWNo, gWName, gResult, gBNo, gBName, gBye
)

const (
	_ = gBye + 1 + iota
	rWPts
	rBPts
)

// Columns of the Rutsch Players sheet.
const (
	rpNo = 1 + iota
	rpName
	rpPoints
	rpRank
)

// WriteRutsch writes the workbook described by r to w: the players (names
// to fill in, points and place by formula), the seating plan (who sits
// where in each round, grey seats black) and the tables of each round with
// one result cell per game (Results).
func WriteRutsch(w io.Writer, r Rutsch) error {
	return writeFamily(w, r, r.Lang, r.Event, newRutschLayout)
}

func (l *rutschLayout) nameRef(p int) string { return absRef(l.sPlayers, rpName, p+1) }

// players writes the players: number, name to fill in, points and place.
func (l *rutschLayout) players(b *book, s *sheet) (page, error) {
	st := b.Style
	s.Heads(1, lblNo, lblName, lblPoints, lblRank)
	pts := absRange(s.Name, rpPoints, 2, rpPoints, l.N+1)
	for p := 1; p <= l.N; p++ {
		r := p + 1
		s.Value(rpNo, r, p, st.Center)
		s.Text(rpName, r, listed(l.Players, p).Name, st.Text)
		s.Formula(rpPoints, r, fmt.Sprintf("SUMIF(%s,%d,%s)+SUMIF(%s,%d,%s)",
			l.tableGames.col(rWNo), p, l.tableGames.col(rWPts), l.tableGames.col(rBNo), p, l.tableGames.col(rBPts)), st.Number)
		s.Formula(rpRank, r, fmt.Sprintf(`1+COUNTIF(%s,">"&%s)`, pts, cell(rpPoints, r)), st.Number)
	}
	s.Widths(rpNo, 6, 32, 9, 9)
	s.Freeze(0, 1)
	return page{TitleRows: 1}, nil
}

// planRow is the first of the two rows (left seats, right seats) of round k.
func planRow(k int) int { return 4 + 2*(k-1) }

// seatingPlan writes who sits at each seat in each round: two rows per
// round (the left seats, the right seats), one column per table, grey where
// the seat has black, the exempt player beside.
func (l *rutschLayout) seatingPlan(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	k := len(l.plan[0].Tables)
	odd := l.N%2 == 1
	last := 2 + k
	if odd {
		last++
	}
	moves := T(noteRutschOdd)
	if !odd {
		moves = fmt.Sprintf(T(noteRutschEven), l.N)
	}
	note := T(noteRutschColours) + " " + moves
	// The note spans the table, or the tables a split page holds (14).
	noteCols := min(max(last, 8), 2+14)
	s.Value(1, 1, note, st.Note)
	s.Merge(1, 1, noteCols, 1)
	s.Value(1, 3, T(lblRound), st.Header)
	s.Value(2, 3, T(lblSide), st.Header)
	for t := 1; t <= k; t++ {
		s.Value(2+t, 3, fmt.Sprintf("%s %d", T(lblTable), t), st.Header)
	}
	if odd {
		s.Value(last, 3, T(lblBye), st.Header)
	}
	for i, rd := range l.plan {
		r := planRow(i + 1)
		s.Value(1, r, rd.Round, st.CenterTop)
		s.Style(1, r+1, 1, r+1, st.Center)
		s.Merge(1, r, 1, r+1)
		s.Value(2, r, T(lblLeft), st.CenterTop)
		s.Value(2, r+1, T(lblRight), st.Center)
		for _, tb := range rd.Tables {
			c := 2 + tb.Table
			left, right := st.CenterTop, st.Center
			if tb.LeftWhite {
				right = st.Shaded
			} else {
				left = st.ShadedTop
			}
			s.Value(c, r, tb.Left, left)
			s.Value(c, r+1, tb.Right, right)
		}
		if odd {
			s.Value(last, r, rd.Bye, st.CenterTop)
			s.Style(last, r+1, last, r+1, st.Center)
			s.Merge(last, r, last, r+1)
		}
	}
	s.Width(1, last, 7)
	if k >= 10 {
		s.Height(3, 30) // "Table 10" wraps on two lines
	}
	s.Height(1, noteHeight(note, float64(14+7*(noteCols-2))))
	per := (rowsPortrait - 4) / 2
	landscape := k > 10
	if landscape {
		per = (rowsLandscape - 4) / 2
	}
	return page{Landscape: landscape, TitleRows: 3, TitleCols: 2, Breaks: groupBreaks(len(l.plan), per, planRow)}, nil
}

// tables writes the games of each round, table by table, white first, with
// one result cell per game (the only place a result is typed).
func (l *rutschLayout) tables(b *book, s *sheet) (page, error) {
	st := b.Style
	odd := l.N%2 == 1
	var bye func(int) string
	if odd {
		bye = func(k int) string {
			p := l.plan[k-1].Bye
			return fmt.Sprintf(`"%d "&%s`, p, shortName(l.nameRef(p), nameWidth))
		}
	}
	s.gameCells(st, lblTable, l.games, l.firstGame, bye, func(p int) string { return shortName(l.nameRef(p), nameWidth) })
	for _, g := range l.games {
		r := g.row
		wp, bp := scoreFormulas(cell(rResult, r))
		s.Formula(rWPts, r, wp, 0)
		s.Formula(rBPts, r, bp, 0)
	}
	n := len(l.plan[0].Tables)
	for k := range l.plan {
		first := l.games[l.firstGame[k]].row
		s.Merge(rRound, first, rRound, first+n-1)
		if odd {
			s.Merge(rBye, first, rBye, first+n-1)
		}
	}
	s.Widths(rRound, 7, 7, 5, nameWidth, 9, 5, nameWidth, 24)
	s.Hide(rWPts, rBPts)
	s.Freeze(0, 1)
	s.resultCells(rResult, 2, l.tableGames.last)
	return pairingsPage(odd, l.RoundPerPage, len(l.plan), n, l.roundRow), nil
}

// roundRow is the row of round k's first game.
func (l *rutschLayout) roundRow(k int) int { return l.games[l.firstGame[k-1]].row }
