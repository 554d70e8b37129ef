package molter

import (
	"errors"
	"strconv"
	"strings"
)

// SourceBest asks for the best graded valid event of the shape: the
// document's or the constructed one, the document's when they grade
// equal (ResolveBest).
const SourceBest = "best"

// Alternative is the constructed event of the shape and length e has,
// when the constructed table serves it and grades above e: e.Alt for an
// event Serve resolved. ok is false when there is none, or e is
// constructed or graded as well. r names the shape when e is the zero
// Event (a request refused).
//
// Deprecated: Serve resolves it once: Event.Alt, and RequestError.Alt for
// a request refused.
func Alternative(r Request, e Event) (alt Event, ok bool) {
	switch e.Source {
	case SourceConstructed:
		return Event{}, false
	case SourceDocument:
		if e.Alt != nil {
			return *e.Alt, true
		}
		r = Request{Table: e.Table, Teams: e.Teams, Players: e.Players, Rounds: len(e.Rounds)}
	}
	r.Source = SourceDocument
	d, err := Serve(r)
	var re *RequestError
	switch {
	case err == nil && d.Alt != nil:
		return *d.Alt, true
	case errors.As(err, &re) && re.Alt != nil:
		return *re.Alt, true
	}
	return Event{}, false
}

// ResolveBest resolves r with Source SourceBest: both sources' events of
// the shape and length, the better graded valid one (Better), the
// document's when they grade equal; the one that exists when only one
// does.
//
// Deprecated: ResolveBest is Serve with SourceBest.
func ResolveBest(r Request) (Event, error) {
	r.Source = SourceBest
	return Serve(r)
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
