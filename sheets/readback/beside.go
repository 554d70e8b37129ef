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
// layout). A name of the wrong shape (not in its anchor's rows, or on
// another sheet) is a problem of the sheet (kindSheet, which hides the
// others); the cells are then read at the legacy place.

// beside is the column of name, one cell a row of anchor (the name it goes
// with: Results, PlayerNames, HomeScores …) on anchor's sheet; a workbook
// without the name has it legacy columns right of anchor's (left when
// negative).
func (b *book) beside(name string, anchor area, legacy int) area {
	return b.besideWide(name, anchor, legacy, 1)
}

// besideWide is beside for a name of width columns (the Teams sheet's
// matches played, won, drawn and lost).
func (b *book) besideWide(name string, anchor area, legacy, width int) area {
	old := anchor
	old.col1 += legacy
	old.col2 = old.col1 + width - 1
	old.name = name
	a, ok := b.optional(name)
	if !ok {
		return old
	}
	if a.sheet != anchor.sheet || a.col2-a.col1+1 != width || a.row1 != anchor.row1 || a.row2 != anchor.row2 {
		cols := "one column"
		if width > 1 {
			cols = fmt.Sprintf("%d columns", width)
		}
		b.add(kindSheet, "defined name %s (%s): want %s in the rows of %s (%s)", name, rangeName(a), cols, anchor.name, rangeName(anchor))
		return old
	}
	return a
}

// single is the one cell of name; a workbook without the name has it at
// legacy (a cell).
func (b *book) single(name string, legacy area) area {
	legacy.name = name
	a, ok := b.optional(name)
	if !ok {
		return legacy
	}
	if a.col1 != a.col2 || a.row1 != a.row2 {
		b.add(kindSheet, "defined name %s (%s): want one cell", name, rangeName(a))
		return legacy
	}
	return a
}

// optional is the area of name, which a workbook may lack: ok is false
// when it does, or when the name's range does not parse (a problem added),
// and the caller then reads the legacy place.
func (b *book) optional(name string) (a area, ok bool) {
	if _, ok := b.defined[name]; !ok {
		return area{}, false
	}
	a, err := b.area(name, "")
	if err != nil {
		b.add(kindSheet, "%v", err)
		return area{}, false
	}
	return a, true
}

// besideAll is beside for several names, each with its legacy column.
func (b *book) besideAll(anchor area, names []string, legacy []int) []area {
	var out []area
	for i, n := range names {
		out = append(out, b.beside(n, anchor, legacy[i]))
	}
	return out
}
