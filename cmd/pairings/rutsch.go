package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/rutsch"
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
	tr, err := rutsch.New(n)
	if err != nil {
		return usageError(stderr, "rutsch", err)
	}
	return writeStream(stdout, stderr, "rutsch", func(w *bufio.Writer) error { return writeRutsch(w, tr, *format == "json") })
}

// writeRutsch writes the seating plan as JSON (one line) or a round a line,
// each table as "left right", the exempt player last, in columns wide enough
// for the largest numbers; the seat colours are said once.
func writeRutsch(w *bufio.Writer, tr rutsch.Tournament, asJSON bool) error {
	n := tr.Players()
	if asJSON {
		fmt.Fprintf(w, `{"system":"rutsch","players":%d,"rounds":[`, n)
	} else {
		rounds := fmt.Sprintf("%d rounds", tr.Rounds())
		if tr.Rounds() == 1 {
			rounds = "1 round"
		}
		fmt.Fprintf(w, "Rutsch seating plan, %d players, %s\n", n, rounds)
		w.WriteString("Each table: left seat, right seat. White sits left at odd tables, right at even tables.\n")
		if n%2 == 0 {
			fmt.Fprintf(w, "Player %d keeps table 1 and changes side every round; the others slide one seat.\n", n)
		} else {
			w.WriteString("Every player slides one seat a round; the player at the bottom is exempt.\n")
		}
	}
	digits := len(fmt.Sprint(n))
	cell := max(2*digits+1, len(fmt.Sprintf("T%d", n/2))) + 2 // "left right" and two blanks
	first := max(len("Ronde"), len(fmt.Sprint(tr.Rounds()))) + 2
	var line strings.Builder // one line of the text, trailing blanks cut
	flush := func() {
		w.WriteString(strings.TrimRight(line.String(), " "))
		w.WriteByte('\n')
		line.Reset()
	}
	if !asJSON {
		fmt.Fprintf(&line, "%-*s", first, "Ronde")
		for i := 1; i <= n/2; i++ {
			fmt.Fprintf(&line, "%-*s", cell, fmt.Sprintf("T%d", i))
		}
		if n%2 == 1 {
			line.WriteString("exempt")
		}
		flush()
	}
	for r := 1; r <= tr.Rounds(); r++ {
		round, err := tr.Round(r)
		if err != nil {
			return err
		}
		if asJSON {
			jr := jsonRutschRound{Round: r, Bye: round.Bye, Tables: make([]jsonRutschTable, len(round.Tables))}
			for i, t := range round.Tables {
				jr.Tables[i] = jsonRutschTable{t.Table, t.Left, t.Right, t.White(), t.Black()}
			}
			data, err := json.Marshal(jr)
			if err != nil {
				return err
			}
			if r > 1 {
				w.WriteByte(',')
			}
			w.Write(data)
			continue
		}
		fmt.Fprintf(&line, "%-*d", first, r)
		for _, tb := range round.Tables {
			fmt.Fprintf(&line, "%-*s", cell, fmt.Sprintf("%d %d", tb.Left, tb.Right))
		}
		if round.Bye != 0 {
			fmt.Fprint(&line, round.Bye)
		}
		flush()
	}
	if asJSON {
		w.WriteString("]}\n")
	}
	return nil
}
