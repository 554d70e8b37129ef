package molter

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
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

// The configurations are those the document covers: 3 teams of any even
// size from 4 (Tableau 1 end to end beyond 12, note (2)), 4 to 9 teams of 4
// to 12, 10 to 13 teams of 6 to 12, and Peyrin's 3 rounds for 3 teams of 4.
func TestCoverage(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
		if r.Repeat != "" || s.DependsOn(r.ID, "004/42a") {
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

// The balance measures add up: per round the pairs of teams share all the
// boards (less none: no board joins a team with itself), and the teams hold
// every white.
func TestBalanceAddsUp(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
