package spec

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestLoadEmbedded(t *testing.T) {
	t.Parallel()
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if s.Berger.MinSize > 3 || s.Berger.MaxSize < 64 {
		t.Errorf("static range %d..%d, the issue wants at least 3..64", s.Berger.MinSize, s.Berger.MaxSize)
	}
	// Every printed Berger table: 8 in each of 000 and 001, the 10-player
	// tables of 002, the 12 and 16 of 003.
	docs := map[string]int{}
	for _, b := range s.BergerTables {
		docs[b.Document]++
	}
	for doc, want := range map[string]int{"000_88b4201696a2c13a.txt": 8, "001_72c0bfe24aa1123f.txt": 8, "002_30e49ae8b4bb2e8f.txt": 3, "003_5a4cfa8114576176.txt": 4} {
		if docs[doc] < want {
			t.Errorf("%s: %d Berger tables transcribed, want %d", doc, docs[doc], want)
		}
	}
	// One hash per set of inputs: a file's hash does not depend on the others.
	a, err := s.Hash("molter.spec", "molter_errata.spec")
	if err != nil || len(a) != 64 {
		t.Errorf("hash %q, %v", a, err)
	}
	if b, _ := s.Hash("molter.spec"); b == a {
		t.Error("the hash of molter.spec alone is that of molter.spec and molter_errata.spec")
	}
	if _, err := s.Hash("nowhere.spec"); err == nil {
		t.Error("the hash of an unknown file")
	}
}

func load(t *testing.T, files map[string]string) (*Spec, error) {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, text := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(text)}
	}
	return LoadFS(fsys, ".")
}

const goodSystem = `system berger
  title t
  sizes 2..8
  double-swap yes
  cycles 4
end
`

// Every problem is reported, each with its file and line.
func TestErrorsHaveFileAndLine(t *testing.T) {
	t.Parallel()
	_, err := load(t, map[string]string{
		"a.spec": goodSystem + `
berger-table x/4
  document d.txt
  title t
  players 5
  colour blue
  row @3 R1 | 1 – (4) 2 – 3
  row @4 R9 | 1 - 2 junk
end
field outside
table-without-end y
  players 4
`,
		"b.spec": "erratum\n  document d.txt\n  table nowhere\n  printed 1-2\n  corrected 1-2\nend\n",
	})
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{
		"internal/spec/a.spec:8: berger-table x/4: players 5: a Berger table has an even size",
		`internal/spec/a.spec:12: berger-table x/4: unknown field "colour"`,
		`internal/spec/a.spec:13: parentheses around a player who is not the pivot 5`,
		`internal/spec/a.spec:14: berger-table x/4: row label "R9" is not a round of 1..4`,
		`internal/spec/a.spec:14: unreadable text "junk" at the end of the row`,
		`internal/spec/a.spec:8: berger-table x/4: 2 rows, want 4 (or mark it partial yes)`,
		`internal/spec/a.spec:16: field outside: no end before line 17`,
		`internal/spec/a.spec:16: unknown block kind "field"`,
		`internal/spec/a.spec:17: table-without-end y: no end before the end of the file`,
		`internal/spec/b.spec:1: erratum: missing field "reason"`,
		`internal/spec/b.spec:1: erratum: printed and corrected are the same`,
		`internal/spec/b.spec:1: erratum: no transcribed table "nowhere"`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
}

func TestParsePairs(t *testing.T) {
	t.Parallel()
	var errs ErrorList
	got := parsePairs("1 – (18) 2 - 17 6 -13 7 -  16 (18) – 10 12-7", Pos{"f", 1}, 18, &errs)
	if errs.Err() != nil {
		t.Fatal(errs.Err())
	}
	var norm []string
	for _, p := range got {
		norm = append(norm, p.Norm())
	}
	if strings.Join(norm, " ") != "1-18 2-17 6-13 7-16 18-10 12-7" {
		t.Errorf("got %v", norm)
	}
}

func TestRoundLabels(t *testing.T) {
	t.Parallel()
	for label, want := range map[string]int{"R5": 5, "Rd 5:": 5, "V": 5, "XIV": 14, "Ronde 3": 3, "12": 12} {
		if got, ok := roundLabel(label); !ok || got != want {
			t.Errorf("%q: %d %v, want %d", label, got, ok, want)
		}
	}
	if _, ok := roundLabel("Rx"); ok {
		t.Error("Rx accepted")
	}
}

func TestDuplicateErratum(t *testing.T) {
	t.Parallel()
	e := "erratum\n  document d.txt\n  table x/4\n  round 1\n  board 1\n  printed 1-2\n  corrected 1-4\n  reason r\nend\n"
	_, err := load(t, map[string]string{"a.spec": goodSystem + "berger-table x/4\n  document d.txt\n  title t\n  players 4\n  partial yes\nend\n" + e + e})
	if err == nil || !strings.Contains(err.Error(), "same cell as the erratum at line") {
		t.Errorf("got %v", err)
	}
}

// TestParseLines: Parse reads lines as bufio.Scanner did: "\n" or "\r\n"
// ends them, the last may have no end, blank lines count, and a line longer
// than a Scanner's buffer is an error at the line before it.
func TestParseLines(t *testing.T) {
	blocks, err := Parse("x.spec", []byte("system a\r\n  k v\r\n\nend\nsystem b\n  k2  w \nend"))
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) != 2 || blocks[0].Fields[0] != (Field{Key: "k", Value: "v", Pos: Pos{"x.spec", 2}}) ||
		blocks[1].Pos != (Pos{"x.spec", 5}) || blocks[1].Fields[0] != (Field{Key: "k2", Value: "w", Pos: Pos{"x.spec", 6}}) {
		t.Errorf("blocks %+v %+v", blocks[0], blocks[1])
	}
	long := "system a\n  k " + strings.Repeat("v", maxLine) + "\nend\n"
	if _, err := Parse("x.spec", []byte(long)); err == nil || !strings.Contains(err.Error(), "x.spec:1: bufio.Scanner: token too long") {
		t.Errorf("a line of %d bytes: %v", maxLine+4, err)
	}
}
