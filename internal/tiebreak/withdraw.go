package tiebreak

import "fmt"

// Withdrawal is a player who left the tournament (withdrew or was
// expelled) after round After: the player plays no game of a later round.
type Withdrawal struct{ Player, After int }

// Withdraw applies the FIDE Tournament Rules (Handbook C.06, V "The conduct
// of the players", article 5.4) for round robins to the games, each of
// which must carry its Round:
//
//   - 5.4 (a): a player who completed less than 50 % of his games keeps his
//     score in the tournament table (for rating and historical purposes),
//     but the points scored by him or against him are not counted in the
//     final standings: every game of his is left out (Result None in the
//     games returned) and excluded marks him;
//   - 5.4 (b): a player who completed at least 50 % of his games keeps his
//     score, counted in the final standings; his unplayed games are
//     forfeits ("-" for him, "+" for the opponent; "-/-" between two
//     players who both left).
//
// The games completed are those of rounds 1..After with a result, out of
// all the games the player is scheduled to play. The games are copied, not
// changed.
func Withdraw(n int, games []Game, out []Withdrawal) (kept []Game, excluded []bool, err error) {
	kept, _, excluded, err = withdraw(n, games, out)
	return kept, excluded, err
}

// TableGames is the tournament table after the withdrawals: the games of
// the rounds after a withdrawal are forfeits, as Withdraw makes them, and
// the results of a player out of the standings stay ("for rating and
// historical purposes", C.06 5.4 a). excluded is as Withdraw returns it.
func TableGames(n int, games []Game, out []Withdrawal) (table []Game, excluded []bool, err error) {
	_, table, excluded, err = withdraw(n, games, out)
	return table, excluded, err
}

// withdraw returns the games of the standings (Withdraw) and of the table
// (TableGames): they differ only in the games of a player excluded.
func withdraw(n int, games []Game, out []Withdrawal) (kept, table []Game, excluded []bool, err error) {
	excluded = make([]bool, n)
	kept = append([]Game(nil), games...)
	if len(out) == 0 {
		return kept, append([]Game(nil), games...), excluded, nil
	}
	after := make([]int, n+1) // 0: did not withdraw
	for _, w := range out {
		if w.Player < 1 || w.Player > n {
			return nil, nil, nil, fmt.Errorf("withdrawal of player %d: want a player from 1 to %d", w.Player, n)
		}
		if w.After < 0 {
			return nil, nil, nil, fmt.Errorf("withdrawal of player %d after round %d: want a round from 0", w.Player, w.After)
		}
		if after[w.Player] != 0 {
			return nil, nil, nil, fmt.Errorf("player %d withdraws twice", w.Player)
		}
		after[w.Player] = w.After + 1
	}
	left := func(p, round int) bool { return after[p] != 0 && round > after[p]-1 }
	scheduled, completed := make([]int, n+1), make([]int, n+1)
	for i, g := range games {
		if g.Round < 1 && (after[g.White] != 0 || after[g.Black] != 0) {
			return nil, nil, nil, fmt.Errorf("game %d (%d-%d): its round is needed to apply a withdrawal", i+1, g.White, g.Black)
		}
		for _, p := range []int{g.White, g.Black} {
			scheduled[p]++
			if !left(p, g.Round) && g.Result != None {
				completed[p]++
			}
		}
	}
	for p := 1; p <= n; p++ {
		// 5.4 (a): fewer than half: 2·completed < scheduled.
		excluded[p-1] = after[p] != 0 && 2*completed[p] < scheduled[p]
	}
	for i, g := range kept {
		switch wl, bl := left(g.White, g.Round), left(g.Black, g.Round); {
		case wl && bl:
			kept[i].Result = DoubleForfeit
		case wl:
			kept[i].Result = BlackWinsByForfeit
		case bl:
			kept[i].Result = WhiteWinsByForfeit
		}
	}
	table = append([]Game(nil), kept...)
	for i, g := range kept {
		if excluded[g.White-1] || excluded[g.Black-1] {
			kept[i].Result = None
		}
	}
	return kept, table, excluded, nil
}
