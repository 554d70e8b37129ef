package tables

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	teamrr "github.com/toutesrondes/toutesrondes/internal/team"
)

// If this does not compile, the generated data use another layout than this
// code reads: run go generate ./... (and adapt this file to the new layout).
func _() {
	var x [1]struct{}
	_ = x[teamLayout-1]
	_ = x[teamMinSize%2]
	_ = x[teamMaxSize%2]
}

// TeamMaxTeams is the largest number of teams served: the claims of 003 are
// proven by the generator for every table up to it.
const TeamMaxTeams = teamMaxSize

// CentralRound says where a team round robin plays its central round, the
// Berger round 1 on neutral ground (003).
type CentralRound int

const (
	NoCentral    CentralRound = iota // every round home and away
	CentralLast                      // the central round last (003's example)
	CentralFirst                     // the central round first
)

func (c CentralRound) String() string { return teamrr.Central(c).String() }

// TeamMatch is one match of a team round: Home receives Away (the team named
// first in the Berger table receives), unless the round is the central one,
// played on neutral ground.
type TeamMatch struct {
	Board      int
	Home, Away int
	Neutral    bool
}

// TeamCounts is a team's home, away and neutral matches and its byes.
type TeamCounts struct {
	Home, Away, Neutral, Byes int
}

// TeamSchedule is a Berger round robin of teams with home and away (003,
// "Application des tables de Berger aux compétitions par équipes"). Make one
// with Team; the zero value is invalid.
type TeamSchedule struct {
	teams   int
	m       int
	central CentralRound
	reverse bool
}

// Team returns the round robin of the given number of teams (2 to
// TeamMaxTeams; an odd number plays the table of one more, the team meeting
// it being exempt). With a central round, the Berger round 1 is played at
// one venue, first or last; the other rounds are played in the normal order
// (003: "2-3-4-…-11-1") or, with reverse, in the reverse order
// ("11-10-…-2-1").
func Team(teams int, central CentralRound, reverse bool) (TeamSchedule, error) {
	if teams < 2 || berger.Even(teams) > TeamMaxTeams {
		return TeamSchedule{}, fmt.Errorf("tables: %d teams: a team round robin serves 2 to %d teams", teams, TeamMaxTeams)
	}
	if central < NoCentral || central > CentralFirst {
		return TeamSchedule{}, fmt.Errorf("tables: central round %d: want NoCentral, CentralLast or CentralFirst", int(central))
	}
	return TeamSchedule{teams: teams, m: berger.Even(teams), central: central, reverse: reverse}, nil
}

// Teams is the number of teams.
func (s TeamSchedule) Teams() int { return s.teams }

// Rounds is the number of rounds.
func (s TeamSchedule) Rounds() int { return s.m - 1 }

// Central is where the central round is played.
func (s TeamSchedule) Central() CentralRound { return s.central }

// Reversed reports whether the rounds other than the central one are played
// in the reverse order.
func (s TeamSchedule) Reversed() bool { return s.reverse }

func (s TeamSchedule) check(t int) error {
	if s.m == 0 {
		return fmt.Errorf("tables: invalid TeamSchedule (use Team)")
	}
	if t < 1 || t > s.Rounds() {
		return fmt.Errorf("tables: round %d: the %d-team schedule has rounds 1 to %d", t, s.teams, s.Rounds())
	}
	return nil
}

// BergerRound is the round of the Berger table played as round t.
func (s TeamSchedule) BergerRound(t int) (int, error) {
	if err := s.check(t); err != nil {
		return 0, err
	}
	return teamrr.BergerRound(s.m, teamrr.Central(s.central), s.reverse, t), nil
}

// IsCentral reports whether round t is the central round.
func (s TeamSchedule) IsCentral(t int) (bool, error) {
	r, err := s.BergerRound(t)
	return err == nil && r == 1 && s.central != NoCentral, err
}

// Round returns the matches of round t in board order (the exempt team, for
// an odd number, has no board: see Bye).
func (s TeamSchedule) Round(t int) ([]TeamMatch, error) {
	r, err := s.BergerRound(t)
	if err != nil {
		return nil, err
	}
	b, _ := Berger(s.teams)
	games, err := b.Round(r)
	if err != nil {
		return nil, err
	}
	neutral := r == 1 && s.central != NoCentral
	out := make([]TeamMatch, len(games))
	for i, g := range games {
		out[i] = TeamMatch{Board: g.Board, Home: g.White, Away: g.Black, Neutral: neutral}
	}
	return out, nil
}

// Bye returns the exempt team of round t, 0 for an even number of teams.
func (s TeamSchedule) Bye(t int) (int, error) {
	r, err := s.BergerRound(t)
	if err != nil {
		return 0, err
	}
	b, _ := Berger(s.teams)
	return b.Bye(r)
}

// Counts returns a team's home, away and neutral matches and byes.
func (s TeamSchedule) Counts(team int) (TeamCounts, error) {
	if s.m == 0 {
		return TeamCounts{}, fmt.Errorf("tables: invalid TeamSchedule (use Team)")
	}
	if team < 1 || team > s.teams {
		return TeamCounts{}, fmt.Errorf("tables: team %d: the schedule has teams 1 to %d", team, s.teams)
	}
	b, _ := Berger(s.teams)
	var c TeamCounts
	for r := 1; r < s.m; r++ {
		p, err := b.Opponent(r, team)
		switch {
		case err != nil:
			return TeamCounts{}, err
		case p.Bye():
			c.Byes++
		case r == 1 && s.central != NoCentral:
			c.Neutral++
		case p.Color == White:
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
func (s TeamSchedule) Complement(team int) (int, error) {
	if s.m == 0 {
		return 0, fmt.Errorf("tables: invalid TeamSchedule (use Team)")
	}
	if team < 1 || team > s.teams {
		return 0, fmt.Errorf("tables: team %d: the schedule has teams 1 to %d", team, s.teams)
	}
	c := teamrr.Complement(s.m, team)
	if c > s.teams {
		return 0, nil
	}
	return c, nil
}
