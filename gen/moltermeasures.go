package main

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// measureRecord is what the data store of a constructed event's grades:
// the measures of the project's contract without their bests, and the
// published contract's seven. The rest is derived when asked, as the
// generator derives it here: the bests from molter.Bounds, the grade
// from the quality (Quality.Grade), the published points and letter from
// the measures (moltergrade.Points). Equal records are stored once.
type measureRecord struct {
	pairSpread, floaters, descents, roundSpread, whites int
	shortfall                                           int
	v                                                   molter.Vector // I1, prefix, I2, I3, I4, I5, S5 relaxed
}

// measures is the record of the event made by src ('S' or 'L'); an error
// when the recorded bests are not the arithmetic bounds the tables derive
// at run time.
func (c eventChoice) measures(sh *molter.Shape, src byte) (measureRecord, error) {
	q, v := c.layeredQ, c.layeredV
	if src == 'S' {
		q, v = sh.Quality[c.R-1], sh.Published[c.R-1]
	}
	b := molter.Bounds(sh.Teams, sh.Players, c.R)
	if q.PairSpreadBest != b.PairSpreadBest || q.FloatersBest != b.FloatersBest || q.DescentsBest != b.DescentsBest || q.RoundSpreadBest != b.RoundSpreadBest {
		return measureRecord{}, fmt.Errorf("gen: %d teams of %d, %d rounds (%c): the bests of the quality measured (%v) are not the bounds tables/molter derives (%v)",
			sh.Teams, sh.Players, c.R, src, q, b)
	}
	return measureRecord{q.PairSpread, q.Floaters, q.Descents, q.RoundSpread, q.Whites, q.Shortfall, v}, nil
}

// measureRecords numbers the distinct records in the order first met.
type measureRecords struct {
	index map[measureRecord]int
	rows  []measureRecord
}

// add is the index of r, numbered anew when it is new.
func (m *measureRecords) add(r measureRecord) int {
	if i, ok := m.index[r]; ok {
		return i
	}
	if m.index == nil {
		m.index = map[measureRecord]int{}
	}
	m.index[r] = len(m.rows)
	m.rows = append(m.rows, r)
	return len(m.rows) - 1
}

// emit writes constructedMeasures, each number checked against its field.
func (m *measureRecords) emit(g *genFile) {
	most, shortfall := 0, 0
	rows := make([]Code, len(m.rows))
	for i, r := range m.rows {
		for _, x := range append([]int{r.pairSpread, r.floaters, r.descents, r.roundSpread, r.whites}, r.v[:]...) {
			most = max(most, x)
		}
		shortfall = max(shortfall, r.shortfall)
		rows[i] = Values(Lit(r.pairSpread), Lit(r.shortfall), Lit(r.floaters), Lit(r.descents), Lit(r.roundSpread), Lit(r.whites),
			Lit(r.v[0]), Lit(r.v[1]), Lit(r.v[2]), Lit(r.v[3]), Lit(r.v[4]), Lit(r.v[5]), Lit(r.v[6]))
	}
	g.File.Comment(fmt.Sprintf("constructedMeasures holds the %d distinct records of measures of the constructed events: {pairSpread, shortfall, floaters, descents, roundSpread, whites, i1, prefix, i2, i3, i4, i5, s5}.", len(rows)))
	g.fit("constructedMeasures", "measure (one byte)", most, maxUint8)
	g.fit("constructedMeasures", "shortfall", shortfall, maxUint16)
	g.fit("constructedMeasures", "records (indexes of two bytes)", len(rows), maxUint16+1)
	g.File.Var().Id("constructedMeasures").Op("=").Index(Lit(len(rows))).Id("constructedMeasure").Custom(multi, rows...)
}
