package readback_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
	"github.com/xuri/excelize/v2"
)

// An arbiter types a result into a round robin's workbook; Read finds the
// players, the games and their result cells by the workbook's defined names
// and reads the result back.
func ExampleRead() {
	var blank bytes.Buffer
	rr := sheets.RoundRobin{N: 4, Cycles: 1, Players: []sheets.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Chen"}, {Name: "Dora"}}}
	if err := sheets.WriteRoundRobin(&blank, rr); err != nil {
		fmt.Println(err)
		return
	}
	before, err := readback.Read(bytes.NewReader(blank.Bytes()))
	if err != nil {
		fmt.Println(err)
		return
	}
	// The arbiter's part: white wins the first game.
	f, _ := excelize.OpenReader(&blank)
	sheet, cell, _ := strings.Cut(before.Cells[0], "!")
	f.SetCellValue(sheet, cell, "1-0")
	filled, _ := f.WriteToBuffer()

	after, err := readback.Read(filled)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := after.Games[0] // Berger's first round for 4 players: 1 – 4, 2 – 3
	fmt.Println(after.N, "players,", after.Rounds, "rounds,", len(after.Games), "games")
	fmt.Printf("round %d: %s – %s %v\n", g.Round, after.Names[g.White-1], after.Names[g.Black-1], g.Result)
	// Output:
	// 4 players, 3 rounds, 6 games
	// round 1: Ana – Dora 1-0
}
