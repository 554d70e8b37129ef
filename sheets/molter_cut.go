package sheets

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// The Molter workbook's styles, and the envelopes and board cards to cut out.

// molterStyles are the styles only the Molter workbook uses, made once.
type molterStyles struct {
	wrap, textTop    int
	envTitle, slip   int
	cardHead, cardPl []int // per colour
	cardPlSmall      []int // per colour, past 25 teams only: see longCard
	roundHead        []int
}

func (l *molterLayout) makeStyles(b *book) error {
	center := &excelize.Alignment{Horizontal: "center", Vertical: "center"}
	mk := func(s excelize.Style) (int, error) { return b.NewStyle(s) }
	var err error
	ms := &l.style
	if ms.wrap, err = mk(excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"},
		Border: box("808080", 1)}); err != nil {
		return err
	}
	top := box("808080", 1)
	top[2] = excelize.Border{Type: "top", Color: "000000", Style: 5}
	if ms.textTop, err = mk(excelize.Style{Border: top, NumFmt: textFormat, Protection: &excelize.Protection{Locked: false}}); err != nil {
		return err
	}
	if ms.envTitle, ms.slip, err = slipStyles(b); err != nil {
		return err
	}
	for _, c := range roundColours {
		fill := excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{c.fill}}
		head := box("000000", 3)
		head[3].Style = 0 // no line between the two rows of a card
		pl := box("000000", 3)
		pl[2].Style = 0
		// 10 points: the cards print at about 80 %, 8 points at least.
		h, err := mk(excelize.Style{Fill: fill, Border: head, Font: &excelize.Font{Size: 10},
			Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "bottom", ShrinkToFit: true}})
		if err != nil {
			return err
		}
		p, err := mk(excelize.Style{Fill: fill, Border: pl, Font: &excelize.Font{Bold: true, Size: 20}, Alignment: center})
		if err != nil {
			return err
		}
		rh, err := mk(excelize.Style{Fill: fill, Font: &excelize.Font{Bold: true, Size: 12},
			Alignment: &excelize.Alignment{Vertical: "center"}})
		if err != nil {
			return err
		}
		ms.cardHead, ms.cardPl, ms.roundHead = append(ms.cardHead, h), append(ms.cardPl, p), append(ms.roundHead, rh)
		if l.T > 25 { // made only where used: the other workbooks keep their bytes
			p, err := mk(excelize.Style{Fill: fill, Border: pl, Font: &excelize.Font{Bold: true, Size: 16}, Alignment: center})
			if err != nil {
				return err
			}
			ms.cardPlSmall = append(ms.cardPlSmall, p)
		}
	}
	return nil
}

// longCard is a card too wide for its 20 points: three-digit boards
// between teams past Z ("194. AA13 – AD13", 16 characters) print beyond
// the card (LibreOffice, 30 teams of 16); they print in 16 points. The
// document's longest cards ("150. C100 – B100") fit.
func (l *molterLayout) longCard(text string) bool {
	return len(l.style.cardPlSmall) > 0 && utf8.RuneCountInString(text) > 15
}

// colour is the colour of round k's cards.
func (l *molterLayout) colour(k int) struct {
	fill string
	name Text
} {
	return roundColours[(k-1)%len(roundColours)]
}

// envelopes writes the team envelopes: for each team letter the slips of
// its players' symbols (A1, A2, …), to cut out and put in one envelope.
func (l *molterLayout) envelopes(b *book, s *sheet) (page, error) {
	T := b.Lang.T
	var groups []slipGroup
	for t := 1; t <= l.T; t++ {
		g := slipGroup{title: T(lblEnvelope) + " " + l.team(t)}
		for o := 1; o <= l.P; o++ {
			g.slips = append(g.slips, l.team(t)+strconv.Itoa(o))
		}
		groups = append(groups, g)
	}
	return slipSheet(s, T(noteEnvelopes), 0, groups, l.style.envTitle, l.style.slip), nil
}

// Board cards: three cards a row, each two cells high (the round, then the
// pairing as the document writes it: "15. D4 – B4"), a spacer column and
// row between cards to cut along.
const (
	cardsPerRow   = 3
	cardWidth     = 28
	cardRowsAPage = 10 // rows of cards per page
)

// cards writes the board cards: one per board per round, each round on new
// pages and in its own colour.
func (l *molterLayout) cards(b *book, s *sheet) (page, error) {
	T := b.Lang.T
	cols := 2*cardsPerRow - 1
	heights := map[int]float64{}
	var breaks []int
	row := 1
	for k := 1; k <= l.K; k++ {
		if k > 1 {
			breaks = append(breaks, row)
		}
		ci := (k - 1) % len(roundColours)
		head := fmt.Sprintf("%s — %s", l.roundTitle(k), fmt.Sprintf(T(lblCardsOn), T(l.colour(k).name)))
		s.Value(1, row, head, l.style.roundHead[ci])
		s.Style(1, row, cols, row, l.style.roundHead[ci])
		s.Merge(1, row, cols, row)
		heights[row] = 24
		heights[row+1] = 8
		row += 2
		first := l.firstGame[k-1]
		n := l.boards()
		for i := range n {
			g := l.games[first+i]
			cr := i / cardsPerRow
			if cr > 0 && cr%cardRowsAPage == 0 && i%cardsPerRow == 0 {
				breaks = append(breaks, row+3*cr)
			}
			r := row + 3*cr
			c := 1 + 2*(i%cardsPerRow)
			s.Value(c, r, l.cardTitle(k), l.style.cardHead[ci])
			text := fmt.Sprintf("%d. %s – %s", g.board, l.symbol(g.white), l.symbol(g.black))
			st := l.style.cardPl[ci]
			if l.longCard(text) {
				st = l.style.cardPlSmall[ci]
			}
			s.Value(c, r+1, text, st)
			heights[r], heights[r+1], heights[r+2] = 18, 40, 10
		}
		row += 3 * ((n + cardsPerRow - 1) / cardsPerRow)
	}
	return cutSheet(s, cols, cardWidth, heights, breaks), nil
}

// cardTitle is the round as a card says it: roundTitle without what the
// round's heading above the cards says of a built autonomous round ("(not
// printed, built)"), which overflowed the card into its neighbours.
func (l *molterLayout) cardTitle(k int) string {
	t := l.Lang.T(lblRound) + " " + strconv.Itoa(k)
	if l.auto && k == l.K {
		t += " – " + l.Lang.T(lblAutoShort) + " " + l.tab.Table() + "a"
	}
	return t
}
