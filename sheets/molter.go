package sheets

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/xuri/excelize/v2"
)

// Team is a team of a teams file: its name and its players, strongest first.
type Team struct {
	Name    string
	Players []string
}

// Molter describes the workbook of a Molter team event (004): Teams teams of
// Players players on the document's table for that size (or, with Table, on
// the table of that number, e.g. "peyrin"), over Rounds rounds (0: the most
// the table plays; an odd count ends with the autonomous round). Source
// chooses the table: "" the document's where it has the shape, else the
// constructed one (molter.NewConstructed); molter.SourceDocument or
// molter.SourceConstructed that one only. TeamList may name fewer teams and
// players than the event has; the other cells stay blank to fill in.
type Molter struct {
	Teams, Players int
	Table          string
	Rounds         int
	Source         string
	TeamList       []Team
	Lang           Lang
	Event          Event
	Info           EventInfo // the event as a tournament report gives it (its own sheet, sheetMReport)
}

// MolterTable returns the table of the event.
func (m Molter) MolterTable() (molter.Table, error) {
	if m.Table != "" {
		t, err := molter.ByNumber(m.Table)
		if err != nil {
			return t, err
		}
		if (m.Teams != 0 && m.Teams != t.Teams()) || (m.Players != 0 && m.Players != t.Players()) {
			return t, fmt.Errorf("table %s is for %d teams of %d players, not %d of %d", m.Table, t.Teams(), t.Players(), m.Teams, m.Players)
		}
		return t, nil
	}
	return molter.New(m.Teams, m.Players)
}

// MolterEvent is what a Molter workbook reads of its table: the document's
// (molter.Table) and the constructed one (molter.Constructed) both give it,
// so that one layout prints either.
type MolterEvent interface {
	Teams() int
	Players() int
	Boards() int
	Event(k int) ([][]molter.Game, error)
	Grade(k int) (string, error)
	Published(k int) (molter.Published, error)
}

// MolterSource returns the table the workbook plays, by m.Source: a
// molter.Table or a molter.Constructed.
func (m Molter) MolterSource() (MolterEvent, error) {
	switch m.Source {
	case "", molter.SourceDocument:
		t, err := m.MolterTable()
		if err == nil || m.Source != "" || m.Table != "" || !errors.Is(err, molter.ErrNoTable) {
			return t, err
		}
		if c, cerr := molter.NewConstructed(m.Teams, m.Players); cerr == nil {
			return c, nil
		}
		return t, err // the document's error names the nearest shapes it covers
	case molter.SourceConstructed:
		if m.Table != "" {
			return nil, fmt.Errorf("table %s is the document's: a constructed table is chosen by its teams and players", m.Table)
		}
		return molter.NewConstructed(m.Teams, m.Players)
	}
	return nil, fmt.Errorf("source %q: want %s or %s", m.Source, molter.SourceDocument, molter.SourceConstructed)
}

// ResolveEvent resolves the event the workbook plays (molter.Resolve, as
// pairings molter does): the rounds, where they come from, the grades.
func (m Molter) ResolveEvent() (molter.Event, error) {
	return molter.Resolve(molter.Request{Teams: m.Teams, Players: m.Players, Table: m.Table, Rounds: m.Rounds, Source: m.Source})
}

// MolterRounds is the number of rounds of the event: m.Rounds, or by
// default the most the table plays, the document's event for a constructed
// table of a shape the document covers (as pairings molter).
func (m Molter) MolterRounds(src MolterEvent) int {
	if m.Rounds != 0 {
		return m.Rounds
	}
	switch t := src.(type) {
	case molter.Table:
		return t.MaxRounds()
	case molter.Constructed:
		return t.DefaultRounds()
	}
	return 0
}

// Validate reports what makes m unusable.
func (m Molter) Validate() error {
	t, err := m.MolterSource()
	if err != nil {
		return fmt.Errorf("molter: %s", tables.Message(err))
	}
	var p problems
	if m.Rounds != 0 {
		_, err := m.ResolveEvent()
		p.check(err != nil, "%s", tables.Message(err))
	}
	p.check(len(m.TeamList) > t.Teams(), "%d teams listed for %d", len(m.TeamList), t.Teams())
	for i, tm := range m.TeamList {
		p.check(len(tm.Players) > t.Players(), "team %d (%s) lists %d players, a team has %d", i+1, tm.Name, len(tm.Players), t.Players())
	}
	// The round dates are counted against the event's rounds, resolved
	// only when they are given.
	rounds := len(m.Info.RoundDates)
	if rounds > 0 {
		if ev, err := m.ResolveEvent(); err == nil {
			rounds = len(ev.Rounds)
		}
	}
	err = m.Info.Validate(rounds)
	p.check(err != nil, "%v", err)
	return p.err("molter", m.Lang, m.Event)
}

// WriteMolter writes the workbook described by m to w.
func WriteMolter(w io.Writer, m Molter) error {
	return writeFamily(w, m, m.Lang, m.Event, newMolterLayout)
}

func (l *molterLayout) steps() []Step {
	team := func(name string, col int) Column { return Column{name, l.sTeams, col, 2, l.T + 1} }
	player := func(name string, col int) Column { return Column{name, l.sPlayers, col, 2, l.T*l.P + 1} }
	return []Step{l.makeStyles,
		Fill(l.sEvent, l.event), Fill(l.sTeams, l.teams), Fill(l.sPlayers, l.players),
		Fill(l.sEnvelopes, l.envelopes), Fill(l.sCards, l.cards), Fill(l.sPairings, l.pairings),
		Fill(l.sSheets, l.resultSheets), Fill(l.sTeamStand, l.teamStandings), Fill(l.sPlayerStand, l.playerStandings),
		// The names other programs read: Results (one cell per board, round
		// then board order), the teams' columns in letter order, the
		// players' in the order A1 … AP, B1 ….
		Names(Column{contract.Results, l.sPairings, mResult, 2, l.lastGameRow()},
			team(contract.TeamNames, mtName), team(contract.TeamPoints, mtPoints), team(contract.TeamBerlin, mtBerlin),
			team("TeamWins", mtWins), team("TeamDirect", mtDirect), team("TeamRank", mtRank),
			player(contract.PlayerNames, mpName), player(contract.PlayerPoints, mpPoints), player(contract.PlayerWins, mpWins),
			player(contract.PlayerRank, mpRank)),
		// The event as the tournament report gives it: a sheet of its own
		// (the Event sheet above is the guide), last, so that the sheets
		// before keep their places for the programs that find them by
		// position.
		Fill(l.sReport, eventSheet(l.Info, l.K)), eventNamesStep(l.sReport, l.K),
	}
}

// mGame is one game of the Pairings sheet: round k (1..K), its board,
// the players' ids, and its sheet row.
type mGame struct{ round, board, white, black, row int }

// mSeat is what a player does in a round: the game and his colour.
type mSeat struct {
	game  int
	white bool
}

// molterLayout places every part of the Molter workbook.
type molterLayout struct {
	Molter
	ev        molter.Event // the event, resolved as pairings molter resolves it
	tab       molter.Table // the document's table; the zero Table for a constructed one
	T, P, K   int
	auto      bool // the last round is the autonomous one
	built     bool // that round is not printed by the document: the generator built it to its rules
	games     []mGame
	firstGame []int     // per round: index of its first game
	at        [][]mSeat // [id][round-1]
	style     molterStyles

	sEvent, sTeams, sPlayers, sEnvelopes, sCards, sPairings, sSheets, sTeamStand, sPlayerStand string
	sReport                                                                                    string // the event for the report (EventName …)
}

func newMolterLayout(m Molter) (*molterLayout, error) {
	ev, err := m.ResolveEvent()
	if err != nil {
		return nil, err
	}
	rounds := ev.Rounds
	l := &molterLayout{Molter: m, ev: ev, T: ev.Teams, P: ev.Players, K: len(rounds), tab: ev.Doc, auto: ev.AutonomousTable != "", built: ev.Built}
	T := m.Lang.T
	l.sEvent, l.sTeams, l.sPlayers = T(sheetMEvent), T(sheetMTeams), T(sheetPlayers)
	l.sEnvelopes, l.sCards, l.sPairings = T(sheetMEnvelopes), T(sheetMCards), T(sheetPairings)
	l.sSheets, l.sTeamStand, l.sPlayerStand = T(sheetMSheets), T(sheetMTeamStand), T(sheetMPlayerStand)
	l.sReport = T(sheetMReport)

	l.at = make([][]mSeat, l.T*l.P+1)
	for id := range l.at {
		l.at[id] = make([]mSeat, l.K)
		for k := range l.at[id] {
			l.at[id][k].game = -1
		}
	}
	row := 2
	for k, games := range rounds {
		l.firstGame = append(l.firstGame, len(l.games))
		for _, g := range games {
			wi, err := l.id(g.White)
			if err != nil {
				return nil, err
			}
			bi, err := l.id(g.Black)
			if err != nil {
				return nil, err
			}
			i := len(l.games)
			l.games = append(l.games, mGame{k + 1, g.Board, wi, bi, row})
			if l.at[wi][k].game >= 0 || l.at[bi][k].game >= 0 {
				return nil, fmt.Errorf("molter: round %d: %s plays twice", k+1, g)
			}
			l.at[wi][k] = mSeat{i, true}
			l.at[bi][k] = mSeat{i, false}
			row++
		}
	}
	return l, nil
}

// id numbers the players team by team: A1 … AP are 1 … P, B1 is P+1, ….
// The document's letters begin the constructed tables' (A–Z without I,
// then AA, AB, …): molter.TeamIndex reads both.
func (l *molterLayout) id(p molter.Player) (int, error) {
	t := molter.TeamIndex(p.Team)
	if t < 0 || t >= l.T || p.Order < 1 || p.Order > l.P {
		return 0, fmt.Errorf("molter: player %s is not in %d teams of %d", p, l.T, l.P)
	}
	return t*l.P + p.Order, nil
}

// team is the name of team t (1 for A).
func (l *molterLayout) team(t int) string { return molter.TeamName(t - 1) }

func (l *molterLayout) teamOf(id int) int  { return (id-1)/l.P + 1 }
func (l *molterLayout) orderOf(id int) int { return (id-1)%l.P + 1 }
func (l *molterLayout) symbol(id int) string {
	return l.team(l.teamOf(id)) + strconv.Itoa(l.orderOf(id))
}

// roundLabel is "5" or, for the autonomous round, "5 (17a)".
func (l *molterLayout) roundLabel(k int) string {
	if l.auto && k == l.K {
		return fmt.Sprintf("%d (%sa)", k, l.tab.Table())
	}
	return strconv.Itoa(k)
}

// roundTitle is "Round 5" or "Round 5 – autonomous 17a".
func (l *molterLayout) roundTitle(k int) string {
	t := l.Lang.T(lblRound) + " " + strconv.Itoa(k)
	if l.auto && k == l.K {
		t += " – " + l.Lang.T(lblAutoShort) + " " + l.tab.Table() + "a"
		if l.built {
			t += " (" + l.Lang.T(lblAutoBuilt) + ")"
		}
	}
	return t
}

func (l *molterLayout) lastGameRow() int { return l.games[len(l.games)-1].row }
func (l *molterLayout) boards() int      { return l.ev.Boards() }

// Columns of the Pairings sheet. From mWID on they are hidden helpers: per
// game, the numbers the Players and Teams sheets add up with SUMIF.
const (
	mRound = 1 + iota
	mBoard
	mWhite
	mWName
	mResult
	mBlack
	mBName
	_
	mWID   // white's player id (row id+1 of the Players sheet)
	mBID   // black's
	mWT    // white's team (1..T)
	mBT    // black's
	mWPts  // white's points
	mBPts  // black's points
	mWWin  // 1 if white won (forfeit included)
	mBWin  // 1 if black won
	mTied  // 1 if the teams are equal on points, Berlin and wins
	mWDir  // white's points if tied
	mBDir  // black's points if tied
	mTied2 // 1 if also equal on the direct encounter
	mWTop  // white's points if tied2
	mBTop  // black's
)

// Columns of the Players sheet (rows 2..T·P+1 by id). mpID and after are
// hidden.
const (
	mpSymbol = 1 + iota
	mpTeam
	mpOrder
	mpName
	mpPoints
	mpWins
	mpRank
	_
	mpID
	mpTeamNo
	mpBerlin // the Berlin weight × points
	mpTop    // points against the teams equal on the four criteria
	mpKey    // the standings' order among equals: by order number, then team
	mpPos    // the place in the individual standings
)

// Columns of the Teams sheet (rows 2..T+1 by letter). mtKey and after are
// hidden.
const (
	mtLetter = 1 + iota
	mtName
	mtPoints
	mtBerlin
	mtWins
	mtDirect
	mtRank
	_
	mtKey // the top-board key: one letter per board, A + 2 × points
	mtPos
)

func (l *molterLayout) pcol(col int) string {
	return absRange(l.sPairings, col, 2, col, l.lastGameRow())
}
func (l *molterLayout) plcol(col int) string {
	return absRange(l.sPlayers, col, 2, col, l.T*l.P+1)
}
func (l *molterLayout) tcol(col int) string {
	return absRange(l.sTeams, col, 2, col, l.T+1)
}
func (l *molterLayout) playerRef(col, id int) string { return absRef(l.sPlayers, col, id+1) }
func (l *molterLayout) teamRef(col, t int) string    { return absRef(l.sTeams, col, t+1) }

// nameOf shows a player's name ("" when blank, not 0).
func (l *molterLayout) nameOf(id int) string { return l.playerRef(mpName, id) + `&""` }

// event writes the first sheet: what the event is, the table it plays and
// where it comes from, its defects, and how to prepare and play it.
func (l *molterLayout) event(b *Book, s *Sheet) (Page, error) {
	T, F := b.Lang.T, b.Lang.F
	var colours []string
	for k := 1; k <= l.K; k++ {
		colours = append(colours, F(lblColon, l.roundTitle(k), T(l.colour(k).name)))
	}
	rows := l.constructedRows(b)
	source := noteMolterGradeCons
	if l.tab != (molter.Table{}) {
		rows, source = l.documentRows(b), noteMolterGrade
	}
	rows = append(rows,
		guideRow{lblEvPrepare, T(noteMolterPrepare)},
		guideRow{lblEvCards, b.Lang.Join(colours) + "."},
		guideRow{lblEvResults, T(noteMolterResults)},
		guideRow{lblEvRanking, T(noteMolterRanking)},
		guideRow{lblGProtect, T(guideProtect)},
		guideRow{lblEvGrade, molterGrade(l.ev, source, b.Lang)}, // last: the rows above keep their places
	)
	return guideRows(b, s, F(molterTitle, l.T, l.P), rows)
}

// documentRows are the event sheet's first rows for a table of the
// document: its number, origin, rounds, autonomous round, defects and how
// its rounds are played.
func (l *molterLayout) documentRows(b *Book) []guideRow {
	T, F := b.Lang.T, b.Lang.F
	tab := l.tab
	main := l.K
	if l.auto {
		main--
	}
	var rounds string
	switch {
	case l.built && main == 0:
		rounds = F(molterRoundsBuilt1, tab.Table())
	case l.built:
		rounds = F(molterRoundsBuilt, l.K, main, tab.Table(), l.K)
	case l.auto && main == 0:
		rounds = F(molterRoundsAuto1, tab.Table())
	case l.auto:
		rounds = F(molterRoundsAuto, l.K, main, tab.Table(), l.K)
	default:
		rounds = F(molterRoundsMain, l.K, l.K, tab.Rounds())
	}
	var auto string
	switch {
	case tab.HasAutonomous() && tab.Follow() == 0:
		auto = F(molterAutoOnly, tab.Table())
	case tab.HasAutonomous():
		// Only an even number of main rounds (played two by two) may come
		// before the autonomous round: events of 1, 3, 5 … rounds.
		var after, events []string
		for k := 2; k <= tab.Follow(); k += 2 {
			after = append(after, fmt.Sprint(k))
		}
		for k := 1; k <= tab.Follow()+1; k += 2 {
			events = append(events, fmt.Sprint(k))
		}
		auto = F(molterAutoFollow, tab.Table(), strings.Join(after, T(lblOr)), strings.Join(events, ", "))
	case len(tab.Defects()) > 0:
		auto = F(molterAutoBroken, tab.Table())
	default:
		auto = T(molterAutoNone)
	}
	defects := T(lblEvNoDefect)
	if d := tab.Defects(); len(d) > 0 {
		lines := []string{T(noteMolterDefects)}
		for _, x := range d {
			text, _ := molterDefect(b.Lang, x)
			lines = append(lines, text)
		}
		defects = strings.Join(lines, "\n")
	}
	origin, _ := molterOrigin(b.Lang, tab)
	return []guideRow{
		{lblEvTable, F(molterTableTitle, tab.Table(), tab.Teams(), tab.Players(), tab.Rounds())},
		{lblEvOrigin, origin},
		{lblEvRounds, rounds},
		{lblEvBoards, F(molterBoards, l.boards(), l.T, l.P)},
		{lblEvAuto, auto},
		{lblEvDefects, defects},
		{lblEvPlay, T(noteMolterPlay)},
	}
}

// constructedRows are the event sheet's first rows for a constructed
// table, in the places of documentRows' (mkxlsx read finds the table by
// its pairings, not by these words).
func (l *molterLayout) constructedRows(b *Book) []guideRow {
	T, F := b.Lang.T, b.Lang.F
	c := l.ev.Cons
	rounds, auto, play := F(molterRoundsMain, l.K, l.K, c.Rounds()), T(molterConsAuto), T(molterConsPlay)
	if m, _ := c.EventMethod(l.K); m != c.Method() {
		// A table of its own, searched for this number of rounds.
		rounds, auto, play = F(molterRoundsOwn, l.K, l.K, c.Rounds()), T(molterConsAutoOwn), T(molterConsPlayOwn)
	}
	return []guideRow{
		{lblEvTable, F(molterConsTitle, l.T, l.P, c.Rounds())},
		{lblEvOrigin, T(molterConsOrigin)},
		{lblEvRounds, rounds},
		{lblEvBoards, F(molterBoards, l.boards(), l.T, l.P)},
		{lblEvAuto, auto},
		{lblEvDefects, T(molterConsRules)},
		{lblEvPlay, play},
	}
}

// teams writes the Teams sheet: the letter, the name to fill in, and the
// team's points and tie-breaks (TeamNames, TeamPoints, TeamBerlin, TeamWins,
// TeamDirect, TeamRank).
func (l *molterLayout) teams(b *Book, s *Sheet) (Page, error) {
	st := b.Style
	s.HeadsAt(1, map[int]Text{mtLetter: lblTeam, mtName: lblTeamName, mtPoints: lblPoints, mtBerlin: lblBerlin,
		mtWins: lblWinsT, mtDirect: lblDirect, mtRank: lblPlace, mtKey: lblTopKey, mtPos: lblPosition})
	sum := func(col, t int) string {
		return fmt.Sprintf("SUMIF(%s,%d,%s)", l.plcol(mpTeamNo), t, l.plcol(col))
	}
	for t := 1; t <= l.T; t++ {
		r := t + 1
		s.Value(mtLetter, r, l.team(t), st.Center)
		var tn string
		if t <= len(l.TeamList) {
			tn = l.TeamList[t-1].Name
		}
		s.Text(mtName, r, tn, st.Text)
		s.Formula(mtPoints, r, sum(mpPoints, t), st.Number)
		s.Formula(mtBerlin, r, sum(mpBerlin, t), st.Number)
		s.Formula(mtWins, r, sum(mpWins, t), st.Number)
		s.Formula(mtDirect, r, fmt.Sprintf("SUMIF(%s,%d,%s)+SUMIF(%s,%d,%s)",
			l.pcol(mWT), t, l.pcol(mWDir), l.pcol(mBT), t, l.pcol(mBDir)), st.Number)
		// One letter per board, A for 0 points, C for 1, …: compared as
		// text, the key orders teams by board 1's points, then board 2's….
		keys := make([]string, l.P)
		for i := 1; i <= l.P; i++ {
			keys[i-1] = fmt.Sprintf("CHAR(65+2*%s)", l.playerRef(mpTop, (t-1)*l.P+i))
		}
		s.Formula(mtKey, r, strings.Join(keys, "&"), st.Center)
		s.Formula(mtRank, r, l.teamRankFormula(r), st.Number)
		// Equal places in letter order.
		s.Formula(mtPos, r, fmt.Sprintf("%s+COUNTIF(%s:%s,%s)",
			cell(mtRank, r), abs(mtRank, 1), cell(mtRank, r-1), cell(mtRank, r)), st.Number)
	}
	s.Widths(mtLetter, 7, 30)
	s.Width(mtPoints, mtRank, 10)
	s.Width(mtKey, mtKey, max(12, float64(l.P)+2))
	s.Hide(mtKey, mtPos)
	s.Freeze(0, 1)
	s.Height(1, 30)
	return Page{TitleRows: 1}, nil
}

// teamRankFormula ranks the team of row r on points, then Berlin, wins,
// the direct encounter, and the top-board key last (as text: COUNTIFS
// compares text criteria alphabetically in every engine).
func (l *molterLayout) teamRankFormula(r int) string {
	return rankFormula(r, []int{mtPoints, mtBerlin, mtWins, mtDirect, mtKey}, l.tcol)
}

// players writes the Players sheet: each player's symbol, team and order,
// the name to fill in, and his points, wins and place (PlayerNames,
// PlayerPoints, PlayerWins, PlayerRank), team by team.
func (l *molterLayout) players(b *Book, s *Sheet) (Page, error) {
	st := b.Style
	s.HeadsAt(1, map[int]Text{mpSymbol: lblPlayer, mpTeam: lblTeam, mpOrder: lblOrder, mpName: lblName,
		mpPoints: lblPoints, mpWins: lblWinsT, mpRank: lblPlace, mpID: lblNo, mpTeamNo: lblTeam,
		mpBerlin: lblBerlin, mpTop: lblTopKey, mpKey: lblPosition, mpPos: lblPosition})
	sum := func(wcol, bcol int, r int) string {
		return fmt.Sprintf("SUMIF(%s,%s,%s)+SUMIF(%s,%s,%s)",
			l.pcol(mWID), cell(mpID, r), l.pcol(wcol), l.pcol(mBID), cell(mpID, r), l.pcol(bcol))
	}
	var breaks []int
	per := max(1, (rowsPortrait-1)/l.P) // whole teams per page
	for id := 1; id <= l.T*l.P; id++ {
		r := id + 1
		t, o := l.teamOf(id), l.orderOf(id)
		if o == 1 && t > 1 && (t-1)%per == 0 {
			breaks = append(breaks, r)
		}
		cs, cc, ct := st.Center, st.Cell, st.Text
		if o == 1 {
			cs, cc = st.CenterTop, st.CellTop
			ct = l.style.textTop
		}
		s.Value(mpSymbol, r, l.symbol(id), cs)
		s.Formula(mpTeam, r, fmt.Sprintf(`%s&" "&%s`, l.teamRef(mtLetter, t), l.teamRef(mtName, t)), cc)
		s.Value(mpOrder, r, o, cs)
		var pn string
		if t <= len(l.TeamList) && o <= len(l.TeamList[t-1].Players) {
			pn = l.TeamList[t-1].Players[o-1]
		}
		s.Text(mpName, r, pn, ct)
		s.Formula(mpPoints, r, sum(mWPts, mBPts, r), cs)
		s.Formula(mpWins, r, sum(mWWin, mBWin, r), cs)
		s.Formula(mpRank, r, fmt.Sprintf(`1+COUNTIF(%s,">"&%s)`, l.plcol(mpPoints), cell(mpPoints, r)), cs)
		s.Value(mpID, r, id, 0)
		s.Value(mpTeamNo, r, t, 0)
		s.Formula(mpBerlin, r, fmt.Sprintf("%d*%s", teamrank.Weight(o, l.P), cell(mpPoints, r)), 0)
		s.Formula(mpTop, r, sum(mWTop, mBTop, r), 0)
		s.Value(mpKey, r, (o-1)*l.T+t, 0)
		s.Formula(mpPos, r, fmt.Sprintf(`%s+COUNTIFS(%s,%s,%s,"<"&%s)`,
			cell(mpRank, r), l.plcol(mpRank), cell(mpRank, r), l.plcol(mpKey), cell(mpKey, r)), 0)
	}
	s.Widths(mpSymbol, 8, 26, 9, 30, 9, 9, 9)
	s.Hide(mpID, mpPos)
	s.Freeze(0, 1)
	return Page{TitleRows: 1, Breaks: breaks}, nil
}

// molterStyles are the styles only the Molter workbook uses, made once.
type molterStyles struct {
	wrap, textTop    int
	envTitle, slip   int
	cardHead, cardPl []int // per colour
	cardPlSmall      []int // per colour, past 25 teams only: see longCard
	roundHead        []int
}

func (l *molterLayout) makeStyles(b *Book) error {
	center := &excelize.Alignment{Horizontal: "center", Vertical: "center"}
	mk := func(s excelize.Style) (int, error) { return b.NewStyle(s) }
	var err error
	ms := &l.style
	if ms.wrap, err = mk(excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"},
		Border: box("808080", 1)}); err != nil {
		return err
	}
	top := box("808080", 1)
	top[2] = excelize.Border{Type: "top", Color: "000000", Style: 5}
	if ms.textTop, err = mk(excelize.Style{Border: top, NumFmt: textFormat, Protection: &excelize.Protection{Locked: false}}); err != nil {
		return err
	}
	if ms.envTitle, ms.slip, err = slipStyles(b); err != nil {
		return err
	}
	for _, c := range roundColours {
		fill := excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{c.fill}}
		head := box("000000", 3)
		head[3].Style = 0 // no line between the two rows of a card
		pl := box("000000", 3)
		pl[2].Style = 0
		// 10 points: the cards print at about 80 %, 8 points at least.
		h, err := mk(excelize.Style{Fill: fill, Border: head, Font: &excelize.Font{Size: 10},
			Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "bottom"}})
		if err != nil {
			return err
		}
		p, err := mk(excelize.Style{Fill: fill, Border: pl, Font: &excelize.Font{Bold: true, Size: 20}, Alignment: center})
		if err != nil {
			return err
		}
		rh, err := mk(excelize.Style{Fill: fill, Font: &excelize.Font{Bold: true, Size: 12},
			Alignment: &excelize.Alignment{Vertical: "center"}})
		if err != nil {
			return err
		}
		ms.cardHead, ms.cardPl, ms.roundHead = append(ms.cardHead, h), append(ms.cardPl, p), append(ms.roundHead, rh)
		if l.T > 25 { // made only where used: the other workbooks keep their bytes
			p, err := mk(excelize.Style{Fill: fill, Border: pl, Font: &excelize.Font{Bold: true, Size: 16}, Alignment: center})
			if err != nil {
				return err
			}
			ms.cardPlSmall = append(ms.cardPlSmall, p)
		}
	}
	return nil
}

// longCard is a card too wide for its 20 points: three-digit boards
// between teams past Z ("194. AA13 – AD13", 16 characters) print beyond
// the card (LibreOffice, 30 teams of 16); they print in 16 points. The
// document's longest cards ("150. C100 – B100") fit.
func (l *molterLayout) longCard(text string) bool {
	return len(l.style.cardPlSmall) > 0 && utf8.RuneCountInString(text) > 15
}

// colour is the colour of round k's cards.
func (l *molterLayout) colour(k int) struct {
	fill string
	name Text
} {
	return roundColours[(k-1)%len(roundColours)]
}

// envelopes writes the team envelopes: for each team letter the slips of
// its players' symbols (A1, A2, …), to cut out and put in one envelope.
func (l *molterLayout) envelopes(b *Book, s *Sheet) (Page, error) {
	T := b.Lang.T
	var groups []slipGroup
	for t := 1; t <= l.T; t++ {
		g := slipGroup{title: T(lblEnvelope) + " " + l.team(t)}
		for o := 1; o <= l.P; o++ {
			g.slips = append(g.slips, l.team(t)+strconv.Itoa(o))
		}
		groups = append(groups, g)
	}
	return slipSheet(s, T(noteEnvelopes), 0, groups, l.style.envTitle, l.style.slip), nil
}

// Board cards: three cards a row, each two cells high (the round, then the
// pairing as the document writes it: "15. D4 – B4"), a spacer column and
// row between cards to cut along.
const (
	cardsPerRow   = 3
	cardWidth     = 28
	cardRowsAPage = 10 // rows of cards per page
)

// cards writes the board cards: one per board per round, each round on new
// pages and in its own colour.
func (l *molterLayout) cards(b *Book, s *Sheet) (Page, error) {
	T := b.Lang.T
	cols := 2*cardsPerRow - 1
	heights := map[int]float64{}
	var breaks []int
	row := 1
	for k := 1; k <= l.K; k++ {
		if k > 1 {
			breaks = append(breaks, row)
		}
		ci := (k - 1) % len(roundColours)
		head := fmt.Sprintf("%s — %s", l.roundTitle(k), fmt.Sprintf(T(lblCardsOn), T(l.colour(k).name)))
		s.Value(1, row, head, l.style.roundHead[ci])
		s.Style(1, row, cols, row, l.style.roundHead[ci])
		s.Merge(1, row, cols, row)
		heights[row] = 24
		heights[row+1] = 8
		row += 2
		first := l.firstGame[k-1]
		n := l.boards()
		for i := range n {
			g := l.games[first+i]
			cr := i / cardsPerRow
			if cr > 0 && cr%cardRowsAPage == 0 && i%cardsPerRow == 0 {
				breaks = append(breaks, row+3*cr)
			}
			r := row + 3*cr
			c := 1 + 2*(i%cardsPerRow)
			s.Value(c, r, l.roundTitle(k), l.style.cardHead[ci])
			text := fmt.Sprintf("%d. %s – %s", g.board, l.symbol(g.white), l.symbol(g.black))
			st := l.style.cardPl[ci]
			if l.longCard(text) {
				st = l.style.cardPlSmall[ci]
			}
			s.Value(c, r+1, text, st)
			heights[r], heights[r+1], heights[r+2] = 18, 40, 10
		}
		row += 3 * ((n + cardsPerRow - 1) / cardsPerRow)
	}
	return cutSheet(s, cols, cardWidth, heights, breaks), nil
}

// pairings writes the Pairings sheet: one row per board, round by round,
// the result typed in column E (Results), and the hidden helpers.
func (l *molterLayout) pairings(b *Book, s *Sheet) (Page, error) {
	st := b.Style
	s.Heads(1, lblRound, lblBoard, lblWhite, lblName, lblResult, lblBlack, lblName)
	team := func(col int) func(t string) string {
		return func(t string) string { return fmt.Sprintf("INDEX(%s,%s)", l.tcol(col), t) }
	}
	for i, g := range l.games {
		r := g.row
		first := i == l.firstGame[g.round-1]
		cellSt, centerSt, entrySt := st.row(first)
		if first {
			s.Value(mRound, r, l.roundLabel(g.round), centerSt)
		} else {
			s.Style(mRound, r, mRound, r, centerSt)
		}
		s.Value(mBoard, r, g.board, centerSt)
		s.Value(mWhite, r, l.symbol(g.white), centerSt)
		s.Formula(mWName, r, l.nameOf(g.white), cellSt)
		s.Style(mResult, r, mResult, r, entrySt)
		s.Value(mBlack, r, l.symbol(g.black), centerSt)
		s.Formula(mBName, r, l.nameOf(g.black), cellSt)

		s.Value(mWID, r, g.white, 0)
		s.Value(mBID, r, g.black, 0)
		s.Value(mWT, r, l.teamOf(g.white), 0)
		s.Value(mBT, r, l.teamOf(g.black), 0)
		wp, bp := scoreFormulas(cell(mResult, r))
		s.Formula(mWPts, r, wp, 0)
		s.Formula(mBPts, r, bp, 0)
		s.Formula(mWWin, r, fmt.Sprintf("(%s=1)*1", cell(mWPts, r)), 0)
		s.Formula(mBWin, r, fmt.Sprintf("(%s=1)*1", cell(mBPts, r)), 0)
		wt, bt := cell(mWT, r), cell(mBT, r)
		var eq []string
		for _, c := range []int{mtPoints, mtBerlin, mtWins} {
			eq = append(eq, fmt.Sprintf("(%s=%s)", team(c)(wt), team(c)(bt)))
		}
		s.Formula(mTied, r, strings.Join(eq, "*"), 0)
		s.Formula(mWDir, r, cell(mWPts, r)+"*"+cell(mTied, r), 0)
		s.Formula(mBDir, r, cell(mBPts, r)+"*"+cell(mTied, r), 0)
		s.Formula(mTied2, r, fmt.Sprintf("%s*(%s=%s)", cell(mTied, r), team(mtDirect)(wt), team(mtDirect)(bt)), 0)
		s.Formula(mWTop, r, cell(mWPts, r)+"*"+cell(mTied2, r), 0)
		s.Formula(mBTop, r, cell(mBPts, r)+"*"+cell(mTied2, r), 0)
	}
	n := l.boards()
	for k := 1; k <= l.K; k++ {
		first := l.games[l.firstGame[k-1]].row
		s.Merge(mRound, first, mRound, first+n-1)
	}
	s.Widths(mRound, 9, 7, 7, 26, 9, 7, 26)
	s.Hide(mWID, mBTop)
	s.Freeze(0, 1)
	s.resultCells(mResult, 2, l.lastGameRow())
	// Whole rounds per page; a round longer than a page on pages of its own.
	var breaks []int
	used := 0
	for k := 1; k <= l.K; k++ {
		if used > 0 && used+n > rowsPortrait-1 {
			breaks = append(breaks, l.games[l.firstGame[k-1]].row)
			used = 0
		}
		used += n
	}
	return Page{TitleRows: 1, Breaks: breaks}, nil
}

// Result sheets: one block per team, as 004 prints them: a title row, two
// header rows, one row per player (order, name, then colour, opponent and
// result per round, and the total), and a last row with the tie-break, the
// place and the team's total.
func (l *molterLayout) blockHeight() int     { return l.P + 5 } // with a spacer row
func (l *molterLayout) blockRow(t int) int   { return 1 + (t-1)*l.blockHeight() }
func (l *molterLayout) sheetCol(k int) int   { return 3 + 3*(k-1) }
func (l *molterLayout) sheetTotal() int      { return l.sheetCol(l.K + 1) }
func (l *molterLayout) sheetLandscape() bool { return l.K >= 4 }

func (l *molterLayout) resultSheets(b *Book, s *Sheet) (Page, error) {
	st, T := b.Style, b.Lang.T
	total := l.sheetTotal()
	rowsPage := rowsPortrait
	if l.sheetLandscape() {
		rowsPage = rowsLandscape
	}
	per := max(1, rowsPage/l.blockHeight())
	s.Width(1, 1, 7)
	s.Width(2, 2, 22)
	for k := 1; k <= l.K; k++ {
		c := l.sheetCol(k)
		s.Width(c, c, 4.5)
		s.Width(c+1, c+1, 5.5)
		s.Width(c+2, c+2, 4.5)
	}
	s.Width(total, total, 8)
	// Too many rounds to fit the width at the floor scale: the sheet splits
	// between rounds, the order and name repeated on every page, and a
	// team's pages follow one another.
	page := Page{Landscape: l.sheetLandscape(), TitleCols: 2, ColGroup: 3, KeepFrom: total, Across: true}
	_, wide, err := page.widths(s, total)
	if err != nil {
		return Page{}, err
	}
	if !wide {
		page = Page{Landscape: l.sheetLandscape()}
	}
	var breaks []int
	for t := 1; t <= l.T; t++ {
		h := l.blockRow(t)
		if t > 1 && (t-1)%per == 0 {
			breaks = append(breaks, h)
		}
		s.Formula(1, h, fmt.Sprintf(`%s&"  "&%s`, l.teamRef(mtLetter, t), l.teamRef(mtName, t)), l.style.envTitle)
		s.Merge(1, h, total, h)
		s.Value(1, h+1, T(lblOrder), st.Header)
		s.Value(2, h+1, T(lblName), st.Header)
		s.Style(1, h+2, 2, h+2, st.Header)
		s.Merge(1, h+1, 1, h+2)
		s.Merge(2, h+1, 2, h+2)
		for k := 1; k <= l.K; k++ {
			c := l.sheetCol(k)
			s.Value(c, h+1, T(lblRound)+" "+l.roundLabel(k), st.Header)
			s.Style(c+1, h+1, c+2, h+1, st.Header)
			s.Merge(c, h+1, c+2, h+1)
			s.Value(c, h+2, T(lblColour), st.Header)
			s.Value(c+1, h+2, T(lblOpponent), st.Header)
			s.Value(c+2, h+2, T(lblRes), st.Header)
		}
		s.Value(total, h+1, T(lblTotal), st.Header)
		s.Style(total, h+2, total, h+2, st.Header)
		s.Merge(total, h+1, total, h+2)
		for o := 1; o <= l.P; o++ {
			id := (t-1)*l.P + o
			r := h + 2 + o
			s.Value(1, r, o, st.Center)
			s.Formula(2, r, l.nameOf(id), st.Cell)
			for k := 1; k <= l.K; k++ {
				c := l.sheetCol(k)
				at := l.at[id][k-1]
				if at.game < 0 {
					s.Style(c, r, c+2, r, st.Center)
					continue
				}
				g := l.games[at.game]
				res := absRef(l.sPairings, mResult, g.row)
				side, opp, colour := "RIGHT", g.white, lblB
				if at.white {
					side, opp, colour = "LEFT", g.black, lblW
				}
				s.Value(c, r, T(colour), st.Center)
				s.Value(c+1, r, l.symbol(opp), st.Center)
				s.Formula(c+2, r, fmt.Sprintf(`IF(%s="","",%s(%s,1))`, res, side, res), st.Center)
			}
			s.Formula(total, r, l.playerRef(mpPoints, id), st.Number)
		}
		f := h + 3 + l.P
		// The tie-break, "place" and the place share the rounds' columns
		// in thirds; on a split sheet, one round each (merges that do not
		// cross a page), the other rounds empty.
		third := (total - 2) / 3
		if wide {
			third = 3
		}
		s.Value(1, f, T(lblTieBerlin), st.HeaderLeft)
		s.Style(2, f, 2, f, st.HeaderLeft)
		s.Merge(1, f, 2, f)
		s.Formula(3, f, l.teamRef(mtBerlin, t), st.Number)
		s.Style(4, f, 2+third, f, st.Number)
		s.Merge(3, f, 2+third, f)
		s.Value(3+third, f, T(lblPlace), st.HeaderLeft)
		s.Style(4+third, f, 2+2*third, f, st.HeaderLeft)
		s.Merge(3+third, f, 2+2*third, f)
		s.Formula(3+2*third, f, l.teamRef(mtRank, t), st.Number)
		s.Style(4+2*third, f, 2+3*third, f, st.Number)
		s.Merge(3+2*third, f, 2+3*third, f)
		for k := 4; wide && k <= l.K; k++ {
			c := l.sheetCol(k)
			s.Style(c, f, c+2, f, st.Number)
			s.Merge(c, f, c+2, f)
		}
		s.Formula(total, f, l.teamRef(mtPoints, t), st.Number)
		s.Height(h, 26)
	}
	page.Breaks = breaks
	return page, nil
}

// teamStandings writes the teams in the order of their places (equal places
// in letter order), with points and the tie-breaks.
func (l *molterLayout) teamStandings(b *Book, s *Sheet) (Page, error) {
	st, T := b.Style, b.Lang.T
	s.Heads(1, lblPlace, lblTeam, lblTeamName, lblPoints, lblBerlin, lblWinsT, lblDirect)
	ranked(s, 2, l.T, l.tcol, mtPos, []rankedCol{{mtRank, st.Number}, {mtLetter, st.Center}, {mtName, st.Cell},
		{mtPoints, st.Number}, {mtBerlin, st.Number}, {mtWins, st.Number}, {mtDirect, st.Number}})
	note := T(noteMolterRanking)
	nr := l.T + 3
	s.Value(1, nr, note, st.Note)
	s.Merge(1, nr, 7, nr)
	s.Widths(1, 7, 7, 30)
	s.Width(4, 7, 11)
	s.Freeze(0, 1)
	s.Height(1, 30)
	s.Height(nr, noteHeight(note, 7+7+30+4*11))
	return Page{TitleRows: 1}, nil
}

// playerStandings writes the players by points (equal places by order
// number, then team).
func (l *molterLayout) playerStandings(b *Book, s *Sheet) (Page, error) {
	st := b.Style
	s.Heads(1, lblPlace, lblPlayer, lblName, lblTeam, lblOrder, lblPoints, lblWinsT)
	ranked(s, 2, l.T*l.P, l.plcol, mpPos, []rankedCol{{mpRank, st.Number}, {mpSymbol, st.Center}, {mpName, st.Cell},
		{mpTeam, st.Cell}, {mpOrder, st.Number}, {mpPoints, st.Number}, {mpWins, st.Number}})
	s.Widths(1, 7, 7, 28, 24)
	s.Width(5, 7, 9)
	s.Freeze(0, 1)
	return Page{TitleRows: 1}, nil
}

// molterGrade says the source (noteMolterGrade or noteMolterGradeCons),
// the grade of the event with each measure that falls short in words, and
// its grade on the published scale (its measures are molter-report's: the
// event sheet prints on one page).
func molterGrade(ev molter.Event, source Text, lang Lang) string {
	T, F := lang.T, lang.F
	g := ev.Grade
	if g == "" {
		g = "?"
	}
	out := T(source) + g
	if short, ok := strings.CutPrefix(g, "B("); ok {
		var words []string
		for _, m := range strings.Split(strings.TrimSuffix(short, ")"), ",") {
			if n, err := strconv.Atoi(m); err == nil && n >= 1 && n <= len(noteMolterMeasure) {
				words = append(words, T(noteMolterMeasure[n-1]))
			}
		}
		out += F(noteMolterGradeShort, lang.Join(words))
	} else if g == "A" {
		out += T(noteMolterGradeA)
	}
	switch p := ev.Published; {
	case p.Letter == "" && len(p.Broken) == 0:
	case len(p.Broken) > 0:
		out += F(notePublishedBroken, strings.Join(p.Broken, ", "))
	default:
		out += F(notePublished, p.Letter, p.Points)
	}
	return out
}
