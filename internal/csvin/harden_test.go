package csvin

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// utf16File encodes s as UTF-16 with its byte-order mark, as Excel's
// "Unicode text" does (little-endian, tab-separated).
func utf16File(s string, le bool) string {
	var b bytes.Buffer
	put := func(u uint16) {
		if le {
			b.WriteByte(byte(u))
			b.WriteByte(byte(u >> 8))
		} else {
			b.WriteByte(byte(u >> 8))
			b.WriteByte(byte(u))
		}
	}
	put(0xfeff)
	for _, u := range utf16.Encode([]rune(s)) {
		put(u)
	}
	return b.String()
}

const nineAccented = "name,affinity\nAnaïs,FRA\nBjörn,SWE\nCédric,FRA\nDoğan,TUR\nÉmile,FRA\nFrançois,BEL\nGöran,SWE\nHélène,FRA\nÍñigo,ESP\n"

// The encodings an arbiter's file comes in.
func TestEncodings(t *testing.T) {
	latin1 := strings.NewReplacer("ï", "\xef", "ö", "\xf6", "é", "\xe9", "É", "\xc9", "ç", "\xe7", "Í", "\xcd", "ñ", "\xf1").Replace(strings.ReplaceAll(nineAccented, "Doğan", "Dogan"))
	for _, c := range []struct {
		what, in string
		enc      Encoding
		second   string
	}{
		{"UTF-8", nineAccented, UTF8, "Björn"},
		{"UTF-8 with BOM", "\xef\xbb\xbf" + nineAccented, UTF8, "Björn"},
		{"UTF-16 LE, tabs", utf16File(strings.ReplaceAll(nineAccented, ",", "\t"), true), UTF8, "Björn"},
		{"UTF-16 BE", utf16File(nineAccented, false), UTF8, "Björn"},
		{"UTF-16 LE with a name beyond the BMP", utf16File(strings.Replace(nineAccented, "Björn", "Bj𝔬rn", 1), true), UTF8, "Bj𝔬rn"},
		{"Latin-1", latin1, Latin1, "Björn"},
		{"Windows-1252 (curly apostrophe)", strings.Replace(latin1, "Bj\xf6rn", "O\x92Neil", 1), Latin1, "O’Neil"},
	} {
		es, err := ReadEntrants(strings.NewReader(c.in), "p.csv", c.enc, 64)
		if err != nil {
			t.Errorf("%s: %v", c.what, err)
			continue
		}
		if len(es) != 9 || es[1].Name != c.second {
			t.Errorf("%s: %q", c.what, es)
		}
		for _, e := range es {
			if !utf8.ValidString(e.Name) || strings.ContainsAny(e.Name, "\x00\ufffd") {
				t.Errorf("%s: name %q", c.what, e.Name)
			}
		}
	}
}

// What is refused, with the file and line and what to do.
func TestRefused(t *testing.T) {
	big := "name,affinity\n" + strings.Repeat("A,B\n", MaxBytes/4+1)
	for _, c := range []struct {
		what, in string
		enc      Encoding
		want     string
	}{
		{"Latin-1 read as UTF-8", "name,affinity\nAna\xefs,FRA\n", UTF8, "p.csv:2: not valid UTF-8 (byte 0xef, column 4): save the file as UTF-8 (CSV UTF-8 in Excel), or give -encoding latin1"},
		{"UTF-16 without BOM", "n\x00a\x00m\x00e\x00,\x00a\x00\n\x00", UTF8, "p.csv:1: UTF-16 without a byte-order mark"},
		{"UTF-8 read as Latin-1", nineAccented, Latin1, "already UTF-8: leave out -encoding latin1"},
		{"a NUL", "name,affinity\nA\x00n,FRA\n", UTF8, "p.csv:2: a NUL byte (column 2)"},
		{"an escape sequence", "name,affinity\n\x1b[31mRed,FRA\n", UTF8, "p.csv:2: a control character U+001B"},
		{"a C1 control", "name,affinity\nA\u0085n,FRA\n", UTF8, "p.csv:2: a control character U+0085"},
		{"U+FFFD", "name,affinity\nJos\ufffd,FRA\n", UTF8, "p.csv:2: a replacement character U+FFFD"},
		{"U+FFFF (found by FuzzReadPlayers)", "name,affinity\n\uffff,FRA\n", UTF8, "p.csv:2: a noncharacter U+FFFF (column 1)"},
		{"OOXML's escape of a character", "name,affinity\nAn_x00e9_,FRA\n", UTF8, "p.csv:2: _x00e9_ (column 3) is how a workbook escapes a character"},
		{"an unpaired surrogate", utf16File("name,affinity\n", true) + "\x00\xd8", UTF8, "p.csv:2: invalid UTF-16"},
		{"odd UTF-16", utf16File("name", true) + "x", UTF8, "an odd number of bytes"},
		{"too large", big, UTF8, "more than 1048576 bytes"},
		{"too many lines", strings.Repeat("\n", MaxLines+1), UTF8, "p.csv:10001: more than 10000 lines"},
		{"a field too long", "name,affinity\n" + strings.Repeat("é", MaxField+1) + ",FRA\n", UTF8, "p.csv:2: field 1 is 201 characters long, at most 200"},
		{"a tab in a field", "name,affinity\nA\tB,FRA\n", UTF8, "p.csv:2: field 1 holds a tab"},
		{"a line break in a quoted field", "name,affinity\n\"A\nB\",FRA\n", UTF8, "p.csv:2: field 1 holds a line break"},
		{"a carriage return in a quoted field (found by the fuzzer)", "name,affinity\n\"0\r0\",FRA\n", UTF8, "p.csv:2: field 1 holds a line break"},
	} {
		_, err := ReadEntrants(strings.NewReader(c.in), "p.csv", c.enc, 64)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.what, err, c.want)
		}
	}
}

// An endless input (-players /dev/zero) is read no further than the bound.
func TestEndless(t *testing.T) {
	r := &counting{r: zeros{}}
	if _, err := ReadEntrants(r, "/dev/zero", UTF8, 64); err == nil {
		t.Fatal("no error")
	}
	if r.n > 3*MaxBytes {
		t.Errorf("read %d bytes", r.n)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

type counting struct {
	r io.Reader
	n int
}

func (c *counting) Read(p []byte) (int, error) { n, err := c.r.Read(p); c.n += n; return n, err }

func TestParseEncoding(t *testing.T) {
	for s, want := range map[string]Encoding{"": UTF8, "UTF-8": UTF8, "latin1": Latin1, "ISO-8859-1": Latin1, "cp1252": Latin1} {
		if got, err := ParseEncoding(s); err != nil || got != want {
			t.Errorf("%q: %v %v", s, got, err)
		}
	}
	if _, err := ParseEncoding("ebcdic"); err == nil || !strings.Contains(err.Error(), `encoding "ebcdic": want utf-8 or latin1`) {
		t.Errorf("ebcdic: %v", err)
	}
}

// FuzzReadEntrants: any bytes, either encoding: no panic, and what is read
// is valid UTF-8 without NUL, control character, U+FFFD, empty or over-long
// name.
func FuzzReadEntrants(f *testing.F) {
	f.Add([]byte("Anna,FRA\nBen,FRA\n"), false)
	f.Add([]byte("\xef\xbb\xbfname;club\nA;B\n"), false)
	f.Add([]byte(utf16File("name\taffinity\nA\tB\n", true)), false)
	f.Add([]byte("name,affinity\nAna\xefs,FRA\n"), true)
	f.Add([]byte("A,\"X\n"), false)
	f.Fuzz(func(t *testing.T, data []byte, latin1 bool) {
		enc := UTF8
		if latin1 {
			enc = Latin1
		}
		es, err := ReadEntrants(bytes.NewReader(data), "p.csv", enc, 64)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "p.csv") {
				t.Fatalf("error without the file's name: %v", err)
			}
			return
		}
		for _, e := range es {
			for _, s := range []string{e.Name, e.Affinity} {
				if !utf8.ValidString(s) || strings.ContainsFunc(s, func(r rune) bool {
					return r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 || r == utf8.RuneError || r == 0xfffe || r == 0xffff
				}) {
					t.Fatalf("%q read", s)
				}
				if utf8.RuneCountInString(s) > MaxField {
					t.Fatalf("%d characters read", utf8.RuneCountInString(s))
				}
			}
			if e.Name == "" {
				t.Fatal("empty name")
			}
		}
	})
}
