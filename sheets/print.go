package sheets

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
	"github.com/xuri/excelize/v2"
)

// roundPrint is what the wall sheet and the result slips read of a
// pairings sheet: rounds of games rows each from row 2, in the columns of
// the round robin's Pairings sheet (pBoard, pWNo, ...; Rutsch's Tables and
// Scheveningen's Match sheets have the same, TestRoundPrintColumns checks),
// with a bye column when bye.
type roundPrint struct {
	pairings      string
	rounds, games int
	bye           bool
}

// steps are the wall sheet and the result slips.
func (rp roundPrint) steps(lang Lang) []step {
	return []step{fill(lang.T(sheetWall), rp.wall), fill(lang.T(sheetSlips), rp.slips)}
}

// at is a formula for column col of the game of board (1-based) of the
// round typed in cell round; "" while round is blank.
func (rp roundPrint) at(col int, round string, board int) string {
	last := 1 + rp.rounds*rp.games
	return fmt.Sprintf("INDEX(%s,(%s-1)*%d+%d)", absRange(rp.pairings, col, 2, col, last), round, rp.games, board)
}

// player is a formula for the number and name of a player of a game.
func (rp roundPrint) player(no, name int, round string, board int) string {
	return fmt.Sprintf(`IF(%s="","",%s&" "&%s)`, round, rp.at(no, round, board), rp.at(name, round, board))
}

// roundCell writes the cell where the round to print is typed (unlocked,
// 1 to rounds, 1 to start with) at col, row, with its label before it.
func (rp roundPrint) roundCell(b *book, s *sheet, labelCols, row, style int) string {
	s.Value(1, row, b.Lang.T(lblRoundToPrint), 0)
	s.Merge(1, row, labelCols, row)
	c := labelCols + 1
	s.Value(c, row, 1, style)
	s.numberCells(c, row, c, row, 1, rp.rounds, true, b.Lang.T(errRoundTitle), b.Lang.T(errRoundText))
	return abs(c, row)
}

// wall writes the wall sheet: the pairings of one round in large type, the
// round typed at the top (no unprotecting to print one round alone).
func (rp roundPrint) wall(b *book, s *sheet) (page, error) {
	T := b.Lang.T
	big := func(st excelize.Style) (int, error) { return b.NewStyle(st) }
	center := &excelize.Alignment{Horizontal: "center", Vertical: "center"}
	thin := box("000000", 1)
	head, err := big(excelize.Style{Font: &excelize.Font{Bold: true, Size: 16}, Border: thin, Alignment: center,
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}}})
	if err != nil {
		return page{}, err
	}
	// The round, its date and time in 20 points; the boards and names in
	// wallSize, read from across the room.
	roundHead, err := big(excelize.Style{Font: &excelize.Font{Bold: true, Size: 20}, Border: thin, Alignment: center,
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}}})
	if err != nil {
		return page{}, err
	}
	num, err := big(excelize.Style{Font: &excelize.Font{Bold: true, Size: wallSize}, Border: thin, Alignment: center})
	if err != nil {
		return page{}, err
	}
	name, err := big(excelize.Style{Font: &excelize.Font{Size: wallSize}, Border: thin,
		Alignment: &excelize.Alignment{Vertical: "center", ShrinkToFit: true}})
	if err != nil {
		return page{}, err
	}
	input, err := big(excelize.Style{Font: &excelize.Font{Bold: true, Size: 16}, Border: thin, Alignment: center,
		Protection: &excelize.Protection{Locked: false}, Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FFF9DB"}}})
	if err != nil {
		return page{}, err
	}
	round := rp.roundCell(b, s, 3, 1, input)
	// "Round 3 — 2026-05-03 at 14:00", as the Event sheet has them.
	date, hm := fmt.Sprintf("INDEX(%s,%s)&\"\"", contract.RoundDates, round), fmt.Sprintf("INDEX(%s,%s)&\"\"", contract.RoundTimes, round)
	s.Formula(1, 2, fmt.Sprintf(`IF(%s="","","%s "&%s&IF(%s="",""," — "&%s)&IF(%s="","","%s"&%s))`,
		round, T(lblWallRound), round, date, date, hm, T(lblWallAt), hm), roundHead)
	s.Merge(1, 2, 4, 2)
	s.Heads(3, lblBoard, lblWhite, lblResult, lblBlack)
	for c := 1; c <= 4; c++ {
		s.Style(c, 3, c, 3, head)
	}
	for bd := 1; bd <= rp.games; bd++ {
		r := 3 + bd
		s.Value(1, r, bd, num)
		s.Formula(2, r, rp.player(pWNo, pWName, round, bd), name)
		s.Formula(3, r, fmt.Sprintf(`IF(%s="","",%s&"")`, round, rp.at(pResult, round, bd)), num)
		s.Formula(4, r, rp.player(pBNo, pBName, round, bd), name)
		s.Height(r, wallRow)
	}
	if rp.bye {
		r := 4 + rp.games
		s.Formula(1, r, fmt.Sprintf(`IF(%s="","","%s"&%s)`, round, T(lblByeIs), rp.at(pBye, round, 1)), name)
		s.Style(2, r, 4, r, name)
		s.Merge(1, r, 4, r)
		s.Height(r, wallRow)
	}
	s.Height(1, 24)
	s.Height(2, 36)
	s.Height(3, 26)
	// The width of landscape A4 at 100 % (wallWidth characters), so that
	// wallSize prints as it is (a name of 22 letters in full):
	// wallBoards boards a page, more on the next; the result column as
	// wide as its title in 16 points ("Résultat"), the names sharing the
	// rest.
	res := max(10, wallResultWidth(T(lblResult)))
	s.Widths(1, 9, (wallWidth-9-res)/2, res, (wallWidth-9-res)/2)
	var breaks []int
	for bd := wallBoards + 1; bd <= rp.games; bd += wallBoards {
		breaks = append(breaks, 3+bd)
	}
	return page{Landscape: true, TitleRows: 3, Breaks: breaks}, nil
}

// The wall sheet's type: the boards and names in 20 points, on rows of
// wallRow points, wallBoards to a landscape page; wallWidth characters of
// columns print at 100 % on its width.
const (
	wallSize   = 20
	wallRow    = 30
	wallBoards = 12
	wallWidth  = 105
)

// Rows of one result slip, and the slips a page holds.
const (
	slipRows     = 6 // title, white, black, result, signatures, gap to cut
	slipsPerPage = 5
)

// slips writes a result slip per board of the round typed at the top: the
// round and board, the players, the results to circle, the signatures; five
// to a page, to cut along the dashed lines.
func (rp roundPrint) slips(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	mk := func(se excelize.Style) (int, error) { return b.NewStyle(se) }
	dashed := box("000000", 3)
	// The dashed top of each slip's title is the line to cut along.
	title, err := mk(excelize.Style{Font: &excelize.Font{Bold: true, Size: 12}, Border: dashed[2:3],
		Alignment: &excelize.Alignment{Vertical: "center"}})
	if err != nil {
		return page{}, err
	}
	input, err := mk(excelize.Style{Font: &excelize.Font{Bold: true}, Border: box("808080", 1),
		Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}, Protection: &excelize.Protection{Locked: false},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FFF9DB"}}})
	if err != nil {
		return page{}, err
	}
	round := rp.roundCell(b, s, 3, 1, input)
	var breaks []int
	for bd := 1; bd <= rp.games; bd++ {
		r := 3 + (bd-1)*slipRows
		if bd > 1 && (bd-1)%slipsPerPage == 0 {
			breaks = append(breaks, r)
		}
		s.Formula(1, r, fmt.Sprintf(`IF(%s="","","%s "&%s&" — %s %d")`, round, T(lblWallRound), round, T(lblBoard), bd), title)
		s.Style(2, r, 4, r, title)
		s.Merge(1, r, 4, r)
		for i, side := range []struct {
			label    Text
			no, name int
		}{{lblWhite, pWNo, pWName}, {lblBlack, pBNo, pBName}} {
			s.Value(1, r+1+i, T(side.label), st.HeaderLeft)
			s.Formula(2, r+1+i, rp.player(side.no, side.name, round, bd), st.Cell)
			s.Style(3, r+1+i, 4, r+1+i, st.Cell)
			s.Merge(2, r+1+i, 4, r+1+i)
		}
		s.Value(1, r+3, T(lblResult), st.HeaderLeft)
		for i, res := range []string{"1-0", "½-½", "0-1"} {
			s.Value(2+i, r+3, res, st.Center)
		}
		s.Value(1, r+4, T(lblSignatures), st.HeaderLeft)
		s.Style(2, r+4, 4, r+4, st.Cell)
		s.Merge(3, r+4, 4, r+4)
		for k := range 4 {
			s.Height(r+k, 20)
		}
		s.Height(r+4, 28)
		s.Height(r+5, 16)
	}
	// The cut line under the last slip.
	cut, err := mk(excelize.Style{Border: dashed[2:3]})
	if err != nil {
		return page{}, err
	}
	s.Style(1, 3+rp.games*slipRows, 4, 3+rp.games*slipRows, cut)
	s.Widths(1, 14, 24, 12, 24)
	return page{Breaks: breaks}, nil
}

// wallResultWidth is the width the wall sheet's result title needs in its
// 16-point bold heading.
func wallResultWidth(title string) float64 { return textWidth(title)*16/11 + 1 }
