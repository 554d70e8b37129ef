package tables

import "strconv"

// Error is the error the tables packages return for an invalid input. Its
// text is "tables: " followed by Msg; a program that names the input itself
// ("-rounds 5: …") prints Msg alone.
type Error struct {
	Msg string // what is wrong, without the "tables: " prefix
	Err error  // the cause, for errors.Is and errors.As: a *RangeError, a sentinel such as groups.ErrNoGroups, or nil
}

func (e *Error) Error() string { return "tables: " + e.Msg }

func (e *Error) Unwrap() error { return e.Err }

// Message returns the text of err without the "tables: " prefix when err is
// an *Error, err's whole text otherwise, and "" for nil.
func Message(err error) string {
	if err == nil {
		return ""
	}
	if e, ok := err.(*Error); ok {
		return e.Msg
	}
	return err.Error()
}

// RangeError says which number was refused: a size, a round, a board, a
// player … outside Min..Max, or within it but not of the form the table
// needs (a directed-groups table size must be even). The *Error that wraps
// it says it in the words of the table concerned.
type RangeError struct {
	What     string // "players", "round", "board", …
	Got      int
	Min, Max int // the range allowed, bounds included
}

func (e *RangeError) Error() string {
	return e.What + " " + strconv.Itoa(e.Got) + ": want " + strconv.Itoa(e.Min) + " to " + strconv.Itoa(e.Max)
}
