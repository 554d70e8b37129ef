package sheets

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf16"

	"github.com/xuri/excelize/v2"
)

// Event is what the page header of every sheet shows: the tournament's name
// in bold, and under it its place and dates, both lines centred.
type Event struct {
	Title, Place, Dates string
}

// maxEventText bounds each header field: Excel refuses a header section
// longer than 255 characters, codes included.
const maxEventText = 70

// Validate reports an over-long header field by its flag name.
func (e Event) Validate() error {
	for _, f := range []struct{ name, v string }{{"title", e.Title}, {"place", e.Place}, {"dates", e.Dates}} {
		if n := len([]rune(f.v)); n > maxEventText {
			return fmt.Errorf("%s is %d characters long, at most %d fit in the page header", f.name, n, maxEventText)
		}
		if strings.ContainsAny(f.v, "\r\n") {
			return fmt.Errorf("%s holds a line break", f.name)
		}
		if p := TextProblem(f.v); p != "" {
			return fmt.Errorf("%s %s", f.name, p)
		}
	}
	return nil
}

// Styles are the cell styles of a workbook, created once by NewBook. The
// ...Top variants add a thicker top border that separates groups of rows
// (the rounds of a pairings sheet).
type Styles struct {
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

// Book is a workbook under construction: an excelize file with the shared
// styles, the language and the event every page header shows. A family's
// Write function makes one with NewBook and fills it with Build, one step a
// sheet (Fill) plus steps on the whole book (its own styles, its names).
type Book struct {
	F     *excelize.File
	Lang  Lang
	Event Event
	Style Styles

	sheets int // sheets added so far; the first reuses excelize's Sheet1
}

// NewBook creates an empty workbook and its styles; lang "" is English.
func NewBook(lang Lang, ev Event) (*Book, error) {
	if lang == "" {
		lang = English
	}
	if _, err := ParseLang(string(lang)); err != nil {
		return nil, err
	}
	if err := ev.Validate(); err != nil {
		return nil, err
	}
	b := &Book{F: excelize.NewFile(), Lang: lang, Event: ev}
	if err := b.makeStyles(); err != nil {
		b.F.Close()
		return nil, err
	}
	return b, nil
}

// textFormat is the built-in number format "@": what is typed stays text,
// so that Excel does not read "1-0" as a date or "=x" as a formula.
const textFormat = 49

func (b *Book) makeStyles() error {
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
func (b *Book) NewStyle(st excelize.Style) (int, error) {
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
func (st Styles) row(first bool) (cell, center, entry int) {
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

// AddSheet adds a worksheet; the first call renames excelize's default
// sheet so that no empty sheet is left behind.
func (b *Book) AddSheet(name string) error {
	b.sheets++
	if b.sheets == 1 {
		return b.F.SetSheetName(b.F.GetSheetName(0), name)
	}
	_, err := b.F.NewSheet(name)
	return err
}

// Page is the print setup of one sheet. Every sheet prints on A4 with the
// event in the header and "page x / y" in the footer, one page wide when
// that keeps the text at printScaleFloor or more; a wider sheet prints at
// splitScale across pages, its title rows and columns repeated.
type Page struct {
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
func (p *Page) split(s *Sheet, last int) error {
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
func (p *Page) widths(s *Sheet, last int) ([]float64, bool, error) {
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
func (b *Book) SetPage(sheet string, p Page) error {
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
func (b *Book) header() string {
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

// textPoints estimates the printed width of s in points at size points from
// the advance widths of Calibri (the workbooks' font) and Carlito (its
// metric twin in LibreOffice), rounded up per class of character; bold is
// about 5 % wider. An estimate that errs wide: a line it passes fits.
func textPoints(s string, size float64, bold bool) float64 {
	em := 0.0
	for _, c := range s {
		switch {
		case strings.ContainsRune("iljI.,;:'|!() ", c):
			em += 0.27
		case strings.ContainsRune("frt-/", c):
			em += 0.36
		case c == 'm' || c == 'w':
			em += 0.82
		case c == 'M' || c == 'W' || c == '—' || c == '@' || c == '&' || c == '%':
			em += 0.95
		case c >= '0' && c <= '9' || c >= 'a' && c <= 'z':
			em += 0.53
		case c >= 'A' && c <= 'Z' || unicode.IsUpper(c):
			em += 0.66
		default:
			em += 0.6
		}
	}
	if bold {
		em *= 1.05
	}
	return em * size
}

// Protect locks every cell of sheet but those whose style is unlocked
// (Styles.Text, Styles.Input and Styles.Entry). There is no password: protection guards
// against slips, not against the arbiter.
func (b *Book) Protect(sheet string) error {
	return b.F.ProtectSheet(sheet, &excelize.SheetProtectionOptions{
		SelectLockedCells:   true,
		SelectUnlockedCells: true,
	})
}

// Name defines a workbook-scoped name over a rectangle of sheet.
func (b *Book) Name(name, sheet string, col1, row1, col2, row2 int) error {
	return b.F.SetDefinedName(&excelize.DefinedName{Name: name, RefersTo: absRange(sheet, col1, row1, col2, row2)})
}

// Write asks for a full recalculation on load (the file holds formulas
// without cached values), writes the workbook to w and closes it.
func (b *Book) Write(w io.Writer) error {
	full := true
	err := b.F.SetCalcProps(&excelize.CalcPropsOptions{FullCalcOnLoad: &full})
	if err == nil {
		b.F.SetActiveSheet(0)
		_, err = b.F.WriteTo(w)
	}
	if cerr := b.F.Close(); err == nil {
		err = cerr
	}
	return err
}

// Step is one step of Build: a sheet (Fill), or work on the whole book.
type Step func(*Book) error

// Build runs the steps that fill the workbook, in order, then writes it; at
// the first failing step the workbook is released unwritten.
func (b *Book) Build(w io.Writer, steps ...Step) error {
	for _, step := range steps {
		if err := step(b); err != nil {
			b.Close()
			return err
		}
	}
	return b.Write(w)
}

// writeFamily is every family's Write function: it checks the description d,
// lays it out (lay: the layout, whose steps fill the book), makes the book
// in d's language with d's event, and builds it.
func writeFamily[D interface{ Validate() error }, L interface{ steps() []Step }](w io.Writer, d D, lang Lang, ev Event, lay func(D) (L, error)) error {
	if err := d.Validate(); err != nil {
		return err
	}
	l, err := lay(d)
	if err != nil {
		return err
	}
	b, err := NewBook(lang, ev)
	if err != nil {
		return err
	}
	return b.Build(w, l.steps()...)
}

// Finish ends a sheet: the first error its writes met, then the page setup
// (with the print area of the cells used, split across pages if too wide)
// and protection every sheet gets.
func (b *Book) Finish(s *Sheet, name string, p Page) error {
	if err := s.Err(); err != nil {
		return err
	}
	// Titles are widened first: the split reads the columns' widths.
	if err := b.fitHeadings(s); err != nil {
		return err
	}
	p.lastCol, p.lastRow = s.lastCol(), s.lastRow
	if err := p.split(s, p.lastCol); err != nil {
		return err
	}
	if err := b.SetPage(name, p); err != nil {
		return err
	}
	return b.Protect(name)
}

// Fill is the step that adds sheet name, has fill write its cells and
// return its print setup, and finishes it (Finish): every sheet of every
// family is made this way, so none forgets its page setup or protection.
func Fill(name string, fill func(b *Book, s *Sheet) (Page, error)) Step {
	return func(b *Book) error {
		if err := b.AddSheet(name); err != nil {
			return err
		}
		s := b.Sheet(name)
		p, err := fill(b, s)
		if err != nil {
			return err
		}
		return b.Finish(s, name, p)
	}
}

// Column is a defined name over rows First..Last of one column of a sheet.
type Column struct {
	Name, Sheet      string
	Col, First, Last int
}

// Names is the step that defines workbook-scoped names over columns, the
// cells other programs read.
func Names(cols ...Column) Step {
	return func(b *Book) error {
		for _, c := range cols {
			if err := b.Name(c.Name, c.Sheet, c.Col, c.First, c.Col, c.Last); err != nil {
				return fmt.Errorf("defined name %s: %w", c.Name, err)
			}
		}
		return nil
	}
}

// Close releases the workbook without writing it.
func (b *Book) Close() error { return b.F.Close() }
