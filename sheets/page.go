package sheets

import (
	"fmt"
	"strings"
	"unicode/utf16"

	"github.com/xuri/excelize/v2"
)

// The print setup of a sheet: its page, the columns split over pages, the
// header of every page fitted to its width.

// page is the print setup of one sheet. Every sheet prints on A4 with the
// event in the header and "page x / y" in the footer, one page wide when
// that keeps the text at printScaleFloor or more; a wider sheet prints at
// splitScale across pages, its title rows and columns repeated.
type page struct {
	Landscape bool
	TitleRows int   // rows 1..TitleRows repeat at the top of every page
	TitleCols int   // a grid that may split across pages: columns 1..TitleCols repeat on each
	OnePage   bool  // fit to one page tall as well (not for a split sheet)
	Breaks    []int // rows that start a new page
	KeepFrom  int   // a split sheet keeps the columns from KeepFrom on together (totals)
	ColGroup  int   // a split sheet breaks only between groups of ColGroup columns after the title columns (a round's)
	Across    bool  // a split sheet prints its pages across, then down (a block's columns on consecutive pages)

	// Set by Finish from the cells written: the print area (last column
	// and row; 0 prints everything) and, for a sheet too wide to fit, the
	// scale and the columns that start a page.
	lastCol, lastRow int
	scale            int
	colBreaks        []int
}

// The print scale, in percent: fitting a sheet to the page width may shrink
// it to printScaleFloor (8 points for the 11-point body text), a wider sheet
// prints at splitScale across pages.
const (
	printScaleFloor = 73
	splitScale      = 85
)

// printWidth is the width between the margins of an A4 page in pixels of
// column width (96 per inch): 8.27 or 11.69 inches less two margins of 0.6.
func printWidth(landscape bool) float64 {
	if landscape {
		return (11.69 - 1.2) * 96
	}
	return (8.27 - 1.2) * 96
}

// colPixels is the printed width of a column of width w: characters of the
// default font, 7 pixels each, and 5 of padding, as Excel counts it, times
// fontSlack.
func colPixels(w float64) float64 { return float64(int(w*7+5)) * fontSlack }

// fontSlack: LibreOffice without Calibri or its twin Carlito lays the
// columns out with DejaVu Sans, whose digits are wider; measured on its PDF
// pages, a sheet prints 1.27 times as wide as Excel's count. The estimate
// takes the wider, so that the floor holds wherever the file is printed.
const fontSlack = 1.27

// split decides how p prints the columns 1..last of s: fit to the page
// width when that scale is printScaleFloor or more, otherwise, for a grid
// with title columns, at splitScale with page breaks between columns, the
// title columns repeated on each page and the columns from KeepFrom on kept
// together. A list without title columns is never split: its family keeps
// it narrow enough.
func (p *page) split(s *sheet, last int) error {
	if p.TitleCols == 0 {
		return nil
	}
	px, wide, err := p.widths(s, last)
	if err != nil || !wide {
		return err
	}
	p.scale, p.OnePage = splitScale, false
	room := printWidth(p.Landscape) * 100 / splitScale
	for c := 1; c <= p.TitleCols; c++ {
		room -= px[c]
	}
	used := 0.0
	for c := p.TitleCols + 1; c <= last; {
		// The unit kept on one page: a group of ColGroup columns (not
		// past KeepFrom), or the columns from KeepFrom on.
		end := c
		if p.ColGroup > 1 {
			end = c + p.ColGroup - 1
		}
		if p.KeepFrom > 0 && c < p.KeepFrom {
			end = min(end, p.KeepFrom-1)
		}
		if p.KeepFrom > 0 && c >= p.KeepFrom {
			end = last
		}
		end = min(end, last)
		w := 0.0
		for d := c; d <= end; d++ {
			w += px[d]
		}
		if used > 0 && used+w > room {
			p.colBreaks = append(p.colBreaks, c)
			used = 0
		}
		used += w
		c = end + 1
	}
	return nil
}

// widths returns the printed widths of the columns 1..last of s (0 for a
// hidden one) and whether they are too wide to fit to the page width at
// printScaleFloor or more: a sheet that would split.
func (p *page) widths(s *sheet, last int) ([]float64, bool, error) {
	px := make([]float64, last+1)
	total := 0.0
	for c := 1; c <= last; c++ {
		if s.isHidden(c) {
			continue
		}
		w, err := s.F.GetColWidth(s.Name, colName(c))
		if err != nil {
			return nil, false, err
		}
		px[c] = colPixels(w)
		total += px[c]
	}
	return px, total*printScaleFloor/100 > printWidth(p.Landscape), nil
}

// a4 is the paper size code of A4 in SpreadsheetML.
const a4 = 9

// SetPage applies the print setup p to sheet.
func (b *book) SetPage(sheet string, p page) error {
	orient, one, tall := "portrait", 1, 0
	if p.Landscape {
		orient = "landscape"
	}
	if p.OnePage {
		tall = 1
	}
	size := a4
	opts := &excelize.PageLayoutOptions{Size: &size, Orientation: &orient, FitToWidth: &one, FitToHeight: &tall}
	// Fit-to-width is ignored unless the sheet property asks for it.
	fit := p.scale == 0
	if !fit {
		scale := uint(p.scale)
		opts = &excelize.PageLayoutOptions{Size: &size, Orientation: &orient, AdjustTo: &scale}
		if p.Across {
			order := "overThenDown"
			opts.PageOrder = &order
		}
	}
	if err := b.F.SetPageLayout(sheet, opts); err != nil {
		return err
	}
	if err := b.F.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	// The top margin leaves room under the two lines of the header.
	m, top, hf := 0.6, 0.8, 0.3 // inches
	if err := b.F.SetPageMargins(sheet, &excelize.PageLayoutMarginsOptions{
		Top: &top, Bottom: &m, Left: &m, Right: &m, Header: &hf, Footer: &hf,
	}); err != nil {
		return err
	}
	// The header and footer keep their size on a sheet printed smaller.
	unscaled := false
	if err := b.F.SetHeaderFooter(sheet, &excelize.HeaderFooterOptions{
		ScaleWithDoc: &unscaled,
		OddHeader:    b.header(),
		OddFooter:    "&L&A&R" + b.Lang.T(Text{"page", "page"}) + " &P / &N",
	}); err != nil {
		return err
	}
	var titles []string
	if p.TitleCols > 0 && p.scale != 0 {
		titles = append(titles, fmt.Sprintf("%s!$A:$%s", quoteSheet(sheet), colName(p.TitleCols)))
	}
	if p.TitleRows > 0 {
		titles = append(titles, fmt.Sprintf("%s!$1:$%d", quoteSheet(sheet), p.TitleRows))
	}
	if titles != nil {
		if err := b.F.SetDefinedName(&excelize.DefinedName{
			Name: "_xlnm.Print_Titles", RefersTo: strings.Join(titles, ","), Scope: sheet,
		}); err != nil {
			return err
		}
	}
	if p.lastCol > 0 && p.lastRow > 0 {
		if err := b.F.SetDefinedName(&excelize.DefinedName{
			Name: "_xlnm.Print_Area", RefersTo: absRange(sheet, 1, 1, p.lastCol, p.lastRow), Scope: sheet,
		}); err != nil {
			return err
		}
	}
	for _, r := range p.Breaks {
		if err := b.F.InsertPageBreak(sheet, fmt.Sprintf("A%d", r)); err != nil {
			return err
		}
	}
	for _, c := range p.colBreaks {
		if err := b.F.InsertPageBreak(sheet, cell(c, 1)); err != nil {
			return err
		}
	}
	return nil
}

// header builds the page header: the title in bold on the first line, the
// place and dates on the second, both centred, so that no part can print
// over another (the centre section alone spans the page; left, centre and
// right parts each have a third and overprint one another when one is
// long). Each line is shortened with an ellipsis to the width of a portrait
// page, measured with the widths of the font (headerWidth); "&" in user text
// is doubled so that it is printed rather than read as a header code.
func (b *book) header() string {
	bold, regular := headerFont(true), headerFont(false)
	var lines []string
	budget := maxHeader - len("&C")
	if b.Event.Title != "" {
		t := fitText(b.Event.Title, titlePoints, true, budget-len(bold))
		lines = append(lines, bold+t)
		budget -= len(bold) + headerLen(t) + 1 // and the line feed
	}
	var second []string
	for _, s := range []string{b.Event.Place, b.Event.Dates} {
		if s != "" {
			second = append(second, s)
		}
	}
	if second != nil {
		lines = append(lines, regular+fitText(strings.Join(second, " — "), linePoints, false, budget-len(regular)))
	}
	if lines == nil {
		return ""
	}
	return "&C" + strings.Join(lines, "\n")
}

// maxHeader is the most characters Excel takes in a header, codes included.
const maxHeader = 255

// headerLen is the length of header text t in a header, in UTF-16 units as
// Excel counts them.
func headerLen(t string) int { return len(utf16.Encode([]rune(t))) }

// The header's font sizes and the width its lines may take: a portrait A4
// page between the margins (595 points less two margins of 0.6 inch), with
// 10 % to spare for the font a printer substitutes. LibreOffice shrinks the
// header with the sheet (it ignores scaleWithDoc): at printScaleFloor, 11
// points print at 8.
const (
	titlePoints = 12
	linePoints  = 11
	headerWidth = (595 - 2*0.6*72) * 0.9
)

// headerFont is the header code of the title's font (bold) or the second
// line's.
func headerFont(bold bool) string {
	if bold {
		return fmt.Sprintf(`&"-,Bold"&%d`, titlePoints)
	}
	return fmt.Sprintf(`&"-,Regular"&%d`, linePoints)
}

// fitText returns s, or its beginning with an ellipsis, so that it prints
// no wider than the header (headerWidth) at size points and takes at most
// room characters once its "&" are doubled (header codes).
func fitText(s string, size float64, bold bool, room int) string {
	esc := func(s string) string { return strings.ReplaceAll(s, "&", "&&") }
	fits := func(s string) bool { return textPoints(s, size, bold) <= headerWidth && headerLen(esc(s)) <= room }
	if fits(s) {
		return esc(s)
	}
	r := []rune(strings.TrimSpace(s))
	for len(r) > 0 && !fits(string(r)+"…") {
		r = r[:len(r)-1]
	}
	return esc(strings.TrimRight(string(r), " ") + "…")
}
