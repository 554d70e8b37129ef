// Package molter builds and checks the Molter pairing tables of the document
// 004 (Tableaux officiels d'appariements, système Molter): it reads the
// verbatim transcriptions of internal/spec, applies the errata, derives the
// unprinted tables by the document's own rules (checking the board ranges and
// boards the derivation texts quote), checks every configuration against the
// properties the document states, and measures its balance. Package
// molterdoc checks the result sheets and proves the errata and defects.
//
// It also holds, for tables of any shape (Event), the contract
// (Contract: the hard rules, check.go's checks reused and four more), the
// five measures of quality with their arithmetic bounds and the grade
// (Measure, Bounds, Quality.Grade), the construction of a table for 3 to 30
// teams of 2 to 16 players (Construct: the circle method per board level, a
// phantom team for an odd count), the layered construction of a table of
// any shape up to 64 teams, valid by construction with the first two
// published measures at their best (Layered), an autonomous round built to
// the document's rules where it prints none (BuildAutonomous), and the
// suggested corrections of a printed table (Suggest).
//
// # The published contract, in short
//
// The other open-source Molter program publishes rules and measures
// (../shared/molter-contract.md restates them; PublishedCheck, PublishedMeasure
// and PublishedPoints compute them). A floater is a board between two
// different order numbers; the player of the smaller number descends, the
// other ascends.
//
//   - S1–S4: whole rounds, every player once a round, never a team-mate,
//     never two players of one team against the same player.
//   - S4b: in a round, a team's boards are never all against one team.
//   - S5: a team's drift, its whites minus its blacks over the rounds so
//     far, stays within ±2 and is 0 after every even round and after the
//     last one.
//   - S6a–S6c: no floater with an even number of teams; with an odd number,
//     floaters only between 2k-1 and 2k, one per such pair of numbers a
//     round, and no player descending twice or ascending twice.
//   - C1–C3: a player's colours even out (within one for an odd number of
//     rounds), never three alike in a row, never two ahead before the end.
//
// The measures, compared in this order (lower is better):
//
//   - I1: per team, the most boards against one opponent minus the fewest
//     against an opponent met at all; its arithmetic bound is 0 when every
//     opponent can be met equally often (P·R ≤ T-1, or T-1 divides P·R),
//     else 1.
//   - prefix: how many opponents a team falls short of min(T-1, P·r) after
//     r rounds, at worst; 0 means new opponents every round until all are met.
//   - I2: the sum over teams of |descents - ascents|.
//   - I3: the most descents of a team minus the fewest.
//   - I4: the most descents (or ascents) of a team within one pair of
//     rounds (1-2, 3-4, …).
//   - I5: within a round, a team's most boards against one opponent minus
//     the fewest against an opponent of that round.
//   - S5 exact: 0 when every team has exactly P/2 whites in every round, 1
//     when S5 holds only through the ±2 drift.
//
// The letter grade (A at 0 penalty points, B up to 6, C up to 20, D beyond)
// weighs I1 above its bound and a prefix deficit heavily, the others
// lightly. The project's own contract (Contract, ContractOwn) and measures
// (Measure) are stricter on the layout and the order numbers.
//
// # The words of the construction and the recipes
//
//   - level: the players of one order number, one per team (level k: the
//     k-th players); pair of levels: 2j+1 and 2j+2, between which odd T has
//     its cross board (a floater); period: rounds 2p+1 and 2p+2, over which
//     the colours are settled.
//   - circle round: a round of the circle method on one level (Construct's
//     doc); z step, u and t: how odd T gives each pair of levels two circle
//     rounds z+t and z-t; variant: one choice of that construction (spread,
//     diagonal, paired, arranged).
//   - colouring by periods: each period's games split into even cycles,
//     coloured alternately, the cycles flipped until every team has P/2
//     whites (flips: which ones); exact colours: every team P/2 whites in
//     every round (S5 exact).
//   - Recipe: the choices that rebuild a table without searching, of three
//     forms (choices; perm, the general form; pairs, the free form), coloured
//     by flips or one colour a board; an event's own table is a recipe with
//     its colours, served for its number of rounds instead of the table's
//     first rounds. The recipe file's grammar, molter_recipes.spec, is
//     recipetext.go's (RecipeBlock writes a block, RecipeOf reads one).
//   - the project's five measures (Quality: pair spread and shortfall,
//     floaters, descents, round spread, whites) are its own contract's,
//     each with its arithmetic best (Bounds); the published ones (I1…I5,
//     prefix, S5 exact) rank the tables the search records.
//
// Conventions: teams are letters (the document skips I), players are order
// numbers 1..P within a team, boards are numbered from 1 and the first-named
// player has white. Round 0 is the autonomous round.
package molter

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// Player is a team letter and an order number. The letter is kept as
// printed, so that a misprinted letter (R4) can be reported and corrected.
type Player = spec.MolterPlayer

// Cell names a printed cell: the spec block, the round (0 for an autonomous
// round) and the board number as printed.
type Cell struct {
	Table string
	Round int
	Board int
}

func (c Cell) String() string {
	r := "round " + strconv.Itoa(c.Round)
	if c.Round == 0 {
		r = "autonomous round"
	}
	return fmt.Sprintf("%s %s board %d", c.Table, r, c.Board)
}

// Board is one pairing of a built table, with the printed cell it comes from.
type Board struct {
	White, Black Player
	Unprinted    bool // the document does not print this board (a declared defect)
	From         Cell
}

// Norm writes the board as the errata do: "C2-B1".
func (b Board) Norm() string { return b.White.String() + "-" + b.Black.String() }

// Table is a built table: printed (errata applied) or derived by a rule.
type Table struct {
	ID         string // spec block: 004/17, 004/derive-9
	Number     string // the document's number: 17, 9a, peyrin
	Teams      int
	Players    int   // the team size it is built for (its largest)
	Serves     []int // the team sizes it serves, by cutting
	Autonomous bool
	Fragment   bool // a printed part that only a rule completes
	First      int  // number of the first board (a fragment may start at 16)
	Rounds     [][]Board
	Title      string
	Origin     string     // where it comes from: "printed at line 427", "derived by …"
	Prov       Provenance // the same, in data
}

// Provenance is where a table comes from, in data, so that a workbook can
// say it in its own language (Origin says it in English).
type Provenance struct {
	Document         string   // the document's number: "004"
	Line             int      // the line that prints the table, or whose text derives it
	RowsFrom, RowsTo int      // printed partly beside another table: the lines of its rows (else 0)
	From             []string // derived: the numbers of the tables it is derived from (nil: printed)
	EndToEnd         bool     // derived: the last of From is repeated end to end
}

// docNumber is the document's number of its file name: "004" of "004_9d88….txt".
func docNumber(file string) string {
	n, _, _ := strings.Cut(file, "_")
	return n
}

// Boards is the number of boards of each round.
func (t *Table) Boards() int {
	if len(t.Rounds) == 0 {
		return 0
	}
	return len(t.Rounds[0])
}

// Cut returns the table for p players: the first Teams*p/2 boards.
func (t *Table) Cut(p int) *Table {
	c := *t
	c.Players = p
	n := t.Teams * p / 2
	c.Rounds = make([][]Board, len(t.Rounds))
	for r, rd := range t.Rounds {
		c.Rounds[r] = rd[:min(n, len(rd))]
	}
	return &c
}

// OrderBlock returns the order numbers a board holds by its position: with
// an even number of teams, Teams/2 boards per order number; with an odd
// number, Teams boards per pair of order numbers (2k-1 and 2k).
func OrderBlock(teams, board int) (lo, hi int) {
	if teams%2 == 0 {
		n := (board-1)/(teams/2) + 1
		return n, n
	}
	k := (board - 1) / teams
	return 2*k + 1, 2*k + 2
}

// Config is what an arbiter runs: T teams of P players, the main rounds and
// the autonomous round.
type Config struct {
	Teams, Players int
	Main           *Table // cut to Players
	Auto           *Table // cut to Players; nil when there is none (the Peyrin table) or a defect withholds it
	MainSrc        *Table // the uncut tables they come from
	AutoSrc        *Table
	Follow         int  // main rounds the autonomous round may follow (0: it stands alone)
	Alternative    bool // not the default table for (Teams, Players): the Peyrin table
	Defects        []*spec.MolterDefect
}

// Name is "17 (7×6)".
func (c *Config) Name() string {
	return fmt.Sprintf("%s (%d×%d)", c.Main.Number, c.Teams, c.Players)
}

// Set is everything built from a spec.
type Set struct {
	Letters string
	Spec    *spec.Spec
	Tables  map[string]*Table // by spec block: printed (errata applied) and derived
	Configs []*Config         // sorted by teams, players, alternative last
	Applied []*spec.Erratum
	// Examples and cites checked while building, with their problems.
	Problems   []Problem
	Unverified []string            // quotes of unprinted boards
	deps       map[string][]string // table id -> ids of the tables it is made from
	skip       map[*spec.Erratum]bool
}

// Options change what Build applies; the zero value applies every erratum.
type Options struct {
	Skip  map[*spec.Erratum]bool // errata left out (the proofs)
	Patch map[Cell]Board         // extra corrections (the search for alternatives)
	// Defective keeps the autonomous rounds that a molter-defect withholds,
	// to prove the defect.
	Defective bool
	// Only, when set, builds only these tables (printed and derived) and the
	// configurations made of them alone: the errata search rebuilds little.
	Only map[string]bool
}

// Skipped reports whether the build leaves e out (Options.Skip).
func (s *Set) Skipped(e *spec.Erratum) bool { return s.skip[e] }

// Team returns the team index of p (0 for A), or -1 when the letter names
// no team of a table of teams teams.
func (s *Set) Team(p Player, teams int) int {
	i := strings.IndexByte(s.Letters, p.Letter)
	if i < 0 || i >= teams {
		return -1
	}
	return i
}

// Build builds every table and configuration of the spec.
func Build(sp *spec.Spec, opt Options) (*Set, error) {
	m := &sp.Molter
	s := &Set{Letters: m.System.Letters, Spec: sp, Tables: map[string]*Table{}, deps: map[string][]string{}, skip: opt.Skip}
	var errs []error
	unprinted := map[string]map[int]bool{}
	for _, d := range m.Defects {
		if unprinted[d.Table] == nil {
			unprinted[d.Table] = map[int]bool{}
		}
		for _, b := range d.Unprinted {
			unprinted[d.Table][b] = true
		}
	}
	for _, pt := range m.Tables {
		if opt.Only != nil && !opt.Only[pt.ID] {
			continue
		}
		t, err := printed(pt, unprinted[pt.ID])
		if err != nil {
			errs = append(errs, err)
			continue
		}
		s.Tables[t.ID] = t
	}
	// Errata of printed cells; the errata of examples and sheets are applied
	// where those are checked.
	for _, e := range sp.Errata {
		if opt.Skip[e] || !strings.HasPrefix(e.Document, "004_") {
			continue
		}
		t, ok := s.Tables[e.Table]
		if !ok {
			continue
		}
		if err := applyErratum(t, e); err != nil {
			errs = append(errs, err)
			continue
		}
		s.Applied = append(s.Applied, e)
	}
	for c, b := range opt.Patch {
		if t, ok := s.Tables[c.Table]; ok {
			if i, r, ok := t.Index(c); ok {
				b.From = c
				t.Rounds[r][i] = b
			}
		}
	}
	for _, r := range m.Rules {
		if opt.Only != nil && !opt.Only[r.ID] {
			continue
		}
		if _, err := s.rule(r, nil); err != nil {
			errs = append(errs, err)
		}
	}
	if err := s.configs(opt.Defective, opt.Only == nil); err != nil {
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return s, errors.Join(errs...)
	}
	return s, nil
}

// index finds the printed cell c in t.
func (t *Table) Index(c Cell) (i, r int, ok bool) {
	r = c.Round - 1
	if t.Autonomous {
		r = 0
		if c.Round != 0 {
			return 0, 0, false
		}
	}
	i = c.Board - t.First
	if r < 0 || r >= len(t.Rounds) || i < 0 || i >= t.Boards() {
		return 0, 0, false
	}
	return i, r, true
}

func printed(pt *spec.MolterTable, unprinted map[int]bool) (*Table, error) {
	t := &Table{ID: pt.ID, Number: pt.Number, Teams: pt.Teams, Serves: pt.Players, Autonomous: pt.Autonomous,
		Fragment: pt.Fragment(), First: 1}
	if len(pt.Title) > 0 {
		t.Title = strings.Join(pt.Title, " — ")
	}
	t.Origin = fmt.Sprintf("printed at line %d of %s", pt.Line, pt.Document)
	t.Prov = Provenance{Document: docNumber(pt.Document), Line: pt.Line}
	// Some tables are printed partly beside another one (Tableau 26's boards
	// 15..54 beside Tableau 25): then say where the rows are.
	lo, hi := pt.Line, pt.Line
	for _, r := range pt.Rows {
		lo, hi = min(lo, r.Line), max(hi, r.Line)
	}
	if lo < pt.Line {
		t.Origin += fmt.Sprintf(" (its rows on lines %d to %d, some printed beside another table)", lo, hi)
		t.Prov.RowsFrom, t.Prov.RowsTo = lo, hi
	}
	n := len(pt.Rows)
	if pt.Fragment() {
		t.First = pt.Rows[0].Board
	} else {
		t.Players = pt.Players[len(pt.Players)-1]
		n = pt.Teams * t.Players / 2
	}
	t.Rounds = make([][]Board, pt.Rounds)
	for r := range t.Rounds {
		t.Rounds[r] = make([]Board, n)
		for i := range t.Rounds[r] {
			t.Rounds[r][i] = Board{Unprinted: true, From: Cell{pt.ID, r + 1, t.First + i}}
			if t.Autonomous {
				t.Rounds[r][i].From.Round = 0
			}
		}
	}
	for _, row := range pt.Rows {
		i := row.Board - t.First
		if i < 0 || i >= n {
			return nil, fmt.Errorf("%s: %s: board %d outside 1..%d", row.Pos, pt.ID, row.Board, n)
		}
		for r, p := range row.Pairs {
			b := &t.Rounds[r][i]
			b.White, b.Black, b.Unprinted = p.White, p.Black, false
		}
	}
	// Every board the print lacks must be a declared defect, and only those.
	var missing []string
	for i := range n {
		b := t.First + i
		if t.Rounds[0][i].Unprinted != unprinted[b] {
			missing = append(missing, strconv.Itoa(b))
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s: %s: boards %s: printed and unprinted boards disagree with the molter-defect records", pt.Pos, pt.ID, strings.Join(missing, " "))
	}
	return t, nil
}

// ParseNorm reads "C2-B1".
func ParseNorm(s string) (w, b Player, ok bool) {
	x, y, found := strings.Cut(strings.TrimSpace(s), "-")
	if !found {
		return w, b, false
	}
	w, ok1 := parsePlayer(x)
	b, ok2 := parsePlayer(y)
	return w, b, ok1 && ok2
}

func parsePlayer(s string) (Player, bool) {
	if len(s) < 2 || s[0] < 'A' || s[0] > 'Z' {
		return Player{}, false
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 {
		return Player{}, false
	}
	return Player{Letter: s[0], Num: n}, true
}

func applyErratum(t *Table, e *spec.Erratum) error {
	c := Cell{e.Table, e.Round, e.Board}
	i, r, ok := t.Index(c)
	if !ok {
		return fmt.Errorf("%s: erratum: %s has no cell round %d board %d", e.Pos, e.Table, e.Round, e.Board)
	}
	b := &t.Rounds[r][i]
	if b.Unprinted || b.Norm() != e.Printed {
		return fmt.Errorf("%s: erratum: %s prints %s, not %s", e.Pos, c, b.Norm(), e.Printed)
	}
	w, k, ok := ParseNorm(e.Corrected)
	if !ok {
		return fmt.Errorf("%s: erratum: corrected %q: want a pairing like C2-B1", e.Pos, e.Corrected)
	}
	b.White, b.Black = w, k
	return nil
}

// numberOf returns the document's number of a table or rule block.
func numberOf(sp *spec.Spec, id string) string {
	for _, t := range sp.Molter.Tables {
		if t.ID == id {
			return t.Number
		}
	}
	for _, r := range sp.Molter.Rules {
		if r.ID == id {
			return r.Builds
		}
	}
	return id
}

// dedupe keeps the first occurrence of each value, in order ("29 and 30",
// not "29 and 30 and 29").
func dedupe(v []string) []string {
	var out []string
	for _, x := range v {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// source returns the built table a rule refers to, building rules on demand.
func (s *Set) source(id string, seen []string) (*Table, error) {
	if t, ok := s.Tables[id]; ok {
		return t, nil
	}
	for _, r := range s.Spec.Molter.Rules {
		if r.ID == id {
			return s.rule(r, seen)
		}
	}
	return nil, fmt.Errorf("no Molter table %s", id)
}

// rule builds the table of a rule: the takes concatenated, or the source
// repeated end to end.
func (s *Set) rule(r *spec.MolterRule, seen []string) (*Table, error) {
	if t, ok := s.Tables[r.ID]; ok {
		return t, nil
	}
	for _, id := range seen {
		if id == r.ID {
			return nil, fmt.Errorf("%s: rule %s: circular derivation %s", r.Pos, r.ID, strings.Join(append(seen, r.ID), " -> "))
		}
	}
	seen = append(seen, r.ID)
	t := &Table{ID: r.ID, Number: r.Builds, Teams: r.Teams, Players: r.Players[len(r.Players)-1], Serves: r.Players,
		Autonomous: r.Autonomous, First: 1, Title: strings.Join(r.Title, " — ")}
	var from []string
	for _, tk := range r.Takes {
		from = append(from, numberOf(s.Spec, tk.Source))
	}
	from = dedupe(from)
	t.Prov = Provenance{Document: docNumber(r.Document), Line: r.Line, From: from}
	words := strings.Join(from, " and ")
	if r.Repeat != "" {
		t.Prov.From = append(t.Prov.From, numberOf(s.Spec, r.Repeat))
		t.Prov.EndToEnd = true
		words = strings.Join(t.Prov.From, " and ") + " end to end"
	}
	t.Origin = fmt.Sprintf("derived from %s by the text of line %d of %s", words, r.Line, r.Document)
	var errs []error
	if r.Repeat != "" {
		src, err := s.source(r.Repeat, seen)
		if err != nil {
			return nil, fmt.Errorf("%s: rule %s: %v", r.Pos, r.ID, err)
		}
		s.deps[r.ID] = append(s.deps[r.ID], src.ID)
		n := src.Boards()
		t.Rounds = make([][]Board, len(src.Rounds))
		for ri, rd := range src.Rounds {
			for i := range r.Teams * t.Players / 2 {
				b := rd[i%n]
				k := i / n * src.Players
				b.White.Num += k
				b.Black.Num += k
				t.Rounds[ri] = append(t.Rounds[ri], b)
			}
		}
	}
	for _, tk := range r.Takes {
		src, err := s.source(tk.Source, seen)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: rule %s: %v", tk.Pos, r.ID, err))
			continue
		}
		s.deps[r.ID] = append(s.deps[r.ID], src.ID)
		if t.Rounds == nil {
			// Each round with room for the boards the rule builds: the
			// takes append to it.
			t.Rounds = make([][]Board, len(src.Rounds))
			for ri := range t.Rounds {
				t.Rounds[ri] = make([]Board, 0, r.Teams*t.Players/2)
			}
		}
		if len(src.Rounds) != len(t.Rounds) || src.Autonomous != r.Autonomous {
			errs = append(errs, fmt.Errorf("%s: rule %s: %s has %d rounds (autonomous %v), the rule builds %d (autonomous %v)",
				tk.Pos, r.ID, src.ID, len(src.Rounds), src.Autonomous, len(t.Rounds), r.Autonomous))
			continue
		}
		if r.Teams%2 == 1 && (tk.From%2 == 0 || tk.To%2 == 1 || tk.As%2 == 0) {
			errs = append(errs, fmt.Errorf("%s: rule %s: with an odd number of teams a board joins order numbers 2k-1 and 2k: players %d..%d as %d cut such pairs",
				tk.Pos, r.ID, tk.From, tk.To, tk.As))
			continue
		}
		found := 0
		for i := range src.Boards() {
			lo, hi := OrderBlock(r.Teams, src.First+i)
			if lo < tk.From || hi > tk.To {
				continue
			}
			found++
			for ri := range src.Rounds {
				b := src.Rounds[ri][i]
				// Boards of other order numbers than their position says are
				// reported by the layout check; the shift applies to all.
				if !b.Unprinted {
					b.White.Num += tk.As - tk.From
					b.Black.Num += tk.As - tk.From
				}
				t.Rounds[ri] = append(t.Rounds[ri], b)
			}
		}
		if want := r.Teams * (tk.To - tk.From + 1) / 2; found != want {
			errs = append(errs, fmt.Errorf("%s: rule %s: %s holds %d boards of players %d..%d, want %d", tk.Pos, r.ID, src.ID, found, tk.From, tk.To, want))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if got, want := t.Boards(), r.Teams*t.Players/2; got != want {
		return nil, fmt.Errorf("%s: rule %s: builds %d boards, want %d for %d teams of %d", r.Pos, r.ID, got, want, r.Teams, t.Players)
	}
	s.Tables[r.ID] = t
	s.checkCites(r)
	s.checkExamples(r, t)
	return t, nil
}

// checkCites checks the board ranges a derivation text names.
func (s *Set) checkCites(r *spec.MolterRule) {
	for _, c := range r.Cites {
		src := s.Tables[c.Source]
		if src == nil {
			continue
		}
		var boards []int
		for b := src.First; b < src.First+src.Boards(); b++ {
			lo, hi := OrderBlock(src.Teams, b)
			if lo >= c.PFrom && hi <= c.PTo {
				boards = append(boards, b)
			}
		}
		if len(boards) == 0 || boards[0] != c.From || boards[len(boards)-1] != c.To || len(boards) != c.To-c.From+1 {
			s.Problems = append(s.Problems, Problem{Check: "cites", Table: r.Builds, Round: -1,
				Msg: fmt.Sprintf("%s: %s says boards %d..%d of %s hold players %d..%d; they are on boards %s", c.Pos, r.ID, c.From, c.To, src.Number, c.PFrom, c.PTo, spanString(boards))})
		}
	}
}

func spanString(b []int) string {
	if len(b) == 0 {
		return "none"
	}
	return fmt.Sprintf("%d..%d", b[0], b[len(b)-1])
}

// exampleErrata returns the example quotes as corrected by the errata:
// board -> the derived quote ("22. B7-F7"), for the rule r.
func (s *Set) exampleFix(r *spec.MolterRule, ex spec.MolterExample) (derived string, fixed bool) {
	for _, e := range s.Spec.Errata {
		if e.Table == r.ID && e.Board == ex.Source.Board && e.Round == firstRound(ex) {
			if s.Skipped(e) {
				continue
			}
			return e.Corrected, true
		}
	}
	return "", false
}

func firstRound(ex spec.MolterExample) int {
	if len(ex.Rounds) == 0 {
		return -1
	}
	return ex.Rounds[0]
}

// QuoteNorm writes a quoted board as the errata do: "22. B7-G7" or
// "41. A9-J9 B9-A9".
func QuoteNorm(row spec.MolterRow) string {
	var parts []string
	for _, p := range row.Pairs {
		parts = append(parts, p.Norm())
	}
	return strconv.Itoa(row.Board) + ". " + strings.Join(parts, " ")
}

// checkExamples checks the boards a derivation text quotes: the source board
// against the table it is quoted from, the derived one against the built
// table. A quote of an unprinted board cannot be checked (Unverified).
func (s *Set) checkExamples(r *spec.MolterRule, t *Table) {
	for _, ex := range r.Examples {
		derived := QuoteNorm(ex.Derived)
		if fix, ok := s.exampleFix(r, ex); ok {
			derived = fix
		}
		cell := Cell{r.ID, firstRound(ex), ex.Source.Board}
		if src := s.Tables[ex.Of]; src != nil {
			got := quoteOf(src, ex.Source.Board, ex.Rounds)
			if strings.Contains(got, "unprinted") {
				s.Unverified = append(s.Unverified, fmt.Sprintf("%s: %s quotes %s of %s, which the document does not print", ex.Pos, r.ID, QuoteNorm(ex.Source), src.Number))
				continue
			}
			if got != QuoteNorm(ex.Source) {
				s.Problems = append(s.Problems, Problem{Check: "example", Table: r.Builds, Round: -1, Cells: []Cell{cell},
					Msg: fmt.Sprintf("%s: %s quotes %s of %s; the table has %s", ex.Pos, r.ID, QuoteNorm(ex.Source), src.Number, got)})
			}
		}
		d, _ := strconv.Atoi(strings.TrimSuffix(strings.Fields(derived)[0], "."))
		if got := quoteOf(t, d, ex.Rounds); got != derived {
			s.Problems = append(s.Problems, Problem{Check: "example", Table: r.Builds, Round: -1, Cells: []Cell{cell},
				Msg: fmt.Sprintf("%s: %s says it becomes %s; the rule builds %s", ex.Pos, r.ID, derived, got)})
		}
	}
}

// quoteOf writes board b of t in the rounds given, as QuoteNorm does.
func quoteOf(t *Table, b int, rounds []int) string {
	var parts []string
	for _, r := range rounds {
		ri := r - 1
		if r == 0 {
			ri = 0
		}
		i := b - t.First
		if ri < 0 || ri >= len(t.Rounds) || i < 0 || i >= t.Boards() {
			parts = append(parts, "?")
			continue
		}
		if t.Rounds[ri][i].Unprinted {
			parts = append(parts, "unprinted")
			continue
		}
		parts = append(parts, t.Rounds[ri][i].Norm())
	}
	return strconv.Itoa(b) + ". " + strings.Join(parts, " ")
}

// configs pairs main tables and autonomous rounds by teams and team size.
func (s *Set) configs(defective, all bool) error {
	type key struct{ teams, players int }
	mains := map[key][]*Table{}
	autos := map[key]*Table{}
	var errs []error
	ids := make([]string, 0, len(s.Tables))
	for id := range s.Tables {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		t := s.Tables[id]
		if t.Fragment {
			continue
		}
		for _, p := range t.Serves {
			k := key{t.Teams, p}
			if t.Autonomous {
				if o := autos[k]; o != nil {
					errs = append(errs, fmt.Errorf("molter: %d teams of %d: two autonomous rounds, %s and %s", k.teams, k.players, o.ID, t.ID))
				}
				autos[k] = t
			} else {
				mains[k] = append(mains[k], t)
			}
		}
	}
	for k, ts := range mains {
		defaults := 0
		for _, t := range ts {
			_, err := strconv.Atoi(t.Number)
			c := &Config{Teams: k.teams, Players: k.players, MainSrc: t, Main: t.Cut(k.players), Alternative: err != nil}
			if !c.Alternative {
				defaults++
				if a := autos[k]; a != nil {
					if a.Number != t.Number+"a" {
						errs = append(errs, fmt.Errorf("molter: %d teams of %d: main table %s but autonomous round %s", k.teams, k.players, t.Number, a.Number))
					}
					c.AutoSrc, c.Auto = a, a.Cut(k.players)
					// The autonomous round follows an even number of main
					// rounds and meets teams not met yet: at most Teams-2
					// rounds before it (3 teams: it stands alone).
					c.Follow = min(len(t.Rounds), 2*((k.teams-2)/2))
				} else if all {
					errs = append(errs, fmt.Errorf("molter: %d teams of %d: no autonomous round", k.teams, k.players))
				}
			}
			for _, d := range s.Spec.Molter.Defects {
				if s.DependsOn(t.ID, d.Table) || (c.AutoSrc != nil && s.DependsOn(c.AutoSrc.ID, d.Table)) {
					c.Defects = append(c.Defects, d)
				}
			}
			// A defect of the autonomous round withholds it: the main
			// rounds remain usable.
			if c.AutoSrc != nil && len(c.Defects) > 0 && !defective {
				c.Auto, c.Follow = nil, 0
			}
			s.Configs = append(s.Configs, c)
		}
		if defaults != 1 && all {
			errs = append(errs, fmt.Errorf("molter: %d teams of %d: %d default tables, want 1", k.teams, k.players, defaults))
		}
	}
	sort.Slice(s.Configs, func(i, j int) bool {
		a, b := s.Configs[i], s.Configs[j]
		if a.Teams != b.Teams {
			return a.Teams < b.Teams
		}
		if a.Players != b.Players {
			return a.Players < b.Players
		}
		return !a.Alternative && b.Alternative
	})
	return errors.Join(errs...)
}

// Dependents returns the configurations made (directly or not) from any of
// the tables.
func (s *Set) Dependents(tables ...string) []*Config {
	var out []*Config
	for _, c := range s.Configs {
		for _, t := range tables {
			if s.DependsOn(c.MainSrc.ID, t) || (c.AutoSrc != nil && s.DependsOn(c.AutoSrc.ID, t)) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// Closure returns the tables the configurations made from tables are made
// of: what a rebuild after correcting those tables needs.
func (s *Set) Closure(tables ...string) map[string]bool {
	need := map[string]bool{}
	var add func(id string)
	add = func(id string) {
		if need[id] {
			return
		}
		need[id] = true
		for _, d := range s.deps[id] {
			add(d)
		}
	}
	for _, c := range s.Dependents(tables...) {
		add(c.MainSrc.ID)
		if c.AutoSrc != nil {
			add(c.AutoSrc.ID)
		}
	}
	return need
}

// DependsOn reports whether table id is made (directly or not) from dep.
func (s *Set) DependsOn(id, dep string) bool {
	if id == dep {
		return true
	}
	for _, d := range s.deps[id] {
		if s.DependsOn(d, dep) {
			return true
		}
	}
	return false
}

// Config returns the default configuration for teams and players, or nil.
func (s *Set) Config(teams, players int) *Config {
	for _, c := range s.Configs {
		if c.Teams == teams && c.Players == players && !c.Alternative {
			return c
		}
	}
	return nil
}
