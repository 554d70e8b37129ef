package main

import (
	"flag"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
)

type molterGradesFlags struct{ bookFlags }

func (o *molterGradesFlags) define(fs *flag.FlagSet) {
	o.bookFlags.defineOutput(fs, "molter-grades.xlsx")
}

// runMolterGrades writes the grade matrix: every constructed
// event, and every document event beside the constructed one.
func runMolterGrades(c *cli.Call, o *molterGradesFlags) error {
	g := sheets.MolterGrades{Lang: o.Lang, Event: o.Event}
	path, err := o.write(c, book("molter-grades.xlsx", g, sheets.WriteMolterGrades))
	if err != nil {
		return err
	}
	fmt.Fprint(o.report(c), c.Lang.F("wrote %s (the grades of every Molter event served, constructed and document)\n", path))
	return nil
}
