package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
)

// bergerName is the default file name of a round robin of n players.
func bergerName(n, cycles int) string {
	switch cycles {
	case 1:
		return fmt.Sprintf("berger-%02d.xlsx", n)
	case 2:
		return fmt.Sprintf("berger-%02d-double.xlsx", n)
	}
	return fmt.Sprintf("berger-%02d-c%d.xlsx", n, cycles)
}

// defaultMax is the largest size of the default set: 3 … 30 players, the
// sizes whose cross table prints on one page.
const defaultMax = 30

// bergerSet is the default set: 3 … 30 players, single and double, blank.
func bergerSet(o setOptions) []output {
	var outs []output
	for n := sheets.MinPlayers; n <= defaultMax; n++ {
		for _, cycles := range []int{1, 2} {
			rr := sheets.RoundRobin{N: n, Cycles: cycles, Swap: true, Lang: o.Lang, Event: o.Event}
			outs = append(outs, book(bergerName(n, cycles), rr, sheets.WriteRoundRobin))
		}
	}
	return outs
}

type bergerFlags struct {
	eventBookFlags
	playerFlags
	cycles                int
	double, swap, perPage bool
	tiebreaks             string
	numbers               drawFlags
}

func (o *bergerFlags) define(fs *flag.FlagSet) {
	o.eventBookFlags.define(fs, "berger-NN.xlsx")
	fs.BoolVar(&o.double, "double", false, "double round robin (same as -cycles 2)")
	cli.IntVar(fs, &o.cycles, "cycles", 1, fmt.Sprintf("number of cycles, 1 to %d", sheets.MaxCycles))
	fs.BoolVar(&o.swap, "swap", true, "exchange the last two rounds of every cycle but the last")
	fs.BoolVar(&o.perPage, "round-per-page", false, "print each round of the pairings on a page of its own")
	o.playerFlags.define(fs, sheets.MinPlayers, sheets.MaxPlayers, "CSV file of players (header row; columns name, rating, federation)")
	fs.StringVar(&o.tiebreaks, "tiebreaks", sheets.FormatTieBreaks(sheets.DefaultTieBreaks), "tie-breaks after points, in order: sb, wins, de, koya, bpg, bwg, won, aro, tpr, or their C.07 codes SB, WIN, DE, KS, BPG, BWG, WON, ARO, TPR; or fide (the default, FIDE's order for round robins) or documents (sb,wins,de, the order of 000/001)")
	o.numbers.define(fs, true)
}

func runBerger(c *cli.Call, o *bergerFlags) error {
	if err := encodingUsed(c, o.playersCSV, "-players"); err != nil {
		return err
	}
	var err error
	rr := sheets.RoundRobin{Lang: o.Lang, Event: o.Event}
	rr.Cycles = o.cycles
	if o.double {
		if c.Given("cycles") && o.cycles != 2 {
			return fail("-double and -cycles %d disagree", o.cycles)
		}
		rr.Cycles = 2
	}
	rr.Swap, rr.RoundPerPage = o.swap, o.perPage
	if strings.TrimSpace(o.tiebreaks) == "" {
		return fail("-tiebreaks is empty: name the tie-breaks in order, from sb, wins, de, koya, bpg, bwg, won, aro, tpr (or SB, WIN, DE, KS, BPG, BWG, WON, ARO, TPR)")
	}
	if rr.TieBreaks, err = sheets.ParseTieBreaks(o.tiebreaks); err != nil {
		return fail("-tiebreaks: %v", err)
	}
	if rr.Players, rr.N, err = o.players(c, o.enc); err != nil {
		return err
	}
	if rr.Players, rr.Draw, err = o.numbers.apply(c, "berger", rr.Players, rr.N, true); err != nil {
		return err
	}
	if rr.Cycles < 1 || rr.Cycles > sheets.MaxCycles {
		return fail("-cycles %d: want 1 to %d", rr.Cycles, sheets.MaxCycles)
	}
	rr.Info = o.info()
	kind := c.Lang.T(map[int]string{1: "single", 2: "double"}[rr.Cycles])
	if kind == "" {
		kind = c.Lang.F("%d cycles", rr.Cycles)
	}
	return writeBook(c, &o.bookFlags, bergerName(rr.N, rr.Cycles), rr, sheets.WriteRoundRobin, c.Lang.F("%d players, %s", rr.N, kind))
}
