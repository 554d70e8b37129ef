package berger

// A multi-cycle schedule plays the single round robin C times. Cycle c (from
// 1) plays the rounds of the Berger table in order, with colours reversed in
// every even cycle. With swap (FIDE C.05 Annex 1 recommends it for double
// round robins) the last two rounds of every cycle but the last are played in
// the other order, so that no player gets the same colour three times in a
// row across the seam between two cycles.

// Slot says which Berger round a round of a multi-cycle schedule plays.
type Slot struct {
	Cycle    int  // 1-based
	Round    int  // the Berger round, 1..m-1
	Reversed bool // colours reversed (even cycles)
}

// ScheduleSlot returns the slot of round t (1-based) of a schedule over m
// (even) players with the given number of cycles.
func ScheduleSlot(m, cycles int, swap bool, t int) Slot {
	n := m - 1
	c := (t-1)/n + 1
	r := (t-1)%n + 1
	if swap && c < cycles && n >= 2 {
		switch r {
		case n - 1:
			r = n
		case n:
			r = n - 1
		}
	}
	return Slot{Cycle: c, Round: r, Reversed: c%2 == 0}
}

// ScheduleGame returns board b of schedule round t, colours applied.
func ScheduleGame(m, cycles int, swap bool, t, b int) Game {
	s := ScheduleSlot(m, cycles, swap, t)
	g := GameAt(m, s.Round, b)
	if s.Reversed {
		g.White, g.Black = g.Black, g.White
	}
	return g
}
