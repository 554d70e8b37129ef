package sheets

import (
	"fmt"
	"io"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
	"github.com/xuri/excelize/v2"
)

// Scheveningen describes the match sheet of a Scheveningen match (000/001):
// two teams of M players (1 to 30), every player of A against every player
// of B, once, or twice with Double (colours reversed). Teams may name the
// two teams and their players (A first); the other cells stay blank.
type Scheveningen struct {
	M      int
	Double bool
	Teams  []Team
	Lang   Lang
	Event  Event
	Info   EventInfo // the event as a tournament report gives it (the Event sheet)
}

// Validate reports what makes s unusable.
func (sc Scheveningen) Validate() error {
	var p problems
	p.check(sc.M < scheveningen.MinSize || sc.M > scheveningen.MaxSize,
		"teams of %d players: want %d to %d", sc.M, scheveningen.MinSize, scheveningen.MaxSize)
	p.check(len(sc.Teams) > 2, "%d teams listed: a match has two", len(sc.Teams))
	for i, t := range sc.Teams {
		p.check(len(t.Players) > sc.M, "team %c (%s) lists %d players, a team has %d", 'A'+i, t.Name, len(t.Players), sc.M)
	}
	if m, err := scheveningen.New(sc.M, sc.Double); err == nil {
		err := sc.Info.Validate(m.Rounds())
		p.check(err != nil, "%v", err)
	}
	return p.err("scheveningen", sc.Lang, sc.Event)
}

// schevLayout places the parts of the match sheet.
type schevLayout struct {
	Scheveningen
	match                  scheveningen.Match
	games                  []schevGame
	rounds                 int
	sTeams, sMatch, sScore string
	sEvent                 string
	matchGames             gameSheet // the Match sheet's games
}

func newSchevLayout(sc Scheveningen) (*schevLayout, error) {
	m, err := scheveningen.New(sc.M, sc.Double)
	if err != nil {
		return nil, err
	}
	l := &schevLayout{Scheveningen: sc, match: m, rounds: m.Rounds()}
	rounds, err := allRounds(l.rounds, m.Round)
	if err != nil {
		return nil, err
	}
	T := sc.Lang.T
	l.sTeams, l.sMatch, l.sScore, l.sEvent = T(sheetSTeams), T(sheetSMatch), T(sheetSScore), T(sheetEvent)
	l.matchGames.name = l.sMatch
	for i, gs := range rounds {
		r := i + 1
		for _, g := range gs {
			sg := schevGame{round: r, board: g.Board, row: l.matchGames.add()}
			for _, p := range []scheveningen.Player{g.White, g.Black} {
				switch p.Team {
				case 'A':
					sg.a = p.Number
				case 'B':
					sg.b = p.Number
				}
			}
			sg.aWhite = g.White.Team == 'A'
			if sg.a == 0 || sg.b == 0 {
				return nil, fmt.Errorf("scheveningen: round %d board %d: %s is not a game between A and B", r, g.Board, g)
			}
			l.games = append(l.games, sg)
		}
	}
	return l, nil
}

func (l *schevLayout) steps() []step {
	rp := roundPrint{pairings: l.sMatch, rounds: l.rounds, games: l.M}
	return append([]step{fill(l.sTeams, l.teams), fill(l.sMatch, l.matchSheet), fill(l.sScore, l.score)},
		append(rp.steps(l.Lang), names(l.matchGames.column(contract.Results, sResult),
			column{contract.ScoreA, l.sScore, 3, scoreRow, scoreRow},
			column{contract.ScoreB, l.sScore, 5, scoreRow, scoreRow},
			column{contract.RoundScoreA, l.sScore, 2, scoreHead + 1, scoreHead + l.rounds},
			column{contract.RoundScoreB, l.sScore, 3, scoreHead + 1, scoreHead + l.rounds},
			column{contract.PlayerPointsA, l.sTeams, stAPts, 3, l.M + 2},
			column{contract.PlayerPointsB, l.sTeams, stBPts, 3, l.M + 2},
			// The cells a reader checks beside those it reads.
			l.matchGames.column(contract.WhiteNumbers, sWhite),
			l.matchGames.column(contract.BlackNumbers, sBlack),
			l.matchGames.column(contract.BoardNumbersA, sANo),
			l.matchGames.column(contract.BoardNumbersB, sBNo),
			column{contract.TeamNameA, l.sTeams, stAName, 2, 2}, column{contract.TeamNameB, l.sTeams, stBName, 2, 2},
			column{contract.PlayerNamesA, l.sTeams, stAName, 3, l.M + 2},
			column{contract.PlayerNamesB, l.sTeams, stBName, 3, l.M + 2}),
			guide(func(lang Lang) []guideRow {
				return append([]guideRow{{lblGType, lang.T(guideTypeSchev)}, {lblGResults, lang.T(guideResults)},
					{lblGRanking, lang.T(guideRankSchev)}, {lblGReport, lang.T(guideReportTeam)}}, guideCommon(lang, Text{})...)
			}),
			// Last, so that the sheets before keep their places for the
			// programs that find them by position.
			fill(l.sEvent, eventSheet(l.Info, l.rounds)), eventNamesStep(l.sEvent, l.rounds), l.rosterStep())...)
}

// schevGame is one board of a round: A's player, B's player, whether A has
// white, and the row of the Match sheet.
type schevGame struct {
	round, board int
	a, b         int
	aWhite       bool
	row          int
}

// Columns of the Match sheet; sAPts and after are hidden.
const (
	sRound = 1 + iota
	sBoard
	sWhite
	sWName
	sResult
	sBlack
	sBName
	sScoreA
	sScoreB
	_
	sANo  // A's player
	sBNo  // B's player
	sAPts // A's player's points
	sBPts // B's player's points
)

// Columns of the Teams sheet: rows 3..M+2 are the boards 1..M.
const (
	stNo = 1 + iota
	stAName
	stAPts
	stBName
	stBPts
)

// WriteScheveningen writes the match sheet described by sc to w: the teams
// and players (names to fill in, each player's points), the match with one
// result cell per board (Results) and each round's score, and the match
// score after each round.
func WriteScheveningen(w io.Writer, sc Scheveningen) error {
	return writeFamily(w, sc, sc.Lang, sc.Event, newSchevLayout)
}

// teamName is a formula showing team A's or B's name, or its letter when
// blank.
func (l *schevLayout) teamName(team byte) string {
	c := stAName
	if team == 'B' {
		c = stBName
	}
	ref := absRef(l.sTeams, c, 2)
	return fmt.Sprintf(`IF(%s="","%c",%s)`, ref, team, ref)
}

// playerName shows player n of a team ("" when blank).
func (l *schevLayout) playerName(team byte, n int) string {
	c := stAName
	if team == 'B' {
		c = stBName
	}
	return absRef(l.sTeams, c, n+2) + `&""`
}

// teams writes the two teams side by side: the name of each team, its
// players board by board, and each player's points.
func (l *schevLayout) teams(b *book, s *sheet) (page, error) {
	name, st, T := s.Name, b.Style, b.Lang.T
	s.Value(stNo, 1, T(lblBoard), st.Header)
	s.Value(stAName, 1, b.Lang.F(lblTeamLetter, "A"), st.Header)
	s.Value(stAPts, 1, T(lblPoints), st.Header)
	s.Value(stBName, 1, b.Lang.F(lblTeamLetter, "B"), st.Header)
	s.Value(stBPts, 1, T(lblPoints), st.Header)
	s.Value(stNo, 2, T(lblTeam), st.HeaderLeft)
	for i, c := range []int{stAName, stBName} {
		s.Text(c, 2, listed(l.Teams, i+1).Name, st.Text)
	}
	s.Formula(stAPts, 2, fmt.Sprintf("SUM(%s)", absRange(name, stAPts, 3, stAPts, l.M+2)), st.Number)
	s.Formula(stBPts, 2, fmt.Sprintf("SUM(%s)", absRange(name, stBPts, 3, stBPts, l.M+2)), st.Number)
	for n := 1; n <= l.M; n++ {
		r := n + 2
		s.Value(stNo, r, n, st.Center)
		for i, c := range []int{stAName, stBName} {
			var pn string
			if i < len(l.Teams) && n <= len(l.Teams[i].Players) {
				pn = l.Teams[i].Players[n-1]
			}
			s.Text(c, r, pn, st.Text)
		}
		s.Formula(stAPts, r, fmt.Sprintf("SUMIF(%s,%d,%s)", l.matchGames.col(sANo), n, l.matchGames.col(sAPts)), st.Number)
		s.Formula(stBPts, r, fmt.Sprintf("SUMIF(%s,%d,%s)", l.matchGames.col(sBNo), n, l.matchGames.col(sBPts)), st.Number)
	}
	s.Widths(stNo, 8, 28, 9, 28, 9)
	s.Freeze(0, 2)
	return page{TitleRows: 2}, nil
}

// matchSheet writes the rounds: one row per board, the result typed once,
// and the round's score for A and for B beside its boards.
func (l *schevLayout) matchSheet(b *book, s *sheet) (page, error) {
	st := b.Style
	s.Heads(1, lblRound, lblBoard, lblWhite, lblName, lblResult, lblBlack, lblName, Text{"A", "A"}, Text{"B", "B"})
	for i, g := range l.games {
		r := g.row
		first := i%l.M == 0
		cellSt, centerSt, entrySt := st.row(first)
		if first {
			s.Value(sRound, r, g.round, centerSt)
			end := r + l.M - 1
			s.Formula(sScoreA, r, fmt.Sprintf("SUM(%s:%s)", cell(sAPts, r), cell(sAPts, end)), st.CenterTop)
			s.Formula(sScoreB, r, fmt.Sprintf("SUM(%s:%s)", cell(sBPts, r), cell(sBPts, end)), st.CenterTop)
		} else {
			s.Style(sRound, r, sRound, r, centerSt)
			s.Style(sScoreA, r, sScoreB, r, centerSt)
		}
		w, bl := fmt.Sprintf("A%d", g.a), fmt.Sprintf("B%d", g.b)
		wn, bn := l.playerName('A', g.a), l.playerName('B', g.b)
		if !g.aWhite {
			w, bl, wn, bn = bl, w, bn, wn
		}
		s.Value(sBoard, r, g.board, centerSt)
		s.Value(sWhite, r, w, centerSt)
		s.Formula(sWName, r, wn, cellSt)
		s.Style(sResult, r, sResult, r, entrySt)
		s.Value(sBlack, r, bl, centerSt)
		s.Formula(sBName, r, bn, cellSt)
		s.Value(sANo, r, g.a, 0)
		s.Value(sBNo, r, g.b, 0)
		wp, bp := scoreFormulas(cell(sResult, r))
		if !g.aWhite {
			wp, bp = bp, wp
		}
		s.Formula(sAPts, r, wp, 0)
		s.Formula(sBPts, r, bp, 0)
	}
	for k := 0; k < l.rounds; k++ {
		first := l.games[k*l.M].row
		last := first + l.M - 1
		for _, c := range []int{sRound, sScoreA, sScoreB} {
			s.Merge(c, first, c, last)
		}
	}
	s.Widths(sRound, 7, 7, 6, 24, 9, 6, 24, 6, 6)
	s.Hide(sANo, sBPts)
	s.Freeze(0, 1)
	s.resultCells(sResult, 2, l.matchGames.last)
	return page{TitleRows: 1, Breaks: groupBreaks(l.rounds, (rowsPortrait-1)/l.M, l.roundRow)}, nil
}

// roundRow is the Match row of round k's first board.
func (l *schevLayout) roundRow(k int) int { return l.games[(k-1)*l.M].row }

// Rows of the Score sheet: the match score in row 3, the rounds from row 6.
const (
	scoreRow  = 3
	scoreHead = 5
)

// score writes the match score, big, and the score after each round.
func (l *schevLayout) score(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	big, err := b.NewStyle(excelizeStyleBig)
	if err != nil {
		return page{}, err
	}
	note := T(noteSchev)
	if l.Double {
		note += " " + fmt.Sprintf(T(noteSchevDouble), l.M+1, 2*l.M, l.match.SecondCycle())
	}
	if l.match.Relaxed() {
		note += " " + T(noteSchevRelaxed)
	}
	origin, _ := schevOrigin(b.Lang, l.match)
	note += " " + b.Lang.F(lblColon, T(lblSchevTable), origin) + "."
	s.Value(1, 1, note, st.Note)
	s.Merge(1, 1, 7, 1)
	s.Formula(1, scoreRow, l.teamName('A'), big)
	s.Merge(1, scoreRow, 2, scoreRow)
	s.Formula(3, scoreRow, fmt.Sprintf("SUM(%s)", l.roundRange(2)), big)
	s.Value(4, scoreRow, "–", big)
	s.Formula(5, scoreRow, fmt.Sprintf("SUM(%s)", l.roundRange(3)), big)
	s.Formula(6, scoreRow, l.teamName('B'), big)
	s.Merge(6, scoreRow, 7, scoreRow)
	total := func(team string) Text {
		return Text{fmt.Sprintf(lblTotalOf.En, team), fmt.Sprintf(lblTotalOf.Fr, team)}
	}
	s.Heads(scoreHead, lblRound, Text{"A", "A"}, Text{"B", "B"}, total("A"), total("B"))
	for k := 1; k <= l.rounds; k++ {
		r := scoreHead + k
		first := l.games[(k-1)*l.M].row
		s.Value(1, r, k, st.Center)
		s.Formula(2, r, absRef(l.sMatch, sScoreA, first), st.Number)
		s.Formula(3, r, absRef(l.sMatch, sScoreB, first), st.Number)
		s.Formula(4, r, fmt.Sprintf("SUM(%s:%s)", abs(2, scoreHead+1), cell(2, r)), st.Number)
		s.Formula(5, r, fmt.Sprintf("SUM(%s:%s)", abs(3, scoreHead+1), cell(3, r)), st.Number)
	}
	s.Widths(1, 9, 7, 7, 16, 16, 14, 14)
	s.Height(1, noteHeight(note, 9+14+32+28))
	s.Height(scoreRow, 34)
	return page{}, nil
}

// excelizeStyleBig is the style of the match score line.
var excelizeStyleBig = excelize.Style{Font: &excelize.Font{Bold: true, Size: 18},
	Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}}

// roundRange is column col (2: A, 3: B) of the rounds on the Score sheet.
func (l *schevLayout) roundRange(col int) string {
	return absRange(l.sScore, col, scoreHead+1, col, scoreHead+l.rounds)
}
