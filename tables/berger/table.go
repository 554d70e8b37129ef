package berger

import (
	"iter"
	"strconv"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/tables"
)

// Table is the fast side of a Schedule: its lookups take no error and
// inline to index arithmetic on the static data (sizes up to
// StaticMaxPlayers), so that a program that loops over a round robin pays
// what a bare array costs. Get one from a valid Schedule (Schedule.Table),
// which did the checking once.
//
// Like a slice index, a lookup out of range — a round outside 1..Rounds, a
// player outside 1..Players, a board outside 1..Boards — is the caller's
// bug and panics (with a runtime.Error naming the number and its range); the
// methods of Schedule check instead and return a *tables.Error. The zero
// Table has no players: every lookup panics. No lookup allocates.
//
// Rounds of the first cycle (all but its last two with the swap) are one
// load from the data; the other cycles and the sizes beyond the static
// range take a call that computes the same answers.
type Table struct {
	// data is the table of the even size m from bergerData: (m-1)·m bytes,
	// opponent<<1 | 1 if black for each round and player; "" beyond the
	// static range.
	data    string
	players int
	m       int // the even table size
	odd     int // 1 when players is odd: board 1 of the table is the bye
	// fast is the number of rounds 1..fast that are Berger rounds 1..fast
	// with their printed colours and are read from data; 0 beyond the
	// static range (everything is computed).
	fast   int
	rounds int
	cycles int
	swap   bool
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

// Table returns the schedule's fast lookups; the zero Schedule gives the
// zero Table.
func (s Schedule) Table() Table { return s.t }

func newTable(players, cycles int, swap bool) Table {
	m := build.Even(players)
	t := Table{players: players, m: m, odd: m - players, rounds: cycles * (m - 1), cycles: cycles, swap: swap}
	if bergerMin <= m && m <= bergerMax {
		n := m - 1
		at := start(m)
		t.data = bergerData[at : at+n*m]
		t.fast = n
		if swap && n >= 2 {
			t.fast = n - 2 // the last two rounds of the first cycle are swapped
		}
	}
	return t
}

// Players is the number of players.
func (t Table) Players() int { return t.players }

// Rounds is the number of rounds of the whole schedule.
func (t Table) Rounds() int { return t.rounds }

// Boards is the number of games in each round (the bye is not a board).
func (t Table) Boards() int { return t.players / 2 }

// at is the cell of player p in round r — opponent<<1 | 1 if black, the
// pivot m as the opponent being the bye — and the Berger round r plays.
func (t Table) at(r, p int) (v, berger int) {
	if uint(r-1) < uint(t.fast) && uint(p-1) < uint(t.players) {
		return int(t.data[(r-1)*t.m+p-1]), r
	}
	return t.slowAt(r, p)
}

// slowAt is at for what the data do not hold as it is: the other cycles,
// the swapped rounds, the sizes beyond the static range; and the panics.
func (t Table) slowAt(r, p int) (v, berger int) {
	berger, rev := t.slot(r)
	if uint(p-1) >= uint(t.players) {
		panic(rangePanic{"player", p, t.players})
	}
	if t.data != "" {
		v = int(t.data[(berger-1)*t.m+p-1])
	} else {
		o, black := build.Seat(t.m, berger, p)
		v = o << 1
		if black {
			v |= 1
		}
	}
	return v ^ rev, berger
}

// slot is the Berger round that round r plays, and 1 when its colours are
// reversed (the even cycles).
func (t Table) slot(r int) (berger, rev int) {
	if uint(r-1) < uint(t.fast) {
		return r, 0
	}
	return t.slowSlot(r)
}

func (t Table) slowSlot(r int) (berger, rev int) {
	if uint(r-1) >= uint(t.rounds) {
		panic(rangePanic{"round", r, t.rounds})
	}
	if t.cycles == 1 {
		return r, 0
	}
	s := build.ScheduleSlot(t.m, t.cycles, t.swap, r)
	if s.Reversed {
		rev = 1
	}
	return s.Round, rev
}

// Opponent is the opponent of player p in round r, 0 for the bye.
func (t Table) Opponent(r, p int) int {
	v, _ := t.at(r, p)
	o := v >> 1
	if o > t.players { // the pivot of an odd schedule
		o = 0
	}
	return o
}

// Color is the colour of player p in round r, tables.NoColor for the bye.
func (t Table) Color(r, p int) tables.Color {
	v, _ := t.at(r, p)
	if v>>1 > t.players {
		return tables.NoColor
	}
	return tables.White + tables.Color(v&1)
}

// Board is the board of player p in round r, 0 for the bye.
func (t Table) Board(r, p int) int {
	_, b := t.at(r, p)
	return build.Board(t.m, b, p) - t.odd // the bye is board 1 of the table
}

// Pairing is what player p does in round r: Opponent, Board and Color at
// once.
func (t Table) Pairing(r, p int) Pairing {
	v, b := t.at(r, p)
	if v>>1 > t.players {
		return Pairing{}
	}
	return Pairing{Opponent: v >> 1, Board: build.Board(t.m, b, p) - t.odd, Color: tables.White + tables.Color(v&1)}
}

// Game is board b of round r.
func (t Table) Game(r, b int) Game {
	if uint(b-1) >= uint(t.players/2) {
		panic(rangePanic{"board", b, t.players / 2})
	}
	berger, rev := t.slot(r)
	return t.game(berger, rev, b)
}

// game is board b of Berger round berger, colours reversed when rev is 1.
func (t Table) game(berger, rev, b int) Game {
	g := build.GameAt(t.m, berger, b+t.odd)
	if rev != 0 {
		g.White, g.Black = g.Black, g.White
	}
	return Game{Board: b, White: g.White, Black: g.Black}
}

// Bye is the player who has the bye in round r, 0 when the number of
// players is even.
func (t Table) Bye(r int) int {
	berger, _ := t.slot(r)
	if t.odd == 0 {
		return 0
	}
	o, _ := build.Seat(t.m, berger, t.m)
	return o
}

// Games iterates over the games of round r in board order.
func (t Table) Games(r int) iter.Seq[Game] {
	berger, rev := t.slot(r)
	return func(yield func(Game) bool) {
		for b := 1; b <= t.players/2; b++ {
			if !yield(t.game(berger, rev, b)) {
				return
			}
		}
	}
}

// AppendRound appends the games of round r, in board order, to dst and
// returns the extended slice: with a dst of capacity Boards, nothing is
// allocated.
func (t Table) AppendRound(dst []Game, r int) []Game {
	berger, rev := t.slot(r)
	for b := 1; b <= t.players/2; b++ {
		dst = append(dst, t.game(berger, rev, b))
	}
	return dst
}

// MeetingRound is the round in which players a and b meet in the given
// cycle (1..Cycles); a and b must differ.
func (t Table) MeetingRound(cycle, a, b int) int {
	switch {
	case uint(cycle-1) >= uint(t.cycles):
		panic(rangePanic{"cycle", cycle, t.cycles})
	case uint(a-1) >= uint(t.players):
		panic(rangePanic{"player", a, t.players})
	case uint(b-1) >= uint(t.players):
		panic(rangePanic{"player", b, t.players})
	case a == b:
		panic(rangePanic{"player", b, -a}) // "… cannot meet himself"
	}
	n := t.m - 1
	r := build.MeetingRound(t.m, a, b)
	if t.swap && cycle < t.cycles && n >= 2 && r >= n-1 {
		r = 2*n - 1 - r // n-1 and n are swapped
	}
	return (cycle-1)*n + r
}

// rangePanic is the panic of a lookup out of range: a runtime.Error, as an
// index out of range is.
type rangePanic struct {
	what     string
	got, max int // max < 0: the player -max cannot meet himself
}

func (e rangePanic) RuntimeError() {}

func (e rangePanic) Error() string {
	if e.max < 0 {
		return "berger: player " + strconv.Itoa(e.got) + " cannot meet himself"
	}
	return "berger: " + e.what + " " + strconv.Itoa(e.got) + " out of range [1:" + strconv.Itoa(e.max) + "]"
}
