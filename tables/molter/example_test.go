package molter_test

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/tables/molter"
)

func ExampleNew() {
	// Tableau 17, 7 teams of 6 players: round 1 as printed at line 430 of 004.
	m, err := molter.New(7, 6)
	if err != nil {
		panic(err)
	}
	games, _ := m.Round(1)
	fmt.Println(m.Table(), m.Rounds(), "rounds of", m.Boards(), "boards")
	fmt.Println(games[0], games[1], games[2], games[3])
	// Output:
	// 17 6 rounds of 21 boards
	// 1. A1 – D1 2. B1 – C1 3. G1 – E1 4. E2 – F1
}

func ExampleNew_uncovered() {
	_, err := molter.New(10, 4)
	fmt.Println(err)
	// Output: tables: no Molter table for 10 teams of 4 players; nearest covered: 10 teams of 6 (Tableau 28), 9 teams of 4 (Tableau 26); the table constructed for this shape: NewConstructed(10, 4)
}

func ExampleByNumber() {
	// Tableau 9 is not printed: the text of line 269 derives it from
	// Tableau 8 and quotes "21 B9 – D9 devenant 11 B5 – D5".
	m, _ := molter.ByNumber("9")
	games, _ := m.Round(1)
	fmt.Println(m.Teams(), "teams of", m.Players())
	fmt.Println(games[10])
	fmt.Println(m.Origin())
	// Output:
	// 5 teams of 8
	// 11. B5 – D5
	// derived from 8 by the text of line 267 of 004_9d88f2011072545a.txt
}

func ExampleSizes() {
	n, teams := 0, map[int]bool{}
	for _, s := range molter.Sizes() {
		n++
		teams[s.Teams] = true
	}
	fmt.Println(n, "configurations of", len(teams), "team counts")
	// Output: 96 configurations of 11 team counts
}

func ExampleTable_Autonomous() {
	// 17a (line 430 of 004) may follow rounds 1..4 for events of 3 or 5 rounds.
	m, _ := molter.New(7, 6)
	games, _ := m.Autonomous()
	fmt.Println(m.AutonomousTable(), "follows up to", m.Follow(), "rounds:", games[0], games[1])
	// Output: 17a follows up to 4 rounds: 1. A1 – F1 2. B1 – E1
}

func ExampleTable_Defects() {
	// The document does not print most of 42a: 13 teams of 12 have no
	// autonomous round.
	m, _ := molter.New(13, 12)
	fmt.Println(m.HasAutonomous(), len(m.Defects()))
	_, err := m.Autonomous()
	fmt.Println(err != nil)
	// Output:
	// false 2
	// true
}

func ExampleTable_Event() {
	// Three rounds for 4 teams of 4: rounds 1 and 2 of Tableau 4, then 4a.
	m, _ := molter.New(4, 4)
	ev, _ := m.Event(3)
	for i, rd := range ev {
		fmt.Println(i+1, rd[0], rd[1])
	}
	// Output:
	// 1 1. A1 – B1 2. C1 – D1
	// 2 1. B1 – C1 2. D1 – A1
	// 3 1. A1 – C1 2. B1 – D1
}

func ExampleTable_Game() {
	// The board card of the document's example (line 45): the 4th player of
	// team D finds "15. D4 – B4" among the boards of the 4th players: in
	// round 1 of Tableau 26 (9 teams).
	m, _ := molter.New(9, 4)
	g, _ := m.Game(1, molter.Player{Team: 'D', Order: 4})
	fmt.Println(g)
	// Output: 15. D4 – B4
}

func ExampleTable_TeamLetters() {
	m, _ := molter.New(10, 6)
	fmt.Println(m.TeamLetters())
	// Output: ABCDEFGHJK
}

func ExampleTable_Report() {
	m, _ := molter.New(7, 6)
	fmt.Println(m.Report())
	// Output:
	// checks that hold: players, own-team, order, layout, colours, teams-met, autonomous, whites, complete, sno
	// balance: pairs of teams per round 1 1 1 1 1 1 1; per period 2 2 2; team whites per round 3 3 3 3 3 3 3; pairs over the event 5
}

func ExampleTable_MaxRounds() {
	// 5 teams: "En 1, 2, 3 ou 4 rondes" (line 231); 7 teams of 6: up to 6.
	a, _ := molter.New(5, 4)
	b, _ := molter.New(7, 6)
	fmt.Println(a.MaxRounds(), b.MaxRounds())
	// Output: 4 6
}

func ExampleTable_Round() {
	// Round 2 of Tableau 4 (4 teams of 4), line 141 of 004: B1 – C1, D1 – A1, …
	m, _ := molter.New(4, 4)
	games, _ := m.Round(2)
	fmt.Println(games[:4])
	// Output: [1. B1 – C1 2. D1 – A1 3. A2 – B2 4. D2 – C2]
}

func ExampleTable_Table() {
	m, _ := molter.New(12, 10) // derived from Tableau 38 (line 1262)
	fmt.Println(m.Table())
	// Output: 39
}

func ExampleTable_Title() {
	m, _ := molter.New(5, 6)
	fmt.Println(m.Title())
	// Output: Tableau 8 : 5 équipes à 4 / 6 / ou 12 joueurs
}

func ExampleTable_Origin() {
	m, _ := molter.New(7, 8)
	fmt.Println(m.Origin())
	// Output: derived from 17 by the text of line 488 of 004_9d88f2011072545a.txt
}

func ExampleTable_Teams() {
	m, _ := molter.ByNumber("38")
	fmt.Println(m.Teams(), m.Players())
	// Output: 12 12
}

func ExampleTable_Players() {
	m, _ := molter.New(3, 50) // Tableau 1 end to end (note (2), line 90)
	fmt.Println(m.Players(), m.Boards(), m.Table())
	// Output: 50 75 1
}

func ExampleTable_Rounds() {
	m, _ := molter.New(7, 12)
	fmt.Println(m.Rounds())
	// Output: 6
}

func ExampleTable_Boards() {
	// "17 équipes à 8 joueurs exigent 17X4 soient 68 échiquiers" (line 23):
	// teams × players/2.
	m, _ := molter.New(13, 8)
	fmt.Println(m.Boards())
	// Output: 52
}

func ExampleTable_Alternative() {
	m, _ := molter.ByNumber("peyrin")
	fmt.Println(m.Alternative(), m.Rounds(), m.HasAutonomous())
	// Output: true 3 false
}

func ExampleTable_HasAutonomous() {
	a, _ := molter.New(6, 4)
	b, _ := molter.New(13, 10)
	fmt.Println(a.HasAutonomous(), b.HasAutonomous())
	// Output: true false
}

func ExampleTable_AutonomousTable() {
	m, _ := molter.New(9, 10)
	fmt.Println(m.AutonomousTable())
	// Output: 27a
}

func ExampleTable_Follow() {
	// 3 teams are complete in 2 rounds: 1a serves a one-round event only.
	a, _ := molter.New(3, 4)
	b, _ := molter.New(4, 4)
	fmt.Println(a.Follow(), b.Follow())
	// Output: 0 2
}

func ExamplePlayer_String() {
	fmt.Println(molter.Player{Team: 'C', Order: 2})
	// Output: C2
}

func ExampleGame_String() {
	// "3.C2-A2" (line 21): on board 3, C2 has white against A2.
	fmt.Println(molter.Game{Board: 3, White: molter.Player{Team: 'C', Order: 2}, Black: molter.Player{Team: 'A', Order: 2}})
	// Output: 3. C2 – A2
}

// Resolve finds the event both commands serve: 13 teams of 12 in 3 rounds
// end with an autonomous round the document does not print, built to its
// rules by the generator.
func ExampleResolve() {
	ev, err := molter.Resolve(molter.Request{Teams: 13, Players: 12, Rounds: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ev.Source, ev.Table, len(ev.Rounds), ev.AutonomousTable, ev.Built)
	t := ev.Lookup()
	fmt.Println(t.Game(3, 1), t.At(3, 1).White.Order)
	// Output:
	// document 42 3 42a (not printed, built) true
	// 1. K1 – D1 1
}
