package bergerdoc

import (
	"strings"
	"testing"
)

// FuzzParseExpr: the evaluator of the documents' formulas never panics,
// parsing or evaluating (a division by zero or a fraction has no value),
// and a formula it reads is read the same with spaces around its tokens.
func FuzzParseExpr(f *testing.F) {
	for _, s := range []string{
		"A + B - 1", "(A + B) / 2", "R <= k ? 2*R - 1 : 2*R - N", "x+y-1", "N/0", "((1))", "1 ? 2 : 3 ? 4 : 5",
		"R % 2", "-A", "A == B", "A != B ? 1 : 0", "", "(", "1 +", "99999999999999999999",
	} {
		f.Add(s, 4, 3, 2, 10)
	}
	f.Fuzz(func(t *testing.T, s string, a, b, r, n int) {
		if len(s) > 1000 { // the spec's formulas are one line
			return
		}
		node, err := parseExpr(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "formula ") {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		e := env{A: a, B: b, R: r, N: n, k: n / 2, set: "ABxyRNk"}
		v, ok := node(&e)
		spaced := strings.NewReplacer("(", " ( ", ")", " ) ").Replace(s)
		node2, err := parseExpr(spaced)
		if err != nil {
			t.Fatalf("%q reads, %q does not: %v", s, spaced, err)
		}
		if v2, ok2 := node2(&e); v2 != v || ok2 != ok {
			t.Fatalf("%q = %d %v, %q = %d %v", s, v, ok, spaced, v2, ok2)
		}
	})
}
