package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/internal/report"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// eventFlags are the event as a tournament report gives it: given to
// mkxlsx berger, rutsch, team, scheveningen or molter they are kept in the
// workbook's Event sheet (Molter's FIDE report), given to mkxlsx read they
// override what the workbook holds.
type eventFlags struct {
	name, city, federation, start, end, arbiter, deputy, timeControl, timeCode, roundDates string
}

func (o *eventFlags) define(fs *flag.FlagSet, what string) {
	fs.StringVar(&o.name, "name", "", what+"tournament name (TRF line 012)")
	fs.StringVar(&o.city, "city", "", what+"city (022)")
	fs.StringVar(&o.federation, "federation", "", what+"federation, three letters such as FRA (032)")
	fs.StringVar(&o.start, "start", "", what+"start date, YYYY-MM-DD (042)")
	fs.StringVar(&o.end, "end", "", what+"end date, YYYY-MM-DD (052)")
	fs.StringVar(&o.arbiter, "arbiter", "", what+"chief arbiter (102)")
	fs.StringVar(&o.deputy, "deputy", "", what+"deputy chief arbiters, separated by ; (a 112 line each)")
	fs.StringVar(&o.timeControl, "time-control", "", what+"time control as said, such as \"90 min + 30 s\" (122)")
	fs.StringVar(&o.timeCode, "time-code", "", what+"time control encoded as FIDE's TRF-2026 gives it, such as 5400+30 (222)")
	fs.StringVar(&o.roundDates, "round-dates", "", what+"the date of each round, YYYY-MM-DD separated by commas (132)")
}

// info is the event the flags give; the name and city default to the page
// header's -title and -place, so that nothing is typed twice.
func (o *eventFlags) info(ev sheets.Event) sheets.EventInfo {
	in := sheets.EventInfo{Name: o.name, City: o.city, Federation: strings.ToUpper(strings.TrimSpace(o.federation)),
		Start: strings.TrimSpace(o.start), End: strings.TrimSpace(o.end), Arbiter: o.arbiter, Deputy: o.deputy,
		TimeControl: o.timeControl, TimeCode: strings.TrimSpace(o.timeCode)}
	if in.Name == "" {
		in.Name = ev.Title
	}
	if in.City == "" {
		in.City = ev.Place
	}
	if o.roundDates != "" {
		for _, d := range strings.Split(o.roundDates, ",") {
			in.RoundDates = append(in.RoundDates, strings.TrimSpace(d))
		}
	}
	return in
}

// trfFlags are the header lines of a TRF, and the player list that gives
// what the workbook does not hold (FIDE id, title, birth date, sex): each
// overrides the workbook's value when given.
type trfFlags struct {
	eventFlags
	playersCSV string
	enc        csvin.Encoding
}

func (o *trfFlags) define(fs *flag.FlagSet) {
	o.eventFlags.define(fs, "TRF, instead of the workbook's Event sheet: ")
	fs.StringVar(&o.playersCSV, "players", "", "TRF: the player list (columns name, rating, federation, fide id, title, birth date, sex), in pairing-number order, instead of the workbook's Players sheet")
	fs.Func("encoding", "encoding of the player list without a byte-order mark: "+csvin.Encodings, func(s string) error {
		e, err := csvin.ParseEncoding(s)
		o.enc = e
		return err
	})
}

// fromWorkbook fills every value of o not given on the command line with
// the workbook's (its Event sheet: readback's Event.Override holds the
// rule), and returns where each value comes from, for the messages.
func (o *trfFlags) fromWorkbook(given func(string) bool, ev readback.Event) func(flag string) string {
	typed := readback.Event{Name: o.name, City: o.city, Federation: o.federation, Start: o.start, End: o.end,
		Arbiter: o.arbiter, Deputy: o.deputy, TimeControl: o.timeControl, TimeCode: o.timeCode}
	if o.roundDates != "" {
		typed.RoundDates = strings.Split(o.roundDates, ",")
	}
	out, from := ev.Override(typed, given)
	o.name, o.city, o.federation, o.start, o.end = out.Name, out.City, out.Federation, out.Start, out.End
	o.arbiter, o.deputy, o.timeControl, o.timeCode = out.Arbiter, out.Deputy, out.TimeControl, out.TimeCode
	o.roundDates = strings.Join(out.RoundDates, ",")
	return func(flag string) string {
		if w, ok := from[flag]; ok {
			return cli.Escape(w)
		}
		return "-" + flag
	}
}

// header is the report's header: the values of o, each named by where.
func (o *trfFlags) header(where func(flag string) string) report.Header {
	h := report.Header{Name: o.name, City: o.city, Federation: o.federation, Start: o.start, End: o.end,
		Arbiter: o.arbiter, Deputy: o.deputy, TimeControl: o.timeControl, TimeCode: o.timeCode, Where: where}
	if o.roundDates != "" {
		h.RoundDates = strings.Split(o.roundDates, ",")
	}
	return h
}

// trfFile is the report of a round robin read back (report.RoundRobin):
// every header value and player field comes from the workbook (its Event
// sheet and Players columns) unless given flags it (given reports which
// were).
func trfFile(given func(string) bool, o *trfFlags, rr *readback.RoundRobin, s *tiebreak.Standings) (*trf.File, error) {
	where := o.fromWorkbook(given, rr.Event)
	h := o.header(where)
	if err := h.Check(); err != nil {
		return nil, err
	}
	list, err := readFile("-players", o.playersCSV, func(r io.Reader, name string) ([]csvin.Player, error) {
		return csvin.ReadPlayers(r, name, o.enc, sheets.MaxPlayers)
	})
	if err != nil {
		return nil, err
	}
	return report.RoundRobin(h, rr, s, list, o.playersCSV)
}

// teamHeader is the header of a team event's report: from the workbook's
// Event sheet (blank in an older workbook without it) unless given flags
// the value, as for a round robin. The players are the workbook's: a
// player list is refused.
func (o *trfFlags) teamHeader(given func(string) bool, what string, ev readback.Event) (report.Header, error) {
	if o.playersCSV != "" {
		return report.Header{}, fail("-players: the players of a %s are the workbook's; the list is for a round robin of players", what)
	}
	return o.header(o.fromWorkbook(given, ev)), nil
}

// ratingNeeds are the header lines TRF-2026 marks mandatory for rating
// (column R, ■): the flag and the Event sheet's defined name that give
// each, and what it is.
var ratingNeeds = []struct {
	code, flag, defined, what string
	get                       func(f *trf.File) bool
}{
	{"012", "name", contract.EventName, "tournament name", func(f *trf.File) bool { return f.Name != "" }},
	{"022", "city", contract.EventCity, "city", func(f *trf.File) bool { return f.City != "" }},
	{"032", "federation", contract.EventFederation, "federation", func(f *trf.File) bool { return f.Federation != "" }},
	{"042", "start", contract.EventStart, "start date", func(f *trf.File) bool { return f.Start != "" }},
	{"052", "end", contract.EventEnd, "end date", func(f *trf.File) bool { return f.End != "" }},
	{"102", "arbiter", contract.EventArbiter, "chief arbiter", func(f *trf.File) bool { return f.Arbiter != "" }},
	{"132", "round-dates", contract.RoundDates, "round dates", func(f *trf.File) bool {
		for _, d := range f.RoundDates {
			if d == "" {
				return false
			}
		}
		return len(f.RoundDates) > 0
	}},
}

// preflight lists what FIDE's rating needs that the report f of rr
// lacks (see ratingMissing), each player's FIDE id with his cell of the
// Players sheet. A report without any player named is refused: it names
// no one.
func preflight(f *trf.File, rr *readback.RoundRobin) ([]string, error) {
	named := false
	for _, p := range f.Players {
		named = named || strings.TrimSpace(p.Name) != ""
	}
	if !named {
		return nil, fail("no player is named (the Players sheet's names, PlayerNames, are empty): a tournament report needs the players")
	}
	where := "the Players sheet's column of FIDE ids (PlayerFideIDs)"
	if rr.FideIDCells == nil {
		where = "-players with a column \"fide id\""
	}
	return ratingMissing(f, rr.Event, func(i int) string {
		if i < len(rr.FideIDCells) {
			return rr.FideIDCells[i]
		}
		return ""
	}, where), nil
}

// ratingMissing lists what FIDE's rating needs that the report f lacks:
// each header line TRF-2026 marks mandatory for rating (012, 022, 032,
// 042, 052, 102, 132) with the flag and the workbook cell (of ev) that
// give it, and the players without a FIDE number (001 columns 58-68),
// each with the cell idCell gives for f.Players[i] ("" when none), to be
// given in where.
func ratingMissing(f *trf.File, ev readback.Event, idCell func(i int) string, where string) []string {
	var missing []string
	for _, n := range ratingNeeds {
		if n.get(f) {
			continue
		}
		where := "-" + n.flag
		if c := ev.Cells[n.defined]; c != "" {
			where += ", or the workbook's " + c + " (" + n.defined + ")"
		}
		missing = append(missing, fmt.Sprintf("line %s (%s), mandatory for rating, is missing: give %s", n.code, n.what, where))
	}
	var noID []string
	for i, p := range f.Players {
		if p.FideID != "" {
			continue
		}
		who := fmt.Sprintf("%d %s", p.Number, p.Name)
		if c := idCell(i); c != "" {
			who += " (" + c + ")"
		}
		noID = append(noID, who)
	}
	if len(noID) > 0 {
		missing = append(missing, fmt.Sprintf("%d of %d players without a FIDE number (001 columns 58-68), mandatory for rating: %s; give it in %s",
			len(noID), len(f.Players), strings.Join(noID, ", "), where))
	}
	return missing
}
