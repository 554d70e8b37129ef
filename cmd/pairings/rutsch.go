package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/toutesrondes/toutesrondes/tables"
)

func init() {
	register(command{
		Name:    "rutsch",
		Usage:   "rutsch N [-format text|json]",
		Summary: "the Rutsch seating plan for N players (003): the players slide one seat a round, the colour belongs to the seat",
		Run:     runRutsch,
	})
}

type jsonRutschTable struct {
	Table int `json:"table"`
	Left  int `json:"left"`
	Right int `json:"right"`
	White int `json:"white"`
	Black int `json:"black"`
}

type jsonRutschRound struct {
	Round  int               `json:"round"`
	Tables []jsonRutschTable `json:"tables"`
	Bye    int               `json:"bye,omitempty"`
}

// jsonRutsch is the -format json output: {"system":"rutsch","players":N,
// "rounds":[{"round":1,"tables":[{"table":1,"left":1,"right":8,"white":1,
// "black":8},…],"bye":P},…]} ("bye" absent for an even number of players).
type jsonRutsch struct {
	System  string            `json:"system"`
	Players int               `json:"players"`
	Rounds  []jsonRutschRound `json:"rounds"`
}

func runRutsch(args []string, stdout, stderr io.Writer) int {
	fs, format := newFlags("rutsch", stderr)
	pos, err := parseCommand(fs, format, args)
	if err != nil {
		return usageError(stderr, "rutsch", err)
	}
	if len(pos) != 1 {
		return usageError(stderr, "rutsch", fmt.Errorf("want one argument N (the number of players), got %d", len(pos)))
	}
	n, err := positiveInt("N", pos[0])
	if err != nil {
		return usageError(stderr, "rutsch", err)
	}
	tr, err := tables.Rutsch(n)
	if err != nil {
		return usageError(stderr, "rutsch", err)
	}
	out := jsonRutsch{System: "rutsch", Players: n}
	for r := 1; r <= tr.Rounds(); r++ {
		round, err := tr.Round(r)
		if err != nil {
			fmt.Fprintf(stderr, "pairings rutsch: %v\n", err)
			return 1
		}
		jr := jsonRutschRound{Round: r, Bye: round.Bye, Tables: make([]jsonRutschTable, len(round.Tables))}
		for i, t := range round.Tables {
			jr.Tables[i] = jsonRutschTable{t.Table, t.Left, t.Right, t.White(), t.Black()}
		}
		out.Rounds = append(out.Rounds, jr)
	}
	if *format == "json" {
		return writeJSON(stdout, stderr, out)
	}
	return writeText(stdout, stderr, rutschText(out))
}

// rutschText prints the seating plan a round a line, each table as "left
// right", the exempt player last; the seat colours are said once.
func rutschText(t jsonRutsch) string {
	var b strings.Builder
	rounds := fmt.Sprintf("%d rounds", len(t.Rounds))
	if len(t.Rounds) == 1 {
		rounds = "1 round"
	}
	fmt.Fprintf(&b, "Rutsch seating plan, %d players, %s\n", t.Players, rounds)
	b.WriteString("Each table: left seat, right seat. White sits left at odd tables, right at even tables.\n")
	if t.Players%2 == 0 {
		fmt.Fprintf(&b, "Player %d keeps table 1 and changes side every round; the others slide one seat.\n", t.Players)
	} else {
		b.WriteString("Every player slides one seat a round; the player at the bottom is exempt.\n")
	}
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	head := []string{"Ronde"}
	for i := range t.Rounds[0].Tables {
		head = append(head, fmt.Sprintf("T%d", i+1))
	}
	if t.Players%2 == 1 {
		head = append(head, "exempt")
	}
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	for _, r := range t.Rounds {
		cells := []string{fmt.Sprint(r.Round)}
		for _, tb := range r.Tables {
			cells = append(cells, fmt.Sprintf("%d %d", tb.Left, tb.Right))
		}
		if r.Bye != 0 {
			cells = append(cells, fmt.Sprint(r.Bye))
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t"))
	}
	tw.Flush()
	return b.String()
}
