package sheets

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/xuri/excelize/v2"
)

// The parts several families share: the checks every description makes,
// the result cells, page budgets, notes and the sheets of slips to cut out.

// problems gathers what makes a description unusable, in the order its
// Validate finds them.
type problems []string

// check notes the problem format describes when bad holds.
func (p *problems) check(bad bool, format string, args ...any) {
	if bad {
		*p = append(*p, fmt.Sprintf(format, args...))
	}
}

// players checks what every individual family checks of its players: n
// in range, no more listed than n, each federation a FIDE code. It reports
// whether n is in range.
func (p *problems) players(n int, players []Player) bool {
	ok := n >= MinPlayers && n <= MaxPlayers
	p.check(!ok, "%d players: want %d to %d", n, MinPlayers, MaxPlayers)
	p.check(len(players) > n, "%d players listed for %d pairing numbers", len(players), n)
	for i, pl := range players {
		p.check(pl.Federation != "" && !trf.IsFederation(pl.Federation),
			"player %d (%s): federation %q: want one of FIDE's federation codes such as FRA (a club goes in the club column)", i+1, pl.Name, pl.Federation)
	}
	return ok
}

// err ends a Validate: the family's own problems, then those of the
// language ("" is English, as for the Write functions) and the page header,
// as one error naming the family; nil when there are none.
func (p problems) err(family string, lang Lang, ev Event) error {
	if _, err := ParseLang(string(lang)); err != nil && lang != "" {
		p = append(p, err.Error())
	}
	if err := ev.Validate(); err != nil {
		p = append(p, err.Error())
	}
	if p != nil {
		return fmt.Errorf("%s: %s", family, strings.Join(p, "; "))
	}
	return nil
}

// allRounds returns rounds 1..n of a table, read with round.
func allRounds[R any](n int, round func(int) (R, error)) ([]R, error) {
	rounds := make([]R, n)
	for k := range rounds {
		var err error
		if rounds[k], err = round(k + 1); err != nil {
			return nil, err
		}
	}
	return rounds, nil
}

// Rows per printed page: a conservative bound at 100 % scale (fit-to-width
// only ever shrinks), so that the manual breaks alone decide the pages.
const (
	rowsPortrait  = 46
	rowsLandscape = 30
)

// groupBreaks are the page breaks that keep groups of rows whole (the
// rounds of a pairings sheet): per groups a page, before group 1+per,
// 1+2·per, … of count; first is the first row of a group.
func groupBreaks(count, per int, first func(group int) int) []int {
	per = max(1, per)
	var breaks []int
	for g := 1 + per; g <= count; g += per {
		breaks = append(breaks, first(g))
	}
	return breaks
}

// shortName is a formula showing the name in cell ref ("" when blank) in a
// column of width w: a name longer than w+2 characters is cut with an
// ellipsis (the Players sheet keeps it whole), so that shrinking it to its
// cell (styles.Cell) keeps it readable.
func shortName(ref string, w float64) string {
	n := int(w) + 2
	return fmt.Sprintf(`IF(LEN(%s)>%d,LEFT(%s,%d)&"…",%s&"")`, ref, n, ref, n-1, ref)
}

// nameWidth is the width of the name columns of the pairings sheets.
const nameWidth = 26

// pairingsPage is the print setup of a pairings sheet of rounds of games
// rows each (roundRow: the first row of a round): whole rounds on a page
// (one a page with perPage), in landscape when the bye column makes the
// page too wide for portrait at a readable scale.
func pairingsPage(bye, perPage bool, rounds, games int, roundRow func(int) int) page {
	rows := rowsPortrait
	if bye {
		rows = rowsLandscape
	}
	per := (rows - 1) / games
	if perPage {
		per = 1
	}
	return page{Landscape: bye, TitleRows: 1, Breaks: groupBreaks(rounds, per, roundRow)}
}

// resultList is the drop-down list of the result cells, in tiebreak's order.
func resultList() []string {
	list := make([]string, len(tiebreak.Results))
	for i, r := range tiebreak.Results {
		list[i] = r.String()
	}
	return list
}

// isIn is a formula counting 1 when cell c holds one of res, else 0 (a sum
// of comparisons, TRUE or FALSE counting 1 or 0).
func isIn(c string, res ...string) string {
	t := make([]string, len(res))
	for i, x := range res {
		t[i] = fmt.Sprintf(`(%s="%s")`, c, x)
	}
	return strings.Join(t, "+")
}

// scoreFormulas are white's and black's points of the result typed in cell
// e, as the round-robin workbook counts them.
func scoreFormulas(e string) (white, black string) {
	return isIn(e, "1-0", "+/-") + "+" + isIn(e, "½-½") + "/2", isIn(e, "0-1", "-/+") + "+" + isIn(e, "½-½") + "/2"
}

// resultCells makes rows first..last of column col take the results of a
// game and only them (1-0, ½-½, 0-1, +/-, -/+, -/-).
func (s *sheet) resultCells(col, first, last int) {
	dv := excelize.NewDataValidation(true)
	dv.SetSqref(cell(col, first) + ":" + cell(col, last))
	if err := dv.SetDropList(resultList()); err != nil {
		s.keep(err)
		return
	}
	T := s.book.Lang.T
	dv.SetError(excelize.DataValidationErrorStyleStop, T(errTitle), T(errText))
	s.validate(dv)
}

// numberCells makes the rectangle col1,first..col2,last take only numbers
// from lo to hi (whole numbers with whole), with title and text in the
// error box.
func (s *sheet) numberCells(col1, first, col2, last, lo, hi int, whole bool, title, text string) {
	dv := excelize.NewDataValidation(true)
	dv.SetSqref(cell(col1, first) + ":" + cell(col2, last))
	typ := excelize.DataValidationTypeDecimal
	if whole {
		typ = excelize.DataValidationTypeWhole
	}
	if err := dv.SetRange(lo, hi, typ, excelize.DataValidationOperatorBetween); err != nil {
		s.keep(err)
		return
	}
	dv.SetError(excelize.DataValidationErrorStyleStop, title, text)
	s.validate(dv)
}

func (s *sheet) validate(dv *excelize.DataValidation) {
	if s.err == nil {
		s.keep(s.F.AddDataValidation(s.Name, dv))
	}
}

// noteHeight is the height of a row holding text wrapped over width
// (column-width units), 15 points a line, each paragraph measured in
// digits.
func noteHeight(text string, width float64) float64 {
	lines := 0
	for _, para := range strings.Split(text, "\n") {
		// Generous (15 % more): the words wrap whole, and the font
		// the printer substitutes may be wider.
		lines += int(digits(para)*1.15/width) + 1
	}
	return float64(lineHeight*lines + 6)
}

// Slips to cut out (the envelopes of Molter and Varma): 6 a row, one cell
// each, spacer columns between.
const (
	slipsPerRow = 6
	slipWidth   = 11
)

// slipStyles are the styles of slips to cut out: a title above a group of
// slips, and the slip (large bold text, dashed box).
func slipStyles(b *book) (title, slip int, err error) {
	title, err = b.NewStyle(excelize.Style{Font: &excelize.Font{Bold: true, Size: 16},
		Alignment: &excelize.Alignment{Vertical: "center"}})
	if err != nil {
		return
	}
	slip, err = b.NewStyle(excelize.Style{Font: &excelize.Font{Bold: true, Size: 28}, Border: box("000000", 3),
		Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}})
	return
}

// slipGroup is one envelope: its title and its slips.
type slipGroup struct {
	title string
	slips []any
}

// slipSheet writes a sheet of slips: the note across the top, then each
// group under its title, whole groups on a page. used is the height the
// first page starts with (Molter's envelopes never counted their note, and
// their pages stay where they were).
func slipSheet(s *sheet, note string, used float64, groups []slipGroup, titleStyle, slipStyle int) page {
	cols := 2*slipsPerRow - 1
	s.Value(1, 1, note, s.book.Style.Note)
	s.Merge(1, 1, cols, 1)
	heights := map[int]float64{1: noteHeight(note, float64(slipsPerRow*slipWidth+(slipsPerRow-1)*2))}
	row := 3
	var breaks []int
	const page = 680 // printable height of an A4 page, points, with room to spare
	for _, g := range groups {
		slipRows := (len(g.slips) + slipsPerRow - 1) / slipsPerRow
		h := 30 + float64(slipRows)*(52+8) + 14
		if used > 0 && used+h > page {
			breaks = append(breaks, row)
			used = 0
		}
		used += h
		s.Value(1, row, g.title, titleStyle)
		s.Merge(1, row, cols, row)
		heights[row] = 30
		row++
		for i, v := range g.slips {
			r := row + 2*(i/slipsPerRow)
			s.Value(1+2*(i%slipsPerRow), r, v, slipStyle)
			heights[r], heights[r+1] = 52, 8
		}
		row += 2*slipRows + 1
		heights[row-1] = 14
	}
	return cutSheet(s, cols, slipWidth, heights, breaks)
}

// cutSheet completes a sheet of slips or cards to cut out: the odd columns
// of width w hold them, the even ones are 2 wide gaps to cut along; then
// the row heights, and the page breaks given.
func cutSheet(s *sheet, cols int, w float64, heights map[int]float64, breaks []int) page {
	for c := 1; c <= cols; c++ {
		if c%2 == 1 {
			s.Width(c, c, w)
		} else {
			s.Width(c, c, 2)
		}
	}
	s.Heights(heights)
	return page{Breaks: breaks}
}

// rankFormula counts the entries strictly better than the one of row r:
// better on the first of cols, or equal on it and better on the second, and
// so on (colRange is a column's range over all entries). The terms exclude
// one another, so each better entry counts once; entries equal on every
// column share a rank. COUNTIFS (Excel 2007, no _xlfn. prefix) keeps it a
// plain formula that every engine evaluates.
func rankFormula(r int, cols []int, colRange func(col int) string) string {
	var terms []string
	for i, c := range cols {
		var args []string
		for _, e := range cols[:i] {
			args = append(args, colRange(e), cell(e, r))
		}
		args = append(args, colRange(c), `">"&`+cell(c, r))
		terms = append(terms, "COUNTIFS("+strings.Join(args, ",")+")")
	}
	return "1+" + strings.Join(terms, "+")
}

// rankedCol is a column of a standings sheet: the column of the ranked
// sheet it shows, in a style. A column in the Cell style is text, shown with
// &"" so that a blank name stays blank rather than 0.
type rankedCol struct{ col, style int }

// ranked writes n rows from row first, in the order of places: row first+i
// shows the entry whose position (column pos of colRange) is i+1.
func ranked(s *sheet, first, n int, colRange func(col int) string, pos int, cols []rankedCol) {
	for p := 1; p <= n; p++ {
		at := fmt.Sprintf("MATCH(%d,%s,0)", p, colRange(pos))
		for i, c := range cols {
			f := fmt.Sprintf("INDEX(%s,%s)", colRange(c.col), at)
			if c.style == s.book.Style.Cell {
				f += `&""`
			}
			s.Formula(i+1, first+p-1, f, c.style)
		}
	}
}
