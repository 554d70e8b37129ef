package main

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/rutsch/rutschdoc"
)

func emitRutsch(md *rutschdoc.Model) ([]*genFile, error) {
	lo, hi := md.MinSize, md.MaxSize
	g := newFile("rutsch", "data.go", "Rutsch seating plans (003) for every number of players of the static range, verified by internal/rutsch.", `Layout (version rutschLayout):

  rutschSeats (a string constant: read-only): for each number of players
  n = rutschMin..rutschMax, each round r (n rounds for odd n, n-1 for even n): the players
  at the left seats of tables 1..n/2, then at the right seats, then for odd n the exempt
  player: n bytes a round. Plan n starts at rutschAt[n-rutschMin]; round r is at (r-1)*n
  from there.

  The colour belongs to the seat: the left seat of an odd table and the right seat of an
  even table have white.`)
	f := g.File
	f.Const().Defs(
		Id("rutschLayout").Op("=").Lit(2).Comment("the version of the layout: the guard below checks it against the reader's"),
		Id("rutschMin").Op("=").Lit(lo).Comment("fewest players in the static plans"),
		Id("rutschMax").Op("=").Lit(hi).Comment("most players in the static plans"),
	)
	g.guard("rutschLayout", sameLen("rutschAt", Parens(Id("rutschMax").Op("-").Id("rutschMin").Op("+").Lit(1)), ""))
	// The information of a plan is its seats: each round places its n
	// players once, a byte each.
	var rows []bytesRow
	var at []Code
	total, maxPlayer := 0, 0
	for i, plans := range md.Plans {
		n := lo + i
		at = append(at, Lit(total))
		for r, p := range plans {
			var row []byte
			for _, v := range append(append(append([]int(nil), p.Left...), p.Right...), p.Bye) {
				if v == 0 && n%2 == 0 {
					continue // no exempt player
				}
				maxPlayer = max(maxPlayer, v)
				row = append(row, byte(v)) // a value too large fails the run (fit)
			}
			if len(row) != n {
				return nil, fmt.Errorf("rutsch n=%d round %d: %d seats, want %d", n, r+1, len(row), n)
			}
			total += n
			rows = append(rows, bytesRow{fmt.Sprintf("n=%d R%d", n, r+1), row})
		}
	}
	g.fit("rutschSeats", "player", maxPlayer, maxUint8)
	g.bytesConst("rutschSeats", rows, total)
	g.fit("rutschAt", "length of rutschSeats", total, maxUint32)
	f.Var().Id("rutschAt").Op("=").Index(Lit(hi - lo + 1)).Uint32().Values(at...)
	return []*genFile{g}, nil
}
