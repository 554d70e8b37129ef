package molter

import "github.com/toutesrondes/toutesrondes/internal/moltergrade"

// The published contract: the hard rules and the measures of the one other
// open-source program that serves Molter tables beyond document 004, as
// ../shared/molter-contract.md restates them, computed by package
// moltergrade (the one grader, which tables/molter also grades with at run
// time beyond 30 teams), so that the project's tables are graded on the
// scale a federation comparing the two programs uses (the project's own
// contract, Contract and Measure, stays beside it).

// PublishedRules names the hard rules of the published contract, in its
// order; a Problem's Check is one of them.
var PublishedRules = moltergrade.Rules

// Vector is the published measures of a valid table, in priority order:
// I1, prefix deficit, I2, I3, I4, I5, S5 relaxed (0 or 1). Tables compare
// lexicographically, lower is better.
type Vector = moltergrade.Vector

// The indices of a Vector.
const (
	VI1     = moltergrade.VI1
	VPrefix = moltergrade.VPrefix
	VI2     = moltergrade.VI2
	VI3     = moltergrade.VI3
	VI4     = moltergrade.VI4
	VI5     = moltergrade.VI5
	VS5     = moltergrade.VS5
)

// VectorNames are the column names of a Vector, as the published list
// (molter-best-known.tsv) spells them.
var VectorNames = moltergrade.VectorNames

// PublishedCheck returns every hard rule of the published contract that the
// event breaks (S1–S6c, C1–C3), each Problem naming its rule
// (moltergrade.Check).
func PublishedCheck(e *Event) []Problem {
	vs := moltergrade.Check(e.Teams, e.Players, e.Rounds)
	if len(vs) == 0 {
		return nil
	}
	name := e.Name()
	ps := make([]Problem, len(vs))
	for i, v := range vs {
		ps[i] = Problem{Check: v.Rule, Table: name, Round: v.Round, Board: v.Board, Msg: v.Msg}
	}
	return ps
}

// PublishedMeasure computes the published measures of an event (which
// should keep PublishedCheck: the measures of an invalid table mean little).
func PublishedMeasure(e *Event) Vector { return moltergrade.Measure(e.Teams, e.Players, e.Rounds) }

// PositiveSpread is max − min over the positive counts of xs, the teams
// met (0 when none is): the contract's I1 and I5 leave out the teams not met.
func PositiveSpread(xs []int) int { return moltergrade.PositiveSpread(xs) }

// PublishedPoints is the published program's penalty for the measures v of
// a table of T teams of P players in R rounds, and its letter: A at 0
// points, B at 1–6, C at 7–20, D above.
func PublishedPoints(T, P, R int, v Vector) (points int, letter string) {
	return moltergrade.Points(T, P, R, v)
}
