package varmadoc

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/spec/spectest"
)

func TestVerifySpec(t *testing.T) {
	t.Parallel()
	s, rep := spectest.Verified(t, Verify)
	// Every erratum of a Varma row is proven.
	spectest.AllProven(t, s, rep.Errata, "/varma-")
	// FIDE and the documents differ on 11/12 and 13/14 only; 000 and 001
	// print the same rows.
	if len(rep.Disagreements) != 2 ||
		!strings.Contains(rep.Disagreements[0], "000/varma-12 holds, fide/varma-12 fails (group C: 6 and 12 meet in round 11") ||
		!strings.Contains(rep.Disagreements[1], "000/varma-14 fails") || !strings.HasSuffix(rep.Disagreements[1], "fide/varma-14 holds") {
		t.Errorf("disagreements: %q", rep.Disagreements)
	}
	want := map[int]string{10: "000/varma-10", 12: "000/varma-12", 14: "fide/varma-14", 24: "000/varma-24", 26: "computed", 64: "computed"}
	for _, r := range rep.Static {
		if w, ok := want[r.M]; ok && r.Source != w {
			t.Errorf("varma %d from %s, want %s", r.M, r.Source, w)
		}
	}
	// The computed rows extend the shape of the printed ones: from 14/16
	// players on, every printed row that holds has the sizes of the shape.
	for _, r := range rep.Rows {
		if r.M < 14 || !r.Holds() {
			continue
		}
		got := make([]int, len(r.Printed))
		for _, g := range r.Printed {
			got[g.Name[0]-'A'] = len(g.Players) // 001 prints A C B D
		}
		rest := r.M - 5
		if want := []int{rest - rest/2, rest / 2, 3, 2}; !slices.Equal(got, want) {
			t.Errorf("%s: sizes %v, the shape gives %v", r.ID, got, want)
		}
	}
	if len(rep.Static) != 28 {
		t.Errorf("%d static rows", len(rep.Static))
	}
}

// base is a minimal spec: the declaration, and the row under test.
const base = `system varma
  title t
  sizes 9..12
  last 3
  shape * * 3 2
  budget 100000
end
`

func verifyText(t *testing.T, text string) (*Model, error) {
	t.Helper()
	s, err := spec.LoadFS(fstest.MapFS{"x.spec": {Data: []byte(base + text)}}, ".")
	if err != nil {
		t.Fatal(err)
	}
	return Verify(s)
}

// The 13/14 row of 000, as printed.
const row14 = `varma-row 000/varma-14
  document d
  text @1 13 / 14 joueurs : | A : (4,5,6,11,12) B : (1,2,3,8,9,)
  text @2 | C : (7,10,13) D : (3,14)
end
`

func erratum(table, printed, corrected string) string {
	return "erratum\n  document d\n  table " + table + "\n  printed " + printed + "\n  corrected " + corrected + "\n  reason r\nend\n"
}

// Every check must be able to fail, with a message naming the culprit.
func TestVerifyFails(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, text, want string }{
		{"failing row without erratum", row14,
			"x.spec:8: 000/varma-14 (2k=14, n=3) fails: group B: 3 and 9 meet in round 11, one of the last rounds 11..13; 3 is in group B and in group D; no erratum corrects it (cheapest corrections, 1 number changed: [B (1,2,8,9)])"},
		{"erratum on a row that holds", "varma-row 000/varma-10\n  document d\n  text 9 / 10 | A : (3,4,8) B : (5,7,9) C : (1,6) D : (2,10)\nend\n" + erratum("000/varma-10", "C : (1,6)", "C : (1,6,7)"),
			"000/varma-10 holds as printed, but has errata"},
		{"correction not minimal", row14 + erratum("000/varma-14", "B : (1,2,3,8,9,)", "B : (1,2,8)") + erratum("000/varma-14", "C : (7,10,13)", "C : (7,9,10,13)"),
			"the errata change 3 numbers, but 1 suffice"},
		{"corrected row still fails", row14 + erratum("000/varma-14", "D : (3,14)", "D : (14)"),
			"the corrected row still fails: group B: 3 and 9 meet in round 11"},
		{"printed group not found", row14 + erratum("000/varma-14", "B : (1,2,3,8,9)", "B : (1,2,8,9)"),
			"no printed group \"B : (1,2,3,8,9)\""},
		{"corrected names another group", row14 + erratum("000/varma-14", "B : (1,2,3,8,9,)", "C : (1,2,8,9)"),
			"corrected \"C : (1,2,8,9)\" must start with the group's name B"},
	} {
		_, err := verifyText(t, c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant %q", c.name, err, c.want)
		}
	}
	// And the correct erratum passes.
	rep, err := verifyText(t, row14+erratum("000/varma-14", "B : (1,2,3,8,9,)", "B : (1,2,8,9)"))
	if err != nil || len(rep.Errata) != 1 || rep.Rows[0].Cost != 1 || rep.Rows[0].Alternatives != 1 {
		t.Errorf("proven %v, err %v", rep, err)
	}
}

func TestComputed(t *testing.T) {
	t.Parallel()
	g, err := Computed(26, 3, []int{0, 0, 3, 2}, 0)
	if err != nil || len(g) != 4 || len(g[0].Players) != 11 || len(g[1].Players) != 10 {
		t.Errorf("computed 26: %v %v", g, err)
	}
	if _, err := Computed(10, 3, []int{6, 6}, 0); err == nil || !strings.Contains(err.Error(), "does not fit 10 players") {
		t.Errorf("shape too large: %v", err)
	}
}
