package molterdoc

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func load(t testing.TB) *spec.Spec {
	t.Helper()
	sp, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

func build(t testing.TB, sp *spec.Spec, opt molter.Options) *molter.Set {
	t.Helper()
	s, err := molter.Build(sp, opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The proofs take a second: compute them once for the tests that read them.
var (
	proofsOnce sync.Once
	proofs     *Proofs
	proofsErr  error
)

func allProofs(t *testing.T) *Proofs {
	t.Helper()
	proofsOnce.Do(func() {
		sp, err := spec.Load()
		if err != nil {
			proofsErr = err
			return
		}
		proofs, proofsErr = Prove(sp)
	})
	if proofsErr != nil {
		t.Fatal(proofsErr)
	}
	return proofs
}

// With the errata applied, every configuration passes every check that
// applies to it, the quotes of the derivation texts hold, and the result
// sheets agree with their tables.
func TestEverythingPasses(t *testing.T) {
	t.Parallel()
	s := build(t, load(t), molter.Options{})
	for _, p := range AllProblems(s) {
		t.Error(p)
	}
	applied := 0
	for _, c := range s.Configs {
		rp := s.Report(c)
		applied += len(rp.Holds)
		for _, ch := range []string{"players", "own-team", "order", "layout", "colours", "teams-met"} {
			if !c.Applies(ch) {
				t.Errorf("%s: %s does not apply", c.Name(), ch)
			}
		}
	}
	if applied < 8*len(s.Configs) {
		t.Errorf("only %d checks held over %d configurations", applied, len(s.Configs))
	}
}

// Removing any erratum of 004 makes the checks fail on its table (or on the
// quote or sheet it corrects).
func TestRemovingAnErratumFails(t *testing.T) {
	t.Parallel()
	sp := load(t)
	n := 0
	for _, e := range sp.Errata {
		if !strings.HasPrefix(e.Document, "004_") {
			continue
		}
		n++
		s := build(t, sp, molter.Options{Skip: map[*spec.Erratum]bool{e: true}})
		found := false
		for _, p := range AllProblems(s) {
			for _, c := range p.Cells {
				found = found || c.Table == e.Table
			}
			found = found || strings.Contains(p.Msg, e.Table) || p.Table == e.Table
		}
		if !found {
			t.Errorf("%s: without the erratum of %s round %d board %d the checks pass", e.Pos, e.Table, e.Round, e.Board)
		}
	}
	if n < 15 {
		t.Errorf("only %d errata of 004", n)
	}
	// Without any erratum of 004, many checks fail.
	skip := map[*spec.Erratum]bool{}
	for _, e := range sp.Errata {
		skip[e] = strings.HasPrefix(e.Document, "004_")
	}
	if ps := AllProblems(build(t, sp, molter.Options{Skip: skip})); len(ps) < 50 {
		t.Errorf("the printed tables break only %d checks", len(ps))
	}
}

// Each erratum is proven: the printed form fails, the correction passes and
// ranks first on the document's evidence then balance; where several
// corrections pass the reason says how many, and "tie" where evidence and
// balance do not decide.
func TestProofs(t *testing.T) {
	t.Parallel()
	all := allProofs(t)
	counts := map[string]int{} // table: alternatives
	for _, p := range all.Errata {
		if len(p.Failing) == 0 {
			t.Errorf("%s: the printed form fails no check", p.Errata[0].Pos)
		}
		if p.Alternatives != nil {
			counts[p.Table+" "+p.Errata[0].Printed] = len(p.Alternatives)
		}
	}
	// The corrections the document leaves no choice about, and those where
	// it does (the numbers are the search's, so they are checked against
	// the independent facts of each case below).
	for k, n := range map[string]int{"004/6 A8-A8": 1, "004/17 G12-C12": 1, "004/30 R4-A4": 1, "004/30a A12-R12": 1, "004/38 L9-L9": 1, "004/2a A4-C4": 2, "004/23a D10-A10": 2} {
		if counts[k] != n {
			t.Errorf("%s: %d corrections pass, want %d", k, counts[k], n)
		}
	}
	for _, p := range all.Errata {
		if len(p.Alternatives) == 0 {
			continue
		}
		best := p.Alternatives[p.Chosen]
		for _, a := range p.Alternatives {
			if a.better(best) && !a.tied(best) {
				t.Errorf("%s: %v beats the chosen %v", p.Errata[0].Pos, a, best)
			}
		}
	}
	// 30a: the text of 31a quotes the corrected board: evidence +1.
	for _, p := range all.Errata {
		if p.Table == "004/30a" && p.Alternatives[0].Evidence() != 1 {
			t.Errorf("30a: evidence %d, want the quote of line 960", p.Alternatives[0].Evidence())
		}
		// 11a: the result sheets copy the printed colours: the only
		// correction contradicts both sheet rows.
		if p.Table == "004/11a" && len(p.Alternatives[0].Contradicts) != 2 {
			t.Errorf("11a: %v", p.Alternatives[0].Contradicts)
		}
	}
	for _, d := range all.Defects {
		if d.Defect.Boards != nil && (len(d.Failing) == 0 || d.Searched != 2) {
			t.Errorf("defect %s: %d problems, searched %d cells", d.Defect.ID, len(d.Failing), d.Searched)
		}
	}
}

// A wrong erratum is refused: a correction that fails, one that is not the
// best, one whose printed text is not what the transcription holds, and a
// reason that hides the other corrections.
func TestBadErrataRefused(t *testing.T) {
	t.Parallel()
	find := func(sp *spec.Spec, table string, board int) *spec.Erratum {
		for _, e := range sp.Errata {
			if e.Table == table && e.Board == board {
				return e
			}
		}
		t.Fatalf("no erratum %s %d", table, board)
		return nil
	}
	for _, c := range []struct {
		name  string
		table string
		edit  func(sp *spec.Spec)
		wants string
	}{
		{"correction fails", "004/6", func(sp *spec.Spec) { find(sp, "004/6", 16).Corrected = "A8-D8" }, "the correction board 16 A8-A8 → A8-D8 does not pass the checks (1 corrections of 1 cells do"},
		{"not the best", "004/23a", func(sp *spec.Spec) {
			find(sp, "004/23a", 37).Board = 38
			find(sp, "004/23a", 38).Printed = "E10-A10"
			find(sp, "004/23a", 38).Corrected = "E10-B10"
		}, "ranks 2 of 2; best is 004/23a autonomous round board 37: D10-A10 → D10-B10"},
		{"misread", "004/21", func(sp *spec.Spec) { find(sp, "004/21", 24).Printed = "G6-D5" }, "004/21 round 2 board 24 prints G6-D6, not G6-D5"},
		{"hidden alternatives", "004/23a", func(sp *spec.Spec) {
			e := find(sp, "004/23a", 37)
			e.Reason = strings.ReplaceAll(e.Reason, "2 corrections pass", "one correction")
		}, `2 corrections pass (004/23a autonomous round board 38: E10-A10 → E10-B10`},
		{"hidden tie", "004/2a", func(sp *spec.Spec) {
			e := find(sp, "004/2a", 5)
			e.Reason = strings.ReplaceAll(e.Reason, "tie", "draw")
		}, `ties with 004/2a autonomous round board 6: C4-B4 → C3-B4 (evidence +0, balance 0.00) on evidence and balance; the reason must say "tie"`},
		{"example", "004/derive-19", func(sp *spec.Spec) { find(sp, "004/derive-19", 29).Corrected = "22. B7-E7" }, `004/derive-19 says it becomes 22. B7-E7; the rule builds 22. B7-F7`},
	} {
		sp := load(t)
		c.edit(sp)
		_, _, err := proveErrata(sp, func(e *spec.Erratum) bool { return e.Table == c.table })
		if err == nil || !strings.Contains(err.Error(), c.wants) {
			t.Errorf("%s: got %v\nwant %q", c.name, err, c.wants)
		}
	}
}

// The defects are withheld from the configurations, named, and real: kept,
// the autonomous round of 13 teams breaks the checks on the boards the
// record names.
func TestDefects(t *testing.T) {
	t.Parallel()
	sp := load(t)
	s := build(t, sp, molter.Options{})
	for _, p := range []int{10, 12} {
		c := s.Config(13, p)
		if c.Auto != nil || len(c.Defects) != 2 {
			t.Errorf("13×%d: autonomous %v, defects %d", p, c.Auto != nil, len(c.Defects))
		}
	}
	kept := build(t, sp, molter.Options{Defective: true})
	boards := map[int]bool{}
	for _, p := range kept.Check(kept.Config(13, 12)) {
		if p.Check != "autonomous" {
			t.Errorf("unexpected %v", p)
		}
		boards[p.Board] = true
	}
	if fmt.Sprint(keys(boards)) != "[18 19 20 26]" {
		t.Errorf("boards %v", keys(boards))
	}
	// A defect that is not one is refused.
	for _, d := range sp.Molter.Defects {
		if d.Boards != nil {
			d.Boards = []int{18, 19}
			if _, err := proveDefect(sp, d); err == nil || !strings.Contains(err.Error(), "the checks fail on boards [18 19 20 26] of 004/42a, the record says [18 19]") {
				t.Errorf("got %v", err)
			}
		}
	}
}

func keys(m map[int]bool) []int {
	var out []int
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

// The property of Tableau 17 (004 lines 478-480) fails when two boards of a
// period exchange players, the quotes of the derivation texts fail when the
// table they quote changes, the board ranges they cite fail when wrong, and
// the result sheets fail when they disagree with their table.
func TestDocumentChecksCanFail(t *testing.T) {
	t.Parallel()
	sp := load(t)
	s := build(t, sp, molter.Options{Patch: map[molter.Cell]molter.Board{
		{Table: "004/17", Round: 1, Board: 1}: {White: molter.Player{Letter: 'A', Num: 1}, Black: molter.Player{Letter: 'C', Num: 1}},
		{Table: "004/17", Round: 1, Board: 2}: {White: molter.Player{Letter: 'B', Num: 1}, Black: molter.Player{Letter: 'D', Num: 1}},
	}})
	got := problems(s)
	for _, want := range []string{
		"molter 17 (7×6) round 1: period 1: team A meets team C with players [1 2 5]; want 2 boards whose order numbers pair to 7",
		"molter 17 (7×12) round 1: period 1: team A meets team C with players",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	sp = load(t)
	for _, r := range sp.Molter.Rules {
		if r.ID == "004/derive-18" {
			r.Cites[0].To = 29
			r.Examples[0].Source.Pairs[0].White.Num = 12
		}
	}
	sp.Molter.Sheets[1].Rows[0].Cells[0].Colour = 'n'
	got = problems(build(t, sp, molter.Options{}))
	for _, want := range []string{
		"004/derive-18 says boards 22..29 of 17 hold players 7..8; they are on boards 22..28",
		"004/derive-18 quotes 36. B12-G11 of 17; the table has 36. B11-G11",
		`A1 column 1 prints "b D1" (D1-A1); the table has A1-D1`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
}

func problems(s *molter.Set) string {
	var b strings.Builder
	for _, p := range AllProblems(s) {
		b.WriteString(p.Error())
		b.WriteByte('\n')
	}
	return b.String()
}

// Without one of its errata, Verify fails and names the broken cell; every
// Molter erratum is proven otherwise, and every configuration reported.
func TestVerify(t *testing.T) {
	t.Parallel()
	s := load(t)
	md, err := Verify(s)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range s.Errata {
		if strings.HasPrefix(e.Document, "004_") {
			n++
		}
	}
	if len(md.Errata) != n || len(md.Reports) != len(md.Set.Configs) {
		t.Errorf("%d Molter errata proven, want %d; %d reports for %d configurations", len(md.Errata), n, len(md.Reports), len(md.Set.Configs))
	}
	for i, e := range s.Errata {
		if e.Table != "004/17" {
			continue
		}
		s.Errata = append(s.Errata[:i:i], s.Errata[i+1:]...)
		_, err := Verify(s)
		if err == nil || !strings.Contains(err.Error(), "molter 17 (7×12) round 2 board 42: C12 plays twice (boards 39 and 42)") {
			t.Errorf("without the erratum of 17: %v", err)
		}
		return
	}
	t.Fatal("no erratum of 004/17")
}
