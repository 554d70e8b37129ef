package contract_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
	"github.com/xuri/excelize/v2"
)

// A program (or a federation's tool) finds a workbook's cells by the
// defined names of the contract, never by where they stand: here the
// players' names of a 4-player round robin, one cell a player.
func Example() {
	var buf bytes.Buffer
	rr := sheets.RoundRobin{N: 4, Cycles: 1, Players: []sheets.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Chen"}, {Name: "Dora"}}}
	if err := sheets.WriteRoundRobin(&buf, rr); err != nil {
		fmt.Println(err)
		return
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	for _, d := range f.GetDefinedName() {
		if d.Name != contract.PlayerNames {
			continue
		}
		fmt.Println(d.Name, "refers to", d.RefersTo)
		sheet, rng, _ := strings.Cut(strings.ReplaceAll(d.RefersTo, "$", ""), "!")
		from, to, _ := strings.Cut(rng, ":")
		col, r0, _ := excelize.CellNameToCoordinates(from)
		_, r1, _ := excelize.CellNameToCoordinates(to)
		for r := r0; r <= r1; r++ {
			cell, _ := excelize.CoordinatesToCellName(col, r)
			v, _ := f.GetCellValue(sheet, cell)
			fmt.Print(v, " ")
		}
		fmt.Println()
	}
	// Output:
	// PlayerNames refers to Players!$B$2:$B$5
	// Ana Bo Chen Dora
}
