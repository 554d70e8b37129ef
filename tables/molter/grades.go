package molter

import (
	"strconv"
	"strings"
)

// Quality is an event's five measures of quality of the project's contract, each with its
// proven best where it is not 0, as the generator measured them
// (internal/molter Quality).
type Quality struct {
	// 1: the spread of the boards each pair of teams shares, and the
	// shortfall of distinct teams met after every round.
	PairSpread, PairSpreadBest, Shortfall int
	// 2: floaters balanced per team; 3: descents spread over the teams.
	Floaters, FloatersBest, Descents, DescentsBest int
	// 4: a team's boards spread over the other teams in a round; 5: the
	// largest |whites - P/2| of a team in a round.
	RoundSpread, RoundSpreadBest, Whites int
}

// parseQuality reads the k-th (1-based) token of a quality field of the
// data: ten numbers separated by commas.
func parseQuality(field string, k int) Quality {
	fs := strings.Fields(field)
	if k < 1 || k > len(fs) {
		return Quality{}
	}
	var n [10]int
	for i, x := range strings.Split(fs[k-1], ",") {
		if i < len(n) {
			n[i], _ = strconv.Atoi(x)
		}
	}
	return Quality{n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9]}
}

// Graded is one event served, graded on both scales as the generator
// recorded it: what pairings molter -list and molter-report print.
type Graded struct {
	Teams, Players, Rounds int
	Source                 string
	// Table is the document's number ("17"), "42/42a-built" for an event
	// whose autonomous round is built, or SourceConstructed; for a
	// constructed event's Selectable one, "constructed/search" or
	// "constructed/layered".
	Table string
	// Construction is how a constructed event is made (ConstructionLayered,
	// ConstructionSearch); Selectable: it is not the default but kept,
	// better in the published contract's order (Constructed.Selectable).
	Construction string
	Selectable   bool
	Grade        string
	// Broken lists the hard rules of the project's contract the event breaks (Grade says
	// invalid); empty: valid. An event with a table of its own is held to
	// molter.ContractOwn (internal/molter): its colours keep the published
	// rules instead of alternating inside each pair of rounds.
	Broken    []string
	Quality   Quality
	Published Published
	// Autonomous is the document's autonomous round ("17a") when the
	// event ends with the printed one.
	Autonomous string
	// Suggestion is the best suggested correction of a document's event
	// that lifts its grade (two cells of one round exchanged, not applied),
	// as molter-report -suggest prints it; "" when there is none.
	Suggestion string
}

// Grades lists every event served: the document's (by table, as Tables
// lists them, each event length it plays, then the events with an
// autonomous round built), then the constructed ones by shape and length
// (3 to 30 teams, 1 to T-1 rounds), each default event followed by the
// selectable one where there is one.
func Grades() []Graded {
	var out []Graded
	for _, m := range Tables() {
		c, t, _ := m.config()
		for k := 1; k <= m.MaxRounds(); k++ {
			g, err := m.Grade(k)
			if err != nil {
				continue
			}
			x := Graded{Teams: int(c.teams), Players: int(c.players), Rounds: k, Source: SourceDocument, Table: t.number, Grade: g,
				Broken: broken(g), Quality: parseQuality(documentQuality[m.cfg-1], k), Suggestion: suggestion(m.cfg-1, k, false)}
			x.Published, _ = parsePublished(documentPublished[m.cfg-1], k)
			if int(t.rounds)%2 == 0 && k%2 == 1 {
				x.Autonomous = m.AutonomousTable()
			}
			out = append(out, x)
		}
		for _, b := range builtEvents {
			if int(b.config) != m.cfg-1 {
				continue
			}
			x := Graded{Teams: int(c.teams), Players: int(c.players), Rounds: int(b.rounds), Source: SourceDocument, Table: t.number + "/" + t.number + "a-built",
				Grade: b.grade, Broken: broken(b.grade), Quality: parseQuality(b.quality, 1), Suggestion: suggestion(m.cfg-1, int(b.rounds), true)}
			x.Published, _ = parsePublished(b.published, 1)
			out = append(out, x)
		}
	}
	for i, s := range constructedShapes {
		c := Constructed{shape: i + 1}
		for k := 1; k < int(s.teams); k++ {
			def, _ := c.Construction(k)
			sel, _ := c.Selectable(k)
			for _, cons := range []string{def, sel} {
				if cons == "" {
					continue
				}
				x := Graded{Teams: int(s.teams), Players: int(s.players), Rounds: k, Source: SourceConstructed, Table: SourceConstructed, Construction: cons}
				if cons == sel {
					x.Table, x.Selectable = SourceConstructed+"/"+cons, true
				}
				x.Grade, _ = c.GradeBy(k, cons)
				x.Broken = broken(x.Grade)
				x.Quality, _ = c.QualityBy(k, cons)
				x.Published, _ = c.PublishedBy(k, cons)
				out = append(out, x)
			}
		}
	}
	return out
}

// broken reads the rules an "invalid(a,b)" grade names; nil for a valid one.
func broken(grade string) []string {
	rest, ok := strings.CutPrefix(grade, "invalid(")
	if !ok {
		return nil
	}
	return strings.Split(strings.TrimSuffix(rest, ")"), ",")
}

// suggestion is the recorded suggested correction of a document event.
func suggestion(cfg, k int, built bool) string {
	for _, s := range documentSuggestions {
		if int(s.config) == cfg && int(s.rounds) == k && s.built == built {
			return s.text
		}
	}
	return ""
}
