package main

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/tables/rutsch"
)

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
func runRutsch(cmd *cli.Call, _ *struct{}) error {
	_, tr, err := sized(cmd, "N", "the number of players", rutsch.New)
	if err != nil {
		return err
	}
	return cmd.WriteStream(func(w *bufio.Writer) error { return writeRutsch(w, cmd.Lang, tr, cmd.Format == "json") })
}

// writeRutsch writes the seating plan as JSON (one line) or a round a line,
// each table as "left right", the exempt player last, in columns wide enough
// for the largest numbers; the seat colours are said once.
func writeRutsch(w *bufio.Writer, l msg.Lang, tr rutsch.Tournament, asJSON bool) error {
	n := tr.Players()
	if asJSON {
		fmt.Fprintf(w, `{"system":"rutsch","players":%d,"rounds":[`, n)
	} else {
		rounds := fmt.Sprintf("%d %s", tr.Rounds(), roundsWord(l, tr.Rounds()))
		w.WriteString(l.F("Rutsch seating plan, %d players, %s\n", n, rounds))
		w.WriteString(l.T("Each table: left seat, right seat. White sits left at odd tables, right at even tables.\n"))
		if n%2 == 0 {
			w.WriteString(l.F("Player %d keeps table 1 and changes side every round; the others slide one seat.\n", n))
		} else {
			w.WriteString(l.T("Every player slides one seat a round; the player at the bottom is exempt.\n"))
		}
	}
	digits := len(fmt.Sprint(n))
	cell := max(2*digits+1, len(fmt.Sprintf("T%d", n/2))) + 2 // "left right" and two blanks
	head := l.T("Round")                                      // "Ronde": the same width
	first := max(len(head), len(fmt.Sprint(tr.Rounds()))) + 2
	var line strings.Builder // one line of the text, trailing blanks cut
	flush := func() {
		w.WriteString(strings.TrimRight(line.String(), " "))
		w.WriteByte('\n')
		line.Reset()
	}
	if !asJSON {
		fmt.Fprintf(&line, "%-*s", first, head)
		for i := 1; i <= n/2; i++ {
			fmt.Fprintf(&line, "%-*s", cell, fmt.Sprintf("T%d", i))
		}
		if n%2 == 1 {
			line.WriteString(l.T("bye"))
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
			if err := writeRound(w, r, jr); err != nil {
				return err
			}
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
