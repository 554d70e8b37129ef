package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

func init() {
	register(command{
		Name: "varma",
		Usage: "-n N [-players p.csv [-seed S]] [-o file.xlsx] [-lang en|fr]\n" +
			"       [-title T] [-place P] [-dates D] [-force]",
		Summary: "write the Varma draw sheet (restricted drawing of lots) for N players",
		Run:     runVarma,
	})
	registerSet(varmaSet)
}

func varmaName(n int) string { return fmt.Sprintf("varma-%02d.xlsx", n) }

// varmaSet is the blank draw sheet of every size the Varma tables serve.
func varmaSet(o setOptions) []output {
	var outs []output
	for n := varma.MinPlayers; n <= varma.MaxPlayers; n++ {
		v := sheets.Varma{N: n, Lang: o.Lang, Event: o.Event}
		outs = append(outs, output{Name: varmaName(n), Write: func(w io.Writer) error { return sheets.WriteVarma(w, v) }})
	}
	return outs
}

func runVarma(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("varma", stderr)
	n := fs.Int("n", 0, fmt.Sprintf("number of players, %d to %d (default: the number in -players)", varma.MinPlayers, varma.MaxPlayers))
	playersCSV := fs.String("players", "", "CSV file of the players: name,affinity (or a header row with name and affinity, federation or club)")
	seedFlag := fs.String("seed", "", "seed of a reproducible draw (a whole number); without it, a strong random source")
	out := fs.String("o", "", "output file (default varma-NN.xlsx)")
	force := fs.Bool("force", false, "overwrite an existing file")
	v := sheets.Varma{}
	langFlag(fs, &v.Lang)
	eventFlags(fs, &v.Event)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return exitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mkxlsx varma: "+format+"\n", a...)
		return exitUsage
	}
	if len(pos) > 0 {
		return fail("unexpected argument %q", pos[0])
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *seedFlag != "" {
		s, err := strconv.ParseUint(*seedFlag, 10, 64)
		if err != nil {
			return fail("-seed %q: want a whole number from 0 to %d", *seedFlag, uint64(1<<64-1))
		}
		if *playersCSV == "" {
			return fail("-seed needs -players: there is nothing to draw")
		}
		v.Seed = &s
	}
	if *playersCSV != "" {
		f, err := os.Open(*playersCSV)
		if err != nil {
			return fail("-players: %v", err)
		}
		v.Entrants, err = sheets.ReadEntrants(f, *playersCSV)
		f.Close()
		if err != nil {
			return fail("%v", err)
		}
	}
	v.N = *n
	switch {
	case !set["n"] && *playersCSV != "":
		v.N = len(v.Entrants)
	case !set["n"]:
		return fail("-n is required (or -players)")
	}
	if v.N < varma.MinPlayers || v.N > varma.MaxPlayers {
		if set["n"] {
			return fail("-n %d: want %d to %d players", v.N, varma.MinPlayers, varma.MaxPlayers)
		}
		return fail("%s lists %d players: want %d to %d", *playersCSV, v.N, varma.MinPlayers, varma.MaxPlayers)
	}
	if v.Entrants != nil && len(v.Entrants) != v.N {
		return fail("%s lists %d players, -n says %d: a draw needs every player", *playersCSV, len(v.Entrants), v.N)
	}
	if err := v.Validate(); err != nil {
		return fail("%v", err)
	}
	path := *out
	if path == "" {
		path = varmaName(v.N)
	}
	data, err := build(func(w io.Writer) error { return sheets.WriteVarma(w, v) })
	if err != nil {
		fmt.Fprintf(stderr, "mkxlsx varma: %v\n", err)
		return exitFail
	}
	if err := writeOutput(path, data, *force); err != nil {
		fmt.Fprintf(stderr, "mkxlsx varma: %v\n", err)
		return exitFail
	}
	what := "blank draw"
	switch {
	case v.Seed != nil:
		what = fmt.Sprintf("drawn with seed %d", *v.Seed)
	case v.Entrants != nil:
		what = "drawn from a strong random source"
	}
	fmt.Fprintf(stdout, "wrote %s (%d players, %s)\n", path, v.N, what)
	return exitOK
}
