package cli

import (
	"flag"
	"io"
	"regexp"
	"strings"
)

// The manual of a command exists three times: its help (-h, made from its
// flags, so never short of one), the README's command line section and its
// package doc (cmd/*/doc.go). The commands' tests hold the last two to the
// flags each command defines, through what follows, so that a flag cannot
// be added without its documentation.

// Flags lists the flags of command name as its run defines them, the way
// its -h lists them: own, those its definition gives it, which its manual
// documents with it; common, those the program adds to it (-format,
// -lang, a count's flag), which the manual documents once for every
// command. It returns nil, nil for an unknown command.
func (p *Program) Flags(name string) (own, common []string) {
	c := p.find(name)
	if c == nil {
		return nil, nil
	}
	defined := flag.NewFlagSet(name, flag.ContinueOnError)
	c.bind(defined)
	fs, _, _ := c.flagSet(p, io.Discard)
	fs.VisitAll(func(f *flag.Flag) {
		if defined.Lookup(f.Name) != nil {
			own = append(own, f.Name)
		} else {
			common = append(common, f.Name)
		}
	})
	return own, common
}

// Help is what "PROG name -h" prints: the usage line and every flag.
func (p *Program) Help(name string) string {
	var out strings.Builder
	p.Run([]string{name, "-h"}, &out, io.Discard)
	return out.String()
}

// Mentions reports whether text names the flag as a user types it: "-name"
// standing alone or followed by "=" or a space ("-n 10", "-swap=false"),
// not as a part of a longer flag or word ("-o" is not in "-order").
func Mentions(text, flagName string) bool {
	return regexp.MustCompile(`(^|[^\w-])-` + regexp.QuoteMeta(flagName) + `($|[^\w-])`).MatchString(text)
}

// Synopses returns, from the README's section headed by heading ("## The
// command line"), the lines of its indented examples that run
// "prog command", each with the lines that continue it (indented deeper,
// not starting with another program's name); "" if there is none.
func Synopses(readme, heading, prog, command string) string {
	_, section, ok := strings.Cut(readme, "\n"+heading+"\n")
	if !ok {
		return ""
	}
	if i := strings.Index(section, "\n## "); i >= 0 {
		section = section[:i]
	}
	var b strings.Builder
	in := false
	for _, line := range strings.Split(section, "\n") {
		body := strings.TrimLeft(line, " \t")
		indent := len(line) - len(body)
		switch {
		case indent < 4 || body == "":
			in = false
		case strings.HasPrefix(body, prog+" "+command+" ") || body == prog+" "+command:
			in = true
		case indent > 4 && in:
			// a continuation line: kept
		default:
			in = false
		}
		if in {
			b.WriteString(line + "\n")
		}
	}
	return b.String()
}

// ManualGaps lists the flags that p's manuals leave out, a line each: for
// every command, each flag of its own missing from its -h, from the
// README's lines of "PROG command" in its section "## The command line"
// (Synopses) or from docSection(command), the text of the package doc
// that documents it; each flag the program adds to its commands missing
// from its -h, from that README section or from doc, the whole package doc.
// The counts are per place ("-h", "README.md", "doc.go").
func (p *Program) ManualGaps(readme, doc string, docSection func(command string) string) (gaps []string, counts map[string]int) {
	counts = map[string]int{}
	_, section, _ := strings.Cut(readme, "\n## The command line\n")
	section, _, _ = strings.Cut(section, "\n## ")
	for _, c := range p.Commands {
		own, common := p.Flags(c.Name)
		help := p.Help(c.Name)
		places := []struct{ place, where, text string }{
			{"README.md", "README.md (## The command line, the lines of " + p.Name + " " + c.Name + ")", Synopses(readme, "## The command line", p.Name, c.Name)},
			{"doc.go", "doc.go (" + p.Name + " " + c.Name + ")", docSection(c.Name)},
		}
		inHelp := func(f string) bool {
			return regexp.MustCompile(`(?m)^  -` + regexp.QuoteMeta(f) + `( |\n|$)`).MatchString(help)
		}
		for _, f := range own {
			if !inHelp(f) {
				gaps = append(gaps, p.Name+" "+c.Name+" -h does not list -"+f)
				counts["-h"]++
			}
			for _, pl := range places {
				if !Mentions(pl.text, f) {
					gaps = append(gaps, pl.where+": -"+f+" is not documented")
					counts[pl.place]++
				}
			}
		}
		for _, f := range common {
			if !inHelp(f) {
				gaps = append(gaps, p.Name+" "+c.Name+" -h does not list -"+f)
				counts["-h"]++
			}
			if !Mentions(section, f) {
				gaps = append(gaps, "README.md (## The command line): -"+f+", which "+p.Name+" "+c.Name+" takes, is not documented")
				counts["README.md"]++
			}
			if !Mentions(doc, f) {
				gaps = append(gaps, "doc.go: -"+f+", which "+p.Name+" "+c.Name+" takes, is not documented")
				counts["doc.go"]++
			}
		}
	}
	return gaps, counts
}

// DocText is the package doc of a Go file, its comment lines with "//"
// and the space after it removed (the tab of a preformatted line kept).
func DocText(src string) string {
	var b strings.Builder
	for _, line := range strings.Split(src, "\n") {
		if text, ok := strings.CutPrefix(line, "//"); ok {
			b.WriteString(strings.TrimPrefix(text, " ") + "\n")
		}
	}
	return b.String()
}
