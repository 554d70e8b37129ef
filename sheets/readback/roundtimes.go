package readback

import (
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// kindUnusedTime is the problem of a round's time typed where the
// workbook prints it nowhere.
const kindUnusedTime = "a round's time the workbook uses nowhere"

// unusedRoundTimes refuses a time typed in RoundTimes in a workbook of
// kind whose pages show no round's time (a Molter workbook, which mkxlsx
// now makes without the column; one made before has it): a typed value the
// program does not use is an error, not silence.
func (b *book) unusedRoundTimes(kind string) {
	if _, ok := b.defined[contract.RoundTimes]; !ok {
		return
	}
	a, err := b.area(contract.RoundTimes, kind)
	if err != nil {
		return
	}
	for row := a.row1; row <= a.row2; row++ {
		if v := strings.TrimSpace(b.value(a, a.col1, row)); v != "" {
			b.add(kindUnusedTime, "%s (%s, round %d): %s: no page of %s shows a round's time: clear the cell (the round's date, beside it, goes into the FIDE report)",
				a.cell(a.col1, row), contract.RoundTimes, row-a.row1+1, quote(v), kind)
		}
	}
}
