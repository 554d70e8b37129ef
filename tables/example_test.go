package tables_test

import (
	"errors"
	"fmt"

	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/berger"
)

func ExampleErrata() {
	for _, e := range tables.Errata()[:1] {
		fmt.Printf("%s %s R%d board %d: %s -> %s\n", e.Document, e.Table, e.Round, e.Board, e.Printed, e.Corrected)
	}
	// Output: 000_88b4201696a2c13a.txt 000/18 R5 board 9: 11-14 -> 11-12
}

func ExampleColor_String() {
	fmt.Println(tables.White, tables.Black, tables.NoColor)
	// Output: white black bye
}

func ExampleMessage() {
	_, err := berger.New(1)
	fmt.Println(err)
	fmt.Println(tables.Message(err))
	// Output:
	// tables: 1 players: a round robin needs 2 to 100000
	// 1 players: a round robin needs 2 to 100000
}

func ExampleRangeError() {
	s, _ := berger.New(8)
	_, err := s.Round(9)
	var re *tables.RangeError
	if errors.As(err, &re) {
		fmt.Println(re.What, re.Got, "is not within", re.Min, "to", re.Max)
	}
	// Output: round 9 is not within 1 to 7
}
