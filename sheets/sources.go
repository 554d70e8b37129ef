package sheets

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// Where a table comes from and what the documents leave broken, in the
// workbook's language. The tables packages say it in English for programs
// and the pairings command ("printed at line 427 of 004_….txt"); a
// workbook says it in words of its language ("Document 004, table 17,
// line 427"), never with a file name or a spec key. Each form the tables
// packages use is read here; TestSourcesRead checks that every table of
// every family is read, so that a new form is caught by a test, not
// printed raw.

// Origins of the Molter tables: "printed at line N of 004_….txt" with an
// optional note on scattered rows, or "derived from X [and Y] [end to end]
// by the text of line N of 004_….txt".
var (
	molterPrinted = regexp.MustCompile(`^printed at line (\d+) of (\d{3})_[0-9a-f]+\.txt( \(its rows on lines (\d+) to (\d+), some printed beside another table\))?$`)
	molterDerived = regexp.MustCompile(`^derived from (\S+(?: and \S+)*?)( end to end)? by the text of line (\d+) of (\d{3})_[0-9a-f]+\.txt$`)
)

// molterOrigin is Table.Origin in words of l; ok is false for a form it does
// not know (then it says only that the table is the document's).
func molterOrigin(l Lang, tab molter.Table) (text string, ok bool) {
	o := tab.Origin()
	if m := molterPrinted.FindStringSubmatch(o); m != nil {
		text = l.F(srcMolterPrinted, m[2], tab.Table(), atoi(m[1]))
		if m[3] != "" {
			text += " " + l.F(srcMolterScattered, atoi(m[4]), atoi(m[5]))
		}
		return text + ".", true
	}
	if m := molterDerived.FindStringSubmatch(o); m != nil {
		from := strings.Split(m[1], " and ")
		how := srcMolterDerived
		if len(from) > 1 {
			how = srcMolterDerivedTwo
		}
		text = l.F(how, m[4], tab.Table(), strings.Join(from, l.T(lblAnd)), atoi(m[3]))
		if m[2] != "" {
			text += " " + l.T(srcMolterEndToEnd)
		}
		return text + ".", true
	}
	return l.F(srcMolterUnknown, tab.Table()), false
}

// molterDefect is one line of Table.Defects ("004/42a-unprinted (004/42a):
// …") in words of l: the catalogue's text for its key; ok is false for a
// key the catalogue lacks (then a general sentence).
func molterDefect(l Lang, line string) (text string, ok bool) {
	key, _, _ := strings.Cut(line, " ")
	for _, d := range molterDefects {
		if d.key == key {
			return l.T(d.text), true
		}
	}
	table := strings.TrimSuffix(strings.TrimPrefix(key, "004/"), "-")
	if i := strings.IndexByte(table, '-'); i >= 0 {
		table = table[:i]
	}
	return l.F(srcDefectUnknown, table), false
}

// Origins of the Scheveningen tables: "computed" or "printed in 000/001",
// each with a tail: ", N errata applied", or the rule the printed table
// breaks, " (the table printed in 000/001 does not keep a rule of the
// computed tables: 000/scheveningen-5 round 3: team A has white on 2
// boards, want 3)".
var (
	schevErrata = regexp.MustCompile(`^printed in 000/001, (\d+) errata applied$`)
	schevBroken = regexp.MustCompile(`^computed \(the table printed in 000/001 does not keep a rule of the computed tables: \S+ round (\d+): team A has white on (\d+) boards, want (\d+)\)$`)
)

// schevOrigin is Match.Origin in words of l.
func schevOrigin(l Lang, o string) (text string, ok bool) {
	switch {
	case o == "computed":
		return l.T(srcSchevComputed), true
	case o == "printed in 000/001":
		return l.T(srcSchevPrinted), true
	}
	if m := schevErrata.FindStringSubmatch(o); m != nil {
		return l.F(srcSchevErrata, atoi(m[1])), true
	}
	if m := schevBroken.FindStringSubmatch(o); m != nil {
		return l.F(srcSchevBroken, atoi(m[2]), atoi(m[1]), atoi(m[3])), true
	}
	if strings.HasPrefix(o, "computed") {
		return l.T(srcSchevComputed), false
	}
	return l.T(srcSchevPrinted), false
}

// varmaSource is Table.Source ("000/varma-12", "fide/varma-14",
// "computed") in words of l.
func varmaSource(l Lang, src string) (text string, ok bool) {
	doc, _, found := strings.Cut(src, "/")
	switch {
	case src == "computed":
		return l.T(srcVarmaComputed), true
	case doc == "fide" && found:
		return l.T(srcVarmaFIDE), true
	case found && len(doc) == 3 && atoi(doc) >= 0:
		return l.F(srcVarmaDoc, doc), true
	}
	return l.T(srcVarmaComputed), false
}

// varmaMeeting is a Contingent.Meetings entry ("3-9 in round 11") in words
// of l.
var varmaMeetingForm = regexp.MustCompile(`^(\d+)-(\d+) in round (\d+)$`)

func varmaMeeting(l Lang, m string) (string, bool) {
	if x := varmaMeetingForm.FindStringSubmatch(m); x != nil {
		return l.F(srcMeeting, atoi(x[1]), atoi(x[2]), atoi(x[3])), true
	}
	return m, false
}

// atoi reads the digits a pattern matched (-1 for anything else).
func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}
