package readback

import (
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// maxMatchPoints bounds each of the match points (sheets.MaxMatchPoints).
const maxMatchPoints = 100

// kindMatchPoints is the problem of a match points' cell.
const kindMatchPoints = "not match points"

// teamPoints reads the workbook's match points into t: the cells
// MatchPointsWin, MatchPointsDraw and MatchPointsLoss (all three, or none:
// an older workbook, t.MatchPoints nil), and MatchPointsForfeit (a
// workbook without it scores a forfeit as a loss). Each is a number from
// 0 to 100.
func (b *book) teamPoints(t *TeamRoundRobin) {
	names := []string{contract.MatchPointsWin, contract.MatchPointsDraw, contract.MatchPointsLoss, contract.MatchPointsForfeit}
	var got [4]float64
	found := 0
	for i, name := range names {
		if _, ok := b.defined[name]; !ok {
			continue
		}
		found++
		a, err := b.area(name, "a team round-robin workbook")
		if err != nil {
			b.add(kindSheet, "%v", err)
			continue
		}
		if a.col1 != a.col2 || a.row1 != a.row2 {
			b.add(kindSheet, "defined name %s: %s, not one cell", name, b.defined[name])
			continue
		}
		v := strings.TrimSpace(b.typed(a, a.col1, a.row1))
		x, ok := number(v)
		if !ok || x < 0 || x > maxMatchPoints {
			b.add(kindMatchPoints, "%s (%s): %s: want the match points, a number from 0 to %d", a.cell(a.col1, a.row1), name, quote(v), maxMatchPoints)
			continue
		}
		got[i] = x
	}
	_, forfeit := b.defined[contract.MatchPointsForfeit]
	switch {
	case found == 0:
		return
	case found < 3 || found == 3 && forfeit:
		b.add(kindSheet, "defined names %s: the workbook has some of them, not all", strings.Join(names[:3], ", "))
		return
	case !forfeit:
		got[3] = got[2]
	}
	mp := teamrank.MatchPoints{Win: got[0], Draw: got[1], Loss: got[2], Forfeit: got[3]}
	t.MatchPoints = &mp
}

// teamForfeits sets t.Forfeits from the board games: a team forfeited a
// match when it lost every board of it by forfeit (+/-, -/+ or -/-
// against it).
func teamForfeits(t *TeamRoundRobin) {
	if t.Boards == 0 || len(t.BoardGames) != len(t.Matches)*t.Boards {
		return
	}
	t.Forfeits = make([]teamrank.Forfeited, len(t.Matches))
	for i, m := range t.Matches {
		lost := [2]int{}
		for _, g := range t.BoardGames[i*t.Boards : (i+1)*t.Boards] {
			var whiteLost, blackLost bool
			switch g.Result {
			case tiebreak.BlackWinsByForfeit:
				whiteLost = true
			case tiebreak.WhiteWinsByForfeit:
				blackLost = true
			case tiebreak.DoubleForfeit:
				whiteLost, blackLost = true, true
			}
			homeWhite := g.WhiteTeam == m.Home
			if whiteLost {
				lost[boolIndex(!homeWhite)]++
			}
			if blackLost {
				lost[boolIndex(homeWhite)]++
			}
		}
		t.Forfeits[i] = teamrank.Forfeited{lost[0] == t.Boards, lost[1] == t.Boards}
	}
}

// boolIndex is 1 for true, 0 for false: the away team's index in a
// teamrank.Forfeited when the team is the away one.
func boolIndex(away bool) int {
	if away {
		return 1
	}
	return 0
}

// StandingsWith computes the team standings with the match points mp, a
// team that forfeited a match scoring mp.Forfeit for it.
func (t *TeamRoundRobin) StandingsWith(mp teamrank.MatchPoints) (*teamrank.RoundRobinStandings, error) {
	return teamrank.RoundRobinPoints(t.N, t.Matches, t.Forfeits, mp)
}
