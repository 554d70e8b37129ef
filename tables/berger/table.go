package berger

import (
	"iter"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/tables"
)

// Table is the fast side of a Schedule of the static range (up to
// StaticMaxPlayers): its lookups return no error and inline to index
// arithmetic on the static data, so that a program that loops over a round
// robin pays what a bare array costs. Get one from a valid Schedule
// (Schedule.Table), which did the checking once. Beyond the static range
// the Schedule's own methods compute the same answers.
//
// Like a slice index, a lookup out of range — a round outside 1..Rounds, a
// player outside 1..Players, a board outside 1..Boards — is the caller's
// bug and panics as an index out of range does (runtime.Error); the methods of Schedule check
// instead and return a *tables.Error. The zero Table has no rounds: every
// lookup panics. No lookup allocates.
type Table struct {
	// cells holds, for each round r of the schedule and player p, the byte
	// opponent<<1 | 1 if p has black at (r-1)*m + p-1 (the pivot m meets the
	// bye). A single round robin reads bergerData itself; the rounds of the
	// other cycles are laid out once by Table.
	cells string
	// rounds holds, for each round of the schedule, the pivot's opponent c
	// (the centre of 001's boards) <<2 | 2 if the colours of the Berger
	// round are reversed | 1 if the pivot m has white.
	rounds  string
	players int
	m       int // the even table size
	odd     int // 1 when players is odd: board 1 of the table is the bye
	cycles  int
	// swapFrom is the first of the two rounds swapped in every cycle but
	// the last (m-2), or m when none is.
	swapFrom int
}

// start is the offset of the table of even size m in bergerData: the tables
// of j = bergerMin, …, m-2 players take j(j-1) bytes each (data.go's guard
// checks the total).
func start(m int) int { return before(m) - before(bergerMin) }

// before is 2·1 + 4·3 + … + (m-2)(m-3) = K(K+1)(4K-1)/3 with K = m/2-1.
func before(m int) int {
	k := m/2 - 1
	return k * (k + 1) * (4*k - 1) / 3
}

// static reports whether the even size m is in the static data.
func static(m int) bool { return bergerMin <= m && m <= bergerMax }

// berger is the Berger table of the even size m from the static data.
func berger(m int) string { at := start(m); return bergerData[at : at+(m-1)*m] }

// Table returns the schedule's fast lookups, and false beyond the static
// range (or for the zero Schedule). It lays out the schedule's rounds once:
// a byte a round, and for more than one cycle a byte a player and round.
func (s Schedule) Table() (Table, bool) {
	if s.m == 0 || !static(s.m) {
		return Table{}, false
	}
	t := Table{players: s.players, m: s.m, odd: s.m - s.players, cycles: s.cycles, swapFrom: s.m}
	if s.swap && s.m >= 3 {
		t.swapFrom = s.m - 2
	}
	data := berger(s.m)
	rounds := make([]byte, s.Rounds())
	var cells []byte
	if s.cycles > 1 {
		cells = make([]byte, 0, s.Rounds()*s.m)
	}
	for r := range rounds {
		sl := s.slot(r + 1)
		c, pivotWhite := build.PivotOpponent(s.m, sl.Round)
		v := c << 2
		if sl.Reversed {
			v |= 2
		}
		if pivotWhite != sl.Reversed {
			v |= 1
		}
		rounds[r] = byte(v)
		if cells != nil {
			row := data[(sl.Round-1)*s.m:][:s.m]
			for i := range len(row) {
				cells = append(cells, row[i]^byte(v>>1&1))
			}
		}
	}
	t.rounds = string(rounds)
	t.cells = data
	if cells != nil {
		t.cells = string(cells)
	}
	return t, true
}

// NewTable is Cycles(players, cycles, swap) and its Table in one step,
// without the error values: false for a number out of range and for a size
// beyond the static range. A program that needs the lookups alone links no
// error text through it.
func NewTable(players, cycles int, swap bool) (Table, bool) {
	if players < bergerStaticMinPlayers || players > StaticMaxPlayers || cycles < 1 || cycles > MaxCycles {
		return Table{}, false
	}
	return Schedule{players: players, m: build.Even(players), cycles: cycles, swap: swap && cycles > 1}.Table()
}

// Players is the number of players.
func (t *Table) Players() int { return t.players }

// Rounds is the number of rounds of the whole schedule.
func (t *Table) Rounds() int { return len(t.rounds) }

// Boards is the number of games in each round (the bye is not a board).
func (t *Table) Boards() int { return t.players / 2 }

// cell is opponent<<1 | 1 if black for player p in round r; the slicing
// panics when r or p is out of range.
func (t *Table) cell(r, p int) int { return int(t.cells[(r-1)*t.m:][:t.players][p-1]) }

// Opponent is the opponent of player p in round r, 0 for the bye.
func (t *Table) Opponent(r, p int) int {
	o := t.cell(r, p) >> 1
	if o > t.players { // the pivot of an odd table
		o = 0
	}
	return o
}

// Color is the colour of player p in round r, tables.NoColor for the bye.
func (t *Table) Color(r, p int) tables.Color {
	v := t.cell(r, p)
	c := tables.White + tables.Color(v&1)
	if v>>1 > t.players {
		c = tables.NoColor
	}
	return c
}

// Board is the board of player p in round r, 0 for the bye: 001's
// arithmetic around the pivot's opponent c, who holds board 1 with the
// pivot; player c±(b-1) holds board b.
func (t *Table) Board(r, p int) int {
	c := int(t.rounds[r-1] >> 2)
	_ = t.cells[:t.players][p-1] // p out of range panics
	n := t.m - 1
	d := p - c
	if d < 0 {
		d += n
	}
	b := min(d, n-d) + 1
	if p == t.m {
		b = 1
	}
	return b - t.odd // the bye is board 1 of the table
}

// Pairing is what player p does in round r: Opponent, Board and Color at
// once.
func (t *Table) Pairing(r, p int) Pairing {
	v := t.cell(r, p)
	if v>>1 > t.players {
		return Pairing{}
	}
	return Pairing{Opponent: v >> 1, Board: t.Board(r, p), Color: tables.White + tables.Color(v&1)}
}

// Game is board b of round r.
func (t *Table) Game(r, b int) Game {
	_ = t.cells[:t.players/2][b-1] // b out of range panics
	return t.game(r, b)
}

// game is board b of round r: the player c+(b-1) around 1..m-1 (or the
// pivot m on board 1), and the opponent and colour his cell gives.
func (t *Table) game(r, b int) Game {
	x := int(t.rounds[r-1]>>2) + b + t.odd - 1
	if x > t.m-1 {
		x -= t.m - 1
	}
	if b+t.odd == 1 {
		x = t.m
	}
	v := t.cell(r, x)
	w, k := x, v>>1
	if v&1 != 0 {
		w, k = k, w
	}
	return Game{Board: b, White: w, Black: k}
}

// Bye is the player who has the bye in round r, 0 when the number of
// players is even.
func (t *Table) Bye(r int) int {
	return int(t.rounds[r-1]>>2) * t.odd
}

// Games iterates over the games of round r in board order.
func (t *Table) Games(r int) iter.Seq[Game] {
	_ = t.rounds[r-1]
	return func(yield func(Game) bool) {
		for b := 1; b <= t.players/2; b++ {
			if !yield(t.game(r, b)) {
				return
			}
		}
	}
}

// AppendRound appends the games of round r, in board order, to dst and
// returns the extended slice: with a dst of capacity Boards, nothing is
// allocated.
func (t *Table) AppendRound(dst []Game, r int) []Game {
	_ = t.rounds[r-1]
	for b := 1; b <= t.players/2; b++ {
		dst = append(dst, t.game(r, b))
	}
	return dst
}

// MeetingRound is the round in which players a and b meet in the given
// cycle (1..Cycles); a and b must differ.
func (t *Table) MeetingRound(cycle, a, b int) int {
	_, _ = t.cells[:t.players][a-1], t.cells[:t.players][b-1] // out of range panics
	if a == b {
		panic("berger: a player does not meet himself")
	}
	r := build.MeetingRound(t.m, a, b)
	if cycle < t.cycles && r >= t.swapFrom {
		r = 2*t.m - 3 - r // the last two rounds, m-2 and m-1, swapped
	}
	r += (cycle - 1) * (t.m - 1)
	_ = t.rounds[r-1] // a cycle out of range
	return r
}
