package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/toutesrondes/toutesrondes/sheets"
)

func init() {
	register(command{
		Name: "rutsch",
		Usage: "-n N [-players p.csv] [-o file.xlsx] [-lang en|fr]\n" +
			"       [-title T] [-place P] [-dates D] [-force]",
		Summary: "write the Rutsch seating plan of a round robin (003)",
		Run:     runRutsch,
	})
	registerSet(rutschSet)
}

func rutschName(n int) string { return fmt.Sprintf("rutsch-%02d.xlsx", n) }

// rutschSet is the blank workbook of 3 … 30 players, as for berger.
func rutschSet(o setOptions) []output {
	var outs []output
	for n := sheets.MinPlayers; n <= defaultMax; n++ {
		r := sheets.Rutsch{N: n, Lang: o.Lang, Event: o.Event}
		outs = append(outs, output{Name: rutschName(n), Write: func(w io.Writer) error { return sheets.WriteRutsch(w, r) }})
	}
	return outs
}

func runRutsch(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("rutsch", stderr)
	n := fs.Int("n", 0, fmt.Sprintf("number of players, %d to %d (default: the number in -players)", sheets.MinPlayers, sheets.MaxPlayers))
	playersCSV := fs.String("players", "", "CSV file of players (header row; column name)")
	out := fs.String("o", "", "output file (default rutsch-NN.xlsx)")
	force := fs.Bool("force", false, "overwrite an existing file")
	r := sheets.Rutsch{}
	langFlag(fs, &r.Lang)
	eventFlags(fs, &r.Event)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return exitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mkxlsx rutsch: "+format+"\n", a...)
		return exitUsage
	}
	if len(pos) > 0 {
		return fail("unexpected argument %q", pos[0])
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *playersCSV != "" {
		f, err := os.Open(*playersCSV)
		if err != nil {
			return fail("-players: %v", err)
		}
		r.Players, err = readPlayers(f, *playersCSV)
		f.Close()
		if err != nil {
			return fail("%v", err)
		}
	}
	r.N = *n
	switch {
	case !set["n"] && *playersCSV != "":
		r.N = len(r.Players)
	case !set["n"]:
		return fail("-n is required (or -players)")
	}
	if len(r.Players) > r.N {
		return fail("%s lists %d players, more than -n %d", *playersCSV, len(r.Players), r.N)
	}
	if r.N < sheets.MinPlayers || r.N > sheets.MaxPlayers {
		return fail("-n %d: want %d to %d players", r.N, sheets.MinPlayers, sheets.MaxPlayers)
	}
	if err := r.Validate(); err != nil {
		return fail("%v", err)
	}
	path := *out
	if path == "" {
		path = rutschName(r.N)
	}
	if code := writeBook(path, *force, "rutsch", stderr, func(w io.Writer) error { return sheets.WriteRutsch(w, r) }); code != exitOK {
		return code
	}
	fmt.Fprintf(stdout, "wrote %s (%d players)\n", path, r.N)
	return exitOK
}

// writeBook builds a workbook in memory and writes it to path (no
// overwrite without force); it reports failures as command cmd.
func writeBook(path string, force bool, cmd string, stderr io.Writer, write func(io.Writer) error) int {
	data, err := build(write)
	if err != nil {
		fmt.Fprintf(stderr, "mkxlsx %s: %v\n", cmd, err)
		return exitFail
	}
	if err := writeOutput(path, data, force); err != nil {
		fmt.Fprintf(stderr, "mkxlsx %s: %v\n", cmd, err)
		return exitFail
	}
	return exitOK
}
