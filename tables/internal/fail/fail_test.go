package fail

import (
	"errors"
	"fmt"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables"
)

// The messages were made with fmt before; these are the forms that need
// more than concatenation, checked against fmt.

func TestInts(t *testing.T) {
	for _, ns := range [][]int{nil, {}, {4}, {4, 4, 3}, {-1, 0, 100000}} {
		if got, want := Ints(ns), fmt.Sprint(ns); got != want {
			t.Errorf("Ints(%d) = %q, fmt gives %q", ns, got, want)
		}
	}
}

func TestRewrap(t *testing.T) {
	from, to := errors.New("search gave up"), errors.New("undecided")
	err := fmt.Errorf("keeping 3 contingents apart: %w", from)
	got := Rewrap(err, from, to)
	want := fmt.Errorf("%s: %w", "keeping 3 contingents apart", to)
	if got.Error() != want.Error() || !errors.Is(got, to) || errors.Is(got, from) {
		t.Errorf("Rewrap = %q (is to %v), want %q wrapping to", got, errors.Is(got, to), want)
	}
	if got := Rewrap(from, from, to); got != to {
		t.Errorf("Rewrap of the sentinel itself = %v, want to", got)
	}
	other := errors.New("other")
	if got := Rewrap(other, from, to); got != other {
		t.Errorf("Rewrap of another error = %v, want it unchanged", got)
	}
}

func TestRange(t *testing.T) {
	err := Round(true, nil, 9, 7, 8, "player")
	if got, want := err.Error(), fmt.Sprintf("tables: round %d: the %d-player schedule has rounds 1 to %d", 9, 8, 7); got != want {
		t.Errorf("Round: %q, want %q", got, want)
	}
	var re *tables.RangeError
	if !errors.As(err, &re) || re.Error() != fmt.Sprintf("%s %d: want %d to %d", "round", 9, 1, 7) {
		t.Errorf("RangeError: %v", re)
	}
}
