package moltergrade

// Prefixes checks, against the published contract's hard rules, the events
// of the first R rounds of one table, R = 1, 2, … in turn, in one pass over
// the table instead of one Check a prefix (the generator checks every
// prefix of every shape's table: Σ R rounds a shape, not R). The event of R
// rounds ends with its own last round: the table's round R, or that round
// coloured anew (internal/molter's TableEvent colours an odd R's last round
// on its own).
//
// It only ever says "valid" for sure: Next reports true when Check of the
// event would report nothing, false when it cannot tell (a rule broken, or
// a table it does not follow: then the caller runs Check, which names the
// problems). TestPrefixesAsCheck holds it to Check on every prefix of
// valid and broken tables.
type Prefixes struct {
	T, P, r int // r: the table's rounds added
	// broken: a rule is broken in the table's rounds added, which every
	// longer prefix keeps (or the table is one Next does not follow).
	broken bool
	met    []uint8 // per player and team, the boards so far (stops at 2)
	desc   []uint8 // per player, descents so far (stops at 2)
	asc    []uint8 // per player, ascents so far
	pdrift []int   // per player, whites - blacks so far
	plast  []int8  // per player, its last colour (+1, -1, 0 none)
	prun   []int   // per player, how many of plast running
	tdrift []int   // per team, whites - blacks so far
	// The round's buffers.
	seen     []uint8
	against  []uint8
	floaters []uint8
	lastCol  []int8 // per player, its colour in the last round looked at
}

// NewPrefixes starts the prefixes of a table of T teams of P players.
func NewPrefixes(T, P int) *Prefixes {
	pc := &Prefixes{T: T, P: P}
	if T < 3 || T > MaxTeams || P < 2 || P%2 != 0 {
		pc.broken = true
		return pc
	}
	n := T * P
	pc.met = make([]uint8, n*T)
	pc.desc, pc.asc, pc.seen = make([]uint8, n), make([]uint8, n), make([]uint8, n)
	pc.pdrift, pc.prun = make([]int, n), make([]int, n)
	pc.plast, pc.lastCol = make([]int8, n), make([]int8, n)
	pc.tdrift = make([]int, T)
	pc.against = make([]uint8, T*T)
	pc.floaters = make([]uint8, P/2)
	return pc
}

// Next tells whether the event of the table's rounds added so far followed
// by last (its round R = r+1) keeps every hard rule of the published
// contract (true: Check finds nothing), then adds rd, the table's round R,
// for the longer prefixes. last and rd play the same round: last is rd or
// rd coloured anew (Next does not rely on it: it checks last as it is).
func (pc *Prefixes) Next(rd, last []Board) bool {
	ok := !pc.broken && pc.round(last, true)
	if !pc.broken && !pc.round(rd, false) {
		pc.broken = true
	}
	pc.r++
	return ok
}

// round checks a round of the boards (round index pc.r) after the rounds
// added: as the event's last round (final), or as a round the longer
// prefixes play before their last, added to the counts.
func (pc *Prefixes) round(rd []Board, final bool) bool {
	T, P, r := pc.T, pc.P, pc.r
	if len(rd) != T*P/2 {
		return false // S1
	}
	clear(pc.seen)
	clear(pc.floaters)
	ok := true
	for _, b := range rd {
		w, k := b.White, b.Black
		if w.Team < 0 || w.Team >= T || w.Order < 1 || w.Order > P || k.Team < 0 || k.Team >= T || k.Order < 1 || k.Order > P {
			ok = false // S2
			break
		}
		x, y := w.Team*P+w.Order-1, k.Team*P+k.Order-1
		if pc.seen[x] != 0 || pc.seen[y] != 0 || w.Team == k.Team { // S2, S3
			ok = false
			break
		}
		pc.seen[x], pc.seen[y] = 1, 1
		if pc.met[x*T+k.Team] != 0 || pc.met[y*T+w.Team] != 0 { // S4
			ok = false
			break
		}
		a := &pc.against[w.Team*T+k.Team]
		*a++
		pc.against[k.Team*T+w.Team]++
		if int(*a) == P { // S4b
			ok = false
			break
		}
		pc.lastCol[x], pc.lastCol[y] = 1, -1
		if w.Order != k.Order {
			lo, hi := x, y
			lon, hin := w.Order, k.Order
			if lon > hin {
				lo, hi, lon, hin = y, x, hin, lon
			}
			// S6a, S6b; S6c: a descent or an ascent, once a player.
			if T%2 == 0 || lon%2 != 1 || hin != lon+1 || pc.floaters[lon/2] != 0 || pc.desc[lo] != 0 || pc.asc[hi] != 0 {
				ok = false
				break
			}
			pc.floaters[lon/2] = 1
		}
	}
	for _, b := range rd { // against cleared, the boards counted up to a failure too
		w, k := b.White, b.Black
		if w.Team >= 0 && w.Team < T && k.Team >= 0 && k.Team < T {
			pc.against[w.Team*T+k.Team], pc.against[k.Team*T+w.Team] = 0, 0
		}
	}
	if !ok {
		return false
	}
	// Every player once (S2): seen has T·P/2 boards of distinct players.
	// S5 per team, C1–C3 per player, with the round's colours.
	for t := range T {
		d := pc.tdrift[t]
		for o := range P {
			d += int(pc.lastCol[t*P+o])
		}
		if d < -2 || d > 2 || d != 0 && (r%2 == 1 || final) {
			return false
		}
	}
	for x := range T * P {
		c := pc.lastCol[x]
		d := pc.pdrift[x] + int(c)
		if pc.plast[x] == c && pc.prun[x] >= 2 { // C2
			return false
		}
		if final {
			if (r+1)%2 == 0 && d != 0 || (r+1)%2 == 1 && d != 1 && d != -1 { // C1
				return false
			}
		} else if d < -2 || d > 2 { // C3, for the prefixes this round is not the last of
			return false
		}
	}
	if final {
		return true
	}
	// Added: the round's counts.
	for _, b := range rd {
		w, k := b.White, b.Black
		x, y := w.Team*P+w.Order-1, k.Team*P+k.Order-1
		pc.met[x*T+k.Team], pc.met[y*T+w.Team] = 1, 1
		pc.tdrift[w.Team]++
		pc.tdrift[k.Team]--
		if w.Order < k.Order {
			pc.desc[x], pc.asc[y] = 1, 1
		} else if w.Order > k.Order {
			pc.desc[y], pc.asc[x] = 1, 1
		}
	}
	for x := range T * P {
		c := pc.lastCol[x]
		pc.pdrift[x] += int(c)
		if pc.plast[x] == c {
			pc.prun[x]++
		} else {
			pc.plast[x], pc.prun[x] = c, 1
		}
	}
	return true
}
