package sheets

import (
	"fmt"
	"io"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/rutsch"
	"github.com/xuri/excelize/v2"
)

// Rutsch describes the workbook of a round robin run by the Rutsch system
// (003): N players (3 to 64) slide one seat along the long table after each
// round; the colour belongs to the seat. Players may list fewer than N.
type Rutsch struct {
	N       int
	Players []Player
	Lang    Lang
	Event   Event
}

// Validate reports what makes r unusable.
func (r Rutsch) Validate() error {
	var errs []string
	if r.N < MinPlayers || r.N > MaxPlayers {
		errs = append(errs, fmt.Sprintf("%d players: want %d to %d", r.N, MinPlayers, MaxPlayers))
	}
	if len(r.Players) > r.N {
		errs = append(errs, fmt.Sprintf("%d players listed for %d", len(r.Players), r.N))
	}
	if _, err := ParseLang(string(r.Lang)); err != nil {
		errs = append(errs, err.Error())
	}
	if err := r.Event.Validate(); err != nil {
		errs = append(errs, err.Error())
	}
	if errs != nil {
		return fmt.Errorf("rutsch: %s", strings.Join(errs, "; "))
	}
	return nil
}

// Sheet names and labels of the Rutsch workbook (003: système Rutsch,
// place, gauche, droite).
var (
	sheetRPlan    = Text{"Seating plan", "Plan de table"}
	sheetRTables  = Text{"Tables", "Tables"}
	lblTable      = Text{"Table", "Table"}
	lblLeft       = Text{"left", "gauche"}
	lblRight      = Text{"right", "droite"}
	noteRutschOdd = Text{
		"Rutsch system: grey seats play black; the colour belongs to the seat (white on the left at odd tables, on the right at even ones). After each round every player slides one seat: down the left seats, up the right seats; the player who slides off the end is exempt.",
		"Système Rutsch : les places grisées ont les noirs ; la couleur appartient à la place (blancs à gauche aux tables impaires, à droite aux tables paires). Après chaque ronde chacun glisse d'une place : vers le bas à gauche, vers le haut à droite ; celui qui sort au bout est exempt.",
	}
	noteRutschEven = Text{
		"Rutsch system: grey seats play black; the colour belongs to the seat (white on the left at odd tables, on the right at even ones). After each round every player slides one seat, down the left seats and up the right seats, but player %d, who keeps table 1 and changes side.",
		"Système Rutsch : les places grisées ont les noirs ; la couleur appartient à la place (blancs à gauche aux tables impaires, à droite aux tables paires). Après chaque ronde chacun glisse d'une place, vers le bas à gauche et vers le haut à droite, sauf le joueur %d qui garde la table 1 et change de côté.",
	}
)

// rutschLayout places the parts of the Rutsch workbook.
type rutschLayout struct {
	Rutsch
	plan                     []rutsch.Round
	games                    []gameRow // round, table (as board), white, black, row
	firstGame                []int
	sPlayers, sPlan, sTables string
}

// Columns of the Rutsch Tables sheet; rPts and after are hidden.
const (
	rRound = 1 + iota
	rTable
	rWNo
	rWName
	rResult
	rBNo
	rBName
	rBye
	_
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
	if r.Lang == "" {
		r.Lang = English
	}
	if err := r.Validate(); err != nil {
		return err
	}
	t, err := rutsch.New(r.N)
	if err != nil {
		return err
	}
	l := &rutschLayout{Rutsch: r}
	row := 2
	for k := 1; k <= t.Rounds(); k++ {
		rd, err := t.Round(k)
		if err != nil {
			return err
		}
		l.plan = append(l.plan, rd)
		l.firstGame = append(l.firstGame, len(l.games))
		for _, tb := range rd.Tables {
			l.games = append(l.games, gameRow{k, tb.Table, tb.White(), tb.Black(), row})
			row++
		}
	}
	T := r.Lang.T
	l.sPlayers, l.sPlan, l.sTables = T(sheetPlayers), T(sheetRPlan), T(sheetRTables)
	b, err := NewBook(r.Lang, r.Event)
	if err != nil {
		return err
	}
	return b.Build(w, l.players, l.seatingPlan, l.tables, l.names)
}

func (l *rutschLayout) lastGameRow() int { return l.games[len(l.games)-1].row }
func (l *rutschLayout) tcol(col int) string {
	return absRange(l.sTables, col, 2, col, l.lastGameRow())
}
func (l *rutschLayout) nameOf(p int) string { return absRef(l.sPlayers, rpName, p+1) + `&""` }

// players writes the players: number, name to fill in, points and place.
func (l *rutschLayout) players(b *Book) error {
	name := l.sPlayers
	if err := b.AddSheet(name); err != nil {
		return err
	}
	s, st, T := b.Sheet(name), b.Style, b.Lang.T
	for i, h := range []Text{lblNo, lblName, lblPoints, lblRank} {
		s.Value(i+1, 1, T(h), st.Header)
	}
	pts := absRange(name, rpPoints, 2, rpPoints, l.N+1)
	for p := 1; p <= l.N; p++ {
		r := p + 1
		s.Value(rpNo, r, p, st.Center)
		var pl Player
		if p <= len(l.Players) {
			pl = l.Players[p-1]
		}
		s.Text(rpName, r, pl.Name, st.Text)
		s.Formula(rpPoints, r, fmt.Sprintf("SUMIF(%s,%d,%s)+SUMIF(%s,%d,%s)",
			l.tcol(rWNo), p, l.tcol(rWPts), l.tcol(rBNo), p, l.tcol(rBPts)), st.Number)
		s.Formula(rpRank, r, fmt.Sprintf(`1+COUNTIF(%s,">"&%s)`, pts, cell(rpPoints, r)), st.Number)
	}
	s.Width(rpNo, rpNo, 6)
	s.Width(rpName, rpName, 32)
	s.Width(rpPoints, rpRank, 9)
	s.Freeze(0, 1)
	return b.Finish(s, name, Page{TitleRows: 1})
}

// planRow is the first of the two rows (left seats, right seats) of round k.
func planRow(k int) int { return 4 + 2*(k-1) }

// seatingPlan writes who sits at each seat in each round: two rows per
// round (the left seats, the right seats), one column per table, grey where
// the seat has black, the exempt player beside.
func (l *rutschLayout) seatingPlan(b *Book) error {
	name := l.sPlan
	if err := b.AddSheet(name); err != nil {
		return err
	}
	s, st, T := b.Sheet(name), b.Style, b.Lang.T
	k := len(l.plan[0].Tables)
	odd := l.N%2 == 1
	last := 2 + k
	if odd {
		last++
	}
	note := T(noteRutschOdd)
	if !odd {
		note = fmt.Sprintf(T(noteRutschEven), l.N)
	}
	s.Value(1, 1, note, st.Note)
	s.Merge(1, 1, max(last, 8), 1)
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
	s.Width(1, 2, 7)
	s.Width(3, last, 7)
	if err := s.Err(); err != nil {
		return err
	}
	width := float64(14 + 7*(max(last, 8)-2))
	if err := b.F.SetRowHeight(name, 1, noteHeight(note, width)); err != nil {
		return err
	}
	per := (rowsPortrait - 4) / 2
	landscape := k > 10
	if landscape {
		per = (rowsLandscape - 4) / 2
	}
	var breaks []int
	for t := 1 + per; t <= len(l.plan); t += per {
		breaks = append(breaks, planRow(t))
	}
	return b.Finish(s, name, Page{Landscape: landscape, TitleRows: 3, Breaks: breaks})
}

// tables writes the games of each round, table by table, white first, with
// one result cell per game (the only place a result is typed).
func (l *rutschLayout) tables(b *Book) error {
	name := l.sTables
	if err := b.AddSheet(name); err != nil {
		return err
	}
	s, st, T := b.Sheet(name), b.Style, b.Lang.T
	odd := l.N%2 == 1
	heads := []Text{lblRound, lblTable, lblNo, lblWhite, lblResult, lblNo, lblBlack}
	if odd {
		heads = append(heads, lblBye)
	}
	for i, h := range heads {
		s.Value(i+1, 1, T(h), st.Header)
	}
	for i, g := range l.games {
		r := g.row
		first := i == l.firstGame[g.round-1]
		cellSt, centerSt, entrySt := st.Cell, st.Center, st.Entry
		if first {
			cellSt, centerSt, entrySt = st.CellTop, st.CenterTop, st.EntryTop
			s.Value(rRound, r, g.round, centerSt)
			if odd {
				bye := l.plan[g.round-1].Bye
				s.Formula(rBye, r, fmt.Sprintf(`"%d "&%s`, bye, l.nameOf(bye)), cellSt)
			}
		} else {
			s.Style(rRound, r, rRound, r, centerSt)
			if odd {
				s.Style(rBye, r, rBye, r, cellSt)
			}
		}
		s.Value(rTable, r, g.board, centerSt)
		s.Value(rWNo, r, g.white, centerSt)
		s.Formula(rWName, r, l.nameOf(g.white), cellSt)
		s.Style(rResult, r, rResult, r, entrySt)
		s.Value(rBNo, r, g.black, centerSt)
		s.Formula(rBName, r, l.nameOf(g.black), cellSt)
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
	s.Width(rRound, rTable, 7)
	s.Width(rWNo, rWNo, 5)
	s.Width(rBNo, rBNo, 5)
	s.Width(rWName, rWName, 26)
	s.Width(rBName, rBName, 26)
	s.Width(rResult, rResult, 9)
	s.Width(rBye, rBye, 24)
	s.Hide(rWPts, rBPts)
	s.Freeze(0, 1)
	if err := s.Err(); err != nil {
		return err
	}
	if err := addResultValidation(b, name, cell(rResult, 2)+":"+cell(rResult, l.lastGameRow())); err != nil {
		return err
	}
	per := max(1, (rowsPortrait-1)/n)
	var breaks []int
	for t := 1 + per; t <= len(l.plan); t += per {
		breaks = append(breaks, l.games[l.firstGame[t-1]].row)
	}
	return b.Finish(s, name, Page{TitleRows: 1, Breaks: breaks})
}

func (l *rutschLayout) names(b *Book) error {
	for _, d := range []struct {
		name, sheet string
		col, last   int
	}{
		{"Results", l.sTables, rResult, l.lastGameRow()},
		{"PlayerNames", l.sPlayers, rpName, l.N + 1},
		{"Points", l.sPlayers, rpPoints, l.N + 1},
		{"Rank", l.sPlayers, rpRank, l.N + 1},
	} {
		if err := b.Name(d.name, d.sheet, d.col, 2, d.col, d.last); err != nil {
			return fmt.Errorf("defined name %s: %w", d.name, err)
		}
	}
	return nil
}

// scoreFormulas are white's and black's points of the result typed in cell
// e, as the round-robin workbook counts them.
func scoreFormulas(e string) (white, black string) {
	is := func(res ...string) string {
		t := make([]string, len(res))
		for i, x := range res {
			t[i] = fmt.Sprintf(`(%s="%s")`, e, x)
		}
		return strings.Join(t, "+")
	}
	return is("1-0", "+/-") + "+" + is("½-½") + "/2", is("0-1", "-/+") + "+" + is("½-½") + "/2"
}

// addResultValidation makes the cells of sqref take the round robin's
// results and only them.
func addResultValidation(b *Book, sheet, sqref string) error {
	dv := excelize.NewDataValidation(true)
	dv.SetSqref(sqref)
	if err := dv.SetDropList(resultList()); err != nil {
		return err
	}
	dv.SetError(excelize.DataValidationErrorStyleStop, b.Lang.T(errTitle), b.Lang.T(errText))
	return b.F.AddDataValidation(sheet, dv)
}
