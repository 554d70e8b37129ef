package main

import (
	"flag"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
)

func schevName(m int, double bool) string {
	if double {
		return fmt.Sprintf("scheveningen-%02d-double.xlsx", m)
	}
	return fmt.Sprintf("scheveningen-%02d.xlsx", m)
}

// schevDefaultMax is the largest team of the default set: the documents
// print teams of 4 to 8; larger matches are made on demand.
const schevDefaultMax = 12

// schevSet is the blank match sheet of teams of 1 … 12, single and double.
func schevSet(o setOptions) []output {
	var outs []output
	for m := scheveningen.MinSize; m <= schevDefaultMax; m++ {
		for _, double := range []bool{false, true} {
			sc := sheets.Scheveningen{M: m, Double: double, Lang: o.Lang, Event: o.Event}
			outs = append(outs, book(schevName(m, double), sc, sheets.WriteScheveningen))
		}
	}
	return outs
}

type scheveningenFlags struct {
	eventBookFlags
	m        int
	double   bool
	teamsCSV string
}

func (o *scheveningenFlags) define(fs *flag.FlagSet) {
	o.eventBookFlags.define(fs, "scheveningen-MM.xlsx")
	cli.IntVar(fs, &o.m, "m", 0, fmt.Sprintf("players per team, %d to %d", scheveningen.MinSize, scheveningen.MaxSize))
	fs.BoolVar(&o.double, "double", false, "play the match twice, the second cycle with colours reversed")
	fs.StringVar(&o.teamsCSV, "teams-file", "", "CSV file of the two teams, A then B (header row; columns team, player1, player2, …)")
}

func runScheveningen(c *cli.Call, o *scheveningenFlags) error {
	if err := encodingUsed(c, o.teamsCSV, "-teams-file"); err != nil {
		return err
	}
	sc := sheets.Scheveningen{Lang: o.Lang, Event: o.Event, Info: o.info()}
	_, size, err := teamSizeFrom(c, "m", o.m, o.teamsCSV, o.enc) // -m from the teams file
	if err != nil {
		return err
	}
	o.m = size
	if o.m == 0 {
		return fail("-m is required (the players per team, or a -teams-file with player columns)")
	}
	if o.m < scheveningen.MinSize || o.m > scheveningen.MaxSize {
		return fail("-m %d: want a team size from %d to %d", o.m, scheveningen.MinSize, scheveningen.MaxSize)
	}
	sc.M, sc.Double = o.m, o.double
	if sc.Teams, err = teamsFile(o.teamsCSV, o.enc, sc.M); err != nil {
		return err
	}
	if len(sc.Teams) > 2 {
		return fail("%s lists %d teams: a match has two", o.teamsCSV, len(sc.Teams))
	}
	kind := "single"
	if sc.Double {
		kind = "double"
	}
	return writeBook(c, &o.bookFlags, schevName(sc.M, sc.Double), sc, sheets.WriteScheveningen, c.Lang.F("two teams of %d players, %s", sc.M, c.Lang.T(kind)))
}
