package rutsch_test

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/rutsch"
)

func ExampleNew() {
	// 003's example for 8 players: player 8 keeps table 1 and changes side.
	tr, err := rutsch.New(8)
	if err != nil {
		panic(err)
	}
	for r := 1; r <= 3; r++ {
		round, _ := tr.Round(r)
		var seats []string
		for _, t := range round.Tables {
			seats = append(seats, fmt.Sprintf("%d %d", t.Left, t.Right))
		}
		fmt.Println(strings.Join(seats, "  "))
	}
	// Output:
	// 1 8  2 7  3 6  4 5
	// 8 7  1 6  2 5  3 4
	// 6 8  7 5  1 4  2 3
}

func ExampleTournament_Round() {
	// 003's example for 7 players, A…G numbered 1…7: round 1 is E-D, F-C,
	// G-B, A exempt; the places of E, C and G have white.
	tr, _ := rutsch.New(7)
	round, _ := tr.Round(1)
	for _, t := range round.Tables {
		fmt.Printf("table %d: %d-%d\n", t.Table, t.White(), t.Black())
	}
	fmt.Println("exempt:", round.Bye)
	// Output:
	// table 1: 5-4
	// table 2: 3-6
	// table 3: 7-2
	// exempt: 1
}

func ExampleTournament_Rounds() {
	for _, n := range []int{7, 8} {
		tr, _ := rutsch.New(n)
		fmt.Println(tr.Players(), "players:", tr.Rounds(), "rounds")
	}
	// Output:
	// 7 players: 7 rounds
	// 8 players: 7 rounds
}

func ExampleTournament_Players() {
	tr, _ := rutsch.New(100)
	fmt.Println(tr.Players())
	// Output: 100
}

func ExampleTable_White() {
	t := rutsch.Table{Table: 2, Left: 1, Right: 6, LeftWhite: false}
	fmt.Println(t.White(), t.Black())
	// Output: 6 1
}

func ExampleTable_Black() {
	t := rutsch.Table{Table: 1, Left: 1, Right: 8, LeftWhite: true}
	fmt.Println(t.Black())
	// Output: 8
}

func ExampleTable_String() {
	tr, _ := rutsch.New(8)
	round, _ := tr.Round(1)
	fmt.Println(round.Tables)
	// Output: [1. 1 – 8 2. 7 – 2 3. 3 – 6 4. 5 – 4]
}
