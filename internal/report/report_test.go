package report

import (
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
)

// TestHeaderFill: the header's values reach the report's lines as TRF
// writes them (long dates YYYY/MM/DD, round dates YY/MM/DD), and each bad
// value is refused naming where it comes from: the flag by default, the
// workbook's cell through Where.
func TestHeaderFill(t *testing.T) {
	h := Header{Name: "Open de Nîmes", City: "Nîmes", Federation: "FRA", Start: "2026-05-01", End: "2026-05-03",
		RoundDates: []string{"2026-05-01", "2026-05-02", "2026-05-03"}, TimeCode: "5400+30"}
	var f trf.File
	if err := h.fill(&f, 3); err != nil {
		t.Fatal(err)
	}
	if f.Start != "2026/05/01" || f.End != "2026/05/03" || !slices.Equal(f.RoundDates, []string{"26/05/01", "26/05/02", "26/05/03"}) ||
		f.Name != h.Name || f.Federation != "FRA" || f.TimeCode != "5400+30" || f.Rounds != 3 {
		t.Errorf("filled %+v", f)
	}
	cell := func(flag string) string { return "Tournoi!B6 (" + flag + ")" }
	for _, c := range []struct {
		h    Header
		want string
	}{
		{Header{RoundDates: []string{"2026-05-01"}}, "-round-dates: 1 dates for 3 rounds"},
		{Header{Start: "1er mai"}, `-start "1er mai": want a date YYYY-MM-DD`},
		{Header{Start: "1er mai", Where: cell}, `Tournoi!B6 (start) "1er mai"`},
		{Header{Federation: "FR"}, `-federation "FR": not one of FIDE's federation codes (three capital letters such as FRA`},
		{Header{Federation: "FRANCE"}, `-federation "FRANCE": not one of FIDE's federation codes; France is FRA`},
		{Header{TimeCode: "90+30"}, `-time-code 90+30: a base of 90 seconds; 90 minutes is 5400+30`},
		{Header{TimeCode: "90 min"}, `-time-code "90 min": want FIDE's encoded time control`},
		{Header{Name: "Open\nde Nîmes"}, "-name holds a line break"},
		{Header{Arbiter: "Jean 李"}, "-arbiter: '李' (U+674E) has no ASCII spelling"},
		{Header{RoundDates: []string{"2026-05-01", "2026-05-02", "demain"}}, `-round-dates: round 3: "demain"`},
	} {
		var f trf.File
		err := c.h.fill(&f, 3)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.h, err, c.want)
		}
	}
}

// TestRankOrder: by rank, then pairing number, the players out of the
// standings last.
func TestRankOrder(t *testing.T) {
	s := &tiebreak.Standings{Rank: []int{2, 1, 2, 1, 3}, Excluded: []bool{false, true, false, false, false}}
	if got, want := RankOrder(s), []int{4, 1, 3, 5, 2}; !slices.Equal(got, want) {
		t.Errorf("RankOrder = %v, want %v", got, want)
	}
}
