package main

import (
	"bufio"
	"bytes"
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/cli"
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

// writeTeamTRF renders the report whole first, so that a value TRF cannot
// hold is refused, naming the workbook, before anything is written.
func writeTeamTRF(c *cli.Call, f *trf.File, err error) error {
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := trf.Write(&buf, f); err != nil {
		return fmt.Errorf("%s: %w", cli.Escape(c.Args[0]), err)
	}
	return c.WriteStream(func(w *bufio.Writer) error { _, err := w.Write(buf.Bytes()); return err })
}
