package main

import (
	"errors"
	"fmt"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/berger/bergerdoc"
	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func init() { register(system{name: "berger", verify: verifyBerger, emit: emitBerger}) }

// bergerLayout is the version of the encoding below; the hand-written API in
// tables/berger.go has a compile-time guard on it.
const bergerLayout = 1

// staticSizes returns the even table sizes the static range needs.
func staticSizes(s *spec.Spec) []int {
	var ms []int
	for m := berger.Even(s.Berger.MinSize); m <= berger.Even(s.Berger.MaxSize); m += 2 {
		ms = append(ms, m)
	}
	return ms
}

func verifyBerger(s *spec.Spec) ([]*spec.Erratum, error) {
	var errs []error
	// Packed values must fit: a player in a byte, board<<1|colour in a byte.
	if hi := berger.Even(s.Berger.MaxSize); hi > 254 || (hi/2)<<1|1 > 255 {
		errs = append(errs, fmt.Errorf("%s: static range up to %d does not fit the byte encoding (max 254 players)", s.Berger.Pos, s.Berger.MaxSize))
	}
	for _, m := range staticSizes(s) {
		if err := berger.VerifySize(m); err != nil {
			errs = append(errs, err)
		}
	}
	res, err := bergerdoc.Verify(s, bergerdoc.Tables{})
	if err != nil {
		errs = append(errs, err)
	}
	return res.Proven, errors.Join(errs...)
}

func emitBerger(s *spec.Spec) ([]genFile, error) {
	f := newFile(s, "Berger tables for every size of the static range, built by the rotation of 002 and verified against the formulas of 000/003 and the Rutsch-Berger seating.")
	sizes := staticSizes(s)

	f.Comment("Layout (version bergerLayout):")
	f.Comment("")
	f.Comment("  bergerGames: for each even size m = bergerMin, bergerMin+2, …, bergerMax, each round")
	f.Comment("  r = 1..m-1, each board b = 1..m/2: white, black (one byte each). Table m starts at")
	f.Comment("  bergerGamesAt[(m-bergerMin)/2]; board b of round r is at 2*((r-1)*m/2 + b-1) from there.")
	f.Comment("")
	f.Comment("  bergerSeats: for each m, round r, player p = 1..m: board<<1 | 1 if p has black. Table m")
	f.Comment("  starts at bergerSeatsAt[(m-bergerMin)/2]; player p of round r is at (r-1)*m + p-1.")
	f.Comment("")
	f.Comment("  Odd numbers of players use the table of the next even size: meeting m is the bye.")
	f.Const().Defs(
		Id("bergerLayout").Op("=").Lit(bergerLayout),
		Id("bergerMin").Op("=").Lit(sizes[0]).Comment("smallest even size in the static tables"),
		Id("bergerMax").Op("=").Lit(sizes[len(sizes)-1]).Comment("largest even size in the static tables"),
		Id("bergerStaticMinPlayers").Op("=").Lit(s.Berger.MinSize),
		Id("bergerStaticMaxPlayers").Op("=").Lit(s.Berger.MaxSize),
		Id("bergerMaxCycles").Op("=").Lit(s.Berger.MaxCycles),
		Id("bergerSwapDefault").Op("=").Lit(s.Berger.SwapDefault),
	)

	var games, seats []Code
	var gamesAt, seatsAt []Code
	ng, ns := 0, 0
	for _, m := range sizes {
		gamesAt = append(gamesAt, Lit(ng))
		seatsAt = append(seatsAt, Lit(ns))
		rounds := berger.Rotation(m)
		for i, round := range rounds {
			r := i + 1
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
				if seat[p] > 255 {
					return nil, fmt.Errorf("m=%d: seat value %d does not fit a byte", m, seat[p])
				}
				srow = append(srow, Lit(seat[p]))
			}
			ns += len(srow)
			seats = append(seats, Comment(fmt.Sprintf("m=%d R%d", m, r)).Line().List(srow...))
		}
	}
	multi := Options{Open: "{", Close: "}", Separator: ",", Multi: true}
	f.Comment(fmt.Sprintf("bergerGames holds %d bytes.", ng))
	f.Var().Id("bergerGames").Op("=").Index(Lit(ng)).Uint8().Custom(multi, games...)
	f.Var().Id("bergerGamesAt").Op("=").Index(Lit(len(sizes))).Uint32().Custom(multi, gamesAt...)
	f.Comment(fmt.Sprintf("bergerSeats holds %d bytes.", ns))
	f.Var().Id("bergerSeats").Op("=").Index(Lit(ns)).Uint8().Custom(multi, seats...)
	f.Var().Id("bergerSeatsAt").Op("=").Index(Lit(len(sizes))).Uint32().Custom(multi, seatsAt...)
	return []genFile{{Name: "berger_data.go", File: f}}, nil
}
