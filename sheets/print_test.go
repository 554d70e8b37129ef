package sheets

import (
	"strings"
	"testing"
	"unicode/utf16"
)

// TestHeaderFits checks the page header of long event fields: each line
// is shortened to the page width with an ellipsis, the header stays within
// Excel's 255 characters even when every character is an "&" (doubled),
// and excelize accepts it.
func TestHeaderFits(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("W", maxEventText)
	amp := strings.Repeat("&", maxEventText)
	for _, ev := range []Event{
		{long, long, long},
		{amp, amp, amp},
		{"Championnat de France des Jeunes — Phase finale, catégories Minimes", "Agen, Centre des congrès", "du 19 au 27 avril 2026"},
		{"", "", "1–3 May"},
		{},
	} {
		b, err := newBook(French, ev)
		if err != nil {
			t.Fatal(err)
		}
		h := b.header()
		if n := len(utf16.Encode([]rune(h))); n > 255 {
			t.Errorf("%q: header of %d characters, more than 255", ev, n)
		}
		if ev == (Event{}) && h != "" {
			t.Errorf("empty event: header %q", h)
		}
		for i, line := range strings.Split(strings.TrimPrefix(h, "&C"), "\n") {
			if h == "" {
				break
			}
			size, bold, code := float64(titlePoints), true, `&"-,Bold"&12`
			if i == 1 || ev.Title == "" {
				size, bold, code = linePoints, false, `&"-,Regular"&11`
			}
			text, ok := strings.CutPrefix(line, code)
			if !ok {
				t.Errorf("%q: header line %q does not start with %s", ev, line, code)
			}
			if w := textPoints(strings.ReplaceAll(text, "&&", "&"), size, bold); w > headerWidth {
				t.Errorf("%q: header line %q is %.0f points wide, more than %.0f", ev, text, w, headerWidth)
			}
		}
		if ev.Title == long && !strings.Contains(h, "W…") {
			t.Errorf("title of %d W not shortened: %q", maxEventText, h)
		}
		if err := b.AddSheet("S"); err != nil {
			t.Fatal(err)
		}
		if err := b.SetPage("S", page{}); err != nil {
			t.Errorf("%q: %v", ev, err)
			continue
		}
		hf, err := b.F.GetHeaderFooter("S")
		if err != nil || hf.OddHeader != h {
			t.Errorf("%q: header written %q, %v", ev, hf.OddHeader, err)
		}
		b.Close()
	}
}

// TestRoundPrintColumns: the wall sheet and the slips read Rutsch's Tables
// sheet and Scheveningen's Match sheet with the round robin's column
// numbers.
func TestRoundPrintColumns(t *testing.T) {
	p := [6]int{pBoard, pWNo, pWName, pResult, pBNo, pBName}
	if [6]int{rTable, rWNo, rWName, rResult, rBNo, rBName} != p || rBye != pBye {
		t.Error("Rutsch's Tables columns differ from the round robin's Pairings columns")
	}
	if [6]int{sBoard, sWhite, sWName, sResult, sBlack, sBName} != p {
		t.Error("Scheveningen's Match columns differ from the round robin's Pairings columns")
	}
}

// TestPrintArea: a sheet prints exactly the columns it uses: the pairings
// of an even number of players stop at the black name (no empty bye column,
// no spare column), those of an odd number at the bye; the hidden helper
// columns after them never count.
func TestPrintArea(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		n    int
		want string
	}{{6, "Pairings!$A$1:$G$16"}, {5, "Pairings!$A$1:$H$11"}} {
		_, f := write(t, RoundRobin{N: c.n})
		got := ""
		for _, d := range f.GetDefinedName() {
			if d.Name == "_xlnm.Print_Area" && d.Scope == "Pairings" {
				got = d.RefersTo
			}
		}
		if got != c.want {
			t.Errorf("N=%d: pairings print area %q, want %q", c.n, got, c.want)
		}
	}
}

// TestWallResultFits: the wall sheet's result title, in 16-point bold,
// fits its column in both languages ("Résultat" was cut at width 10).
func TestWallResultFits(t *testing.T) {
	t.Parallel()
	for _, lang := range []Lang{English, French} {
		_, f := write(t, RoundRobin{N: 6, Lang: lang})
		sheet := lang.T(sheetWall)
		title, _ := f.GetCellValue(sheet, "C3")
		w, err := f.GetColWidth(sheet, "C")
		if err != nil || title != lang.T(lblResult) || w < textWidth(title)*16/11 {
			t.Errorf("%s: result title %q in a column %.2f wide, needs %.2f (%v)", lang, title, w, textWidth(title)*16/11, err)
		}
		if total := func() float64 {
			s := 0.0
			for _, c := range []string{"A", "B", "C", "D"} {
				x, _ := f.GetColWidth(sheet, c)
				s += x
			}
			return s
		}(); total > wallWidth+0.5 {
			t.Errorf("%s: wall sheet %.2f wide, more than %d", lang, total, wallWidth)
		}
	}
}

// TestWallLargeType: the wall sheet prints the names and boards in 20
// points or more, at 100 % (its columns fit landscape A4 by the estimate
// of page.split), and its round title takes the round's date and time from
// the Event sheet (RoundDates, RoundTimes).
func TestWallLargeType(t *testing.T) {
	t.Parallel()
	_, f := write(t, RoundRobin{N: 20, Lang: French})
	sheet := French.T(sheetWall)
	for _, c := range []string{"A4", "B4", "D4", "B13", "D13"} {
		id, err := f.GetCellStyle(sheet, c)
		st, err2 := f.GetStyle(id)
		if err != nil || err2 != nil || st.Font == nil || st.Font.Size < 20 {
			t.Errorf("%s: font %+v (%v %v), want 20 points or more", c, st.Font, err, err2)
		}
	}
	px := 0.0
	for _, c := range []string{"A", "B", "C", "D"} {
		w, _ := f.GetColWidth(sheet, c)
		px += colPixels(w)
	}
	if px > printWidth(true) {
		t.Errorf("wall sheet %.0f pixels wide, landscape A4 holds %.0f at 100 %%", px, printWidth(true))
	}
	title, _ := f.GetCellFormula(sheet, "A2")
	for _, name := range []string{"RoundDates", "RoundTimes"} {
		if !strings.Contains(title, name) {
			t.Errorf("round title %q does not take %s", title, name)
		}
	}
}
