// Package molter gives the pairings of team tournaments in few rounds by the
// Molter system: T teams of P players each, every game between players of
// two different teams, over a few rounds rather than a round robin of the
// teams, the colours and boards balanced by the tables. The tables come from the document
// "Tableaux d'appariements … selon le système Molter" (Pairing tables for
// balanced team tournaments in few rounds, 004 in the project's sources):
// Tableau 1 to 43, for 3 to 13 teams of 4 to 12 players, printed or derived
// by the document's own rules, with their errata applied and their defects
// said; and, for the shapes the document does not cover, tables constructed
// by the generator that keep the document's rules.
//
// What a program gets:
//
//   - Table, a table of the document: New(teams, players) or
//     ByNumber("17"); Sizes and Tables list what is covered. Round, Game,
//     Autonomous (the one-round table A that ends an event), Event (the
//     rounds an event of R rounds plays), Title, Origin and Provenance
//     (printed or derived, from which line), Defects and Report (what the
//     document's table breaks), Grade.
//   - Constructed, the events built for a shape the document does not
//     cover: NewConstructed(teams, players), 3 to 64 teams of 2 to 16
//     players, every event of 1 to T-1 rounds; ConstructedSizes lists the
//     shapes generated and graded in advance (3 to 30 teams). Each event is the better of two
//     constructions (Construction): the offline search's table, stored,
//     or the layered construction of package internal/molterlayer, built
//     at run time (in milliseconds, the only one past 30 teams, whose
//     events are graded when asked: AtRunTime; Provenance says where
//     each event comes from); where the
//     other is better in the published contract's order but not in its
//     letter grade it stays selectable (Selectable, EventBy, GradeBy,
//     PublishedBy).
//   - Event, what a Request (teams, players, rounds, a table or a source)
//     resolves to: Serve is the one way both commands and the workbooks
//     find the rounds of an event, document first, constructed beyond; it
//     checks the request and refuses with a *RequestError that names the
//     part refused (Field: the command says its flag) and its cause
//     (ErrRounds, ErrShape, ErrNoTable, ErrSource … for errors.Is).
//   - Fast (Table.Fast) and EventTable (Event.Lookup), lookups without an
//     error that cost what a bare array does; like a slice index they panic
//     on a round or board out of range. The methods of Table and
//     Constructed check instead and return a *tables.Error.
//   - Grades, Quality and Published: how well each table keeps the rules
//     (colour balance, board rotation), as molter-report prints them. Of a
//     constructed event only the measures are stored, as a record shared
//     by the events that measure alike; the bests, the grade, the points
//     and the letter are derived from them when asked.
//
// Teams are letters (A, B, …), players are numbered from 1 within their
// team; a Game is a board: "3. C2 – A2" is board 3, C2 with white. For
// example, the first round of 7 teams of 6 players (Tableau 17):
//
//	m, err := molter.New(7, 6)
//	if err != nil {
//		return err // the message names the nearest tables covered
//	}
//	games, _ := m.Round(1)
//	fmt.Println(m.Table(), games[0]) // 17 1. A1 – D1
//
// and an event of 3 rounds for 13 teams of 12, its last round autonomous:
//
//	ev, _ := molter.Serve(molter.Request{Teams: 13, Players: 12, Rounds: 3})
//	t := ev.Lookup()
//	fmt.Println(t.Game(3, 1)) // 1. K1 – D1
package molter

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

// layout is the version of the layout of data.go that this file reads;
// data.go's guard breaks the build when they differ.
const layout = 3

// molterConfig and molterTab are the rows of the generated data.go;
// its header describes the layout.
type molterConfig struct {
	teams, players uint8
	main, auto     int16 // indexes of molterTabs; auto -1: none or withheld
	follow         uint8
	alt            bool   // not the default table for (teams, players)
	defects        string // one per line
	report         string // checks that hold, balance
}

type molterTab struct {
	number, title, origin  string
	doc                    string
	line, rowsFrom, rowsTo uint16
	from                   string // table numbers, separated by spaces
	endToEnd               bool
	teams, players, rounds uint8
	boards                 uint16
	autonomous             bool
	at                     uint32
}

// ErrNoTable is wrapped by the errors of New and ByNumber when the document
// has no table for the request; the message names what is covered.
var ErrNoTable = errors.New("no Molter table")

// ErrInvalidEvent is wrapped by the error of Event when the event breaks
// the hard rules of the project's contract (Peyrin's table as 2 rounds).
var ErrInvalidEvent = errors.New("invalid Molter event")

// ErrNoAutonomous is wrapped when the autonomous round is asked for and the
// table has none (Peyrin's), or a defect withholds it.
var ErrNoAutonomous = errors.New("no autonomous round")

// Player is a player of a Molter event: the team letter (A, B, …; the
// document skips I; past Z, a constructed table's teams AA, AB, … are
// held as a, b, …, which String spells) and the order number within the
// team (1 is the strongest).
type Player struct {
	Team  byte
	Order int
}

func (p Player) String() string { return teamName(p.Team) + strconv.Itoa(p.Order) }

// teamName spells a team letter: past Z, a constructed table's teams AA,
// AB, …, AZ, BA, … are held as a, b, …, 0, 1, … (constructedLetters).
func teamName(b byte) string {
	t := strings.IndexByte(constructedLetters, b)
	if t < 25 {
		return string(rune(b))
	}
	t -= 25
	return constructedLetters[t/25:t/25+1] + constructedLetters[t%25:t%25+1]
}

// Game is one board of a Molter round; White has the white pieces (the
// first-named player of the printed tables).
//
// The blank field pads a Game from 40 bytes to 48: the compiler copies 40
// bytes with overlapping 16-byte moves, and a value returned that way is
// read back through a stalled store, which made EventTable.Game 3.6× a bare
// array load; 48 bytes copy in three aligned moves (1.5×, the
// BenchmarkEventCons* pair). Blank fields take no part in ==.
type Game struct {
	Board        int
	White, Black Player
	_            int
}

func (g Game) String() string {
	return strconv.Itoa(g.Board) + ". " + g.White.String() + " – " + g.Black.String()
}

// Table is the Molter pairing table of an event: the main rounds, to be
// played two by two, and the autonomous round that may follow an even number
// of them (or stand alone for a one-round event). Make one with New or
// ByNumber; the zero value is invalid.
type Table struct{ cfg int } // index into molterConfigs, plus one: 0 is the invalid zero value

// Size is a configuration the document covers.
type Size struct {
	Teams, Players int
	Table          string // the document's table number, e.g. "17"
	Alternative    bool   // another table than the default for this size (Peyrin's 3 rounds)
}

// Sizes lists every configuration the document covers, by teams then
// players, an alternative after the default.
func Sizes() []Size {
	out := make([]Size, len(molterConfigs))
	for i, c := range molterConfigs {
		out[i] = Size{int(c.teams), int(c.players), molterTabs[c.main].number, c.alt}
	}
	return out
}

// Tables returns every configuration the document covers, in the order of
// Sizes (an alternative, Peyrin's, after the default of its size).
func Tables() []Table {
	out := make([]Table, len(molterConfigs))
	for i := range out {
		out[i] = Table{i + 1}
	}
	return out
}

// New returns the document's table for teams teams of players players. For
// a configuration the document does not cover, the error names the nearest
// covered ones and, where there is one, the constructed table
// (NewConstructed).
func New(teams, players int) (Table, error) {
	for i, c := range molterConfigs {
		if int(c.teams) == teams && int(c.players) == players && !c.alt {
			return Table{i + 1}, nil
		}
	}
	why := ""
	if players%2 != 0 {
		why = " (a Molter team has an even number of players)"
	}
	forward := ""
	if _, err := NewConstructed(teams, players); err == nil {
		forward = "; the table constructed for this shape: NewConstructed(" + strconv.Itoa(teams) + ", " + strconv.Itoa(players) + ")"
	}
	return Table{}, fail.Wrap(ErrNoTable, "no Molter table for "+strconv.Itoa(teams)+" teams of "+strconv.Itoa(players)+" players"+
		why+"; nearest covered: "+strings.Join(nearest(teams, players), ", ")+forward)
}

// nearest names the covered configurations closest to (teams, players):
// the nearest team sizes with as many teams, the nearest team counts with as
// many players.
func nearest(teams, players int) []string {
	type cand struct{ d, i int }
	var best []cand
	for _, same := range [2]bool{true, false} {
		below, above := cand{-1, -1}, cand{-1, -1}
		for i, c := range molterConfigs {
			if c.alt {
				continue
			}
			var d int
			if same {
				if int(c.teams) != teams {
					continue
				}
				d = int(c.players) - players
			} else {
				if int(c.players) != players {
					continue
				}
				d = int(c.teams) - teams
			}
			if d < 0 && (below.i < 0 || d > below.d) {
				below = cand{d, i}
			}
			if d > 0 && (above.i < 0 || d < above.d) {
				above = cand{d, i}
			}
		}
		for _, c := range [2]cand{below, above} {
			if c.i >= 0 {
				best = append(best, c)
			}
		}
	}
	if len(best) == 0 { // neither the teams nor the size occur: the closest overall
		d := -1
		for i, c := range molterConfigs {
			e := abs(int(c.teams)-teams) + abs(int(c.players)-players)
			if !c.alt && (d < 0 || e < d) {
				d, best = e, []cand{{e, i}}
			}
		}
	}
	var out []string
	for _, c := range best {
		m := molterConfigs[c.i]
		out = append(out, strconv.Itoa(int(m.teams))+" teams of "+strconv.Itoa(int(m.players))+" (Tableau "+molterTabs[m.main].number+")")
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// ByNumber returns the document's table by its number ("17", "17a",
// "9", "peyrin" for the 3-round table of 3 teams), at the size it is printed
// for (derived tables: the size they are derived for).
func ByNumber(number string) (Table, error) {
	n := strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(number), "Tableau "), "a")
	found := -1
	for i, c := range molterConfigs {
		t := molterTabs[c.main]
		if t.number != n || c.players != t.players {
			continue
		}
		// Tableau 1 is printed for 12 players; put end to end it serves
		// more: the printed one is the document's table.
		if found < 0 || strings.HasPrefix(t.origin, "printed") {
			found = i
		}
	}
	if found < 0 {
		var nums []string
		seen := map[string]bool{}
		for _, c := range molterConfigs {
			if t := molterTabs[c.main]; !seen[t.number] {
				seen[t.number] = true
				nums = append(nums, t.number)
			}
		}
		sort.Slice(nums, func(i, j int) bool { return less(nums[i], nums[j]) })
		return Table{}, fail.Wrap(ErrNoTable, "no Molter table "+strconv.Quote(number)+" (tables: "+strings.Join(nums, " ")+")")
	}
	return Table{found + 1}, nil
}

// less orders table numbers as the document does: 1, 2, …, 43, then names.
func less(a, b string) bool {
	x, xa := leadingInt(a)
	y, yb := leadingInt(b)
	switch {
	case xa && yb:
		return x < y
	case xa:
		return true
	case yb:
		return false
	}
	return a < b
}

func (m Table) config() (molterConfig, molterTab, error) {
	if m.cfg < 1 || m.cfg > len(molterConfigs) {
		return molterConfig{}, molterTab{}, fail.New("invalid molter.Table (use molter.New or ByNumber)")
	}
	c := molterConfigs[m.cfg-1]
	return c, molterTabs[c.main], nil
}

// Table is the document's number of the main table, e.g. "17".
func (m Table) Table() string { _, t, _ := m.config(); return t.number }

// Title is the table's heading in the document, e.g. "Tableau 17 : 7 équipes
// à 6 ou 12 joueurs.".
func (m Table) Title() string { _, t, _ := m.config(); return t.title }

// Origin says where the table comes from: printed at a line of the document,
// or derived from other tables by one of its texts.
func (m Table) Origin() string { _, t, _ := m.config(); return t.origin }

// Provenance is where a document table comes from, in data (Origin says
// it in English): a program words it in its own language from these fields.
type Provenance struct {
	Document         string   // the document's number: "004"
	Line             int      // the line that prints the table, or whose text derives it
	RowsFrom, RowsTo int      // printed partly beside another table: the lines of its rows (else 0)
	From             []string // derived: the numbers of the tables it is derived from (nil: printed)
	EndToEnd         bool     // derived: the last of From is repeated end to end
}

// Provenance is Origin in data.
func (m Table) Provenance() Provenance {
	_, t, _ := m.config()
	return Provenance{Document: t.doc, Line: int(t.line), RowsFrom: int(t.rowsFrom), RowsTo: int(t.rowsTo),
		From: strings.Fields(t.from), EndToEnd: t.endToEnd}
}

// Teams is the number of teams.
func (m Table) Teams() int { c, _, _ := m.config(); return int(c.teams) }

// Players is the number of players of each team.
func (m Table) Players() int { c, _, _ := m.config(); return int(c.players) }

// Rounds is the number of main rounds (an even number, but for Peyrin's 3).
func (m Table) Rounds() int { _, t, _ := m.config(); return int(t.rounds) }

// Boards is the number of boards of every round: teams × players / 2.
func (m Table) Boards() int { c, _, _ := m.config(); return int(c.teams) * int(c.players) / 2 }

// Alternative reports whether this is not the default table of its size
// (Peyrin's 3-round table for 3 teams of 4).
func (m Table) Alternative() bool { c, _, _ := m.config(); return c.alt }

// TeamLetters returns the letters of the teams, in order: the document skips I.
func (m Table) TeamLetters() string { c, _, _ := m.config(); return molterLetters[:c.teams] }

// HasAutonomous reports whether the autonomous round can be played.
func (m Table) HasAutonomous() bool { c, _, _ := m.config(); return c.auto >= 0 }

// AutonomousTable is the document's number of the autonomous round ("17a"),
// or "" when there is none.
func (m Table) AutonomousTable() string {
	c, t, err := m.config()
	if err != nil || (c.auto < 0 && c.defects == "") {
		return ""
	}
	return t.number + "a"
}

// Follow is the number of main rounds the autonomous round may follow: 2 for
// most tables, 4 for Tableau 17 (played as the 5th round), 0 when it only
// serves a one-round event (3 teams: they are complete in 2 rounds).
func (m Table) Follow() int { c, _, _ := m.config(); return int(c.follow) }

// Defects lists what the document leaves broken for this configuration (an
// autonomous round unprinted or unmendable); the autonomous round is then
// withheld.
func (m Table) Defects() []string {
	c, _, _ := m.config()
	if c.defects == "" {
		return nil
	}
	return strings.Split(c.defects, "\n")
}

// Report says which of the document's properties the generator checked and
// found to hold for this configuration, and how balanced it is: how many
// boards each pair of teams shares per round and per period, how many whites
// each team has per round.
func (m Table) Report() string { c, _, _ := m.config(); return c.report }

func (m Table) games(tab int, r int, c molterConfig) []Game {
	t := molterTabs[tab]
	n := int(c.teams) * int(c.players) / 2
	out := make([]Game, n)
	at := int(t.at) + 4*r*int(t.boards)
	for b := range n {
		out[b] = game(molterBoards[at+4*b:][:4], b+1)
	}
	return out
}

// game is board b from its four bytes: white's team index and order
// number, then black's.
func game(v string, b int) Game {
	return Game{Board: b, White: Player{Team: molterLetters[v[0]], Order: int(v[1])}, Black: Player{Team: molterLetters[v[2]], Order: int(v[3])}}
}

// Round returns the games of main round r (1 to Rounds()).
func (m Table) Round(r int) ([]Game, error) {
	c, t, err := m.config()
	if err != nil {
		return nil, err
	}
	if r < 1 || r > int(t.rounds) {
		return nil, fail.Range("round", r, 1, int(t.rounds), "round "+strconv.Itoa(r)+": Tableau "+t.number+" has rounds 1 to "+strconv.Itoa(int(t.rounds)))
	}
	return m.games(int(c.main), r-1, c), nil
}

// Autonomous returns the games of the autonomous round. The error says why
// there is none: Peyrin's table has none, and a defect withholds it.
func (m Table) Autonomous() ([]Game, error) {
	c, t, err := m.config()
	if err != nil {
		return nil, err
	}
	if c.auto < 0 {
		if c.defects != "" {
			return nil, fail.Wrap(ErrNoAutonomous, "Tableau "+t.number+", "+strconv.Itoa(int(c.teams))+" teams of "+strconv.Itoa(int(c.players))+
				": no autonomous round: "+strings.ReplaceAll(c.defects, "\n", "; "))
		}
		return nil, fail.Wrap(ErrNoAutonomous, "Tableau "+t.number+" has no autonomous round")
	}
	return m.games(int(c.auto), 0, c), nil
}

// Event returns the k rounds of an event of k rounds: the first k main rounds
// when k is even; when k is odd, the first k-1 followed by the autonomous
// round (the document: "2 (4, 6, …) rondes", and "3 (5, 7, …)" with the
// autonomous round added).
//
// An event that breaks the hard rules of the project's contract is refused, with the rules
// and the lengths the table is valid for: Peyrin's table as a 2-round event
// makes A1 meet team B twice.
func (m Table) Event(k int) ([][]Game, error) {
	ev, err := m.event(k)
	if err != nil {
		return nil, err
	}
	if g := strings.Fields(documentGrades[m.cfg-1])[k-1]; strings.HasPrefix(g, "invalid(") {
		var valid []string
		for j, x := range strings.Fields(documentGrades[m.cfg-1]) {
			if x != "-" && !strings.HasPrefix(x, "invalid(") {
				valid = append(valid, strconv.Itoa(j+1))
			}
		}
		return nil, fail.Wrap(ErrInvalidEvent, "Tableau "+m.Table()+" is not served as a "+strconv.Itoa(k)+"-round event: it breaks the hard rules "+
			strings.TrimSuffix(strings.TrimPrefix(g, "invalid("), ")")+"; it is valid for "+orList(valid)+" rounds")
	}
	return ev, nil
}

// orList is "1, 3 or 5".
func orList(v []string) string {
	if len(v) < 2 {
		return strings.Join(v, "")
	}
	return strings.Join(v[:len(v)-1], ", ") + " or " + v[len(v)-1]
}

// event is Event without the refusal of an event that breaks the hard
// rules (Grade grades those too).
func (m Table) event(k int) ([][]Game, error) {
	c, t, err := m.config()
	if err != nil {
		return nil, err
	}
	if k < 1 || k > m.maxRounds() {
		return nil, fail.Range("rounds", k, 1, m.maxRounds(), strconv.Itoa(k)+" rounds: Tableau "+t.number+" plays 1 to "+strconv.Itoa(m.maxRounds())+" rounds")
	}
	main := k
	if int(t.rounds)%2 == 0 && k%2 == 1 {
		main = k - 1
		if _, err := m.Autonomous(); err != nil {
			return nil, fail.Wrap(ErrNoAutonomous, strconv.Itoa(k)+" rounds need the autonomous round: "+tables.Message(err))
		}
		if main > int(c.follow) {
			return nil, fail.New(strconv.Itoa(k) + " rounds: the autonomous round " + t.number + "a may follow at most " + strconv.Itoa(int(c.follow)) + " rounds")
		}
	}
	var out [][]Game
	for r := 1; r <= main; r++ {
		g, _ := m.Round(r)
		out = append(out, g)
	}
	if main < k {
		g, _ := m.Autonomous()
		out = append(out, g)
	}
	return out, nil
}

// MaxRounds is the longest event the table plays: its main rounds, or one
// more when the autonomous round may follow them all.
func (m Table) MaxRounds() int { return m.maxRounds() }

func (m Table) maxRounds() int {
	c, t, _ := m.config()
	if c.auto >= 0 && int(c.follow)+1 > int(t.rounds) {
		return int(c.follow) + 1
	}
	return int(t.rounds)
}

// Game returns player p's game in round r (0 for the autonomous round).
func (m Table) Game(r int, p Player) (Game, error) {
	c, _, err := m.config()
	if err != nil {
		return Game{}, err
	}
	if strings.IndexByte(molterLetters[:c.teams], p.Team) < 0 || p.Order < 1 || p.Order > int(c.players) {
		return Game{}, fail.New("player " + p.String() + ": the event has teams " + molterLetters[:c.teams] + " of players 1 to " + strconv.Itoa(int(c.players)))
	}
	var games []Game
	if r == 0 {
		games, err = m.Autonomous()
	} else {
		games, err = m.Round(r)
	}
	if err != nil {
		return Game{}, err
	}
	for _, g := range games {
		if g.White == p || g.Black == p {
			return g, nil
		}
	}
	return Game{}, fail.New("player " + p.String() + " does not play in round " + strconv.Itoa(r))
}

// leadingInt reads the number a table number starts with ("17" of "17"),
// and false when it starts with none ("peyrin").
func leadingInt(s string) (int, bool) {
	n, i := 0, 0
	for ; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n, i > 0
}
