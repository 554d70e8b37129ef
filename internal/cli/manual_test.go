package cli

import (
	"flag"
	"slices"
	"strings"
	"testing"
)

func TestMentions(t *testing.T) {
	for _, c := range []struct {
		text, flag string
		want       bool
	}{
		{"[-o file.xlsx]", "o", true},
		{"-order rating", "o", false},
		{"[-swap=false]", "swap", true},
		{"molter-grades", "grades", false},
		{"(-teams T -players P)", "players", true},
		{"-teams-file t.csv", "teams", false},
		{"-n", "n", true},
		{"berger -n10", "n", false},
	} {
		if got := Mentions(c.text, c.flag); got != c.want {
			t.Errorf("Mentions(%q, %q) = %v, want %v", c.text, c.flag, got, c.want)
		}
	}
}

func TestManualGaps(t *testing.T) {
	type fl struct {
		double bool
		k      int
	}
	p := Program{Name: "prog", Format: true, LangFlag: true, Commands: []*Command{
		New("berger N [-double]", "a table", func(f *fl, fs *flag.FlagSet) {
			fs.BoolVar(&f.double, "double", false, "two cycles")
			IntVar(fs, &f.k, "cycles", 1, "cycles")
		}, func(*Call, *fl) error { return nil }).Count("n"),
	}}
	own, common := p.Flags("berger")
	if !slices.Equal(own, []string{"cycles", "double"}) || !slices.Equal(common, []string{"format", "lang", "n"}) {
		t.Fatalf("Flags: own %v, common %v", own, common)
	}
	readme := "# x\n\n## The command line\n\n    prog berger 10 [-double]\n           [-cycles K]\n    prog other -format json\n\nEvery command takes -lang and -n.\n\n## Next\n\n    prog berger -cycles 3\n"
	if got := Synopses(readme, "## The command line", "prog", "berger"); got != "    prog berger 10 [-double]\n           [-cycles K]\n" {
		t.Errorf("Synopses: %q", got)
	}
	doc := "Commands:\n\n\tprog berger N [-double]\n\t    -format json, -lang fr, -n N.\n"
	gaps, counts := p.ManualGaps(readme, doc, func(string) string { return doc })
	// The doc lacks -cycles; the README has everything.
	if len(gaps) != 1 || !strings.Contains(gaps[0], "doc.go (prog berger): -cycles is not documented") || counts["doc.go"] != 1 || counts["README.md"] != 0 {
		t.Errorf("ManualGaps: %q %v", gaps, counts)
	}
	if h := p.Help("berger"); !strings.Contains(h, "usage: prog berger N [-double]\n") || !strings.Contains(h, "  -cycles int\n") {
		t.Errorf("Help: %q", h)
	}
}
