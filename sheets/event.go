package sheets

import (
	"fmt"
	"strings"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/trf"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// EventInfo is what a tournament report (FIDE's TRF) says of the event, kept
// in the workbook so that reading it back needs nothing typed twice: the
// Event sheet holds one cell per field under a defined name (EventName …),
// written as text and left open to typing, and a date per round
// (RoundDates). Every field may stay blank.
type EventInfo struct {
	Name, City  string
	Federation  string // three capital letters (FRA), or ""
	Start, End  string // YYYY-MM-DD, or ""
	Arbiter     string // chief arbiter
	Deputy      string // deputy chief arbiter(s)
	TimeControl string // as said (90 min + 30 s per move), TRF line 122
	TimeCode    string // encoded as TRF-2026 line 222 (5400+30), or ""
	RoundDates  []string
	RoundTimes  []string // HH:MM per round, "" when unknown: the wall sheet shows it under the round
}

// The defined names of the Event sheet, one cell each, in the order of its
// rows; RoundDates is the column of the rounds' dates below them.
var eventNames = []struct {
	name  string
	label Text
	field func(*EventInfo) *string
}{
	{contract.EventName, Text{"Tournament name", "Nom du tournoi"}, func(e *EventInfo) *string { return &e.Name }},
	{contract.EventCity, Text{"City", "Ville"}, func(e *EventInfo) *string { return &e.City }},
	{contract.EventFederation, Text{"Federation (3 letters)", "Fédération (3 lettres)"}, func(e *EventInfo) *string { return &e.Federation }},
	{contract.EventStart, Text{"Start date (YYYY-MM-DD)", "Date de début (AAAA-MM-JJ)"}, func(e *EventInfo) *string { return &e.Start }},
	{contract.EventEnd, Text{"End date (YYYY-MM-DD)", "Date de fin (AAAA-MM-JJ)"}, func(e *EventInfo) *string { return &e.End }},
	{contract.EventArbiter, Text{"Chief arbiter", "Arbitre principal"}, func(e *EventInfo) *string { return &e.Arbiter }},
	{contract.EventDeputy, Text{"Deputy chief arbiter", "Arbitre adjoint"}, func(e *EventInfo) *string { return &e.Deputy }},
	{contract.EventTimeControl, Text{"Time control", "Cadence"}, func(e *EventInfo) *string { return &e.TimeControl }},
	{contract.EventTimeCode, Text{"Time control, FIDE code (5400+30)", "Cadence, code FIDE (5400+30)"}, func(e *EventInfo) *string { return &e.TimeCode }},
}

// Field returns the field of e under defined name (EventName …), false for
// another name.
func (e *EventInfo) Field(name string) (*string, bool) {
	for _, n := range eventNames {
		if n.name == name {
			return n.field(e), true
		}
	}
	return nil, false
}

// maxEventField bounds a text field: a TRF header line holds it.
const maxEventField = 200

// ParseDate reads a date as the Event sheet takes it: YYYY-MM-DD (as
// written), YYYY/MM/DD, or DD/MM/YYYY and DD.MM.YYYY as typed by hand.
func ParseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{"2006-01-02", "2006/01/02", "02/01/2006", "02.01.2006", "2/1/2006"} {
		if d, err := time.Parse(layout, s); err == nil {
			return d, nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a date: want YYYY-MM-DD", s)
}

// Validate reports a field the Event sheet or a TRF cannot hold, naming it
// as the flag that sets it (-federation).
func (e EventInfo) Validate(rounds int) error {
	var errs []string
	bad := func(format string, a ...any) { errs = append(errs, fmt.Sprintf(format, a...)) }
	for _, f := range []struct{ flag, v string }{{"name", e.Name}, {"city", e.City}, {"arbiter", e.Arbiter},
		{"deputy", e.Deputy}, {"time-control", e.TimeControl}} {
		if p := TextProblem(f.v); p != "" {
			bad("-%s %s", f.flag, p)
		} else if strings.ContainsAny(f.v, "\r\n") {
			bad("-%s holds a line break", f.flag)
		} else if n := len([]rune(f.v)); n > maxEventField {
			bad("-%s is %d characters long, at most %d fit in a TRF line", f.flag, n, maxEventField)
		}
	}
	if e.Federation != "" && !trf.IsFederation(e.Federation) {
		if h := trf.FederationHint(e.Federation); h != "" {
			bad("-federation %q: not one of FIDE's federation codes; %s", e.Federation, h)
		} else {
			bad("-federation %q: want a FIDE federation's three capital letters, such as FRA", e.Federation)
		}
	}
	if e.TimeCode != "" && !trf.ValidTimeCode(e.TimeCode) {
		bad("-time-code %q: want FIDE's encoded time control, seconds and increment such as 5400+30, 40/6000+30:900+30 or W300-B240", e.TimeCode)
	} else if short := trf.ShortTimeCode(e.TimeCode); e.TimeCode != "" && short != "" {
		bad("-time-code %s", short)
	}
	for _, f := range []struct{ flag, v string }{{"start", e.Start}, {"end", e.End}} {
		if f.v == "" {
			continue
		}
		if _, err := ParseDate(f.v); err != nil {
			bad("-%s: %v", f.flag, err)
		}
	}
	if len(e.RoundDates) > 0 && len(e.RoundDates) != rounds {
		bad("-round-dates: %d dates for %d rounds", len(e.RoundDates), rounds)
	}
	if len(e.RoundTimes) > 0 && len(e.RoundTimes) != rounds {
		bad("round times: %d times for %d rounds", len(e.RoundTimes), rounds)
	}
	for i, h := range e.RoundTimes {
		if _, err := time.Parse("15:04", h); h != "" && err != nil {
			bad("round times: round %d: %q is not a time: want HH:MM", i+1, h)
		}
	}
	for i, d := range e.RoundDates {
		if d == "" {
			continue
		}
		if _, err := ParseDate(d); err != nil {
			bad("-round-dates: round %d: %v", i+1, err)
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return nil
}

// eventRow is the Event sheet's row of field i (0-based) of eventNames;
// roundRow the row of round t (1-based).
func eventRow(i int) int { return 3 + i }
func roundRow(t int) int { return eventRow(len(eventNames)) + 2 + t }

// eventSheet writes the Event sheet of an event of rounds rounds: a label
// and a cell to type per field, then a date per round.
func eventSheet(info EventInfo, rounds int) func(b *book, s *sheet) (page, error) {
	return eventSheetWith(info, rounds, true)
}

// eventSheetWith is eventSheet, with the column of round times only when
// times: a family that prints no round's time offers none to type (Molter).
func eventSheetWith(info EventInfo, rounds int, times bool) func(b *book, s *sheet) (page, error) {
	return func(b *book, s *sheet) (page, error) {
		st := b.Style
		s.Value(1, 1, b.Lang.T(lblEventTitle), st.Note)
		s.Merge(1, 1, 2, 1)
		for i, n := range eventNames {
			s.Value(1, eventRow(i), b.Lang.T(n.label), st.HeaderLeft)
			s.Text(2, eventRow(i), *n.field(&info), st.Text)
		}
		h := roundRow(0)
		s.Value(1, h, b.Lang.T(lblRound), st.Header)
		s.Value(2, h, b.Lang.T(lblRoundDate), st.Header)
		if times {
			s.Value(3, h, b.Lang.T(lblRoundTime), st.Header)
		}
		for t := 1; t <= rounds; t++ {
			s.Value(1, roundRow(t), t, st.Center)
			d, hm := "", ""
			if t <= len(info.RoundDates) {
				d = info.RoundDates[t-1]
			}
			if t <= len(info.RoundTimes) {
				hm = info.RoundTimes[t-1]
			}
			s.Text(2, roundRow(t), d, st.Text)
			if times {
				s.Text(3, roundRow(t), hm, st.Text)
			}
		}
		if times {
			s.Widths(1, 36, 44, 14)
		} else {
			s.Widths(1, 36, 44)
		}
		return page{TitleRows: 0}, nil
	}
}

// eventNamesStep defines the names of the Event sheet's cells.
func eventNamesStep(sheet string, rounds int) step {
	return eventNamesStepWith(sheet, rounds, true)
}

// eventNamesStepWith is eventNamesStep, RoundTimes only when times.
func eventNamesStepWith(sheet string, rounds int, times bool) step {
	var cols []column
	for i, n := range eventNames {
		cols = append(cols, column{n.name, sheet, 2, eventRow(i), eventRow(i)})
	}
	cols = append(cols, column{contract.RoundDates, sheet, 2, roundRow(1), roundRow(rounds)})
	if times {
		cols = append(cols, column{contract.RoundTimes, sheet, 3, roundRow(1), roundRow(rounds)})
	}
	return names(cols...)
}
