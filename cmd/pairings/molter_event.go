package main

import (
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// molterRequest is the request of the command line: T P or -table N,
// -rounds (typed: 0 is no default), -source.
func molterRequest(cmd *cli.Call, o *molterFlags) (molter.Request, error) {
	req := molter.Request{Table: o.number, Rounds: o.rounds, Source: o.source, Construction: o.cons}
	if cmd.Given("rounds") {
		req.Typed |= molter.FieldRounds
	}
	switch {
	case o.number != "" && len(cmd.Args) > 0:
		return req, cli.Usagef("give either T P or -table N, not both")
	case o.number != "":
	case len(cmd.Args) == 2:
		t, err := cli.ParseInt("T", cmd.Args[0])
		if err != nil {
			return req, cli.UsageError(err)
		}
		p, err := cli.ParseInt("P", cmd.Args[1])
		if err != nil {
			return req, cli.UsageError(err)
		}
		req.Teams, req.Players, req.Typed = t, p, req.Typed|molter.FieldShape
	default:
		return req, cli.Usagef("want two arguments T (teams) and P (players per team), got %d", len(cmd.Args))
	}
	return req, nil
}

// serveMolter serves the event the command line asks for (molter.Serve,
// as mkxlsx molter does), its refusals said with the command's arguments.
func serveMolter(cmd *cli.Call, o *molterFlags) (molter.Event, error) {
	req, err := molterRequest(cmd, o)
	if err != nil {
		return molter.Event{}, err
	}
	e, err := molter.Serve(req)
	var re *molter.RequestError
	switch {
	case err == nil:
		return e, nil
	case !errors.As(err, &re):
		return molter.Event{}, cli.UsageError(err)
	case errors.Is(err, molter.ErrTableSource):
		return molter.Event{}, cli.Usagef("-table %s is a table of the document: -source constructed takes T and P", re.Value)
	}
	return molter.Event{}, cli.Usagef("%s", re.Say(re.Field.Flag("T", "P")))
}

func runMolterEvent(cmd *cli.Call, o *molterFlags) error {
	if o.report {
		return cli.Usagef("-report goes with the document's tables without -rounds and -source; see pairings molter-report")
	}
	e, err := serveMolter(cmd, o)
	if err != nil {
		return err
	}
	molterAdvice(cmd, e)
	out := jsonMolter{System: "molter", Table: e.Table, Teams: e.Teams, Players: e.Players, Source: e.Source, Grade: e.Grade, Construction: e.Construction, Rounds: []jsonNamedRound{}}
	for r, games := range e.Rounds[:e.Main()] {
		out.Rounds = append(out.Rounds, jsonNamedRound{Round: r + 1, Boards: molterBoards(games)})
	}
	if e.AutonomousTable != "" {
		out.Autonomous = &jsonMolterAutonomous{Boards: molterBoards(e.Rounds[e.Main()]), Follows: &e.Follows}
	}
	if cmd.Format == "json" {
		return cmd.WriteJSON(out)
	}
	var b strings.Builder
	l := cmd.Lang
	if e.Title != "" {
		fmt.Fprintf(&b, "%s\n", e.Title)
	}
	b.WriteString(l.F("%d teams of %d players (%s); %s\n", e.Teams, e.Players, e.TeamLetters(), molterOrigin(l, e.Table, e.Origin)))
	n := len(e.Rounds)
	source := l.T(e.Source)
	if e.Construction != "" {
		source += " (" + e.Construction + ")"
	}
	b.WriteString(l.F("Source: %s; %d %s; grade %s (%s)\n", source, n, roundsWord(l, n), e.Grade, l.Error(gradeText(e.Grade))))
	w := newGrid(&b, 3)
	head := []string{""}
	for _, r := range out.Rounds {
		head = append(head, l.F("Round %d", r.Round))
	}
	if e.AutonomousTable != "" {
		head = append(head, l.F("Round %d: No. %s autonomous round", len(out.Rounds)+1, e.AutonomousTable))
	}
	molterGrid(w, head, out)
	if e.AutonomousTable != "" {
		b.WriteString(l.F("The autonomous round %s may follow rounds 1 to %d.\n", e.AutonomousTable, e.Follows))
	}
	return cmd.WriteText(b.String())
}

// measureNames name the five measures of quality of the project's contract.
var measureNames = []string{
	"1: pairs of teams met evenly, as many distinct teams as possible after every round",
	"2: floaters balanced per team",
	"3: descents spread evenly over the teams",
	"4: a team's boards spread over the other teams in a round",
	"5: each team's whites exactly P/2 every round",
}

// gradeText says what a grade means.
func gradeText(g string) string {
	switch {
	case g == "A":
		return "every measure of quality at its proven best"
	case strings.HasPrefix(g, "invalid("):
		return "breaks the hard rules " + strings.TrimSuffix(strings.TrimPrefix(g, "invalid("), ")")
	case strings.HasPrefix(g, "B("):
		var p []string
		for m := range strings.SplitSeq(strings.TrimSuffix(strings.TrimPrefix(g, "B("), ")"), ",") {
			if i, err := strconv.Atoi(m); err == nil && i >= 1 && i <= len(measureNames) {
				p = append(p, measureNames[i-1])
			}
		}
		return "short of the best on " + strings.Join(p, "; ")
	}
	return g
}

// molterShape is one line of -list and molter-report: an event served.
type molterShape struct {
	Teams   int    `json:"teams"`
	Players int    `json:"players"`
	Rounds  int    `json:"rounds"`
	Source  string `json:"source"`
	Table   string `json:"table"`
	Grade   string `json:"grade"`
	// A constructed event: how it is made (layered, search), and whether
	// it is the one kept selectable beside the default (-construction).
	Construction string `json:"construction,omitempty"`
	Selectable   bool   `json:"selectable,omitempty"`
}

// molterShapes lists every event served (molter.Grades): the document's
// (by table, as Sizes lists them, each event length it plays, then those
// with an autonomous round built), then the constructed ones.
func molterShapes() []molterShape {
	var out []molterShape
	for _, g := range molter.Grades() {
		out = append(out, molterShape{g.Teams, g.Players, g.Rounds, g.Source, g.Table, g.Grade, g.Construction, g.Selectable})
	}
	return out
}

func runMolterList(cmd *cli.Call) error {
	shapes := molterShapes()
	if cmd.Format == "json" {
		return cmd.WriteJSON(shapes)
	}
	var b strings.Builder
	w := newGrid(&b, 2)
	fmt.Fprintln(w, "teams\tplayers\trounds\tsource\ttable\tgrade")
	for _, s := range shapes {
		fmt.Fprintf(w, "%d\t%d\t%d\t%s\t%s\t%s\n", s.Teams, s.Players, s.Rounds, s.Source, s.Table, s.Grade)
	}
	w.Flush()
	return cmd.WriteText(b.String())
}

// jsonMolterReport is one line of molter-report: the event's validity by
// the hard rules of the project's contract, each measure with its best, the grade.
type jsonMolterReport struct {
	molterShape
	Broken          []string `json:"broken"` // the hard rules broken; empty: valid
	PairSpread      int      `json:"pair_spread"`
	PairSpreadBest  int      `json:"pair_spread_best"`
	Shortfall       int      `json:"distinct_teams_shortfall"`
	Floaters        int      `json:"floaters"`
	FloatersBest    int      `json:"floaters_best"`
	Descents        int      `json:"descents_spread"`
	DescentsBest    int      `json:"descents_spread_best"`
	RoundSpread     int      `json:"round_spread"`
	RoundSpreadBest int      `json:"round_spread_best"`
	Whites          int      `json:"whites_off"`
	// The published contract (molter-contract.md): the hard rules broken
	// (empty: valid), the measures, the points and the letter.
	PublishedBroken []string `json:"published_broken"`
	I1              int      `json:"i1"`
	Prefix          int      `json:"prefix_deficit"`
	I2              int      `json:"i2"`
	I3              int      `json:"i3"`
	I4              int      `json:"i4"`
	I5              int      `json:"i5"`
	S5Relaxed       int      `json:"s5_relaxed"`
	PublishedPoints int      `json:"published_points"`
	PublishedGrade  string   `json:"published_grade"`
	// With -suggest: the suggested correction of a document's event, as
	// the text prints it; absent when there is none.
	Suggestion string `json:"suggestion,omitempty"`
}

type molterReportFlags struct{ suggest bool }

func (o *molterReportFlags) define(fs *flag.FlagSet) {
	fs.BoolVar(&o.suggest, "suggest", false, "add the suggested corrections of the document's tables: two cells of a round exchanged that keep the hard rules and lift the grade (not applied)")
}

func runMolterReport(cmd *cli.Call, o *molterReportFlags) error {
	var rows []jsonMolterReport
	var suggestions []string
	for _, g := range molter.Grades() {
		r := jsonMolterReport{molterShape: molterShape{g.Teams, g.Players, g.Rounds, g.Source, g.Table, g.Grade, g.Construction, g.Selectable}, Broken: []string{}}
		if o.suggest && g.Suggestion != "" {
			suggestions = append(suggestions, g.Suggestion)
			r.Suggestion = g.Suggestion
		}
		r.Broken = append(r.Broken, g.Broken...)
		q := g.Quality
		r.PairSpread, r.PairSpreadBest, r.Shortfall = q.PairSpread, q.PairSpreadBest, q.Shortfall
		r.Floaters, r.FloatersBest, r.Descents, r.DescentsBest = q.Floaters, q.FloatersBest, q.Descents, q.DescentsBest
		r.RoundSpread, r.RoundSpreadBest, r.Whites = q.RoundSpread, q.RoundSpreadBest, q.Whites
		p := g.Published
		r.PublishedBroken = append([]string{}, p.Broken...)
		r.PublishedGrade = "invalid"
		if len(p.Broken) == 0 {
			r.I1, r.Prefix, r.I2, r.I3, r.I4, r.I5 = p.I1, p.Prefix, p.I2, p.I3, p.I4, p.I5
			r.S5Relaxed = btoi(p.S5Relaxed)
			r.PublishedPoints, r.PublishedGrade = p.Points, p.Letter
		}
		rows = append(rows, r)
	}
	switch cmd.Format {
	case "json":
		return cmd.WriteJSON(rows)
	case "csv":
		w := csv.NewWriter(cmd.Stdout)
		head := []string{"teams", "players", "rounds", "source", "table", "valid", "pair_spread", "pair_spread_best", "distinct_teams_shortfall",
			"floaters", "floaters_best", "descents_spread", "descents_spread_best", "round_spread", "round_spread_best", "whites_off", "grade",
			"published_valid", "I1", "prefix", "I2", "I3", "I4", "I5", "S5relaxed", "published_points", "published_grade"}
		if o.suggest {
			head = append(head, "suggestion")
		}
		w.Write(head)
		for _, r := range rows {
			valid := "yes"
			if len(r.Broken) > 0 {
				valid = "no: " + strings.Join(r.Broken, " ")
			}
			rec := append([]string{strconv.Itoa(r.Teams), strconv.Itoa(r.Players), strconv.Itoa(r.Rounds), r.Source, r.Table, valid},
				itoas(r.PairSpread, r.PairSpreadBest, r.Shortfall, r.Floaters, r.FloatersBest, r.Descents, r.DescentsBest, r.RoundSpread, r.RoundSpreadBest, r.Whites)...)
			pvalid := "yes"
			if len(r.PublishedBroken) > 0 {
				pvalid = "no: " + strings.Join(r.PublishedBroken, " ")
			}
			rec = append(rec, r.Grade, pvalid)
			rec = append(rec, itoas(r.I1, r.Prefix, r.I2, r.I3, r.I4, r.I5, r.S5Relaxed, r.PublishedPoints)...)
			rec = append(rec, r.PublishedGrade)
			if o.suggest {
				rec = append(rec, r.Suggestion)
			}
			w.Write(rec)
		}
		w.Flush()
		return w.Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Every event served, by the hard rules and the five measures of quality (value/best):\n")
	for i, n := range measureNames {
		fmt.Fprintf(&b, "  m%d %s\n", i+1, n[3:])
	}
	w := newGrid(&b, 2)
	fmt.Fprintln(w, "teams\tplayers\trounds\tsource\ttable\tvalid\tm1 pairs\tm1 short\tm2\tm3\tm4\tm5\tgrade")
	counts := map[string]map[string]int{}
	for _, r := range rows {
		valid := "yes"
		if len(r.Broken) > 0 {
			valid = "no: " + strings.Join(r.Broken, " ")
		}
		fmt.Fprintf(w, "%d\t%d\t%d\t%s\t%s\t%s\t%d/%d\t%d\t%d/%d\t%d/%d\t%d/%d\t%d/0\t%s\n", r.Teams, r.Players, r.Rounds, r.Source, r.Table, valid,
			r.PairSpread, r.PairSpreadBest, r.Shortfall, r.Floaters, r.FloatersBest, r.Descents, r.DescentsBest, r.RoundSpread, r.RoundSpreadBest, r.Whites, r.Grade)
		if counts[r.Source] == nil {
			counts[r.Source] = map[string]int{}
		}
		counts[r.Source][gradeClass(r.Grade)]++
		counts[r.Source]["published "+r.PublishedGrade]++
	}
	w.Flush()
	for _, src := range []string{molter.SourceDocument, molter.SourceConstructed} {
		c := counts[src]
		fmt.Fprintf(&b, "%s: %d events, A %d, B %d, invalid %d\n", src, c["A"]+c["B"]+c["invalid"], c["A"], c["B"], c["invalid"])
	}
	for _, src := range []string{molter.SourceDocument, molter.SourceConstructed} {
		c := counts[src]
		fmt.Fprintf(&b, "%s, on the published scale (molter-report -format csv gives the measures): A %d, B %d, C %d, D %d, invalid %d\n", src,
			c["published A"], c["published B"], c["published C"], c["published D"], c["published invalid"])
	}
	if o.suggest {
		fmt.Fprintf(&b, "\nSuggested corrections of the document's tables (not applied): two cells of one round exchanged; the event keeps every hard rule and its grade rises (measures before → after, value/best):\n")
		for _, s := range suggestions {
			fmt.Fprintf(&b, "%s\n", s)
		}
	}
	return cmd.WriteText(b.String())
}

func gradeClass(g string) string {
	switch {
	case g == "A":
		return "A"
	case strings.HasPrefix(g, "invalid"):
		return "invalid"
	}
	return "B"
}

func itoas(v ...int) []string {
	out := make([]string, len(v))
	for i, x := range v {
		out[i] = strconv.Itoa(x)
	}
	return out
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
