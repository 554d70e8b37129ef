package main

import (
	"io"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// rosterPlayers are the players of a teams file's roster as a workbook
// keeps them (the names alone from the wide form).
func rosterPlayers(ps []csvin.Player) []sheets.Player {
	if ps == nil {
		return nil
	}
	out := make([]sheets.Player, len(ps))
	for i, p := range ps {
		out[i] = sheets.Player{Name: p.Name, Rating: p.Rating, Federation: p.Federation, Club: p.Club, FideID: p.FideID,
			Title: p.Title, BirthDate: p.BirthDate, Sex: p.Sex}
		if p.FirstName != "" {
			// FIDE's spelling, the name shown staying as the list gives it.
			out[i].FideName = p.LastName + ", " + p.FirstName
		}
	}
	return out
}

// warnLineUps says on stderr where a line-up breaks its roster's order
// (read goes on: a team may field its players otherwise where its
// competition's rules allow).
func warnLineUps(c *cli.Call, t *readback.TeamRoundRobin) {
	for _, w := range t.Warnings {
		io.WriteString(c.Stderr, c.Lang.F("mkxlsx read: %s: warning: %s\n", cli.Escape(c.Args[0]), c.Lang.Error(w)))
	}
}
