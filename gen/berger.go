package main

import (
	"errors"
	"fmt"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/berger/bergerdoc"
)

func emitBerger(md *bergerdoc.Model) ([]*genFile, error) {
	g := newFile("berger", "data.go", "Berger tables for every size of the static range, built by the rotation of 002 and verified against the formulas of 000/003 and the Rutsch-Berger seating.", `Layout (version bergerLayout):

  bergerGames: for each even size m = bergerMin, bergerMin+2, …, bergerMax, each round
  r = 1..m-1, each board b = 1..m/2: white, black (one byte each). Table m starts at
  bergerGamesAt[(m-bergerMin)/2]; board b of round r is at 2*((r-1)*m/2 + b-1) from there.

  bergerSeats: for each m, round r, player p = 1..m: board<<1 | 1 if p has black. Table m
  starts at bergerSeatsAt[(m-bergerMin)/2]; player p of round r is at (r-1)*m + p-1.

  Odd numbers of players use the table of the next even size: meeting m is the bye.`)
	f := g.File
	sizes := md.Sizes
	if len(sizes) == 0 {
		return nil, errors.New("no static size")
	}

	f.Const().Defs(
		Id("bergerLayout").Op("=").Lit(1).Comment("the version of the layout: the guard below checks it against the reader's"),
		Id("bergerMin").Op("=").Lit(sizes[0]).Comment("smallest even size in the static tables"),
		Id("bergerMax").Op("=").Lit(sizes[len(sizes)-1]).Comment("largest even size in the static tables"),
		Id("bergerStaticMinPlayers").Op("=").Lit(md.MinSize),
		Id("bergerStaticMaxPlayers").Op("=").Lit(md.MaxSize),
		Id("bergerMaxCycles").Op("=").Lit(md.MaxCycles),
		Id("bergerSwapDefault").Op("=").Lit(md.SwapDefault),
	)
	g.guard("bergerLayout", even("bergerMin", ""), even("bergerMax", ""))

	var games, seats []Code
	var gamesAt, seatsAt []Code
	ng, ns, maxSeat := 0, 0, 0
	for i, m := range sizes {
		gamesAt = append(gamesAt, Lit(ng))
		seatsAt = append(seatsAt, Lit(ns))
		for ri, round := range md.Rounds[i] {
			r := ri + 1
			var row []Code
			for _, g := range round {
				row = append(row, Lit(g.White), Lit(g.Black))
			}
			ng += len(row)
			games = append(games, Comment(fmt.Sprintf("m=%d R%d", m, r)).Line().List(row...))
			seat := make([]int, m+1)
			for j, g := range round {
				seat[g.White] = (j + 1) << 1
				seat[g.Black] = (j+1)<<1 | 1
			}
			var srow []Code
			for p := 1; p <= m; p++ {
				maxSeat = max(maxSeat, seat[p])
				srow = append(srow, Lit(seat[p]))
			}
			ns += len(srow)
			seats = append(seats, Comment(fmt.Sprintf("m=%d R%d", m, r)).Line().List(srow...))
		}
	}
	f.Comment(fmt.Sprintf("bergerGames holds %d bytes.", ng))
	g.fit("bergerGames", "player", sizes[len(sizes)-1], maxUint8)
	f.Var().Id("bergerGames").Op("=").Index(Lit(ng)).Uint8().Custom(multi, games...)
	g.fit("bergerGamesAt", "length of bergerGames", ng, maxUint32)
	f.Var().Id("bergerGamesAt").Op("=").Index(Lit(len(sizes))).Uint32().Custom(multi, gamesAt...)
	f.Comment(fmt.Sprintf("bergerSeats holds %d bytes.", ns))
	g.fit("bergerSeats", "board<<1|colour", maxSeat, maxUint8)
	f.Var().Id("bergerSeats").Op("=").Index(Lit(ns)).Uint8().Custom(multi, seats...)
	g.fit("bergerSeatsAt", "length of bergerSeats", ns, maxUint32)
	f.Var().Id("bergerSeatsAt").Op("=").Index(Lit(len(sizes))).Uint32().Custom(multi, seatsAt...)
	return []*genFile{g}, nil
}
