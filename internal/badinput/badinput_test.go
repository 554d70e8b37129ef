package badinput

import (
	"errors"
	"fmt"
	"io"
	"testing"
)

// A wrapped error is found by errors.As through more wrapping, and keeps
// its cause and message.
func TestWrap(t *testing.T) {
	err := fmt.Errorf("players.csv: %w", Errorf("line %d: %w", 3, io.ErrUnexpectedEOF))
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Fatalf("%v: not found as bad input with its cause", err)
	}
	if got, want := err.Error(), "players.csv: line 3: unexpected EOF"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if errors.As(errors.New("x"), &e) {
		t.Error("a plain error is not bad input")
	}
}
