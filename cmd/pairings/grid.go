package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// grid is how every text table of the command is laid out: a row a line,
// its cells in columns pad blanks apart, written to w on Flush.
type grid struct{ *tabwriter.Writer }

func newGrid(w io.Writer, pad int) grid { return grid{tabwriter.NewWriter(w, 0, 0, pad, ' ', 0)} }

// newRightGrid is a grid of counts: every column right-aligned, each cell
// (the last too) ended by a tab.
func newRightGrid(w io.Writer, pad int) grid {
	return grid{tabwriter.NewWriter(w, 0, 0, pad, ' ', tabwriter.AlignRight)}
}

// row writes a row of cells.
func (g grid) row(cells ...string) { fmt.Fprintln(g, strings.Join(cells, "\t")) }
