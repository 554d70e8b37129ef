package molter

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/moltergrade"
)

// TestTokensDerivable holds every recorded constructed event, the default
// and the selectable one, to what a packed layout would derive at run time
// instead of storing: the grade from the quality measures, the quality's
// bests from the arithmetic bounds (moltergrade.Bounds), the published
// points and letter from the published measures (moltergrade.Points).
func TestTokensDerivable(t *testing.T) {
	n := 0
	for _, s := range constructedShapes {
		T, P := int(s.teams), int(s.players)
		for k := 1; k < T; k++ {
			for _, alt := range []bool{false, true} {
				if alt && s.src[k-1] != 'l' && s.src[k-1] != 's' {
					continue
				}
				grade, published, quality := s.tokens(k, alt)
				q := moltergrade.Quality(parseQuality(quality, 1))
				if got := q.Grade(); got != grade {
					t.Errorf("%d×%d, %d rounds (selectable %v): grade %s recorded, %s from the quality %s", T, P, k, alt, grade, got, quality)
				}
				b := moltergrade.Bounds(T, P, k)
				if q.PairSpreadBest != b.PairSpreadBest || q.FloatersBest != b.FloatersBest || q.DescentsBest != b.DescentsBest || q.RoundSpreadBest != b.RoundSpreadBest {
					t.Errorf("%d×%d, %d rounds (selectable %v): bests of %s are not the bounds %v", T, P, k, alt, quality, b)
				}
				pub, ok := parsePublished(published, 1)
				if !ok {
					t.Fatalf("%d×%d, %d rounds: published %q", T, P, k, published)
				}
				points, letter := moltergrade.Points(T, P, k, moltergrade.Vector(pub.Vector()))
				if points != pub.Points || letter != pub.Letter {
					t.Errorf("%d×%d, %d rounds (selectable %v): %s recorded, %s,%d derived", T, P, k, alt, published, letter, points)
				}
				n++
			}
		}
	}
	t.Logf("%d events", n)
}
