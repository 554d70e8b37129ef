// Package readback reads back a round-robin workbook written by package
// sheets and filled in by an arbiter (individual: Read; of teams: ReadTeam,
// in team.go; ReadAny tells them apart): it finds the defined names (the
// workbook's interface, see the README), checks every result cell and the
// pairings against the Berger table, and computes the standings in Go with
// package tiebreak.
//
// What it reads, by defined name:
//
//   - Results: one cell per game, round then board order; a cell holds
//     nothing or one of tiebreak.Results as typed ("1-0", "½-½", "0-1",
//     "+/-", "-/+", "-/-"), nothing else: not "1/2-1/2", not "1-0 ".
//     The players' numbers are in the same row, white's two columns to the
//     left, black's one to the right (the Pairings sheet's layout).
//   - PlayerNames: one cell per player, pairing-number order; its size is N.
//     The rating and the federation are the two cells to its right (the
//     Players sheet's layout).
//   - TieBreaks (workbooks from issue 10 on): the order of the standings, as
//     -tiebreaks spells it. Older workbooks do not have it: the caller gives
//     the order.
//   - Withdrawn (workbooks from issue 10 on): per player, the round after
//     which the player withdrew, blank when not.
//
// The number of cycles follows from the number of games; whether the last
// two rounds of each cycle were swapped is found by comparing with both
// Berger schedules. Every problem is reported, each naming its cell
// (Pairings!E7), in one error.
package readback

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	tberger "github.com/toutesrondes/toutesrondes/tables/berger"
)

// RoundRobin is a round-robin workbook read back.
type RoundRobin struct {
	N, Cycles, Rounds int
	Swap              bool
	Names             []string // players 1..N (index p-1)
	Ratings           []int    // the Players sheet's, 0 when blank
	Federations       []string
	Games             []tiebreak.Game // every scheduled game, with its round
	Cells             []string        // the result cell of each game ("Pairings!E7")
	Order             []tiebreak.Kind // the TieBreaks name's order
	OrderKnown        bool            // false when the workbook has no TieBreaks name
	Withdrawals       []tiebreak.Withdrawal
}

// Entered is the number of results typed in.
func (rr *RoundRobin) Entered() int {
	n := 0
	for _, g := range rr.Games {
		if g.Result != tiebreak.None {
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
	return tiebreak.ComputeWithdrawals(rr.N, rr.Games, order, rr.Withdrawals)
}

// Problems is every problem found in a workbook, one a line.
type Problems []string

func (p Problems) Error() string {
	if len(p) == 1 {
		return p[0]
	}
	return fmt.Sprintf("%d problems:\n  %s", len(p), strings.Join(p, "\n  "))
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
}

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
		return area{}, fmt.Errorf("%q is not a range of a sheet", ref)
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
		return area{}, fmt.Errorf("%q is not a range of a sheet", ref)
	}
	a := area{sheet: sheet}
	var err1, err2 error
	a.col1, a.row1, err1 = excelize.CellNameToCoordinates(cells[0])
	a.col2, a.row2, err2 = excelize.CellNameToCoordinates(cells[1])
	if err := errors.Join(err1, err2); err != nil {
		return area{}, fmt.Errorf("%q: %v", ref, err)
	}
	return a, nil
}

// Read reads a round-robin workbook. The error is a Problems when the file
// is a round robin of this project with bad cells or changed pairings.
func Read(r io.Reader) (*RoundRobin, error) {
	f, err := excelize.OpenReader(r)
	if err != nil {
		return nil, fmt.Errorf("not a workbook: %v", err)
	}
	defer f.Close()
	defined := names(f)
	get := func(name string) (area, error) {
		ref, ok := defined[name]
		if !ok {
			return area{}, fmt.Errorf("no defined name %s: not a round-robin workbook of this project", name)
		}
		a, err := parseArea(ref)
		if err != nil {
			return area{}, fmt.Errorf("defined name %s: %v", name, err)
		}
		return a, nil
	}
	// SonnebornBerger is the round robin's own name: the Rutsch and Molter
	// workbooks have Results and PlayerNames too.
	if _, ok := defined["SonnebornBerger"]; !ok {
		return nil, errors.New("no defined name SonnebornBerger: not a round-robin (Berger) workbook of this project; Molter, Rutsch and Scheveningen workbooks are not read back yet")
	}
	res, err := get("Results")
	if err != nil {
		return nil, err
	}
	players, err := get("PlayerNames")
	if err != nil {
		return nil, err
	}
	rr := &RoundRobin{N: players.row2 - players.row1 + 1}
	if res.col1 != res.col2 || players.col1 != players.col2 || rr.N < 2 {
		return nil, fmt.Errorf("defined names Results and PlayerNames: want one column each")
	}
	for row := players.row1; row <= players.row2; row++ {
		name, _ := excelize.CoordinatesToCellName(players.col1, row)
		v, err := f.GetCellValue(players.sheet, name)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", players.cell(players.col1, row), err)
		}
		rr.Names = append(rr.Names, v)
		// The rating and the federation follow the name (the Players
		// sheet); a rating that is not a whole number is left out.
		name, _ = excelize.CoordinatesToCellName(players.col1+1, row)
		v, _ = f.GetCellValue(players.sheet, name)
		rating, _ := strconv.Atoi(strings.TrimSpace(v))
		rr.Ratings = append(rr.Ratings, rating)
		name, _ = excelize.CoordinatesToCellName(players.col1+2, row)
		v, _ = f.GetCellValue(players.sheet, name)
		rr.Federations = append(rr.Federations, strings.TrimSpace(v))
	}
	m := rr.N + rr.N%2
	perRound := m/2 - (m - rr.N)
	games := res.row2 - res.row1 + 1
	if perRound < 1 || games%(perRound*(m-1)) != 0 {
		return nil, fmt.Errorf("defined name Results: %d games is no whole number of cycles of %d players (%d games a cycle)", games, rr.N, perRound*(m-1))
	}
	rr.Cycles = games / (perRound * (m - 1))
	rr.Rounds = rr.Cycles * (m - 1)
	if rr.Cycles > tberger.MaxCycles {
		return nil, fmt.Errorf("defined name Results: %d cycles, at most %d", rr.Cycles, tberger.MaxCycles)
	}

	var bad Problems
	cellText := func(col, row int) string {
		name, _ := excelize.CoordinatesToCellName(col, row)
		v, err := f.GetCellValue(res.sheet, name)
		if err != nil {
			bad = append(bad, fmt.Sprintf("%s: %v", res.cell(col, row), err))
		}
		return v
	}
	// The pairings in the file: white's number two columns left of the
	// result, black's one to the right.
	type pair struct{ white, black int }
	var file []pair
	for row := res.row1; row <= res.row2; row++ {
		w, errW := strconv.Atoi(strings.TrimSpace(cellText(res.col1-2, row)))
		b, errB := strconv.Atoi(strings.TrimSpace(cellText(res.col1+1, row)))
		if errW != nil {
			w = 0
		}
		if errB != nil {
			b = 0
		}
		file = append(file, pair{w, b})
	}
	// Which schedule: swapped (the default) or not; a single cycle is the
	// same either way.
	var sched []tiebreak.Game
	for _, swap := range []bool{true, false} {
		s, err := tberger.Cycles(rr.N, rr.Cycles, swap)
		if err != nil {
			return nil, err
		}
		var gs []tiebreak.Game
		for t := 1; t <= rr.Rounds; t++ {
			round, _ := s.Round(t)
			for _, g := range round {
				gs = append(gs, tiebreak.Game{White: g.White, Black: g.Black, Round: t})
			}
		}
		same := true
		for i, g := range gs {
			same = same && file[i] == pair{g.White, g.Black}
		}
		if same || sched == nil {
			sched, rr.Swap = gs, swap
		}
		if same {
			break
		}
	}
	for i, g := range sched {
		row := res.row1 + i
		if file[i].white != g.White {
			bad = append(bad, fmt.Sprintf("%s: %q: the Berger table has %d (round %d): the pairings were changed", res.cell(res.col1-2, row), cellText(res.col1-2, row), g.White, g.Round))
		}
		if file[i].black != g.Black {
			bad = append(bad, fmt.Sprintf("%s: %q: the Berger table has %d (round %d): the pairings were changed", res.cell(res.col1+1, row), cellText(res.col1+1, row), g.Black, g.Round))
		}
	}
	for i := range sched {
		row := res.row1 + i
		v := cellText(res.col1, row)
		r, err := tiebreak.ParseResult(v)
		if err != nil {
			bad = append(bad, fmt.Sprintf("%s: %q is not a result: want %s", res.cell(res.col1, row), v, allowed))
		}
		sched[i].Result = r
		rr.Cells = append(rr.Cells, res.cell(res.col1, row))
	}
	rr.Games = sched

	if ref, ok := defined["TieBreaks"]; ok {
		a, err := parseArea(ref)
		if err != nil {
			return nil, fmt.Errorf("defined name TieBreaks: %v", err)
		}
		name, _ := excelize.CoordinatesToCellName(a.col1, a.row1)
		v, err := f.GetCellValue(a.sheet, name)
		if err == nil {
			rr.Order, err = tiebreak.ParseOrder(v)
		}
		if err != nil {
			bad = append(bad, fmt.Sprintf("%s: %v", a.cell(a.col1, a.row1), err))
		}
		rr.OrderKnown = true
	}
	if ref, ok := defined["Withdrawn"]; ok {
		a, err := parseArea(ref)
		if err != nil || a.row2-a.row1+1 != rr.N {
			return nil, fmt.Errorf("defined name Withdrawn: want one cell per player")
		}
		for p := 1; p <= rr.N; p++ {
			name, _ := excelize.CoordinatesToCellName(a.col1, a.row1+p-1)
			v, _ := f.GetCellValue(a.sheet, name)
			if strings.TrimSpace(v) == "" {
				continue
			}
			k, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || k != math.Trunc(k) || k < 0 || int(k) >= rr.Rounds {
				bad = append(bad, fmt.Sprintf("%s: %q is not a round: want the last round played, 0 to %d, or nothing", a.cell(a.col1, a.row1+p-1), v, rr.Rounds-1))
				continue
			}
			rr.Withdrawals = append(rr.Withdrawals, tiebreak.Withdrawal{Player: p, After: int(k)})
		}
	}
	if len(bad) > 0 {
		return nil, bad
	}
	return rr, nil
}
