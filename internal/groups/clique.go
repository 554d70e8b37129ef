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
		order, bound := colourBound(nb, p)
		for i := len(order) - 1; i >= 0; i-- {
			if cur.Len()+bound[i] <= best.Len() {
				return
			}
			v := order[i]
			expand(cur|Bit(v), p&nb[v])
			p &^= Bit(v)
		}
	}
	expand(0, cand)
	return best
}

// colourBound colours p greedily into independent classes of nb and returns
// the vertices in class order with, for each, the number of classes so far:
// no clique among order[:i+1] has more than bound[i] vertices.
func colourBound(nb *[MaxSize + 1]Set, p Set) (order, bound []int) {
	order = make([]int, 0, p.Len())
	bound = make([]int, 0, p.Len())
	k := 0
	for p != 0 {
		k++
		q := p
		for q != 0 {
			v := bits.TrailingZeros64(uint64(q)) + 1
			q &^= Bit(v) | nb[v]
			p &^= Bit(v)
			order = append(order, v)
			bound = append(bound, k)
		}
	}
	return order, bound
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
