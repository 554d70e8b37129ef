package main

import (
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/sheets"
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
