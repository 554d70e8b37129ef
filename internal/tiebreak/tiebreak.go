// Package tiebreak computes the scores, tie-breaks and ranks of a round-robin
// tournament from its games. It is the Go reference the workbooks of package
// sheets are tested against: the spreadsheet formulas and this code follow
// the same definitions, written down once here.
//
// Definitions (higher is better for every criterion):
//
//   - points: 1 for a win, ½ for a draw, 0 for a loss. In a round robin a
//     forfeit counts as a game against the scheduled opponent: "+/-" scores 1
//     for white and 0 for black, "-/-" scores 0 for both. A bye is not a game
//     and scores nothing (the caller leaves it out of the games).
//   - sb (Sonneborn-Berger, 000/001): the sum of the points of the opponents
//     one beat plus half the points of those one drew; in a multi-cycle
//     tournament every game counts, so it is Σ score(i against j) × points(j).
//     A forfeit win counts as a win.
//   - wins: the number of games won, forfeit wins included.
//   - de (direct encounter): the points scored against the players equal with
//     one on points and on every criterion placed before de in the order.
//   - koya: the points scored against the opponents who scored at least half
//     of the maximum possible score (half the number of scheduled games).
//   - bpg, bwg: the number of games played with black, and won with black.
//     Only games played over the board count: a forfeit is not played.
//
// Players equal on points and on every criterion of the order share a rank:
// a player's rank is 1 + the number of players strictly better.
package tiebreak

import (
	"fmt"
	"strings"
)

// Result is the result of one game, as typed in the workbook.
type Result uint8

const (
	None          Result = iota // not played (yet)
	WhiteWins                   // 1-0
	Draw                        // ½-½
	BlackWins                   // 0-1
	WhiteForfeit                // +/-: black forfeits, white scores 1
	BlackForfeit                // -/+: white forfeits, black scores 1
	DoubleForfeit               // -/-: both forfeit, nobody scores
)

// Results lists the results one can type, in the order of the workbook's
// drop-down list.
var Results = []Result{WhiteWins, Draw, BlackWins, WhiteForfeit, BlackForfeit, DoubleForfeit}

var resultText = [...]string{"", "1-0", "½-½", "0-1", "+/-", "-/+", "-/-"}

// String returns the result as typed: "1-0", "½-½", "0-1", "+/-", "-/+",
// "-/-", or "" for None.
func (r Result) String() string {
	if int(r) < len(resultText) {
		return resultText[r]
	}
	return fmt.Sprintf("Result(%d)", uint8(r))
}

// ParseResult reads a result as String writes it ("" is None).
func ParseResult(s string) (Result, error) {
	for i, t := range resultText {
		if s == t {
			return Result(i), nil
		}
	}
	return None, fmt.Errorf("result %q is not one of 1-0, ½-½, 0-1, +/-, -/+, -/-", s)
}

// Scores returns the points of white and of black.
func (r Result) Scores() (white, black float64) {
	switch r {
	case WhiteWins, WhiteForfeit:
		return 1, 0
	case BlackWins, BlackForfeit:
		return 0, 1
	case Draw:
		return 0.5, 0.5
	}
	return 0, 0
}

// Played reports whether the game was played over the board.
func (r Result) Played() bool { return r == WhiteWins || r == Draw || r == BlackWins }

// Game is one scheduled game between pairing numbers 1..n, White having white.
type Game struct {
	White, Black int
	Result       Result
}

// Kind is a tie-break criterion.
type Kind uint8

const (
	SB   Kind = iota + 1 // Sonneborn-Berger
	Wins                 // number of wins
	DE                   // direct encounter
	Koya                 // Koya system
	BPG                  // games played with black
	BWG                  // games won with black
)

var kindNames = [...]string{"", "sb", "wins", "de", "koya", "bpg", "bwg"}

// Kinds lists every criterion.
var Kinds = []Kind{SB, Wins, DE, Koya, BPG, BWG}

// String returns the short name used by -tiebreaks: sb, wins, de, koya, bpg, bwg.
func (k Kind) String() string {
	if k >= 1 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// DefaultOrder is the documents' choice (000/001: Sonneborn-Berger, then the
// number of wins, then the direct encounter).
var DefaultOrder = []Kind{SB, Wins, DE}

// FIDEOrder is FIDE's recommendation for round robins.
var FIDEOrder = []Kind{DE, Wins, SB, Koya}

// ParseOrder reads a comma-separated list of criteria such as "sb,wins,de".
// An empty string is the empty order (points only). Unknown or repeated
// names are errors.
func ParseOrder(s string) ([]Kind, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var order []Kind
	seen := map[Kind]bool{}
	for _, f := range strings.Split(s, ",") {
		name := strings.ToLower(strings.TrimSpace(f))
		k := Kind(0)
		for i, n := range kindNames {
			if i > 0 && n == name {
				k = Kind(i)
			}
		}
		if k == 0 {
			return nil, fmt.Errorf("tie-break %q: want one of sb, wins, de, koya, bpg, bwg", f)
		}
		if seen[k] {
			return nil, fmt.Errorf("tie-break %q named twice", name)
		}
		seen[k] = true
		order = append(order, k)
	}
	return order, nil
}

// FormatOrder writes an order as ParseOrder reads it; K is Kind, or any type
// whose String gives a Kind's name.
func FormatOrder[K fmt.Stringer](order []K) string {
	s := make([]string, len(order))
	for i, k := range order {
		s[i] = k.String()
	}
	return strings.Join(s, ",")
}

// Standings holds every criterion for players 1..N (index p-1).
type Standings struct {
	Order  []Kind
	Points []float64
	SB     []float64
	Wins   []float64
	DE     []float64 // zero when DE is not in the order
	Koya   []float64
	BPG    []float64
	BWG    []float64
	Rank   []int
}

// Value returns criterion k of player p (1-based), 0 for an unknown k.
func (s *Standings) Value(k Kind, p int) float64 {
	column := [...][]float64{SB: s.SB, Wins: s.Wins, DE: s.DE, Koya: s.Koya, BPG: s.BPG, BWG: s.BWG}
	if k < SB || int(k) >= len(column) {
		return 0
	}
	return column[k][p-1]
}

// Compute computes the standings of players 1..n from every scheduled game
// (unplayed ones with Result None), ranking by points then by order.
func Compute(n int, games []Game, order []Kind) (*Standings, error) {
	seen := map[Kind]bool{}
	for _, k := range order {
		if k < SB || k > BWG {
			return nil, fmt.Errorf("tie-break %v unknown", k)
		}
		if seen[k] {
			return nil, fmt.Errorf("tie-break %v named twice", k)
		}
		seen[k] = true
	}
	for i, g := range games {
		if g.White < 1 || g.White > n || g.Black < 1 || g.Black > n || g.White == g.Black {
			return nil, fmt.Errorf("game %d: %d-%d is not a game between two of players 1..%d", i+1, g.White, g.Black, n)
		}
		if g.Result > DoubleForfeit {
			return nil, fmt.Errorf("game %d: %v", i+1, g.Result)
		}
	}
	s := &Standings{Order: order}
	for _, v := range []*[]float64{&s.Points, &s.SB, &s.Wins, &s.DE, &s.Koya, &s.BPG, &s.BWG} {
		*v = make([]float64, n)
	}
	scheduled := make([]int, n)
	for _, g := range games {
		w, b := g.Result.Scores()
		s.Points[g.White-1] += w
		s.Points[g.Black-1] += b
		s.Wins[g.White-1] += w0(w == 1)
		s.Wins[g.Black-1] += w0(b == 1)
		if g.Result.Played() {
			s.BPG[g.Black-1]++
			s.BWG[g.Black-1] += w0(g.Result == BlackWins)
		}
		scheduled[g.White-1]++
		scheduled[g.Black-1]++
	}
	half := 0.0
	for _, c := range scheduled {
		half = max(half, float64(c)/2)
	}
	for _, g := range games {
		w, b := g.Result.Scores()
		pw, pb := s.Points[g.White-1], s.Points[g.Black-1]
		s.SB[g.White-1] += w * pb
		s.SB[g.Black-1] += b * pw
		s.Koya[g.White-1] += w * w0(pb >= half)
		s.Koya[g.Black-1] += b * w0(pw >= half)
	}
	// The direct encounter looks only at the criteria before it.
	for i, k := range order {
		if k != DE {
			continue
		}
		before := order[:i]
		for _, g := range games {
			if !s.equal(g.White, g.Black, before) {
				continue
			}
			w, b := g.Result.Scores()
			s.DE[g.White-1] += w
			s.DE[g.Black-1] += b
		}
	}
	s.Rank = make([]int, n)
	for p := 1; p <= n; p++ {
		s.Rank[p-1] = 1
		for q := 1; q <= n; q++ {
			if s.better(q, p) {
				s.Rank[p-1]++
			}
		}
	}
	return s, nil
}

func w0(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// equal reports whether p and q are equal on points and on the criteria.
func (s *Standings) equal(p, q int, criteria []Kind) bool {
	if s.Points[p-1] != s.Points[q-1] {
		return false
	}
	for _, k := range criteria {
		if s.Value(k, p) != s.Value(k, q) {
			return false
		}
	}
	return true
}

// better reports whether p ranks strictly before q.
func (s *Standings) better(p, q int) bool {
	if s.Points[p-1] != s.Points[q-1] {
		return s.Points[p-1] > s.Points[q-1]
	}
	for _, k := range s.Order {
		if a, b := s.Value(k, p), s.Value(k, q); a != b {
			return a > b
		}
	}
	return false
}
