//go:build race

package main

// raceEnabled: the race detector allocates for itself (TestAllocBudget).
const raceEnabled = true
