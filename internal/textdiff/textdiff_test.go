package textdiff

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// Worked by hand, in the form GNU diff -u prints (diff -u old new gives the
// same hunks): a changed line, a deleted one and an inserted one far apart
// make two hunks; changes 6 lines apart make one.
func TestUnifiedByHand(t *testing.T) {
	old := "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn\n"
	new := "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nm\nn\nn2\n"
	want := `--- old
+++ new
@@ -1,5 +1,5 @@
 a
-b
+B
 c
 d
 e
@@ -9,6 +9,6 @@
 i
 j
 k
-l
 m
 n
+n2
`
	if got := Unified("old", "new", old, new); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}

	// Changes exactly 2*context lines apart share a hunk.
	old = "1\n2\n3\n4\n5\n6\n7\n8\n"
	new = "one\n2\n3\n4\n5\n6\n7\neight\n"
	want = `--- a
+++ b
@@ -1,8 +1,8 @@
-1
+one
 2
 3
 4
 5
 6
 7
-8
+eight
`
	if got := Unified("a", "b", old, new); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}

	// One more line between them, and they make two hunks.
	old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
	new = "one\n2\n3\n4\n5\n6\n7\n8\nnine\n"
	want = "--- a\n+++ b\n@@ -1,4 +1,4 @@\n-1\n+one\n 2\n 3\n 4\n@@ -6,4 +6,4 @@\n 6\n 7\n 8\n-9\n+nine\n"
	if got := Unified("a", "b", old, new); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}

	// An insertion into an empty file, and a last line without a newline.
	want = "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+x\n+y\n\\ No newline at end of file\n"
	if got := Unified("a", "b", "", "x\ny"); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := Unified("a", "b", "same\n", "same\n"); got != "" {
		t.Errorf("equal texts: %q", got)
	}
}

// Applying the diff to the old text gives the new one, for random edits of
// texts with repeated lines (where anchors are scarce) and of texts of
// unique lines (where they abound).
func TestUnifiedApplies(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for k := range 2000 {
		alphabet := 3 + r.IntN(4)
		if k%2 == 1 {
			alphabet = 1000
		}
		x := randomLines(r, r.IntN(40), alphabet)
		y := edit(r, x, alphabet)
		if r.IntN(5) == 0 && len(y) > 0 {
			y[len(y)-1] = strings.TrimSuffix(y[len(y)-1], "\n")
		}
		old, new := strings.Join(x, ""), strings.Join(y, "")
		d := Unified("old", "new", old, new)
		got, err := apply(old, d)
		if err != nil {
			t.Fatalf("%v\nold %q\nnew %q\ndiff:\n%s", err, old, new, d)
		}
		if got != new {
			t.Fatalf("applying the diff gives %q, want %q\ndiff:\n%s", got, new, d)
		}
	}
}

// A generated file of thousands of lines with a changed header and a few
// changed rows gives a short diff, quickly.
func TestUnifiedLarge(t *testing.T) {
	var x, y []string
	for i := range 20000 {
		x = append(x, fmt.Sprintf("row %d\n", i))
	}
	y = append(y, x...)
	y[0] = "header\n"
	y[9000] = "changed\n"
	y[15000] = "}\n" // a line that is not unique
	y = append(y, "}\n")
	d := Unified("old", "new", strings.Join(x, ""), strings.Join(y, ""))
	if n := strings.Count(d, "\n"); n > 40 {
		t.Errorf("%d lines of diff for 3 changes:\n%s", n, d)
	}
	if got, err := apply(strings.Join(x, ""), d); err != nil || got != strings.Join(y, "") {
		t.Errorf("the diff does not apply: %v", err)
	}
}

func randomLines(r *rand.Rand, n, alphabet int) []string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = strconv.Itoa(r.IntN(alphabet)) + "\n"
	}
	return lines
}

// edit deletes, inserts and changes a few random lines.
func edit(r *rand.Rand, x []string, alphabet int) []string {
	y := append([]string(nil), x...)
	for range r.IntN(6) {
		switch p := r.IntN(len(y) + 1); r.IntN(3) {
		case 0:
			if p < len(y) {
				y = append(y[:p], y[p+1:]...)
			}
		case 1:
			y = append(y[:p], append([]string{strconv.Itoa(r.IntN(alphabet)) + "\n"}, y[p:]...)...)
		case 2:
			if p < len(y) {
				y[p] = "changed " + strconv.Itoa(r.IntN(alphabet)) + "\n"
			}
		}
	}
	return y
}

// apply applies a unified diff as patch does, checking every context and
// deleted line and every hunk's counts against the old text.
func apply(old, diff string) (string, error) {
	if diff == "" {
		return old, nil
	}
	x := split(old)
	lines := strings.SplitAfter(diff, "\n")
	if len(lines) < 2 || lines[0] != "--- old\n" || lines[1] != "+++ new\n" {
		return "", fmt.Errorf("bad header")
	}
	var out []string
	next := 0 // the next line of x not yet copied
	last := func() *string { return &out[len(out)-1] }
	for k := 2; k < len(lines) && lines[k] != ""; {
		var a, b, c, d int
		h := lines[k]
		if _, err := fmt.Sscanf(fixRange(h), "@@ -%d,%d +%d,%d @@\n", &a, &b, &c, &d); err != nil {
			return "", fmt.Errorf("hunk header %q: %v", h, err)
		}
		start := a - 1
		if b == 0 {
			start = a
		}
		if start < next {
			return "", fmt.Errorf("hunk %q overlaps the one before", h)
		}
		out = append(out, x[next:start]...)
		want := c - 1
		if d == 0 {
			want = c
		}
		if len(out) != want {
			return "", fmt.Errorf("hunk %q: new side starts after %d lines", h, len(out))
		}
		next = start
		k++
		var nb, nd int
		var prev byte
		for ; k < len(lines) && lines[k] != "" && !strings.HasPrefix(lines[k], "@@"); k++ {
			l := lines[k]
			if l == "\\ No newline at end of file\n" {
				if prev != '-' {
					*last() = strings.TrimSuffix(*last(), "\n")
				}
				continue
			}
			body := l[1:]
			prev = l[0]
			switch l[0] {
			case ' ', '-':
				if next >= len(x) || strings.TrimSuffix(x[next], "\n") != strings.TrimSuffix(body, "\n") {
					return "", fmt.Errorf("hunk %q: line %d is not %q", h, next+1, body)
				}
				if l[0] == ' ' {
					out = append(out, x[next])
					nd++
				}
				next++
				nb++
			case '+':
				out = append(out, body)
				nd++
			default:
				return "", fmt.Errorf("bad line %q", l)
			}
		}
		if nb != b || nd != d {
			return "", fmt.Errorf("hunk %q holds %d and %d lines", h, nb, nd)
		}
	}
	out = append(out, x[next:]...)
	return strings.Join(out, ""), nil
}

// fixRange writes the one-line ranges ("-3") in full ("-3,1").
func fixRange(h string) string {
	f := strings.Fields(h)
	for i := 1; i <= 2; i++ {
		if !strings.Contains(f[i], ",") {
			f[i] += ",1"
		}
	}
	return strings.Join(f, " ") + "\n"
}

func TestHead(t *testing.T) {
	d := "--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y\n"
	if got := Head(d, 5); got != d {
		t.Errorf("Head of 5 lines to 5: %q", got)
	}
	if got, want := Head(d, 3), "--- a\n+++ b\n@@ -1 +1 @@\n… 2 more lines of diff\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
