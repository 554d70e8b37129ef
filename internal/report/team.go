package report

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/badinput"
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// The report of a team event (team round robin, Molter, Scheveningen): a
// 001 line per player, numbered team after team, the 310 line of each team
// listing its players, and the lines of TRF-2026 that describe the event
// (082, 352 and 362 where the teams play matches, 320 for the exempt team
// of a round robin of odd N, 330 for a match forfeited on every board).

// teamPlayer is a player of a team event: the team (from 1), the name,
// and his row of the team's roster (nil when he is on none).
type teamPlayer struct {
	team   int
	name   string
	roster *readback.RosterPlayer
}

// teamKey finds a player of a team by name.
type teamKey struct {
	team int
	name string
}

// teamGame is a board game of a team event: its round, the players'
// numbers (index in the players list plus 1; 0 when the board has no
// player named), the result, and the cells that hold them for messages.
type teamGame struct {
	round        int
	white, black int
	result       tiebreak.Result
	cell         string
}

// teamEvent is what a team event's report is made of.
type teamEvent struct {
	what     string // "team round robin" in messages
	typeText string // line 092
	typeCode string // line 192
	rounds   int
	players  []teamPlayer
	games    []teamGame
	teams    trf.Teams // the 310 lines without their players, and 352, 362, 320, 330
}

// teamFile assembles the report of ev with the header h. Every 001
// line's points are the sum of its results. The rounds written are those
// up to the last with a result typed (a workbook filled in part); within
// them a player without a game typed (not in the line-up, a game not typed
// yet, his team exempt) has the round as not paired (0000 - Z).
func teamFile(h Header, ev *teamEvent) (*trf.File, error) {
	if err := named(ev); err != nil {
		return nil, err
	}
	f := &trf.File{Type: ev.typeText, TypeCode: ev.typeCode}
	if err := h.fill(f, ev.rounds); err != nil {
		return nil, err
	}
	last := 0
	for _, g := range ev.games {
		if g.result != tiebreak.None {
			last = max(last, g.round)
		}
	}
	at := make([][]trf.Round, len(ev.players))
	for p := range at {
		at[p] = make([]trf.Round, last)
		for r := range at[p] {
			at[p][r] = trf.Round{Colour: '-', Result: 'Z'}
		}
	}
	seen := map[[2]int]string{} // player, round -> the cell of his game
	for _, g := range ev.games {
		if g.result == tiebreak.None {
			continue
		}
		w, b := results(g.result)
		for _, side := range []struct {
			p, opp int
			colour byte
			res    byte
		}{{g.white, g.black, 'w', w}, {g.black, g.white, 'b', b}} {
			if side.p == 0 {
				continue
			}
			if prev, ok := seen[[2]int{side.p, g.round}]; ok {
				pl := ev.players[side.p-1]
				return nil, badinput.Errorf("%s and %s: %s of team %d plays twice in round %d", prev, g.cell, quoteName(pl.name), pl.team, g.round)
			}
			seen[[2]int{side.p, g.round}] = g.cell
			r := trf.Round{Opponent: side.opp, Colour: side.colour, Result: side.res}
			if side.opp == 0 {
				// A board without an opponent named: a forfeit is scored
				// without one; a game over the board needs both players.
				if g.result != tiebreak.WhiteWinsByForfeit && g.result != tiebreak.BlackWinsByForfeit && g.result != tiebreak.DoubleForfeit {
					return nil, badinput.Errorf("%s: the result %s is typed, and one of the two players is not named (a played game needs both, for rating)", g.cell, g.result)
				}
				r.Colour = '-'
			}
			at[side.p-1][g.round-1] = r
		}
	}
	members := make(map[int][]int)
	for i, pl := range ev.players {
		members[pl.team] = append(members[pl.team], i+1)
		f.Players = append(f.Players, pl.trf(i+1, at[i]))
	}
	for i := range f.Players {
		f.Players[i].Rank = 1
		for _, q := range f.Players {
			if q.Points > f.Players[i].Points {
				f.Players[i].Rank++
			}
		}
	}
	teams := ev.teams
	teams.List = append([]trf.Team(nil), teams.List...)
	for i := range teams.List {
		teams.List[i].Players = members[teams.List[i].Number]
	}
	f.Teams = &teams
	return f, nil
}

// quoteName quotes a player's name for a message.
func quoteName(s string) string { return fmt.Sprintf("%q", s) }

// TeamRoundRobin is the report of a team round robin read from its board
// results: the players of each team's line-up, then those named on the
// Boards sheet in their place, in order of appearance.
func TeamRoundRobin(h Header, t *readback.TeamRoundRobin, s *teamrank.RoundRobinStandings, w [3]float64) (*trf.File, error) {
	if t.Boards == 0 {
		return nil, badinput.Errorf("-format trf: this team workbook has no board results (defined name BoardResults): it was written by an older mkxlsx; write it again to report its games")
	}
	ev := &teamEvent{what: "team round robin", typeText: "Team round robin", typeCode: "FIDE_TEAM_ROUNDROBIN", rounds: t.Matches[len(t.Matches)-1].Round}
	if t.Double {
		ev.typeText, ev.typeCode = "Team double round robin (home and away)", "FIDE_TEAM_DOUBLEROUNDROBIN"
	}
	index := map[teamKey]int{}
	add := func(pl teamPlayer) int {
		if pl.name == "" {
			return 0
		}
		k := teamKey{pl.team, pl.name}
		if i, ok := index[k]; ok {
			return i
		}
		pl.roster = onRoster(t.Rosters, pl.team, pl.name)
		ev.players = append(ev.players, pl)
		index[k] = len(ev.players)
		return len(ev.players)
	}
	for p := 1; p <= t.N; p++ {
		// The roster first, in its order (reserves too); then the
		// line-up of an older workbook without one.
		if p <= len(t.Rosters) {
			for _, r := range t.Rosters[p-1] {
				add(teamPlayer{team: p, name: r.Name})
			}
		}
		if p <= len(t.LineUps) {
			for _, name := range t.LineUps[p-1] {
				add(teamPlayer{team: p, name: name})
			}
		}
		tm := trf.Team{Number: p, Name: t.Names[p-1], MatchPoints: s.MatchPoints[p-1], GamePoints: s.BoardPoints[p-1], Rank: s.Rank[p-1]}
		ev.teams.List = append(ev.teams.List, tm)
	}
	// New players team after team, so that each team's numbers follow
	// on: the line-ups first, then the others as the boards name them.
	for p := 1; p <= t.N; p++ {
		for _, g := range t.BoardGames {
			if g.WhiteTeam == p {
				add(teamPlayer{team: p, name: g.White})
			}
			if g.BlackTeam == p {
				add(teamPlayer{team: p, name: g.Black})
			}
		}
	}
	for _, g := range t.BoardGames {
		ev.games = append(ev.games, teamGame{round: g.Round, white: index[teamKey{g.WhiteTeam, g.White}],
			black: index[teamKey{g.BlackTeam, g.Black}], result: g.Result, cell: g.Cell})
	}
	renumber(ev)
	ev.teams.Colours = strings.Repeat("WB", (t.Boards+1)/2)[:t.Boards]
	ev.teams.MatchPoints = &w
	if t.N%2 == 1 {
		ev.teams.Byes = make([]int, ev.rounds)
		for r := 1; r <= ev.rounds; r++ {
			playing := map[int]bool{}
			for _, m := range t.Matches {
				if m.Round == r {
					playing[m.Home], playing[m.Away] = true, true
				}
			}
			for p := 1; p <= t.N; p++ {
				if !playing[p] {
					ev.teams.Byes[r-1] = p
				}
			}
		}
	}
	// A match forfeited on every board the same way.
	for i, m := range t.Matches {
		kind := ""
		for _, g := range t.BoardGames[i*t.Boards : (i+1)*t.Boards] {
			k := "mixed"
			switch {
			case g.Result == tiebreak.DoubleForfeit:
				k = "--"
			case (g.Result == tiebreak.WhiteWinsByForfeit) == (g.WhiteTeam == m.Home) && (g.Result == tiebreak.WhiteWinsByForfeit || g.Result == tiebreak.BlackWinsByForfeit):
				k = "+-" // the home team, named first, wins by forfeit
			case g.Result == tiebreak.WhiteWinsByForfeit || g.Result == tiebreak.BlackWinsByForfeit:
				k = "-+"
			}
			if kind == "" {
				kind = k
			} else if kind != k {
				kind = "mixed"
			}
		}
		if kind != "mixed" {
			ev.teams.Forfeits = append(ev.teams.Forfeits, trf.Forfeit{Type: kind, Round: m.Round, White: m.Home, Black: m.Away})
		} else {
			ev.teams.LineUps = append(ev.teams.LineUps, outOfOrder(ev, t, i)...)
		}
	}
	return teamFile(h, ev)
}

// outOfOrder are the 300 records of match i of t (ev's players numbered):
// TRF-2026 requires one for a team whose players sit on the boards in
// another order than its 310 line lists them, or that leaves a board
// unoccupied (a substitute keeping the roster's order needs none).
func outOfOrder(ev *teamEvent, t *readback.TeamRoundRobin, i int) []trf.LineUp {
	m := t.Matches[i]
	first := map[int]int{} // team -> number of its first player
	for n := len(ev.players); n >= 1; n-- {
		first[ev.players[n-1].team] = n
	}
	var out []trf.LineUp
	for _, side := range [2][2]int{{m.Home, m.Away}, {m.Away, m.Home}} {
		x := trf.LineUp{Round: m.Round, Team: side[0], Opponent: side[1]}
		inOrder, last := true, 0
		for k, g := range t.BoardGames[i*t.Boards : (i+1)*t.Boards] {
			p := ev.games[i*t.Boards+k].black
			if g.WhiteTeam == side[0] {
				p = ev.games[i*t.Boards+k].white
			}
			x.Players = append(x.Players, p)
			if p == 0 || p-first[side[0]] < last {
				inOrder = false
			}
			last = p - first[side[0]]
		}
		if !inOrder {
			out = append(out, x)
		}
	}
	return out
}

// renumber orders ev's players team after team (each team's line-up first,
// in the order added) and renumbers the games.
func renumber(ev *teamEvent) {
	order := make([]int, 0, len(ev.players))
	for tm := 1; len(order) < len(ev.players); tm++ {
		for i, pl := range ev.players {
			if pl.team == tm {
				order = append(order, i)
			}
		}
	}
	newNo := make([]int, len(ev.players)+1)
	players := make([]teamPlayer, len(order))
	for n, i := range order {
		newNo[i+1] = n + 1
		players[n] = ev.players[i]
	}
	ev.players = players
	for i := range ev.games {
		ev.games[i].white, ev.games[i].black = newNo[ev.games[i].white], newNo[ev.games[i].black]
	}
}

// eventGames are the games of a Molter event or a Scheveningen match as
// a teamEvent's: player (team, order) is number (team-1)·per + order.
func eventGames(games []teamrank.Game, round func(i int) int, cells []string, per int) []teamGame {
	no := func(p teamrank.Player) int { return (p.Team-1)*per + p.Order }
	var out []teamGame
	for i, g := range games {
		out = append(out, teamGame{round: round(i), white: no(g.White), black: no(g.Black), result: g.Result, cell: cells[i]})
	}
	return out
}

// Molter is the report of a Molter event: the teams rank on their
// points, summed over their games, and meet in no matches (match points
// 0.0, no 352 or 362); TRF-2026 has no code for the system, and its games
// are those of a round robin of the event's own (CUSTOM_ROUNDROBIN).
func Molter(h Header, m *readback.Molter, s *teamrank.Standings) (*trf.File, error) {
	ev := &teamEvent{what: "Molter event", typeText: "Molter (team event, document 004)", typeCode: "CUSTOM_ROUNDROBIN", rounds: m.Rounds}
	for t := range m.Teams {
		for i := range m.Players {
			ev.players = append(ev.players, teamPlayer{team: t + 1, name: m.PlayerNames[t][i], roster: onRoster(m.Rosters, t+1, m.PlayerNames[t][i])})
		}
		ev.teams.List = append(ev.teams.List, trf.Team{Number: t + 1, Name: m.TeamNames[t], Nickname: m.Letters[t], GamePoints: s.Points[t], Rank: s.Rank[t]})
	}
	ev.games = eventGames(m.Games, func(i int) int { return i/m.Boards + 1 }, m.Cells, m.Players)
	reserves(ev, m.Rosters)
	return teamFile(h, ev)
}

// Scheveningen is the report of a Scheveningen match: two teams, the match
// points of a team match (2, 1, 0 on the points so far), the colours of
// A's boards in line 352 when every round gives them alike.
func Scheveningen(h Header, sc *readback.Scheveningen, s *teamrank.Standings) (*trf.File, error) {
	ev := &teamEvent{what: "Scheveningen match", typeText: "Scheveningen", typeCode: "FIDE_SCHEVENINGEN", rounds: sc.Rounds}
	if sc.Double {
		ev.typeText, ev.typeCode = "Double Scheveningen", "FIDE_DOUBLESCHEVENINGEN"
	}
	for t, letter := range []string{"A", "B"} {
		for i := range sc.M {
			ev.players = append(ev.players, teamPlayer{team: t + 1, name: sc.Names[t][i], roster: onRoster(sc.Rosters, t+1, sc.Names[t][i])})
		}
		mp := 1.0
		if s.Points[t] != s.Points[1-t] {
			mp = 0
			if s.Points[t] > s.Points[1-t] {
				mp = 2
			}
		}
		// The match's ranks (readback's Scheveningen.Standings).
		ev.teams.List = append(ev.teams.List, trf.Team{Number: t + 1, Name: sc.TeamNames[t], Nickname: letter, MatchPoints: mp, GamePoints: s.Points[t], Rank: s.Rank[t]})
	}
	ev.teams.MatchPoints = &[3]float64{2, 1, 0}
	ev.games = eventGames(sc.Games, func(i int) int { return sc.Round[i] }, sc.Cells, sc.M)
	reserves(ev, sc.Rosters)
	// A's colour on each board (the games of a round in order), if the
	// same every round.
	seq := map[int]string{}
	for i, g := range sc.Games {
		c := "B"
		if g.White.Team == 1 {
			c = "W"
		}
		seq[sc.Round[i]] += c
	}
	same := true
	for r := 2; r <= sc.Rounds; r++ {
		same = same && seq[r] == seq[1]
	}
	if same {
		ev.teams.Colours = seq[1]
	}
	return teamFile(h, ev)
}
