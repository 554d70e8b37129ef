package sheets

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// guideTypeRRText is the round robin guide's "what to type where": the
// players and results, then the drawing of lots when recorded, the round
// times and the standings after round k.
func guideTypeRRText(l Lang, draw bool) string {
	s := l.T(guideTypeRR)
	if draw {
		s += " " + l.T(guideRRDraw)
	}
	return s + " " + l.T(guideRRRounds)
}

// roundWhen is a formula: text, then " — " and round's date and at its
// time (HH:MM) when the Event sheet gives them (RoundDates, RoundTimes).
func roundWhen(text, at string, round int) string {
	q := func(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
	date := fmt.Sprintf(`INDEX(%s,%d)&""`, contract.RoundDates, round)
	hm := fmt.Sprintf(`INDEX(%s,%d)&""`, contract.RoundTimes, round)
	return fmt.Sprintf(`%s&IF(%s="",""," — "&%s)&IF(%s="","",%s&%s)`, q(text), date, date, hm, q(at), hm)
}
