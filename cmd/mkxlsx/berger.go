package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets"
)

func init() {
	register(command{
		Name: "berger",
		Usage: "-n N [-o file.xlsx] [-double | -cycles K] [-swap=false] [-players p.csv]\n" +
			"       [-tiebreaks sb,wins,de] [-lang en|fr] [-title T] [-place P] [-dates D] [-force]",
		Summary: "write the workbook of an individual round robin (Berger tables)",
		Run:     runBerger,
	})
	registerSet(bergerSet)
}

// bergerName is the default file name of a round robin of n players.
func bergerName(n, cycles int) string {
	switch cycles {
	case 1:
		return fmt.Sprintf("berger-%02d.xlsx", n)
	case 2:
		return fmt.Sprintf("berger-%02d-double.xlsx", n)
	}
	return fmt.Sprintf("berger-%02d-c%d.xlsx", n, cycles)
}

// defaultMax is the largest size of the default set: 3 … 30 players, the
// sizes whose cross table prints on one page.
const defaultMax = 30

// bergerSet is the default set: 3 … 30 players, single and double, blank.
func bergerSet(o setOptions) []output {
	var outs []output
	for n := sheets.MinPlayers; n <= defaultMax; n++ {
		for _, cycles := range []int{1, 2} {
			rr := sheets.RoundRobin{N: n, Cycles: cycles, Swap: true, Lang: o.Lang, Event: o.Event}
			outs = append(outs, output{
				Name:  bergerName(n, cycles),
				Write: func(w io.Writer) error { return sheets.WriteRoundRobin(w, rr) },
			})
		}
	}
	return outs
}

func runBerger(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("berger", stderr)
	n := fs.Int("n", 0, fmt.Sprintf("number of players, %d to %d (default: the number in -players)", sheets.MinPlayers, sheets.MaxPlayers))
	out := fs.String("o", "", "output file (default berger-NN.xlsx)")
	double := fs.Bool("double", false, "double round robin (same as -cycles 2)")
	cycles := fs.Int("cycles", 1, fmt.Sprintf("number of cycles, 1 to %d", sheets.MaxCycles))
	swap := fs.Bool("swap", true, "exchange the last two rounds of every cycle but the last")
	playersCSV := fs.String("players", "", "CSV file of players (header row; columns name, rating, federation)")
	tiebreaks := fs.String("tiebreaks", sheets.FormatTieBreaks(sheets.DefaultTieBreaks), "tie-breaks after points, in order: sb, wins, de, koya, bpg, bwg")
	force := fs.Bool("force", false, "overwrite an existing file")
	rr := sheets.RoundRobin{}
	langFlag(fs, &rr.Lang)
	eventFlags(fs, &rr.Event)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return exitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mkxlsx berger: "+format+"\n", a...)
		return exitUsage
	}
	if len(pos) > 0 {
		return fail("unexpected argument %q", pos[0])
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	rr.Cycles = *cycles
	if *double {
		if set["cycles"] && *cycles != 2 {
			return fail("-double and -cycles %d disagree", *cycles)
		}
		rr.Cycles = 2
	}
	rr.Swap = *swap
	if strings.TrimSpace(*tiebreaks) == "" {
		return fail("-tiebreaks is empty: name the tie-breaks in order, from sb, wins, de, koya, bpg, bwg")
	}
	if rr.TieBreaks, err = sheets.ParseTieBreaks(*tiebreaks); err != nil {
		return fail("-tiebreaks: %v", err)
	}
	if *playersCSV != "" {
		f, err := os.Open(*playersCSV)
		if err != nil {
			return fail("-players: %v", err)
		}
		rr.Players, err = readPlayers(f, *playersCSV)
		f.Close()
		if err != nil {
			return fail("%v", err)
		}
	}
	rr.N = *n
	switch {
	case !set["n"] && *playersCSV != "":
		rr.N = len(rr.Players)
	case !set["n"]:
		return fail("-n is required (or -players)")
	}
	if len(rr.Players) > rr.N {
		return fail("%s lists %d players, more than -n %d", *playersCSV, len(rr.Players), rr.N)
	}
	if rr.N < sheets.MinPlayers || rr.N > sheets.MaxPlayers {
		if !set["n"] {
			return fail("%s lists %d players: want %d to %d", *playersCSV, rr.N, sheets.MinPlayers, sheets.MaxPlayers)
		}
		return fail("-n %d: want %d to %d players", rr.N, sheets.MinPlayers, sheets.MaxPlayers)
	}
	if rr.Cycles < 1 || rr.Cycles > sheets.MaxCycles {
		return fail("-cycles %d: want 1 to %d", rr.Cycles, sheets.MaxCycles)
	}
	if err := rr.Validate(); err != nil {
		return fail("%v", err)
	}
	path := *out
	if path == "" {
		path = bergerName(rr.N, rr.Cycles)
	}
	data, err := build(func(w io.Writer) error { return sheets.WriteRoundRobin(w, rr) })
	if err != nil {
		fmt.Fprintf(stderr, "mkxlsx berger: %v\n", err)
		return exitFail
	}
	if err := writeOutput(path, data, *force); err != nil {
		fmt.Fprintf(stderr, "mkxlsx berger: %v\n", err)
		return exitFail
	}
	kind := map[int]string{1: "single", 2: "double"}[rr.Cycles]
	if kind == "" {
		kind = fmt.Sprintf("%d cycles", rr.Cycles)
	}
	fmt.Fprintf(stdout, "wrote %s (%d players, %s)\n", path, rr.N, kind)
	return exitOK
}
