package readback

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// headerFields are the header values of a tournament report the Event
// sheet holds: the flag of mkxlsx read that overrides each, its defined
// name, its field.
var headerFields = []struct {
	flag, defined string
	field         func(*Event) *string
}{
	{"name", contract.EventName, func(e *Event) *string { return &e.Name }},
	{"city", contract.EventCity, func(e *Event) *string { return &e.City }},
	{"federation", contract.EventFederation, func(e *Event) *string { return &e.Federation }},
	{"start", contract.EventStart, func(e *Event) *string { return &e.Start }},
	{"end", contract.EventEnd, func(e *Event) *string { return &e.End }},
	{"arbiter", contract.EventArbiter, func(e *Event) *string { return &e.Arbiter }},
	{"deputy", contract.EventDeputy, func(e *Event) *string { return &e.Deputy }},
	{"time-control", contract.EventTimeControl, func(e *Event) *string { return &e.TimeControl }},
	{"time-code", contract.EventTimeCode, func(e *Event) *string { return &e.TimeCode }},
}

// Override is the event a report's header gives, the one rule for every
// family's report (round robin and team events alike): typed holds the
// values typed by the user (mkxlsx read's flags -name, -city,
// -federation, -start, -end, -arbiter, -deputy, -time-control,
// -time-code, -round-dates), given says which of those flags were typed.
// A value typed wins over the workbook's, even a blank one; a value not
// typed is the workbook's (ev, its Event sheet) when the workbook holds
// one (the federation in capitals; the round dates when one at least is
// filled in), else typed's. from names, by flag, the cell and defined
// name of each value taken from the workbook ("Event!$B$3 (EventName)"),
// for the messages about it.
func (ev Event) Override(typed Event, given func(flag string) bool) (out Event, from map[string]string) {
	out, from = typed, map[string]string{}
	out.Cells = nil
	for _, f := range headerFields {
		v := *f.field(&ev)
		if f.flag == "federation" {
			v = strings.ToUpper(v)
		}
		if given(f.flag) || v == "" {
			continue
		}
		*f.field(&out) = v
		from[f.flag] = fmt.Sprintf("%s (%s)", ev.Cells[f.defined], f.defined)
	}
	if !given("round-dates") {
		for _, d := range ev.RoundDates {
			if d != "" {
				out.RoundDates = ev.RoundDates
				from["round-dates"] = fmt.Sprintf("%s (%s)", ev.Cells[contract.RoundDates], contract.RoundDates)
				break
			}
		}
	}
	return out, from
}
