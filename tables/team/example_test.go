package team_test

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/tables/team"
)

func ExampleNew() {
	// 003's first solution: the central round (Berger round 1) last, the
	// others in the normal order, renamed: 2-3-4-…-11-1.
	s, err := team.New(12, team.CentralLast, false)
	if err != nil {
		panic(err)
	}
	for t := 1; t <= s.Rounds(); t++ {
		r, _ := s.BergerRound(t)
		fmt.Print(r, " ")
	}
	fmt.Println()
	// Output: 2 3 4 5 6 7 8 9 10 11 1
}

func ExampleSchedule_Round() {
	// 000's table for 5/6 players, played 5-4-3-2-1: round 1 is R5, 3-6 4-2
	// 5-1, the team named first receiving; round 1 of the table comes last,
	// on neutral ground.
	s, _ := team.New(6, team.CentralLast, true)
	for t := 1; t <= s.Rounds(); t++ {
		matches, _ := s.Round(t)
		fmt.Println(t, matches)
	}
	// Output:
	// 1 [1. 3 – 6 2. 4 – 2 3. 5 – 1]
	// 2 [1. 6 – 5 2. 1 – 4 3. 2 – 3]
	// 3 [1. 2 – 6 2. 3 – 1 3. 4 – 5]
	// 4 [1. 6 – 4 2. 5 – 3 3. 1 – 2]
	// 5 [1. 1 – 6 (neutral) 2. 2 – 5 (neutral) 3. 3 – 4 (neutral)]
}

func ExampleSchedule_BergerRound() {
	s, _ := team.New(12, team.CentralLast, true)
	first, _ := s.BergerRound(1)
	last, _ := s.BergerRound(11)
	fmt.Println(first, last)
	// Output: 11 1
}

func ExampleSchedule_IsCentral() {
	s, _ := team.New(8, team.CentralFirst, false)
	c1, _ := s.IsCentral(1)
	c2, _ := s.IsCentral(2)
	fmt.Println(c1, c2)
	// Output: true false
}

func ExampleSchedule_Counts() {
	// With the central round on neutral ground every team receives as often
	// as it travels; without it, teams 1..k receive once more.
	for _, c := range []team.CentralRound{team.CentralLast, team.NoCentral} {
		s, _ := team.New(10, c, false)
		one, _ := s.Counts(1)
		ten, _ := s.Counts(10)
		fmt.Printf("%v: team 1 %+v, team 10 %+v\n", c, one, ten)
	}
	// Output:
	// last: team 1 {Home:4 Away:4 Neutral:1 Byes:0}, team 10 {Home:4 Away:4 Neutral:1 Byes:0}
	// none: team 1 {Home:5 Away:4 Neutral:0 Byes:0}, team 10 {Home:4 Away:5 Neutral:0 Byes:0}
}

func ExampleSchedule_Complement() {
	// x and x+k: a club holding 2 and 8 of 12 has one team at home every round.
	s, _ := team.New(12, team.NoCentral, false)
	c, _ := s.Complement(2)
	fmt.Println(c)
	// Output: 8
}

func ExampleSchedule_Bye() {
	s, _ := team.New(5, team.CentralLast, false)
	for t := 1; t <= s.Rounds(); t++ {
		b, _ := s.Bye(t)
		fmt.Print(b, " ")
	}
	fmt.Println()
	// Output: 4 2 5 3 1
}

func ExampleSchedule_Teams() {
	s, _ := team.New(9, team.NoCentral, false)
	fmt.Println(s.Teams(), s.Rounds(), s.Central(), s.Reversed())
	// Output: 9 9 none false
}

func ExampleSchedule_Rounds() {
	s, _ := team.New(12, team.CentralFirst, true)
	fmt.Println(s.Rounds())
	// Output: 11
}

func ExampleSchedule_Central() {
	s, _ := team.New(12, team.CentralFirst, true)
	fmt.Println(s.Central())
	// Output: first
}

func ExampleSchedule_Reversed() {
	s, _ := team.New(12, team.CentralFirst, true)
	fmt.Println(s.Reversed())
	// Output: true
}

func ExampleCentralRound_String() {
	fmt.Println(team.NoCentral, team.CentralLast, team.CentralFirst)
	// Output: none last first
}

func ExampleMatch_String() {
	s, _ := team.New(6, team.CentralFirst, false)
	m, _ := s.Round(1)
	fmt.Println(m[0])
	// Output: 1. 1 – 6 (neutral)
}
