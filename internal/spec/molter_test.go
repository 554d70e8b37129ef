package spec

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every table of 004 is transcribed: Tableau 1 … 43 printed or derived by a
// rule, each with its autonomous round, the Peyrin table and the three
// result sheets.
func TestMolterEveryTable(t *testing.T) {
	t.Parallel()
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	m := s.Molter
	built := map[string]string{} // number -> block
	for _, tb := range m.Tables {
		if !tb.Fragment() {
			built[tb.Number] = tb.ID
		}
	}
	for _, r := range m.Rules {
		built[r.Builds] = r.ID
	}
	for n := 1; n <= 43; n++ {
		for _, num := range []string{strconv.Itoa(n), strconv.Itoa(n) + "a"} {
			if built[num] == "" && num != "23" { // 23's rounds come from 24 by rule too
				t.Errorf("Tableau %s: neither transcribed nor derived", num)
			}
		}
	}
	if built["peyrin"] == "" {
		t.Error("the table for 3 teams in 3 rounds is missing")
	}
	if len(m.Sheets) != 3 {
		t.Errorf("%d result sheets, want 3 (4, 5 and 6 teams of 4)", len(m.Sheets))
	}
	// The fragments printed beside derivation texts.
	for _, id := range []string{"004/30", "004/30a", "004/35", "004/35a", "004/39"} {
		found := false
		for _, tb := range m.Tables {
			found = found || (tb.ID == id && tb.Fragment())
		}
		if !found {
			t.Errorf("fragment %s missing", id)
		}
	}
}

// seed opens the source document, when the shared seeds are beside the
// module (they are in CI).
func seed(t *testing.T) []string {
	t.Helper()
	path := filepath.Join("..", "..", "..", "shared", "seeds", "004_9d88f2011072545a.txt")
	if d := os.Getenv("TOUTESRONDES_SEEDS"); d != "" {
		path = filepath.Join(d, "004_9d88f2011072545a.txt")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		missingSeeds(t, err.Error())
	}
	return strings.Split(string(data), "\n")
}

// The transcription is verbatim: each row's board number and cells, each
// sheet cell, each text, title and note stand on the document line the spec
// names; and every line of the document that holds a table row is
// transcribed.
func TestMolterVerbatim(t *testing.T) {
	t.Parallel()
	doc := seed(t)
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	line := func(n int) string {
		if n < 1 || n > len(doc) {
			return ""
		}
		return doc[n-1]
	}
	used := map[int]bool{}
	// Cells are whole tab-separated fields, or follow the board number in one.
	fields := func(n int) map[string]bool {
		f := map[string]bool{}
		for _, c := range strings.Split(line(n), "\t") {
			f[strings.TrimSpace(c)] = true
		}
		return f
	}
	for _, tb := range s.Molter.Tables {
		for _, r := range tb.Rows {
			used[r.Line] = true
			f := fields(r.Line)
			for _, p := range r.Pairs {
				if !f[p.Text] && !f[strconv.Itoa(r.Board)+" "+p.Text] {
					t.Errorf("%s: %s board %d: %q is not a cell of document line %d: %q", r.Pos, tb.ID, r.Board, p.Text, r.Line, line(r.Line))
				}
			}
			if !f[strconv.Itoa(r.Board)] && !strings.Contains(line(r.Line), strconv.Itoa(r.Board)+" ") {
				t.Errorf("%s: board %d not on document line %d", r.Pos, r.Board, r.Line)
			}
		}
	}
	for _, sh := range s.Molter.Sheets {
		for _, r := range sh.Rows {
			used[r.Line] = true
			cells := strings.Split(line(r.Line), "\t")
			for i, c := range r.Cells {
				want := ""
				if 2+3*i < len(cells) {
					want = strings.TrimSpace(cells[1+3*i] + " " + cells[2+3*i])
				}
				if c.Text != want {
					t.Errorf("%s: column %d %q, document line %d has %q", r.Pos, i+1, c.Text, r.Line, want)
				}
			}
		}
	}
	// Texts, titles and notes: the spec quotes the document line.
	at := regexp.MustCompile(`^@(\d+) (.*)$`)
	for _, b := range s.Blocks {
		if !strings.HasPrefix(b.Kind, "molter-") {
			continue
		}
		for _, f := range b.Fields {
			if f.Key != "text" && f.Key != "title" && f.Key != "note" {
				continue
			}
			m := at.FindStringSubmatch(f.Value)
			if m == nil {
				continue // a note of ours, not a quote
			}
			n, _ := strconv.Atoi(m[1])
			q := m[2]
			if !strings.Contains(line(n), q) && !strings.Contains(q, strings.TrimSpace(line(n))) {
				t.Errorf("%s: %s is not document line %d: %q", f.Pos, f.Key, n, line(n))
			}
		}
	}
	// Every line that leads with a board number and holds pairings is a
	// transcribed row (the derivation texts quote boards inside prose).
	row := regexp.MustCompile(`^\s*\d+\t.*[A-Z] ?[0-9₀-₉]+\s*[-–]?\s*[A-Z] ?[0-9₀-₉]+`)
	for i, l := range doc {
		if row.MatchString(strings.TrimPrefix(l, ".....")) && !used[i+1] {
			t.Errorf("document line %d holds a table row that no spec row transcribes: %q", i+1, l)
		}
	}
}

// Molter blocks report every problem with its file and line.
func TestMolterErrors(t *testing.T) {
	t.Parallel()
	_, err := load(t, map[string]string{
		"m.spec": `system molter
  document d.txt
  title t
  letters A B C D I D
end

molter-table d/4
  document d.txt
  line 1
  teams 4
  players 4 5
  rounds 2
  colour red
  row @10 1 | A1 – B1 | B1 – C1
  row @11 2 | C1 D 1 | D1 – A1
  row @12 3 | B2 – D2
  row @13 3 | x | A2 – B2
  format @99 Q1 Q2 | never printed
end

molter-autonomous d/4b
  document d.txt
  teams 4
end

molter-table d/9
  document d.txt
  teams 3
  rounds 1
  row @1 1 | A ₁ - B ₁
end

molter-rule d/derive-5
  document d.txt
  builds 5
  teams 4
  players 8
  take d/4 players 1..2 as 3
  take d/nowhere players 1..2
  cites d/4 boards 1 players 1..2 and more
  example @5 R1 | 1 A1 – B1 | 1 A1 – B1
end

molter-sheet d/s
  document d.txt
  teams 4
  players 4
  rounds 1 x
  row @7 1 | b B1 | n
end

molter-defect d/none
  document d.txt
  table d/4
  reason nothing
end
`,
	})
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{
		`internal/spec/m.spec:4: system molter: letters: "D" is not a new capital letter`,
		`internal/spec/m.spec:11: molter-table d/4: players: 5: a Molter team has an even number of players`,
		`internal/spec/m.spec:13: molter-table d/4: unknown field "colour"`,
		`internal/spec/m.spec:15: molter-table d/4: board 2: "C1 D 1" is not in the plain form "A1 – B1": add a format note`,
		`internal/spec/m.spec:16: molter-table d/4: board 3: 1 cells, want 2 (one per round)`,
		`internal/spec/m.spec:17: molter-table d/4: board 3: cannot read "x" as a pairing like A1 – B1`,
		`internal/spec/m.spec:17: molter-table d/4: board 3 after board 3: rows must go in board order`,
		`internal/spec/m.spec:18: molter-table d/4: format note for "Q1 Q2", which no row prints`,
		`internal/spec/m.spec:7: molter-table d/4: the rows hold boards 1..3 3, want 1..8`,
		`internal/spec/m.spec:21: molter-autonomous d/4b: an autonomous round, and only one, has a number ending in a`,
		`internal/spec/m.spec:21: molter-autonomous d/4b: a fragment (no players) must declare its printed boards`,
		`internal/spec/m.spec:30: molter-table d/9: board 1: "A ₁ - B ₁" has subscript digits: add "format subscripts | …"`,
		`internal/spec/m.spec:33: molter-rule d/derive-5: missing field "text" (the derivation text, verbatim)`,
		`internal/spec/m.spec:38: molter-rule d/derive-5: take: 1..2 and 3 differ in length`,
		`internal/spec/m.spec:40: molter-rule d/derive-5: cites: want "SOURCE boards A..B players C..D"`,
		`internal/spec/m.spec:41: molter-rule d/derive-5: example: the label starts with the table quoted, e.g. 004/8 R1`,
		`internal/spec/m.spec:39: molter: no table or rule "d/nowhere"`,
		`internal/spec/m.spec:48: molter-sheet d/s: rounds: "x": want a round number, a (autonomous) or - (blank column)`,
		`internal/spec/m.spec:49: molter-sheet d/s: row before any team field`,
		`internal/spec/m.spec:49: molter-sheet d/s: cell "n": want b or n, then the opponent`,
		`internal/spec/m.spec:52: molter-defect d/none: want either unprinted (boards not printed) or boards (boards no correction mends)`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing error %q", want)
		}
	}
	if t.Failed() {
		t.Logf("got:\n%v", err)
	}
}

// The lenient reading of cells accepts the document's spacing slips and
// nothing else; the plain form needs no note.
func TestMolterCells(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text         string
		norm         string
		plain, valid bool
	}{
		{"A1 – D1", "A1-D1", true, true},
		{"A9 - D9", "A9-D9", true, true},
		{"D6 C 6", "D6-C6", false, true},
		{"A10 - J 10", "A10-J10", false, true},
		{"A ₁ - B ₁", "A1-B1", false, true},
		{"R4 - A4", "R4-A4", true, true}, // a letter no team has: the checks judge it
		{"A1 –", "", false, false},
		{"1 A1 – B1", "", false, false},
		{"a1 – b1", "", false, false},
	} {
		p, plain, ok := parseMolterCell(c.text)
		if ok != c.valid || (ok && (plain != c.plain || p.Norm() != c.norm)) {
			t.Errorf("%q: %s plain %v ok %v", c.text, p.Norm(), plain, ok)
		}
	}
}
