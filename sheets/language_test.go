package sheets

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/xuri/excelize/v2"
)

// catalogue reads every Text literal of the package's source (labels_gen.go,
// made from labels.txt, labels.go, and any Text{…} elsewhere): Text{"en", "fr"},
// and the elements of arrays, slices and maps of Text written without
// their type.
func catalogue(t testing.TB) []Text {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []Text
	fset := token.NewFileSet()
	isText := func(e ast.Expr) bool { id, ok := e.(*ast.Ident); return ok && id.Name == "Text" }
	read := func(lit *ast.CompositeLit) {
		var s []string
		for _, e := range lit.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				e = kv.Value
			}
			b, ok := e.(*ast.BasicLit)
			if !ok || b.Kind != token.STRING {
				return // built from other values: those are read where they are written
			}
			v, err := strconv.Unquote(b.Value)
			if err != nil {
				t.Fatal(err)
			}
			s = append(s, v)
		}
		if len(s) == 2 {
			out = append(out, Text{s[0], s[1]})
		}
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			switch typ := lit.Type.(type) {
			case *ast.Ident:
				if isText(typ) {
					read(lit)
				}
			case *ast.ArrayType:
				if isText(typ.Elt) {
					for _, e := range lit.Elts {
						if kv, ok := e.(*ast.KeyValueExpr); ok {
							e = kv.Value
						}
						if el, ok := e.(*ast.CompositeLit); ok && el.Type == nil {
							read(el)
						}
					}
				}
			case *ast.MapType:
				if isText(typ.Value) {
					for _, e := range lit.Elts {
						if el, ok := e.(*ast.KeyValueExpr).Value.(*ast.CompositeLit); ok && el.Type == nil {
							read(el)
						}
					}
				}
			}
			return true
		})
	}
	if len(out) < 100 {
		t.Fatalf("read %d texts from the catalogue: the reader missed them", len(out))
	}
	return out
}

// words are the words of s, lower case, of two letters or more (format
// verbs left out).
func words(s string) []string {
	s = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`).ReplaceAllString(s, " ")
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		w = strings.ToLower(strings.Trim(w, "'"))
		if len([]rune(w)) >= 2 {
			out = append(out, w)
		}
	}
	return out
}

// foreignWords returns, for each language, the words of the catalogue
// that only the other language uses: a French workbook showing "round"
// or an English one showing "ronde" has text of the wrong language.
func foreignWords(cat []Text) map[Lang]map[string]bool {
	vocab := map[Lang]map[string]bool{English: {}, French: {}}
	for _, x := range cat {
		for _, l := range []Lang{English, French} {
			for _, w := range words(l.T(x)) {
				vocab[l][w] = true
			}
		}
	}
	foreign := map[Lang]map[string]bool{English: {}, French: {}}
	for w := range vocab[French] {
		if !vocab[English][w] {
			foreign[English][w] = true
		}
	}
	for w := range vocab[English] {
		if !vocab[French][w] {
			foreign[French][w] = true
		}
	}
	return foreign
}

// internal are the marks of the program's own identifiers: document file
// names, spec keys, source files, fmt's complaints and unfilled verbs,
// Go identifiers in mixed case, and OOXML escapes.
var internal = regexp.MustCompile(`\d{3}_[0-9a-f]+\.txt|\.txt\b|\.spec\b|\.go\b|\b(\d{3}|fide)/[a-z0-9]|%!|%[sdvqg]|\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z][a-z]+[A-Z][a-z]+\w*\(|_x[0-9A-Fa-f]{4}_`)

// englishDecimal is a number written with a decimal point.
var englishDecimal = regexp.MustCompile(`\b\d+\.\d+\b`)

// articleNumber is the number of an article of a FIDE text, written with
// points in every language ("article 5.4"): not a decimal number.
var articleNumber = regexp.MustCompile(`\barticle \d+(\.\d+)+`)

// tieBreakKeys tells the TieBreaks cell: the order in -tiebreaks' keys
// (tiebreak.Kind's names), for programs (mkxlsx read), not words of a
// language.
func tieBreakKeys(s string) bool {
	for key := range strings.SplitSeq(s, ",") {
		if !slices.ContainsFunc(tiebreak.Kinds, func(k tiebreak.Kind) bool { return k.String() == key }) {
			return false
		}
	}
	return true
}

// c07Codes are FIDE's codes of the team tie-breaks (C.07, TRF-2026), in
// capitals: the same in both languages (the Tie-breaks sheet of a team
// round robin).
var c07Codes = regexp.MustCompile(`\b(MP|GP|MPVGP|WIN|WON|SB|ESB|EMMSB|EMGSB|EGMSB|EGGSB|BC|SSSC|DE|EDE|EDET|EDEB|TBR|BBE)\b`)

// userText is what the samples type in as the arbiter would (names,
// affinity codes, the event): it is the user's, not the workbook's, text.
var userText = regexp.MustCompile(`Player \d{3}|\bC\d\d\b|Anne|Bea|Lyon|Échecs Club|Open|Paris|1–3 May`)

// headerCodes are the codes of a page header or footer (&L, &"-,Bold" …).
var headerCodes = regexp.MustCompile(`&"[^"]*"|&[A-Z]`)

// TestOneLanguage writes every family in each language and fails on any
// text of the workbook — cell, formula string, validation box, header,
// footer, sheet name, number format — that holds a word only the other
// language's catalogue uses, or an internal identifier.
func TestOneLanguage(t *testing.T) {
	t.Parallel()
	foreign := foreignWords(catalogue(t))
	for _, l := range []Lang{English, French} {
		if len(foreign[l]) < 50 {
			t.Fatalf("%s: only %d foreign words", l, len(foreign[l]))
		}
	}
	seen := map[string]bool{}
	eachSample(t, func(s sample, lang Lang, data []byte, _ *excelize.File) {
		for _, x := range shownTexts(t, data) {
			if tieBreakKeys(x.text) {
				continue
			}
			text := userText.ReplaceAllString(x.text, " ")
			text = c07Codes.ReplaceAllString(text, " ")
			if strings.Contains(x.where, "Header") || strings.Contains(x.where, "Footer") {
				text = headerCodes.ReplaceAllString(text, " ")
			}
			var bad []string
			for _, w := range words(text) {
				if foreign[lang][w] {
					bad = append(bad, w)
				}
			}
			if id := internal.FindString(text); id != "" {
				bad = append(bad, id)
			}
			if d := englishDecimal.FindString(articleNumber.ReplaceAllString(text, " ")); lang == French && d != "" {
				bad = append(bad, d) // French writes 0,5
			}
			if len(bad) > 0 && !seen[x.text] {
				seen[x.text] = true
				t.Errorf("%s: %s: %q holds %q", s.name, x.where, x.text, bad)
			}
		}
	})
}

// TestParseLang: the library takes "en" or "fr" in any case and nothing
// around it (a program passes a value; the commands trim what a user
// types before they call it), and its languages are the commands'.
func TestParseLang(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Lang
		ok   bool
	}{{"en", English, true}, {"FR", French, true}, {" en", "", false}, {"fr\n", "", false}, {"de", "", false}, {"", "", false}} {
		l, err := ParseLang(c.in)
		if l != c.want || (err == nil) != c.ok {
			t.Errorf("ParseLang(%q) = %q, %v; want %q, ok %v", c.in, l, err, c.want, c.ok)
		}
	}
	if English != "en" || French != "fr" {
		t.Errorf("English, French = %q, %q; want the codes en, fr", English, French)
	}
}
