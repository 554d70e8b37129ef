package sheets

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	tgroups "github.com/toutesrondes/toutesrondes/tables/groups"
	"github.com/toutesrondes/toutesrondes/tables/varma"
	"github.com/xuri/excelize/v2"
)

// Varma describes the draw sheet of a restricted drawing of lots (000/001,
// FIDE's Varma protocol) for N players, 9 to 64. With Draw (a draw of
// exactly N players made by varma.Draw) the workbook holds that draw,
// and says how it was made: with Seed, reproducibly; without, from a strong
// random source. Without Draw the drawing-order sheet is a form to fill in.
type Varma struct {
	N     int
	Draw  *varma.DrawResult
	Seed  *uint64
	Lang  Lang
	Event Event
}

// Validate reports what makes v unusable.
func (v Varma) Validate() error {
	var p problems
	p.check(v.N < varma.MinPlayers || v.N > varma.MaxPlayers, "%d players: want %d to %d", v.N, varma.MinPlayers, varma.MaxPlayers)
	var drawn []varma.DrawnPlayer
	if v.Draw != nil {
		drawn = v.Draw.Draw
	}
	p.check(v.Draw != nil && len(drawn) != v.N, "%d players listed for %d pairing numbers (a draw needs them all)", len(drawn), v.N)
	seen := map[string]int{}
	for i, d := range drawn {
		p.check(d.Name == "", "player %d has no name", i+1)
		j, dup := seen[d.Name]
		p.check(dup && d.Name != "", "players %d and %d have the same name %q", j+1, i+1, d.Name)
		seen[d.Name] = i
	}
	p.check(v.Seed != nil && v.Draw == nil, "a seed without players: there is nothing to draw")
	return p.err("varma", v.Lang, v.Event)
}

// varmaLayout places the parts of the Varma workbook.
type varmaLayout struct {
	Varma
	tab       varma.Table
	draw      *varma.DrawResult
	envelopes []tgroups.Group // the draw's when there is one, else the Varma row
	style     struct{ wrap, list, title, slip int }

	sGroups, sEnvelopes, sOrder, sDraw string
}

func newVarmaLayout(v Varma) (*varmaLayout, error) {
	tab, err := varma.New(v.N)
	if err != nil {
		return nil, err
	}
	l := &varmaLayout{Varma: v, tab: tab, draw: v.Draw, envelopes: tab.Groups}
	if v.Draw != nil {
		l.envelopes = v.Draw.Envelopes
	}
	T := v.Lang.T
	l.sGroups, l.sEnvelopes, l.sOrder, l.sDraw = T(sheetVGroups), T(sheetVEnvelopes), T(sheetVOrder), T(sheetVDraw)
	return l, nil
}

func (l *varmaLayout) steps() []step {
	return []step{l.makeStyles, fill(l.sGroups, l.groups), fill(l.sEnvelopes, l.envelopeSheet),
		fill(l.sOrder, l.order), fill(l.sDraw, l.drawSheet),
		guide(func(lang Lang) []guideRow {
			return append([]guideRow{{lblGType, lang.T(guideTypeVarma)}}, guideCommon(lang, guidePrintVarma)...)
		})}
}

// WriteVarma writes the draw sheet described by v to w.
func WriteVarma(w io.Writer, v Varma) error {
	return writeFamily(w, v, v.Lang, v.Event, newVarmaLayout)
}

func (l *varmaLayout) makeStyles(b *book) error {
	var err error
	if l.style.wrap, err = b.F.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"}}); err != nil {
		return err
	}
	// A group's numbers wrap (30 of them for 64 players), not shrink.
	if l.style.list, err = b.NewStyle(excelize.Style{Border: box("808080", 1),
		Alignment: &excelize.Alignment{WrapText: true, Vertical: "center"}}); err != nil {
		return err
	}
	l.style.title, l.style.slip, err = slipStyles(b)
	return err
}

// numbersText writes "3, 4, 8".
func numbersText(ps []int) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = strconv.Itoa(p)
	}
	return strings.Join(s, ", ")
}

// groupsWidth is the width of the column of a group's numbers.
const groupsWidth = 50

// groupTable writes a table of groups from row r and returns the next row.
func (l *varmaLayout) groupTable(s *sheet, st styles, r int, gs []tgroups.Group) int {
	T := l.Lang.T
	s.Value(1, r, T(lblGroup), st.Header)
	s.Value(2, r, T(lblNumbers), st.Header)
	s.Value(3, r, T(lblCount), st.Header)
	for i, g := range gs {
		s.Value(1, r+1+i, g.Name, st.Center)
		text := numbersText(g.Players)
		s.Value(2, r+1+i, text, l.style.list)
		s.Value(3, r+1+i, len(g.Players), st.Center)
		if h := noteHeight(text, groupsWidth); h > noteHeight("", groupsWidth) {
			s.Height(r+1+i, h)
		}
	}
	return r + 1 + len(gs)
}

// groups writes the Varma row for N: the groups, where the row comes from,
// and what it guarantees.
func (l *varmaLayout) groups(b *book, s *sheet) (page, error) {
	st, F := b.Style, b.Lang.F
	m := l.tab.Size
	title := F(varmaTitle, l.N)
	src, _ := varmaSource(b.Lang, l.tab.Source)
	note := F(varmaNote, m, src, varma.Last, m-varma.Last, m-1)
	if m != l.N {
		note += " " + F(varmaBye, m)
	}
	s.Value(1, 1, title, st.HeaderLeft)
	s.Style(2, 1, 3, 1, st.HeaderLeft)
	s.Merge(1, 1, 3, 1)
	s.Value(1, 2, note, l.style.wrap)
	s.Merge(1, 2, 3, 2)
	const width = 8 + groupsWidth + 8
	next := l.groupTable(s, st, 4, l.tab.Groups)
	var notes = map[int]string{2: note}
	if l.draw != nil && l.draw.Tailored {
		t := b.Lang.T(varmaTailored)
		s.Value(1, next+1, t, l.style.wrap)
		s.Merge(1, next+1, 3, next+1)
		notes[next+1] = t
		l.groupTable(s, st, next+2, l.draw.Envelopes)
	}
	s.Widths(1, 8, groupsWidth, 8)
	for _, r := range slices.Sorted(maps.Keys(notes)) {
		s.Height(r, noteHeight(notes[r], width))
	}
	return page{OnePage: true}, nil
}

// envelopeSheet writes the slips: one per pairing number, grouped by big
// envelope.
func (l *varmaLayout) envelopeSheet(b *book, s *sheet) (page, error) {
	T := b.Lang.T
	var groups []slipGroup
	for _, g := range l.envelopes {
		sg := slipGroup{title: fmt.Sprintf("%s %s (%d)", T(lblBigEnv), g.Name, len(g.Players))}
		for _, p := range g.Players {
			sg.slips = append(sg.slips, p)
		}
		groups = append(groups, sg)
	}
	note := T(noteVEnvelopes)
	return slipSheet(s, note, noteHeight(note, float64(slipsPerRow*slipWidth+(slipsPerRow-1)*2)), groups, l.style.title, l.style.slip), nil
}

// Columns of the drawing-order sheet, whose rows 3..N+2 are the players in
// drawing order.
const (
	voOrder = 1 + iota
	voAffinity
	voSize
	voName
	voEnvelope
	voNumber
)

func (l *varmaLayout) ocol(col int) string { return absRange(l.sOrder, col, 3, col, l.N+2) }

// order writes the drawing order: with a draw, its players in order with
// the envelope and number each drew; without, a form to fill in. The
// envelope and number stay editable (a manual draw is typed there), the
// contingent's size is a formula.
func (l *varmaLayout) order(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	note := T(noteVOrder)
	if l.draw == nil {
		note += " " + T(noteVDrawForm)
	}
	s.Value(1, 1, note, l.style.wrap)
	s.Merge(1, 1, voNumber, 1)
	s.HeadsAt(2, map[int]Text{voOrder: lblPosition, voAffinity: lblAffinity, voSize: lblContSize,
		voName: lblName, voEnvelope: lblBigEnv, voNumber: lblPairingNo})
	var drawn []varma.DrawnPlayer
	if l.draw != nil {
		drawn = l.draw.Draw
	}
	for i := range l.N {
		r := i + 3
		s.Value(voOrder, r, i+1, st.Center)
		var d varma.DrawnPlayer
		if i < len(drawn) {
			d = drawn[i]
		}
		s.Text(voAffinity, r, d.Affinity, st.Text)
		s.Formula(voSize, r, fmt.Sprintf(`IF(%s="","",IF(%s="",1,COUNTIF(%s,%s)))`,
			cell(voName, r), cell(voAffinity, r), l.ocol(voAffinity), cell(voAffinity, r)), st.Number)
		s.Text(voName, r, d.Name, st.Text)
		env := d.Envelope
		if l.draw != nil && env == "" {
			env = T(lblLeftOver)
		}
		s.Text(voEnvelope, r, env, st.Entry)
		if d.Number > 0 {
			s.Value(voNumber, r, d.Number, st.Input)
		} else {
			s.Style(voNumber, r, voNumber, r, st.Input)
		}
	}
	s.Widths(voOrder, 7, 12, 11, 30, 16, 14)
	s.Freeze(0, 2)
	s.Height(1, noteHeight(note, 7+12+11+30+16+14))
	s.Height(2, 30)
	s.numberCells(voNumber, 3, voNumber, l.N+2, 1, l.N, true, T(lblPairingNo), fmt.Sprintf("1 … %d", l.N))
	return page{TitleRows: 2}, nil
}

// Columns of the Draw sheet, whose rows 2..N+1 are the pairing numbers.
const (
	vdNumber = 1 + iota
	vdGroup
	vdName
	vdAffinity
	vdCheck
)

// drawSheet writes the players by pairing number (formulas over the drawing
// order, so that a draw typed by hand shows too), and the result of the
// program's draw: who is kept apart in the last rounds.
func (l *varmaLayout) drawSheet(b *book, s *sheet) (page, error) {
	st, T := b.Style, b.Lang.T
	s.HeadsAt(1, map[int]Text{vdNumber: lblNo, vdGroup: lblBigEnv, vdName: lblName, vdAffinity: lblAffinity, vdCheck: lblCheck})
	groupOf := map[int]string{}
	for _, g := range l.envelopes {
		for _, p := range g.Players {
			groupOf[p] = g.Name
		}
	}
	twice := strings.SplitN(T(lblDrawnTwice), "%d", 2)
	for p := 1; p <= l.N; p++ {
		r := p + 1
		s.Value(vdNumber, r, p, st.Center)
		s.Value(vdGroup, r, groupOf[p], st.Center)
		at := fmt.Sprintf("MATCH(%s,%s,0)", cell(vdNumber, r), l.ocol(voNumber))
		s.Formula(vdName, r, fmt.Sprintf(`IFERROR(INDEX(%s,%s)&"","")`, l.ocol(voName), at), st.Cell)
		s.Formula(vdAffinity, r, fmt.Sprintf(`IFERROR(INDEX(%s,%s)&"","")`, l.ocol(voAffinity), at), st.Center)
		n := fmt.Sprintf("COUNTIF(%s,%s)", l.ocol(voNumber), cell(vdNumber, r))
		s.Formula(vdCheck, r, fmt.Sprintf(`IF(%s>1,"%s"&%s&"%s","")`, n, twice[0], n, twice[1]), st.Center)
	}
	row := l.N + 3
	notes := map[int]string{}
	if d := l.draw; d != nil {
		head, how := T(varmaDrawHead), T(varmaDrawStrong)
		if l.Seed != nil {
			how = b.Lang.F(varmaDrawSeed, *l.Seed)
		}
		s.Value(1, row, head+" — "+how, st.HeaderLeft)
		s.Style(2, row, vdCheck, row, st.HeaderLeft)
		s.Merge(1, row, vdCheck, row)
		row++
		for _, c := range d.Contingents {
			if len(c.Players) < 2 {
				continue
			}
			env := c.Envelope
			if env == "" {
				env = T(lblLeftOver)
			}
			state := T(lblKeptApart)
			if !c.Apart {
				ms := make([]string, len(c.Games))
				for i, m := range c.Games {
					ms[i] = varmaMeeting(b.Lang, m)
				}
				state = b.Lang.F(lblColon, T(lblNotApart), strings.Join(ms, ", "))
			}
			text := b.Lang.F(varmaContingent, c.Affinity, len(c.Players), env, strings.Join(c.Players, ", "), state)
			s.Value(1, row, text, l.style.wrap)
			s.Merge(1, row, vdCheck, row)
			notes[row] = text
			row++
		}
		sum := b.Lang.F(varmaSummary, d.KeptApart, d.Multi, varma.Last)
		if d.Best < d.Multi {
			sum += " " + b.Lang.F(varmaNoMore, d.Best+1)
		}
		s.Value(1, row, sum, l.style.wrap)
		s.Merge(1, row, vdCheck, row)
		notes[row] = sum
	}
	const width = 6 + 14 + 30 + 12 + 14
	s.Widths(vdNumber, 6, 14, 30, 12, 14)
	s.Freeze(0, 1)
	for _, r := range slices.Sorted(maps.Keys(notes)) {
		s.Height(r, noteHeight(notes[r], width))
	}
	// Named here, before the page setup names the title rows: the order of
	// the defined names stays as it was.
	if s.Err() == nil {
		s.keep(b.Name(contract.PlayerNames, s.Name, vdName, 2, vdName, l.N+1))
	}
	return page{TitleRows: 1}, nil
}
