package tiebreak

import (
	"slices"
	"testing"
)

// TestEncounterPlaces works C.07 art. 6's cases by hand (players 1 to 4 are
// the group; results as typed).
func TestEncounterPlaces(t *testing.T) {
	g := func(w, b int, r Result) Game { return Game{White: w, Black: b, Result: r} }
	for _, c := range []struct {
		name  string
		games []Game
		group []int
		want  []int
	}{
		{
			// 6.2: all have met. 1 beat 2, lost to 3, beat 4 (2 points);
			// 2 beat 3 and 4 (2); 3 beat 1, lost to 2 and 4 (1); 4 beat
			// 3 (1). The plain sum leaves 1 = 2 and 3 = 4; ranked again
			// among themselves, 1 beat 2 and 4 beat 3: 1, 2, 4, 3.
			"6.2 re-ranking", []Game{g(1, 2, WhiteWins), g(3, 1, WhiteWins), g(1, 4, WhiteWins),
				g(2, 3, WhiteWins), g(4, 2, BlackWins), g(3, 4, BlackWins)},
			[]int{1, 2, 3, 4}, []int{1, 2, 4, 3},
		},
		{
			// 6.2, a level pair among themselves: 1 and 2 drew, both beat 3.
			"6.2 level", []Game{g(1, 2, Draw), g(1, 3, WhiteWins), g(3, 2, BlackWins)},
			[]int{1, 2, 3}, []int{1, 1, 3},
		},
		{
			// 6.3: 1 beat 2 and 3 (2 points, all his games played); 2
			// and 3 have not met: each has 0 and at most 1. 1 is first
			// whatever 2–3 gives; then 2 and 3, who have not met, stay
			// level.
			"6.3 alone at the top", []Game{g(1, 2, WhiteWins), g(3, 1, BlackWins), g(2, 3, None)},
			[]int{1, 2, 3}, []int{1, 2, 2},
		},
		{
			// 6.3: 1 beat 2 (1 point, at most 2); 2 drew 3 (½); 3 has
			// not met 1 (½, at most 1½): 3 could still pass 1, nobody is
			// placed.
			"6.3 nobody placed", []Game{g(1, 2, WhiteWins), g(2, 3, Draw), g(1, 3, None)},
			[]int{1, 2, 3}, []int{1, 1, 1},
		},
		{
			// 6.3 twice. 1 beat 2, 3 and 4 (3, all played); 4 beat 2
			// and has not met 3 (1, at most 2); 2 and 3 drew (2: ½, all
			// played; 3: ½, at most 1½). 1 is placed (3 > 2); then among
			// 2, 3 and 4 (4: 1 to 2, 3: ½ to 1½, 2: ½) 4's lowest does
			// not clear 3's highest: they stay level.
			"6.3 then again", []Game{g(1, 2, WhiteWins), g(3, 1, BlackWins), g(1, 4, WhiteWins),
				g(4, 2, WhiteWins), g(2, 3, Draw), g(3, 4, None)},
			[]int{1, 2, 3, 4}, []int{1, 2, 2, 2},
		},
		{
			// 6.1.2: two meetings count their average. 1 and 2 won one
			// each: level, where a missing second game would not be: 3
			// beat 4 once, the return game not played yet: average 1
			// against 0, 3 first (they have met).
			"6.1.2 average", []Game{g(1, 2, WhiteWins), g(2, 1, WhiteWins)},
			[]int{1, 2}, []int{1, 1},
		},
		{
			"6.1.2 one of two played", []Game{g(3, 4, WhiteWins), g(4, 3, None)},
			[]int{3, 4}, []int{1, 2},
		},
		{
			// A forfeit counts with its result (the package's rule for
			// round robins): 2 won by forfeit against 1.
			"forfeit", []Game{g(1, 2, BlackWinsByForfeit)},
			[]int{1, 2}, []int{2, 1},
		},
	} {
		if got := EncounterPlaces(c.games, c.group); !slices.Equal(got, c.want) {
			t.Errorf("%s: places %v, want %v", c.name, got, c.want)
		}
	}
}

// TestEncounterPlacesAgreesWhenFinished: in a finished single round robin
// every pair has met once, so where the plain sum (DirectEncounter)
// separates two tied players, EncounterPlaces orders them the same way.
func TestEncounterPlacesAgreesWhenFinished(t *testing.T) {
	games := []Game{
		{White: 1, Black: 2, Result: Draw}, {White: 3, Black: 4, Result: WhiteWins},
		{White: 1, Black: 3, Result: BlackWins}, {White: 2, Black: 4, Result: WhiteWins},
		{White: 4, Black: 1, Result: BlackWins}, {White: 2, Black: 3, Result: Draw},
	}
	// Points: 1 1½, 2 2, 3 2½, 4 0: nobody tied; take 1, 2, 3 as a group.
	group := []int{1, 2, 3}
	de := DirectEncounter(4, games, func(p, q int) bool { return p != 4 && q != 4 })
	places := EncounterPlaces(games, group)
	for i, p := range group {
		for j, q := range group {
			if de[p-1] > de[q-1] && places[i] >= places[j] {
				t.Errorf("players %d and %d: direct encounter %v > %v but places %d, %d", p, q, de[p-1], de[q-1], places[i], places[j])
			}
		}
	}
}
