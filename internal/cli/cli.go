// Package cli is the command framework of pairings and mkxlsx. A program is
// an explicit list of commands; a command is a name, a usage line, a
// summary, its flags and its run. The package parses every command line the
// same way, prints the usage and the help, writes the output, and turns what
// a run returns into the exit status.
//
// Parsing: flags may come before, between or after the positional
// arguments ("berger 10 -double", "berger -double 10"), as -flag=value or
// -flag value; a negative number ("-5") is a positional argument, so that
// the command can say what it expects of it; everything after "--" is
// positional.
//
// Version: "PROG -version" (--version) prints the module version and the
// commit of the build (VersionText) and exits 0.
//
// Help: "PROG help", "PROG -h" (-help, --help) list the commands, "PROG help
// COMMAND" and "PROG COMMAND -h" show a command's usage and flags; help goes
// to standard output and exits 0.
//
// Counts: a command made with Count takes its counts as flags or as its
// first arguments alike ("berger 10" is "berger -n 10").
//
// Language: every message is said in the call's language (msg.Lang): -lang
// when given (Program.LangFlag gives it to every command), else what the
// run sets (a workbook's language), else the program's, else the user's
// locale; msg.Public keeps internal names out of the text output and the
// messages. A mistyped command or flag is answered with the nearest one
// ("did you mean -double?").
//
// Exit status: 0 on success and for help; 2 for bad usage or input (an
// unknown command or flag, a bad argument, or an error made with
// UsageError, Usagef, InputError or Inputf), with a message on standard
// error; 1 when the run fails otherwise (it returned another error).
package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/badinput"
	"github.com/toutesrondes/toutesrondes/internal/msg"
)

// Exit statuses.
const (
	ExitOK    = 0 // success, or help
	ExitFail  = 1 // the run failed: writing, a file that exists, …
	ExitUsage = 2 // bad usage or input: nothing was done
)

// Program is a command with subcommands: "pairings berger 10".
type Program struct {
	Name     string     // "pairings"
	Synopsis string     // what follows "usage: NAME " in the list of commands
	Commands []*Command // listed in this order
	// Format gives every command -format text|json, checked before its run
	// (Call.Format).
	Format bool
	// Stdin is what a command reads as standard input (nil: os.Stdin).
	Stdin io.Reader
	// Lang is the language of the messages ("": the user's locale,
	// msg.FromEnv); a command's -lang, or the run setting Call.Lang (the
	// language of a workbook read), overrides it for that command.
	Lang msg.Lang
	// LangFlag gives every command that has no -lang of its own -lang
	// en|fr, the language of its messages and text output.
	LangFlag bool
}

// Command is one subcommand. Make it with New.
type Command struct {
	Name    string // as typed: "berger", the first word of Usage
	Usage   string // "berger N [-double]"; continuation lines keep their indent
	Summary string // one line of the list of commands
	noArgs  bool
	count   []string // the flags that may also be the first arguments (Count)
	formats []string // output formats beyond text and json (Formats)
	// bind defines the flags on fs, into a value of its own, and returns
	// the run reading them: each run has fresh flags.
	bind func(fs *flag.FlagSet) func(*Call) error
}

// New makes a command: its usage line (the name, then the arguments and
// flags: "berger N [-double]"), its summary, flags, which defines its flags
// on fs into a T (nil for none), and run, which runs it with the flags
// parsed, into a fresh T for every run. An error returned by run made with
// UsageError or InputError exits 2, any other exits 1; the message is
// printed after "PROG NAME: ".
func New[T any](usage, summary string, flags func(f *T, fs *flag.FlagSet), run func(c *Call, f *T) error) *Command {
	name, _, _ := strings.Cut(usage, " ")
	return &Command{
		Name: name, Usage: usage, Summary: summary,
		bind: func(fs *flag.FlagSet) func(*Call) error {
			f := new(T)
			if flags != nil {
				flags(f, fs)
			}
			return func(c *Call) error { return run(c, f) }
		},
	}
}

// Formats lets c take more output formats than text and json (-format
// csv); it returns c.
func (c *Command) Formats(extra ...string) *Command {
	c.formats = extra
	return c
}

// NoArgs makes c refuse positional arguments (a usage error, before its
// run); it returns c.
func (c *Command) NoArgs() *Command {
	c.noArgs = true
	return c
}

// Call is what a run sees of its command line.
type Call struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Args           []string // the positional arguments
	Format         string   // "text" or "json", with Program.Format
	// Lang is the language of the messages and of the text output: -lang
	// when given, else the program's; a run may set it (to the language
	// of the workbook it reads) before it prints or fails.
	Lang msg.Lang
	fs   *flag.FlagSet
}

// Given reports whether the flag name was on the command line (its value
// may equal the default).
func (c *Call) Given(name string) bool {
	// A count given as an argument was set with fs.Set, which Visit sees.
	given := false
	c.fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// WriteText writes s to standard output, its control characters escaped
// (Escape).
func (c *Call) WriteText(s string) error {
	_, err := io.WriteString(c.Stdout, Escape(msg.Public(s, c.Lang)))
	return err
}

// WriteJSON writes v on one line with a final newline; "<", ">" and "&"
// are written as they are.
func (c *Call) WriteJSON(v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := c.Stdout.Write(escapeJSON(buf.Bytes()))
	return err
}

// WriteStream gives write a buffered standard output and flushes it, for
// outputs written piece by piece so that memory stays flat.
func (c *Call) WriteStream(write func(w *bufio.Writer) error) error {
	bw := bufio.NewWriterSize(c.Stdout, 1<<16)
	if err := write(bw); err != nil {
		return err
	}
	return bw.Flush()
}

// exitError is an error that exits 2; usage adds the command's usage line.
type exitError struct {
	err   error
	usage bool
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// UsageError marks err as bad usage: exit status 2, the message followed by
// the command's usage line.
func UsageError(err error) error { return &exitError{err, true} }

// Usagef is UsageError of a formatted message.
func Usagef(format string, a ...any) error { return UsageError(fmt.Errorf(format, a...)) }

// InputError marks err as bad input: exit status 2, the message alone.
func InputError(err error) error { return &exitError{err, false} }

// Inputf is InputError of a formatted message.
func Inputf(format string, a ...any) error { return InputError(fmt.Errorf(format, a...)) }

// badinput.Error (what the packages below the commands return for bad
// input) exits 2 as InputError does.

// Run runs the command line args (without the program's name) and returns
// the exit status.
func (p *Program) Run(args []string, stdout, stderr io.Writer) int {
	stderr = escapeWriter{stderr}
	if p.Lang == "" {
		p.Lang = msg.FromEnv(os.Getenv)
	}
	if l, ok := langArg(args); ok {
		p.Lang = l
	}
	if len(args) == 0 {
		p.usage(stderr)
		return ExitUsage
	}
	name, help := args[0], false
	if isVersion(name) {
		io.WriteString(stdout, version(p.Name))
		return ExitOK
	}
	switch name {
	case "help", "-h", "-help", "--help":
		if len(args) == 1 {
			p.usage(stdout)
			return ExitOK
		}
		name, help = args[1], true
		switch name {
		case "help", "-h", "-help", "--help": // help on help: the list
			p.usage(stdout)
			return ExitOK
		}
	}
	c := p.find(name)
	if c == nil {
		who := p.Name
		if help {
			who += " help"
		}
		fmt.Fprintf(stderr, "%s: %s\n", who, p.Lang.F("unknown command %q", name)+p.suggestCommand(name))
		p.usage(stderr)
		return ExitUsage
	}
	if help {
		fs, _, _ := c.flagSet(p, stdout)
		c.help(fs, p.Name, stdout)
		return ExitOK
	}
	return c.run(p, args[1:], stdout, stderr)
}

func (p *Program) find(name string) *Command {
	for _, c := range p.Commands {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// usage lists the commands, each with its usage and summary.
func (p *Program) usage(w io.Writer) {
	fmt.Fprintf(w, "usage: %s %s\n\ncommands:\n", p.Name, p.Synopsis)
	for _, c := range p.Commands {
		fmt.Fprintf(w, "  %s\n      %s\n", strings.ReplaceAll(p.Name+" "+c.Usage, "\n", "\n  "), c.Summary)
	}
}

// flagSet makes the command's flag set, its flags defined, reporting to
// out, and the call and run that go with it.
func (c *Command) flagSet(p *Program, out io.Writer) (*flag.FlagSet, *Call, func(*Call) error) {
	fs := flag.NewFlagSet(p.Name+" "+c.Name, flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() {} // the callers print help and usage themselves
	call := &Call{fs: fs, Lang: p.Lang}
	if p.Format {
		names := append([]string{"text", "json"}, c.formats...)
		fs.StringVar(&call.Format, "format", "text", "output format: "+strings.Join(names[:len(names)-1], ", ")+" or "+names[len(names)-1])
	}
	run := c.bind(fs)
	for i, name := range c.count {
		if fs.Lookup(name) == nil {
			fs.Var(&stringFlag{}, name, fmt.Sprintf("the same as argument %d", i+1))
		}
	}
	if p.LangFlag && fs.Lookup("lang") == nil {
		fs.Func("lang", "language of the messages and the text: en or fr (default: the LANG of the environment)", func(s string) error {
			_, err := msg.Parse(s)
			return err
		})
	}
	return fs, call, run
}

// help writes the usage line and the flags.
func (c *Command) help(fs *flag.FlagSet, prog string, w io.Writer) {
	fmt.Fprintf(w, "usage: %s %s\n", prog, c.Usage)
	var b strings.Builder
	fs.SetOutput(&b)
	fs.PrintDefaults()
	// The flag package names the type of a flag of its own ("-n int") and
	// says "value" for ours: name IntVar's flags as it names its ints.
	text := b.String()
	fs.VisitAll(func(f *flag.Flag) {
		if _, ok := f.Value.(intValue); ok {
			text = strings.Replace(text, "  -"+f.Name+" value\n", "  -"+f.Name+" int\n", 1)
		}
	})
	io.WriteString(w, text)
	fs.SetOutput(w)
}

func (c *Command) run(p *Program, args []string, stdout, stderr io.Writer) int {
	prog := p.Name
	var flagErr strings.Builder // what the flag package says, said again in the call's language
	fs, call, run := c.flagSet(p, &flagErr)
	call.Stdout, call.Stderr = stdout, stderr
	call.Stdin = p.Stdin
	if call.Stdin == nil {
		call.Stdin = os.Stdin
	}
	pos, err := parse(fs, args)
	if f := fs.Lookup("lang"); f != nil && call.Given("lang") {
		if l, lerr := msg.Parse(f.Value.String()); lerr == nil {
			call.Lang = l
		} else if l, ok := langArg(args); ok {
			call.Lang = l // a -lang of the command's own type (sheets.Lang)
		}
	}
	var unknown *unknownFlagError
	switch {
	case errors.Is(err, flag.ErrHelp):
		c.help(fs, prog, stdout)
		return ExitOK
	case errors.As(err, &unknown):
		fmt.Fprintf(stderr, "%s %s: %s\n", prog, c.Name, call.Lang.F("flag provided but not defined: -%s", unknown.name)+suggest(call.Lang, "-", unknown.name, flagNames(fs)))
		fmt.Fprintf(stderr, "usage: %s %s\n", prog, c.Usage)
		fmt.Fprintf(stderr, "%s\n", call.Lang.F("(%s help %s lists the flags)", prog, c.Name))
		return ExitUsage
	case err != nil: // the flag package has said what is wrong
		for _, line := range strings.Split(strings.TrimRight(flagErr.String(), "\n"), "\n") {
			fmt.Fprintf(stderr, "%s %s: %s\n", prog, c.Name, call.Lang.Error(line))
		}
		c.help(fs, prog, stderr)
		return ExitUsage
	}
	fs.SetOutput(stderr)
	if pos, err = c.takeCount(fs, call, pos); err != nil {
		fmt.Fprintf(stderr, "%s %s: %s\n", prog, c.Name, call.Lang.Error(err.Error()))
		fmt.Fprintf(stderr, "usage: %s %s\n", prog, c.Usage)
		return ExitUsage
	}
	call.Args = pos
	switch {
	case p.Format && call.Format != "text" && call.Format != "json" && !slices.Contains(c.formats, call.Format):
		want := "text or json"
		if len(c.formats) > 0 {
			want = "text, json or " + strings.Join(c.formats, " or ")
		}
		err = Usagef("-format %q: want %s", call.Format, want)
	case c.noArgs && len(pos) > 0:
		err = Usagef("unexpected argument %q", pos[0])
	default:
		err = run(call)
	}
	if err == nil {
		return ExitOK
	}
	fmt.Fprintf(stderr, "%s %s: %s\n", prog, c.Name, call.Lang.Error(err.Error()))
	var e *exitError
	if !errors.As(err, &e) {
		if errors.As(err, new(*badinput.Error)) {
			return ExitUsage
		}
		return ExitFail
	}
	if e.usage {
		fmt.Fprintf(stderr, "usage: %s %s\n", prog, c.Usage)
	}
	return ExitUsage
}

// parse parses flags that may come before, between or after the positional
// arguments, and returns the positional arguments. It hands the flag
// package one flag at a time, with its value, so that what is not a flag is
// an argument wherever it stands: "-", a negative number ("berger -5": the
// command can say what it expects of it), and everything after "--".
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for i := 0; i < len(args); {
		s := args[i]
		switch {
		case s == "--":
			return append(pos, args[i+1:]...), nil
		case len(s) < 2 || s[0] != '-' || isNegativeNumber(s):
			pos = append(pos, s)
			i++
			continue
		}
		n := 1 // the flag, and its value when it takes the next argument
		name, _, _ := strings.Cut(strings.TrimLeft(s, "-"), "=")
		if fs.Lookup(name) == nil && name != "h" && name != "help" {
			return nil, &unknownFlagError{name}
		}
		if !strings.Contains(s, "=") {
			if f := fs.Lookup(name); f != nil {
				if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !b.IsBoolFlag() {
					n = min(2, len(args)-i)
				}
			}
		}
		if err := fs.Parse(args[i : i+n]); err != nil {
			return nil, err
		}
		i += n
	}
	return pos, nil
}

// isNegativeNumber reports whether s is "-" and digits.
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
