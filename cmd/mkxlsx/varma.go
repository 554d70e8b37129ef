package main

import (
	"flag"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/strongrand"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

// varmaSet is the blank draw sheet of every size the Varma tables serve.
func varmaSet(o setOptions) []output {
	return eachSize(varma.MinPlayers, varma.MaxPlayers, func(n int) output {
		return book(sizedName("varma", n), sheets.Varma{N: n, Lang: o.Lang, Event: o.Event}, sheets.WriteVarma)
	})
}

type varmaFlags struct {
	bookFlags
	playerFlags
	seedFlag string
}

func (o *varmaFlags) define(fs *flag.FlagSet) {
	o.bookFlags.define(fs, "varma-NN.xlsx")
	o.playerFlags.define(fs, varma.MinPlayers, varma.MaxPlayers, "CSV file of the players: name,affinity (or a header row with name and affinity, federation or club)")
	fs.StringVar(&o.seedFlag, "seed", "", "seed of a reproducible draw (a whole number); without it, a strong random source")
}

func runVarma(c *cli.Call, o *varmaFlags) error {
	if err := encodingUsed(c, o.playersCSV, "-players"); err != nil {
		return err
	}
	v := sheets.Varma{Lang: o.Lang, Event: o.Event}
	if o.seedFlag != "" {
		s, err := cli.ParseSeed("-seed", o.seedFlag)
		if err != nil {
			return fail("%v", err)
		}
		if o.playersCSV == "" {
			return fail("-seed needs -players: there is nothing to draw")
		}
		v.Seed = &s
	}
	entrants, err := entrantsFile(o.playersCSV, o.enc)
	if err != nil {
		return err
	}
	if v.N, err = nOrListed(c.Given("n"), o.n, "-players", o.playersCSV, len(entrants)); err != nil {
		return err
	}
	if v.N < varma.MinPlayers || v.N > varma.MaxPlayers {
		if c.Given("n") {
			return fail("-n %d: want %d to %d players", v.N, varma.MinPlayers, varma.MaxPlayers)
		}
		return fail("%s lists %d players: want %d to %d", o.playersCSV, v.N, varma.MinPlayers, varma.MaxPlayers)
	}
	if entrants != nil && len(entrants) != v.N {
		return fail("%s lists %d players, -n says %d: a draw needs every player", o.playersCSV, len(entrants), v.N)
	}
	strong := entrants != nil && v.Seed == nil
	if entrants != nil {
		if v.Seed == nil {
			// A seed from the strong source, printed and kept in the
			// workbook: the draw stays unpredictable and can be checked.
			s, err := strongrand.Seed()
			if err != nil {
				return err
			}
			v.Seed = &s
			fmt.Fprintf(c.Stderr, "drawn with seed %d (-seed %d draws it again)\n", s, s)
		}
		if v.Draw, err = drawVarma(entrants, v.Seed); err != nil {
			return err
		}
	}
	what := c.Lang.T("blank draw")
	switch {
	case strong:
		what = c.Lang.F("drawn from a strong random source, seed %d", *v.Seed)
	case v.Seed != nil:
		what = c.Lang.F("drawn with seed %d", *v.Seed)
	case v.Draw != nil:
		what = c.Lang.T("drawn from a strong random source")
	}
	return writeBook(c, &o.bookFlags, sizedName("varma", v.N), v, sheets.WriteVarma, c.Lang.F("%d players, %s", v.N, what))
}
