package main

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// teamOrder is the order of the team tie-breaks after the match points:
// -tiebreaks (C.07 / TRF-2026 codes) when given, else game points, as the
// workbook ranks.
func teamOrder(c *cli.Call, o *readFlags) ([]teamrank.Code, error) {
	if !c.Given("tiebreaks") {
		return teamrank.DefaultCodes, nil
	}
	order, err := teamrank.ParseCodes(o.tiebreaks)
	if err != nil {
		return nil, fail("-tiebreaks: a team round robin: %v", err)
	}
	return order, nil
}

// teamEvent is t's matches with their boards for the C.07 tie-breaks. A
// match is forfeited whole when every board is forfeited the same way
// (what the TRF writes as a 330 line).
func teamEvent(t *readback.TeamRoundRobin, w [3]float64) *teamrank.Event {
	ev := &teamrank.Event{Teams: t.N, Boards: t.Boards, Weights: w}
	for i, m := range t.Matches {
		ev.Rounds = max(ev.Rounds, m.Round)
		tm := teamrank.TeamMatch{Round: m.Round, Home: m.Home, Away: m.Away, Entered: m.Played}
		if t.Boards == 0 {
			// An older workbook without board results: the match's two
			// scores as one board.
			tm.Boards = []teamrank.Board{{Home: m.HomePts, Away: m.AwayPts}}
			ev.Matches = append(ev.Matches, tm)
			continue
		}
		kinds := map[string]bool{}
		for _, g := range t.BoardGames[i*t.Boards : (i+1)*t.Boards] {
			w, b := g.Result.Scores()
			if g.WhiteTeam != m.Home {
				w, b = b, w
			}
			tm.Boards = append(tm.Boards, teamrank.Board{Home: w, Away: b})
			switch g.Result {
			case tiebreak.WhiteWinsByForfeit, tiebreak.BlackWinsByForfeit:
				kinds[fmt.Sprint("forfeit", w)] = true
			case tiebreak.DoubleForfeit:
				kinds["double"] = true
			default:
				kinds["played"] = true
			}
		}
		tm.Forfeited = len(kinds) == 1 && !kinds["played"]
		ev.Matches = append(ev.Matches, tm)
	}
	if t.Boards == 0 {
		ev.Boards = 1
	}
	return ev
}

// teamTieBreaks maps each code to a team's value.
func teamTieBreaks(c *teamrank.C07, t int) map[string]float64 {
	m := map[string]float64{}
	for _, code := range teamrank.Codes {
		m[string(code)] = c.Values[code][t]
	}
	return m
}

// writeTeamTieBreaks writes the C.07 table of the text output: every code,
// the teams in rank order.
func writeTeamTieBreaks(b *strings.Builder, c *teamrank.C07, names []string) {
	fmt.Fprintf(b, "C.07 team tie-breaks (order after MP: %s; DE, EDE, TBR, BBE: place among the teams still tied, 0 when not split)\n", teamrank.FormatCodes(c.Order))
	fmt.Fprintf(b, "%4s %3s  %-20s", "rank", "no", "name")
	for _, code := range teamrank.Codes {
		fmt.Fprintf(b, " %*s", max(5, len(code)), code)
	}
	b.WriteString("\n")
	for _, t := range tiebreak.ByRank(len(c.Rank), func(i int) int { return c.Rank[i] }) {
		fmt.Fprintf(b, "%4d %3d  %-20s", c.Rank[t], t+1, cli.EscapeField(names[t]))
		for _, code := range teamrank.Codes {
			fmt.Fprintf(b, " %*g", max(5, len(code)), c.Values[code][t])
		}
		b.WriteString("\n")
	}
}
