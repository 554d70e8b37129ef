package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/internal/strongrand"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

// The inputs of the workbooks that the command, not package sheets, makes:
// the player and team lists read from the user's CSV files (the Varma
// entrants are read by csvin.ReadEntrants), the size they settle, and the
// drawing of lots. The workbooks only write what they are given.

// readFile reads the list file path, given with flag ("-players"), with
// read; no path reads nothing. Its errors are bad input, named after the
// flag when the file cannot be opened, after the file and line otherwise.
func readFile[T any](flag, path string, read func(r io.Reader, name string) (T, error)) (T, error) {
	var v T
	if path == "" {
		return v, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return v, fail("%s: %v", flag, err)
	}
	defer f.Close()
	if v, err = read(f, path); err != nil {
		return v, fail("%v", err)
	}
	return v, nil
}

// teamsFile reads the -teams-file path with readTeams; players bounds the
// player columns (0: maxPlayerColumn).
func teamsFile(path string, enc csvin.Encoding, players int) ([]sheets.Team, error) {
	return readFile("-teams-file", path, func(r io.Reader, name string) ([]sheets.Team, error) {
		return readTeams(r, name, enc, players)
	})
}

// entrantsFile reads the -players file of a Varma draw.
func entrantsFile(path string, enc csvin.Encoding) ([]varma.Entrant, error) {
	return readFile("-players", path, func(r io.Reader, name string) ([]varma.Entrant, error) {
		return csvin.ReadEntrants(r, name, enc, varma.MaxPlayers)
	})
}

// nOrListed settles the size of a workbook: n when -n was given, else the
// number of entries the list file of listFlag (path) holds.
func nOrListed(given bool, n int, listFlag, path string, listed int) (int, error) {
	switch {
	case given:
		return n, nil
	case path != "":
		return listed, nil
	}
	return 0, fail("-n is required (or %s)", listFlag)
}

// playersAndN reads the -players file of a round robin and settles N as
// nOrListed does; N must be from lo to hi (the message names -n when it was
// given, the file otherwise), and the file may list no more than N players.
func playersAndN(c *cli.Call, n int, path string, enc csvin.Encoding, lo, hi int) ([]sheets.Player, int, error) {
	players, err := readFile("-players", path, func(r io.Reader, name string) ([]sheets.Player, error) {
		return readPlayers(r, name, enc)
	})
	if err != nil {
		return nil, 0, err
	}
	if n, err = nOrListed(c.Given("n"), n, "-players", path, len(players)); err != nil {
		return nil, 0, err
	}
	if n < lo || n > hi {
		if !c.Given("n") {
			return nil, 0, fail("%s lists %d players: want %d to %d", path, n, lo, hi)
		}
		return nil, 0, fail("-n %d: want %d to %d players", n, lo, hi)
	}
	if len(players) > n {
		return nil, 0, fail("%s lists %d players, more than -n %d", path, len(players), n)
	}
	return players, n, nil
}

// readPlayers reads a player list with csvin.ReadPlayers (headers in
// English or French, commas or semicolons) into the players a workbook
// shows.
func readPlayers(r io.Reader, name string, enc csvin.Encoding) ([]sheets.Player, error) {
	infos, err := readPlayerInfos(r, name, enc)
	players := make([]sheets.Player, len(infos))
	for i, p := range infos {
		players[i] = p.Player
		players[i].Club, players[i].FideID, players[i].Title, players[i].BirthDate, players[i].Sex =
			p.Club, p.FideID, p.Title, p.BirthDate, p.Sex
		if p.FirstName != "" {
			// FIDE's spelling, the name shown staying as the list gives it.
			players[i].FideName = p.LastName + ", " + p.FirstName
		}
	}
	return players, err
}

// playerInfo is a row of a player list: what the workbook shows, and what
// only a tournament report (TRF) needs, from the optional columns of
// csvin.Player (lists without them read as before).
type playerInfo struct {
	sheets.Player
	FideID, Title, BirthDate, Sex string
	LastName, FirstName, Club     string
}

func readPlayerInfos(r io.Reader, name string, enc csvin.Encoding) ([]playerInfo, error) {
	ps, err := csvin.ReadPlayers(r, name, enc, sheets.MaxPlayers)
	if err != nil {
		return nil, err
	}
	var infos []playerInfo
	for _, p := range ps {
		infos = append(infos, playerInfo{Player: sheets.Player{Name: p.Name, Rating: p.Rating, Federation: p.Federation},
			FideID: p.FideID, Title: p.Title, BirthDate: p.BirthDate, Sex: p.Sex,
			LastName: p.LastName, FirstName: p.FirstName, Club: p.Club})
	}
	return infos, nil
}

// maxPlayerColumn bounds the order numbers of a teams file read without
// the event's team size (the team round robin reads only the names): the
// columns player1 … player1000 at most.
const maxPlayerColumn = 1000

// readTeams reads a teams file with csvin.ReadTeams (team or équipe, then
// player1 … or Joueur 1 …); players bounds the player columns (0:
// maxPlayerColumn).
func readTeams(r io.Reader, name string, enc csvin.Encoding, players int) ([]sheets.Team, error) {
	if players <= 0 {
		players = maxPlayerColumn
	}
	ts, err := csvin.ReadTeams(r, name, enc, players)
	if err != nil {
		return nil, err
	}
	teams := make([]sheets.Team, len(ts))
	for i, t := range ts {
		teams[i] = sheets.Team{Name: t.Name, Players: t.Players, Roster: rosterPlayers(t.Roster)}
		if len(t.Players) > players {
			// A long form's reserves: on the roster, not in the line-up.
			teams[i].Players = t.Players[:players]
		}
	}
	return teams, nil
}

// drawVarma makes the restricted drawing of lots of a Varma workbook:
// reproducible with seed, from a strong random source without.
func drawVarma(entrants []varma.Entrant, seed *uint64) (*varma.DrawResult, error) {
	var rng *rand.Rand
	if seed != nil {
		rng = varma.SeededRand(*seed)
	} else {
		var err error
		if rng, err = strongrand.New(); err != nil {
			return nil, err
		}
	}
	d, err := varma.Draw(entrants, rng)
	if err != nil {
		return nil, fmt.Errorf("varma: %s", tables.Message(err))
	}
	return &d, nil
}
