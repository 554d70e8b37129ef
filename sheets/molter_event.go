package sheets

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// The Molter workbook's event sheet: the event's table, its source and
// grade in words, what to do.

// event writes the first sheet: what the event is, the table it plays and
// where it comes from, its defects, and how to prepare and play it.
func (l *molterLayout) event(b *book, s *sheet) (page, error) {
	T, F := b.Lang.T, b.Lang.F
	var colours []string
	for k := 1; k <= l.K; k++ {
		colours = append(colours, F(lblColon, l.roundTitle(k), T(l.colour(k).name)))
	}
	rows := l.constructedRows(b)
	source := noteMolterGradeCons
	if l.tab != (molter.Table{}) {
		rows, source = l.documentRows(b), noteMolterGrade
	}
	rows = append(rows,
		guideRow{lblEvPrepare, T(noteMolterPrepare)},
		guideRow{lblEvCards, b.Lang.Join(colours) + "."},
		guideRow{lblEvResults, T(noteMolterResults)},
		guideRow{lblEvRanking, T(noteMolterRanking)},
		guideRow{lblGProtect, T(guideProtect)},
		guideRow{lblEvGrade, molterGrade(l.ev, source, b.Lang)}, // last: the rows above keep their places
	)
	return guideRows(b, s, F(molterTitle, l.T, l.P, roundsSaid(b.Lang, l.K)), rows)
}

// roundsSaid is the event's number of rounds as its titles say it: "1
// round", "3 rounds".
func roundsSaid(lang Lang, k int) string {
	if k == 1 {
		return lang.T(molterOneRound)
	}
	return lang.F(molterNRounds, k)
}

// tableRounds is the first k rounds of the table an event plays, as its
// rounds row says them: "rounds 1 to k of the table", "round 1 of the
// table".
func tableRounds(lang Lang, k int) string {
	if k == 1 {
		return lang.T(molterTableRound1)
	}
	return lang.F(molterTableRounds, k)
}

// documentRows are the event sheet's first rows for a table of the
// document: its number, origin, rounds, autonomous round, defects and how
// its rounds are played.
func (l *molterLayout) documentRows(b *book) []guideRow {
	T, F := b.Lang.T, b.Lang.F
	tab := l.tab
	main := l.K
	if l.auto {
		main--
	}
	var rounds string
	switch {
	case l.built && main == 0:
		rounds = F(molterRoundsBuilt1, tab.Table())
	case l.built:
		rounds = F(molterRoundsBuilt, roundsSaid(b.Lang, l.K), tableRounds(b.Lang, main), tab.Table(), l.K)
	case l.auto && main == 0:
		rounds = F(molterRoundsAuto1, tab.Table())
	case l.auto:
		rounds = F(molterRoundsAuto, roundsSaid(b.Lang, l.K), tableRounds(b.Lang, main), tab.Table(), l.K)
	default:
		rounds = F(molterRoundsMain, roundsSaid(b.Lang, l.K), tableRounds(b.Lang, l.K), tab.Rounds())
	}
	var auto string
	switch {
	case tab.HasAutonomous() && tab.Follow() == 0:
		auto = F(molterAutoOnly, tab.Table())
	case tab.HasAutonomous():
		// Only an even number of main rounds (played two by two) may come
		// before the autonomous round: events of 1, 3, 5 … rounds.
		var after, events []string
		for k := 2; k <= tab.Follow(); k += 2 {
			after = append(after, fmt.Sprint(k))
		}
		for k := 1; k <= tab.Follow()+1; k += 2 {
			events = append(events, fmt.Sprint(k))
		}
		auto = F(molterAutoFollow, tab.Table(), strings.Join(after, T(lblOr)), strings.Join(events, ", "))
	case len(tab.Defects()) > 0:
		auto = F(molterAutoBroken, tab.Table())
	default:
		auto = T(molterAutoNone)
	}
	defects := T(lblEvNoDefect)
	if d := tab.Defects(); len(d) > 0 {
		lines := []string{T(noteMolterDefects)}
		for _, x := range d {
			text, _ := molterDefect(b.Lang, x)
			lines = append(lines, text)
		}
		defects = strings.Join(lines, "\n")
	}
	origin, _ := molterOrigin(b.Lang, tab)
	return []guideRow{
		{lblEvTable, F(molterTableTitle, tab.Table(), tab.Teams(), tab.Players(), tab.Rounds())},
		{lblEvOrigin, origin},
		{lblEvRounds, rounds},
		{lblEvBoards, F(molterBoards, l.boards(), l.T, l.P)},
		{lblEvAuto, auto},
		{lblEvDefects, defects},
		{lblEvPlay, T(noteMolterPlay)},
	}
}

// constructedRows are the event sheet's first rows for a constructed
// table, in the places of documentRows' (mkxlsx read finds the table by
// its pairings, not by these words).
func (l *molterLayout) constructedRows(b *book) []guideRow {
	T, F := b.Lang.T, b.Lang.F
	c := l.ev.Cons
	rounds, auto, play := F(molterRoundsMain, roundsSaid(b.Lang, l.K), tableRounds(b.Lang, l.K), c.Rounds()), T(molterConsAuto), T(molterConsPlay)
	origin, rules := molterConsOrigin, molterConsRules
	// Where the event comes from (Provenance): the stored table's first
	// rounds, a stored table of its own, or built for exactly this number
	// of rounds by the layered construction, graded in advance (3 to 30
	// teams) or when built (31 to 64).
	prov, _ := c.Provenance(l.K, l.ev.Construction)
	switch prov {
	case molter.ProvenanceOwn:
		rounds, auto, play = F(molterRoundsOwn, roundsSaid(b.Lang, l.K), tableRounds(b.Lang, l.K), c.Rounds()), T(molterConsAutoOwn), T(molterConsPlayOwn)
	case molter.ProvenanceLayered, molter.ProvenanceLayeredAsked:
		rounds, auto, play = F(molterRoundsLayered, roundsSaid(b.Lang, l.K), c.Rounds()), T(molterConsAutoOwn), T(molterConsPlayOwn)
		origin = molterConsOriginLayered
		if prov == molter.ProvenanceLayeredAsked {
			origin, rules = molterConsOriginBuilt, molterConsRulesBuilt
		}
	}
	return []guideRow{
		// The event's rounds, not the shape's most (c.Rounds(), which the
		// rounds row gives): the table the workbook plays is the event's.
		{lblEvTable, F(molterConsTitle, l.T, l.P, roundsSaid(b.Lang, l.K))},
		{lblEvOrigin, T(origin)},
		{lblEvRounds, rounds},
		{lblEvBoards, F(molterBoards, l.boards(), l.T, l.P)},
		{lblEvAuto, auto},
		{lblEvDefects, T(rules)},
		{lblEvPlay, play},
	}
}

// molterGrade says the source (noteMolterGrade or noteMolterGradeCons),
// the grade of the event with each measure that falls short in words, and
// its grade on the published scale (its measures are molter-report's: the
// event sheet prints on one page).
func molterGrade(ev molter.Event, source Text, lang Lang) string {
	T, F := lang.T, lang.F
	g := ev.Grade
	out := T(source) + g
	if short, ok := strings.CutPrefix(g, "B("); ok {
		var words []string
		for _, m := range strings.Split(strings.TrimSuffix(short, ")"), ",") {
			if n, err := strconv.Atoi(m); err == nil && n >= 1 && n <= len(noteMolterMeasure) {
				words = append(words, T(noteMolterMeasure[n-1]))
			}
		}
		out += F(noteMolterGradeShort, lang.Join(words))
	} else if g == "A" {
		out += T(noteMolterGradeA)
	}
	switch p := ev.Published; {
	case p.Letter == "" && len(p.Broken) == 0:
	case len(p.Broken) > 0:
		out += F(notePublishedBroken, strings.Join(p.Broken, ", "))
	default:
		out += F(notePublished, p.Letter, p.Points)
	}
	// The document's table grading below the constructed one: name the
	// alternative, its grade and how to get its workbook.
	if alt := ev.Alt; alt != nil {
		out += F(noteMolterAlternative, molter.GradeSaid(*alt), len(alt.Rounds), ev.Teams, ev.Players, len(alt.Rounds))
	}
	return out
}
