package main

import (
	"flag"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables/team"
)

func teamName(n int, central team.CentralRound, reverse, double bool) string {
	name := fmt.Sprintf("team-%02d", n)
	switch {
	case double:
		name += "-double"
	case central == team.CentralFirst:
		name += "-first"
	case central == team.NoCentral:
		name += "-nocentral"
	}
	if reverse {
		name += "-reverse"
	}
	return name + ".xlsx"
}

// teamSet is the blank workbook of 3 … 30 teams, central round last (003's
// example).
func teamSet(o setOptions) []output {
	return eachSize(sheets.MinTeams, defaultMax, func(n int) output {
		tr := sheets.TeamRoundRobin{N: n, Central: team.CentralLast, Lang: o.Lang, Event: o.Event}
		return book(teamName(n, tr.Central, false, false), tr, sheets.WriteTeamRoundRobin)
	})
}

type teamFlags struct {
	eventBookFlags
	n, boards         int
	central, teamsCSV string
	reverse, double   bool
	matchPoints       string
}

func (o *teamFlags) define(fs *flag.FlagSet) {
	o.eventBookFlags.define(fs, "team-NN.xlsx")
	cli.IntVar(fs, &o.n, "n", 0, fmt.Sprintf("number of teams, %d to %d (default: the number in -teams-file)", sheets.MinTeams, sheets.MaxTeams))
	fs.StringVar(&o.central, "central", "last", "where Berger round 1 is played at one venue, on neutral ground: last, first or none")
	fs.BoolVar(&o.reverse, "reverse", false, "play the other rounds in the reverse order (003: 11-10-…-2-1)")
	fs.BoolVar(&o.double, "double", false, "home and away: a second cycle with every match at the other ground (no central round)")
	cli.IntVar(fs, &o.boards, "boards", sheets.DefaultBoards, fmt.Sprintf("boards per match, 1 to %d", sheets.MaxBoards))
	fs.StringVar(&o.teamsCSV, "teams-file", "", "CSV file of the teams by number (header row; column team)")
	fs.StringVar(&o.matchPoints, "match-points", "2,1,0", "the match points of a win, a draw, a loss and, optionally, a match forfeited (a forfeit scores as a loss when not given), each a number from 0 to 100; FFE interclubs: 3,2,1,0. Kept on the Standings sheet, where they may be changed")
}

func runTeam(c *cli.Call, o *teamFlags) error {
	if err := encodingUsed(c, o.teamsCSV, "-teams-file"); err != nil {
		return err
	}
	tr := sheets.TeamRoundRobin{Lang: o.Lang, Event: o.Event, Info: o.info()}
	switch o.central {
	case "last":
		tr.Central = team.CentralLast
	case "first":
		tr.Central = team.CentralFirst
	case "none":
		tr.Central = team.NoCentral
	default:
		return fail("-central %q: want last, first or none", o.central)
	}
	tr.Reverse, tr.Double = o.reverse, o.double
	if o.double {
		if c.Given("central") && tr.Central != team.NoCentral {
			return fail("-double -central %s: a home-and-away round robin has no central round (leave out -central)", o.central)
		}
		tr.Central = team.NoCentral
	}
	if o.boards < 1 || o.boards > sheets.MaxBoards {
		return fail("-boards %d: want 1 to %d", o.boards, sheets.MaxBoards)
	}
	tr.Boards = o.boards
	mp, err := parseMatchPoints("match-points", o.matchPoints)
	if err != nil {
		return err
	}
	tr.Points = &mp
	teams, err := teamsFile(o.teamsCSV, o.enc, 0)
	if err != nil {
		return err
	}
	for _, t := range teams {
		tr.Names = append(tr.Names, t.Name)
		tr.Players = append(tr.Players, t.Players)
		tr.Rosters = append(tr.Rosters, t.Roster)
	}
	// -n 0 counts as no -n here.
	if tr.N, err = nOrListed(o.n != 0, o.n, "-teams-file", o.teamsCSV, len(tr.Names)); err != nil {
		return err
	}
	if tr.N < sheets.MinTeams || tr.N > sheets.MaxTeams {
		return fail("-n %d: want %d to %d teams", tr.N, sheets.MinTeams, sheets.MaxTeams)
	}
	if len(tr.Names) > tr.N {
		return fail("%s lists %d teams, more than -n %d", o.teamsCSV, len(tr.Names), tr.N)
	}
	what := c.Lang.F("%d teams, central round %s", tr.N, c.Lang.T(tr.Central.String()))
	if tr.Double {
		what = c.Lang.F("%d teams, home and away", tr.N)
	}
	return writeBook(c, &o.bookFlags, teamName(tr.N, tr.Central, tr.Reverse, tr.Double), tr, sheets.WriteTeamRoundRobin, what)
}
