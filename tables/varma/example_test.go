package varma_test

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/tables/varma"
)

func ExampleNew() {
	t, err := varma.New(9)
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

func ExampleSeededRand() {
	a, b := varma.SeededRand(2024), varma.SeededRand(2024)
	fmt.Println(a.IntN(1000) == b.IntN(1000))
	// Output: true
}

func ExampleDraw() {
	players := []varma.Entrant{
		{Name: "Dupont", Affinity: "FRA"}, {Name: "Martin", Affinity: "FRA"}, {Name: "Bernard", Affinity: "FRA"},
		{Name: "Li", Affinity: "CHN"}, {Name: "Wang", Affinity: "CHN"},
		{Name: "Smith", Affinity: "ENG"}, {Name: "Jones", Affinity: "ENG"},
		{Name: "Kasparov", Affinity: "RUS"}, {Name: "Anand", Affinity: "IND"},
	}
	d, err := varma.Draw(players, varma.SeededRand(1))
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
