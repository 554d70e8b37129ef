package main

import (
	"flag"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
)

// rutschSet is the blank workbook of 3 … 30 players, as for berger.
func rutschSet(o setOptions) []output {
	return eachSize(sheets.MinPlayers, defaultMax, func(n int) output {
		return book(sizedName("rutsch", n), sheets.Rutsch{N: n, Lang: o.Lang, Event: o.Event}, sheets.WriteRutsch)
	})
}

type rutschFlags struct {
	bookFlags
	event      eventFlags
	n          int
	playersCSV string
	perPage    bool
	numbers    drawFlags
}

func (o *rutschFlags) define(fs *flag.FlagSet) {
	o.bookFlags.define(fs, "rutsch-NN.xlsx")
	cli.IntVar(fs, &o.n, "n", 0, fmt.Sprintf("number of players, %d to %d (default: the number in -players)", sheets.MinPlayers, sheets.MaxPlayers))
	fs.StringVar(&o.playersCSV, "players", "", "CSV file of players (header row; column name)")
	fs.BoolVar(&o.perPage, "round-per-page", false, "print each round of the tables on a page of its own")
	o.event.define(fs, "kept in the Event sheet for the TRF: ")
	o.numbers.define(fs, false)
}

func runRutsch(c *cli.Call, o *rutschFlags) error {
	r := sheets.Rutsch{RoundPerPage: o.perPage, Lang: o.Lang, Event: o.Event, Info: o.event.info(o.Event)}
	var err error
	if r.Players, r.N, err = playersAndN(c, o.n, o.playersCSV, o.enc, sheets.MinPlayers, sheets.MaxPlayers); err != nil {
		return err
	}
	if r.Players, r.Draw, err = o.numbers.apply(c, "rutsch", r.Players, r.N, false); err != nil {
		return err
	}
	if err := r.Validate(); err != nil {
		return fail("%v", err)
	}
	path, err := o.write(c, book(sizedName("rutsch", r.N), r, sheets.WriteRutsch))
	if err != nil {
		return err
	}
	fmt.Fprintf(o.report(c), "wrote %s (%d players)\n", path, r.N)
	return nil
}
