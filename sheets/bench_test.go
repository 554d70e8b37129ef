package sheets

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// BenchmarkDefaultSet writes the default set of mkxlsx all: every size from
// 3 to 30 players, single and double.
func BenchmarkDefaultSet(b *testing.B) {
	for b.Loop() {
		for n := MinPlayers; n <= MaxPlayers; n++ {
			for _, cycles := range []int{1, 2} {
				if err := WriteRoundRobin(io.Discard, RoundRobin{N: n, Cycles: cycles, Swap: true}); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// cellDump is every non-empty cell of a workbook: value or formula.
type cellDump struct {
	sheet, cell, value, formula string
}

func dump(b *testing.B, data []byte) (sheets []string, cells []cellDump) {
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	for _, s := range f.GetSheetList() {
		rows, err := f.GetRows(s, excelize.Options{RawCellValue: true})
		if err != nil {
			b.Fatal(err)
		}
		for r := range rows {
			for c := range rows[r] {
				name := cell(c+1, r+1)
				fm, _ := f.GetCellFormula(s, name)
				if fm != "" || rows[r][c] != "" {
					cells = append(cells, cellDump{s, name, rows[r][c], fm})
				}
			}
		}
		sheets = append(sheets, s)
	}
	return sheets, cells
}

// BenchmarkThirty writes the 30-player double round robin with package
// sheets and, in the same run, the same cells (values and formulas, no
// styles, merges, validation or print setup) with raw excelize calls; the
// ratio metric is sheets' time over raw excelize's.
func BenchmarkThirty(b *testing.B) {
	rr := RoundRobin{N: 30, Cycles: 2, Swap: true}
	var buf bytes.Buffer
	if err := WriteRoundRobin(&buf, rr); err != nil {
		b.Fatal(err)
	}
	names, cells := dump(b, buf.Bytes())
	var ours, raw time.Duration
	for b.Loop() {
		start := time.Now()
		if err := WriteRoundRobin(io.Discard, rr); err != nil {
			b.Fatal(err)
		}
		ours += time.Since(start)

		start = time.Now()
		f := excelize.NewFile()
		f.SetSheetName("Sheet1", names[0])
		for _, s := range names[1:] {
			f.NewSheet(s)
		}
		for _, c := range cells {
			var err error
			if c.formula != "" {
				err = f.SetCellFormula(c.sheet, c.cell, c.formula)
			} else {
				err = f.SetCellValue(c.sheet, c.cell, c.value)
			}
			if err != nil {
				b.Fatal(err)
			}
		}
		if _, err := f.WriteTo(io.Discard); err != nil {
			b.Fatal(err)
		}
		f.Close()
		raw += time.Since(start)
	}
	b.ReportMetric(float64(len(cells)), "cells")
	b.ReportMetric(float64(ours.Microseconds())/float64(b.N)/1000, "ms-sheets")
	b.ReportMetric(float64(raw.Microseconds())/float64(b.N)/1000, "ms-raw")
	b.ReportMetric(float64(ours)/float64(raw), "ratio")
}
