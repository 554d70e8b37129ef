package molter

import (
	"sync"

	"github.com/toutesrondes/toutesrondes/internal/moltergrade"
)

// scratch is the counting buffers of Contract, lent by scratchPool: the
// generator checks tens of thousands of events, and each call would
// otherwise allocate its own (PublishedCheck and PublishedMeasure have
// moltergrade's).
type scratch struct {
	u8   []uint8
	ints []int
	u64  []uint64
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// zeroed is buf grown to n elements, all zero.
func zeroed[E any](buf *[]E, n int) []E { return moltergrade.Zeroed(buf, n) }
