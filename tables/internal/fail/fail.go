// Package fail makes the errors of the tables packages: a *tables.Error whose
// message reads as the table concerned would say it.
//
// The messages are built by concatenation and strconv, never with fmt: a
// program that links a tables package would otherwise link fmt, reflect and
// unicode with it (see tables/size_test.go).
package fail

import (
	"errors"
	"strconv"

	"github.com/toutesrondes/toutesrondes/tables"
)

// New is an error with no cause to match.
func New(msg string) error {
	return &tables.Error{Msg: msg}
}

// Wrap is an error whose cause is err (a sentinel or another error).
func Wrap(err error, msg string) error {
	return &tables.Error{Msg: msg, Err: err}
}

// Range is an error for a number got outside min..max.
func Range(what string, got, min, max int, msg string) error {
	return Wrap(&tables.RangeError{What: what, Got: got, Min: min, Max: max}, msg)
}

// Round checks round r of a schedule of size units ("the 8-player
// schedule") with rounds rounds; a schedule that is not valid (its zero
// value) gets zero's error instead.
func Round(valid bool, zero func() error, r, rounds, size int, unit string) error {
	switch {
	case !valid:
		return zero()
	case r < 1 || r > rounds:
		return Range("round", r, 1, rounds, "round "+strconv.Itoa(r)+": the "+strconv.Itoa(size)+"-"+unit+
			" schedule has rounds 1 to "+strconv.Itoa(rounds))
	}
	return nil
}

// Ints writes ns as fmt's %v does: "[4 4 3]".
func Ints(ns []int) string {
	b := []byte{'['}
	for i, n := range ns {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return string(append(b, ']'))
}

// Rewrap returns err with its cause from (a sentinel of an internal package)
// replaced by to (the public package's own), the text unchanged: "ctx: from"
// becomes "ctx: to". Any other error is returned as it is.
func Rewrap(err, from, to error) error {
	if !errors.Is(err, from) {
		return err
	}
	msg, suffix := err.Error(), ": "+from.Error()
	if ctx := len(msg) - len(suffix); ctx >= 0 && msg[ctx:] == suffix { // strings (and unicode) not linked
		return &wrapped{msg: msg[:ctx] + ": " + to.Error(), err: to}
	}
	return to
}

// wrapped is what fmt.Errorf("%s: %w", ctx, to) makes.
type wrapped struct {
	msg string
	err error
}

func (e *wrapped) Error() string { return e.msg }
func (e *wrapped) Unwrap() error { return e.err }
