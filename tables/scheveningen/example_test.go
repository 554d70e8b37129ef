package scheveningen_test

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
)

func ExampleNew() {
	s, err := scheveningen.New(4, false)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Origin())
	for r := 1; r <= s.Rounds(); r++ {
		games, _ := s.Round(r)
		fmt.Println(r, games)
	}
	// Output:
	// printed in 000/001
	// 1 [A1-B1 A2-B2 B3-A3 B4-A4]
	// 2 [B2-A1 B1-A2 A3-B4 A4-B3]
	// 3 [A1-B3 A2-B4 B1-A3 B2-A4]
	// 4 [B4-A1 B3-A2 A3-B2 A4-B1]
}

func ExampleMatch_Origin() {
	for _, m := range []int{5, 7, 8} {
		s, _ := scheveningen.New(m, false)
		fmt.Println(m, s.Origin())
	}
	// Output:
	// 5 computed (the table printed in 000/001 does not keep a rule of the computed tables: 000/scheveningen-5 round 3: team A has white on 2 boards, want 3)
	// 7 computed
	// 8 printed in 000/001, 4 errata applied
}

func ExampleNew_outOfRange() {
	_, err := scheveningen.New(31, false)
	fmt.Println(err)
	// Output: tables: teams of 31: the Scheveningen tables serve teams of 1 to 30 players
}

func ExampleMatch_Round() {
	s, _ := scheveningen.New(5, false)
	games, _ := s.Round(1)
	for _, g := range games {
		fmt.Printf("board %d: %s has white against %s\n", g.Board, g.White, g.Black)
	}
	// Output:
	// board 1: A1 has white against B1
	// board 2: A2 has white against B2
	// board 3: A3 has white against B3
	// board 4: B4 has white against A4
	// board 5: B5 has white against A5
}

func ExampleMatch_SecondCycle() {
	s, _ := scheveningen.New(4, true)
	fmt.Println(s.Rounds(), "rounds; the second cycle opens with round", s.SecondCycle())
	first, _ := s.Round(3)
	again, _ := s.Round(5)
	fmt.Println(first, again)
	// Output:
	// 8 rounds; the second cycle opens with round 3
	// [A1-B3 A2-B4 B1-A3 B2-A4] [B3-A1 B4-A2 A3-B1 A4-B2]
}

func ExampleMatch_Relaxed() {
	for _, m := range []int{2, 3} {
		s, _ := scheveningen.New(m, false)
		fmt.Println(m, s.Relaxed())
	}
	// Output:
	// 2 true
	// 3 false
}

func ExampleMatch_Size() {
	s, _ := scheveningen.New(10, true)
	fmt.Println(s.Size(), s.Double(), s.Rounds())
	// Output: 10 true 20
}

func ExampleMatch_Double() {
	s, _ := scheveningen.New(10, false)
	fmt.Println(s.Double(), s.SecondCycle())
	// Output: false 0
}

func ExampleMatch_Rounds() {
	s, _ := scheveningen.New(7, true)
	fmt.Println(s.Rounds())
	// Output: 14
}

func ExamplePlayer_String() {
	fmt.Println(scheveningen.Player{Team: 'B', Number: 3})
	// Output: B3
}

func ExampleGame_String() {
	g := scheveningen.Game{Board: 1, White: scheveningen.Player{Team: 'A', Number: 1}, Black: scheveningen.Player{Team: 'B', Number: 3}}
	fmt.Println(g)
	// Output: A1-B3
}
