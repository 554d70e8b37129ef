package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/internal/readback"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
)

// trfFlags are the header lines of a TRF, and the player list that gives
// what the workbook does not hold (FIDE id, title, birth date, sex).
type trfFlags struct {
	name, city, federation, start, end, arbiter, deputy, timeControl, roundDates string
	playersCSV                                                                   string
	enc                                                                          csvin.Encoding
}

func (o *trfFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&o.name, "name", "", "TRF: tournament name (line 012)")
	fs.StringVar(&o.city, "city", "", "TRF: city (022)")
	fs.StringVar(&o.federation, "federation", "", "TRF: federation (032)")
	fs.StringVar(&o.start, "start", "", "TRF: start date, YYYY-MM-DD (042)")
	fs.StringVar(&o.end, "end", "", "TRF: end date, YYYY-MM-DD (052)")
	fs.StringVar(&o.arbiter, "arbiter", "", "TRF: chief arbiter (102)")
	fs.StringVar(&o.deputy, "deputy", "", "TRF: deputy chief arbiter (112)")
	fs.StringVar(&o.timeControl, "time-control", "", "TRF: time control (122)")
	fs.StringVar(&o.roundDates, "round-dates", "", "TRF: the date of each round, YYYY-MM-DD separated by commas (132)")
	fs.StringVar(&o.playersCSV, "players", "", "TRF: the player list (columns name, rating, federation, fide id, title, birth date, sex), in pairing-number order")
	fs.Func("encoding", "encoding of the player list without a byte-order mark: "+csvin.Encodings, func(s string) error {
		e, err := csvin.ParseEncoding(s)
		o.enc = e
		return err
	})
}

// check refuses a header flag that TRF cannot hold, as -title is refused:
// a line break or a control character would forge a line of the report or
// reach the terminal raw.
func (o *trfFlags) check() error {
	for _, f := range []struct{ name, v string }{{"name", o.name}, {"city", o.city}, {"federation", o.federation},
		{"arbiter", o.arbiter}, {"deputy", o.deputy}, {"time-control", o.timeControl}} {
		if p := trf.Unprintable(f.v); p != "" {
			return fail("-%s %s", f.name, p)
		}
		if _, left, ok := trf.ASCII(f.v); !ok {
			return fail("-%s: %q (%U) has no ASCII spelling, and a TRF is written in ASCII", f.name, left, left)
		}
		if n := len([]rune(f.v)); n > maxHeaderFlag {
			return fail("-%s is %d characters long, at most %d fit in a TRF line", f.name, n, maxHeaderFlag)
		}
	}
	return nil
}

// maxHeaderFlag is the longest header value trf.Write takes.
const maxHeaderFlag = 200

// trfDate turns YYYY-MM-DD into TRF's YYYY/MM/DD (long) or YY/MM/DD.
func trfDate(flagName, s string, short bool) (string, error) {
	if s == "" {
		return "", nil
	}
	d, err := time.Parse("2006-01-02", strings.TrimSpace(s))
	if err != nil {
		return "", fail("-%s %q: want a date YYYY-MM-DD", flagName, s)
	}
	if short {
		return d.Format("06/01/02"), nil
	}
	return d.Format("2006/01/02"), nil
}

// trfFile is the report of a round robin read back: the table with the
// withdrawals' forfeits (FIDE Tournament Rules 5.4), each player's points
// the sum of his results written, the standings' ranks (players out of the
// standings ranked after the others).
func trfFile(o *trfFlags, rr *readback.RoundRobin, s *tiebreak.Standings) (*trf.File, error) {
	f := &trf.File{Name: o.name, City: o.city, Federation: o.federation, Arbiter: o.arbiter, Deputy: o.deputy,
		TimeControl: o.timeControl, Type: "Round robin"}
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
	for _, k := range s.Order {
		f.TieBreaks = append(f.TieBreaks, k.Code())
	}
	if err := o.check(); err != nil {
		return nil, err
	}
	var err error
	if f.Start, err = trfDate("start", o.start, false); err != nil {
		return nil, err
	}
	if f.End, err = trfDate("end", o.end, false); err != nil {
		return nil, err
	}
	if o.roundDates != "" {
		dates := strings.Split(o.roundDates, ",")
		if len(dates) != rr.Rounds {
			return nil, fail("-round-dates: %d dates for %d rounds", len(dates), rr.Rounds)
		}
		for _, d := range dates {
			t, err := trfDate("round-dates", d, true)
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
	// at[p][t]: player p's round t (0-based t), a bye by default.
	at := make([][]trf.Round, rr.N)
	for p := range at {
		at[p] = make([]trf.Round, rr.Rounds)
		for t := range at[p] {
			at[p][t] = trf.Round{Colour: '-', Result: 'Z'}
		}
	}
	for _, g := range table {
		w, b := results(g.Result)
		at[g.White-1][g.Round-1] = trf.Round{Opponent: g.Black, Colour: 'w', Result: w}
		at[g.Black-1][g.Round-1] = trf.Round{Opponent: g.White, Colour: 'b', Result: b}
	}
	// A player out of the standings is ranked by his place in rankOrder.
	place := make([]int, rr.N+1)
	for i, q := range rankOrder(s) {
		place[q] = i + 1
	}
	for p := 1; p <= rr.N; p++ {
		// The points are the sum of the results written, as the cross
		// table prints them: the games of a player excluded (5.4 (a)) stay
		// as played, for rating, though the standings annul them; the rank
		// is the standings'.
		pl := trf.Player{Number: p, Name: rr.Names[p-1], Rating: rr.Ratings[p-1], Federation: rr.Federations[p-1],
			Points: trf.Score(at[p-1]), Rank: s.Rank[p-1], Rounds: at[p-1]}
		if s.Excluded[p-1] {
			pl.Rank = place[p]
		}
		if p <= len(infos) {
			in := infos[p-1]
			if in.Name != pl.Name && pl.Name != "" {
				return nil, fail("%s: player %d is %q, the workbook has %q", o.playersCSV, p, in.Name, pl.Name)
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
