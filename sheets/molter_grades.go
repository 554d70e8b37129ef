package sheets

import (
	"io"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// MolterGrades describes the workbook of the grade matrix: the
// grade of every constructed event (teams and players by rows, rounds by
// columns), and of every event of the document's tables beside the
// constructed one of the same shape.
type MolterGrades struct {
	Lang  Lang
	Event Event
}

// Validate has nothing to check: the workbook reads the static tables.
func (g MolterGrades) Validate() error { return nil }

type molterGradesLayout struct{ MolterGrades }

func (l *molterGradesLayout) steps() []step {
	T := l.Lang.T
	// The constructed events in two sheets, each one page wide: 1 to 15
	// rounds for every shape, then 16 rounds and more (17 teams or more).
	return []step{fill(T(sheetConstructedGrades), l.constructed(1, maxRoundsFirst)), fill(T(sheetConstructedGradesLong), l.constructed(maxRoundsFirst+1, 0)),
		fill(T(sheetDocumentGrades), l.document),
		guide(func(lang Lang) []guideRow {
			return append([]guideRow{{lblGradesWhat, lang.T(guideGrades)}, {lblEvGrade, lang.T(guideGradeMeaning)}},
				guideCommon(lang, Text{})...)
		})}
}

// WriteMolterGrades writes the grade matrix workbook.
func WriteMolterGrades(w io.Writer, g MolterGrades) error {
	return writeFamily(w, g, g.Lang, g.Event, func(g MolterGrades) (*molterGradesLayout, error) { return &molterGradesLayout{g}, nil })
}

// roundHeads writes "1" … "n" as the column titles from column first.
func roundHeads(b *book, s *sheet, first, n int) {
	for r := 1; r <= n; r++ {
		s.Value(first+r-1, 1, strconv.Itoa(r), b.Style.Header)
	}
}

// maxRoundsFirst is the last round count of the first sheet of
// constructed grades: 15 columns of grades print one page wide.
const maxRoundsFirst = 15

// constructed writes a row per constructed (teams, players) that has
// events of from rounds or more: the grade of the event of each number of
// rounds from..to (to 0: the most any shape plays).
func (l *molterGradesLayout) constructed(from, to int) func(b *book, s *sheet) (page, error) {
	return func(b *book, s *sheet) (page, error) {
		st := b.Style
		s.Heads(1, lblGradesTeams, lblGradesPlayers)
		if to == 0 {
			for _, sz := range molter.ConstructedSizes() {
				to = max(to, sz[2])
			}
		}
		n := to - from + 1
		for r := from; r <= to; r++ {
			s.Value(3+r-from, 1, strconv.Itoa(r), b.Style.Header)
		}
		row := 1
		for _, sz := range molter.ConstructedSizes() {
			if sz[2] < from {
				continue
			}
			row++
			s.Value(1, row, sz[0], st.Center)
			s.Value(2, row, sz[1], st.Center)
			c, err := molter.NewConstructed(sz[0], sz[1])
			if err != nil {
				return page{}, err
			}
			for r := from; r <= min(to, sz[2]); r++ {
				g, _ := c.Grade(r)
				s.Value(3+r-from, row, g, st.Center)
			}
		}
		return l.constructedPage(s, n), nil
	}
}

// constructedPage sets the widths of a sheet of constructed grades of n
// rounds and its page.
func (l *molterGradesLayout) constructedPage(s *sheet, n int) page {
	s.Widths(1, 8, 8)
	// The widest grade, "B(1,2,3,5)", fits 8.3: the 15 rounds print one
	// page wide at the floor scale (9 shrank them below 8 points).
	s.Width(3, 2+n, 8.3)
	s.Freeze(2, 1)
	// Wider (longer headings): the rounds split across pages, teams and
	// players repeated, rather than shrink.
	return page{Landscape: true, TitleRows: 1, TitleCols: 2}
}

// document writes a row per configuration of the document: the grade of
// its event of each number of rounds, then that of the constructed table
// of the same shape.
func (l *molterGradesLayout) document(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	n := 0 // the longest document event (Tableau 17's 6 rounds)
	for _, m := range molter.Tables() {
		n = max(n, m.MaxRounds())
	}
	s.Heads(1, lblEvTable, lblGradesTeams, lblGradesPlayers)
	roundHeads(b, s, 4, n)
	for r := 1; r <= n; r++ {
		s.Value(3+n+r, 1, T(lblGradesConstructed)+" "+strconv.Itoa(r), st.Header)
	}
	for i, m := range molter.Tables() {
		row := i + 2
		s.Value(1, row, m.Table(), st.Center)
		s.Value(2, row, m.Teams(), st.Center)
		s.Value(3, row, m.Players(), st.Center)
		c, cerr := molter.NewConstructed(m.Teams(), m.Players())
		for r := 1; r <= n; r++ {
			g, err := m.Grade(r)
			if err != nil {
				g = "–"
			}
			if strings.HasPrefix(g, "invalid") {
				// Peyrin's as 2 rounds: the rules it breaks are rule keys
				// of the program (pairings molter-report lists them).
				g = T(lblGradeInvalid)
			}
			s.Value(3+r, row, g, st.Center)
			cg := "–"
			if cerr == nil {
				if x, err := c.Grade(r); err == nil {
					cg = x
				}
			}
			s.Value(3+n+r, row, cg, st.Center)
		}
	}
	s.Widths(1, 8, 8, 8)
	// The widest grade but peyrin's invalid one, "B(1,2,3,4,5)", fits 10:
	// one page wide at the floor scale (11 shrank them below 8 points).
	s.Width(4, 3+2*n, 10)
	s.Freeze(3, 1)
	// Wider: the document's and the constructed grades split between
	// pages, the configuration repeated, the constructed ones together.
	return page{Landscape: true, TitleRows: 1, TitleCols: 3, KeepFrom: 4 + n}, nil
}
