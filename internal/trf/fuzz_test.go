package trf

import (
	"bytes"
	"testing"
	"unicode/utf8"
)

// FuzzWrite: whatever the names and the header, Write never panics; what it
// writes is ASCII, and Read reads back every line's name and points at
// their columns.
func FuzzWrite(f *testing.F) {
	for _, s := range []string{"Étienne", "Øystein Łukasz", "Groß", "Ли", "a\nb", "\xff", "’«»", "ǅ", "ﬁ"} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, name, city string) {
		tf := sample()
		tf.Players[1].Name, tf.City = name, city
		var buf bytes.Buffer
		if err := Write(&buf, tf); err != nil {
			return
		}
		for i, b := range buf.Bytes() {
			if b >= utf8.RuneSelf {
				t.Fatalf("byte %d of %q is not ASCII", i, buf.String())
			}
		}
		got, err := Read(&buf)
		if err != nil {
			t.Fatal(err)
		}
		want, _, _ := ASCII(name)
		if len(got.Players) != 3 || got.Players[1].Points != tf.Players[1].Points || got.Players[2].Rank != 3 {
			t.Fatalf("read back %+v", got.Players)
		}
		if trimmed := string(bytes.TrimSpace([]byte(want))); got.Players[1].Name != trimmed {
			t.Fatalf("name %q read back %q, want %q", name, got.Players[1].Name, trimmed)
		}
	})
}

// FuzzASCII: ASCII never panics; its spelling is ASCII, and it fails only
// on a character outside ASCII.
func FuzzASCII(f *testing.F) {
	for _, s := range []string{"Étienne", "Þórður", "李", "", "\u00a0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, left, ok := ASCII(s)
		if !ok {
			if left < utf8.RuneSelf {
				t.Fatalf("ASCII(%q) failed on %q", s, left)
			}
			return
		}
		for i := range len(a) {
			if a[i] >= utf8.RuneSelf {
				t.Fatalf("ASCII(%q) = %q", s, a)
			}
		}
	})
}
