package tables_test

import (
	"errors"
	"fmt"

	"github.com/toutesrondes/toutesrondes/tables"
)

func ExampleVarma() {
	t, err := tables.Varma(9)
	if err != nil {
		panic(err)
	}
	fmt.Println(t.Players, "players, table of", t.Size, "from", t.Source)
	for _, g := range t.Groups {
		fmt.Println(g.Name, g.Players)
	}
	// Output:
	// 9 players, table of 10 from 000/varma-10
	// A [3 4 8]
	// B [5 7 9]
	// C [1 6]
	// D [2]
}

func ExampleDirectedGroups() {
	// The example of 003: 16 players, groups whose members meet before
	// round 10 (not in the last 6 rounds).
	d, err := tables.DirectedGroups(16, 6)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(d.Groups), "groups:", d.Proof)
	// Output:
	// 4 groups: players (13,14,15,16) all meet one another in the last 6 rounds
}

func ExampleDirectedSizes() {
	gs, err := tables.DirectedSizes(10, 3, []int{4, 3})
	if err != nil {
		panic(err)
	}
	for _, g := range gs {
		fmt.Println(g.Name, g.Players)
	}
	_, err = tables.DirectedSizes(10, 3, []int{5})
	fmt.Println(errors.Is(err, tables.ErrNoGroups))
	// Output:
	// A [1 2 3 4]
	// B [5 6 7]
	// C [8 10]
	// D [9]
	// true
}

func ExampleSeededRand() {
	a, b := tables.SeededRand(2024), tables.SeededRand(2024)
	fmt.Println(a.IntN(1000) == b.IntN(1000))
	// Output: true
}

func ExampleVarmaDraw() {
	players := []tables.Entrant{
		{Name: "Dupont", Affinity: "FRA"}, {Name: "Martin", Affinity: "FRA"}, {Name: "Bernard", Affinity: "FRA"},
		{Name: "Li", Affinity: "CHN"}, {Name: "Wang", Affinity: "CHN"},
		{Name: "Smith", Affinity: "ENG"}, {Name: "Jones", Affinity: "ENG"},
		{Name: "Kasparov", Affinity: "RUS"}, {Name: "Anand", Affinity: "IND"},
	}
	d, err := tables.VarmaDraw(players, tables.SeededRand(1))
	if err != nil {
		panic(err)
	}
	for _, c := range d.Contingents {
		fmt.Println(c.Affinity, c.Players, "envelope", c.Envelope, "apart:", c.Apart)
	}
	fmt.Println(d.KeptApart, "of", d.Multi, "contingents kept apart;", d.Proof)
	// Output:
	// FRA [Bernard Dupont Martin] envelope A apart: true
	// CHN [Li Wang] envelope B apart: true
	// ENG [Jones Smith] envelope C apart: true
	// IND [Anand] envelope D apart: true
	// RUS [Kasparov] envelope  apart: true
	// 3 of 3 contingents kept apart; every contingent has an envelope of its own
}

func ExampleDirectedDocumentRows() {
	// 003 prints two rows for 12 players kept apart in the last 3 rounds;
	// the second needed an erratum (12 was printed in A and in C).
	rows, err := tables.DirectedDocumentRows(12, 3)
	if err != nil {
		panic(err)
	}
	for _, r := range rows {
		fmt.Println(r.Source, "line", r.Line, "errata", r.Errata)
		for _, g := range r.Groups {
			fmt.Println(" ", g.Name, g.Players)
		}
	}
	rows, _ = tables.DirectedDocumentRows(12, 2)
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
