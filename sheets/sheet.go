package sheets

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// sheet writes the cells of one worksheet and keeps the first error, so that
// a builder can write a whole sheet and check once with Err (book.Finish
// does).
type sheet struct {
	F     *excelize.File
	Name  string
	book  *book
	err   error
	heads []heading // the titles, which Book.Finish makes fit

	// What the sheet's print area is made of: the columns holding a cell
	// (written or styled), the hidden columns, the columns shown on screen
	// but not printed, the last row used.
	used, hidden, screen []bool
	lastRow              int
}

// ScreenOnly keeps the columns col1..col2 out of the print area when they
// come last: an aid to the arbiter at the screen (a count of the results
// typed), not for the page posted on the wall.
func (s *sheet) ScreenOnly(col1, col2 int) {
	s.screen = setCols(s.screen, col1, col2)
}

// setCols sets cols[col1..col2], growing cols as needed.
func setCols(cols []bool, col1, col2 int) []bool {
	for len(cols) <= col2 {
		cols = append(cols, false)
	}
	for c := col1; c <= col2; c++ {
		cols[c] = true
	}
	return cols
}

// mark notes that the rectangle col1,row1..col2,row2 is used.
func (s *sheet) mark(col1, row1, col2, row2 int) {
	s.used = setCols(s.used, col1, col2)
	s.lastRow = max(s.lastRow, row2)
}

// lastCol is the last visible column used: the print area's right edge.
func (s *sheet) lastCol() int {
	for c := len(s.used) - 1; c > 0; c-- {
		if s.used[c] && !s.isHidden(c) && !(c < len(s.screen) && s.screen[c]) {
			return c
		}
	}
	return 0
}

func (s *sheet) isHidden(c int) bool { return c < len(s.hidden) && s.hidden[c] }

// Sheet returns a writer for the named sheet of b.
func (b *book) Sheet(name string) *sheet { return &sheet{F: b.F, Name: name, book: b} }

// Err returns the first error met by the writer.
func (s *sheet) Err() error { return s.err }

func (s *sheet) keep(err error) {
	if s.err == nil && err != nil {
		s.err = fmt.Errorf("sheet %s: %w", s.Name, err)
	}
}

// set writes one cell with write, then styles it (style 0: none).
func (s *sheet) set(col, row, style int, write func(sheet, cell string) error) {
	if s.err != nil {
		return
	}
	c := cell(col, row)
	s.mark(col, row, col, row)
	s.keep(write(s.Name, c))
	if style != 0 {
		s.keep(s.F.SetCellStyle(s.Name, c, c, style))
	}
}

// Value writes a number or program-made text (labels) with a style (0:
// none).
func (s *sheet) Value(col, row int, v any, style int) {
	if text, ok := v.(string); ok && s.book != nil && style != 0 &&
		(style == s.book.Style.Header || style == s.book.Style.HeaderLeft) {
		s.heads = append(s.heads, heading{col, row, text, style == s.book.Style.HeaderLeft})
	}
	s.set(col, row, style, func(sh, c string) error { return s.F.SetCellValue(sh, c, v) })
}

// Text writes user text as a string cell: a name that starts with "=" stays
// text and is never read as a formula. Text that a workbook cannot hold
// as it is (TextProblem) is an error, never written altered.
func (s *sheet) Text(col, row int, v string, style int) {
	s.set(col, row, style, func(sh, c string) error {
		if p := TextProblem(v); p != "" {
			return fmt.Errorf("cell %s: the text %.40q… %s", c, v, p)
		}
		return s.F.SetCellStr(sh, c, v)
	})
}

// maxCellText is the most UTF-16 code units a cell holds; excelize cuts a
// longer text without a word.
const maxCellText = excelize.TotalCellChars

// TextProblem says what keeps user text s out of a workbook, "" when
// nothing does: invalid UTF-8, a NUL or another control character (XML
// cannot hold most of them, the others are invisible; tab, line feed and
// carriage return apart), the replacement character U+FFFD (the mark of a
// conversion that lost a character), the noncharacters U+FFFE and U+FFFF
// (not XML), more than a cell holds.
func TextProblem(s string) string {
	units := 0
	for i, r := range s {
		switch {
		case r == utf8.RuneError:
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return "is not valid UTF-8"
			}
			return "holds a replacement character U+FFFD (a character lost by an earlier conversion)"
		case r == 0:
			return "holds a NUL"
		case r == '\t' || r == '\n' || r == '\r':
		case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0:
			return fmt.Sprintf("holds a control character %U", r)
		case r == 0xfffe || r == 0xffff:
			return fmt.Sprintf("holds a noncharacter %U", r)
		}
		units += utf16.RuneLen(r)
	}
	if units > maxCellText {
		return fmt.Sprintf("is %d characters long, more than a cell holds (%d)", units, maxCellText)
	}
	if esc := xEscape(s); esc != "" {
		return fmt.Sprintf("holds %s, which a spreadsheet reads as an escaped character, not as written", esc)
	}
	return ""
}

// xEscape returns the first _xHHHH_ of s: OOXML's escape of a character in
// cell text (ECMA-376 ST_Xstring), decoded by Excel, LibreOffice and
// excelize when the file is read, so "_x0041_" would come back as "A".
func xEscape(s string) string {
	for i := strings.Index(s, "_x"); i >= 0 && i+7 <= len(s); {
		if t := s[i : i+7]; t[6] == '_' && isHex(t[2:6]) {
			return t
		}
		j := strings.Index(s[i+1:], "_x")
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return ""
}

func isHex(s string) bool {
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// Formula writes a formula (without its leading "=") with a style.
func (s *sheet) Formula(col, row int, f string, style int) {
	s.set(col, row, style, func(sh, c string) error { return s.F.SetCellFormula(sh, c, f) })
}

// Heads writes column titles in the Header style, from column 1 of row.
func (s *sheet) Heads(row int, heads ...Text) {
	for i, h := range heads {
		s.Value(i+1, row, s.book.Lang.T(h), s.book.Style.Header)
	}
}

// HeadsAt writes column titles in the Header style, each in its column,
// left to right: the order of writing is the order of the shared strings in
// the file, and a map's order would make each run's bytes differ.
func (s *sheet) HeadsAt(row int, heads map[int]Text) {
	for _, c := range slices.Sorted(maps.Keys(heads)) {
		s.Value(c, row, s.book.Lang.T(heads[c]), s.book.Style.Header)
	}
}

// Heights sets the heights of rows (row: points), top to bottom, so that the
// file does not depend on a map's order.
func (s *sheet) Heights(heights map[int]float64) {
	for _, r := range slices.Sorted(maps.Keys(heights)) {
		s.Height(r, heights[r])
	}
}

// Style styles a rectangle.
func (s *sheet) Style(col1, row1, col2, row2, style int) {
	if s.err == nil {
		s.mark(col1, row1, col2, row2)
		s.keep(s.F.SetCellStyle(s.Name, cell(col1, row1), cell(col2, row2), style))
	}
}

// Merge merges a rectangle (its value is the top-left cell's).
func (s *sheet) Merge(col1, row1, col2, row2 int) {
	if s.err == nil && (col1 != col2 || row1 != row2) {
		s.mark(col1, row1, col2, row2)
		s.keep(s.F.MergeCell(s.Name, cell(col1, row1), cell(col2, row2)))
	}
}

// Width sets the width of columns col1..col2.
func (s *sheet) Width(col1, col2 int, w float64) {
	if s.err == nil {
		s.keep(s.F.SetColWidth(s.Name, colName(col1), colName(col2), w))
	}
}

// Widths sets the widths of the columns from first on, one a column.
func (s *sheet) Widths(first int, widths ...float64) {
	for i, w := range widths {
		s.Width(first+i, first+i, w)
	}
}

// Height sets the height of a row, in points.
func (s *sheet) Height(row int, h float64) {
	if s.err == nil {
		s.keep(s.F.SetRowHeight(s.Name, row, h))
	}
}

// Hide hides columns col1..col2 (helper columns: they do not print).
func (s *sheet) Hide(col1, col2 int) {
	if s.err == nil {
		s.hidden = setCols(s.hidden, col1, col2)
		s.keep(s.F.SetColVisible(s.Name, colName(col1)+":"+colName(col2), false))
	}
}

// Freeze keeps the first rows and cols in view while scrolling.
func (s *sheet) Freeze(cols, rows int) {
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

// Cell addresses for formulas and defined names.

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
