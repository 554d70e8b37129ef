package main

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/internal/report"
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// teamEventOutput is the JSON of a Molter event or a Scheveningen match
// read back: the teams in letter order, the players team by team (A1 … AP,
// B1 …), and the event.
type teamEventOutput struct {
	Teams       []eventTeam   `json:"teams"`
	Players     []eventPlayer `json:"players"`
	System      string        `json:"system"`          // "molter" or "scheveningen"
	Table       string        `json:"table,omitempty"` // Molter: the document's table
	Double      bool          `json:"double,omitempty"`
	PerTeam     int           `json:"players_per_team"`
	Rounds      int           `json:"rounds"`
	Games       int           `json:"games"`
	Entered     int           `json:"entered"`
	RoundScores [][2]float64  `json:"round_scores,omitempty"` // Scheveningen: A's and B's points each round
}

type eventTeam struct {
	Letter    string             `json:"letter"`
	Name      string             `json:"name"`
	Points    float64            `json:"points"`
	Rank      int                `json:"rank"`
	TieBreaks map[string]float64 `json:"tiebreaks"`
	TopBoards []float64          `json:"top_boards,omitempty"` // Molter: per board, the points against the teams equal on the rest
}

type eventPlayer struct {
	Symbol    string             `json:"symbol"`
	Team      string             `json:"team"`
	Order     int                `json:"order"` // order number (Molter), board (Scheveningen)
	Name      string             `json:"name"`
	Points    float64            `json:"points"`
	Rank      int                `json:"rank"`
	TieBreaks map[string]float64 `json:"tiebreaks"`
}

// teamEventFlags refuses, for a team event, what only a round robin takes
// (-tiebreaks), and -match-points unless the event is a team round robin:
// a flag the run would not use is an error, not ignored.
func teamEventFlags(c *cli.Call, o *readFlags, what string, matches bool) error {
	if c.Given("tiebreaks") {
		return fail("-tiebreaks: %s ranks as its workbook does; the tie-breaks are for round robins", what)
	}
	if !matches && c.Given("match-points") {
		return fail("-match-points: %s has no matches between teams; the match points are for a team round robin", what)
	}
	return nil
}

// teamEvent is a Molter event or a Scheveningen match read back, as
// readTeamEvent takes it: what it is ("Molter event", as teamHeader names
// it), its Event sheet and Rosters, its standings and its TRF report.
type teamEvent[E any] struct {
	what      string
	event     E
	ev        readback.Event
	rosters   [][]readback.RosterPlayer
	standings func() (*teamrank.Standings, error)
	report    func(report.Header, E, *teamrank.Standings) (*trf.File, error)
}

// readTeamEvent is what reading a Molter event and a Scheveningen match
// share: it refuses the flags the event does not take, computes its
// standings, then writes its TRF report (-format trf) or, for the other
// formats, hands the standings to write.
func readTeamEvent[E any](c *cli.Call, o *readFlags, e teamEvent[E], write func(*teamrank.Standings) error) error {
	if err := teamEventFlags(c, o, "a "+e.what, false); err != nil {
		return err
	}
	s, err := e.standings()
	if err != nil {
		return err
	}
	if o.format == "trf" {
		return teamTRF(c, o, e.what, e.ev, e.rosters, e.report, e.event, s)
	}
	return write(s)
}

// eventOutput is what the Molter and Scheveningen outputs share: the teams
// and players of teamrank's standings.
func eventOutput(letters []string, teamNames []string, names func(t, i int) string, s *teamrank.Standings, molter bool) teamEventOutput {
	var out teamEventOutput
	for t := range teamNames {
		e := eventTeam{Letter: letters[t], Name: teamNames[t], Points: s.Points[t], Rank: s.Rank[t], TieBreaks: map[string]float64{}}
		if molter {
			e.TieBreaks = map[string]float64{"berlin": s.Berlin[t], "wins": s.Wins[t], "direct": s.Direct[t]}
			e.TopBoards = s.Top[t]
		}
		out.Teams = append(out.Teams, e)
		for i := range s.PlayerPoints[t] {
			out.Players = append(out.Players, eventPlayer{Symbol: fmt.Sprintf("%s%d", e.Letter, i+1), Team: e.Letter, Order: i + 1,
				Name: names(t, i), Points: s.PlayerPoints[t][i], Rank: s.PlayerRank[t][i],
				TieBreaks: map[string]float64{"wins": s.PlayerWins[t][i]}})
		}
	}
	out.PerTeam = len(s.PlayerPoints[0])
	return out
}

// readMolter prints the standings of a Molter event: the teams by points,
// Berlin, wins, direct encounter and top boards (004, as the workbook
// ranks), and the players by points.
func readMolter(c *cli.Call, o *readFlags, m *readback.Molter) error {
	return readTeamEvent(c, o, teamEvent[*readback.Molter]{"Molter event", m, m.Event, m.Rosters, m.Standings, report.Molter},
		func(s *teamrank.Standings) error { return writeMolter(c, o, m, s) })
}

// writeMolter writes the standings s of the Molter event m as JSON or
// text.
func writeMolter(c *cli.Call, o *readFlags, m *readback.Molter, s *teamrank.Standings) error {
	out := eventOutput(m.Letters, m.TeamNames, func(t, i int) string { return m.PlayerNames[t][i] }, s, true)
	out.System, out.Table, out.Rounds, out.Games, out.Entered = "molter", m.Table, m.Rounds, len(m.Games), m.Entered()
	if o.format == "json" {
		return c.WriteJSON(out)
	}
	var b strings.Builder
	table := "Tableau " + m.Table
	if m.Table == molter.SourceConstructed {
		table = c.Lang.T("constructed table")
	}
	l := c.Lang
	b.WriteString(l.F("Molter, %s: %d teams of %d players, %d rounds, %d of %d results entered\n",
		table, m.Teams, m.Players, m.Rounds, out.Entered, out.Games))
	fmt.Fprintf(&b, "%4s %4s  %-28s %6s %6s %6s %6s\n", l.T("rank"), l.T("team"), l.T("name"), l.T("points"), l.T("berlin"), l.T("wins"), l.T("direct"))
	for _, t := range tiebreak.ByRank(len(out.Teams), func(i int) int { return out.Teams[i].Rank }) {
		e := out.Teams[t]
		fmt.Fprintf(&b, "%4d %4s  %-28s %6g %6g %6g %6g\n", e.Rank, e.Letter, cli.EscapeField(e.Name), e.Points, e.TieBreaks["berlin"], e.TieBreaks["wins"], e.TieBreaks["direct"])
	}
	writePlayers(&b, c.Lang, out.Players)
	return c.WriteText(b.String())
}

// readScheveningen prints the match score, the score of each round and
// each player's points.
func readScheveningen(c *cli.Call, o *readFlags, sc *readback.Scheveningen) error {
	return readTeamEvent(c, o, teamEvent[*readback.Scheveningen]{"Scheveningen match", sc, sc.Event, sc.Rosters, sc.Standings, report.Scheveningen},
		func(s *teamrank.Standings) error { return writeScheveningen(c, o, sc, s) })
}

// writeScheveningen writes the standings s of the Scheveningen match sc as
// JSON or text.
func writeScheveningen(c *cli.Call, o *readFlags, sc *readback.Scheveningen, s *teamrank.Standings) error {
	out := eventOutput([]string{"A", "B"}, sc.TeamNames[:], func(t, i int) string { return sc.Names[t][i] }, s, false)
	out.System, out.Double, out.Rounds, out.Games, out.Entered = "scheveningen", sc.Double, sc.Rounds, len(sc.Games), sc.Entered()
	rs := sc.RoundScores()
	for r := range sc.Rounds {
		out.RoundScores = append(out.RoundScores, [2]float64{rs[0][r], rs[1][r]})
	}
	if o.format == "json" {
		return c.WriteJSON(out)
	}
	var b strings.Builder
	name := func(t int) string {
		if sc.TeamNames[t] != "" {
			return cli.EscapeField(sc.TeamNames[t])
		}
		return out.Teams[t].Letter
	}
	b.WriteString(c.Lang.F("Scheveningen, teams of %d, %d rounds, %d of %d results entered\n", sc.M, sc.Rounds, out.Entered, out.Games))
	fmt.Fprintf(&b, "%s %g – %g %s\n", name(0), s.Points[0], s.Points[1], name(1))
	fmt.Fprintf(&b, "%5s %6s %6s\n", c.Lang.T("round"), "A", "B")
	for r, x := range out.RoundScores {
		fmt.Fprintf(&b, "%5d %6g %6g\n", r+1, x[0], x[1])
	}
	writePlayers(&b, c.Lang, out.Players)
	return c.WriteText(b.String())
}

// writePlayers writes the individual standings: by points (the rank), then
// as listed.
func writePlayers(b *strings.Builder, l msg.Lang, players []eventPlayer) {
	fmt.Fprintf(b, "%4s %6s  %-28s %6s %6s\n", l.T("rank"), l.T("player"), l.T("name"), l.T("points"), l.T("wins"))
	for _, i := range tiebreak.ByRank(len(players), func(i int) int { return players[i].Rank }) {
		p := players[i]
		fmt.Fprintf(b, "%4d %6s  %-28s %6g %6g\n", p.Rank, p.Symbol, cli.EscapeField(p.Name), p.Points, p.TieBreaks["wins"])
	}
}
