// Package berger serves the Berger tables of single, double and n-cycle round
// robins: a Schedule from New, Double or Cycles answers who plays whom, where
// and with which colour, checking every argument; its Table answers the same
// without errors, at the cost of an array index, for programs that loop over
// the games. Sizes 2 to StaticMaxPlayers come from static tables (data.go,
// generated: a string constant in read-only memory, nothing done at start-up);
// larger ones, up to MaxPlayers, are computed by the closed formulas of
// 000/003, which give the same games.
package berger

import (
	"fmt"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

const (
	// MaxPlayers is the largest round robin served (beyond StaticMaxPlayers,
	// by computation).
	MaxPlayers = 100000
	// StaticMaxPlayers is the largest size served from the static tables.
	StaticMaxPlayers = bergerStaticMaxPlayers
	// MaxCycles is the largest number of cycles of a schedule.
	MaxCycles = bergerMaxCycles
	// SwapDefault says whether a double round robin swaps the last two
	// rounds of its first cycle unless told otherwise (FIDE's advice).
	SwapDefault = bergerSwapDefault
)

// layout is the version of the layout of data.go that this file reads;
// data.go's guard breaks the build when they differ.
const layout = 2

// Game is one board of a round; White has the white pieces.
type Game struct {
	Board, White, Black int
}

// String reads "2. 3 – 8": board, white, black.
func (g Game) String() string { return fmt.Sprintf("%d. %d – %d", g.Board, g.White, g.Black) }

// Pairing is what a player does in a round: the opponent (0 for the bye), the
// board (0 for the bye) and the colour (tables.NoColor for the bye).
type Pairing struct {
	Opponent int
	Board    int
	Color    tables.Color
}

// Bye reports whether the pairing is a bye.
func (p Pairing) Bye() bool { return p.Opponent == 0 }

// String reads "5 with black on board 2", or "bye".
func (p Pairing) String() string {
	if p.Bye() {
		return "bye"
	}
	return fmt.Sprintf("%d with %s on board %d", p.Opponent, p.Color, p.Board)
}

// Meeting is a game between two given players: where and with which colours.
type Meeting struct {
	Cycle, Round, Board int
	White, Black        int
}

// Schedule is a round robin of one or more cycles over a Berger table.
// The zero Schedule is invalid; make one with New, Double or Cycles. Its
// methods check their arguments and return a *tables.Error; Table gives
// the same answers without the checks.
type Schedule struct {
	t Table
}

// New returns the single round robin for the given number of players.
func New(players int) (Schedule, error) { return Cycles(players, 1, false) }

// Double returns the double round robin: the second cycle repeats the first
// with colours reversed; with swap, the last two rounds of the first cycle are
// played in the other order, so that nobody has the same colour three times in
// a row across the two cycles (FIDE C.05 Annex 1 recommends it).
func Double(players int, swap bool) (Schedule, error) { return Cycles(players, 2, swap) }

// Cycles returns a round robin of the given number of cycles, colours reversed
// in every even cycle; with swap, the last two rounds of every cycle but the
// last are swapped.
func Cycles(players, cycles int, swap bool) (Schedule, error) {
	if players < 2 || players > MaxPlayers {
		return Schedule{}, fail.Range("players", players, 2, MaxPlayers, "%d players: a round robin needs 2 to %d", players, MaxPlayers)
	}
	if cycles < 1 || cycles > MaxCycles {
		return Schedule{}, fail.Range("cycles", cycles, 1, MaxCycles, "%d cycles: want 1 to %d", cycles, MaxCycles)
	}
	return Schedule{newTable(players, cycles, swap && cycles > 1)}, nil
}

// Players is the number of players.
func (s Schedule) Players() int { return s.t.players }

// Cycles is the number of cycles.
func (s Schedule) Cycles() int { return s.t.cycles }

// Swapped reports whether the last two rounds of the cycles are swapped.
func (s Schedule) Swapped() bool { return s.t.swap }

// Rounds is the number of rounds of the whole schedule.
func (s Schedule) Rounds() int { return s.t.rounds }

// Boards is the number of games in each round (the bye is not a board).
func (s Schedule) Boards() int { return s.t.Boards() }

// errZero is the zero Schedule's answer (a function: a variable would be
// init work).
func errZero() error { return fail.New("invalid berger.Schedule (use berger.New, Double or Cycles)") }

func (s Schedule) checkRound(r int) error {
	return fail.Round(s.t.m != 0, errZero, r, s.Rounds(), s.t.players, "player")
}

func (s Schedule) checkPlayer(p int) error {
	if p < 1 || p > s.t.players {
		return fail.Range("player", p, 1, s.t.players, "player %d: the schedule has players 1 to %d", p, s.t.players)
	}
	return nil
}

// slot is the Berger round that round t of the schedule plays.
func (s Schedule) slot(t int) build.Slot {
	if s.t.cycles == 1 { // the common case, without the divisions
		return build.Slot{Cycle: 1, Round: t}
	}
	return build.ScheduleSlot(s.t.m, s.t.cycles, s.t.swap, t)
}

// Round returns the games of round r in board order.
func (s Schedule) Round(r int) ([]Game, error) {
	if err := s.checkRound(r); err != nil {
		return nil, err
	}
	return s.t.AppendRound(make([]Game, 0, s.Boards()), r), nil
}

// Game returns board b of round r.
func (s Schedule) Game(r, b int) (Game, error) {
	if err := s.checkRound(r); err != nil {
		return Game{}, err
	}
	if b < 1 || b > s.Boards() {
		return Game{}, fail.Range("board", b, 1, s.Boards(), "board %d: the %d-player schedule has boards 1 to %d", b, s.t.players, s.Boards())
	}
	return s.t.Game(r, b), nil
}

// Bye returns the player who has the bye in round r, or 0 when the number of
// players is even.
func (s Schedule) Bye(r int) (int, error) {
	if err := s.checkRound(r); err != nil {
		return 0, err
	}
	return s.t.Bye(r), nil
}

// Opponent returns the opponent, board and colour of player p in round r.
func (s Schedule) Opponent(r, p int) (Pairing, error) {
	if err := s.checkRound(r); err != nil {
		return Pairing{}, err
	}
	if err := s.checkPlayer(p); err != nil {
		return Pairing{}, err
	}
	return s.t.Pairing(r, p), nil
}

// Meetings returns the games between players a and b, one per cycle.
func (s Schedule) Meetings(a, b int) ([]Meeting, error) {
	if s.t.m == 0 {
		return nil, errZero()
	}
	if err := s.checkPlayer(a); err != nil {
		return nil, err
	}
	if err := s.checkPlayer(b); err != nil {
		return nil, err
	}
	if a == b {
		return nil, fail.New("player %d cannot meet himself", a)
	}
	out := make([]Meeting, 0, s.t.cycles)
	for c := 1; c <= s.t.cycles; c++ {
		r := s.t.MeetingRound(c, a, b)
		p := s.t.Pairing(r, a)
		w, k := a, b
		if p.Color == tables.Black {
			w, k = b, a
		}
		out = append(out, Meeting{Cycle: c, Round: r, Board: p.Board, White: w, Black: k})
	}
	return out, nil
}
