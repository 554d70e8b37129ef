// Package scheveningendoc checks the Scheveningen tables transcribed from 000 and
// 001 and proves their errata.
//
// A printed table must be a Scheveningen table (each player once a round,
// each A_i against each B_j once) and keep the balance the printed tables for
// 4, 5 and 6 players keep: team A white on ⌊m/2⌋ or ⌈m/2⌉ boards every round,
// every player with |W-B| <= 1 (scheveningen.Printed). A table that breaks
// them needs errata; each erratum is proven: with the table's other errata
// applied but not this one the table still breaks the rules, with all of
// them it keeps them.
//
// Serve chooses the table tables/ serves for a team size: the printed one
// (errata applied) wherever it keeps the stricter rules of the computed
// tables, single and double, so that it reads as the arbiter's book. Verify
// checks all of it once and returns the Model the generator emits.
package scheveningendoc

import (
	"errors"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/scheveningen"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// TableReport is what the check found for one printed table.
type TableReport struct {
	ID      string
	Doc     string // the document's short name: "000"
	M       int
	Errata  int                  // errata applied
	Colours scheveningen.Colours // after the errata
	Strict  error                // the strict rules of the computed tables, after the errata (nil: kept)
	Table   scheveningen.Table   // after the errata
	Printed *scheveningen.Table  // as printed, when errata apply
	Same    string               // the ID of an identical table of another document, if any
	// Fewest is the fewest colour flips that can mend the printed table's
	// team counts (each flip moves one round's count by one), and
	// Corrections how many sets of that many flips mend the whole table
	// (0 when the errata do not only flip colours).
	Fewest, Corrections int
}

// Model is the verified model of the Scheveningen system: what the static
// tables hold, and what the check of the transcriptions found.
type Model struct {
	MinSize, MaxSize int
	Served           []Served      // Served[m-MinSize] is the table for teams of m
	Tables           []TableReport // the printed tables, in spec order
	spec.Proven                    // the errata it proves
}

// key identifies a cell.
type key struct{ round, board int }

// convert turns a printed table into a Table, applying the given errata
// (cell -> corrected text). Cells that are not a game of A against B are
// errors.
func convert(t *spec.ScheveningenTable, fix map[key]string) (scheveningen.Table, error) {
	tb := scheveningen.Table{M: t.Players, Rounds: make([][]scheveningen.Game, t.Rounds)}
	var errs []error
	for r := range t.Rounds {
		tb.Rounds[r] = make([]scheveningen.Game, len(t.Cells))
	}
	for b, row := range t.Cells {
		for r, c := range row {
			if r >= t.Rounds {
				break
			}
			text := c.Text
			w, k := c.White, c.Black
			if f, ok := fix[key{r + 1, b + 1}]; ok {
				text = f
				w, k, _ = spec.ParseSchevGame(f)
			}
			switch {
			case w.Team == 'A' && k.Team == 'B':
				tb.Rounds[r][b] = scheveningen.Game{A: w.N, B: k.N, AWhite: true}
			case w.Team == 'B' && k.Team == 'A':
				tb.Rounds[r][b] = scheveningen.Game{A: k.N, B: w.N, AWhite: false}
			default:
				errs = append(errs, fmt.Errorf("%s: %s round %d board %d: %s pairs two players of team %c", c.Pos, t.ID, r+1, b+1, text, w.Team))
			}
		}
	}
	return tb, errors.Join(errs...)
}

// check applies the rules a printed table must keep.
func check(name string, tb scheveningen.Table) error {
	if err := scheveningen.CheckPairings(name, tb, 1); err != nil {
		return err
	}
	return scheveningen.CheckColours(name, tb, scheveningen.Printed)
}

// Verify checks the computed table of every size of the spec and its
// double, proves that the relaxed sizes have no strict table, checks every
// printed Scheveningen table of s, proves the errata that concern them
// (errata of other systems are ignored), and chooses the table served for
// each size (Serve).
func Verify(s *spec.Spec) (*Model, error) {
	sys := s.Scheveningen
	if sys.MaxSize == 0 {
		return nil, errors.New("scheveningen: no \"system scheveningen\" block")
	}
	rep := &Model{MinSize: sys.MinSize, MaxSize: sys.MaxSize}
	var errs []error
	for m := sys.MinSize; m <= sys.MaxSize; m++ {
		relaxed := sys.Relaxed(m)
		if err := scheveningen.Verify(m, relaxed); err != nil {
			errs = append(errs, err)
		}
		if !relaxed {
			continue
		}
		// A relaxed size must be proven to have no strict table at all.
		switch _, found := scheveningen.Search(m, scheveningen.Strict); {
		case m > scheveningen.SearchMax:
			errs = append(errs, fmt.Errorf("%s: relax %d: the exhaustive search stops at %d, the size cannot be proven", sys.Pos, m, scheveningen.SearchMax))
		case found:
			errs = append(errs, fmt.Errorf("%s: relax %d: a strict table exists, do not relax", sys.Pos, m))
		}
	}
	tables := map[string]*spec.ScheveningenTable{}
	for _, t := range s.ScheveningenTables {
		tables[t.ID] = t
	}
	byTable := map[string][]*spec.Erratum{}
	for _, e := range s.Errata {
		if _, ok := tables[e.Table]; ok {
			byTable[e.Table] = append(byTable[e.Table], e)
		}
	}
	for _, t := range s.ScheveningenTables {
		tr, proven, err := verifyTable(t, byTable[t.ID])
		rep.Tables = append(rep.Tables, tr)
		rep.Errata = append(rep.Errata, proven...)
		if err != nil {
			errs = append(errs, err)
		}
	}
	// Tables printed identically in both documents.
	for i := range rep.Tables {
		for j := range rep.Tables {
			a, b := s.ScheveningenTables[i], s.ScheveningenTables[j]
			if i != j && a.Document != b.Document && a.Players == b.Players && sameCells(a, b) {
				rep.Tables[i].Same = b.ID
			}
		}
	}
	if len(errs) > 0 {
		return rep, errors.Join(errs...) // Serve needs tables that hold
	}
	for m := sys.MinSize; m <= sys.MaxSize; m++ {
		sv, err := Serve(rep, m, scheveningen.RulesFor(sys.Relaxed(m)))
		if err != nil {
			errs = append(errs, err)
		}
		sv.Relaxed, sv.DoubleStart = sys.Relaxed(m), scheveningen.DoubleStart(m)
		rep.Served = append(rep.Served, sv)
	}
	return rep, errors.Join(errs...)
}

func sameCells(a, b *spec.ScheveningenTable) bool {
	if len(a.Cells) != len(b.Cells) {
		return false
	}
	for i := range a.Cells {
		if len(a.Cells[i]) != len(b.Cells[i]) {
			return false
		}
		for j := range a.Cells[i] {
			if a.Cells[i][j].Text != b.Cells[i][j].Text {
				return false
			}
		}
	}
	return true
}

func verifyTable(t *spec.ScheveningenTable, errata []*spec.Erratum) (TableReport, []*spec.Erratum, error) {
	doc, _, _ := strings.Cut(t.Document, "_")
	tr := TableReport{ID: t.ID, Doc: doc, M: t.Players}
	var errs []error
	fix := map[key]string{}
	ok := map[*spec.Erratum]bool{}
	for _, e := range errata {
		if e.Round < 1 || e.Round > t.Rounds || e.Board < 1 || e.Board > len(t.Cells) || e.Round > len(t.Cells[e.Board-1]) {
			errs = append(errs, fmt.Errorf("%s: erratum for %s round %d board %d: no such printed cell", e.Pos, e.Table, e.Round, e.Board))
			continue
		}
		c := t.Cells[e.Board-1][e.Round-1]
		if c.Text != e.Printed {
			errs = append(errs, fmt.Errorf("%s: erratum says %s round %d board %d printed %q, the transcription has %q (%s)", e.Pos, e.Table, e.Round, e.Board, e.Printed, c.Text, c.Pos))
			continue
		}
		if _, _, good := spec.ParseSchevGame(e.Corrected); !good {
			errs = append(errs, fmt.Errorf("%s: erratum: corrected %q is not a game like B5-A5", e.Pos, e.Corrected))
			continue
		}
		fix[key{e.Round, e.Board}] = e.Corrected
		ok[e] = true
	}
	if len(errs) > 0 {
		return tr, nil, errors.Join(errs...)
	}
	tb, err := convert(t, fix)
	if err != nil {
		return tr, nil, err
	}
	tr.Table, tr.Errata = tb, len(fix)
	tr.Colours = scheveningen.ColourReport(tb)
	tr.Strict = scheveningen.CheckColours(t.ID, tb, scheveningen.Strict)
	if err := check(t.ID+" (errata applied)", tb); err != nil {
		what := "declare an erratum or fix the transcription"
		if len(fix) > 0 {
			what = "the errata do not mend it"
		}
		return tr, nil, fmt.Errorf("%s: %s breaks the rules (%s):\n%w", t.Pos, t.ID, what, err)
	}
	if len(fix) > 0 {
		printed, err := convert(t, nil)
		if err == nil {
			tr.Printed = &printed
		}
	}
	// Each erratum: without it (the others applied) the rules break.
	var proven []*spec.Erratum
	for _, e := range errata {
		if !ok[e] {
			continue
		}
		others := map[key]string{}
		for k, v := range fix {
			if k != (key{e.Round, e.Board}) {
				others[k] = v
			}
		}
		without, err := convert(t, others)
		if err == nil {
			err = check("", without)
		}
		if err == nil {
			errs = append(errs, fmt.Errorf("%s: erratum for %s round %d board %d: the printed %s breaks no rule once the other errata are applied, nothing to correct", e.Pos, e.Table, e.Round, e.Board, e.Printed))
			continue
		}
		proven = append(proven, e)
	}
	if len(errs) == 0 && tr.Printed != nil && flipsOnly(t, errata) {
		tr.Fewest, tr.Corrections = fewestFlips(*tr.Printed)
		if tr.Corrections > 0 && tr.Fewest < len(fix) {
			errs = append(errs, fmt.Errorf("%s: %s: %d errata, but %d colour flips mend the table", t.Pos, t.ID, len(fix), tr.Fewest))
		}
	}
	return tr, proven, errors.Join(errs...)
}

// flipsOnly reports whether every erratum only swaps the colours of its game.
func flipsOnly(t *spec.ScheveningenTable, errata []*spec.Erratum) bool {
	for _, e := range errata {
		w, k, _ := spec.ParseSchevGame(e.Corrected)
		c := t.Cells[e.Board-1][e.Round-1]
		if w != c.Black || k != c.White {
			return false
		}
	}
	return true
}

// fewestFlips counts the colour flips a table needs at least (the rounds'
// excess of whites over ⌈m/2⌉ or of blacks over ⌈m/2⌉) and how many sets of
// that many flips, each in a round that needs it and on a board of the
// excess colour, make the table keep the rules. It gives up (0, 0) beyond
// a few thousand sets.
func fewestFlips(tb scheveningen.Table) (fewest, corrections int) {
	m := tb.M
	// For each round that needs flips: the boards of the excess colour and
	// how many of them to flip.
	type need struct {
		round  int
		boards []int
		k      int
	}
	var needs []need
	sets := 1
	for r, round := range tb.Rounds {
		w := 0
		for _, g := range round {
			if g.AWhite {
				w++
			}
		}
		k := max(w-(m+1)/2, m/2-w)
		if k == 0 {
			continue
		}
		n := need{round: r, k: k}
		for b, g := range round {
			if g.AWhite == (w > (m+1)/2) {
				n.boards = append(n.boards, b)
			}
		}
		needs = append(needs, n)
		fewest += k
		sets *= binomial(len(n.boards), k)
		if sets > 5000 {
			return fewest, 0
		}
	}
	work := scheveningen.Table{M: m, Rounds: make([][]scheveningen.Game, len(tb.Rounds))}
	for r := range tb.Rounds {
		work.Rounds[r] = append([]scheveningen.Game(nil), tb.Rounds[r]...)
	}
	// choose flips left more boards of needs[i] from index from on.
	var choose func(i, from, left int)
	choose = func(i, from, left int) {
		switch {
		case i == len(needs):
			if check("", work) == nil {
				corrections++
			}
			return
		case left == 0:
			if i+1 < len(needs) {
				choose(i+1, 0, needs[i+1].k)
			} else {
				choose(i+1, 0, 0)
			}
			return
		}
		n := needs[i]
		for j := from; j <= len(n.boards)-left; j++ {
			g := &work.Rounds[n.round][n.boards[j]]
			g.AWhite = !g.AWhite
			choose(i, j+1, left-1)
			g.AWhite = !g.AWhite
		}
	}
	if len(needs) > 0 {
		choose(0, 0, needs[0].k)
	}
	return fewest, corrections
}

func binomial(n, k int) int {
	r := 1
	for i := 1; i <= k; i++ {
		r = r * (n - k + i) / i
	}
	return r
}

// Summary writes a table's colours the way the report of the issue asks:
// team whites per round, each player's balance and longest run.
func (tr TableReport) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (m=%d, %d errata): team A whites by round %v", tr.ID, tr.M, tr.Errata, tr.Colours.TeamWhites)
	for _, p := range tr.Colours.Players {
		fmt.Fprintf(&b, "; %s %s %d-%d run %d", p.Name, p.Seq, p.White, p.Black, p.Run)
	}
	if tr.Strict != nil {
		fmt.Fprintf(&b, "; not strict: %s", strings.ReplaceAll(tr.Strict.Error(), "\n", "; "))
	}
	return b.String()
}

// Served is the table served for a team size, with where it comes from.
type Served struct {
	Table scheveningen.Table
	// Origin says where the table comes from: "printed in 000/001" (with
	// ", N errata applied" when errata mend it), or "computed", followed,
	// when a printed table of that size was turned down, by the first rule
	// it breaks.
	Origin string
	// Printed is true when the table is a printed one.
	Printed bool
	// Docs are the documents that print the table served, or the one
	// turned down ("000", "001").
	Docs []string
	// Errata is the number of errata that mend the printed table (-1: the
	// documents need different numbers).
	Errata int
	// Broken is the first rule the printed table turned down breaks, when
	// it is team A's whites in a round (nil otherwise).
	Broken *scheveningen.TeamWhitesError
	// Relaxed: the size keeps only the players' balance, team A's whites
	// being balanced over the match, not every round (set by Verify).
	Relaxed bool
	// DoubleStart is the round of the first cycle that opens the second
	// cycle of a double match (set by Verify).
	DoubleStart int
}

// Serve chooses the table for teams of m: the first printed table of that
// size (errata applied) that keeps rules, single and double with
// scheveningen.DoubleStart (scheveningen.Check), so that an arbiter holding
// the book plays what is printed; the computed table otherwise. rep must
// hold tables that Verify found without error. A computed table was checked
// by Verify (scheveningen.Verify), a printed one is checked here.
func Serve(rep *Model, m int, rules scheveningen.Rules) (Served, error) {
	var refused error
	var refusedDocs []string
	for _, tr := range rep.Tables {
		if tr.M != m {
			continue
		}
		// The documents printing the same table (errata applied).
		var docs, ids []string
		errata := map[int]bool{}
		for _, o := range rep.Tables {
			if o.M == m && sameTable(o.Table, tr.Table) {
				docs, ids = append(docs, o.Doc), append(ids, o.ID)
				errata[o.Errata] = true
			}
		}
		if ids[0] != tr.ID {
			continue // the same table as an earlier one
		}
		name := tr.ID
		if tr.Errata > 0 {
			name += " (errata applied)"
		}
		err := scheveningen.Check(name, tr.Table, rules)
		if err != nil {
			if refused == nil {
				refused, refusedDocs = err, docs
			}
			continue
		}
		origin := "printed in " + strings.Join(docs, "/")
		switch {
		case len(errata) > 1:
			// The documents differ by their slips: say how many each needs.
			var per []string
			for _, o := range rep.Tables {
				if o.M == m && sameTable(o.Table, tr.Table) {
					per = append(per, fmt.Sprintf("%s %d", o.Doc, o.Errata))
				}
			}
			origin += ", errata applied (" + strings.Join(per, ", ") + ")"
			return Served{Table: tr.Table, Origin: origin, Printed: true, Docs: docs, Errata: -1}, nil
		case tr.Errata > 0:
			origin += fmt.Sprintf(", %d errata applied", tr.Errata)
		}
		return Served{Table: tr.Table, Origin: origin, Printed: true, Docs: docs, Errata: tr.Errata}, nil
	}
	t, err := scheveningen.Build(m)
	if err != nil {
		return Served{}, err
	}
	sv := Served{Table: t, Origin: "computed", Docs: refusedDocs}
	if refused != nil {
		first := firstError(refused)
		sv.Origin += fmt.Sprintf(" (the table printed in %s does not keep a rule of the computed tables: %s)", strings.Join(refusedDocs, "/"), first)
		sv.Broken, _ = first.(*scheveningen.TeamWhitesError)
	}
	return sv, nil
}

// firstError is the first of the errors joined in err: the first line of
// its message.
func firstError(err error) error {
	for {
		j, ok := err.(interface{ Unwrap() []error })
		if !ok || len(j.Unwrap()) == 0 {
			return err
		}
		err = j.Unwrap()[0]
	}
}

func sameTable(a, b scheveningen.Table) bool {
	if a.M != b.M || len(a.Rounds) != len(b.Rounds) {
		return false
	}
	for r := range a.Rounds {
		if len(a.Rounds[r]) != len(b.Rounds[r]) {
			return false
		}
		for i := range a.Rounds[r] {
			if a.Rounds[r][i] != b.Rounds[r][i] {
				return false
			}
		}
	}
	return true
}
