package main

import (
	"archive/zip"
	"io"
	"path/filepath"
	"regexp"
	"testing"
)

// TestRoundPerPage: -round-per-page breaks the pairings before every round
// but the first (berger's Pairings, the second sheet; rutsch's Tables, the
// third); without it, the 9 rounds of 10 players fit on one page.
func TestRoundPerPage(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args   []string
		file   string
		sheet  string
		breaks string
	}{
		{[]string{"berger", "-n", "10", "-round-per-page", "-o", "a.xlsx"}, "a.xlsx", "sheet2", "8"},
		{[]string{"berger", "-n", "10", "-o", "b.xlsx"}, "b.xlsx", "sheet2", ""},
		{[]string{"rutsch", "-n", "6", "-round-per-page", "-o", "c.xlsx"}, "c.xlsx", "sheet3", "4"},
	} {
		if code, stdout, stderr := mk(t, dir, c.args...); code != 0 {
			t.Fatalf("%q: exit %d %q %q", c.args, code, stdout, stderr)
		}
		z, err := zip.OpenReader(filepath.Join(dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		r, err := z.Open("xl/worksheets/" + c.sheet + ".xml")
		if err != nil {
			t.Fatal(err)
		}
		x, err := io.ReadAll(r)
		r.Close()
		z.Close()
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if m := regexp.MustCompile(`<rowBreaks count="(\d+)"`).FindSubmatch(x); m != nil {
			got = string(m[1])
		}
		if got != c.breaks {
			t.Errorf("%q: %q row breaks in the pairings, want %q", c.args, got, c.breaks)
		}
	}
}
