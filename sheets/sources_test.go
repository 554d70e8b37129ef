package sheets

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

// TestSourcesRead: every origin, defect and source the tables packages give
// is one of the forms sources.go reads, so that no workbook falls back to
// the general sentence (nor shows the packages' English).
func TestSourcesRead(t *testing.T) {
	t.Parallel()
	for _, sz := range molter.Sizes() {
		tab, err := molter.New(sz.Teams, sz.Players)
		if sz.Alternative {
			tab, err = molter.ByNumber(sz.Table)
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range []Lang{English, French} {
			if text, ok := molterOrigin(l, tab); !ok {
				t.Errorf("molter %d×%d: origin %q not read (%q)", sz.Teams, sz.Players, tab.Origin(), text)
			}
			for _, d := range tab.Defects() {
				if _, ok := molterDefect(l, d); !ok {
					t.Errorf("molter %d×%d: no text in the catalogue for the defect %.60q…", sz.Teams, sz.Players, d)
				}
			}
		}
	}
	for m := scheveningen.MinSize; m <= scheveningen.MaxSize; m++ {
		match, err := scheveningen.New(m, false)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := schevOrigin(French, match); !ok {
			t.Errorf("scheveningen %d: origin %q not read", m, match.Origin())
		}
	}
	for n := varma.MinPlayers; n <= varma.MaxPlayers; n++ {
		tab, err := varma.New(n)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := varmaSource(French, tab.Source); !ok {
			t.Errorf("varma %d: source %q not read", n, tab.Source)
		}
	}
	if got := varmaMeeting(French, varma.Meeting{X: 3, Y: 9, Round: 11}); got != "3-9 à la ronde 11" {
		t.Errorf("meeting: %q", got)
	}
	// The general sentences, for a form the catalogue does not know.
	// The sizes whose printed table was turned down say the round and the
	// whites the documents give (000/001 print 5 boards with team A white
	// on 2 in round 3, as the Origin in English says too).
	five, _ := scheveningen.New(5, false)
	if p := five.Provenance(); p.Printed || p.Round != 3 || p.Whites != 2 || p.Want != 3 {
		t.Errorf("scheveningen 5: provenance %+v, origin %q", p, five.Origin())
	}
	if text, _ := schevOrigin(French, five); !strings.Contains(text, "2 échiquiers à la ronde 3, et non 3") {
		t.Errorf("scheveningen 5: %q", text)
	}
	if text, ok := molterDefect(French, "004/99a-missing (004/99a): gone"); ok || text != "Le document laisse le tableau 99a défectueux." {
		t.Errorf("unknown defect: %q %v", text, ok)
	}
}
