package readback

import (
	"bytes"
	"reflect"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
	"github.com/toutesrondes/toutesrondes/tables/team"
)

// TestEventEveryFamily: every family's workbook keeps the event given at
// writing and reads it back by the defined names, each field with its
// cell (the sheet Event, Tournoi in French, FIDE report for Molter, whose
// Event sheet is its guide); a date typed as a date reads as YYYY-MM-DD;
// a workbook without the names (an older one) reads with a blank event.
func TestEventEveryFamily(t *testing.T) {
	info := func(rounds int) sheets.EventInfo {
		in := sheets.EventInfo{Name: "Interclubs", City: "Nîmes", Federation: "FRA", Start: "2026-03-01", End: "2026-03-09",
			Arbiter: "Lefèvre, Anaïs", Deputy: "Müller, Jörg", TimeControl: "90 min + 30 s", TimeCode: "5400+30"}
		for r := range rounds {
			in.RoundDates = append(in.RoundDates, time.Date(2026, 3, 1+r, 0, 0, 0, 0, time.UTC).Format("2006-01-02"))
		}
		return in
	}
	for _, c := range []struct {
		name, sheet string
		rounds      int
		write       func(*bytes.Buffer, sheets.EventInfo) error
		event       func(*Workbook) Event
	}{
		{"berger", "Event", 5, func(b *bytes.Buffer, in sheets.EventInfo) error {
			return sheets.WriteRoundRobin(b, sheets.RoundRobin{N: 6, Info: in})
		}, func(w *Workbook) Event { return w.RoundRobin.Event }},
		{"team", "Tournoi", 5, func(b *bytes.Buffer, in sheets.EventInfo) error {
			return sheets.WriteTeamRoundRobin(b, sheets.TeamRoundRobin{N: 5, Central: team.CentralLast, Lang: sheets.French, Info: in})
		}, func(w *Workbook) Event { return w.Team.Event }},
		{"team double", "Event", 6, func(b *bytes.Buffer, in sheets.EventInfo) error {
			return sheets.WriteTeamRoundRobin(b, sheets.TeamRoundRobin{N: 4, Double: true, Central: team.NoCentral, Info: in})
		}, func(w *Workbook) Event { return w.Team.Event }},
		{"molter", "FIDE report", 3, func(b *bytes.Buffer, in sheets.EventInfo) error {
			return sheets.WriteMolter(b, sheets.Molter{Teams: 4, Players: 4, Rounds: 3, Info: in})
		}, func(w *Workbook) Event { return w.Molter.Event }},
		{"molter fr", "Rapport FIDE", 2, func(b *bytes.Buffer, in sheets.EventInfo) error {
			return sheets.WriteMolter(b, sheets.Molter{Teams: 3, Players: 4, Rounds: 2, Lang: sheets.French, Info: in})
		}, func(w *Workbook) Event { return w.Molter.Event }},
		{"scheveningen double", "Event", 6, func(b *bytes.Buffer, in sheets.EventInfo) error {
			return sheets.WriteScheveningen(b, sheets.Scheveningen{M: 3, Double: true, Info: in})
		}, func(w *Workbook) Event { return w.Scheveningen.Event }},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := info(c.rounds)
			// A round date too many is refused at writing, naming the flag.
			var buf bytes.Buffer
			bad := in
			bad.RoundDates = append(slices.Clone(in.RoundDates), "2026-04-01")
			if err := c.write(&buf, bad); err == nil || !bytes.Contains([]byte(err.Error()), []byte("-round-dates")) {
				t.Errorf("%d dates for %d rounds: %v", len(bad.RoundDates), c.rounds, err)
			}
			buf.Reset()
			if err := c.write(&buf, in); err != nil {
				t.Fatal(err)
			}
			// The end date typed as a date, as a spreadsheet stores it.
			f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			if err := f.SetCellValue(c.sheet, "B7", time.Date(2026, 3, 10, 0, 0, 0, 0, time.UTC)); err != nil {
				t.Fatal(err)
			}
			var typed bytes.Buffer
			if _, err := f.WriteTo(&typed); err != nil {
				t.Fatal(err)
			}
			w, err := ReadAny(bytes.NewReader(typed.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			ev := c.event(w)
			want := in
			want.End = "2026-03-10"
			got := sheets.EventInfo{Name: ev.Name, City: ev.City, Federation: ev.Federation, Start: ev.Start, End: ev.End,
				Arbiter: ev.Arbiter, Deputy: ev.Deputy, TimeControl: ev.TimeControl, TimeCode: ev.TimeCode, RoundDates: ev.RoundDates}
			if !slices.Equal(got.RoundDates, want.RoundDates) {
				t.Errorf("round dates %q, want %q", got.RoundDates, want.RoundDates)
			}
			got.RoundDates, want.RoundDates = nil, nil
			if !reflect.DeepEqual(got, want) {
				t.Errorf("event %+v, want %+v", got, want)
			}
			for name, cell := range map[string]string{contract.EventName: c.sheet + "!B3", contract.EventStart: c.sheet + "!B6",
				contract.EventTimeCode: c.sheet + "!B11", contract.RoundDates: c.sheet + "!B15:" + strconv.Itoa(14+c.rounds)} {
				if ev.Cells[name] != cell {
					t.Errorf("%s at %q, want %q", name, ev.Cells[name], cell)
				}
			}

			// Without the names, an older workbook: a blank event.
			for _, n := range []string{contract.EventName, contract.EventCity, contract.EventFederation, contract.EventStart,
				contract.EventEnd, contract.EventArbiter, contract.EventDeputy, contract.EventTimeControl, contract.EventTimeCode,
				contract.RoundDates} {
				if err := f.DeleteDefinedName(&excelize.DefinedName{Name: n}); err != nil {
					t.Fatal(err)
				}
			}
			typed.Reset()
			if _, err := f.WriteTo(&typed); err != nil {
				t.Fatal(err)
			}
			if w, err = ReadAny(bytes.NewReader(typed.Bytes())); err != nil {
				t.Fatal(err)
			}
			if ev := c.event(w); ev.Name != "" || ev.RoundDates != nil || len(ev.Cells) != 0 {
				t.Errorf("older workbook: %+v", ev)
			}
		})
	}
}
