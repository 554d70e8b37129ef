package readback

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/sheets"
)

// TestOverride: the header rule, by hand: a flag typed wins even blank,
// the workbook's value fills what is not typed (the federation in
// capitals), a blank workbook value leaves the flag's default, the round
// dates come from the workbook when one is filled in; from names the cell
// of each value taken from the workbook.
func TestOverride(t *testing.T) {
	ev := Event{Name: "Open de Nice", City: "Nice", Federation: "fra", Arbiter: "", Deputy: "X; Y",
		RoundDates: []string{"", "2026-05-02"},
		Cells: map[string]string{"EventName": "Event!B3", "EventCity": "Event!B4", "EventFederation": "Event!B5",
			"EventDeputy": "Event!B9", "RoundDates": "Event!B15:19"}}
	typed := Event{Name: "", City: "Paris", Arbiter: "Doe", TimeCode: "5400+30"}
	given := map[string]bool{"name": true, "city": true, "arbiter": true, "time-code": true}
	out, from := ev.Override(typed, func(f string) bool { return given[f] })
	want := Event{Name: "", City: "Paris", Federation: "FRA", Arbiter: "Doe", Deputy: "X; Y", TimeCode: "5400+30",
		RoundDates: []string{"", "2026-05-02"}}
	if !reflect.DeepEqual(out, want) {
		t.Errorf("out = %+v\nwant  %+v", out, want)
	}
	wantFrom := map[string]string{"federation": "Event!B5 (EventFederation)", "deputy": "Event!B9 (EventDeputy)",
		"round-dates": "Event!B15:19 (RoundDates)"}
	if !reflect.DeepEqual(from, wantFrom) {
		t.Errorf("from = %q, want %q", from, wantFrom)
	}
	// Round dates typed win; all blank in the workbook are not taken.
	out, from = ev.Override(Event{RoundDates: []string{"2026-05-01", "2026-05-02"}}, func(f string) bool { return f == "round-dates" })
	if !reflect.DeepEqual(out.RoundDates, []string{"2026-05-01", "2026-05-02"}) || from["round-dates"] != "" {
		t.Errorf("round dates typed: %q from %q", out.RoundDates, from["round-dates"])
	}
	out, _ = Event{RoundDates: []string{"", ""}}.Override(Event{}, func(string) bool { return false })
	if out.RoundDates != nil {
		t.Errorf("blank round dates taken: %q", out.RoundDates)
	}
}

// TestScheveningenRanks: the match's ranks, by hand: A winning every game
// ranks 1 and 2, B winning every game 2 and 1, every game drawn 1 and 1 (a
// match has no tie-break), whatever the players' points say.
func TestScheveningenRanks(t *testing.T) {
	data := written(t, func(b *bytes.Buffer) error { return sheets.WriteScheveningen(b, sheets.Scheveningen{M: 2}) })
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var aWhite []bool // the games where A has white, from the symbols shown
	var a1 []bool     // the games A1 plays
	for row := 2; row <= 5; row++ {
		w, _ := f.GetCellValue("Match", "C"+string(rune('0'+row)))
		b, _ := f.GetCellValue("Match", "F"+string(rune('0'+row)))
		aWhite = append(aWhite, strings.HasPrefix(w, "A"))
		a1 = append(a1, w == "A1" || b == "A1")
	}
	f.Close()
	for _, c := range []struct {
		winner string // "A", "B", "" (every game drawn), "split" (A1 wins both his games, A2 loses both)
		ranks  []int
		points []float64
	}{{"A", []int{1, 2}, []float64{4, 0}}, {"B", []int{2, 1}, []float64{0, 4}}, {"", []int{1, 1}, []float64{2, 2}},
		// 2-2 with A's points on board 1 and B's spread: the Molter
		// tie-breaks would part them, the match does not.
		{"split", []int{1, 1}, []float64{2, 2}}} {
		cells := map[string]any{}
		for i, w := range aWhite {
			r := "½-½"
			winner := c.winner
			if winner == "split" {
				winner = map[bool]string{true: "A", false: "B"}[a1[i]]
			}
			if winner != "" {
				r = "1-0"
				if w != (winner == "A") {
					r = "0-1"
				}
			}
			cells["E"+string(rune('2'+i))] = r
		}
		sc, err := ReadScheveningen(bytes.NewReader(fill(t, data, "Match", cells)))
		if err != nil {
			t.Fatal(err)
		}
		s, err := sc.Standings()
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(s.Rank[:2], c.ranks) || !reflect.DeepEqual(s.Points[:2], c.points) {
			t.Errorf("winner %q: ranks %v points %v, want %v %v", c.winner, s.Rank, s.Points, c.ranks, c.points)
		}
	}
}
