package readback

import (
	"fmt"
	"io"
	"strconv"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
)

// Scheveningen is a Scheveningen match sheet (mkxlsx scheveningen, 000/001)
// read back, by the defined names Results (one cell per board, round then
// board order, with WhiteNumbers and BlackNumbers, the players' symbols,
// and BoardNumbersA and BoardNumbersB, A's and B's board numbers, in its
// rows), PlayerPointsA and PlayerPointsB (one cell per board of each team,
// with PlayerNamesA and PlayerNamesB in their rows, TeamNameA and
// TeamNameB the teams' names). An older workbook without the names of
// the symbols, board numbers and names has them where the Match and Teams
// sheets put them: the symbols two columns left and one right of the
// result, the board numbers six and seven right, the names one column left
// of the points, the team's name above the first. Single or double follows
// from the number of games.
type Scheveningen struct {
	M, Rounds int
	Double    bool
	TeamNames [2]string
	Names     [2][]string      // per team, per board
	Games     []teamrank.Game  // team 1 is A, 2 is B; Order the board number
	Round     []int            // the round of each game
	Cells     []string         // the result cell of each game
	Event     Event            // the Event sheet; blank in an older workbook without it
	Rosters   [][]RosterPlayer // the Rosters sheet, A then B; nil in an older workbook without it
}

// Entered is the number of results typed in.
func (s *Scheveningen) Entered() int { return entered(s.Games, teamTyped) }

// Standings are the match score (the teams' points), each player's points
// and wins, from teamrank (the same sums as the Molter workbook's). The
// teams' ranks are the match's, the one place the rule is written: a
// match has no tie-break, the team with more points ranks 1, the other 2,
// both 1 after a drawn match (not the Molter tie-breaks teamrank ranks
// with).
func (s *Scheveningen) Standings() (*teamrank.Standings, error) {
	st, err := teamrank.Compute(2, s.M, s.Games)
	if err != nil {
		return nil, err
	}
	for t := range 2 {
		st.Rank[t] = 1
		if st.Points[t] < st.Points[1-t] {
			st.Rank[t] = 2
		}
	}
	return st, nil
}

// RoundScores are the points of A and of B in each round (the Score
// sheet's RoundScoreA and RoundScoreB).
func (s *Scheveningen) RoundScores() [2][]float64 {
	out := [2][]float64{make([]float64, s.Rounds), make([]float64, s.Rounds)}
	for i, g := range s.Games {
		w, b := g.Result.Scores()
		out[g.White.Team-1][s.Round[i]-1] += w
		out[g.Black.Team-1][s.Round[i]-1] += b
	}
	return out
}

// ReadScheveningen reads a Scheveningen match sheet. The error is a
// Problems when the file is one of this project with bad cells or changed
// pairings.
func ReadScheveningen(r io.Reader) (*Scheveningen, error) {
	return readWith(r, scheveningenFamily.readBook)
}

func (b *book) scheveningen(kind string, a []area) (*Scheveningen, error) {
	res, pa, pb := a[0], a[1], a[2]
	s := &Scheveningen{M: pa.rows()}
	if err := bounded(2*s.M, res); err != nil {
		return nil, err
	}
	games := res.rows()
	if pb.rows() != s.M || res.col1 != res.col2 || (games != s.M*s.M && games != 2*s.M*s.M) {
		return nil, fmt.Errorf("defined names Results (%d cells), PlayerPointsA (%d), PlayerPointsB (%d): not a Scheveningen match", games, s.M, pb.rows())
	}
	s.Double = games == 2*s.M*s.M
	match, err := scheveningen.New(s.M, s.Double)
	if err != nil {
		return nil, fmt.Errorf("defined name PlayerPointsA: %v", err)
	}
	s.Rounds = match.Rounds()
	c := schedule{source: "the Scheveningen table"}
	for r := 1; r <= s.Rounds; r++ {
		round, err := match.Round(r)
		if err != nil {
			return nil, err
		}
		for _, g := range round {
			pl := func(p scheveningen.Player) teamrank.Player {
				return teamrank.Player{Team: int(p.Team-'A') + 1, Order: p.Number}
			}
			w, bl := pl(g.White), pl(g.Black)
			a, o := w, bl
			if a.Team != 1 {
				a, o = o, a
			}
			c.want = append(c.want, []string{g.White.String(), g.Black.String(), strconv.Itoa(a.Order), strconv.Itoa(o.Order)})
			c.rounds = append(c.rounds, r)
			s.Games = append(s.Games, teamrank.Game{White: w, Black: bl})
			s.Round = append(s.Round, r)
		}
	}
	// The symbols shown, then the hidden board numbers the formulas add up.
	cols := b.besideAll(res, []string{contract.WhiteNumbers, contract.BlackNumbers, contract.BoardNumbersA, contract.BoardNumbersB}, []int{-2, 1, 6, 7})
	if b.pickCols(res, cols, []schedule{c}) < 0 {
		return nil, fmt.Errorf("defined name Results: %d cells, the Scheveningen table has %d games", games, len(c.want))
	}
	results, cells := b.results(res)
	for g := range s.Games {
		s.Games[g].Result = results[g]
	}
	s.Cells = cells
	for i, a := range []area{pa, pb} {
		team := b.single([]string{contract.TeamNameA, contract.TeamNameB}[i], area{sheet: a.sheet, col1: a.col1 - 1, col2: a.col1 - 1, row1: a.row1 - 1, row2: a.row1 - 1})
		names := b.beside([]string{contract.PlayerNamesA, contract.PlayerNamesB}[i], a, -1)
		s.TeamNames[i] = b.value(team, team.col1, team.row1)
		s.Names[i] = b.column(names, names.col1)
	}
	s.Event = b.readEvent(kind, s.Rounds)
	s.Rosters = b.rosters(2, kind)
	if err := b.problems(); err != nil {
		return nil, err
	}
	return s, nil
}
