// Package entrant is a player of a list (a name and an affinity): what the
// list reader (internal/csvin) returns and the drawing of lots
// (internal/varma, tables/varma) takes, so that the reader does not import
// the builder.
package entrant

// Entrant is a player entered in the drawing of lots.
type Entrant struct {
	Name     string
	Affinity string // the code of the federation, club, town …; "" for none
}
