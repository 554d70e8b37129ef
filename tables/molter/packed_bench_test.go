package molter

import "testing"

// The packed data of the constructed events read back. The recorded
// grades: one event's grade, published grade and quality by the default
// construction (29 teams of 16, each length in turn), and every event
// served (Grades).

func BenchmarkConstructedGraded(b *testing.B) {
	c, err := NewConstructed(29, 16)
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	for i := 0; b.Loop(); i++ {
		k := 1 + i%c.Rounds()
		g, _ := c.Grade(k)
		p, _ := c.Published(k)
		q, _ := c.QualityBy(k, "")
		n += len(g) + p.Points + q.Whites
	}
	if n < 0 {
		b.Fatal(n)
	}
}

func BenchmarkGrades(b *testing.B) {
	for b.Loop() {
		if len(Grades()) == 0 {
			b.Fatal("no grades")
		}
	}
}

// BenchmarkSearchedEvent decodes the stored searched event of the most
// boards (the shape whose searched table stores the most rounds: every
// board of them read from constructedBoards); per board.
func BenchmarkSearchedEvent(b *testing.B) {
	var s constructedShape
	for _, x := range constructedShapes {
		if int(x.based)*int(x.teams)*int(x.players) > int(s.based)*int(s.teams)*int(s.players) {
			s = x
		}
	}
	boards := int(s.based) * int(s.teams) * int(s.players) / 2
	b.Logf("%d teams of %d, %d rounds: %d boards", s.teams, s.players, s.based, boards)
	n := 0
	for b.Loop() {
		n += len(searchedEvent(s, int(s.based)))
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*boards), "ns/board")
	if n == 0 {
		b.Fatal("no rounds")
	}
}
