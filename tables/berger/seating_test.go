package berger_test

import (
	"fmt"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/berger"
)

// TestSeating checks every round's seating plan against the schedule and
// against 003's rules: the seats hold each player once, the seats' colours
// give exactly the games of the round, the pivot stays at board 1 and changes
// side every round, and every other player moves one seat on.
func TestSeating(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		n, cycles int
		swap      bool
	}{{3, 1, false}, {4, 1, false}, {9, 1, false}, {10, 1, false}, {16, 1, false},
		{7, 2, true}, {10, 2, true}, {10, 2, false}, {6, 3, true}, {21, 1, false}, {64, 1, false}} {
		s, err := berger.Cycles(c.n, c.cycles, c.swap)
		if err != nil {
			t.Fatal(err)
		}
		m := c.n + c.n%2
		var prev []int // the ring of seats of the previous round, near then far reversed
		for r := 1; r <= s.Rounds(); r++ {
			label := fmt.Sprintf("n=%d cycles=%d swap=%v round %d", c.n, c.cycles, c.swap, r)
			st, err := s.Seating(r)
			if err != nil {
				t.Fatalf("%s: %v", label, err)
			}
			if len(st.Near) != m/2 || len(st.Far) != m/2 {
				t.Fatalf("%s: %d near and %d far seats, want %d", label, len(st.Near), len(st.Far), m/2)
			}
			games, _ := s.Round(r)
			want := map[[2]int]bool{}
			for _, g := range games {
				want[[2]int{g.White, g.Black}] = true
			}
			seen := map[int]bool{}
			for b := 1; b <= m/2; b++ {
				near, far := st.Near[b-1], st.Far[b-1]
				for _, p := range []int{near, far} {
					if seen[p] {
						t.Errorf("%s: player %d seated twice", label, p)
					}
					seen[p] = true
				}
				cn, cf := st.SeatColor(b, true), st.SeatColor(b, false)
				if cn == cf || cn == tables.NoColor || cf == tables.NoColor {
					t.Errorf("%s: board %d seats are %v and %v", label, b, cn, cf)
				}
				if near == 0 || far == 0 {
					continue // the bye
				}
				g := [2]int{near, far}
				if cn == tables.Black {
					g = [2]int{far, near}
				}
				if !want[g] {
					t.Errorf("%s: board %d seats %d-%d, not a game of the round %v", label, b, g[0], g[1], games)
				}
				delete(want, g)
			}
			if len(want) > 0 {
				t.Errorf("%s: games without seats: %v", label, want)
			}
			if bye, _ := s.Bye(r); bye != 0 && !seen[bye] {
				t.Errorf("%s: the bye %d has no seat", label, bye)
			}
			// The pivot at board 1, on the side PivotNear says.
			pivot := m
			if m != c.n {
				pivot = 0
			}
			if at := map[bool]int{true: st.Near[0], false: st.Far[0]}[st.PivotNear]; at != pivot {
				t.Errorf("%s: pivot %d not at board 1 (near %v): %d sits there", label, pivot, st.PivotNear, at)
			}
			// The others move one seat on within a cycle: the ring of seats
			// without the pivot's turns by one.
			ring := ringOf(st, pivot)
			if prev != nil && (r-1)%(m-1) != 0 && c.cycles == 1 {
				n := len(ring)
				shifted := true
				for i := range ring {
					if ring[i] != prev[(i+1)%n] {
						shifted = false
					}
				}
				if !shifted {
					t.Errorf("%s: ring %v does not follow %v by one seat", label, ring, prev)
				}
			}
			prev = ring
		}
	}
}

// ringOf lists the seats the players but the pivot move round: board 1's
// free seat, the near seats of boards 2.., then the far seats back to 2.
func ringOf(st berger.Seating, pivot int) []int {
	first := st.Far[0]
	if st.Far[0] == pivot {
		first = st.Near[0]
	}
	ring := []int{first}
	ring = append(ring, st.Near[1:]...)
	for b := len(st.Far) - 1; b >= 1; b-- {
		ring = append(ring, st.Far[b])
	}
	return ring
}

func TestSeatingErrors(t *testing.T) {
	t.Parallel()
	s, _ := berger.New(6)
	for _, r := range []int{0, 6} {
		if _, err := s.Seating(r); err == nil {
			t.Errorf("round %d: no error", r)
		}
	}
	if _, err := (berger.Schedule{}).Seating(1); err == nil {
		t.Error("zero Schedule: no error")
	}
	st, _ := s.Seating(1)
	if c := st.SeatColor(4, true); c != tables.NoColor {
		t.Errorf("board 4 of 3: %v, want NoColor", c)
	}
}

func ExampleSchedule_Seating() {
	// 003's long table for 10 players: player 1 near board 1 with white,
	// each board summing to 11; in round 2 the pivot 10 has moved to the
	// near seat and the others one seat on.
	s, _ := berger.New(10)
	for r := 1; r <= 2; r++ {
		st, _ := s.Seating(r)
		fmt.Println(st)
		fmt.Println("pivot near:", st.PivotNear, "board 1 near seat:", st.SeatColor(1, true))
	}
	// Output:
	// far:  10   5   9   4   8
	// near:  1   6   2   7   3
	// pivot near: false board 1 near seat: white
	// far:   6   1   5   9   4
	// near: 10   2   7   3   8
	// pivot near: true board 1 near seat: white
}
