package sheets

import (
	"github.com/xuri/excelize/v2"
)

// The workbooks' cell styles, made once a book.

// styles are the cell styles of a workbook, created once by newBook. The
// ...Top variants add a thicker top border that separates groups of rows
// (the rounds of a pairings sheet).
type styles struct {
	Header     int // column titles: bold, centred, grey, boxed, wrapped
	Cell       int // boxed, shrunk to fit
	Center     int // boxed, centred
	Number     int // boxed, centred, number format General
	Text       int // user text: boxed, text format, unlocked
	Input      int // a number to type: boxed, centred, unlocked
	Entry      int // a cell to type into: text format, unlocked, centred, bold, pale yellow
	Crossed    int // a cell crossed by both diagonals (cross-table diagonal)
	Shaded     int // boxed, centred, grey: a seat with black
	Note       int // italic, no box, wrapped, top-aligned
	CellTop    int
	CenterTop  int
	EntryTop   int
	ShadedTop  int
	HeaderLeft int // a row title: bold, left-aligned, grey, boxed
}

// textFormat is the built-in number format "@": what is typed stays text,
// so that Excel does not read "1-0" as a date or "=x" as a formula.
const textFormat = 49

func (b *book) makeStyles() error {
	thin := func(c string) []excelize.Border { return box(c, 1) }
	top := func(bs []excelize.Border) []excelize.Border {
		out := append([]excelize.Border(nil), bs...)
		out[2].Style = 5 // thick
		out[2].Color = "000000"
		return out
	}
	box := thin("808080")
	center := &excelize.Alignment{Horizontal: "center", Vertical: "center"}
	// A name too long for its cell shrinks rather than running over the
	// next cell (or being cut by it once a result is typed there).
	shrink := &excelize.Alignment{Vertical: "center", ShrinkToFit: true}
	grey := excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}}
	pale := excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FFF9DB"}}
	unlocked := &excelize.Protection{Locked: false}
	defs := []struct {
		id *int
		s  excelize.Style
	}{
		{&b.Style.Header, excelize.Style{Font: &excelize.Font{Bold: true}, Fill: grey, Border: box,
			Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true}}},
		{&b.Style.HeaderLeft, excelize.Style{Font: &excelize.Font{Bold: true}, Fill: grey, Border: box,
			Alignment: &excelize.Alignment{Vertical: "center"}}},
		{&b.Style.Cell, excelize.Style{Border: box, Alignment: shrink}},
		{&b.Style.Center, excelize.Style{Border: box, Alignment: center}},
		{&b.Style.Number, excelize.Style{Border: box, Alignment: center, NumFmt: 0}},
		{&b.Style.Text, excelize.Style{Border: box, NumFmt: textFormat, Protection: unlocked}},
		{&b.Style.Input, excelize.Style{Border: box, Alignment: center, Protection: unlocked}},
		{&b.Style.Entry, excelize.Style{Border: box, NumFmt: textFormat, Protection: unlocked, Alignment: center,
			Font: &excelize.Font{Bold: true}, Fill: pale}},
		{&b.Style.Crossed, excelize.Style{Fill: grey, Border: append(thin("808080"),
			excelize.Border{Type: "diagonalDown", Color: "808080", Style: 1},
			excelize.Border{Type: "diagonalUp", Color: "808080", Style: 1})}},
		{&b.Style.Shaded, excelize.Style{Border: box, Alignment: center, Fill: grey}},
		{&b.Style.Note, excelize.Style{Font: &excelize.Font{Italic: true},
			Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"}}},
		{&b.Style.CellTop, excelize.Style{Border: top(box), Alignment: shrink}},
		{&b.Style.CenterTop, excelize.Style{Border: top(box), Alignment: center}},
		{&b.Style.EntryTop, excelize.Style{Border: top(box), NumFmt: textFormat, Protection: unlocked, Alignment: center,
			Font: &excelize.Font{Bold: true}, Fill: pale}},
		{&b.Style.ShadedTop, excelize.Style{Border: top(box), Alignment: center, Fill: grey}},
	}
	for _, d := range defs {
		id, err := b.NewStyle(d.s)
		if err != nil {
			return err
		}
		*d.id = id
	}
	return nil
}

// NewStyle adds a cell style to the workbook. A font given without name or
// size gets the workbook's (Calibri 11): excelize would write it without
// them, and LibreOffice then prints it in its default serif at 10 points.
func (b *book) NewStyle(st excelize.Style) (int, error) {
	if st.Font != nil {
		f := *st.Font
		if f.Family == "" {
			f.Family = "Calibri"
		}
		if f.Size == 0 {
			f.Size = 11
		}
		st.Font = &f
	}
	return b.F.NewStyle(&st)
}

// row returns the cell, centred and entry styles of a row of a pairings
// sheet: with the thick top border on the first row of a round.
func (st styles) row(first bool) (cell, center, entry int) {
	if first {
		return st.CellTop, st.CenterTop, st.EntryTop
	}
	return st.Cell, st.Center, st.Entry
}

// box is a border on the four sides of a cell, left, right, top, bottom in
// that order, of one colour and line style (1 thin, 3 dashed, 5 thick).
func box(colour string, style int) []excelize.Border {
	return []excelize.Border{
		{Type: "left", Color: colour, Style: style}, {Type: "right", Color: colour, Style: style},
		{Type: "top", Color: colour, Style: style}, {Type: "bottom", Color: colour, Style: style},
	}
}
