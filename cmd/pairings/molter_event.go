package main

import (
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	im "github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// molterEvent is an event of R rounds from either source (issue 9).
type molterEvent struct {
	source, table  string // table: the document's number, or "constructed"
	title, origin  string
	letters        string
	teams, players int
	main           [][]molter.Game
	auto           []molter.Game // the document's autonomous round, when the event plays it
	autoTable      string
	follows        int
	grade          string
}

// resolveMolter finds the event the command line asks for: T P or -table
// N, -source, -rounds (0: the default).
func resolveMolter(cmd *cli.Call, o *molterFlags) (*molterEvent, error) {
	if cmd.Given("rounds") && o.rounds < 1 {
		return nil, cli.Usagef("-rounds %d: want 1 or more", o.rounds)
	}
	if o.source != "" && o.source != molter.SourceDocument && o.source != molter.SourceConstructed {
		return nil, cli.Usagef("-source %q: want document or constructed", o.source)
	}
	if o.source == molter.SourceConstructed && o.number != "" {
		return nil, cli.Usagef("-table %s is a table of the document: -source constructed takes T and P", o.number)
	}
	var teams, players int
	shaped := false // T and P read, whether or not the document covers them
	doc, docErr := molterTable(o.number, cmd.Args)
	if docErr == nil {
		teams, players, shaped = doc.Teams(), doc.Players(), true
	} else if o.number == "" && len(cmd.Args) == 2 {
		t, err1 := positiveInt("T", cmd.Args[0])
		p, err2 := positiveInt("P", cmd.Args[1])
		if err1 != nil || err2 != nil {
			return nil, cli.UsageError(docErr)
		}
		teams, players, shaped = t, p, true
	}
	source := o.source
	if source == "" {
		source = molter.SourceDocument
		if docErr != nil {
			source = molter.SourceConstructed
		}
	}
	if source == molter.SourceDocument {
		if docErr != nil {
			return nil, cli.UsageError(docErr)
		}
		k := o.rounds
		if k == 0 {
			k = doc.MaxRounds()
		}
		if !doc.HasAutonomous() && len(doc.Defects()) > 0 && k%2 == 1 && k-1 <= doc.Rounds() {
			return builtAutonomous(doc, k)
		}
		rounds, err := doc.Event(k)
		if errors.Is(err, molter.ErrInvalidEvent) {
			return nil, cli.UsageError(invalidEvent(doc, k))
		}
		if err != nil {
			return nil, cli.UsageError(err)
		}
		grade, _ := doc.Grade(k)
		e := &molterEvent{source: source, table: doc.Table(), title: doc.Title(), origin: doc.Origin(), letters: doc.TeamLetters(),
			teams: teams, players: players, main: rounds, grade: grade}
		if doc.Rounds()%2 == 0 && k%2 == 1 { // Event ends with the autonomous round
			e.main, e.auto, e.autoTable, e.follows = rounds[:k-1], rounds[k-1], doc.AutonomousTable(), doc.Follow()
		}
		return e, nil
	}
	if !shaped {
		return nil, cli.Usagef("want two arguments T (teams) and P (players per team), got %d", len(cmd.Args))
	}
	c, err := molter.NewConstructed(teams, players)
	if err != nil {
		return nil, cli.UsageError(err)
	}
	k := o.rounds
	if k == 0 {
		k = c.DefaultRounds()
	}
	rounds, err := c.Event(k)
	if err != nil {
		return nil, cli.UsageError(err)
	}
	grade, _ := c.Grade(k)
	return &molterEvent{source: source, table: molter.SourceConstructed, letters: c.TeamLetters(), teams: teams, players: players, main: rounds, grade: grade,
		origin: "constructed by the circle method per board level, every event checked against the hard rules (pairings molter-report grades them)"}, nil
}

// builtAutonomous is the event of k rounds of a table whose autonomous
// round the document never prints whole (13 teams of 10 and 12): its first
// k-1 main rounds, then an autonomous round built to the document's rules
// (internal/molter BuildAutonomous), marked as not printed.
func builtAutonomous(doc molter.Table, k int) (*molterEvent, error) {
	main, err := doc.Event(k - 1)
	if k == 1 {
		main, err = nil, nil
	}
	if err != nil {
		return nil, cli.UsageError(err)
	}
	e := imEvent(doc.Teams(), doc.Players(), main)
	round, err := im.BuildAutonomous(e)
	if err != nil {
		return nil, err
	}
	auto := make([]molter.Game, len(round))
	for i, p := range round {
		auto[i] = molter.Game{Board: i + 1, White: molterPlayer(p.White), Black: molterPlayer(p.Black)}
	}
	e.Rounds = append(e.Rounds, round)
	return &molterEvent{source: molter.SourceDocument, table: doc.Table(), title: doc.Title(),
		origin: doc.Origin() + "; the autonomous round is not printed by the document (" + strings.Join(doc.Defects(), "; ") +
			"): built to its rules (no team met again, one cross board a block, white on half of each team's boards)",
		letters: doc.TeamLetters(), teams: doc.Teams(), players: doc.Players(), main: main, auto: auto,
		autoTable: doc.Table() + "a (not printed, built)", follows: doc.Rounds(), grade: im.Measure(e).Grade()}, nil
}

// molterPlayer is a seat of internal/molter as tables/molter names it.
func molterPlayer(s im.Seat) molter.Player {
	return molter.Player{Team: molter.TeamLetter(s.Team), Order: s.Order}
}

// invalidEvent says why the document's table is not served as an event of
// k rounds (Peyrin's as 2 rounds): the first problem the contract finds,
// and the event lengths it is valid for.
func invalidEvent(doc molter.Table, k int) error {
	var rounds [][]molter.Game // its main rounds: the events refused play no autonomous round
	for r := 1; r <= min(k, doc.Rounds()); r++ {
		g, _ := doc.Round(r)
		rounds = append(rounds, g)
	}
	ps := im.Contract(imEvent(doc.Teams(), doc.Players(), rounds))
	var valid []string
	for j := 1; j <= doc.MaxRounds(); j++ {
		if g, err := doc.Grade(j); err == nil && !strings.HasPrefix(g, "invalid") {
			valid = append(valid, strconv.Itoa(j))
		}
	}
	why := "it breaks the hard rules"
	if len(ps) > 0 {
		why = ps[0].Msg
	}
	return fmt.Errorf("table %s is not served as a %d-round event: %s; it is valid for %s rounds", doc.Table(), k, why, orList(valid))
}

// imEvent reads games as internal/molter's Event, to check and measure.
func imEvent(teams, players int, rounds [][]molter.Game) *im.Event {
	e := &im.Event{Teams: teams, Players: players}
	for _, rd := range rounds {
		var ps []im.Pair
		for _, g := range rd {
			ps = append(ps, im.Pair{White: im.Seat{Team: molter.TeamIndex(g.White.Team), Order: g.White.Order},
				Black: im.Seat{Team: molter.TeamIndex(g.Black.Team), Order: g.Black.Order}})
		}
		e.Rounds = append(e.Rounds, ps)
	}
	return e
}

func runMolterEvent(cmd *cli.Call, o *molterFlags) error {
	if o.report {
		return cli.Usagef("-report goes with the document's tables without -rounds and -source; see pairings molter-report")
	}
	e, err := resolveMolter(cmd, o)
	if err != nil {
		return err
	}
	out := jsonMolter{System: "molter", Table: e.table, Teams: e.teams, Players: e.players, Source: e.source, Grade: e.grade, Rounds: []jsonNamedRound{}}
	for r, games := range e.main {
		out.Rounds = append(out.Rounds, jsonNamedRound{Round: r + 1, Boards: molterBoards(games)})
	}
	if e.auto != nil {
		out.Autonomous = &jsonMolterAutonomous{Boards: molterBoards(e.auto), Follows: &e.follows}
	}
	if cmd.Format == "json" {
		return cmd.WriteJSON(out)
	}
	var b strings.Builder
	if e.title != "" {
		fmt.Fprintf(&b, "%s\n", e.title)
	}
	fmt.Fprintf(&b, "%d teams of %d players (%s); %s\n", e.teams, e.players, e.letters, e.origin)
	n := len(out.Rounds) + btoi(e.auto != nil)
	rounds := "rounds"
	if n == 1 {
		rounds = "round"
	}
	fmt.Fprintf(&b, "Source: %s; %d %s; grade %s (%s)\n", e.source, n, rounds, e.grade, gradeText(e.grade))
	w := tabwriter.NewWriter(&b, 0, 0, 3, ' ', 0)
	head := []string{""}
	for _, r := range out.Rounds {
		head = append(head, fmt.Sprintf("Ronde %d", r.Round))
	}
	if e.auto != nil {
		head = append(head, fmt.Sprintf("Ronde %d: N° %s Ronde autonome", len(out.Rounds)+1, e.autoTable))
	}
	molterGrid(w, head, out)
	if e.auto != nil {
		fmt.Fprintf(&b, "The autonomous round %s may follow rounds 1 to %d.\n", e.autoTable, e.follows)
	}
	return cmd.WriteText(b.String())
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// measureNames name the five measures of quality of issue 9.
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
	games   [][]molter.Game
	auto    string // the document's autonomous round, when the event ends with it
}

// molterShapes lists every event served: the document's (by table, as
// Sizes lists them, each event length it plays), then the constructed ones.
// With games, each carries its rounds.
func molterShapes(games bool) []molterShape {
	var out []molterShape
	for _, m := range molter.Tables() {
		for k := 1; k <= m.MaxRounds(); k++ {
			g, err := m.Grade(k)
			if err != nil {
				continue
			}
			sh := molterShape{Teams: m.Teams(), Players: m.Players(), Rounds: k, Source: molter.SourceDocument, Table: m.Table(), Grade: g}
			if games {
				sh.games, err = m.Event(k)
				if err != nil { // refused (Peyrin's as 2 rounds): its main rounds, to measure
					sh.games = nil
					for r := 1; r <= k; r++ {
						rd, _ := m.Round(r)
						sh.games = append(sh.games, rd)
					}
				}
			}
			if m.Rounds()%2 == 0 && k%2 == 1 {
				sh.auto = m.AutonomousTable()
			}
			out = append(out, sh)
		}
		// 13 teams of 10 and 12: the events with an autonomous round built
		// to the document's rules (not printed).
		if !m.HasAutonomous() && len(m.Defects()) > 0 {
			for k := 1; k <= m.Rounds()+1; k += 2 {
				e, err := builtAutonomous(m, k)
				if err != nil {
					continue
				}
				sh := molterShape{Teams: m.Teams(), Players: m.Players(), Rounds: k, Source: molter.SourceDocument, Table: m.Table() + "/" + m.Table() + "a-built", Grade: e.grade}
				if games {
					sh.games = append(slices.Clone(e.main), e.auto)
				}
				out = append(out, sh)
			}
		}
	}
	for _, s := range molter.ConstructedSizes() {
		c, _ := molter.NewConstructed(s[0], s[1])
		for k := 1; k <= s[2]; k++ {
			g, _ := c.Grade(k)
			sh := molterShape{Teams: s[0], Players: s[1], Rounds: k, Source: molter.SourceConstructed, Table: molter.SourceConstructed, Grade: g}
			if games {
				sh.games, _ = c.Event(k)
			}
			out = append(out, sh)
		}
	}
	return out
}

func runMolterList(cmd *cli.Call) error {
	shapes := molterShapes(false)
	if cmd.Format == "json" {
		return cmd.WriteJSON(shapes)
	}
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "teams\tplayers\trounds\tsource\ttable\tgrade")
	for _, s := range shapes {
		fmt.Fprintf(w, "%d\t%d\t%d\t%s\t%s\t%s\n", s.Teams, s.Players, s.Rounds, s.Source, s.Table, s.Grade)
	}
	w.Flush()
	return cmd.WriteText(b.String())
}

// jsonMolterReport is one line of molter-report: the event's validity by
// the hard rules of issue 9, each measure with its best, the grade.
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
	for _, s := range molterShapes(true) {
		e := imEvent(s.Teams, s.Players, s.games)
		r := jsonMolterReport{molterShape: s, Broken: []string{}}
		if o.suggest && s.Source == molter.SourceDocument && s.Grade != "A" {
			sg := suggest(s, e)
			suggestions = append(suggestions, sg...)
			r.Suggestion = strings.Join(sg, "\n")
		}
		for _, p := range im.Contract(e) {
			if !slices.Contains(r.Broken, p.Check) {
				r.Broken = append(r.Broken, p.Check)
			}
		}
		q := im.Measure(e)
		r.PairSpread, r.PairSpreadBest, r.Shortfall = q.PairSpread, q.PairSpreadBest, q.Shortfall
		r.Floaters, r.FloatersBest, r.Descents, r.DescentsBest = q.Floaters, q.FloatersBest, q.Descents, q.DescentsBest
		r.RoundSpread, r.RoundSpreadBest, r.Whites = q.RoundSpread, q.RoundSpreadBest, q.Whites
		rows = append(rows, r)
	}
	switch cmd.Format {
	case "json":
		return cmd.WriteJSON(rows)
	case "csv":
		w := csv.NewWriter(cmd.Stdout)
		head := []string{"teams", "players", "rounds", "source", "table", "valid", "pair_spread", "pair_spread_best", "distinct_teams_shortfall",
			"floaters", "floaters_best", "descents_spread", "descents_spread_best", "round_spread", "round_spread_best", "whites_off", "grade"}
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
			rec = append(rec, r.Grade)
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
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
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
	}
	w.Flush()
	for _, src := range []string{molter.SourceDocument, molter.SourceConstructed} {
		c := counts[src]
		fmt.Fprintf(&b, "%s: %d events, A %d, B %d, invalid %d\n", src, c["A"]+c["B"]+c["invalid"], c["A"], c["B"], c["invalid"])
	}
	if o.suggest {
		fmt.Fprintf(&b, "\nSuggested corrections of the document's tables (not applied): two cells of one round exchanged; the event keeps every hard rule and its grade rises (measures before → after, value/best):\n")
		for _, s := range suggestions {
			fmt.Fprintf(&b, "%s\n", s)
		}
	}
	return cmd.WriteText(b.String())
}

// suggest writes the best suggested correction of a document's event, if
// it lifts the grade: the cells, the pairings before and after, and the
// measures before and after as proof.
func suggest(s molterShape, e *im.Event) []string {
	sg := im.Suggest(e)
	if len(sg) == 0 || sg[0].To.Grade() == sg[0].From.Grade() {
		return nil
	}
	x := sg[0]
	where := fmt.Sprintf("Tableau %s round %d", s.Table, x.Round)
	if s.auto != "" && x.Round == s.Rounds {
		where = fmt.Sprintf("Tableau %s (the autonomous round)", s.auto)
	}
	pair := func(p im.Pair) string {
		return fmt.Sprintf("%s%d – %s%d", im.TeamName(p.White.Team), p.White.Order, im.TeamName(p.Black.Team), p.Black.Order)
	}
	return []string{fmt.Sprintf("%d teams of %d, %d-round event: %s, boards %d and %d: %s, %s → %s, %s; grade %s → %s\n  before: %s\n  after:  %s",
		s.Teams, s.Players, s.Rounds, where, x.BoardA, x.BoardB, pair(x.Before[0]), pair(x.Before[1]), pair(x.After[0]), pair(x.After[1]),
		x.From.Grade(), x.To.Grade(), x.From, x.To)}
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
