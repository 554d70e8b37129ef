package molterlayer

import (
	"hash/fnv"
	"testing"
)

// oddSeriesHash builds every layered table of odd T up to 29 teams (the
// generator's shapes) through a Series and hashes the boards.
func oddSeriesHash(tb testing.TB) uint64 {
	h := fnv.New64a()
	var buf []Board
	var s Series
	for T := 3; T <= 29; T += 2 {
		for P := 2; P <= 16; P += 2 {
			for R := 1; R < T; R++ {
				rounds, b, err := s.BuildIn(buf, T, P, R)
				buf = b
				if err != nil {
					tb.Fatal(err)
				}
				for _, rd := range rounds {
					for _, x := range rd {
						h.Write([]byte{byte(x.White.Team), byte(x.White.Order), byte(x.Black.Team), byte(x.Black.Order)})
					}
				}
			}
		}
	}
	return h.Sum64()
}

func BenchmarkOddSeries(b *testing.B) {
	for b.Loop() {
		b.Logf("hash %x", oddSeriesHash(b))
	}
}
