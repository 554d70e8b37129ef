package teamrank

import (
	"slices"
	"strings"
	"testing"
)

func tm(r, h, a int, forfeited bool, boards ...float64) TeamMatch {
	m := TeamMatch{Round: r, Home: h, Away: a, Forfeited: forfeited, Entered: true}
	for i := 0; i < len(boards); i += 2 {
		m.Boards = append(m.Boards, Board{boards[i], boards[i+1]})
	}
	return m
}

// TestC07ByHand: 4 teams of 2 boards, match points 3/1/0, worked by hand.
//
//	R1 1-2 (1-0, ½-½) 1.5-0.5   3-4 (0-1, 1-0) 1-1, a draw on match points
//	R2 1-3 forfeited whole by 3 (1-0, 1-0) 2-0   2-4 (½-½, 1-0) 1.5-0.5
//	R3 4-1 (1-0, ½-½) 1.5-0.5   2-3 (0-1, 1-0) 1-1
//
// MP 6, 4, 2, 4; GP 4, 3, 2, 3. Board totals (b1, b2): 1 (2, 2), 2 (½, 2½),
// 3 (1, 1), 4 (2½, ½).
func TestC07ByHand(t *testing.T) {
	ev := &Event{Teams: 4, Boards: 2, Rounds: 3, Weights: [3]float64{3, 1, 0}, Matches: []TeamMatch{
		tm(1, 1, 2, false, 1, 0, .5, .5), tm(1, 3, 4, false, 0, 1, 1, 0),
		tm(2, 1, 3, true, 1, 0, 1, 0), tm(2, 2, 4, false, .5, .5, 1, 0),
		tm(3, 4, 1, false, 1, 0, .5, .5), tm(3, 2, 3, false, 0, 1, 1, 0),
	}}
	c, err := Rank(ev, []Code{GP})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []struct {
		code Code
		want []float64
		why  string
	}{
		{MPVGP, []float64{4, 3, 2, 3}, "GP"},
		{WIN, []float64{2, 1, 0, 1}, "1 beat 2 and 3"},
		{WON, []float64{1, 1, 0, 1}, "1's win over 3 is a forfeit"},
		// opponent's MP × own MP: 1: 4·3 + 2·3 + 4·0; 2: 6·0 + 4·3 + 2·1;
		// 3: 4·1 + 6·0 + 4·1; 4: 2·1 + 4·0 + 6·3.
		{SB, []float64{18, 14, 8, 20}, "MP × MP"},
		{EMMSB, []float64{18, 14, 8, 20}, "MP × MP"},
		// opponent's MP × own GP: 1: 4·1.5 + 2·2 + 4·.5; 2: 6·.5 + 4·1.5 +
		// 2·1; 3: 4·1 + 0 + 4·1; 4: 2·1 + 4·.5 + 6·1.5.
		{ESB, []float64{12, 11, 8, 13}, "MP × GP"},
		{EMGSB, []float64{12, 11, 8, 13}, "MP × GP"},
		// opponent's GP × own MP: 1: 3·3 + 2·3 + 0; 2: 0 + 3·3 + 2·1; 3:
		// 3·1 + 0 + 3·1; 4: 2·1 + 0 + 4·3.
		{EGMSB, []float64{15, 11, 6, 14}, "GP × MP"},
		// opponent's GP × own GP: 1: 3·1.5 + 2·2 + 3·.5; 2: 4·.5 + 3·1.5 +
		// 2·1; 3: 3·1 + 0 + 3·1; 4: 2·1 + 3·.5 + 4·1.5.
		{EGGSB, []float64{10, 8.5, 6, 9.5}, "GP × GP"},
		// Σ board × points: 2 + 2·2, .5 + 2·2.5, 1 + 2·1, 2.5 + 2·.5.
		{BC, []float64{6, 5.5, 3, 3.5}, "board count"},
		// GP + opponents' MP / ⌊3·3/2⌋: 4 + 10/4, 3 + 12/4, 2 + 14/4, 3 + 12/4.
		{SSSC, []float64{6.5, 6, 5.5, 6}, "score strength"},
		// After MP and GP, 2 and 4 are tied: 2 beat 4 (DE, EDE); 4 has
		// more on board 1 (2½ to ½: TBR) and without board 2 (2½ to ½: BBE).
		{DE, []float64{0, 1, 0, 2}, "2 beat 4"},
		{EDE, []float64{0, 1, 0, 2}, "2 beat 4"},
		{TBR, []float64{0, 2, 0, 1}, "board 1"},
		{BBE, []float64{0, 2, 0, 1}, "GP without board 2"},
	} {
		if got := c.Values[w.code]; !slices.Equal(got, w.want) {
			t.Errorf("%s (%s): %v, want %v", w.code, w.why, got, w.want)
		}
	}
	if !slices.Equal(c.MP, []float64{6, 4, 2, 4}) || !slices.Equal(c.GP, []float64{4, 3, 2, 3}) || !slices.Equal(c.Rank, []int{1, 2, 4, 2}) {
		t.Errorf("MP %v GP %v rank %v", c.MP, c.GP, c.Rank)
	}
	// The order decides: TBR before DE ranks 4 before 2; BC (lower
	// better) after GP too.
	for _, o := range []struct {
		order []Code
		rank  []int
	}{{[]Code{GP, DE}, []int{1, 2, 4, 3}}, {[]Code{TBR, DE}, []int{1, 3, 4, 2}}, {[]Code{GP, BC}, []int{1, 3, 4, 2}}} {
		c, err := Rank(ev, o.order)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(c.Rank, o.rank) {
			t.Errorf("order %s: rank %v, want %v", FormatCodes(o.order), c.Rank, o.rank)
		}
	}
}

// TestC07ExtendedEncounter: A beats B 1.5-.5, B beats C 2-0, C beats A
// 1.5-.5, and all three beat D 2-0: A, B and C are equal on match points,
// and on match points among themselves (DE splits nothing); among
// themselves B scored 2.5 game points, A 2, C 1.5 (EDE: B, A, C).
func TestC07ExtendedEncounter(t *testing.T) {
	ev := &Event{Teams: 4, Boards: 2, Rounds: 3, Weights: DefaultWeights, Matches: []TeamMatch{
		tm(1, 1, 2, false, 1, 0, .5, .5), tm(1, 3, 4, false, 1, 0, 1, 0),
		tm(2, 2, 3, false, 1, 0, 1, 0), tm(2, 1, 4, false, 1, 0, 1, 0),
		tm(3, 3, 1, false, 1, 0, .5, .5), tm(3, 2, 4, false, 1, 0, 1, 0),
	}}
	c, err := Rank(ev, []Code{DE, EDE})
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Values[DE]; !slices.Equal(got, []float64{0, 0, 0, 0}) {
		t.Errorf("DE %v, want no split", got)
	}
	if got := c.Values[EDE]; !slices.Equal(got, []float64{2, 1, 3, 0}) {
		t.Errorf("EDE %v, want B, A, C", got)
	}
	if !slices.Equal(c.Rank, []int{2, 1, 3, 4}) {
		t.Errorf("rank %v", c.Rank)
	}
}

func TestC07Codes(t *testing.T) {
	if o, err := ParseCodes(" gp, EDE ,gpts"); err == nil {
		t.Errorf("GP twice: %v", o)
	}
	if o, err := ParseCodes("GPTS,ede,Esb"); err != nil || FormatCodes(o) != "GP,EDE,ESB" {
		t.Errorf("%v %v", o, err)
	}
	for _, bad := range []string{"MP", "BH", "GP,,SB", "ARO"} {
		if _, err := ParseCodes(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	if o, err := ParseCodes(""); err != nil || o != nil {
		t.Errorf("empty: %v %v", o, err)
	}
	if _, err := Rank(&Event{Teams: 2, Boards: 2, Matches: []TeamMatch{tm(1, 1, 2, false, 1, 0)}}, nil); err == nil || !strings.Contains(err.Error(), "1 boards, want 2") {
		t.Errorf("short match: %v", err)
	}
}
