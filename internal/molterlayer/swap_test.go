package molterlayer

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/moltergrade"
)

// TestSmallSwaps holds every swap to its definition on the circle
// method's own cycles (oddCycle): its new edges on their classes' cycles,
// and with the natural edges {c, -c} of the other classes a near-perfect
// matching leaving out z (z ≠ 0), one edge a class.
func TestSmallSwaps(t *testing.T) {
	for _, T := range []int{5, 7, 9, 13, 17, 23, 29} {
		h := (T - 1) / 2
		cycles := make([]map[[2]int]bool, h+1)
		for c := 1; c <= h; c++ {
			cycles[c] = oddCycle(T, c)
		}
		sws := smallSwaps(T)
		if T >= 17 && len(sws) == 0 {
			t.Errorf("%d teams: no swap", T)
		}
		for _, sw := range sws {
			edges := map[int][2]int{}
			for c := 1; c <= h; c++ {
				edges[c] = [2]int{c, T - c}
			}
			for i, c := range sw.c {
				if c == 0 {
					continue
				}
				e := sw.e[i]
				if !cycles[c][[2]int{min(e[0], e[1]), max(e[0], e[1])}] {
					t.Errorf("%d teams, swap %+v: %v off class %d's cycle", T, sw, e, c)
				}
				edges[c] = e
			}
			cov := make([]int, T)
			for _, e := range edges {
				cov[e[0]]++
				cov[e[1]]++
			}
			for x, n := range cov {
				if want := 1 - b2i(x == sw.z); n != want || sw.z == 0 {
					t.Errorf("%d teams, swap %+v: team %d covered %d times", T, sw, x, n)
				}
			}
		}
	}
}

// TestSwappedChecked: a swapped table keeps every rule of the published
// checker, the measures the floaters cannot change (I1, the prefix, I5),
// and with R = T-1 (where team 0 alone never descends in every pair) its
// descent spread I3 is below the layered table's.
func TestSwappedChecked(t *testing.T) {
	done := 0
	for T := 17; T <= 29; T += 4 {
		for _, P := range []int{8, 12, 16} {
			for _, R := range []int{T - 1, T - 4} {
				layered, err := layeredOdd(make([]Board, R*T*P/2), T, P, R)
				if err != nil {
					t.Fatal(err)
				}
				sw, _, ok := swappedOdd(nil, T, P, layered)
				if !ok {
					continue
				}
				done++
				v, lv := gradeAsLayered(t, T, P, R, sw, layered)
				if R == T-1 && v[moltergrade.VI3] >= lv[moltergrade.VI3] {
					t.Errorf("%d×%d R%d: I3 %d, layered %d", T, P, R, v[moltergrade.VI3], lv[moltergrade.VI3])
				}
			}
		}
	}
	if done < 6 {
		t.Errorf("only %d swapped tables", done)
	}
	t.Logf("%d swapped tables checked", done)
}

// TestBuildSwapped: Build with the swaps on (swapOdd) serves valid tables,
// with no more published points than without, and fewer on long events
// the moves alone leave graded C.
func TestBuildSwapped(t *testing.T) {
	save := swapOdd
	defer func() { swapOdd = save }()
	fewer, all := 0, 0
	var shapes [][3]int
	for T := 17; T <= 29; T += 2 {
		for _, P := range []int{12, 14, 16} {
			for R := T - 3; R < T; R++ {
				shapes = append(shapes, [3]int{T, P, R})
			}
		}
	}
	for _, s := range shapes {
		T, P, R := s[0], s[1], s[2]
		all++
		var pts [2]int
		for i, on := range []bool{false, true} {
			swapOdd = on
			rounds, err := Build(T, P, R)
			if err != nil {
				t.Fatal(err)
			}
			viol, v := gradeTable(T, P, rounds)
			if len(viol) > 0 || v[moltergrade.VI1] > moltergrade.I1Bound(T, P, R) || v[moltergrade.VPrefix] > 0 {
				t.Fatalf("%v swaps %v: broken %v %v", s, on, viol, v)
			}
			pts[i], _ = moltergrade.Points(T, P, R, v)
		}
		if pts[1] > pts[0] {
			t.Errorf("%v: %d points with the swaps, %d without", s, pts[1], pts[0])
		}
		if pts[1] < pts[0] {
			fewer++
		}
	}
	t.Logf("the swaps lower the points of %d of %d events", fewer, all)
	if fewer < all/8 {
		t.Errorf("the swaps lower the points of %d of %d events", fewer, all)
	}
}
