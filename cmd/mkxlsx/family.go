package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/toutesrondes/toutesrondes/internal/csvin"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
)

// What every family's command shares: the flags of a workbook that keeps
// the event for the TRF, and the last steps of making one (check, write,
// say what was written).

// eventBookFlags are the flags of a command writing a workbook whose Event
// sheet keeps the event for the TRF: those of bookFlags and eventFlags.
type eventBookFlags struct {
	bookFlags
	event eventFlags
}

// define adds the flags; name is the default output file, as for
// bookFlags.
func (o *eventBookFlags) define(fs *flag.FlagSet, name string) {
	o.bookFlags.define(fs, name)
	o.event.define(fs, "kept in the Event sheet for the TRF: ")
}

// info is the event the flags give, for the Event sheet.
func (o *eventBookFlags) info() sheets.EventInfo { return o.event.info(o.Event) }

// validator is a family's workbook description (sheets.Rutsch, …).
type validator interface{ Validate() error }

// writeBook checks v, writes it as the workbook name (to -o, see
// bookFlags.write) and reports "wrote PATH (what)" in the call's language
// (what already said in it).
func writeBook[T validator](c *cli.Call, o *bookFlags, name string, v T, write func(io.Writer, T) error, what string) error {
	if err := v.Validate(); err != nil {
		return fail("%v", err)
	}
	path, err := o.write(c, book(name, v, write))
	if err != nil {
		return err
	}
	fmt.Fprint(o.report(c), c.Lang.F("wrote %s (%s)\n", path, what))
	return nil
}

// playerFlags are -n and -players of the individual round robins (berger,
// rutsch, varma): N, or the list whose length gives it.
type playerFlags struct {
	n          int
	playersCSV string
}

// define adds -n (lo to hi) and -players; list says what the file holds.
func (o *playerFlags) define(fs *flag.FlagSet, lo, hi int, list string) {
	cli.IntVar(fs, &o.n, "n", 0, fmt.Sprintf("number of players, %d to %d (default: the number in -players)", lo, hi))
	fs.StringVar(&o.playersCSV, "players", "", list)
}

// players reads -players and settles N (playersAndN).
func (o *playerFlags) players(c *cli.Call, enc csvin.Encoding) ([]sheets.Player, int, error) {
	return playersAndN(c, o.n, o.playersCSV, enc, sheets.MinPlayers, sheets.MaxPlayers)
}

// encodingUsed refuses -encoding typed without the list file it reads
// (listFlag): a typed value the command would not use.
func encodingUsed(c *cli.Call, list, listFlag string) error {
	if c.Given("encoding") && list == "" {
		return cli.Usagef("-encoding is for the list file: give %s, or leave -encoding out", listFlag)
	}
	return nil
}
