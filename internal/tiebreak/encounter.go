package tiebreak

import (
	"slices"
	"sort"
)

// EncounterPlaces ranks a group of players tied on everything before the
// direct encounter as C.07 art. 6 does in full (the edition of 1 March
// 2026, whose text the Sharly Chess project quotes in its pull request
// 1888; the issue calls the missing-games rule 6.2, that edition 6.3):
//
//   - 6.1: the standings among the tied players are made from the points
//     they scored against one another; 6.1.2: two players who met more than
//     once count the average of those games, not their sum;
//   - 6.2: when every pair of them has met, the standings place them all,
//     and a subgroup still level is ranked again on its own games;
//   - 6.3: when some pairs have not met yet (a partial round robin), a
//     player is placed only when alone at the top whatever the missing
//     games would give (his lowest possible score above everyone else's
//     highest), and the rule is then applied again to the others; otherwise
//     they all stay level.
//
// A forfeit counts with its result as everywhere in this package (the
// scheduled opponent of a round robin is known); only a game not played
// yet (None) is missing. It returns each member's place among the group,
// in group's order: 1 the best, equal places shared.
//
// Compute does not use it: the workbook's direct encounter (and so
// Standings.DE) is the plain sum of 6.1 without 6.1.2's average, 6.2's
// re-ranking or 6.3, which agree with this once every game is played and
// every pair has met once (a single round robin finished).
func EncounterPlaces(games []Game, group []int) []int {
	place := map[int]int{}
	encounterPlaces(games, group, 0, place)
	out := make([]int, len(group))
	for i, p := range group {
		out[i] = place[p]
	}
	return out
}

// encounterPlaces gives the members places from offset+1 on.
func encounterPlaces(games []Game, members []int, offset int, place map[int]int) {
	level := func(ms []int) {
		for _, p := range ms {
			place[p] = offset + 1
		}
	}
	if len(members) < 2 {
		level(members)
		return
	}
	// Each member's lowest and highest score among the members: the
	// missing games lost or won.
	type span struct {
		p         int
		low, high float64
	}
	var spans []span
	missing := false
	for _, p := range members {
		var s span
		s.p = p
		for _, q := range members {
			if q == p {
				continue
			}
			var sum float64
			met := 0
			for _, g := range games {
				if g.Result == None {
					continue
				}
				w, b := g.Result.Scores()
				switch {
				case g.White == p && g.Black == q:
					sum, met = sum+w, met+1
				case g.White == q && g.Black == p:
					sum, met = sum+b, met+1
				}
			}
			if met == 0 {
				s.high++
				missing = true
				continue
			}
			s.low += sum / float64(met)
			s.high += sum / float64(met)
		}
		spans = append(spans, s)
	}
	// Subgroups the scores keep apart, best first: a member joins the one
	// above when his highest reaches the lowest of that subgroup.
	sort.SliceStable(spans, func(i, j int) bool {
		if spans[i].high != spans[j].high {
			return spans[i].high > spans[j].high
		}
		return spans[i].low > spans[j].low
	})
	var subs [][]int
	floor := 0.0
	for i, s := range spans {
		if i > 0 && s.high >= floor {
			subs[len(subs)-1] = append(subs[len(subs)-1], s.p)
			floor = min(floor, s.low)
			continue
		}
		subs = append(subs, []int{s.p})
		floor = s.low
	}
	switch {
	case len(subs) == 1:
		level(members)
	case missing && len(subs[0]) == 1:
		// 6.3: the one placed whatever the missing games give, then the
		// others again.
		place[subs[0][0]] = offset + 1
		rest := slices.DeleteFunc(slices.Clone(members), func(p int) bool { return p == subs[0][0] })
		encounterPlaces(games, rest, offset+1, place)
	case missing:
		level(members)
	default:
		// 6.2: every subgroup ranked again among itself.
		for _, sub := range subs {
			encounterPlaces(games, sub, offset, place)
			offset += len(sub)
		}
	}
}
