package teamrank

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

const (
	A, B, C = 1, 2, 3
	win     = tiebreak.WhiteWins
	draw    = tiebreak.Draw
	loss    = tiebreak.BlackWins
)

func g(wt, wo, bt, bo int, r tiebreak.Result) Game {
	return Game{Player{wt, wo}, Player{bt, bo}, r}
}

// Each case is worked out by hand from the document's rules; the comment
// gives the numbers.
func TestCriteriaInOrder(t *testing.T) {
	for _, c := range []struct {
		name    string
		players int
		games   []Game
		rank    []int
	}{
		// A: 1 point on board 1 (Berlin 2), B: 1 point on board 2 (Berlin 1).
		{"berlin", 2, []Game{g(A, 1, B, 1, win), g(A, 2, B, 2, loss)}, []int{1, 2, 3}},
		// A: wins on boards 1 and 4 (2 points, Berlin 4+1, 2 wins); B: four
		// draws (2 points, Berlin (4+3+2+1)/2 = 5, no win); C: 4 points.
		{"wins", 4, []Game{
			g(A, 1, C, 1, win), g(A, 2, C, 2, loss), g(A, 3, C, 3, loss), g(A, 4, C, 4, win),
			g(B, 1, C, 1, draw), g(B, 2, C, 2, draw), g(B, 3, C, 3, draw), g(B, 4, C, 4, draw),
		}, []int{2, 3, 1}},
		// A beats B on board 1, B beats C on board 1: A and B have 1 point,
		// Berlin 2, 1 win each; A scored 1 against B, B 0 against A.
		{"direct", 2, []Game{g(A, 1, B, 1, win), g(B, 1, C, 1, win)}, []int{1, 2, 3}},
		// A1 beats B1, B2 beats A2, B1 beats C1, A2 beats C2: A and B have 2
		// points, Berlin 3, 2 wins, 1 point against each other; against each
		// other A scored on board 1, B on board 2.
		{"top board", 2, []Game{g(A, 1, B, 1, win), g(B, 2, A, 2, win), g(B, 1, C, 1, win), g(A, 2, C, 2, win)}, []int{1, 2, 3}},
		// Reversed colours change nothing.
		{"top board, colours", 2, []Game{g(B, 1, A, 1, loss), g(A, 2, B, 2, loss), g(C, 1, B, 1, loss), g(C, 2, A, 2, loss)}, []int{1, 2, 3}},
		// All draws: equal on everything, one shared rank.
		{"shared", 2, []Game{g(A, 1, B, 1, draw), g(B, 2, C, 2, draw), g(C, 1, A, 2, draw)}, []int{1, 1, 1}},
		// Unplayed games score nothing; a double forfeit neither.
		{"unplayed", 2, []Game{g(A, 1, B, 1, tiebreak.None), g(A, 2, C, 2, tiebreak.DoubleForfeit), g(C, 1, B, 2, tiebreak.BlackWinsByForfeit)}, []int{2, 1, 2}},
	} {
		s, err := Compute(3, c.players, c.games)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.Equal(s.Rank, c.rank) {
			t.Errorf("%s: ranks %v, want %v (points %v Berlin %v wins %v direct %v top %v)", c.name, s.Rank, c.rank, s.Points, s.Berlin, s.Wins, s.Direct, s.Top)
		}
	}
}

func TestValues(t *testing.T) {
	// 3 teams of 2 (one game a round per player is not required here).
	s, err := Compute(3, 2, []Game{g(A, 1, B, 1, win), g(B, 2, C, 2, draw), g(C, 1, A, 2, tiebreak.WhiteWinsByForfeit)})
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string, got, want []float64) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("%s %v, want %v", what, got, want)
		}
	}
	check("points", s.Points, []float64{1, 0.5, 1.5})  // A1 1; B2 ½; C1 1 (forfeit) + C2 ½
	check("berlin", s.Berlin, []float64{2, 0.5, 2.5})  // A 2×1; B 1×½; C 2×1 + 1×½
	check("wins", s.Wins, []float64{1, 0, 1})          // the forfeit win counts
	check("direct", s.Direct, []float64{0, 0, 0})      // nobody equal on points
	check("A1,A2", s.PlayerPoints[0], []float64{1, 0}) //
	check("C1,C2", s.PlayerPoints[2], []float64{1, 0.5})
	var rank, prank []float64
	for t := range 3 {
		rank = append(rank, float64(s.Rank[t]))
		for i := range 2 {
			prank = append(prank, float64(s.PlayerRank[t][i]))
		}
	}
	check("rank", rank, []float64{2, 3, 1}) // C 1.5, A 1, B ½
	// A1 A2 B1 B2 C1 C2 score 1, 0, 0, ½, 1, ½.
	check("player ranks", prank, []float64{1, 5, 5, 3, 1, 3})
}

func TestBadGames(t *testing.T) {
	for _, c := range []struct {
		games []Game
		msg   string
	}{
		{[]Game{g(A, 1, A, 2, win)}, "game 1: {1 1}-{1 2} is not a game"},
		{[]Game{g(A, 1, B, 1, win), g(A, 3, B, 1, win)}, "game 2:"},
		{[]Game{g(A, 1, 4, 1, win)}, "game 1:"},
		{[]Game{g(A, 0, B, 1, win)}, "game 1:"},
		{[]Game{g(A, 1, B, 1, tiebreak.Result(9))}, "game 1: Result(9)"},
	} {
		if _, err := Compute(3, 2, c.games); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%v: error %v, want %q", c.games, err, c.msg)
		}
	}
	if _, err := Compute(1, 2, nil); err == nil {
		t.Error("one team: no error")
	}
}

// TestInvariants checks, on random events, what holds whatever the results:
// the points add up to the games' scores, a team's rank does not depend on
// the names (letters) of the teams, and a better team on points ranks
// before.
func TestInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	results := append([]tiebreak.Result{tiebreak.None}, tiebreak.Results...)
	for range 200 {
		teams, players := 2+rng.IntN(6), 1+rng.IntN(6)
		var games []Game
		total := 0.0
		for range rng.IntN(40) {
			x := 1 + rng.IntN(teams)
			y := 1 + (x+rng.IntN(teams-1))%teams
			r := results[rng.IntN(len(results))]
			if rng.IntN(3) == 0 {
				r = draw // ties
			}
			w, b := r.Scores()
			total += w + b
			games = append(games, g(x, 1+rng.IntN(players), y, 1+rng.IntN(players), r))
		}
		s, err := Compute(teams, players, games)
		if err != nil {
			t.Fatal(err)
		}
		sum := 0.0
		for x := range teams {
			sum += s.Points[x]
			if s.Berlin[x] < s.Points[x] || s.Berlin[x] > float64(players)*s.Points[x] {
				t.Fatalf("Berlin %v outside [points, P×points] %v", s.Berlin[x], s.Points[x])
			}
			for y := range teams {
				if s.Points[x] > s.Points[y] && s.Rank[x] >= s.Rank[y] {
					t.Fatalf("team %d has more points than %d but rank %d ≥ %d", x+1, y+1, s.Rank[x], s.Rank[y])
				}
			}
		}
		if sum != total {
			t.Fatalf("points add up to %v, the games to %v", sum, total)
		}
		// Renaming the teams (a random permutation) permutes the ranks.
		perm := rng.Perm(teams)
		renamed := make([]Game, len(games))
		for i, gm := range games {
			renamed[i] = gm
			renamed[i].White.Team = perm[gm.White.Team-1] + 1
			renamed[i].Black.Team = perm[gm.Black.Team-1] + 1
		}
		s2, err := Compute(teams, players, renamed)
		if err != nil {
			t.Fatal(err)
		}
		for x := range teams {
			if s2.Rank[perm[x]] != s.Rank[x] {
				t.Fatalf("renaming the teams changes team %d's rank %d to %d", x+1, s.Rank[x], s2.Rank[perm[x]])
			}
		}
	}
}
