//go:build unix

package atomicfile

import (
	"syscall"
	"testing"
)

// umask sets the process's umask for the test.
func umask(t *testing.T, m int) {
	old := syscall.Umask(m)
	t.Cleanup(func() { syscall.Umask(old) })
}
