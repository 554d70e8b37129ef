package molter

import "github.com/toutesrondes/toutesrondes/internal/moltergrade"

// Quality is the five measures of the project's contract for one event, each with the best
// any table of its shape can reach (an arithmetic lower bound): package
// moltergrade's, the one grader.
type Quality = moltergrade.Quality

// Bounds returns the best each measure can reach for T teams of P players in
// R rounds (Quality with only the *Best fields set; moltergrade.Bounds says
// why each holds).
func Bounds(T, P, R int) Quality { return moltergrade.Bounds(T, P, R) }

// Measure computes the five measures of an event that keeps the contract.
func Measure(e *Event) Quality { return moltergrade.MeasureQuality(e.Teams, e.Players, e.Rounds) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
