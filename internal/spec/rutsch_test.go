package spec

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// seedDir finds the seed documents (../shared/seeds from the module root's
// parent); the verbatim tests skip when they are not there.
func seedDir(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("TOUTESRONDES_SEEDS"); d != "" {
		return d
	}
	d := filepath.Join("..", "..", "..", "shared", "seeds")
	if _, err := os.Stat(d); err != nil {
		missingSeeds(t, err.Error())
	}
	return d
}

// missingSeeds skips the verbatim tests loudly when the seed documents are
// not beside the module, and fails them when TOUTESRONDES_REQUIRE_SEEDS=1
// (.ci/run sets it: CI has ../shared).
func missingSeeds(t *testing.T, why string) {
	t.Helper()
	msg := "*** seed documents not found (" + why + "): the verbatim tests did NOT run; set TOUTESRONDES_SEEDS ***"
	if os.Getenv("TOUTESRONDES_REQUIRE_SEEDS") == "1" {
		t.Fatal(msg)
	}
	fmt.Fprintln(os.Stderr, msg) // seen even without -v
	t.Skip(msg)
}

var verbatimAt = regexp.MustCompile(`^@(\d+) `)

// checkVerbatim checks that every "@LINE LABEL | TEXT" field of the spec file
// reads, blanks collapsed, as (part of) line LINE of its document.
func checkVerbatim(t *testing.T, file string) {
	dir := seedDir(t)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	docs := map[string][]string{}
	n := 0
	for _, b := range blocks {
		var doc []string
		for _, f := range b.Fields {
			if f.Key == "document" {
				if !strings.HasSuffix(f.Value, ".txt") {
					continue // not a seed document (FIDE's handbook, cited in the spec)
				}
				if docs[f.Value] == nil {
					text, err := os.ReadFile(filepath.Join(dir, f.Value))
					if err != nil {
						t.Fatal(err)
					}
					docs[f.Value] = strings.Split(string(text), "\n")
				}
				doc = docs[f.Value]
			}
		}
		for _, f := range b.Fields {
			m := verbatimAt.FindStringSubmatch(f.Value)
			if m == nil {
				continue
			}
			line, _ := strconv.Atoi(m[1])
			label, text, _ := strings.Cut(f.Value[len(m[0]):], "|")
			text = unannotate(strings.ReplaceAll(text, " | ", " ")) // " | " marks a printed column
			want := norm(label + " " + text)
			if f.Key == "near" || f.Key == "far" {
				want = norm(text) // a seating row's label is its round, not printed
			}
			if doc == nil && b.Kind == "varma-row" {
				continue // a row of FIDE's handbook, not of a seed document
			}
			if doc == nil || line < 1 || line > len(doc) {
				t.Errorf("%s: line %d outside the document", f.Pos, line)
				continue
			}
			if got := norm(doc[line-1]); !strings.Contains(got, want) {
				t.Errorf("%s: %q is not on line %d of the document: %q", f.Pos, want, line, got)
			}
			n++
		}
	}
	if n == 0 {
		t.Errorf("%s: no transcribed line", file)
	}
}

// unannotate removes what a transcription adds to the printed cells, as the
// spec files explain where they do it: the colour a result-table cell shows
// only by its corner (w10, b3, ?5 in berger.spec) and the empty seats of a
// placement (_).
func unannotate(text string) string {
	var out []string
	for _, w := range strings.Fields(text) {
		if w == "_" {
			continue
		}
		if len(w) > 1 && strings.ContainsRune("wb?", rune(w[0])) && w[1] >= '0' && w[1] <= '9' {
			w = w[1:]
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

func TestVerbatim(t *testing.T) {
	t.Parallel()
	for _, f := range []string{"berger.spec", "varma.spec", "groups.spec", "rutsch.spec", "scheveningen.spec", "team.spec"} {
		checkVerbatim(t, f)
	}
}

func TestRutschDecoded(t *testing.T) {
	t.Parallel()
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if s.Rutsch.MinSize != 2 || s.Rutsch.MaxSize < 64 {
		t.Errorf("sizes %d..%d, the issue wants 2..64", s.Rutsch.MinSize, s.Rutsch.MaxSize)
	}
	if len(s.RutschExamples) != 2 || len(s.RutschLetters) != 2 {
		t.Fatalf("%d examples, %d letter examples", len(s.RutschExamples), len(s.RutschLetters))
	}
	seven := s.RutschExamples[0]
	// 003: round 1 is E-D, F-C, G-B, A exempt; round 7 F-E, G-D, A-C, B.
	r1, r7 := seven.Rounds[0], seven.Rounds[6]
	if strings.Join(r1.Left, "")+strings.Join(r1.Right, "")+r1.Bye != "EFGDCBA" ||
		strings.Join(r7.Left, "")+strings.Join(r7.Right, "")+r7.Bye != "FGAEDCB" {
		t.Errorf("rounds 1 and 7: %+v %+v", r1, r7)
	}
	if strings.Join(seven.White, "") != "ECG" {
		t.Errorf("white places of %v", seven.White)
	}
	for _, l := range s.RutschLetters {
		if len(l.Rounds) != 4 {
			t.Fatalf("%s: %d rounds", l.ID, len(l.Rounds))
		}
		// Both documents print R3 as J K A B C D over L I H G F E.
		r3 := l.Rounds[2]
		if strings.Join(r3.Top, "") != "JKABCD" || strings.Join(r3.Bottom, "") != "LIHGFE" || string(r3.TopColour) != "wbwbwb" || string(r3.BotColour) != "bwbwbw" {
			t.Errorf("%s R3: %+v", l.ID, r3)
		}
		if len(r3.Pivots) != 1 || r3.Pivots[0] != "L" {
			t.Errorf("%s R3: pivots %v", l.ID, r3.Pivots)
		}
	}
}

// Broken transcriptions are reported with their place.
func TestRutschErrors(t *testing.T) {
	t.Parallel()
	const sys = "system rutsch\n  title t\n  # the sizes\n  sizes 2..64\n  white-seats alternate\nend\n"
	for _, c := range []struct{ text, want string }{
		{"system rutsch\n  title t\n  sizes 2..300000\n  white-seats alternate\nend\n", `a.spec:3: system rutsch: sizes "2..300000": want a range LO..HI with 2 ≤ LO ≤ HI ≤ 100000`},
		{"system rutsch\n  title t\n  sizes 5..4\n  white-seats alternate\nend\n", `a.spec:3: system rutsch: sizes "5..4"`},
		{"system rutsch\n  title t\n  sizes 2..64\n  white-seats left\nend\n", `a.spec:4: system rutsch: white-seats "left"`},
		{"system rutsch\n  title t\n  sizes 2..64\n  white-seats alternate\nend\nsystem rutsch\nend\n", `a.spec:6: system rutsch: declared twice (first at internal/spec/a.spec:1)`},
		{"system chess\nend\n", `a.spec:1: unknown system "chess" (known: [berger groups molter rutsch scheveningen team varma])`},
		{sys + "rutsch-example x\n  document d\n  players 3\n  names A B C\n  header @1 | Ronde 1 Ronde 2 Ronde 3\n  row @2 | A B C A B C\n  row @3 | C B A\nend\n",
			""},
		{sys + "rutsch-example x\n  document d\n  players 3\n  names A B C\n  header @1 | Ronde 1 Ronde 2 Ronde 3\n  row @2 | A B C A B D\n  row @3 | C B A\nend\n",
			`a.spec:12: rutsch-example x: "D" is not a player`},
		{sys + "rutsch-example x\n  document d\n  players 3\n  names A B C\n  header @1 | Ronde 1 Ronde 3\n  row @2 | A B C A\nend\n",
			`a.spec:11: rutsch-example x: header: want "Ronde 1 Ronde 2 …", read "Ronde 3"`},
		{sys + "rutsch-example x\n  document d\n  players 3\n  names A B C\n  header @1 | Ronde 1 Ronde 2 Ronde 3\n  row @2 | A B C A B\nend\n",
			`a.spec:12: rutsch-example x: 5 players on the line: want 6 (a table) or 3 (the exempt)`},
		{sys + "rutsch-letters y\n  document d\n  players 4\n  pivot D\n  names A B C D\n  top @1 R 1 : | A blanc B noir\n  bottom @2 | noir D (pivot) blanc ← C\n  top @3 R 3 : | X\nend\n",
			`a.spec:14: rutsch-letters y: label "R 3 :": want round 2`},
		{sys + "rutsch-letters y\n  document d\n  players 4\n  pivot D\n  names A B C D\n  top @1 R 1 : | A blanc B noir Table 1 Table3\n  bottom @2 | noir D (pivot) blanc\nend\n",
			`a.spec:12: rutsch-letters y round 1: 2+1 names and 2+2 colours printed, want 2 of each per row`},
	} {
		_, err := load(t, map[string]string{"a.spec": c.text})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("unexpected error: %v", err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("want %q, got %v", c.want, err)
		}
	}
}
