package readback

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/sheets"
)

// base is a small workbook of one family the fuzz target mutates: its
// entries, and the names of the three it replaces.
type base struct {
	entries map[string][]byte
	order   []string
	sheet   string // the part of the sheet the results are in
}

// fuzzBases are the workbooks of this project the fuzz target starts from:
// a Berger round robin of 4, a team round robin of 3 teams of 2 boards, a
// Molter event of 3 teams of 2, a Scheveningen match of 2 a side, a Rutsch
// round robin of 3.
func fuzzBases(t testing.TB) []base {
	books := []func(io.Writer) error{
		func(w io.Writer) error { return sheets.WriteRoundRobin(w, sheets.RoundRobin{N: 4}) },
		func(w io.Writer) error { return sheets.WriteTeamRoundRobin(w, sheets.TeamRoundRobin{N: 3, Boards: 2}) },
		func(w io.Writer) error { return sheets.WriteMolter(w, sheets.Molter{Teams: 3, Players: 2, Rounds: 2}) },
		func(w io.Writer) error { return sheets.WriteScheveningen(w, sheets.Scheveningen{M: 2}) },
		func(w io.Writer) error { return sheets.WriteRutsch(w, sheets.Rutsch{N: 3}) },
	}
	var out []base
	for _, write := range books {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		d := names(f)
		ref := d["Results"]
		if ref == "" {
			ref = d["HomeScores"]
		}
		a, err := parseArea(ref)
		if err != nil {
			t.Fatal(err)
		}
		i, err := f.GetSheetIndex(a.sheet)
		if err != nil {
			t.Fatal(err)
		}
		b := base{entries: map[string][]byte{}, sheet: fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1)}
		// Only the parts the readers open are kept, the cells they read
		// (columns A to L) in the sheets they read: a small input is many
		// executions a second.
		keep := map[string]bool{b.sheet: true, "xl/worksheets/sheet1.xml": true, "[Content_Types].xml": true, "_rels/.rels": true,
			"xl/_rels/workbook.xml.rels": true, "xl/workbook.xml": true, "xl/sharedStrings.xml": true}
		for _, n := range []string{"PlayerNames", "TeamNames", "PlayerPointsA", "PlayerPointsB", "Withdrawn", "TieBreaks"} {
			if a, err := parseArea(d[n]); err == nil {
				i, _ := f.GetSheetIndex(a.sheet)
				keep[fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1)] = true
			}
		}
		f.Close()
		zr, _ := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		for _, e := range zr.File {
			if !keep[e.Name] {
				continue
			}
			rc, _ := e.Open()
			body, _ := io.ReadAll(rc)
			rc.Close()
			if strings.HasPrefix(e.Name, "xl/worksheets/") {
				body = trimSheet(body)
			}
			b.entries[e.Name] = body
			b.order = append(b.order, e.Name)
		}
		if !strings.Contains(string(b.entries[b.sheet]), `r="`+strings.TrimPrefix(a.cell(a.col1-2, a.row1), a.sheet+"!")+`"`) {
			t.Fatalf("%s does not hold %s", b.sheet, ref)
		}
		out = append(out, b)
	}
	return out
}

// farCell is a cell beyond column L; tail the parts of a sheet after its
// cells that no reader reads.
var (
	farCell = regexp.MustCompile(`<c r="([M-Z]|[A-Z][A-Z]+)[0-9]+"[^>]*?(/>|>.*?</c>)`)
	tail    = regexp.MustCompile(`(?s)<(sheetPr|sheetViews|sheetFormatPr|cols|pageMargins|pageSetup|headerFooter|rowBreaks|colBreaks|conditionalFormatting|legacyDrawing|printOptions|sheetProtection|drawing)\b.*?(</(sheetPr|sheetViews|cols|pageSetup|headerFooter|rowBreaks|colBreaks|conditionalFormatting)>|/>)`)
)

// trimSheet drops from a sheet's XML what no reader reads.
func trimSheet(body []byte) []byte {
	return tail.ReplaceAll(farCell.ReplaceAll(body, nil), nil)
}

// zipOf is b with the results' sheet, the shared strings and the workbook
// part (its defined names) replaced, stored without compression.
func (b base) zipOf(sheet, sst, workbook []byte) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range b.order {
		body := b.entries[name]
		switch name {
		case b.sheet:
			body = sheet
		case "xl/sharedStrings.xml":
			body = sst
		case "xl/workbook.xml":
			body = workbook
		}
		w, _ := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store})
		w.Write(body)
	}
	zw.Close()
	return buf.Bytes()
}

// FuzzWorkbook reads whole workbooks whose results' sheet, shared strings
// and defined names are mutated: the reader never panics (nor lets
// excelize panic through), answers a workbook or an error of a few lines,
// and the standings of what it reads compute.
func FuzzWorkbook(f *testing.F) {
	bases := fuzzBases(f)
	for i, b := range bases {
		f.Add(uint8(i), b.entries[b.sheet], b.entries["xl/sharedStrings.xml"], b.entries["xl/workbook.xml"])
	}
	f.Fuzz(func(t *testing.T, which uint8, sheet, sst, workbook []byte) {
		b := bases[int(which)%len(bases)]
		// A read that hangs is a finding too: the worker crashes, and the
		// fuzzer keeps the input.
		watchdog := time.AfterFunc(20*time.Second, func() { panic("ReadAny ran for 20 s") })
		defer watchdog.Stop()
		w, err := ReadAny(bytes.NewReader(b.zipOf(sheet, sst, workbook)))
		if err != nil {
			msg := err.Error()
			if strings.Contains(msg, "library failed") {
				t.Fatalf("a panic: %v", err)
			}
			if n := strings.Count(msg, "\n"); n > 12*(perKind+1) || len(msg) > 64<<10 {
				t.Fatalf("an error of %d lines, %d bytes", n, len(msg))
			}
			return
		}
		switch {
		case w.RoundRobin != nil:
			_, err = w.RoundRobin.Standings(nil)
		case w.Team != nil:
			_, err = w.Team.Standings([3]float64{2, 1, 0})
		case w.Molter != nil:
			_, err = w.Molter.Standings()
		case w.Scheveningen != nil:
			_, err = w.Scheveningen.Standings()
		}
		_ = err // a workbook read may still be refused by the standings (tie-breaks): no panic is the point
	})
}
