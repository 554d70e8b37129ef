package readback

import "fmt"

// The cells a reader checks beside those it reads (the pairings beside a
// result, a player's rating beside his name) are found by their own
// defined names (sheets/contract links.go), never by counting columns from
// another name. A workbook written before those names were defined (the
// project wrote them from issue 34 on) has the same cells where the
// writers put them then: legacy is that place, in columns from the anchor
// name, read only when the name is missing. Any other name a workbook
// lacks is read the way it always was (blank, or the family's older
// layout).

// beside is the column of name, one cell a row of anchor (the name it goes
// with: Results, PlayerNames, HomeScores …) on anchor's sheet; a workbook
// without the name has it legacy columns right of anchor's (left when
// negative).
func (b *book) beside(name string, anchor area, legacy int) (area, error) {
	return b.besideWide(name, anchor, legacy, 1)
}

// besideWide is beside for a name of width columns (the Teams sheet's
// matches played, won, drawn and lost).
func (b *book) besideWide(name string, anchor area, legacy, width int) (area, error) {
	if _, ok := b.defined[name]; !ok {
		a := anchor
		a.col1 += legacy
		a.col2 = a.col1 + width - 1
		a.name = name
		return a, nil
	}
	a, err := b.area(name, "")
	if err != nil {
		return area{}, err
	}
	if a.sheet != anchor.sheet || a.col2-a.col1+1 != width || a.row1 != anchor.row1 || a.row2 != anchor.row2 {
		cols := "one column"
		if width > 1 {
			cols = fmt.Sprintf("%d columns", width)
		}
		return area{}, fmt.Errorf("defined name %s (%s): want %s in the rows of %s (%s)", name, rangeName(a), cols, anchor.name, rangeName(anchor))
	}
	return a, nil
}

// single is the one cell of name; a workbook without the name has it at
// legacy (a cell).
func (b *book) single(name string, legacy area) (area, error) {
	if _, ok := b.defined[name]; !ok {
		legacy.name = name
		return legacy, nil
	}
	a, err := b.area(name, "")
	if err != nil {
		return area{}, err
	}
	if a.col1 != a.col2 || a.row1 != a.row2 {
		return area{}, fmt.Errorf("defined name %s (%s): want one cell", name, rangeName(a))
	}
	return a, nil
}

// besideAll is beside for several names, each with its legacy column, the
// first error kept.
func (b *book) besideAll(anchor area, names []string, legacy []int) ([]area, error) {
	var out []area
	for i, n := range names {
		a, err := b.beside(n, anchor, legacy[i])
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}
