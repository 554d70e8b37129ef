package sheets

import (
	"fmt"
	"io"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
	"github.com/toutesrondes/toutesrondes/tables"
	tberger "github.com/toutesrondes/toutesrondes/tables/berger"
	"github.com/xuri/excelize/v2"
)

// The sizes a round-robin workbook serves: the static range of package tables
// (the documents print up to 18 players, their cross table up to 20); the
// cross table of up to 30 players prints on one page, larger ones on more.
const (
	MinPlayers = 3
	MaxPlayers = 64
	MaxCycles  = tberger.MaxCycles
)

// Player is one row of the Players sheet. Rating 0 is left blank. What
// only a tournament report needs (FIDE id, title, birth date, sex, the name
// as FIDE spells it) is kept in columns of its own, so that the report is
// made from the workbook alone.
type Player struct {
	Name       string
	Rating     int
	Federation string // three capital letters (FRA)
	Club       string
	FideID     string
	Title      string // GM, IM, WGM, FM, WIM, CM, WFM, WCM
	BirthDate  string // YYYY/MM/DD or YYYY
	Sex        string // m or w
	FideName   string // "Lastname, Firstname" when the list gives them apart
}

// RoundRobin describes an individual round-robin workbook: N players (the
// pairing numbers 1..N), played Cycles times (0 means 1; 2 is a double round
// robin) on the Berger tables of package tables. With Swap the last two
// rounds of every cycle but the last are exchanged (FIDE's advice for double
// round robins). Players may list fewer than N players; the other rows stay
// blank to fill in. TieBreaks is the order of the standings (nil:
// DefaultTieBreaks). RoundPerPage prints each round of the pairings on a
// page of its own.
type RoundRobin struct {
	N            int
	Cycles       int
	Swap         bool
	Players      []Player
	TieBreaks    []TieBreak
	RoundPerPage bool
	Lang         Lang
	Event        Event
	Info         EventInfo   // the event as a tournament report gives it (the Event sheet)
	Draw         *DrawRecord // how the pairing numbers were drawn (Players in their order): the record sheet (draw.go)
}

// Validate reports what makes rr unusable, naming the field.
func (rr RoundRobin) Validate() error {
	var p problems
	inRange := p.players(rr.N, rr.Players)
	p.check(rr.Cycles < 0 || rr.Cycles > MaxCycles, "%d cycles: want 1 to %d", rr.Cycles, MaxCycles)
	_, err := tieBreakOrder(rr.TieBreaks)
	p.check(err != nil, "%v", err)
	validDraw(&p, rr.Draw, rr.N, rr.Players)
	if inRange && rr.Cycles >= 0 && rr.Cycles <= MaxCycles {
		err = rr.Info.Validate(max(rr.Cycles, 1) * (even(rr.N) - 1))
		p.check(err != nil, "%v", err)
	}
	return p.err("round robin", rr.Lang, rr.Event)
}

// WriteRoundRobin writes the workbook described by rr to w.
func WriteRoundRobin(w io.Writer, rr RoundRobin) error {
	return writeFamily(w, rr, rr.Lang, rr.Event, newLayout)
}

func (l *layout) steps() []step {
	// The standings after a round (afterround.go) and the record of the
	// draw after the Event sheet: the sheets before keep their places.
	return append(append(l.bookSteps(), l.afterRoundStep()...), drawStep(l.Draw, l.Players, l.N, l.Lang, l.Event, l.Info)...)
}

func (l *layout) bookSteps() []step {
	player := func(name, sheet string, col int) column { return column{name, sheet, col, 2, l.N + 1} }
	rp := roundPrint{pairings: l.sPairings, rounds: l.rounds, games: l.gamesPerRound(), bye: l.m != l.N}
	return append([]step{l.makeStyles,
		fill(l.sPlayers, l.players), fill(l.sPairings, l.pairings), fill(l.sBerger, l.berger),
		fill(l.sCross, l.cross), fill(l.sSeating, l.seating), fill(l.sStandings, l.standings)},
		append(rp.steps(l.Lang),
			// The names other programs read: Results (one cell per game, round
			// then board order), then N cells each in pairing-number order.
			names(l.pairingGames.column(contract.Results, pResult),
				player(contract.PlayerNames, l.sPlayers, 2), player(contract.Points, l.sCross, l.xTotal()),
				player(contract.SonnebornBerger, l.sCross, l.xSB()), player(contract.Wins, l.sCross, l.xWins()),
				player(contract.Rank, l.sCross, l.xRank()),
				// For reading the workbook back (mkxlsx read): the order
				// of the standings, the withdrawals, the counts of results.
				column{contract.TieBreaks, l.sCross, l.xOrder(), 1, 1},
				player(contract.Withdrawn, l.sPlayers, plWithdrawn),
				column{contract.ResultsEntered, l.sStandings, 5, l.N + 3, l.N + 3},
				column{contract.InvalidResults, l.sStandings, 5, l.N + 4, l.N + 4},
				// What a tournament report takes of each player.
				player(contract.PlayerClubs, l.sPlayers, plClub), player(contract.PlayerFideIDs, l.sPlayers, plFideID),
				player(contract.PlayerTitles, l.sPlayers, plTitle), player(contract.PlayerBirthDates, l.sPlayers, plBirth),
				player(contract.PlayerSexes, l.sPlayers, plSex), player(contract.PlayerFideNames, l.sPlayers, plFideName),
				// The cells a reader checks beside those it reads.
				player(contract.PlayerRatings, l.sPlayers, 3), player(contract.PlayerFederations, l.sPlayers, 4),
				l.pairingGames.column(contract.WhiteNumbers, pWNo),
				l.pairingGames.column(contract.BlackNumbers, pBNo)),
			guide(func(lang Lang) []guideRow {
				return append([]guideRow{{lblGType, guideTypeRRText(lang, l.Draw != nil)}, {lblGResults, lang.T(guideResults)},
					{lblGRanking, tieBreakWords(lang, l.TieBreaks)}, {lblGReport, lang.T(guideReport)}}, guideCommon(lang, Text{})...)
			}),
			// Last, so that the sheets before keep their places for the
			// programs that find them by position.
			fill(l.sEvent, eventSheet(l.Info, l.rounds)), eventNamesStep(l.sEvent, l.rounds))...)
}

// gameRow is one game of the Pairings sheet: schedule round t, board, the
// players, and its sheet row.
type gameRow struct{ round, board, white, black, row int }

// seat is what player p does in round t: the game (-1 for the bye), the
// colour and the opponent.
type seat struct {
	game  int
	white bool
	opp   int
}

// layout places every part of the workbook; the formulas of one sheet find
// the cells of another through it.
type layout struct {
	RoundRobin
	m, rounds int
	games     []gameRow
	firstGame []int // per round t (index t-1): index of its first game
	byeOf     []int // per round: the player with the bye, 0 for even N
	at        [][]seat
	order     []tiebreak.Kind
	sched     tberger.Schedule
	half      float64 // half the games of a player: Koya's threshold
	rankStyle int     // a rank: a number, "-" for 0 (out of the standings)

	// Sheet names in the workbook's language.
	sPlayers, sPairings, sBerger, sCross, sSeating, sStandings, sEvent string
	pairingGames                                                       gameSheet // the Pairings sheet's games

	// Berger result table: rounds per block, and the block of each round;
	// the players in chunks (chunkFirst: the first player of each, then
	// N+1), and the chunk of each player. A page is a block by a chunk.
	blocks     [][]int
	blockOf    []int
	posIn      []int // index of the round inside its block
	chunkFirst []int
	chunkOf    []int
}

// The widths of the name columns of the Berger result table, the cross
// table and the standings.
const (
	bergerName    = 22
	crossName     = 22
	standingsName = 28
)

// The most rounds and players on one page of the Berger result table: 8
// rounds print at about 80 % on landscape A4, 32 players and two title
// rows fill its height at that scale.
const (
	bergerRounds  = 8
	bergerPlayers = 32
)

// Columns of the Pairings sheet (1-based): the visible ones those of every
// games sheet (gamesheet.go). The helper columns from pWPts on
// are hidden: per game, the numbers the per-player sums of the cross table
// add up with SUMIF.
const (
	pRound, pBoard, pWNo, pWName, pResult, pBNo, pBName, pBye = gRound, gBoard, gWNo, gWName, gResult, gBNo, gBName, gBye
)

const (
	// pCount is, per round, the results entered (first row of the round).
	pCount   = gBye + 1 + iota
	pWPts    // white's points
	pBPts    // black's points
	pWWin    // 1 if white won (forfeit included)
	pBWin    // 1 if black won
	pWSB     // white's points × black's total: white's share of SB
	pBSB     // black's points × white's total
	pWKoya   // white's points if black reached half the maximum
	pBKoya   // black's points if white did
	pBPlayed // 1 if played over the board (black's games with black)
	pBWonOTB // 1 if black won over the board
	pTied    // 1 if both players are equal on the criteria before de
	pWDE     // white's points if tied
	pBDE     // black's points if tied
	pWWonOTB // 1 if white won over the board
	pRoundNo // the round (column A is merged over the round)
	pValid   // 1 if the cell holds one of the results
	pInvalid // 1 if it holds anything else
	pWLeft   // 1 if white had withdrawn before this round
	pBLeft   // 1 if black had
	pTable   // the result of the table: forfeits after a withdrawal
	pEff     // the result the standings count: pTable, less the games of a player out
	pWPtsT   // white's points in the table (an excluded player's score)
	pBPtsT   // black's points in the table
	pWOppR   // black's rating if played over the board (white's share of ARO)
	pBOppR   // white's rating if played over the board
	pWRated  // 1 if played over the board against a rated black
	pBRated  // 1 if played over the board against a rated white
	pWRPts   // white's points if pWRated (TPR's score)
	pBRPts   // black's points if pBRated
)

// plWithdrawn is the Players column where a withdrawal is typed: the last
// round the player played. The columns after it hold what only a
// tournament report needs.
const (
	plWithdrawn = 5 + iota
	plClub
	plFideID
	plTitle
	plBirth
	plSex
	plFideName
)

func newLayout(rr RoundRobin) (*layout, error) {
	if rr.Cycles == 0 {
		rr.Cycles = 1
	}
	l := &layout{RoundRobin: rr, m: rr.N + rr.N%2}
	if rr.TieBreaks == nil {
		rr.TieBreaks = DefaultTieBreaks
	}
	var err error
	if l.order, err = tieBreakOrder(rr.TieBreaks); err != nil {
		return nil, err
	}
	l.rounds = rr.Cycles * (l.m - 1)
	l.half = float64(rr.Cycles*(rr.N-1)) / 2
	l.sPlayers = rr.Lang.T(sheetPlayers)
	l.sPairings = rr.Lang.T(sheetPairings)
	l.sBerger = rr.Lang.T(sheetBerger)
	l.sCross = rr.Lang.T(sheetCross)
	l.sSeating = rr.Lang.T(sheetSeating)
	l.sStandings = rr.Lang.T(sheetStandings)
	l.sEvent = rr.Lang.T(sheetEvent)

	l.at = make([][]seat, rr.N+1)
	for p := range l.at {
		l.at[p] = make([]seat, l.rounds+1)
	}
	l.byeOf = make([]int, l.rounds)
	// The schedule of package tables: boards numbered 1, 2, … as pairings
	// prints them (for odd N the game against N+1 is the bye, not a board).
	sched, err := tberger.Cycles(rr.N, rr.Cycles, rr.Swap)
	if err != nil {
		return nil, err
	}
	l.sched = sched
	l.pairingGames.name = l.sPairings
	for t := 1; t <= l.rounds; t++ {
		l.firstGame = append(l.firstGame, len(l.games))
		games, _ := sched.Round(t)
		if bye, _ := sched.Bye(t); bye != 0 {
			l.byeOf[t-1] = bye
			l.at[bye][t] = seat{game: -1}
		}
		for _, g := range games {
			i := len(l.games)
			l.games = append(l.games, gameRow{t, g.Board, g.White, g.Black, l.pairingGames.add()})
			l.at[g.White][t] = seat{i, true, g.Black}
			l.at[g.Black][t] = seat{i, false, g.White}
		}
	}
	// Berger result table: at most bergerRounds rounds (3 columns each) side
	// by side and bergerPlayers players a page, so that a page prints
	// legibly on landscape A4 fitted to its width; blocks of even size.
	nb := (l.rounds + bergerRounds - 1) / bergerRounds
	per := (l.rounds + nb - 1) / nb
	l.blockOf = make([]int, l.rounds+1)
	l.posIn = make([]int, l.rounds+1)
	for t := 1; t <= l.rounds; t++ {
		k := (t - 1) / per
		if k == len(l.blocks) {
			l.blocks = append(l.blocks, nil)
		}
		l.blockOf[t], l.posIn[t] = k, len(l.blocks[k])
		l.blocks[k] = append(l.blocks[k], t)
	}
	nc := (rr.N + bergerPlayers - 1) / bergerPlayers
	l.chunkOf = make([]int, rr.N+1)
	for p := 1; p <= rr.N; p++ {
		c := (p - 1) * nc / rr.N
		if c == len(l.chunkFirst) {
			l.chunkFirst = append(l.chunkFirst, p)
		}
		l.chunkOf[p] = c
	}
	l.chunkFirst = append(l.chunkFirst, rr.N+1)
	return l, nil
}

// gamesPerRound is the number of games in a round (the bye is not one).
func (l *layout) gamesPerRound() int { return l.m/2 - (l.m - l.N) }

// playerRef is the Players cell of column col for player p.
func (l *layout) playerRef(col, p int) string { return absRef(l.sPlayers, col, p+1) }

// players writes the Players sheet: pairing number, then name, rating and
// federation to fill in (unlocked, text).
func (l *layout) players(b *book, s *sheet) (page, error) {
	st := b.Style
	s.Heads(1, lblNo, lblName, lblRating, lblFederation, lblWithdrawnAfter, lblClub, lblFideID, lblTitle, lblBirthDate, lblSex, lblFideName)
	s.keep(s.F.AddComment(s.Name, excelize.Comment{Cell: cell(plWithdrawn, 1), Author: "toutesrondes",
		Text: b.Lang.T(noteWithdrawal)}))
	s.numberCells(plWithdrawn, 2, plWithdrawn, l.N+1, 0, l.rounds-1, true, b.Lang.T(errTitle), b.Lang.T(errWithdrawn))
	for p := 1; p <= l.N; p++ {
		r := p + 1
		pl := listed(l.Players, p)
		s.playerCells(r, p, pl, st.Center, st.Text, st.Input)
		s.Style(plWithdrawn, r, plWithdrawn, r, st.Input)
		for _, c := range []struct {
			col int
			v   string
		}{{plClub, pl.Club}, {plFideID, pl.FideID}, {plTitle, pl.Title}, {plBirth, pl.BirthDate}, {plSex, pl.Sex}, {plFideName, pl.FideName}} {
			s.Text(c.col, r, c.v, st.Text)
		}
	}
	s.Widths(1, 6, 32, 8, 12, 12, 24, 12, 7, 12, 6, 32)
	// The report's columns are for the screen: the printed list stays the
	// one the players check.
	s.ScreenOnly(plClub, plFideName)
	s.Freeze(0, 1)
	return page{TitleRows: 1}, nil
}

// pairings writes the Pairings sheet: one row per game, round by round, the
// result typed in column E (the defined name Results), and hidden helper
// columns that turn each result into numbers.
func (l *layout) pairings(b *book, s *sheet) (page, error) {
	st := b.Style
	var bye func(int) string
	if l.m != l.N {
		bye = func(t int) string {
			p := l.byeOf[t-1]
			return l.playerRef(1, p) + `&" "&` + shortName(l.playerRef(2, p), nameWidth)
		}
	}
	s.gameCells(st, lblBoard, l.games, l.firstGame, bye, func(p int) string { return shortName(l.playerRef(2, p), nameWidth) })
	koya := fmt.Sprintf("%g", l.half)
	results := resultList()
	for _, g := range l.games {
		r := g.row
		// Comparisons are TRUE or FALSE, and count 1 or 0 in a sum. The
		// standings count the result of pEff (the withdrawals applied), the
		// checks and the table the result as typed.
		typed, e := cell(pResult, r), cell(pEff, r)
		is := func(res ...string) string { return isIn(e, res...) }
		wn, bn := cell(pWNo, r), cell(pBNo, r)
		pts := func(p string) string { return "INDEX(Points," + p + ")" }
		s.Value(pRoundNo, r, g.round, 0)
		s.Formula(pValid, r, isIn(typed, results...), 0)
		s.Formula(pInvalid, r, fmt.Sprintf(`(%s<>"")*(1-%s)`, typed, cell(pValid, r)), 0)
		// FIDE Tournament Rules 5.4: the games of a player out of the
		// standings (fewer than half his games played) are left out; the
		// games after a withdrawal are forfeits.
		in := l.xrange(l.xIn())
		for _, side := range [][2]int{{pWLeft, pWNo}, {pBLeft, pBNo}} {
			k := fmt.Sprintf("INDEX(Withdrawn,%s)", cell(side[1], r))
			s.Formula(side[0], r, fmt.Sprintf(`(%s<>"")*(%s>%s)`, k, cell(pRoundNo, r), k), 0)
		}
		wl, bl := cell(pWLeft, r), cell(pBLeft, r)
		tab := cell(pTable, r)
		s.Formula(pTable, r, fmt.Sprintf(`IF(%s*%s=1,"-/-",IF(%s=1,"-/+",IF(%s=1,"+/-",%s&"")))`, wl, bl, wl, bl, typed), 0)
		s.Formula(pEff, r, fmt.Sprintf(`IF(INDEX(%s,%s)*INDEX(%s,%s)=0,"",%s)`, in, wn, in, bn, tab), 0)
		wt, bt := scoreFormulas(tab)
		s.Formula(pWPtsT, r, wt, 0)
		s.Formula(pBPtsT, r, bt, 0)
		wp, bp := scoreFormulas(e)
		s.Formula(pWPts, r, wp, 0)
		s.Formula(pBPts, r, bp, 0)
		s.Formula(pWWin, r, is("1-0", "+/-"), 0)
		s.Formula(pBWin, r, is("0-1", "-/+"), 0)
		s.Formula(pWSB, r, cell(pWPts, r)+"*"+pts(bn), 0)
		s.Formula(pBSB, r, cell(pBPts, r)+"*"+pts(wn), 0)
		s.Formula(pWKoya, r, cell(pWPts, r)+"*("+pts(bn)+">="+koya+")", 0)
		s.Formula(pBKoya, r, cell(pBPts, r)+"*("+pts(wn)+">="+koya+")", 0)
		s.Formula(pBPlayed, r, is("1-0", "½-½", "0-1"), 0)
		s.Formula(pBWonOTB, r, is("0-1")+"+0", 0)
		s.Formula(pWWonOTB, r, is("1-0")+"+0", 0)
		// ARO and TPR (C.07 10.1, 10.2): the games played over the board
		// against a rated opponent (a rating left blank is unrated).
		played := cell(pBPlayed, r)
		rating := func(p string) string { return fmt.Sprintf("N(INDEX(%s,%s))", l.ratings(), p) }
		s.Formula(pWOppR, r, played+"*"+rating(bn), 0)
		s.Formula(pBOppR, r, played+"*"+rating(wn), 0)
		s.Formula(pWRated, r, played+"*("+rating(bn)+">0)", 0)
		s.Formula(pBRated, r, played+"*("+rating(wn)+">0)", 0)
		s.Formula(pWRPts, r, cell(pWPts, r)+"*"+cell(pWRated, r), 0)
		s.Formula(pBRPts, r, cell(pBPts, r)+"*"+cell(pBRated, r), 0)
		if before, ok := l.beforeDE(); ok {
			// Equal on points and on every criterion before de.
			t := []string{"(" + pts(wn) + "=" + pts(bn) + ")"}
			for _, k := range before {
				rg := l.critRange(k)
				t = append(t, fmt.Sprintf("(INDEX(%s,%s)=INDEX(%s,%s))", rg, wn, rg, bn))
			}
			s.Formula(pTied, r, strings.Join(t, "*"), 0)
			s.Formula(pWDE, r, cell(pWPts, r)+"*"+cell(pTied, r), 0)
			s.Formula(pBDE, r, cell(pBPts, r)+"*"+cell(pTied, r), 0)
		}
	}
	// The round number, the bye and the count of results entered span the
	// rows of their round.
	s.Value(pCount, 1, b.Lang.T(lblEntered), st.Header)
	for t := 1; t <= l.rounds; t++ {
		first := l.games[l.firstGame[t-1]].row
		last := first + l.gamesPerRound() - 1
		s.Formula(pCount, first, fmt.Sprintf("COUNTIFS(%s:%s,1)", cell(pValid, first), cell(pValid, last)), st.Number)
		if last > first {
			s.Style(pCount, first+1, pCount, last, st.Number)
			s.Merge(pCount, first, pCount, last)
		}
		s.Merge(pRound, first, pRound, last)
		if l.m != l.N {
			s.Merge(pBye, first, pBye, last)
		}
	}
	s.Widths(pRound, 7, 7, 5, nameWidth, 9, 5, nameWidth, nameWidth, 9)
	if l.m == l.N {
		// No bye: its empty column is hidden, and the count of results
		// follows the black names on screen.
		s.Hide(pBye, pBye)
	}
	s.ScreenOnly(pCount, pCount)
	// Anything typed that is not a result shows red (and is counted on the
	// standings sheet): a pasted "1/2-1/2" or "1-0 " scores nothing.
	red, err := s.F.NewConditionalStyle(&excelize.Style{
		Fill: excelize.Fill{Type: "pattern", Color: []string{"FFC7CE"}, Pattern: 1},
		Font: &excelize.Font{Color: "9C0006", Bold: true}})
	s.keep(err)
	s.keep(s.F.SetConditionalFormat(s.Name, cell(pResult, 2)+":"+cell(pResult, l.pairingGames.last),
		[]excelize.ConditionalFormatOptions{{Type: "formula", Criteria: "$" + colName(pInvalid) + "2=1", Format: &red}}))
	s.Hide(pWPts, pBRPts)
	s.Freeze(0, 1)
	s.resultCells(pResult, 2, l.pairingGames.last)
	roundRow := func(t int) int { return l.games[l.firstGame[t-1]].row }
	return pairingsPage(l.m != l.N, l.RoundPerPage, l.rounds, l.gamesPerRound(), roundRow), nil
}

// beforeDE returns the criteria placed before de in the order, and whether
// de is in the order at all.
func (l *layout) beforeDE() ([]tiebreak.Kind, bool) {
	for i, k := range l.order {
		if k == tiebreak.DE {
			return l.order[:i], true
		}
	}
	return nil, false
}

// Columns of the cross table, whose rows 2..N+1 are the players in
// pairing-number order: number, name, rating, one column per opponent, then
// the per-player sums. The defined names Points, Wins, SonnebornBerger and
// Rank are its columns; xKoya and after are hidden helpers.
func (l *layout) xOpp(q int) int { return 3 + q }
func (l *layout) xTotal() int    { return l.N + 4 }
func (l *layout) xWins() int     { return l.N + 5 }
func (l *layout) xSB() int       { return l.N + 6 }
func (l *layout) xRank() int     { return l.N + 7 }
func (l *layout) xKoya() int     { return l.N + 8 }
func (l *layout) xBPG() int      { return l.N + 9 }
func (l *layout) xBWG() int      { return l.N + 10 }
func (l *layout) xDE() int       { return l.N + 11 }
func (l *layout) xPos() int      { return l.N + 12 }
func (l *layout) xWon() int      { return l.N + 13 }
func (l *layout) xOrder() int    { return l.N + 14 } // row 1: the order, as -tiebreaks spells it
func (l *layout) xIn() int       { return l.N + 15 } // 0: out of the standings (FIDE Tournament Rules 5.4 a)
func (l *layout) xARO() int      { return l.N + 16 }
func (l *layout) xTPR() int      { return l.N + 17 }

// ratings is the Players sheet's column of ratings, in pairing-number
// order.
func (l *layout) ratings() string { return absRange(l.sPlayers, 3, 2, 3, l.N+1) }

// critCol is the cross-table column of each criterion.
var critCol = [...]func(*layout) int{tiebreak.SB: (*layout).xSB, tiebreak.Wins: (*layout).xWins,
	tiebreak.DE: (*layout).xDE, tiebreak.Koya: (*layout).xKoya, tiebreak.BPG: (*layout).xBPG, tiebreak.BWG: (*layout).xBWG,
	tiebreak.Won: (*layout).xWon, tiebreak.ARO: (*layout).xARO, tiebreak.TPR: (*layout).xTPR}

// xcol is the cross-table column of criterion k (one of l.order, which
// newLayout checked).
func (l *layout) xcol(k tiebreak.Kind) int { return critCol[k](l) }

// critRange is the N cells of criterion k in pairing-number order.
func (l *layout) critRange(k tiebreak.Kind) string { return l.xrange(l.xcol(k)) }

// xrange is column col of the cross table over the N players.
func (l *layout) xrange(col int) string { return absRange(l.sCross, col, 2, col, l.N+1) }

// Berger result table: the page of block k and chunk c starts at row
// bStart(k, c) with two title rows, then the chunk's players, then a blank
// row; round t takes three columns (colour, opponent, result) from column 3.
func (l *layout) bStart(k, c int) int {
	chunks := len(l.chunkFirst) - 1
	return 1 + k*(l.N+3*chunks) + (l.chunkFirst[c] - 1) + 3*c
}
func (l *layout) bRow(p, t int) int {
	c := l.chunkOf[p]
	return l.bStart(l.blockOf[t], c) + 2 + p - l.chunkFirst[c]
}
func (l *layout) bCol(t int) int { return 3 + 3*l.posIn[t] }
func (l *layout) bResRef(p, t int) string {
	return absRef(l.sBerger, l.bCol(t)+2, l.bRow(p, t))
}

// berger writes the Berger result table of 002: for each player and round
// the colour, the opponent and the result from the player's side.
func (l *layout) berger(b *book, s *sheet) (page, error) {
	var breaks []int
	for k, block := range l.blocks {
		for c := range len(l.chunkFirst) - 1 {
			if h := l.bStart(k, c); h > 1 {
				breaks = append(breaks, h)
			}
			l.bergerPage(b, s, block, l.chunkFirst[c], l.chunkFirst[c+1]-1)
		}
	}
	s.Width(1, 1, 5)
	s.Width(2, 2, bergerName)
	for i := range l.blocks[0] {
		c := 3 + 3*i
		s.Width(c, c, 3.8)
		s.Width(c+1, c+1, 4.6)
		s.Width(c+2, c+2, 3.8)
	}
	return page{Landscape: true, Breaks: breaks}, nil
}

// bergerPage writes one page of the Berger result table: the rounds of
// block, players first..last, under their own title rows.
func (l *layout) bergerPage(b *book, s *sheet, block []int, first, last int) {
	st, T := b.Style, b.Lang.T
	h := l.bRow(first, block[0]) - 2
	s.Value(1, h, T(lblNo), st.Header)
	s.Value(2, h, T(lblName), st.Header)
	s.Style(1, h+1, 2, h+1, st.Header)
	s.Merge(1, h, 1, h+1)
	s.Merge(2, h, 2, h+1)
	for _, t := range block {
		c := l.bCol(t)
		s.Value(c, h, T(lblRoundShort)+fmt.Sprint(t), st.Header)
		s.Style(c+1, h, c+2, h, st.Header)
		s.Merge(c, h, c+2, h)
		s.Value(c, h+1, T(lblColour), st.Header)
		s.Value(c+1, h+1, T(lblOpponent), st.Header)
		s.Value(c+2, h+1, T(lblRes), st.Header)
	}
	for p := first; p <= last; p++ {
		r := l.bRow(p, block[0])
		s.Value(1, r, p, st.Center)
		s.Formula(2, r, shortName(l.playerRef(2, p), bergerName), st.Cell)
		for _, t := range block {
			c, at := l.bCol(t), l.at[p][t]
			if at.game < 0 {
				s.Style(c, r, c, r, st.Center)
				s.Value(c+1, r, T(lblByeShort), st.Center)
				s.Style(c+2, r, c+2, r, st.Center)
				continue
			}
			g := l.games[at.game]
			// The result of the table (as typed, or a forfeit after a
			// withdrawal) is white's score, a sign, black's score: the
			// first sign is white's side, the last black's.
			res := absRef(l.sPairings, pTable, g.row)
			side, oppNo, colour := "RIGHT", absRef(l.sPairings, pWNo, g.row), lblB
			if at.white {
				side, oppNo, colour = "LEFT", absRef(l.sPairings, pBNo, g.row), lblW
			}
			s.Value(c, r, T(colour), st.Center)
			s.Formula(c+1, r, oppNo, st.Center)
			s.Formula(c+2, r, fmt.Sprintf(`IF(%s="","",%s(%s,1))`, res, side, res), st.Center)
		}
	}
}

// cross writes the cross table of 001: each player's results against each
// opponent (all cycles in one cell), the diagonal crossed, then points,
// wins, Sonneborn-Berger and rank, with the other tie-breaks hidden after.
func (l *layout) cross(b *book, s *sheet) (page, error) {
	st := b.Style
	heads := map[int]Text{1: lblNo, 2: lblName, 3: lblRating, l.xTotal(): lblTotal, l.xRank(): lblRank, l.xPos(): lblPosition}
	for _, k := range tiebreak.Kinds {
		heads[l.xcol(k)] = tieBreakLabels[k]
	}
	s.HeadsAt(1, heads)
	for q := 1; q <= l.N; q++ {
		s.Value(l.xOpp(q), 1, q, st.Header)
	}
	sum := func(wcol, bcol int, r int) string {
		f := ""
		if wcol != 0 {
			f = fmt.Sprintf("SUMIF(%s,$A%d,%s)", l.pairingGames.col(pWNo), r, l.pairingGames.col(wcol))
		}
		if wcol != 0 && bcol != 0 {
			f += "+"
		}
		return f + fmt.Sprintf("SUMIF(%s,$A%d,%s)", l.pairingGames.col(pBNo), r, l.pairingGames.col(bcol))
	}
	_, de := l.beforeDE()
	for p := 1; p <= l.N; p++ {
		r := p + 1
		s.Value(1, r, p, st.Center)
		s.Formula(3, r, fmt.Sprintf(`IF(%s="","",%s)`, l.playerRef(3, p), l.playerRef(3, p)), st.Center)
		for q := 1; q <= l.N; q++ {
			if q == p {
				s.Style(l.xOpp(q), r, l.xOpp(q), r, st.Crossed)
				continue
			}
			var refs []string
			for t := 1; t <= l.rounds; t++ {
				if at := l.at[p][t]; at.game >= 0 && at.opp == q {
					refs = append(refs, l.bResRef(p, t))
				}
			}
			f := refs[0]
			if len(refs) > 1 {
				f = "TRIM(" + strings.Join(refs, `&" "&`) + ")"
			}
			// Against a player out of the standings the results are not
			// counted (pEff): in brackets, so that the others add up to
			// Total. The row of the player out keeps them all.
			f = fmt.Sprintf(`IF(%s*(1-%s)*(%s<>"")=1,"("&%s&")",%s)`, cell(l.xIn(), r), cell(l.xIn(), q+1), f, f, f)
			s.Formula(l.xOpp(q), r, f, st.Center)
		}
		// 5.4 (a): withdrawn having completed fewer than half his games.
		k := absRef(l.sPlayers, plWithdrawn, p+1)
		s.Formula(2, r, l.markedName(b.Lang, l.playerRef(2, p), k, crossName), st.Cell)
		completed := fmt.Sprintf(`COUNTIFS(%s,$A%d,%s,"<="&%s,%s,1)+COUNTIFS(%s,$A%d,%s,"<="&%s,%s,1)`,
			l.pairingGames.col(pWNo), r, l.pairingGames.col(pRoundNo), k, l.pairingGames.col(pValid), l.pairingGames.col(pBNo), r, l.pairingGames.col(pRoundNo), k, l.pairingGames.col(pValid))
		s.Formula(l.xIn(), r, fmt.Sprintf(`IF(%s="",1,IF(2*(%s)<%d,0,1))`, k, completed, l.Cycles*(l.N-1)), st.Number)
		// Out of the standings, the score stays that of the table.
		s.Formula(l.xTotal(), r, fmt.Sprintf("IF(%s=0,%s,%s)", cell(l.xIn(), r), sum(pWPtsT, pBPtsT, r), sum(pWPts, pBPts, r)), st.Number)
		s.Formula(l.xWins(), r, sum(pWWin, pBWin, r), st.Number)
		s.Formula(l.xSB(), r, sum(pWSB, pBSB, r), st.Number)
		s.Formula(l.xKoya(), r, sum(pWKoya, pBKoya, r), st.Number)
		s.Formula(l.xBPG(), r, sum(0, pBPlayed, r), st.Number)
		s.Formula(l.xBWG(), r, sum(0, pBWonOTB, r), st.Number)
		s.Formula(l.xWon(), r, sum(pWWonOTB, pBWonOTB, r), st.Number)
		// ARO rounded half up (ROUND of a positive number); TPR adds dp of
		// FIDE's table at p rounded to the hundredth.
		rated := sum(pWRated, pBRated, r)
		s.Formula(l.xARO(), r, fmt.Sprintf("IF(%s=0,0,ROUND((%s)/(%s),0))", rated, sum(pWOppR, pBOppR, r), rated), st.Number)
		s.Formula(l.xTPR(), r, fmt.Sprintf("IF(%s=0,0,%s+INDEX({%s},1,ROUND(100*(%s)/(%s),0)+1))", rated, cell(l.xARO(), r),
			dpList(), sum(pWRPts, pBRPts, r), rated), st.Number)
		if de {
			s.Formula(l.xDE(), r, sum(pWDE, pBDE, r), st.Number)
		}
		s.Formula(l.xRank(), r, fmt.Sprintf("IF(%s=0,0,%s)", cell(l.xIn(), r), l.rankFormula(r)), l.rankStyle)
		// The standings' order: rank, then pairing number among equals;
		// the players out of the standings (rank 0) last.
		s.Formula(l.xPos(), r, fmt.Sprintf(`IF(%s=0,COUNTIFS(%s,1)+1+COUNTIFS(%s,0,%s,"<"&$A%d),%s+COUNTIFS(%s,%s,%s,"<"&$A%d))`,
			cell(l.xRank(), r), l.xrange(l.xIn()), l.xrange(l.xIn()), l.xrange(1), r,
			cell(l.xRank(), r), l.xrange(l.xRank()), cell(l.xRank(), r), l.xrange(1), r), st.Number)
	}
	s.Widths(1, 4, crossName, 7.5)
	s.Width(l.xOpp(1), l.xOpp(l.N), 4.2)
	if l.Cycles > 1 {
		s.Width(l.xOpp(1), l.xOpp(l.N), 2.2+2*float64(l.Cycles))
	}
	s.Width(l.xTotal(), l.xWon(), 7)
	s.Text(l.xOrder(), 1, tiebreak.FormatOrder(l.order), st.Text)
	s.Hide(l.xKoya(), l.xTPR())
	width := 4 + crossName + 7.5 + 4.2*float64(l.N) + 7*4
	if l.Cycles > 1 {
		width += float64(l.N) * (2*float64(l.Cycles) - 2)
	}
	l.withdrawalNote(b, s, l.N+3, l.xRank(), b.Lang.T(noteCrossWithdrawals), width)
	s.Freeze(2, 1)
	// One page when it fits at a readable scale; past that (page.split)
	// pages of opponents, the number, name and rating repeated on each and
	// the totals kept together.
	return page{Landscape: true, TitleRows: 1, TitleCols: 3, OnePage: true, KeepFrom: l.xTotal()}, nil
}

// dpList is FIDE's table of rating differences, dp(0.00) … dp(1.00), as
// the values of an array constant (one row).
func dpList() string {
	s := make([]string, 101)
	for i := range s {
		s[i] = fmt.Sprint(tiebreak.RatingDifference(2*i, 100))
	}
	return strings.Join(s, ",")
}

// rankFormula ranks the player of row r on points, then on each criterion
// of the order.
func (l *layout) rankFormula(r int) string {
	cols := []int{l.xIn(), l.xTotal()}
	for _, k := range l.order {
		cols = append(cols, l.xcol(k))
	}
	return rankFormula(r, cols, l.xrange)
}

// seatingRow is the first of the two rows (far, near) of round t.
func seatingRow(t int) int { return 3 + 2*(t-1) }

// seating writes the Rutsch-Berger seating plan (003): for each round the
// player at each seat of the long table, grey where the seat has black, and
// the fixed player's colour (it always sits at board 1).
func (l *layout) seating(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	k := l.m / 2
	fixed := 3 + k
	note := T(noteSeating)
	if l.Cycles > 1 {
		note += " " + T(noteSeatingReversed)
	}
	// The note spans the table, or the boards a split page holds (16).
	noteCols := min(fixed, 2+16)
	s.Value(1, 1, note, st.Note)
	s.Merge(1, 1, noteCols, 1)
	s.Value(1, 2, T(lblRound), st.Header)
	s.Value(2, 2, T(lblSide), st.Header)
	for bd := 1; bd <= k; bd++ {
		s.Value(2+bd, 2, bd, st.Header)
	}
	s.Value(fixed, 2, T(lblFixed), st.Header)
	for t := 1; t <= l.rounds; t++ {
		plan, err := l.sched.Seating(t)
		if err != nil {
			return page{}, err
		}
		r := seatingRow(t)
		s.Value(1, r, t, st.CenterTop)
		s.Style(1, r+1, 1, r+1, st.Center)
		s.Merge(1, r, 1, r+1)
		s.Value(2, r, T(lblFar), st.CenterTop)
		s.Value(2, r+1, T(lblNear), st.Center)
		for bd := 1; bd <= k; bd++ {
			for _, side := range []struct {
				row     int
				near    bool
				players []int
			}{{r, false, plan.Far}, {r + 1, true, plan.Near}} {
				white := plan.SeatColor(bd, side.near) == tables.White
				style := map[[2]bool]int{{true, true}: st.CenterTop, {true, false}: st.ShadedTop,
					{false, true}: st.Center, {false, false}: st.Shaded}[[2]bool{!side.near, white}]
				var v any = side.players[bd-1]
				if side.players[bd-1] == 0 {
					v = T(lblByeShort)
				}
				s.Value(2+bd, side.row, v, style)
			}
		}
		colour := T(lblB)
		if plan.SeatColor(1, plan.PivotNear) == tables.White {
			colour = T(lblW)
		}
		if l.m != l.N {
			colour = T(lblByeShort)
		}
		s.Value(fixed, r, colour, st.CenterTop)
		s.Style(fixed, r+1, fixed, r+1, st.Center)
		s.Merge(fixed, r, fixed, r+1)
	}
	s.Width(1, 2, 7)
	s.Width(3, 2+k, 5)
	s.Width(fixed, fixed, 24)
	width := 7 + 7 + 5*(noteCols-2)
	if noteCols == fixed {
		width += 24 - 5
	}
	s.Height(1, noteHeight(note, float64(width)))
	// Landscape past 10 boards (as the Rutsch seating plan), split across
	// pages past what fits on its width.
	landscape, rows := k > 10, rowsPortrait
	if landscape {
		rows = rowsLandscape
	}
	return page{Landscape: landscape, TitleRows: 2, TitleCols: 2, Breaks: groupBreaks(l.rounds, (rows-4)/2, seatingRow)}, nil
}

// standings writes the standings: the players in rank order (equal ranks in
// pairing-number order), with points and the tie-breaks in the chosen order.
func (l *layout) standings(b *book, s *sheet) (page, error) {
	st := b.Style
	heads := []Text{lblRank, lblNo, lblName, lblRating, lblPoints}
	cols := []int{l.xRank(), 0, 0, 0, l.xTotal()}
	for _, k := range l.order {
		heads = append(heads, tieBreakLabels[k])
		cols = append(cols, l.xcol(k))
	}
	s.Heads(1, heads...)
	for pos := 1; pos <= l.N; pos++ {
		r := pos + 1
		no := cell(2, r)
		s.Formula(2, r, fmt.Sprintf("MATCH(%d,%s,0)", pos, l.xrange(l.xPos())), st.Center)
		s.Formula(3, r, l.markedName(b.Lang, fmt.Sprintf(`INDEX(PlayerNames,%s)`, no), fmt.Sprintf(`INDEX(Withdrawn,%s)`, no), standingsName), st.Cell)
		s.Formula(4, r, fmt.Sprintf(`IF(INDEX(%s,%s)="","",INDEX(%s,%s))`,
			l.xrange(3), no, l.xrange(3), no), st.Center)
		for i, c := range cols {
			f, style := fmt.Sprintf("INDEX(%s,%s)", l.xrange(c), no), st.Number
			switch {
			case c == 0:
				continue
			case c == l.xRank():
				style = l.rankStyle // "-" out of the standings, as on the cross table
			case c == l.xDE():
				// Blank for a player equal with nobody on points and the
				// criteria before it: his direct encounter decides nothing.
				f = fmt.Sprintf(`IF(%s=1,"",%s)`, l.equalCount(no), f)
			}
			s.Formula(i+1, r, f, style)
		}
	}
	// The results entered, and those that are not results.
	games := len(l.games)
	s.Value(1, l.N+3, b.Lang.T(lblResultsEntered)+fmt.Sprintf(" (/%d)", games), st.Note)
	s.Merge(1, l.N+3, 4, l.N+3)
	s.Formula(5, l.N+3, "COUNTIFS("+l.pairingGames.col(pValid)+",1)", st.Number)
	s.Formula(1, l.N+4, fmt.Sprintf(`IF(%s=0,"%s",%s&" "&IF(%s=1,"%s","%s"))`, cell(5, l.N+4), b.Lang.T(lblInvalidNone), cell(5, l.N+4), cell(5, l.N+4),
		b.Lang.T(lblInvalidOne), b.Lang.T(lblInvalidMany)), st.Note)
	s.Merge(1, l.N+4, 4, l.N+4)
	s.Formula(5, l.N+4, "COUNTIFS("+l.pairingGames.col(pInvalid)+",1)", st.Number)
	s.Widths(1, 6, 6, standingsName, 7)
	s.Width(5, len(heads), 11)
	l.withdrawalNote(b, s, l.N+6, len(heads), b.Lang.T(noteStandingsWithdrawals), 6+6+standingsName+7+11*float64(len(heads)-4))
	s.Freeze(0, 1)
	// Two lines for the longer tie-break names ("Games with black"); more
	// than three tie-breaks (FIDE's four) print on landscape A4, above 8
	// points.
	s.Height(1, 30)
	return page{TitleRows: 1, Landscape: len(l.order) > 3}, nil
}

// makeStyles makes the style of the ranks: a number, and "-" for the rank
// 0 of a player out of the standings, so that the cross table and the
// standings print the same mark while the defined name Rank keeps numbers.
func (l *layout) makeStyles(b *book) error {
	format := `0;-0;"-"`
	id, err := b.NewStyle(excelize.Style{Border: box("808080", 1), CustomNumFmt: &format,
		Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}})
	l.rankStyle = id
	return err
}

// markedName is the name in ref shortened to width, followed, when the
// Withdrawn cell k is filled, by the mark of a withdrawal ("(withdrew
// R3)"), the name shortened further to leave it room.
func (l *layout) markedName(lang Lang, ref, k string, width float64) string {
	mark := `"` + lang.F(lblWithdrew, `"&`+k+`&"`) + `"`
	return fmt.Sprintf(`IF(%s="",%s,%s&" "&%s)`, k, shortName(ref, width), shortName(ref, width-13), mark)
}

// equalCount counts the players equal to player no on points and on every
// criterion before the direct encounter: 1 when he is equal with nobody.
func (l *layout) equalCount(no string) string {
	before, _ := l.beforeDE()
	args := []string{l.xrange(l.xIn()), fmt.Sprintf("INDEX(%s,%s)", l.xrange(l.xIn()), no),
		l.xrange(l.xTotal()), fmt.Sprintf("INDEX(%s,%s)", l.xrange(l.xTotal()), no)}
	for _, k := range before {
		args = append(args, l.critRange(k), fmt.Sprintf("INDEX(%s,%s)", l.critRange(k), no))
	}
	return "COUNTIFS(" + strings.Join(args, ",") + ")"
}

// withdrawalNote writes, in row r over columns 1..cols, the footnote that
// explains the marks of the withdrawals; it shows only once a withdrawal
// is typed. width is the columns' width, for the row's height.
func (l *layout) withdrawalNote(b *book, s *sheet, r, cols int, note string, width float64) {
	withdrawn := absRange(l.sPlayers, plWithdrawn, 2, plWithdrawn, l.N+1)
	s.Formula(1, r, fmt.Sprintf(`IF(COUNTIFS(%s,"<>")=0,"","%s")`, withdrawn, strings.ReplaceAll(note, `"`, `""`)), b.Style.Note)
	s.Merge(1, r, cols, r)
	s.Height(r, noteHeight(note, width))
}

// even is the table size of n players: n, or n+1 for a bye.
func even(n int) int { return n + n&1 }
