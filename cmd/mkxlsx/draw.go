package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/strongrand"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables"
)

// drawFlags are how a round robin's pairing numbers are given: the list's
// order (the default), by lot (-draw, -seed to make a draw again), by
// rating (-order rating), or by the restricted Varma draw (-order varma).
type drawFlags struct {
	draw              bool
	order, seed, date string
}

func (o *drawFlags) define(fs *flag.FlagSet, varma bool) {
	fs.BoolVar(&o.draw, "draw", false, "draw the pairing numbers by lot (needs -players); the seed is printed and kept in the Draw sheet")
	fs.StringVar(&o.seed, "seed", "", "with -draw: the seed of a draw to make again (a whole number, as printed); without it, a seed from a strong random source")
	orders := "list (the default: the list's order), rating (highest first, then by name), draw (as -draw)"
	if varma {
		orders += ", varma (the restricted draw of FIDE C.05 Annex 2 from the players' federations, 9 to 64 players)"
	}
	fs.StringVar(&o.order, "order", "list", "how the pairing numbers are given: "+orders)
	fs.StringVar(&o.date, "draw-date", "", "the date of the draw or of the numbering, YYYY-MM-DD (default: today)")
}

// apply gives the players their pairing numbers as the flags say: the
// players in pairing-number order and the record of the draw (nil for the
// list's order). A seed drawn here is printed on standard error, so that
// it is known even when the workbook is lost. command names the command
// in the record's line to make the draw again.
func (o *drawFlags) apply(c *cli.Call, command string, players []sheets.Player, n int, varmaAllowed bool) ([]sheets.Player, *sheets.DrawRecord, error) {
	order := strings.ToLower(strings.TrimSpace(o.order))
	valid := []string{"list", "rating", "draw"}
	if varmaAllowed {
		valid = append(valid, "varma")
	}
	known := false
	for _, v := range valid {
		known = known || v == order
	}
	if !known {
		return nil, nil, cli.Usagef("-order %q: want %s", o.order, strings.Join(valid, ", "))
	}
	if o.draw {
		if c.Given("order") && order != "draw" {
			return nil, nil, cli.Usagef("-draw and -order %s conflict: the numbers are drawn by lot or given by %s, not both", order, order)
		}
		order = "draw"
	}
	random := order == "draw" || order == "varma"
	if c.Given("seed") && !random {
		return nil, nil, cli.Usagef("-seed without -draw: a seed makes a draw again; add -draw (or -order varma)")
	}
	if c.Given("draw-date") && order == "list" {
		return nil, nil, cli.Usagef("-draw-date without -draw or -order: the list's order is no draw")
	}
	if order == "list" {
		return players, nil, nil
	}
	if len(players) == 0 {
		return nil, nil, cli.Usagef("-%s needs -players: there is nobody to number", map[bool]string{true: "draw", false: "order " + order}[order == "draw"])
	}
	if len(players) != n {
		return nil, nil, fail("-players lists %d players, -n says %d: a numbering needs every player", len(players), n)
	}
	date := time.Now().Format("2006-01-02")
	if c.Given("draw-date") {
		d, err := sheets.ParseDate(o.date)
		if err != nil {
			return nil, nil, cli.Usagef("-draw-date: %v", err)
		}
		date = d.Format("2006-01-02")
	}
	var seed uint64
	if random {
		var err error
		if c.Given("seed") {
			if seed, err = cli.ParseSeed("-seed", o.seed); err != nil {
				return nil, nil, cli.Usagef("%v", err)
			}
		} else if seed, err = strongrand.Seed(); err != nil {
			return nil, nil, err
		}
	}
	var rec sheets.DrawRecord
	switch order {
	case "rating":
		players, rec = sheets.ByRating(players, date)
	case "draw":
		players, rec = sheets.DrawLots(players, seed, date)
		rec.Again = fmt.Sprintf("mkxlsx %s … -draw -seed %d", command, seed)
	case "varma":
		var err error
		if players, rec, err = sheets.DrawVarmaNumbers(players, seed, date); err != nil {
			return nil, nil, fail("-order varma: %s", tables.Message(err))
		}
		rec.Again = fmt.Sprintf("mkxlsx %s … -order varma -seed %d", command, seed)
	}
	if random {
		io.WriteString(c.Stderr, c.Lang.F("pairing numbers drawn with seed %d (-seed %d draws them again)\n", seed, seed))
	}
	return players, &rec, nil
}
