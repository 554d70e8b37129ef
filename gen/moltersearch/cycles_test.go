package main

import (
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// TestWalecki holds the cycles to what the tables rest on: for every odd
// number of teams served, (T-1)/2 cycles, each through every team once,
// that together take every pair of teams exactly once.
func TestWalecki(t *testing.T) {
	for T := 3; T <= molter.MaxConstructedTeams; T += 2 {
		cs := walecki(T)
		if len(cs) != (T-1)/2 {
			t.Fatalf("%d teams: %d cycles, want %d", T, len(cs), (T-1)/2)
		}
		seen := make([]int, T*T)
		for i, c := range cs {
			if s := slices.Sorted(slices.Values(c)); len(c) != T || s[0] != 0 || s[T-1] != T-1 || len(slices.Compact(s)) != T {
				t.Fatalf("%d teams: cycle %d %v is not every team once", T, i, c)
			}
			for p := range T {
				a, b := c[p], c[(p+1)%T]
				seen[a*T+b]++
				seen[b*T+a]++
			}
		}
		for a := range T {
			for b := range T {
				if want := min(1, abs(a-b)); seen[a*T+b] != want {
					t.Fatalf("%d teams: teams %d and %d joined %d times, want %d", T, a, b, seen[a*T+b], want)
				}
			}
		}
	}
}

// TestCycleTable holds the tables of cycles, their floaters annealed, to
// the contract's own checker and measure: every rule of the pairings
// (S1-S4b, S6b, S6c; the colours are the solver's and not checked here)
// I1 at its arithmetic bound, prefix 0 and I5 0 (1 where P > T-1 meets
// some teams more often than others in a round), as the construction promises, and I2, I3,
// I4 as the annealing counts them, on every shape for a range of team
// counts.
func TestCycleTable(t *testing.T) {
	pairingRules := []string{"S1", "S2", "S3", "S4", "S4b", "S6a", "S6b", "S6c"}
	for _, T := range []int{3, 5, 7, 9, 13, 17, 25, 29} {
		for P := 2; P <= molter.MaxPlayers; P += 2 {
			for _, R := range slices.Compact([]int{1, 2, min(3, T-1), T / 2, min(T-1, 15)}) {
				ct, ok := newCycleTable(T, P, R)
				if !ok {
					t.Errorf("%d×%d over %d rounds: no slots", T, P, R)
					continue
				}
				// a longer annealing where the players' floats are
				// tight (17×14 over 15 rounds: 16 of 17 teams descend
				// in each pair of levels)
				for seed := 1; seed <= 3; seed++ {
					ct.anneal(10000*seed, uint64(seed))
					if viol, _, _, _, _ := ct.floaters(ct.scratch()); viol == 0 {
						break
					}
				}
				rc := ct.recipe("test")
				games, err := rc.Games()
				if err != nil {
					t.Fatalf("%d×%d over %d rounds: %v", T, P, R, err)
				}
				e := &molter.Event{Teams: T, Players: P}
				for _, g := range games {
					rd := make([]molter.Pair, len(g))
					for b, x := range g {
						rd[b] = molter.Pair{White: x[0], Black: x[1]}
					}
					e.Rounds = append(e.Rounds, rd)
				}
				for _, p := range molter.PublishedCheck(e) {
					if slices.Contains(pairingRules, p.Check) {
						t.Errorf("%d×%d over %d rounds: %v", T, P, R, p)
					}
				}
				v := molter.PublishedMeasure(e)
				i1 := 1 // the contract's arithmetic bound of I1
				if P*R <= T-1 || P*R%(T-1) == 0 {
					i1 = 0
				}
				viol, i2, i3, i4, _ := ct.floaters(ct.scratch())
				if viol != 0 || i2 != v[molter.VI2] || i3 != v[molter.VI3] || i4 != v[molter.VI4] {
					t.Errorf("%d×%d over %d rounds: the annealing counts %d breaches, I2 %d, I3 %d, I4 %d; the contract's measure %v", T, P, R, viol, i2, i3, i4, v)
				}
				i5 := 0
				if P > T-1 && P%(T-1) != 0 {
					i5 = 1
				}
				if v[molter.VI1] != i1 || v[molter.VPrefix] != 0 || v[molter.VI5] != i5 {
					t.Errorf("%d×%d over %d rounds: %v, want I1 %d, prefix 0, I5 %d", T, P, R, v, i1, i5)
				}
			}
		}
	}
}

// TestPolish holds the floaters moved on for a colouring by periods: the
// measures a level keeps never worse than the annealing left them (and
// after the descent, every measure no worse than the polish left it), and
// where no breach is reported, the table coloured by periods is one the
// generator accepts (the published rules and the project's own) with the
// measures the floaters count.
func TestPolish(t *testing.T) {
	coloured, free := 0, 0
	for _, c := range []struct{ T, P, R, level int }{
		{11, 10, 8, keepFloaters}, {19, 4, 12, keepFloaters}, {21, 8, 6, keepFloaters},
		{9, 8, 6, keepFloaters}, {13, 6, 7, letI3I4}, {23, 10, 10, letFloaters},
	} {
		ct, _ := newCycleTable(c.T, c.P, c.R)
		for seed := uint64(1); seed <= 2; seed++ {
			ct.anneal(20000, seed)
			down, up, pd, pu, gd, gu := ct.scratch()
			k, _ := ct.key(down, up, pd, pu, gd, gu, c.level)
			left := ct.polish(3000, seed, c.level)
			if k2, _ := ct.key(down, up, pd, pu, gd, gu, c.level); k2 > k {
				t.Errorf("%d×%d over %d rounds, seed %d, level %d: polished from %d to %d", c.T, c.P, c.R, seed, c.level, k, k2)
			}
			if left != 0 {
				continue
			}
			coloured++
			if c.level == letFloaters {
				free++
			}
			k, _ = ct.key(down, up, pd, pu, gd, gu, keepFloaters)
			ct.descend(300, seed)
			if k2, _ := ct.key(down, up, pd, pu, gd, gu, keepFloaters); k2 > k {
				t.Errorf("%d×%d over %d rounds, seed %d: descended from %d to %d", c.T, c.P, c.R, seed, k, k2)
			}
			_, i2b, i3b, i4b, _ := ct.floaters(ct.scratch())
			rc := ct.recipe("test")
			games, err := rc.Games()
			if err != nil {
				t.Fatal(err)
			}
			rc.Colours = molter.PeriodColours(c.T, c.P, games)
			e, err := rc.Build()
			if err != nil {
				t.Fatal(err)
			}
			if ps := append(molter.PublishedCheck(e), molter.ContractOwn(e)...); len(ps) > 0 {
				t.Errorf("%d×%d over %d rounds, seed %d: no breach reported, the checkers find %v", c.T, c.P, c.R, seed, ps[0])
			}
			if v := molter.PublishedMeasure(e); v[molter.VI2] != i2b || v[molter.VI3] != i3b || v[molter.VI4] != i4b {
				t.Errorf("%d×%d over %d rounds, seed %d: floaters I2 %d, I3 %d, I4 %d; measured %v", c.T, c.P, c.R, seed, i2b, i3b, i4b, v)
			}
		}
	}
	if coloured == 0 || free == 0 {
		t.Errorf("%d tables polished to a colouring by periods, %d of them letting every measure go: the test checks too little", coloured, free)
	}
}

// TestPeriodTable holds the tables of cycles kept for a period (P ≥ T-1)
// to the contract's checker and measure: coloured by periods they keep
// every rule, the published and the project's own, and an event of an
// even number of rounds measures prefix 0, I2 0, I3 at most 1, I4 at its bound
// (a team's share of the period's floater ends), I5 at most 1 with exact
// colours; where P = T-1, I1 0 and I5 0 too, the best the arithmetic
// allows.
func TestPeriodTable(t *testing.T) {
	var missed [][3]int
	found := 0
	for T := 3; T <= 13; T += 2 {
		for P := T - 1; P <= min(16, T+3); P += 2 {
			for R := 2; R <= T-1; R++ {
				ct, ok := newPeriodTable(T, P, R)
				if !ok {
					t.Fatalf("%d×%d over %d rounds: no table", T, P, R)
				}
				if !ct.periodFloaters(periodBudget) {
					missed = append(missed, [3]int{T, P, R})
					continue
				}
				found++
				rc := ct.recipe("test")
				games, err := rc.Games()
				if err != nil {
					t.Fatal(err)
				}
				rc.Colours = molter.PeriodColours(T, P, games)
				e, err := rc.Build()
				if err != nil {
					t.Fatal(err)
				}
				if ps := append(molter.PublishedCheck(e), molter.ContractOwn(e)...); len(ps) > 0 {
					t.Errorf("%d×%d over %d rounds: %v", T, P, R, ps[0])
				}
				if R%2 == 1 {
					continue
				}
				v := molter.PublishedMeasure(e)
				want := v
				want[molter.VPrefix], want[molter.VI2], want[molter.VI3], want[molter.VI4], want[molter.VS5] = 0, 0, min(v[molter.VI3], 1), (P+T-1)/T, 0
				want[molter.VI5] = min(v[molter.VI5], 1)
				if P == T-1 {
					want[molter.VI1], want[molter.VI5] = 0, 0
				}
				if v != want {
					t.Errorf("%d×%d over %d rounds: %v, want %v", T, P, R, v, want)
				}
			}
		}
	}
	// 5 teams of 4 over 3 and 4 rounds have no such floaters (the
	// backtracking exhausts them); every other shape of P = T-1 up to 13
	// teams has.
	var missedAll [][3]int
	for _, x := range missed {
		if x[1] == x[0]-1 {
			missedAll = append(missedAll, x)
		}
	}
	if want := [][3]int{{5, 4, 3}, {5, 4, 4}}; !slices.Equal(missedAll, want) {
		t.Errorf("no floaters for P = T-1 (teams, players, rounds) %v, want %v", missedAll, want)
	}
	if found < 80 {
		t.Errorf("floaters found for %d events (none for %v): the test checks too little", found, missed)
	}
}
