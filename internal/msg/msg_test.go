package msg

import (
	"regexp"
	"strings"
	"testing"
)

// Public names a document by its title, never by its file, and drops the
// packages' prefixes: the messages as the commands printed them before.
func TestPublic(t *testing.T) {
	for _, c := range []struct {
		in   string
		l    Lang
		want string
	}{
		{"tables: 5 rounds: Tableau 26 plays 1 to 3 rounds", En, "5 rounds: Tableau 26 plays 1 to 3 rounds"},
		{"9 teams of 4 players (ABCDEFGHJ); printed at line 806 of 004_9d88f2011072545a.txt (its rows on lines 765 to 824, some printed beside another table)", En,
			"9 teams of 4 players (ABCDEFGHJ); in the Molter system document"},
		{"an error at line 1529 of 004_9d88f2011072545a.txt", Fr, "an error dans le document Système Molter"},
		{"000_88b4201696a2c13a.txt, table 000/18", En, "Arbiter's book, Berger tables, table 000/18"},
		{"x.xlsx: readback: Pairings!E7: bad", En, "x.xlsx: Pairings!E7: bad"},
		{"panic at /work/wt/lang/internal/cli/cli.go:12", En, "panic at "},
		{"a plain message: nothing to do", En, "a plain message: nothing to do"},
		{"joueurs.csv:5: no name", En, "joueurs.csv:5: no name"},
	} {
		if got := Public(c.in, c.l); got != c.want {
			t.Errorf("Public(%q, %s) = %q, want %q", c.in, c.l, got, c.want)
		}
		if leaks := Leaks(Public(c.in, c.l)); len(leaks) > 0 {
			t.Errorf("Public(%q) leaks %q", c.in, leaks)
		}
	}
}

// Every French format of the catalogue takes the arguments of its English
// key, in number and kind, so that no message prints %!d(MISSING).
func TestCatalogueVerbs(t *testing.T) {
	verbs := regexp.MustCompile(`%[-+# 0-9.*]*[a-zA-Z%]`)
	for en, fr := range french {
		a, b := verbs.FindAllString(en, -1), verbs.FindAllString(fr, -1)
		if strings.Join(a, " ") != strings.Join(b, " ") {
			t.Errorf("%q: verbs %v, French %q has %v", en, a, fr, b)
		}
		if strings.Count(en, "\n") != strings.Count(fr, "\n") {
			t.Errorf("%q: the French %q ends its lines otherwise", en, fr)
		}
	}
}

func TestParseAndEnv(t *testing.T) {
	if l, err := Parse("FR"); err != nil || l != Fr {
		t.Errorf("Parse(FR) = %q, %v", l, err)
	}
	if _, err := Parse("de"); err == nil {
		t.Error("Parse(de): no error")
	}
	// A typed value may carry spaces around it (a flag, a cell); a value
	// passed by a program (ParseExact, the library's) may not.
	if l, err := Parse(" en\t"); err != nil || l != En {
		t.Errorf("Parse(\" en\\t\") = %q, %v", l, err)
	}
	if _, err := ParseExact(" en"); err == nil || err.Error() != `language " en": want en or fr` {
		t.Errorf("ParseExact(\" en\") = %v, want the error quoting the text as given", err)
	}
	if l, err := ParseExact("Fr"); err != nil || l != Fr {
		t.Errorf("ParseExact(Fr) = %q, %v", l, err)
	}
	if _, err := Parse(" de "); err == nil || err.Error() != `language " de ": want en or fr` {
		t.Errorf("Parse(\" de \") = %v, want the error quoting the text as given", err)
	}
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	if FromEnv(env(map[string]string{"LANG": "fr_FR.UTF-8"})) != Fr || FromEnv(env(nil)) != En ||
		FromEnv(env(map[string]string{"LANG": "fr_FR.UTF-8", "LC_ALL": "C"})) != En {
		t.Error("FromEnv does not follow LC_ALL, LC_MESSAGES, LANG")
	}
}
