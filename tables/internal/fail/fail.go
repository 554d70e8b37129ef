// Package fail makes the errors of the tables packages: a *tables.Error whose
// message reads as the table concerned would say it.
package fail

import (
	"errors"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables"
)

// New is an error with no cause to match.
func New(format string, a ...any) error {
	return &tables.Error{Msg: fmt.Sprintf(format, a...)}
}

// Wrap is an error whose cause is err (a sentinel or another error).
func Wrap(err error, format string, a ...any) error {
	return &tables.Error{Msg: fmt.Sprintf(format, a...), Err: err}
}

// Range is an error for a number got outside min..max.
func Range(what string, got, min, max int, format string, a ...any) error {
	return Wrap(&tables.RangeError{What: what, Got: got, Min: min, Max: max}, format, a...)
}

// Round checks round r of a schedule of size units ("the 8-player
// schedule") with rounds rounds; a schedule that is not valid (its zero
// value) gets zero's error instead.
func Round(valid bool, zero func() error, r, rounds, size int, unit string) error {
	switch {
	case !valid:
		return zero()
	case r < 1 || r > rounds:
		return Range("round", r, 1, rounds, "round %d: the %d-%s schedule has rounds 1 to %d", r, size, unit, rounds)
	}
	return nil
}

// Rewrap returns err with its cause from (a sentinel of an internal package)
// replaced by to (the public package's own), the text unchanged: "ctx: from"
// becomes "ctx: to". Any other error is returned as it is.
func Rewrap(err, from, to error) error {
	if !errors.Is(err, from) {
		return err
	}
	if ctx, ok := strings.CutSuffix(err.Error(), ": "+from.Error()); ok {
		return fmt.Errorf("%s: %w", ctx, to)
	}
	return to
}
