package sheets

import (
	"strings"
	"unicode"

	"github.com/xuri/excelize/v2"
)

// Column widths sized from the text of the workbook's language: a family
// sets the widths its data need, and book.Finish widens a column whose
// title (a cell in the Header style) would not fit, so that "N° d'ordre"
// or "Grande enveloppe" is not clipped where "Order" fitted.

// The one text metric of the workbooks: the advance of each character in
// digits (the width of a "0", the unit of column widths), by class, for
// bold Calibri 11 as LibreOffice prints it (DejaVu Sans Bold standing in
// where Carlito is missing). Narrow letters count half, r, t and f two
// thirds, capitals and m, w more than a digit. Column widths (textWidth),
// the heights of wrapped notes (noteHeight) and the page headers
// (textPoints) all read it.
func digits(text string) float64 {
	w := 0.0
	for _, r := range text {
		switch {
		case strings.ContainsRune("iljI.,;:'’!|()[] ", r):
			w += 0.55
		case strings.ContainsRune("rtf", r):
			w += 0.7
		case strings.ContainsRune("mwMW—@&%", r):
			w += 1.6
		case unicode.IsUpper(r):
			w += 1.25
		default:
			w += 1.02
		}
	}
	return w
}

// textWidth is the width, in column-width units, that text needs on one
// line in bold, with a little room. Calibrated on LibreOffice's pages,
// where "Cou" and "Rés" fit in 3.8, "N° d'ordre" was cut at 9.28 and
// "Withdrew after round" at 18.5.
func textWidth(text string) float64 {
	return digits(text)*1.08 + 0.2
}

// digitEm is the width of a digit in ems (Calibri's advance, 0.507, rounded
// up), and bodySize the size of the workbooks' text in points.
const (
	digitEm  = 0.53
	bodySize = 11
)

// labelWidth is the width text needs wrapped on at most lines lines: no
// word is broken (a word wider than its column is cut).
func labelWidth(text string, lines int) float64 {
	words := strings.Fields(text)
	if len(words) == 0 {
		return 0
	}
	w := 0.0
	for _, x := range words {
		w = max(w, textWidth(x))
	}
	if lines <= 1 {
		return max(w, textWidth(text))
	}
	// The narrowest width at which the words wrap into lines lines, found
	// by trying widths from the widest word up.
	for ; ; w += 0.25 {
		n, line := 1, ""
		for _, x := range words {
			try := x
			if line != "" {
				try = line + " " + x
			}
			if textWidth(try) <= w {
				line = try
				continue
			}
			n, line = n+1, x
		}
		if n <= lines {
			return w
		}
	}
}

// lineHeight is the height of a line of text at 11 points, in points.
const lineHeight = 15

// heading is a title written in the Header or HeaderLeft style: where,
// and its text.
type heading struct {
	col, row int
	text     string
	left     bool // a row title (HeaderLeft): fitted only when not merged
}

// fitHeadings widens the columns of sheet so that each title fits on the
// lines its row (or its merged cells) has.
func (b *book) fitHeadings(s *sheet) error {
	if len(s.heads) == 0 {
		return nil
	}
	merges, err := b.F.GetMergeCells(s.Name, true)
	if err != nil {
		return err
	}
	ends := map[[2]int][2]int{} // a merge's top-left cell: its bottom-right
	for _, m := range merges {
		a, b1, e1 := excelize.CellNameToCoordinates(m.GetStartAxis())
		c, d, e2 := excelize.CellNameToCoordinates(m.GetEndAxis())
		if e1 == nil && e2 == nil {
			ends[[2]int{a, b1}] = [2]int{c, d}
		}
	}
	for _, h := range s.heads {
		c1, r1, c2, r2 := h.col, h.row, h.col, h.row
		if e, ok := ends[[2]int{h.col, h.row}]; ok {
			c2, r2 = e[0], e[1]
		}
		if h.left && (c2 != c1 || r2 != r1) {
			continue // a title across the sheet: the text wraps or runs on
		}
		if shown, err := b.F.GetColVisible(s.Name, colName(c1)); err != nil || !shown {
			continue // a helper column, never printed
		}
		height := 0.0
		for r := r1; r <= r2; r++ {
			rh, err := b.F.GetRowHeight(s.Name, r)
			if err != nil {
				return err
			}
			height += rh
		}
		width := 0.0
		for c := c1; c <= c2; c++ {
			cw, err := b.F.GetColWidth(s.Name, colName(c))
			if err != nil {
				return err
			}
			width += cw
		}
		lines := max(1, int(height/lineHeight))
		if h.left {
			lines = 1 // HeaderLeft does not wrap
		}
		need := labelWidth(h.text, lines)
		if width >= need {
			continue
		}
		// Spread what is missing over the columns of the title.
		extra := (need - width) / float64(c2-c1+1)
		for c := c1; c <= c2; c++ {
			cw, _ := b.F.GetColWidth(s.Name, colName(c))
			if err := b.F.SetColWidth(s.Name, colName(c), colName(c), cw+extra); err != nil {
				return err
			}
		}
	}
	return nil
}

// textPoints estimates the printed width of s in points at size points;
// bold is about 5 % wider. An estimate that errs wide: a line it passes
// fits.
func textPoints(s string, size float64, bold bool) float64 {
	em := digits(s) * digitEm
	if bold {
		em *= 1.05
	}
	return em * size
}
