package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/berger"
)

func init() {
	register(command{
		Name:    "berger",
		Usage:   "berger N [-double] [-swap=false] [-cycles K] [-format text|json]",
		Summary: "the Berger table for N players (odd N: N+1 is the bye)",
		Run:     runBerger,
	})
	register(command{
		Name:    "errata",
		Usage:   "errata [-format text|json]",
		Summary: "the corrections made to the printed tables, with their reasons",
		Run:     runErrata,
	})
}

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

func runBerger(args []string, stdout, stderr io.Writer) int {
	fs, format := newFlags("berger", stderr)
	double := fs.Bool("double", false, "double round robin (two cycles, colours reversed in the second)")
	swap := fs.Bool("swap", berger.SwapDefault, "swap the last two rounds of each cycle but the last (FIDE)")
	cycles := fs.Int("cycles", 1, "number of cycles (2 with -double)")
	pos, err := parseCommand(fs, format, args)
	if err != nil {
		return usageError(stderr, "berger", err)
	}
	if len(pos) != 1 {
		return usageError(stderr, "berger", fmt.Errorf("want one argument N (the number of players), got %d", len(pos)))
	}
	n, err := positiveInt("N", pos[0])
	if err != nil {
		return usageError(stderr, "berger", err)
	}
	c := *cycles
	cyclesSet := false
	fs.Visit(func(f *flag.Flag) { cyclesSet = cyclesSet || f.Name == "cycles" })
	switch {
	case *double && cyclesSet && c != 2:
		return usageError(stderr, "berger", fmt.Errorf("-double and -cycles %d disagree", c))
	case *double:
		c = 2
	}
	s, err := berger.Cycles(n, c, *swap)
	if err != nil {
		return usageError(stderr, "berger", err)
	}
	return writeStream(stdout, stderr, "berger", func(w *bufio.Writer) error { return writeBerger(w, s, *format == "json") })
}

// writeBerger writes the schedule as JSON (one line, the format of the
// manual) or as the documents lay a table out: "R1  1 – 10  2 – 9".
func writeBerger(w *bufio.Writer, s berger.Schedule, asJSON bool) error {
	if asJSON {
		fmt.Fprintf(w, `{"system":"berger","players":%d,"cycles":%d,"rounds":[`, s.Players(), s.Cycles())
	} else {
		kind := "single round robin"
		if s.Cycles() == 2 {
			kind = "double round robin"
		} else if s.Cycles() > 2 {
			kind = fmt.Sprintf("%d cycles", s.Cycles())
		}
		fmt.Fprintf(w, "Berger table, %d players, %s\n", s.Players(), kind)
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

func runErrata(args []string, stdout, stderr io.Writer) int {
	fs, format := newFlags("errata", stderr)
	pos, err := parseCommand(fs, format, args)
	if err != nil {
		return usageError(stderr, "errata", err)
	}
	if len(pos) != 0 {
		return usageError(stderr, "errata", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	list := []jsonErratum{}
	for _, e := range tables.Errata() {
		list = append(list, jsonErratum(e))
	}
	if *format == "json" {
		return writeJSON(stdout, stderr, list)
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
	return writeText(stdout, stderr, b.String())
}
