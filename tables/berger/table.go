package berger

import (
	"iter"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/tables"
)

// Table is the fast side of a Schedule of the static range (up to
// StaticMaxPlayers): its lookups return no error and inline to index
// arithmetic on the static data (opponents and colours) and on the boards
// and games that Table lays out once from them, so that a program that
// loops over a round robin pays what a bare array costs. Get one from a valid Schedule
// (Schedule.Table), which did the checking once. Beyond the static range
// the Schedule's own methods compute the same answers.
//
// Like a slice index, a lookup out of range — a round outside 1..Rounds, a
// player outside 1..Players, a board outside 1..Boards — is the caller's
// bug and panics as an index out of range does (runtime.Error); the methods of Schedule check
// instead and return a *tables.Error. The zero Table has no rounds: every
// lookup panics. No lookup allocates.
type Table struct {
	// opp, brd and col hold what player p does in round r at
	// (r-1)*players + p-1: his opponent (0 for the bye), board (0 for the
	// bye) and colour, so that Opponent, Board and Color are one bounds
	// check and a load, as from a bare array; pc holds the three again,
	// together at 3((r-1)*players + p-1), so that Pairing is one check of
	// the three bytes (a slice) and three loads (with opp, brd and col
	// alone it checks each: 1.57x a bare load at 64 players, 1.35 so).
	// gm holds board b of round r in the 2 bytes at 2((r-1)*Boards + b-1),
	// white then black.
	// Table lays both out once from the static data (opponents and
	// colours) with 001's arithmetic for the board order, which the static
	// data do not repeat. Strings keep Table comparable and read-only.
	opp, brd, col, pc, gm string
	// ps is a string of Players bytes: indexing it checks a player inline,
	// with the runtime's own panic, and a board b at 2b-1 (below Players
	// exactly when b is at most Players/2).
	ps     string
	boards int // players/2
	// cells holds, for each round r of the schedule and player p, the byte
	// opponent<<1 | 1 if p has black at (r-1)*m + p-1 (the pivot m meets the
	// bye): the static data for a single round robin, laid out by Table
	// for more cycles. Bye and MeetingRound read it.
	cells  string
	m      int // the even table size
	odd    int // 1 when players is odd: board 1 of the table is the bye
	cycles int
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
// the opponent, board and colour of each player (twice: apart and
// together) and the players of each board, 7 bytes a player and round, and
// for more than one cycle the cells of every round, 1 more.
func (s Schedule) Table() (t Table, ok bool) {
	// This code is most of what a program of Berger lookups adds besides
	// the data (issue 13's 50 KB, TestBinarySize): the result is built in
	// place (a named result: copying a local Table out cost 200 bytes), a
	// player's bytes are written by one loop over the board's two players,
	// and the strings are cut off the layout in turn, one check each.
	if s.m == 0 || !static(s.m) {
		return
	}
	t.m, t.odd, t.cycles, t.swapFrom = s.m, s.m-s.players, s.cycles, s.m
	if s.swap && s.m >= 3 {
		t.swapFrom = s.m - 2
	}
	data := berger(s.m)
	rounds, nc := s.Rounds(), 0
	if s.cycles > 1 {
		nc = rounds * s.m
	}
	boards := s.players / 2
	t.boards = boards
	// One allocation: opp, brd, col (n bytes each), pc (3n), the games (2
	// a board and round) and the cells of more than one cycle.
	n, ng := rounds*s.players, 2*rounds*boards
	lay := make([]byte, 6*n+ng+nc)
	gm, cells := lay[6*n:6*n+ng], lay[6*n+ng:]
	for r := range rounds {
		sl := s.slot(r + 1)
		row := data[(sl.Round-1)*s.m:][:s.m]
		var rev byte // the colours of the Berger round reversed
		if sl.Reversed {
			rev = 1
		}
		if nc > 0 {
			for i := range len(row) {
				cells[r*s.m+i] = row[i] ^ rev
			}
		}
		// 001's boards: the pivot m and his opponent c on board 1, then
		// player c+(b-1) around 1..m-1 on board b; each one's cell gives
		// his opponent and colour.
		c := int(row[s.m-1] >> 1)
		for b := 1 + t.odd; b <= s.m/2; b++ {
			x := c + b - 1
			if x > s.m-1 {
				x -= s.m - 1
			}
			if b == 1 {
				x = s.m
			}
			v := row[x-1] ^ rev
			w, k := x, int(v>>1)
			if v&1 != 0 {
				w, k = k, w
			}
			bd := uint8(b - t.odd)
			for q, p := range [2]int{w, k} { // white, then black
				i := r*s.players + p - 1
				o, c := byte(w+k-p), byte(tables.White)+byte(q)
				lay[i], lay[n+i], lay[2*n+i] = o, bd, c
				x := lay[3*(n+i):][:3]
				x[0], x[1], x[2] = o, bd, c
			}
			i := 2 * (r*boards + int(bd) - 1)
			gm[i], gm[i+1] = byte(w), byte(k)
		}
	}
	all := string(lay)
	t.opp, all = all[:n], all[n:]
	t.brd, all = all[:n], all[n:]
	t.col, all = all[:n], all[n:]
	t.pc, all = all[:3*n], all[3*n:]
	t.gm, t.cells = all[:ng], data
	if nc > 0 {
		t.cells = all[ng:]
	}
	t.ps = t.opp[:s.players]
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
func (t *Table) Players() int { return len(t.ps) }

// Rounds is the number of rounds of the whole schedule.
func (t *Table) Rounds() int { return t.cycles * (t.m - 1) }

// Boards is the number of games in each round (the bye is not a board).
func (t *Table) Boards() int { return t.boards }

// at is the index of player p in round r in opp, brd and col (the number
// of players is len(ps), which the check loads anyway). A player out
// of range panics here, a round out of range at the index (below 1 it is
// negative, above Rounds past the end).
func (t *Table) at(r, p int) int {
	_ = t.ps[p-1]
	return (r-1)*len(t.ps) + p - 1
}

// Opponent is the opponent of player p in round r, 0 for the bye.
func (t *Table) Opponent(r, p int) int { return int(t.opp[t.at(r, p)]) }

// Color is the colour of player p in round r, tables.NoColor for the bye.
func (t *Table) Color(r, p int) tables.Color { return tables.Color(t.col[t.at(r, p)]) }

// Board is the board of player p in round r, 0 for the bye.
func (t *Table) Board(r, p int) int { return int(t.brd[t.at(r, p)]) }

// Pairing is what player p does in round r: Opponent, Board and Color at
// once, read from their copy laid out together (one check of the three).
func (t *Table) Pairing(r, p int) Pairing {
	i := 3 * t.at(r, p)
	x := t.pc[i : i+3]
	return Pairing{Opponent: int(x[0]), Board: int(x[1]), Color: tables.Color(x[2])}
}

// round is the games of round r, white and black of each board in turn.
func (t *Table) round(r int) string { n := 2 * t.boards; return t.gm[(r-1)*n:][:n] }

// Game is board b of round r.
func (t *Table) Game(r, b int) Game {
	_ = t.ps[2*b-1] // b in 1..Boards
	i := 2 * ((r-1)*t.boards + b - 1)
	g := t.gm[i : i+2]
	return Game{Board: b, White: int(g[0]), Black: int(g[1])}
}

// Bye is the player who has the bye in round r, 0 when the number of
// players is even: the pivot's opponent, times 1 when the pivot is the bye.
func (t *Table) Bye(r int) int {
	return int(t.cells[(r-1)*t.m:][:t.m][t.m-1]>>1) * t.odd
}

// Games iterates over the games of round r in board order.
func (t *Table) Games(r int) iter.Seq[Game] {
	g := t.round(r)
	return func(yield func(Game) bool) {
		for i := 0; i+1 < len(g); i += 2 {
			if !yield(Game{Board: i/2 + 1, White: int(g[i]), Black: int(g[i+1])}) {
				return
			}
		}
	}
}

// AppendRound appends the games of round r, in board order, to dst and
// returns the extended slice: with a dst of capacity Boards, nothing is
// allocated.
func (t *Table) AppendRound(dst []Game, r int) []Game {
	g := t.round(r)
	for i := 0; i+1 < len(g); i += 2 {
		dst = append(dst, Game{Board: i/2 + 1, White: int(g[i]), Black: int(g[i+1])})
	}
	return dst
}

// MeetingRound is the round in which players a and b meet in the given
// cycle (1..Cycles); a and b must differ.
func (t *Table) MeetingRound(cycle, a, b int) int {
	_, _ = t.ps[a-1], t.ps[b-1] // out of range panics
	if a == b {
		panic("berger: a player does not meet himself")
	}
	r := build.MeetingRound(t.m, a, b)
	if cycle < t.cycles && r >= t.swapFrom {
		r = 2*t.m - 3 - r // the last two rounds, m-2 and m-1, swapped
	}
	r += (cycle - 1) * (t.m - 1)
	_ = t.cells[(r-1)*t.m:][:t.m] // a cycle out of range
	return r
}
