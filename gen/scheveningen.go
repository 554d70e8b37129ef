package main

import (
	"errors"
	"fmt"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/scheveningen"
	"github.com/toutesrondes/toutesrondes/internal/scheveningen/scheveningendoc"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func init() {
	register(system{name: "scheveningen", verify: verifyScheveningen, emit: emitScheveningen})
}

// schevLayout is the version of the encoding below; tables/scheveningen.go
// has a compile-time guard on it.
const schevLayout = 2

// schevServed is the table served for each size of the spec: the printed one
// (errata applied) where it keeps the rules of the computed tables, single
// and double, the computed one otherwise (scheveningendoc.Serve).
func schevServed(s *spec.Spec) ([]scheveningendoc.Served, error) {
	rep, err := scheveningendoc.Verify(s)
	if err != nil {
		return nil, err
	}
	sys := s.Scheveningen
	var out []scheveningendoc.Served
	var errs []error
	for m := sys.MinSize; m <= sys.MaxSize; m++ {
		sv, err := scheveningendoc.Serve(rep, m, scheveningen.RulesFor(sys.Relaxed(m)))
		if err != nil {
			errs = append(errs, err)
		}
		out = append(out, sv)
	}
	return out, errors.Join(errs...)
}

// verifyScheveningen checks every computed table and its double, proves
// that the relaxed sizes have no strict table, checks the printed tables,
// proves their errata, and checks the table served for each size.
func verifyScheveningen(s *spec.Spec) ([]*spec.Erratum, error) {
	var errs []error
	sys := s.Scheveningen
	if sys.MaxSize > 127 {
		errs = append(errs, fmt.Errorf("%s: teams up to %d: a player and his colour must fit a byte (max 127)", sys.Pos, sys.MaxSize))
	}
	for m := sys.MinSize; m <= sys.MaxSize; m++ {
		relaxed := sys.Relaxed(m)
		if err := scheveningen.Verify(m, relaxed); err != nil {
			errs = append(errs, err)
		}
		if !relaxed {
			continue
		}
		// A relaxed size must be proven to have no strict table at all.
		switch _, found := scheveningen.Search(m, scheveningen.Strict); {
		case m > scheveningen.SearchMax:
			errs = append(errs, fmt.Errorf("%s: relax %d: the exhaustive search stops at %d, the size cannot be proven", sys.Pos, m, scheveningen.SearchMax))
		case found:
			errs = append(errs, fmt.Errorf("%s: relax %d: a strict table exists, do not relax", sys.Pos, m))
		}
	}
	rep, err := scheveningendoc.Verify(s)
	if err != nil {
		errs = append(errs, err)
		return rep.Proven, errors.Join(errs...)
	}
	// Serve checks a printed table before choosing it; the computed ones
	// were checked above. Check again what is served, whatever its origin.
	served, err := schevServed(s)
	if err != nil {
		errs = append(errs, err)
	}
	for _, sv := range served {
		m := sv.Table.M
		if err := scheveningen.Check(fmt.Sprintf("served m=%d (%s)", m, sv.Origin), sv.Table, scheveningen.RulesFor(sys.Relaxed(m))); err != nil {
			errs = append(errs, err)
		}
	}
	return rep.Proven, errors.Join(errs...)
}

func emitScheveningen(s *spec.Spec) ([]genFile, error) {
	sys := s.Scheveningen
	f := newFile(s, "scheveningen", "Scheveningen tables for every team size of the spec: the table printed in 000/001 (errata applied) where it keeps the rules of the computed tables, the computed one otherwise; verified by internal/scheveningen (strict rules, or relaxed where proven necessary; the double with its seam).")
	f.Comment("Layout (version schevLayout):")
	f.Comment("")
	f.Comment("  schevGames: for each team size m = schevMinSize..schevMaxSize, each round r = 1..m, each")
	f.Comment("  board b = 1..m: the opponent j of A_b (B_j) shifted left once, | 1 when A_b has white.")
	f.Comment("  Table m starts at schevAt[m-schevMinSize]; board b of round r is at (r-1)*m + b-1 from there.")
	f.Comment("")
	f.Comment("  schevDoubleStart[m-schevMinSize]: the round of the first cycle that opens the second cycle of")
	f.Comment("  a double match (colours reversed); schevRelaxed[m-schevMinSize]: the size keeps only the")
	f.Comment("  players' balance, team A's whites being balanced over the match, not every round.")
	f.Comment("")
	f.Comment("  schevOrigin[m-schevMinSize]: where table m comes from, \"printed in 000/001…\" or \"computed…\".")
	multi := Options{Open: "{", Close: "}", Separator: ",", Multi: true}
	served, err := schevServed(s)
	if err != nil {
		return nil, err
	}
	var games, at, start, relaxed, origin []Code
	n := 0
	for _, sv := range served {
		t, m := sv.Table, sv.Table.M
		at = append(at, Lit(n))
		for r, round := range t.Rounds {
			var row []Code
			for b, g := range round {
				if g.A != b+1 || g.B > 127 {
					return nil, fmt.Errorf("scheveningen m=%d round %d board %d: %s does not fit the layout", m, r+1, b+1, g)
				}
				v := g.B << 1
				if g.AWhite {
					v |= 1
				}
				row = append(row, Lit(v))
			}
			n += len(row)
			what := fmt.Sprintf("m=%d R%d", m, r+1)
			if r == 0 && sv.Printed {
				what += " (" + sv.Origin + ")"
			}
			games = append(games, Comment(what).Line().List(row...))
		}
		start = append(start, Lit(scheveningen.DoubleStart(m)))
		relaxed = append(relaxed, Lit(sys.Relaxed(m)))
		origin = append(origin, Lit(sv.Origin))
	}
	if n > 1<<16-1 {
		return nil, fmt.Errorf("scheveningen: %d games do not fit uint16 offsets", n)
	}
	f.Const().Defs(
		Id("schevLayout").Op("=").Lit(schevLayout),
		Id("schevMinSize").Op("=").Lit(sys.MinSize).Comment("smallest team"),
		Id("schevMaxSize").Op("=").Lit(sys.MaxSize).Comment("largest team"),
	)
	sizes := sys.MaxSize - sys.MinSize + 1
	f.Comment(fmt.Sprintf("schevGames holds %d bytes (max %d for uint16 offsets).", n, 1<<16-1))
	f.Var().Id("schevGames").Op("=").Index(Lit(n)).Uint8().Custom(multi, games...)
	f.Var().Id("schevAt").Op("=").Index(Lit(sizes)).Uint16().Values(at...)
	f.Var().Id("schevDoubleStart").Op("=").Index(Lit(sizes)).Uint8().Values(start...)
	f.Var().Id("schevRelaxed").Op("=").Index(Lit(sizes)).Bool().Values(relaxed...)
	f.Var().Id("schevOrigin").Op("=").Index(Lit(sizes)).String().Custom(multi, origin...)
	return []genFile{{Name: "scheveningen/data.go", File: f}}, nil
}
