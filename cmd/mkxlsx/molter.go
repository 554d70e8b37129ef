package main

import (
	"flag"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

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

// constructedName is the default file name of a workbook on a constructed
// table: molter-14x06-constructed.xlsx, with -rK when the event is shorter
// than the table.
func constructedName(c molter.Constructed, rounds int) string {
	name := fmt.Sprintf("molter-%02dx%02d-constructed", c.Teams(), c.Players())
	if rounds != c.Rounds() {
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
		if err != nil { // molter.Sizes lists what molter.New serves: a bug, said as this workbook's failure
			outs = append(outs, failed(fmt.Sprintf("molter-%d-%d.xlsx", sz.Teams, sz.Players), err))
			continue
		}
		outs = append(outs, book(molterName(tab, 0), m, sheets.WriteMolter))
	}
	return outs
}

type molterFlags struct {
	bookFlags
	teams, players, rounds  int
	table, teamsCSV, source string
	event                   eventFlags
}

func (o *molterFlags) define(fs *flag.FlagSet) {
	o.bookFlags.define(fs, "molter-TTxPP.xlsx")
	cli.IntVar(fs, &o.teams, "teams", 0, "number of teams (default: the number in -teams-file)")
	cli.IntVar(fs, &o.players, "players", 0, "players per team")
	fs.StringVar(&o.table, "table", "", "the document's table number (17, peyrin) instead of -teams and -players")
	cli.IntVar(fs, &o.rounds, "rounds", 0, "number of rounds (default: the most the table plays); an odd number ends with the autonomous round")
	fs.StringVar(&o.source, "source", "", "document, constructed or best (the best graded valid table, the document's when equal; default: the document's table where it has the shape, else the constructed one)")
	fs.StringVar(&o.teamsCSV, "teams-file", "", "CSV file of the teams in letter order (header row; columns team, player1, player2, …)")
	o.event.define(fs, "kept in the FIDE report sheet for the TRF: ")
}

func runMolter(c *cli.Call, o *molterFlags) error {
	m := sheets.Molter{Lang: o.Lang, Event: o.Event, Info: o.event.info(o.Event)}
	m.Teams, m.Players, m.Table, m.Rounds, m.Source = o.teams, o.players, o.table, o.rounds, o.source
	if o.source != "" && o.source != molter.SourceDocument && o.source != molter.SourceConstructed && o.source != molter.SourceBest {
		return fail("-source %q: want document, constructed or best", o.source)
	}
	if o.source == molter.SourceConstructed && o.table != "" {
		return fail("-table %s is a table of the document: -source constructed takes -teams and -players", o.table)
	}
	if c.Given("rounds") && o.rounds < 1 {
		return fail("-rounds %d: want 1 or more", o.rounds)
	}
	if o.table == "" && o.teamsCSV != "" { // -players from the teams file, as -teams is
		teams, size, err := teamSizeFrom(c, "players", o.players, o.teamsCSV, o.enc)
		if err != nil {
			return err
		}
		m.TeamList, o.players, m.Players = teams, size, size
	}
	if o.table == "" && !c.Given("players") && o.players == 0 {
		return fail("-players is required (or -table, or a -teams-file with player columns)")
	}
	if c.Given("players") && o.players < 1 {
		return fail("-players %d: want a positive even number", o.players)
	}
	if c.Given("teams") && o.teams < 1 {
		return fail("-teams %d: want 3 or more", o.teams)
	}
	if o.teamsCSV != "" {
		bound := o.players
		if o.table != "" { // the table's team size bounds the file's player columns
			t, err := molter.ByNumber(o.table)
			if err != nil {
				return fail("%s", tables.Message(err))
			}
			bound = t.Players()
		}
		var err error
		if m.TeamList, err = teamsFile(o.teamsCSV, o.enc, bound); err != nil {
			return err
		}
		if !c.Given("teams") && o.table == "" {
			m.Teams = len(m.TeamList)
		}
	}
	if o.table == "" && m.Teams == 0 {
		return fail("-teams is required (or -teams-file, or -table)")
	}
	if o.source == molter.SourceBest { // the better graded of the two sources, the document's when equal
		best, err := molter.ResolveBest(molter.Request{Teams: m.Teams, Players: m.Players, Table: m.Table, Rounds: m.Rounds})
		if err != nil {
			return fail("%s", tables.Message(err))
		}
		m.Source = best.Source
		if best.Source == molter.SourceConstructed {
			m.Table, m.Teams, m.Players = "", best.Teams, best.Players
		}
	}
	src, err := m.MolterSource()
	if err != nil {
		return fail("%s", tables.Message(err))
	}
	if len(m.TeamList) > src.Teams() {
		return fail("%s lists %d teams, more than the %d of the event", o.teamsCSV, len(m.TeamList), src.Teams())
	}
	// The event, resolved as pairings molter resolves it.
	ev, err := m.ResolveEvent()
	req := molter.Request{Teams: m.Teams, Players: m.Players, Table: m.Table, Rounds: m.Rounds}
	if err != nil && m.Source != molter.SourceConstructed { // name the constructed table that serves it
		if alt, ok := molter.Alternative(req, molter.Event{}); ok {
			return fail("-rounds %d: %s; %s", m.Rounds, tables.Message(err), molter.AlternativeText(alt))
		}
	}
	if err != nil {
		if m.Rounds > 0 {
			return fail("-rounds %d: %s", m.Rounds, tables.Message(err))
		}
		return fail("%s", tables.Message(err))
	}
	if err := m.Validate(); err != nil {
		return fail("%v", err)
	}
	k := len(ev.Rounds)
	tab, doc, cons := ev.Doc, ev.Source == molter.SourceDocument, ev.Cons
	name := constructedName(cons, k)
	if doc {
		name = molterName(tab, m.Rounds)
	}
	path, err := o.write(c, book(name, m, sheets.WriteMolter))
	if err != nil {
		return err
	}
	if !doc {
		grade := ev.Grade
		fmt.Fprintf(o.report(c), "wrote %s (%d teams of %d players, constructed table, grade %s, %d rounds)\n", path, cons.Teams(), cons.Players(), grade, k)
		if o.source == "" {
			fmt.Fprintf(c.Stderr, "mkxlsx molter: note: document 004 has no table for %d teams of %d players: the workbook plays the constructed one, as its event sheet says\n", cons.Teams(), cons.Players())
		}
		return nil
	}
	fmt.Fprintf(o.report(c), "wrote %s (%d teams of %d players, Tableau %s, %d rounds)\n", path, tab.Teams(), tab.Players(), tab.Table(), k)
	if alt, ok := molter.Alternative(req, ev); ok {
		fmt.Fprintf(c.Stderr, "mkxlsx molter: %s\n", c.Lang.Error(fmt.Sprintf("note: Tableau %s over %d rounds grades %s; %s", tab.Table(), k, molter.GradeSaid(ev), molter.AlternativeText(alt))))
	}
	for _, d := range tab.Defects() {
		fmt.Fprintf(c.Stderr, "mkxlsx molter: note: Tableau %s has a defect, stated in the workbook: %s\n", tab.Table(), d)
	}
	return nil
}
