package report

import (
	"github.com/toutesrondes/toutesrondes/internal/badinput"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// onRoster is the row of team's roster that names name, nil when none
// does (or the workbook has no rosters).
func onRoster(rosters [][]readback.RosterPlayer, team int, name string) *readback.RosterPlayer {
	if name == "" || team < 1 || team > len(rosters) {
		return nil
	}
	for i := range rosters[team-1] {
		if rosters[team-1][i].Name == name {
			return &rosters[team-1][i]
		}
	}
	return nil
}

// reserves adds to ev, after the players of a Molter event or a
// Scheveningen match, the players of each team's roster who are not among
// them (the reserves, without games), and numbers the players team after
// team: each 001 line is a roster's player, each 310 line lists its team's.
func reserves(ev *teamEvent, rosters [][]readback.RosterPlayer) {
	for t, ps := range rosters {
		for i := range ps {
			in := false
			for _, pl := range ev.players {
				in = in || (pl.team == t+1 && pl.name == ps[i].Name)
			}
			if !in {
				ev.players = append(ev.players, teamPlayer{team: t + 1, name: ps[i].Name, roster: &ps[i]})
			}
		}
	}
	renumber(ev)
}

// named refuses a report without any player named: its 310 lines would
// list no 001 line, which readers of TRF refuse, and FIDE rates players.
func named(ev *teamEvent) error {
	for _, pl := range ev.players {
		if pl.name != "" {
			return nil
		}
	}
	where := "type the players on the Rosters sheet, one row each under his team"
	switch ev.what {
	case "Molter event":
		where = "type the players on the Players sheet (and what FIDE takes of them, rating, FIDE id …, on the Rosters sheet)"
	case "Scheveningen match":
		where = "type the players on the Teams sheet (and what FIDE takes of them, rating, FIDE id …, on the Rosters sheet)"
	}
	return badinput.Errorf("-format trf: no player of this %s is named, and a FIDE report lists each player (001) under his team (310): %s, or make the workbook with -teams-file listing them (one row a player: team, name, rating, FIDE id …); then read it again", ev.what, where)
}

// trf is pl's 001 line, number n, with his rounds: every field his roster
// row gives, and FIDE's spelling of his name where it gives one.
func (pl teamPlayer) trf(n int, rounds []trf.Round) trf.Player {
	p := trf.Player{Number: n, Name: pl.name, Points: trf.Score(rounds), Rounds: rounds}
	if r := pl.roster; r != nil {
		p.Rating, p.Federation, p.FideID, p.Title, p.BirthDate, p.Sex = r.Rating, r.Federation, r.FideID, r.Title, r.BirthDate, r.Sex
		if r.FideName != "" {
			p.Name = r.FideName
		}
	}
	return p
}
