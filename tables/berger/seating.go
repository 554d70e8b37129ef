package berger

import (
	"strconv"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/tables"
)

// Seating is the Rutsch-Berger seating plan of one round of a Berger schedule
// (003): the games of the even table laid along one long table of m/2 boards,
// each board with a near and a far seat. The colour belongs to the seat, so
// that nobody turns a board: the near seat of an odd board and the far seat
// of an even board have white, the other way round in the even cycles. After
// each round every player but the pivot (the highest number of the even
// table) moves one seat on; the pivot stays at board 1 and changes side.
type Seating struct {
	// Near and Far are the players at the near and the far seat of board b
	// (index b-1). With an odd number of players the pivot is the bye: its
	// seat holds 0.
	Near, Far []int
	// PivotNear reports whether the pivot sits near board 1 (far otherwise).
	PivotNear bool

	reversed bool // an even cycle: the seats' colours are reversed
}

// SeatColor returns the colour of the near or far seat of board b in this
// round, whoever sits there (the bye's seat included); NoColor for a board
// the table does not have.
func (s Seating) SeatColor(board int, near bool) tables.Color {
	if board < 1 || board > len(s.Near) {
		return tables.NoColor
	}
	if build.SeatWhite(board, near) != s.reversed {
		return tables.White
	}
	return tables.Black
}

// Seating returns the seating plan of round r: the same games as Round(r),
// with the bye (odd N) as the empty seat of the pivot. In every cycle the
// players take the seats of the single round robin's round they play; the
// even cycles reverse the colours of the seats.
func (s Schedule) Seating(r int) (Seating, error) {
	if err := s.checkRound(r); err != nil {
		return Seating{}, err
	}
	slot := s.slot(r)
	near, far := build.Seating(s.m, slot.Round)
	if s.odd() {
		for _, side := range [][]int{near, far} {
			for i, p := range side {
				if p == s.m {
					side[i] = 0
				}
			}
		}
	}
	return Seating{Near: near, Far: far, PivotNear: build.PivotNear(slot.Round), reversed: slot.Reversed}, nil
}

// String writes the plan as two lines, far seats above near seats, board 1
// on the left, the bye as "-": the picture of 003.
func (s Seating) String() string {
	line := func(ps []int) string {
		out := ""
		for i, p := range ps {
			if i > 0 {
				out += " "
			}
			if p == 0 {
				out += "  -"
			} else {
				out += pad3(strconv.Itoa(p))
			}
		}
		return out
	}
	return "far: " + line(s.Far) + "\nnear:" + line(s.Near)
}

// pad3 right-aligns s in three columns, as fmt's %3s does.
func pad3(s string) string {
	for len(s) < 3 {
		s = " " + s
	}
	return s
}
