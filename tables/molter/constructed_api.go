package molter

import (
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"github.com/toutesrondes/toutesrondes/internal/moltergrade"
	"github.com/toutesrondes/toutesrondes/internal/molterlayer"
	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

// constructedShape is a row of the generated constructed.go; its header
// describes the layout. A shape beyond the generated ones (31 to 64 teams)
// is a row with teams and players only: every event layered.
type constructedShape struct {
	teams, players uint8
	based          uint8 // the rounds of the searched table stored, at constructedBoards[at:]
	nown           uint8
	at             uint32 // in constructedBoards
	flips          uint32 // the odd events' last rounds in constructedFlips
	own            uint16 // index of its first event in constructedEvents
	graded         uint16 // its events' records of measures in constructedGraded
	src            string // per event of 1..T-1 rounds: L or S, lower case when the other is selectable
	method         uint16 // constructedMethods[method-1]; 0: none
}

// constructedMeasure is a record of the measures of constructed events
// (generated constructedMeasures): the project's contract's without their
// bests, then the published contract's (I1, prefix, I2, I3, I4, I5, S5
// relaxed). The bests, the grades, the published points and letter are
// derived from them (constructedShape.measured).
type constructedMeasure struct {
	pairSpread                              uint8
	shortfall                               uint16
	floaters, descents, roundSpread, whites uint8
	i1, prefix, i2, i3, i4, i5, s5          uint8
}

// constructedEvent is an event with a table of its own (generated
// constructedEvents).
type constructedEvent struct {
	rounds  uint8
	flipped bool   // the table's first rounds, colours flipped by the bits at constructedFlips[at:]
	method  uint16 // constructedMethods[method-1]
	at      uint32
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

// The constructions of a constructed event (Constructed.Construction,
// Selectable, EventBy).
const (
	// ConstructionLayered is the layer-by-layer schedule of package
	// internal/molterlayer: the opponent spread (I1) at its arithmetic
	// bound and no prefix deficit on every shape, built at run time (in
	// milliseconds) and never stored; the generator checked and measured
	// every event of 3 to 30 teams and recorded its digest.
	ConstructionLayered = "layered"
	// ConstructionSearch is the offline search's table (gen/moltersearch),
	// stored: its first rounds, or a table of the event's own.
	ConstructionSearch = "search"
)

// layeredMethod is EventMethod's answer for a layered event.
const layeredMethod = "layered construction (internal/molterlayer: one board level, or pair of levels, at a time), built at run time"

// MaxConstructedTeams is the most teams NewConstructed serves: the
// generated shapes up to 30 teams, the layered construction built and
// graded at run time beyond (AtRunTime).
const MaxConstructedTeams = 64

// Constructed is the constructed table for T teams of P players: its
// events of R = 1..T-1 rounds, each from the better of two constructions
// (Construction says which; Selectable names the other where it is kept),
// keeping the hard rules of both contracts (players once a round, no
// team-mate, no team met twice by a player, order numbers equal or, odd T,
// crossing 2k-1 and 2k once a block and round, colours balanced, never
// three in a row, each team's whites P/2 ± 1 every round and balanced
// every two rounds and at the end) and graded by the measures of quality.
// Make one with NewConstructed; the zero value is invalid.
type Constructed struct {
	shape          int   // index into constructedShapes, plus one; 0 beyond them
	teams, players uint8 // beyond constructedShapes (shape 0): built at run time
}

// NewConstructed returns the constructed table for teams teams of players
// players: 3..64 teams (beyond 30 built at run time by the layered
// construction), 2..16 players (an even number: a board pairs two players
// of one order number, or of a block of two).
func NewConstructed(teams, players int) (Constructed, error) {
	for i, s := range constructedShapes {
		if int(s.teams) == teams && int(s.players) == players {
			return Constructed{shape: i + 1}, nil
		}
	}
	if teams > int(constructedShapes[len(constructedShapes)-1].teams) && teams <= MaxConstructedTeams && players >= 2 && players <= 16 && players%2 == 0 {
		return Constructed{teams: uint8(teams), players: uint8(players)}, nil
	}
	why := ""
	if players%2 != 0 {
		why = " (a Molter team has an even number of players: each order number, or pair of them, fills whole boards)"
	}
	return Constructed{}, fail.Wrap(ErrNoTable, "no constructed Molter table for "+strconv.Itoa(teams)+" teams of "+strconv.Itoa(players)+" players"+why+
		"; constructed: 3 to "+strconv.Itoa(MaxConstructedTeams)+" teams of 2 to 16 players (even)")
}

// ConstructedSizes lists every generated constructed (teams, players, most
// rounds): 3 to 30 teams, graded in advance; NewConstructed also builds
// and grades 31 to 64 teams at run time.
func ConstructedSizes() [][3]int {
	out := make([][3]int, len(constructedShapes))
	for i, s := range constructedShapes {
		out[i] = [3]int{int(s.teams), int(s.players), int(s.teams) - 1}
	}
	return out
}

func (c Constructed) row() (constructedShape, error) {
	if c.shape == 0 && c.teams != 0 {
		return constructedShape{teams: c.teams, players: c.players}, nil
	}
	if c.shape < 1 || c.shape > len(constructedShapes) {
		return constructedShape{}, fail.New("invalid molter.Constructed (use molter.NewConstructed)")
	}
	return constructedShapes[c.shape-1], nil
}

// Teams is the number of teams.
func (c Constructed) Teams() int { s, _ := c.row(); return int(s.teams) }

// Players is the number of players of each team.
func (c Constructed) Players() int { s, _ := c.row(); return int(s.players) }

// Rounds is the most rounds: T-1, every team met.
func (c Constructed) Rounds() int { s, _ := c.row(); return max(int(s.teams)-1, 0) }

// Boards is the number of boards of every round: teams × players / 2.
func (c Constructed) Boards() int { s, _ := c.row(); return int(s.teams) * int(s.players) / 2 }

// TeamName is the name of team t (0 for A): A–Z without I, then AA, AB, …,
// AZ, BA, … up to BO (64 teams). It is "" for a t outside 0..63.
func TeamName(t int) string {
	if t < 0 || t >= len(constructedLetters) {
		return ""
	}
	return teamName(constructedLetters[t])
}

// roundErr says which rounds the shape has.
func (c Constructed) roundErr(s constructedShape, r int) error {
	T := int(s.teams)
	return fail.Range("rounds", r, 1, T-1, strconv.Itoa(r)+" rounds: the table constructed for "+strconv.Itoa(T)+" teams has 1 to "+strconv.Itoa(T-1)+" rounds")
}

// choice is the construction of the event of k rounds: asked ("" for the
// default), checked against the default and the selectable one; which is
// 'L' or 'S'.
func (c Constructed) choice(k int, construction string) (s constructedShape, which byte, alt bool, err error) {
	if s, err = c.row(); err != nil {
		return s, 0, false, err
	}
	if k < 1 || k >= int(s.teams) {
		return s, 0, false, c.roundErr(s, k)
	}
	def, other := byte('L'), byte(0)
	if s.src != "" {
		switch b := s.src[k-1]; b {
		case 'L', 'S':
			def = b
		case 'l':
			def, other = 'L', 'S'
		case 's':
			def, other = 'S', 'L'
		}
	}
	switch construction {
	case "":
		return s, def, false, nil
	case constructionName(def):
		return s, def, false, nil
	case constructionName(other):
		return s, other, true, nil
	case ConstructionLayered, ConstructionSearch:
		return s, 0, false, fail.New("construction " + construction + ": the " + strconv.Itoa(k) + "-round event of " + strconv.Itoa(int(s.teams)) + " teams of " +
			strconv.Itoa(int(s.players)) + " is served by the " + constructionName(def) + " construction only (the other is no better in the published contract's order)")
	}
	return s, 0, false, fail.New("construction " + strconv.Quote(construction) + ": want " + ConstructionLayered + " or " + ConstructionSearch)
}

func constructionName(b byte) string {
	switch b {
	case 'L':
		return ConstructionLayered
	case 'S':
		return ConstructionSearch
	}
	return ""
}

// Construction is how the event of k rounds is made by default:
// ConstructionLayered or ConstructionSearch, the one with the better
// published grade (fewer points), ties broken by the published contract's
// order.
func (c Constructed) Construction(k int) (string, error) {
	_, which, _, err := c.choice(k, "")
	return constructionName(which), err
}

// Selectable is the other construction of the event of k rounds when it
// is kept: better than the default in the published contract's order (I1,
// prefix deficit, I2, I3, I4, I5, S5), worse in its points (the letter
// grade). "" when there is none. EventBy, GradeBy and PublishedBy serve it.
func (c Constructed) Selectable(k int) (string, error) {
	s, def, _, err := c.choice(k, "")
	if err != nil || s.src == "" {
		return "", err
	}
	if b := s.src[k-1]; b == 'l' || b == 's' {
		return constructionName('L' + 'S' - def), nil
	}
	return "", nil
}

// measured is the grade, published grade and quality of the event of k
// rounds the choice made, from its record of measures: the default's at
// constructedGraded[graded+2(k-1):], the selectable ones' after the T-1
// defaults, in the order of their events. The bests are the arithmetic
// bounds, the grade the quality's, the points and letter the published
// measures' (the generator derived them alike and checked the bests).
func (s constructedShape) measured(k int, alt bool) (grade string, pub Published, q Quality) {
	T, P := int(s.teams), int(s.players)
	i := int(s.graded) + 2*(k-1)
	if alt {
		n := 0
		for j := range k - 1 {
			if b := s.src[j]; b == 'l' || b == 's' {
				n++
			}
		}
		i = int(s.graded) + 2*(T-1+n)
	}
	m := constructedMeasures[int(constructedGraded[i])|int(constructedGraded[i+1])<<8]
	b := moltergrade.Bounds(T, P, k)
	q = Quality{PairSpread: int(m.pairSpread), PairSpreadBest: b.PairSpreadBest, Shortfall: int(m.shortfall),
		Floaters: int(m.floaters), FloatersBest: b.FloatersBest, Descents: int(m.descents), DescentsBest: b.DescentsBest,
		RoundSpread: int(m.roundSpread), RoundSpreadBest: b.RoundSpreadBest, Whites: int(m.whites)}
	pub = Published{I1: int(m.i1), Prefix: int(m.prefix), I2: int(m.i2), I3: int(m.i3), I4: int(m.i4), I5: int(m.i5), S5Relaxed: m.s5 == 1}
	pub.Points, pub.Letter = moltergrade.Points(T, P, k, pub.Vector())
	return moltergrade.Quality(q).Grade(), pub, q
}

// Grade is the grade of the event of r rounds: "A" when every measure of
// quality is at its proven best, else "B" and the measures that fall short,
// "B(1,5)" (1: pairs of teams and distinct teams met, 2: floaters balanced,
// 3: descents spread, 4: a team's boards spread over the others in a round,
// 5: each team's whites exactly P/2 every round). Beyond the generated
// shapes (AtRunTime) the event is built and graded on each call, as are
// Published and QualityBy; ConstructedEvent grades the rounds it serves.
func (c Constructed) Grade(r int) (string, error) { return c.GradeBy(r, "") }

// GradeBy is Grade of the event made by the construction named ("": the
// default; else the default's or the Selectable one).
func (c Constructed) GradeBy(r int, construction string) (string, error) {
	g, _, _, err := c.graded(r, construction)
	return g, err
}

// graded is the grade, published grade and quality of the event of r
// rounds made by the construction named: as the generator recorded them
// (3 to 30 teams), or graded now (AtRunTime: the event is built and graded
// on every call; ConstructedEventBy grades the rounds it serves).
func (c Constructed) graded(r int, construction string) (grade string, pub Published, q Quality, err error) {
	s, _, alt, err := c.choice(r, construction)
	if err != nil {
		return "", Published{}, Quality{}, err
	}
	if s.src == "" {
		rounds, err := layeredEvent(int(s.teams), int(s.players), r)
		if err != nil {
			return "", Published{}, Quality{}, err
		}
		grade, pub, q = runtimeGraded(int(s.teams), int(s.players), rounds)
		return grade, pub, q, nil
	}
	grade, pub, q = s.measured(r, alt)
	return grade, pub, q, nil
}

// QualityBy is the measures of the project's contract of the event of r
// rounds made by the construction named ("": the default).
func (c Constructed) QualityBy(r int, construction string) (Quality, error) {
	_, _, q, err := c.graded(r, construction)
	return q, err
}

// Game is board b (1..Boards) of round r (1..Rounds) of the event of
// Rounds rounds (every team met), as Event(Rounds()) gives it.
func (c Constructed) Game(r, b int) (Game, error) {
	s, err := c.row()
	if err != nil {
		return Game{}, err
	}
	if r < 1 || r >= int(s.teams) {
		return Game{}, c.roundErr(s, r)
	}
	n := int(s.teams) * int(s.players) / 2
	if b < 1 || b > n {
		return Game{}, fail.Range("board", b, 1, n, "board "+strconv.Itoa(b)+": the rounds have boards 1 to "+strconv.Itoa(n))
	}
	rounds, err := c.full()
	if err != nil {
		return Game{}, err
	}
	return rounds[r-1][b-1], nil
}

// lastFull holds the event of the most rounds last asked of Game, Round or
// AppendRound, so that reading it board by board builds it once.
var lastFull struct {
	sync.Mutex
	c      Constructed
	rounds [][]Game
}

// full is the default event of Rounds rounds, the one of the last call
// kept. Its games are not changed after they are made: callers read them.
func (c Constructed) full() ([][]Game, error) {
	lastFull.Lock()
	defer lastFull.Unlock()
	if lastFull.rounds != nil && lastFull.c == c {
		return lastFull.rounds, nil
	}
	rounds, err := c.Event(c.Rounds())
	if err != nil {
		return nil, err
	}
	lastFull.c, lastFull.rounds = c, rounds
	return rounds, nil
}

// Round returns the games of round r (1..Rounds) of the event of Rounds
// rounds.
func (c Constructed) Round(r int) ([]Game, error) {
	return c.AppendRound(nil, r)
}

// AppendRound appends the games of round r (1..Rounds) of the event of
// Rounds rounds to dst and returns the extended slice.
func (c Constructed) AppendRound(dst []Game, r int) ([]Game, error) {
	s, err := c.row()
	if err != nil {
		return dst, err
	}
	if r < 1 || r >= int(s.teams) {
		return dst, c.roundErr(s, r)
	}
	rounds, err := c.full()
	if err != nil {
		return dst, err
	}
	return append(dst, rounds[r-1]...), nil
}

// Event returns the k rounds (1..T-1) of the event of k rounds, made by
// its default construction (Construction): the layered one, built here, or
// the search's, stored: its table's first k rounds (for an odd k, round k
// with its colours oriented on its own so that every team has P/2 whites
// in it and ends the event with as many whites as blacks, the published
// rule S5) or a table of its own for k rounds.
func (c Constructed) Event(k int) ([][]Game, error) { return c.EventBy(k, "") }

// EventBy is Event by the construction named ("": the default; else the
// default's or the Selectable one).
func (c Constructed) EventBy(k int, construction string) ([][]Game, error) {
	s, which, _, err := c.choice(k, construction)
	if err != nil {
		return nil, err
	}
	if which == 'L' {
		return layeredEvent(int(s.teams), int(s.players), k)
	}
	return searchedEvent(s, k), nil
}

// layeredEvent builds the event of k rounds of T teams of P players with
// package molterlayer.
func layeredEvent(T, P, k int) ([][]Game, error) {
	rounds, err := molterlayer.Build(T, P, k)
	if err != nil {
		return nil, fail.New("molter: the layered construction of " + strconv.Itoa(T) + " teams of " + strconv.Itoa(P) + " over " + strconv.Itoa(k) + " rounds: " + err.Error())
	}
	n := T * P / 2
	all := make([]Game, 0, k*n)
	out := make([][]Game, len(rounds))
	for r, rd := range rounds {
		for b, x := range rd {
			all = append(all, Game{Board: b + 1, White: Player{constructedLetters[x.White.Team], x.White.Order}, Black: Player{constructedLetters[x.Black.Team], x.Black.Order}})
		}
		out[r] = all[len(all)-len(rd) : len(all) : len(all)]
	}
	return out, nil
}

// searchedEvent reads the stored search's event of k rounds.
func searchedEvent(s constructedShape, k int) [][]Game {
	T := int(s.teams)
	n := T * int(s.players) / 2
	out := make([][]Game, k)
	own, ok := s.ownEvent(k)
	at := int(s.at)
	if ok && !own.flipped {
		at = int(own.at)
	}
	size := packedRoundBytes(T, n)
	all := make([]Game, 0, k*n)
	for r := range out {
		all = appendPacked(all, T, n, constructedBoards[at+r*size:][:size])
		out[r] = all[len(all)-n : len(all) : len(all)]
	}
	if ok && !own.flipped {
		return out
	}
	m := (n + 7) / 8 // bytes of a round's bits
	switch {
	case ok: // the table's first rounds coloured anew
		for r := range out {
			flip(out[r], constructedFlips[int(own.at)+r*m:][:m])
		}
	case k%2 == 1: // its last round coloured on its own
		flip(out[k-1], constructedFlips[int(s.flips)+(k-1)/2*m:][:m])
	}
	return out
}

// packedBlock is the number of boards of a block of a round of T teams
// (even T: one order number, T/2 boards; odd T: order numbers 2k-1 and 2k,
// T boards) and the number of codes of its players (T, or 2T).
func packedBlock(T int) (boards, codes int) {
	if T%2 == 1 {
		return T, 2 * T
	}
	return T / 2, T
}

// packedRoundBytes is the bytes of a round of n boards of T teams in
// constructedBoards: each board's rank bits (rankBits) and colour bit,
// padded to a byte.
func packedRoundBytes(T, n int) int {
	per, codes := packedBlock(T)
	b := 0
	for j := range per {
		b += rankBits(codes, j) + 1
	}
	return (b*(n/per) + 7) / 8
}

// rankBits is the width of the rank of board j's opponent in its block of
// codes players: codes-2j-1 of them are left to choose from.
func rankBits(codes, j int) int { return bits.Len(uint(codes - 2*j - 2)) }

// appendPacked appends the n boards of a round of T teams packed as
// constructedBoards holds them: per board, lowest bit first, the rank of
// the opponent of the lowest player of the block not yet seated among
// those not yet seated after it (rankBits wide), then 1 when that lowest
// player has black.
func appendPacked(dst []Game, T, n int, round string) []Game {
	per, codes := packedBlock(T)
	var buf [64]uint8
	var free []uint8 // the codes of the block not yet seated, in order: the team index, plus T for the higher order number
	lo := 1
	at := 0 // the next bit of the round
	for b := range n {
		j := b % per
		if j == 0 {
			free = buf[:codes]
			for i := range free {
				free[i] = uint8(i)
			}
			lo = b/(T/2) + 1
			if T%2 == 1 {
				lo = 2*(b/T) + 1
			}
		}
		width := rankBits(codes, j)
		x := uint(round[at/8]) >> (at % 8) // a board's bits span two bytes at most
		if at%8+width >= 8 {
			x |= uint(round[at/8+1]) << (8 - at%8)
		}
		at += width + 1
		first, i := int(free[0]), int(x&(1<<width-1))
		free = free[1:]
		other := int(free[i])
		free = free[:i+copy(free[i:], free[i+1:])]
		w := Player{constructedLetters[first%T], lo + first/T}
		k := Player{constructedLetters[other%T], lo + other/T}
		if x>>width&1 == 1 {
			w, k = k, w
		}
		dst = append(dst, Game{Board: b + 1, White: w, Black: k})
	}
	return dst
}

// EventMethod says how the event of k rounds was found: the search that
// gave it a table of its own, the searched table's Method when it plays
// the table's first rounds, or the layered construction.
func (c Constructed) EventMethod(k int) (string, error) {
	s, which, _, err := c.choice(k, "")
	if err != nil {
		return "", err
	}
	if which == 'L' {
		return layeredMethod, nil
	}
	if own, ok := s.ownEvent(k); ok {
		return methodText(own.method), nil
	}
	return methodText(s.method), nil
}

// methodText is the method numbered i (constructedShape.method,
// constructedEvent.method); "" for 0.
func methodText(i uint16) string {
	if i == 0 {
		return ""
	}
	return constructedMethods[i-1]
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

// Method says how the searched table was constructed and the budget
// spent: the variant of the circle method, how many variants were tried
// and kept the hard rules (EventMethod says it of each event). With the
// arithmetic bounds, it is the evidence of a grade below A.
func (c Constructed) Method() string {
	s, _ := c.row()
	if s.method == 0 {
		return layeredMethod
	}
	return methodText(s.method)
}

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
// It is 0 for a t outside 0..63.
func TeamLetter(t int) byte {
	if t < 0 || t >= len(constructedLetters) {
		return 0
	}
	return constructedLetters[t]
}
