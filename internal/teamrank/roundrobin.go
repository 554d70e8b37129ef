package teamrank

import "fmt"

// Match is one match of a team round robin (003, Berger tables for team
// competitions): the board points of each team, Played when both are
// known.
type Match struct {
	Round, Home, Away int
	HomePts, AwayPts  float64
	Played            bool
}

// Forfeited says, for a match, whether its home team and its away team
// forfeited it: every one of the team's boards lost by forfeit (+/-, -/+
// or -/- against it), the team that did not come. A team that forfeited
// scores the forfeit's match points (MatchPoints.Forfeit) whatever the
// board points say; its opponent scores as the board points say.
type Forfeited [2]bool

// MatchPoints are the match points of a win, a draw, a loss and a match
// forfeited (FFE interclubs: 3, 2, 1, 0; FIDE's default 2, 1, 0 and a
// forfeit scored as a loss).
type MatchPoints struct{ Win, Draw, Loss, Forfeit float64 }

// Weights are the match points of a win, a draw and a loss, a forfeit
// scored as a loss.
func Weights(w [3]float64) MatchPoints { return MatchPoints{w[0], w[1], w[2], w[2]} }

// Of is the match points of a team that scored pts against opp, forfeited
// or not.
func (mp MatchPoints) Of(pts, opp float64, forfeited bool) float64 {
	switch {
	case forfeited:
		return mp.Forfeit
	case pts > opp:
		return mp.Win
	case pts == opp:
		return mp.Draw
	}
	return mp.Loss
}

// RoundRobinStandings are the standings of a team round robin, teams
// indexed team-1.
type RoundRobinStandings struct {
	Won, Drawn, Lost []int
	MatchPoints      []float64 // summed over the matches played (MatchPoints.Of)
	BoardPoints      []float64 // game points
	// SBMatch is the Sonneborn-Berger on match points that the FFE uses
	// for teams: the match points of each opponent beaten, plus half those
	// of each opponent drawn. An option: the ranking below does not use it.
	SBMatch []float64
	Rank    []int // match points, then board points (the workbook's order)
}

// DefaultWeights are the match points of a win, a draw and a loss (the
// workbook's defaults, to change there if the rules say otherwise).
var DefaultWeights = [3]float64{2, 1, 0}

// RoundRobin computes the standings of teams 1..n, a match forfeited
// scored as a loss.
func RoundRobin(n int, matches []Match, weights [3]float64) (*RoundRobinStandings, error) {
	return RoundRobinPoints(n, matches, nil, Weights(weights))
}

// RoundRobinPoints computes the standings of teams 1..n with the match
// points mp, forfeits giving for each match (by index; nil or shorter:
// none) the teams that forfeited it.
func RoundRobinPoints(n int, matches []Match, forfeits []Forfeited, mp MatchPoints) (*RoundRobinStandings, error) {
	s := &RoundRobinStandings{Won: make([]int, n), Drawn: make([]int, n), Lost: make([]int, n),
		MatchPoints: make([]float64, n), BoardPoints: make([]float64, n), SBMatch: make([]float64, n), Rank: make([]int, n)}
	for i, m := range matches {
		if m.Home < 1 || m.Home > n || m.Away < 1 || m.Away > n || m.Home == m.Away {
			return nil, fmt.Errorf("match %d: %d-%d is not a match between two of teams 1..%d", i+1, m.Home, m.Away, n)
		}
		if !m.Played {
			continue
		}
		h, a := m.Home-1, m.Away-1
		s.BoardPoints[h] += m.HomePts
		s.BoardPoints[a] += m.AwayPts
		var ff Forfeited
		if i < len(forfeits) {
			ff = forfeits[i]
		}
		s.MatchPoints[h] += mp.Of(m.HomePts, m.AwayPts, ff[0])
		s.MatchPoints[a] += mp.Of(m.AwayPts, m.HomePts, ff[1])
		switch {
		case m.HomePts > m.AwayPts:
			s.Won[h]++
			s.Lost[a]++
		case m.HomePts < m.AwayPts:
			s.Won[a]++
			s.Lost[h]++
		default:
			s.Drawn[h]++
			s.Drawn[a]++
		}
	}
	for _, m := range matches {
		if !m.Played {
			continue
		}
		h, a := m.Home-1, m.Away-1
		switch {
		case m.HomePts > m.AwayPts:
			s.SBMatch[h] += s.MatchPoints[a]
		case m.HomePts < m.AwayPts:
			s.SBMatch[a] += s.MatchPoints[h]
		default:
			s.SBMatch[h] += s.MatchPoints[a] / 2
			s.SBMatch[a] += s.MatchPoints[h] / 2
		}
	}
	for t := range n {
		s.Rank[t] = 1
		for u := range n {
			if s.MatchPoints[u] > s.MatchPoints[t] || s.MatchPoints[u] == s.MatchPoints[t] && s.BoardPoints[u] > s.BoardPoints[t] {
				s.Rank[t]++
			}
		}
	}
	return s, nil
}
