package sheets

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"

	"github.com/xuri/excelize/v2"
)

// TestGuides: every sample of every family has a guide (Molter's is its
// event sheet) whose sections include what is protected and how to print
// or prepare; a round robin's says its tie-breaks in the order chosen.
func TestGuides(t *testing.T) {
	t.Parallel()
	eachSample(t, func(s sample, lang Lang, _ []byte, f *excelize.File) {
		sheet := lang.T(sheetGuide)
		if strings.Contains(s.name, "molter") {
			sheet = lang.T(sheetMEvent)
		}
		labels, _ := f.GetCols(sheet)
		if len(labels) < 2 {
			t.Errorf("%s: no guide sheet %q (%v)", s.name, sheet, f.GetSheetList())
			return
		}
		found := map[string]bool{}
		for _, v := range labels[0] {
			found[v] = true
		}
		for _, want := range []Text{lblGProtect} {
			if !found[lang.T(want)] {
				t.Errorf("%s: the guide has no section %q", s.name, lang.T(want))
			}
		}
		if !found[lang.T(lblGPrint)] && !found[lang.T(lblEvPrepare)] {
			t.Errorf("%s: the guide says nothing of printing", s.name)
		}
	})
	// The ties in words follow the order, each criterion once.
	order := []TieBreak{DE, Wins, SB, Koya}
	text := tieBreakWords(French, order)
	at := 0
	for _, k := range order {
		i := strings.Index(text, French.T(tieBreakDefs[k]))
		if i < at {
			t.Errorf("%q: %v not after the criteria before it", text, k)
		}
		at = i
	}
	if text := tieBreakWords(English, nil); !strings.Contains(text, "equal points share a place") {
		t.Errorf("points only: %q", text)
	}
}

// Every tie-break the workbook serves is said in words in both languages:
// tieBreakWords would otherwise leave it out of the guide.
func TestTieBreakDefs(t *testing.T) {
	for _, k := range tiebreak.Kinds {
		if int(k) >= len(tieBreakDefs) || tieBreakDefs[k].En == "" || tieBreakDefs[k].Fr == "" {
			t.Errorf("tie-break %d has no definition for the guide", k)
		}
	}
}
