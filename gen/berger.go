package main

import (
	"errors"
	"fmt"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/berger/bergerdoc"
)

func emitBerger(md *bergerdoc.Model) ([]*genFile, error) {
	g := newFile("berger", "data.go", "Berger tables for every size of the static range, built by the rotation of 002 and verified against the formulas of 000/003 and the Rutsch-Berger seating.", `Layout (version bergerLayout):

  bergerData: for each even size m = bergerMin, bergerMin+2, …, bergerMax, each round
  r = 1..m-1, each player p = 1..m: one byte, opponent<<1 | 1 if p has black. Table m
  starts at (K(K+1)(4K-1) - k(k+1)(4k-1))/3 with K = m/2-1, k = bergerMin/2-1 (the
  tables below it take j(j-1) bytes each); player p of round r is at (r-1)*m + p-1.

  The board order is not stored: the board of p is 001's arithmetic on the round
  (internal/berger.Board, checked against every table here), and the player on board b
  is its inverse (internal/berger.GameAt). Odd numbers of players use the table of the
  next even size: meeting m is the bye.`)
	f := g.File
	sizes := md.Sizes
	if len(sizes) == 0 {
		return nil, errors.New("no static size")
	}
	for i, m := range sizes {
		if m != sizes[0]+2*i {
			return nil, fmt.Errorf("the static sizes are not every even size from %d: %d", sizes[0], m)
		}
	}

	f.Const().Defs(
		Id("bergerLayout").Op("=").Lit(2).Comment("the version of the layout: the guard below checks it against the reader's"),
		Id("bergerMin").Op("=").Lit(sizes[0]).Comment("smallest even size in the static tables"),
		Id("bergerMax").Op("=").Lit(sizes[len(sizes)-1]).Comment("largest even size in the static tables"),
		Id("bergerStaticMinPlayers").Op("=").Lit(md.MinSize),
		Id("bergerStaticMaxPlayers").Op("=").Lit(md.MaxSize),
		Id("bergerMaxCycles").Op("=").Lit(md.MaxCycles),
		Id("bergerSwapDefault").Op("=").Lit(md.SwapDefault),
	)
	g.guard("bergerLayout", even("bergerMin", ""), even("bergerMax", ""),
		zero{Id("len(bergerData) - (bergerMax/2*(bergerMax/2+1)*(2*bergerMax-1)-(bergerMin/2-1)*(bergerMin/2)*(2*bergerMin-5))/3"), "the tables start where start says"})

	// The information of a table is its games: each round names its m
	// players once (white and black of each board), a byte each.
	var rows []bytesRow
	information, maxCell := 0, 0
	for i, m := range sizes {
		for ri, round := range md.Rounds[i] {
			cell := make([]byte, m)
			for _, gm := range round {
				information += 2
				for _, c := range [2]struct{ p, o, black int }{{gm.White, gm.Black, 0}, {gm.Black, gm.White, 1}} {
					v := c.o<<1 | c.black
					maxCell = max(maxCell, v)
					cell[c.p-1] = byte(v) // a value too large fails the run (fit)
				}
			}
			rows = append(rows, bytesRow{fmt.Sprintf("m=%d R%d", m, ri+1), cell})
		}
	}
	g.fit("bergerData", "opponent<<1|black", maxCell, maxUint8)
	g.bytesConst("bergerData", rows, information)
	return []*genFile{g}, nil
}
