package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

type jsonMolterAutonomous struct {
	Boards []jsonNamedBoard `json:"boards"`
	// With -rounds or -source: the main rounds it may follow (1..Follows).
	Follows *int `json:"follows,omitempty"`
}

// jsonMolter is the -format json output; its fields are in the order the
// issue spells them, "autonomous" absent when there is none, "defects" only
// when the document leaves one.
type jsonMolter struct {
	System     string                `json:"system"`
	Table      string                `json:"table"`
	Teams      int                   `json:"teams"`
	Players    int                   `json:"players"`
	Rounds     []jsonNamedRound      `json:"rounds"`
	Autonomous *jsonMolterAutonomous `json:"autonomous,omitempty"`
	Defects    []string              `json:"defects,omitempty"`
	Report     string                `json:"report,omitempty"` // with -report
	// With -rounds or -source only: where the table comes from and
	// the grade of the event.
	Source string `json:"source,omitempty"`
	Grade  string `json:"grade,omitempty"`
	// Construction: how a constructed event is made (layered, search).
	Construction string `json:"construction,omitempty"`
}

type molterFlags struct {
	number string
	report bool
	rounds int
	source string
	cons   string
	list   bool
}

func (o *molterFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&o.number, "table", "", "the document's table number (17, 17a, 9, peyrin) instead of T P")
	fs.BoolVar(&o.report, "report", false, "add the checks that hold and the balance of the table")
	cli.IntVar(fs, &o.rounds, "rounds", 0, "play an event of this many rounds (default: the document's event, or the most constructed)")
	fs.StringVar(&o.source, "source", "", "document, constructed or best (the best graded valid table, the document's when equal; default: the document's table where there is one)")
	fs.StringVar(&o.cons, "construction", "", "layered or search: how a constructed event is made (default: the better graded; the other where molter-report lists it selectable)")
	fs.BoolVar(&o.list, "list", false, "list every shape served, with its source and grade")
}

func runMolter(cmd *cli.Call, o *molterFlags) error {
	switch {
	case o.list:
		if len(cmd.Args) > 0 || o.number != "" || cmd.Given("rounds") || o.source != "" || o.cons != "" || o.report {
			return cli.Usagef("-list takes no other argument or flag but -format")
		}
		return runMolterList(cmd)
	case cmd.Given("rounds") || cmd.Given("source") || cmd.Given("construction"):
		return runMolterEvent(cmd, o)
	}
	// The document's table, printed whole: served as any event is, from
	// the document.
	o.source = molter.SourceDocument
	e, err := serveMolter(cmd, o)
	if err != nil {
		return err
	}
	m := e.Doc
	out := jsonMolter{System: "molter", Table: m.Table(), Teams: m.Teams(), Players: m.Players(), Defects: m.Defects()}
	if o.report {
		out.Report = m.Report()
	}
	for r := 1; r <= m.Rounds(); r++ {
		games, err := m.Round(r)
		if err != nil {
			return err
		}
		out.Rounds = append(out.Rounds, jsonNamedRound{Round: r, Boards: molterBoards(games)})
	}
	if m.HasAutonomous() {
		games, err := m.Autonomous()
		if err != nil {
			return err
		}
		out.Autonomous = &jsonMolterAutonomous{Boards: molterBoards(games)}
	}
	if cmd.Format == "json" {
		return cmd.WriteJSON(out)
	}
	return cmd.WriteText(molterText(cmd.Lang, m, out))
}

func molterBoards(games []molter.Game) []jsonNamedBoard {
	out := make([]jsonNamedBoard, len(games))
	for i, g := range games {
		out[i] = jsonNamedBoard{g.Board, g.White.String(), g.Black.String()}
	}
	return out
}

// molterText lays the table out as the document prints it: board numbers
// leading each line, one column per round ("A1 – D1", the first named has
// white), the autonomous round last with its own board numbers.
func molterText(l msg.Lang, m molter.Table, t jsonMolter) string {
	var b strings.Builder
	if m.Title() != "" { // a derived size has no heading of its own
		fmt.Fprintf(&b, "%s\n", m.Title())
	}
	b.WriteString(l.F("%d teams of %d players (%s); %s\n", t.Teams, t.Players, m.TeamLetters(), molterOrigin(l, m.Table(), m.Origin())))
	w := newGrid(&b, 3)
	head := []string{""}
	for _, r := range t.Rounds {
		head = append(head, l.F("Round %d", r.Round))
	}
	if t.Autonomous != nil {
		head = append(head, l.F("No. %s autonomous round", m.AutonomousTable()))
	}
	molterGrid(w, head, t)
	switch {
	case t.Autonomous != nil && m.Follow() == 0:
		b.WriteString(l.F("The autonomous round %s serves a one-round event only.\n", m.AutonomousTable()))
	case t.Autonomous != nil:
		b.WriteString(l.F("Play the rounds two by two; the autonomous round %s may follow rounds 1 to %d (events of %s rounds).\n", m.AutonomousTable(), m.Follow(), oddRounds(l, m.Follow())))
	}
	for _, d := range t.Defects {
		b.WriteString(l.F("No autonomous round: defect %s\n", d))
	}
	if t.Report != "" {
		fmt.Fprintf(&b, "%s\n", t.Report)
	}
	return b.String()
}

// molterGrid writes the heading and the boards, one line each: the board
// number, a column per round, the autonomous round last with its own board
// numbers; then flushes w.
func molterGrid(w grid, head []string, t jsonMolter) {
	w.row(head...)
	for i := range t.Teams * t.Players / 2 {
		row := []string{fmt.Sprint(i + 1)}
		for _, r := range t.Rounds {
			row = append(row, r.Boards[i].White+" – "+r.Boards[i].Black)
		}
		if t.Autonomous != nil {
			a := t.Autonomous.Boards[i]
			row = append(row, fmt.Sprintf("%d %s – %s", a.Board, a.White, a.Black))
		}
		w.row(row...)
	}
	w.Flush()
}

// oddRounds lists the odd event lengths an autonomous round following up to
// follow rounds makes: "1, 3 or 5".
func oddRounds(l msg.Lang, follow int) string {
	var p []string
	for k := 1; k <= follow+1; k += 2 {
		p = append(p, fmt.Sprint(k))
	}
	return orList(l, p)
}

// orList is "1, 3 or 5".
func orList(l msg.Lang, p []string) string {
	if len(p) < 2 {
		return strings.Join(p, "")
	}
	return strings.Join(p[:len(p)-1], ", ") + l.T(" or ") + p[len(p)-1]
}
