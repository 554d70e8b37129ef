package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strings"
	"time"

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
		return csvin.ReadEntrants(r, name, enc)
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
// nOrListed does; more players than -n is an error.
func playersAndN(c *cli.Call, n int, path string, enc csvin.Encoding) ([]sheets.Player, int, error) {
	players, err := readFile("-players", path, func(r io.Reader, name string) ([]sheets.Player, error) {
		return readPlayers(r, name, enc)
	})
	if err != nil {
		return nil, 0, err
	}
	if n, err = nOrListed(c.Given("n"), n, "-players", path, len(players)); err != nil {
		return nil, 0, err
	}
	if len(players) > n {
		return nil, 0, fail("%s lists %d players, more than -n %d", path, len(players), n)
	}
	return players, n, nil
}

// maxRating bounds a rating read from a player list.
const maxRating = 4000

// csvTable is a user's CSV file with a header row, read by csvin: bounded,
// decoded and checked, commas, semicolons or tabs, every error naming the
// input and the line ("players.csv:4: ...").
type csvTable struct {
	*csvin.Reader
	name   string
	header []string
}

// openTable reads the header row of a CSV file that must have column want.
func openTable(r io.Reader, name, want string, enc csvin.Encoding) (*csvTable, error) {
	cr, err := csvin.NewReader(r, name, enc)
	if err != nil {
		return nil, err
	}
	header, err := cr.Read()
	if err == io.EOF {
		return nil, fmt.Errorf("%s: empty, want a header row with a %s column", name, want)
	}
	if err != nil {
		return nil, csvin.Error(name, err)
	}
	return &csvTable{Reader: cr, name: name, header: header}, nil
}

func (t *csvTable) fail(line int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", t.name, line, fmt.Sprintf(format, args...))
}

// noColumn reports a header without the required column.
func (t *csvTable) noColumn(want string) error {
	return t.fail(1, "no column %q in the header %q", want, strings.Join(t.header, string(t.Comma)))
}

// rows calls row with each data row and its line, until the end or the
// first error.
func (t *csvTable) rows(row func(line int, rec []string) error) error {
	for {
		rec, err := t.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return csvin.Error(t.name, err)
		}
		line, _ := t.FieldPos(0)
		if err := row(line, rec); err != nil {
			return err
		}
	}
}

// field is column i of rec, trimmed; "" when rec has no column i (or i < 0).
func field(rec []string, i int) string {
	if i >= 0 && i < len(rec) {
		return strings.TrimSpace(rec[i])
	}
	return ""
}

// readPlayers reads a player list: a header row naming the columns, then one
// player per row in pairing-number order. The columns name (required),
// rating and federation are read, whatever their order and case; other
// columns are ignored.
func readPlayers(r io.Reader, name string, enc csvin.Encoding) ([]sheets.Player, error) {
	infos, err := readPlayerInfos(r, name, enc)
	players := make([]sheets.Player, len(infos))
	for i, p := range infos {
		players[i] = p.Player
	}
	return players, err
}

// playerInfo is a row of a player list: what the workbook shows, and what
// only a tournament report (TRF) needs, from optional columns "fide id",
// "title", "birth date" and "sex" (lists without them read as before).
type playerInfo struct {
	sheets.Player
	FideID, Title, BirthDate, Sex string
}

// titles are FIDE's titles as a TRF writes them.
var titles = []string{"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"}

func readPlayerInfos(r io.Reader, name string, enc csvin.Encoding) ([]playerInfo, error) {
	t, err := openTable(r, name, "name", enc)
	if err != nil {
		return nil, err
	}
	col := map[string]int{"name": -1, "rating": -1, "federation": -1, "fide id": -1, "title": -1, "birth date": -1, "sex": -1}
	for i, h := range t.header {
		h = strings.ToLower(strings.TrimSpace(h))
		if j, ok := col[h]; ok {
			if j >= 0 {
				return nil, t.fail(1, "column %q appears twice", h)
			}
			col[h] = i
		}
	}
	if col["name"] < 0 {
		return nil, t.noColumn("name")
	}
	var players []playerInfo
	err = t.rows(func(line int, rec []string) error {
		p := playerInfo{Player: sheets.Player{Name: field(rec, col["name"]), Federation: field(rec, col["federation"])},
			FideID: field(rec, col["fide id"]), Title: strings.ToUpper(field(rec, col["title"])),
			BirthDate: field(rec, col["birth date"]), Sex: strings.ToLower(field(rec, col["sex"]))}
		if p.Name == "" {
			return t.fail(line, "no name")
		}
		if s := field(rec, col["rating"]); s != "" {
			n, err := cli.ParseInt("rating", s)
			if err != nil || n < 0 || n > maxRating {
				return t.fail(line, "rating %q is not a whole number from 0 to %d", s, maxRating)
			}
			p.Rating = n
		}
		if p.FideID != "" && (len(p.FideID) > 11 || strings.Trim(p.FideID, "0123456789") != "") {
			return t.fail(line, "FIDE id %q is not a number of at most 11 digits", p.FideID)
		}
		if p.Title != "" && !slices.Contains(titles, p.Title) {
			return t.fail(line, "title %q is not one of %s", p.Title, strings.Join(titles, ", "))
		}
		if p.BirthDate != "" {
			d, ok := birthDate(p.BirthDate)
			if !ok {
				return t.fail(line, "birth date %q: want YYYY-MM-DD, YYYY/MM/DD or YYYY", p.BirthDate)
			}
			p.BirthDate = d
		}
		switch p.Sex {
		case "", "m", "w":
		case "f":
			p.Sex = "w" // TRF writes w
		default:
			return t.fail(line, "sex %q: want m, w (or f) or nothing", p.Sex)
		}
		if len(players) == sheets.MaxPlayers {
			return t.fail(line, "more than %d players", sheets.MaxPlayers)
		}
		players = append(players, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return players, nil
}

// birthDate reads YYYY-MM-DD, YYYY/MM/DD or YYYY into TRF's YYYY/MM/DD
// (or YYYY).
func birthDate(s string) (string, bool) {
	if len(s) == 4 && strings.Trim(s, "0123456789") == "" {
		return s, true
	}
	s = strings.ReplaceAll(s, "-", "/")
	if _, err := time.Parse("2006/01/02", s); err != nil {
		return "", false
	}
	return s, true
}

// maxPlayerColumn bounds the order numbers of a teams file read without
// the event's team size (the team round robin reads only the names): the
// columns player1 … player1000 at most.
const maxPlayerColumn = 1000

// playerColumn matches the player columns of a teams file: player1,
// "Player 2", …
var playerColumn = regexp.MustCompile(`^player\s*([0-9]+)$`)

// readTeams reads a teams file: a header row, then one team per row in the
// order of the letters (A, B, …: after the drawing of the envelopes). The
// column team (the team's name) is required; the columns player1, player2,
// … give its players, strongest first; other columns are ignored. players
// bounds the player columns (0: maxPlayerColumn).
func readTeams(r io.Reader, name string, enc csvin.Encoding, players int) ([]sheets.Team, error) {
	if players <= 0 {
		players = maxPlayerColumn
	}
	t, err := openTable(r, name, "team", enc)
	if err != nil {
		return nil, err
	}
	teamCol := -1
	playerCol := map[int]int{} // order number -> column
	maxOrder := 0
	for i, h := range t.header {
		h = strings.ToLower(strings.TrimSpace(h))
		if h == "team" {
			if teamCol >= 0 {
				return nil, t.fail(1, "column %q appears twice", h)
			}
			teamCol = i
			continue
		}
		if mm := playerColumn.FindStringSubmatch(h); mm != nil {
			k, err := cli.ParseInt("player", mm[1])
			if err != nil || k < 1 || k > players {
				return nil, t.fail(1, "column %q: a team has players 1 to %d", strings.TrimSpace(t.header[i]), players)
			}
			if _, dup := playerCol[k]; dup {
				return nil, t.fail(1, "column %q appears twice", h)
			}
			playerCol[k] = i
			maxOrder = max(maxOrder, k)
		}
	}
	if teamCol < 0 {
		return nil, t.noColumn("team")
	}
	var teams []sheets.Team
	err = t.rows(func(line int, rec []string) error {
		tm := sheets.Team{Name: field(rec, teamCol)}
		if tm.Name == "" {
			return t.fail(line, "no team name")
		}
		for k := 1; k <= maxOrder; k++ {
			c, ok := playerCol[k]
			if !ok {
				c = -1
			}
			tm.Players = append(tm.Players, field(rec, c))
		}
		for len(tm.Players) > 0 && tm.Players[len(tm.Players)-1] == "" {
			tm.Players = tm.Players[:len(tm.Players)-1]
		}
		teams = append(teams, tm)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(teams) == 0 {
		return nil, fmt.Errorf("%s: no teams", name)
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
