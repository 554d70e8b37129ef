package readback

import (
	"fmt"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

// book is an open workbook with its defined names and the problems found
// so far: what every family's reader shares.
type book struct {
	f       *excelize.File
	defined map[string]string
	bad     Problems
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
	return a, nil
}

// value is the text of a cell of a's sheet; a cell that cannot be read is
// a problem named by its cell.
func (b *book) value(a area, col, row int) string {
	name, err := excelize.CoordinatesToCellName(col, row)
	if err != nil {
		b.bad = append(b.bad, fmt.Sprintf("%s!R%dC%d: %v", a.sheet, row, col, err))
		return ""
	}
	v, err := b.f.GetCellValue(a.sheet, name)
	if err != nil {
		b.bad = append(b.bad, fmt.Sprintf("%s: %v", a.cell(col, row), err))
	}
	return v
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
	for row := res.row1; row <= res.row2; row++ {
		v := b.value(res, res.col1, row)
		r, err := tiebreak.ParseResult(v)
		if err != nil {
			b.bad = append(b.bad, fmt.Sprintf("%s: %q is not a result: want %s", res.cell(res.col1, row), v, allowed))
		}
		out = append(out, r)
		cells = append(cells, res.cell(res.col1, row))
	}
	return out, cells
}

// schedule is what one table says the cells beside each result must hold:
// per game row, the texts of the columns at offsets (from the result
// column), and the game's round.
type schedule struct {
	source string // "the Berger table", "Tableau 17"
	want   [][]string
	rounds []int
}

// pick compares the cells at offsets beside each result with every
// candidate schedule, keeps the first that agrees everywhere (or the one
// that differs least), and names each cell that differs from it. A
// candidate without one row per result cell is never picked: -1 when none
// has.
func (b *book) pick(res area, offsets []int, cands []schedule) int {
	var file [][]string
	for row := res.row1; row <= res.row2; row++ {
		var cells []string
		for _, o := range offsets {
			cells = append(cells, strings.TrimSpace(b.value(res, res.col1+o, row)))
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
		for j, o := range offsets {
			if cells[j] != c.want[g][j] {
				row := res.row1 + g
				b.bad = append(b.bad, fmt.Sprintf("%s: %q: %s has %s (round %d): the pairings were changed",
					res.cell(res.col1+o, row), b.value(res, res.col1+o, row), c.source, c.want[g][j], c.rounds[g]))
			}
		}
	}
	return best
}
