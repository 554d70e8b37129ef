package molter

import "slices"

// Suggestion is a change of two cells of one round (two players of one
// order number, or of one block, exchanged between two boards) that keeps
// the project's contract and lifts the event's measures: a correction to
// report with its proof, never applied.
type Suggestion struct {
	Round          int // 1.. within the event
	BoardA, BoardB int // 1..
	Before, After  [2]Pair
	From, To       Quality
}

// Suggest tries, in every round of an event that keeps the contract, every
// exchange of two players between two boards (same colour, so that the
// colours stay as they are) and returns those that keep the contract and
// rank better, the best first.
func Suggest(e *Event) []Suggestion { return suggest(e, 0) }

// suggest is Suggest over the rounds from index from on.
func suggest(e *Event, from int) []Suggestion {
	if len(Contract(e)) > 0 {
		return nil
	}
	base := Measure(e)
	// met counts the boards each player plays against each team: an
	// exchange that makes a player meet his own team, or a team he meets
	// in another round, breaks the contract; it is skipped before the
	// contract is checked in full, which the others still are.
	T, P := e.Teams, e.Players
	met := make([]int, T*P*T)
	seat := func(s Seat) int { return s.Team*P + s.Order - 1 }
	for _, rd := range e.Rounds {
		for _, p := range rd {
			met[seat(p.White)*T+p.Black.Team]++
			met[seat(p.Black)*T+p.White.Team]++
		}
	}
	// meets reports whether s, moved to play against o in place of was,
	// meets o's team twice or is his own team.
	meets := func(s, o, was Seat) bool {
		n := met[seat(s)*T+o.Team]
		if was.Team == o.Team {
			n--
		}
		return s.Team == o.Team || n > 0
	}
	var out []Suggestion
	// One round and one list of rounds, reused for every exchange tried:
	// a suggestion keeps only the pairs it changes.
	scratch := make([]Pair, 0, T*P/2)
	rounds := make([][]Pair, len(e.Rounds))
	for r := from; r < len(e.Rounds); r++ {
		rd := e.Rounds[r]
		for a := range rd {
			for b := a + 1; b < len(rd); b++ {
				for side := range 2 {
					pa, pb := rd[a], rd[b]
					if side == 0 {
						if pa.White.Order != pb.White.Order || meets(pb.White, pa.Black, pb.Black) || meets(pa.White, pb.Black, pa.Black) ||
							meets(pa.Black, pb.White, pa.White) || meets(pb.Black, pa.White, pb.White) {
							continue
						}
					} else if pa.Black.Order != pb.Black.Order || meets(pb.Black, pa.White, pb.White) || meets(pa.Black, pb.White, pa.White) ||
						meets(pa.White, pb.Black, pa.Black) || meets(pb.White, pa.Black, pb.Black) {
						continue
					}
					x := append(scratch[:0], rd...)
					if side == 0 {
						x[a].White, x[b].White = x[b].White, x[a].White
					} else {
						x[a].Black, x[b].Black = x[b].Black, x[a].Black
					}
					copy(rounds, e.Rounds)
					rounds[r] = x
					c := &Event{Teams: e.Teams, Players: e.Players, Rounds: rounds}
					// The measures first: they are cheaper than the contract,
					// and most exchanges rank no better.
					if q := Measure(c); q.Better(base) && len(Contract(c)) == 0 {
						out = append(out, Suggestion{Round: r + 1, BoardA: a + 1, BoardB: b + 1, Before: [2]Pair{rd[a], rd[b]}, After: [2]Pair{x[a], x[b]}, From: base, To: q})
					}
				}
			}
		}
	}
	slices.SortStableFunc(out, func(s, t Suggestion) int { return slices.Compare(s.To.Cost(), t.To.Cost()) })
	return out
}
