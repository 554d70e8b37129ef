package sheets

import (
	"fmt"
	"io"
	"strings"

	"github.com/xuri/excelize/v2"
)

// Lang is the language of a workbook's labels and sheet names.
type Lang string

// The languages a workbook can be written in.
const (
	English Lang = "en"
	French  Lang = "fr"
)

// ParseLang reads "en" or "fr".
func ParseLang(s string) (Lang, error) {
	switch l := Lang(strings.ToLower(s)); l {
	case English, French:
		return l, nil
	}
	return "", fmt.Errorf("language %q: want en or fr", s)
}

// Text is a label in every language of the workbooks.
type Text struct{ En, Fr string }

// T returns t in language l.
func (l Lang) T(t Text) string {
	if l == French {
		return t.Fr
	}
	return t.En
}

// Event is what the page header of every sheet shows: the tournament's name
// on the left, its place in the centre, its dates on the right.
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
	}
	return nil
}

// Styles are the cell styles of a workbook, created once by NewBook. The
// ...Top variants add a thicker top border that separates groups of rows
// (the rounds of a pairings sheet).
type Styles struct {
	Header     int // column titles: bold, centred, grey, boxed, wrapped
	Cell       int // boxed
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
// styles, the language and the event every page header shows. Workbook
// builders (round robin here; Molter, Rutsch, Varma, Scheveningen, teams
// later) create one with NewBook, add their sheets with AddSheet, write cells
// through F and Styles, finish each sheet with SetPage and Protect, and call
// Write once.
type Book struct {
	F     *excelize.File
	Lang  Lang
	Event Event
	Style Styles

	sheets int // sheets added so far; the first reuses excelize's Sheet1
}

// NewBook creates an empty workbook and its styles.
func NewBook(lang Lang, ev Event) (*Book, error) {
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
	thin := func(c string) []excelize.Border {
		return []excelize.Border{
			{Type: "left", Color: c, Style: 1}, {Type: "right", Color: c, Style: 1},
			{Type: "top", Color: c, Style: 1}, {Type: "bottom", Color: c, Style: 1},
		}
	}
	top := func(bs []excelize.Border) []excelize.Border {
		out := append([]excelize.Border(nil), bs...)
		out[2].Style = 5 // thick
		out[2].Color = "000000"
		return out
	}
	box := thin("808080")
	center := &excelize.Alignment{Horizontal: "center", Vertical: "center"}
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
		{&b.Style.Cell, excelize.Style{Border: box, Alignment: &excelize.Alignment{Vertical: "center"}}},
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
		{&b.Style.CellTop, excelize.Style{Border: top(box), Alignment: &excelize.Alignment{Vertical: "center"}}},
		{&b.Style.CenterTop, excelize.Style{Border: top(box), Alignment: center}},
		{&b.Style.EntryTop, excelize.Style{Border: top(box), NumFmt: textFormat, Protection: unlocked, Alignment: center,
			Font: &excelize.Font{Bold: true}, Fill: pale}},
		{&b.Style.ShadedTop, excelize.Style{Border: top(box), Alignment: center, Fill: grey}},
	}
	for _, d := range defs {
		id, err := b.F.NewStyle(&d.s)
		if err != nil {
			return err
		}
		*d.id = id
	}
	return nil
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

// Page is the print setup of one sheet. Every sheet prints on A4, one page
// wide, with the event in the header and "page x / y" in the footer.
type Page struct {
	Landscape bool
	TitleRows int   // rows 1..TitleRows repeat at the top of every page
	OnePage   bool  // fit to one page tall as well
	Breaks    []int // rows that start a new page
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
	if err := b.F.SetPageLayout(sheet, &excelize.PageLayoutOptions{
		Size: &size, Orientation: &orient, FitToWidth: &one, FitToHeight: &tall,
	}); err != nil {
		return err
	}
	// Fit-to-width is ignored unless the sheet property asks for it.
	fit := true
	if err := b.F.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	m, hf := 0.6, 0.3 // inches
	if err := b.F.SetPageMargins(sheet, &excelize.PageLayoutMarginsOptions{
		Top: &m, Bottom: &m, Left: &m, Right: &m, Header: &hf, Footer: &hf,
	}); err != nil {
		return err
	}
	if err := b.F.SetHeaderFooter(sheet, &excelize.HeaderFooterOptions{
		OddHeader: b.header(),
		OddFooter: "&L&A&R" + b.Lang.T(Text{"page", "page"}) + " &P / &N",
	}); err != nil {
		return err
	}
	if p.TitleRows > 0 {
		if err := b.F.SetDefinedName(&excelize.DefinedName{
			Name:     "_xlnm.Print_Titles",
			RefersTo: fmt.Sprintf("%s!$1:$%d", quoteSheet(sheet), p.TitleRows),
			Scope:    sheet,
		}); err != nil {
			return err
		}
	}
	for _, r := range p.Breaks {
		if err := b.F.InsertPageBreak(sheet, fmt.Sprintf("A%d", r)); err != nil {
			return err
		}
	}
	return nil
}

// header builds the page header; "&" in user text is doubled so that it is
// printed rather than read as a header code.
func (b *Book) header() string {
	esc := func(s string) string { return strings.ReplaceAll(s, "&", "&&") }
	h := ""
	if b.Event.Title != "" {
		h += `&L&"-,Bold"` + esc(b.Event.Title)
	}
	if b.Event.Place != "" {
		h += "&C" + esc(b.Event.Place)
	}
	if b.Event.Dates != "" {
		h += "&R" + esc(b.Event.Dates)
	}
	return h
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

// Build runs the steps that fill the workbook, in order, then writes it; at
// the first failing step the workbook is released unwritten.
func (b *Book) Build(w io.Writer, steps ...func(*Book) error) error {
	for _, step := range steps {
		if err := step(b); err != nil {
			b.Close()
			return err
		}
	}
	return b.Write(w)
}

// Finish ends a sheet: the first error its writes met, then the page setup
// and protection every sheet gets.
func (b *Book) Finish(s *Sheet, name string, p Page) error {
	if err := s.Err(); err != nil {
		return err
	}
	if err := b.SetPage(name, p); err != nil {
		return err
	}
	return b.Protect(name)
}

// Close releases the workbook without writing it.
func (b *Book) Close() error { return b.F.Close() }

// quoteSheet quotes a sheet name for a formula when it needs it.
func quoteSheet(s string) string {
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return "'" + strings.ReplaceAll(s, "'", "''") + "'"
		}
	}
	return s
}

// cell returns "C5".
func cell(col, row int) string {
	n, _ := excelize.ColumnNumberToName(col)
	return fmt.Sprintf("%s%d", n, row)
}

// abs returns "$C$5".
func abs(col, row int) string {
	n, _ := excelize.ColumnNumberToName(col)
	return fmt.Sprintf("$%s$%d", n, row)
}

// absRef returns "Sheet!$C$5".
func absRef(sheet string, col, row int) string { return quoteSheet(sheet) + "!" + abs(col, row) }

// absRange returns "Sheet!$C$5:$C$9".
func absRange(sheet string, col1, row1, col2, row2 int) string {
	return quoteSheet(sheet) + "!" + abs(col1, row1) + ":" + abs(col2, row2)
}

// colName returns "C".
func colName(col int) string {
	n, _ := excelize.ColumnNumberToName(col)
	return n
}

// Sheet writes the cells of one worksheet and keeps the first error, so that
// a builder can write a whole sheet and check once with Err.
type Sheet struct {
	F    *excelize.File
	Name string
	err  error
}

// Sheet returns a writer for the named sheet of b.
func (b *Book) Sheet(name string) *Sheet { return &Sheet{F: b.F, Name: name} }

// Err returns the first error met by the writer.
func (s *Sheet) Err() error { return s.err }

func (s *Sheet) keep(err error) {
	if s.err == nil && err != nil {
		s.err = fmt.Errorf("sheet %s: %w", s.Name, err)
	}
}

// Value writes a number or program-made text (labels) with a style (0:
// none).
func (s *Sheet) Value(col, row int, v any, style int) {
	if s.err != nil {
		return
	}
	c := cell(col, row)
	s.keep(s.F.SetCellValue(s.Name, c, v))
	if style != 0 {
		s.keep(s.F.SetCellStyle(s.Name, c, c, style))
	}
}

// Text writes user text as a string cell: a name that starts with "=" stays
// text and is never read as a formula.
func (s *Sheet) Text(col, row int, v string, style int) {
	if s.err != nil {
		return
	}
	c := cell(col, row)
	s.keep(s.F.SetCellStr(s.Name, c, v))
	if style != 0 {
		s.keep(s.F.SetCellStyle(s.Name, c, c, style))
	}
}

// Formula writes a formula (without its leading "=") with a style.
func (s *Sheet) Formula(col, row int, f string, style int) {
	if s.err != nil {
		return
	}
	c := cell(col, row)
	s.keep(s.F.SetCellFormula(s.Name, c, f))
	if style != 0 {
		s.keep(s.F.SetCellStyle(s.Name, c, c, style))
	}
}

// Style styles a rectangle.
func (s *Sheet) Style(col1, row1, col2, row2, style int) {
	if s.err == nil {
		s.keep(s.F.SetCellStyle(s.Name, cell(col1, row1), cell(col2, row2), style))
	}
}

// Merge merges a rectangle (its value is the top-left cell's).
func (s *Sheet) Merge(col1, row1, col2, row2 int) {
	if s.err == nil && (col1 != col2 || row1 != row2) {
		s.keep(s.F.MergeCell(s.Name, cell(col1, row1), cell(col2, row2)))
	}
}

// Width sets the width of columns col1..col2.
func (s *Sheet) Width(col1, col2 int, w float64) {
	if s.err == nil {
		s.keep(s.F.SetColWidth(s.Name, colName(col1), colName(col2), w))
	}
}

// Hide hides columns col1..col2 (helper columns: they do not print).
func (s *Sheet) Hide(col1, col2 int) {
	if s.err == nil {
		s.keep(s.F.SetColVisible(s.Name, colName(col1)+":"+colName(col2), false))
	}
}

// Freeze keeps the first rows and cols in view while scrolling.
func (s *Sheet) Freeze(cols, rows int) {
	pane := "bottomRight"
	switch {
	case cols == 0:
		pane = "bottomLeft"
	case rows == 0:
		pane = "topRight"
	}
	if s.err == nil {
		s.keep(s.F.SetPanes(s.Name, &excelize.Panes{
			Freeze: true, XSplit: cols, YSplit: rows, TopLeftCell: cell(cols+1, rows+1), ActivePane: pane,
		}))
	}
}

// finishCutSheet completes a sheet of slips or cards to cut out: the odd
// columns of width w hold them, the even ones are 2 wide gaps to cut along;
// then the row heights, the page setup with its breaks, and protection.
func finishCutSheet(b *Book, s *Sheet, name string, cols int, w float64, heights map[int]float64, breaks []int) error {
	for c := 1; c <= cols; c++ {
		if c%2 == 1 {
			s.Width(c, c, w)
		} else {
			s.Width(c, c, 2)
		}
	}
	if err := s.Err(); err != nil {
		return err
	}
	for r, h := range heights {
		if err := b.F.SetRowHeight(name, r, h); err != nil {
			return err
		}
	}
	return b.Finish(s, name, Page{Breaks: breaks})
}
