package readback

import (
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

// C07Event is t's matches with their boards for the C.07 team tie-breaks
// (teamrank.Rank), with the match points of a win, a draw and a loss. A
// match is forfeited whole when every board is forfeited the same way (the
// TRF's 330 line); a match counts once its two scores are known.
func (t *TeamRoundRobin) C07Event(mp teamrank.MatchPoints) *teamrank.Event {
	ev := &teamrank.Event{Teams: t.N, Boards: t.Boards, Weights: [3]float64{mp.Win, mp.Draw, mp.Loss}, Forfeit: mp.Forfeit}
	if t.Boards == 0 { // an older workbook without board results: a match is one board
		ev.Boards = 1
	}
	for i, m := range t.Matches {
		ev.Rounds = max(ev.Rounds, m.Round)
		tm := teamrank.TeamMatch{Round: m.Round, Home: m.Home, Away: m.Away, Entered: m.Played}
		if i < len(t.Forfeits) {
			tm.HomeForfeited, tm.AwayForfeited = t.Forfeits[i][0], t.Forfeits[i][1]
		}
		if t.Boards == 0 {
			tm.Boards = []teamrank.Board{{Home: m.HomePts, Away: m.AwayPts}}
			ev.Matches = append(ev.Matches, tm)
			continue
		}
		kinds := map[string]bool{}
		for _, g := range t.BoardGames[i*t.Boards : (i+1)*t.Boards] {
			h, a := g.Result.Scores()
			if g.WhiteTeam != m.Home {
				h, a = a, h
			}
			tm.Boards = append(tm.Boards, teamrank.Board{Home: h, Away: a})
			switch {
			case g.Result == tiebreak.DoubleForfeit:
				kinds["--"] = true
			case g.Result == tiebreak.WhiteWinsByForfeit || g.Result == tiebreak.BlackWinsByForfeit:
				if h > a {
					kinds["+-"] = true
				} else {
					kinds["-+"] = true
				}
			default:
				kinds["played"] = true
			}
		}
		tm.Forfeited = len(kinds) == 1 && !kinds["played"]
		ev.Matches = append(ev.Matches, tm)
	}
	return ev
}
