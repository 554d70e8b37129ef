package sheets

import (
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestTextWidth holds textWidth to what LibreOffice's pages showed (DejaVu
// Sans Bold standing in for Calibri): "Cou", "Rés" and "Adv" fit in the
// Berger table's 3.8 and 4.6, "Big envelope" in 14 and "Victoires" in 9;
// "Grande enveloppe" was cut at 14 and "N° d'ordre" at 9.
func TestTextWidth(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float64
		fits  bool
	}{
		{"Cou", 3.8, true}, {"Rés", 3.8, true}, {"Adv", 4.6, true}, {"Big envelope", 14, true},
		{"Victoires", 9, true}, {"Grande enveloppe", 14, false}, {"N° d'ordre", 9, false},
	} {
		if got := textWidth(c.text); (got <= c.width) != c.fits {
			t.Errorf("textWidth(%q) = %.2f, fits in %v: %v, want %v", c.text, got, c.width, got <= c.width, c.fits)
		}
	}
	if w1, w2 := labelWidth("Parties avec noirs", 1), labelWidth("Parties avec noirs", 2); w2 >= w1 || w2 < textWidth("avec noirs") {
		t.Errorf("labelWidth on 1 line %.2f, on 2 %.2f", w1, w2)
	}
}

// TestHeadingsFit: in every sample of each language, every column title
// (the Header style, rows 1 to 3) outside merged cells fits its column on
// the lines its row has, and every row title (HeaderLeft) on one line.
func TestHeadingsFit(t *testing.T) {
	t.Parallel()
	b, err := newBook(English, Event{})
	if err != nil {
		t.Fatal(err)
	}
	// styles are made in the same order in every book.
	header, left := b.Style.Header, b.Style.HeaderLeft
	b.Close()
	eachSample(t, func(s sample, _ Lang, _ []byte, f *excelize.File) {
		checked := 0
		for _, sheet := range f.GetSheetList() {
			merged := map[string]bool{}
			ms, _ := f.GetMergeCells(sheet)
			for _, m := range ms {
				merged[m.GetStartAxis()] = true
			}
			rows, _ := f.GetRows(sheet)
			for r := 1; r <= len(rows); r++ {
				for c, v := range rows[r-1] {
					at := cell(c+1, r)
					st, _ := f.GetCellStyle(sheet, at)
					if !(st == header && r <= 3 || st == left) || v == "" || merged[at] {
						continue
					}
					if shown, _ := f.GetColVisible(sheet, colName(c+1)); !shown {
						continue
					}
					w, _ := f.GetColWidth(sheet, colName(c+1))
					h, _ := f.GetRowHeight(sheet, r)
					checked++
					lines := max(1, int(h/lineHeight))
					if st == left {
						lines = 1
					}
					if need := labelWidth(v, lines); w < need {
						t.Errorf("%s: %s!%s %q: width %.2f, needs %.2f", s.name, sheet, at, v, w, need)
					}
				}
			}
		}
		if checked == 0 {
			t.Errorf("%s: no column title found", s.name)
		}
	})
}
