// Package readback reads back a workbook written by package sheets and
// filled in by an arbiter: a round robin (Read: Berger, or Rutsch read as
// the round robin it is), a team round robin (ReadTeam, team.go), a Molter
// event (ReadMolter, molter.go) or a Scheveningen match (ReadScheveningen,
// scheveningen.go); ReadAny tells them apart by their defined names. Each
// finds the defined names (the workbook's interface, see the README),
// checks every result cell (book.go: one reader for every family) and the
// pairings against the table the workbook was written from, and computes
// the standings in Go with package tiebreak or teamrank.
//
// What Read reads, by defined name:
//
//   - Results: one cell per game, round then board order; a cell holds
//     nothing or one of tiebreak.Results as typed ("1-0", "½-½", "0-1",
//     "+/-", "-/+", "-/-"), nothing else: not "1/2-1/2", not "1-0 ".
//   - WhiteNumbers, BlackNumbers: the players' pairing numbers of each game,
//     in Results' rows, checked against the table.
//   - PlayerNames: one cell per player, pairing-number order; its size is N.
//   - PlayerRatings, PlayerFederations (Berger): in PlayerNames' rows.
//   - TieBreaks (optional): the order of the standings, as -tiebreaks
//     spells it. Older workbooks do not have it: the caller gives the order.
//   - Withdrawn (optional): per player, the round after which the player
//     withdrew, blank when not; older workbooks do not have it.
//   - EventName, EventCity, EventFederation, EventStart, EventEnd,
//     EventArbiter, EventDeputy, EventTimeControl, EventTimeCode (one cell
//     each) and RoundDates (one cell per round), the Event sheet; and
//     PlayerClubs, PlayerFideIDs, PlayerTitles, PlayerBirthDates,
//     PlayerSexes, PlayerFideNames (one cell per player): what a
//     tournament report takes (RoundRobin.Event and its columns). A
//     workbook without them reads with them blank; a federation that is not
//     three letters (a club, in workbooks whose column said "Federation /
//     club") is read as the club.
//
// The team round robin, Molter and Scheveningen workbooks hold the same
// Event names (TeamRoundRobin.Event, Molter.Event, Scheveningen.Event),
// read by the one reader of every family; older ones without them read
// with a blank event.
//
// A Rutsch workbook has neither TieBreaks nor Withdrawn: it ranks on points
// alone. The number of cycles follows from the number of games; whether the
// last two rounds of each cycle were swapped is found by comparing with both
// Berger schedules. Every problem is reported, each naming its cell
// (Pairings!E7), in one error.
//
// Every cell is found by a defined name of sheets/contract, never by
// counting columns or rows from another name (beside.go): a workbook whose
// columns were moved with their names reads the same. Workbooks written
// before the names of the cells beside the results (WhiteNumbers,
// PlayerRatings, …) have those cells where the writers put them then,
// and are read there.
package readback

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

// RoundRobin is a round-robin workbook read back: a Berger round robin
// (mkxlsx berger) or a Rutsch one (mkxlsx rutsch, System "rutsch": the same
// games, seated by the Rutsch rotation of 003, ranked on points alone).
type RoundRobin struct {
	System            string // "berger" or "rutsch"
	N, Cycles, Rounds int
	Swap              bool
	Names             []string // players 1..N (index p-1)
	Ratings           []int    // the Players sheet's, 0 when blank
	Federations       []string
	FederationCells   []string        // the federation cell of each player ("Players!D3"), "" without one
	Games             []tiebreak.Game // every scheduled game, with its round
	Cells             []string        // the result cell of each game ("Pairings!E7")
	Order             []tiebreak.Kind // the TieBreaks name's order
	OrderKnown        bool            // false when the workbook has no TieBreaks name
	Withdrawals       []tiebreak.Withdrawal

	// What a tournament report takes from the workbook (workbooks with the
	// Event sheet; nil or blank in older ones): per player, index p-1.
	Clubs, FideIDs, Titles, BirthDates, Sexes, FideNames []string
	FideIDCells                                          []string // the cell of each player's FIDE id ("Players!H3"), nil without the column
	Event                                                Event
}

// Event is the Event sheet of a workbook: each field the text of its
// defined name (EventName …), trimmed, "" when blank or absent.
type Event struct {
	Name, City, Federation, Start, End, Arbiter, Deputy, TimeControl, TimeCode string
	RoundDates                                                                 []string // per round, "" when blank
	// Cells names the cell of each field by its defined name
	// ("EventStart": "Event!$B$6"), for messages about its value.
	Cells map[string]string
}

// Entered is the number of results typed in.
func (rr *RoundRobin) Entered() int {
	return entered(rr.Games, func(g tiebreak.Game) bool { return g.Result != tiebreak.None })
}

// entered counts the games (or matches) whose result is typed in.
func entered[G any](games []G, typed func(G) bool) int {
	n := 0
	for _, g := range games {
		if typed(g) {
			n++
		}
	}
	return n
}

// Standings computes the standings in order (nil: the workbook's own).
func (rr *RoundRobin) Standings(order []tiebreak.Kind) (*tiebreak.Standings, error) {
	if order == nil {
		order = rr.Order
	}
	return tiebreak.ComputeRated(rr.N, rr.Games, order, rr.Withdrawals, rr.Ratings)
}

// Problems is every problem found in a workbook: Total of them, told in
// Lines, the first few cells of each kind named and the others counted.
type Problems struct {
	Lines []string
	Total int
}

func (p Problems) Error() string {
	if p.Total == 1 && len(p.Lines) == 1 {
		return p.Lines[0]
	}
	return fmt.Sprintf("%d problems:\n  %s", p.Total, strings.Join(p.Lines, "\n  "))
}

// allowed is what a result cell may hold, for the messages.
var allowed = func() string {
	s := make([]string, len(tiebreak.Results))
	for i, r := range tiebreak.Results {
		s[i] = r.String()
	}
	return strings.Join(s, ", ") + " or nothing"
}()

// area is a defined name's rectangle.
type area struct {
	sheet                  string
	col1, row1, col2, row2 int
	name                   string // the defined name it is, for the messages ("" when none)
}

// rows is the number of rows a spans.
func (a area) rows() int { return a.row2 - a.row1 + 1 }

func (a area) cell(col, row int) string {
	name, _ := excelize.CoordinatesToCellName(col, row)
	return a.sheet + "!" + name
}

// names returns the workbook-scoped defined names.
func names(f *excelize.File) map[string]string {
	m := map[string]string{}
	for _, d := range f.GetDefinedName() {
		if d.Scope == "" || d.Scope == "Workbook" {
			m[d.Name] = d.RefersTo
		}
	}
	return m
}

// parseArea reads "'Sheet'!$E$2:$E$46" (or a single cell).
func parseArea(ref string) (area, error) {
	i := strings.LastIndex(ref, "!")
	if i < 0 {
		return area{}, fmt.Errorf("%s is not a range of a sheet", quote(ref))
	}
	sheet := ref[:i]
	if strings.HasPrefix(sheet, "'") && strings.HasSuffix(sheet, "'") && len(sheet) >= 2 {
		sheet = strings.ReplaceAll(sheet[1:len(sheet)-1], "''", "'")
	}
	cells := strings.Split(strings.ReplaceAll(ref[i+1:], "$", ""), ":")
	if len(cells) == 1 {
		cells = append(cells, cells[0])
	}
	if len(cells) != 2 {
		return area{}, fmt.Errorf("%s is not a range of a sheet", quote(ref))
	}
	// The sheet's name is written in every message about its cells: a
	// line break or a control character in it would forge or hide lines.
	for _, r := range sheet {
		if !unicode.IsGraphic(r) {
			return area{}, fmt.Errorf("%s: the sheet's name holds %U, which is not a printable character", quote(ref), r)
		}
	}
	a := area{sheet: sheet}
	var err1, err2 error
	a.col1, a.row1, err1 = excelize.CellNameToCoordinates(cells[0])
	a.col2, a.row2, err2 = excelize.CellNameToCoordinates(cells[1])
	if err := errors.Join(err1, err2); err != nil {
		return area{}, fmt.Errorf("%s: %v", quote(ref), err)
	}
	// Every reader counts rows and columns from the first corner: a range
	// written backwards ("E46:E2", which no spreadsheet writes) would give
	// negative sizes, met further on as errors that do not name the range.
	if a.col2 < a.col1 || a.row2 < a.row1 {
		return area{}, fmt.Errorf("%s: the first cell is not the top left corner", quote(ref))
	}
	return a, nil
}
