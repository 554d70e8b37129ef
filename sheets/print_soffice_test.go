package sheets

import (
	"bytes"
	"cmp"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// pdfText is one run of text on a PDF page, as pdftohtml -xml reports it:
// its box in points and its font size in points.
type pdfText struct {
	top, left, width, height, size float64
	text                           string
}

// pdfPage is a printed page: its height, the sheet its footer names ("&A")
// and its runs of text.
type pdfPage struct {
	width, height float64
	sheet         string
	texts         []pdfText
}

// needPoppler returns when poppler's tools are there (Debian's
// poppler-utils), skips or fails as needSoffice does otherwise.
func needPoppler(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"pdftotext", "pdftohtml"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv(requireEnv) == "1" {
				t.Fatalf("%s (poppler-utils) not found", tool)
			}
			t.Skipf("\n*** %s NOT FOUND (poppler-utils): the print test did NOT run ***", tool)
		}
	}
}

// readPDF reads the pages of a PDF with pdftohtml -xml, sizes in points.
func readPDF(t *testing.T, pdf string) []pdfPage {
	t.Helper()
	// Zoom 4 keeps a quarter-point precision (pdftohtml rounds to pixels).
	const zoom = 4
	out, err := exec.Command("pdftohtml", "-xml", "-i", "-stdout", "-zoom", fmt.Sprint(zoom), pdf).Output()
	if err != nil {
		t.Fatalf("pdftohtml %s: %v", pdf, err)
	}
	var doc struct {
		Pages []struct {
			Height float64 `xml:"height,attr"`
			Width  float64 `xml:"width,attr"`
			Fonts  []struct {
				ID   string  `xml:"id,attr"`
				Size float64 `xml:"size,attr"`
			} `xml:"fontspec"`
			Texts []struct {
				Top    float64 `xml:"top,attr"`
				Left   float64 `xml:"left,attr"`
				Width  float64 `xml:"width,attr"`
				Height float64 `xml:"height,attr"`
				Font   string  `xml:"font,attr"`
				Inner  string  `xml:",innerxml"`
			} `xml:"text"`
		} `xml:"page"`
	}
	if err := xml.Unmarshal(out, &doc); err != nil {
		t.Fatalf("pdftohtml %s: %v", pdf, err)
	}
	fonts := map[string]float64{} // font ids run on across pages
	var pages []pdfPage
	for _, pg := range doc.Pages {
		// The page's long side is A4's 841.89 points.
		k := max(pg.Height, pg.Width) / 841.89
		for _, f := range pg.Fonts {
			fonts[f.ID] = f.Size / k
		}
		p := pdfPage{width: pg.Width / k, height: pg.Height / k}
		for _, x := range pg.Texts {
			text := strings.NewReplacer("<b>", "", "</b>", "", "<i>", "", "</i>", "", "&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`).Replace(x.Inner)
			p.texts = append(p.texts, pdfText{x.Top / k, x.Left / k, x.Width / k, x.Height / k, fonts[x.Font], text})
		}
		pages = append(pages, p)
	}
	for i := range pages {
		if m := pages[i].footer(); len(m) > 0 {
			pages[i].sheet = m[0].text
		}
	}
	return pages
}

// The page regions: the header prints within the top margin (0.8 inch;
// the body's first line starts just under it), the footer within the
// bottom one (0.6 inch).
const (
	headerBottom = 0.8 * 72
	footerTop    = 0.6 * 72
)

func (p pdfPage) header() []pdfText { return p.region(0, headerBottom-6) }
func (p pdfPage) footer() []pdfText { return p.region(p.height-footerTop, p.height) }
func (p pdfPage) body() []pdfText   { return p.region(headerBottom, p.height-footerTop) }

// region returns the runs of text whose top lies in top..bottom, left first.
func (p pdfPage) region(top, bottom float64) []pdfText {
	var out []pdfText
	for _, x := range p.texts {
		if x.top >= top && x.top < bottom && strings.TrimSpace(x.text) != "" {
			out = append(out, x)
		}
	}
	return out
}

// bodyRows is the text of the page's body, a line per row of runs (the
// same top, within 2 points), the runs left to right joined by " | ".
func (p pdfPage) bodyRows() string {
	texts := p.body()
	slices.SortStableFunc(texts, func(a, b pdfText) int { return cmp.Compare(a.top, b.top) })
	var b strings.Builder
	b.WriteString("\n")
	for i := 0; i < len(texts); {
		j := i + 1
		for j < len(texts) && texts[j].top-texts[i].top < 2 {
			j++
		}
		row := slices.Clone(texts[i:j])
		slices.SortFunc(row, func(a, b pdfText) int { return cmp.Compare(a.left, b.left) })
		var cells []string
		for _, x := range row {
			cells = append(cells, strings.TrimSpace(x.text))
		}
		b.WriteString(strings.Join(cells, " | ") + "\n")
		i = j
	}
	return b.String()
}

// printFloor is the smallest body text a page may print, in points.
const printFloor = 8

// checkPages checks the pages of a printed workbook: the pages of each
// sheet counted by the sheet name in the footer, no text below printFloor
// (body, header, footer), no two runs of header text over each other and none past the
// page's edges.
func checkPages(t *testing.T, name string, pages []pdfPage, want map[string]int) {
	t.Helper()
	got := map[string]int{}
	for i, p := range pages {
		got[p.sheet]++
		for _, x := range p.body() {
			if x.size < printFloor-0.01 {
				t.Errorf("%s page %d (%s): %q prints at %.2f points, below %d", name, i+1, p.sheet, x.text, x.size, printFloor)
				break
			}
		}
		h := p.header()
		for _, x := range append(p.footer(), h...) {
			if x.size < printFloor-0.01 {
				t.Errorf("%s page %d (%s): header or footer %q prints at %.2f points, below %d", name, i+1, p.sheet, x.text, x.size, printFloor)
				break
			}
		}
		for a := range h {
			if h[a].left < 0 || h[a].left+h[a].width > p.width {
				t.Errorf("%s page %d (%s): header %q runs off the page", name, i+1, p.sheet, h[a].text)
			}
			for b := a + 1; b < len(h); b++ {
				// Boxes of one line overlap when both their spans do; the
				// two lines of the header touch by their leading only.
				dx := min(h[a].left+h[a].width, h[b].left+h[b].width) - max(h[a].left, h[b].left)
				dy := min(h[a].top+h[a].height, h[b].top+h[b].height) - max(h[a].top, h[b].top)
				if dx > 0.5 && dy > min(h[a].height, h[b].height)/2 {
					t.Errorf("%s page %d (%s): header %q prints over %q", name, i+1, p.sheet, h[a].text, h[b].text)
				}
			}
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s: pages per sheet %v, want %v", name, got, want)
	}
}

// keepPDF copies a PDF into $TOUTESRONDES_KEEP_PDF, to look at.
func keepPDF(pdf, name string) {
	if dst := os.Getenv("TOUTESRONDES_KEEP_PDF"); dst != "" {
		data, _ := os.ReadFile(pdf)
		os.WriteFile(filepath.Join(dst, name+".pdf"), data, 0o644)
	}
}

// checkTitles checks that every column title of the workbook data written
// on one line (a Header cell, not merged, in a row under two lines high,
// within the first rows) prints whole on one line of its sheet's pages: a
// title wider than its column wraps into a row that has no room for a
// second line and prints over the border.
func checkTitles(t *testing.T, name string, data []byte, pages []pdfPage) {
	t.Helper()
	b, err := newBook(English, Event{})
	if err != nil {
		t.Fatal(err)
	}
	header := b.Style.Header // styles are made in the same order in every book
	b.Close()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines := map[string]string{}
	for _, p := range pages {
		for _, x := range p.texts {
			lines[p.sheet] += "\n" + strings.TrimSpace(x.text) + "\n"
		}
	}
	// The last column each sheet prints, from its print area.
	printed := map[string]int{}
	for _, d := range f.GetDefinedName() {
		if d.Name != "_xlnm.Print_Area" {
			continue
		}
		for _, ref := range strings.Split(d.RefersTo, ",") {
			_, ref, _ = strings.Cut(ref, "!")
			for _, end := range strings.Split(ref, ":") {
				if c, _, err := excelize.CellNameToCoordinates(strings.ReplaceAll(end, "$", "")); err == nil {
					printed[d.Scope] = max(printed[d.Scope], c)
				}
			}
		}
	}
	checked := 0
	for _, sheet := range f.GetSheetList() {
		merged := map[string]bool{}
		ms, _ := f.GetMergeCells(sheet)
		for _, m := range ms {
			merged[m.GetStartAxis()] = true
		}
		rows, _ := f.GetRows(sheet)
		for r := 1; r <= min(len(rows), 5); r++ {
			if h, _ := f.GetRowHeight(sheet, r); h >= 2*lineHeight {
				continue
			}
			for c, v := range rows[r-1] {
				at := cell(c+1, r)
				st, _ := f.GetCellStyle(sheet, at)
				if st != header || v == "" || merged[at] {
					continue
				}
				if shown, _ := f.GetColVisible(sheet, colName(c+1)); !shown || printed[sheet] > 0 && c+1 > printed[sheet] {
					continue // never printed
				}
				checked++
				if !strings.Contains(lines[sheet], v) {
					t.Errorf("%s: the title %s!%s %q does not print whole on one line", name, sheet, at, v)
				}
			}
		}
	}
	if checked == 0 {
		t.Errorf("%s: no column title checked", name)
	}
}
