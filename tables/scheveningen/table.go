package scheveningen

import "iter"

// Table is the fast side of a Match: its lookups return no error and
// inline to index arithmetic on the static data, so that a program that
// loops over a match pays what a bare array costs. Get one from a valid
// Match (Match.Table), which did the checking once, or from NewTable.
//
// Like a slice index, a lookup out of range is the caller's bug and panics:
// a round outside 1..Rounds or a board outside 1..Size as an index out of
// range does (runtime.Error), a player not in the match (a number outside
// 1..Size, a team other than 'A' and 'B') with a constant message.
// Match.Round checks instead and returns a *tables.Error. The zero Table
// has no rounds: every lookup panics. No lookup allocates.
type Table struct {
	// cells holds, for each round of the match, 2m bytes: for each player
	// of team A then of team B, the number of his opponent (of the other
	// team) <<1 | 1 if he has white. Table lays them out once from
	// schevGames, the second cycle of a double match included. opp holds
	// the opponent's number alone at the same index, so that Opponent is
	// one load, as from a bare array.
	cells, opp string
	m          int
}

// Table returns the match's fast lookups, and false for the zero Match. It
// lays out the rounds once: 2m bytes a round.
func (s Match) Table() (Table, bool) {
	if s.m == 0 {
		return Table{}, false
	}
	m := s.m
	cells := make([]byte, s.Rounds()*2*m)
	for r := range s.Rounds() {
		from, rev := r, 0
		if r >= m { // the second cycle, colours reversed
			from, rev = (s.SecondCycle()-1+r-m)%m, 1
		}
		row := cells[r*2*m:][:2*m]
		for b, v := range []byte(schevGames[int(schevAt[m-schevMinSize])+from*m:][:m]) {
			j, white := int(v>>1), int(v&1)^rev
			row[b] = byte(j<<1 | white)
			row[m+j-1] = byte((b+1)<<1 | white ^ 1)
		}
	}
	opp := make([]byte, len(cells))
	for i, v := range cells {
		opp[i] = v >> 1
	}
	return Table{cells: string(cells), opp: string(opp), m: m}, true
}

// NewTable is New(m, double) and its Table in one step, without the error
// value: false for a team size out of range.
func NewTable(m int, double bool) (Table, bool) {
	if m < MinSize || m > MaxSize {
		return Table{}, false
	}
	return Match{m: m, double: double}.Table()
}

// errPlayer is the panic of a lookup for a player who is not in the match:
// a constant, no formatting is linked.
const errPlayer = "scheveningen: player out of range"

// Size is the number of players of each team.
func (t *Table) Size() int { return t.m }

// Rounds is the number of rounds: m, or 2m for a double match.
func (t *Table) Rounds() int {
	if t.m == 0 {
		return 0
	}
	return len(t.cells) / (2 * t.m)
}

// at is the index of player p in round r in cells and opp: the rounds in
// turn, team A then team B, by number. It panics when p is not in the
// match; a round out of range panics at the index.
func (t *Table) at(r int, p Player) int {
	j := uint(p.Number - 1)
	team := uint(p.Team - 'A')
	if j >= uint(t.m) || team > 1 {
		panic(errPlayer)
	}
	return (2*(r-1)+int(team))*t.m + int(j)
}

// cell is player p's byte in round r: his opponent's number <<1 | 1 if p
// has white.
func (t *Table) cell(r int, p Player) int { return int(t.cells[t.at(r, p)]) }

// Opponent is player p's opponent in round r.
func (t *Table) Opponent(r int, p Player) Player {
	return Player{Team: 'A' + 'B' - p.Team, Number: int(t.opp[t.at(r, p)])}
}

// White reports whether player p has white in round r.
func (t *Table) White(r int, p Player) bool { return t.cell(r, p)&1 == 1 }

// Board is player p's board in round r: the number of the player of team A
// at it.
func (t *Table) Board(r int, p Player) int {
	v := t.cell(r, p) >> 1
	if p.Team == 'A' {
		v = p.Number
	}
	return v
}

// Game is board b of round r.
func (t *Table) Game(r, b int) Game {
	v := int(t.cells[(r-1)*2*t.m:][:t.m][b-1])
	g := Game{Board: b, White: Player{'A', b}, Black: Player{'B', v >> 1}}
	if v&1 == 0 {
		g.White, g.Black = g.Black, g.White
	}
	return g
}

// Games iterates over the games of round r in board order.
func (t *Table) Games(r int) iter.Seq[Game] {
	_ = t.cells[(r-1)*2*t.m:][:2*t.m]
	return func(yield func(Game) bool) {
		for b := 1; b <= t.m; b++ {
			if !yield(t.Game(r, b)) {
				return
			}
		}
	}
}

// AppendRound appends the games of round r, in board order, to dst and
// returns the extended slice: with a dst of capacity Size, nothing is
// allocated.
func (t *Table) AppendRound(dst []Game, r int) []Game {
	_ = t.cells[(r-1)*2*t.m:][:2*t.m]
	for b := 1; b <= t.m; b++ {
		dst = append(dst, t.Game(r, b))
	}
	return dst
}
