package sheets

// The visible columns of a sheet of games, a row a game: the Pairings of a
// round robin (roundrobin.go) and the Tables of Rutsch (rutsch.go) put
// them first, in this order; their hidden helper columns follow.
const (
	gRound = 1 + iota
	gBoard // the board, or Rutsch's table
	gWNo
	gWName
	gResult // the one cell a result is typed in
	gBNo
	gBName
	gBye // the player with the bye, on the round's first row
)

// gameCells writes the heads (board names the board column) and the
// visible cells of games: on a round's first row (firstGame: the index of
// each round's first game) the round and, when bye is not nil, bye(round),
// the formula showing who has the bye; on every row the board, white's
// number and name (name(p): the formula showing player p's name), the
// result cell to fill in, black's number and name.
func (s *sheet) gameCells(st styles, board Text, games []gameRow, firstGame []int, bye func(round int) string, name func(p int) string) {
	heads := []Text{lblRound, board, lblNo, lblWhite, lblResult, lblNo, lblBlack}
	if bye != nil {
		heads = append(heads, lblBye)
	}
	s.Heads(1, heads...)
	for i, g := range games {
		r := g.row
		first := i == firstGame[g.round-1]
		cellSt, centerSt, entrySt := st.row(first)
		if first {
			s.Value(gRound, r, g.round, centerSt)
			if bye != nil {
				s.Formula(gBye, r, bye(g.round), cellSt)
			}
		} else {
			s.Style(gRound, r, gRound, r, centerSt)
			if bye != nil {
				s.Style(gBye, r, gBye, r, cellSt)
			}
		}
		s.Value(gBoard, r, g.board, centerSt)
		s.Value(gWNo, r, g.white, centerSt)
		s.Formula(gWName, r, name(g.white), cellSt)
		s.Style(gResult, r, gResult, r, entrySt)
		s.Value(gBNo, r, g.black, centerSt)
		s.Formula(gBName, r, name(g.black), cellSt)
	}
}

// gameSheet is a sheet of games, a game a row from row 2 to last: the
// Pairings of a round robin and of a Molter event, the Tables of Rutsch,
// the Match sheet of Scheveningen. Its columns are what
// the other sheets add up (SUMIF) and what the defined names cover.
type gameSheet struct {
	name string
	last int // the row of the last game
}

// add is the row of one more game: 2 for the first, then the row below
// the last.
func (g *gameSheet) add() int {
	g.last = max(g.last+1, 2)
	return g.last
}

// col is column c over every game, for SUMIF.
func (g gameSheet) col(c int) string { return absRange(g.name, c, 2, c, g.last) }

// column is the defined name name over column c of every game.
func (g gameSheet) column(name string, c int) column { return column{name, g.name, c, 2, g.last} }
