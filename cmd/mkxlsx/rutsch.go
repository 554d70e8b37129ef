package main

import (
	"flag"

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
	eventBookFlags
	playerFlags
	perPage bool
	numbers drawFlags
}

func (o *rutschFlags) define(fs *flag.FlagSet) {
	o.eventBookFlags.define(fs, "rutsch-NN.xlsx")
	o.playerFlags.define(fs, sheets.MinPlayers, sheets.MaxPlayers, "CSV file of players (header row; column name)")
	fs.BoolVar(&o.perPage, "round-per-page", false, "print each round of the tables on a page of its own")
	o.numbers.define(fs, false)
}

func runRutsch(c *cli.Call, o *rutschFlags) error {
	if err := encodingUsed(c, o.playersCSV, "-players"); err != nil {
		return err
	}
	r := sheets.Rutsch{RoundPerPage: o.perPage, Lang: o.Lang, Event: o.Event, Info: o.info()}
	var err error
	if r.Players, r.N, err = o.players(c, o.enc); err != nil {
		return err
	}
	if r.Players, r.Draw, err = o.numbers.apply(c, "rutsch", r.Players, r.N, false); err != nil {
		return err
	}
	return writeBook(c, &o.bookFlags, sizedName("rutsch", r.N), r, sheets.WriteRutsch, c.Lang.F("%d players", r.N))
}
