// Package teamrank ranks the teams and the players of a team event whose
// games are individual (the Molter system of 004: every player meets players
// of several teams). It is the Go reference the Molter workbook of package
// sheets is tested against: the formulas and this code follow the
// definitions written down once here.
//
// Definitions (004, "Classement des équipes"; higher is better):
//
//   - points: a team's points are the sum of its players' points: 1 for a
//     win, ½ for a draw, 0 for a loss; a forfeit scores as in package
//     tiebreak ("+/-" 1 for white, 0 for black; "-/-" 0 for both).
//   - Berlin: the points of the team's board i (its player of order number
//     i, of P) count P−i+1 times.
//   - wins: the number of games the team's players won (forfeit wins
//     included, as in tiebreak).
//   - direct: the points the team scored in its games against the teams
//     equal with it on points, Berlin and wins ("les résultats obtenus par
//     des équipes l'une vis-à-vis de l'autre").
//   - top boards: then the result on the highest board prevails: for each
//     board i = 1..P the points the team's player i scored against the teams
//     equal with it on all four criteria above, compared board 1 first, then
//     board 2, and so on.
//
// A team's rank is 1 + the number of teams strictly better; teams equal on
// everything share a rank. A player's rank is 1 + the number of players
// with more points (the document sets no individual tie-break).
//
// A team round robin (003) ranks on match points, then board points
// (RoundRobin), and has the team tie-breaks of FIDE C.07 (edition in force
// from 1 March 2026), computed by Rank (c07.go), one function each, named
// by its TRF-2026 code: MP and GP (the primary and secondary scores of team
// competitions), MPVGP, WIN (C.07 7.1 for teams: matches won) and WON (7.2:
// won over the board), SB (9.1 for teams: the opponent's MP × the MP
// scored), the extended Sonneborn-Berger ESB = EMGSB and EMMSB, EGMSB, EGGSB
// (opponent's MP or GP × own MP or GP), BC (board count), SSSC (score
// strength combination), DE (art. 6, direct encounter, on MP), EDE (the
// extended direct encounter, MP then GP among the tied; EDET and EDEB, its
// top-board and bottom-board forms for two teams still tied), TBR (top-board
// result) and BBE (bottom-board elimination). Forfeits count with their
// result against the scheduled opponent (art. 16 builds no dummy opponent
// in a round robin). c07.go says what each computes, where the definitions
// were read and what is left out.
package teamrank

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

// Player is a player of team Team (1..T) with order number Order (1..P,
// 1 the strongest, the team's first board).
type Player struct{ Team, Order int }

// Game is one scheduled game; Result None when not played (yet).
type Game struct {
	White, Black Player
	Result       tiebreak.Result
}

// Standings holds every criterion, teams indexed team-1, players [team-1][order-1].
type Standings struct {
	Points, Berlin, Wins, Direct []float64
	Top                          [][]float64 // per team, per board: points against the teams equal on the four criteria
	Rank                         []int

	PlayerPoints, PlayerWins [][]float64
	PlayerRank               [][]int
}

// Weight is the Berlin weight of board i in a team of p players.
func Weight(i, p int) int { return p - i + 1 }

// Compute ranks teams 1..teams of players 1..players from every scheduled game.
func Compute(teams, players int, games []Game) (*Standings, error) {
	if teams < 2 || players < 1 {
		return nil, fmt.Errorf("teamrank: %d teams of %d players", teams, players)
	}
	valid := func(p Player) bool {
		return p.Team >= 1 && p.Team <= teams && p.Order >= 1 && p.Order <= players
	}
	for i, g := range games {
		if !valid(g.White) || !valid(g.Black) || g.White.Team == g.Black.Team {
			return nil, fmt.Errorf("teamrank: game %d: %v-%v is not a game between players of two of teams 1..%d (order 1..%d)", i+1, g.White, g.Black, teams, players)
		}
		if g.Result > tiebreak.DoubleForfeit {
			return nil, fmt.Errorf("teamrank: game %d: %v", i+1, g.Result)
		}
	}
	s := &Standings{}
	for _, v := range []*[]float64{&s.Points, &s.Berlin, &s.Wins, &s.Direct} {
		*v = make([]float64, teams)
	}
	grid := func() [][]float64 {
		g := make([][]float64, teams)
		for t := range g {
			g[t] = make([]float64, players)
		}
		return g
	}
	s.Top, s.PlayerPoints, s.PlayerWins = grid(), grid(), grid()
	for _, g := range games {
		w, b := g.Result.Scores()
		for _, side := range []struct {
			p   Player
			pts float64
		}{{g.White, w}, {g.Black, b}} {
			s.PlayerPoints[side.p.Team-1][side.p.Order-1] += side.pts
			if side.pts == 1 {
				s.PlayerWins[side.p.Team-1][side.p.Order-1]++
			}
		}
	}
	for t := range teams {
		for i := range players {
			s.Points[t] += s.PlayerPoints[t][i]
			s.Berlin[t] += float64(Weight(i+1, players)) * s.PlayerPoints[t][i]
			s.Wins[t] += s.PlayerWins[t][i]
		}
	}
	first := func(x, y int) bool { // equal on points, Berlin and wins
		return s.Points[x] == s.Points[y] && s.Berlin[x] == s.Berlin[y] && s.Wins[x] == s.Wins[y]
	}
	for _, g := range games {
		if x, y := g.White.Team-1, g.Black.Team-1; first(x, y) {
			w, b := g.Result.Scores()
			s.Direct[x] += w
			s.Direct[y] += b
		}
	}
	for _, g := range games {
		if x, y := g.White.Team-1, g.Black.Team-1; first(x, y) && s.Direct[x] == s.Direct[y] {
			w, b := g.Result.Scores()
			s.Top[x][g.White.Order-1] += w
			s.Top[y][g.Black.Order-1] += b
		}
	}
	s.Rank = make([]int, teams)
	for x := range teams {
		s.Rank[x] = 1
		for y := range teams {
			if s.better(y, x) {
				s.Rank[x]++
			}
		}
	}
	s.PlayerRank = make([][]int, teams)
	for t := range teams {
		s.PlayerRank[t] = make([]int, players)
		for i := range players {
			r := 1
			for u := range teams {
				for j := range players {
					if s.PlayerPoints[u][j] > s.PlayerPoints[t][i] {
						r++
					}
				}
			}
			s.PlayerRank[t][i] = r
		}
	}
	return s, nil
}

// better reports whether team x (0-based) ranks strictly before team y.
func (s *Standings) better(x, y int) bool {
	for _, c := range [][]float64{s.Points, s.Berlin, s.Wins, s.Direct} {
		if c[x] != c[y] {
			return c[x] > c[y]
		}
	}
	for i := range s.Top[x] {
		if s.Top[x][i] != s.Top[y][i] {
			return s.Top[x][i] > s.Top[y][i]
		}
	}
	return false
}
