package main

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/msg"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
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
func writeTeamTieBreaks(b *strings.Builder, l msg.Lang, c *teamrank.C07, names []string) {
	fmt.Fprintf(b, l.T("C.07 team tie-breaks (order after MP: %s; DE, EDE, EDET, EDEB, TBR, BBE: place among the teams still tied, 0 when not split)\n"), teamrank.FormatCodes(c.Order))
	fmt.Fprintf(b, "%4s %3s  %-20s", l.T("rank"), l.T("no"), l.T("name"))
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
