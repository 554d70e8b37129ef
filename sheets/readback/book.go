package readback

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// book is an open workbook with its defined names and the problems found
// so far: what every family's reader shares.
type book struct {
	f        *excelize.File
	defined  map[string]string
	bad      []problem
	sheetErr map[string]error // a sheet that cannot be read, said once
}

// problem is one bad cell: its kind (what is wrong, the same words for
// every cell of the kind) and its line.
type problem struct{ kind, line string }

// add records a problem of a kind.
func (b *book) add(kind, format string, a ...any) {
	b.bad = append(b.bad, problem{kind, fmt.Sprintf(format, a...)})
}

// perKind is how many cells of one kind of problem are named: a file
// broken in every cell is told in a few lines, with the count.
const perKind = 5

// problems groups the problems found: the first perKind lines of each
// kind, in the order found, then one line with the count of the others.
// A sheet that cannot be read hides the rest (every cell of it fails).
func (b *book) problems() error {
	if len(b.bad) == 0 {
		return nil
	}
	bad := b.bad
	var unreadable []problem
	for _, p := range bad {
		if p.kind == kindSheet {
			unreadable = append(unreadable, p)
		}
	}
	if len(unreadable) > 0 {
		bad = unreadable
	}
	count := map[string]int{}
	for _, p := range bad {
		count[p.kind]++
	}
	out := Problems{Total: len(bad)}
	seen := map[string]int{}
	for _, p := range bad {
		seen[p.kind]++
		switch n := seen[p.kind]; {
		case n <= perKind:
			out.Lines = append(out.Lines, p.line)
		case n == perKind+1:
			out.Lines = append(out.Lines, fmt.Sprintf("… and %d more cells: %s", count[p.kind]-perKind, p.kind))
		}
	}
	return out
}

// The kinds of problems a cell can have.
const (
	kindSheet    = "a sheet that cannot be read"
	kindResult   = "not a result"
	kindChanged  = "the pairings were changed"
	kindFormula  = "a formula without its value: recalculate and save"
	kindMerged   = "merged cells where each cell holds its own value"
	kindRound    = "not a round"
	kindScore    = "not a score"
	kindOneScore = "one score typed, the other not"
	kindSum      = "scores that do not add up to the boards"
	kindRating   = "not a rating"
	kindOrder    = "not tie-breaks"
)

// maxQuoted is how much of a cell's value a message quotes.
const maxQuoted = 60

// quote is v quoted as Go does (control characters escaped), cut to
// maxQuoted characters with its length said.
func quote(v string) string {
	if n := utf8.RuneCountInString(v); n > maxQuoted {
		i := 0
		for range maxQuoted - 3 {
			_, size := utf8.DecodeRuneInString(v[i:])
			i += size
		}
		return strconv.Quote(v[:i]) + fmt.Sprintf("… (%d characters)", n)
	}
	return strconv.Quote(v)
}

// family is how a workbook family is read: its kind, as the messages name
// it ("a Molter workbook"), the defined names its reader cannot do
// without, and the reader, which gets their areas in that order. Every
// required name is looked up first, and all that are missing said at once.
type family[T any] struct {
	kind     string
	required []string
	read     func(b *book, kind string, required []area) (T, error)
}

// readBook reads b as a workbook of family f.
func (f family[T]) readBook(b *book) (T, error) {
	a, err := b.areas(f.kind, f.required...)
	if err != nil {
		var zero T
		return zero, err
	}
	return f.read(b, f.kind, a)
}

// The families whose reader starts from the names below (ReadAny tells
// them apart by a name only each has; the round robin, of two systems,
// looks first at which of its names are there: Read).
var (
	// molterFamily reads a Molter workbook from its results and the names of
	// its teams and players.
	molterFamily = family[*Molter]{"a Molter workbook",
		[]string{contract.Results, contract.TeamNames, contract.PlayerNames}, (*book).molter}

	// scheveningenFamily reads a Scheveningen match from its results and the
	// points of team A's and team B's players.
	scheveningenFamily = family[*Scheveningen]{"a Scheveningen workbook",
		[]string{contract.Results, contract.PlayerPointsA, contract.PlayerPointsB}, (*book).scheveningen}

	// teamFamily reads a team round robin from its home and away scores and
	// the names of its teams.
	teamFamily = family[*TeamRoundRobin]{"a team round-robin workbook",
		[]string{contract.HomeScores, contract.AwayScores, contract.TeamNames}, (*book).team}
)

// areas is area for each of names, the names a reader cannot do without:
// the error says every one that is missing or broken, not the first only,
// so that one reading tells the user all a damaged workbook lacks.
func (b *book) areas(kind string, names ...string) ([]area, error) {
	as, errs := make([]area, len(names)), make([]error, len(names))
	for i, name := range names {
		as[i], errs[i] = b.area(name, kind)
	}
	return as, errors.Join(errs...)
}

// area returns the rectangle of a defined name; kind says which workbook
// lacks it ("a Molter workbook").
func (b *book) area(name, kind string) (area, error) {
	ref, ok := b.defined[name]
	if !ok {
		return area{}, fmt.Errorf("no defined name %s: not %s of this project", name, kind)
	}
	a, err := parseArea(ref)
	if err != nil {
		return area{}, fmt.Errorf("defined name %s: %v", name, err)
	}
	a.name = name
	return a, nil
}

// value is the text a cell of a's sheet stores (or the value its formula
// cached), not the text its number format displays; a sheet that cannot be
// read is a problem, said once.
func (b *book) value(a area, col, row int) string {
	if _, bad := b.sheetErr[a.sheet]; bad {
		return ""
	}
	name, err := excelize.CoordinatesToCellName(col, row)
	if err != nil {
		b.add(kindSheet, "%s!R%dC%d: %v", a.sheet, row, col, err)
		return ""
	}
	v, err := b.f.GetCellValue(a.sheet, name)
	if err != nil {
		b.sheetErr[a.sheet] = err
		b.add(kindSheet, "%s", cellError(a, col, row, err))
		return ""
	}
	if v == "" {
		v = b.referred(a.sheet, name, 0)
	}
	return v
}

// typed is the value of a cell the arbiter types in (a result, a score, a
// withdrawal). A formula that has no value stored with it (a file written
// by a program that does not calculate) is a problem: reading it as empty
// would take a result for a game not played.
func (b *book) typed(a area, col, row int) string {
	v := b.value(a, col, row)
	if v != "" {
		return v
	}
	if _, bad := b.sheetErr[a.sheet]; bad {
		return ""
	}
	name, _ := excelize.CoordinatesToCellName(col, row)
	if f, err := b.f.GetCellFormula(a.sheet, name); err == nil && f != "" {
		b.add(kindFormula, "%s: the formula %s has no value stored: open the workbook in the spreadsheet, recalculate and save it", a.cell(col, row), quote("="+f))
	}
	return ""
}

// unmerged refuses merged cells over the cells of a (a result range): a
// merged range shows its first cell's value for all of them.
func (b *book) unmerged(a area) {
	if _, bad := b.sheetErr[a.sheet]; bad {
		return
	}
	merged, err := b.f.GetMergeCells(a.sheet, true)
	if err != nil {
		b.sheetErr[a.sheet] = err
		b.add(kindSheet, "%s", cellError(a, a.col1, a.row1, err))
		return
	}
	for _, m := range merged {
		c1, r1, err1 := excelize.CellNameToCoordinates(m.GetStartAxis())
		c2, r2, err2 := excelize.CellNameToCoordinates(m.GetEndAxis())
		if err1 != nil || err2 != nil {
			continue
		}
		if c1 <= a.col2 && c2 >= a.col1 && r1 <= a.row2 && r2 >= a.row1 {
			b.add(kindMerged, "%s!%s: merged cells among the cells to type in: unmerge them, one value a cell", a.sheet, m[0])
		}
	}
}

// column returns the texts of a one-column name's cells.
func (b *book) column(a area, col int) []string {
	var out []string
	for row := a.row1; row <= a.row2; row++ {
		out = append(out, b.value(a, col, row))
	}
	return out
}

// results reads the Results name: one result per cell, each empty or one
// of tiebreak.Results exactly as typed; anything else is a problem naming
// the cell, the value and what is allowed. It returns the results and the
// cells' names ("Pairings!E7").
func (b *book) results(res area) ([]tiebreak.Result, []string) {
	var out []tiebreak.Result
	var cells []string
	b.unmerged(res)
	for row := res.row1; row <= res.row2; row++ {
		v := b.typed(res, res.col1, row)
		r, err := tiebreak.ParseResult(v)
		if err != nil {
			b.add(kindResult, "%s: %s is not a result: want %s", res.cell(res.col1, row), quote(v), allowed)
		}
		out = append(out, r)
		cells = append(cells, res.cell(res.col1, row))
	}
	return out, cells
}

// schedule is what one table says the cells beside each result must hold:
// per game row, the texts of the columns picked, and the game's round.
type schedule struct {
	source string // "the Berger table", "Tableau 17"
	want   [][]string
	rounds []int
}

// pickCols compares the cells of cols (each one column in the rows of
// res, found by beside) in each result's row with every candidate
// schedule, keeps the first that agrees everywhere (or the one that
// differs least), and names each cell that differs from it. A candidate
// without one row per result cell is never picked: -1 when none has.
func (b *book) pickCols(res area, cols []area, cands []schedule) int {
	var file [][]string
	for row := res.row1; row <= res.row2; row++ {
		var cells []string
		for _, c := range cols {
			cells = append(cells, strings.TrimSpace(b.value(c, c.col1, row)))
		}
		file = append(file, cells)
	}
	best, fewest := -1, -1
	for i, c := range cands {
		if len(c.want) != len(file) {
			continue
		}
		n := 0
		for g, cells := range file {
			for j := range cells {
				if cells[j] != c.want[g][j] {
					n++
				}
			}
		}
		if fewest < 0 || n < fewest {
			best, fewest = i, n
		}
		if n == 0 {
			break
		}
	}
	if best < 0 {
		return -1
	}
	c := cands[best]
	for g, cells := range file {
		for j, col := range cols {
			if cells[j] != c.want[g][j] {
				row := res.row1 + g
				b.add(kindChanged, "%s: %s: %s has %s (round %d): the pairings were changed",
					col.cell(col.col1, row), quote(b.value(col, col.col1, row)), c.source, c.want[g][j], c.rounds[g])
			}
		}
	}
	return best
}
