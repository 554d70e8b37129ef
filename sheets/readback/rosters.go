package readback

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// cellRef is a formula that shows another cell as text, as mkxlsx writes
// the cells that take a name from elsewhere (`Rosters!$D$5&""`): the
// sheet (quoted or not), the column, the row.
var cellRef = regexp.MustCompile(`^(?:'((?:[^']|'')+)'!|([^!'"&]+)!)?\$?([A-Z]{1,3})\$?([0-9]+)&""$`)

// referred is the value a cell without a value stored would show when its
// formula is a cellRef (a workbook written by mkxlsx and read before a
// spreadsheet calculated it): the value of the cell it refers to, followed
// a few steps; "" otherwise.
func (b *book) referred(sheet, ref string, depth int) string {
	if depth > 4 {
		return ""
	}
	f, err := b.f.GetCellFormula(sheet, ref)
	if err != nil || f == "" {
		return ""
	}
	m := cellRef.FindStringSubmatch(strings.TrimPrefix(f, "="))
	if m == nil {
		return ""
	}
	switch {
	case m[1] != "":
		sheet = strings.ReplaceAll(m[1], "''", "'")
	case m[2] != "":
		sheet = m[2]
	}
	to := m[3] + m[4]
	v, err := b.f.GetCellValue(sheet, to)
	if err != nil {
		return ""
	}
	if v == "" {
		return b.referred(sheet, to, depth+1)
	}
	return v
}

// RosterPlayer is a player of a team's roster (the Roster sheet of a team
// workbook): what a FIDE report takes of him, and the row that holds it.
type RosterPlayer struct {
	Team, Order                          int // the team from 1 (A), the place in its roster from 1
	Name, FideName                       string
	Rating                               int // 0: unrated
	Federation, FideID, Title, BirthDate string
	Sex                                  string
	Cell                                 string // the name's cell
	FideIDCell                           string // the FIDE id's cell (RosterFideIDs)
}

// rosterTitles are FIDE's titles as a roster gives them.
var rosterTitles = []string{"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"}

// rosters reads the Roster sheet of a workbook of teams teams, by its
// defined names (nil for an older workbook without them): its rows with a
// name, by team in roster order. A value a FIDE report cannot take is a
// problem naming its cell; so is a name twice in one team.
func (b *book) rosters(teams int, kind string) [][]RosterPlayer {
	if _, ok := b.defined[contract.RosterNames]; !ok {
		return nil
	}
	cols := map[string]area{}
	for _, n := range []string{contract.RosterTeams, contract.RosterNames, contract.RosterRatings, contract.RosterFederations,
		contract.RosterFideIDs, contract.RosterTitles, contract.RosterBirthDates, contract.RosterSexes, contract.RosterFideNames} {
		a, err := b.area(n, kind)
		if err != nil {
			b.add(kindSheet, "%v", err)
			return nil
		}
		cols[n] = a
	}
	names := cols[contract.RosterNames]
	for n, a := range cols {
		if a.col1 != a.col2 || a.row1 != names.row1 || a.row2 != names.row2 || a.sheet != names.sheet {
			b.add(kindSheet, "defined names %s and %s: want one column each, in the same rows of one sheet", contract.RosterNames, n)
			return nil
		}
	}
	if names.rows() > maxRosterRows {
		b.add(kindSheet, "defined name %s: %d rows, at most %d are read", contract.RosterNames, names.rows(), maxRosterRows)
		return nil
	}
	out := make([][]RosterPlayer, teams)
	get := func(n string, row int) string {
		a := cols[n]
		return strings.TrimSpace(b.value(a, a.col1, row))
	}
	for row := names.row1; row <= names.row2; row++ {
		p := RosterPlayer{Name: get(contract.RosterNames, row), FideName: get(contract.RosterFideNames, row),
			Federation: strings.ToUpper(get(contract.RosterFederations, row)), FideID: get(contract.RosterFideIDs, row),
			Title: strings.ToUpper(get(contract.RosterTitles, row)), BirthDate: get(contract.RosterBirthDates, row),
			Sex: strings.ToLower(get(contract.RosterSexes, row)), Cell: names.cell(names.col1, row)}
		if p.Name == "" {
			continue
		}
		at := func(n string) string { a := cols[n]; return a.cell(a.col1, row) }
		p.FideIDCell = at(contract.RosterFideIDs)
		t, err := strconv.Atoi(get(contract.RosterTeams, row))
		if err != nil || t < 1 || t > teams {
			b.add(kindRoster, "%s: %s is not a team's number from 1 to %d", at(contract.RosterTeams), quote(get(contract.RosterTeams, row)), teams)
			continue
		}
		p.Team = t
		if s := get(contract.RosterRatings, row); s != "" {
			x, ok := number(s)
			if !ok || x < 0 || x > 4000 || x != float64(int(x)) {
				b.add(kindRoster, "%s: rating %s: want a whole number from 0 to 4000, or nothing", at(contract.RosterRatings), quote(s))
			}
			p.Rating = int(x)
		}
		if p.Federation != "" && (len(p.Federation) != 3 || strings.Trim(p.Federation, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "") {
			b.add(kindRoster, "%s: federation %s: want three letters (FRA), or nothing", at(contract.RosterFederations), quote(p.Federation))
		}
		if p.FideID != "" && (len(p.FideID) > 11 || strings.Trim(p.FideID, "0123456789") != "") {
			b.add(kindRoster, "%s: FIDE id %s: want at most 11 digits, or nothing", at(contract.RosterFideIDs), quote(p.FideID))
		}
		if p.Title != "" && !slices.Contains(rosterTitles, p.Title) {
			b.add(kindRoster, "%s: title %s: want one of %s, or nothing", at(contract.RosterTitles), quote(p.Title), strings.Join(rosterTitles, ", "))
		}
		if p.BirthDate != "" && !birthDate(p.BirthDate) {
			b.add(kindRoster, "%s: birth date %s: want YYYY/MM/DD or YYYY, or nothing", at(contract.RosterBirthDates), quote(p.BirthDate))
		}
		switch p.Sex {
		case "", "m", "w":
		default:
			b.add(kindRoster, "%s: sex %s: want m, w or nothing", at(contract.RosterSexes), quote(p.Sex))
		}
		for _, q := range out[t-1] {
			if q.Name == p.Name {
				b.add(kindRoster, "%s: %s is on team %d's roster twice (%s)", p.Cell, quote(p.Name), t, q.Cell)
			}
		}
		p.Order = len(out[t-1]) + 1
		out[t-1] = append(out[t-1], p)
	}
	return out
}

// maxRosterRows bounds the rows of a Roster sheet read.
const maxRosterRows = 64 * 100

// birthDate reports whether s is YYYY/MM/DD or YYYY, as a roster gives it.
func birthDate(s string) bool {
	digits := func(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }
	if len(s) == 4 {
		return digits(s)
	}
	p := strings.Split(s, "/")
	return len(s) == 10 && len(p) == 3 && len(p[0]) == 4 && digits(p[0]) && digits(p[1]) && digits(p[2])
}

// The kinds of problems of the rosters and the line-ups.
const (
	kindRoster = "not a value a roster takes"
	kindLineUp = "a line-up the rosters do not allow"
)

// teamLineUps reads the rosters of a team round robin and the players of
// each board game (BoardHomePlayers, BoardAwayPlayers) over those the
// Boards sheet's white and black columns show: each must be on his team's
// roster, once a match. A line-up that breaks the roster order (a player
// on a board above one placed before him) is a warning.
func (b *book) teamLineUps(t *TeamRoundRobin, matches []teamrank.Match, whites, blacks area) {
	const kind = "a team round-robin workbook"
	t.Rosters = b.rosters(t.N, kind)
	if _, ok := b.defined[contract.BoardHomePlayers]; !ok {
		return // an older workbook: the names of the white and black columns
	}
	// The line-ups of the Teams sheet show the rosters by formula: a name
	// typed over one would be read nowhere.
	if lu, err := b.area(contract.LineUps, kind); err == nil && t.Rosters != nil {
		for row := lu.row1; row <= lu.row2 && row-lu.row1 < 64; row++ {
			for col := lu.col1; col <= lu.col2 && col-lu.col1 < 100; col++ {
				c, _ := excelize.CoordinatesToCellName(col, row)
				if f, _ := b.f.GetCellFormula(lu.sheet, c); f == "" && strings.TrimSpace(b.value(lu, col, row)) != "" {
					b.add(kindLineUp, "%s: a name typed over the formula that shows the roster: type the team's players on the Rosters sheet (%s) instead", lu.cell(col, row), contract.RosterNames)
				}
			}
		}
	}
	home, err1 := b.area(contract.BoardHomePlayers, kind)
	away, err2 := b.area(contract.BoardAwayPlayers, kind)
	if err1 != nil || err2 != nil {
		b.add(kindSheet, "%v", errors.Join(err1, err2))
		return
	}
	for _, a := range []area{home, away} {
		if a.col1 != a.col2 || a.rows() != len(t.BoardGames) {
			b.add(kindSheet, "defined names %s and %s: want one column of %d cells each, one per board game", contract.BoardHomePlayers, contract.BoardAwayPlayers, len(t.BoardGames))
			return
		}
	}
	place := func(team int, name string) (int, string) {
		for _, p := range t.Rosters[team-1] {
			if p.Name == name {
				return p.Order, ""
			}
		}
		for o, ps := range t.Rosters {
			for _, p := range ps {
				if p.Name == name {
					return 0, fmt.Sprintf(" (it is on team %d's, %s)", o+1, p.Cell)
				}
			}
		}
		return 0, ""
	}
	type seat struct {
		name, cell  string
		board, plac int
	}
	for i := 0; i < len(t.BoardGames); i += t.Boards {
		var sides [2][]seat
		for j := i; j < i+t.Boards; j++ {
			g := &t.BoardGames[j]
			m := matches[g.Match]
			for s, a := range []area{home, away} {
				team := []int{m.Home, m.Away}[s]
				row := a.row1 + j
				name, cell := strings.TrimSpace(b.value(a, a.col1, row)), a.cell(a.col1, row)
				if g.WhiteTeam == team {
					g.White, g.WhiteCell = name, cell
				} else {
					g.Black, g.BlackCell = name, cell
				}
				// The white and black columns show these by formula: a
				// name typed over them would be read nowhere.
				for _, col := range []area{whites, blacks} {
					c, _ := excelize.CoordinatesToCellName(col.col1, col.row1+j)
					if f, _ := b.f.GetCellFormula(col.sheet, c); s == 0 && f == "" && strings.TrimSpace(b.value(col, col.col1, col.row1+j)) != "" {
						b.add(kindLineUp, "%s: a name typed over the formula that shows the home or away player: choose the player in %s or %s instead",
							col.cell(col.col1, col.row1+j), home.cell(home.col1, home.row1+j), away.cell(away.col1, away.row1+j))
					}
				}
				if name == "" {
					continue
				}
				st := seat{name: name, cell: cell, board: g.Board}
				if t.Rosters != nil {
					pl, other := place(team, name)
					if pl == 0 {
						b.add(kindLineUp, "%s: %s is not on team %d's roster%s: choose one of its players, or add him to its roster first", cell, quote(name), team, other)
						continue
					}
					st.plac = pl
				}
				for _, o := range sides[s] {
					if o.name == name {
						b.add(kindLineUp, "%s and %s: %s sits on boards %d and %d of one match", o.cell, cell, quote(name), o.board, g.Board)
					}
				}
				sides[s] = append(sides[s], st)
			}
		}
		if t.Rosters == nil {
			continue
		}
		m := matches[t.BoardGames[i].Match]
		for s, seats := range sides {
			for k := 1; k < len(seats); k++ {
				if a, c := seats[k-1], seats[k]; a.plac > c.plac {
					t.Warnings = append(t.Warnings, fmt.Sprintf("%s, %s: round %d, team %d plays %s (place %d of its roster) on board %d above %s (place %d) on board %d: the line-up breaks the roster order",
						a.cell, c.cell, m.Round, []int{m.Home, m.Away}[s], quote(a.name), a.plac, a.board, quote(c.name), c.plac, c.board))
				}
			}
		}
	}
}
