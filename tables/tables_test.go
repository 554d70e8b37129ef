package tables

import (
	"errors"
	"testing"
)

func TestErrataAreACopy(t *testing.T) {
	t.Parallel()
	e := Errata()
	if len(e) == 0 {
		t.Fatal("no errata")
	}
	e[0].Printed = "x"
	if Errata()[0].Printed == "x" {
		t.Error("Errata exposes the static array")
	}
}

// An *Error reads "tables: " and its message, and hands its cause to
// errors.Is and errors.As; Message drops the prefix of an *Error only.
func TestError(t *testing.T) {
	t.Parallel()
	sentinel := errors.New("sentinel")
	var err error = &Error{Msg: "round 9: the 8-player schedule has rounds 1 to 7", Err: &RangeError{What: "round", Got: 9, Min: 1, Max: 7}}
	if got := err.Error(); got != "tables: round 9: the 8-player schedule has rounds 1 to 7" {
		t.Errorf("Error() = %q", got)
	}
	var re *RangeError
	if !errors.As(err, &re) || *re != (RangeError{"round", 9, 1, 7}) || re.Error() != "round 9: want 1 to 7" {
		t.Errorf("errors.As: %v", re)
	}
	if got := Message(err); got != "round 9: the 8-player schedule has rounds 1 to 7" {
		t.Errorf("Message = %q", got)
	}
	if got := Message(nil); got != "" {
		t.Errorf("Message(nil) = %q", got)
	}
	if got := Message(sentinel); got != "sentinel" {
		t.Errorf("Message of another error = %q", got)
	}
	if !errors.Is(&Error{Msg: "x", Err: sentinel}, sentinel) || errors.As(&Error{Msg: "x"}, &re) {
		t.Error("Unwrap does not hand over the cause, or invents one")
	}
}
