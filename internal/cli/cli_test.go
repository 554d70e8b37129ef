package cli

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"strings"
	"testing"
)

type echoFlags struct {
	double bool
	n      int
	title  string
}

// prog has a command that prints what it was given and fails on request,
// and one that takes no arguments.
var prog = &Program{Lang: "en",
	Name:     "prog",
	Synopsis: "<command> [flags] [arguments]",
	Format:   true,
	Commands: []*Command{
		New("echo ARG... [-double] [-n N] [-title T]\n      [-format text|json]", "print the arguments and flags",
			func(f *echoFlags, fs *flag.FlagSet) {
				fs.BoolVar(&f.double, "double", false, "say it twice")
				fs.IntVar(&f.n, "n", 0, "a number")
				fs.StringVar(&f.title, "title", "", "a title")
			},
			runEcho),
		New("none", "takes nothing", nil, func(c *Call, _ *struct{}) error { return c.WriteText("ok\n") }).NoArgs(),
	},
}

func runEcho(c *Call, f *echoFlags) error {
	if len(c.Args) > 0 {
		switch c.Args[0] {
		case "usage":
			return Usagef("bad %s", "usage")
		case "input":
			return InputError(errors.New("bad input"))
		case "fail":
			return errors.New("it failed")
		case "wrapped": // an exit error wrapped further keeps its kind
			return fmt.Errorf("wrapped: %w", Inputf("bad input"))
		case "json":
			return c.WriteJSON(map[string]string{"a": "<&>"})
		case "stream":
			return c.WriteStream(func(w *bufio.Writer) error { _, err := w.WriteString("streamed\n"); return err })
		}
	}
	return c.WriteText(fmt.Sprintf("args=%q double=%v n=%d title=%q format=%s given(n)=%v\n",
		c.Args, f.double, f.n, f.title, c.Format, c.Given("n")))
}

const list = `usage: prog <command> [flags] [arguments]

commands:
  prog echo ARG... [-double] [-n N] [-title T]
        [-format text|json]
      print the arguments and flags
  prog none
      takes nothing
`

const echoHelp = `usage: prog echo ARG... [-double] [-n N] [-title T]
      [-format text|json]
  -double
    	say it twice
  -format string
    	output format: text or json (default "text")
  -n int
    	a number
  -title string
    	a title
`

func TestRun(t *testing.T) {
	echo := func(args string, double bool, n int, title, format string, given bool) string {
		return fmt.Sprintf("args=%s double=%v n=%d title=%q format=%s given(n)=%v\n", args, double, n, title, format, given)
	}
	for _, c := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		// Flags before, between and after the arguments, both spellings.
		{[]string{"echo", "a", "-n", "3", "b"}, 0, echo(`["a" "b"]`, false, 3, "", "text", true), ""},
		{[]string{"echo", "-n=3", "a", "b", "-double"}, 0, echo(`["a" "b"]`, true, 3, "", "text", true), ""},
		{[]string{"echo", "-double", "-format", "json", "a", "--n", "0"}, 0, echo(`["a"]`, true, 0, "", "json", true), ""},
		{[]string{"echo", "a", "-format=json", "b", "-title", "T", "c"}, 0, echo(`["a" "b" "c"]`, false, 0, "T", "json", false), ""},
		{[]string{"echo"}, 0, echo(`[]`, false, 0, "", "text", false), ""},
		// Negative numbers are arguments, before or after flags; a flag's
		// value may still be negative.
		{[]string{"echo", "-5"}, 0, echo(`["-5"]`, false, 0, "", "text", false), ""},
		{[]string{"echo", "-double", "-5", "-12", "x"}, 0, echo(`["-5" "-12" "x"]`, true, 0, "", "text", false), ""},
		{[]string{"echo", "-n", "-5", "-7"}, 0, echo(`["-7"]`, false, -5, "", "text", true), ""},
		// "--" ends the flags, unless it is a flag's value.
		{[]string{"echo", "a", "--", "-n", "3", "-x"}, 0, echo(`["a" "-n" "3" "-x"]`, false, 0, "", "text", false), ""},
		{[]string{"echo", "-double", "--", "-x"}, 0, echo(`["-x"]`, true, 0, "", "text", false), ""},
		{[]string{"echo", "-title", "--", "-n", "2"}, 0, echo(`[]`, false, 2, "--", "text", true), ""},
		{[]string{"echo", "-", "-title", "-", "x"}, 0, echo(`["-" "x"]`, false, 0, "-", "text", false), ""},
		// Help: standard output, exit 0.
		{[]string{"help"}, 0, list, ""},
		{[]string{"-h"}, 0, list, ""},
		{[]string{"-help"}, 0, list, ""},
		{[]string{"--help"}, 0, list, ""},
		{[]string{"help", "echo"}, 0, echoHelp, ""},
		{[]string{"-h", "echo"}, 0, echoHelp, ""},
		{[]string{"echo", "-h"}, 0, echoHelp, ""},
		{[]string{"echo", "a", "--help"}, 0, echoHelp, ""},
		{[]string{"none", "-help"}, 0, "usage: prog none\n  -format string\n    \toutput format: text or json (default \"text\")\n", ""},
		// Bad usage: standard error, exit 2.
		{nil, 2, "", list},
		{[]string{"bogus"}, 2, "", "prog: unknown command \"bogus\"\n" + list},
		{[]string{"help", "bogus"}, 2, "", "prog help: unknown command \"bogus\"\n" + list},
		{[]string{"echo", "-nope"}, 2, "", "prog echo: flag provided but not defined: -nope\nusage: prog echo ARG... [-double] [-n N] [-title T]\n      [-format text|json]\n(prog help echo lists the flags)\n"},
		{[]string{"echo", "-doubel"}, 2, "", "prog echo: flag provided but not defined: -doubel (did you mean -double?)\nusage: prog echo ARG... [-double] [-n N] [-title T]\n      [-format text|json]\n(prog help echo lists the flags)\n"},
		{[]string{"echo", "a", "-n", "x"}, 2, "", "prog echo: invalid value \"x\" for flag -n: parse error\n" + echoHelp},
		{[]string{"echo", "a", "-n"}, 2, "", "prog echo: flag needs an argument: -n\n" + echoHelp},
		{[]string{"echo", "-format", "xml"}, 2, "", "prog echo: -format \"xml\": want text or json\nusage: prog echo ARG... [-double] [-n N] [-title T]\n      [-format text|json]\n"},
		{[]string{"none", "x"}, 2, "", "prog none: unexpected argument \"x\"\nusage: prog none\n"},
		{[]string{"none", "-1"}, 2, "", "prog none: unexpected argument \"-1\"\nusage: prog none\n"},
		// What a run returns.
		{[]string{"none"}, 0, "ok\n", ""},
		{[]string{"echo", "usage"}, 2, "", "prog echo: bad usage\nusage: prog echo ARG... [-double] [-n N] [-title T]\n      [-format text|json]\n"},
		{[]string{"echo", "input"}, 2, "", "prog echo: bad input\n"},
		{[]string{"echo", "wrapped"}, 2, "", "prog echo: wrapped: bad input\n"},
		{[]string{"echo", "fail"}, 1, "", "prog echo: it failed\n"},
		{[]string{"echo", "json"}, 0, `{"a":"<&>"}` + "\n", ""},
		{[]string{"echo", "stream"}, 0, "streamed\n", ""},
	} {
		var stdout, stderr bytes.Buffer
		code := prog.Run(c.args, &stdout, &stderr)
		if code != c.code || stdout.String() != c.stdout || stderr.String() != c.stderr {
			t.Errorf("%q: exit %d\nstdout %q\nstderr %q\nwant exit %d\nstdout %q\nstderr %q",
				c.args, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
}

// Without Program.Format, -format is a flag like any other: here unknown.
func TestNoFormat(t *testing.T) {
	p := &Program{Lang: "en", Name: "mk", Synopsis: "COMMAND [flags]", Commands: []*Command{
		New("one -n N", "one thing", func(n *int, fs *flag.FlagSet) { fs.IntVar(n, "n", 0, "a number") },
			func(c *Call, n *int) error { return c.WriteText(fmt.Sprintf("n=%d format=%q\n", *n, c.Format)) }).NoArgs(),
	}}
	if c := p.Commands[0]; c.Name != "one" || c.Usage != "one -n N" {
		t.Errorf("name %q, usage %q", c.Name, c.Usage)
	}
	for _, c := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"one", "-n", "3"}, 0, "n=3 format=\"\"\n", ""},
		{[]string{"one", "-format", "json"}, 2, "", "mk one: flag provided but not defined: -format\nusage: mk one -n N\n(mk help one lists the flags)\n"},
		{[]string{"one", "3"}, 2, "", "mk one: unexpected argument \"3\"\nusage: mk one -n N\n"},
		{[]string{"help"}, 0, "usage: mk COMMAND [flags]\n\ncommands:\n  mk one -n N\n      one thing\n", ""},
	} {
		var stdout, stderr bytes.Buffer
		code := p.Run(c.args, &stdout, &stderr)
		if code != c.code || stdout.String() != c.stdout || stderr.String() != c.stderr {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
}

// Every run has fresh flags: a flag given in one run is not seen in the next.
func TestFreshFlags(t *testing.T) {
	var out bytes.Buffer
	prog.Run([]string{"echo", "-n", "4", "-double"}, &out, &out)
	out.Reset()
	if code := prog.Run([]string{"echo"}, &out, &out); code != 0 || !strings.Contains(out.String(), "double=false n=0") {
		t.Errorf("second run: %d %q", code, out.String())
	}
}

// A failing write of the output exits 1 with the command's name.
func TestWriteFailure(t *testing.T) {
	for _, arg := range []string{"json", "stream", "text"} {
		var stderr bytes.Buffer
		code := prog.Run([]string{"echo", arg}, failWriter{}, &stderr)
		if code != ExitFail || stderr.String() != "prog echo: disk full\n" {
			t.Errorf("%s: exit %d, stderr %q", arg, code, stderr.String())
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestIsNegativeNumber(t *testing.T) {
	for s, want := range map[string]bool{"-5": true, "-0": true, "-123": true, "-": false, "5": false, "-x": false, "-5x": false, "--5": false, "-1.5": false, "": false} {
		if got := isNegativeNumber(s); got != want {
			t.Errorf("isNegativeNumber(%q) = %v", s, got)
		}
	}
}
