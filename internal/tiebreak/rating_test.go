package tiebreak

import (
	"slices"
	"testing"
)

// TestRatingDifference reads FIDE's table 8.1.a at values worked by hand:
// p = 2.5/3 = 0.833 → 0.83 → 273; p = 1/8 = 0.125 → 0.13 (a half up) →
// -322; p = 1/16 = 0.0625 → 0.06 → -444; p = 1.5/4 = .375 → .38 → -87;
// 0 and 1 → ∓800; ½ → 0; and the
// table is odd about ½ (dp(1-p) = -dp(p)) and rises with p.
func TestRatingDifference(t *testing.T) {
	for _, c := range []struct{ halves, games, want int }{
		{5, 3, 273}, {1, 4, -322}, {1, 8, -444}, {0, 5, -800}, {10, 5, 800}, {8, 8, 0}, {3, 2, 193}, {3, 4, -87}, {0, 0, 0},
	} {
		if got := RatingDifference(c.halves, c.games); got != c.want {
			t.Errorf("dp(%d/2 of %d) = %d, want %d", c.halves, c.games, got, c.want)
		}
	}
	for i := range dp {
		if dp[i] != -dp[100-i] {
			t.Errorf("dp[%d] = %d, dp[%d] = %d: not symmetric", i, dp[i], 100-i, dp[100-i])
		}
		if i > 0 && dp[i] <= dp[i-1] {
			t.Errorf("dp[%d] = %d after %d: not rising", i, dp[i], dp[i-1])
		}
	}
}

// TestHandWorkedEvent: a round robin of 5 (Berger table: R1 2-5 3-4, R2
// 5-3 1-2, R3 3-1 4-5, R4 1-4 2-3, R5 4-2 5-1; the player left out has the
// bye), ratings 2000, 1900, 1800, 1700, 1600, with a forfeit (R3: 3 wins
// against 1 without playing) and a withdrawal (5 leaves after round 3,
// having completed 3 of his 4 games: C.06 5.4 b, he stays in the
// standings and his R5 game is a forfeit won by 1).
//
// By hand:
//
//	points 1: ½ (2) + 0 (3, forfeit) + 1 (4) + 1 (5, forfeit) = 2.5
//	       2: 1 (5) + ½ (1) + 0 (3) + ½ (4) = 2;  3: ½ + 1 + 1 + 1 = 3.5
//	       4: ½ (3) + 1 (5) + 0 (1) + ½ (2) = 2;  5: 0
//	SB     1: ½·2 + 0·3.5 + 1·2 + 1·0 = 3;  2: 1·0 + ½·2.5 + 0 + ½·2 = 2.25
//	       3: ½·2 + 1·0 + 1·2.5 + 1·2 = 5.5;  4: ½·3.5 + 1·0 + 0 + ½·2 = 2.75;  5: 0
//	ARO (games played over the board, forfeits left out)
//	       1: (1900+1700)/2 = 1800;  2: (1600+2000+1800+1700)/4 = 1775
//	       3: (1700+1600+1900)/3 = 1733.3 → 1733;  4: (1800+1600+2000+1900)/4 = 1825
//	       5: (1900+1800+1700)/3 = 1800
//	TPR    1: p = 1.5/2 = .75, dp 193 → 1993;  2: p = .5 → 1775
//	       3: p = 2.5/3 = .83, dp 273 → 2006;  4: p = .5 → 1825;  5: p = 0, dp -800 → 1000
func TestHandWorkedEvent(t *testing.T) {
	games := []Game{
		{2, 5, WhiteWins, 1}, {3, 4, Draw, 1},
		{5, 3, BlackWins, 2}, {1, 2, Draw, 2},
		{3, 1, WhiteWinsByForfeit, 3}, {4, 5, WhiteWins, 3},
		{1, 4, WhiteWins, 4}, {2, 3, BlackWins, 4},
		{4, 2, Draw, 5}, {5, 1, None, 5},
	}
	ratings := []int{2000, 1900, 1800, 1700, 1600}
	s, err := ComputeRated(5, games, []Kind{SB, ARO, TPR}, []Withdrawal{{Player: 5, After: 3}}, ratings)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]float64{
		"points": {2.5, 2, 3.5, 2, 0},
		"sb":     {3, 2.25, 5.5, 2.75, 0},
		"aro":    {1800, 1775, 1733, 1825, 1800},
		"tpr":    {1993, 1775, 2006, 1825, 1000},
	}
	got := map[string][]float64{"points": s.Points, "sb": s.SB, "aro": s.ARO, "tpr": s.TPR}
	for k, w := range want {
		for p := range w {
			if got[k][p] != w[p] {
				t.Errorf("%s of player %d = %g, want %g", k, p+1, got[k][p], w[p])
			}
		}
	}
	if s.Excluded[4] {
		t.Error("player 5 completed 3 of 4 games: not excluded (5.4 b)")
	}
	// Ranks: 3 (3.5); 1 (2.5); 4 and 2 on 2, 4 ahead on SB; 5.
	for p, r := range []int{2, 4, 1, 3, 5} {
		if s.Rank[p] != r {
			t.Errorf("rank of %d = %d, want %d", p+1, s.Rank[p], r)
		}
	}
	if s, err := ComputeWithdrawals(5, games, []Kind{ARO, TPR}, nil); err != nil || slices.ContainsFunc(append(s.ARO, s.TPR...), func(v float64) bool { return v != 0 }) {
		t.Errorf("without ratings: ARO %v TPR %v, %v; want zeros", s.ARO, s.TPR, err)
	}
	if o, err := ParseOrder("SB,WIN,DE,KS,BPG,BWG,WON,ARO,TPR"); err != nil || FormatOrder(o) != "sb,wins,de,koya,bpg,bwg,won,aro,tpr" {
		t.Errorf("the C.07 codes: %v %v", o, err)
	}
}
