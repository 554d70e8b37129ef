package readback

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/sheets"
)

// Workbooks from strangers: each test crafts the file a careless or a
// hostile sender could mail, and checks that the reader refuses it within
// its bounds, naming what is wrong, or reads what the spreadsheet stores.

// rezip rewrites a workbook's zip: edit changes an entry's body (nil: kept
// as is), extra entries are added after the others.
func rezip(t testing.TB, data []byte, edit func(name string, body []byte) []byte, extra map[string][]byte) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range zr.File {
		rc, err := e.Open()
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		if edit != nil {
			body = edit(e.Name, body)
		}
		w, err := zw.Create(e.Name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(body)
	}
	for name, body := range extra {
		w, _ := zw.Create(name)
		w.Write(body)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pairingsXML is the Pairings sheet's part in a round-robin workbook.
const pairingsXML = "xl/worksheets/sheet2.xml"

// setCellXML replaces the XML of one cell of the Pairings sheet (which
// must exist: the cells beside the results do).
func setCellXML(t testing.TB, data []byte, ref, xml string) []byte {
	t.Helper()
	re := regexp.MustCompile(`<c r="` + ref + `"[^>]*?(/>|>.*?</c>)`)
	found := false
	out := rezip(t, data, func(name string, body []byte) []byte {
		if name != pairingsXML {
			return body
		}
		if re.Match(body) {
			found = true
			return re.ReplaceAll(body, []byte(xml))
		}
		// An empty result cell is not written: add it after D of its row.
		d := regexp.MustCompile(`(<c r="D` + ref[1:] + `"[^>]*?(/>|>.*?</c>))`)
		if d.Match(body) {
			found = true
			return d.ReplaceAll(body, []byte("${1}"+xml))
		}
		return body
	}, nil)
	if !found {
		t.Fatalf("no cell %s nor D%s in %s", ref, ref[1:], pairingsXML)
	}
	return out
}

func rr4(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := sheets.WriteRoundRobin(&buf, sheets.RoundRobin{N: 4}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// readErr reads data with ReadAny and returns its error's text ("" when
// none), failing the test on a panic (readWith recovers: a panic would be
// reported as the library failing).
func readErr(t *testing.T, data []byte) string {
	t.Helper()
	_, err := ReadAny(bytes.NewReader(data))
	if err == nil {
		return ""
	}
	if strings.Contains(err.Error(), "library failed") {
		t.Fatalf("excelize panicked: %v", err)
	}
	return err.Error()
}

// wantErr checks that reading data fails with each of wants.
func wantErr(t *testing.T, what string, data []byte, wants ...string) {
	t.Helper()
	msg := readErr(t, data)
	if msg == "" {
		t.Errorf("%s: read without an error", what)
		return
	}
	for _, w := range wants {
		if !strings.Contains(msg, w) {
			t.Errorf("%s: missing %q in:\n%s", what, w, msg)
		}
	}
}

// TestNotAWorkbook: a file that is not a workbook is named for what it is.
func TestNotAWorkbook(t *testing.T) {
	utf16 := func(s string) []byte {
		var b []byte
		for _, c := range []byte(s) {
			b = append(b, c, 0)
		}
		return b
	}
	cfb := func(stream string) []byte {
		return append(append(append([]byte{}, cfbSignature...), make([]byte, 504)...), utf16(stream)...)
	}
	var ods bytes.Buffer
	zw := zip.NewWriter(&ods)
	w, _ := zw.Create("mimetype")
	w.Write([]byte("application/vnd.oasis.opendocument.spreadsheet"))
	w, _ = zw.Create("content.xml")
	w.Write([]byte("<office:document-content/>"))
	zw.Close()
	var other bytes.Buffer
	zw = zip.NewWriter(&other)
	w, _ = zw.Create("readme.txt")
	w.Write([]byte("hello"))
	zw.Close()
	good := rr4(t)
	f, _ := excelize.OpenReader(bytes.NewReader(good))
	var locked bytes.Buffer
	if err := f.Write(&locked, excelize.Options{Password: "secret"}); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, c := range []struct {
		what string
		data []byte
		want string
	}{
		{"empty", nil, "an empty file"},
		{"excelize's password", locked.Bytes(), "a password-protected workbook"},
		{"password", cfb("EncryptionInfo"), "a password-protected workbook"},
		{"xls", cfb("Workbook"), "Excel 97-2003 workbook (.xls)"},
		{"ods", ods.Bytes(), "an OpenDocument spreadsheet (.ods)"},
		{"csv", []byte("name,rating\nAnn,2100\n"), "a text file (CSV?)"},
		{"truncated", good[:len(good)/2], "a damaged or truncated zip archive"},
		{"zip", other.Bytes(), "a zip archive without xl/workbook.xml"},
		{"binary", []byte{1, 2, 3, 0, 0xff, 0xfe}, "not a workbook"},
	} {
		wantErr(t, c.what, c.data, c.want)
	}
}

// TestBounds: what would fill the memory is refused before it is read.
func TestBounds(t *testing.T) {
	good := rr4(t)
	// An entry that declares more than the bound (it need not hold it).
	var huge bytes.Buffer
	zr, _ := zip.NewReader(bytes.NewReader(good), int64(len(good)))
	zw := zip.NewWriter(&huge)
	for _, e := range zr.File {
		zw.Copy(e)
	}
	w, _ := zw.CreateRaw(&zip.FileHeader{Name: "xl/media/big.bin", Method: zip.Store, UncompressedSize64: 15 << 30, CompressedSize64: 4, CRC32: 0})
	w.Write([]byte("abcd"))
	zw.Close()
	wantErr(t, "declared 15 GiB", huge.Bytes(), "unpacks to more than", "xl/media/big.bin")

	many := map[string][]byte{}
	for i := range MaxEntries {
		many[fmt.Sprintf("xl/media/x%d.bin", i)] = []byte("x")
	}
	wantErr(t, "entries", rezip(t, good, nil, many), "entries", fmt.Sprint(MaxEntries))

	merged := rezip(t, good, func(name string, body []byte) []byte {
		if name != pairingsXML {
			return body
		}
		return bytes.Replace(body, []byte("</worksheet>"), []byte(`<mergeCells>`+strings.Repeat(`<mergeCell ref="K1:K2"/>`, MaxMerged+1)+`</mergeCells></worksheet>`), 1)
	}, nil)
	wantErr(t, "merged ranges", merged, "merged ranges, at most")

	// excelize makes every cell before the last of a row, every row before
	// the last: 30 bytes of XML are 16384 cells, or a million rows.
	pad := func(xml string) []byte {
		return rezip(t, good, func(name string, body []byte) []byte {
			if name != pairingsXML {
				return body
			}
			return bytes.Replace(body, []byte("</sheetData>"), []byte(xml+"</sheetData>"), 1)
		}, nil)
	}
	var far strings.Builder
	for r := 100; r < 200; r++ {
		fmt.Fprintf(&far, `<row r="%d"><c r="XFD%d"/></row>`, r, r)
	}
	wantErr(t, "far cells", pad(far.String()), "199 rows and 1638637 cells", "at most 65536 and 1500000")
	wantErr(t, "hidden far cell", pad(`<x:row r="100"><x:c t=" r='A1'" r="XFD100"/></x:row>`+strings.Repeat(`<row><c r="XFD1"/></row>`, 100)), "cells (counting the empty ones")
	wantErr(t, "cells out of order", pad(`<row r="100"><c r="W100"/><c r="D100"/></row>`), "row 100: a cell of column 4 after one of column 23")
	wantErr(t, "a merged range without its ref", rezip(t, good, func(name string, body []byte) []byte {
		if name != pairingsXML {
			return body
		}
		return bytes.Replace(body, []byte("</worksheet>"), []byte(`<mergeCells><mergeCell refs=" ref='A2:A3'"/></mergeCells></worksheet>`), 1)
	}, nil), "has no ref, which no spreadsheet writes")
	wantErr(t, "a far cell hidden in another attribute", pad(`<row r="100"><c t=" r='A1'" r="XFD100"/></row>`+strings.Repeat(`<row><c r="XFD1"/></row>`, 100)), "cells (counting the empty ones")
	wantErr(t, "far row", pad(`<row r="1048576"><c r="A1048576"/></row>`), "a sheet of 1048576 rows")

	// A table resized to 1448 players: refused at once, in one line.
	f, _ := excelize.OpenReader(bytes.NewReader(good))
	f.DeleteDefinedName(&excelize.DefinedName{Name: "PlayerNames"})
	f.SetDefinedName(&excelize.DefinedName{Name: "PlayerNames", RefersTo: "Players!$B$2:$B$1449"})
	var buf bytes.Buffer
	f.Write(&buf)
	f.Close()
	msg := readErr(t, buf.Bytes())
	if !strings.Contains(msg, "1448 players, at most 1000") || strings.Count(msg, "\n") > 0 {
		t.Errorf("1448 players: %q", msg)
	}

	big := bytes.Repeat([]byte{'x'}, MaxFile+1)
	wantErr(t, "size", big, fmt.Sprintf("more than %d bytes", MaxFile))
}

// TestPanicIsAnError: a panic while reading (excelize can panic on a
// crafted file) is an error naming what failed, not a crash.
func TestPanicIsAnError(t *testing.T) {
	_, err := readWith(bytes.NewReader(rr4(t)), func(*book) (int, error) { panic("index out of range [-1]") })
	if err == nil || !strings.Contains(err.Error(), "library failed on it (index out of range [-1])") {
		t.Errorf("err = %v", err)
	}
	data := setCellXML(t, rr4(t), "E2", `<c r="E2" t="s"><v>-1</v></c>`)
	// Refused before excelize reads it, at its cell (issue 31: a shared-string
	// error without its cell).
	wantErr(t, "shared string -1", data, `sheet "Pairings", cell E2: the cell's text is shared string "-1"`)
}

// TestNoTemporaryFiles: a sheet over excelize's default of 16 MB in memory
// is read without a temporary file, whether the read succeeds or fails.
func TestNoTemporaryFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a workbook of 64 players in 4 cycles")
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	var buf bytes.Buffer
	if err := sheets.WriteRoundRobin(&buf, sheets.RoundRobin{N: 64, Cycles: 4}); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	bad := setCellXML(t, good, "E2", `<c r="E2" t="inlineStr"><is><t>1/2-1/2</t></is></c>`)
	for _, data := range [][]byte{good, bad} {
		readErr(t, data)
		if left, _ := os.ReadDir(tmp); len(left) > 0 {
			t.Errorf("left in TMPDIR: %v", left)
		}
	}
}

// TestStoredValues: what the spreadsheet stores is read, not what a number
// format shows; a formula's cached value is its value; a formula without
// one, and merged result cells, are refused by their cells.
func TestStoredValues(t *testing.T) {
	good := rr4(t)
	// Text 0-1 under a format that shows 1-0 for any text.
	f, _ := excelize.OpenReader(bytes.NewReader(good))
	fmtCode := `"1-0";"1-0";"1-0";"1-0"`
	st, _ := f.NewStyle(&excelize.Style{CustomNumFmt: &fmtCode})
	f.SetCellStr("Pairings", "E2", "0-1")
	f.SetCellStyle("Pairings", "E2", "E2", st)
	if v, _ := f.GetCellValue("Pairings", "E2"); v != "1-0" {
		t.Fatalf("the format shows %q, want 1-0: the test proves nothing", v)
	}
	var buf bytes.Buffer
	f.Write(&buf)
	f.Close()
	rr, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil || rr.Games[0].Result.String() != "0-1" {
		t.Errorf("displayed format: %v, %v; want 0-1", err, rr)
	}

	cached := setCellXML(t, good, "E2", `<c r="E2" t="str"><f>"1-0"</f><v>1-0</v></c>`)
	rr, err = Read(bytes.NewReader(cached))
	if err != nil || rr.Games[0].Result.String() != "1-0" {
		t.Errorf("cached formula: %v; want 1-0", err)
	}
	uncached := setCellXML(t, good, "E2", `<c r="E2"><f>IF(1,"1-0","")</f></c>`)
	wantErr(t, "formula without value", uncached, `Pairings!E2: the formula "=IF(1,\"1-0\",\"\")" has no value stored`, "recalculate and save")

	f, _ = excelize.OpenReader(bytes.NewReader(good))
	f.SetCellStr("Pairings", "E3", "1-0")
	f.MergeCell("Pairings", "E3", "E4")
	buf.Reset()
	f.Write(&buf)
	f.Close()
	wantErr(t, "merged", buf.Bytes(), "Pairings!E3:E4: merged cells")
}

// TestNumbers: a number is read as a spreadsheet stores one; Go's other
// syntaxes (inf, NaN, hex) are not numbers. A rating shown as "2,450" is
// 2450.
func TestNumbers(t *testing.T) {
	for _, c := range []struct {
		s  string
		ok bool
		x  float64
	}{
		{"3", true, 3}, {" 2.5 ", true, 2.5}, {"1.5E+1", true, 15}, {"-0", true, 0}, {".5", true, 0.5},
		{"inf", false, 0}, {"+Inf", false, 0}, {"NaN", false, 0}, {"0x1p1", false, 0}, {"1_000", false, 0},
		{"1e999", false, 0}, {"", false, 0}, {"1e", false, 0}, {".", false, 0}, {"2,450", false, 0},
	} {
		if x, ok := number(c.s); ok != c.ok || x != c.x {
			t.Errorf("number(%q) = %v, %v; want %v, %v", c.s, x, ok, c.x, c.ok)
		}
	}
	var buf bytes.Buffer
	sheets.WriteRoundRobin(&buf, sheets.RoundRobin{N: 4, TieBreaks: sheets.FIDETieBreaks})
	f, _ := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	wd := definedRef(t, f, "Withdrawn")
	st, _ := f.NewStyle(&excelize.Style{NumFmt: 3}) // #,##0
	f.SetCellInt("Players", "C2", 2450)
	f.SetCellStyle("Players", "C2", "C2", st)
	buf.Reset()
	f.Write(&buf)
	rr, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil || rr.Ratings[0] != 2450 {
		t.Errorf("rating shown as 2,450: %v, %v", err, rr)
	}
	for _, v := range []string{"-9223372036854775808", "inf", "NaN", "0x1p1"} {
		f.SetCellStr(wd.sheet, wd.cell(wd.col1, wd.row1)[len(wd.sheet)+1:], v)
		buf.Reset()
		f.Write(&buf)
		wantErr(t, "withdrawn "+v, buf.Bytes(), "is not a round")
	}
	f.Close()
}

// definedRef is the area of a defined name of f.
func definedRef(t *testing.T, f *excelize.File, name string) area {
	t.Helper()
	a, err := parseArea(names(f)[name])
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestTeamScores: a team match's scores are half points from 0 to the
// boards and add up to the boards.
func TestTeamScores(t *testing.T) {
	var buf bytes.Buffer
	if err := olderTeam(&buf, sheets.TeamRoundRobin{N: 4}); err != nil {
		t.Fatal(err)
	}
	f, _ := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	home, away := definedRef(t, f, "HomeScores"), definedRef(t, f, "AwayScores")
	set := func(a area, row int, v any) {
		name, _ := excelize.CoordinatesToCellName(a.col1, row)
		f.SetCellValue(a.sheet, name, v)
	}
	r := home.row1
	set(home, r, 17)
	set(away, r, 1.5)
	set(home, r+1, 3)
	set(away, r+1, 0.5)
	set(home, r+2, "+Inf")
	set(away, r+2, 0)
	set(home, r+3, 2.5)
	set(away, r+3, 1.5)
	buf.Reset()
	f.Write(&buf)
	f.Close()
	wantErr(t, "team scores", buf.Bytes(),
		home.cell(home.col1, r)+`: "17" is not a score: want a number of half points from 0 to 4`,
		home.cell(home.col1, r+1)+", "+away.cell(away.col1, r+1)+": 3 and 0.5 add up to 3.5, not to the 4 boards",
		home.cell(home.col1, r+2)+`: "+Inf" is not a score`)
	if msg := readErr(t, buf.Bytes()); strings.Contains(msg, home.cell(home.col1, r+3)) {
		t.Errorf("2.5-1.5 refused:\n%s", msg)
	}
}

// TestProblemsGrouped: a file bad in every cell is told in a few lines, the
// count of each kind said; a long value is quoted cut short.
func TestProblemsGrouped(t *testing.T) {
	var buf bytes.Buffer
	sheets.WriteRoundRobin(&buf, sheets.RoundRobin{N: 20})
	f, _ := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	for row := 2; row < 2+190; row++ {
		f.SetCellStr("Pairings", fmt.Sprintf("E%d", row), "1/2-1/2")
	}
	f.SetCellStr("Pairings", "E2", strings.Repeat("x", 40000))
	buf.Reset()
	f.Write(&buf)
	f.Close()
	msg := readErr(t, buf.Bytes())
	if n := strings.Count(msg, "\n"); n > perKind+1 || len(msg) > 2000 {
		t.Errorf("%d lines, %d bytes:\n%s", n, len(msg), msg)
	}
	for _, w := range []string{"190 problems:", `Pairings!E2: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… (32767 characters) is not a result`,
		"… and 185 more cells: not a result"} {
		if !strings.Contains(msg, w) {
			t.Errorf("missing %q in:\n%s", w, msg)
		}
	}
	// A sheet that cannot be read is said once, not once per cell.
	broken := rezip(t, buf.Bytes(), func(name string, body []byte) []byte {
		if name == pairingsXML {
			return bytes.Replace(body, []byte(`<sheetData>`), []byte(`<sheetData><row r="x">`), 1)
		}
		return body
	}, nil)
	if msg := readErr(t, broken); msg == "" || strings.Count(msg, "\n") > 1 {
		t.Errorf("broken sheet:\n%s", msg)
	}
}

// TestSheetNameInMessages: a sheet's name that would forge a line of the
// messages is refused.
func TestSheetNameInMessages(t *testing.T) {
	for _, ref := range []string{"'Pairings\nx: forged'!$E$2:$E$7", "'a\u2028b'!E2:E7", "'\x1b[2J'!E2"} {
		if _, err := parseArea(ref); err == nil || !strings.Contains(err.Error(), "not a printable character") || strings.ContainsAny(err.Error(), "\n\x1b\u2028") {
			t.Errorf("%q: %v", ref, err)
		}
	}
	if a, err := parseArea("'Cross table'!$BP$2:$BP$65"); err != nil || a.sheet != "Cross table" {
		t.Errorf("a plain name: %v %v", a, err)
	}
}
