package cli

import (
	"bytes"
	"flag"
	"fmt"
	"strings"
	"testing"
)

// numProg has one command with an IntVar flag and a number argument.
var numProg = &Program{Name: "num", Synopsis: "COMMAND", Commands: []*Command{
	New("n N [-k K]", "read numbers", func(k *int, fs *flag.FlagSet) { IntVar(fs, k, "k", 1, "a number") },
		func(c *Call, k *int) error {
			if len(c.Args) != 1 {
				return Usagef("want N")
			}
			n, err := ParseInt("N", c.Args[0])
			if err != nil {
				return UsageError(err)
			}
			return c.WriteText(fmt.Sprintf("n=%d k=%d\n", n, *k))
		}),
}}

// Numbers are decimal, flags and arguments alike, with the same reason.
func TestDecimal(t *testing.T) {
	for _, c := range []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{[]string{"n", "10", "-k", "3"}, 0, "n=10 k=3\n", ""},
		{[]string{"n", "010", "-k", "010"}, 0, "n=10 k=10\n", ""}, // was 8 through flag.IntVar
		{[]string{"n", "+7", "-k", "-2"}, 0, "n=7 k=-2\n", ""},
		{[]string{"n", "-5"}, 0, "n=-5 k=1\n", ""},
		{[]string{"n", "0000000000012"}, 0, "n=12 k=1\n", ""},
		{[]string{"n", "0x10"}, 2, "", `num n: N "0x10": want a whole number`},
		{[]string{"n", "1", "-k", "0x10"}, 2, "", `invalid value "0x10" for flag -k: want a whole number`},
		{[]string{"n", "1", "-k", "0b1"}, 2, "", `invalid value "0b1" for flag -k: want a whole number`},
		{[]string{"n", "1", "-k", "1_000"}, 2, "", `invalid value "1_000" for flag -k: want a whole number`},
		{[]string{"n", "1e3"}, 2, "", `N "1e3": want a whole number`},
		{[]string{"n", " 1"}, 2, "", `N " 1": want a whole number`},
		{[]string{"n", "+"}, 2, "", `N "+": want a whole number`},
		{[]string{"n", "١٢"}, 2, "", `N "١٢": want a whole number`},
		{[]string{"n", "99999999999999999999"}, 2, "", `N "99999999999999999999": want a whole number of at most 9 digits`},
		{[]string{"n", "1", "-k", "1000000000"}, 2, "", `flag -k: want a whole number of at most 9 digits`},
	} {
		var stdout, stderr bytes.Buffer
		code := numProg.Run(c.args, &stdout, &stderr)
		if code != c.code || stdout.String() != c.stdout || !strings.Contains(stderr.String(), c.stderr) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
	var stdout bytes.Buffer
	numProg.Run([]string{"help", "n"}, &stdout, &stdout)
	if want := "usage: num n N [-k K]\n  -k int\n    \ta number (default 1)\n"; stdout.String() != want {
		t.Errorf("help: %q, want %q", stdout.String(), want)
	}
}

func TestParseSeed(t *testing.T) {
	for s, ok := range map[string]bool{"0": true, "18446744073709551615": true, "18446744073709551616": false, "+1": false, "-1": false, "0x1": false, "": false, "1_0": false} {
		if _, err := ParseSeed("-seed", s); (err == nil) != ok {
			t.Errorf("ParseSeed(%q): %v", s, err)
		}
	}
}

// Help on help is help: the list, standard output, exit 0.
func TestHelpOfHelp(t *testing.T) {
	for _, args := range [][]string{{"help", "help"}, {"help", "-h"}, {"-h", "--help"}, {"--help", "-help"}} {
		var stdout, stderr bytes.Buffer
		if code := prog.Run(args, &stdout, &stderr); code != 0 || stdout.String() != list || stderr.Len() != 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, stdout.String(), stderr.String())
		}
	}
}

// Control characters never reach the terminal raw: not in a message, not
// in a text output.
func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"plain – ½ é\n\t": "plain – ½ é\n\t",
		"\x1b[2J":         `\x1b[2J`,
		"a\x00b\x7f":      `a\x00b\x7f`,
		"c1\u009bX":       `c1\u009bX`,
		"bad\xffutf8":     `bad\xffutf8`,
		"cr\r":            `cr\x0d`,
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
	var stdout, stderr bytes.Buffer
	prog.Run([]string{"echo", "-\x1b]0;pwned\x07"}, &stdout, &stderr)
	if strings.ContainsAny(stderr.String(), "\x1b\x07") {
		t.Errorf("a flag name reached standard error raw: %q", stderr.String())
	}
	stderr.Reset()
	prog.Run([]string{"echo", "-title", "\x1b[31mred"}, &stdout, &stderr)
	if strings.Contains(stdout.String(), "\x1b") {
		t.Errorf("text output raw: %q", stdout.String())
	}
}

func FuzzParseInt(f *testing.F) {
	for _, s := range []string{"0", "10", "010", "-5", "+7", "0x10", "1e3", "99999999999999999999", "", "-", "١٢"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseInt("N", s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "N ") {
				t.Fatalf("%q: message %q", s, err)
			}
			return
		}
		if n > 999999999 || n < -999999999 {
			t.Fatalf("%q: %d beyond 9 digits", s, n)
		}
		// Decimal: the number is the digits, read in base 10.
		if got, _ := ParseInt("N", fmt.Sprint(n)); got != n {
			t.Fatalf("%q: %d does not read back", s, n)
		}
	})
}

// FuzzParse runs the framework's command-line parser on arbitrary
// arguments: it never panics, and what it prints is escaped.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"echo a -n 3 b", "echo -n=3 -double", "echo -- -x", "help echo", "echo -title", "echo -n 0x1", "none -1", "-h", "echo -\x1b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, " ")
		var stdout, stderr bytes.Buffer
		code := prog.Run(args, &stdout, &stderr)
		if code < 0 || code > 2 {
			t.Fatalf("%q: exit %d", args, code)
		}
		if !clean(stderr.String()) {
			t.Fatalf("%q: raw control characters on standard error: %q", args, stderr.String())
		}
	})
}

// NonDecimalFlags names the flags the flag package would read as numbers,
// and no other.
func TestNonDecimalFlags(t *testing.T) {
	type opts struct {
		n, m int
		s    string
	}
	cmds := []*Command{
		New("good N", "", func(o *opts, fs *flag.FlagSet) { IntVar(fs, &o.n, "n", 0, ""); fs.StringVar(&o.s, "s", "", "") }, nil),
		New("bad N", "", func(o *opts, fs *flag.FlagSet) { fs.IntVar(&o.m, "m", 0, ""); IntVar(fs, &o.n, "n", 0, "") }, nil),
	}
	if got := NonDecimalFlags(cmds); len(got) != 1 || got[0] != "bad -m" {
		t.Errorf("NonDecimalFlags = %q, want [bad -m]", got)
	}
}
