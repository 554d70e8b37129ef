package main

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli/clitest"
)

// TestManual: every flag of every command is in the command's three
// manuals (cli.ManualGaps): its help (-h), the README's command line (the
// lines of the command there) and this package's doc (the command's
// entries under Commands: its usage lines and what follows them); the
// flags every command gets (-format, -lang, the counts' flags) are named
// once in each.
func TestManual(t *testing.T) {
	p := program()
	clitest.Manuals(t, &p, pairingsDocSection)
}

// pairingsDocSection is the doc's text of a command: its entries under
// Commands, each a usage line ("\tpairings NAME …") and the lines indented
// under it.
func pairingsDocSection(doc, name string) string {
	var b strings.Builder
	in := false
	for _, line := range strings.Split(doc, "\n") {
		switch {
		case strings.HasPrefix(line, "\tpairings "):
			in = strings.HasPrefix(line, "\tpairings "+name+" ") || line == "\tpairings "+name
		case strings.HasPrefix(line, "\t    ") || line == "":
		default:
			in = false
		}
		if in {
			b.WriteString(line + "\n")
		}
	}
	return b.String()
}

// TestUsageLines: every flag of a command's own is on its usage lines: the
// first line of its -h and one of doc.go's lines "\tpairings NAME …" (the
// flags the program adds to every command, -format, -lang and a count's
// flag, are documented once). The flag list under them is TestManual's.
func TestUsageLines(t *testing.T) {
	p := program()
	clitest.UsageLines(t, &p)
}
