package molter

import (
	"errors"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

// documentRefusal is a row of the generated documentRefused: an event of
// the document that breaks a hard rule of the project's contract.
type documentRefusal struct {
	config, rounds uint8
	why            string
}

// builtEvent is a row of the generated builtEvents: an event ending with
// an autonomous round built to the document's rules.
type builtEvent struct {
	config, rounds            uint8
	at                        uint32
	grade, published, quality string
}

// documentSuggestion is a row of the generated documentSuggestions.
type documentSuggestion struct {
	config, rounds uint8
	built          bool
	text           string
}

// Request asks for a Molter event, as both commands take it: Teams teams
// of Players players, or the document's table numbered Table (with Teams
// or Players, of that shape: Tableau 17 serves teams of 6 and of 12);
// Rounds rounds (0: the default, the longest event of the document's
// table, or DefaultRounds of the constructed one); Source SourceDocument,
// SourceConstructed or SourceBest ("": the document's table where there
// is one, else the constructed one). Typed marks the numbers a user typed
// (FieldRounds|FieldTeams …): a typed 0 is refused, not taken for the
// default. Serve checks and resolves it.
type Request struct {
	Teams, Players int
	Table          string
	Rounds         int
	Source         string
	Typed          Field
	// Construction chooses how a constructed event is made:
	// ConstructionLayered or ConstructionSearch, its default (""; Event
	// says which) or the one kept selectable (Constructed.Selectable).
	Construction string
}

// Event is the event a Request resolves to: its rounds, the autonomous one
// last when it ends with one, where it comes from and its grades. Serve
// is the one way both commands and the workbooks find an event, so that
// they always serve the same boards; Event is what they serve from (Doc
// and Cons only say more of the table it comes from).
type Event struct {
	Source         string // SourceDocument or SourceConstructed
	Table          string // the document's number ("17"), or SourceConstructed
	Title, Origin  string // the document's heading ("" for a constructed table) and where the table comes from
	Teams, Players int
	Rounds         [][]Game // every round, the autonomous one last when AutonomousTable is set
	// AutonomousTable names the autonomous round the event ends with
	// ("17a"; "42a (not printed, built)" when Built), "" when it ends with
	// a main round; Follows is the number of main rounds it may follow.
	AutonomousTable string
	Follows         int
	// Built: the autonomous round is not printed by the document (13 teams
	// of 10 and 12); the generator built it to the document's rules.
	Built     bool
	Grade     string      // the project's grade (Constructed.Grade)
	Published Published   // the published contract's
	Doc       Table       // the document's table; the zero Table for a constructed one
	Cons      Constructed // the constructed table; the zero value for the document's
	// Alt is, for a document's event Serve resolved, the constructed event
	// of the same shape and length when it grades above (Better): what the
	// commands and the workbook name, with the flag that selects it.
	Alt *Event
	// Construction is how a constructed event is made (ConstructionLayered,
	// ConstructionSearch); "" for the document's.
	Construction string
}

// ErrSource is the cause of Serve's refusal of a Source other than
// SourceDocument, SourceConstructed, SourceBest and "".
var ErrSource = errors.New("unknown Molter source")

// Resolve finds the event r asks for.
//
// Deprecated: Resolve is Serve, which also takes SourceBest.
func Resolve(r Request) (Event, error) { return Serve(r) }

// DocumentEvent is the event of k rounds (0: MaxRounds) of the document's
// table m: Table.Event, or for a table whose autonomous round a defect
// withholds (13 teams of 10 and 12) and an odd k, its first k-1 main
// rounds and the autonomous round the generator built to the document's
// rules.
func DocumentEvent(m Table, k int) (Event, error) {
	c, t, err := m.config()
	if err != nil {
		return Event{}, err
	}
	if k == 0 {
		k = m.MaxRounds()
	}
	e := Event{Source: SourceDocument, Table: t.number, Title: t.title, Origin: t.origin, Teams: int(c.teams), Players: int(c.players), Doc: m}
	if x, ok := m.built(k); ok {
		for r := 1; r < k; r++ {
			g, _ := m.Round(r)
			e.Rounds = append(e.Rounds, g)
		}
		auto := make([]Game, e.Teams*e.Players/2)
		for b := range auto {
			auto[b] = game(builtBoards[int(x.at)+4*b:][:4], b+1)
		}
		e.Rounds = append(e.Rounds, auto)
		e.Origin += "; the autonomous round is not printed by the document (" + strings.Join(m.Defects(), "; ") +
			"): built to its rules (no team met again, one cross board a block, white on half of each team's boards)"
		e.AutonomousTable, e.Follows, e.Built = t.number+"a (not printed, built)", int(t.rounds), true
		e.Grade = x.grade
		e.Published, _ = parsePublished(x.published, 1)
		return e, nil
	}
	if most := m.builtRounds(); k > most && most > m.MaxRounds() {
		return Event{}, fail.Range("rounds", k, 1, most, strconv.Itoa(k)+" rounds: Tableau "+t.number+" plays 1 to "+strconv.Itoa(most)+
			" rounds (the odd ones with an autonomous round built to its rules)")
	}
	e.Rounds, err = m.Event(k)
	if errors.Is(err, ErrInvalidEvent) {
		return Event{}, m.refusal(k)
	}
	if err != nil {
		return Event{}, err
	}
	e.Grade, _ = m.Grade(k)
	e.Published, _ = m.Published(k)
	if int(t.rounds)%2 == 0 && k%2 == 1 {
		e.AutonomousTable, e.Follows = m.AutonomousTable(), int(c.follow)
	}
	return e, nil
}

// built is the event of k rounds with an autonomous round built, if the
// table has one.
func (m Table) built(k int) (builtEvent, bool) {
	for _, x := range builtEvents {
		if int(x.config) == m.cfg-1 && int(x.rounds) == k {
			return x, true
		}
	}
	return builtEvent{}, false
}

// builtRounds is the longest event with an autonomous round built, 0 when
// the table has none.
func (m Table) builtRounds() int {
	most := 0
	for _, x := range builtEvents {
		if int(x.config) == m.cfg-1 {
			most = max(most, int(x.rounds))
		}
	}
	return most
}

// refusal says why the document's event of k rounds is not served (it
// breaks a hard rule of the project's contract) and the lengths it is valid for.
func (m Table) refusal(k int) error {
	why := "it breaks the hard rules"
	for _, x := range documentRefused {
		if int(x.config) == m.cfg-1 && int(x.rounds) == k {
			why = x.why
		}
	}
	var valid []string
	for j, g := range strings.Fields(documentGrades[m.cfg-1]) {
		if g != "-" && !strings.HasPrefix(g, "invalid(") {
			valid = append(valid, strconv.Itoa(j+1))
		}
	}
	return fail.Wrap(ErrInvalidEvent, "table "+m.Table()+" is not served as a "+strconv.Itoa(k)+"-round event: "+why+"; it is valid for "+orList(valid)+" rounds")
}

// ConstructedEvent is the event of k rounds (0: DefaultRounds) of the
// constructed table c.
func ConstructedEvent(c Constructed, k int) (Event, error) { return ConstructedEventBy(c, k, "") }

// ConstructedEventBy is ConstructedEvent by the construction named ("":
// the default; else the default's or the one kept selectable).
func ConstructedEventBy(c Constructed, k int, construction string) (Event, error) {
	s, err := c.row()
	if err != nil {
		return Event{}, err
	}
	if k == 0 {
		k = c.DefaultRounds()
	}
	e := Event{Source: SourceConstructed, Table: SourceConstructed, Teams: int(s.teams), Players: int(s.players), Cons: c}
	if e.Rounds, err = c.EventBy(k, construction); err != nil {
		return Event{}, err
	}
	if construction == "" {
		construction, _ = c.Construction(k)
	}
	e.Construction = construction
	prov, _ := c.Provenance(k, construction)
	e.Origin = provenanceOrigin(prov)
	if c.AtRunTime() { // the rounds served, checked and graded now (not built again)
		e.Grade, e.Published, _ = runtimeGraded(e.Teams, e.Players, e.Rounds)
		if len(e.Published.Broken) > 0 { // never served: the tests hold the construction to the rules
			return Event{}, fail.Wrap(ErrInvalidEvent, "the layered construction of "+strconv.Itoa(e.Teams)+" teams of "+strconv.Itoa(e.Players)+
				" over "+strconv.Itoa(k)+" rounds breaks the published rules "+strings.Join(e.Published.Broken, ", "))
		}
		return e, nil
	}
	e.Grade, _ = c.GradeBy(k, construction)
	e.Published, _ = c.PublishedBy(k, construction)
	return e, nil
}

// TeamLetters returns the names of the teams, in order (Table.TeamLetters,
// Constructed.TeamLetters).
func (e Event) TeamLetters() string {
	if e.Source == SourceDocument {
		return e.Doc.TeamLetters()
	}
	return e.Cons.TeamLetters()
}

// Boards is the number of boards of every round: teams × players / 2.
func (e Event) Boards() int { return e.Teams * e.Players / 2 }

// Main is the number of main rounds: the rounds but the autonomous one.
func (e Event) Main() int {
	if e.AutonomousTable != "" {
		return len(e.Rounds) - 1
	}
	return len(e.Rounds)
}
