package groups

// construct returns the partition of 1..M into k+1-⌈u/2⌉ groups (2k = M, u =
// M-1-N the rounds in which members may meet) built as follows, or nil when
// the construction does not apply (u > k+1, where larger groups are needed):
//
//	A = {1, …, a, 2k} with a = ⌈u/2⌉: the sums stay within rule 1;
//	for t = 0 … a-2, the triple {k-t, k+1+t, k+2a-2-t};
//	for i = 0 … k-2a, the pair {k-a+1-i, k+2a-1+i}.
//
// Writing x = k+d, two players of the triples and pairs meet in a round
// allowed by rule 2 when their d sum to 1 … u; each group holds one player
// with d ≤ 0, which is why no partition has fewer groups outside A.
func construct(m, n int) []Set {
	k, u := m/2, m-1-n
	if u < 1 || m%2 != 0 {
		return nil
	}
	a := (u + 1) / 2
	if k-2*a < -1 {
		return nil
	}
	A := Bit(m)
	for x := 1; x <= a; x++ {
		A |= Bit(x)
	}
	sets := []Set{A}
	for t := 0; t <= a-2; t++ {
		sets = append(sets, SetOf(k-t, k+1+t, k+2*a-2-t))
	}
	for i := 0; i <= k-2*a; i++ {
		sets = append(sets, SetOf(k-a+1-i, k+2*a-1+i))
	}
	return sets
}
