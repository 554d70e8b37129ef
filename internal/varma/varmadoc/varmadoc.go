// Package varmadoc checks the Varma rows transcribed in the spec (000, 001
// and FIDE's) against the Berger table, proves their errata, compares the
// FIDE rows with the documents', and chooses the row the static tables serve
// for every size: a printed row that holds, or one the solver computes.
// The rows are checked as directed groups with n = 3 (groupsdoc.CheckRow).
package varmadoc

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/groups"
	"github.com/toutesrondes/toutesrondes/internal/groups/groupsdoc"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// RowResult is what the check found for one printed row.
type RowResult = groupsdoc.RowResult

// StaticRow is the Varma row the tables serve for an even size.
type StaticRow struct {
	M      int
	Source string // the transcribed row's id, or "computed"
	Groups []groups.Group
}

// Model is the verified model of the Varma tables: what the static tables
// hold.
type Model struct {
	MinSize, MaxSize int // players served
	Last             int // the last rounds kept apart
	Rows             []RowResult
	Disagreements    []string    // FIDE against the documents, and 000 against 001
	Static           []StaticRow // one per even size of the range
	spec.Proven                  // the errata it proves
}

// Verify checks everything the spec declares about the Varma tables; the
// error lists every problem.
func Verify(s *spec.Spec) (*Model, error) {
	sys := s.Varma
	if sys.MaxSize == 0 {
		return nil, errors.New("varma: no \"system varma\" block")
	}
	md := &Model{MinSize: sys.MinSize, MaxSize: sys.MaxSize, Last: sys.Last}
	var errs []error
	errata := groupsdoc.ByTable(s.Errata)
	for _, r := range s.VarmaRows {
		res, err := groupsdoc.CheckRow(r.ID, r.Document, r.Players, sys.Last, r.Groups, r.Pos, errata[r.ID])
		if err != nil {
			errs = append(errs, err)
		}
		md.Rows = append(md.Rows, res)
		md.Errata = append(md.Errata, res.Errata...)
	}
	md.Disagreements = disagreements(md.Rows)
	static, err := StaticRows(s, md.Rows)
	if err != nil {
		errs = append(errs, err)
	}
	md.Static = static
	return md, errors.Join(errs...)
}

// setsOf names each group's set.
func setsOf(row []groups.Group) map[string]groups.Set {
	out := map[string]groups.Set{}
	for _, g := range row {
		out[g.Name] = groups.SetOf(g.Players...)
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
		return "fails (" + groups.Problems(r.Problems) + ")"
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
				slices.SortStableFunc(row.Groups, func(a, b groups.Group) int { return strings.Compare(a.Name, b.Name) })
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
		g := groups.MustGraph(m, s.Varma.Last)
		for i, gr := range row.Groups {
			if gr.Name != groups.GroupName(i) {
				errs = append(errs, fmt.Errorf("%s: varma %d players (%s): group %d is named %s, not %s", s.Varma.Pos, m, row.Source, i+1, gr.Name, groups.GroupName(i)))
			}
		}
		if ps := g.Check(row.Groups); len(ps) > 0 {
			errs = append(errs, fmt.Errorf("%s: varma %d players (%s): %s", s.Varma.Pos, m, row.Source, groups.Problems(ps)))
		}
		out = append(out, row)
	}
	return out, errors.Join(errs...)
}

// Computed is the Varma row for m players found by the solver: groups A, B, …
// of the sizes of shape, where each 0 (a * in the spec) takes an equal share
// of the players the fixed sizes leave (the first ones one more).
func Computed(m, last int, shape []int, budget int) ([]groups.Group, error) {
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
	g := groups.MustGraph(m, last)
	sets, _, err := g.GroupsOfSizes(sizes, groups.All(m), budget)
	if err != nil {
		return nil, err
	}
	out := make([]groups.Group, len(sets))
	for i, st := range sets {
		out[i] = groups.Group{Name: groups.GroupName(i), Players: st.Players()}
	}
	return out, nil
}
