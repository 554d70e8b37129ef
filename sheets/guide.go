package sheets

import (
	"strings"

	"github.com/xuri/excelize/v2"
)

// The guide: a sheet of every family saying, in the book's language, what
// to type where, which results the cells take, how the standings break
// ties (in words, for the order chosen), how to print and what is
// protected. The Molter event sheet is written the same way (guideRows).

// A guideRow is a section of a guide: its title and its text.
type guideRow struct {
	label Text
	text  string
}

// guideWidth is the width of the text column of a guide, column units.
const guideWidth = 70

// guideRows writes a guide: the title across row 1, then each section on a
// row, its title on the left and its text wrapped on the right.
func guideRows(b *book, s *sheet, title string, rows []guideRow) (page, error) {
	st := b.Style
	wrap, err := b.F.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"},
		Border: box("808080", 1)})
	if err != nil {
		return page{}, err
	}
	s.Value(1, 1, title, st.HeaderLeft)
	s.Style(2, 1, 2, 1, st.HeaderLeft)
	s.Merge(1, 1, 2, 1)
	for i, r := range rows {
		row := i + 2
		s.Value(1, row, b.Lang.T(r.label), st.HeaderLeft)
		s.Value(2, row, r.text, wrap)
		s.Height(row, noteHeight(r.text, guideWidth))
	}
	s.Widths(1, 20, guideWidth)
	// One page wide, as long as the text needs: fitting it to one page
	// tall would print it below 8 points.
	return page{}, nil
}

// guide is the step that adds the guide sheet, its sections made by rows
// in the book's language.
func guide(rows func(l Lang) []guideRow) step {
	return func(b *book) error {
		return fill(b.Lang.T(sheetGuide), func(b *book, s *sheet) (page, error) {
			return guideRows(b, s, b.Lang.T(guideTitle), rows(b.Lang))
		})(b)
	}
}

// guideCommon are the sections every guide ends with: printing and
// protection.
func guideCommon(l Lang, print Text) []guideRow {
	text := l.T(guidePrint)
	if print != (Text{}) {
		text += " " + l.T(print)
	}
	return []guideRow{{lblGPrint, text}, {lblGProtect, l.T(guideProtect)}}
}

// tieBreakWords says how the standings rank players with the tie-breaks
// order, in words.
func tieBreakWords(l Lang, order []TieBreak) string {
	if len(order) == 0 {
		return l.T(guideRankPointsOnly)
	}
	var ws []string
	for _, k := range order {
		if int(k) < len(tieBreakDefs) {
			ws = append(ws, l.T(tieBreakDefs[k]))
		}
	}
	return l.F(guideRankBy, strings.Join(ws, l.T(guideThen)))
}
