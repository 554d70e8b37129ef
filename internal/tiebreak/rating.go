package tiebreak

// dp is FIDE's table of rating differences (Rating Regulations, table
// 8.1.a; C.07 art. 10.2 refers to it): dp[100·p] for a fractional score p
// from 0.00 to 1.00, as printed (p = 0.50: 0; p = 1.00: 800).
var dp = [101]int{
	-800, -677, -589, -538, -501, -470, -444, -422, -401, -383, // 0.00 … 0.09
	-366, -351, -336, -322, -309, -296, -284, -273, -262, -251, // 0.10 … 0.19
	-240, -230, -220, -211, -202, -193, -184, -175, -166, -158, // 0.20 … 0.29
	-149, -141, -133, -125, -117, -110, -102, -95, -87, -80, // 0.30 … 0.39
	-72, -65, -57, -50, -43, -36, -29, -21, -14, -7, // 0.40 … 0.49
	0, 7, 14, 21, 29, 36, 43, 50, 57, 65, // 0.50 … 0.59
	72, 80, 87, 95, 102, 110, 117, 125, 133, 141, // 0.60 … 0.69
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230, // 0.70 … 0.79
	240, 251, 262, 273, 284, 296, 309, 322, 336, 351, // 0.80 … 0.89
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677, // 0.90 … 0.99
	800, // 1.00
}

// RatingDifference is dp(p) of FIDE's table 8.1.a for a score of halves
// half points in games games, p rounded to the nearest hundredth (a half
// up, as the table is read); 0 for no game.
func RatingDifference(halves, games int) int {
	if games <= 0 {
		return 0
	}
	// 100·p rounded half up: (100·halves/2 + games/2) / games, in integers.
	i := (100*halves + games) / (2 * games)
	return dp[min(max(i, 0), 100)]
}

// Performance computes, for players 1..n, C.07 art. 10.1 ARO (average
// rating of opponents) and 10.2 TPR (tournament performance rating, ARO +
// dp(p), p the fractional score in those games) over the games played over
// the board against a rated opponent (rating > 0): a forfeit is not a game
// played (C.07 art. 15), an unrated opponent has no rating to average.
// ARO is rounded to the nearest whole number, a half up; both are 0 for a
// player without such a game.
func Performance(n int, games []Game, ratings []int) (aro, tpr []float64) {
	sum, count, halves := make([]int, n), make([]int, n), make([]int, n)
	for _, g := range games {
		if !g.Result.Played() {
			continue
		}
		w, b := g.Result.Scores()
		if r := ratings[g.Black-1]; r > 0 {
			sum[g.White-1] += r
			count[g.White-1]++
			halves[g.White-1] += int(2 * w)
		}
		if r := ratings[g.White-1]; r > 0 {
			sum[g.Black-1] += r
			count[g.Black-1]++
			halves[g.Black-1] += int(2 * b)
		}
	}
	aro, tpr = make([]float64, n), make([]float64, n)
	for p := range n {
		if count[p] == 0 {
			continue
		}
		a := (2*sum[p] + count[p]) / (2 * count[p])
		aro[p] = float64(a)
		tpr[p] = float64(a + RatingDifference(halves[p], count[p]))
	}
	return aro, tpr
}
