package molter

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Seat is a player of a table of any shape: the team index (0 for A) and the
// order number 1..P.
type Seat struct{ Team, Order int }

// Pair is one board: White has the white pieces.
type Pair struct{ White, Black Seat }

// Event is a Molter table of any shape (issue 9): T teams of P players and
// its rounds, each of T·P/2 boards laid out as the document lays them out
// (OrderBlock). An event of R rounds plays the first R.
type Event struct {
	Teams, Players int
	Rounds         [][]Pair
}

// eventLetters are the bytes the checks of check.go name the teams by: the
// document's letters, then stand-ins past Z (TeamName spells them AA, AB, …).
const eventLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ" + "abcdefghij"

// MaxTeams is the most teams an Event can have.
const MaxTeams = len(eventLetters)

// TeamName is team t's name: A–Z without I, then AA, AB, … (issue 9).
func TeamName(t int) string {
	const l = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
	if t < len(l) {
		return l[t : t+1]
	}
	return "A" + l[t-len(l):t-len(l)+1]
}

// Name is "17 (7×6)"-like: "constructed (T×P, R rounds)".
func (e *Event) Name() string {
	return fmt.Sprintf("constructed (%d×%d, %d rounds)", e.Teams, e.Players, len(e.Rounds))
}

// Prefix is the event of the first r rounds.
func (e *Event) Prefix(r int) *Event {
	return &Event{Teams: e.Teams, Players: e.Players, Rounds: e.Rounds[:r]}
}

// asConfig lays the event out as a configuration, so that the checks of
// check.go apply to it unchanged.
func (e *Event) asConfig() (*Set, *Config) {
	s := &Set{Letters: eventLetters}
	t := &Table{ID: "constructed", Number: "constructed", Teams: e.Teams, Players: e.Players, Serves: []int{e.Players}, First: 1}
	for r, rd := range e.Rounds {
		bs := make([]Board, len(rd))
		for i, p := range rd {
			bs[i] = Board{White: Player{Letter: eventLetters[p.White.Team], Num: p.White.Order},
				Black: Player{Letter: eventLetters[p.Black.Team], Num: p.Black.Order}, From: Cell{"constructed", r + 1, i + 1}}
		}
		t.Rounds = append(t.Rounds, bs)
	}
	return s, &Config{Teams: e.Teams, Players: e.Players, Main: t, MainSrc: t}
}

// EventOf is a configuration of the document played as an event of k rounds,
// as tables/molter's Event plays it: the first k main rounds, or for an odd k
// after an even number of main rounds, the first k-1 and the autonomous
// round. ok is false when the configuration cannot play k rounds.
func (s *Set) EventOf(c *Config, k int) (e *Event, ok bool) {
	R := len(c.Main.Rounds)
	main := k
	if R%2 == 0 && k%2 == 1 {
		main = k - 1
		if c.Auto == nil || main > c.Follow {
			return nil, false
		}
	}
	if k < 1 || main > R {
		return nil, false
	}
	e = &Event{Teams: c.Teams, Players: c.Players}
	add := func(rd []Board) bool {
		ps := make([]Pair, len(rd))
		for i, b := range rd {
			w, k := s.Team(b.White, c.Teams), s.Team(b.Black, c.Teams)
			if b.Unprinted || w < 0 || k < 0 {
				return false
			}
			ps[i] = Pair{Seat{w, b.White.Num}, Seat{k, b.Black.Num}}
		}
		e.Rounds = append(e.Rounds, ps)
		return true
	}
	for _, rd := range c.Main.Rounds[:main] {
		if !add(rd) {
			return nil, false
		}
	}
	if main < k && !add(c.Auto.Rounds[0]) {
		return nil, false
	}
	return e, true
}

// ContractRules lists the hard rules of issue 9 that Contract adds to the
// checks of check.go it reuses (players, own-team, order, layout, colours,
// teams-met).
var ContractRules = []string{
	"one-team",    // more than 2 teams: a team's boards in a round are not all against one team
	"cross",       // odd teams: at most one cross board per pair of levels a round, nobody crosses twice in the same direction
	"streak",      // never three of one colour in a row
	"team-whites", // each team's whites within ±1 of P/2 every round, exactly P every two rounds (periods 1-2, 3-4, …)
}

// Contract returns every hard rule of issue 9 that the event breaks: the
// checks of check.go that apply to a table of any shape, and ContractRules.
func Contract(e *Event) []Problem {
	T, P := e.Teams, e.Players
	if T < 2 || T > MaxTeams || P < 2 || P%2 != 0 {
		return []Problem{{Check: "players", Table: e.Name(), Round: -1, Msg: fmt.Sprintf("%d teams of %d players: want 2..%d teams of an even number of players", T, P, MaxTeams)}}
	}
	s, c := e.asConfig()
	ps := s.Check(c)
	for _, p := range ps {
		if p.Check == "players" {
			// Seats missing or out of range: the counts below would be
			// meaningless.
			return ps
		}
	}
	name := e.Name()
	add := func(check string, round, board int, format string, args ...any) {
		ps = append(ps, Problem{Check: check, Table: name, Round: round, Board: board, Msg: fmt.Sprintf(format, args...)})
	}
	colours := make([][]bool, T*P) // per player, white per round
	crossed := make([][2]int, T*P) // per player: crosses as the lower order number, as the higher
	// Counts of one round, cleared at each: the generator checks thousands of events.
	whites, prev := make([]int, T), make([]int, T)
	against := make([]int, T*T)
	cross := make([]int, P/2+1)
	for r, rd := range e.Rounds {
		copy(prev, whites)
		clear(whites)
		clear(against)
		clear(cross)
		for i, b := range rd {
			w, k := b.White, b.Black
			whites[w.Team]++
			against[w.Team*T+k.Team]++
			against[k.Team*T+w.Team]++
			colours[w.Team*P+w.Order-1] = append(colours[w.Team*P+w.Order-1], true)
			colours[k.Team*P+k.Order-1] = append(colours[k.Team*P+k.Order-1], false)
			if w.Order != k.Order {
				lo, hi := w, k
				if lo.Order > hi.Order {
					lo, hi = hi, lo
				}
				cross[(lo.Order+1)/2]++
				if cross[(lo.Order+1)/2] == 2 {
					add("cross", r+1, i+1, "a second cross board between order numbers %d and %d", lo.Order, hi.Order)
				}
				crossed[lo.Team*P+lo.Order-1][0]++
				crossed[hi.Team*P+hi.Order-1][1]++
				for d, x := range [2]Seat{lo, hi} {
					if crossed[x.Team*P+x.Order-1][d] == 2 {
						add("cross", r+1, i+1, "%s%d crosses a second time %s", TeamName(x.Team), x.Order, [2]string{"down", "up"}[d])
					}
				}
			}
		}
		for t := range T {
			if 2*whites[t] < P-2 || 2*whites[t] > P+2 {
				add("team-whites", r+1, 0, "team %s has %d whites of %d boards", TeamName(t), whites[t], P)
			}
			if T > 2 {
				for u := range T {
					if against[t*T+u] == P {
						add("one-team", r+1, 0, "all the boards of team %s are against team %s", TeamName(t), TeamName(u))
					}
				}
			}
		}
		if r%2 == 1 {
			for t := range T {
				if whites[t]+prev[t] != P {
					add("team-whites", r+1, 0, "team %s has %d whites in rounds %d and %d, want %d", TeamName(t), whites[t]+prev[t], r, r+1, P)
				}
			}
		}
	}
	for i, cs := range colours {
		for r := 2; r < len(cs); r++ {
			if cs[r] == cs[r-1] && cs[r] == cs[r-2] {
				add("streak", r+1, 0, "%s%d has %s in rounds %d to %d", TeamName(i/P), i%P+1, colourName(cs[r]), r-1, r+1)
			}
		}
	}
	return ps
}

// Quality is the five measures of issue 9 for one event, each with the best
// any table of its shape can reach (an arithmetic lower bound).
type Quality struct {
	// 1: the spread (max - min) of the boards each pair of teams shares
	// over the event, and the shortfall of distinct teams met: the sum over
	// every prefix of r rounds and team of min(T-1, P·r) minus the teams met.
	PairSpread, PairSpreadBest int
	Shortfall                  int // best 0
	// 2: the largest |descents - ascents| of a team (odd teams: a descent is
	// a player 2k-1 meeting a 2k of a cross board, an ascent the 2k).
	Floaters, FloatersBest int
	// 3: the spread of the descents over the teams.
	Descents, DescentsBest int
	// 4: the largest spread, in one round, of a team's boards over the
	// other teams.
	RoundSpread, RoundSpreadBest int
	// 5: the largest |whites - P/2| of a team in a round.
	Whites int // best 0
}

// Short lists the measures (1..5) not at their best.
func (q Quality) Short() []int {
	var s []int
	if q.PairSpread > q.PairSpreadBest || q.Shortfall > 0 {
		s = append(s, 1)
	}
	if q.Floaters > q.FloatersBest {
		s = append(s, 2)
	}
	if q.Descents > q.DescentsBest {
		s = append(s, 3)
	}
	if q.RoundSpread > q.RoundSpreadBest {
		s = append(s, 4)
	}
	if q.Whites > 0 {
		s = append(s, 5)
	}
	return s
}

// Grade is "A" when every measure is at its best, else "B" followed by the
// measures that fall short: "B(2,3)".
func (q Quality) Grade() string {
	s := q.Short()
	if len(s) == 0 {
		return "A"
	}
	var p []string
	for _, m := range s {
		p = append(p, strconv.Itoa(m))
	}
	return "B(" + strings.Join(p, ",") + ")"
}

func (q Quality) String() string {
	return fmt.Sprintf("1: pairs %d (best %d), shortfall %d; 2: floaters %d (best %d); 3: descents %d (best %d); 4: round spread %d (best %d); 5: whites %d (best 0); grade %s",
		q.PairSpread, q.PairSpreadBest, q.Shortfall, q.Floaters, q.FloatersBest, q.Descents, q.DescentsBest, q.RoundSpread, q.RoundSpreadBest, q.Whites, q.Grade())
}

// Bounds returns the best each measure can reach for T teams of P players in
// R rounds (Quality with only the *Best fields set). They are arithmetic:
//   - 1: the T·P·R/2 boards over T(T-1)/2 pairs of teams differ by at least
//     one unless they divide evenly;
//   - 2: odd T: the D = P·R/2 cross boards each give one team a descent and
//     another an ascent; every team balances them only when there are two
//     or more (one board leaves its two teams at ±1);
//   - 3: D descents over T teams differ by at least one unless T divides D;
//   - 4: a team's P boards over T-1 teams differ by at least one unless
//     T-1 divides P (counting the teams met on no board);
//   - 5: P/2 whites a round: 0.
func Bounds(T, P, R int) Quality {
	var q Quality
	if (T*P*R/2)%(T*(T-1)/2) != 0 {
		q.PairSpreadBest = 1
	}
	if T%2 == 1 {
		d := P * R / 2
		if d == 1 {
			q.FloatersBest = 1
		}
		if d%T != 0 {
			q.DescentsBest = 1
		}
	}
	if P%(T-1) != 0 {
		q.RoundSpreadBest = 1
	}
	return q
}

// measureBufs holds Measure's buffers.
var measureBufs = sync.Pool{New: func() any { return new([]int) }}

// Measure computes the five measures of an event that keeps the contract.
func Measure(e *Event) Quality {
	T, P, R := e.Teams, e.Players, len(e.Rounds)
	q := Bounds(T, P, R)
	// One buffer for the counts, reused from call to call (the search of
	// suggestions measures thousands of events).
	buf := measureBufs.Get().(*[]int)
	defer measureBufs.Put(buf)
	if cap(*buf) < 3*T*T+3*T {
		*buf = make([]int, 3*T*T+3*T)
	}
	cnt := (*buf)[:3*T*T+3*T]
	clear(cnt)
	pairs, metn, against := cnt[:T*T], cnt[T*T:2*T*T], cnt[2*T*T:3*T*T]
	desc, asc, whites := cnt[3*T*T:3*T*T+T], cnt[3*T*T+T:3*T*T+2*T], cnt[3*T*T+2*T:]
	for r, rd := range e.Rounds {
		clear(against)
		clear(whites)
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			pairs[min(w, k)*T+max(w, k)]++
			against[w*T+k]++
			against[k*T+w]++
			metn[w*T+k], metn[k*T+w] = 1, 1
			whites[w]++
			if b.White.Order < b.Black.Order {
				desc[w]++
				asc[k]++
			} else if b.White.Order > b.Black.Order {
				desc[k]++
				asc[w]++
			}
		}
		for t := range T {
			lo, hi, n := P, 0, 0
			for u := range T {
				if u != t {
					lo, hi = min(lo, against[t*T+u]), max(hi, against[t*T+u])
				}
				n += metn[t*T+u]
			}
			q.RoundSpread = max(q.RoundSpread, hi-lo)
			q.Shortfall += max(0, min(T-1, P*(r+1))-n)
			q.Whites = max(q.Whites, abs(2*whites[t]-P)/2)
		}
	}
	lo, hi := -1, 0
	for a := range T {
		for b := a + 1; b < T; b++ {
			if lo < 0 || pairs[a*T+b] < lo {
				lo = pairs[a*T+b]
			}
			hi = max(hi, pairs[a*T+b])
		}
	}
	q.PairSpread = hi - max(lo, 0)
	dlo, dhi := -1, 0
	for t := range T {
		q.Floaters = max(q.Floaters, abs(desc[t]-asc[t]))
		if dlo < 0 || desc[t] < dlo {
			dlo = desc[t]
		}
		dhi = max(dhi, desc[t])
	}
	q.Descents = dhi - dlo
	return q
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
