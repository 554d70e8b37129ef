package main

import (
	"bufio"
	"flag"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/berger"
)

type jsonBoard struct {
	Board int `json:"board"`
	White int `json:"white"`
	Black int `json:"black"`
}

type jsonRound struct {
	Round  int         `json:"round"`
	Boards []jsonBoard `json:"boards"`
	Bye    int         `json:"bye,omitempty"`
}

type bergerFlags struct {
	double, swap bool
	cycles       int
}

func (o *bergerFlags) define(fs *flag.FlagSet) {
	fs.BoolVar(&o.double, "double", false, "double round robin (two cycles, colours reversed in the second)")
	fs.BoolVar(&o.swap, "swap", berger.SwapDefault, "swap the last two rounds of each cycle but the last (FIDE)")
	cli.IntVar(fs, &o.cycles, "cycles", 1, "number of cycles (2 with -double)")
}

func runBerger(cmd *cli.Call, o *bergerFlags) error {
	n, err := oneArg(cmd, "N", "the number of players")
	if err != nil {
		return err
	}
	c := o.cycles
	switch {
	case o.double && cmd.Given("cycles") && c != 2:
		return cli.Usagef("-double and -cycles %d disagree", c)
	case o.double:
		c = 2
	}
	s, err := berger.Cycles(n, c, o.swap)
	if err != nil {
		return cli.UsageError(err)
	}
	return cmd.WriteStream(func(w *bufio.Writer) error { return writeBerger(w, cmd.Lang, s, cmd.Format == "json") })
}

// writeBerger writes the schedule as JSON (one line, the format of the
// manual) or as the documents lay a table out: "R1  1 – 10  2 – 9".
func writeBerger(w *bufio.Writer, l msg.Lang, s berger.Schedule, asJSON bool) error {
	if asJSON {
		fmt.Fprintf(w, `{"system":"berger","players":%d,"cycles":%d,"rounds":[`, s.Players(), s.Cycles())
	} else {
		kind := l.T("single round robin")
		if s.Cycles() == 2 {
			kind = l.T("double round robin")
		} else if s.Cycles() > 2 {
			kind = l.F("%d cycles", s.Cycles())
		}
		w.WriteString(l.F("Berger table, %d players, %s\n", s.Players(), kind))
	}
	width := len(fmt.Sprint(s.Rounds())) + 1
	for r := 1; r <= s.Rounds(); r++ {
		games, err := s.Round(r)
		if err != nil {
			return err
		}
		bye, _ := s.Bye(r)
		if asJSON {
			jr := jsonRound{Round: r, Bye: bye, Boards: make([]jsonBoard, len(games))}
			for i, g := range games {
				jr.Boards[i] = jsonBoard{g.Board, g.White, g.Black}
			}
			if err := writeRound(w, r, jr); err != nil {
				return err
			}
			continue
		}
		fmt.Fprintf(w, "%-*s", width, fmt.Sprintf("R%d", r))
		for _, g := range games {
			fmt.Fprintf(w, "  %d – %d", g.White, g.Black)
		}
		if bye != 0 {
			fmt.Fprintf(w, "  (bye %d)", bye)
		}
		w.WriteByte('\n')
	}
	if asJSON {
		w.WriteString("]}\n")
	}
	return nil
}

type jsonErratum struct {
	Document  string `json:"document"`
	Table     string `json:"table"`
	Round     int    `json:"round"`
	Board     int    `json:"board"`
	Printed   string `json:"printed"`
	Corrected string `json:"corrected"`
	Reason    string `json:"reason"`
}

func runErrata(cmd *cli.Call, _ *struct{}) error {
	list := []jsonErratum{}
	for _, e := range tables.Errata() {
		list = append(list, jsonErratum(e))
	}
	if cmd.Format == "json" {
		return cmd.WriteJSON(list)
	}
	var b strings.Builder
	for _, e := range list {
		fmt.Fprintf(&b, "%s, table %s", e.Document, e.Table)
		if e.Round != 0 {
			fmt.Fprintf(&b, ", round %d", e.Round)
		}
		if e.Board != 0 {
			fmt.Fprintf(&b, ", board %d", e.Board)
		}
		fmt.Fprintf(&b, ": printed %s, corrected %s\n    %s\n", e.Printed, e.Corrected, e.Reason)
	}
	fmt.Fprintf(&b, "%d errata\n", len(list))
	return cmd.WriteText(b.String())
}
