package sheets

import (
	"fmt"
	"io"
	"strings"

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

// book is a workbook under construction: an excelize file with the shared
// styles, the language and the event every page header shows. A family's
// Write function makes one with newBook and fills it with Build, one step a
// sheet (fill) plus steps on the whole book (its own styles, its names).
type book struct {
	F     *excelize.File
	Lang  Lang
	Event Event
	Style styles

	sheets int // sheets added so far; the first reuses excelize's Sheet1
}

// newBook creates an empty workbook and its styles; lang "" is English.
func newBook(lang Lang, ev Event) (*book, error) {
	if lang == "" {
		lang = English
	}
	if _, err := ParseLang(string(lang)); err != nil {
		return nil, err
	}
	if err := ev.Validate(); err != nil {
		return nil, err
	}
	b := &book{F: excelize.NewFile(), Lang: lang, Event: ev}
	if err := b.makeStyles(); err != nil {
		b.F.Close()
		return nil, err
	}
	return b, nil
}

// AddSheet adds a worksheet; the first call renames excelize's default
// sheet so that no empty sheet is left behind.
func (b *book) AddSheet(name string) error {
	b.sheets++
	if b.sheets == 1 {
		return b.F.SetSheetName(b.F.GetSheetName(0), name)
	}
	_, err := b.F.NewSheet(name)
	return err
}

// Protect locks every cell of sheet but those whose style is unlocked
// (styles.Text, styles.Input and styles.Entry). There is no password: protection guards
// against slips, not against the arbiter.
func (b *book) Protect(sheet string) error {
	return b.F.ProtectSheet(sheet, &excelize.SheetProtectionOptions{
		SelectLockedCells:   true,
		SelectUnlockedCells: true,
	})
}

// Name defines a workbook-scoped name over a rectangle of sheet.
func (b *book) Name(name, sheet string, col1, row1, col2, row2 int) error {
	return b.F.SetDefinedName(&excelize.DefinedName{Name: name, RefersTo: absRange(sheet, col1, row1, col2, row2)})
}

// Write asks for a full recalculation on load (the file holds formulas
// without cached values), writes the workbook to w and closes it.
func (b *book) Write(w io.Writer) error {
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

// step is one step of Build: a sheet (fill), or work on the whole book.
type step func(*book) error

// Build runs the steps that fill the workbook, in order, then writes it; at
// the first failing step the workbook is released unwritten.
func (b *book) Build(w io.Writer, steps ...step) error {
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
func writeFamily[D interface{ Validate() error }, L interface{ steps() []step }](w io.Writer, d D, lang Lang, ev Event, lay func(D) (L, error)) error {
	if err := d.Validate(); err != nil {
		return err
	}
	l, err := lay(d)
	if err != nil {
		return err
	}
	b, err := newBook(lang, ev)
	if err != nil {
		return err
	}
	return b.Build(w, l.steps()...)
}

// Finish ends a sheet: the first error its writes met, then the page setup
// (with the print area of the cells used, split across pages if too wide)
// and protection every sheet gets.
func (b *book) Finish(s *sheet, name string, p page) error {
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

// fill is the step that adds sheet name, has fill write its cells and
// return its print setup, and finishes it (Finish): every sheet of every
// family is made this way, so none forgets its page setup or protection.
func fill(name string, fill func(b *book, s *sheet) (page, error)) step {
	return func(b *book) error {
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

// column is a defined name over rows First..Last of one column of a sheet.
type column struct {
	Name, Sheet      string
	Col, First, Last int
}

// names is the step that defines workbook-scoped names over columns, the
// cells other programs read.
func names(cols ...column) step {
	return func(b *book) error {
		for _, c := range cols {
			if err := b.Name(c.Name, c.Sheet, c.Col, c.First, c.Col, c.Last); err != nil {
				return fmt.Errorf("defined name %s: %w", c.Name, err)
			}
		}
		return nil
	}
}

// Close releases the workbook without writing it.
func (b *book) Close() error { return b.F.Close() }
