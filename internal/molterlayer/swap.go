package molterlayer

import (
	"slices"
	"sync"
)

// Swapping a few floaters (swappedOdd), for more teams than the plan
// (plan.go) colours. A pair of levels whose floaters lie on the natural
// edges {c, -c} (circle round 0) leaves out team 0; replacing the edges
// of one to four classes by others of those classes' odd cycles covering
// team 0 and the freed ends but one, z, makes the pair leave out z
// instead: a near-perfect rainbow matching again (S4 and S6c hold as in
// plan.go), differing from the natural one on few classes, so few of the
// pair's rounds change and the layered colours of every other pair stay.
// The swapped pair's boards in each period it touches are coloured again
// against the others' (pairColourScratch.colour: its few components'
// signs enumerated), which is what makes a swap cheap to try where the
// plan's whole recolouring fails. With distinct z, team 0's descents
// fall to those of the other teams: I3 from P/2 towards 1 where every
// pair swaps.

// smallSwap replaces the natural floater edges {c, -c} of up to three
// classes of a pair of levels by others through team 0, so that the pair
// leaves out team z instead of 0: class c[i] takes edge e[i] (c[i] = 0:
// none).
type smallSwap struct {
	z int
	c [4]int
	e [4][2]int
}

var swapCache sync.Map // T → []smallSwap

// smallSwaps is every swap of one, two or three classes of odd T, the
// fewer classes first.
func smallSwaps(T int) []smallSwap {
	if v, ok := swapCache.Load(T); ok {
		return v.([]smallSwap)
	}
	h := (T - 1) / 2
	cls := make([]int, T*T) // the class of each edge on its odd cycle, 0 none
	for a := range T {
		for b := range T {
			cls[a*T+b] = edgeClass(T, a, b)
		}
	}
	var out []smallSwap
	var S []int
	inS := make([]bool, h+1)
	got := make([]bool, h+1)
	var sw smallSwap
	// match pairs the teams vs[lo:] (z left out) with edges whose classes
	// are S's, each once, in order; vs is restored after.
	var match func(vs []int, lo, k int)
	match = func(vs []int, lo, k int) {
		if lo == len(vs) {
			out = append(out, sw)
			return
		}
		a := vs[lo]
		for i := lo + 1; i < len(vs); i++ {
			b := vs[i]
			c := cls[a*T+b]
			if c == 0 || !inS[c] || got[c] {
				continue
			}
			got[c] = true
			sw.c[k], sw.e[k] = c, [2]int{a, b}
			// b moved next to a, the others kept in order.
			copy(vs[lo+2:i+1], vs[lo+1:i])
			vs[lo+1] = b
			match(vs, lo+2, k+1)
			copy(vs[lo+1:i], vs[lo+2:i+1])
			vs[i] = b
			got[c] = false
		}
		sw.c[k], sw.e[k] = 0, [2]int{}
	}
	var vs []int
	var subsets func(from, k int)
	subsets = func(from, k int) {
		if len(S) == k {
			for _, c := range S {
				inS[c] = true
			}
			for zi := range 2 * k {
				vs = append(vs[:0], 0)
				for _, c := range S {
					vs = append(vs, c, T-c)
				}
				sw = smallSwap{z: vs[zi+1]}
				vs = append(vs[:zi+1], vs[zi+2:]...)
				match(vs, 0, 0)
			}
			for _, c := range S {
				inS[c] = false
			}
			return
		}
		for c := from; c <= h; c++ {
			S = append(S, c)
			subsets(c+1, k)
			S = S[:len(S)-1]
		}
	}
	for k := 1; k <= min(4, swapMaxClasses(T)); k++ {
		subsets(1, k)
	}
	v, _ := swapCache.LoadOrStore(T, out)
	return v.([]smallSwap)
}

// swappedOdd is a copy of the layered rounds of odd T (in buf) where pair
// after pair swaps a few classes' floaters (smallSwaps) so as to leave out
// a team no other pair leaves out. The layered colours stay on the other
// pairs; the swapped pair's boards of each period it touches are coloured
// again, each player once white and once black in the period, its
// components' signs chosen so that every team stays within one white of
// P/2 with the other pairs as they are (pairColour); a swap is kept where
// every period it touches is so coloured (at most swapTries tried a
// pair, with their roles). The last round of an odd R is coloured alone
// (eulerRound). ok false when no pair swapped.
func swappedOdd(buf []Board, T, P int, layered [][]Board) (rounds [][]Board, rest []Board, ok bool) {
	R, nb := len(layered), T*P/2
	rounds, buf = copyRounds(buf, nb, layered)
	n, h := P/2, (T-1)/2
	occ := make([][]int, n*(h+1)) // per pair and class, its rounds
	// Per period, pair and team: the team's whites less its blacks on the
	// pair in the period's first round; sum the same over the pairs.
	G := R / 2
	contrib, sum := make([]int, G*n*T), make([]int, G*T)
	for r, rd := range layered {
		for i, b := range rd {
			if b.White.Order != b.Black.Order {
				j := (min(b.White.Order, b.Black.Order) - 1) / 2
				c := min(b.White.Team, T-b.White.Team)
				occ[j*(h+1)+c] = append(occ[j*(h+1)+c], r)
			}
			if r%2 == 0 && r/2 < G {
				j := i / T
				g := r / 2
				contrib[(g*n+j)*T+b.White.Team]++
				contrib[(g*n+j)*T+b.Black.Team]--
				sum[g*T+b.White.Team]++
				sum[g*T+b.Black.Team]--
			}
		}
	}
	swaps := smallSwaps(T)
	used := make([]bool, T)
	used[0] = true
	save := make([]Board, 0, 8*T)
	var fs floaterScratch
	var pc pairColourScratch
	var touched, periods []int
	newv := make([]int, 0, 8*T)
	swapped := 0
	for j := 1; j < n; j++ {
		tries := 0
		for _, sw := range swaps {
			if used[sw.z] || tries >= swapTries {
				continue
			}
			touched = touched[:0]
			k := 0
			for _, c := range sw.c {
				if c > 0 {
					touched = append(touched, occ[j*(h+1)+c]...)
					k++
				}
			}
			if len(touched) == 0 {
				continue
			}
			// The periods touched, each once, and their two rounds saved.
			periods = periods[:0]
			for _, r := range touched {
				if g := r / 2; !slices.Contains(periods, g) {
					periods = append(periods, g)
				}
			}
			done := false
			for bits := range 1 << k {
				tries++
				save = save[:0]
				for _, g := range periods {
					for r := 2 * g; r < min(2*g+2, R); r++ {
						save = append(save, rounds[r][j*T:(j+1)*T]...)
					}
				}
				for i, c := range sw.c {
					if c == 0 {
						continue
					}
					for o, r := range occ[j*(h+1)+c] {
						e := sw.e[i]
						if (bits>>i)&1 == 1 != (o == 1) {
							e[0], e[1] = e[1], e[0]
						}
						fs.place(T, rounds[r], j, e[0], e[1])
					}
				}
				good := true
				newv = newv[:0]
				for _, g := range periods {
					if 2*g+1 >= R {
						continue // the last round alone: eulerRound below
					}
					at := len(newv)
					newv = append(newv, make([]int, T)...)
					if !pc.colour(T, j, rounds[2*g], rounds[2*g+1], sum[g*T:(g+1)*T], contrib[(g*n+j)*T:(g*n+j+1)*T], newv[at:]) {
						good = false
						break
					}
				}
				if good {
					done = true
					at := 0
					for _, g := range periods {
						if 2*g+1 >= R {
							continue
						}
						old := contrib[(g*n+j)*T : (g*n+j+1)*T]
						for x := range T {
							sum[g*T+x] += newv[at+x] - old[x]
							old[x] = newv[at+x]
						}
						at += T
					}
					break
				}
				at := 0
				for _, g := range periods {
					for r := 2 * g; r < min(2*g+2, R); r++ {
						copy(rounds[r][j*T:(j+1)*T], save[at:at+T])
						at += T
					}
				}
			}
			if done {
				used[sw.z] = true
				swapped++
				break
			}
		}
	}
	if swapped == 0 {
		return nil, buf, false
	}
	if R%2 == 1 {
		g := make([][2]Seat, nb)
		for i, b := range rounds[R-1] {
			g[i] = [2]Seat{b.White, b.Black}
		}
		eulerRound(rounds[R-1], T, P, g)
	}
	return rounds, buf, true
}

// pairColourScratch is pairColour's buffers.
type pairColourScratch struct {
	p0, p1, comp, col []int
	vecs              []int
}

// colour colours pair j's boards in the period's rounds a and b (its
// players each once white, once black), the signs of their components
// chosen so that every team's whites less blacks in a, with the other
// pairs' (sum less old, the pair's former share), stays within 2; the
// pair's new share in newv. False when no signs do (then a and b's boards
// of the pair are left in any colours: the caller restores them).
func (pc *pairColourScratch) colour(T, j int, a, b []Board, sum, old, newv []int) bool {
	n := 2 * T
	o1 := 2*j + 1
	id := func(s Seat) int { return 2*s.Team + s.Order - o1 }
	if cap(pc.p0) < n {
		pc.p0, pc.p1, pc.comp, pc.col = make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	}
	p0, p1, comp, col := pc.p0[:n], pc.p1[:n], pc.comp[:n], pc.col[:n]
	ba, bb := a[j*T:(j+1)*T], b[j*T:(j+1)*T]
	for _, x := range ba {
		p0[id(x.White)], p0[id(x.Black)] = id(x.Black), id(x.White)
	}
	for _, x := range bb {
		p1[id(x.White)], p1[id(x.Black)] = id(x.Black), id(x.White)
	}
	for i := range comp {
		comp[i] = -1
	}
	nc := 0
	for s := range n {
		if comp[s] >= 0 {
			continue
		}
		for x := s; comp[x] < 0; {
			comp[x], col[x] = nc, 1
			y := p0[x]
			comp[y], col[y] = nc, 0
			x = p1[y]
		}
		nc++
	}
	if nc > 12 {
		return false
	}
	pc.vecs = slices.Grow(pc.vecs[:0], nc*T)[:nc*T]
	vecs := pc.vecs
	clear(vecs)
	for x := range n {
		vecs[comp[x]*T+x/2] += 2*col[x] - 1
	}
	// Every sign choice, the first that fits (the first component's sign
	// fixed first +: its opposite is tried with the rest).
	for m := range 1 << nc {
		fits := true
		for t := range T {
			v := sum[t] - old[t]
			for c := range nc {
				if m>>c&1 == 0 {
					v += vecs[c*T+t]
				} else {
					v -= vecs[c*T+t]
				}
			}
			if v < -2 || v > 2 {
				fits = false
				break
			}
		}
		if !fits {
			continue
		}
		clear(newv)
		for c := range nc {
			for t := range T {
				if m>>c&1 == 0 {
					newv[t] += vecs[c*T+t]
				} else {
					newv[t] -= vecs[c*T+t]
				}
			}
		}
		white := func(s Seat) bool {
			x := id(s)
			return (col[x] == 1) == (m>>comp[x]&1 == 0)
		}
		for i, x := range ba {
			if !white(x.White) {
				ba[i] = Board{x.Black, x.White}
			}
		}
		for i, x := range bb {
			if white(x.White) {
				bb[i] = Board{x.Black, x.White}
			}
		}
		return true
	}
	return false
}

// swapTries is how many swaps (each with its four roles) swappedOdd tries
// a pair.
var swapTries = 32

// swapMaxClasses is the most classes a swap changes: four up to 29 teams
// (some odd T have no swap of three), three beyond (the enumeration
// grows as h^4).
func swapMaxClasses(T int) int {
	if T <= 29 {
		return 4
	}
	return 3
}
