package main

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rewrite copies the workbook src to dst with one replacement in one of
// its zip entries: a hostile workbook made from a good one.
func rewrite(t *testing.T, src, dst, entry, old, new string) {
	t.Helper()
	zr, err := zip.OpenReader(src)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	found := false
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		if f.Name == entry {
			if !bytes.Contains(data, []byte(old)) {
				t.Fatalf("%s has no %q", entry, old)
			}
			data, found = bytes.Replace(data, []byte(old), []byte(new), 1), true
		}
		w, err := zw.Create(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	if !found {
		t.Fatalf("no entry %s", entry)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The held-out hostile inputs of issue 31: each error names the file, the
// defined name actually broken and the cell.
func TestHostileWorkbooks(t *testing.T) {
	dir := t.TempDir()
	list := "name,rating\nDUPONT Jean,2100\nMARTIN Paul,2000\nROUX Léa,1900\nABAD Ana,1800\n"
	if err := os.WriteFile(filepath.Join(dir, "p.csv"), []byte(list), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := mk(t, dir, "berger", "-players", "p.csv", "-o", "good.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	if code, _, errs := mk(t, dir, "berger", "-players", "p.csv", "-name", "Ωmega Open", "-o", "omega.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	good := filepath.Join(dir, "good.xlsx")
	// The name of the first player, B2 of Players, is shared string 11
	// (after the 11 column titles): the sheet is sheet1.xml.
	const b2 = `<c r="B2" s="5" t="s"><v>11</v>`
	for _, c := range []struct {
		file, entry, old, new string
		want                  []string
	}{
		// A shared string past the end of the table: the cell and its name.
		{"past.xlsx", "xl/worksheets/sheet1.xml", b2, `<c r="B2" s="5" t="s"><v>99999</v>`,
			[]string{"past.xlsx: ", "Players!B2 (defined name PlayerNames)", "99999"}},
		// A shared string that is not a number: excelize would read string 0.
		{"nan.xlsx", "xl/worksheets/sheet1.xml", b2, `<c r="B2" s="5" t="s"><v>x</v>`,
			[]string{"nan.xlsx: ", `sheet "Players", cell B2`, `"x"`}},
		// A defined name pointing to a sheet that is not there: that name.
		{"gone.xlsx", "xl/workbook.xml", `<definedName name="PlayerNames">Players!`, `<definedName name="PlayerNames">Gone!`,
			[]string{"gone.xlsx: ", "defined name PlayerNames", `"Gone"`}},
		// PlayerNames made longer: the message named Results alone.
		{"longer.xlsx", "xl/workbook.xml", `<definedName name="PlayerNames">Players!$B$2:$B$5`, `<definedName name="PlayerNames">Players!$B$2:$B$7`,
			[]string{"longer.xlsx: ", "defined names Results and PlayerNames disagree", "PlayerNames (Players!B2:B7"}},
		{"clubs.xlsx", "xl/workbook.xml", `<definedName name="PlayerClubs">Players!$F$2:$F$5`, `<definedName name="PlayerClubs">Gone!$F$2:$F$5`,
			[]string{"clubs.xlsx: ", "defined name PlayerClubs", `"Gone"`}},
	} {
		rewrite(t, good, filepath.Join(dir, c.file), c.entry, c.old, c.new)
		code, out, errs := mk(t, dir, "read", c.file)
		for _, w := range c.want {
			if code == 0 || !strings.Contains(errs, w) {
				t.Errorf("read %s: exit %d, %q%q; want failure and %q", c.file, code, out, errs, w)
			}
		}
		if strings.Contains(errs, "defined name") && !strings.Contains(c.new, "Gone") && !strings.Contains(errs, "PlayerNames") {
			t.Errorf("read %s names another defined name: %q", c.file, errs)
		}
	}
	// A header value the TRF cannot hold, read from the Event sheet: the
	// file, the cell and the defined name.
	code, _, errs := mk(t, dir, "read", "omega.xlsx", "-format", "trf")
	if code != 2 || !strings.HasPrefix(errs, "mkxlsx read: omega.xlsx: Event!B3 (EventName): ") {
		t.Errorf("read omega.xlsx -format trf: exit %d %q", code, errs)
	}
}
