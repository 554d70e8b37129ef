package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/app/csvin"
	"github.com/toutesrondes/toutesrondes/internal/app/readback"
	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets"
)

// eventFlags are the event as a tournament report gives it: given to
// mkxlsx berger they are kept in the workbook's Event sheet, given to
// mkxlsx read they override what the workbook holds.
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
	fs.StringVar(&o.deputy, "deputy", "", what+"deputy chief arbiter (112)")
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

// check refuses a header value that TRF cannot hold, as -title is refused:
// a line break or a control character would forge a line of the report or
// reach the terminal raw. where names each value's origin (the flag, or the
// workbook's cell).
func (o *trfFlags) check(where func(flag string) string) error {
	for _, f := range []struct{ name, v string }{{"name", o.name}, {"city", o.city}, {"federation", o.federation},
		{"arbiter", o.arbiter}, {"deputy", o.deputy}, {"time-control", o.timeControl}, {"time-code", o.timeCode}} {
		if p := trf.Unprintable(f.v); p != "" {
			return fail("%s %s", where(f.name), p)
		}
		if _, left, ok := trf.ASCII(f.v); !ok {
			return fail("%s: %q (%U) has no ASCII spelling, and a TRF is written in ASCII", where(f.name), left, left)
		}
		if n := len([]rune(f.v)); n > maxHeaderFlag {
			return fail("%s is %d characters long, at most %d fit in a TRF line", where(f.name), n, maxHeaderFlag)
		}
	}
	if o.federation != "" && !isFederation(o.federation) {
		return fail("%s %q: want a federation's three capital letters, such as FRA", where("federation"), o.federation)
	}
	if o.timeCode != "" && !sheets.ValidTimeCode(o.timeCode) {
		return fail("%s %q: want FIDE's encoded time control, such as 5400+30 or 40/6000+30:900+30", where("time-code"), o.timeCode)
	}
	return nil
}

func isFederation(s string) bool {
	if len(s) != 3 {
		return false
	}
	for i := range 3 {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// fromWorkbook fills every value of o not given on the command line with
// the workbook's (its Event sheet), and returns where each value comes
// from, for the messages.
func (o *trfFlags) fromWorkbook(given func(string) bool, ev readback.Event) func(flag string) string {
	from := map[string]string{}
	for _, f := range []struct {
		flag, defined string
		to            *string
		v             string
	}{{"name", "EventName", &o.name, ev.Name}, {"city", "EventCity", &o.city, ev.City},
		{"federation", "EventFederation", &o.federation, strings.ToUpper(ev.Federation)},
		{"start", "EventStart", &o.start, ev.Start}, {"end", "EventEnd", &o.end, ev.End},
		{"arbiter", "EventArbiter", &o.arbiter, ev.Arbiter}, {"deputy", "EventDeputy", &o.deputy, ev.Deputy},
		{"time-control", "EventTimeControl", &o.timeControl, ev.TimeControl},
		{"time-code", "EventTimeCode", &o.timeCode, ev.TimeCode}} {
		if given(f.flag) || f.v == "" {
			continue
		}
		*f.to = f.v
		from[f.flag] = fmt.Sprintf("%s (%s)", ev.Cells[f.defined], f.defined)
	}
	if !given("round-dates") && len(ev.RoundDates) > 0 {
		known := false
		for _, d := range ev.RoundDates {
			known = known || d != ""
		}
		if known {
			o.roundDates = strings.Join(ev.RoundDates, ",")
			from["round-dates"] = fmt.Sprintf("%s (RoundDates)", ev.Cells["RoundDates"])
		}
	}
	return func(flag string) string {
		if w, ok := from[flag]; ok {
			return cli.Escape(w)
		}
		return "-" + flag
	}
}

// maxHeaderFlag is the longest header value trf.Write takes.
const maxHeaderFlag = 200

// trfDate turns YYYY-MM-DD (or a date as sheets.ParseDate reads it) into
// TRF's YYYY/MM/DD (long) or YY/MM/DD; where names the value's origin.
func trfDate(where, s string, short bool) (string, error) {
	if strings.TrimSpace(s) == "" {
		return "", nil
	}
	d, err := sheets.ParseDate(s)
	if err != nil {
		return "", fail("%s %q: want a date YYYY-MM-DD", where, s)
	}
	if short {
		return d.Format("06/01/02"), nil
	}
	return d.Format("2006/01/02"), nil
}

// trfFile is the report of a round robin read back: the table with the
// withdrawals' forfeits (FIDE Tournament Rules 5.4), each player's points
// the sum of his results written, the standings' ranks (players out of the
// standings ranked after the others). Every header value and player field
// comes from the workbook (its Event sheet and Players columns) unless
// given flags it (given reports which were).
func trfFile(given func(string) bool, o *trfFlags, rr *readback.RoundRobin, s *tiebreak.Standings) (*trf.File, error) {
	where := o.fromWorkbook(given, rr.Event)
	if err := o.check(where); err != nil {
		return nil, err
	}
	f := &trf.File{Name: o.name, City: o.city, Federation: o.federation, Arbiter: o.arbiter, Deputy: o.deputy,
		TimeControl: o.timeControl, TimeCode: o.timeCode, Type: "Round robin"}
	if rr.Cycles == 2 {
		f.Type = "Double round robin"
	} else if rr.Cycles > 2 {
		f.Type = fmt.Sprintf("Round robin, %d cycles", rr.Cycles)
	}
	if rr.System == "rutsch" {
		f.Type = "Round robin (Rutsch system)"
	}
	// TRF-2026's encoded types name FIDE's Berger tables, single or double;
	// a Rutsch rotation or more cycles have no code of their own (line 192
	// left out, 092 says which).
	f.Rounds = rr.Rounds
	if rr.System != "rutsch" && rr.Cycles == 1 {
		f.TypeCode = "FIDE_ROUNDROBIN"
	} else if rr.System != "rutsch" && rr.Cycles == 2 {
		f.TypeCode = "FIDE_DOUBLEROUNDROBIN"
	}
	f.Standings = []string{"PTS"}
	for _, k := range s.Order {
		f.TieBreaks = append(f.TieBreaks, k.Code())
		f.Standings = append(f.Standings, k.Code())
	}
	var err error
	if f.Start, err = trfDate(where("start"), o.start, false); err != nil {
		return nil, err
	}
	if f.End, err = trfDate(where("end"), o.end, false); err != nil {
		return nil, err
	}
	if o.roundDates != "" {
		dates := strings.Split(o.roundDates, ",")
		if len(dates) != rr.Rounds {
			return nil, fail("%s: %d dates for %d rounds", where("round-dates"), len(dates), rr.Rounds)
		}
		for i, d := range dates {
			t, err := trfDate(fmt.Sprintf("%s: round %d:", where("round-dates"), i+1), d, true)
			if err != nil {
				return nil, err
			}
			f.RoundDates = append(f.RoundDates, t)
		}
	}
	infos, err := readFile("-players", o.playersCSV, func(r io.Reader, name string) ([]playerInfo, error) {
		return readPlayerInfos(r, name, o.enc)
	})
	if err != nil {
		return nil, err
	}
	if len(infos) > rr.N {
		return nil, fail("%s lists %d players, the workbook has %d", o.playersCSV, len(infos), rr.N)
	}
	table, _, err := tiebreak.TableGames(rr.N, rr.Games, rr.Withdrawals)
	if err != nil {
		return nil, err
	}
	// The rounds written: up to the last with a result typed, so that a
	// workbook filled in part gives the rounds played and no result a
	// reader refuses. A game of those rounds still without result is
	// written as no game ("0000 -", blank: TRF-2026 reads it as Z, no
	// points) and said in a comment line.
	played := 0
	for _, g := range rr.Games {
		if g.Result != tiebreak.None {
			played = max(played, g.Round)
		}
	}
	if played < rr.Rounds && played > 0 {
		f.Comments = append(f.Comments, fmt.Sprintf("rounds 1 to %d of %d written: the later rounds have no result yet", played, rr.Rounds))
	}
	// at[p][t]: player p's round t (0-based t), a bye by default.
	at := make([][]trf.Round, rr.N)
	for p := range at {
		at[p] = make([]trf.Round, played)
		for t := range at[p] {
			at[p][t] = trf.Round{Colour: '-', Result: 'Z'}
		}
	}
	for _, g := range table {
		if g.Round > played {
			continue
		}
		if g.Result == tiebreak.None {
			at[g.White-1][g.Round-1] = trf.Round{Colour: '-', Result: ' '}
			at[g.Black-1][g.Round-1] = trf.Round{Colour: '-', Result: ' '}
			f.Comments = append(f.Comments, fmt.Sprintf("round %d: %d-%d not played yet, written as no game", g.Round, g.White, g.Black))
			continue
		}
		w, b := results(g.Result)
		at[g.White-1][g.Round-1] = trf.Round{Opponent: g.Black, Colour: 'w', Result: w}
		at[g.Black-1][g.Round-1] = trf.Round{Opponent: g.White, Colour: 'b', Result: b}
	}
	// A player out of the standings is ranked by his place in rankOrder.
	place := make([]int, rr.N+1)
	for i, q := range rankOrder(s) {
		place[q] = i + 1
	}
	field := func(col []string, p int) string {
		if p <= len(col) {
			return col[p-1]
		}
		return ""
	}
	for p := 1; p <= rr.N; p++ {
		// The points are the sum of the results written, as the cross
		// table prints them: the games of a player excluded (5.4 (a)) stay
		// as played, for rating, though the standings annul them; the rank
		// is the standings'.
		pl := trf.Player{Number: p, Name: rr.Names[p-1], Rating: rr.Ratings[p-1], Federation: rr.Federations[p-1],
			Points: trf.Score(at[p-1]), Rank: s.Rank[p-1], Rounds: at[p-1],
			FideID: field(rr.FideIDs, p), Title: strings.ToUpper(field(rr.Titles, p)),
			BirthDate: birthDate(field(rr.BirthDates, p)), Sex: sex(field(rr.Sexes, p))}
		if n := field(rr.FideNames, p); n != "" {
			pl.Name = n
		}
		if s.Excluded[p-1] {
			pl.Rank = place[p]
		}
		if p <= len(infos) {
			in := infos[p-1]
			if in.Name != rr.Names[p-1] && rr.Names[p-1] != "" {
				return nil, fail("%s: player %d is %q, the workbook has %q", o.playersCSV, p, in.Name, rr.Names[p-1])
			}
			pl.Name = in.Name
			if in.FirstName != "" {
				// FIDE's spelling when the list gives the two apart; a
				// name given whole stays as given.
				pl.Name = in.LastName + ", " + in.FirstName
			}
			pl.FideID, pl.Title, pl.BirthDate, pl.Sex = in.FideID, in.Title, in.BirthDate, in.Sex
			if pl.Rating == 0 {
				pl.Rating = in.Rating
			}
			if pl.Federation == "" {
				pl.Federation = in.Federation
			}
		}
		if pl.Rating > 0 {
			f.Rated++
		}
		f.Players = append(f.Players, pl)
	}
	return f, nil
}

// birthDate is a birth date as TRF writes it, YYYY/MM/DD (or the year
// alone): a date typed 1990-02-03 is written 1990/02/03.
func birthDate(s string) string {
	if d, err := time.Parse("2006-01-02", s); err == nil {
		return d.Format("2006/01/02")
	}
	return s
}

// sex is TRF's m or w for the spellings a player list or a French arbiter
// uses (M, F, H, W); anything else as typed, for Write to judge.
func sex(s string) string {
	switch strings.ToLower(s) {
	case "m", "h":
		return "m"
	case "w", "f":
		return "w"
	}
	return s
}

// results are a game's TRF result characters for white and black.
func results(r tiebreak.Result) (white, black byte) {
	switch r {
	case tiebreak.WhiteWins:
		return '1', '0'
	case tiebreak.Draw:
		return '=', '='
	case tiebreak.BlackWins:
		return '0', '1'
	case tiebreak.WhiteForfeit:
		return '+', '-'
	case tiebreak.BlackForfeit:
		return '-', '+'
	case tiebreak.DoubleForfeit:
		return '-', '-'
	}
	return ' ', ' ' // not played yet
}
