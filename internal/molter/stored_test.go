//go:build unix

package molter

import (
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// BenchmarkStoredEvent measures what one stored event (a recipe of its own
// table, molter_recipes.spec's TxPxR blocks) costs the generator's
// BuildAll: read, rebuilt, digested, checked against both contracts and
// measured. Each iteration builds every shape with the recipes as they are
// and without the stored events; the difference of their CPU time (user
// and system, of the whole process: the workers and the collector), over
// the stored events, is cpu-µs/event, and of their allocations,
// B/event. A measure for issue 33's room, not a pass/fail test:
//
//	go test -run '^$' -bench StoredEvent -benchtime 5x ./internal/molter
func BenchmarkStoredEvent(b *testing.B) {
	sp, err := spec.Load()
	if err != nil {
		b.Fatal(err)
	}
	var tables []*spec.MolterRecipe
	for _, r := range sp.MolterRecipes {
		if r.Rounds == 0 {
			tables = append(tables, r)
		}
	}
	own := len(sp.MolterRecipes) - len(tables)
	if own == 0 {
		b.Skip("no stored event")
	}
	var with, without time.Duration
	var withB, withoutB uint64
	for b.Loop() {
		for _, run := range []struct {
			recipes []*spec.MolterRecipe
			cpu     *time.Duration
			bytes   *uint64
		}{{sp.MolterRecipes, &with, &withB}, {tables, &without, &withoutB}} {
			before, alloc := processCPU(b), allocated()
			if _, err := BuildAll(sp.MolterConstructed, run.recipes); err != nil {
				b.Fatal(err)
			}
			*run.cpu += processCPU(b) - before
			*run.bytes += allocated() - alloc
		}
	}
	n := float64(b.N * own)
	b.ReportMetric(float64((with-without).Microseconds())/n, "cpu-µs/event")
	b.ReportMetric(float64(withB-withoutB)/n, "B/event")
	b.ReportMetric(float64(own), "events")
}

// processCPU is the process's user and system CPU time so far.
func processCPU(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// allocated is the bytes the process has allocated so far.
func allocated() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.TotalAlloc
}
