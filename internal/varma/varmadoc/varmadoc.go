// Package varmadoc checks the Varma rows and the directed groups transcribed
// in the spec against the Berger table, proves their errata, compares the
// FIDE rows with the documents', and builds the rows the static tables
// serve.
//
// A printed row holds when its groups partition 1..2k and no two members of
// one group meet in the last n rounds (n = 3 for Varma). A row that fails
// must have errata; each erratum replaces one printed group, and together
// the errata of a row must turn a failing row into one that holds with the
// fewest changed entries (varma.Cost): the search of varma.Corrections finds
// no cheaper correction.
package varmadoc

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/varma"
)

// maxCorrection bounds the cost of the corrections searched: every printed
// slip costs fewer changed entries.
const maxCorrection = 8

// RowResult is what the check found for one printed row.
type RowResult struct {
	ID       string
	Document string
	M, N     int
	Printed  []varma.Group
	Problems []varma.Problem // of the printed row
	// For a row with errata: the corrected row, its cost and how many
	// corrections of that cost exist (up to a limit).
	Corrected    []varma.Group
	Cost         int
	Alternatives int
	Errata       []*spec.Erratum
}

// Holds reports whether the printed row holds.
func (r RowResult) Holds() bool { return len(r.Problems) == 0 }

// Final is the row as corrected (the printed row when it holds).
func (r RowResult) Final() []varma.Group {
	if r.Corrected != nil {
		return r.Corrected
	}
	return r.Printed
}

// StaticRow is the Varma row the tables serve for an even size.
type StaticRow struct {
	M      int
	Source string // the transcribed row's id, or "computed"
	Groups []varma.Group
}

// Report is everything Verify found.
type Report struct {
	Proven        []*spec.Erratum
	Varma         []RowResult
	Groups        []RowResult
	Disagreements []string // FIDE against the documents, and 000 against 001
	Summary       []string // the summary table of 003 against the rows and the solver
	Static        []StaticRow
}

// Verify checks everything the spec declares about Varma and the directed
// groups; the error lists every problem.
func Verify(s *spec.Spec) (Report, error) {
	var rep Report
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if s.Varma.MaxSize == 0 {
		return rep, errors.New("varma: no \"system varma\" block")
	}
	if s.Groups.MaxSize == 0 {
		return rep, errors.New("groups: no \"system groups\" block")
	}
	errata := map[string][]*spec.Erratum{}
	for _, e := range s.Errata {
		errata[e.Table] = append(errata[e.Table], e)
	}
	for _, r := range s.VarmaRows {
		res, err := checkRow(r.ID, r.Document, r.Players, s.Varma.Last, r.Groups, r.Pos, errata[r.ID])
		if err != nil {
			errs = append(errs, err)
		}
		rep.Varma = append(rep.Varma, res)
		rep.Proven = append(rep.Proven, res.Errata...)
	}
	for _, r := range s.GroupsRows {
		res, err := checkRow(r.ID, r.Document, r.Players, r.Last, r.Groups, r.Pos, errata[r.ID])
		if err != nil {
			errs = append(errs, err)
		}
		if r.Rules != nil {
			if err := checkRules(r); err != nil {
				errs = append(errs, err)
			}
		}
		rep.Groups = append(rep.Groups, res)
		rep.Proven = append(rep.Proven, res.Errata...)
	}
	// The two rules of the text say what the Berger table says, for every
	// size the solver serves and every n.
	for m := 2; m <= s.Groups.MaxSize; m += 2 {
		for n := 0; n < m; n++ {
			if err := varma.MustGraph(m, n).CheckRules(); err != nil {
				fail("%s: the rules of 003: %v", s.Groups.Pos, err)
			}
		}
	}
	rep.Disagreements = disagreements(rep.Varma)
	sum, err := summary(s, rep.Groups)
	if err != nil {
		errs = append(errs, err)
	}
	rep.Summary = sum
	static, err := StaticRows(s, rep.Varma)
	if err != nil {
		errs = append(errs, err)
	}
	rep.Static = static
	return rep, errors.Join(errs...)
}

func groupsOf(cells []spec.GroupCell) []varma.Group {
	out := make([]varma.Group, len(cells))
	for i, c := range cells {
		out[i] = varma.Group{Name: c.Name, Players: slices.Clone(c.Players)}
	}
	return out
}

// checkRow checks a printed row and proves its errata.
func checkRow(id, doc string, m, n int, cells []spec.GroupCell, pos spec.Pos, errata []*spec.Erratum) (RowResult, error) {
	res := RowResult{ID: id, Document: doc, M: m, N: n, Printed: groupsOf(cells)}
	g, err := varma.NewGraph(m, n)
	if err != nil {
		return res, fmt.Errorf("%s: %s: %v", pos, id, err)
	}
	res.Problems = g.Check(res.Printed)
	if len(errata) == 0 {
		if !res.Holds() {
			return res, fmt.Errorf("%s: %s (2k=%d, n=%d) fails: %s; no erratum corrects it%s", pos, id, m, n, varma.Problems(res.Problems), suggest(g, res.Printed))
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
		return res, fmt.Errorf("%s: %s: the corrected row still fails: %s%s", errata[0].Pos, id, varma.Problems(ps), suggest(g, res.Printed))
	}
	cost := varma.Cost(res.Printed, varma.Sets(corrected))
	best, alts, found := g.Corrections(res.Printed, cost, 100)
	if !found || best < cost {
		return res, fmt.Errorf("%s: %s: the errata change %s, but %d suffice%s", errata[0].Pos, id, plural(cost, "number"), best, suggest(g, res.Printed))
	}
	res.Corrected, res.Cost, res.Alternatives, res.Errata = corrected, cost, len(alts), errata
	return res, nil
}

// suggest lists the cheapest corrections, to help whoever writes the
// erratum.
func suggest(g *varma.Graph, printed []varma.Group) string {
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
func apply(printed []varma.Group, cells []spec.GroupCell, errata []*spec.Erratum) ([]varma.Group, error) {
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
		out[i] = varma.Group{Name: name, Players: ps}
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

// setsOf names each group's set.
func setsOf(groups []varma.Group) map[string]varma.Set {
	out := map[string]varma.Set{}
	for _, g := range groups {
		out[g.Name] = varma.SetOf(g.Players...)
	}
	return out
}

// disagreements compares the rows printed for one size: 000 against 001, and
// the FIDE rows against 000, naming the groups that differ and which side
// holds.
func disagreements(rows []RowResult) []string {
	by := map[string]RowResult{}
	for _, r := range rows {
		by[r.ID] = r
	}
	verdict := func(r RowResult) string {
		if r.Holds() {
			return "holds"
		}
		return "fails (" + varma.Problems(r.Problems) + ")"
	}
	var out []string
	for _, r := range rows {
		src, size, _ := strings.Cut(r.ID, "/")
		if src == "000" {
			continue
		}
		other, ok := by["000/"+size]
		if !ok {
			continue
		}
		a, b := setsOf(other.Printed), setsOf(r.Printed)
		var diff []string
		for _, name := range []string{"A", "B", "C", "D"} {
			if a[name] != b[name] {
				diff = append(diff, fmt.Sprintf("%s %v against %v", name, a[name], b[name]))
			}
		}
		if len(diff) == 0 {
			continue
		}
		out = append(out, fmt.Sprintf("%s and %s differ: %s; %s %s, %s %s", other.ID, r.ID, strings.Join(diff, ", "), other.ID, verdict(other), r.ID, verdict(r)))
	}
	return out
}

// summary checks the summary table of 003 against the rules and the rows it
// sums up, and compares its numbers of groups with the fewest possible.
func summary(s *spec.Spec, rows []RowResult) ([]string, error) {
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
				sol, err := varma.MustGraph(m, n).MinGroups(s.Groups.Budget)
				if err != nil {
					errs = append(errs, fmt.Errorf("%s: 2k = %d, n = %d: %v", r.Pos, m, n, err))
					continue
				}
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

// StaticRows chooses the Varma row of every even size of the static range:
// the row of 000 where it holds as printed, else that of 001, else FIDE's;
// computed otherwise, with the groups of the declared shape.
func StaticRows(s *spec.Spec, rows []RowResult) ([]StaticRow, error) {
	by := map[string]RowResult{}
	for _, r := range rows {
		by[r.ID] = r
	}
	var out []StaticRow
	var errs []error
	for m := berger.Even(s.Varma.MinSize); m <= berger.Even(s.Varma.MaxSize); m += 2 {
		row := StaticRow{M: m, Source: "computed"}
		for _, src := range []string{"000", "001", "fide"} {
			if r, ok := by[fmt.Sprintf("%s/varma-%d", src, m)]; ok && r.Holds() {
				// 001 prints A C B D: the tables name groups by position.
				row.Source, row.Groups = r.ID, slices.Clone(r.Printed)
				slices.SortStableFunc(row.Groups, func(a, b varma.Group) int { return strings.Compare(a.Name, b.Name) })
				break
			}
		}
		if row.Groups == nil {
			g, err := Computed(m, s.Varma.Last, s.Varma.Shape, s.Varma.Budget)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: varma %d players: %v", s.Varma.Pos, m, err))
				continue
			}
			row.Groups = g
		}
		g := varma.MustGraph(m, s.Varma.Last)
		for i, gr := range row.Groups {
			if gr.Name != varma.GroupName(i) {
				errs = append(errs, fmt.Errorf("%s: varma %d players (%s): group %d is named %s, not %s", s.Varma.Pos, m, row.Source, i+1, gr.Name, varma.GroupName(i)))
			}
		}
		if ps := g.Check(row.Groups); len(ps) > 0 {
			errs = append(errs, fmt.Errorf("%s: varma %d players (%s): %s", s.Varma.Pos, m, row.Source, varma.Problems(ps)))
		}
		out = append(out, row)
	}
	return out, errors.Join(errs...)
}

// Computed is the Varma row for m players found by the solver: groups A, B, …
// of the sizes of shape, where each 0 (a * in the spec) takes an equal share
// of the players the fixed sizes leave (the first ones one more).
func Computed(m, last int, shape []int, budget int) ([]varma.Group, error) {
	sizes := slices.Clone(shape)
	rest, stars := m, 0
	for _, v := range shape {
		if v == 0 {
			stars++
		}
		rest -= v
	}
	if rest < stars || (stars == 0 && rest != 0) {
		return nil, fmt.Errorf("the shape %v does not fit %d players", shape, m)
	}
	for i, k := 0, 0; i < len(sizes); i++ {
		if sizes[i] == 0 {
			sizes[i] = rest / stars
			if k < rest%stars {
				sizes[i]++
			}
			k++
		}
	}
	g := varma.MustGraph(m, last)
	sets, _, err := g.GroupsOfSizes(sizes, varma.All(m), budget)
	if err != nil {
		return nil, err
	}
	out := make([]varma.Group, len(sets))
	for i, st := range sets {
		out[i] = varma.Group{Name: varma.GroupName(i), Players: st.Players()}
	}
	return out, nil
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
