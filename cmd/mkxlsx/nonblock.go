//go:build !js

package main

import "syscall"

// oNonblock opens a file without blocking on a FIFO (readWorkbook).
const oNonblock = syscall.O_NONBLOCK
