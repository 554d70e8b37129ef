package sheets

import (
	"slices"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

// Where a table comes from and what the documents leave broken, in the
// workbook's language. The tables packages say it in English for programs
// and the pairings command ("printed at line 427 of 004_….txt"); a
// workbook says it in words of its language ("Document 004, table 17,
// line 427"), never with a file name or a spec key, from the same facts in
// data (the Provenance of a table, a contingent's Games): rewording the
// English changes no workbook. TestSourcesRead checks that every table of
// every family has a provenance worded here.

// molterOrigin is where a Molter table comes from (Table.Provenance) in
// words of l; ok is false for a provenance it cannot word (then it says only
// that the table is the document's).
func molterOrigin(l Lang, tab molter.Table) (text string, ok bool) {
	p := tab.Provenance()
	switch {
	case p.Document == "" || p.Line <= 0:
		return l.F(srcMolterUnknown, tab.Table()), false
	case len(p.From) == 0:
		text = l.F(srcMolterPrinted, p.Document, tab.Table(), p.Line)
		if p.RowsFrom > 0 {
			text += " " + l.F(srcMolterScattered, p.RowsFrom, p.RowsTo)
		}
		return text + ".", true
	}
	how := srcMolterDerived
	if len(p.From) > 1 {
		how = srcMolterDerivedTwo
	}
	text = l.F(how, p.Document, tab.Table(), strings.Join(p.From, l.T(lblAnd)), p.Line)
	if p.EndToEnd {
		text += " " + l.T(srcMolterEndToEnd)
	}
	return text + ".", true
}

// MolterDefect is one line of molter.Table.Defects as a workbook in l
// states it on its event sheet (the commands' notes say the same).
func MolterDefect(l Lang, line string) string {
	text, _ := molterDefect(l, line)
	return text
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

// schevOrigin is where a Scheveningen table comes from
// (Match.Provenance) in words of l; ok is false for a provenance it cannot
// word exactly (then it says only printed or computed).
func schevOrigin(l Lang, m scheveningen.Match) (text string, ok bool) {
	p := m.Provenance()
	both := slices.Equal(p.Documents, []string{"000", "001"})
	switch {
	case p.Printed && both && p.Errata == 0:
		return l.T(srcSchevPrinted), true
	case p.Printed && both && p.Errata > 0:
		return l.F(srcSchevErrata, p.Errata), true
	case p.Printed:
		return l.T(srcSchevPrinted), false
	case len(p.Documents) == 0:
		return l.T(srcSchevComputed), true
	case both && p.Round > 0:
		return l.F(srcSchevBroken, p.Whites, p.Round, p.Want), true
	}
	return l.T(srcSchevComputed), false
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

// varmaMeeting is a game of Contingent.Games in words of l.
func varmaMeeting(l Lang, m varma.Meeting) string {
	return l.F(srcMeeting, m.X, m.Y, m.Round)
}

// atoi reads the digits a pattern matched (-1 for anything else).
func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}
