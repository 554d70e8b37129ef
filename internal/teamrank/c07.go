package teamrank

// The team tie-breaks of FIDE's Play-Off and Tie-Break Regulations (Handbook
// C.07, edition in force from 1 March 2026) that apply to a team round
// robin, each by its TRF-2026 code, one function each. Higher is better
// except where said (BC). A team's primary score is its match points (MP);
// its secondary score its game points (GP).
//
// The regulation's text could not be had here; each definition below is the
// one FIDE TEC's reference tie-break checker (Otto Milvang's TieBreakServer,
// rules of 2026-03-01) computes, read from its documentation and held to
// its output (see c07_test.go and cmd/mkxlsx's checker test), and the
// article numbers are those the checker and this project's package
// tiebreak cite. In a round robin every match has its scheduled opponent, so
// a forfeited match or board counts with its result against that opponent
// (as the checker does for predetermined pairings, C.07 art. 16 building no
// dummy opponent); a round without a match (odd number of teams) counts
// nothing, and a match not yet entered counts nothing.
//
//   - MP: match points, the match weights (win, draw, loss) summed; a match
//     is won by the team with more game points. GP (C.07's game points):
//     the points of the team's players, a board forfeit scoring 1 for the
//     side present, a match forfeited whole 1 a board to the winner.
//   - MPVGP (match points versus game points): the score that is not the
//     primary one, here GP.
//   - WIN (C.07 7.1, for teams): matches won, forfeited matches included;
//     WON (7.2): matches won over the board (a match forfeited whole is
//     not played).
//   - SB (C.07 9.1 for teams): Σ over the matches of the opponent's MP ×
//     the MP the team scored in that match.
//   - ESB, the extended Sonneborn-Berger of team competitions: Σ of the
//     opponent's score × the team's result in the match, both either MP or
//     GP: EMMSB (MP × MP, SB's value), EMGSB (opponent's MP × the team's GP
//     in the match), EGMSB (GP × MP), EGGSB (GP × GP). ESB is EMGSB (the
//     opponent's primary score, the team's secondary result).
//   - BC, board count: Σ over the boards of the board's number × the points
//     the team scored on it; lower is better (points on higher boards).
//   - SSSC, score strength combination: GP + (Σ of the opponents' MP) / d,
//     d = ⌊TW × rounds / boards⌋ (the checker's divisor, game points of 1
//     a win; 1 when that is 0), rounded half up to two decimals.
//
// DE, EDE, EDET, EDEB, TBR and BBE rank the teams still tied after the criteria before
// them in the order (Rank); their value is the team's place within its tied
// group (1 the best, equal teams sharing the place), 0 when the criterion
// does not split the group, and lower is better:
//
//   - DE, direct encounter (C.07 art. 6): within the group, the MP scored
//     in the matches against the other teams of the group (repeated
//     meetings averaged), applied again to every subgroup still tied.
//   - EDE, extended direct encounter: as DE on MP until no subgroup splits,
//     then on GP until none splits, and again in turn until neither splits
//     a subgroup.
//   - EDET and EDEB, EDE's top-board and bottom-board forms: EDE, and when
//     exactly two teams are still tied, their match (or matches, averaged)
//     against each other board by board: the points on board 1, then board
//     2 … (EDET); the points without the last board, without the last two …
//     (EDEB); in turn with MP and GP until nothing splits a group.
//   - TBR, top-board result: the points on board 1 over the event, then
//     board 2, and so on.
//   - BBE, bottom-board elimination: GP without the last board, then without
//     the last two, and so on.
//
// Left out: EDE's board-count forms (EDEC, EDEBT, EDEBB): the checker (which
// added the EDE forms in July 2026) ranks first, within the two teams' match,
// the higher Σ board number × points, the opposite of its own BC (lower
// first, points on the top boards); without the regulation's text to say
// which is meant they are not guessed. Also left out: the rating
// tie-breaks (ARO, TPR …: the teams' players have no ratings here); the
// Swiss ones (Buchholz, progressive score).

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Code is a team tie-break's TRF-2026 code.
type Code string

// The codes Rank takes.
const (
	MP    Code = "MP"
	GP    Code = "GP"
	MPVGP Code = "MPVGP"
	WIN   Code = "WIN"
	WON   Code = "WON"
	SB    Code = "SB"
	ESB   Code = "ESB"
	EMMSB Code = "EMMSB"
	EMGSB Code = "EMGSB"
	EGMSB Code = "EGMSB"
	EGGSB Code = "EGGSB"
	BC    Code = "BC"
	SSSC  Code = "SSSC"
	DE    Code = "DE"
	EDE   Code = "EDE"
	EDET  Code = "EDET"
	EDEB  Code = "EDEB"
	TBR   Code = "TBR"
	BBE   Code = "BBE"
)

// Codes lists every code, in the order the standings show them.
var Codes = []Code{GP, MPVGP, WIN, WON, SB, ESB, EMMSB, EMGSB, EGMSB, EGGSB, BC, SSSC, DE, EDE, EDET, EDEB, TBR, BBE}

// DefaultCodes is the team round robin's order by default: game points after
// the match points, as the workbook ranks.
var DefaultCodes = []Code{GP}

// ranked reports whether c's value is a place within a tied group.
func (c Code) ranked() bool {
	return c == DE || c == EDE || c == EDET || c == EDEB || c == TBR || c == BBE
}

// lowerBetter reports whether a lower value of c ranks first.
func (c Code) lowerBetter() bool { return c == BC || c.ranked() }

// ParseCodes reads a comma-separated order of codes, in any case; "MPTS" and
// "GPTS" (the checker's names of the scores) are MP and GP. MP itself is the
// primary score and may not be repeated.
func ParseCodes(s string) ([]Code, error) {
	var out []Code
	seen := map[Code]bool{}
	for _, f := range strings.Split(s, ",") {
		c := Code(strings.ToUpper(strings.TrimSpace(f)))
		switch c {
		case "":
			if strings.TrimSpace(s) == "" {
				return nil, nil
			}
			return nil, fmt.Errorf("an empty code in %q", s)
		case "GPTS":
			c = GP
		case "MP", "MPTS":
			return nil, fmt.Errorf("%s: the match points rank first; list the tie-breaks after them", c)
		}
		if !slices.Contains(Codes, c) {
			return nil, fmt.Errorf("%q: not a team tie-break of a round robin; want some of %s", string(c), FormatCodes(Codes))
		}
		if seen[c] {
			return nil, fmt.Errorf("%s given twice", c)
		}
		seen[c] = true
		out = append(out, c)
	}
	return out, nil
}

// FormatCodes joins codes with commas.
func FormatCodes(cs []Code) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = string(c)
	}
	return strings.Join(s, ",")
}

// Board is one board of a match: the points of the home and away players.
type Board struct{ Home, Away float64 }

// TeamMatch is a match with its boards, board 1 first. Forfeited says the
// match was forfeited whole (no game played: TRF's 330); Entered that its
// result is known.
type TeamMatch struct {
	Round, Home, Away int
	Boards            []Board
	Forfeited         bool
	Entered           bool
	// HomeForfeited and AwayForfeited: the team lost every board by
	// forfeit (it did not come), and scores Event.Forfeit match points.
	HomeForfeited, AwayForfeited bool
}

// Event is a team round robin for the C.07 tie-breaks.
type Event struct {
	Teams, Boards, Rounds int
	Weights               [3]float64 // match points of a win, a draw, a loss
	Forfeit               float64    // match points of a team that forfeited a match (HomeForfeited, AwayForfeited)
	Matches               []TeamMatch
}

// meeting is one entered match from one team's side.
type meeting struct {
	opp        int // 0-based
	mp, gp     float64
	boards     []float64
	win, over  bool // won; played over the board
	oppIsFirst bool
}

// C07 holds every team's values, teams indexed team-1.
type C07 struct {
	MP, GP []float64
	Values map[Code][]float64 // every code's value; a ranked code's as placed after Order
	Order  []Code
	Rank   []int // MP, then Order
	ev     *Event
	met    [][]meeting
	bp     [][]float64 // per team, per board: points over the event
}

func (ev *Event) check() error {
	if ev.Teams < 2 || ev.Boards < 1 {
		return fmt.Errorf("teamrank: %d teams of %d boards", ev.Teams, ev.Boards)
	}
	for i, m := range ev.Matches {
		if m.Home < 1 || m.Home > ev.Teams || m.Away < 1 || m.Away > ev.Teams || m.Home == m.Away {
			return fmt.Errorf("teamrank: match %d: %d-%d is not a match between two of teams 1..%d", i+1, m.Home, m.Away, ev.Teams)
		}
		if m.Entered && len(m.Boards) != ev.Boards {
			return fmt.Errorf("teamrank: match %d: %d boards, want %d", i+1, len(m.Boards), ev.Boards)
		}
	}
	return nil
}

// Rank computes every tie-break of the event and ranks the teams on match
// points, then on order.
func Rank(ev *Event, order []Code) (*C07, error) {
	if err := ev.check(); err != nil {
		return nil, err
	}
	n := ev.Teams
	c := &C07{MP: make([]float64, n), GP: make([]float64, n), Values: map[Code][]float64{}, Order: order, ev: ev,
		met: make([][]meeting, n), bp: make([][]float64, n)}
	for t := range n {
		c.bp[t] = make([]float64, ev.Boards)
	}
	for _, m := range ev.Matches {
		if !m.Entered {
			continue
		}
		var hp, ap float64
		hb, ab := make([]float64, ev.Boards), make([]float64, ev.Boards)
		for i, b := range m.Boards {
			hp, ap = hp+b.Home, ap+b.Away
			hb[i], ab[i] = b.Home, b.Away
		}
		res := func(own, other float64, forfeited bool) float64 {
			switch {
			case forfeited:
				return ev.Forfeit
			case own > other:
				return ev.Weights[0]
			case own == other:
				return ev.Weights[1]
			}
			return ev.Weights[2]
		}
		h, a := m.Home-1, m.Away-1
		c.met[h] = append(c.met[h], meeting{opp: a, mp: res(hp, ap, m.HomeForfeited), gp: hp, boards: hb, win: hp > ap, over: !m.Forfeited})
		c.met[a] = append(c.met[a], meeting{opp: h, mp: res(ap, hp, m.AwayForfeited), gp: ap, boards: ab, win: ap > hp, over: !m.Forfeited, oppIsFirst: true})
	}
	for t := range n {
		for _, x := range c.met[t] {
			c.MP[t] += x.mp
			c.GP[t] += x.gp
			for b, p := range x.boards {
				c.bp[t][b] += p
			}
		}
	}
	for _, code := range Codes {
		if !code.ranked() {
			c.Values[code] = c.value(code)
		}
	}
	// The ranking, criterion after criterion; a ranked criterion is
	// computed on the groups tied before it.
	rank := competitionRank(n, func(x, y int) bool { return c.MP[x] > c.MP[y] }, nil)
	for _, code := range order {
		v := c.Values[code]
		if code.ranked() {
			v = c.placed(code, rank)
			c.Values[code] = v
		}
		rank = refine(rank, v, code.lowerBetter())
	}
	for _, code := range Codes {
		if code.ranked() && !slices.Contains(order, code) {
			c.Values[code] = c.placed(code, rank)
		}
	}
	c.Rank = rank
	return c, nil
}

// value computes a criterion that does not depend on the ranking.
func (c *C07) value(code Code) []float64 {
	n := c.ev.Teams
	v := make([]float64, n)
	for t := range n {
		switch code {
		case GP, MPVGP:
			v[t] = c.GP[t]
		case WIN, WON:
			for _, x := range c.met[t] {
				if x.win && (code == WIN || x.over) {
					v[t]++
				}
			}
		case SB, EMMSB, ESB, EMGSB, EGMSB, EGGSB:
			v[t] = c.sonnebornBerger(t, code)
		case BC:
			v[t] = c.boardCount(t)
		case SSSC:
			v[t] = c.scoreStrength(t)
		}
	}
	return v
}

// sonnebornBerger is SB and the ESB family (C.07 9.1 extended to teams):
// Σ opponent's score × own result, each MP or GP as the code says.
func (c *C07) sonnebornBerger(t int, code Code) float64 {
	oppMP := code == SB || code == EMMSB || code == ESB || code == EMGSB
	ownMP := code == SB || code == EMMSB || code == EGMSB
	s := 0.0
	for _, x := range c.met[t] {
		opp, own := c.GP[x.opp], x.gp
		if oppMP {
			opp = c.MP[x.opp]
		}
		if ownMP {
			own = x.mp
		}
		s += opp * own
	}
	return s
}

// boardCount is BC: Σ board number × points on it.
func (c *C07) boardCount(t int) float64 {
	s := 0.0
	for b, p := range c.bp[t] {
		s += float64(b+1) * p
	}
	return s
}

// scoreStrength is SSSC: GP + the opponents' MP over a divisor, to 0.01.
func (c *C07) scoreStrength(t int) float64 {
	d := math.Floor(c.ev.Weights[0] * float64(c.ev.Rounds) / float64(c.ev.Boards))
	if d < 1 {
		d = 1
	}
	bh := 0.0
	for _, x := range c.met[t] {
		bh += c.MP[x.opp]
	}
	return math.Floor((c.GP[t]+bh/d)*100+0.5) / 100
}

// competitionRank ranks 0..n-1: 1 + the number strictly better, within the
// groups of equal prior rank (nil: one group).
func competitionRank(n int, better func(x, y int) bool, prior []int) []int {
	r := make([]int, n)
	for x := range n {
		r[x] = 1
		for y := range n {
			if prior != nil && prior[y] < prior[x] || (prior == nil || prior[y] == prior[x]) && better(y, x) {
				r[x]++
			}
		}
	}
	return r
}

// refine breaks the ties of rank by v.
func refine(rank []int, v []float64, lower bool) []int {
	return competitionRank(len(rank), func(x, y int) bool {
		if lower {
			return v[x] < v[y]
		}
		return v[x] > v[y]
	}, rank)
}

// placed computes a ranked criterion on the groups tied in rank: the
// place within the group, 0 when it stays whole.
func (c *C07) placed(code Code, rank []int) []float64 {
	n := c.ev.Teams
	cur := slices.Clone(rank)
	switch code {
	case DE:
		c.settle(cur, []func([]int) []float64{c.among(true)})
	case EDE:
		c.settle(cur, []func([]int) []float64{c.among(true), c.among(false)})
	case EDET, EDEB:
		// Then, for two teams still tied, their direct match board by
		// board: board 1, board 2 … (EDET); without the last board, the
		// last two … (EDEB).
		scores := []func([]int) []float64{c.among(true), c.among(false)}
		for k := range c.ev.Boards {
			w := make([]float64, c.ev.Boards)
			for b := range w {
				if code == EDET && b == k || code == EDEB && b < c.ev.Boards-1-k {
					w[b] = 1
				}
			}
			if code == EDEB && k == c.ev.Boards-1 {
				break
			}
			scores = append(scores, c.pair(w))
		}
		c.settle(cur, scores)
	case TBR, BBE:
		for k := 1; k <= c.ev.Boards; k++ {
			v := make([]float64, n)
			for t := range n {
				if code == TBR {
					v[t] = c.bp[t][k-1]
				} else {
					v[t] = c.GP[t]
					for b := c.ev.Boards - k; b < c.ev.Boards; b++ {
						v[t] -= c.bp[t][b]
					}
				}
			}
			cur = refine(cur, v, false)
		}
	}
	out := make([]float64, n)
	for t := range n {
		split := false
		for u := range n {
			if rank[u] == rank[t] && cur[u] != cur[t] {
				split = true
			}
		}
		if split {
			out[t] = float64(cur[t] - rank[t] + 1)
		}
	}
	return out
}

// among returns the score of direct encounter within each group of the
// ranking it is given: the MP (or GP) scored against the other teams of
// one's group, the meetings with one opponent averaged.
func (c *C07) among(mp bool) func(rank []int) []float64 {
	return func(rank []int) []float64 {
		v := make([]float64, c.ev.Teams)
		for t := range v {
			sum, cnt := map[int]float64{}, map[int]float64{}
			for _, x := range c.met[t] {
				if rank[x.opp] == rank[t] {
					p := x.gp
					if mp {
						p = x.mp
					}
					sum[x.opp] += p
					cnt[x.opp]++
				}
			}
			for o := range sum {
				v[t] += sum[o] / cnt[o]
			}
		}
		return v
	}
}

// pair returns the score of two teams still tied alone: the points of
// their matches against each other weighted board by board (w), the
// meetings averaged; 0 for the teams of other groups.
func (c *C07) pair(w []float64) func(rank []int) []float64 {
	return func(rank []int) []float64 {
		v := make([]float64, c.ev.Teams)
		for t := range v {
			size := 0
			for u := range rank {
				if rank[u] == rank[t] {
					size++
				}
			}
			if size != 2 {
				continue
			}
			sum, cnt := 0.0, 0.0
			for _, x := range c.met[t] {
				if x.opp != t && rank[x.opp] == rank[t] {
					for b, p := range x.boards {
						sum += w[b] * p
					}
					cnt++
				}
			}
			if cnt > 0 {
				v[t] = sum / cnt
			}
		}
		return v
	}
}

// settle refines rank by each score in turn, each until it splits no
// group, and again in turn until none splits a group.
func (c *C07) settle(rank []int, scores []func([]int) []float64) {
	for i, stable := 0, 0; stable < len(scores); i = (i + 1) % len(scores) {
		changed := false
		for {
			next := refine(rank, scores[i](rank), false)
			if slices.Equal(next, rank) {
				break
			}
			copy(rank, next)
			changed = true
		}
		if changed {
			stable = 1
		} else {
			stable++
		}
	}
}
