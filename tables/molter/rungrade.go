package molter

import (
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/moltergrade"
)

// The events of the shapes beyond the generated ones (31 to 64 teams) are
// built when asked by the layered construction, and graded when asked by
// the grader the generator grades the others with (internal/moltergrade):
// nothing is computed before a program asks for such an event.

// AtRunTime reports whether the events of c are built and graded when
// asked (31 to 64 teams) rather than generated and graded in advance (3 to
// 30 teams). Both are graded alike; only the time differs.
func (c Constructed) AtRunTime() bool { return c.shape == 0 && c.teams != 0 }

// runtimeGraded grades the rounds of an event of T teams of P players as
// the generator grades the layered events it records: the hard rules of
// the published contract (an event that breaks one grades
// "invalid(rules)" on both scales, naming the published rules), its
// measures, points and letter, and the project's five measures of quality
// with their arithmetic bests.
func runtimeGraded(T, P int, rounds [][]Game) (grade string, pub Published, q Quality) {
	all := make([]moltergrade.Board, 0, len(rounds)*T*P/2)
	bs := make([][]moltergrade.Board, len(rounds))
	var index [256]int // a team's letter to its index
	for t := range len(constructedLetters) {
		index[constructedLetters[t]] = t
	}
	seat := func(p Player) moltergrade.Seat { return moltergrade.Seat{Team: index[p.Team], Order: p.Order} }
	for r, rd := range rounds {
		for _, g := range rd {
			all = append(all, moltergrade.Board{White: seat(g.White), Black: seat(g.Black)})
		}
		bs[r] = all[len(all)-len(rd):]
	}
	if vs := moltergrade.Check(T, P, bs); len(vs) > 0 {
		broken := moltergrade.Broken(vs)
		return "invalid(" + strings.Join(broken, ",") + ")", Published{Broken: broken}, Quality{}
	}
	v := moltergrade.Measure(T, P, bs)
	pub = Published{I1: v[moltergrade.VI1], Prefix: v[moltergrade.VPrefix], I2: v[moltergrade.VI2], I3: v[moltergrade.VI3],
		I4: v[moltergrade.VI4], I5: v[moltergrade.VI5], S5Relaxed: v[moltergrade.VS5] == 1}
	pub.Points, pub.Letter = moltergrade.Points(T, P, len(rounds), v)
	mq := moltergrade.MeasureQuality(T, P, bs)
	return mq.Grade(), pub, Quality(mq)
}
