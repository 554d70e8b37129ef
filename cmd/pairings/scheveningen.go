package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
)

type scheveningenFlags struct{ double bool }

func (o *scheveningenFlags) define(fs *flag.FlagSet) {
	fs.BoolVar(&o.double, "double", false, "play the match twice, the second cycle with colours reversed")
}

// jsonScheveningen is the -format json output, exactly the fields the issue
// spells: {"system":"scheveningen","players":m,"rounds":[…]}.
type jsonScheveningen struct {
	System  string           `json:"system"`
	Players int              `json:"players"`
	Rounds  []jsonNamedRound `json:"rounds"`
}

func runScheveningen(cmd *cli.Call, o *scheveningenFlags) error {
	m, s, err := sized(cmd, "m", "the players of each team", func(m int) (scheveningen.Match, error) {
		return scheveningen.New(m, o.double)
	})
	if err != nil {
		return err
	}
	out := jsonScheveningen{System: "scheveningen", Players: m}
	for r := 1; r <= s.Rounds(); r++ {
		games, err := s.Round(r)
		if err != nil {
			return err
		}
		jr := jsonNamedRound{Round: r, Boards: make([]jsonNamedBoard, len(games))}
		for i, g := range games {
			jr.Boards[i] = jsonNamedBoard{g.Board, g.White.String(), g.Black.String()}
		}
		out.Rounds = append(out.Rounds, jr)
	}
	if cmd.Format == "json" {
		return cmd.WriteJSON(out)
	}
	return cmd.WriteText(scheveningenText(cmd.Lang, s, out))
}

// scheveningenText lays the match out as 000/001 print the tables: where the
// table comes from, a column per round ("Ronde 1 …"), a line per board,
// "A1-B3" meaning that A1 has white; then team A's whites in each round.
func scheveningenText(l msg.Lang, s scheveningen.Match, t jsonScheveningen) string {
	var b strings.Builder
	kind := l.T("single match")
	if s.Double() {
		kind = l.F("double match, the second cycle (rounds %d-%d) opening with round %d, colours reversed", t.Players+1, 2*t.Players, s.SecondCycle())
	}
	b.WriteString(l.F("Scheveningen, two teams of %d players, %s\n", t.Players, kind))
	// The arbiter holding 000/001 must know whether this is the book's table.
	origin := s.Origin()
	if strings.Contains(origin, "errata") {
		origin += " (pairings errata lists them)"
	}
	b.WriteString(l.F("Table: %s\n", origin))
	tw := newGrid(&b, 2)
	cells := make([]string, len(t.Rounds))
	for i, r := range t.Rounds {
		cells[i] = l.F("Round %d", r.Round)
	}
	tw.row(cells...)
	for board := range t.Players {
		for i, r := range t.Rounds {
			cells[i] = r.Boards[board].White + "-" + r.Boards[board].Black
		}
		tw.row(cells...)
	}
	tw.Flush()
	var whites []string
	for _, r := range t.Rounds {
		n := 0
		for _, g := range r.Boards {
			if strings.HasPrefix(g.White, "A") {
				n++
			}
		}
		whites = append(whites, fmt.Sprint(n))
	}
	fmt.Fprintf(&b, "team A has white on %s boards (rounds 1-%d)", strings.Join(whites, " "), len(t.Rounds))
	if s.Relaxed() {
		b.WriteString("; for teams of 2 no table gives each team one white a round and each player one white")
	}
	b.WriteByte('\n')
	return b.String()
}
