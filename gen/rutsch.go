package main

import (
	"errors"
	"fmt"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/rutsch"
	"github.com/toutesrondes/toutesrondes/internal/rutsch/rutschdoc"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func init() { register(system{name: "rutsch", verify: verifyRutsch, emit: emitRutsch}) }

// rutschLayout is the version of the encoding below; tables/rutsch.go has a
// compile-time guard on it.
const rutschLayout = 1

// verifyRutsch checks every size of the static range and the printed
// examples (the Rutsch material has no errata).
func verifyRutsch(s *spec.Spec) ([]*spec.Erratum, error) {
	var errs []error
	if s.Rutsch.MaxSize > 255 {
		errs = append(errs, fmt.Errorf("%s: static range up to %d: a player must fit a byte", s.Rutsch.Pos, s.Rutsch.MaxSize))
	}
	for n := s.Rutsch.MinSize; n <= s.Rutsch.MaxSize; n++ {
		if err := rutsch.Verify(n); err != nil {
			errs = append(errs, err)
		}
	}
	if _, err := rutschdoc.Verify(s, false); err != nil {
		errs = append(errs, err)
	}
	return nil, errors.Join(errs...)
}

func emitRutsch(s *spec.Spec) ([]genFile, error) {
	lo, hi := s.Rutsch.MinSize, s.Rutsch.MaxSize
	f := newFile(s, "Rutsch seating plans (003) for every number of players of the static range, verified by internal/rutsch.")
	f.Comment("Layout (version rutschLayout):")
	f.Comment("")
	f.Comment("  rutschSeats: for each number of players n = rutschMin..rutschMax, each round r (n rounds for")
	f.Comment("  odd n, n-1 for even n): the players at the left seats of tables 1..n/2, then at the right")
	f.Comment("  seats, then for odd n the exempt player: n bytes a round. Plan n starts at")
	f.Comment("  rutschAt[n-rutschMin]; round r is at (r-1)*n from there.")
	f.Comment("")
	f.Comment("  The colour belongs to the seat: the left seat of an odd table and the right seat of an")
	f.Comment("  even table have white.")
	f.Const().Defs(
		Id("rutschLayout").Op("=").Lit(rutschLayout),
		Id("rutschMin").Op("=").Lit(lo).Comment("fewest players in the static plans"),
		Id("rutschMax").Op("=").Lit(hi).Comment("most players in the static plans"),
	)
	multi := Options{Open: "{", Close: "}", Separator: ",", Multi: true}
	var seats, at []Code
	total := 0
	for n := lo; n <= hi; n++ {
		at = append(at, Lit(total))
		for r, p := range rutsch.Plans(n) {
			var row []Code
			for _, v := range append(append(append([]int(nil), p.Left...), p.Right...), p.Bye) {
				if v == 0 && n%2 == 0 {
					continue // no exempt player
				}
				if v < 1 || v > 255 {
					return nil, fmt.Errorf("rutsch n=%d round %d: player %d does not fit a byte", n, r+1, v)
				}
				row = append(row, Lit(v))
			}
			if len(row) != n {
				return nil, fmt.Errorf("rutsch n=%d round %d: %d seats, want %d", n, r+1, len(row), n)
			}
			total += n
			seats = append(seats, Comment(fmt.Sprintf("n=%d R%d", n, r+1)).Line().List(row...))
		}
	}
	if total >= 1<<32 {
		return nil, fmt.Errorf("rutsch: %d seats overflow uint32 offsets", total)
	}
	f.Comment(fmt.Sprintf("rutschSeats holds %d bytes.", total))
	f.Var().Id("rutschSeats").Op("=").Index(Lit(total)).Uint8().Custom(multi, seats...)
	f.Var().Id("rutschAt").Op("=").Index(Lit(hi - lo + 1)).Uint32().Values(at...)
	return []genFile{{Name: "rutsch_data.go", File: f}}, nil
}
