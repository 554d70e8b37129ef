// Package clitest is for tests only: what the tests of the commands built
// on package cli (cmd/mkxlsx, cmd/pairings) check the same way.
package clitest

import (
	"os"
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
