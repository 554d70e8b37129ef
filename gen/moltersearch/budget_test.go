package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// stopAfter is a cycleTable.stop that is true from its n-th reading on,
// counting its readings.
func stopAfter(n int, reads *int) func() bool {
	return func() bool {
		*reads++
		return *reads >= n
	}
}

// TestCycleStop: the floaters' moves read the stop before every move (every
// 4,096 nodes of the backtracking) and return at its first true, on the
// tables where the search spent its time past the budget: 27 teams of 14
// over 24 rounds, where a polishing move takes a tenth of a second (50
// moves unchecked: seconds; 20,000, a seed: minutes), and 15 of 14 over
// 14 rounds, whose backtracking finds nothing in 20,000,000 nodes.
func TestCycleStop(t *testing.T) {
	const n = 5
	ct, ok := newCycleTable(27, 14, 24)
	if !ok {
		t.Fatal("no table of cycles for 27×14 over 24 rounds")
	}
	for _, c := range []struct {
		name string
		run  func()
	}{
		{"anneal", func() { ct.anneal(1_000_000, 1) }},
		{"polish", func() { ct.polish(50, 1, keepFloaters) }},
		{"descend", func() { ct.descend(50, 1) }},
	} {
		reads := 0
		ct.stop = stopAfter(n, &reads)
		t0 := time.Now()
		c.run()
		if reads != n && !(c.name == "polish" && reads < n && ct.periodBreaches() == 0) {
			t.Errorf("%s: the stop read %d times, want %d (one a move, none after it said stop)", c.name, reads, n)
		}
		if d := time.Since(t0); d > 20*time.Second {
			t.Errorf("%s: %v after the stop", c.name, d)
		}
	}
	pt, ok := newPeriodTable(15, 14, 14)
	if !ok {
		t.Fatal("no period table for 15×14 over 14 rounds")
	}
	reads := 0
	pt.stop = stopAfter(n, &reads)
	if found := pt.periodFloaters(periodBudget); found || reads != n {
		t.Errorf("periodFloaters: found %v, the stop read %d times, want false and %d", found, reads, n)
	}
}

// TestBudgetHonoured: a search of a long event of many players (27 teams
// of 14 over 24 rounds: one seed of the cycles' floaters took minutes, the
// budget read only between seeds) returns within its budget and a bounded
// margin, says it stopped at the budget, and keeps the recipe file whole.
// Once on the clock (-budget 2s, well under 60 s), once on a clock that
// moves a second at each reading (-budget 30s: the search stops at the
// thirtieth reading however fast the machine is).
func TestBudgetHonoured(t *testing.T) {
	if testing.Short() {
		t.Skip("a search of a few seconds")
	}
	dir := t.TempDir()
	best := filepath.Join(dir, "best.tsv")
	if err := os.WriteFile(best, []byte("teams\tplayers\trounds\tI1\tprefix\tI2\tI3\tI4\tI5\tS5\tsource\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	only := filepath.Join(dir, "only")
	if err := os.WriteFile(only, []byte("27 14 24\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	recipes, err := os.ReadFile("../../internal/spec/molter_recipes.spec")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "recipes.spec")
	virtual := time.Now()
	for _, c := range []struct {
		budget string
		now    func() time.Time
	}{
		{"2s", time.Now},
		{"30s", func() time.Time { virtual = virtual.Add(time.Second); return virtual }},
	} {
		if err := os.WriteFile(out, recipes, 0o644); err != nil {
			t.Fatal(err)
		}
		var log bytes.Buffer
		t0 := time.Now()
		err := runAt([]string{"-best", best, "-only", only, "-o", out, "-improve", "-beyond", "-stack=false", "-model=false", "-anneal=false", "-cycle-seeds", "3", "-iters", "75000", "-budget", c.budget}, &log, c.now)
		if err != nil {
			t.Fatal(err)
		}
		if d := time.Since(t0); d > 60*time.Second {
			t.Errorf("-budget %s: the search took %v", c.budget, d)
		}
		if !strings.Contains(log.String(), "27×14 event of 24 rounds") || !strings.Contains(log.String(), "(stopped at the budget of "+c.budget+")") {
			t.Errorf("-budget %s: the log does not say the event stopped at its budget:\n%s", c.budget, log.String())
		}
		if _, err := os.Stat(out); err != nil {
			t.Error(err)
		}
	}
}
