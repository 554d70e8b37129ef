package main

import (
	"fmt"
	"strconv"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/groups"
	"github.com/toutesrondes/toutesrondes/internal/groups/groupsdoc"
)

// groupsPath is the solver's package, which tables/varma and tables/groups
// import as solver.
const groupsPath = "github.com/toutesrondes/toutesrondes/internal/groups"

// groupOf lists, for players 1..m, the index of the player's group.
func groupOf(m int, gs []groups.Group) []Code {
	cells := make([]Code, 0, m)
	for _, gi := range groupIndexes(m, gs) {
		cells = append(cells, Lit(gi))
	}
	return cells
}

// groupIndexes is groupOf's indexes.
func groupIndexes(m int, gs []groups.Group) []int {
	of := make([]int, m+1)
	for gi, g := range gs {
		for _, p := range g.Players {
			of[p] = gi
		}
	}
	return of[1:]
}

func emitGroups(md *groupsdoc.Model) ([]*genFile, error) {
	g := newFile("groups", "data.go", "The fewest directed groups for every 2k and n, proven minimal, and the rows of directed groups printed in 003, errata applied; verified against the Berger table.", `Layout (version directedLayout):

  directedGroupOf: for each even size m = 2..directedMaxSize, each n = 0..m-1, each player
  p = 1..m, the index of p's group in a partition into the fewest groups whose members do not
  meet in the last n rounds. Entry i = (m/2-1)*(m/2) + n starts at directedAt[i]; it has
  directedCount[i] groups, proven minimal by the argument directedBound[i] (groups.Bound) on the
  players of directedWitness[i] (bit p-1 for player p).

  directedDocGroupOf: the rows of directed groups printed in 003 (the tables and the worked example),
  with their errata applied, sorted by 2k, n and document line. Row r is for 2k = directedDocSize[r],
  n = directedDocLast[r], printed on line directedDocLine[r] of the document; for each player p = 1..2k,
  directedDocGroupOf[directedDocAt[r]+p-1] is the index of p's group (0 for A) among directedDocCount[r] groups.
  directedDocErrata[r] errata of the spec were applied to it; directedDocSource[r] is the transcribed row.`)
	f := g.File
	if md.MinSize != 2 {
		return nil, fmt.Errorf("sizes from %d: the layout starts at 2k = 2", md.MinSize)
	}
	f.Const().Defs(
		Id("directedLayout").Op("=").Lit(2).Comment("the version of the layout: the guard below checks it against the reader's"),
		Id("directedMaxSize").Op("=").Lit(md.MaxSize),
		Id("directedBudget").Op("=").Lit(md.Budget).Comment("search nodes for a question of the solver"),
	)
	f.ImportAlias(groupsPath, "solver")
	docLen := Len(Id("directedDocAt"))
	g.guard("directedLayout", even("directedMaxSize", ""),
		zero{Id("directedMaxSize").Op("/").Parens(Qual(groupsPath, "MaxSize").Op("+").Lit(1)), "a group is a 64-bit set"},
		zero{Int().Parens(Qual(groupsPath, "Search")).Op("-").Lit(3), "directedBound holds solver.Bound values"},
		sameLen("directedDocSize", docLen, "one entry per document row in each array"),
		sameLen("directedDocLast", docLen, ""),
		sameLen("directedDocLine", docLen, ""),
		sameLen("directedDocCount", docLen, ""),
		sameLen("directedDocErrata", docLen, ""),
		sameLen("directedDocSource", docLen, ""))
	// The long literals are written as gofmt lays them out (rawVar).
	var drows, dat, dcount, dbound, dwit []litLine
	total, pairs, maxCount, maxBound := 0, 0, 0, 0
	for m := md.MinSize; m <= md.MaxSize; m += 2 {
		var at, count, bound, wit []string
		for n, sol := range md.Solutions[m/2] {
			at = append(at, strconv.Itoa(total))
			total += m
			drows = append(drows, litLine{fmt.Sprintf("2k=%d n=%d: %d groups", m, n, len(sol.Sets)), litInts(groupIndexes(m, groups.Named(sol.Sets)))})
			maxCount, maxBound = max(maxCount, len(sol.Sets)), max(maxBound, int(sol.Bound))
			count = append(count, strconv.Itoa(len(sol.Sets)))
			bound = append(bound, strconv.Itoa(int(sol.Bound)))
			wit = append(wit, fmt.Sprintf("%#x", uint64(sol.Witness)))
		}
		pairs += len(md.Solutions[m/2])
		// One line per table size: n = 0, 1, …, 2k-1.
		size := fmt.Sprintf("2k=%d", m)
		dat = append(dat, litLine{size, at})
		dcount = append(dcount, litLine{size, count})
		dbound = append(dbound, litLine{size, bound})
		dwit = append(dwit, litLine{size, wit})
	}
	f.Comment(fmt.Sprintf("directedGroupOf holds %d bytes.", total))
	g.fit("directedGroupOf", "group index", maxCount-1, maxUint8)
	g.rawVar("directedGroupOf", fmt.Sprintf("[%d]uint8", total), drows)
	g.fit("directedAt", "length of directedGroupOf", total, maxUint16)
	g.rawVar("directedAt", fmt.Sprintf("[%d]uint16", pairs), dat)
	g.fit("directedCount", "groups", maxCount, maxUint8)
	g.rawVar("directedCount", fmt.Sprintf("[%d]uint8", pairs), dcount)
	g.fit("directedBound", "bound", maxBound, maxUint8)
	g.rawVar("directedBound", fmt.Sprintf("[%d]uint8", pairs), dbound)
	g.fit("directedWitness", "player (bit p-1)", md.MaxSize, 64)
	g.rawVar("directedWitness", fmt.Sprintf("[%d]uint64", pairs), dwit)

	var cells []litLine
	var at, size, last, line, count, errata, source []Code
	total, maxLine, maxErrata, maxCount := 0, 0, 0, 0
	for _, r := range md.DocRows {
		at = append(at, Lit(total))
		total += r.M
		cells = append(cells, litLine{fmt.Sprintf("%s (line %d, %d errata): %v", r.ID, r.Line, r.Errata, r.Groups), litInts(groupIndexes(r.M, r.Groups))})
		maxLine, maxErrata, maxCount = max(maxLine, r.Line), max(maxErrata, r.Errata), max(maxCount, len(r.Groups))
		size = append(size, Lit(r.M))
		last = append(last, Lit(r.N))
		line = append(line, Lit(r.Line))
		count = append(count, Lit(len(r.Groups)))
		errata = append(errata, Lit(r.Errata))
		source = append(source, Lit(r.ID))
	}
	rows := len(md.DocRows)
	f.Comment(fmt.Sprintf("directedDocGroupOf holds %d bytes, %d rows.", total, rows))
	g.fit("directedDocGroupOf", "group index", maxCount-1, maxUint8)
	g.rawVar("directedDocGroupOf", fmt.Sprintf("[%d]uint8", total), cells)
	g.fit("directedDocAt", "length of directedDocGroupOf", total, maxUint16)
	f.Var().Id("directedDocAt").Op("=").Index(Lit(rows)).Uint16().Values(at...)
	g.fit("directedDocSize", "2k", md.MaxSize, maxUint8)
	f.Var().Id("directedDocSize").Op("=").Index(Lit(rows)).Uint8().Values(size...)
	f.Var().Id("directedDocLast").Op("=").Index(Lit(rows)).Uint8().Values(last...)
	g.fit("directedDocLine", "document line", maxLine, maxUint16)
	f.Var().Id("directedDocLine").Op("=").Index(Lit(rows)).Uint16().Values(line...)
	f.Var().Id("directedDocCount").Op("=").Index(Lit(rows)).Uint8().Values(count...)
	g.fit("directedDocErrata", "errata", maxErrata, maxUint8)
	f.Var().Id("directedDocErrata").Op("=").Index(Lit(rows)).Uint8().Values(errata...)
	f.Var().Id("directedDocSource").Op("=").Index(Lit(rows)).String().Custom(multi, source...)
	return []*genFile{g}, nil
}
