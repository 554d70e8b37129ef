package sheets_test

import (
	"bytes"
	"fmt"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// A round robin of 5 players (a bye each round: 5 rounds of 2 games) as a
// workbook, written to a buffer, then read back by its defined names as
// mkxlsx read does: the names typed come back, and every game has its
// result cell on the Pairings sheet.
func ExampleWriteRoundRobin() {
	rr := sheets.RoundRobin{N: 5, Cycles: 1, Players: []sheets.Player{
		{Name: "Ana"}, {Name: "Bo"}, {Name: "Chen"}, {Name: "Dora"}, {Name: "Emile"},
	}}
	var buf bytes.Buffer
	if err := sheets.WriteRoundRobin(&buf, rr); err != nil {
		fmt.Println(err)
		return
	}
	got, err := readback.Read(&buf)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(got.System, got.N, "players,", got.Rounds, "rounds,", len(got.Games), "games")
	fmt.Println(got.Names)
	fmt.Println(got.Cells[0][:9])
	// Output:
	// berger 5 players, 5 rounds, 10 games
	// [Ana Bo Chen Dora Emile]
	// Pairings!
}
