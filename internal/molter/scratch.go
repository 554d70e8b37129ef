package molter

import "sync"

// scratch is the counting buffers of PublishedCheck, PublishedMeasure and
// Contract, and the bytes Sum hashes, lent by scratchPool (none of them
// calls another): the generator checks, measures and digests tens of
// thousands of events, and each call would otherwise allocate its own.
type scratch struct {
	u8   []uint8
	i8   []int8
	i32  []int32
	ok   []bool
	ints []int // Contract's
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// zeroed is buf grown to n elements, all zero.
func zeroed[E any](buf *[]E, n int) []E {
	if cap(*buf) < n {
		*buf = make([]E, n)
	}
	s := (*buf)[:n]
	clear(s)
	return s
}
