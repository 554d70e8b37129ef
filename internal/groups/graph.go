// Package groups keeps players apart at the end of a round robin: the
// directed groups of 003 ("appariements dirigés"), on which the Varma tables
// of the FIDE restricted drawing of lots (000/001, FIDE C.05 Annex 2, package
// varma) rest.
//
// Everything rests on one question, answered by the Berger table itself (the
// rounds of berger.RoundAt, pivot included): do players x and y meet in
// one of the last n rounds? Two players of one group must not. The package
// checks printed groups against that question, finds the smallest corrections
// of the printed rows that break it, finds the fewest groups for any table
// size and n (with a proof of minimality), finds groups of requested sizes (or
// proves there are none).
//
// It imports only the standard library and internal/berger, so that the
// generator and package tables share it (tables calls the solver for the
// sizes it is asked at run time).
//
// Conventions: m is the even table size (N players lifted to N+1 when N is
// odd, the number N+1 being the bye), players are 1..m, m ≤ MaxSize.
package groups

import (
	"errors"
	"math/bits"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/berger"
)

// MaxSize is the largest table size served: a group is a 64-bit set.
const MaxSize = 64

// Set is a set of players: bit p-1 stands for player p.
type Set uint64

// SetOf returns the set of the given players (each within 1..MaxSize).
func SetOf(players ...int) Set {
	var s Set
	for _, p := range players {
		s |= Bit(p)
	}
	return s
}

// Bit is the set {p}.
func Bit(p int) Set { return 1 << uint(p-1) }

// Has reports whether p is in s.
func (s Set) Has(p int) bool { return p >= 1 && p <= MaxSize && s&Bit(p) != 0 }

// Len is the number of players in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// First is the lowest player of s, 0 when s is empty.
func (s Set) First() int {
	if s == 0 {
		return 0
	}
	return bits.TrailingZeros64(uint64(s)) + 1
}

// Players lists s in increasing order.
func (s Set) Players() []int {
	out := make([]int, 0, s.Len())
	for ; s != 0; s &= s - 1 {
		out = append(out, bits.TrailingZeros64(uint64(s))+1)
	}
	return out
}

func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('(')
	for i, p := range s.Players() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(p))
	}
	b.WriteByte(')')
	return b.String()
}

// All is the set 1..m.
func All(m int) Set {
	if m >= 64 {
		return ^Set(0)
	}
	return Bit(m+1) - 1
}

// Graph records, for a Berger table of M players, who meets whom in the last
// N rounds (rounds M-N .. M-1): the conflict graph of the directed groups.
// Every round is a perfect matching, so every player has exactly N
// neighbours.
type Graph struct {
	M, N  int
	Adj   [MaxSize + 1]Set                // Adj[p]: the players p meets in the last N rounds
	round [MaxSize + 1][MaxSize + 1]uint8 // round[x][y]: the round in which x and y meet
}

// CheckSize validates a table size and a number of last rounds.
func CheckSize(m, n int) error {
	switch {
	case m < 2 || m%2 != 0 || m > MaxSize:
		return errors.New("table size " + itoa(m) + ": want an even number from 2 to " + itoa(MaxSize))
	case n < 0 || n > m-1:
		return errors.New(itoa(n) + " last rounds: the " + itoa(m) + "-player table has " + itoa(m-1) + " rounds (want 0 to " + itoa(m-1) + ")")
	}
	return nil
}

// NewGraph reads the conflict graph off the Berger table for m players.
func NewGraph(m, n int) (*Graph, error) {
	if err := CheckSize(m, n); err != nil {
		return nil, err
	}
	g := &Graph{M: m, N: n}
	for r := 1; r < m; r++ {
		for b := 1; b <= m/2; b++ { // berger.RoundAt(m, r), board by board: no allocation
			game := berger.GameAt(m, r, b)
			g.round[game.White][game.Black] = uint8(r)
			g.round[game.Black][game.White] = uint8(r)
			if r >= m-n {
				g.Adj[game.White] |= Bit(game.Black)
				g.Adj[game.Black] |= Bit(game.White)
			}
		}
	}
	return g, nil
}

// MustGraph is NewGraph for sizes the caller has validated.
func MustGraph(m, n int) *Graph {
	g, err := NewGraph(m, n)
	if err != nil {
		panic(err)
	}
	return g
}

// Round is the round of the Berger table in which x and y meet (0 when x = y
// or either is outside 1..M).
func (g *Graph) Round(x, y int) int {
	if x < 1 || y < 1 || x > g.M || y > g.M {
		return 0
	}
	return int(g.round[x][y])
}

// Last reports whether round r is one of the last N rounds.
func (g *Graph) Last(r int) bool { return r >= g.M-g.N && r <= g.M-1 }

// Independent reports whether no two players of s meet in the last N rounds.
func (g *Graph) Independent(s Set) bool {
	for t := s; t != 0; t &= t - 1 {
		p := bits.TrailingZeros64(uint64(t)) + 1
		if g.Adj[p]&s != 0 {
			return false
		}
	}
	return true
}
