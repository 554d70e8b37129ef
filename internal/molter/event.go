package molter

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/moltergrade"
)

// Seat is a player of a table of any shape: the team index (0 for A) and the
// order number 1..P (moltergrade's, so that an Event's rounds are graded
// as they are).
type Seat = moltergrade.Seat

// Pair is one board: White has the white pieces.
type Pair = moltergrade.Board

// Event is a Molter table of any shape: T teams of P players and
// its rounds, each of T·P/2 boards laid out as the document lays them out
// (OrderBlock). An event of R rounds plays the first R.
type Event struct {
	Teams, Players int
	Rounds         [][]Pair
}

// Letters are the bytes the teams are held by (the checks of check.go name
// them so, and the generator gives tables/molter the same): the document's
// letters, A to Z without I, then stand-ins past Z that TeamName spells AA,
// AB, … (up to 64 teams, the most Layered builds: BN).
const Letters = moltergrade.Letters

// eventLetters is Letters, as the checks name it.
const eventLetters = Letters

// MaxTeams is the most teams an Event can have.
const MaxTeams = len(eventLetters)

// TeamName is team t's name: A–Z without I, then AA, AB, …, AZ, BA, ….
func TeamName(t int) string { return moltergrade.TeamName(t) }

// Name is "17 (7×6)"-like: "constructed (T×P, R rounds)".
func (e *Event) Name() string {
	return fmt.Sprintf("constructed (%d×%d, %d rounds)", e.Teams, e.Players, len(e.Rounds))
}

// Prefix is the event of the first r rounds.
func (e *Event) Prefix(r int) *Event {
	return &Event{Teams: e.Teams, Players: e.Players, Rounds: e.Rounds[:r]}
}

// asConfigIn is asConfig with the boards laid in buf (grown when short),
// which the configuration then holds: Contract lends one from boardPool
// (the generator checks thousands of events) and takes it back once the
// checks are done.
func (e *Event) asConfigIn(buf []Board) (*Set, *Config, []Board) {
	s := &Set{Letters: eventLetters}
	t := &Table{ID: "constructed", Number: "constructed", Teams: e.Teams, Players: e.Players, Serves: []int{e.Players}, First: 1}
	n := 0
	for _, rd := range e.Rounds {
		n += len(rd)
	}
	if cap(buf) < n {
		buf = make([]Board, n)
	}
	whole := buf[:n]
	buf = whole
	t.Rounds = make([][]Board, 0, len(e.Rounds))
	for r, rd := range e.Rounds {
		bs := buf[:len(rd):len(rd)]
		buf = buf[len(rd):]
		for i, p := range rd {
			bs[i] = Board{White: Player{Letter: eventLetters[p.White.Team], Num: p.White.Order},
				Black: Player{Letter: eventLetters[p.Black.Team], Num: p.Black.Order}, From: Cell{"constructed", r + 1, i + 1}}
		}
		t.Rounds = append(t.Rounds, bs)
	}
	return s, &Config{Teams: e.Teams, Players: e.Players, Main: t, MainSrc: t}, whole
}

// EventOf is a configuration of the document played as an event of k rounds,
// as tables/molter's Event plays it: the first k main rounds, or for an odd k
// after an even number of main rounds, the first k-1 and the autonomous
// round. ok is false when the configuration cannot play k rounds.
func (s *Set) EventOf(c *Config, k int) (e *Event, ok bool) {
	R := len(c.Main.Rounds)
	main := k
	if R%2 == 0 && k%2 == 1 {
		main = k - 1
		if c.Auto == nil || main > c.Follow {
			return nil, false
		}
	}
	if k < 1 || main > R {
		return nil, false
	}
	e = &Event{Teams: c.Teams, Players: c.Players}
	add := func(rd []Board) bool {
		ps := make([]Pair, len(rd))
		for i, b := range rd {
			w, k := s.Team(b.White, c.Teams), s.Team(b.Black, c.Teams)
			if b.Unprinted || w < 0 || k < 0 {
				return false
			}
			ps[i] = Pair{White: Seat{Team: w, Order: b.White.Num}, Black: Seat{Team: k, Order: b.Black.Num}}
		}
		e.Rounds = append(e.Rounds, ps)
		return true
	}
	for _, rd := range c.Main.Rounds[:main] {
		if !add(rd) {
			return nil, false
		}
	}
	if main < k && !add(c.Auto.Rounds[0]) {
		return nil, false
	}
	return e, true
}
