package sheets

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/xuri/excelize/v2"
)

// The Roster sheet of the team families (team round robin, Molter,
// Scheveningen): one row a player, team after team, each team's block in
// roster order (strongest first) with blank rows to fill in, every column
// a FIDE report takes (the defined names Roster…). It prints: the rosters
// are posted and checked before the first round.

// Columns of the Roster sheet.
const (
	rTeamNo = 1 + iota // RosterTeams: the team's number, 1 for the first (A)
	rTeam              // its name, by formula from the sheet that holds it
	rOrder             // the player's place in the roster
	rName              // RosterNames
	rRating            // RosterRatings
	rFederation
	rFideID
	rTitle
	rBirth
	rSex
	rFideName
	rClub
)

// rosterTeam is a team's block on the Roster sheet.
type rosterTeam struct {
	name    string   // a formula giving the team's name
	players []Player // its roster, strongest first
	rows    int      // its block's rows: its players, then blank ones
}

// roster places the Roster sheet: a title row, a note, the heads, then the
// teams' blocks.
type roster struct {
	sheet string
	note  Text // what the sheet is for, above its heads
	teams []rosterTeam
	first []int // each team's first row
	last  int   // the last row
}

// rosterFirst is the row of the first team's first player.
const rosterFirst = 4

// rosterSpare is the blank rows a team's block has after its players (or
// after the places of the boards), for players added during the event.
const rosterSpare = 2

func newRoster(sheet string, note Text, teams []rosterTeam) *roster {
	r := &roster{sheet: sheet, note: note, teams: teams}
	row := rosterFirst
	for i := range teams {
		r.teams[i].rows = max(r.teams[i].rows, len(teams[i].players), 1)
		r.first = append(r.first, row)
		row += r.teams[i].rows
	}
	r.last = row - 1
	return r
}

// rosterOf is team p's roster as a workbook keeps it: its Roster, else its
// players' names (a teams file's wide form).
func rosterOf(tm Team) []Player {
	if tm.Roster != nil {
		return tm.Roster
	}
	out := make([]Player, len(tm.Players))
	for i, n := range tm.Players {
		out[i] = Player{Name: n}
	}
	return out
}

// row is the row of team t's (from 1) k-th player (from 1).
func (r *roster) row(t, k int) int { return r.first[t-1] + k - 1 }

// nameRef is the cell of team t's k-th player's name.
func (r *roster) nameRef(t, k int) string { return absRef(r.sheet, rName, r.row(t, k)) }

// names is the range of team t's names: the list of its drop-downs.
func (r *roster) names(t int) string {
	return absRange(r.sheet, rName, r.first[t-1], rName, r.row(t, r.teams[t-1].rows))
}

// steps write the sheet and its defined names.
func (r *roster) steps() []step {
	col := func(name string, c int) column { return column{name, r.sheet, c, rosterFirst, r.last} }
	return []step{fill(r.sheet, r.fill), names(col(contract.RosterTeams, rTeamNo), col(contract.RosterNames, rName),
		col(contract.RosterRatings, rRating), col(contract.RosterFederations, rFederation), col(contract.RosterFideIDs, rFideID),
		col(contract.RosterTitles, rTitle), col(contract.RosterBirthDates, rBirth), col(contract.RosterSexes, rSex),
		col(contract.RosterFideNames, rFideName))}
}

func (r *roster) fill(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	s.Value(1, 1, T(sheetRoster), st.HeaderLeft)
	s.Merge(1, 1, rSex, 1)
	note := T(r.note)
	s.Value(1, 2, note, st.Note)
	s.Merge(1, 2, rSex, 2)
	s.Heads(3, lblTeamNo, lblTeam, lblRosterOrder, lblName, lblRating, lblFederation, lblFideID, lblTitle, lblBirthDate, lblSex, lblFideName, lblClub)
	// The printed columns (to the sex) fit a landscape page at 90 % or
	// more; FIDE's spelling and the club are for the screen.
	widths := []float64{8, 22, 6, 26, 7, 10, 11, 6, 12, 6, 28, 18}
	total := 0.0
	for _, w := range widths[:rSex] {
		total += w
	}
	var breaks []int
	used := 0
	for t, tm := range r.teams {
		if used > 0 && used+tm.rows > rowsLandscape-3 {
			breaks, used = append(breaks, r.first[t]), 0
		}
		used += tm.rows
		for k := 1; k <= tm.rows; k++ {
			row := r.row(t+1, k)
			_, centerSt, _ := st.row(k == 1)
			var p Player
			if k <= len(tm.players) {
				p = tm.players[k-1]
			}
			s.Value(rTeamNo, row, t+1, centerSt)
			s.Formula(rTeam, row, tm.name, st.Cell)
			s.Value(rOrder, row, k, centerSt)
			s.Text(rName, row, p.Name, st.Text)
			if p.Rating > 0 {
				s.Value(rRating, row, p.Rating, st.Input)
			} else {
				s.Style(rRating, row, rRating, row, st.Input)
			}
			for _, c := range []struct {
				col int
				v   string
			}{{rFederation, p.Federation}, {rFideID, p.FideID}, {rTitle, p.Title}, {rBirth, p.BirthDate}, {rSex, p.Sex},
				{rFideName, p.FideName}, {rClub, p.Club}} {
				s.Text(c.col, row, c.v, st.Text)
			}
		}
	}
	s.numberCells(rRating, rosterFirst, rRating, r.last, 0, 4000, true, T(errRatingTitle), T(errRatingText))
	s.Widths(1, widths...)
	s.ScreenOnly(rFideName, rClub)
	s.Height(2, noteHeight(note, total))
	s.Height(3, 30)
	s.Freeze(0, 3)
	return page{Landscape: true, TitleRows: 3, Breaks: breaks}, nil
}

// rosterDropDowns makes each cell of cells[t] (team t+1's players' cells,
// on sheet s) a drop-down of team t+1's roster names: a substitute is
// chosen there; a name off the roster is refused.
func (r *roster) dropDowns(s *sheet, cells [][]string) {
	T := s.book.Lang.T
	for t, cs := range cells {
		if len(cs) == 0 {
			continue
		}
		dv := excelize.NewDataValidation(true)
		dv.Sqref = strings.Join(cs, " ")
		dv.SetSqrefDropList(r.names(t + 1))
		dv.SetError(excelize.DataValidationErrorStyleStop, T(errRosterTitle), T(errRosterText))
		s.validate(dv)
	}
}

// teamRosters are the blocks of teams ts of an event of size teams, each
// of at least per rows, team t's name by formula name(t) (t from 1).
func teamRosters(ts []Team, teams, per int, name func(t int) string) []rosterTeam {
	out := make([]rosterTeam, teams)
	for t := range out {
		var tm Team
		if t < len(ts) {
			tm = ts[t]
		}
		out[t] = rosterTeam{name: name(t + 1), players: rosterOf(tm)}
		out[t].rows = max(per, len(out[t].players)) + rosterSpare
	}
	return out
}

// allSteps is one step running steps in order.
func allSteps(steps []step) step {
	return func(b *book) error {
		for _, st := range steps {
			if err := st(b); err != nil {
				return err
			}
		}
		return nil
	}
}

// rosterStep writes the Roster sheet of a Molter event: the teams in
// letter order.
func (l *molterLayout) rosterStep() step {
	name := func(t int) string { return fmt.Sprintf(`%q&" "&%s&""`, l.team(t), l.teamRef(mtName, t)) }
	return allSteps(newRoster(l.Lang.T(sheetRoster), noteRosterEvent, teamRosters(l.TeamList, l.T, l.P, name)).steps())
}

// rosterStep writes the Roster sheet of a Scheveningen match: A, then B.
func (l *schevLayout) rosterStep() step {
	name := func(t int) string {
		return fmt.Sprintf(`"%c "&%s&""`, 'A'+t-1, absRef(l.sTeams, []int{stAName, stBName}[t-1], 2))
	}
	return allSteps(newRoster(l.Lang.T(sheetRoster), noteRosterEvent, teamRosters(l.Teams, 2, l.M, name)).steps())
}
