package scheveningen

// SearchMax is the largest team size Search accepts: it tries every table.
const SearchMax = 3

// Search tries every table for teams of m <= SearchMax players (every order
// of opponents, every colouring, round by round) and returns the first one
// that keeps the rules. The generator uses it to prove that a relaxed size
// has no strict table; the tests, that it finds one where Build does.
func Search(m int, rules Rules) (Table, bool) {
	if m < 1 || m > SearchMax {
		return Table{}, false
	}
	t := Table{M: m, Rounds: make([][]Game, m)}
	met := make([][]bool, m+1)
	for i := range met {
		met[i] = make([]bool, m+1)
	}
	var round func(r int) bool
	round = func(r int) bool {
		if r == m {
			return CheckPairings("", t, 1) == nil && CheckColours("", t, rules) == nil
		}
		games := make([]Game, m)
		usedB := make([]bool, m+1)
		var board func(b int) bool
		board = func(b int) bool {
			if b == m {
				t.Rounds[r] = append([]Game(nil), games...)
				part := Table{M: m, Rounds: t.Rounds[:r+1]}
				if !partialOK(part, rules) {
					return false
				}
				return round(r + 1)
			}
			for j := 1; j <= m; j++ {
				if usedB[j] || met[b+1][j] {
					continue
				}
				usedB[j], met[b+1][j] = true, true
				for _, w := range []bool{true, false} {
					games[b] = Game{A: b + 1, B: j, AWhite: w}
					if board(b + 1) {
						return true
					}
				}
				usedB[j], met[b+1][j] = false, false
			}
			return false
		}
		return board(0)
	}
	if !round(0) {
		return Table{}, false
	}
	return t, true
}

// partialOK checks the rounds played so far: the team rule of each round,
// runs, and balances that the remaining rounds can still mend.
func partialOK(t Table, rules Rules) bool {
	c := ColourReport(t)
	left := t.M - len(t.Rounds)
	for i, w := range c.TeamWhites {
		if rules.TeamPerRound && !rules.Loose && w != Whites(t.M, i+1) {
			return false
		}
	}
	for _, p := range c.Players {
		if rules.MaxRun > 0 && p.Run > rules.MaxRun {
			return false
		}
		if d := p.White - p.Black; d > rules.Balance+left || -d > rules.Balance+left {
			return false
		}
	}
	return true
}
