//go:build unix

package main

import (
	"syscall"
	"testing"
	"time"
)

// BenchmarkGenerateCPU reports the CPU time (user and system, of the whole
// process, through getrusage) a run of the generator takes, as cpu-ms/op
// beside ns/op: the wall clock depends on the machine's load, the CPU time
// much less (issue 33's room: at most 1.5 s a run). A measure, not a
// timed pass/fail test:
//
//	go test -run '^$' -bench GenerateCPU -benchtime 5x ./gen
func BenchmarkGenerateCPU(b *testing.B) {
	start := cpuTime(b)
	for b.Loop() {
		if _, err := run(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64((cpuTime(b)-start).Milliseconds())/float64(b.N), "cpu-ms/op")
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
