package bergerdoc

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func loadSpec(t *testing.T) *spec.Spec {
	t.Helper()
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// mine returns the indexes of the errata this package proves: those of the
// Berger tables and of the printed formulas (other systems prove their own).
func mine(s *spec.Spec) []int {
	ids := map[string]bool{}
	for _, t := range s.BergerTables {
		ids[t.ID] = true
	}
	for _, f := range s.Formulas {
		ids[f.ID] = true
	}
	var out []int
	for i, e := range s.Errata {
		if ids[e.Table] {
			out = append(out, i)
		}
	}
	return out
}

// Every transcribed cell agrees with the built tables once the errata are
// applied, and every Berger erratum is proven.
func TestDocumentsAgree(t *testing.T) {
	t.Parallel()
	s := loadSpec(t)
	res, err := Verify(s)
	if err != nil {
		t.Fatal(err)
	}
	if res.Cells < 1000 {
		t.Errorf("only %d cells compared", res.Cells)
	}
	if n := len(mine(s)); len(res.Errata) != n || n < 4 {
		t.Errorf("%d errata proven, want all %d of the Berger tables and formulas", len(res.Errata), n)
	}
}

// Removing an erratum makes the generator fail on the printed cell, naming
// the spec line, the table, the round, the board and the broken rule.
func TestRemovingAnErratumFails(t *testing.T) {
	t.Parallel()
	for _, i := range mine(loadSpec(t)) {
		s := loadSpec(t)
		e := s.Errata[i]
		s.Errata = append(s.Errata[:i:i], s.Errata[i+1:]...)
		_, err := Verify(s)
		if err == nil {
			t.Fatalf("without the erratum for %s the spec still passes", e.Table)
		}
		want := []string{"internal/spec/berger.spec:", e.Table + " round 5 board 9", `(11-14) breaks the rules`, "x+y = 25", "the rotation of 002 gives 11-12"}
		if e.Round == 0 { // a formula
			want = []string{"internal/spec/berger_formulas.spec:", "formula " + e.Table, "read as " + e.Printed + ", is wrong"}
		}
		for _, want := range want {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("error lacks %q:\n%v", want, err)
			}
		}
	}
}

// An erratum whose printed form breaks no rule, or whose correction breaks
// one, or whose printed text is not what the transcription holds, fails.
func TestBadErrataFail(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name             string
		round, board     int
		printed, correct string
		want             string
	}{
		{"printed passes", 5, 8, "10-13", "13-10", "breaks no rule"},
		{"correction fails", 5, 9, "11-14", "12-11", "the correction 12-11 fails too"},
		{"printed misread", 5, 9, "11-15", "11-12", `the transcription has "11-14"`},
	} {
		s := loadSpec(t)
		e := s.Errata[mine(s)[0]] // 000/18 round 5 board 9
		e.Round, e.Board, e.Printed, e.Corrected = c.round, c.board, c.printed, c.correct
		_, err := Verify(s)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}

// A slip in any transcription kind is caught: a table cell, the rotation
// steps, the result table, the sums table, the seating.
func TestTranscriptionSlipsFail(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		edit func(*spec.Spec)
		want string
	}{
		{"cell", func(s *spec.Spec) { s.BergerTables[3].Rows[2].Pairs[1].Black = 9 }, "000/10 round 3 board 2"},
		{"colour", func(s *spec.Spec) {
			p := &s.BergerTables[3].Rows[2].Pairs[1]
			p.White, p.Black = p.Black, p.White
		}, "the colour rule gives white to 3"},
		{"steps list", func(s *spec.Spec) { s.BergerSteps[0].List[2] = 8 }, "step 1 list printed"},
		{"result", func(s *spec.Spec) { s.BergerResults[0].Rows[3][0].Colour = 'b' }, "player 3 round 1: printed colour b"},
		{"sums", func(s *spec.Spec) { s.BergerSums[0].Rows[0].TwicePv = 4 }, "printed 2xpiv 4"},
		{"seating", func(s *spec.Spec) { s.Seatings[0].Rounds[1].Near[2] = 9 }, "printed 9, rules R1-R7 seat 2"},
	}
	for _, c := range cases {
		s := loadSpec(t)
		c.edit(s)
		_, err := Verify(s)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}

func TestFormulaErrata(t *testing.T) {
	t.Parallel()
	s := loadSpec(t)
	var e *spec.Erratum
	for _, x := range s.Errata {
		if x.Table == "003/pivot-even" {
			e = x
		}
	}
	if e == nil {
		t.Fatal("no erratum for 003/pivot-even")
	}
	e.Corrected = "R+2"
	if _, err := Verify(s); err == nil || !strings.Contains(err.Error(), "the correction R+2 fails too") {
		t.Errorf("bad correction: %v", err)
	}
	e.Corrected, e.Printed = "(R+N)/2", "R+1 "
	if _, err := Verify(s); err == nil || !strings.Contains(err.Error(), `the reading is "R+1"`) {
		t.Errorf("misquoted printed form: %v", err)
	}
}

func TestFormulaReadings(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		rule, expr string
		ok         bool
	}{
		{"opponent", "R-B+1 | R-B+N", true},
		{"opponent", "R-B+1", false}, // one alternative is not enough
		{"meeting-round", "A+B-1 | A+B-N", true},
		{"meeting-round", "A+B | A+B-N", false},
		{"pivot-meeting-round", "2*A-1 | 2*A-N", true},
		{"pivot-odd-opponent", "(R+1)/2", true},
		{"pivot-even-opponent", "(R+N)/2", true},
		{"pivot-even-opponent", "R/2", false},
		{"sums", "2*k+R | R+1", true},
		{"sums", "2*k+R", false},
	} {
		why, err := checkFormula(c.rule, c.expr, 0)
		if err != nil || (why == "") != c.ok {
			t.Errorf("%s %q: %q %v, want ok=%v", c.rule, c.expr, why, err, c.ok)
		}
	}
	for _, bad := range []string{"R+", "(R+1", "Q+1", "R ? 1"} {
		if _, err := checkFormula("sums", bad, 0); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	if _, err := checkFormula("nonsense", "R", 0); err == nil || !strings.Contains(err.Error(), "unknown rule") {
		t.Errorf("unknown rule: %v", err)
	}
}
