package molter

import "iter"

// Fast is the fast side of a Table: its lookups return no error and inline
// to index arithmetic on the static data, so that a program that loops
// over an event pays what a bare array costs. Get one from a valid Table
// (Table.Fast), which did the checking once. Round 0 is the autonomous
// round, as for Table.Game; rounds 1..Rounds are the main rounds.
//
// Like a slice index, a lookup out of range is the caller's bug and panics:
// a round outside 0..Rounds (or round 0 when the autonomous round is
// withheld) as an index out of range does (runtime.Error), a board outside
// 1..Boards or a player not in the event with a constant message. The
// methods of Table check instead and return an error. The zero Fast has no
// rounds: every lookup panics. No lookup allocates.
type Fast struct {
	// data holds the autonomous round, when there is one, then the main
	// rounds: stride bytes a round, four a board (white's team index and
	// order number, then black's), as in molterBoards, of which it is a
	// slice when the generator laid the autonomous round before its main
	// rounds.
	data   string
	base   int // the offset of round 0: 0, or -stride when there is no autonomous round
	stride int // bytes a round: four a board of the printed table
	boards int // boards of the configuration: teams × players / 2
	rounds int // main rounds
	// seats holds, for each round 0..rounds and each player (team index ×
	// players + order number - 1), his board; 0 for round 0 when there is
	// no autonomous round.
	seats          string
	teams, players int
}

// The messages of the panics, as constants: no formatting is linked.
const (
	errBoard  = "molter: board out of range"
	errPlayer = "molter: player not in the event"
)

// Fast returns the table's fast lookups, and false for the zero Table. It
// lays out a byte a player and round (his board), and copies the rounds
// only when the autonomous round is not laid out just before them.
func (m Table) Fast() (Fast, bool) {
	c, t, err := m.config()
	if err != nil {
		return Fast{}, false
	}
	f := Fast{stride: 4 * int(t.boards), boards: int(c.teams) * int(c.players) / 2, rounds: int(t.rounds), teams: int(c.teams), players: int(c.players)}
	main := molterBoards[t.at:][:f.stride*f.rounds]
	f.data, f.base = main, -f.stride
	if c.auto >= 0 {
		a := molterTabs[c.auto]
		f.data, f.base = molterBoards[a.at:][:f.stride*(f.rounds+1)], 0
		if 4*int(a.boards) != f.stride || int(a.at)+f.stride != int(t.at) {
			f.data = molterBoards[a.at:][:f.stride] + main
		}
	}
	seats := make([]byte, (f.rounds+1)*f.teams*f.players)
	for r := range f.rounds + 1 {
		if r == 0 && c.auto < 0 {
			continue
		}
		for b := 1; b <= f.boards; b++ {
			g := f.Game(r, b)
			for _, p := range [2]Player{g.White, g.Black} {
				if p.Order != 0 { // a board the document does not print
					seats[(r*f.teams+teamIndex(p.Team))*f.players+p.Order-1] = byte(b)
				}
			}
		}
	}
	f.seats = string(seats)
	return f, true
}

// teamIndex is the index of a team letter in molterLetters (the document
// skips I); any other byte gives an index out of 0..12.
func teamIndex(team byte) int {
	i := int(team) - 'A'
	if team > 'I' {
		i--
	}
	return i
}

// Rounds is the number of main rounds.
func (f *Fast) Rounds() int { return f.rounds }

// Boards is the number of boards of every round: teams × players / 2.
func (f *Fast) Boards() int { return f.boards }

// HasAutonomous reports whether round 0, the autonomous round, can be
// played.
func (f *Fast) HasAutonomous() bool { return f.base == 0 && f.stride > 0 }

// Game is board b of round r (0: the autonomous round).
func (f *Fast) Game(r, b int) Game {
	if uint(b-1) >= uint(f.boards) {
		panic(errBoard)
	}
	v := f.data[r*f.stride+f.base+4*(b-1):][:4]
	return Game{Board: b, White: Player{letterOf[v[0]], int(v[1])}, Black: Player{letterOf[v[2]], int(v[3])}}
}

// letterOf is molterLetters over every byte, so that Game indexes it by a
// byte of the data without a bounds check (TestLetterOf holds the two
// equal).
var letterOf = [256]byte{'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N'}

// Board is player p's board in round r (0: the autonomous round).
func (f *Fast) Board(r int, p Player) int {
	t := teamIndex(p.Team)
	if uint(t) >= uint(f.teams) || uint(p.Order-1) >= uint(f.players) {
		panic(errPlayer)
	}
	b := int(f.seats[(r*f.teams+t)*f.players+p.Order-1])
	if b == 0 { // round 0 withheld
		panic(errPlayer)
	}
	return b
}

// Games iterates over the games of round r (0: the autonomous round) in
// board order.
func (f *Fast) Games(r int) iter.Seq[Game] {
	_ = f.data[r*f.stride+f.base:][:f.stride]
	return func(yield func(Game) bool) {
		for b := 1; b <= f.boards; b++ {
			if !yield(f.Game(r, b)) {
				return
			}
		}
	}
}

// AppendRound appends the games of round r (0: the autonomous round), in
// board order, to dst and returns the extended slice: with a dst of
// capacity Boards, nothing is allocated.
func (f *Fast) AppendRound(dst []Game, r int) []Game {
	_ = f.data[r*f.stride+f.base:][:f.stride]
	for b := 1; b <= f.boards; b++ {
		dst = append(dst, f.Game(r, b))
	}
	return dst
}
