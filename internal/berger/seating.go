package berger

// Rutsch-Berger seating (003, rules R1–R7), for m players around one long
// table of k = m/2 boards ("columns"), each board with a near and a far seat:
//
//	far:   10   5   9   4   8      (round 1, m = 10)
//	near:   1   6   2   7   3
//	board:  1   2   3   4   5
//
// R2: the boards alternate colours, so the colour belongs to the seat: the
// near seat of an odd board and the far seat of an even board have white.
// R3–R5: player 1 sits near board 1 with white, players 2..k take the other
// white seats going round the table (near seats left to right, then far seats
// right to left), and k+1..2k face them so that each board sums to 2k+1.
// R6–R7: after each round every player but the pivot 2k slides one seat
// against the placing direction, and the pivot stays at board 1 but changes
// side.
//
// The 2k-1 seats the other players use form a ring: slot 0 is the seat of
// board 1 that the pivot leaves free, slots 1..k-1 the near seats of boards
// 2..k, slots k..2k-2 the far seats of boards k..2.

// seatOfSlot returns the board and side of ring slot s.
func seatOfSlot(k, s int) (board int, near bool) {
	switch {
	case s < k:
		return s + 1, true // slot 0 is fixed up by the caller
	default:
		return 2*k - 1 - s + 1, false
	}
}

// SeatWhite reports whether the seat (board, near) has white.
func SeatWhite(board int, near bool) bool { return (board%2 == 1) == near }

// firstRing is the ring of round 1 (slot 0 is near board 1).
func firstRing(m int) []int {
	k := m / 2
	ring := make([]int, m-1)
	next := 1
	for s := range ring {
		b, near := seatOfSlot(k, s)
		if SeatWhite(b, near) {
			ring[s] = next
			next++
		}
	}
	// The far seat of board b faces the near seat of board b.
	for s := range ring {
		if ring[s] != 0 {
			continue
		}
		b, near := seatOfSlot(k, s)
		ring[s] = m + 1 - ring[slotOf(k, b, !near)]
	}
	return ring
}

// slotOf is the inverse of seatOfSlot (board 1 maps to slot 0 either side).
func slotOf(k, board int, near bool) int {
	switch {
	case board == 1:
		return 0
	case near:
		return board - 1
	default:
		return 2*k - board
	}
}

// PivotNear reports whether the pivot sits on the near side in round r: it
// starts far (black, facing player 1) and changes side every round.
func PivotNear(r int) bool { return r%2 == 0 }

// Seating returns the seating plan of round r: near[b-1] and far[b-1] are the
// players sitting near and far at board b.
func Seating(m, r int) (near, far []int) {
	k := m / 2
	ring := firstRing(m)
	near, far = make([]int, k), make([]int, k)
	n := len(ring)
	for s := range ring {
		p := ring[((s+r-1)%n+n)%n]
		b, isNear := seatOfSlot(k, s)
		if s == 0 {
			isNear = !PivotNear(r)
		}
		if isNear {
			near[b-1] = p
		} else {
			far[b-1] = p
		}
	}
	if PivotNear(r) {
		near[0] = m
	} else {
		far[0] = m
	}
	return near, far
}

// SeatingGames turns a seating plan into games, board by board, the player on
// the white seat first.
func SeatingGames(near, far []int) []Game {
	g := make([]Game, len(near))
	for i := range near {
		if SeatWhite(i+1, true) {
			g[i] = Game{near[i], far[i]}
		} else {
			g[i] = Game{far[i], near[i]}
		}
	}
	return g
}
