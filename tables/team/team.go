// Package team serves Berger round robins of teams with home and away (003,
// "Application des tables de Berger aux compétitions par équipes"): the
// central round on neutral ground, first or last, the normal or reverse
// order of the other rounds, and complementary numbers. Make a Schedule with
// New, or with Double for home and away (two cycles, venues reversed in
// the second); its matches are the Berger tables of package berger.
package team

import (
	"strconv"

	ib "github.com/toutesrondes/toutesrondes/internal/berger"

	build "github.com/toutesrondes/toutesrondes/internal/team"
	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/berger"
	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

// MaxTeams is the largest number of teams served: the claims of 003 are
// proven by the generator for every table up to it.
const MaxTeams = teamMaxSize

// CentralRound says where a team round robin plays its central round, the
// Berger round 1 on neutral ground (003).
type CentralRound int

const (
	NoCentral    CentralRound = iota // every round home and away
	CentralLast                      // the central round last (003's example)
	CentralFirst                     // the central round first
)

// layout is the version of the layout of data.go that this file reads;
// data.go's guard breaks the build when they differ.
const layout = 1

func (c CentralRound) String() string { return build.Central(c).String() }

// Match is one match of a team round: Home receives Away (the team named
// first in the Berger table receives), unless the round is the central one,
// played on neutral ground.
type Match struct {
	Board      int
	Home, Away int
	Neutral    bool
}

// String reads "2. 3 – 10": the board, home, away; "(neutral)" follows in
// the central round.
func (m Match) String() string {
	s := strconv.Itoa(m.Board) + ". " + strconv.Itoa(m.Home) + " – " + strconv.Itoa(m.Away)
	if m.Neutral {
		s += " (neutral)"
	}
	return s
}

// Counts is a team's home, away and neutral matches and its byes.
type Counts struct {
	Home, Away, Neutral, Byes int
}

// Schedule is a Berger round robin of teams with home and away (003,
// "Application des tables de Berger aux compétitions par équipes"). Make one
// with New; the zero value is invalid.
type Schedule struct {
	teams   int
	m       int
	central CentralRound
	reverse bool
	double  bool // home and away: two cycles, venues reversed in the second
}

// New returns the round robin of the given number of teams (2 to
// MaxTeams; an odd number plays the table of one more, the team meeting
// it being exempt). With a central round, the Berger round 1 is played at
// one venue, first or last; the other rounds are played in the normal order
// (003: "2-3-4-…-11-1") or, with reverse, in the reverse order
// ("11-10-…-2-1").
func New(teams int, central CentralRound, reverse bool) (Schedule, error) {
	m := ib.Even(teams) // an odd number plays the table of one more
	if teams < 2 || m > MaxTeams {
		return Schedule{}, fail.Range("teams", teams, 2, MaxTeams, strconv.Itoa(teams)+" teams: a team round robin serves 2 to "+strconv.Itoa(MaxTeams)+" teams")
	}
	if central < NoCentral || central > CentralFirst {
		return Schedule{}, fail.Range("central round", int(central), int(NoCentral), int(CentralFirst), "central round "+strconv.Itoa(int(central))+": want NoCentral, CentralLast or CentralFirst")
	}
	return Schedule{teams: teams, m: m, central: central, reverse: reverse}, nil
}

// Double returns the home-and-away double round robin of the given number
// of teams (2 to MaxTeams), the usual format of interclub leagues: every
// pair meets twice, once at each team's ground. The first cycle plays the
// Berger rounds in the normal order (or the reverse one), the second the
// same rounds with home and away reversed; two rounds next to the seam are
// exchanged so that no team plays three times at home, or away, in a row
// (FIDE C.05 Annex 1's advice for the colours of a double round robin).
// There is no central round.
func Double(teams int, reverse bool) (Schedule, error) {
	s, err := New(teams, NoCentral, reverse)
	s.double = err == nil
	return s, err
}

// Teams is the number of teams.
func (s Schedule) Teams() int { return s.teams }

// Rounds is the number of rounds (of both cycles in a double round robin).
func (s Schedule) Rounds() int {
	if s.double {
		return 2 * (s.m - 1)
	}
	return s.m - 1
}

// IsDouble reports whether the schedule is a home-and-away double round
// robin (made by Double).
func (s Schedule) IsDouble() bool { return s.double }

// Central is where the central round is played.
func (s Schedule) Central() CentralRound { return s.central }

// Reversed reports whether the rounds other than the central one are played
// in the reverse order.
func (s Schedule) Reversed() bool { return s.reverse }

// errZero is the zero Schedule's answer (a function: a variable would be
// init work).
func errZero() error { return fail.New("invalid team.Schedule (use team.New)") }

func (s Schedule) check(t int) error {
	return fail.Round(s.m != 0, errZero, t, s.Rounds(), s.teams, "team")
}

// checkTeam checks a team's number.
func (s Schedule) checkTeam(team int) error {
	if s.m == 0 {
		return errZero()
	}
	if team < 1 || team > s.teams {
		return fail.Range("team", team, 1, s.teams, "team "+strconv.Itoa(team)+": the schedule has teams 1 to "+strconv.Itoa(s.teams))
	}
	return nil
}

// BergerRound is the round of the Berger table played as round t.
func (s Schedule) BergerRound(t int) (int, error) {
	if err := s.check(t); err != nil {
		return 0, err
	}
	if s.double {
		r, _ := build.DoubleRound(s.m, s.reverse, t)
		return r, nil
	}
	return build.BergerRound(s.m, build.Central(s.central), s.reverse, t), nil
}

// IsReturn reports whether round t is of the second cycle of a double
// round robin, every match of its Berger round at the other ground (the
// team named second in the Berger table receives).
func (s Schedule) IsReturn(t int) (bool, error) {
	if err := s.check(t); err != nil {
		return false, err
	}
	if !s.double {
		return false, nil
	}
	_, ret := build.DoubleRound(s.m, s.reverse, t)
	return ret, nil
}

// IsCentral reports whether round t is the central round.
func (s Schedule) IsCentral(t int) (bool, error) {
	r, err := s.BergerRound(t)
	return err == nil && r == 1 && s.central != NoCentral, err
}

// Round returns the matches of round t in board order (the exempt team, for
// an odd number, has no board: see Bye).
func (s Schedule) Round(t int) ([]Match, error) {
	r, err := s.BergerRound(t)
	if err != nil {
		return nil, err
	}
	b, _ := berger.New(s.teams)
	games, err := b.Round(r)
	if err != nil {
		return nil, err
	}
	neutral := r == 1 && s.central != NoCentral
	ret, _ := s.IsReturn(t)
	out := make([]Match, len(games))
	for i, g := range games {
		out[i] = Match{Board: g.Board, Home: g.White, Away: g.Black, Neutral: neutral}
		if ret {
			out[i].Home, out[i].Away = g.Black, g.White
		}
	}
	return out, nil
}

// Bye returns the exempt team of round t, 0 for an even number of teams.
func (s Schedule) Bye(t int) (int, error) {
	r, err := s.BergerRound(t)
	if err != nil {
		return 0, err
	}
	b, _ := berger.New(s.teams)
	return b.Bye(r)
}

// Counts returns a team's home, away and neutral matches and byes.
func (s Schedule) Counts(team int) (Counts, error) {
	if err := s.checkTeam(team); err != nil {
		return Counts{}, err
	}
	b, _ := berger.New(s.teams)
	var c Counts
	for t := 1; t <= s.Rounds(); t++ {
		r, _ := s.BergerRound(t)
		ret, _ := s.IsReturn(t)
		p, err := b.Opponent(r, team)
		switch {
		case err != nil:
			return Counts{}, err
		case p.Bye():
			c.Byes++
		case r == 1 && s.central != NoCentral:
			c.Neutral++
		case (p.Color == tables.White) != ret:
			c.Home++
		default:
			c.Away++
		}
	}
	return c, nil
}

// Complement returns the complementary number of a team (003): the one team
// whose colour is the opposite in every round, so that a club holding both
// numbers has exactly one of them at home every round. It is 0 for the team
// whose complement is the missing team of an odd number.
func (s Schedule) Complement(team int) (int, error) {
	if err := s.checkTeam(team); err != nil {
		return 0, err
	}
	c := build.Complement(s.m, team)
	if c > s.teams {
		return 0, nil
	}
	return c, nil
}
