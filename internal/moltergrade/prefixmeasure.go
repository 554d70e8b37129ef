package moltergrade

import "slices"

// PrefixMeasures measures, on both scales, the events of the first R rounds
// of one table, R = 1, 2, … in turn, in one pass over the table instead of
// Measure and MeasureQuality a prefix (Σ R rounds a shape, not R). The
// event of R rounds ends with its own last round: the table's round R, or
// that round with some boards' colours turned (internal/molter's
// TableEvent colours an odd R's last round on its own). Colours enter only
// the published S5 and the project's whites; every other measure is the
// table's first R rounds'.
//
// TestPrefixMeasuresAsMeasure holds it to Measure and MeasureQuality on
// every prefix of valid and broken tables.
type PrefixMeasures struct {
	T, P, r int
	// Counted over the table's rounds added.
	pair      []int32 // per ordered pair of teams, the boards
	metTeams  []bool
	metCount  []int32 // per team, the teams met
	down, up  []int32 // per team, descents and ascents
	gd, gu    []int32 // per team, descents and ascents in the current group of two rounds
	prefix    int     // the published prefix deficit so far
	i4, i5    int     // the published I4 of the groups closed, I5 so far
	s5        int     // a round before the last with a team off P/2 whites
	shortfall int     // the project's shortfall so far
	spread    int     // the project's round spread so far
	whites    int     // the project's whites before the last round
	// The round's buffers: per ordered pair of teams, the boards; per
	// team, its whites, the least and most boards against a team met (the
	// published I5's), the same over the other teams (the project's round
	// spread's) and how many other teams it meets.
	opp, w                   []int32
	lo, hi, qlo, qhi, others []int32
}

// NewPrefixMeasures starts the prefixes of a table of T teams of P players.
func NewPrefixMeasures(T, P int) *PrefixMeasures {
	return &PrefixMeasures{T: T, P: P,
		pair: make([]int32, T*T), metTeams: make([]bool, T*T), metCount: make([]int32, T),
		down: make([]int32, T), up: make([]int32, T), gd: make([]int32, T), gu: make([]int32, T),
		opp: make([]int32, T*T), w: make([]int32, T),
		lo: make([]int32, T), hi: make([]int32, T), qlo: make([]int32, T), qhi: make([]int32, T), others: make([]int32, T)}
}

// Next returns the measures of the event of the table's rounds added so
// far followed by last (its round R = r+1), then adds rd, the table's
// round R. ok is false when last is not rd with some boards turned (board
// i of last is board i of rd, or its players the other way), or a board
// is out of range: then the caller measures the event itself.
func (pm *PrefixMeasures) Next(rd, last []Board) (v Vector, q Quality, ok bool) {
	T, P, r := pm.T, pm.P, pm.r
	ok = len(last) == len(rd)
	for i := 0; ok && i < len(rd); i++ {
		b, l := rd[i], last[i]
		ok = (l == b || l.White == b.Black && l.Black == b.White) &&
			b.White.Team >= 0 && b.White.Team < T && b.Black.Team >= 0 && b.Black.Team < T
	}
	if !ok {
		pm.r = -1 << 30 // no later prefix is measured either
		return v, q, false
	}
	if r < 0 {
		return v, q, false
	}
	// The round's colour-free counts, from rd.
	rlo, rhi, slo, shi, others := pm.lo, pm.hi, pm.qlo, pm.qhi, pm.others
	clear(others)
	for _, b := range rd {
		w, k := b.White.Team, b.Black.Team
		pm.pair[w*T+k]++
		pm.pair[k*T+w]++
		pm.opp[w*T+k]++
		pm.opp[k*T+w]++
		for _, e := range [2][2]int{{w, k}, {k, w}} {
			if !pm.metTeams[e[0]*T+e[1]] {
				pm.metTeams[e[0]*T+e[1]] = true
				pm.metCount[e[0]]++
			}
			if e[0] != e[1] && pm.opp[e[0]*T+e[1]] == 1 {
				others[e[0]]++ // another team met in the round
			}
		}
		if b.White.Order != b.Black.Order {
			lo, hi := w, k
			if b.White.Order > b.Black.Order {
				lo, hi = k, w
			}
			pm.down[lo]++
			pm.up[hi]++
			pm.gd[lo]++
			pm.gu[hi]++
		}
	}
	// Published I5 (the spread over the teams met in the round) and the
	// project's round spread (over the other teams, from 0 when a team
	// misses one, never below P's), read on the round's boards as Measure
	// and MeasureQuality read them.
	i5, spread := pm.i5, pm.spread
	clear(rlo)
	clear(rhi)
	for t := range T {
		slo[t], shi[t] = int32(P), 0
		if int(others[t]) < T-1 {
			slo[t] = 0
		}
	}
	for _, b := range rd {
		w, k := b.White.Team, b.Black.Team
		for _, e := range [2][2]int{{w, k}, {k, w}} {
			t, n := e[0], pm.opp[e[0]*T+e[1]]
			if rlo[t] == 0 || n < rlo[t] {
				rlo[t] = n
			}
			rhi[t] = max(rhi[t], n)
			if w != k {
				slo[t], shi[t] = min(slo[t], n), max(shi[t], n)
			}
		}
	}
	for _, b := range rd {
		w, k := b.White.Team, b.Black.Team
		pm.opp[w*T+k], pm.opp[k*T+w] = 0, 0
	}
	for t := range T {
		i5 = max(i5, int(rhi[t]-rlo[t]))
		spread = max(spread, int(shi[t]-slo[t]))
	}
	prefix, shortfall := pm.prefix, pm.shortfall
	for t := range T {
		prefix = max(prefix, min(T-1, P*(r+1))-int(pm.metCount[t]))
		shortfall += max(0, min(T-1, P*(r+1))-int(pm.metCount[t]))
	}
	i4 := max(pm.i4, int(slices.Max(pm.gd)), int(slices.Max(pm.gu)))
	// The colours: the last round's for the event, rd's for the longer ones.
	s5, lastWhites := pm.s5, pm.whites
	whitesOf := func(rd []Board) (off bool, most int) {
		clear(pm.w)
		for _, b := range rd {
			pm.w[b.White.Team]++
		}
		for t := range T {
			off = off || 2*int(pm.w[t]) != P
			most = max(most, abs(2*int(pm.w[t])-P)/2)
		}
		return off, most
	}
	if off, most := whitesOf(last); off {
		s5, lastWhites = 1, max(lastWhites, most)
	} else {
		lastWhites = max(lastWhites, most)
	}
	// The event's measures.
	v[VI5], v[VPrefix], v[VS5], v[VI4] = i5, prefix, s5, i4
	dlo, dhi := pm.down[0], pm.down[0]
	for t := range T {
		v[VI1] = max(v[VI1], positiveSpread(pm.pair[t*T:(t+1)*T]))
		v[VI2] += abs(int(pm.down[t] - pm.up[t]))
		dlo, dhi = min(dlo, pm.down[t]), max(dhi, pm.down[t])
	}
	v[VI3] = int(dhi - dlo)
	q = Bounds(T, P, r+1)
	q.RoundSpread, q.Shortfall, q.Whites = spread, shortfall, lastWhites
	plo, phi := int32(-1), int32(0)
	for a := range T {
		for b := a + 1; b < T; b++ {
			n := pm.pair[a*T+b]
			if plo < 0 || n < plo {
				plo = n
			}
			phi = max(phi, n)
		}
	}
	q.PairSpread = int(phi - max(plo, 0))
	qlo, qhi := int32(-1), int32(0)
	for t := range T {
		q.Floaters = max(q.Floaters, abs(int(pm.down[t]-pm.up[t])))
		if qlo < 0 || pm.down[t] < qlo {
			qlo = pm.down[t]
		}
		qhi = max(qhi, pm.down[t])
	}
	q.Descents = int(qhi - qlo)
	// Added for the longer prefixes: rd's colours, the group closed after
	// its second round.
	off, most := whitesOf(rd)
	if off {
		pm.s5 = 1
	}
	pm.whites = max(pm.whites, most)
	pm.i5, pm.spread, pm.prefix, pm.shortfall = i5, spread, prefix, shortfall
	if r%2 == 1 {
		pm.i4 = i4
		clear(pm.gd)
		clear(pm.gu)
	}
	pm.r++
	return v, q, true
}
