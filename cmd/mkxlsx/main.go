package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets"
)

// command is one subcommand: mkxlsx NAME args...
type command struct {
	Name    string
	Usage   string // the argument synopsis, after "mkxlsx NAME"
	Summary string // one line for the command list
	Run     func(args []string, stdout, stderr io.Writer) int
}

// output is one workbook of the default set: its file name and its builder.
type output struct {
	Name  string
	Write func(w io.Writer) error
}

// setOptions are the flags of `mkxlsx all` every family honours.
type setOptions struct {
	Lang  sheets.Lang
	Event sheets.Event
}

var (
	commands []command
	sets     []func(setOptions) []output
)

// register adds a subcommand; called from the init of each family's file.
func register(c command) {
	if slices.ContainsFunc(commands, func(d command) bool { return d.Name == c.Name }) {
		panic("mkxlsx: command " + c.Name + " registered twice")
	}
	commands = append(commands, c)
}

// registerSet adds a family's outputs to `mkxlsx all`.
func registerSet(f func(setOptions) []output) { sets = append(sets, f) }

func init() {
	register(command{
		Name:    "all",
		Usage:   "-dir DIR [-lang en|fr] [-title T] [-place P] [-dates D] [-force]",
		Summary: "write the default workbook set into DIR",
		Run:     runAll,
	})
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK    = 0
	exitFail  = 1 // the file exists, or writing failed
	exitUsage = 2 // bad flags or input: nothing was written
)

// run is the whole command, testable without a process.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "-help" || name == "--help" {
		if len(args) > 1 {
			c, ok := find(args[1])
			if !ok {
				fmt.Fprintf(stderr, "mkxlsx help: unknown command %q\n", args[1])
				usage(stderr)
				return exitUsage
			}
			fmt.Fprintf(stdout, "usage: mkxlsx %s %s\n", c.Name, c.Usage)
			return exitOK
		}
		usage(stdout)
		return exitOK
	}
	c, ok := find(name)
	if !ok {
		fmt.Fprintf(stderr, "mkxlsx: unknown command %q\n", name)
		usage(stderr)
		return exitUsage
	}
	return c.Run(args[1:], stdout, stderr)
}

func find(name string) (command, bool) {
	for _, c := range commands {
		if c.Name == name {
			return c, true
		}
	}
	return command{}, false
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: mkxlsx COMMAND [flags]  (mkxlsx help COMMAND for its flags)")
	cs := slices.Clone(commands)
	slices.SortFunc(cs, func(a, b command) int { return strings.Compare(a.Name, b.Name) })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-13s %s\n", c.Name, c.Summary)
	}
}

// newFlags makes a flag set that reports to stderr with the command's usage.
func newFlags(c string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("mkxlsx "+c, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		cmd, _ := find(c)
		fmt.Fprintf(stderr, "usage: mkxlsx %s %s\n", c, cmd.Usage)
		fs.PrintDefaults()
	}
	return fs
}

// parseArgs parses flags that may come before or after positional
// arguments, and returns the positionals.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// eventFlags adds -title, -place and -dates.
func eventFlags(fs *flag.FlagSet, ev *sheets.Event) {
	fs.StringVar(&ev.Title, "title", "", "tournament name for the page header")
	fs.StringVar(&ev.Place, "place", "", "place for the page header")
	fs.StringVar(&ev.Dates, "dates", "", "dates for the page header")
}

// langFlag adds -lang.
func langFlag(fs *flag.FlagSet, lang *sheets.Lang) {
	*lang = sheets.English
	fs.Func("lang", "labels and sheet names: en or fr (default en)", func(s string) error {
		l, err := sheets.ParseLang(s)
		*lang = l
		return err
	})
}

// errExists reports a target that -force would overwrite.
var errExists = errors.New("exists (use -force to overwrite)")

// writeOutput writes data to path atomically: a temporary file in the same
// directory, synced, then renamed over (with force) or hard-linked to the
// target (without, which fails if the target appeared meanwhile).
func writeOutput(path string, data []byte, force bool) (err error) {
	if !force {
		if _, err := os.Lstat(path); err == nil {
			return fmt.Errorf("%s %w", path, errExists)
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(0o644); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if force {
		return os.Rename(tmp.Name(), path)
	}
	if err = os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s %w", path, errExists)
		}
		// No hard links here: checked above, rename.
		if err = os.Rename(tmp.Name(), path); err != nil {
			return err
		}
		return nil
	}
	return os.Remove(tmp.Name())
}

// build runs a workbook builder into memory, so that a failure leaves no
// file behind at all.
func build(write func(io.Writer) error) ([]byte, error) {
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func runAll(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("all", stderr)
	dir := fs.String("dir", "", "output directory (required)")
	force := fs.Bool("force", false, "overwrite existing files")
	var o setOptions
	langFlag(fs, &o.Lang)
	eventFlags(fs, &o.Event)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return exitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mkxlsx all: "+format+"\n", a...)
		return exitUsage
	}
	if len(pos) > 0 {
		return fail("unexpected argument %q", pos[0])
	}
	if *dir == "" {
		return fail("-dir is required")
	}
	if err := o.Event.Validate(); err != nil {
		return fail("%v", err)
	}
	var outs []output
	for _, s := range sets {
		outs = append(outs, s(o)...)
	}
	if !*force {
		for _, out := range outs {
			if p := filepath.Join(*dir, out.Name); exists(p) {
				fmt.Fprintf(stderr, "mkxlsx all: %s %v; nothing written\n", p, errExists)
				return exitFail
			}
		}
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintf(stderr, "mkxlsx all: %v\n", err)
		return exitFail
	}
	// Build on every core, write in order: building is the slow part.
	type result struct {
		data []byte
		err  error
	}
	results := make([]chan result, len(outs))
	work := make(chan int)
	for i := range results {
		results[i] = make(chan result, 1)
	}
	for range runtime.GOMAXPROCS(0) {
		go func() {
			for i := range work {
				data, err := build(outs[i].Write)
				results[i] <- result{data, err}
			}
		}()
	}
	go func() {
		defer close(work)
		for i := range outs {
			work <- i
		}
	}()
	for i, out := range outs {
		r := <-results[i]
		if r.err != nil {
			fmt.Fprintf(stderr, "mkxlsx all: %s: %v\n", out.Name, r.err)
			return exitFail
		}
		if err := writeOutput(filepath.Join(*dir, out.Name), r.data, *force); err != nil {
			fmt.Fprintf(stderr, "mkxlsx all: %v\n", err)
			return exitFail
		}
	}
	fmt.Fprintf(stdout, "wrote %d workbooks to %s\n", len(outs), *dir)
	return exitOK
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
