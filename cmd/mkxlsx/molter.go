package main

import (
	"errors"
	"flag"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
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
		r := molter.Request{Teams: sz.Teams, Players: sz.Players, Source: molter.SourceDocument}
		if sz.Alternative {
			r.Table = sz.Table
		}
		ev, err := molter.Serve(r)
		if err != nil { // molter.Sizes lists what molter.New serves: a bug, said as this workbook's failure
			outs = append(outs, failed(fmt.Sprintf("molter-%d-%d.xlsx", sz.Teams, sz.Players), err))
			continue
		}
		m := sheets.Molter{Teams: sz.Teams, Players: sz.Players, Table: r.Table, Lang: o.Lang, Event: o.Event, Resolved: ev}
		outs = append(outs, book(molterName(ev.Doc, 0), m, sheets.WriteMolter))
	}
	return outs
}

type molterFlags struct {
	bookFlags
	teams, players, rounds  int
	table, teamsCSV, source string
	construction            string
	event                   eventFlags
}

func (o *molterFlags) define(fs *flag.FlagSet) {
	o.bookFlags.define(fs, "molter-TTxPP.xlsx")
	cli.IntVar(fs, &o.teams, "teams", 0, "number of teams (default: the number in -teams-file)")
	cli.IntVar(fs, &o.players, "players", 0, "players per team")
	fs.StringVar(&o.table, "table", "", "the document's table number (17, peyrin) instead of -teams and -players")
	cli.IntVar(fs, &o.rounds, "rounds", 0, "number of rounds (default: the most the table plays); an odd number ends with the autonomous round")
	fs.StringVar(&o.source, "source", "", "document, constructed or best (the best graded valid table, the document's when equal; default: the document's table where it has the shape, else the constructed one)")
	fs.StringVar(&o.construction, "construction", "", "layered or search: how a constructed event is made (default: the better graded; the other where pairings molter-report lists it selectable)")
	fs.StringVar(&o.teamsCSV, "teams-file", "", "CSV file of the teams in letter order (header row; columns team, player1, player2, …)")
	o.event.define(fs, "kept in the FIDE report sheet for the TRF: ")
}

// molterRefusal says molter.Serve's refusal with the flags of mkxlsx
// molter.
func molterRefusal(err error) error {
	var re *molter.RequestError
	switch {
	case !errors.As(err, &re):
		return fail("%s", tables.Message(err))
	case errors.Is(err, molter.ErrTableSource):
		return fail("-table %s is a table of the document: -source constructed takes -teams and -players", re.Value)
	case errors.Is(err, molter.ErrNumber) && re.Value == "" && re.Field == molter.FieldTeams:
		return fail("-teams is required (or -teams-file, or -table)")
	case errors.Is(err, molter.ErrNumber) && re.Value == "" && re.Field == molter.FieldPlayers:
		return fail("-players is required (or -table, or a -teams-file with player columns)")
	}
	return fail("%s", re.Say(re.Field.Flag("-teams", "-players")))
}

func runMolter(c *cli.Call, o *molterFlags) error {
	if err := encodingUsed(c, o.teamsCSV, "-teams-file"); err != nil {
		return err
	}
	m := sheets.Molter{Lang: o.Lang, Event: o.Event, Info: o.event.info(o.Event)}
	req := molter.Request{Teams: o.teams, Players: o.players, Table: o.table, Rounds: o.rounds, Source: o.source, Construction: o.construction}
	for f, name := range map[molter.Field]string{molter.FieldTeams: "teams", molter.FieldPlayers: "players", molter.FieldRounds: "rounds"} {
		if c.Given(name) {
			req.Typed |= f
		}
	}
	if o.table == "" && o.teamsCSV != "" { // -teams and -players from the teams file
		teams, size, err := teamSizeFrom(c, "players", o.players, o.teamsCSV, o.enc)
		if err != nil {
			return err
		}
		m.TeamList, req.Players = teams, size
		if !c.Given("teams") {
			req.Teams = len(m.TeamList)
		}
	}
	// The event, served once: the workbook plays it, the messages say it.
	ev, err := molter.Serve(req)
	if err != nil {
		return molterRefusal(err)
	}
	if o.teamsCSV != "" { // the event's team size bounds the file's player columns
		if m.TeamList, err = teamsFile(o.teamsCSV, o.enc, ev.Players); err != nil {
			return err
		}
	}
	if len(m.TeamList) > ev.Teams {
		return fail("%s lists %d teams, more than the %d of the event", o.teamsCSV, len(m.TeamList), ev.Teams)
	}
	m.Resolved = ev
	if err := m.Validate(); err != nil {
		return fail("%v", err)
	}
	k := len(ev.Rounds)
	tab, doc, cons := ev.Doc, ev.Source == molter.SourceDocument, ev.Cons
	name := constructedName(cons, k)
	if doc {
		name = molterName(tab, o.rounds)
	}
	path, err := o.write(c, book(name, m, sheets.WriteMolter))
	if err != nil {
		return err
	}
	if !doc {
		grade := c.Lang.F("grade %s", ev.Grade)
		if cons.AtRunTime() { // 31 to 64 teams
			grade = c.Lang.F("built and graded when asked, %s", grade)
		}
		fmt.Fprint(o.report(c), c.Lang.F("wrote %s (%d teams of %d players, constructed table, %s, %s)\n", path, ev.Teams, ev.Players, grade, c.Lang.Rounds(k)))
		if o.source == "" {
			fmt.Fprintf(c.Stderr, "mkxlsx molter: %s\n", c.Lang.Error(fmt.Sprintf("note: document 004 has no table for %d teams of %d players: the workbook plays the constructed one, as its event sheet says", ev.Teams, ev.Players)))
		}
		return nil
	}
	fmt.Fprint(o.report(c), c.Lang.F("wrote %s (%d teams of %d players, Tableau %s, %s)\n", path, ev.Teams, ev.Players, tab.Table(), c.Lang.Rounds(k)))
	if ev.Alt != nil {
		fmt.Fprintf(c.Stderr, "mkxlsx molter: %s\n", c.Lang.Error(fmt.Sprintf("note: Tableau %s over %s grades %s; %s", tab.Table(), msg.En.Rounds(k), molter.GradeSaid(ev), molter.AlternativeText(*ev.Alt))))
	}
	for _, d := range tab.Defects() {
		fmt.Fprintf(c.Stderr, "mkxlsx molter: %s\n", c.Lang.F("note: Tableau %s has a defect, stated in the workbook: %s", tab.Table(), sheets.MolterDefect(sheets.Lang(c.Lang), d)))
	}
	return nil
}
