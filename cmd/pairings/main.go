package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
)

// commands are the subcommands, each defined in its system's file, listed
// here in the order of the help.
var commands = []*cli.Command{
	bergerCmd,
	errataCmd,
	groupsCmd,
	molterCmd,
	rutschCmd,
	scheveningenCmd,
	teamCmd,
	varmaCmd,
	varmaDrawCmd,
}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the whole command, testable without a process.
func run(args []string, stdout, stderr io.Writer) int {
	p := cli.Program{Name: "pairings", Synopsis: "<command> [flags] [arguments]", Commands: commands}
	return p.Run(args, stdout, stderr)
}

// oneArg reads the single positional argument of the commands that take
// one number: what ("N") and its meaning ("the number of players").
func oneArg(c *cli.Call, what, meaning string) (int, error) {
	if len(c.Args) != 1 {
		return 0, cli.Usagef("want one argument %s (%s), got %d", what, meaning, len(c.Args))
	}
	n, err := positiveInt(what, c.Args[0])
	if err != nil {
		return 0, cli.UsageError(err)
	}
	return n, nil
}

// positiveInt parses a positional argument named what.
func positiveInt(what, s string) (int, error) {
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil || fmt.Sprint(n) != strings.TrimPrefix(s, "+") {
		return 0, fmt.Errorf("%s %q: want a whole number", what, s)
	}
	return n, nil
}
