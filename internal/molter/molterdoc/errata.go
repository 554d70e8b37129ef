// Package molterdoc checks the Molter material of 004 transcribed in the
// spec beyond the tables themselves (the example result sheets), proves each
// erratum (the printed form fails, the correction passes, and it is the best
// of the corrections that pass) and each defect (what no correction of one or
// two cells mends), and returns the verified model the generator emits.
package molterdoc

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// AllProblems runs every check: those of the build (the quotes of the
// derivation texts, every configuration) and the result sheets.
func AllProblems(s *molter.Set) []molter.Problem {
	return append(s.CheckAll(), CheckSheets(s)...)
}

// Explore lists the corrections of k cells of the printed table that make
// every configuration made from it pass, with the defects' autonomous rounds
// kept: a tool for writing errata (the explore command beside), not a proof. With partial, a
// correction that clears only the problems of the cells it changes counts.
func Explore(sp *spec.Spec, table string, k int, partial bool) ([]molter.Problem, []Alternative, error) {
	base, err := molter.Build(sp, molter.Options{})
	if err != nil {
		return nil, nil, err
	}
	return search(sp, molter.Options{Defective: true}, table, k, Quotes(base), partial)
}

// Change is one corrected cell.
type Change struct {
	Cell     molter.Cell
	From, To molter.Board
}

func (c Change) String() string {
	return fmt.Sprintf("%s: %s → %s", c.Cell, c.From.Norm(), c.To.Norm())
}

// Alternative is a correction of a group of cells that makes every check of
// every configuration made from the table pass.
type Alternative struct {
	Changes     []Change
	Confirms    []string // quotes (derivation texts, result sheets) that print the corrected pairing
	Contradicts []string // quotes that print another pairing on a corrected cell
	Balance     float64  // sum of the balance scores of the configurations made from the table
}

// Evidence is the document's own evidence for the alternative: quotes that
// confirm it less quotes that contradict it.
func (a Alternative) Evidence() int { return len(a.Confirms) - len(a.Contradicts) }

func (a Alternative) String() string {
	var p []string
	for _, c := range a.Changes {
		p = append(p, c.String())
	}
	return fmt.Sprintf("%s (evidence %+d, balance %.2f)", strings.Join(p, ", "), a.Evidence(), a.Balance)
}

// Proof is the proof of a group of errata: the errata of one round of one
// printed table (a correction may need two cells, a swap), or one erratum of
// a quote.
type Proof struct {
	Errata  []*spec.Erratum
	Table   string
	Failing []molter.Problem // the problems of the printed form
	// For printed tables: every correction of as many cells that passes,
	// best first (evidence, then balance); Chosen indexes the errata's.
	Alternatives []Alternative
	Chosen       int
	Tie          bool // the best evidence and balance are shared: the reason must say why this one
}

// group keys errata by printed table and round.
type groupKey struct {
	table string
	round int
}

// DefectProof shows that a defect is real: the checks fail on exactly its
// boards, and no correction of one or two cells mends them.
type DefectProof struct {
	Defect   *spec.MolterDefect
	Failing  []molter.Problem
	Searched int // the largest number of cells the search changed
}

// Proofs are the proofs of every erratum and defect.
type Proofs struct {
	Errata  []*Proof
	Defects []*DefectProof
	Set     *molter.Set // the tables with every erratum applied
}

// Model is the verified model of the Molter system: what the static tables
// hold.
type Model struct {
	Set         *molter.Set     // every table and configuration, errata applied; every check passes
	Reports     []molter.Report // Reports[i] is that of Set.Configs[i]
	Proofs      *Proofs
	spec.Proven // the errata it proves
	// The grades of the document's configurations by the contract and
	// measures of the project's contract: Grades[i] is that of Set.Configs[i], per event
	// length.
	Grades [][]molter.Graded
	// The events of the configurations whose autonomous round a defect
	// withholds, with a round built to the document's rules, by
	// configuration then length.
	Built []Built
	// The best suggested correction of each document event (Grades, then
	// Built, by configuration) that lifts its grade.
	Suggestions []Suggested
}

// Constructed is the model of the tables constructed for the shapes of
// molter_constructed.spec: each event checked against the contract of issue
// 9 and measured.
type Constructed struct {
	Shapes      []molter.Shape
	spec.Proven // none
}

// VerifyConstructed constructs every shape the spec declares and checks it.
func VerifyConstructed(sp *spec.Spec) (*Constructed, error) {
	if sp.MolterConstructed == nil {
		return nil, errors.New("molter: no \"molter-constructed\" block")
	}
	shapes, err := molter.BuildAll(sp.MolterConstructed, sp.MolterRecipes)
	return &Constructed{Shapes: shapes}, err
}

// Verify builds every Molter table, runs every check on every configuration
// and proves every erratum and defect of 004.
func Verify(sp *spec.Spec) (*Model, error) {
	if sp.Molter.System.Letters == "" {
		return nil, errors.New("molter: no \"system molter\" block")
	}
	proofs, err := Prove(sp)
	if err != nil {
		return nil, err
	}
	md := &Model{Set: proofs.Set, Proofs: proofs}
	var errs []error
	for _, c := range md.Set.Configs {
		rp := md.Set.Report(c)
		if len(rp.Fails) > 0 {
			errs = append(errs, fmt.Errorf("molter: %s fails %v", c.Name(), rp.Fails))
		}
		md.Reports = append(md.Reports, rp)
		md.Grades = append(md.Grades, md.Set.GradeDocument(c))
	}
	for _, p := range proofs.Errata {
		md.Errata = append(md.Errata, p.Errata...)
	}
	built, err := buildAutonomous(md.Set)
	if err != nil {
		errs = append(errs, err)
	}
	md.Built = built
	md.Suggestions = suggest(md.Set, md.Grades, built)
	return md, errors.Join(errs...)
}

// Prove proves every Molter erratum of the spec (without it the checks fail
// where it says, with it they pass, and its correction ranks first among
// those that pass) and every defect. It returns an error naming each erratum
// or defect that is not proven, and each check that fails.
func Prove(sp *spec.Spec) (*Proofs, error) {
	proofs, full, err := proveErrata(sp, nil)
	out := &Proofs{Errata: proofs, Set: full}
	errs := []error{err}
	for _, d := range sp.Molter.Defects {
		p, err := proveDefect(sp, d)
		out.Defects = append(out.Defects, p)
		errs = append(errs, err)
	}
	return out, errors.Join(errs...)
}

// proveDefect proves a defect of boards that no correction mends.
func proveDefect(sp *spec.Spec, d *spec.MolterDefect) (*DefectProof, error) {
	p := &DefectProof{Defect: d}
	if d.Boards == nil {
		return p, nil // unprinted boards: molter.Build matches them against the transcription
	}
	opt := molter.Options{Defective: true}
	base, err := molter.Build(sp, opt)
	if err != nil {
		return p, err
	}
	failing, alts, err := search(sp, opt, d.Table, 1, Quotes(base), false)
	if err != nil {
		return p, err
	}
	p.Failing = failing
	boards := map[int]bool{}
	for _, pr := range failing {
		for _, c := range pr.Cells {
			if c.Table == d.Table {
				boards[c.Board] = true
			}
		}
	}
	var got []int
	for b := range boards {
		got = append(got, b)
	}
	sort.Ints(got)
	if fmt.Sprint(got) != fmt.Sprint(d.Boards) {
		return p, fmt.Errorf("%s: molter-defect %s: the checks fail on boards %v of %s, the record says %v", d.Pos, d.ID, got, d.Table, d.Boards)
	}
	p.Searched = 1
	if len(alts) == 0 {
		_, alts, err = search(sp, opt, d.Table, 2, Quotes(base), false)
		p.Searched = 2
	}
	if err != nil {
		return p, err
	}
	if len(alts) > 0 {
		return p, fmt.Errorf("%s: molter-defect %s: a correction passes: %v", d.Pos, d.ID, alts[0])
	}
	return p, nil
}

// proveErrata proves the errata of 004 that keep says to (all when nil),
// the groups in parallel: each proof builds its own tables.
// It returns the tables with every erratum applied, checked.
func proveErrata(sp *spec.Spec, keep func(*spec.Erratum) bool) ([]*Proof, *molter.Set, error) {
	full, err := molter.Build(sp, molter.Options{})
	if err != nil {
		return nil, nil, err
	}
	var errs []error
	for _, p := range AllProblems(full) {
		errs = append(errs, p)
	}
	quotes := Quotes(full)
	groups := map[groupKey][]*spec.Erratum{}
	var keys []groupKey
	var jobs []func() (*Proof, error)
	for _, e := range sp.Errata {
		if !strings.HasPrefix(e.Document, "004_") || (keep != nil && !keep(e)) {
			continue
		}
		if _, ok := full.Tables[e.Table]; ok && !isRule(sp, e.Table) {
			k := groupKey{e.Table, e.Round}
			if groups[k] == nil {
				keys = append(keys, k)
			}
			groups[k] = append(groups[k], e)
			continue
		}
		jobs = append(jobs, func() (*Proof, error) { return proveQuote(sp, e) })
	}
	for _, k := range keys {
		g := groups[k]
		sets := [][]*spec.Erratum{g}
		if !swapGroup(g) {
			sets = nil
			for _, e := range g {
				sets = append(sets, []*spec.Erratum{e})
			}
		}
		for _, es := range sets {
			jobs = append(jobs, func() (*Proof, error) { return proveGroup(sp, es, quotes) })
		}
	}
	proofs := make([]*Proof, len(jobs))
	jobErrs := make([]error, len(jobs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range min(runtime.GOMAXPROCS(0), 4) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				proofs[i], jobErrs[i] = jobs[i]()
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	errs = append(errs, jobErrs...)
	sort.SliceStable(proofs, func(i, j int) bool { return proofs[i].Errata[0].Pos.Line < proofs[j].Errata[0].Pos.Line })
	return proofs, full, errors.Join(errs...)
}

func isRule(sp *spec.Spec, id string) bool {
	for _, r := range sp.Molter.Rules {
		if r.ID == id {
			return true
		}
	}
	return false
}

// proveQuote proves an erratum of a derivation text's example or of a
// result sheet: without it a quote check fails, with it (Prove checked) all
// pass.
func proveQuote(sp *spec.Spec, e *spec.Erratum) (*Proof, error) {
	p := &Proof{Errata: []*spec.Erratum{e}, Table: e.Table, Chosen: -1}
	s, err := molter.Build(sp, molter.Options{Skip: map[*spec.Erratum]bool{e: true}})
	if err != nil {
		return p, fmt.Errorf("%s: erratum: %v", e.Pos, err)
	}
	for _, pr := range append(append([]molter.Problem(nil), s.Problems...), CheckSheets(s)...) {
		if strings.Contains(pr.Msg, e.Table) || pr.Table == e.Table {
			p.Failing = append(p.Failing, pr)
		}
	}
	if len(p.Failing) == 0 {
		return p, fmt.Errorf("%s: erratum %s %s: the printed form passes every check", e.Pos, e.Table, e.Printed)
	}
	return p, nil
}

// relevant returns the problems of the configurations made from the tables.
func relevant(s *molter.Set, tables ...string) []molter.Problem {
	var ps []molter.Problem
	for _, c := range s.Dependents(tables...) {
		ps = append(ps, s.Check(c)...)
	}
	return ps
}

// search finds every correction of k cells that makes the configurations
// made from table (and from the tables it corrects) pass, with skip left
// out. It returns the problems of the uncorrected form and the corrections,
// best first: the document's evidence, then balance, then layout.
//
// With partial, a correction that clears only the problems of the cells it
// changes is accepted too (the explore command, to study a table with several slips).
func search(sp *spec.Spec, opt molter.Options, table string, k int, quotes []Quote, partial bool) ([]molter.Problem, []Alternative, error) {
	base, err := molter.Build(sp, opt)
	if err != nil {
		return nil, nil, err
	}
	failing := relevant(base, table)
	implicated := map[molter.Cell]bool{}
	for _, pr := range anchor(failing) {
		for _, c := range pr.Cells {
			implicated[c] = true
		}
	}
	cells := make([]molter.Cell, 0, len(implicated))
	for c := range implicated {
		cells = append(cells, c)
	}
	sortCells(cells)
	var alts []Alternative
	for _, cand := range candidates(base, cells, k) {
		patch := map[molter.Cell]molter.Board{}
		touched := []string{table}
		for _, ch := range cand {
			patch[ch.Cell] = ch.To
			touched = append(touched, ch.Cell.Table)
		}
		o := opt
		o.Patch, o.Only = patch, base.Closure(touched...)
		s, err := molter.Build(sp, o)
		if err != nil {
			continue
		}
		if rest := relevant(s, touched...); len(rest) > 0 && !(partial && fixesSome(rest, len(failing), patch)) {
			continue
		}
		a := Alternative{Changes: cand}
		for _, c := range s.Dependents(table) {
			a.Balance += s.Balance(c).Score
		}
		for _, ch := range cand {
			for _, q := range quotes {
				if q.Cell != ch.Cell {
					continue
				}
				if q.Pair == ch.To.Norm() {
					a.Confirms = append(a.Confirms, q.Where)
				} else {
					a.Contradicts = append(a.Contradicts, q.Where)
				}
			}
		}
		alts = append(alts, a)
	}
	sort.SliceStable(alts, func(i, j int) bool { return alts[i].better(alts[j]) })
	return failing, alts, nil
}

// local are the checks whose problem lists every cell that can mend it: a
// correction that passes must change one of them. The others ("sno",
// "complete", a player who does not play) can be mended elsewhere too.
var local = map[string]bool{"players": true, "own-team": true, "order": true, "layout": true,
	"colours": true, "teams-met": true, "autonomous": true, "whites": true}

// anchor returns the problems whose cells the corrections are sought in: the
// local problem with the fewest cells (every correction must change one of
// them), or all of them when none is local.
func anchor(ps []molter.Problem) []molter.Problem {
	best := -1
	for i, p := range ps {
		if local[p.Check] && len(p.Cells) > 0 && (best < 0 || len(p.Cells) < len(ps[best].Cells)) {
			best = i
		}
	}
	if best < 0 {
		return ps
	}
	return ps[best : best+1]
}

func fixesSome(rest []molter.Problem, before int, patch map[molter.Cell]molter.Board) bool {
	if len(rest) >= before {
		return false
	}
	for _, p := range rest {
		for _, c := range p.Cells {
			if _, ok := patch[c]; ok {
				return false
			}
		}
	}
	return true
}

func sortCells(cells []molter.Cell) {
	sort.Slice(cells, func(i, j int) bool {
		a, b := cells[i], cells[j]
		if a.Table != b.Table {
			return a.Table < b.Table
		}
		if a.Round != b.Round {
			return a.Round < b.Round
		}
		return a.Board < b.Board
	})
}

// better ranks a before b: more evidence, then better balance; equal ones
// go in cell order, to be deterministic.
func (a Alternative) better(b Alternative) bool {
	if a.Evidence() != b.Evidence() {
		return a.Evidence() > b.Evidence()
	}
	if d := a.Balance - b.Balance; d < -1e-9 || d > 1e-9 {
		return d < 0
	}
	return a.key() < b.key()
}

// key orders corrections of equal rank by their cells, to be deterministic.
func (a Alternative) key() string {
	var p []string
	for _, c := range a.Changes {
		p = append(p, fmt.Sprintf("%s %03d %03d %s", c.Cell.Table, c.Cell.Round, c.Cell.Board, c.To.Norm()))
	}
	return strings.Join(p, ",")
}

// tied reports whether a and b rank equal on evidence and balance.
func (a Alternative) tied(b Alternative) bool {
	return a.Evidence() == b.Evidence() && math.Abs(a.Balance-b.Balance) < 1e-9
}

// swapGroup reports whether the errata exchange players between their cells
// (the printed players and the corrected ones are the same): such errata are
// one correction and are proven together.
func swapGroup(es []*spec.Erratum) bool {
	count := map[string]int{}
	for _, e := range es {
		w, b, _ := molter.ParseNorm(e.Printed)
		x, y, _ := molter.ParseNorm(e.Corrected)
		count[w.String()]++
		count[b.String()]++
		count[x.String()]--
		count[y.String()]--
	}
	for _, v := range count {
		if v != 0 {
			return false
		}
	}
	return len(es) > 1
}

func proveGroup(sp *spec.Spec, es []*spec.Erratum, quotes []Quote) (*Proof, error) {
	table := es[0].Table
	p := &Proof{Errata: es, Table: table, Chosen: -1}
	skip := map[*spec.Erratum]bool{}
	for _, e := range es {
		skip[e] = true
	}
	failing, alts, err := search(sp, molter.Options{Skip: skip}, table, len(es), quotes, false)
	if err != nil {
		return p, fmt.Errorf("%s: erratum: %v", es[0].Pos, err)
	}
	p.Failing, p.Alternatives = failing, alts
	implicated := map[molter.Cell]bool{}
	for _, pr := range failing {
		for _, c := range pr.Cells {
			implicated[c] = true
		}
	}
	// Every erratum's cell breaks a check, or, for an exchange between
	// cells, one of them does.
	var errs []error
	chosen := map[molter.Cell]string{}
	hit := false
	for _, e := range es {
		c := molter.Cell{Table: e.Table, Round: e.Round, Board: e.Board}
		chosen[c] = e.Corrected
		hit = hit || implicated[c]
		if !implicated[c] && len(es) == 1 {
			errs = append(errs, fmt.Errorf("%s: erratum %s round %d board %d: the printed %s breaks no check there", e.Pos, e.Table, e.Round, e.Board, e.Printed))
		}
	}
	if !hit && len(es) > 1 {
		errs = append(errs, fmt.Errorf("%s: errata %s round %d: the printed %s break no check", es[0].Pos, table, es[0].Round, correctionString(es)))
	}
	if len(errs) > 0 {
		return p, errors.Join(errs...)
	}
	for i, a := range p.Alternatives {
		match := len(a.Changes) == len(chosen)
		for _, ch := range a.Changes {
			match = match && chosen[ch.Cell] == ch.To.Norm()
		}
		if match {
			p.Chosen = i
		}
	}
	if len(alts) > 1 {
		p.Tie = alts[0].tied(alts[1])
	}
	reason := ""
	for _, e := range es {
		reason += " " + e.Reason
	}
	switch {
	case p.Chosen < 0:
		return p, fmt.Errorf("%s: erratum %s round %d: the correction %s does not pass the checks (%d corrections of %d cells do: %v)",
			es[0].Pos, table, es[0].Round, correctionString(es), len(alts), len(es), alts)
	case !alts[p.Chosen].tied(alts[0]):
		return p, fmt.Errorf("%s: erratum %s round %d: the correction %s ranks %d of %d; best is %v",
			es[0].Pos, table, es[0].Round, correctionString(es), p.Chosen+1, len(alts), alts[0])
	case len(alts) > 1 && !strings.Contains(reason, fmt.Sprintf("%d corrections pass", len(alts))):
		// Several corrections work: the record must say so.
		return p, fmt.Errorf("%s: erratum %s round %d: %d corrections pass (%v …); the reason must say \"%d corrections pass\" and why this one",
			es[0].Pos, table, es[0].Round, len(alts), alts[1], len(alts))
	case p.Tie && !strings.Contains(reason, "tie"):
		return p, fmt.Errorf("%s: erratum %s round %d: %v ties with %v on evidence and balance; the reason must say \"tie\" and why this one",
			es[0].Pos, table, es[0].Round, alts[0], alts[1])
	}
	return p, nil
}

func correctionString(es []*spec.Erratum) string {
	var p []string
	for _, e := range es {
		p = append(p, fmt.Sprintf("board %d %s → %s", e.Board, e.Printed, e.Corrected))
	}
	return strings.Join(p, ", ")
}

// candidates lists the corrections of k cells around the implicated ones:
// for one cell, its colours swapped or one player replaced by any player the
// board's position allows; for two cells, one implicated and one of the same
// round and order-number section, a player exchanged between them (which
// keeps the round a matching).
func candidates(s *molter.Set, cells []molter.Cell, k int) [][]Change {
	var out [][]Change
	board := func(c molter.Cell) (*molter.Table, molter.Board, bool) {
		t := s.Tables[c.Table]
		if t == nil {
			return nil, molter.Board{}, false
		}
		i, r, ok := t.Index(c)
		if !ok || t.Rounds[r][i].Unprinted {
			return nil, molter.Board{}, false
		}
		return t, t.Rounds[r][i], true
	}
	switch k {
	case 1:
		for _, c := range cells {
			t, b, ok := board(c)
			if !ok {
				continue
			}
			out = append(out, []Change{{c, b, molter.Board{White: b.Black, Black: b.White}}})
			lo, hi := molter.OrderBlock(t.Teams, c.Board)
			for team := range t.Teams {
				for n := lo; n <= hi; n++ {
					p := molter.Player{Letter: s.Letters[team], Num: n}
					if p != b.White {
						out = append(out, []Change{{c, b, molter.Board{White: p, Black: b.Black}}})
					}
					if p != b.Black {
						out = append(out, []Change{{c, b, molter.Board{White: b.White, Black: p}}})
					}
				}
			}
		}
	case 2:
		done := map[[2]molter.Cell]bool{}
		for _, c := range cells {
			t, b1, ok := board(c)
			if !ok {
				continue
			}
			lo, hi := molter.OrderBlock(t.Teams, c.Board)
			for bd := t.First; bd < t.First+t.Boards(); bd++ {
				d := molter.Cell{Table: c.Table, Round: c.Round, Board: bd}
				l2, h2 := molter.OrderBlock(t.Teams, bd)
				_, b2, ok := board(d)
				if !ok || d == c || l2 != lo || h2 != hi {
					continue
				}
				key := [2]molter.Cell{c, d}
				if d.Board < c.Board {
					key = [2]molter.Cell{d, c}
				}
				if done[key] {
					continue
				}
				done[key] = true
				for _, sw := range [4][2]bool{{true, true}, {true, false}, {false, true}, {false, false}} {
					x, y := b1, b2
					p1, p2 := &x.Black, &y.Black
					if sw[0] {
						p1 = &x.White
					}
					if sw[1] {
						p2 = &y.White
					}
					*p1, *p2 = *p2, *p1
					if x != b1 && y != b2 {
						out = append(out, []Change{{c, b1, molter.Board{White: x.White, Black: x.Black}}, {d, b2, molter.Board{White: y.White, Black: y.Black}}})
					}
				}
			}
		}
	}
	return out
}
