package sheets

// listed is the p-th (from 1) of what a list gives, or the zero value past
// its end: a workbook has a row for each of its N players or teams, a list
// may give fewer, and the rows after stay blank to fill in.
func listed[T any](list []T, p int) T {
	var v T
	if p >= 1 && p <= len(list) {
		v = list[p-1]
	}
	return v
}

// playerCells writes, on row r, player p's number (column 1), then pl's
// name, rating (a blank cell in style rating when there is none) and
// federation: the columns the Players sheet and the record of the draw
// share.
func (s *sheet) playerCells(r, p int, pl Player, number, text, rating int) {
	s.Value(1, r, p, number)
	s.Text(2, r, pl.Name, text)
	if pl.Rating > 0 {
		s.Value(3, r, pl.Rating, rating)
	} else {
		s.Style(3, r, 3, r, rating)
	}
	s.Text(4, r, pl.Federation, text)
}
