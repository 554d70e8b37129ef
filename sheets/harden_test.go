package sheets

import (
	"bytes"
	"strings"
	"testing"
)

// User text that a workbook cannot hold as it is never reaches one:
// excelize would cut a long text, and write a NUL or an escape into XML.
func TestTextRefused(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"A\x00n", "holds a NUL"},
		{"\x1b[31mRed", "holds a control character U+001B"},
		{"Jos\ufffd", "holds a replacement character U+FFFD"},
		{"Ana\xefs", "is not valid UTF-8"},
		{strings.Repeat("x", 32768), "is 32768 characters long, more than a cell holds (32767)"},
		// OOXML's escape of a character: read back as "Anne" (found by FuzzTextProblem).
		{"_x0041_nne", "holds _x0041_, which a spreadsheet reads as an escaped character"},
	} {
		rr := RoundRobin{N: 4, Players: []Player{{Name: c.name}}}
		err := WriteRoundRobin(&bytes.Buffer{}, rr)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.20q: %v, want %q", c.name, err, c.want)
		}
	}
	for _, ok := range []string{"Anaïs", "=HYPERLINK(\"x\")", "O’Neil", "Zoë 𝔬", "a\tb", "_x41_", "a_x004G_", "_X0041_"} {
		if p := TextProblem(ok); p != "" {
			t.Errorf("%q: %s", ok, p)
		}
	}
	if err := (Event{Title: "a\x1b[2Jb"}).Validate(); err == nil || err.Error() != "title holds a control character U+001B" {
		t.Errorf("title: %v", err)
	}
}

func FuzzTextProblem(f *testing.F) {
	for _, s := range []string{"Anaïs", "A\x00", "\x1b", "\ufffd", "\xef", "a\tb"} {
		f.Add(s)
	}
	b, err := newBook(English, Event{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if TextProblem(s) != "" {
			return
		}
		// What passes is written and read back unchanged.
		sh := b.Sheet(b.F.GetSheetName(0))
		sh.Text(1, 1, s, 0)
		if sh.Err() != nil {
			t.Fatal(sh.Err())
		}
		if got, _ := b.F.GetCellValue(sh.Name, "A1"); got != s {
			t.Fatalf("%q read back as %q", s, got)
		}
	})
}
