package tables

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/berger"
)

// If this does not compile, the generated data use another layout than this
// code reads: run go generate ./... (and adapt this file to the new layout).
func _() {
	var x [1]struct{}
	_ = x[bergerLayout-1]
	_ = x[bergerMin%2]
	_ = x[bergerMax%2]
}

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

// Color is a player's colour in a game.
type Color int8

const (
	NoColor Color = iota // no game: the bye
	White
	Black
)

func (c Color) String() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return "bye"
}

// Game is one board of a round; White has the white pieces.
type Game struct {
	Board, White, Black int
}

// Pairing is what a player does in a round: the opponent (0 for the bye), the
// board (0 for the bye) and the colour (NoColor for the bye).
type Pairing struct {
	Opponent int
	Board    int
	Color    Color
}

// Bye reports whether the pairing is a bye.
func (p Pairing) Bye() bool { return p.Opponent == 0 }

// Meeting is a game between two given players: where and with which colours.
type Meeting struct {
	Cycle, Round, Board int
	White, Black        int
}

// Schedule is a round robin of one or more cycles over a Berger table.
// The zero Schedule is invalid; make one with Berger, Double or Cycles.
type Schedule struct {
	players int
	m       int // even table size
	cycles  int
	swap    bool
}

// Berger returns the single round robin for the given number of players.
func Berger(players int) (Schedule, error) { return Cycles(players, 1, false) }

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
		return Schedule{}, fmt.Errorf("tables: %d players: a round robin needs 2 to %d", players, MaxPlayers)
	}
	if cycles < 1 || cycles > MaxCycles {
		return Schedule{}, fmt.Errorf("tables: %d cycles: want 1 to %d", cycles, MaxCycles)
	}
	return Schedule{players: players, m: berger.Even(players), cycles: cycles, swap: swap && cycles > 1}, nil
}

// Players is the number of players.
func (s Schedule) Players() int { return s.players }

// Cycles is the number of cycles.
func (s Schedule) Cycles() int { return s.cycles }

// Swapped reports whether the last two rounds of the cycles are swapped.
func (s Schedule) Swapped() bool { return s.swap }

// Rounds is the number of rounds of the whole schedule.
func (s Schedule) Rounds() int { return s.cycles * (s.m - 1) }

// Boards is the number of games in each round (the bye is not a board).
func (s Schedule) Boards() int { return s.players / 2 }

// odd reports whether the table's board 1 is the bye.
func (s Schedule) odd() bool { return s.players != s.m }

func (s Schedule) checkRound(r int) error {
	if s.m == 0 {
		return fmt.Errorf("tables: invalid Schedule (use Berger, Double or Cycles)")
	}
	if r < 1 || r > s.Rounds() {
		return fmt.Errorf("tables: round %d: the %d-player schedule has rounds 1 to %d", r, s.players, s.Rounds())
	}
	return nil
}

func (s Schedule) checkPlayer(p int) error {
	if p < 1 || p > s.players {
		return fmt.Errorf("tables: player %d: the schedule has players 1 to %d", p, s.players)
	}
	return nil
}

// tableGame is board b (of the even table, bye board included) of Berger
// round r, from the static data when the size is in range.
func tableGame(m, r, b int) berger.Game {
	if m <= bergerMax {
		at := int(bergerGamesAt[(m-bergerMin)/2]) + 2*((r-1)*m/2+b-1)
		return berger.Game{White: int(bergerGames[at]), Black: int(bergerGames[at+1])}
	}
	return berger.GameAt(m, r, b)
}

// tableSeat is the board of player p in Berger round r and whether p has black.
func tableSeat(m, r, p int) (board int, black bool) {
	if m <= bergerMax {
		v := bergerSeats[int(bergerSeatsAt[(m-bergerMin)/2])+(r-1)*m+p-1]
		return int(v >> 1), v&1 == 1
	}
	b := berger.Board(m, r, p)
	return b, berger.GameAt(m, r, b).Black == p
}

// game turns board b of the even table in schedule round t into a Game.
func (s Schedule) game(slot berger.Slot, b int) Game {
	g := tableGame(s.m, slot.Round, b)
	if slot.Reversed {
		g.White, g.Black = g.Black, g.White
	}
	if s.odd() {
		b-- // board 1 of the table is the bye
	}
	return Game{Board: b, White: g.White, Black: g.Black}
}

func (s Schedule) slot(t int) berger.Slot {
	if s.cycles == 1 { // the common case, without the divisions
		return berger.Slot{Cycle: 1, Round: t}
	}
	return berger.ScheduleSlot(s.m, s.cycles, s.swap, t)
}

// Round returns the games of round r in board order.
func (s Schedule) Round(r int) ([]Game, error) {
	if err := s.checkRound(r); err != nil {
		return nil, err
	}
	slot := s.slot(r)
	first := 1
	if s.odd() {
		first = 2
	}
	out := make([]Game, 0, s.m/2)
	for b := first; b <= s.m/2; b++ {
		out = append(out, s.game(slot, b))
	}
	return out, nil
}

// Game returns board b of round r.
func (s Schedule) Game(r, b int) (Game, error) {
	if err := s.checkRound(r); err != nil {
		return Game{}, err
	}
	if b < 1 || b > s.Boards() {
		return Game{}, fmt.Errorf("tables: board %d: the %d-player schedule has boards 1 to %d", b, s.players, s.Boards())
	}
	if s.odd() {
		b++
	}
	return s.game(s.slot(r), b), nil
}

// Bye returns the player who has the bye in round r, or 0 when the number of
// players is even.
func (s Schedule) Bye(r int) (int, error) {
	if err := s.checkRound(r); err != nil {
		return 0, err
	}
	if !s.odd() {
		return 0, nil
	}
	g := tableGame(s.m, s.slot(r).Round, 1)
	return g.White + g.Black - s.m, nil
}

// Opponent returns the opponent, board and colour of player p in round r.
func (s Schedule) Opponent(r, p int) (Pairing, error) {
	if err := s.checkRound(r); err != nil {
		return Pairing{}, err
	}
	if err := s.checkPlayer(p); err != nil {
		return Pairing{}, err
	}
	slot := s.slot(r)
	b, black := tableSeat(s.m, slot.Round, p)
	g := tableGame(s.m, slot.Round, b)
	o := g.Other(p)
	if s.odd() && o == s.m {
		return Pairing{}, nil
	}
	c := White
	if black != slot.Reversed {
		c = Black
	}
	if s.odd() {
		b--
	}
	return Pairing{Opponent: o, Board: b, Color: c}, nil
}

// Meetings returns the games between players a and b, one per cycle.
func (s Schedule) Meetings(a, b int) ([]Meeting, error) {
	if s.m == 0 {
		return nil, fmt.Errorf("tables: invalid Schedule (use Berger, Double or Cycles)")
	}
	if err := s.checkPlayer(a); err != nil {
		return nil, err
	}
	if err := s.checkPlayer(b); err != nil {
		return nil, err
	}
	if a == b {
		return nil, fmt.Errorf("tables: player %d cannot meet himself", a)
	}
	r := berger.MeetingRound(s.m, a, b)
	board, black := tableSeat(s.m, r, a)
	n := s.m - 1
	out := make([]Meeting, 0, s.cycles)
	for c := 1; c <= s.cycles; c++ {
		t := (c-1)*n + r
		if sl := s.slot(t); sl.Round != r { // the swapped pair of rounds
			t = (c-1)*n + sl.Round
		}
		w, k := a, b
		if black != (c%2 == 0) {
			w, k = b, a
		}
		bd := board
		if s.odd() {
			bd--
		}
		out = append(out, Meeting{Cycle: c, Round: t, Board: bd, White: w, Black: k})
	}
	return out, nil
}
