package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
)

func rutschName(n int) string { return fmt.Sprintf("rutsch-%02d.xlsx", n) }

// rutschSet is the blank workbook of 3 … 30 players, as for berger.
func rutschSet(o setOptions) []output {
	var outs []output
	for n := sheets.MinPlayers; n <= defaultMax; n++ {
		r := sheets.Rutsch{N: n, Lang: o.Lang, Event: o.Event}
		outs = append(outs, output{Name: rutschName(n), Write: func(w io.Writer) error { return sheets.WriteRutsch(w, r) }})
	}
	return outs
}

type rutschFlags struct {
	bookFlags
	n          int
	playersCSV string
}

func (o *rutschFlags) define(fs *flag.FlagSet) {
	o.bookFlags.define(fs, "rutsch-NN.xlsx")
	fs.IntVar(&o.n, "n", 0, fmt.Sprintf("number of players, %d to %d (default: the number in -players)", sheets.MinPlayers, sheets.MaxPlayers))
	fs.StringVar(&o.playersCSV, "players", "", "CSV file of players (header row; column name)")
}

func runRutsch(c *cli.Call, o *rutschFlags) error {
	r := sheets.Rutsch{Lang: o.Lang, Event: o.Event}
	if o.playersCSV != "" {
		f, err := os.Open(o.playersCSV)
		if err != nil {
			return fail("-players: %v", err)
		}
		r.Players, err = readPlayers(f, o.playersCSV)
		f.Close()
		if err != nil {
			return fail("%v", err)
		}
	}
	r.N = o.n
	switch {
	case !c.Given("n") && o.playersCSV != "":
		r.N = len(r.Players)
	case !c.Given("n"):
		return fail("-n is required (or -players)")
	}
	if len(r.Players) > r.N {
		return fail("%s lists %d players, more than -n %d", o.playersCSV, len(r.Players), r.N)
	}
	if r.N < sheets.MinPlayers || r.N > sheets.MaxPlayers {
		return fail("-n %d: want %d to %d players", r.N, sheets.MinPlayers, sheets.MaxPlayers)
	}
	if err := r.Validate(); err != nil {
		return fail("%v", err)
	}
	path, err := o.write(rutschName(r.N), func(w io.Writer) error { return sheets.WriteRutsch(w, r) })
	if err != nil {
		return err
	}
	fmt.Fprintf(c.Stdout, "wrote %s (%d players)\n", path, r.N)
	return nil
}
