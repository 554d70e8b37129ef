// Package berger serves the Berger tables of single, double and n-cycle round
// robins: a Schedule from New, Double or Cycles answers who plays whom, where
// and with which colour, checking every argument; its Table answers the same
// without errors, at the cost of an array index, for programs that loop over
// the games.
//
// What is stored and what is computed: for the even sizes 2 to
// StaticMaxPlayers (odd numbers of players use the next even size, whose
// last player is the bye), the static tables (data.go, generated: a string
// constant in read-only memory, nothing done at start-up) hold the
// opponent and the colour of every player in every round of one cycle, and
// nothing else. The boards are not stored: the board of a player, and the
// player on a board, are the arithmetic of 001 around the pivot's opponent
// (board 1), at every size, and so is the round in which two players meet
// (Meetings, Table.MeetingRound: 000's formula). The other cycles are the first one with the
// colours reversed in every even cycle and, with the swap, the last two
// rounds exchanged. Schedule reads opponents and colours from the static
// tables up to StaticMaxPlayers and computes them beyond, up to MaxPlayers,
// by the closed formulas of 000/003, which give the same games (the
// generator checks every static cell against them). Table lays out, once,
// the boards and the games of the whole schedule from the static tables.
package berger

import (
	"strconv"

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
func (g Game) String() string {
	return strconv.Itoa(g.Board) + ". " + strconv.Itoa(g.White) + " – " + strconv.Itoa(g.Black)
}

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
	return strconv.Itoa(p.Opponent) + " with " + p.Color.String() + " on board " + strconv.Itoa(p.Board)
}

// Meeting is a game between two given players: where and with which colours.
type Meeting struct {
	Cycle, Round, Board int
	White, Black        int
}

// Schedule is a round robin of one or more cycles over a Berger table.
// The zero Schedule is invalid; make one with New, Double or Cycles. Its
// methods check their arguments and return a *tables.Error; within the
// static range, Table gives the same answers without the checks.
type Schedule struct {
	players int
	m       int // even table size
	cycles  int
	swap    bool
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
		return Schedule{}, fail.Range("players", players, 2, MaxPlayers, strconv.Itoa(players)+" players: a round robin needs 2 to "+strconv.Itoa(MaxPlayers))
	}
	if cycles < 1 || cycles > MaxCycles {
		return Schedule{}, fail.Range("cycles", cycles, 1, MaxCycles, strconv.Itoa(cycles)+" cycles: want 1 to "+strconv.Itoa(MaxCycles))
	}
	return Schedule{players: players, m: build.Even(players), cycles: cycles, swap: swap && cycles > 1}, nil
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

// errZero is the zero Schedule's answer (a function: a variable would be
// init work).
func errZero() error { return fail.New("invalid berger.Schedule (use berger.New, Double or Cycles)") }

func (s Schedule) checkRound(r int) error {
	return fail.Round(s.m != 0, errZero, r, s.Rounds(), s.players, "player")
}

func (s Schedule) checkPlayer(p int) error {
	if p < 1 || p > s.players {
		return fail.Range("player", p, 1, s.players, "player "+strconv.Itoa(p)+": the schedule has players 1 to "+strconv.Itoa(s.players))
	}
	return nil
}

// seat is the opponent of player p in Berger round r of the even table m
// and whether p has black: from the static data when the size is in range,
// by the formulas of 000 beyond.
func seat(m, r, p int) (opponent int, black bool) {
	if static(m) {
		v := berger(m)[(r-1)*m+p-1]
		return int(v >> 1), v&1 == 1
	}
	return build.Seat(m, r, p)
}

// game turns board b of the even table in schedule round t into a Game:
// the player on board b is 001's arithmetic around the pivot's opponent,
// and his opponent and colour come from row, the round of the static data
// (from the closed formulas when row is "", beyond the static range).
func (s Schedule) game(row string, slot build.Slot, b int) Game {
	var w, k int
	if row == "" {
		g := build.GameAt(s.m, slot.Round, b)
		w, k = g.White, g.Black
	} else {
		x := int(row[s.m-1]>>1) + b - 1 // the pivot's opponent holds board 1
		if x > s.m-1 {
			x -= s.m - 1
		}
		if b == 1 {
			x = s.m
		}
		v := row[x-1]
		w, k = x, int(v>>1)
		if v&1 == 1 {
			w, k = k, w
		}
	}
	if slot.Reversed {
		w, k = k, w
	}
	if s.odd() {
		b-- // board 1 of the table is the bye
	}
	return Game{Board: b, White: w, Black: k}
}

// row is Berger round r of the static data, "" beyond the static range.
func (s Schedule) row(r int) string {
	if !static(s.m) {
		return ""
	}
	return berger(s.m)[(r-1)*s.m:][:s.m]
}

func (s Schedule) slot(t int) build.Slot {
	if s.cycles == 1 { // the common case, without the divisions
		return build.Slot{Cycle: 1, Round: t}
	}
	return build.ScheduleSlot(s.m, s.cycles, s.swap, t)
}

// Round returns the games of round r in board order.
func (s Schedule) Round(r int) ([]Game, error) {
	if err := s.checkRound(r); err != nil {
		return nil, err
	}
	slot := s.slot(r)
	row := s.row(slot.Round)
	first := 1
	if s.odd() {
		first = 2
	}
	out := make([]Game, 0, s.m/2)
	for b := first; b <= s.m/2; b++ {
		out = append(out, s.game(row, slot, b))
	}
	return out, nil
}

// Game returns board b of round r.
func (s Schedule) Game(r, b int) (Game, error) {
	if err := s.checkRound(r); err != nil {
		return Game{}, err
	}
	if b < 1 || b > s.Boards() {
		return Game{}, fail.Range("board", b, 1, s.Boards(), "board "+strconv.Itoa(b)+": the "+strconv.Itoa(s.players)+"-player schedule has boards 1 to "+strconv.Itoa(s.Boards()))
	}
	if s.odd() {
		b++
	}
	slot := s.slot(r)
	return s.game(s.row(slot.Round), slot, b), nil
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
	o, _ := seat(s.m, s.slot(r).Round, s.m)
	return o, nil
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
	o, black := seat(s.m, slot.Round, p)
	if s.odd() && o == s.m {
		return Pairing{}, nil
	}
	c := tables.White
	if black != slot.Reversed {
		c = tables.Black
	}
	b := build.Board(s.m, slot.Round, p)
	if s.odd() {
		b--
	}
	return Pairing{Opponent: o, Board: b, Color: c}, nil
}

// Meetings returns the games between players a and b, one per cycle.
func (s Schedule) Meetings(a, b int) ([]Meeting, error) {
	if s.m == 0 {
		return nil, errZero()
	}
	if err := s.checkPlayer(a); err != nil {
		return nil, err
	}
	if err := s.checkPlayer(b); err != nil {
		return nil, err
	}
	if a == b {
		return nil, fail.New("player " + strconv.Itoa(a) + " cannot meet himself")
	}
	r := build.MeetingRound(s.m, a, b)
	board := build.Board(s.m, r, a)
	_, black := seat(s.m, r, a)
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
