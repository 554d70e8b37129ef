package berger_test

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/tables/berger"
)

func ExampleNew() {
	s, err := berger.New(10)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Players(), "players,", s.Rounds(), "rounds,", s.Boards(), "boards")
	// Output: 10 players, 9 rounds, 5 boards
}

func ExampleDouble() {
	// 000's table for 3/4 players is R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1. With
	// the swap, cycle 1 plays R1 R3 R2; cycle 2 plays R1 R2 R3 reversed.
	s, _ := berger.Double(4, true)
	for r := 1; r <= s.Rounds(); r++ {
		games, _ := s.Round(r)
		fmt.Println(r, games)
	}
	// Output:
	// 1 [1. 1 – 4 2. 2 – 3]
	// 2 [1. 2 – 4 2. 3 – 1]
	// 3 [1. 4 – 3 2. 1 – 2]
	// 4 [1. 4 – 1 2. 3 – 2]
	// 5 [1. 3 – 4 2. 2 – 1]
	// 6 [1. 4 – 2 2. 1 – 3]
}

func ExampleCycles() {
	s, _ := berger.Cycles(3, 4, true)
	fmt.Println(s.Cycles(), "cycles of", s.Rounds()/s.Cycles(), "rounds, swapped:", s.Swapped())
	// Output: 4 cycles of 3 rounds, swapped: true
}

func ExampleSchedule_Round() {
	s, _ := berger.New(9) // odd: player 10 is the bye
	games, _ := s.Round(1)
	bye, _ := s.Bye(1)
	fmt.Println(games, "bye:", bye)
	// Output: [1. 2 – 9 2. 3 – 8 3. 4 – 7 4. 5 – 6] bye: 1
}

func ExampleSchedule_Game() {
	s, _ := berger.New(18)
	g, _ := s.Game(5, 9) // printed "11 - 14" in 000 and 001: an erratum
	fmt.Printf("board %d: %d-%d\n", g.Board, g.White, g.Black)
	// Output: board 9: 11-12
}

func ExampleSchedule_Bye() {
	s, _ := berger.New(5)
	for r := 1; r <= s.Rounds(); r++ {
		b, _ := s.Bye(r)
		fmt.Print(b, " ")
	}
	fmt.Println()
	// Output: 1 4 2 5 3
}

func ExampleSchedule_Opponent() {
	s, _ := berger.New(10)
	p, _ := s.Opponent(7, 3) // 002: player 3 in round 7 has 5 in the left corner
	fmt.Println(p.Opponent, p.Board, p.Color)
	// Output: 5 2 black
}

func ExampleSchedule_Meetings() {
	s, _ := berger.Double(10, true)
	ms, _ := s.Meetings(1, 10)
	for _, m := range ms {
		fmt.Printf("cycle %d round %d board %d: %d-%d\n", m.Cycle, m.Round, m.Board, m.White, m.Black)
	}
	// Output:
	// cycle 1 round 1 board 1: 1-10
	// cycle 2 round 10 board 1: 10-1
}

func ExamplePairing_Bye() {
	s, _ := berger.New(3)
	p, _ := s.Opponent(1, 1)
	fmt.Println(p.Bye(), p.Color)
	// Output: true bye
}

func ExampleSchedule_Players() {
	s, _ := berger.New(7)
	fmt.Println(s.Players(), s.Boards())
	// Output: 7 3
}

func ExampleSchedule_Rounds() {
	single, _ := berger.New(9)
	double, _ := berger.Double(9, true)
	fmt.Println(single.Rounds(), double.Rounds())
	// Output: 9 18
}

func ExampleSchedule_Boards() {
	even, _ := berger.New(10)
	odd, _ := berger.New(9) // the game against 10 is the bye, not a board
	fmt.Println(even.Boards(), odd.Boards())
	// Output: 5 4
}

func ExampleSchedule_Cycles() {
	s, _ := berger.Double(6, false)
	fmt.Println(s.Cycles())
	// Output: 2
}

func ExampleSchedule_Swapped() {
	a, _ := berger.Double(6, true)
	b, _ := berger.Double(6, false)
	c, _ := berger.New(6) // one cycle: nothing to swap
	fmt.Println(a.Swapped(), b.Swapped(), c.Swapped())
	// Output: true false false
}

func ExampleGame_String() {
	s, _ := berger.New(10)
	g, _ := s.Game(1, 2)
	fmt.Println(g)
	// Output: 2. 2 – 9
}

func ExamplePairing_String() {
	s, _ := berger.New(9)
	a, _ := s.Opponent(7, 3)
	b, _ := s.Opponent(1, 1)
	fmt.Println(a, "/", b)
	// Output: 5 with black on board 1 / bye
}
