package main

import (
	"fmt"
	"io"
	"os"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables/team"
)

func init() {
	register(command{
		Name: "team",
		Usage: "-n N [-central last|first|none] [-reverse] [-teams-file t.csv] [-o file.xlsx]\n" +
			"       [-lang en|fr] [-title T] [-place P] [-dates D] [-force]",
		Summary: "write the workbook of a team round robin with home and away (003)",
		Run:     runTeam,
	})
	registerSet(teamSet)
}

func teamName(n int, central team.CentralRound, reverse bool) string {
	name := fmt.Sprintf("team-%02d", n)
	switch central {
	case team.CentralFirst:
		name += "-first"
	case team.NoCentral:
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
	var outs []output
	for n := sheets.MinTeams; n <= defaultMax; n++ {
		tr := sheets.TeamRoundRobin{N: n, Central: team.CentralLast, Lang: o.Lang, Event: o.Event}
		outs = append(outs, output{Name: teamName(n, tr.Central, false), Write: func(w io.Writer) error { return sheets.WriteTeamRoundRobin(w, tr) }})
	}
	return outs
}

func runTeam(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("team", stderr)
	n := fs.Int("n", 0, fmt.Sprintf("number of teams, %d to %d (default: the number in -teams-file)", sheets.MinTeams, sheets.MaxTeams))
	central := fs.String("central", "last", "where Berger round 1 is played at one venue, on neutral ground: last, first or none")
	reverse := fs.Bool("reverse", false, "play the other rounds in the reverse order (003: 11-10-…-2-1)")
	teamsCSV := fs.String("teams-file", "", "CSV file of the teams by number (header row; column team)")
	out := fs.String("o", "", "output file (default team-NN.xlsx)")
	force := fs.Bool("force", false, "overwrite an existing file")
	tr := sheets.TeamRoundRobin{}
	langFlag(fs, &tr.Lang)
	eventFlags(fs, &tr.Event)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return exitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mkxlsx team: "+format+"\n", a...)
		return exitUsage
	}
	if len(pos) > 0 {
		return fail("unexpected argument %q", pos[0])
	}
	switch *central {
	case "last":
		tr.Central = team.CentralLast
	case "first":
		tr.Central = team.CentralFirst
	case "none":
		tr.Central = team.NoCentral
	default:
		return fail("-central %q: want last, first or none", *central)
	}
	tr.Reverse = *reverse
	if *teamsCSV != "" {
		f, err := os.Open(*teamsCSV)
		if err != nil {
			return fail("-teams-file: %v", err)
		}
		teams, err := sheets.ReadTeams(f, *teamsCSV, 0)
		f.Close()
		if err != nil {
			return fail("%v", err)
		}
		for _, t := range teams {
			tr.Names = append(tr.Names, t.Name)
		}
	}
	tr.N = *n
	if tr.N == 0 {
		if tr.Names == nil {
			return fail("-n is required (or -teams-file)")
		}
		tr.N = len(tr.Names)
	}
	if tr.N < sheets.MinTeams || tr.N > sheets.MaxTeams {
		return fail("-n %d: want %d to %d teams", tr.N, sheets.MinTeams, sheets.MaxTeams)
	}
	if len(tr.Names) > tr.N {
		return fail("%s lists %d teams, more than -n %d", *teamsCSV, len(tr.Names), tr.N)
	}
	if err := tr.Validate(); err != nil {
		return fail("%v", err)
	}
	path := *out
	if path == "" {
		path = teamName(tr.N, tr.Central, tr.Reverse)
	}
	if code := writeBook(path, *force, "team", stderr, func(w io.Writer) error { return sheets.WriteTeamRoundRobin(w, tr) }); code != exitOK {
		return code
	}
	fmt.Fprintf(stdout, "wrote %s (%d teams, central round %s)\n", path, tr.N, tr.Central)
	return exitOK
}
