package main

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/groups"
	"github.com/toutesrondes/toutesrondes/internal/groups/groupsdoc"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/varma/varmadoc"
)

func init() { register(system{name: "varma", verify: verifyVarma, emit: emitVarma}) }

// varmaLayout is the version of the encoding below; the hand-written API in
// tables/groups.go has a compile-time guard on it.
const varmaLayout = 2

func verifyVarma(s *spec.Spec) ([]*spec.Erratum, error) {
	var errs []error
	rep, err := varmadoc.Verify(s)
	if err != nil {
		errs = append(errs, err)
	}
	gm, err := groupsdoc.Verify(s)
	if err != nil {
		errs = append(errs, err)
	}
	// Offsets are uint16: the data must fit.
	if total := directedBytes(s.Groups.MaxSize); total > 1<<16-1 {
		errs = append(errs, fmt.Errorf("%s: the directed groups take %d bytes, more than a uint16 offset reaches (headroom %d)", s.Groups.Pos, total, 1<<16-1-total))
	}
	if rep == nil || gm == nil {
		return nil, errors.Join(errs...)
	}
	return append(rep.Errata, gm.Errata...), errors.Join(errs...)
}

// directedPairs is the number of (2k, n) served: 2k values of n for each 2k.
func directedPairs(maxSize int) int {
	total := 0
	for m := 2; m <= maxSize; m += 2 {
		total += m
	}
	return total
}

// directedBytes is the size of directedGroupOf: m bytes for each n = 0..m-1.
func directedBytes(maxSize int) int {
	total := 0
	for m := 2; m <= maxSize; m += 2 {
		total += m * m
	}
	return total
}

func emitVarma(s *spec.Spec) ([]genFile, error) {
	rep, err := varmadoc.Verify(s)
	if err != nil {
		return nil, err
	}
	gm, err := groupsdoc.Verify(s)
	if err != nil {
		return nil, err
	}
	sols := gm.Solutions
	f := newFile(s, "Varma tables for every size of the static range, and the fewest directed groups for every 2k and n, verified against the Berger table.")
	lo, hi := berger.Even(s.Varma.MinSize), berger.Even(s.Varma.MaxSize)

	f.Comment("Layout (version varmaLayout):")
	f.Comment("")
	f.Comment("  varmaGroupOf: for each even size m = varmaMinSize, varmaMinSize+2, …, varmaMaxSize, for each")
	f.Comment("  player p = 1..m, the index of p's group (0 for A). Table m starts at")
	f.Comment("  varmaGroupOfAt[(m-varmaMinSize)/2]; it has varmaGroups[…] groups and comes from the")
	f.Comment("  transcribed row varmaSource[…] (or was computed). Odd N uses the table of N+1 without N+1.")
	f.Comment("")
	f.Comment("  directedGroupOf: for each even size m = 2..directedMaxSize, each n = 0..m-1, each player")
	f.Comment("  p = 1..m, the index of p's group in a partition into the fewest groups whose members do not")
	f.Comment("  meet in the last n rounds. Entry i = (m/2-1)*(m/2) + n starts at directedAt[i]; it has")
	f.Comment("  directedCount[i] groups, proven minimal by the argument directedBound[i] (groups.Bound) on the")
	f.Comment("  players of directedWitness[i] (bit p-1 for player p).")
	f.Comment("")
	f.Comment("  directedDocGroupOf: the rows of directed groups printed in 003 (the tables and the worked example),")
	f.Comment("  with their errata applied, sorted by 2k, n and document line. Row r is for 2k = directedDocSize[r],")
	f.Comment("  n = directedDocLast[r], printed on line directedDocLine[r] of the document; for each player p = 1..2k,")
	f.Comment("  directedDocGroupOf[directedDocAt[r]+p-1] is the index of p's group (0 for A) among directedDocCount[r] groups.")
	f.Comment("  directedDocErrata[r] errata of the spec were applied to it; directedDocSource[r] is the transcribed row.")
	f.Const().Defs(
		jen.Id("varmaLayout").Op("=").Lit(varmaLayout),
		jen.Id("varmaMinPlayers").Op("=").Lit(s.Varma.MinSize).Comment("fewest players served"),
		jen.Id("varmaMaxPlayers").Op("=").Lit(s.Varma.MaxSize).Comment("most players served"),
		jen.Id("varmaMinSize").Op("=").Lit(lo),
		jen.Id("varmaMaxSize").Op("=").Lit(hi),
		jen.Id("varmaLast").Op("=").Lit(s.Varma.Last).Comment("the last rounds kept apart"),
		jen.Id("directedMaxSize").Op("=").Lit(s.Groups.MaxSize),
		jen.Id("directedBudget").Op("=").Lit(s.Groups.Budget).Comment("search nodes for a question of the solver"),
	)

	multi := jen.Options{Open: "{", Close: "}", Separator: ",", Multi: true}
	var rows, at, counts, sources []jen.Code
	total := 0
	for _, row := range rep.Static {
		at = append(at, jen.Lit(total))
		of := make([]int, row.M+1)
		for gi, gr := range row.Groups {
			for _, p := range gr.Players {
				of[p] = gi
			}
		}
		var cells []jen.Code
		for p := 1; p <= row.M; p++ {
			cells = append(cells, jen.Lit(of[p]))
		}
		total += row.M
		rows = append(rows, jen.Comment(fmt.Sprintf("m=%d %s: %v", row.M, row.Source, row.Groups)).Line().List(cells...))
		counts = append(counts, jen.Lit(len(row.Groups)))
		sources = append(sources, jen.Lit(row.Source))
	}
	f.Comment(fmt.Sprintf("varmaGroupOf holds %d bytes.", total))
	f.Var().Id("varmaGroupOf").Op("=").Index(jen.Lit(total)).Uint8().Custom(multi, rows...)
	f.Var().Id("varmaGroupOfAt").Op("=").Index(jen.Lit(len(at))).Uint16().Custom(multi, at...)
	f.Var().Id("varmaGroups").Op("=").Index(jen.Lit(len(counts))).Uint8().Values(counts...)
	f.Var().Id("varmaSource").Op("=").Index(jen.Lit(len(sources))).String().Custom(multi, sources...)

	var drows, dat, dcount, dbound, dwit []jen.Code
	total = 0
	for m := 2; m <= s.Groups.MaxSize; m += 2 {
		var at, count, bound, wit []jen.Code
		for n, sol := range sols[m/2] {
			at = append(at, jen.Lit(total))
			of := make([]int, m+1)
			for gi, st := range sol.Sets {
				for _, p := range st.Players() {
					of[p] = gi
				}
			}
			var cells []jen.Code
			for p := 1; p <= m; p++ {
				cells = append(cells, jen.Lit(of[p]))
			}
			total += m
			drows = append(drows, jen.Comment(fmt.Sprintf("2k=%d n=%d: %d groups", m, n, len(sol.Sets))).Line().List(cells...))
			count = append(count, jen.Lit(len(sol.Sets)))
			bound = append(bound, jen.Lit(int(sol.Bound)))
			wit = append(wit, jen.Id(fmt.Sprintf("%#x", uint64(sol.Witness))))
		}
		// One line per table size: n = 0, 1, …, 2k-1.
		dat = append(dat, jen.Comment(fmt.Sprintf("2k=%d", m)).Line().List(at...))
		dcount = append(dcount, jen.Comment(fmt.Sprintf("2k=%d", m)).Line().List(count...))
		dbound = append(dbound, jen.Comment(fmt.Sprintf("2k=%d", m)).Line().List(bound...))
		dwit = append(dwit, jen.Comment(fmt.Sprintf("2k=%d", m)).Line().List(wit...))
	}
	pairs := directedPairs(s.Groups.MaxSize)
	if total > 1<<16-1 {
		return nil, fmt.Errorf("directedGroupOf: %d bytes do not fit uint16 offsets", total)
	}
	f.Comment(fmt.Sprintf("directedGroupOf holds %d bytes (max %d for uint16 offsets).", total, 1<<16-1))
	f.Var().Id("directedGroupOf").Op("=").Index(jen.Lit(total)).Uint8().Custom(multi, drows...)
	f.Var().Id("directedAt").Op("=").Index(jen.Lit(pairs)).Uint16().Custom(multi, dat...)
	f.Var().Id("directedCount").Op("=").Index(jen.Lit(pairs)).Uint8().Custom(multi, dcount...)
	f.Var().Id("directedBound").Op("=").Index(jen.Lit(pairs)).Uint8().Custom(multi, dbound...)
	f.Var().Id("directedWitness").Op("=").Index(jen.Lit(pairs)).Uint64().Custom(multi, dwit...)
	if err := emitDocRows(f, s, gm, multi); err != nil {
		return nil, err
	}
	return []genFile{{Name: "varma_data.go", File: f}}, nil
}

// docRow is a printed row of directed groups, corrected.
type docRow struct {
	id         string
	m, n, line int
	errata     int
	groups     []groups.Group
}

// emitDocRows emits the rows of directed groups of 003, errata applied.
func emitDocRows(f *jen.File, s *spec.Spec, rep *groupsdoc.Model, multi jen.Options) error {
	if len(rep.Rows) != len(s.GroupsRows) {
		return fmt.Errorf("directed rows: %d checked, %d transcribed", len(rep.Rows), len(s.GroupsRows))
	}
	var rows []docRow
	for i, r := range s.GroupsRows {
		res := rep.Rows[i]
		if res.ID != r.ID {
			return fmt.Errorf("directed rows: checked %s in the place of %s", res.ID, r.ID)
		}
		if r.Line <= 0 || r.Line > 1<<16-1 {
			return fmt.Errorf("%s: %s: document line %d", r.Pos, r.ID, r.Line)
		}
		final := res.Final()
		for gi, g := range final {
			if g.Name != groups.GroupName(gi) {
				return fmt.Errorf("%s: %s: group %d is named %s, want %s", r.Pos, r.ID, gi+1, g.Name, groups.GroupName(gi))
			}
		}
		rows = append(rows, docRow{id: r.ID, m: r.Players, n: r.Last, line: r.Line, errata: len(res.Errata), groups: final})
	}
	slices.SortStableFunc(rows, func(a, b docRow) int {
		return cmp.Or(cmp.Compare(a.m, b.m), cmp.Compare(a.n, b.n), cmp.Compare(a.line, b.line))
	})
	var cells, at, size, last, line, count, errata, source []jen.Code
	total := 0
	for _, r := range rows {
		at = append(at, jen.Lit(total))
		of := make([]int, r.m+1)
		for gi, g := range r.groups {
			for _, p := range g.Players {
				of[p] = gi
			}
		}
		var row []jen.Code
		for p := 1; p <= r.m; p++ {
			row = append(row, jen.Lit(of[p]))
		}
		total += r.m
		cells = append(cells, jen.Comment(fmt.Sprintf("%s (line %d, %d errata): %v", r.id, r.line, r.errata, r.groups)).Line().List(row...))
		size = append(size, jen.Lit(r.m))
		last = append(last, jen.Lit(r.n))
		line = append(line, jen.Lit(r.line))
		count = append(count, jen.Lit(len(r.groups)))
		errata = append(errata, jen.Lit(r.errata))
		source = append(source, jen.Lit(r.id))
	}
	if total > 1<<16-1 {
		return fmt.Errorf("directedDocGroupOf: %d bytes do not fit uint16 offsets", total)
	}
	f.Comment(fmt.Sprintf("directedDocGroupOf holds %d bytes, %d rows.", total, len(rows)))
	f.Var().Id("directedDocGroupOf").Op("=").Index(jen.Lit(total)).Uint8().Custom(multi, cells...)
	f.Var().Id("directedDocAt").Op("=").Index(jen.Lit(len(rows))).Uint16().Values(at...)
	f.Var().Id("directedDocSize").Op("=").Index(jen.Lit(len(rows))).Uint8().Values(size...)
	f.Var().Id("directedDocLast").Op("=").Index(jen.Lit(len(rows))).Uint8().Values(last...)
	f.Var().Id("directedDocLine").Op("=").Index(jen.Lit(len(rows))).Uint16().Values(line...)
	f.Var().Id("directedDocCount").Op("=").Index(jen.Lit(len(rows))).Uint8().Values(count...)
	f.Var().Id("directedDocErrata").Op("=").Index(jen.Lit(len(rows))).Uint8().Values(errata...)
	f.Var().Id("directedDocSource").Op("=").Index(jen.Lit(len(rows))).String().Custom(multi, source...)
	return nil
}
