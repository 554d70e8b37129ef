package moltergrade

import (
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/molterlayer"
)

// TestPrefixesAsCheck holds Prefixes to Check on every prefix of many
// tables, valid and broken: the layered tables of every shape of 3 to 17
// teams, each event ending with the table's round or with that round
// coloured anew (internal/molter's odd events), and the same tables broken
// in one place (colours turned, players exchanged, a board dropped or
// repeated, a player out of range, a round played twice, floaters moved):
// Next says valid exactly where Check finds nothing.
func TestPrefixesAsCheck(t *testing.T) {
	rng := uint64(1)
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int(rng>>33) % n
	}
	valid, broken := 0, 0
	alone := map[string]int{} // prefixes that break one rule only, by rule
	for T := 3; T <= 17; T++ {
		for P := 2; P <= 16; P += 2 {
			if testing.Short() && (T > 9 || P > 8) {
				continue
			}
			table := layeredTable(t, T, P)
			for variant := range 18 + 24 {
				tb := breakTable(table, T, P, variant, next)
				pc := NewPrefixes(T, P)
				for R := 1; R <= len(tb); R++ {
					last := tb[R-1]
					if R%2 == 1 && variant%3 != 0 {
						// coloured anew: some boards turned
						last = slices.Clone(last)
						for range 1 + next(3) {
							i := next(len(last))
							last[i] = Board{White: last[i].Black, Black: last[i].White}
						}
					}
					ev := append(slices.Clone(tb[:R-1]), last)
					vs := Check(T, P, ev)
					want := len(vs) == 0
					if rules := Broken(vs); len(rules) == 1 {
						alone[rules[0]]++
					}
					if got := pc.Next(tb[R-1], last); got != want {
						t.Fatalf("%d×%d variant %d, %d rounds: Prefixes says %v, Check %v", T, P, variant, R, got, Check(T, P, ev))
					}
					if want {
						valid++
					} else {
						broken++
					}
				}
			}
		}
	}
	if valid == 0 || broken == 0 {
		t.Fatalf("%d valid and %d broken prefixes: the test proves nothing", valid, broken)
	}
	// Each rule Prefixes checks on its own broken alone somewhere, so that
	// Prefixes missing it fails the test (S1–S3 come with others: a
	// board short or a player twice; turning their checks off fails it
	// too).
	if !testing.Short() {
		for _, rule := range []string{"S4", "S4b", "S5", "S6a", "S6b", "S6c", "C1", "C2", "C3"} {
			if alone[rule] == 0 {
				t.Errorf("no prefix breaks %s alone: the test does not show Prefixes checks it", rule)
			}
		}
	}
	t.Logf("%d valid and %d broken prefixes; breaking one rule alone: %v", valid, broken, alone)
}

// breakTable is table (a copy) broken in one place by variant (0: as it
// is).
// layeredTable is the layered construction's table of T teams of P
// players in T-1 rounds, in this package's boards.
func layeredTable(t *testing.T, T, P int) [][]Board {
	t.Helper()
	rounds, err := molterlayer.Build(T, P, T-1)
	if err != nil {
		t.Fatal(err)
	}
	table := make([][]Board, len(rounds))
	for r, rd := range rounds {
		for _, b := range rd {
			table[r] = append(table[r], Board{White: Seat(b.White), Black: Seat(b.Black)})
		}
	}
	return table
}

func breakTable(table [][]Board, T, P, variant int, next func(int) int) [][]Board {
	tb := make([][]Board, len(table))
	for r := range table {
		tb[r] = slices.Clone(table[r])
	}
	r := next(len(tb))
	rd := tb[r]
	i, j := next(len(rd)), next(len(rd))
	switch variant {
	case 1: // one board's colours turned
		rd[i] = Board{White: rd[i].Black, Black: rd[i].White}
	case 2: // two whites exchanged between boards
		rd[i].White, rd[j].White = rd[j].White, rd[i].White
	case 3: // a white and a black exchanged
		rd[i].White, rd[j].Black = rd[j].Black, rd[i].White
	case 4: // a board dropped
		tb[r] = append(rd[:i:i], rd[i+1:]...)
	case 5: // a board repeated
		tb[r] = append(rd, rd[i])
	case 6: // a player out of range
		rd[i].Black.Order = P + 1
	case 7: // a round played twice
		if r+1 < len(tb) {
			tb[r+1] = slices.Clone(rd)
		}
	case 8: // a round's colours all turned
		for k, b := range rd {
			rd[k] = Board{White: b.Black, Black: b.White}
		}
	case 9: // two boards' blacks exchanged (floaters moved, or a team met twice)
		rd[i].Black, rd[j].Black = rd[j].Black, rd[i].Black
	case 10: // a player meets his own team
		rd[i].Black.Team = rd[i].White.Team
	case 11: // a team out of range
		rd[i].White.Team = T
	case 15: // even T: the first round's teams paired on every board (S4b alone)
		if T%2 == 0 {
			tb[0] = tb[0][:0]
			for o := 1; o <= P; o++ {
				for u := 0; u < T; u += 2 {
					w, k := Seat{Team: u, Order: o}, Seat{Team: u + 1, Order: o}
					if o%2 == 0 {
						w, k = k, w
					}
					tb[0] = append(tb[0], Board{White: w, Black: k})
				}
			}
		}
	case 16, 17: // two players of a team, orders 2k-1 and 2k, change seats (floaters made, S6)
		for r2 := r; r2 < len(tb) && (variant == 17 || r2 == r); r2++ {
			t, k := next(T), 2*next(P/2)+1
			for x := range tb[r2] {
				for _, s := range []*Seat{&tb[r2][x].White, &tb[r2][x].Black} {
					if s.Team == t && (s.Order == k || s.Order == k+1) {
						s.Order = 2*k + 1 - s.Order
					}
				}
			}
		}
	case 18, 19, 20, 21, 22, 23: // a team's drift off in one round only (S5 alone): two
		// boards between two teams turned, in rounds r and r+1, the other way
		if r+1 < len(tb) {
			b := rd[i]
			rd[i] = Board{White: b.Black, Black: b.White}
			for x, c := range tb[r+1] {
				if c.White.Team == b.Black.Team && c.Black.Team == b.White.Team {
					tb[r+1][x] = Board{White: c.Black, Black: c.White}
					break
				}
			}
		}
	case 12, 13, 14: // the teams' colours kept, players' changed (C1–C3 alone)
		// Two boards between the same two teams, one each way, both
		// turned: in one round (12), or in every round from r (13, 14).
		for r2 := r; r2 < len(tb) && (variant != 12 || r2 == r); r2++ {
			neutralFlip(tb[r2], next(len(tb[r2])))
		}
	default: // one player's colours made W W B W W B B W B B, the teams' kept
		// where a board between the same teams goes the other way: his
		// drift reaches 3 with never three of a colour running (C3)
		x := Seat{Team: next(T), Order: 1 + next(P)}
		for r, rd := range tb {
			for k, b := range rd {
				if (b.White == x) != ("WWBWWBBWBB"[r%10] == 'W') && (b.White == x || b.Black == x) {
					neutralFlip(rd, k)
					break
				}
			}
		}
	}
	return tb
}

// neutralFlip turns the colours of board i and of a board between the
// same two teams the other way, if any: every team keeps its whites.
func neutralFlip(rd []Board, i int) {
	for j, b := range rd {
		if b.White.Team == rd[i].Black.Team && b.Black.Team == rd[i].White.Team {
			rd[i] = Board{White: rd[i].Black, Black: rd[i].White}
			rd[j] = Board{White: b.Black, Black: b.White}
			return
		}
	}
}

// TestPrefixMeasuresAsMeasure holds PrefixMeasures to Measure and
// MeasureQuality on every prefix of the tables of TestPrefixesAsCheck,
// valid and broken, each event ending with the table's round or with some
// of its boards turned; and a last round that is not the table's (another
// round's boards) is refused, as every later prefix.
func TestPrefixMeasuresAsMeasure(t *testing.T) {
	rng := uint64(7)
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int(rng>>33) % n
	}
	measured := 0
	for T := 3; T <= 17; T++ {
		for P := 2; P <= 16; P += 2 {
			if testing.Short() && (T > 9 || P > 8) {
				continue
			}
			table := layeredTable(t, T, P)
			for variant := range 18 + 24 {
				tb := breakTable(table, T, P, variant, next)
				if variant == 11 {
					continue // a team out of range: Measure indexes by it
				}
				pm := NewPrefixMeasures(T, P)
				for R := 1; R <= len(tb); R++ {
					last := tb[R-1]
					if R%2 == 1 && variant%3 != 0 {
						last = slices.Clone(last)
						for range 1 + next(3) {
							i := next(len(last))
							last[i] = Board{White: last[i].Black, Black: last[i].White}
						}
					}
					ev := append(slices.Clone(tb[:R-1]), last)
					v, q, ok := pm.Next(tb[R-1], last)
					if !ok {
						t.Fatalf("%d×%d variant %d, %d rounds: refused", T, P, variant, R)
					}
					if wv, wq := Measure(T, P, ev), MeasureQuality(T, P, ev); v != wv || q != wq {
						t.Fatalf("%d×%d variant %d, %d rounds: %v, %+v; Measure %v, MeasureQuality %+v", T, P, variant, R, v, q, wv, wq)
					}
					measured++
				}
			}
			// Another round as the last: refused, then every later one.
			if len(table) >= 3 {
				pm := NewPrefixMeasures(T, P)
				pm.Next(table[0], table[0])
				if _, _, ok := pm.Next(table[1], table[2]); ok {
					t.Fatalf("%d×%d: another round as the last measured", T, P)
				}
				if _, _, ok := pm.Next(table[2], table[2]); ok {
					t.Fatalf("%d×%d: a prefix after a refused one measured", T, P)
				}
			}
		}
	}
	t.Logf("%d prefixes measured", measured)
}
