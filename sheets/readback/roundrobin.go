package readback

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/trf"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	tberger "github.com/toutesrondes/toutesrondes/tables/berger"
	"github.com/toutesrondes/toutesrondes/tables/rutsch"
)

// Read reads a round-robin workbook: a Berger round robin, or a Rutsch one
// (read as the round robin it is). The error is a Problems when the file is
// a round robin of this project with bad cells or changed pairings.
func Read(r io.Reader) (*RoundRobin, error) { return readWith(r, (*book).roundRobin) }

// readWith opens a workbook and reads it with one family's reader. The
// workbook is closed on every path. excelize can panic on a crafted file
// (a shared string's index of -1, for one): the panic is the file's
// problem, reported as an error, never a crash.
func readWith[T any](r io.Reader, read func(*book) (T, error)) (v T, err error) {
	defer func() {
		if p := recover(); p != nil {
			var zero T
			v, err = zero, fmt.Errorf("not a workbook this program can read: the spreadsheet library failed on it (%v)", p)
		}
	}()
	b, err := open(r)
	if err != nil {
		var zero T
		return zero, err
	}
	defer b.f.Close()
	if v, err = read(b); err != nil {
		return v, err
	}
	// The cells the workbook computes still hold their formulas (derived.go).
	var t *TeamRoundRobin
	switch w := any(v).(type) {
	case *TeamRoundRobin:
		t = w
	case *Workbook:
		t = w.Team
	}
	b.formulasKept(t)
	if err := b.problems(); err != nil {
		var zero T
		return zero, err
	}
	return v, nil
}

// Workbook is any workbook read back: one of its fields is set.
type Workbook struct {
	RoundRobin   *RoundRobin // mkxlsx berger, mkxlsx rutsch
	Team         *TeamRoundRobin
	Molter       *Molter
	Scheveningen *Scheveningen
}

// ReadAny reads a workbook of any family this project reads back, told
// apart by a defined name only that family has.
func ReadAny(r io.Reader) (*Workbook, error) { return readWith(r, (*book).any) }

func (b *book) any() (*Workbook, error) {
	var w Workbook
	var err error
	switch has := func(name string) bool { _, ok := b.defined[name]; return ok }; {
	case has(contract.HomeScores):
		w.Team, err = teamFamily.readBook(b)
	case has(contract.TeamBerlin):
		w.Molter, err = molterFamily.readBook(b)
	case has(contract.ScoreA):
		w.Scheveningen, err = scheveningenFamily.readBook(b)
	default:
		w.RoundRobin, err = b.roundRobin()
	}
	if err != nil {
		return nil, err
	}
	return &w, nil
}

// roundRobin reads a Berger or Rutsch workbook (see Read).
func (b *book) roundRobin() (*RoundRobin, error) {
	// SonnebornBerger is the Berger round robin's own name; a Rutsch
	// workbook has Results, PlayerNames, Points and Rank only.
	_, berger := b.defined[contract.SonnebornBerger]
	_, points := b.defined[contract.Points]
	if !berger && !points {
		return nil, errors.New("no defined name SonnebornBerger nor Points: not a round-robin (Berger or Rutsch), team, Molter or Scheveningen workbook of this project")
	}
	const kind = "a round-robin workbook"
	a, err := b.areas(kind, contract.Results, contract.PlayerNames)
	if err != nil {
		return nil, err
	}
	res, players := a[0], a[1]
	rr := &RoundRobin{System: "berger", N: players.rows()}
	if !berger {
		rr.System = "rutsch"
	}
	if res.col1 != res.col2 || players.col1 != players.col2 || rr.N < 2 {
		return nil, fmt.Errorf("defined names Results and PlayerNames: want one column each")
	}
	if err := bounded(rr.N, res); err != nil {
		return nil, err
	}
	m := rr.N + rr.N%2
	perRound := m/2 - (m - rr.N)
	games := res.rows()
	if perRound < 1 || games%(perRound*(m-1)) != 0 || (!berger && games != perRound*(m-1)) {
		// Either name may be the one changed: both are named, with their
		// ranges, so that the user finds the broken one.
		return nil, fmt.Errorf("defined names Results and PlayerNames disagree: Results (%s:%s) holds %d games, no whole number of cycles of the %d players of PlayerNames (%s:%s, %d games a cycle); one of the two names was changed",
			res.cell(res.col1, res.row1), cellName(res.col2, res.row2), games, rr.N, players.cell(players.col1, players.row1), cellName(players.col2, players.row2), perRound*(m-1))
	}
	rr.Names = b.column(players, players.col1)
	// The Berger workbook's ratings and federations (the Players sheet;
	// an older workbook has them right of the names).
	var ratings, feds area
	if berger {
		cols := b.besideAll(players, []string{contract.PlayerRatings, contract.PlayerFederations}, []int{1, 2})
		ratings, feds = cols[0], cols[1]
	}
	for row := players.row1; row <= players.row2; row++ {
		// The rating is read as stored, whatever format displays it
		// ("2,450").
		rating, fed, fedCell := 0, "", ""
		if berger {
			if v := strings.TrimSpace(b.value(ratings, ratings.col1, row)); v != "" {
				var ok bool
				if rating, ok = whole(v, 0, MaxRating); !ok {
					b.add(kindRating, "%s: %s is not a rating: want a whole number from 0 to %d, or nothing", ratings.cell(ratings.col1, row), quote(v), MaxRating)
				}
			}
			fed = strings.TrimSpace(b.value(feds, feds.col1, row))
			fedCell = feds.cell(feds.col1, row)
		}
		rr.FederationCells = append(rr.FederationCells, fedCell)
		rr.Ratings = append(rr.Ratings, rating)
		rr.Federations = append(rr.Federations, fed)
	}
	b.reportColumns(rr)
	rr.Cycles = games / (perRound * (m - 1))
	rr.Rounds = rr.Cycles * (m - 1)
	if rr.Cycles > tberger.MaxCycles {
		return nil, fmt.Errorf("defined name Results: %d cycles, at most %d", rr.Cycles, tberger.MaxCycles)
	}

	// The candidate schedules: the Berger table with the last two rounds
	// of each cycle swapped (the default) or not (a single cycle is the
	// same either way); or the Rutsch rotation.
	var cands []schedule
	var gameLists [][]tiebreak.Game
	add := func(source string, gs []tiebreak.Game) {
		c := schedule{source: source}
		for _, g := range gs {
			c.want = append(c.want, []string{strconv.Itoa(g.White), strconv.Itoa(g.Black)})
			c.rounds = append(c.rounds, g.Round)
		}
		cands, gameLists = append(cands, c), append(gameLists, gs)
	}
	if berger {
		for _, swap := range []bool{true, false} {
			s, err := tberger.Cycles(rr.N, rr.Cycles, swap)
			if err != nil {
				return nil, err
			}
			var gs []tiebreak.Game
			for t := 1; t <= rr.Rounds; t++ {
				round, _ := s.Round(t)
				for _, g := range round {
					gs = append(gs, tiebreak.Game{White: g.White, Black: g.Black, Round: t})
				}
			}
			add("the Berger table", gs)
		}
	} else {
		s, err := rutsch.New(rr.N)
		if err != nil {
			return nil, fmt.Errorf("defined name PlayerNames: %v", err)
		}
		var gs []tiebreak.Game
		for t := 1; t <= s.Rounds(); t++ {
			round, _ := s.Round(t)
			for _, tb := range round.Tables {
				gs = append(gs, tiebreak.Game{White: tb.White(), Black: tb.Black(), Round: t})
			}
		}
		add("the Rutsch table", gs)
	}
	// White's and black's numbers (an older workbook has them two columns
	// left of the result and one right).
	numbers := b.besideAll(res, []string{contract.WhiteNumbers, contract.BlackNumbers}, []int{-2, 1})
	i := b.pickCols(res, numbers, cands)
	if i < 0 {
		return nil, fmt.Errorf("defined name Results: %d cells, the %s table of %d players has %d games", games, rr.System, rr.N, len(cands[0].want))
	}
	rr.Swap = berger && i == 0
	rr.Games = gameLists[i]
	results, cells := b.results(res)
	for g := range rr.Games {
		rr.Games[g].Result = results[g]
	}
	rr.Cells = cells

	if !berger {
		rr.OrderKnown = true // the Rutsch workbook ranks on points alone
	}
	if _, ok := b.defined[contract.TieBreaks]; ok {
		a, err := b.area(contract.TieBreaks, kind)
		if err != nil {
			return nil, err
		}
		rr.Order, err = tiebreak.ParseOrder(b.typed(a, a.col1, a.row1))
		if err != nil {
			b.add(kindOrder, "%s: %v", a.cell(a.col1, a.row1), err)
		}
		rr.OrderKnown = true
	}
	if _, ok := b.defined[contract.Withdrawn]; ok {
		a, err := b.area(contract.Withdrawn, kind)
		if err != nil {
			return nil, err
		}
		if a.rows() != rr.N {
			return nil, fmt.Errorf("defined name Withdrawn: %d cells, want one per player (%d)", a.rows(), rr.N)
		}
		b.unmerged(a)
		for p := 1; p <= rr.N; p++ {
			v := strings.TrimSpace(b.typed(a, a.col1, a.row1+p-1))
			if v == "" {
				continue
			}
			k, ok := whole(v, 0, rr.Rounds-1)
			if !ok {
				b.add(kindRound, "%s: %s is not a round: want the last round played, 0 to %d, or nothing", a.cell(a.col1, a.row1+p-1), quote(v), rr.Rounds-1)
				continue
			}
			rr.Withdrawals = append(rr.Withdrawals, tiebreak.Withdrawal{Player: p, After: k})
		}
	}
	rr.Event = b.readEvent(kind, rr.Rounds)
	if err := b.problems(); err != nil {
		return nil, err
	}
	return rr, nil
}

// reportColumns reads the Players sheet's columns that only a tournament
// report takes (PlayerClubs …), those the workbook has. The federation
// column of older workbooks, without a club column, was headed "Federation
// / club": a value there that is not a FIDE federation is read as the
// club. A workbook with a club column keeps the federation as typed (in
// capitals), for the report to refuse one that is not FIDE's
// (internal/report names its cell).
func (b *book) reportColumns(rr *RoundRobin) {
	for _, c := range []struct {
		name string
		to   *[]string
	}{{contract.PlayerClubs, &rr.Clubs}, {contract.PlayerFideIDs, &rr.FideIDs}, {contract.PlayerTitles, &rr.Titles},
		{contract.PlayerBirthDates, &rr.BirthDates}, {contract.PlayerSexes, &rr.Sexes}, {contract.PlayerFideNames, &rr.FideNames}} {
		if _, ok := b.defined[c.name]; !ok {
			continue
		}
		a, err := b.area(c.name, "a round-robin workbook")
		if err != nil || a.col1 != a.col2 || a.rows() != rr.N {
			b.add(kindSheet, "defined name %s: want one cell per player (%d) in one column", c.name, rr.N)
			continue
		}
		*c.to = make([]string, rr.N)
		for p := range rr.N {
			(*c.to)[p] = strings.TrimSpace(b.value(a, a.col1, a.row1+p))
			if c.name == contract.PlayerFideIDs {
				rr.FideIDCells = append(rr.FideIDCells, a.cell(a.col1, a.row1+p))
			}
		}
	}
	_, clubColumn := b.defined[contract.PlayerClubs]
	for p, fed := range rr.Federations {
		if fed == "" || clubColumn || trf.IsFederation(strings.ToUpper(fed)) {
			rr.Federations[p] = strings.ToUpper(fed)
			continue
		}
		rr.Federations[p] = ""
		if rr.Clubs == nil {
			rr.Clubs = make([]string, rr.N)
		}
		if rr.Clubs[p] == "" {
			rr.Clubs[p] = fed
		}
	}
}

// eventNames are the Event sheet's defined names, each with its field.
var eventNames = []struct {
	name  string
	field func(*Event) *string
}{
	{contract.EventName, func(e *Event) *string { return &e.Name }},
	{contract.EventCity, func(e *Event) *string { return &e.City }},
	{contract.EventFederation, func(e *Event) *string { return &e.Federation }},
	{contract.EventStart, func(e *Event) *string { return &e.Start }},
	{contract.EventEnd, func(e *Event) *string { return &e.End }},
	{contract.EventArbiter, func(e *Event) *string { return &e.Arbiter }},
	{contract.EventDeputy, func(e *Event) *string { return &e.Deputy }},
	{contract.EventTimeControl, func(e *Event) *string { return &e.TimeControl }},
	{contract.EventTimeCode, func(e *Event) *string { return &e.TimeCode }},
}

// readEvent reads the Event sheet of a workbook of kind ("a round-robin
// workbook") and rounds rounds, the names the workbook has: a workbook
// older than the sheet reads with a blank event. A date typed as a date
// (a number the cell's format shows as a date) reads as YYYY-MM-DD.
func (b *book) readEvent(kind string, rounds int) Event {
	ev := Event{Cells: map[string]string{}}
	for _, n := range eventNames {
		if _, ok := b.defined[n.name]; !ok {
			continue
		}
		a, err := b.area(n.name, kind)
		if err != nil {
			b.add(kindSheet, "%v", err)
			continue
		}
		*n.field(&ev) = dateText(strings.TrimSpace(b.value(a, a.col1, a.row1)))
		ev.Cells[n.name] = a.cell(a.col1, a.row1)
	}
	if _, ok := b.defined[contract.RoundDates]; ok {
		a, err := b.area(contract.RoundDates, kind)
		if err != nil || a.col1 != a.col2 || a.rows() != rounds {
			b.add(kindSheet, "defined name RoundDates: want one cell per round (%d) in one column", rounds)
			return ev
		}
		for t := range rounds {
			ev.RoundDates = append(ev.RoundDates, dateText(strings.TrimSpace(b.value(a, a.col1, a.row1+t))))
		}
		ev.Cells[contract.RoundDates] = a.cell(a.col1, a.row1) + ":" + fmt.Sprint(a.row2)
	}
	return ev
}

// dateText is v, or the date a spreadsheet's serial number stands for
// (YYYY-MM-DD) when v is one (from 1990 to 2100).
func dateText(v string) string {
	if n, err := strconv.ParseFloat(v, 64); err == nil && n >= 32874 && n < 73051 {
		if t, err := excelize.ExcelDateToTime(n, false); err == nil {
			return t.Format("2006-01-02")
		}
	}
	return v
}
