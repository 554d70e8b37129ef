package cli

import (
	"bytes"
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/msg"
)

// langProgram is a program whose commands fail in known ways, to see the
// framework speak each language.
func langProgram(l msg.Lang) *Program {
	return &Program{Name: "mk", Synopsis: "COMMAND", Lang: l, LangFlag: true, Commands: []*Command{
		New("berger -n N [-double]", "a round robin", func(n *int, fs *flag.FlagSet) {
			fs.IntVar(n, "n", 0, "players")
			fs.Bool("double", false, "twice")
		}, func(c *Call, n *int) error {
			if *n == 0 {
				return Usagef("-n %q: want a whole number", "x")
			}
			return c.WriteText(c.Lang.F("Round %d", *n) + "\n")
		}),
		New("read FILE", "read", nil, func(c *Call, _ *struct{}) error { return Inputf("x.xlsx: no such file or directory") }),
	}}
}

func runLang(p *Program, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := p.Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// A mistyped command or flag is answered with the nearest name, in the
// program's language; -lang overrides it for one command line.
func TestSuggestAndLanguage(t *testing.T) {
	for _, c := range []struct {
		lang msg.Lang
		args []string
		code int
		want string // on standard error, or standard output for code 0
	}{
		{msg.En, []string{"bergre", "-n", "4"}, 2, `mk: unknown command "bergre" (did you mean berger?)`},
		{msg.En, []string{"rad"}, 2, `mk: unknown command "rad" (did you mean read?)`},
		{msg.En, []string{"zzzzzz"}, 2, "mk: unknown command \"zzzzzz\"\n"},
		{msg.Fr, []string{"bergre"}, 2, `mk: commande inconnue "bergre" (vouliez-vous dire berger ?)`},
		{msg.En, []string{"bergre", "-lang", "fr"}, 2, `commande inconnue "bergre"`},
		{msg.En, []string{"berger", "-dubble"}, 2, "mk berger: flag provided but not defined: -dubble (did you mean -double?)"},
		{msg.En, []string{"berger", "-dou"}, 2, "(did you mean -double?)"},
		{msg.Fr, []string{"berger", "-nn", "4"}, 2, "mk berger: option inconnue : -nn (vouliez-vous dire -n ?)"},
		{msg.En, []string{"berger"}, 2, "mk berger: -n \"x\": want a whole number\n"},
		{msg.Fr, []string{"berger"}, 2, "mk berger: -n \"x\" : nombre entier attendu\n"},
		{msg.En, []string{"berger", "-lang", "fr"}, 2, "mk berger: -n \"x\" : nombre entier attendu\n"},
		{msg.Fr, []string{"berger", "-n", "3", "-lang", "en"}, 0, "Round 3\n"},
		{msg.En, []string{"berger", "-n", "3", "-lang=fr"}, 0, "Ronde 3\n"},
		{msg.Fr, []string{"read", "x"}, 2, "mk read: x.xlsx : fichier ou dossier introuvable\n"},
		{msg.En, []string{"berger", "-lang", "de"}, 2, `mk berger: invalid value "de" for flag -lang: language "de": want en or fr`},
	} {
		code, out, errs := runLang(langProgram(c.lang), c.args...)
		got := errs
		if c.code == 0 {
			got = out
		}
		if code != c.code || !strings.Contains(got, c.want) {
			t.Errorf("%s %q: exit %d\nstdout %q\nstderr %q\nwant exit %d and %q", c.lang, c.args, code, out, errs, c.code, c.want)
		}
	}
}

// Without a language, the program speaks its user's locale: LC_ALL, then
// LC_MESSAGES, then LANG.
func TestLangFromEnvironment(t *testing.T) {
	for _, c := range []struct {
		all, messages, lang string
		want                msg.Lang
	}{
		{"", "", "", msg.En},
		{"", "", "fr_FR.UTF-8", msg.Fr},
		{"", "", "C.UTF-8", msg.En},
		{"en_GB.UTF-8", "", "fr_FR.UTF-8", msg.En},
		{"fr_CA.UTF-8", "", "en_US.UTF-8", msg.Fr},
		{"", "fr_BE", "en_US", msg.Fr},
	} {
		t.Setenv("LC_ALL", c.all)
		t.Setenv("LC_MESSAGES", c.messages)
		t.Setenv("LANG", c.lang)
		p := langProgram("")
		_, _, errs := runLang(p, "bergre")
		french := strings.Contains(errs, "commande inconnue")
		if french != (c.want == msg.Fr) {
			t.Errorf("LC_ALL=%q LC_MESSAGES=%q LANG=%q: %q, want %s", c.all, c.messages, c.lang, errs, c.want)
		}
	}
}

// A count is taken as a flag or as the first argument alike, both ways
// for a command that defines the flag and for one that takes arguments.
func TestCount(t *testing.T) {
	asFlag := New("mk -n N", "", func(n *int, fs *flag.FlagSet) { fs.IntVar(n, "n", 0, "") },
		func(c *Call, n *int) error { return c.WriteText(fmt.Sprintf("n=%d given=%v\n", *n, c.Given("n"))) }).NoArgs().Count("n")
	asArgs := New("pr T P", "", nil, func(c *Call, _ *struct{}) error { return c.WriteText(fmt.Sprintf("%q\n", c.Args)) }).Count("teams", "players")
	p := &Program{Name: "x", Lang: msg.En, Commands: []*Command{asFlag, asArgs}}
	for _, c := range []struct {
		args      []string
		code      int
		out, errs string
	}{
		{[]string{"mk", "10"}, 0, "n=10 given=true\n", ""},
		{[]string{"mk", "-n", "10"}, 0, "n=10 given=true\n", ""},
		{[]string{"mk", "10", "-n", "10"}, 0, "n=10 given=true\n", ""},
		{[]string{"mk", "10", "-n", "12"}, 2, "", "x mk: given twice: argument \"10\" and -n 12; give one\n"},
		{[]string{"mk", "x"}, 2, "", "x mk: unexpected argument \"x\"\n"},
		{[]string{"pr", "9", "4"}, 0, "[\"9\" \"4\"]\n", ""},
		{[]string{"pr", "-teams", "9", "-players", "4"}, 0, "[\"9\" \"4\"]\n", ""},
		{[]string{"pr", "9", "-players", "4"}, 0, "[\"9\" \"4\"]\n", ""},
		{[]string{"pr", "9", "5", "-players", "4"}, 2, "", "x pr: given twice: argument \"5\" and -players 4; give one\n"},
	} {
		var out, errb bytes.Buffer
		code := p.Run(c.args, &out, &errb)
		if code != c.code || out.String() != c.out || !strings.HasPrefix(errb.String(), c.errs) {
			t.Errorf("%q: exit %d, %q, %q; want %d, %q, %q", c.args, code, out.String(), errb.String(), c.code, c.out, c.errs)
		}
	}
}
