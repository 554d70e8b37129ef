package sheets

import "github.com/toutesrondes/toutesrondes/internal/tiebreak"

// Labels of issue 10 (results read back, withdrawals, counts), kept apart
// from labels.go so that the catalogue there changes in one place.
var (
	lblGamesWon = Text{"Games won", "Parties gagnées"}
)

// critLabel names criterion k in column titles: tieBreakLabels, and the
// criteria added after it.
func critLabel(k tiebreak.Kind) Text {
	if k == tiebreak.Won {
		return lblGamesWon
	}
	return tieBreakLabels[k]
}
