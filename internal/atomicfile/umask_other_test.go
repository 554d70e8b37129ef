//go:build !unix

package atomicfile

import "testing"

// umask: no umask here, nor Unix permissions to test.
func umask(t *testing.T, m int) { t.Skip("no umask on this system") }
