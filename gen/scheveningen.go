package main

import (
	"fmt"
	"strings"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/scheveningen/scheveningendoc"
)

func emitScheveningen(md *scheveningendoc.Model) ([]*genFile, error) {
	g := newFile("scheveningen", "data.go", "Scheveningen tables for every team size of the spec: the table printed in 000/001 (errata applied) where it keeps the rules of the computed tables, the computed one otherwise; verified by internal/scheveningen (strict rules, or relaxed where proven necessary; the double with its seam).", `Layout (version schevLayout):

  schevGames (a string constant: read-only): for each team size m = schevMinSize..schevMaxSize,
  each round r = 1..m, each board b = 1..m: the opponent j of A_b (B_j) shifted left once, | 1
  when A_b has white: a byte a game, the information of the table.
  Table m starts at schevAt[m-schevMinSize]; board b of round r is at (r-1)*m + b-1 from there.

  schevDoubleStart[m-schevMinSize]: the round of the first cycle that opens the second cycle of
  a double match (colours reversed); schevRelaxed[m-schevMinSize]: the size keeps only the
  players' balance, team A's whites being balanced over the match, not every round.

  schevOrigin[m-schevMinSize]: where table m comes from, "printed in 000/001…" or "computed…".`)
	f := g.File
	var games []bytesRow
	var at, start, relaxed, origin, prov []Code
	n, maxGame, maxStart := 0, 0, 0
	for _, sv := range md.Served {
		t, m := sv.Table, sv.Table.M
		at = append(at, Lit(n))
		for r, round := range t.Rounds {
			var row []byte
			for b, g := range round {
				if g.A != b+1 {
					return nil, fmt.Errorf("scheveningen m=%d round %d board %d: %s is not A%d's game: the layout needs A_b on board b", m, r+1, b+1, g, b+1)
				}
				v := g.B << 1
				if g.AWhite {
					v |= 1
				}
				maxGame = max(maxGame, v)
				row = append(row, byte(v)) // a value too large fails the run (fit)
			}
			n += len(row)
			what := fmt.Sprintf("m=%d R%d", m, r+1)
			if r == 0 && sv.Printed {
				what += " (" + sv.Origin + ")"
			}
			games = append(games, bytesRow{what, row})
		}
		maxStart = max(maxStart, sv.DoubleStart)
		start = append(start, Lit(sv.DoubleStart))
		relaxed = append(relaxed, Lit(sv.Relaxed))
		origin = append(origin, Lit(sv.Origin))
		// {printed, docs, errata, broken round, whites, want}
		var br [3]int
		if b := sv.Broken; b != nil {
			br = [3]int{b.Round, b.Whites, b.Want}
		}
		for _, x := range append(br[:], sv.Errata+1) {
			if x < 0 || x > maxUint8 {
				return nil, fmt.Errorf("scheveningen m=%d: provenance %v does not fit a byte", m, br)
			}
		}
		prov = append(prov, Values(Lit(sv.Printed), Lit(strings.Join(sv.Docs, " ")), Lit(sv.Errata), Lit(br[0]), Lit(br[1]), Lit(br[2])))
	}
	f.Const().Defs(
		Id("schevLayout").Op("=").Lit(4).Comment("the version of the layout: the guard below checks it against the reader's"),
		Id("schevMinSize").Op("=").Lit(md.MinSize).Comment("smallest team"),
		Id("schevMaxSize").Op("=").Lit(md.MaxSize).Comment("largest team"),
	)
	sizesLen := Parens(Id("schevMaxSize").Op("-").Id("schevMinSize").Op("+").Lit(1))
	g.guard("schevLayout", sameLen("schevOrigin", sizesLen, ""), sameLen("schevProv", sizesLen, ""), sameLen("schevAt", sizesLen, ""))
	sizes := len(md.Served)
	// The information of a table is its games: a byte each (A_b's
	// opponent and colour), as stored.
	g.fit("schevGames", "opponent<<1|colour", maxGame, maxUint8)
	g.bytesConst("schevGames", games, n)
	g.fit("schevAt", "length of schevGames", n, maxUint16)
	f.Var().Id("schevAt").Op("=").Index(Lit(sizes)).Uint16().Values(at...)
	g.fit("schevDoubleStart", "round", maxStart, maxUint8)
	f.Var().Id("schevDoubleStart").Op("=").Index(Lit(sizes)).Uint8().Values(start...)
	f.Var().Id("schevRelaxed").Op("=").Index(Lit(sizes)).Bool().Values(relaxed...)
	f.Var().Id("schevOrigin").Op("=").Index(Lit(sizes)).String().Custom(multi, origin...)
	f.Comment("schevProv is schevOrigin in data: {printed, documents (separated by spaces), errata (-1: the documents need different numbers), and when the printed table turned down gives team A another number of whites: the round, the whites, the number wanted}.")
	f.Var().Id("schevProv").Op("=").Index(Lit(sizes)).Id("schevSource").Custom(multi, prov...)
	return []*genFile{g}, nil
}
