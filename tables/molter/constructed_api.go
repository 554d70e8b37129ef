package molter

import (
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

// constructedShape is a row of the generated constructed.go; its header
// describes the layout.
type constructedShape struct {
	teams, players, rounds uint8
	at                     uint32
	flips                  uint32 // the odd events' last rounds in constructedFlips
	own                    uint16 // index of its first event in constructedEvents
	nown                   uint8
	grades, published      string
	quality                string // per event: the measures of the project's contract, as documentQuality
	method                 string
}

// constructedEvent is an event with a table of its own (generated
// constructedEvents).
type constructedEvent struct {
	rounds  uint8
	at      uint32
	flipped bool // the table's first rounds, colours flipped by the bits at constructedFlips[at:]
	method  string
}

// ownEvent is the table of its own of the event of k rounds, if it has one.
func (s constructedShape) ownEvent(k int) (constructedEvent, bool) {
	for _, e := range constructedEvents[s.own : int(s.own)+int(s.nown)] {
		if int(e.rounds) == k {
			return e, true
		}
	}
	return constructedEvent{}, false
}

// Sources of a table: the document's (printed or derived by its rules), or
// constructed for every shape.
const (
	SourceDocument    = "document"
	SourceConstructed = "constructed"
)

// Constructed is the table constructed for T teams of P players:
// its events of R rounds play its first R rounds, each keeping the hard
// rules (players once a round, no team-mate, no team met twice by a player,
// order numbers equal or, odd T, crossing 2k-1 and 2k once a block and round,
// colours balanced, never three in a row, each team's whites P/2 ± 1 every
// round and P every two rounds) and graded by the five measures of quality.
// Make one with NewConstructed; the zero value is invalid.
type Constructed struct{ shape int } // index into constructedShapes, plus one

// NewConstructed returns the constructed table for teams teams of players
// players: 3..30 teams, 2..16 players (an even number: a board pairs two
// players of one order number, or of a block of two).
func NewConstructed(teams, players int) (Constructed, error) {
	for i, s := range constructedShapes {
		if int(s.teams) == teams && int(s.players) == players {
			return Constructed{i + 1}, nil
		}
	}
	why := ""
	if players%2 != 0 {
		why = " (a Molter team has an even number of players: each order number, or pair of them, fills whole boards)"
	}
	return Constructed{}, fail.Wrap(ErrNoTable, "no constructed Molter table for "+strconv.Itoa(teams)+" teams of "+strconv.Itoa(players)+" players"+why+
		"; constructed: 3 to 30 teams of 2 to 16 players (even)")
}

// ConstructedSizes lists every constructed (teams, players, most rounds).
func ConstructedSizes() [][3]int {
	out := make([][3]int, len(constructedShapes))
	for i, s := range constructedShapes {
		out[i] = [3]int{int(s.teams), int(s.players), int(s.rounds)}
	}
	return out
}

func (c Constructed) row() (constructedShape, error) {
	if c.shape < 1 || c.shape > len(constructedShapes) {
		return constructedShape{}, fail.New("invalid molter.Constructed (use molter.NewConstructed)")
	}
	return constructedShapes[c.shape-1], nil
}

// Teams is the number of teams.
func (c Constructed) Teams() int { s, _ := c.row(); return int(s.teams) }

// Players is the number of players of each team.
func (c Constructed) Players() int { s, _ := c.row(); return int(s.players) }

// Rounds is the most rounds constructed: min(T-1, 15).
func (c Constructed) Rounds() int { s, _ := c.row(); return int(s.rounds) }

// Boards is the number of boards of every round: teams × players / 2.
func (c Constructed) Boards() int { s, _ := c.row(); return int(s.teams) * int(s.players) / 2 }

// TeamName is the name of team t (0 for A): A–Z without I, then AA, AB, ….
// It is "" for a t outside 0..29.
func TeamName(t int) string {
	if t < 0 || t >= len(constructedLetters) {
		return ""
	}
	return teamName(constructedLetters[t])
}

// Grade is the grade of the event of r rounds: "A" when every measure of
// quality is at its proven best, else "B" and the measures that fall short,
// "B(1,5)" (1: pairs of teams and distinct teams met, 2: floaters balanced,
// 3: descents spread, 4: a team's boards spread over the others in a round,
// 5: each team's whites exactly P/2 every round).
func (c Constructed) Grade(r int) (string, error) {
	s, err := c.row()
	if err != nil {
		return "", err
	}
	if r < 1 || r > int(s.rounds) {
		return "", c.roundErr(s, r)
	}
	return strings.Fields(s.grades)[r-1], nil
}

func (c Constructed) roundErr(s constructedShape, r int) error {
	return fail.Range("rounds", r, 1, int(s.rounds), strconv.Itoa(r)+" rounds: the table constructed for "+strconv.Itoa(int(s.teams))+" teams has 1 to "+strconv.Itoa(int(s.rounds))+" rounds")
}

// Game is board b (1..Boards) of round r (1..Rounds). It reads two bytes:
// no allocation.
func (c Constructed) Game(r, b int) (Game, error) {
	s, err := c.row()
	if err != nil {
		return Game{}, err
	}
	if r < 1 || r > int(s.rounds) {
		return Game{}, c.roundErr(s, r)
	}
	n := int(s.teams) * int(s.players) / 2
	if b < 1 || b > n {
		return Game{}, fail.Range("board", b, 1, n, "board "+strconv.Itoa(b)+": the rounds have boards 1 to "+strconv.Itoa(n))
	}
	return constructedGame(s, r, b), nil
}

func constructedGame(s constructedShape, r, b int) Game {
	T := int(s.teams)
	n := T * int(s.players) / 2
	v := constructedBoards[int(s.at)+2*((r-1)*n+b-1):][:2]
	lo := (b-1)/(T/2) + 1
	if T%2 == 1 {
		lo = 2*((b-1)/T) + 1
	}
	return Game{Board: b, White: Player{constructedLetters[v[0]>>1], lo + int(v[0]&1)}, Black: Player{constructedLetters[v[1]>>1], lo + int(v[1]&1)}}
}

// Round returns the games of round r (1..Rounds).
func (c Constructed) Round(r int) ([]Game, error) {
	s, err := c.row()
	if err != nil {
		return nil, err
	}
	if r < 1 || r > int(s.rounds) {
		return nil, c.roundErr(s, r)
	}
	return c.appendRound(make([]Game, 0, int(s.teams)*int(s.players)/2), s, r), nil
}

// AppendRound appends the games of round r (1..Rounds) to dst and returns
// the extended slice: with a dst of capacity Boards, nothing is allocated.
func (c Constructed) AppendRound(dst []Game, r int) ([]Game, error) {
	s, err := c.row()
	if err != nil {
		return dst, err
	}
	if r < 1 || r > int(s.rounds) {
		return dst, c.roundErr(s, r)
	}
	return c.appendRound(dst, s, r), nil
}

func (Constructed) appendRound(out []Game, s constructedShape, r int) []Game {
	for b := range int(s.teams) * int(s.players) / 2 {
		out = append(out, constructedGame(s, r, b+1))
	}
	return out
}

// Event returns the k rounds of an event of k rounds. An event searched for
// its number of rounds has a table of its own (EventMethod says how it was
// found); any other plays the first k rounds of the table, but for an odd k
// round k with its colours oriented on its own so that every team has P/2
// whites in it and ends the event with as many whites as blacks (the
// published rule S5). Game, Round and AppendRound give the table's rounds.
func (c Constructed) Event(k int) ([][]Game, error) {
	s, err := c.row()
	if err != nil {
		return nil, err
	}
	if k < 1 || k > int(s.rounds) {
		return nil, c.roundErr(s, k)
	}
	out := make([][]Game, k)
	own, ok := s.ownEvent(k)
	if ok && !own.flipped {
		at := s
		at.at = own.at
		for r := range out {
			out[r] = c.appendRound(make([]Game, 0, c.Boards()), at, r+1)
		}
		return out, nil
	}
	for r := range out {
		out[r], _ = c.Round(r + 1)
	}
	n := (c.Boards() + 7) / 8 // bytes of a round's bits
	switch {
	case ok: // the table's first rounds coloured anew
		for r := range out {
			flip(out[r], constructedFlips[int(own.at)+r*n:][:n])
		}
	case k%2 == 1: // its last round coloured on its own
		flip(out[k-1], constructedFlips[int(s.flips)+(k-1)/2*n:][:n])
	}
	return out, nil
}

// EventMethod says how the event of k rounds was found: the search that
// gave it a table of its own, or the table's Method when it plays the
// table's first rounds.
func (c Constructed) EventMethod(k int) (string, error) {
	s, err := c.row()
	if err != nil {
		return "", err
	}
	if k < 1 || k > int(s.rounds) {
		return "", c.roundErr(s, k)
	}
	if own, ok := s.ownEvent(k); ok {
		return own.method, nil
	}
	return s.method, nil
}

// flip swaps the colours of the games whose bit is set.
func flip(games []Game, bits string) {
	for b := range games {
		if bits[b/8]>>(b%8)&1 == 1 {
			games[b].White, games[b].Black = games[b].Black, games[b].White
		}
	}
}

// DefaultRounds is the length of the event served when none is asked: the
// most rounds, or where the document covers the shape its table's longest
// event, so that both sources play the same event by default.
func (c Constructed) DefaultRounds() int {
	k := c.Rounds()
	if doc, err := New(c.Teams(), c.Players()); err == nil {
		k = min(k, doc.MaxRounds())
	}
	return k
}

// Method says how the table was constructed and the budget spent: the
// variant of the circle method, how many variants were tried and kept the
// hard rules. With the arithmetic bounds, it is the evidence of a grade
// below A.
func (c Constructed) Method() string { s, _ := c.row(); return s.method }

// TeamLetters returns the names of the teams, in order, separated by
// spaces past 25 teams ("… Z AA AB").
func (c Constructed) TeamLetters() string {
	s, _ := c.row()
	var names []string
	for t := range int(s.teams) {
		names = append(names, TeamName(t))
	}
	if s.teams <= 25 {
		return strings.Join(names, "")
	}
	return strings.Join(names, " ")
}

// Source is where the table comes from: SourceDocument.
func (m Table) Source() string { return SourceDocument }

// Grade is the grade of the document's event of k rounds (Event) by the
// project's contract and measures, as Constructed.Grade says them;
// "invalid(rules)" when the event breaks a hard rule of the project's contract (Peyrin's
// table as a 2-round event: a player meets a team twice). The error says
// when the table cannot play k rounds.
func (m Table) Grade(k int) (string, error) {
	if _, err := m.event(k); err != nil {
		return "", err
	}
	return strings.Fields(documentGrades[m.cfg-1])[k-1], nil
}

// TeamIndex is the index of a team letter (0 for A; a, b, … past Z are
// AA, AB, …), or -1.
func TeamIndex(team byte) int { return strings.IndexByte(constructedLetters, team) }

// TeamLetter is the byte Player.Team holds for team t (0 for A), the
// inverse of TeamIndex.
// It is 0 for a t outside 0..29.
func TeamLetter(t int) byte {
	if t < 0 || t >= len(constructedLetters) {
		return 0
	}
	return constructedLetters[t]
}
