package main

import (
	"fmt"
	"io"
	"os"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
)

func init() {
	register(command{
		Name: "scheveningen",
		Usage: "-m M [-double] [-teams-file t.csv] [-o file.xlsx] [-lang en|fr]\n" +
			"       [-title T] [-place P] [-dates D] [-force]",
		Summary: "write the match sheet of a Scheveningen match between two teams",
		Run:     runScheveningen,
	})
	registerSet(schevSet)
}

func schevName(m int, double bool) string {
	if double {
		return fmt.Sprintf("scheveningen-%02d-double.xlsx", m)
	}
	return fmt.Sprintf("scheveningen-%02d.xlsx", m)
}

// schevDefaultMax is the largest team of the default set: the documents
// print teams of 4 to 8; larger matches are made on demand.
const schevDefaultMax = 12

// schevSet is the blank match sheet of teams of 1 … 12, single and double.
func schevSet(o setOptions) []output {
	var outs []output
	for m := scheveningen.MinSize; m <= schevDefaultMax; m++ {
		for _, double := range []bool{false, true} {
			sc := sheets.Scheveningen{M: m, Double: double, Lang: o.Lang, Event: o.Event}
			outs = append(outs, output{Name: schevName(m, double), Write: func(w io.Writer) error { return sheets.WriteScheveningen(w, sc) }})
		}
	}
	return outs
}

func runScheveningen(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("scheveningen", stderr)
	m := fs.Int("m", 0, fmt.Sprintf("players per team, %d to %d", scheveningen.MinSize, scheveningen.MaxSize))
	double := fs.Bool("double", false, "play the match twice, the second cycle with colours reversed")
	teamsCSV := fs.String("teams-file", "", "CSV file of the two teams, A then B (header row; columns team, player1, player2, …)")
	out := fs.String("o", "", "output file (default scheveningen-MM.xlsx)")
	force := fs.Bool("force", false, "overwrite an existing file")
	sc := sheets.Scheveningen{}
	langFlag(fs, &sc.Lang)
	eventFlags(fs, &sc.Event)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return exitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mkxlsx scheveningen: "+format+"\n", a...)
		return exitUsage
	}
	if len(pos) > 0 {
		return fail("unexpected argument %q", pos[0])
	}
	if *m == 0 {
		return fail("-m is required (the players per team)")
	}
	if *m < scheveningen.MinSize || *m > scheveningen.MaxSize {
		return fail("-m %d: want a team size from %d to %d", *m, scheveningen.MinSize, scheveningen.MaxSize)
	}
	sc.M, sc.Double = *m, *double
	if *teamsCSV != "" {
		f, err := os.Open(*teamsCSV)
		if err != nil {
			return fail("-teams-file: %v", err)
		}
		sc.Teams, err = sheets.ReadTeams(f, *teamsCSV, sc.M)
		f.Close()
		if err != nil {
			return fail("%v", err)
		}
		if len(sc.Teams) > 2 {
			return fail("%s lists %d teams: a match has two", *teamsCSV, len(sc.Teams))
		}
	}
	if err := sc.Validate(); err != nil {
		return fail("%v", err)
	}
	path := *out
	if path == "" {
		path = schevName(sc.M, sc.Double)
	}
	if code := writeBook(path, *force, "scheveningen", stderr, func(w io.Writer) error { return sheets.WriteScheveningen(w, sc) }); code != exitOK {
		return code
	}
	kind := "single"
	if sc.Double {
		kind = "double"
	}
	fmt.Fprintf(stdout, "wrote %s (two teams of %d players, %s)\n", path, sc.M, kind)
	return exitOK
}
