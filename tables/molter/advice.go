package molter

import (
	"strconv"
	"strings"
)

// SourceBest asks for the best graded valid event of the shape: the
// document's or the constructed one, the document's when they grade
// equal (ResolveBest).
const SourceBest = "best"

// Alternative is the constructed event of the shape and length e has (or
// that r asked for, when the document has no event of that length: e the
// zero Event), when the constructed table serves it and grades above e:
// what the commands name, with its grade and the flag that selects it. ok
// is false when there is none, or e is constructed or graded as well.
func Alternative(r Request, e Event) (alt Event, ok bool) {
	if e.Source == SourceConstructed {
		return Event{}, false
	}
	teams, players, rounds := r.Teams, r.Players, r.Rounds
	if e.Source == SourceDocument {
		teams, players, rounds = e.Teams, e.Players, len(e.Rounds)
	} else if r.Table != "" {
		t, err := ByNumber(r.Table)
		if err != nil {
			return Event{}, false
		}
		teams, players = t.Teams(), t.Players()
	}
	if teams == 0 || players == 0 {
		return Event{}, false
	}
	c, err := Resolve(Request{Teams: teams, Players: players, Rounds: rounds, Source: SourceConstructed})
	if err != nil || !valid(c) {
		return Event{}, false
	}
	if e.Source == SourceDocument && !Better(c, e) {
		return Event{}, false
	}
	return c, true
}

// ResolveBest resolves r with Source SourceBest: both sources' events of
// the shape and length, the better graded valid one (Better), the
// document's when they grade equal; the one that exists when only one
// does.
func ResolveBest(r Request) (Event, error) {
	r.Source = SourceDocument
	doc, derr := Resolve(r)
	if derr == nil {
		if alt, ok := Alternative(r, doc); ok {
			return alt, nil
		}
		return doc, nil
	}
	if r.Table != "" {
		if t, err := ByNumber(r.Table); err == nil {
			r.Teams, r.Players, r.Table = t.Teams(), t.Players(), ""
		}
	}
	r.Source = SourceConstructed
	if c, err := Resolve(r); err == nil {
		return c, nil
	}
	return Event{}, derr
}

// Better reports whether a grades above b: a valid event above an invalid
// one, then the published letter (A to D), then the project's grade (A
// above B(…)), then the published penalty points.
func Better(a, b Event) bool {
	ka, kb := gradeKey(a), gradeKey(b)
	for i := range ka {
		if ka[i] != kb[i] {
			return ka[i] < kb[i]
		}
	}
	return false
}

func valid(e Event) bool {
	return len(e.Published.Broken) == 0 && !strings.HasPrefix(e.Grade, "invalid")
}

// gradeKey orders grades, the best first.
func gradeKey(e Event) [4]int {
	if !valid(e) {
		return [4]int{1, 0, 0, 0}
	}
	letter := 9
	if l := e.Published.Letter; len(l) == 1 {
		letter = int(l[0] - 'A')
	}
	project := 1
	if e.Grade == "A" {
		project = 0
	}
	return [4]int{0, letter, project, e.Published.Points}
}

// GradeSaid is the event's grade as the commands say it: the published
// letter and the project's grade ("D (project B(1,2))"), or the project's
// alone.
func GradeSaid(e Event) string {
	if e.Published.Letter == "" || e.Published.Letter == e.Grade {
		return e.Grade
	}
	return e.Published.Letter + " (" + e.Grade + ")"
}

// AlternativeText says the alternative to e in English: "the constructed
// table serves 9 teams of 4 players over 5 rounds at grade A: -source
// constructed (or -source best)".
func AlternativeText(alt Event) string {
	n := len(alt.Rounds)
	rounds := "rounds"
	if n == 1 {
		rounds = "round"
	}
	return "the constructed table serves " + strconv.Itoa(alt.Teams) + " teams of " + strconv.Itoa(alt.Players) +
		" players over " + strconv.Itoa(n) + " " + rounds + " at grade " + GradeSaid(alt) + ": -source constructed (or -source best)"
}
