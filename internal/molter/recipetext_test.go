package molter

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// TestRecipeGrammarRoundTrip holds the grammar to the recipe file the
// search wrote (internal/spec/molter_recipes.spec, the independent record):
// every block read and rebuilt is written back byte for byte, its digest
// recomputed from the boards, and the blocks laid out again give the file.
func TestRecipeGrammarRoundTrip(t *testing.T) {
	data, err := fs.ReadFile(spec.Files(), "molter_recipes.spec")
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := ReadRecipes("molter_recipes.spec", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) == 0 {
		t.Fatal("no recipes read")
	}
	if got := RecipesFile(blocks); string(got) != string(data) {
		t.Errorf("the %d blocks laid out again differ from the file (%d bytes, want %d)", len(blocks), len(got), len(data))
	}
	for key, text := range blocks {
		sr, err := decodeRecipe(text)
		if err != nil {
			t.Fatalf("%v: %v", key, err)
		}
		rc, err := ReadRecipeBlock(text)
		if err != nil {
			t.Fatalf("%v: %v", key, err)
		}
		e, err := rc.Build()
		if err != nil {
			t.Fatalf("%v: %v", key, err)
		}
		var events []string
		for _, f := range sr.Published {
			events = append(events, f.Value)
			R, v, err := ParseEvent(f.Value)
			if err != nil {
				t.Fatalf("%v: %v", key, err)
			}
			if want := PublishedToken(key[0], key[1], R, v); !strings.HasSuffix(f.Value, " "+want) {
				t.Errorf("%v: event %q read as %d rounds, %v: spelt again %q", key, f.Value, R, v, want)
			}
		}
		if R, v, err := ReadRecipeEvent(text); err != nil || events[0] != fmt.Sprintf("%d %s", R, PublishedToken(key[0], key[1], R, v)) {
			t.Errorf("%v: first event read as %d rounds, %v (%v), recorded %q", key, R, v, err, events[0])
		}
		if got := RecipeBlock(rc, Sum(e), events); got != text {
			t.Errorf("%v: written back as\n%s\nwant\n%s", key, got, text)
		}
	}
}

// TestParseEventRefuses: an event line of the wrong shape is an error.
func TestParseEventRefuses(t *testing.T) {
	for _, s := range []string{"", "3", "3 A,0,0,0,0,0,0,0", "x A,0,0,0,0,0,0,0,0", "3 A,0,0,0,0,y,0,0,0", "3 A,0,0,0,0,0,0,0,0 extra"} {
		if _, _, err := ParseEvent(s); err == nil {
			t.Errorf("ParseEvent(%q): no error", s)
		}
	}
	R, v, err := ParseEvent("6 B,3,1,0,2,1,1,0,1")
	if err != nil || R != 6 || v != (Vector{1, 0, 2, 1, 1, 0, 1}) {
		t.Errorf("ParseEvent: %d %v %v", R, v, err)
	}
}

// TestParseDigitRowsAsFields holds parseDigitRows and ParseBits, which scan
// the bytes themselves, to the way they read before (a second
// implementation, here): strings.Fields, then each rune looked up in
// digits; the same rows or the same error, on valid rows and broken ones
// (a letter beyond z, an upper case, a non-ASCII rune, invalid UTF-8,
// Unicode spaces, a hexadecimal digit beyond f).
func TestParseDigitRowsAsFields(t *testing.T) {
	ref := func(s, what string) ([][]int, error) {
		var out [][]int
		for i, f := range strings.Fields(s) {
			row := []int{}
			for _, ch := range f {
				x := strings.IndexRune(digits, ch)
				if x < 0 {
					return nil, fmt.Errorf("%s %d: %q is not a number 0-9 or a-z", what, i+1, ch)
				}
				row = append(row, x)
			}
			out = append(out, row)
		}
		return out, nil
	}
	refBits := func(s string) ([]bool, error) {
		var fs []bool
		for _, ch := range s {
			d := strings.IndexRune(digits[:16], ch)
			if d < 0 {
				return nil, fmt.Errorf("%q is not a hexadecimal digit", ch)
			}
			for k := range 4 {
				fs = append(fs, d&(1<<k) != 0)
			}
		}
		return fs, nil
	}
	for _, s := range []string{
		"", " ", "0", "01 23", "  az09 \t z\n", "0\u00a01", "0\u20281 2", "0\u00851",
		"0A", "01 2Z", "0é", "0\xff1", "0\u00a0é", "ab/cd", "f0", "g", "0 1 ", "\u2003",
	} {
		want, werr := ref(s, "round")
		got, err := parseDigitRows(s, "round")
		if fmt.Sprint(got, err) != fmt.Sprint(want, werr) || (err == nil) != (werr == nil) {
			t.Errorf("parseDigitRows(%q) = %v, %v; want %v, %v", s, got, err, want, werr)
		}
		wb, werr := refBits(s)
		gb, err := ParseBits(s)
		if fmt.Sprint(gb, err) != fmt.Sprint(wb, werr) || (err == nil) != (werr == nil) {
			t.Errorf("ParseBits(%q) = %v, %v; want %v, %v", s, gb, err, wb, werr)
		}
	}
}
