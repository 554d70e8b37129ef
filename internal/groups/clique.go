package groups

import "math/bits"

// maxClique returns a largest clique of the graph nb restricted to cand, by
// branch and bound with a greedy colouring bound (Tomita's MCQ on 64-bit
// sets). nodes counts the search nodes.
func maxClique(nb *[MaxSize + 1]Set, cand Set, nodes *int) Set {
	var best Set
	var expand func(cur, p Set)
	expand = func(cur, p Set) {
		*nodes++
		if p == 0 {
			if cur.Len() > best.Len() {
				best = cur
			}
			return
		}
		var c colouring
		n := c.colour(nb, p)
		for i := n - 1; i >= 0; i-- {
			if cur.Len()+int(c.bound[i]) <= best.Len() {
				return
			}
			v := int(c.order[i])
			expand(cur|Bit(v), p&nb[v])
			p &^= Bit(v)
		}
	}
	expand(0, cand)
	return best
}

// colouring is a greedy colouring of a set of vertices: the vertices in
// class order, and for each the number of classes so far. It lives on the
// stack: the search makes one a node, millions in all.
type colouring struct {
	order, bound [MaxSize]uint8
}

// colour colours p greedily into independent classes of nb and returns the
// number of vertices: no clique among order[:i+1] has more than bound[i]
// vertices.
func (c *colouring) colour(nb *[MaxSize + 1]Set, p Set) int {
	n, k := 0, 0
	for p != 0 {
		k++
		q := p
		for q != 0 {
			v := bits.TrailingZeros64(uint64(q)) + 1
			q &^= Bit(v) | nb[v]
			p &^= Bit(v)
			c.order[n], c.bound[n] = uint8(v), uint8(k)
			n++
		}
	}
	return n
}

// complement returns the graph in which two players are adjacent when they
// may share a group.
func (g *Graph) complement() *[MaxSize + 1]Set {
	var c [MaxSize + 1]Set
	all := All(g.M)
	for p := 1; p <= g.M; p++ {
		c[p] = all &^ g.Adj[p] &^ Bit(p)
	}
	return &c
}
