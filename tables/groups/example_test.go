package groups_test

import (
	"errors"
	"fmt"

	"github.com/toutesrondes/toutesrondes/tables/groups"
)

func ExampleNew() {
	// The example of 003: 16 players, groups whose members meet before
	// round 10 (not in the last 6 rounds).
	d, err := groups.New(16, 6)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(d.Groups), "groups:", d.Proof)
	// Output:
	// 4 groups: players (13,14,15,16) all meet one another in the last 6 rounds
}

func ExampleSizes() {
	gs, err := groups.Sizes(10, 3, []int{4, 3})
	if err != nil {
		panic(err)
	}
	for _, g := range gs {
		fmt.Println(g.Name, g.Players)
	}
	_, err = groups.Sizes(10, 3, []int{5})
	fmt.Println(errors.Is(err, groups.ErrNoGroups))
	// Output:
	// A [1 2 3 4]
	// B [5 6 7]
	// C [8 10]
	// D [9]
	// true
}

func ExampleDocumentRows() {
	// 003 prints two rows for 12 players kept apart in the last 3 rounds;
	// the second needed an erratum (12 was printed in A and in C).
	rows, err := groups.DocumentRows(12, 3)
	if err != nil {
		panic(err)
	}
	for _, r := range rows {
		fmt.Println(r.Source, "line", r.Line, "errata", r.Errata)
		for _, g := range r.Groups {
			fmt.Println(" ", g.Name, g.Players)
		}
	}
	rows, _ = groups.DocumentRows(12, 2)
	fmt.Println(len(rows), "rows for 12/2")
	// Output:
	// 003/groups-12-3.1 line 418 errata 0
	//   A [1 2 3 4 12]
	//   B [5 10]
	//   C [6 7 8 9 11]
	// 003/groups-12-3.2 line 419 errata 1
	//   A [1 2 3 4 12]
	//   B [5 8]
	//   C [10]
	//   D [6 7 9 11]
	// 0 rows for 12/2
}
