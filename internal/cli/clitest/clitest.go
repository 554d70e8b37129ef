// Package clitest is for tests only: what the tests of the commands built
// on package cli (cmd/mkxlsx, cmd/pairings) check the same way.
package clitest

import (
	"os"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli"
)

// Manuals fails t for every flag of p that one of its three manuals leaves
// out (cli.ManualGaps): its help (-h), the README's command line and the
// package doc of the command's doc.go, whose text for one command section
// gives (section(doc, name)). It runs in the command's directory, the
// README two floors up. It returns the README and the doc's text, for the
// checks a command adds.
func Manuals(t testing.TB, p *cli.Program, section func(doc, name string) string) (readme, doc string) {
	t.Helper()
	r, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	readme, doc = string(r), cli.DocText(string(src))
	gaps, counts := p.ManualGaps(readme, doc, func(name string) string { return section(doc, name) })
	for _, g := range gaps {
		t.Error(g)
	}
	if len(gaps) > 0 {
		t.Logf("flags missing per place: %v", counts)
	}
	return readme, doc
}

// UsageLines fails t for every flag of a command's own (cli.Program.Flags)
// that its usage leaves out, where the user reads it first: the usage of
// its -h (the lines before the flag list) and doc.go's usage lines of the
// command ("\tPROG NAME …" and the lines continuing it, indented under the
// command's name). The flags the program adds to every command (-format,
// -lang, a count's flag) are documented once, and the flag list under the
// usage is Manuals' check. It runs in the command's directory.
func UsageLines(t testing.TB, p *cli.Program) {
	t.Helper()
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	doc := cli.DocText(string(src))
	for _, c := range p.Commands {
		own, _ := p.Flags(c.Name)
		usage := helpUsage(p.Help(c.Name))
		docUsage := docUsageLines(doc, p.Name, c.Name)
		for _, f := range own {
			if !cli.Mentions(usage, f) {
				t.Errorf("%s %s -h: its usage leaves out -%s:\n%s", p.Name, c.Name, f, usage)
			}
			if !cli.Mentions(docUsage, f) {
				t.Errorf("doc.go: no usage line of %s %s has -%s", p.Name, c.Name, f)
			}
		}
	}
}

// helpUsage is the usage of a command's -h: its lines up to the flag list
// (the first line "  -flag").
func helpUsage(help string) string {
	var lines []string
	for _, line := range strings.Split(help, "\n") {
		if strings.HasPrefix(line, "  -") {
			break
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// docUsageLines are the usage lines of command name in doc, the text of a
// package doc: each "\tprog name …" with the lines that continue it,
// indented under the command's name (a tab and as many spaces as
// "prog "), not the description indented less under them.
func docUsageLines(doc, prog, name string) string {
	cont := "\t" + strings.Repeat(" ", len(prog)+1)
	var lines []string
	in := false
	for _, line := range strings.Split(doc, "\n") {
		switch {
		case strings.HasPrefix(line, "\t"+prog+" "):
			in = strings.HasPrefix(line, "\t"+prog+" "+name+" ") || line == "\t"+prog+" "+name
		case strings.HasPrefix(line, cont):
		default:
			in = false
		}
		if in {
			lines = append(lines, line)
		}
	}
	return strings.Join(lines, "\n")
}
