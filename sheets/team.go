package sheets

import (
	"fmt"
	"io"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/toutesrondes/toutesrondes/tables/team"
	"github.com/xuri/excelize/v2"
)

// The team round robins a workbook serves, and their boards per match.
const (
	MinTeams      = 3
	MaxTeams      = 64
	DefaultBoards = 4
	MaxBoards     = 20
)

// TeamRoundRobin describes the workbook of a round robin of N teams with
// home and away matches (003: Berger tables for team competitions): the
// Berger round 1 played at one venue first or last (Central), the other
// rounds in the normal or the reverse order. With Double the event is
// played home and away (team.Double): a second cycle with every match at
// the other ground, and no central round (Central must be NoCentral). A
// match is played on Boards boards (0: DefaultBoards), the home team (named
// first) white on the odd ones. Names may list fewer than N teams; Players
// gives, by team, its players strongest first (Rosters, with all a FIDE
// report takes of them): the Rosters sheet holds them (blank cells to fill
// when not given), the Teams sheet's line-ups and each board's home and
// away players (a drop-down of the roster) take them by formula, board k
// the k-th, and the match sheets take the boards'.
type TeamRoundRobin struct {
	N       int
	Central team.CentralRound
	Reverse bool
	Double  bool
	Boards  int
	Names   []string
	Players [][]string
	// Rosters gives, by team, all its players with what a FIDE report
	// takes of them, strongest first (reserves after the boards): the
	// Roster sheet's, which the line-ups take (nil: Players' names).
	Rosters [][]Player
	Lang    Lang
	Event   Event
	Info    EventInfo // the event as a tournament report gives it (the Event sheet)
	// Points are the match points of a win, a draw, a loss and a match
	// forfeited, which the Standings sheet holds (MatchPointsWin, …) and
	// the arbiter may change; nil: DefaultMatchPoints.
	Points *MatchPoints
}

// MatchPoints are the match points of a team: a win, a draw, a loss, and a
// match it forfeited (every one of its boards lost by forfeit: +/-, -/+ or
// -/- against it), which scores Forfeit whatever the board points.
type MatchPoints struct{ Win, Draw, Loss, Forfeit float64 }

// DefaultMatchPoints are FIDE's 2, 1, 0, a forfeit scored as a loss.
var DefaultMatchPoints = MatchPoints{2, 1, 0, 0}

// MaxMatchPoints bounds each of the match points.
const MaxMatchPoints = 100

// points is t's match points, the default when not given.
func (t TeamRoundRobin) points() MatchPoints {
	if t.Points == nil {
		return DefaultMatchPoints
	}
	return *t.Points
}

// Validate reports what makes t unusable.
func (t TeamRoundRobin) Validate() error {
	var p problems
	p.check(t.N < MinTeams || t.N > MaxTeams, "%d teams: want %d to %d", t.N, MinTeams, MaxTeams)
	p.check(len(t.Names) > t.N, "%d teams listed for %d", len(t.Names), t.N)
	p.check(len(t.Players) > t.N, "line-ups of %d teams for %d", len(t.Players), t.N)
	p.check(t.Central < team.NoCentral || t.Central > team.CentralFirst, "central round %d unknown", t.Central)
	p.check(t.Boards < 0 || t.Boards > MaxBoards, "%d boards: want 1 to %d", t.Boards, MaxBoards)
	p.check(t.Double && t.Central != team.NoCentral, "a home-and-away round robin (double) has no central round")
	for i, x := range t.points().list() {
		p.check(!(x >= 0 && x <= MaxMatchPoints), "match points of %s %g: want a number from 0 to %d", matchPointNames[i], x, MaxMatchPoints)
	}
	if sched, err := t.schedule(); err == nil {
		err := t.Info.Validate(sched.Rounds())
		p.check(err != nil, "%v", err)
	}
	return p.err("team round robin", t.Lang, t.Event)
}

// schedule is the schedule t plays.
func (t TeamRoundRobin) schedule() (team.Schedule, error) {
	if t.Double {
		return team.Double(t.N, t.Reverse)
	}
	return team.New(t.N, t.Central, t.Reverse)
}

// teamLayout places the parts of the team workbook.
type teamLayout struct {
	TeamRoundRobin
	sched                         team.Schedule
	matches                       []teamMatch
	firstMatch                    []int
	perRound                      int
	entry                         [2]int // score cells: plain, with the round's top border
	signature, teamName           int    // match sheets: a box to sign in, a team (bold, wrapped)
	boardName, sheetName          int    // Boards: a player's name by formula, to type over; match sheets: a name by formula (wrapped)
	sTeams, sSchedule, sStandings string
	sMatches, sBoards, sEvent     string
	lineUps                       int   // the players of each team the Teams sheet has room for
	matchRow                      []int // the title row of each match's block on the match sheets
	roster                        *roster
}

func newTeamLayout(t TeamRoundRobin) (*teamLayout, error) {
	sched, err := t.schedule()
	if err != nil {
		return nil, err
	}
	if t.Boards == 0 {
		t.Boards = DefaultBoards
	}
	l := &teamLayout{TeamRoundRobin: t, sched: sched, perRound: t.N / 2}
	rounds, err := allRounds(sched.Rounds(), sched.Round)
	if err != nil {
		return nil, err
	}
	bergerRounds, err := allRounds(sched.Rounds(), sched.BergerRound)
	if err != nil {
		return nil, err
	}
	row := 2
	firstLeg := map[int]int{} // Berger round -> the round of the first cycle playing it
	for i, ms := range rounds {
		r := i + 1
		if len(ms) != l.perRound {
			return nil, fmt.Errorf("team round robin: round %d has %d matches, want %d", r, len(ms), l.perRound)
		}
		ret, err := sched.IsReturn(r)
		if err != nil {
			return nil, err
		}
		leg := 0
		if ret {
			leg = firstLeg[bergerRounds[i]]
		} else {
			firstLeg[bergerRounds[i]] = r
		}
		l.firstMatch = append(l.firstMatch, len(l.matches))
		for _, m := range ms {
			l.matches = append(l.matches, teamMatch{r, bergerRounds[i], m.Board, m.Home, m.Away, m.Neutral, leg, row})
			row++
		}
	}
	T := t.Lang.T
	l.sTeams, l.sSchedule, l.sStandings, l.sMatches = T(sheetMTeams), T(sheetTSchedule), T(sheetTStandings), T(sheetTMatches)
	l.sBoards, l.sEvent = T(sheetTBoards), T(sheetEvent)
	l.lineUps = t.Boards
	for _, ps := range t.Players {
		l.lineUps = max(l.lineUps, len(ps))
	}
	l.roster = l.newRoster(T(sheetRoster))
	for i := range l.matches {
		l.matchRow = append(l.matchRow, 1+i*l.blockHeight())
	}
	return l, nil
}

func (l *teamLayout) steps() []step {
	team := func(name string, col int) column { return column{name, l.sTeams, col, 2, l.N + 1} }
	steps := []step{l.makeStyles, fill(l.sTeams, l.teams), fill(l.sSchedule, l.schedule), fill(l.sBoards, l.boards),
		fill(l.sStandings, l.standings), fill(l.sMatches, l.matchSheets),
		// BoardResults: one cell per board game, round then match then
		// board order, the results typed once; the match scores follow.
		names(column{contract.BoardResults, l.sBoards, bResult, 2, l.lastBoardRow()}),
		func(b *book) error {
			return b.Name(contract.LineUps, l.sTeams, ttLineUp, 2, ttLineUp+l.lineUps-1, l.N+1)
		},
		names(column{contract.HomeScores, l.sSchedule, tHomeScore, 2, l.lastRow()},
			column{contract.AwayScores, l.sSchedule, tAwayScore, 2, l.lastRow()},
			team(contract.TeamNames, ttName), team(contract.HomeMatches, ttHome), team(contract.AwayMatches, ttAway),
			team(contract.NeutralMatches, ttNeutral), team(contract.Byes, ttByes), team(contract.TeamMatchPoints, ttMP),
			team(contract.TeamBoardPoints, ttBP), team(contract.TeamRank, ttRank)),
		// The cells a reader checks beside those it reads.
		names(column{contract.HomeTeamNumbers, l.sSchedule, tHomeNo, 2, l.lastRow()},
			column{contract.AwayTeamNumbers, l.sSchedule, tAwayNo, 2, l.lastRow()},
			column{contract.HomeTeamNames, l.sSchedule, tHomeName, 2, l.lastRow()},
			column{contract.AwayTeamNames, l.sSchedule, tAwayName, 2, l.lastRow()},
			column{contract.MatchChecks, l.sSchedule, l.checkCol(), 2, l.lastRow()},
			column{contract.BoardWhiteTeams, l.sBoards, bWhiteNo, 2, l.lastBoardRow()},
			column{contract.BoardBlackTeams, l.sBoards, bBlackNo, 2, l.lastBoardRow()},
			column{contract.BoardWhites, l.sBoards, bWhite, 2, l.lastBoardRow()},
			column{contract.BoardBlacks, l.sBoards, bBlack, 2, l.lastBoardRow()}),
		func(b *book) error { return b.Name(contract.MatchRecords, l.sTeams, ttPlayed, 2, ttLost, l.N+1) },
		names(l.pointNames()...),
		func(b *book) error { return b.Name(contract.TeamStandings, l.sStandings, 1, 4, 9, l.N+3) },
		func(b *book) error {
			return b.Name(contract.MatchSheets, l.sMatches, mBoardCol, 1, mAwayColourCol, l.matchRow[len(l.matchRow)-1]+l.blockHeight()-2)
		},
		guide(func(lang Lang) []guideRow {
			return append([]guideRow{{lblGType, lang.T(guideTypeTeamRosters)}, {lblGResults, lang.T(guideResultsTeam)},
				{lblGRanking, lang.T(guideRankTeam)}, {lblGReport, lang.T(guideReportTeam)}}, guideCommon(lang, Text{})...)
		}),
		// Last, so that the sheets before keep their places for the
		// programs that find them by position.
		fill(l.sEvent, eventSheet(l.Info, l.sched.Rounds())), eventNamesStep(l.sEvent, l.sched.Rounds()),
		// After the Event sheet, which keeps its place.
		l.tieBreakSteps()[0], l.tieBreakSteps()[1]}
	// The rosters after them, for the same reason.
	return append(append(steps, l.roster.steps()...), l.lineUpSteps())
}

type teamMatch struct {
	round, berger, board int
	home, away           int
	neutral              bool
	firstLeg             int // in the second cycle of a double round robin, the round of the first leg; else 0
	row                  int
}

// Columns of the Schedule sheet; tNeutralFlag and after are hidden.
const (
	tRound = 1 + iota
	tBerger
	tBoard
	tHomeNo
	tHomeName
	tHomeScore
	tAwayScore
	tAwayNo
	tAwayName
	tVenue
	tBye
	_
	tNeutralFlag
	tPlayed
	tHomeWin
	tDraw
	tAwayWin
	tHomeForfeit // 1 when the home team lost every board by forfeit
	tAwayForfeit
	tHomeMP // the match points each team scores in the match
	tAwayMP
)

// Columns of the Teams sheet, rows 2..N+1 by number.
const (
	ttNo = 1 + iota
	ttName
	ttComplement
	ttHome
	ttAway
	ttNeutral
	ttByes
	ttPlayed
	ttWon
	ttDrawn
	ttLost
	ttMP
	ttBP
	ttRank
	_
	ttPos
	ttLineUp // the players of the team, one column each, on screen only
)

// Columns of the Boards sheet, a row per board game: round, match, board,
// white's team number and player, the result, black's player and team.
const (
	bRound = 1 + iota
	bMatch
	bBoard
	bWhiteNo
	bWhite
	bResult
	bBlack
	bBlackNo
	bHome // BoardHomePlayers: the home team's player, a drop-down of its roster
	bAway // BoardAwayPlayers
)

// WriteTeamRoundRobin writes the workbook described by t to w: the teams
// (names and line-ups to fill in, complementary numbers, home, away and
// neutral matches and byes counted by formula), the schedule with the two
// scores of each match by formula, the Boards sheet where each board's
// result is typed (BoardResults), the standings and the match sheets.
func WriteTeamRoundRobin(w io.Writer, t TeamRoundRobin) error {
	return writeFamily(w, t, t.Lang, t.Event, newTeamLayout)
}

func (l *teamLayout) lastRow() int { return l.matches[len(l.matches)-1].row }
func (l *teamLayout) scol(col int) string {
	return absRange(l.sSchedule, col, 2, col, l.lastRow())
}
func (l *teamLayout) tcol(col int) string { return absRange(l.sTeams, col, 2, col, l.N+1) }

// boardRow is the Boards sheet's row of board k (from 1) of match i.
func (l *teamLayout) boardRow(i, k int) int { return 2 + i*l.Boards + k - 1 }
func (l *teamLayout) lastBoardRow() int     { return l.boardRow(len(l.matches)-1, l.Boards) }

// boardResults is the range of match i's results on the Boards sheet.
func (l *teamLayout) boardResults(i int) string {
	return absRange(l.sBoards, bResult, l.boardRow(i, 1), bResult, l.boardRow(i, l.Boards))
}

// boardPlayer is the Boards sheet's cell of the player of board k of match
// i who belongs to the home team (home) or the away team: white on the odd
// boards for the home team.
func (l *teamLayout) boardPlayer(i, k int, home bool) string {
	col := bHome
	if !home {
		col = bAway
	}
	return absRef(l.sBoards, col, l.boardRow(i, k))
}

// scoreFormula is the home (or away) team's board points in match i, from
// its board results: blank until every board's result is typed.
func (l *teamLayout) scoreFormula(i int, home bool) string {
	parts := make([]string, l.Boards)
	for k := 1; k <= l.Boards; k++ {
		w, bl := scoreFormulas(absRef(l.sBoards, bResult, l.boardRow(i, k)))
		if (k%2 == 1) == home {
			parts[k-1] = w
		} else {
			parts[k-1] = bl
		}
	}
	return fmt.Sprintf(`IF(COUNTA(%s)<%d,"",%s)`, l.boardResults(i), l.Boards, strings.Join(parts, "+"))
}
func (l *teamLayout) nameOf(p int) string { return absRef(l.sTeams, ttName, p+1) + `&""` }

// Cells of the match-point weights on the Standings sheet (row 1).
func (l *teamLayout) weight(i int) string { return absRef(l.sStandings, 5+i, 1) }

// teams writes the teams: number, name, complement, and the counts and
// results by formula.
func (l *teamLayout) teams(b *book, s *sheet) (page, error) {
	st := b.Style
	s.HeadsAt(1, map[int]Text{ttNo: lblNo, ttName: lblName, ttComplement: lblComplement, ttHome: lblHome, ttAway: lblAway,
		ttNeutral: lblNeutral, ttByes: lblByes, ttPlayed: lblPlayed, ttWon: lblWon, ttDrawn: lblDrawn, ttLost: lblLost,
		ttMP: lblMatchPoints, ttBP: lblBoardPoints, ttRank: lblRank, ttPos: lblPosition})
	ifs := func(noCol int, p int, more ...string) string {
		return fmt.Sprintf("COUNTIFS(%s,%d%s)", l.scol(noCol), p, strings.Join(more, ""))
	}
	sumifs := func(noCol, valCol, p int) string {
		return fmt.Sprintf("SUMIF(%s,%d,%s)", l.scol(noCol), p, l.scol(valCol))
	}
	neutral := func(v int) string { return fmt.Sprintf(",%s,%d", l.scol(tNeutralFlag), v) }
	for p := 1; p <= l.N; p++ {
		r := p + 1
		s.Value(ttNo, r, p, st.Center)
		s.Text(ttName, r, listed(l.Names, p), st.Text)
		comp, err := l.sched.Complement(p)
		if err != nil {
			return page{}, err
		}
		if comp > 0 {
			s.Value(ttComplement, r, comp, st.Center)
		} else {
			s.Value(ttComplement, r, "–", st.Center)
		}
		s.Formula(ttHome, r, ifs(tHomeNo, p, neutral(0)), st.Number)
		s.Formula(ttAway, r, ifs(tAwayNo, p, neutral(0)), st.Number)
		s.Formula(ttNeutral, r, ifs(tHomeNo, p, neutral(1))+"+"+ifs(tAwayNo, p, neutral(1)), st.Number)
		s.Formula(ttByes, r, fmt.Sprintf("COUNTIF(%s,%d)", l.scol(tBye), p), st.Number)
		s.Formula(ttPlayed, r, sumifs(tHomeNo, tPlayed, p)+"+"+sumifs(tAwayNo, tPlayed, p), st.Number)
		s.Formula(ttWon, r, sumifs(tHomeNo, tHomeWin, p)+"+"+sumifs(tAwayNo, tAwayWin, p), st.Number)
		s.Formula(ttDrawn, r, sumifs(tHomeNo, tDraw, p)+"+"+sumifs(tAwayNo, tDraw, p), st.Number)
		s.Formula(ttLost, r, sumifs(tHomeNo, tAwayWin, p)+"+"+sumifs(tAwayNo, tHomeWin, p), st.Number)
		s.Formula(ttMP, r, sumifs(tHomeNo, tHomeMP, p)+"+"+sumifs(tAwayNo, tAwayMP, p), st.Number)
		s.Formula(ttBP, r, sumifs(tHomeNo, tHomeScore, p)+"+"+sumifs(tAwayNo, tAwayScore, p), st.Number)
		s.Formula(ttRank, r, fmt.Sprintf(`1+COUNTIF(%s,">"&%s)+COUNTIFS(%s,%s,%s,">"&%s)`,
			l.tcol(ttMP), cell(ttMP, r), l.tcol(ttMP), cell(ttMP, r), l.tcol(ttBP), cell(ttBP, r)), st.Number)
		s.Formula(ttPos, r, fmt.Sprintf("%s+COUNTIF(%s:%s,%s)", cell(ttRank, r), abs(ttRank, 1), cell(ttRank, r-1), cell(ttRank, r)), st.Number)
	}
	// The line-ups, strongest first: player k plays board k unless the
	// Boards sheet names another.
	for k := 1; k <= l.lineUps; k++ {
		s.Value(ttLineUp+k-1, 1, b.Lang.F(lblPlayerN, k), st.Header)
		for p := 1; p <= l.N; p++ {
			s.Formula(ttLineUp+k-1, p+1, l.roster.nameRef(p, k)+`&""`, st.Cell)
		}
	}
	s.Width(ttLineUp, ttLineUp+l.lineUps-1, 22)
	s.ScreenOnly(ttLineUp, ttLineUp+l.lineUps-1)
	s.Widths(ttNo, 5, 26, 15)
	s.Width(ttHome, ttRank, 9)
	s.Hide(ttPos, ttPos)
	s.Freeze(2, 1)
	s.Height(1, 30)
	return page{Landscape: true, TitleRows: 1}, nil
}

// schedule writes the rounds: one row per match, home team first, the two
// scores (board points) from the Boards sheet, the venue, the exempt team.
func (l *teamLayout) schedule(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	odd := l.N%2 == 1
	venueHead := lblNeutral
	if l.Double {
		venueHead = lblLeg
	}
	heads := []Text{lblRound, lblBergerRound, lblMatch, lblNo, lblHome, lblPoints, lblPoints, lblNo, lblAway, venueHead}
	if odd {
		heads = append(heads, lblBye)
	}
	s.Heads(1, append(heads, lblCheck)...)
	for i, m := range l.matches {
		r := m.row
		first := i == l.firstMatch[m.round-1]
		cellSt, centerSt, _ := st.row(first)
		scoreSt := l.entry[0]
		if first {
			scoreSt = l.entry[1]
			s.Value(tRound, r, m.round, centerSt)
			s.Value(tBerger, r, m.berger, centerSt)
			venue := ""
			switch {
			case m.neutral:
				venue = T(lblNeutralNote)
			case m.firstLeg > 0:
				venue = b.Lang.F(lblReturnLeg, m.firstLeg)
			case l.Double:
				venue = T(lblFirstLeg)
			}
			s.Value(tVenue, r, venue, cellSt)
			if odd {
				bye, err := l.sched.Bye(m.round)
				if err != nil {
					return page{}, err
				}
				s.Value(tBye, r, bye, centerSt)
			}
		} else {
			for _, c := range []int{tRound, tBerger} {
				s.Style(c, r, c, r, centerSt)
			}
			s.Style(tVenue, r, tVenue, r, cellSt)
			if odd {
				s.Style(tBye, r, tBye, r, centerSt)
			}
		}
		s.Value(tBoard, r, m.board, centerSt)
		s.Value(tHomeNo, r, m.home, centerSt)
		s.Formula(tHomeName, r, l.nameOf(m.home), cellSt)
		s.Formula(tHomeScore, r, l.scoreFormula(i, true), scoreSt)
		s.Formula(tAwayScore, r, l.scoreFormula(i, false), scoreSt)
		s.Value(tAwayNo, r, m.away, centerSt)
		s.Formula(tAwayName, r, l.nameOf(m.away), cellSt)
		neutral := 0
		if m.neutral {
			neutral = 1
		}
		s.Value(tNeutralFlag, r, neutral, 0)
		h, a := cell(tHomeScore, r), cell(tAwayScore, r)
		s.Formula(tPlayed, r, fmt.Sprintf("(COUNT(%s,%s)=2)*1", h, a), 0)
		s.Formula(tHomeWin, r, fmt.Sprintf("%s*(N(%s)>N(%s))", cell(tPlayed, r), h, a), 0)
		s.Formula(tDraw, r, fmt.Sprintf("%s*(N(%s)=N(%s))", cell(tPlayed, r), h, a), 0)
		s.Formula(tAwayWin, r, fmt.Sprintf("%s*(N(%s)<N(%s))", cell(tPlayed, r), h, a), 0)
		s.Formula(tHomeForfeit, r, l.forfeitFormula(i, true), 0)
		s.Formula(tAwayForfeit, r, l.forfeitFormula(i, false), 0)
		s.Formula(tHomeMP, r, l.matchPointsFormula(r, h, a, cell(tHomeForfeit, r)), 0)
		s.Formula(tAwayMP, r, l.matchPointsFormula(r, a, h, cell(tAwayForfeit, r)), 0)
		s.Formula(l.checkCol(), r, l.checkFormula(b.Lang, i), centerSt)
	}
	for k := range l.firstMatch {
		first := l.matches[l.firstMatch[k]].row
		last := first + l.perRound - 1
		cols := []int{tRound, tBerger, tVenue}
		if odd {
			cols = append(cols, tBye)
		}
		for _, c := range cols {
			s.Merge(c, first, c, last)
		}
	}
	s.Widths(tRound, 7, 9, 7, 5, 24, 7, 7, 5, 24, 16, 7)
	s.Width(l.checkCol(), l.checkCol(), 18)
	s.Hide(tNeutralFlag, tAwayMP)
	s.Freeze(0, 1)
	s.Height(1, 30)
	roundRow := func(k int) int { return l.matches[l.firstMatch[k-1]].row }
	return page{Landscape: true, TitleRows: 1, Breaks: groupBreaks(len(l.firstMatch), (rowsLandscape-1)/l.perRound, roundRow)}, nil
}

// makeStyles makes the style of the score cells: bold, centred, plain or
// with the round's top border, grey: the scores follow from the Boards
// sheet, and yellow is the colour of the cells to type in.
func (l *teamLayout) makeStyles(b *book) error {
	top := box("808080", 1)
	top[2] = excelize.Border{Type: "top", Color: "000000", Style: 5}
	for i, bd := range [][]excelize.Border{box("808080", 1), top} {
		id, err := b.NewStyle(excelize.Style{Border: bd,
			Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}, Font: &excelize.Font{Bold: true},
			Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"F2F2F2"}}})
		if err != nil {
			return err
		}
		l.entry[i] = id
	}
	var err error
	// A name by formula the arbiter may type over (a player who is not
	// the line-up's for that board).
	l.boardName, err = b.NewStyle(excelize.Style{Border: box("808080", 1), Protection: &excelize.Protection{Locked: false},
		Alignment: &excelize.Alignment{Vertical: "center"}})
	if err != nil {
		return err
	}
	l.sheetName, err = b.NewStyle(excelize.Style{Border: box("808080", 1),
		Alignment: &excelize.Alignment{Vertical: "center", WrapText: true}})
	if err != nil {
		return err
	}
	l.teamName, err = b.NewStyle(excelize.Style{Border: box("808080", 1), Font: &excelize.Font{Bold: true},
		Alignment: &excelize.Alignment{Vertical: "center", WrapText: true}})
	if err != nil {
		return err
	}
	l.signature, err = b.NewStyle(excelize.Style{Border: box("808080", 1), Font: &excelize.Font{Italic: true, Color: "595959"},
		Alignment: &excelize.Alignment{Vertical: "top", WrapText: true}})
	return err
}

// standings writes the weights of the match points (to change if the
// rules say otherwise) and the teams by place.
func (l *teamLayout) standings(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	s.Value(1, 1, T(lblWeights), st.Note)
	s.Merge(1, 1, 4, 1)
	s.Height(1, 30)
	for i, w := range l.points().list() {
		s.Value(5+i, 1, w, st.Input)
	}
	s.numberCells(5, 1, 5+len(matchPointNames)-1, 1, 0, MaxMatchPoints, false, T(errMatchPointsTitle), T(errMatchPointsText))
	note := T(noteTeamRR)
	if l.Double {
		note = T(noteTeamDouble)
	}
	s.Value(1, 2, note, st.Note)
	s.Merge(1, 2, 9, 2)
	s.Heads(3, lblRank, lblNo, lblName, lblPlayed, lblWon, lblDrawn, lblLost, lblMatchPoints, lblBoardPoints)
	ranked(s, 4, l.N, l.tcol, ttPos, []rankedCol{{ttRank, st.Number}, {ttNo, st.Number}, {ttName, st.Cell},
		{ttPlayed, st.Number}, {ttWon, st.Number}, {ttDrawn, st.Number}, {ttLost, st.Number}, {ttMP, st.Number}, {ttBP, st.Number}})
	s.Widths(1, 6, 6, 26)
	s.Width(4, 9, 9)
	s.Freeze(0, 3)
	s.Height(2, noteHeight(note, 6+6+26+6*9))
	s.Height(3, 30)
	return page{TitleRows: 3}, nil
}

// checkCol is the Schedule's column that checks each match's score: after
// the venue, or after the exempt team for an odd number of teams.
func (l *teamLayout) checkCol() int {
	if l.N%2 == 1 {
		return tBye + 1
	}
	return tVenue + 1
}

// checkFormula says what is wrong with match i: some of its boards'
// results typed, not all ("3 of 4 boards typed"); a game played over the
// board (1-0, ½-½, 0-1) without the name of one of its players, which the
// report to FIDE cannot rate; "" when nothing is.
func (l *teamLayout) checkFormula(lang Lang, i int) string {
	r := l.boardResults(i)
	col := func(c int) string {
		return absRange(l.sBoards, c, l.boardRow(i, 1), c, l.boardRow(i, l.Boards))
	}
	played := fmt.Sprintf(`((%[1]s="1-0")+(%[1]s="½-½")+(%[1]s="0-1"))`, r)
	unnamed := fmt.Sprintf(`SUMPRODUCT(%s*(((%s="")+(%s=""))>0))`, played, col(bWhite), col(bBlack))
	return fmt.Sprintf(`IF(OR(COUNTA(%[1]s)=0,COUNTA(%[1]s)=%[2]d),IF(%[4]s>0,"%[5]s",""),"%[3]s")`, r, l.Boards,
		lang.F(checkBoardsTyped, `"&COUNTA(`+r+`)&"`, l.Boards), unnamed, lang.T(checkUnnamed))
}

// boards writes the Boards sheet: a row per board game, round then match
// then board order, white's and black's players taken from the line-ups
// (typed over for another player) and the result cell (BoardResults), the
// only place a result is typed.
func (l *teamLayout) boards(b *book, s *sheet) (page, error) {
	st := b.Style
	s.Heads(1, lblRound, lblMatch, lblBoard, lblNo, lblWhite, lblResult, lblBlack, lblNo, lblHomePlayer, lblAwayPlayer)
	for i, m := range l.matches {
		for k := 1; k <= l.Boards; k++ {
			r := l.boardRow(i, k)
			_, centerSt, entrySt := st.row(k == 1)
			white, black := m.home, m.away
			if k%2 == 0 {
				white, black = black, white
			}
			s.Value(bRound, r, m.round, centerSt)
			s.Value(bMatch, r, m.board, centerSt)
			s.Value(bBoard, r, k, centerSt)
			s.Value(bWhiteNo, r, white, centerSt)
			// White and black are the home and away players, as the
			// board's colours give them.
			home, away := cell(bHome, r)+`&""`, cell(bAway, r)+`&""`
			if k%2 == 0 {
				home, away = away, home
			}
			s.Formula(bWhite, r, home, st.Cell)
			s.Style(bResult, r, bResult, r, entrySt)
			s.Formula(bBlack, r, away, st.Cell)
			s.Value(bBlackNo, r, black, centerSt)
			// The line-up: the roster's k-th player, or another chosen
			// from the team's roster.
			s.Formula(bHome, r, l.roster.nameRef(m.home, k)+`&""`, l.boardName)
			s.Formula(bAway, r, l.roster.nameRef(m.away, k)+`&""`, l.boardName)
		}
	}
	s.resultCells(bResult, 2, l.lastBoardRow())
	l.lineUpDropDowns(s)
	s.Widths(bRound, 7, 7, 6, 5, 26, 10, 26, 5, 26, 26)
	// The printed sheet names the players in white's and black's columns.
	s.ScreenOnly(bHome, bAway)
	s.Freeze(0, 1)
	s.Height(1, 30)
	// Whole matches on a page.
	first := func(g int) int { return l.boardRow(g-1, 1) }
	return page{TitleRows: 1, Breaks: groupBreaks(len(l.matches), (rowsPortrait-1)/l.Boards, first)}, nil
}

// Columns of a match's block on the match sheets: its title row, the row of
// the two teams, a row per board, the total. A board reads home first, as
// captains sign it: the home player's colour and name, the result as the
// home team's and the away team's points (not white's and black's), the
// away player's name and colour.
const (
	mBoardCol = 1 + iota
	mColourCol
	mHomeCol
	mResultCol
	mAwayCol
	mAwayColourCol
)

// blockHeight is the rows of one match's block: its title, the column
// titles, the teams, a row per board, the total, the captains' and the
// arbiter's signatures, and the blank row after it.
func (l *teamLayout) blockHeight() int { return l.Boards + 7 }

// mFirstBoard is the row of board 1 in a match's block, from its title.
const mFirstBoard = 3

// The heights of a match block's rows, in points: the teams' row holds two
// lines of a long name, a board's row a name written by hand (two lines
// for a name of the line-up too long for one), a signature's row room to
// sign.
const (
	mTeamsHeight     = 28
	mBoardHeight     = 20
	mBoardHeight2    = 30
	mSignatureHeight = 28
)

// mNameWidth is the width of the match sheets' name columns.
const mNameWidth = 30

// boardHeight is the height of board k's row of a match of home and away.
func (l *teamLayout) boardHeight(home, away, k int) float64 {
	if max(textWidth(l.player(home, k)), textWidth(l.player(away, k))) > mNameWidth {
		return mBoardHeight2
	}
	return mBoardHeight
}

// teamsHeight is the height of the row of the teams home and away: two
// lines, or as many as the longer name Names gives needs (a name typed
// later on the Teams sheet has two lines).
func (l *teamLayout) teamsHeight(home, away int) float64 {
	lines := 2
	for _, p := range []int{home, away} {
		if p <= len(l.Names) {
			// The number, a space, the name, in bold, wrapped at words.
			lines = max(lines, wrappedLines(fmt.Sprintf("%d %s", p, l.Names[p-1]), mNameWidth-1))
		}
	}
	return max(mTeamsHeight, float64(lines)*lineHeight-2)
}

// wrappedLines is the lines text takes wrapped at words in a column width
// wide (textWidth's measure, a word wider than the column on lines of its
// own).
func wrappedLines(text string, width float64) int {
	n, line := 1, ""
	for _, w := range strings.Fields(text) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if line == "" || textWidth(try) <= width {
			line = try
			continue
		}
		n, line = n+1, w
	}
	return n + int(textWidth(line)/width)
}

// blockPoints is the height of the tallest match block, in points.
func (l *teamLayout) blockPoints() float64 {
	most := 0.0
	for _, m := range l.matches {
		h := l.teamsHeight(m.home, m.away)
		for k := 1; k <= l.Boards; k++ {
			h += l.boardHeight(m.home, m.away, k)
		}
		most = max(most, h)
	}
	return 2*lineHeight + most + lineHeight + 2*mSignatureHeight + lineHeight
}

// player is the name of team p's k-th player (from 1) as Players gives it,
// "" when it does not.
func (l *teamLayout) player(p, k int) string {
	if p <= len(l.Players) && k <= len(l.Players[p-1]) {
		return l.Players[p-1][k-1]
	}
	return ""
}

// matchSheets writes one block per match, in schedule order, to print and
// hand to the captains: the teams, each board's colours, the line-ups and
// the results to fill in, and each team's board points by formula.
func (l *teamLayout) matchSheets(b *book, s *sheet) (page, error) {
	st, T, F := b.Style, b.Lang.T, b.Lang.F
	// "5 Lyon", the team's number and name by formula.
	team := func(p int) string {
		return fmt.Sprintf(`%s&" "&%s`, absRef(l.sTeams, ttNo, p+1), l.nameOf(p))
	}
	for i, m := range l.matches {
		r := l.matchRow[i]
		title := F(teamMatchTitle, m.round, m.board)
		switch {
		case m.neutral:
			title += " — " + T(lblNeutralNote)
		case m.firstLeg > 0:
			title += " — " + b.Lang.F(lblReturnLeg, m.firstLeg)
		case l.Double:
			title += " — " + T(lblFirstLeg)
		}
		// The round's date and time from the Event sheet, as the wall
		// sheet has them: the captains sign a sheet that says when.
		s.Formula(1, r, roundWhen(title, T(lblWallAt), m.round), st.HeaderLeft)
		s.Style(2, r, mAwayColourCol, r, st.HeaderLeft)
		s.Merge(1, r, mAwayColourCol, r)
		s.Value(mBoardCol, r+1, T(lblBoard), st.Header)
		s.Value(mColourCol, r+1, T(lblColour), st.Header)
		s.Value(mHomeCol, r+1, T(lblHome), st.Header)
		s.Value(mResultCol, r+1, T(lblHomeAway), st.Header)
		s.Value(mAwayCol, r+1, T(lblAway), st.Header)
		s.Value(mAwayColourCol, r+1, T(lblColour), st.Header)
		// The teams, their names wrapped within the row.
		s.Value(mBoardCol, r+2, T(lblTeams), st.HeaderLeft)
		s.Style(mColourCol, r+2, mColourCol, r+2, st.HeaderLeft)
		s.Merge(mBoardCol, r+2, mColourCol, r+2)
		s.Formula(mHomeCol, r+2, team(m.home), l.teamName)
		s.Value(mResultCol, r+2, "–", st.Center)
		s.Formula(mAwayCol, r+2, team(m.away), l.teamName)
		s.Style(mAwayColourCol, r+2, mAwayColourCol, r+2, st.HeaderLeft)
		s.Height(r+2, l.teamsHeight(m.home, m.away))
		var home, away []string
		for k := 1; k <= l.Boards; k++ {
			row := r + mFirstBoard - 1 + k
			s.Value(mBoardCol, row, k, st.Center)
			// The result home first: the home team's points in the
			// place of white's.
			h, a := scoreFormulas(cell(mResultCol, row))
			home, away = append(home, h), append(away, a)
			colour, other := lblW, lblB // the home team has white on the odd boards
			if k%2 == 0 {
				colour, other = lblB, lblW
			}
			s.Value(mColourCol, row, T(colour), st.Center)
			s.Value(mAwayColourCol, row, T(other), st.Center)
			// The players and the result of the Boards sheet.
			s.Formula(mHomeCol, row, l.boardPlayer(i, k, true)+`&""`, l.sheetName)
			s.Formula(mResultCol, row, l.homeFirst(i, k), st.Center)
			s.Formula(mAwayCol, row, l.boardPlayer(i, k, false)+`&""`, l.sheetName)
			s.Height(row, l.boardHeight(m.home, m.away, k))
		}
		total := r + mFirstBoard + l.Boards
		s.Value(mBoardCol, total, T(lblTotal), st.HeaderLeft)
		s.Style(mColourCol, total, mColourCol, total, st.HeaderLeft)
		s.Merge(mBoardCol, total, mColourCol, total)
		// Blank until a result is typed.
		typed := fmt.Sprintf("COUNTA(%s)=0", l.boardResults(i))
		s.Formula(mHomeCol, total, fmt.Sprintf(`IF(%s,"",%s)`, typed, strings.Join(home, "+")), st.Number)
		s.Value(mResultCol, total, "–", st.Center)
		s.Formula(mAwayCol, total, fmt.Sprintf(`IF(%s,"",%s)`, typed, strings.Join(away, "+")), st.Number)
		s.Style(mAwayColourCol, total, mAwayColourCol, total, st.Center)
		// The captains sign the line-ups and the results, the arbiter
		// the sheet.
		capt, arb := total+1, total+2
		s.Value(mBoardCol, capt, T(lblCaptains), st.HeaderLeft)
		s.Value(mBoardCol, arb, T(lblArbiter), st.HeaderLeft)
		for _, row := range []int{capt, arb} {
			s.Style(mColourCol, row, mColourCol, row, st.HeaderLeft)
			s.Merge(mBoardCol, row, mColourCol, row)
			s.Height(row, mSignatureHeight)
		}
		s.Value(mHomeCol, capt, T(lblNameSignature), l.signature)
		s.Style(mResultCol, capt, mResultCol, capt, l.signature)
		s.Value(mAwayCol, capt, T(lblNameSignature), l.signature)
		s.Style(mAwayColourCol, capt, mAwayColourCol, capt, l.signature)
		s.Merge(mAwayCol, capt, mAwayColourCol, capt)
		s.Value(mHomeCol, arb, T(lblNameSignature), l.signature)
		s.Style(mResultCol, arb, mAwayColourCol, arb, l.signature)
		s.Merge(mHomeCol, arb, mAwayColourCol, arb)
	}
	s.Widths(mBoardCol, 7, 6, mNameWidth, 13, mNameWidth, 6)
	per := max(1, int(float64(rowsPortrait-1)*lineHeight/l.blockPoints()))
	return page{Breaks: groupBreaks(len(l.matches), per, func(g int) int { return l.matchRow[g-1] })}, nil
}

// matchPointNames name the match points in messages, in MatchPoints' order.
var matchPointNames = [...]string{"a win", "a draw", "a loss", "a match forfeited"}

func (mp MatchPoints) list() []float64 { return []float64{mp.Win, mp.Draw, mp.Loss, mp.Forfeit} }

// pointNames are the defined names of the match points on the Standings
// sheet, row 1 (weight).
func (l *teamLayout) pointNames() []column {
	var cols []column
	for i, name := range []string{contract.MatchPointsWin, contract.MatchPointsDraw, contract.MatchPointsLoss, contract.MatchPointsForfeit} {
		cols = append(cols, column{name, l.sStandings, 5 + i, 1, 1})
	}
	return cols
}

// forfeitFormula is 1 when the home (or away) team of match i lost every
// board by forfeit (the team did not come), else 0: on the boards it has
// white, -/+ or -/-; on those it has black, +/- or -/-.
func (l *teamLayout) forfeitFormula(i int, home bool) string {
	parts := make([]string, l.Boards)
	for k := 1; k <= l.Boards; k++ {
		e := absRef(l.sBoards, bResult, l.boardRow(i, k))
		if (k%2 == 1) == home {
			parts[k-1] = isIn(e, "-/+", "-/-")
		} else {
			parts[k-1] = isIn(e, "+/-", "-/-")
		}
	}
	return fmt.Sprintf("(%s=%d)*1", strings.Join(parts, "+"), l.Boards)
}

// matchPointsFormula is the match points of the team whose score is in
// cell own against opp in the match on Schedule row r, forfeit the cell
// saying it forfeited: the weights of the Standings sheet, 0 until the
// match is played.
func (l *teamLayout) matchPointsFormula(r int, own, opp, forfeit string) string {
	return fmt.Sprintf("%s*IF(%s=1,%s,IF(N(%s)>N(%s),%s,IF(N(%s)=N(%s),%s,%s)))", cell(tPlayed, r), forfeit, l.weight(3),
		own, opp, l.weight(0), own, opp, l.weight(1), l.weight(2))
}

// homeFirst is the formula of board k of match i on the match sheets: the
// result typed on the Boards sheet (white first) turned home first, the
// home team's points before the away team's: as typed where the home team
// has white (the odd boards), reversed where it has black ("1-0", black's
// loss, reads "0-1"; "+/-" reads "-/+"). Blank until typed.
func (l *teamLayout) homeFirst(i, k int) string {
	res := absRef(l.sBoards, bResult, l.boardRow(i, k))
	if k%2 == 1 {
		return fmt.Sprintf(`IF(%[1]s="","",%[1]s)`, res)
	}
	return fmt.Sprintf(`IF(%[1]s="1-0","0-1",IF(%[1]s="0-1","1-0",IF(%[1]s="+/-","-/+",IF(%[1]s="-/+","+/-",IF(%[1]s="","",%[1]s)))))`, res)
}
