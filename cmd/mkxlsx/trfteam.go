package main

import (
	"bufio"
	"bytes"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/report"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// teamBoardsOutput is the JSON of a team round robin with its board
// results: teamOutput's keys, then the boards.
type teamBoardsOutput struct {
	teamOutput
	Boards       int          `json:"boards,omitempty"`
	LineUps      [][]string   `json:"line_ups,omitempty"`
	BoardResults []boardEntry `json:"board_results,omitempty"`
}

// boardEntry is one board game: the match (its number in its round, as
// the Boards sheet shows it), the teams and players with white and black,
// the result as typed ("" when not yet) and its cell.
type boardEntry struct {
	Round     int    `json:"round"`
	Match     int    `json:"match"`
	Board     int    `json:"board"`
	WhiteTeam int    `json:"white_team"`
	White     string `json:"white"`
	BlackTeam int    `json:"black_team"`
	Black     string `json:"black"`
	Result    string `json:"result"`
	Cell      string `json:"cell"`
}

// teamJSON adds t's board results to out.
func teamJSON(out teamOutput, t *readback.TeamRoundRobin) teamBoardsOutput {
	j := teamBoardsOutput{teamOutput: out, Boards: t.Boards, LineUps: t.LineUps}
	first := map[int]int{} // round -> index of its first match
	for i := len(t.Matches) - 1; i >= 0; i-- {
		first[t.Matches[i].Round] = i
	}
	for _, g := range t.BoardGames {
		j.BoardResults = append(j.BoardResults, boardEntry{Round: g.Round, Match: g.Match - first[g.Round] + 1, Board: g.Board,
			WhiteTeam: g.WhiteTeam, White: g.White, BlackTeam: g.BlackTeam, Black: g.Black, Result: g.Result.String(), Cell: g.Cell})
	}
	return j
}

// teamTRF writes the TRF report of a team event e (what, as teamHeader
// names it): the header from the flags over the workbook's, the report
// rep makes of e and its standings s, then what FIDE's rating needs that
// it lacks (writeTeamTRF).
func teamTRF[E, S any](c *cli.Call, o *readFlags, what string, ev readback.Event, rosters [][]readback.RosterPlayer,
	rep func(report.Header, E, S) (*trf.File, error), e E, s S) error {
	h, err := o.trf.teamHeader(c.Given, what, ev)
	if err != nil {
		return err
	}
	f, err := rep(h, e, s)
	return writeTeamTRF(c, o, ev, rosters, f, err)
}

// writeTeamTRF names on standard error what FIDE's rating needs that the
// report f lacks (the header lines of the Event sheet ev, each roster
// player's FIDE id), refusing it with -strict, as for a round robin of
// players; then renders the report whole, so that a value TRF cannot hold
// is refused, naming the workbook, before anything is written.
func writeTeamTRF(c *cli.Call, o *readFlags, ev readback.Event, rosters [][]readback.RosterPlayer, f *trf.File, err error) error {
	if err != nil {
		return err
	}
	path := cli.Escape(c.Args[0])
	where := "the Rosters sheet's column of FIDE ids (RosterFideIDs)"
	if rosters == nil {
		where = "a workbook made with -teams-file listing the players one row each with a column \"fide id\" (this workbook has no Rosters sheet)"
	}
	missing := ratingMissing(f, ev, rosterIDCells(f, rosters), where)
	for _, m := range missing {
		fmt.Fprintf(c.Stderr, "mkxlsx read: %s: %s\n", path, cli.Escape(m))
	}
	if o.strict && len(missing) > 0 {
		return fmt.Errorf("%s: -strict: %d of what FIDE's rating needs missing (above)", path, len(missing))
	}
	var buf bytes.Buffer
	if err := trf.Write(&buf, f); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return c.WriteStream(func(w *bufio.Writer) error { _, err := w.Write(buf.Bytes()); return err })
}

// rosterIDCells gives for f.Players[i] the cell of his FIDE id on the
// Rosters sheet: the row of his team's roster (his 310 line's team) that
// names him as his 001 line does ("" when none).
func rosterIDCells(f *trf.File, rosters [][]readback.RosterPlayer) func(i int) string {
	cell := map[int]string{} // 001 number -> cell
	if f.Teams != nil {
		for _, tm := range f.Teams.List {
			if tm.Number < 1 || tm.Number > len(rosters) {
				continue
			}
			for _, n := range tm.Players {
				for _, p := range f.Players {
					if p.Number != n {
						continue
					}
					for _, r := range rosters[tm.Number-1] {
						if r.FideName == p.Name || (r.FideName == "" && r.Name == p.Name) {
							cell[n] = r.FideIDCell
						}
					}
				}
			}
		}
	}
	return func(i int) string { return cell[f.Players[i].Number] }
}
