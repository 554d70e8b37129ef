package team

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// What 003 says, checked on what the API returns, for every number of teams
// up to 40 and every placement of the central round.
func TestTeamClaims(t *testing.T) {
	t.Parallel()
	for teams := 2; teams <= 40; teams++ {
		for _, c := range []CentralRound{NoCentral, CentralLast, CentralFirst} {
			for _, rev := range []bool{false, true} {
				s, err := New(teams, c, rev)
				if err != nil {
					t.Fatal(err)
				}
				m := teams + teams%2
				k := m / 2
				played := map[int]bool{}
				home := make([][]bool, s.Rounds()+1)
				for r := 1; r <= s.Rounds(); r++ {
					br, _ := s.BergerRound(r)
					central, _ := s.IsCentral(r)
					played[br] = true
					if central != (c != NoCentral && br == 1) {
						t.Errorf("%d teams %v %v: round %d central %v", teams, c, rev, r, central)
					}
					matches, _ := s.Round(r)
					home[r] = make([]bool, m+1)
					for _, mt := range matches {
						if mt.Neutral != central {
							t.Errorf("%d teams: round %d: %+v", teams, r, mt)
						}
						home[r][mt.Home] = true
					}
				}
				if len(played) != m-1 {
					t.Errorf("%d teams %v %v: %d Berger rounds played", teams, c, rev, len(played))
				}
				if c == CentralLast {
					if br, _ := s.BergerRound(s.Rounds()); br != 1 {
						t.Errorf("%d teams: the last round is Berger %d", teams, br)
					}
				}
				for x := 1; x <= teams; x++ {
					cn, _ := s.Counts(x)
					switch {
					case teams%2 == 0 && c != NoCentral && (cn.Home != k-1 || cn.Away != k-1 || cn.Neutral != 1):
						t.Errorf("%d teams, central %v: team %d %+v", teams, c, x, cn)
					case teams%2 == 0 && c == NoCentral && cn.Home-cn.Away != map[bool]int{true: 1, false: -1}[x <= k]:
						t.Errorf("%d teams: team %d %+v", teams, x, cn)
					case teams%2 == 1 && cn.Byes != 1:
						t.Errorf("%d teams: team %d %+v", teams, x, cn)
					}
					y, _ := s.Complement(x)
					if y == 0 {
						continue
					}
					for r := 1; r <= s.Rounds(); r++ {
						bye, _ := s.Bye(r)
						if bye != x && bye != y && home[r][x] == home[r][y] {
							t.Errorf("%d teams: %d and its complement %d both %v in round %d", teams, x, y, home[r][x], r)
						}
					}
				}
			}
		}
	}
}

// 003's two orders for 12 teams.
func TestTeamOrders(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		rev  bool
		want string
	}{{false, "2-3-4-5-6-7-8-9-10-11-1"}, {true, "11-10-9-8-7-6-5-4-3-2-1"}} {
		s, _ := New(12, CentralLast, c.rev)
		var got []string
		for r := 1; r <= s.Rounds(); r++ {
			br, _ := s.BergerRound(r)
			got = append(got, strconv.Itoa(br))
		}
		if strings.Join(got, "-") != c.want {
			t.Errorf("reverse %v: %v", c.rev, got)
		}
	}
}

func TestTeamErrors(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, 1, MaxTeams + 1} {
		if _, err := New(n, CentralLast, false); err == nil || !strings.Contains(err.Error(), "a team round robin serves 2 to") {
			t.Errorf("%d teams: %v", n, err)
		}
	}
	if _, err := New(8, CentralRound(7), false); err == nil {
		t.Error("central round 7 accepted")
	}
	s, _ := New(8, CentralLast, false)
	for _, r := range []int{0, 8} {
		if _, err := s.Round(r); err == nil || !strings.Contains(err.Error(), "rounds 1 to 7") {
			t.Errorf("round %d: %v", r, err)
		}
	}
	for _, x := range []int{0, 9} {
		if _, err := s.Counts(x); err == nil {
			t.Errorf("team %d counted", x)
		}
		if _, err := s.Complement(x); err == nil {
			t.Errorf("team %d complemented", x)
		}
	}
	var zero Schedule
	if _, err := zero.Round(1); err == nil {
		t.Error("zero schedule answered")
	}
	if _, err := zero.Counts(1); err == nil {
		t.Error("zero schedule counted")
	}
	s9, _ := New(9, NoCentral, false)
	if c, _ := s9.Complement(5); c != 0 {
		t.Errorf("9 teams: complement of 5 is %d, the missing team 10", c)
	}
	if !slices.Equal([]int{s9.Teams(), s9.Rounds()}, []int{9, 9}) {
		t.Error("9 teams: sizes")
	}
}

// The home-and-away double round robin through the API: every pair meets
// twice, once at each ground, and no team plays three times at home or
// away in a row (byes apart), for every size and either order.
func TestDouble(t *testing.T) {
	t.Parallel()
	for n := 2; n <= MaxTeams; n++ {
		for _, reverse := range []bool{false, true} {
			s, err := Double(n, reverse)
			if err != nil {
				t.Fatal(err)
			}
			m := n + n%2
			if s.Rounds() != 2*(m-1) || !s.IsDouble() {
				t.Fatalf("n=%d: %d rounds", n, s.Rounds())
			}
			at := map[[2]int]int{}      // home, away -> times
			runs := make([][2]int, n+1) // team -> run length, +1 home / -1 away
			for r := 1; r <= s.Rounds(); r++ {
				ms, err := s.Round(r)
				if err != nil {
					t.Fatal(err)
				}
				if c, _ := s.IsCentral(r); c {
					t.Errorf("n=%d: round %d central", n, r)
				}
				played := make([]int, n+1)
				for _, g := range ms {
					at[[2]int{g.Home, g.Away}]++
					played[g.Home], played[g.Away] = 1, -1
				}
				for x := 1; x <= n; x++ {
					v := played[x]
					if v != 0 && runs[x][1] == v {
						runs[x][0]++
					} else {
						runs[x] = [2]int{1, v}
					}
					if v != 0 && runs[x][0] >= 3 && n >= 3 {
						t.Errorf("n=%d reverse=%v: team %d %+d three rounds in a row up to round %d", n, reverse, x, v, r)
					}
				}
			}
			for x := 1; x <= n; x++ {
				for y := 1; y <= n; y++ {
					if x != y && at[[2]int{x, y}] != 1 {
						t.Errorf("n=%d reverse=%v: %d receives %d %d times", n, reverse, x, y, at[[2]int{x, y}])
					}
				}
				c, _ := s.Counts(x)
				if c.Home != n-1 || c.Away != n-1 || c.Neutral != 0 {
					t.Errorf("n=%d: team %d counts %+v", n, x, c)
				}
			}
		}
	}
}
