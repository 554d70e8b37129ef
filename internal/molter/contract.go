package molter

import (
	"fmt"
	"slices"
	"sync"
)

// boardPool lends Contract the boards of the configuration it checks.
var boardPool = sync.Pool{New: func() any { return new([]Board) }}

// ContractRules lists the hard rules of the project's contract that Contract adds to the
// checks of check.go it reuses (players, own-team, order, layout, colours,
// teams-met).
var ContractRules = []string{
	"one-team",    // more than 2 teams: a team's boards in a round are not all against one team
	"cross",       // odd teams: at most one cross board per pair of levels a round, nobody crosses twice in the same direction
	"streak",      // never three of one colour in a row
	"team-whites", // each team's whites within ±1 of P/2 every round, exactly P every two rounds (periods 1-2, 3-4, …)
}

// Contract returns every hard rule of the project's contract that the event breaks: the
// checks of check.go that apply to a table of any shape, and ContractRules.
func Contract(e *Event) []Problem { return contract(e, false) }

// contract is Contract; own leaves out check.go's colours (ContractOwn).
func contract(e *Event, own bool) []Problem {
	T, P := e.Teams, e.Players
	if T < 2 || T > MaxTeams || P < 2 || P%2 != 0 {
		return []Problem{{Check: "players", Table: e.Name(), Round: -1, Msg: fmt.Sprintf("%d teams of %d players: want 2..%d teams of an even number of players", T, P, MaxTeams)}}
	}
	// The buffers from scratchPool (the generator checks thousands of
	// events); PublishedCheck and PublishedMeasure, which share it, are
	// not called meanwhile.
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	var ps []Problem
	// check.go's checks through the document's configuration, which names
	// each problem at its cells, only where checksHold finds one: the
	// generator checks thousands of events, nearly all valid.
	if !checksHold(e, own, sc) {
		bp := boardPool.Get().(*[]Board)
		s, c, buf := e.asConfigIn(*bp)
		ps = s.Check(c)
		// The problems hold no board: the buffer goes back to the pool.
		*bp = buf
		boardPool.Put(bp)
		if own {
			ps = slices.DeleteFunc(ps, func(p Problem) bool { return p.Check == "colours" })
		}
		for _, p := range ps {
			if p.Check == "players" {
				// Seats missing or out of range: the counts below would be
				// meaningless.
				return ps
			}
		}
	}
	var name string
	add := func(check string, round, board int, format string, args ...any) {
		if name == "" {
			name = e.Name()
		}
		ps = append(ps, Problem{Check: check, Table: name, Round: round, Board: board, Msg: fmt.Sprintf(format, args...)})
	}
	R := len(e.Rounds)
	colours := zeroed(&sc.u8, T*P*R) // per player and round: 1 white, 2 black
	is := zeroed(&sc.ints, 2*T*P+3*T+T*T+P/2+1)
	crossed, is := is[:2*T*P], is[2*T*P:] // per player p: crosses as the lower order number (2p), as the higher (2p+1)
	// Counts of one round, cleared at each: the generator checks thousands of events.
	whites, is := is[:T], is[T:]
	prev, is := is[:T], is[T:]
	against, is := is[:T*T], is[T*T:]
	cross := is[:P/2+1]
	for r, rd := range e.Rounds {
		copy(prev, whites)
		clear(whites)
		clear(against)
		clear(cross)
		allBoards := false // a pair of teams has reached P boards in the round: one-team looks
		for i, b := range rd {
			w, k := b.White, b.Black
			whites[w.Team]++
			against[w.Team*T+k.Team]++
			against[k.Team*T+w.Team]++
			allBoards = allBoards || against[w.Team*T+k.Team] == P || against[k.Team*T+w.Team] == P
			colours[(w.Team*P+w.Order-1)*R+r] = 1
			colours[(k.Team*P+k.Order-1)*R+r] = 2
			if w.Order != k.Order {
				lo, hi := w, k
				if lo.Order > hi.Order {
					lo, hi = hi, lo
				}
				cross[(lo.Order+1)/2]++
				if cross[(lo.Order+1)/2] == 2 {
					add("cross", r+1, i+1, "a second cross board between order numbers %d and %d", lo.Order, hi.Order)
				}
				crossed[2*(lo.Team*P+lo.Order-1)]++
				crossed[2*(hi.Team*P+hi.Order-1)+1]++
				for d, x := range [2]Seat{lo, hi} {
					if crossed[2*(x.Team*P+x.Order-1)+d] == 2 {
						add("cross", r+1, i+1, "%s%d crosses a second time %s", TeamName(x.Team), x.Order, [2]string{"down", "up"}[d])
					}
				}
			}
		}
		for t := range T {
			if 2*whites[t] < P-2 || 2*whites[t] > P+2 {
				add("team-whites", r+1, 0, "team %s has %d whites of %d boards", TeamName(t), whites[t], P)
			}
			if T > 2 && allBoards { // every pair of teams read only then (counts only grow)
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
	for i := range T * P {
		cs := colours[i*R : (i+1)*R]
		for r := 2; r < R; r++ {
			if cs[r] == cs[r-1] && cs[r] == cs[r-2] {
				add("streak", r+1, 0, "%s%d has %s in rounds %d to %d", TeamName(i/P), i%P+1, colourName(cs[r] == 1), r-1, r+1)
			}
		}
	}
	return ps
}

// checksHold reports whether (*Set).Check finds nothing on the event's
// configuration (asConfigIn), by the same rules read straight from its
// pairs: every round of T·P/2 boards seats each player once (players), no
// board joins two players of a team (own-team), the order numbers of a
// board are equal for an even T, within one for an odd T (order), and
// those of its block (layout, OrderBlock); each player alternates his
// colours in every period of two rounds, or for an odd number of rounds
// has as many whites as blacks within one (colours, left out when own);
// no player meets a team twice (teams-met). It reports false where it is
// not sure (more rounds than T-1, a complete configuration of the
// document's sizes): Check then looks, and names the problems.
func checksHold(e *Event, own bool, sc *scratch) bool {
	T, P, R := e.Teams, e.Players, len(e.Rounds)
	if T > 64 || R > T-1 || CompleteTeams[T] && R == T-1 {
		return false
	}
	n := T * P
	// Per player: the round last seated (1…), the colour of the period's
	// first round, the whites, and the teams met (a bit each).
	is := zeroed(&sc.ints, 3*n)
	seated, first, whites := is[:n], is[n:2*n], is[2*n:]
	met := zeroed(&sc.u64, n)
	for r, rd := range e.Rounds {
		if len(rd) != n/2 {
			return false
		}
		for i, b := range rd {
			w, k := b.White, b.Black
			if w.Team < 0 || w.Team >= T || k.Team < 0 || k.Team >= T || w.Team == k.Team ||
				w.Order < 1 || w.Order > P || k.Order < 1 || k.Order > P {
				return false
			}
			if d := w.Order - k.Order; T%2 == 0 && d != 0 || d > 1 || d < -1 {
				return false
			}
			lo, hi := OrderBlock(T, i+1)
			if w.Order < lo || w.Order > hi || k.Order < lo || k.Order > hi {
				return false
			}
			x, y := w.Team*P+w.Order-1, k.Team*P+k.Order-1
			if seated[x] == r+1 || seated[y] == r+1 {
				return false
			}
			seated[x], seated[y] = r+1, r+1
			if met[x]&(1<<k.Team) != 0 || met[y]&(1<<w.Team) != 0 {
				return false
			}
			met[x] |= 1 << k.Team
			met[y] |= 1 << w.Team
			whites[x]++
			if own || R%2 == 1 {
				continue
			}
			// 1 white, 2 black: the second round of a period repeats
			// neither.
			if r%2 == 0 {
				first[x], first[y] = 1, 2
			} else if first[x] != 2 || first[y] != 1 {
				return false
			}
		}
	}
	if !own && R%2 == 1 {
		for _, w := range whites {
			if d := 2*w - R; d > 1 || d < -1 {
				return false
			}
		}
	}
	return true
}
