package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
)

// commands are the subcommands, in the order of the help: the usage and
// summary of each here, its flags and run in its system's file.
var commands = []*cli.Command{
	cli.New("berger N [-double] [-swap=false] [-cycles K] [-format text|json]",
		"the Berger table for N players (odd N: N+1 is the bye)", (*bergerFlags).define, runBerger).Count("n"),
	cli.New[struct{}]("errata [-format text|json]",
		"the corrections made to the printed tables, with their reasons", nil, runErrata).NoArgs(),
	cli.New("groups 2K n [-sizes 4,3,3] [-format text|json]",
		"the fewest groups of a 2K-player table whose members do not meet in the last n rounds, or groups of the given sizes", (*groupsFlags).define, runGroups),
	// Every flag of a command's own is on its usage line (TestUsageLines).
	cli.New("molter (T P | -table N) [-rounds R] [-source document|constructed|best] [-construction layered|search] [-report] [-list] [-format text|json]",
		"the Molter table for T teams of P players, or the document's Tableau N (17, 17a, 9, peyrin)", (*molterFlags).define, runMolter).Count("teams", "players"),
	cli.New("molter-report [-suggest] [-format text|csv|json]",
		"every Molter event served, document and constructed: its validity by the hard rules, each measure of quality, its grade", (*molterReportFlags).define, runMolterReport).NoArgs().Formats("csv"),
	cli.New[struct{}]("rutsch N [-format text|json]",
		"the Rutsch seating plan for N players (003): the players slide one seat a round, the colour belongs to the seat", nil, runRutsch).Count("n"),
	cli.New("scheveningen m [-double] [-format text|json]",
		fmt.Sprintf("the Scheveningen match of two teams of m players (%d to %d); -double plays it twice, colours reversed", scheveningen.MinSize, scheveningen.MaxSize), (*scheveningenFlags).define, runScheveningen).Count("m"),
	cli.New("team N [-central last|first|none] [-reverse] [-double] [-format text|json]",
		"a round robin of N teams with home and away (003): Berger round 1 played at one venue, the other rounds renumbered; -double plays home and away twice", (*teamFlags).define, runTeam).Count("n"),
	cli.New[struct{}]("varma N [-format text|json]",
		"the Varma groups for N players (9 to 64): members do not meet in the last three rounds", nil, runVarma).Count("n"),
	cli.New("varma-draw -players p.csv [-encoding utf-8|latin1] [-seed S] [-format text|json]",
		"the restricted drawing of lots: a pairing number for each player of p.csv (name,affinity)", (*varmaDrawFlags).define, runVarmaDraw).NoArgs(),
}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the whole command, testable without a process.
func run(args []string, stdout, stderr io.Writer) int {
	p := program()
	return p.Run(args, stdout, stderr)
}

// program is the command framework's program of pairings: its commands
// and what it gives each (-format, -lang).
func program() cli.Program {
	return cli.Program{Name: "pairings", Synopsis: "<command> [flags] [arguments]", Format: true, Commands: commands, LangFlag: true}
}

// jsonNamedBoard is a board of a team event in the JSON outputs, its
// players named by team and order ("A1"); jsonNamedRound is a round of
// them. Molter and Scheveningen write the same shape.
type jsonNamedBoard struct {
	Board int    `json:"board"`
	White string `json:"white"`
	Black string `json:"black"`
}

type jsonNamedRound struct {
	Round  int              `json:"round"`
	Boards []jsonNamedBoard `json:"boards"`
}

// writeRound writes round r (from 1) of an output streamed round by round
// as a JSON list: v on one line, after a comma from the second round on.
func writeRound(w *bufio.Writer, r int, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if r > 1 {
		w.WriteByte(',')
	}
	_, err = w.Write(data)
	return err
}

// oneArg reads the single positional argument of the commands that take
// one number: what ("N") and its meaning ("the number of players").
func oneArg(c *cli.Call, what, meaning string) (int, error) {
	if len(c.Args) != 1 {
		return 0, cli.Usagef("want one argument %s (%s), got %d", what, meaning, len(c.Args))
	}
	n, err := cli.ParseInt(what, c.Args[0])
	if err != nil {
		return 0, cli.UsageError(err)
	}
	return n, nil
}

// sized reads the one number argument, as oneArg, and makes the table of
// that size with build; the table's refusal is a usage error too.
func sized[T any](c *cli.Call, what, meaning string, build func(n int) (T, error)) (int, T, error) {
	var t T
	n, err := oneArg(c, what, meaning)
	if err != nil {
		return 0, t, err
	}
	if t, err = build(n); err != nil {
		return 0, t, cli.UsageError(err)
	}
	return n, t, nil
}
