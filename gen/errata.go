package main

import (
	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// The errata and the spec hash belong to no single system: every erratum block
// of the spec is emitted, once each system has proven its own.
func init() {
	register(system{name: "spec", verify: func(*spec.Spec) ([]*spec.Erratum, error) { return nil, nil }, emit: emitSpec})
}

func emitSpec(s *spec.Spec) ([]genFile, error) {
	f := newFile(s, "The spec's hash and every proven erratum, in spec order.")
	f.Comment("SpecHash is the SHA-256 of the spec files the tables were generated from.")
	f.Const().Id("SpecHash").Op("=").Lit(specHash(s))
	var rows []Code
	for _, e := range s.Errata {
		rows = append(rows, Values(Dict{
			Id("Document"):  Lit(e.Document),
			Id("Table"):     Lit(e.Table),
			Id("Round"):     Lit(e.Round),
			Id("Board"):     Lit(e.Board),
			Id("Printed"):   Lit(e.Printed),
			Id("Corrected"): Lit(e.Corrected),
			Id("Reason"):    Lit(e.Reason),
		}))
	}
	f.Var().Id("errata").Op("=").Index(Lit(len(rows))).Id("Erratum").Custom(Options{Open: "{", Close: "}", Separator: ",", Multi: true}, rows...)
	return []genFile{{Name: "spec_data.go", File: f}}, nil
}
