package sheets

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math/rand/v2"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/toutesrondes/toutesrondes/tables/team"
	"github.com/xuri/excelize/v2"
)

// A sample is one workbook of a family, as a test writes it.
type sample struct {
	name  string
	write func(io.Writer) error
}

// samples are workbooks of every family in language lang, small and mid
// sized, with the options that add text of their own: names filled in, a
// double round robin, a Molter table the document leaves broken, a Varma
// draw (seeded, with contingents kept apart and not), a double
// Scheveningen match, team orders.
func samples(t testing.TB, lang Lang) []sample {
	t.Helper()
	ev := Event{Title: "Open", Place: "Paris", Dates: "1–3 May"}
	var out []sample
	add := func(name string, write func(io.Writer) error) {
		out = append(out, sample{fmt.Sprintf("%s %s", lang, name), write})
	}
	for _, n := range []int{3, 10} {
		rr := RoundRobin{N: n, Cycles: 1, Swap: true, Lang: lang, Event: ev,
			Players: []Player{{Name: "Anne", Rating: 1500, Federation: "FRA"}}}
		add(fmt.Sprintf("berger %d", n), func(w io.Writer) error { return WriteRoundRobin(w, rr) })
		rr.Cycles = 2
		rr.TieBreaks = []TieBreak{DE, Wins, SB}
		add(fmt.Sprintf("berger %d double", n), func(w io.Writer) error { return WriteRoundRobin(w, rr) })
		r := Rutsch{N: n, Lang: lang, Event: ev}
		add(fmt.Sprintf("rutsch %d", n), func(w io.Writer) error { return WriteRutsch(w, r) })
		tr := TeamRoundRobin{N: n, Central: team.CentralLast, Lang: lang, Event: ev, Names: []string{"Échecs Club"}}
		add(fmt.Sprintf("team %d", n), func(w io.Writer) error { return WriteTeamRoundRobin(w, tr) })
	}
	tr := TeamRoundRobin{N: 5, Central: team.CentralFirst, Reverse: true, Lang: lang}
	add("team 5 first reverse", func(w io.Writer) error { return WriteTeamRoundRobin(w, tr) })
	for _, m := range []Molter{{Teams: 4, Players: 4, Rounds: 3}, {Teams: 7, Players: 6},
		{Teams: 13, Players: 10}, {Table: "peyrin"}, {Teams: 3, Players: 4, Rounds: 1},
		{Teams: 15, Players: 4, Rounds: 3, Source: molter.SourceConstructed}} {
		m.Lang, m.Event = lang, ev
		m.TeamList = []Team{{Name: "Lyon", Players: []string{"Bea"}}}
		add(fmt.Sprintf("molter %d×%d %s%s r%d", m.Teams, m.Players, m.Table, m.Source, m.Rounds),
			func(w io.Writer) error { return WriteMolter(w, m) })
	}
	for _, sc := range []Scheveningen{{M: 2}, {M: 4, Double: true}, {M: 5}} {
		sc.Lang, sc.Event = lang, ev
		add(fmt.Sprintf("scheveningen %d double=%v", sc.M, sc.Double),
			func(w io.Writer) error { return WriteScheveningen(w, sc) })
	}
	add("grade matrix", func(w io.Writer) error { return WriteMolterGrades(w, MolterGrades{Lang: lang, Event: ev}) })
	rng := rand.New(rand.NewPCG(11, 11))
	for _, c := range []struct {
		n     int
		sizes []int
	}{{9, nil}, {20, nil}, {11, []int{4, 3, 2}}, {20, []int{9, 6, 3}}, {16, []int{8, 8}}} {
		v := Varma{N: c.n, Lang: lang, Event: ev}
		if c.sizes != nil {
			seed := rng.Uint64()
			v.Draw, v.Seed = draw(t, entrants(rng, c.n, c.sizes...), seed), &seed
		}
		add(fmt.Sprintf("varma %d %v", c.n, c.sizes), func(w io.Writer) error { return WriteVarma(w, v) })
	}
	return out
}

// eachSample writes every sample of each language and hands it to check,
// as bytes and opened.
func eachSample(t *testing.T, check func(s sample, lang Lang, data []byte, f *excelize.File)) {
	t.Helper()
	for _, lang := range []Lang{English, French} {
		for _, s := range samples(t, lang) {
			var buf bytes.Buffer
			if err := s.write(&buf); err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
			f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
			check(s, lang, buf.Bytes(), f)
			f.Close()
		}
	}
}

// TestSameBytes writes every sample twice: the same description gives the
// same file, byte for byte (a federation publishes checksums).
func TestSameBytes(t *testing.T) {
	t.Parallel()
	for _, lang := range []Lang{English, French} {
		for _, s := range samples(t, lang) {
			var a, b bytes.Buffer
			if err := s.write(&a); err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
			if err := s.write(&b); err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Errorf("%s: two writes differ (%s)", s.name, firstDiff(t, a.Bytes(), b.Bytes()))
			}
		}
	}
}

// firstDiff names the first part of two workbooks that differs.
func firstDiff(t testing.TB, a, b []byte) string {
	pa, pb := parts(t, a), parts(t, b)
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for n := range pa {
			if !yield(n) {
				return
			}
		}
	}) {
		if !bytes.Equal(pa[name], pb[name]) {
			return name
		}
	}
	return "the zip framing"
}

// parts reads the parts of a workbook by name.
func parts(t testing.TB, data []byte) map[string][]byte {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, f := range z.File {
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name] = b
	}
	return out
}

// A shown is a text a reader of the workbook sees, and where.
type shown struct{ where, text string }

// shownTexts lists every text of a workbook that a person sees on screen
// or paper: cell strings (shared or inline), the string literals of
// formulas, comments, the titles and texts of data-validation boxes, page
// headers and footers, sheet names and the number formats.
func shownTexts(t testing.TB, data []byte) []shown {
	t.Helper()
	var out []shown
	ps := parts(t, data)
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for n := range ps {
			if !yield(n) {
				return
			}
		}
	}) {
		if path.Ext(name) != ".xml" || !strings.HasPrefix(name, "xl/") {
			continue
		}
		d := xml.NewDecoder(bytes.NewReader(ps[name]))
		var stack []string
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			switch tok := tok.(type) {
			case xml.StartElement:
				stack = append(stack, tok.Name.Local)
				for _, a := range tok.Attr {
					switch tok.Name.Local + "@" + a.Name.Local {
					case "dataValidation@error", "dataValidation@errorTitle", "dataValidation@prompt",
						"dataValidation@promptTitle", "sheet@name", "numFmt@formatCode":
						out = append(out, shown{name + " " + tok.Name.Local + "@" + a.Name.Local, a.Value})
					}
				}
			case xml.EndElement:
				stack = stack[:len(stack)-1]
			case xml.CharData:
				if len(stack) == 0 {
					break
				}
				where := name + " " + stack[len(stack)-1]
				switch s := string(tok); stack[len(stack)-1] {
				case "t", "oddHeader", "oddFooter", "evenHeader", "evenFooter", "firstHeader", "firstFooter":
					out = append(out, shown{where, s})
				case "f":
					for _, lit := range formulaStrings(s) {
						out = append(out, shown{where, lit})
					}
				}
			}
		}
	}
	return out
}

// formulaStrings returns the string literals of a formula ("" doubled
// inside one).
func formulaStrings(f string) []string {
	var out []string
	for i := 0; i < len(f); i++ {
		if f[i] != '"' {
			continue
		}
		var b strings.Builder
		for i++; i < len(f); i++ {
			if f[i] == '"' {
				if i+1 < len(f) && f[i+1] == '"' {
					b.WriteByte('"')
					i++
					continue
				}
				break
			}
			b.WriteByte(f[i])
		}
		if b.Len() > 0 {
			out = append(out, b.String())
		}
	}
	return out
}
