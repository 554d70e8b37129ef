package main

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/team"
)

func teamOut(t *testing.T, args ...string) jsonTeam {
	t.Helper()
	code, out, errs := call(args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errs)
	}
	var v jsonTeam
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	return v
}

// The orders printed by 003 for 12 teams (the spec's transcriptions) are the
// ones the command plays.
func TestTeamOrdersOfTheText(t *testing.T) {
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range s.TeamOrders {
		args := []string{"team", strconv.Itoa(o.Teams), "-format", "json", "-central", o.Central}
		if o.Reverse {
			args = append(args, "-reverse")
		}
		v := teamOut(t, args...)
		var got []int
		for _, r := range v.Rounds {
			got = append(got, r.Berger)
		}
		if !slices.Equal(got, o.Order) {
			t.Errorf("%s: %v, 003 prints %v", o.ID, got, o.Order)
		}
	}
}

// The JSON output, read back in Berger order, proves what 003 claims; the
// counts and complements agree with the rounds.
func TestTeamJSON(t *testing.T) {
	for n := 2; n <= 16; n++ {
		for _, c := range []string{"last", "first", "none"} {
			v := teamOut(t, "team", "-central", c, strconv.Itoa(n), "-format=json", "-reverse")
			m := n + n%2
			if v.System != "team" || v.Teams != n || v.Central != c || !v.Reverse || len(v.Rounds) != m-1 || len(v.Counts) != n {
				t.Fatalf("%d %s: %+v", n, c, v)
			}
			rounds := make([][]berger.Game, m-1)
			home := map[[2]int]bool{}
			for _, r := range v.Rounds {
				var games []berger.Game
				if r.Bye != 0 {
					games = append(games, berger.Game{White: r.Bye, Black: m})
				}
				for _, mt := range r.Matches {
					games = append(games, berger.Game{White: mt.Home, Black: mt.Away})
					if !r.Central {
						home[[2]int{r.Round, mt.Home}] = true
					}
				}
				if r.Central != (c != "none" && r.Berger == 1) {
					t.Errorf("%d %s round %d: central %v", n, c, r.Round, r.Central)
				}
				rounds[r.Berger-1] = games
			}
			if n%2 == 0 {
				if _, err := team.Check("json", m, rounds); err != nil {
					t.Errorf("%d %s: %v", n, c, err)
				}
			} else if err := berger.CheckMatchings("json", m, rounds); err != nil {
				t.Errorf("%d %s: %v", n, c, err)
			}
			for _, cn := range v.Counts {
				h := 0
				for _, r := range v.Rounds {
					if home[[2]int{r.Round, cn.Team}] {
						h++
					}
				}
				if h != cn.Home || cn.Home+cn.Away+cn.Neutral+cn.Bye != m-1 {
					t.Errorf("%d %s: team %+v, %d home games in the rounds", n, c, cn, h)
				}
				if cn.Complement != 0 && cn.Complement != team.Complement(m, cn.Team) {
					t.Errorf("%d: team %+v", n, cn)
				}
			}
		}
	}
}

func TestTeamText(t *testing.T) {
	code, out, _ := call("team", "12")
	lines := strings.Split(out, "\n")
	// 003, 12 players, round II: 12-7 8-6 9-5 10-4 11-3 1-2, played first.
	if code != 0 || strings.Join(strings.Fields(lines[2]), " ") != "R1 (Berger 2) 12 – 7 8 – 6 9 – 5 10 – 4 11 – 3 1 – 2" ||
		!strings.Contains(lines[12], "(Berger 1)") || !strings.HasSuffix(lines[12], "central round") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	for _, l := range lines {
		if strings.TrimRight(l, " ") != l {
			t.Errorf("trailing blanks: %q", l)
		}
	}
}

func TestTeamBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"team"}, "want one argument N (the number of teams), got 0"},
		{[]string{"team", "1"}, "1 teams: a team round robin serves 2 to 200 teams"},
		{[]string{"team", "201"}, "201 teams"},
		{[]string{"team", "8", "-central", "middle"}, `-central "middle": want last, first or none`},
		{[]string{"team", "eight"}, `N "eight": want a whole number`},
	} {
		code, out, errs := call(c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", c.args, code, out, errs)
		}
	}
}
