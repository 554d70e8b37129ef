// Package groupsdoc checks the directed groups transcribed in the spec (the
// tables of 003, its worked example and its summary table) against the
// Berger table, proves their errata, and solves every question the static
// tables serve: the fewest groups for every 2k and n, proven minimal.
//
// A printed row holds when its groups partition 1..2k and no two members of
// one group meet in the last n rounds. A row that fails must have errata;
// each erratum replaces one printed group, and together the errata of a row
// must turn a failing row into one that holds with the fewest changed
// entries (groups.Cost): the search of groups.Corrections finds no cheaper
// correction. Package varmadoc checks the Varma rows with CheckRow (n = 3).
package groupsdoc

import (
	"cmp"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/groups"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// maxCorrection bounds the cost of the corrections searched: every printed
// slip costs fewer changed entries.
const maxCorrection = 8

// RowResult is what the check found for one printed row.
type RowResult struct {
	ID       string
	Document string
	M, N     int
	Printed  []groups.Group
	Problems []groups.Problem // of the printed row
	// For a row with errata: the corrected row, its cost and how many
	// corrections of that cost exist (up to a limit).
	Corrected    []groups.Group
	Cost         int
	Alternatives int
	Errata       []*spec.Erratum
}

// Holds reports whether the printed row holds.
func (r RowResult) Holds() bool { return len(r.Problems) == 0 }

// Final is the row as corrected (the printed row when it holds).
func (r RowResult) Final() []groups.Group {
	if r.Corrected != nil {
		return r.Corrected
	}
	return r.Printed
}

// DocRow is a printed row of directed groups as the tables serve it: errata
// applied, groups named A, B, … in order.
type DocRow struct {
	ID         string // the transcribed row
	M, N, Line int    // 2k, n and the document's line
	Errata     int    // errata applied
	Groups     []groups.Group
}

// Model is the verified model of the directed groups: what the static tables
// hold.
type Model struct {
	MinSize, MaxSize int // every even 2k of this range is solved
	Budget           int // search nodes for a question of the solver
	// Solutions[m/2][n] is the fewest groups for 2k = m and n, proven minimal
	// and checked; nil below MinSize.
	Solutions   [][]groups.Solution
	Rows        []RowResult // the transcribed rows, in spec order
	DocRows     []DocRow    // the same rows, corrected, by 2k, n and line
	Summary     []string    // the summary table of 003 against the rows and the solver
	spec.Proven             // the errata it proves
}

// Verify checks everything the spec declares about the directed groups and
// solves every question of the spec's range; the error lists every problem.
func Verify(s *spec.Spec) (*Model, error) {
	sys := s.Groups
	if sys.MaxSize == 0 {
		return nil, errors.New("groups: no \"system groups\" block")
	}
	if sys.MaxSize > groups.MaxSize {
		return nil, fmt.Errorf("%s: system groups: sizes up to %d: a group is a set of at most %d players", sys.Pos, sys.MaxSize, groups.MaxSize)
	}
	md := &Model{MinSize: sys.MinSize, MaxSize: sys.MaxSize, Budget: sys.Budget}
	var errs []error
	errata := ByTable(s.Errata)
	for _, r := range s.GroupsRows {
		res, err := CheckRow(r.ID, r.Document, r.Players, r.Last, r.Groups, r.Pos, errata[r.ID])
		if err != nil {
			errs = append(errs, err)
		}
		if r.Rules != nil {
			if err := checkRules(r); err != nil {
				errs = append(errs, err)
			}
		}
		md.Rows = append(md.Rows, res)
		md.Errata = append(md.Errata, res.Errata...)
	}
	sols, err := solve(sys)
	if err != nil {
		errs = append(errs, err)
	}
	md.Solutions = sols
	sum, err := summary(s, md.Rows, sols)
	if err != nil {
		errs = append(errs, err)
	}
	md.Summary = sum
	docs, err := docRows(s, md.Rows)
	if err != nil {
		errs = append(errs, err)
	}
	md.DocRows = docs
	return md, errors.Join(errs...)
}

// ByTable sorts errata by the transcribed table they correct.
func ByTable(errata []*spec.Erratum) map[string][]*spec.Erratum {
	out := map[string][]*spec.Erratum{}
	for _, e := range errata {
		out[e.Table] = append(out[e.Table], e)
	}
	return out
}

// solve answers every (2k, n) of the range: the two rules of the text say
// what the Berger table says, and the fewest groups are found, proven
// minimal and checked.
func solve(sys spec.GroupsSystem) ([][]groups.Solution, error) {
	var errs []error
	out := make([][]groups.Solution, sys.MaxSize/2+1)
	for m := sys.MinSize; m <= sys.MaxSize; m += 2 {
		for n := 0; n < m; n++ {
			g := groups.MustGraph(m, n)
			if err := g.CheckRules(); err != nil {
				errs = append(errs, fmt.Errorf("%s: the rules of 003: %v", sys.Pos, err))
			}
			sol, err := g.MinGroups(sys.Budget)
			switch {
			case err != nil:
				errs = append(errs, fmt.Errorf("groups 2k=%d n=%d: %v", m, n, err))
			case !sol.Optimal:
				errs = append(errs, fmt.Errorf("groups 2k=%d n=%d: %d groups, only %d proven necessary", m, n, len(sol.Sets), sol.Lower))
			default:
				if ps := g.Check(groups.Named(sol.Sets)); len(ps) > 0 {
					errs = append(errs, fmt.Errorf("groups 2k=%d n=%d: %s", m, n, groups.Problems(ps)))
				}
			}
			out[m/2] = append(out[m/2], sol)
		}
	}
	return out, errors.Join(errs...)
}

// docRows orders the corrected rows as the tables serve them.
func docRows(s *spec.Spec, rows []RowResult) ([]DocRow, error) {
	var out []DocRow
	var errs []error
	for i, r := range s.GroupsRows {
		res := rows[i]
		final := res.Final()
		for gi, g := range final {
			if g.Name != groups.GroupName(gi) {
				errs = append(errs, fmt.Errorf("%s: %s: group %d is named %s, want %s", r.Pos, r.ID, gi+1, g.Name, groups.GroupName(gi)))
			}
		}
		out = append(out, DocRow{ID: r.ID, M: r.Players, N: r.Last, Line: r.Line, Errata: len(res.Errata), Groups: final})
	}
	slices.SortStableFunc(out, func(a, b DocRow) int {
		return cmp.Or(cmp.Compare(a.M, b.M), cmp.Compare(a.N, b.N), cmp.Compare(a.Line, b.Line))
	})
	return out, errors.Join(errs...)
}

func groupsOf(cells []spec.GroupCell) []groups.Group {
	out := make([]groups.Group, len(cells))
	for i, c := range cells {
		out[i] = groups.Group{Name: c.Name, Players: slices.Clone(c.Players)}
	}
	return out
}

// CheckRow checks a printed row of groups for a 2k = m table whose groups
// must not meet in the last n rounds, and proves its errata (those of the
// spec that name the row).
func CheckRow(id, doc string, m, n int, cells []spec.GroupCell, pos spec.Pos, errata []*spec.Erratum) (RowResult, error) {
	res := RowResult{ID: id, Document: doc, M: m, N: n, Printed: groupsOf(cells)}
	g, err := groups.NewGraph(m, n)
	if err != nil {
		return res, fmt.Errorf("%s: %s: %v", pos, id, err)
	}
	res.Problems = g.Check(res.Printed)
	if len(errata) == 0 {
		if !res.Holds() {
			return res, fmt.Errorf("%s: %s (2k=%d, n=%d) fails: %s; no erratum corrects it%s", pos, id, m, n, groups.Problems(res.Problems), suggest(g, res.Printed))
		}
		return res, nil
	}
	if res.Holds() {
		return res, fmt.Errorf("%s: %s holds as printed, but has errata (first at %s)", pos, id, errata[0].Pos)
	}
	corrected, err := apply(res.Printed, cells, errata)
	if err != nil {
		return res, err
	}
	if ps := g.Check(corrected); len(ps) > 0 {
		return res, fmt.Errorf("%s: %s: the corrected row still fails: %s%s", errata[0].Pos, id, groups.Problems(ps), suggest(g, res.Printed))
	}
	cost := groups.Cost(res.Printed, groups.Sets(corrected))
	best, alts, found := g.Corrections(res.Printed, cost, 100)
	if !found || best < cost {
		return res, fmt.Errorf("%s: %s: the errata change %s, but %d suffice%s", errata[0].Pos, id, plural(cost, "number"), best, suggest(g, res.Printed))
	}
	res.Corrected, res.Cost, res.Alternatives, res.Errata = corrected, cost, len(alts), errata
	return res, nil
}

// suggest lists the cheapest corrections, to help whoever writes the
// erratum.
func suggest(g *groups.Graph, printed []groups.Group) string {
	cost, alts, found := g.Corrections(printed, maxCorrection, 6)
	if !found {
		return fmt.Sprintf(" (no correction changes at most %d numbers)", maxCorrection)
	}
	var b strings.Builder
	fmt.Fprintf(&b, " (cheapest corrections, %s changed:", plural(cost, "number"))
	for _, a := range alts {
		b.WriteString(" [")
		first := true
		for i, s := range a {
			if slices.Equal(s.Players(), sortedCopy(printed[i].Players)) {
				continue
			}
			if !first {
				b.WriteString(", ")
			}
			first = false
			fmt.Fprintf(&b, "%s %v", printed[i].Name, s)
		}
		b.WriteString("]")
	}
	b.WriteString(")")
	return b.String()
}

func sortedCopy(p []int) []int {
	c := slices.Clone(p)
	slices.Sort(c)
	return c
}

var numRE = regexp.MustCompile(`\d+`)

// apply replaces the printed groups the errata name.
func apply(printed []groups.Group, cells []spec.GroupCell, errata []*spec.Erratum) ([]groups.Group, error) {
	out := slices.Clone(printed)
	done := map[string]bool{}
	for _, e := range errata {
		i := slices.IndexFunc(cells, func(c spec.GroupCell) bool { return c.Label() == e.Printed })
		if i < 0 {
			labels := make([]string, len(cells))
			for j, c := range cells {
				labels[j] = strconv.Quote(c.Label())
			}
			return nil, fmt.Errorf("%s: erratum for %s: no printed group %q (the groups: %s)", e.Pos, e.Table, e.Printed, strings.Join(labels, ", "))
		}
		name := cells[i].Name
		if done[name] {
			return nil, fmt.Errorf("%s: erratum for %s: group %s corrected twice", e.Pos, e.Table, name)
		}
		done[name] = true
		body, ok := strings.CutPrefix(strings.TrimSpace(e.Corrected), name)
		if !ok {
			return nil, fmt.Errorf("%s: erratum for %s: corrected %q must start with the group's name %s", e.Pos, e.Table, e.Corrected, name)
		}
		var ps []int
		for _, w := range numRE.FindAllString(body, -1) {
			v, _ := strconv.Atoi(w)
			ps = append(ps, v)
		}
		out[i] = groups.Group{Name: name, Players: ps}
	}
	return out, nil
}

// checkRules checks the rules printed with the example: rule 1 is 2 ≤ S ≤
// 2k-n, rule 2 is 2k+1 ≤ S ≤ 4k-(n+1).
func checkRules(r *spec.GroupsRow) error {
	m, n := r.Players, r.Last
	want := [4]int{2, m - n, m + 1, 2*m - (n + 1)}
	got := [4]int{r.Rules.Lo1, r.Rules.Hi1, r.Rules.Lo2, r.Rules.Hi2}
	if got != want {
		return fmt.Errorf("%s: %s: the rules print %d ≤ x+y ≤ %d and %d ≤ x+y ≤ %d; for 2k = %d, n = %d they are %d ≤ x+y ≤ %d and %d ≤ x+y ≤ %d",
			r.Rules.Pos, r.ID, got[0], got[1], got[2], got[3], m, n, want[0], want[1], want[2], want[3])
	}
	return nil
}

// summary checks the summary table of 003 against the rules and the rows it
// sums up, and compares its numbers of groups with the fewest possible.
func summary(s *spec.Spec, rows []RowResult, sols [][]groups.Solution) ([]string, error) {
	var errs []error
	var out []string
	for _, t := range s.GroupsSummaries {
		for _, r := range t.Rows {
			m := r.Players
			if r.K*2 != m || r.Lo1 != 2 || r.Hi1 != m || r.Lo2 != m+1 || r.Hi2 != 2*m-1 {
				errs = append(errs, fmt.Errorf("%s: %s: 2k = %d: want k = %d, rule I 2 ≤ x+y ≤ %d − n, rule II %d ≤ x+y ≤ %d − n", r.Pos, t.ID, m, m/2, m, m+1, 2*m-1))
			}
			var ns, counts []int
			for _, row := range rows {
				if row.M == m && strings.HasPrefix(row.ID, "003/") && !strings.HasSuffix(row.ID, "example") {
					ns = append(ns, row.N)
					counts = append(counts, len(row.Printed))
				}
			}
			ns, counts = uniq(ns), uniq(counts)
			if !slices.Equal(ns, uniq(r.Ns)) {
				errs = append(errs, fmt.Errorf("%s: %s: 2k = %d: values of n %s, the tables have %v", r.Pos, t.ID, m, r.NText, ns))
			}
			if !slices.Equal(counts, uniq(r.Groups)) {
				errs = append(errs, fmt.Errorf("%s: %s: 2k = %d: numbers of groups %s, the tables have %v", r.Pos, t.ID, m, r.GroupsText, counts))
			}
			var fewest []string
			for _, n := range r.Ns {
				if m/2 >= len(sols) || n < 0 || n >= len(sols[m/2]) {
					errs = append(errs, fmt.Errorf("%s: 2k = %d, n = %d: outside the sizes the solver serves", r.Pos, m, n))
					continue
				}
				sol := sols[m/2][n]
				fewest = append(fewest, fmt.Sprintf("n=%d: %d", n, len(sol.Sets)))
			}
			out = append(out, fmt.Sprintf("2k = %d: the tables use %s groups; the fewest are %s", m, r.GroupsText, strings.Join(fewest, ", ")))
		}
	}
	return out, errors.Join(errs...)
}

func uniq(v []int) []int {
	c := slices.Clone(v)
	slices.Sort(c)
	return slices.Compact(c)
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
