package moltergrade

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestSprintfAsFmt holds sprintf to fmt.Sprintf on every message format of
// Check (read from grade.go's add calls, so that a new one is covered) and
// on the String methods, with negative, zero and positive numbers.
func TestSprintfAsFmt(t *testing.T) {
	src, err := os.ReadFile("grade.go")
	if err != nil {
		t.Fatal(err)
	}
	formats := regexp.MustCompile(`add\("[^"]+", [^,]+, [^,]+, ("(?:[^"\\]|\\.)*")`).FindAllSubmatch(src, -1)
	if len(formats) < 15 {
		t.Fatalf("%d formats of add found in grade.go, want the 17 or so of Check", len(formats))
	}
	verb := regexp.MustCompile(`%[+]?[a-z%]`)
	for _, m := range formats {
		format := strings.Trim(string(m[1]), `"`)
		for _, n := range []int{-12, -1, 0, 1, 7, 1508} {
			var args []any
			for _, v := range verb.FindAllString(format, -1) {
				switch v[len(v)-1] {
				case 'd':
					args = append(args, n)
				case 's':
					args = append(args, TeamName(max(n, 0)%40))
				}
			}
			if got, want := sprintf(format, args...), fmt.Sprintf(format, args...); got != want {
				t.Errorf("sprintf(%q) = %q, fmt.Sprintf %q", format, got, want)
			}
		}
	}
	v := Vector{1, 0, 12, 3, -2, 1, 1}
	if got, want := v.String(), fmt.Sprintf("I1 %d, prefix %d, I2 %d, I3 %d, I4 %d, I5 %d, S5 %s", 1, 0, 12, 3, -2, 1, "relaxed"); got != want {
		t.Errorf("Vector.String %q, want %q", got, want)
	}
	q := Quality{PairSpread: 2, PairSpreadBest: 1, Shortfall: 1508, Floaters: 3, FloatersBest: 1, Descents: 8, DescentsBest: 1, RoundSpread: 3, RoundSpreadBest: 1, Whites: 1}
	want := fmt.Sprintf("1: pairs %d (best %d), shortfall %d; 2: floaters %d (best %d); 3: descents %d (best %d); 4: round spread %d (best %d); 5: whites %d (best 0); grade %s",
		2, 1, 1508, 3, 1, 8, 1, 3, 1, 1, "B(1,2,3,4,5)")
	if got := q.String(); got != want {
		t.Errorf("Quality.String %q, want %q", got, want)
	}
	// A verb of the wrong type, or an argument missing, is marked as fmt
	// marks it (in fewer words).
	for _, c := range []struct {
		format string
		args   []any
	}{{"%s", []any{3}}, {"%d", []any{"x"}}, {"%d %d", []any{1}}, {"%x", []any{1}}} {
		if got := sprintf(c.format, c.args...); !strings.Contains(got, "%!") {
			t.Errorf("sprintf(%q, %v) = %q, want a %%! mark", c.format, c.args, got)
		}
	}
	if got := sprintf("%d%%", 5); got != "5%" {
		t.Errorf("sprintf(%%d%%%%, 5) = %q, want 5%%", got)
	}
}

// TestSprintfVerbs: the verbs sprintf knows, a literal percent and the
// signs say what fmt says.
func TestSprintfVerbs(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"%d of %s", []any{-4, "y"}}, {"100%%", nil}, {"%+d", []any{5}}, {"%+d", []any{-5}}, {"%+d", []any{0}}, {"%s%d", []any{"", 0}},
	} {
		if got, want := sprintf(c.format, c.args...), fmt.Sprintf(c.format, c.args...); got != want {
			t.Errorf("sprintf(%q, %v) = %q, fmt says %q", c.format, c.args, got, want)
		}
	}
}
