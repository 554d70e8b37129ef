package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli/clitest"
)

// TestManual: every flag of every command is in the command's three
// manuals (cli.ManualGaps): its help (-h), the README's command line (the
// lines of the command there) and this package's doc (the command's usage
// lines and its section, "# mkxlsx NAME"); and the README's usage lines are
// the doc's.
func TestManual(t *testing.T) {
	p := program()
	readme, doc := clitest.Manuals(t, &p, mkxlsxDocSection)
	// The usage lines, written once for all: the doc's (up to help and
	// -version) are the first lines of mkxlsx in the README's,
	_, usage, _ := strings.Cut(doc, "Usage:\n\n")
	usage, _, _ = strings.Cut(usage, "\tmkxlsx help")
	var want strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(usage, "\n"), "\n") {
		want.WriteString("    " + strings.TrimPrefix(line, "\t") + "\n")
	}
	// and each command's usage, which its -h prints, is its lines there.
	for _, c := range p.Commands {
		var lines []string
		in := false
		for _, line := range strings.Split(usage, "\n") {
			if strings.HasPrefix(line, "\tmkxlsx ") {
				in = strings.HasPrefix(line, "\tmkxlsx "+c.Name+" ")
			}
			if in && line != "" {
				lines = append(lines, strings.TrimPrefix(strings.TrimPrefix(line, "\t"), "mkxlsx "))
			}
		}
		if got, want := c.Usage, strings.Join(lines, "\n"); got != want {
			t.Errorf("mkxlsx %s: its usage (main.go, as -h prints it) is not doc.go's:\n%s\nwant:\n%s", c.Name, got, want)
		}
	}
	_, section, _ := strings.Cut(readme, "\n## The command line\n")
	if i := strings.Index(section, "\n    mkxlsx "); i < 0 || !strings.HasPrefix(section[i+1:], want.String()) {
		t.Errorf("README.md, ## The command line: the lines of mkxlsx do not start with doc.go's usage lines:\n%s", want.String())
	}
}

// mkxlsxDocSection is the doc's text of a command: its usage lines (with
// their continuation lines) and the section headed with its name (alone or
// in a list: "# mkxlsx rutsch, scheveningen, team").
func mkxlsxDocSection(doc, name string) string {
	var b strings.Builder
	in := false
	for _, line := range strings.Split(doc, "\n") {
		switch {
		case strings.HasPrefix(line, "\tmkxlsx "):
			in = strings.HasPrefix(line, "\tmkxlsx "+name+" ")
		case strings.HasPrefix(line, "\t       "): // a usage line continued
		case strings.HasPrefix(line, "# "):
			heading := regexp.MustCompile(`[ ,]+`).Split(strings.TrimPrefix(line, "# "), -1)
			in = heading[0] == "mkxlsx" && slices.Contains(heading[1:], name)
		case strings.HasPrefix(line, "\t"):
			in = false
		}
		if in {
			b.WriteString(line + "\n")
		}
	}
	return b.String()
}

// TestUsageLines: every flag of a command's own is on its usage lines: the
// usage its -h prints before the flag list and doc.go's lines
// "\tmkxlsx NAME …" with their continuation lines (the flags the program
// adds to every command, -lang and a count's flag, are documented once).
// The flag list under them is TestManual's.
func TestUsageLines(t *testing.T) {
	p := program()
	clitest.UsageLines(t, &p)
}
