// Package tiebreak computes the scores, tie-breaks and ranks of a round-robin
// tournament from its games. It is the Go reference the workbooks of package
// sheets are tested against: the spreadsheet formulas and this code follow
// the same definitions, written down once here.
//
// The criteria are those FIDE's Play-Off and Tie-Break Regulations (Handbook
// C.07, edition in force from 1 March 2026; articles numbered as in the
// 1 August 2024 edition, which kept them) list for round robins, one function
// each; the name in brackets is what -tiebreaks takes. Higher is better for
// every criterion.
//
//   - points: 1 for a win, ½ for a draw, 0 for a loss. In a round robin a
//     forfeit counts as a game against the scheduled opponent: "+/-" scores 1
//     for white and 0 for black, "-/-" scores 0 for both. A bye (odd N, the
//     player drawn against N+1) is not a game and scores nothing: the caller
//     leaves it out of the games.
//   - DirectEncounter (de, C.07 art. 6): the points scored in every game
//     against the players equal with one on points and on every criterion
//     placed before de in the order. Repeated meetings (a double round robin)
//     all count, and a tie of more than two is broken on the games among all
//     of them. A forfeit counts with its result (the scheduled opponent is
//     known, as for the points). This is the workbook's formula; the whole
//     of art. 6 (the average of repeated meetings, ranking a still-level
//     subgroup again, and the rule for tied players who have not all met)
//     is EncounterPlaces, which agrees with it on a finished single round
//     robin.
//   - WinCount (wins, C.07 7.1): the rounds in which one scored the points of a
//     win, with or without playing: forfeit wins count.
//   - WonCount (won, C.07 7.2): the games won over the board; forfeit wins do not
//     count.
//   - BlackGameCount (bpg, C.07 7.3) and BlackWinCount (bwg, 7.4): the games played
//     over the board with black, and those won with black; a forfeit is not
//     played and counts in neither.
//   - SonnebornBerger (sb, C.07 9.1; 000/001): Σ score(i against j) ×
//     points(j) over every game, so the sum of the points of the opponents
//     one beat plus half the points of those one drew; in a multi-cycle
//     tournament every game counts. A forfeit counts with its result against
//     the scheduled opponent: in a round robin the opponent of every round is
//     known, so the dummy opponent C.07 art. 16 builds for the unplayed
//     rounds of a Swiss event is not needed.
//   - KoyaScore (koya, C.07 9.2): the points scored against the opponents who
//     reached the limit, by default 50 % of the maximum possible score (half
//     the games each player is scheduled to play); C.07 lets the limit be
//     moved in half-point steps (KoyaLimit). Forfeits count as for sb.
//   - ARO (aro, C.07 10.1) and TPR (tpr, 10.2), see Performance: the
//     average rating of the opponents met over the board, and that average
//     plus dp(p) of FIDE's table of rating differences; they need the
//     players' ratings (ComputeRated).
//
// ParseOrder takes each criterion by its name or by its C.07 / TRF-2026
// code (SB, WIN, DE, KS, BPG, BWG, WON, ARO, TPR), in any case.
//
// Buchholz and its variants (C.07 art. 8) are Swiss tie-breaks: in a round
// robin every player meets the same field, so a Buchholz only repeats the
// points. ParseOrder refuses them, and the averages of the opponents'
// performances (APRO, APPO, PTP), with a message saying so.
//
// C.07 art. 16 (edition of 1 March 2026) caps the score of the dummy
// opponent that stands for an unplayed round in a Buchholz or a
// Sonneborn-Berger: the participant's own score, at most that of the
// scheduled opponent, or at most a draw a round without one. Every round of
// a round robin has a scheduled opponent, whose own score is counted (as
// FIDE TEC's checker does with predetermined pairings), and the round a
// round robin of odd N leaves a player without opponent counts nothing: no
// dummy opponent is made, so the cap changes no value here.
//
// Withdrawals (FIDE Tournament Rules, Handbook C.06, article 5.4, round
// robins): see Withdraw.
//
// Players equal on points and on every criterion of the order share a rank:
// a player's rank is 1 + the number of players strictly better.
package tiebreak

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Result is the result of one game, as typed in the workbook.
type Result uint8

const (
	None               Result = iota // not played (yet)
	WhiteWins                        // 1-0
	Draw                             // ½-½
	BlackWins                        // 0-1
	WhiteWinsByForfeit               // +/-: black forfeits, white scores 1
	BlackWinsByForfeit               // -/+: white forfeits, black scores 1
	DoubleForfeit                    // -/-: both forfeit, nobody scores
)

// Results lists the results one can type, in the order of the workbook's
// drop-down list.
var Results = []Result{WhiteWins, Draw, BlackWins, WhiteWinsByForfeit, BlackWinsByForfeit, DoubleForfeit}

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
	case WhiteWins, WhiteWinsByForfeit:
		return 1, 0
	case BlackWins, BlackWinsByForfeit:
		return 0, 1
	case Draw:
		return 0.5, 0.5
	}
	return 0, 0
}

// Played reports whether the game was played over the board.
func (r Result) Played() bool { return r == WhiteWins || r == Draw || r == BlackWins }

// Game is one scheduled game between pairing numbers 1..n, White having
// white. Round is its round (1-based), which only Withdraw needs (0 when
// unknown).
type Game struct {
	White, Black int
	Result       Result
	Round        int
}

// Kind is a tie-break criterion.
type Kind uint8

const (
	SB   Kind = iota + 1 // Sonneborn-Berger
	Wins                 // number of wins, forfeit wins included
	DE                   // direct encounter
	Koya                 // Koya system
	BPG                  // games played with black
	BWG                  // games won with black
	Won                  // games won over the board
	ARO                  // average rating of opponents
	TPR                  // tournament performance rating
)

var kindNames = [...]string{"", "sb", "wins", "de", "koya", "bpg", "bwg", "won", "aro", "tpr"}

// kindCodes are the criteria's codes in FIDE C.07 and TRF-2026 (line 202).
var kindCodes = [...]string{"", "SB", "WIN", "DE", "KS", "BPG", "BWG", "WON", "ARO", "TPR"}

// Code is k's code in FIDE C.07 and the TRF-2026 tie-break lines: SB, WIN,
// DE, KS, BPG, BWG, WON, ARO, TPR ("" for an unknown kind).
func (k Kind) Code() string {
	if k >= 1 && int(k) < len(kindCodes) {
		return kindCodes[k]
	}
	return ""
}

// Kinds lists every criterion; ARO and TPR (C.07 art. 10) need the
// players' ratings (ComputeRated).
var Kinds = []Kind{SB, Wins, DE, Koya, BPG, BWG, Won, ARO, TPR}

// String returns the short name used by -tiebreaks: sb, wins, de, koya, bpg,
// bwg, won, aro, tpr.
func (k Kind) String() string {
	if k >= 1 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// DefaultOrder is the documents' choice (000/001: Sonneborn-Berger, then the
// number of wins, then the direct encounter): the order of a workbook that
// does not say its own (the workbooks before the FIDE order became their
// default), and the preset "documents" of ParseOrder.
var DefaultOrder = []Kind{SB, Wins, DE}

// FIDEOrder is the order FIDE recommends for an individual round robin:
// the direct encounter, the number of wins (forfeits included), the
// Sonneborn-Berger, the Koya system (FIDE Handbook C.02, art. 13.16.2
// "Individual Round-Robin Tournaments"; each defined by C.07 of 1 March
// 2026, art. 6, 7.1, 9.1 and 9.2). The workbooks' default, and the preset
// "fide" of ParseOrder.
var FIDEOrder = []Kind{DE, Wins, SB, Koya}

// presets are the orders ParseOrder takes by one name.
var presets = map[string][]Kind{"fide": FIDEOrder, "documents": DefaultOrder}

// unsuited lists the C.07 tie-breaks this package refuses for a round robin,
// each with the reason ParseOrder gives.
var unsuited = [...]struct{ names, why string }{
	{"bh buchholz bh-c1 bh-c2 bh-m1 bh-m2 fb aob", "Buchholz and its variants (C.07 art. 8) are for Swiss events: in a round robin everyone meets the same field, so it only repeats the points"},
	{"ptp apro appo", "the rating-based tie-breaks of the opponents' performances (C.07 art. 10) are for Swiss events: in a round robin everyone meets the same field"},
	{"ps rep ge", "progressive scores and rounds elected to play (C.07 7.5, 7.6) depend on the order of the rounds, which in a round robin is the draw's, not the players'"},
}

// codeAliases are the C.07 / TRF-2026 codes whose name here differs.
var codeAliases = map[string]Kind{"win": Wins, "ks": Koya}

// ParseOrder reads a comma-separated list of criteria such as "sb,wins,de",
// by name or by C.07 / TRF-2026 code in any case ("SB,WIN,DE,KS"), or a
// whole order by one name: "fide" (FIDEOrder) or "documents" (DefaultOrder,
// 000/001's). An empty string is the empty order (points only). Unknown or repeated names
// are errors; a C.07 tie-break unsuited to round robins is refused with the
// reason.
func ParseOrder(s string) ([]Kind, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	if p, ok := presets[strings.ToLower(strings.TrimSpace(s))]; ok {
		return slices.Clone(p), nil
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
		if a, ok := codeAliases[name]; ok {
			k = a
		}
		if k == 0 {
			for _, u := range unsuited {
				if name != "" && slices.Contains(strings.Fields(u.names), name) {
					return nil, fmt.Errorf("tie-break %q: not for a round robin: %s; want one of %s", f, u.why, strings.Join(kindNames[1:], ", "))
				}
			}
			return nil, fmt.Errorf("tie-break %q: want one of %s (or a whole order: fide, documents)", f, strings.Join(kindNames[1:], ", "))
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
	Won    []float64
	ARO    []float64 // zero without ratings (ComputeRated)
	TPR    []float64
	Rank   []int
	// Excluded marks the players out of the standings (a withdrawal before
	// half their games, see Withdraw): rank 0, their points those of the
	// table (TableGames), their games left out of everyone else's criteria.
	Excluded []bool
}

// Value returns criterion k of player p (1-based), 0 for an unknown k.
func (s *Standings) Value(k Kind, p int) float64 {
	column := [...][]float64{SB: s.SB, Wins: s.Wins, DE: s.DE, Koya: s.Koya, BPG: s.BPG, BWG: s.BWG, Won: s.Won, ARO: s.ARO, TPR: s.TPR}
	if k < SB || int(k) >= len(column) {
		return 0
	}
	return column[k][p-1]
}

// Points returns the points of players 1..n (index p-1).
func Points(n int, games []Game) []float64 {
	return perGame(n, games,
		func(g Game) float64 { w, _ := g.Result.Scores(); return w },
		func(g Game) float64 { _, b := g.Result.Scores(); return b })
}

// perGame sums f(white's side) and f(black's side) over the games.
func perGame(n int, games []Game, white, black func(Game) float64) []float64 {
	v := make([]float64, n)
	for _, g := range games {
		v[g.White-1] += white(g)
		v[g.Black-1] += black(g)
	}
	return v
}

// WinCount is C.07 7.1 (WIN): the games in which one scored the points of
// a win, with or without playing (forfeit wins count).
func WinCount(n int, games []Game) []float64 {
	return perGame(n, games,
		func(g Game) float64 { return b01(g.Result == WhiteWins || g.Result == WhiteWinsByForfeit) },
		func(g Game) float64 { return b01(g.Result == BlackWins || g.Result == BlackWinsByForfeit) })
}

// WonCount is C.07 7.2 (WON): the games won over the board (a forfeit win
// is not a game won).
func WonCount(n int, games []Game) []float64 {
	return perGame(n, games,
		func(g Game) float64 { return b01(g.Result == WhiteWins) },
		func(g Game) float64 { return b01(g.Result == BlackWins) })
}

// BlackGameCount is C.07 7.3 (BPG): the games played over the board with black.
func BlackGameCount(n int, games []Game) []float64 {
	return perGame(n, games,
		func(Game) float64 { return 0 },
		func(g Game) float64 { return b01(g.Result.Played()) })
}

// BlackWinCount is C.07 7.4 (BWG): the games won over the board with black.
func BlackWinCount(n int, games []Game) []float64 {
	return perGame(n, games,
		func(Game) float64 { return 0 },
		func(g Game) float64 { return b01(g.Result == BlackWins) })
}

// SonnebornBerger is C.07 9.1 (SB): Σ over one's games of one's score times
// the opponent's points (points as Points returns them).
func SonnebornBerger(games []Game, points []float64) []float64 {
	return perGame(len(points), games,
		func(g Game) float64 { w, _ := g.Result.Scores(); return w * points[g.Black-1] },
		func(g Game) float64 { _, b := g.Result.Scores(); return b * points[g.White-1] })
}

// KoyaLimit is C.07 9.2's default limit: 50 % of the maximum possible score,
// half the games a player is scheduled to play (the most any player of games
// has). C.07 lets the regulations of an event move it by half points: add
// the offset to the result.
func KoyaLimit(n int, games []Game) float64 {
	scheduled := make([]int, n)
	for _, g := range games {
		scheduled[g.White-1]++
		scheduled[g.Black-1]++
	}
	most := 0
	for _, c := range scheduled {
		most = max(most, c)
	}
	return float64(most) / 2
}

// KoyaScore is C.07 9.2 (KS): the points one scored against the opponents whose
// points reach limit (see KoyaLimit).
func KoyaScore(games []Game, points []float64, limit float64) []float64 {
	return perGame(len(points), games,
		func(g Game) float64 { w, _ := g.Result.Scores(); return w * b01(points[g.Black-1] >= limit) },
		func(g Game) float64 { _, b := g.Result.Scores(); return b * b01(points[g.White-1] >= limit) })
}

// DirectEncounter is C.07 art. 6 (DE): the points one scored in all one's
// games against the players tied with one (tied(p, q) true when p and q are
// equal on points and the criteria before de). Every meeting counts, so a
// double round robin sums both games, and a tie of three or more is broken
// on the games among all of them.
func DirectEncounter(n int, games []Game, tied func(p, q int) bool) []float64 {
	return perGame(n, games,
		func(g Game) float64 { w, _ := g.Result.Scores(); return w * b01(tied(g.White, g.Black)) },
		func(g Game) float64 { _, b := g.Result.Scores(); return b * b01(tied(g.White, g.Black)) })
}

// Compute computes the standings of players 1..n from every scheduled game
// (unplayed ones with Result None), ranking by points then by order.
func Compute(n int, games []Game, order []Kind) (*Standings, error) {
	return ComputeWithdrawals(n, games, order, nil)
}

// ComputeWithdrawals is Compute after applying the withdrawals as Withdraw
// does; the Koya limit stays that of the full schedule.
func ComputeWithdrawals(n int, games []Game, order []Kind, out []Withdrawal) (*Standings, error) {
	return ComputeRated(n, games, order, out, nil)
}

// ComputeRated is ComputeWithdrawals with the players' ratings (index p-1,
// 0 for an unrated player), which ARO and TPR need; nil ratings are every
// player unrated (ARO and TPR 0, as a workbook without ratings gives them).
func ComputeRated(n int, games []Game, order []Kind, out []Withdrawal, ratings []int) (*Standings, error) {
	seen := map[Kind]bool{}
	for _, k := range order {
		if k < SB || int(k) >= len(kindNames) {
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
	limit := KoyaLimit(n, games)
	games, tableGames, excluded, err := withdraw(n, games, out)
	if err != nil {
		return nil, err
	}
	table := Points(n, tableGames)
	s := &Standings{Order: order, Excluded: excluded}
	s.Points = Points(n, games)
	for p := range n {
		if excluded[p] {
			s.Points[p] = table[p]
		}
	}
	s.Wins = WinCount(n, games)
	s.Won = WonCount(n, games)
	s.BPG = BlackGameCount(n, games)
	s.BWG = BlackWinCount(n, games)
	s.SB = SonnebornBerger(games, s.Points)
	s.Koya = KoyaScore(games, s.Points, limit)
	s.ARO, s.TPR = make([]float64, n), make([]float64, n)
	if ratings != nil {
		if len(ratings) != n {
			return nil, fmt.Errorf("%d ratings for %d players", len(ratings), n)
		}
		s.ARO, s.TPR = Performance(n, games, ratings)
	}
	s.DE = make([]float64, n)
	// The direct encounter looks only at the criteria before it.
	for i, k := range order {
		if k == DE {
			before := order[:i]
			s.DE = DirectEncounter(n, games, func(p, q int) bool { return s.equal(p, q, before) })
		}
	}
	s.Rank = make([]int, n)
	for p := 1; p <= n; p++ {
		if excluded[p-1] {
			continue
		}
		s.Rank[p-1] = 1
		for q := 1; q <= n; q++ {
			if !excluded[q-1] && s.better(q, p) {
				s.Rank[p-1]++
			}
		}
	}
	return s, nil
}

func b01(b bool) float64 {
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

// ByRank lists 0..n-1 by rank, equal ranks in their order.
func ByRank(n int, rank func(int) int) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return rank(order[i]) < rank(order[j]) })
	return order
}
