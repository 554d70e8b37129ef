package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

func init() {
	register(command{
		Name: "molter",
		Usage: "(-teams T -players P | -table N) [-rounds K] [-teams-file t.csv] [-o file.xlsx]\n" +
			"       [-lang en|fr] [-title T] [-place P] [-dates D] [-force]",
		Summary: "write the workbook of a Molter team event (004)",
		Run:     runMolter,
	})
	registerSet(molterSet)
}

// molterName is the default file name: molter-07x06.xlsx, with -rK when
// the event is shorter than the table's longest, and the table's name for
// an alternative table (molter-03x04-peyrin.xlsx).
func molterName(tab molter.Table, rounds int) string {
	name := fmt.Sprintf("molter-%02dx%02d", tab.Teams(), tab.Players())
	if tab.Alternative() {
		name += "-" + tab.Table()
	}
	if rounds != 0 && rounds != tab.MaxRounds() {
		name += fmt.Sprintf("-r%d", rounds)
	}
	return name + ".xlsx"
}

// molterSet is every configuration the document covers, at its longest
// event, blank.
func molterSet(o setOptions) []output {
	var outs []output
	for _, sz := range molter.Sizes() {
		m := sheets.Molter{Teams: sz.Teams, Players: sz.Players, Lang: o.Lang, Event: o.Event}
		if sz.Alternative {
			m.Table = sz.Table
		}
		tab, err := m.MolterTable()
		if err != nil {
			panic(err) // MolterSizes lists what Molter serves
		}
		outs = append(outs, output{
			Name:  molterName(tab, 0),
			Write: func(w io.Writer) error { return sheets.WriteMolter(w, m) },
		})
	}
	return outs
}

func runMolter(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("molter", stderr)
	teams := fs.Int("teams", 0, "number of teams (default: the number in -teams-file)")
	players := fs.Int("players", 0, "players per team")
	table := fs.String("table", "", "the document's table number (17, peyrin) instead of -teams and -players")
	rounds := fs.Int("rounds", 0, "number of rounds (default: the most the table plays); an odd number ends with the autonomous round")
	teamsCSV := fs.String("teams-file", "", "CSV file of the teams in letter order (header row; columns team, player1, player2, …)")
	out := fs.String("o", "", "output file (default molter-TTxPP.xlsx)")
	force := fs.Bool("force", false, "overwrite an existing file")
	m := sheets.Molter{}
	langFlag(fs, &m.Lang)
	eventFlags(fs, &m.Event)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return exitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mkxlsx molter: "+format+"\n", a...)
		return exitUsage
	}
	if len(pos) > 0 {
		return fail("unexpected argument %q", pos[0])
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	m.Teams, m.Players, m.Table, m.Rounds = *teams, *players, *table, *rounds
	if set["rounds"] && *rounds < 1 {
		return fail("-rounds %d: want 1 or more", *rounds)
	}
	if *table == "" && !set["players"] {
		return fail("-players is required (or -table)")
	}
	if set["players"] && *players < 1 {
		return fail("-players %d: want a positive even number", *players)
	}
	if set["teams"] && *teams < 1 {
		return fail("-teams %d: want 3 or more", *teams)
	}
	if *teamsCSV != "" {
		f, err := os.Open(*teamsCSV)
		if err != nil {
			return fail("-teams-file: %v", err)
		}
		bound := *players
		if *table != "" {
			if t, err := molter.ByNumber(*table); err == nil {
				bound = t.Players()
			}
		}
		m.TeamList, err = sheets.ReadTeams(f, *teamsCSV, bound)
		f.Close()
		if err != nil {
			return fail("%v", err)
		}
		if !set["teams"] && *table == "" {
			m.Teams = len(m.TeamList)
		}
	}
	if *table == "" && m.Teams == 0 {
		return fail("-teams is required (or -teams-file, or -table)")
	}
	tab, err := m.MolterTable()
	if err != nil {
		return fail("%s", tables.Message(err))
	}
	if len(m.TeamList) > tab.Teams() {
		return fail("%s lists %d teams, more than the %d of the event", *teamsCSV, len(m.TeamList), tab.Teams())
	}
	if m.Rounds > 0 {
		if _, err := tab.Event(m.Rounds); err != nil {
			return fail("-rounds %d: %s", m.Rounds, tables.Message(err))
		}
	}
	if err := m.Validate(); err != nil {
		return fail("%v", err)
	}
	path := *out
	if path == "" {
		path = molterName(tab, m.Rounds)
	}
	data, err := build(func(w io.Writer) error { return sheets.WriteMolter(w, m) })
	if err != nil {
		fmt.Fprintf(stderr, "mkxlsx molter: %v\n", err)
		return exitFail
	}
	if err := writeOutput(path, data, *force); err != nil {
		fmt.Fprintf(stderr, "mkxlsx molter: %v\n", err)
		return exitFail
	}
	k := m.Rounds
	if k == 0 {
		k = tab.MaxRounds()
	}
	fmt.Fprintf(stdout, "wrote %s (%d teams of %d players, Tableau %s, %d rounds)\n", path, tab.Teams(), tab.Players(), tab.Table(), k)
	for _, d := range tab.Defects() {
		fmt.Fprintf(stderr, "mkxlsx molter: note: Tableau %s has a defect, stated in the workbook: %s\n", tab.Table(), d)
	}
	return exitOK
}
