package berger

import "testing"

// FuzzSchedule feeds arbitrary sizes, rounds, boards and players to the API:
// it must answer or return an error, never panic, and its answers must agree
// with each other.
func FuzzSchedule(f *testing.F) {
	f.Add(10, 2, true, 3, 2, 7)
	f.Add(9, 1, false, 1, 1, 1)
	f.Add(65, 3, true, 130, 32, 65)
	f.Add(-1, 0, false, 0, 0, 0)
	f.Fuzz(func(t *testing.T, n, cycles int, swap bool, r, b, p int) {
		s, err := Cycles(n, cycles, swap)
		if err != nil {
			s = Schedule{} // the zero value must be safe too
		}
		g, gerr := s.Game(r, b)
		if pr, err := s.Opponent(r, p); err == nil && !pr.Bye() {
			if gerr == nil && g.Board == pr.Board && g.White != p && g.Black != p {
				t.Errorf("player %d plays on board %d but Game says %+v", p, pr.Board, g)
			}
		}
		_, _ = s.Round(r)
		_, _ = s.Bye(r)
		_, _ = s.Meetings(p, b)
	})
}
