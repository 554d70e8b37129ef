// Package report assembles the FIDE tournament report (TRF-2026, written
// by internal/trf) of an event read back from its workbook: a round robin
// of players (RoundRobin), a team round robin, a Molter event or a
// Scheveningen match (team.go). The command line gives it the header
// values (Header), from its flags or the workbook's Event sheet; a value
// that does not fit is refused as bad input, naming where it comes from.
//
// It is under internal/ because only mkxlsx read uses it: its functions
// take the standings of internal/tiebreak and internal/teamrank.
package report

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/badinput"
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// Header is the event as a report's header lines give it (012 … 222).
// Where names the origin of a value for the messages, by the command
// line's flag of it ("name", "start", "round-dates" …): "-start", or the
// workbook's cell; nil: the flag.
type Header struct {
	Name, City, Federation, Start, End, Arbiter, Deputy, TimeControl, TimeCode string
	RoundDates                                                                 []string // YYYY-MM-DD, a round each; nil: not given
	Where                                                                      func(flag string) string
}

func (h *Header) where(flag string) string {
	if h.Where == nil {
		return "-" + flag
	}
	return h.Where(flag)
}

// Check refuses a header value that TRF cannot hold, as -title is refused:
// a line break or a control character would forge a line of the report or
// reach the terminal raw; the message names the value by Where.
func (h *Header) Check() error {
	where := h.where
	for _, f := range []struct{ name, v string }{{"name", h.Name}, {"city", h.City}, {"federation", h.Federation},
		{"arbiter", h.Arbiter}, {"deputy", h.Deputy}, {"time-control", h.TimeControl}, {"time-code", h.TimeCode}} {
		if p := trf.Unprintable(f.v); p != "" {
			return badinput.Errorf("%s %s", where(f.name), p)
		}
		if _, left, ok := trf.ASCII(f.v); !ok {
			return badinput.Errorf("%s: %q (%U) has no ASCII spelling, and a TRF is written in ASCII", where(f.name), left, left)
		}
		if n := len([]rune(f.v)); n > maxHeaderFlag {
			return badinput.Errorf("%s is %d characters long, at most %d fit in a TRF line", where(f.name), n, maxHeaderFlag)
		}
	}
	if h.Federation != "" && !trf.IsFederation(h.Federation) {
		return badinput.Errorf("%s %q: not one of FIDE's federation codes%s", where("federation"), h.Federation, FederationHint(h.Federation))
	}
	if h.TimeCode != "" && !trf.ValidTimeCode(h.TimeCode) {
		return badinput.Errorf("%s %q: want FIDE's encoded time control, such as 5400+30 or 40/6000+30:900+30", where("time-code"), h.TimeCode)
	}
	if short := trf.ShortTimeCode(h.TimeCode); h.TimeCode != "" && short != "" {
		return badinput.Errorf("%s %s", where("time-code"), short)
	}
	return nil
}

// FederationHint is what a federation that is not a FIDE code may have
// meant, said after the refusal: "; France is FRA", or the form wanted.
func FederationHint(s string) string {
	if h := trf.FederationHint(s); h != "" {
		return "; " + h
	}
	return " (three capital letters such as FRA, BEL, SUI; FID for FIDE's flag; a club goes in the club column)"
}

// maxHeaderFlag is the longest header value trf.Write takes.
const maxHeaderFlag = 200

// Date turns YYYY-MM-DD (or a date as sheets.ParseDate reads it) into
// TRF's YYYY/MM/DD (long) or YY/MM/DD; where names the value's origin.
func Date(where, s string, short bool) (string, error) {
	if strings.TrimSpace(s) == "" {
		return "", nil
	}
	d, err := sheets.ParseDate(s)
	if err != nil {
		return "", badinput.Errorf("%s %q: want a date YYYY-MM-DD", where, s)
	}
	if short {
		return d.Format("06/01/02"), nil
	}
	return d.Format("2006/01/02"), nil
}

// fill checks h and writes it into f's header, the round dates for rounds
// rounds.
func (h *Header) fill(f *trf.File, rounds int) error {
	if err := h.Check(); err != nil {
		return err
	}
	f.Name, f.City, f.Federation, f.Arbiter, f.Deputy = h.Name, h.City, h.Federation, h.Arbiter, h.Deputy
	f.TimeControl, f.TimeCode, f.Rounds = h.TimeControl, h.TimeCode, rounds
	var err error
	if f.Start, err = Date(h.where("start"), h.Start, false); err != nil {
		return err
	}
	if f.End, err = Date(h.where("end"), h.End, false); err != nil {
		return err
	}
	if len(h.RoundDates) > 0 {
		if len(h.RoundDates) != rounds {
			return badinput.Errorf("%s: %d dates for %d rounds", h.where("round-dates"), len(h.RoundDates), rounds)
		}
		for i, d := range h.RoundDates {
			t, err := Date(fmt.Sprintf("%s: round %d:", h.where("round-dates"), i+1), d, true)
			if err != nil {
				return err
			}
			f.RoundDates = append(f.RoundDates, t)
		}
	}
	return nil
}

// RoundRobin is the report of a round robin read back: the table with the
// withdrawals' forfeits (FIDE Tournament Rules 5.4), each player's points
// the sum of his results written, the standings' ranks (players out of the
// standings ranked after the others). Every header value and player field
// comes from the workbook (its Event sheet and Players columns), or from h
// and list, the player list named listName (nil: none), where given.
func RoundRobin(h Header, rr *readback.RoundRobin, s *tiebreak.Standings, list []csvin.Player, listName string) (*trf.File, error) {
	f := &trf.File{Type: "Round robin"}
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
	if rr.System != "rutsch" && rr.Cycles == 1 {
		f.TypeCode = "FIDE_ROUNDROBIN"
	} else if rr.System != "rutsch" && rr.Cycles == 2 {
		f.TypeCode = "FIDE_DOUBLEROUNDROBIN"
	}
	if err := h.fill(f, rr.Rounds); err != nil {
		return nil, err
	}
	f.Standings = []string{"PTS"}
	for _, k := range s.Order {
		f.TieBreaks = append(f.TieBreaks, k.Code())
		f.Standings = append(f.Standings, k.Code())
	}
	if len(list) > rr.N {
		return nil, badinput.Errorf("%s lists %d players, the workbook has %d", listName, len(list), rr.N)
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
	for _, g := range table {
		// The forfeits of a withdrawal count in the standings from the
		// round after it: they are written too.
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
	f.Adjustments = annulled(f, table, s.Excluded, rr.Names, played)
	// A player out of the standings is ranked by his place in rankOrder.
	place := make([]int, rr.N+1)
	for i, q := range RankOrder(s) {
		place[q] = i + 1
	}
	field := func(col []string, p int) string {
		if p <= len(col) {
			return col[p-1]
		}
		return ""
	}
	for p := 1; p <= rr.N; p++ {
		// The points and the rank are the standings': the games of a
		// player excluded (5.4 (a)) stay as the cross table prints them,
		// played and rated, and the records 299 count the results of his
		// opponents against him 0.0 (annulled).
		pl := trf.Player{Number: p, Name: rr.Names[p-1], Rating: rr.Ratings[p-1], Federation: rr.Federations[p-1],
			Rank: s.Rank[p-1], Rounds: at[p-1],
			FideID: field(rr.FideIDs, p), Title: strings.ToUpper(field(rr.Titles, p)),
			BirthDate: birthDate(field(rr.BirthDates, p)), Sex: sex(field(rr.Sexes, p))}
		if n := field(rr.FideNames, p); n != "" {
			pl.Name = n
		}
		if s.Excluded[p-1] {
			pl.Rank = place[p]
		}
		pl.Points = f.Points(&pl)
		if pl.Points != s.Points[p-1] {
			// Two ways to the same points, the standings' and the
			// report's: they differ only by a bug.
			return nil, fmt.Errorf("player %d: the report gives %.1f points, the standings %.1f", p, pl.Points, s.Points[p-1])
		}
		if p <= len(list) {
			in := list[p-1]
			if in.Name != rr.Names[p-1] && rr.Names[p-1] != "" {
				return nil, badinput.Errorf("%s: player %d is %q, the workbook has %q", listName, p, in.Name, rr.Names[p-1])
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
		if pl.Federation != "" && !trf.IsFederation(pl.Federation) {
			where := fmt.Sprintf("player %d", p)
			if c := field(rr.FederationCells, p); c != "" {
				where = c + " (" + where + ")"
			}
			return nil, badinput.Errorf("%s: federation %q is not one of FIDE's codes%s", where, pl.Federation, FederationHint(pl.Federation))
		}
		if pl.Rating > 0 {
			f.Rated++
		}
		f.Players = append(f.Players, pl)
	}
	return f, nil
}

// annulled is what FIDE Tournament Rules 5.4 (a) annuls: the results
// of rounds 1 to played of the players in the standings against a player
// excluded from them (a win, a draw, a forfeit win: a loss counts nothing
// anyway), as TRF-2026's records 299 giving them 0.0 points, a record a
// round and type; each game annulled is said in a ### line of f, and each
// player excluded.
func annulled(f *trf.File, table []tiebreak.Game, excluded []bool, names []string, played int) []trf.Adjustment {
	name := func(p int) string {
		if p <= len(names) && names[p-1] != "" {
			return fmt.Sprintf("%d %s", p, names[p-1])
		}
		return strconv.Itoa(p)
	}
	for p, x := range excluded {
		if x {
			f.Comments = append(f.Comments,
				fmt.Sprintf("FIDE Tournament Rules 5.4 a: %s withdrew before playing half his games: out of the standings, ranked last.", name(p+1)),
				"His games played stay here for rating; his opponents' results against him count 0.0 (records 299), as in the standings.")
		}
	}
	type key struct {
		round int
		typ   byte
	}
	var keys []key
	players := map[key][]int{}
	for _, g := range table {
		if g.Round > played || g.Result == tiebreak.None || excluded[g.White-1] == excluded[g.Black-1] {
			continue
		}
		w, b := results(g.Result)
		p, r := g.White, w
		if excluded[g.White-1] {
			p, r = g.Black, b
		}
		typ := map[byte]byte{'1': 'W', '=': 'D', '+': '+'}[r]
		f.Comments = append(f.Comments, fmt.Sprintf("round %d: %s - %s %s annulled in the standings (5.4 a)", g.Round, name(g.White), name(g.Black), strings.Replace(g.Result.String(), "½", "1/2", 2)))
		if typ == 0 {
			continue // a loss: nothing to annul
		}
		k := key{g.Round, typ}
		if _, ok := players[k]; !ok {
			keys = append(keys, k)
		}
		players[k] = append(players[k], p)
	}
	var out []trf.Adjustment
	for _, k := range keys {
		ps := players[k]
		slices.Sort(ps)
		out = append(out, trf.Adjustment{Type: k.typ, Points: 0, Round: k.round, Players: ps})
	}
	return out
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
	if int(r) >= len(trfResults) {
		return ' ', ' '
	}
	return trfResults[r][0], trfResults[r][1]
}

// trfResults are the TRF characters of each result, white's then black's
// (None: not played yet).
var trfResults = [...]string{tiebreak.None: "  ", tiebreak.WhiteWins: "10", tiebreak.Draw: "==", tiebreak.BlackWins: "01",
	tiebreak.WhiteWinsByForfeit: "+-", tiebreak.BlackWinsByForfeit: "-+", tiebreak.DoubleForfeit: "--"}

// RankOrder lists the players by rank, then pairing number; those out of
// the standings last.
func RankOrder(s *tiebreak.Standings) []int {
	order := tiebreak.ByRank(len(s.Rank), func(i int) int {
		if s.Excluded[i] {
			return 1 << 30
		}
		return s.Rank[i]
	})
	for i := range order {
		order[i]++ // pairing numbers
	}
	return order
}
