package teamrank

import (
	"slices"
	"testing"
)

// TestRoundRobinByHand: four teams, worked by hand. 1-2 3:1, 3-4 2:2,
// 1-3 2:2, 2-4 4:0, 4-1 1:3, 2-3 not played yet.
func TestRoundRobinByHand(t *testing.T) {
	ms := []Match{
		{1, 1, 2, 3, 1, true}, {1, 3, 4, 2, 2, true},
		{2, 1, 3, 2, 2, true}, {2, 2, 4, 4, 0, true},
		{3, 4, 1, 1, 3, true}, {3, 2, 3, 0, 0, false},
	}
	s, err := RoundRobin(4, ms, DefaultWeights)
	if err != nil {
		t.Fatal(err)
	}
	// 1: won 2, drew 1: 5 MP, 8 BP; 2: won 1, lost 1: 2 MP, 5 BP;
	// 3: drew 2: 2 MP, 4 BP; 4: drew 1, lost 2: 1 MP, 3 BP.
	if !slices.Equal(s.MatchPoints, []float64{5, 2, 2, 1}) || !slices.Equal(s.BoardPoints, []float64{8, 5, 4, 3}) {
		t.Errorf("MP %v BP %v", s.MatchPoints, s.BoardPoints)
	}
	if !slices.Equal(s.Rank, []int{1, 2, 3, 4}) {
		t.Errorf("rank %v", s.Rank)
	}
	// SB on match points: 1 beat 2 (2) and 4 (1), drew 3 (½·2): 4;
	// 2 beat 4: 1; 3 drew 4 and 1: ½·1 + ½·5 = 3; 4 drew 3: 1.
	if !slices.Equal(s.SBMatch, []float64{4, 1, 3, 1}) {
		t.Errorf("SB on match points %v", s.SBMatch)
	}
	if _, err := RoundRobin(3, ms, DefaultWeights); err == nil {
		t.Error("team 4 of 3: no error")
	}
}

// TestRoundRobinForfeits: three teams, worked by hand with the FFE's match
// points (3 a win, 2 a draw, 1 a loss, 0 a match forfeited): 1-2 2:2, 3
// forfeits against 1 (4:0), 2-3 3:1. 1: draw + win = 5; 2: draw + win = 5;
// 3: forfeit + loss = 1. Scored as a loss (RoundRobin), 3 has 2.
func TestRoundRobinForfeits(t *testing.T) {
	ms := []Match{{1, 1, 2, 2, 2, true}, {2, 3, 1, 0, 4, true}, {3, 2, 3, 3, 1, true}}
	ff := []Forfeited{{}, {true, false}}
	s, err := RoundRobinPoints(3, ms, ff, MatchPoints{3, 2, 1, 0})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.MatchPoints, []float64{5, 5, 1}) || !slices.Equal(s.Rank, []int{1, 2, 3}) {
		t.Errorf("MP %v rank %v", s.MatchPoints, s.Rank)
	}
	s, _ = RoundRobin(3, ms, [3]float64{3, 2, 1})
	if !slices.Equal(s.MatchPoints, []float64{5, 5, 2}) {
		t.Errorf("forfeit as a loss: MP %v", s.MatchPoints)
	}
}
