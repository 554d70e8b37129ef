package report

import (
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/trf"
)

// TeamTieBreaks writes a team round robin's order of C.07 tie-breaks in
// f's lines 202 (the tie-breaks after the match points) and 212 (the
// standings' order: the match points, then the same). The scores are
// written by the names FIDE TEC's tie-break checker reads, MPTS and GPTS
// (a team's primary score in a 202 line is its match points); the other
// codes are C.07's.
func TeamTieBreaks(f *trf.File, order []teamrank.Code) {
	name := func(c teamrank.Code) string {
		if c == teamrank.GP {
			return "GPTS"
		}
		return string(c)
	}
	f.TieBreaks, f.Standings = nil, []string{"MPTS"}
	for _, c := range order {
		f.TieBreaks = append(f.TieBreaks, name(c))
		f.Standings = append(f.Standings, name(c))
	}
}
