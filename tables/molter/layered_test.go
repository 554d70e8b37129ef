package molter

import (
	"bufio"
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	im "github.com/toutesrondes/toutesrondes/internal/molter"
)

// bestKnown reads ../shared/molter-best-known.tsv (from the main checkout
// or a worktree beside it): per shape, the published program's vector.
func bestKnown(t *testing.T) map[[3]int]im.Vector {
	for _, dir := range []string{filepath.Join("..", "..", "..", "shared"), filepath.Join("..", "..", "..", "..", "shared")} {
		f, err := os.Open(filepath.Join(dir, "molter-best-known.tsv"))
		if err != nil {
			continue
		}
		defer f.Close()
		out := map[[3]int]im.Vector{}
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			fs := strings.Split(sc.Text(), "\t")
			if line == 1 {
				continue
			}
			var n [10]int
			for i := range n {
				if n[i], err = strconv.Atoi(fs[i]); err != nil {
					t.Fatalf("molter-best-known.tsv:%d: %v", line, err)
				}
			}
			out[[3]int{n[0], n[1], n[2]}] = im.Vector(n[3:10])
		}
		return out
	}
	return nil
}

// layeredRange names the range of team counts a shape falls in, as the
// report counts them.
func layeredRange(T int) string {
	switch {
	case T <= 16:
		return "3-16"
	case T <= 25:
		return "17-25"
	}
	return "26-30"
}

// TestLayeredAgainstServed measures internal/molter's Layered on every
// shape of 3-30 teams, 2-16 players, 1..T-1 rounds and holds it to what
// is served today (Resolve's default event) and to the best known tables
// (internal/molter's tests hold it to the rules and to I1's bound with no
// prefix deficit). It logs (go test -v) its letter grades beside the
// served ones by range of teams, and how often its whole vector, in the
// contract's order, beats, equals or loses to each.
func TestLayeredAgainstServed(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and measures 3,472 shapes: about 10 s")
	}
	best := bestKnown(t)
	type tally struct{ beat, equal, lose int }
	grades := map[string]map[string][2]int{} // range -> letter -> (layered, served)
	var vsServed, vsBest tally
	var notServed int
	count := func(tl *tally, c int) {
		switch {
		case c < 0:
			tl.beat++
		case c == 0:
			tl.equal++
		default:
			tl.lose++
		}
	}
	prefixServed := 0 // served events with a prefix deficit (the layered have none)
	s5Exact := 0      // layered events with exactly P/2 whites a team every round
	var loseAt [7]int // per measure, the losses to the best known it decides
	for T := 3; T <= 30; T++ {
		for P := 2; P <= 16; P += 2 {
			for R := 1; R < T; R++ {
				name := fmt.Sprintf("%d×%d, %d rounds", T, P, R)
				e, err := im.Layered(T, P, R)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if ps := im.PublishedCheck(e); len(ps) > 0 {
					t.Fatalf("%s: layered breaks %v", name, ps[0])
				}
				v := im.PublishedMeasure(e)
				_, letter := im.PublishedPoints(T, P, R, v)
				rg := layeredRange(T)
				if grades[rg] == nil {
					grades[rg] = map[string][2]int{}
				}
				g := grades[rg][letter]
				g[0]++
				grades[rg][letter] = g
				if v[im.VS5] == 0 {
					s5Exact++
				}
				if b, ok := best[[3]int{T, P, R}]; ok {
					c := v.Compare(b)
					count(&vsBest, c)
					for i := range v {
						if c > 0 && v[i] != b[i] {
							loseAt[i]++
							break
						}
					}
				}
				ev, err := Resolve(Request{Teams: T, Players: P, Rounds: R})
				if err != nil {
					notServed++
					continue
				}
				se := event(t, T, P, ev.Rounds)
				if len(im.PublishedCheck(se)) > 0 {
					g := grades[rg]["invalid"]
					g[1]++
					grades[rg]["invalid"] = g
					vsServed.beat++
					continue
				}
				sv := im.PublishedMeasure(se)
				_, sl := im.PublishedPoints(T, P, R, sv)
				g = grades[rg][sl]
				g[1]++
				grades[rg][sl] = g
				count(&vsServed, v.Compare(sv))
				if sv[im.VPrefix] > 0 {
					prefixServed++
				}
			}
		}
	}
	ranges := []string{"3-16", "17-25", "26-30"}
	for _, rg := range ranges {
		var line []string
		letters := make([]string, 0, len(grades[rg]))
		for l := range grades[rg] {
			letters = append(letters, l)
		}
		slices.SortFunc(letters, cmp.Compare)
		for _, l := range letters {
			g := grades[rg][l]
			line = append(line, fmt.Sprintf("%s %d/%d", l, g[0], g[1]))
		}
		t.Logf("teams %s, grade layered/served: %s", rg, strings.Join(line, ", "))
	}
	t.Logf("layered with S5 exact (P/2 whites a team every round): %d of 3,472", s5Exact)
	t.Logf("against the served event: layered better %d, equal %d, worse %d (%d shapes not served; %d served with a prefix deficit)", vsServed.beat, vsServed.equal, vsServed.lose, notServed, prefixServed)
	if best != nil {
		t.Logf("against molter-best-known.tsv: layered better %d, equal %d, worse %d (decided by I1 %d, prefix %d, I2 %d, I3 %d, I4 %d, I5 %d, S5 %d)", vsBest.beat, vsBest.equal, vsBest.lose, loseAt[0], loseAt[1], loseAt[2], loseAt[3], loseAt[4], loseAt[5], loseAt[6])
	} else {
		t.Log("*** molter-best-known.tsv not found: no comparison with the best known ***")
	}
}
