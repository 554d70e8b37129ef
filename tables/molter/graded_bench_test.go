package molter

import "testing"

// The recorded grades of the constructed events, read back: one event's
// grade, published grade and quality by the default construction (29
// teams of 16, each length in turn), and every event served (Grades).

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
