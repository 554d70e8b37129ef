package molter

import (
	"errors"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables"
)

// Field names a part of a Request: the one a RequestError refuses, and
// in Request.Typed the numbers a user typed. A command maps each to its
// own flag or argument (-rounds, -teams or T …).
type Field uint8

// The parts of a Request.
const (
	FieldTeams Field = 1 << iota
	FieldPlayers
	FieldTable
	FieldRounds
	FieldSource
	FieldConstruction
	// FieldShape is the teams and players together: no table has the
	// shape. The message names both, so the commands say it bare.
	FieldShape = FieldTeams | FieldPlayers
)

// String is the field as the request names it: "teams", "rounds" ….
func (f Field) String() string {
	switch f {
	case FieldTeams:
		return "teams"
	case FieldPlayers:
		return "players"
	case FieldTable:
		return "table"
	case FieldRounds:
		return "rounds"
	case FieldSource:
		return "source"
	case FieldConstruction:
		return "construction"
	case FieldShape:
		return "teams and players"
	}
	return "field " + strconv.Itoa(int(f))
}

// Flag is the flag or argument by which a command gives f, for a
// command that gives the teams and players by the names teams and
// players (-teams, or T): "-table", "-rounds", "-source" and
// "-construction" for the others, "" for FieldShape (the message names
// both) and any other.
func (f Field) Flag(teams, players string) string {
	switch f {
	case FieldTeams:
		return teams
	case FieldPlayers:
		return players
	case FieldTable, FieldRounds, FieldSource, FieldConstruction:
		return "-" + f.String()
	}
	return ""
}

// The causes of a RequestError besides ErrSource, ErrNoTable (no table
// of that number, or none of the shape) and ErrInvalidEvent (the
// document's event of that length breaks a hard rule).
var (
	// ErrRounds: a number of rounds the table does not play (or below 1).
	ErrRounds = errors.New("molter: rounds out of range")
	// ErrNumber: a number of teams or players below 1, or missing.
	ErrNumber = errors.New("molter: teams or players out of range")
	// ErrShape: a table of the document named with teams or players it
	// is not for.
	ErrShape = errors.New("molter: table of another shape")
	// ErrTableSource: a table of the document asked for from the
	// constructed source, which chooses its table by teams and players.
	ErrTableSource = errors.New("molter: table of the document from the constructed source")
	// ErrConstruction: a construction other than ConstructionLayered and
	// ConstructionSearch, one that does not serve the event (neither its
	// default nor its selectable one), or one asked of the document.
	ErrConstruction = errors.New("molter: construction not served")
)

// RequestError is a request Serve refuses: which part (Field), the value
// as given (Value: "9", `"bogus"`; "" when the default was taken), what
// the tables play instead (Msg: "Tableau 17 plays 1 to 6 rounds"), the
// cause to match with errors.Is (Err) and, when the constructed table
// serves the request instead, its event (Alt).
type RequestError struct {
	Field Field
	Value string
	Msg   string
	Err   error
	Alt   *Event
}

// Error is the refusal with the field's own name: "rounds 9: Tableau 17
// plays 1 to 6 rounds".
func (e *RequestError) Error() string { return e.Say(e.Field.String()) }

func (e *RequestError) Unwrap() error { return e.Err }

// Say is the refusal with name for the field (a command's flag: "-rounds
// 9: Tableau 17 plays 1 to 6 rounds"), and the constructed table that
// serves the request instead with what selects it (AlternativeText). A
// value the request did not give, or a whole shape refused, is said
// without the name: the message names it.
func (e *RequestError) Say(name string) string {
	s := e.Msg
	if e.Value != "" && e.Field != FieldShape && name != "" {
		s = name + " " + e.Value + ": " + s
	}
	if e.Alt != nil {
		s += "; " + AlternativeText(*e.Alt)
	}
	return s
}

// Serve is the one path from a request to the event it plays, both
// commands' and the workbooks': it checks r (a *RequestError naming the
// part refused), finds the table (the document's by number or shape, or
// the constructed one, by r.Source; SourceBest the better graded valid
// one, the document's when equal) and resolves the event. A document's
// event carries in Alt the constructed event of the same shape and length
// when that one grades above it.
func Serve(r Request) (Event, error) {
	if err := check(r); err != nil {
		return Event{}, err
	}
	if r.Source == SourceConstructed || r.Construction != "" {
		return serveConstructed(r)
	}
	doc, err := documentTable(r)
	if err != nil {
		return Event{}, err
	}
	if doc == (Table{}) { // no table of the document has the shape
		return serveWithout(r)
	}
	r.Teams, r.Players = doc.Teams(), doc.Players()
	e, err := serveDocument(doc, r)
	if err != nil {
		var re *RequestError
		if r.Source == SourceBest && errors.As(err, &re) && re.Alt != nil {
			return *re.Alt, nil
		}
		return Event{}, err
	}
	if r.Source == SourceBest && e.Alt != nil {
		return *e.Alt, nil
	}
	return e, nil
}

// check refuses what no table could serve: an unknown source, a number
// below 1 (or a 0 typed), a table asked of the constructed source.
func check(r Request) error {
	switch r.Source {
	case "", SourceDocument, SourceConstructed, SourceBest:
	default:
		return &RequestError{Field: FieldSource, Value: strconv.Quote(r.Source), Err: ErrSource,
			Msg: "want " + SourceDocument + ", " + SourceConstructed + " or " + SourceBest}
	}
	switch {
	case r.Construction != "" && r.Construction != ConstructionLayered && r.Construction != ConstructionSearch:
		return &RequestError{Field: FieldConstruction, Value: strconv.Quote(r.Construction), Err: ErrConstruction,
			Msg: "want " + ConstructionLayered + " or " + ConstructionSearch}
	case r.Construction != "" && (r.Table != "" || (r.Source != "" && r.Source != SourceConstructed)):
		return &RequestError{Field: FieldConstruction, Value: r.Construction, Err: ErrConstruction,
			Msg: "a construction is chosen among the constructed tables: with the constructed source, teams and players"}
	}
	typed := func(f Field, n int) bool { return n < 0 || (n == 0 && r.Typed&f != 0) }
	switch {
	case typed(FieldRounds, r.Rounds):
		return &RequestError{Field: FieldRounds, Value: strconv.Itoa(r.Rounds), Err: ErrRounds, Msg: "want 1 or more"}
	case typed(FieldTeams, r.Teams):
		return &RequestError{Field: FieldTeams, Value: strconv.Itoa(r.Teams), Err: ErrNumber, Msg: "want 3 or more"}
	case typed(FieldPlayers, r.Players):
		return &RequestError{Field: FieldPlayers, Value: strconv.Itoa(r.Players), Err: ErrNumber, Msg: "want a positive even number"}
	case r.Table != "" && r.Source == SourceConstructed:
		return &RequestError{Field: FieldTable, Value: r.Table, Err: ErrTableSource,
			Msg: "a table of the document: a constructed table is chosen by its teams and players"}
	case r.Table == "" && r.Players == 0:
		return &RequestError{Field: FieldPlayers, Err: ErrNumber, Msg: "the number of players is missing (or a table of the document)"}
	case r.Table == "" && r.Teams == 0:
		return &RequestError{Field: FieldTeams, Err: ErrNumber, Msg: "the number of teams is missing (or a table of the document)"}
	}
	return nil
}

// documentTable is the document's table r asks for: by number (of the
// shape r gives, when it gives one: Tableau 17 serves teams of 6 and of
// 12), else by shape; the zero Table when the document has none of the
// shape and no number was given.
func documentTable(r Request) (Table, error) {
	if r.Table == "" {
		t, err := New(r.Teams, r.Players)
		if err != nil {
			return Table{}, nil
		}
		return t, nil
	}
	printed, err := ByNumber(r.Table)
	if err != nil {
		return Table{}, &RequestError{Field: FieldTable, Value: r.Table, Err: ErrNoTable,
			Msg: "no such table in the document (tables: " + strings.Join(tableNumbers(), " ") + ")"}
	}
	if (r.Teams == 0 || r.Teams == printed.Teams()) && (r.Players == 0 || r.Players == printed.Players()) {
		return printed, nil
	}
	var teams, players []int
	for _, t := range Tables() {
		if t.Table() != printed.Table() {
			continue
		}
		if (r.Teams == 0 || r.Teams == t.Teams()) && (r.Players == 0 || r.Players == t.Players()) {
			return t, nil
		}
		teams, players = append(teams, t.Teams()), append(players, t.Players())
	}
	f, v := FieldPlayers, r.Players
	if r.Teams != 0 && !contains(teams, r.Teams) {
		f, v = FieldTeams, r.Teams
	}
	return Table{}, &RequestError{Field: f, Value: strconv.Itoa(v), Err: ErrShape,
		Msg: "Tableau " + printed.Table() + " is for " + numbers(uniqInts(teams)) + " teams of " + numbers(uniqInts(players)) + " players"}
}

// serveWithout serves r, whose shape no table of the document has: the
// constructed table's event, unless r asks for the document's (then the
// refusal names the nearest shapes it covers, and the constructed table
// where it serves the request).
func serveWithout(r Request) (Event, error) {
	_, docErr := New(r.Teams, r.Players)
	msg := tables.Message(docErr)
	if i := strings.Index(msg, "; the table constructed for this shape"); i >= 0 { // a Go call is no advice to a user
		msg = msg[:i]
	}
	refusal := &RequestError{Field: FieldShape, Value: strconv.Itoa(r.Teams) + " " + strconv.Itoa(r.Players), Err: ErrNoTable, Msg: msg}
	if r.Source == SourceDocument {
		if c, err := serveConstructed(r); err == nil && valid(c) {
			refusal.Alt = &c
		}
		return Event{}, refusal
	}
	if _, err := NewConstructed(r.Teams, r.Players); err != nil {
		// The document's refusal names the nearest shapes it covers; the
		// constructed one's, after its first clause, those it serves.
		cons := tables.Message(err)
		if i := strings.Index(cons, "; "); i >= 0 {
			cons = cons[i+2:]
		}
		refusal.Msg += "; " + cons
		return Event{}, refusal
	}
	return serveConstructed(r)
}

// serveConstructed is the constructed table's event r asks for.
func serveConstructed(r Request) (Event, error) {
	c, err := NewConstructed(r.Teams, r.Players)
	if err != nil {
		return Event{}, &RequestError{Field: FieldShape, Value: strconv.Itoa(r.Teams) + " " + strconv.Itoa(r.Players), Err: ErrNoTable, Msg: tables.Message(err)}
	}
	if r.Rounds > c.Rounds() {
		return Event{}, &RequestError{Field: FieldRounds, Value: strconv.Itoa(r.Rounds), Err: ErrRounds,
			Msg: "the constructed table for " + strconv.Itoa(r.Teams) + " teams of " + strconv.Itoa(r.Players) + " players plays 1 to " + strconv.Itoa(c.Rounds()) + " rounds"}
	}
	if r.Construction != "" {
		k := r.Rounds
		if k == 0 {
			k = c.DefaultRounds()
		}
		def, derr := c.Construction(k)
		sel, serr := c.Selectable(k)
		if derr == nil && serr == nil && r.Construction != def && r.Construction != sel {
			return Event{}, &RequestError{Field: FieldConstruction, Value: r.Construction, Err: ErrConstruction,
				Msg: "the constructed event of " + strconv.Itoa(k) + " rounds for " + strconv.Itoa(r.Teams) + " teams of " + strconv.Itoa(r.Players) +
					" players is made by the " + def + " construction only (the other is no better in the published contract's order)"}
		}
	}
	e, err := ConstructedEventBy(c, r.Rounds, r.Construction)
	if err != nil {
		return Event{}, roundsRefusal(r, err)
	}
	return e, nil
}

// serveDocument is the event r asks for of the document's table doc,
// with the constructed event that grades above it (Alt); refused, with
// the constructed event that serves the request (the refusal's Alt).
func serveDocument(doc Table, r Request) (Event, error) {
	alt := func(k int) *Event {
		c, err := serveConstructed(Request{Teams: r.Teams, Players: r.Players, Rounds: k})
		if err != nil || !valid(c) {
			return nil
		}
		return &c
	}
	most := max(doc.MaxRounds(), doc.builtRounds())
	if r.Rounds > most {
		msg := "Tableau " + doc.Table() + " plays 1 to " + strconv.Itoa(most) + " rounds"
		if most > doc.MaxRounds() {
			msg += " (the odd ones with an autonomous round built to its rules)"
		}
		return Event{}, &RequestError{Field: FieldRounds, Value: strconv.Itoa(r.Rounds), Err: ErrRounds, Msg: msg, Alt: alt(r.Rounds)}
	}
	e, err := DocumentEvent(doc, r.Rounds)
	if err != nil {
		re := roundsRefusal(r, err)
		if r.Rounds > 0 {
			re.Alt = alt(r.Rounds)
		}
		return Event{}, re
	}
	if a := alt(len(e.Rounds)); a != nil && Better(*a, e) {
		e.Alt = a
	}
	return e, nil
}

// roundsRefusal is err, an event's refusal, as a refusal of r's rounds.
func roundsRefusal(r Request, err error) *RequestError {
	re := &RequestError{Field: FieldRounds, Err: err, Msg: tables.Message(err)}
	if r.Rounds > 0 {
		re.Value = strconv.Itoa(r.Rounds)
	}
	return re
}

func contains(ns []int, n int) bool {
	for _, x := range ns {
		if x == n {
			return true
		}
	}
	return false
}

// tableNumbers are the document's tables by number, "peyrin" (no
// number) last.
func tableNumbers() []string {
	var byNumber []string
	var named []string
	for _, s := range Sizes() {
		n, err := strconv.Atoi(s.Table)
		switch {
		case err != nil:
			named = append(named, s.Table)
		case n > len(byNumber):
			byNumber = append(byNumber, make([]string, n-len(byNumber))...)
			fallthrough
		default:
			byNumber[n-1] = s.Table
		}
	}
	var out []string
	for _, n := range append(byNumber, named...) {
		if n != "" && (len(out) == 0 || out[len(out)-1] != n) {
			out = append(out, n)
		}
	}
	return out
}

func uniqInts(ns []int) []int {
	var out []int
	for _, n := range ns {
		if !contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// numbers says ns: "6", "6 or 12", "2 to 100 (even)" for a run of even
// numbers longer than three.
func numbers(ns []int) string {
	if len(ns) > 3 {
		run := true
		for i := 1; i < len(ns); i++ {
			run = run && ns[i] == ns[i-1]+2
		}
		if run {
			return strconv.Itoa(ns[0]) + " to " + strconv.Itoa(ns[len(ns)-1]) + " (even)"
		}
	}
	var s []string
	for _, n := range ns {
		s = append(s, strconv.Itoa(n))
	}
	return orList(s)
}
