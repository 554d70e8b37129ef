// Package textdiff writes the unified diff of two texts, the form of diff -u
// and git diff, for the tests that compare an output with a file on disk
// (the up-to-date check of tables/, the golden files): a failure shows the
// lines that moved, not a whole file.
//
// The alignment is a patience diff: lines found exactly once on each side
// anchor it, the longest run of anchors in the same order is kept, and the
// gaps between anchors are aligned the same way, then by a longest common
// subsequence when they are small. It is linear in memory and close to
// n log n in time for generated files of thousands of lines, and its result
// is always a correct edit script, if not always the shortest one.
package textdiff

import (
	"fmt"
	"sort"
	"strings"
)

// context is the number of unchanged lines shown around a change, as in
// diff -u.
const context = 3

// Unified returns the unified diff that turns old (the file named oldName)
// into new (newName), or "" when they are equal. A text that does not end
// with a newline is marked as diff marks it.
func Unified(oldName, newName, old, new string) string {
	if old == new {
		return ""
	}
	x, y := split(old), split(new)
	ops := align(x, y)
	var b strings.Builder
	fmt.Fprintf(&b, "--- %s\n+++ %s\n", oldName, newName)
	// Each hunk spans from context lines before its first change to context
	// lines after its last, merging changes less than 2*context lines apart.
	for i := 0; i < len(ops); {
		if ops[i].kind == same {
			i++
			continue
		}
		start := max(i-context, 0)
		end := i
		for end < len(ops) {
			if ops[end].kind != same {
				end++
				continue
			}
			run := end
			for run < len(ops) && ops[run].kind == same {
				run++
			}
			if run == len(ops) || run-end > 2*context {
				end = min(end+context, len(ops))
				break
			}
			end = run
		}
		hunk(&b, x, y, ops[start:end])
		i = end
	}
	return b.String()
}

// split cuts s into lines, each with its newline; the last line has none
// when s does not end with one.
func split(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

type kind uint8

const (
	same kind = iota
	del
	ins
)

// An op is one line of the edit script: line i of old and line j of new
// are the same, or line i of old is deleted, or line j of new inserted.
// Every op carries the position on both sides at which it stands.
type op struct {
	kind kind
	i, j int
}

// hunk writes one hunk of ops, with its header.
func hunk(b *strings.Builder, x, y []string, ops []op) {
	var nx, ny int
	for _, o := range ops {
		if o.kind != ins {
			nx++
		}
		if o.kind != del {
			ny++
		}
	}
	fmt.Fprintf(b, "@@ -%s +%s @@\n", span(ops[0].i, nx), span(ops[0].j, ny))
	for _, o := range ops {
		switch o.kind {
		case same:
			line(b, ' ', x[o.i])
		case del:
			line(b, '-', x[o.i])
		case ins:
			line(b, '+', y[o.j])
		}
	}
}

// span writes a hunk range as diff -u does: "l,n" from line l (1-based),
// "l" alone for one line, and the line before for none.
func span(start, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%d,0", start)
	case 1:
		return fmt.Sprint(start + 1)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}

func line(b *strings.Builder, mark byte, s string) {
	b.WriteByte(mark)
	b.WriteString(s)
	if !strings.HasSuffix(s, "\n") {
		b.WriteString("\n\\ No newline at end of file\n")
	}
}

// align returns the edit script from x to y.
func align(x, y []string) []op {
	var ops []op
	diff(x, y, 0, len(x), 0, len(y), &ops)
	return ops
}

// lcsCells bounds the table of the longest-common-subsequence fallback.
const lcsCells = 1 << 20

// diff appends the edit script of x[x0:x1] to y[y0:y1].
func diff(x, y []string, x0, x1, y0, y1 int, ops *[]op) {
	// The common head and tail.
	for x0 < x1 && y0 < y1 && x[x0] == y[y0] {
		*ops = append(*ops, op{same, x0, y0})
		x0++
		y0++
	}
	var tail int
	for x0 < x1-tail && y0 < y1-tail && x[x1-1-tail] == y[y1-1-tail] {
		tail++
	}
	x1, y1 = x1-tail, y1-tail
	defer func() {
		for k := range tail {
			*ops = append(*ops, op{same, x1 + k, y1 + k})
		}
	}()
	if x0 == x1 || y0 == y1 {
		replace(x0, x1, y0, y1, ops)
		return
	}
	switch as := anchors(x, y, x0, x1, y0, y1); {
	case len(as) > 0:
		// Align the anchors, and what lies between them in turn.
		for _, a := range as {
			diff(x, y, x0, a[0], y0, a[1], ops)
			*ops = append(*ops, op{same, a[0], a[1]})
			x0, y0 = a[0]+1, a[1]+1
		}
		diff(x, y, x0, x1, y0, y1, ops)
	case (x1-x0)*(y1-y0) <= lcsCells:
		lcs(x, y, x0, x1, y0, y1, ops)
	default:
		replace(x0, x1, y0, y1, ops)
	}
}

// replace deletes x0..x1 and inserts y0..y1.
func replace(x0, x1, y0, y1 int, ops *[]op) {
	for i := x0; i < x1; i++ {
		*ops = append(*ops, op{del, i, y0})
	}
	for j := y0; j < y1; j++ {
		*ops = append(*ops, op{ins, x1, j})
	}
}

// anchors returns the pairs (i, j) of lines found once in x[x0:x1] and once
// in y[y0:y1], the longest chain of them increasing on both sides, in order.
func anchors(x, y []string, x0, x1, y0, y1 int) [][2]int {
	type count struct{ nx, ny, i, j int }
	seen := map[string]*count{}
	for i := x0; i < x1; i++ {
		c := seen[x[i]]
		if c == nil {
			c = &count{}
			seen[x[i]] = c
		}
		c.nx++
		c.i = i
	}
	for j := y0; j < y1; j++ {
		if c := seen[y[j]]; c != nil {
			c.ny++
			c.j = j
		}
	}
	var pairs [][2]int
	for i := x0; i < x1; i++ {
		if c := seen[x[i]]; c.nx == 1 && c.ny == 1 {
			pairs = append(pairs, [2]int{i, c.j})
		}
	}
	// Patience sorting: the longest increasing subsequence of j, with i
	// already increasing.
	var piles []int // index in pairs of the top of each pile
	prev := make([]int, len(pairs))
	for k, p := range pairs {
		n := sort.Search(len(piles), func(q int) bool { return pairs[piles[q]][1] > p[1] })
		prev[k] = -1
		if n > 0 {
			prev[k] = piles[n-1]
		}
		if n == len(piles) {
			piles = append(piles, k)
		} else {
			piles[n] = k
		}
	}
	if len(piles) == 0 {
		return nil
	}
	chain := make([][2]int, len(piles))
	for k, q := len(piles)-1, piles[len(piles)-1]; k >= 0; k, q = k-1, prev[q] {
		chain[k] = pairs[q]
	}
	return chain
}

// lcs aligns x[x0:x1] and y[y0:y1] by a longest common subsequence.
func lcs(x, y []string, x0, x1, y0, y1 int, ops *[]op) {
	n, m := x1-x0, y1-y0
	// l[i*(m+1)+j] is the length of the LCS of x[x0+i:x1] and y[y0+j:y1].
	l := make([]int32, (n+1)*(m+1))
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if x[x0+i] == y[y0+j] {
				l[i*(m+1)+j] = l[(i+1)*(m+1)+j+1] + 1
			} else {
				l[i*(m+1)+j] = max(l[(i+1)*(m+1)+j], l[i*(m+1)+j+1])
			}
		}
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && x[x0+i] == y[y0+j]:
			*ops = append(*ops, op{same, x0 + i, y0 + j})
			i++
			j++
		case j == m || i < n && l[(i+1)*(m+1)+j] >= l[i*(m+1)+j+1]:
			*ops = append(*ops, op{del, x0 + i, y0 + j})
			i++
		default:
			*ops = append(*ops, op{ins, x0 + i, y0 + j})
			j++
		}
	}
}

// Head returns the first n lines of a diff, and a line saying how many more
// there are: enough to see what moved in a file of thousands of lines.
func Head(diff string, n int) string {
	lines := strings.SplitAfter(diff, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) <= n {
		return diff
	}
	return strings.Join(lines[:n], "") + fmt.Sprintf("… %d more lines of diff\n", len(lines)-n)
}
