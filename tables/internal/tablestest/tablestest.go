// Package tablestest holds what the tests of several tables packages check
// the same way: groups that keep players apart, read off the Berger tables.
package tablestest

import (
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/berger"
	"github.com/toutesrondes/toutesrondes/tables/groups"
)

// LastPairs reads the pairs of the last n rounds off the Berger schedule of
// package tables/berger (its own static data, not the solver's graph): the
// round in which each pair meets.
func LastPairs(t testing.TB, players, n int) map[[2]int]int {
	t.Helper()
	s, err := berger.New(players)
	if err != nil {
		t.Fatal(err)
	}
	out := map[[2]int]int{}
	for r := s.Rounds() - n + 1; r <= s.Rounds(); r++ {
		games, err := s.Round(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			out[[2]int{min(g.White, g.Black), max(g.White, g.Black)}] = r
		}
	}
	return out
}

// Holds fails unless the groups partition 1..players and no two members of
// a group meet in the last n rounds.
func Holds(t testing.TB, what string, players, n int, gs []groups.Group) {
	t.Helper()
	pairs := LastPairs(t, players, n)
	var all []int
	for _, g := range gs {
		all = append(all, g.Players...)
		for i, x := range g.Players {
			for _, y := range g.Players[i+1:] {
				if r, ok := pairs[[2]int{min(x, y), max(x, y)}]; ok {
					t.Fatalf("%s: group %s: %d and %d meet in round %d", what, g.Name, x, y, r)
				}
			}
		}
	}
	slices.Sort(all)
	for i, x := range all {
		if x != i+1 {
			t.Fatalf("%s: the groups hold %v, not 1..%d", what, all, players)
		}
	}
	if len(all) != players {
		t.Fatalf("%s: %d numbers, want %d", what, len(all), players)
	}
}
