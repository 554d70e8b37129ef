package tiebreak

import (
	"slices"
	"strings"
	"testing"
)

// berger4Rounds is the Berger table for 4 (000: R1 1-4 2-3, R2 4-3 1-2,
// R3 2-4 3-1), every game a white win, with its rounds.
func berger4Rounds() []Game {
	return []Game{
		{1, 4, WhiteWins, 1}, {2, 3, WhiteWins, 1},
		{4, 3, WhiteWins, 2}, {1, 2, WhiteWins, 2},
		{2, 4, None, 3}, {3, 1, None, 3},
	}
}

// TestWithdrawBeforeHalf: 4 leaves after round 1, having completed 1 of 3
// games (less than 50 %): C.06 5.4 (a), his games leave the standings.
func TestWithdrawBeforeHalf(t *testing.T) {
	games := berger4Rounds()
	games[5].Result = Draw // 3-1 in round 3
	s, err := ComputeWithdrawals(4, games, []Kind{SB}, []Withdrawal{{Player: 4, After: 1}})
	if err != nil {
		t.Fatal(err)
	}
	// Without 4's games (1-4 of R1, 4-3 of R2; 2-4 of R3 unplayed):
	// 1: beat 2, drew 3 = 1.5; 2: beat 3 = 1; 3: drew 1 = 0.5.
	// 4 keeps the table's score, unranked: 0 (lost R1, R2 and R3 are
	// forfeits after his withdrawal, whatever was typed there).
	if !slices.Equal(s.Points, []float64{1.5, 1, 0.5, 0}) || !slices.Equal(s.Rank, []int{1, 2, 3, 0}) {
		t.Errorf("points %v rank %v", s.Points, s.Rank)
	}
	if !slices.Equal(s.Excluded, []bool{false, false, false, true}) {
		t.Errorf("excluded %v", s.Excluded)
	}
	// SB on the games kept: 1 beat 2 (1) and drew 3 (½·½); 2 beat 3 (½);
	// 3 drew 1 (½·1.5).
	if !slices.Equal(s.SB, []float64{1.25, 0.5, 0.75, 0}) {
		t.Errorf("sb %v", s.SB)
	}
	// The table keeps his result of round 1; rounds 2 and 3 are forfeits.
	table, _, err := TableGames(4, games, []Withdrawal{{Player: 4, After: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if table[0].Result != WhiteWins || table[2].Result != BlackWinsByForfeit || table[4].Result != WhiteWinsByForfeit {
		t.Errorf("table %v", table)
	}
}

// TestWithdrawAfterHalf: 4 leaves after round 2, having completed 2 of 3
// games (50 %): C.06 5.4 (b), his results count and his round-3 game is a
// forfeit win for 2.
func TestWithdrawAfterHalf(t *testing.T) {
	games := berger4Rounds()
	kept, excluded, err := Withdraw(4, games, []Withdrawal{{Player: 4, After: 2}})
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(excluded, true) || kept[4].Result != WhiteWinsByForfeit || kept[5].Result != None {
		t.Errorf("excluded %v, games %v", excluded, kept)
	}
	if games[4].Result != None {
		t.Error("Withdraw changed its input")
	}
	s, err := ComputeWithdrawals(4, games, []Kind{Wins}, []Withdrawal{{Player: 4, After: 2}})
	if err != nil {
		t.Fatal(err)
	}
	// 1: R1, R2 = 2; 2: R1 + forfeit = 2; 3: 0; 4: R2 = 1.
	if !slices.Equal(s.Points, []float64{2, 2, 0, 1}) || !slices.Equal(s.Wins, []float64{2, 2, 0, 1}) {
		t.Errorf("points %v wins %v", s.Points, s.Wins)
	}
	// Both 2 and 3 leave after round 2: their round-3 games are forfeits,
	// 2-4 a double one (both gone).
	kept, _, err = Withdraw(4, games, []Withdrawal{{Player: 4, After: 2}, {Player: 2, After: 2}})
	if err != nil {
		t.Fatal(err)
	}
	if kept[4].Result != DoubleForfeit {
		t.Errorf("2-4 with both gone: %v", kept[4].Result)
	}
}

func TestWithdrawErrors(t *testing.T) {
	games := berger4Rounds()
	for _, c := range []struct {
		out []Withdrawal
		msg string
	}{
		{[]Withdrawal{{5, 1}}, "withdrawal of player 5: want a player from 1 to 4"},
		{[]Withdrawal{{1, -1}}, "after round -1"},
		{[]Withdrawal{{1, 1}, {1, 2}}, "player 1 withdraws twice"},
	} {
		if _, _, err := Withdraw(4, games, c.out); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("Withdraw(%v) = %v, want %q", c.out, err, c.msg)
		}
	}
	games[0].Round = 0
	if _, _, err := Withdraw(4, games, []Withdrawal{{1, 1}}); err == nil || !strings.Contains(err.Error(), "its round is needed") {
		t.Errorf("no round: %v", err)
	}
}
