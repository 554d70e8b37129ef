package molter

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

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

func build(t testing.TB, sp *spec.Spec, opt Options) *Set {
	t.Helper()
	s, err := Build(sp, opt)
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
	s := build(t, load(t), Options{})
	for _, p := range s.AllProblems() {
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

// The configurations are those the document covers: 3 teams of any even
// size from 4 (Tableau 1 end to end beyond 12, note (2)), 4 to 9 teams of 4
// to 12, 10 to 13 teams of 6 to 12, and Peyrin's 3 rounds for 3 teams of 4.
func TestCoverage(t *testing.T) {
	s := build(t, load(t), Options{})
	want := map[string]bool{"3×4 peyrin": true}
	for p := 4; p <= 100; p += 2 {
		want[fmt.Sprintf("3×%d", p)] = true
	}
	for teams := 4; teams <= 13; teams++ {
		for p := 4; p <= 12; p += 2 {
			if p == 4 && teams >= 10 {
				continue
			}
			want[fmt.Sprintf("%d×%d", teams, p)] = true
		}
	}
	got := map[string]bool{}
	for _, c := range s.Configs {
		k := fmt.Sprintf("%d×%d", c.Teams, c.Players)
		if c.Alternative {
			k += " " + c.Main.Number
		}
		got[k] = true
		if !want[k] {
			t.Errorf("unexpected configuration %s (%s)", k, c.Main.Number)
		}
		if c.Main.Boards() != c.Teams*c.Players/2 {
			t.Errorf("%s: %d boards, the document says teams × players/2 = %d (line 23)", c.Name(), c.Main.Boards(), c.Teams*c.Players/2)
		}
	}
	for k := range want {
		if !got[k] {
			t.Errorf("configuration %s missing", k)
		}
	}
	// The tables the document names for the sizes it names.
	for _, c := range []struct {
		teams, players int
		table, auto    string
		rounds, follow int
	}{
		{3, 4, "1", "1a", 2, 0}, {3, 6, "2", "2a", 2, 0}, {3, 10, "3", "3a", 2, 0},
		{4, 4, "4", "4a", 2, 2}, {4, 6, "5", "5a", 2, 2}, {4, 12, "5", "5a", 2, 2},
		{5, 4, "8", "8a", 4, 2}, {5, 8, "9", "9a", 4, 2}, {5, 10, "10", "10a", 4, 2},
		{6, 12, "15", "15a", 2, 2}, {7, 6, "17", "17a", 6, 4}, {7, 8, "18", "18a", 6, 4}, {7, 10, "19", "19a", 6, 4},
		{8, 10, "23", "23a", 2, 2}, {9, 4, "26", "26a", 2, 2}, {9, 10, "27", "27a", 2, 2},
		{10, 12, "30", "30a", 2, 2}, {10, 10, "31", "31a", 2, 2}, {11, 12, "35", "35a", 2, 2},
		{12, 10, "39", "39a", 2, 2}, {13, 10, "43", "", 2, 0}, {13, 12, "42", "", 2, 0},
	} {
		cf := s.Config(c.teams, c.players)
		if cf == nil {
			t.Errorf("%d×%d missing", c.teams, c.players)
			continue
		}
		auto := ""
		if cf.Auto != nil {
			auto = cf.Auto.Number
		}
		if cf.Main.Number != c.table || auto != c.auto || len(cf.Main.Rounds) != c.rounds || cf.Follow != c.follow {
			t.Errorf("%d×%d: table %s, autonomous %q, %d rounds, follows %d; want %s %q %d %d",
				c.teams, c.players, cf.Main.Number, auto, len(cf.Main.Rounds), cf.Follow, c.table, c.auto, c.rounds, c.follow)
		}
	}
}

// cellRE reads a pairing as the spec prints it, for the independent
// construction below.
var cellRE = regexp.MustCompile(`^([A-Z]) ?([0-9]+|[₀-₉]+) *(?:[-–] *)?([A-Z]) ?([0-9]+|[₀-₉]+)$`)

// The derived tables are what the derivation texts say, rebuilt here in
// another way: straight from the spec's rows, keeping the rows whose players
// both fall in a range and shifting the digits of their order numbers, in
// text. Errata are applied to the printed rows first.
func TestRulesIndependently(t *testing.T) {
	sp := load(t)
	s := build(t, sp, Options{})
	// printed[block][round] = the cells "W-B" in board order, errata applied.
	printed := map[string][][]string{}
	first := map[string]int{}
	for _, tb := range sp.Molter.Tables {
		rounds := make([][]string, tb.Rounds)
		for _, r := range tb.Rows {
			for i, p := range r.Pairs {
				m := cellRE.FindStringSubmatch(p.Text)
				rounds[i] = append(rounds[i], m[1]+m[2]+"-"+m[3]+m[4])
			}
		}
		first[tb.ID] = tb.Rows[0].Board
		printed[tb.ID] = rounds
	}
	for _, e := range sp.Errata {
		if rs, ok := printed[e.Table]; ok {
			r := max(e.Round-1, 0)
			rs[r][e.Board-first[e.Table]] = e.Corrected
		}
	}
	num := regexp.MustCompile(`[0-9]+`)
	derived := map[string][][]string{}
	var derive func(id string) [][]string
	derive = func(id string) [][]string {
		if rs, ok := printed[id]; ok {
			return rs
		}
		if rs, ok := derived[id]; ok {
			return rs
		}
		var r *spec.MolterRule
		for _, x := range sp.Molter.Rules {
			if x.ID == id {
				r = x
			}
		}
		var out [][]string
		for _, tk := range r.Takes {
			src := derive(tk.Source)
			if out == nil {
				out = make([][]string, len(src))
			}
			for ri, cells := range src {
				for _, c := range cells {
					keep := true
					for _, n := range num.FindAllString(c, -1) {
						v, _ := strconv.Atoi(n)
						keep = keep && v >= tk.From && v <= tk.To
					}
					if keep {
						out[ri] = append(out[ri], num.ReplaceAllStringFunc(c, func(n string) string {
							v, _ := strconv.Atoi(n)
							return strconv.Itoa(v - tk.From + tk.As)
						}))
					}
				}
			}
		}
		derived[id] = out
		return out
	}
	for _, r := range sp.Molter.Rules {
		if r.Repeat != "" || s.dependsOn(r.ID, "004/42a") {
			continue // 43a: its source 42a is partly unprinted (a defect)
		}
		want := derive(r.ID)
		got := s.Tables[r.ID]
		for ri := range want {
			var cells []string
			for _, b := range got.Rounds[ri] {
				cells = append(cells, b.Norm())
			}
			if strings.Join(cells, " ") != strings.Join(want[ri], " ") {
				t.Errorf("%s round %d:\n built %v\n want  %v", r.ID, ri+1, cells, want[ri])
			}
		}
	}
	// Tableau 1 end to end (note (2)): board b of 3 teams of P > 12 is board
	// b mod 18 of Tableau 1, order numbers raised by 12 per copy.
	one := s.Config(3, 12)
	for _, p := range []int{14, 50, 100} {
		c := s.Config(3, p)
		for ri, rd := range c.Main.Rounds {
			for b, g := range rd {
				src := one.Main.Rounds[ri][b%18]
				k := 12 * (b / 18)
				if g.White.Num != src.White.Num+k || g.Black.Num != src.Black.Num+k || g.White.Letter != src.White.Letter || g.Black.Letter != src.Black.Letter {
					t.Errorf("3×%d round %d board %d: %s, from %s", p, ri+1, b+1, g.Norm(), src.Norm())
				}
			}
		}
	}
}

// Removing any erratum of 004 makes the checks fail on its table (or on the
// quote or sheet it corrects).
func TestRemovingAnErratumFails(t *testing.T) {
	sp := load(t)
	n := 0
	for _, e := range sp.Errata {
		if !strings.HasPrefix(e.Document, "004_") {
			continue
		}
		n++
		s := build(t, sp, Options{Skip: map[*spec.Erratum]bool{e: true}})
		found := false
		for _, p := range s.AllProblems() {
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
	if ps := build(t, sp, Options{Skip: skip}).AllProblems(); len(ps) < 50 {
		t.Errorf("the printed tables break only %d checks", len(ps))
	}
}

// Each erratum is proven: the printed form fails, the correction passes and
// ranks first on the document's evidence then balance; where several
// corrections pass the reason says how many, and "tie" where evidence and
// balance do not decide.
func TestProofs(t *testing.T) {
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
		_, err := proveErrata(sp, func(e *spec.Erratum) bool { return e.Table == c.table })
		if err == nil || !strings.Contains(err.Error(), c.wants) {
			t.Errorf("%s: got %v\nwant %q", c.name, err, c.wants)
		}
	}
}

// The defects are withheld from the configurations, named, and real: kept,
// the autonomous round of 13 teams breaks the checks on the boards the
// record names.
func TestDefects(t *testing.T) {
	sp := load(t)
	s := build(t, sp, Options{})
	for _, p := range []int{10, 12} {
		c := s.Config(13, p)
		if c.Auto != nil || len(c.Defects) != 2 {
			t.Errorf("13×%d: autonomous %v, defects %d", p, c.Auto != nil, len(c.Defects))
		}
	}
	kept := build(t, sp, Options{Defective: true})
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

// The balance measures add up: per round the pairs of teams share all the
// boards (less none: no board joins a team with itself), and the teams hold
// every white.
func TestBalanceAddsUp(t *testing.T) {
	s := build(t, load(t), Options{})
	for _, c := range s.Configs {
		for ri, rd := range c.Main.Rounds {
			pairs, whites := s.counts(c.Teams, rd)
			sp, sw := 0, 0
			for _, v := range pairs {
				sp += v
			}
			for _, v := range whites {
				sw += v
			}
			if sp != len(rd) || sw != len(rd) {
				t.Errorf("%s round %d: pairs %d, whites %d, boards %d", c.Name(), ri+1, sp, sw, len(rd))
			}
		}
		bl := s.Balance(c)
		if len(bl.PairsPeriod) != len(c.Main.Rounds)/2 || bl.Score < 0 {
			t.Errorf("%s: %+v", c.Name(), bl)
		}
	}
	// Tableau 17, the document's model (lines 477-480): per period each pair
	// of teams meets on exactly two boards of six.
	bl := s.Balance(s.Config(7, 6))
	for _, p := range bl.PairsPeriod {
		if p != (Span{2, 2}) {
			t.Errorf("17: pairs per period %v", bl.PairsPeriod)
		}
	}
}

// The report names every configuration and its defects.
func TestReport(t *testing.T) {
	s := build(t, load(t), Options{})
	var b strings.Builder
	if err := s.WriteReport(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"17 (7×6)         6 rounds, autonomous 17a follows rounds 1..4\n  holds: players own-team order layout colours teams-met autonomous whites complete sno\n",
		"1 (3×4)          2 rounds, autonomous 1a for a one-round event",
		"42 (13×12)       2 rounds, no autonomous round",
		"defect 004/42a-unprinted",
		"peyrin (3×4)     3 rounds, no autonomous round",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	if strings.Contains(out, "FAILS") {
		t.Errorf("a check fails:\n%s", out)
	}
}
