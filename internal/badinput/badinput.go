// Package badinput is the error of bad input: a value the user typed or
// a file he gave that the program cannot use. Commands exit 2 on it
// (internal/cli) with the message alone; the packages that check input
// below the commands (internal/report) return it without importing the
// command framework.
package badinput

import "fmt"

// Error is bad input; its message names the input and the place.
type Error struct{ Err error }

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// Wrap marks err as bad input.
func Wrap(err error) error { return &Error{err} }

// Errorf is Wrap of a formatted message.
func Errorf(format string, a ...any) error { return Wrap(fmt.Errorf(format, a...)) }
