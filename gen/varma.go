package main

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/varma/varmadoc"
)

func emitVarma(md *varmadoc.Model) ([]*genFile, error) {
	g := newFile("varma", "data.go", "Varma tables for every size of the static range, verified against the Berger table.", `Layout (version varmaLayout):

  varmaGroupOf: for each even size m = varmaMinSize, varmaMinSize+2, …, varmaMaxSize, for each
  player p = 1..m, the index of p's group (0 for A). Table m starts at
  varmaGroupOfAt[(m-varmaMinSize)/2]; it has varmaGroups[…] groups and comes from the
  transcribed row varmaSource[…] (or was computed). Odd N uses the table of N+1 without N+1.`)
	f := g.File
	f.Const().Defs(
		Id("varmaLayout").Op("=").Lit(2).Comment("the version of the layout: the guard below checks it against the reader's"),
		Id("varmaMinPlayers").Op("=").Lit(md.MinSize).Comment("fewest players served"),
		Id("varmaMaxPlayers").Op("=").Lit(md.MaxSize).Comment("most players served"),
		Id("varmaMinSize").Op("=").Lit(berger.Even(md.MinSize)),
		Id("varmaMaxSize").Op("=").Lit(berger.Even(md.MaxSize)),
		Id("varmaLast").Op("=").Lit(md.Last).Comment("the last rounds kept apart"),
	)
	f.ImportAlias(groupsPath, "solver")
	g.guard("varmaLayout", even("varmaMinSize", ""), even("varmaMaxSize", ""),
		zero{Id("varmaMaxSize").Op("/").Parens(Qual(groupsPath, "MaxSize").Op("+").Lit(1)), "a group is a 64-bit set"})
	var rows, at, counts, sources []Code
	total, maxCount := 0, 0
	for _, row := range md.Static {
		at = append(at, Lit(total))
		total += row.M
		rows = append(rows, Comment(fmt.Sprintf("m=%d %s: %v", row.M, row.Source, row.Groups)).Line().List(groupOf(row.M, row.Groups)...))
		maxCount = max(maxCount, len(row.Groups))
		counts = append(counts, Lit(len(row.Groups)))
		sources = append(sources, Lit(row.Source))
	}
	f.Comment(fmt.Sprintf("varmaGroupOf holds %d bytes.", total))
	g.fit("varmaGroupOf", "group index", maxCount-1, maxUint8)
	f.Var().Id("varmaGroupOf").Op("=").Index(Lit(total)).Uint8().Custom(multi, rows...)
	g.fit("varmaGroupOfAt", "length of varmaGroupOf", total, maxUint16)
	f.Var().Id("varmaGroupOfAt").Op("=").Index(Lit(len(at))).Uint16().Custom(multi, at...)
	g.fit("varmaGroups", "groups", maxCount, maxUint8)
	f.Var().Id("varmaGroups").Op("=").Index(Lit(len(counts))).Uint8().Values(counts...)
	f.Var().Id("varmaSource").Op("=").Index(Lit(len(sources))).String().Custom(multi, sources...)
	return []*genFile{g}, nil
}
