package groups_test

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/groups/groupsdoc"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/tables/groups"
	"github.com/toutesrondes/toutesrondes/tables/internal/tablestest"
)

var docNumRE = regexp.MustCompile(`\d+`)

// correctedCells applies the errata of a transcribed row to its printed
// cells by their labels, the way groups_errata.spec states them ("C 10,12"
// becomes "C 10"), without groupsdoc's code.
func correctedCells(t *testing.T, r *spec.GroupsRow, errata []*spec.Erratum) [][]int {
	t.Helper()
	out := make([][]int, len(r.Groups))
	for i, c := range r.Groups {
		out[i] = slices.Clone(c.Players)
		for _, e := range errata {
			if e.Table != r.ID || e.Printed != c.Label() {
				continue
			}
			body, ok := strings.CutPrefix(strings.TrimSpace(e.Corrected), c.Name)
			if !ok {
				t.Fatalf("%s: erratum %q does not name group %s", r.ID, e.Corrected, c.Name)
			}
			out[i] = nil
			for _, w := range docNumRE.FindAllString(body, -1) {
				v, _ := strconv.Atoi(w)
				out[i] = append(out[i], v)
			}
		}
		slices.Sort(out[i])
	}
	return out
}

func TestDirectedDocumentRowsMatchSpec(t *testing.T) {
	t.Parallel()
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := groupsdoc.Verify(s)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.GroupsRows) == 0 || len(rep.Rows) != len(s.GroupsRows) {
		t.Fatalf("%d rows transcribed, %d checked", len(s.GroupsRows), len(rep.Rows))
	}
	served := 0
	for m := 2; m <= groups.MaxSize; m += 2 {
		for n := 0; n < m; n++ {
			rows, err := groups.DocumentRows(m, n)
			if err != nil {
				t.Fatal(err)
			}
			served += len(rows)
		}
	}
	if served != len(s.GroupsRows) {
		t.Errorf("%d document rows served, %d transcribed", served, len(s.GroupsRows))
	}
	for i, r := range s.GroupsRows {
		rows, err := groups.DocumentRows(r.Players, r.Last)
		if err != nil {
			t.Fatal(err)
		}
		j := slices.IndexFunc(rows, func(d groups.Row) bool { return d.Source == r.ID })
		if j < 0 {
			t.Errorf("%s: not served for %d/%d", r.ID, r.Players, r.Last)
			continue
		}
		got := rows[j]
		errata := 0
		for _, e := range s.Errata {
			if e.Table == r.ID {
				errata++
			}
		}
		if got.Line != r.Line || got.Errata != errata || got.Corrected() != (errata > 0) || got.Size != r.Players || got.Last != r.Last {
			t.Errorf("%s: line %d, %d errata, %d/%d; the spec says line %d, %d errata, %d/%d",
				r.ID, got.Line, got.Errata, got.Size, got.Last, r.Line, errata, r.Players, r.Last)
		}
		want := correctedCells(t, r, s.Errata)
		final := rep.Rows[i].Final()
		if len(got.Groups) != len(want) || len(final) != len(want) {
			t.Errorf("%s: %d groups served, %d transcribed, %d from groupsdoc", r.ID, len(got.Groups), len(want), len(final))
			continue
		}
		for gi, g := range got.Groups {
			vd := slices.Clone(final[gi].Players)
			slices.Sort(vd)
			if g.Name != r.Groups[gi].Name || !slices.Equal(g.Players, want[gi]) || !slices.Equal(g.Players, vd) {
				t.Errorf("%s: group %s %v; transcribed with errata %s %v, groupsdoc %v", r.ID, g.Name, g.Players, r.Groups[gi].Name, want[gi], vd)
			}
		}
	}
}

func TestDirectedDocumentRowsHold(t *testing.T) {
	t.Parallel()
	for m := 2; m <= groups.MaxSize; m += 2 {
		for n := 0; n < m; n++ {
			rows, _ := groups.DocumentRows(m, n)
			for k, r := range rows {
				tablestest.Holds(t, fmt.Sprintf("%s (line %d)", r.Source, r.Line), m, n, r.Groups)
				if k > 0 && rows[k-1].Line >= r.Line {
					t.Errorf("%d/%d: line %d after line %d", m, n, r.Line, rows[k-1].Line)
				}
			}
		}
	}
}

func TestDirectedDocumentRowsNone(t *testing.T) {
	t.Parallel()
	// 003 prints no row for n = 2 beyond 6 players, nor beyond 30 players.
	for _, c := range [][2]int{{12, 2}, {32, 5}, {64, 3}, {6, 3}, {2, 0}} {
		rows, err := groups.DocumentRows(c[0], c[1])
		if err != nil || rows != nil {
			t.Errorf("DirectedDocumentRows(%d, %d) = %v, %v; want none", c[0], c[1], rows, err)
		}
	}
	for _, c := range [][2]int{{15, 3}, {66, 3}, {0, 0}, {16, 16}, {16, -1}} {
		if _, err := groups.DocumentRows(c[0], c[1]); err == nil {
			t.Errorf("DirectedDocumentRows(%d, %d): no error", c[0], c[1])
		}
	}
}
