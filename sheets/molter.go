package sheets

import (
	"fmt"
	"io"
	"strconv"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// Team is a team of a teams file: its name and its players, strongest first.
type Team struct {
	Name    string
	Players []string
	// Roster is the team's players with all a teams file gives of them,
	// in roster order (strongest first, reserves after the boards); nil
	// when only names are known (Players).
	Roster []Player
}

// Molter describes the workbook of a Molter team event (004): Teams teams of
// Players players on the document's table for that size (or, with Table, on
// the table of that number, e.g. "peyrin"), over Rounds rounds (0: the most
// the table plays; an odd count ends with the autonomous round). Source
// chooses the table: "" the document's where it has the shape, else the
// constructed one (molter.NewConstructed); molter.SourceDocument or
// molter.SourceConstructed that one only, molter.SourceBest the better
// graded. Resolved is the event molter.Serve resolved for them: the
// commands serve it once and pass it down (the request's fields may then
// stay zero, or must agree with it); without it WriteMolter serves the
// request itself, once. TeamList may name fewer teams and players than
// the event has; the other cells stay blank to fill in.
type Molter struct {
	Teams, Players int
	Table          string
	Rounds         int
	Source         string
	Resolved       molter.Event
	TeamList       []Team
	Lang           Lang
	Event          Event
	Info           EventInfo // the event as a tournament report gives it (its own sheet, sheetMReport)
}

// request is the request of m's fields.
func (m Molter) request() molter.Request {
	return molter.Request{Teams: m.Teams, Players: m.Players, Table: m.Table, Rounds: m.Rounds, Source: m.Source}
}

// served is the event m plays: Resolved, else the one its request serves.
func (m Molter) served() (molter.Event, error) {
	if m.Resolved.Rounds != nil {
		return m.Resolved, nil
	}
	return molter.Serve(m.request())
}

// MolterTable returns the document's table of the event.
//
// Deprecated: the event m plays (molter.Serve, or Resolved) says its
// table: Event.Doc.
func (m Molter) MolterTable() (molter.Table, error) {
	r := m.request()
	r.Rounds, r.Source = 0, molter.SourceDocument
	ev, err := molter.Serve(r)
	return ev.Doc, err
}

// MolterEvent is what a Molter workbook reads of its table: the document's
// (molter.Table) and the constructed one (molter.Constructed) both give it.
//
// Deprecated: the workbook plays a molter.Event.
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
//
// Deprecated: the event m plays (molter.Serve, or Resolved) says its
// table: Event.Doc or Event.Cons.
func (m Molter) MolterSource() (MolterEvent, error) {
	ev, err := m.served()
	if err != nil {
		return nil, err
	}
	if ev.Source == molter.SourceDocument {
		return ev.Doc, nil
	}
	return ev.Cons, nil
}

// ResolveEvent resolves the event the workbook plays (molter.Serve, as
// both commands do): the rounds, where they come from, the grades.
//
// Deprecated: molter.Serve, or Resolved.
func (m Molter) ResolveEvent() (molter.Event, error) { return m.served() }

// MolterRounds is the number of rounds of the event: m.Rounds, or by
// default the most the table plays, the document's event for a constructed
// table of a shape the document covers (as pairings molter).
//
// Deprecated: the event m plays has them: len(Event.Rounds).
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
	ev, err := m.served()
	if err != nil {
		return fmt.Errorf("molter: %s", tables.Message(err))
	}
	var p problems
	if m.Resolved.Rounds != nil { // the request's fields, where given, say the event served
		r := m.request()
		p.check(r.Teams != 0 && r.Teams != ev.Teams, "%d teams, the event served has %d", r.Teams, ev.Teams)
		p.check(r.Players != 0 && r.Players != ev.Players, "%d players a team, the event served has %d", r.Players, ev.Players)
		p.check(r.Rounds != 0 && r.Rounds != len(ev.Rounds), "%d rounds, the event served has %d", r.Rounds, len(ev.Rounds))
		if r.Table != "" {
			t, err := molter.ByNumber(r.Table)
			p.check(err != nil || t.Table() != ev.Table, "table %s, the event served plays %s", r.Table, ev.Table)
		}
	}
	p.check(len(m.TeamList) > ev.Teams, "%d teams listed for %d", len(m.TeamList), ev.Teams)
	for i, tm := range m.TeamList {
		p.check(len(tm.Players) > ev.Players, "team %d (%s) lists %d players, a team has %d", i+1, tm.Name, len(tm.Players), ev.Players)
	}
	// The round dates are counted against the event's rounds.
	rounds := len(m.Info.RoundDates)
	if rounds > 0 {
		rounds = len(ev.Rounds)
	}
	err = m.Info.Validate(rounds)
	p.check(err != nil, "%v", err)
	return p.err("molter", m.Lang, m.Event)
}

// WriteMolter writes the workbook described by m to w.
func WriteMolter(w io.Writer, m Molter) error {
	if m.Resolved.Rounds == nil { // served once, here: Validate and the layout read it
		ev, err := molter.Serve(m.request())
		if err != nil {
			return fmt.Errorf("molter: %s", tables.Message(err))
		}
		m.Resolved = ev
	}
	return writeFamily(w, m, m.Lang, m.Event, newMolterLayout)
}

func (l *molterLayout) steps() []step {
	team := func(name string, col int) column { return column{name, l.sTeams, col, 2, l.T + 1} }
	player := func(name string, col int) column { return column{name, l.sPlayers, col, 2, l.T*l.P + 1} }
	return []step{l.makeStyles,
		fill(l.sEvent, l.event), fill(l.sTeams, l.teams), fill(l.sPlayers, l.players),
		fill(l.sEnvelopes, l.envelopes), fill(l.sCards, l.cards), fill(l.sPairings, l.pairings),
		fill(l.sSheets, l.resultSheets), fill(l.sTeamStand, l.teamStandings), fill(l.sPlayerStand, l.playerStandings),
		// The names other programs read: Results (one cell per board, round
		// then board order), the teams' columns in letter order, the
		// players' in the order A1 … AP, B1 ….
		names(l.pairingGames.column(contract.Results, mResult),
			team(contract.TeamNames, mtName), team(contract.TeamPoints, mtPoints), team(contract.TeamBerlin, mtBerlin),
			team(contract.TeamWins, mtWins), team(contract.TeamDirect, mtDirect), team(contract.TeamRank, mtRank),
			player(contract.PlayerNames, mpName), player(contract.PlayerPoints, mpPoints), player(contract.PlayerWins, mpWins),
			player(contract.PlayerRank, mpRank),
			// The cells beside each result a reader checks (the pairings
			// played) and the event sheet's table line (the table to try
			// first): sheets/contract links.go.
			l.pairingGames.column(contract.WhiteNumbers, mWhite),
			l.pairingGames.column(contract.BlackNumbers, mBlack),
			l.pairingGames.column(contract.WhitePlayerIDs, mWID),
			l.pairingGames.column(contract.BlackPlayerIDs, mBID),
			l.pairingGames.column(contract.WhiteTeamNumbers, mWT),
			l.pairingGames.column(contract.BlackTeamNumbers, mBT),
			column{contract.TableTitle, l.sEvent, 2, 2, 2}),
		// The event as the tournament report gives it: a sheet of its own
		// (the Event sheet above is the guide), last, so that the sheets
		// before keep their places for the programs that find them by
		// position.
		// No round times: no Molter page prints a round's time.
		fill(l.sReport, eventSheetWith(l.Info, l.K, false)), eventNamesStepWith(l.sReport, l.K, false),
		// The rosters after them, for the same reason.
		l.rosterStep(),
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
	ev        molter.Event // the event, served as pairings molter serves it
	tab       molter.Table // the document's table; the zero Table for a constructed one
	T, P, K   int
	auto      bool // the last round is the autonomous one
	built     bool // that round is not printed by the document: the generator built it to its rules
	games     []mGame
	firstGame []int     // per round: index of its first game
	at        [][]mSeat // [id][round-1]
	style     molterStyles

	sEvent, sTeams, sPlayers, sEnvelopes, sCards, sPairings, sSheets, sTeamStand, sPlayerStand string
	pairingGames                                                                               gameSheet // the Pairings sheet's games
	sReport                                                                                    string    // the event for the report (EventName …)
}

func newMolterLayout(m Molter) (*molterLayout, error) {
	ev, err := m.served()
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
	l.pairingGames.name = l.sPairings
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
			l.games = append(l.games, mGame{k + 1, g.Board, wi, bi, l.pairingGames.add()})
			if l.at[wi][k].game >= 0 || l.at[bi][k].game >= 0 {
				return nil, fmt.Errorf("molter: round %d: %s plays twice", k+1, g)
			}
			l.at[wi][k] = mSeat{i, true}
			l.at[bi][k] = mSeat{i, false}
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

func (l *molterLayout) boards() int { return l.ev.Boards() }

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
