package sheets

import (
	"slices"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

// TieBreak is a criterion that orders the players equal on points in the
// standings of a round robin: one of internal/tiebreak's, which computes in
// Go what the workbook's formulas compute (and the tests hold the one to
// the other). Its String is the name the -tiebreaks flag of mkxlsx berger
// takes; its Code, FIDE's (C.07, TRF-2026).
type TieBreak = tiebreak.Kind

// The tie-breaks (the definitions of 000/001 and of FIDE).
const (
	SB   = tiebreak.SB   // sb: Sonneborn-Berger
	Wins = tiebreak.Wins // wins: the number of wins, forfeits included
	DE   = tiebreak.DE   // de: the direct encounter between the players still equal
	Koya = tiebreak.Koya // koya: points against the players with half the maximum or more
	BPG  = tiebreak.BPG  // bpg: games played with black
	BWG  = tiebreak.BWG  // bwg: games won with black over the board
	Won  = tiebreak.Won  // won: games won over the board (C.07 7.2)
	ARO  = tiebreak.ARO  // aro: average rating of opponents (C.07 10.1)
	TPR  = tiebreak.TPR  // tpr: tournament performance rating (C.07 10.2)
)

var (
	// DefaultTieBreaks is the order of a workbook that names none: FIDE's
	// recommendation for an individual round robin (tiebreak.FIDEOrder:
	// de, wins, sb, koya).
	DefaultTieBreaks = slices.Clone(tiebreak.FIDEOrder)
	// FIDETieBreaks is FIDE's recommendation for round robins: de, wins,
	// sb, koya.
	FIDETieBreaks = slices.Clone(tiebreak.FIDEOrder)
	// DocumentTieBreaks is the documents' order (000/001): sb, wins, de,
	// the default before FIDE's ("-tiebreaks documents").
	DocumentTieBreaks = slices.Clone(tiebreak.DefaultOrder)
)

// ParseTieBreaks reads a comma-separated order such as "sb,wins,de" or
// the C.07 codes "SB,WIN,DE,KS"; an empty string is the empty order
// (points only). Unknown or repeated names are errors (tiebreak.ParseOrder).
func ParseTieBreaks(s string) ([]TieBreak, error) { return tiebreak.ParseOrder(s) }

// FormatTieBreaks writes an order as ParseTieBreaks reads it.
func FormatTieBreaks(order []TieBreak) string { return tiebreak.FormatOrder(order) }

// tieBreakOrder is order checked as tiebreak.Compute checks it.
func tieBreakOrder(order []TieBreak) ([]tiebreak.Kind, error) {
	if _, err := tiebreak.Compute(1, nil, order); err != nil {
		return nil, err
	}
	return order, nil
}
