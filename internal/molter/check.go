package molter

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Problem is one broken property, with the printed cells involved (the
// errata search changes only those).
type Problem struct {
	Check string // players, own-team, order, layout, colours, teams-met, autonomous, whites, complete, sno, sheet, example, cites
	Table string // the configuration ("17 (7×12)") or the table number
	Round int    // 1…, 0 for the autonomous round, -1 when none applies
	Board int
	Msg   string
	Cells []Cell
}

func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString("molter ")
	b.WriteString(p.Table)
	switch {
	case p.Round == 0:
		b.WriteString(" autonomous round")
	case p.Round > 0:
		fmt.Fprintf(&b, " round %d", p.Round)
	}
	if p.Board > 0 {
		fmt.Fprintf(&b, " board %d", p.Board)
	}
	b.WriteString(": ")
	b.WriteString(p.Msg)
	return b.String()
}

// Checks lists every property the checks of a configuration test, in the
// order they run; the report and the tests name them.
var Checks = []string{
	"players",    // every player exactly once per round, and only players of the event
	"own-team",   // never against one's own team
	"order",      // even number of teams: equal order numbers on a board; odd: differing by at most one
	"layout",     // a board holds the order numbers its position gives (the tables are cut by size)
	"colours",    // per period of two rounds, white once and black once (three rounds: balanced)
	"teams-met",  // over the main rounds, no team met twice (more rounds than teams: no player twice)
	"autonomous", // the autonomous round meets no team met in the rounds it may follow
	"whites",     // the autonomous round gives each team white on half its boards
	"complete",   // 3, 4, 5 and 7 teams: every player meets every other team (004 line 25)
	"sno",        // Tableau 17: per period, two boards per pair of teams, order numbers k and P+1-k (004 line 478)
}

// player indexes players of a configuration: team*P + num-1, or -1.
type indexer struct {
	s       *Set
	teams   int
	players int
	// team is Set.Team by letter, -1 for none: looked up once (Check
	// reads every board's teams, the generator checks thousands of
	// events).
	team *[256]int8
}

func newIndexer(s *Set, teams, players int) indexer {
	x := indexer{s, teams, players, new([256]int8)}
	for l := range x.team {
		x.team[l] = int8(s.Team(Player{Letter: byte(l)}, teams))
	}
	return x
}

// teamOf is s.Team(p, teams).
func (x indexer) teamOf(p Player) int { return int(x.team[p.Letter]) }

func (x indexer) of(p Player) int {
	t := x.teamOf(p)
	if t < 0 || p.Num < 1 || p.Num > x.players {
		return -1
	}
	return t*x.players + p.Num - 1
}

func (x indexer) name(i int) string {
	return fmt.Sprintf("%c%d", x.s.Letters[i/x.players], i%x.players+1)
}

// meeting is one game of a player: the opponent's team and where.
type meeting struct {
	team, opp    int16 // a team, a player index: at most 30 teams of 16
	round, board int16
	white        bool
}

// cellIn is the printed cell of the meeting's board, looked up rather than
// kept: small meetings, as the generator checks thousands of events.
func (m meeting) cellIn(c *Config) Cell { return c.Main.Rounds[m.round-1][m.board-1].From }

// CheckAll returns the problems found while building (the quotes and cites of
// the derivation texts) and those of every configuration.
func (s *Set) CheckAll() []Problem {
	ps := append([]Problem(nil), s.Problems...)
	for _, c := range s.Configs {
		ps = append(ps, s.Check(c)...)
	}
	return ps
}

// Check runs every check on a configuration.
func (s *Set) Check(c *Config) []Problem {
	var ps []Problem
	name := c.Name()
	x := newIndexer(s, c.Teams, c.Players)
	add := func(check string, round, board int, cells []Cell, format string, args ...any) {
		ps = append(ps, Problem{Check: check, Table: name, Round: round, Board: board, Msg: fmt.Sprintf(format, args...), Cells: cells})
	}
	n := c.Teams * c.Players
	// games[player] lists the player's main-round games in round order,
	// each player's slice cut from one allocation (a game a round, and the
	// autonomous round's).
	// The buffers come from checkPool (the generator checks thousands of
	// events): the problems returned copy their cells, never a meeting.
	cb := checkPool.Get().(*checkBufs)
	defer checkPool.Put(cb)
	if cap(cb.games) < n {
		cb.games = make([][]meeting, n)
	}
	games := cb.games[:n]
	rounds := len(c.Main.Rounds) + 1
	if cap(cb.all) < n*rounds {
		cb.all = make([]meeting, n*rounds)
	}
	all := cb.all[:n*rounds]
	for i := range games {
		games[i] = all[i*rounds : i*rounds : (i+1)*rounds]
	}
	if cap(cb.seen) < n {
		cb.seen = make([]int, n)
	}
	seen := cb.seen[:n] // board where the player sits, 0 if not yet (cleared a round)
	round := func(label int, boards []Board) {
		if len(boards) != c.Teams*c.Players/2 {
			add("players", label, 0, nil, "%d boards, want %d (%d teams × %d/2)", len(boards), c.Teams*c.Players/2, c.Teams, c.Players)
		}
		clear(seen)
		var unprinted map[int]bool // made at the first unprinted board
		for i := range boards {
			b := &boards[i]
			bd := i + 1
			if b.Unprinted {
				lo, hi := OrderBlock(c.Teams, bd)
				if unprinted == nil {
					unprinted = map[int]bool{}
				}
				for k := lo; k <= hi; k++ {
					unprinted[k] = true
				}
				continue
			}
			w, k := x.of(b.White), x.of(b.Black)
			for _, pi := range [2]struct {
				p Player
				i int
			}{{b.White, w}, {b.Black, k}} {
				switch {
				case pi.i < 0:
					add("players", label, bd, []Cell{b.From}, "%s is not a player of %d teams of %d (teams %s)", pi.p, c.Teams, c.Players, s.Letters[:min(c.Teams, len(s.Letters))])
				case seen[pi.i] != 0:
					add("players", label, bd, []Cell{boards[seen[pi.i]-1].From, b.From}, "%s plays twice (boards %d and %d)", pi.p, seen[pi.i], bd)
				default:
					seen[pi.i] = bd
				}
			}
			tw, tb := x.teamOf(b.White), x.teamOf(b.Black)
			if tw >= 0 && tw == tb {
				add("own-team", label, bd, []Cell{b.From}, "%s meets %s of his own team", b.White, b.Black)
			}
			d := b.White.Num - b.Black.Num
			if (c.Teams%2 == 0 && d != 0) || d > 1 || d < -1 {
				want := "the same order number"
				if c.Teams%2 == 1 {
					want = "order numbers differing by at most one"
				}
				add("order", label, bd, []Cell{b.From}, "%s – %s: %d teams want %s", b.White, b.Black, c.Teams, want)
			}
			lo, hi := OrderBlock(c.Teams, bd)
			for _, p := range [2]Player{b.White, b.Black} {
				if p.Num < lo || p.Num > hi {
					add("layout", label, bd, []Cell{b.From}, "%s on a board of order numbers %s", p, span(lo, hi))
				}
			}
			if label > 0 && w >= 0 && k >= 0 {
				games[w] = append(games[w], meeting{int16(tb), int16(k), int16(label), int16(bd), true})
				games[k] = append(games[k], meeting{int16(tw), int16(w), int16(label), int16(bd), false})
			}
		}
		for i := range n {
			if seen[i] == 0 && !unprinted[i%c.Players+1] {
				add("players", label, 0, nil, "%s does not play", x.name(i))
			}
		}
	}
	for r, boards := range c.Main.Rounds {
		round(r+1, boards)
	}
	R := len(c.Main.Rounds)
	for i := range n {
		g := games[i]
		// colours
		switch {
		case R%2 == 0 && inRounds(g):
			// One game a round, in order: the pairs below, in the same
			// order, without comparing every two games.
			for j := 0; j+1 < len(g); j += 2 {
				if a, b := g[j], g[j+1]; a.white == b.white {
					add("colours", int(b.round), int(b.board), []Cell{a.cellIn(c), b.cellIn(c)}, "%s has %s in rounds %d and %d (period %d)", x.name(i), colourName(a.white), a.round, b.round, b.round/2)
				}
			}
		case R%2 == 0:
			for _, a := range g {
				for _, b := range g {
					if a.round%2 == 1 && b.round == a.round+1 && a.white == b.white {
						add("colours", int(b.round), int(b.board), []Cell{a.cellIn(c), b.cellIn(c)}, "%s has %s in rounds %d and %d (period %d)", x.name(i), colourName(a.white), a.round, b.round, b.round/2)
					}
				}
			}
		default:
			w := 0
			for _, a := range g {
				if a.white {
					w++
				}
			}
			if d := 2*w - len(g); d > 1 || d < -1 {
				add("colours", -1, 0, cellsOf(c, g), "%s has white %d times in %d rounds", x.name(i), w, len(g))
			}
		}
		// teams met
		switch {
		case R <= c.Teams-1 && distinctTeams(g):
			// No team twice: every two games compared below pass.
		case R <= c.Teams-1:
			for j, a := range g {
				for _, b := range g[j+1:] {
					if a.team == b.team {
						add("teams-met", int(b.round), int(b.board), []Cell{a.cellIn(c), b.cellIn(c)}, "%s meets team %c twice (rounds %d and %d)", x.name(i), s.Letters[a.team], a.round, b.round)
					}
				}
			}
		default:
			met := make([]bool, c.Teams)
			for j, a := range g {
				met[a.team] = true
				for _, b := range g[j+1:] {
					if a.opp == b.opp {
						add("teams-met", int(b.round), int(b.board), []Cell{a.cellIn(c), b.cellIn(c)}, "%s meets %s twice (rounds %d and %d)", x.name(i), x.name(int(a.opp)), a.round, b.round)
					}
				}
			}
			for t := range c.Teams {
				if !met[t] && t != i/c.Players {
					add("teams-met", -1, 0, cellsOf(c, g), "%s never meets team %c in %d rounds", x.name(i), s.Letters[t], R)
				}
			}
		}
	}
	if c.Auto != nil {
		round(0, c.Auto.Rounds[0])
		ps = append(ps, s.checkAuto(c, x, games)...)
	}
	ps = append(ps, s.checkComplete(c, x, games)...)
	if c.MainSrc.Number == "17" {
		ps = append(ps, s.checkSNO(c)...)
	}
	return ps
}

// inRounds tells whether g is one game a round, rounds 1, 2, … in order.
func inRounds(g []meeting) bool {
	for j, m := range g {
		if int(m.round) != j+1 {
			return false
		}
	}
	return true
}

// distinctTeams tells whether the games of g are against distinct teams
// (up to 64 teams: a bit each; more, false).
func distinctTeams(g []meeting) bool {
	var met uint64
	for _, m := range g {
		if m.team < 0 || m.team >= 64 || met&(1<<m.team) != 0 {
			return false
		}
		met |= 1 << m.team
	}
	return true
}

// checkBufs is Check's buffers, lent by checkPool.
type checkBufs struct {
	games [][]meeting
	all   []meeting
	seen  []int
}

var checkPool = sync.Pool{New: func() any { return new(checkBufs) }}

func span(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d..%d", lo, hi)
}

func colourName(white bool) string {
	if white {
		return "white"
	}
	return "black"
}

func cellsOf(c *Config, g []meeting) []Cell {
	var out []Cell
	for _, m := range g {
		out = append(out, m.cellIn(c))
	}
	return out
}

// checkAuto checks the autonomous round: a round like the others, no team
// met in the main rounds it may follow, white on half of each team's boards.
func (s *Set) checkAuto(c *Config, x indexer, games [][]meeting) []Problem {
	name := c.Name()
	boards := c.Auto.Rounds[0]
	var sub []Problem
	whites := make([]int, c.Teams)
	// cells is the cells of team t's boards, for a problem (the errata
	// search checks this round thousands of times, seldom failing).
	cells := func(t int) []Cell {
		var out []Cell
		for _, b := range boards {
			if w, k := x.of(b.White), x.of(b.Black); !b.Unprinted && w >= 0 && k >= 0 {
				if w/c.Players == t {
					out = append(out, b.From)
				}
				if k/c.Players == t {
					out = append(out, b.From)
				}
			}
		}
		return out
	}
	for i, b := range boards {
		if b.Unprinted {
			continue
		}
		w, k := x.of(b.White), x.of(b.Black)
		if w < 0 || k < 0 {
			continue
		}
		tw, tb := w/c.Players, k/c.Players
		whites[tw]++
		for _, pe := range [2][2]int{{w, tb}, {k, tw}} {
			for _, m := range games[pe[0]] {
				if int(m.round) <= c.Follow && int(m.team) == pe[1] {
					sub = append(sub, Problem{Check: "autonomous", Table: name, Round: 0, Board: i + 1, Cells: []Cell{b.From, m.cellIn(c)},
						Msg: fmt.Sprintf("%s meets team %c again (round %d board %d); it may follow rounds 1..%d", x.name(pe[0]), s.Letters[pe[1]], m.round, m.board, c.Follow)})
				}
			}
		}
	}
	complete := true
	for _, b := range boards {
		complete = complete && !b.Unprinted
	}
	if complete {
		for t := range c.Teams {
			if 2*whites[t] != c.Players {
				sub = append(sub, Problem{Check: "whites", Table: name, Round: 0, Cells: cells(t),
					Msg: fmt.Sprintf("team %c has white on %d of its %d boards", s.Letters[t], whites[t], c.Players)})
			}
		}
	}
	return sub
}

// CompleteTeams are the team counts whose tables the document calls complete
// (004 line 25): every player meets every other team once. Only the tables
// with enough rounds can be: Tableau 16 (7 teams of 4) prints two rounds.
var CompleteTeams = map[int]bool{3: true, 4: true, 5: true, 7: true}

// Complete reports whether the configuration has the rounds to be complete:
// Teams-1 main rounds, or Teams-2 and an autonomous round that follows them.
func (c *Config) Complete() bool {
	R := len(c.Main.Rounds)
	return !c.Alternative && (R == c.Teams-1 || (R == c.Teams-2 && c.Auto != nil && c.Follow == R))
}

func (s *Set) checkComplete(c *Config, x indexer, games [][]meeting) []Problem {
	if !CompleteTeams[c.Teams] || !c.Complete() {
		return nil
	}
	R := len(c.Main.Rounds)
	useAuto := R < c.Teams-1
	var ps []Problem
	for i := range c.Teams * c.Players {
		met := make([]int, c.Teams)
		for _, m := range games[i] {
			met[m.team]++
		}
		if useAuto {
			for _, b := range c.Auto.Rounds[0] {
				if w, k := x.of(b.White), x.of(b.Black); w == i && k >= 0 {
					met[k/c.Players]++
				} else if k == i && w >= 0 {
					met[w/c.Players]++
				}
			}
		}
		for t := range c.Teams {
			if t != i/c.Players && met[t] == 0 {
				ps = append(ps, Problem{Check: "complete", Table: c.Name(), Round: -1, Cells: cellsOf(c, games[i]),
					Msg: fmt.Sprintf("%s never meets team %c (the document calls %d teams complete)", x.name(i), s.Letters[t], c.Teams)})
			}
		}
	}
	return ps
}

// checkSNO checks the property stated for Tableau 17 (004 lines 478-480): in
// each period every team meets each other on a third of its boards, and the
// order numbers on those boards pair as k and P+1-k (1+6, 2+5, 3+4 for six
// players).
func (s *Set) checkSNO(c *Config) []Problem {
	var ps []Problem
	if c.Players%3 != 0 {
		return nil
	}
	T, P := c.Teams, c.Players
	for r := 0; r+1 < len(c.Main.Rounds); r += 2 {
		nums := make([][]int, T*T) // team x against team y: x's order numbers
		cells := make([][]Cell, T*T)
		for _, rd := range c.Main.Rounds[r : r+2] {
			for _, b := range rd {
				tw, tb := s.Team(b.White, T), s.Team(b.Black, T)
				if tw < 0 || tb < 0 {
					continue
				}
				nums[tw*T+tb] = append(nums[tw*T+tb], b.White.Num)
				nums[tb*T+tw] = append(nums[tb*T+tw], b.Black.Num)
				cells[tw*T+tb] = append(cells[tw*T+tb], b.From)
				cells[tb*T+tw] = append(cells[tb*T+tw], b.From)
			}
		}
		for a := range T {
			for b := range T {
				if a == b {
					continue
				}
				v := append([]int(nil), nums[a*T+b]...)
				sort.Ints(v)
				ok := len(v) == P/3
				for i := range v {
					ok = ok && v[i]+v[len(v)-1-i] == P+1
				}
				if !ok {
					ps = append(ps, Problem{Check: "sno", Table: c.Name(), Round: r + 1, Cells: cells[a*T+b],
						Msg: fmt.Sprintf("period %d: team %c meets team %c with players %v; want %d boards whose order numbers pair to %d", r/2+1, s.Letters[a], s.Letters[b], v, P/3, P+1)})
				}
			}
		}
	}
	return ps
}
