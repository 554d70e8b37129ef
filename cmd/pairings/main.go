package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// command is one subcommand; each lives in its own file and registers itself
// in an init.
type command struct {
	Name    string
	Usage   string // e.g. "berger N [-double] [-swap=false] [-cycles K] [-format json]"
	Summary string
	Run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(c command) { commands[c.Name] = c }

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the whole command, testable without a process.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		usage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "pairings: unknown command %q\n", args[0])
		usage(stderr)
		return 2
	}
	return c.Run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: pairings <command> [flags] [arguments]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  pairings %s\n      %s\n", commands[n].Usage, commands[n].Summary)
	}
}

// newFlags returns a flag set that reports to stderr and has -format.
func newFlags(name string, stderr io.Writer) (*flag.FlagSet, *string) {
	fs := flag.NewFlagSet("pairings "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output format: text or json")
	return fs, format
}

// parseArgs parses flags that may come before, between or after the
// positional arguments, and returns the positional arguments.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		// A negative number ("berger -5") is an argument, not a flag, so that
		// the command can say what it expects of it.
		for len(args) > 0 && isNegativeNumber(args[0]) {
			pos, args = append(pos, args[0]), args[1:]
		}
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if rest[0] == "--" { // everything after -- is positional
			return append(pos, rest[1:]...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// parseCommand is parseArgs followed by the check of -format.
func parseCommand(fs *flag.FlagSet, format *string, args []string) ([]string, error) {
	pos, err := parseArgs(fs, args)
	if err != nil {
		return nil, err
	}
	return pos, checkFormat(*format)
}

func isNegativeNumber(s string) bool {
	if len(s) < 2 || s[0] != '-' {
		return false
	}
	for _, c := range s[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// checkFormat validates -format.
func checkFormat(format string) error {
	if format != "text" && format != "json" {
		return fmt.Errorf("-format %q: want text or json", format)
	}
	return nil
}

// usageError prints a problem with the command line and returns exit status 2.
func usageError(stderr io.Writer, name string, err error) int {
	if !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stderr, "pairings %s: %v\n", name, err)
	}
	if c, ok := commands[name]; ok {
		fmt.Fprintf(stderr, "usage: pairings %s\n", c.Usage)
	}
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}

// writeJSON writes v on one line, as the issues spell the formats, with a
// final newline; exit status 1 on failure.
func writeJSON(stdout, stderr io.Writer, v any) int {
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(stderr, "pairings: %v\n", err)
		return 1
	}
	return 0
}

// writeStream gives write a buffered stdout and flushes it: the tables that
// can be huge (berger, rutsch) are written round by round, so that memory
// stays flat for the largest sizes. Exit status 1 on failure.
func writeStream(stdout, stderr io.Writer, name string, write func(*bufio.Writer) error) int {
	bw := bufio.NewWriterSize(stdout, 1<<16)
	if err := write(bw); err != nil {
		fmt.Fprintf(stderr, "pairings %s: %v\n", name, err)
		return 1
	}
	if err := bw.Flush(); err != nil {
		fmt.Fprintf(stderr, "pairings: %v\n", err)
		return 1
	}
	return 0
}

// writeText writes s; exit status 1 on failure.
func writeText(stdout, stderr io.Writer, s string) int {
	if _, err := io.WriteString(stdout, s); err != nil {
		fmt.Fprintf(stderr, "pairings: %v\n", err)
		return 1
	}
	return 0
}

// positiveInt parses a positional argument named what.
func positiveInt(what, s string) (int, error) {
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil || fmt.Sprint(n) != strings.TrimPrefix(s, "+") {
		return 0, fmt.Errorf("%s %q: want a whole number", what, s)
	}
	return n, nil
}
