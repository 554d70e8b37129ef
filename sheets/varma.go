package sheets

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/internal/strongrand"
	"github.com/toutesrondes/toutesrondes/tables"
	tgroups "github.com/toutesrondes/toutesrondes/tables/groups"
	"github.com/toutesrondes/toutesrondes/tables/varma"
	"github.com/xuri/excelize/v2"
)

// Varma describes the draw sheet of a restricted drawing of lots (000/001,
// FIDE's Varma protocol) for N players, 9 to 64. With Entrants (exactly N
// players and their affinities) the workbook holds a draw made by
// varma.Draw: reproducible with Seed, from a strong random source
// without. Without Entrants the drawing-order sheet is a form to fill in.
type Varma struct {
	N        int
	Entrants []varma.Entrant
	Seed     *uint64
	Lang     Lang
	Event    Event
}

// Validate reports what makes v unusable.
func (v Varma) Validate() error {
	var errs []string
	if v.N < varma.MinPlayers || v.N > varma.MaxPlayers {
		errs = append(errs, fmt.Sprintf("%d players: want %d to %d", v.N, varma.MinPlayers, varma.MaxPlayers))
	}
	if len(v.Entrants) > 0 && len(v.Entrants) != v.N {
		errs = append(errs, fmt.Sprintf("%d players listed for %d pairing numbers (a draw needs them all)", len(v.Entrants), v.N))
	}
	seen := map[string]int{}
	for i, e := range v.Entrants {
		if e.Name == "" {
			errs = append(errs, fmt.Sprintf("player %d has no name", i+1))
		}
		if j, dup := seen[e.Name]; dup && e.Name != "" {
			errs = append(errs, fmt.Sprintf("players %d and %d have the same name %q", j+1, i+1, e.Name))
		}
		seen[e.Name] = i
	}
	if v.Seed != nil && len(v.Entrants) == 0 {
		errs = append(errs, "a seed without players: there is nothing to draw")
	}
	if _, err := ParseLang(string(v.Lang)); err != nil {
		errs = append(errs, err.Error())
	}
	if err := v.Event.Validate(); err != nil {
		errs = append(errs, err.Error())
	}
	if errs != nil {
		return fmt.Errorf("varma: %s", strings.Join(errs, "; "))
	}
	return nil
}

// ReadEntrants reads the players of a Varma draw (see csvin.ReadEntrants).
func ReadEntrants(r io.Reader, name string) ([]varma.Entrant, error) {
	return csvin.ReadEntrants(r, name)
}

// Sheet names and labels of the Varma workbook (000/001: enveloppes,
// grandes enveloppes, contingent, tirage au sort, numéro d'appariement).
var (
	sheetVGroups    = Text{"Groups", "Groupes"}
	sheetVEnvelopes = Text{"Envelopes", "Enveloppes"}
	sheetVOrder     = Text{"Drawing order", "Ordre du tirage"}
	sheetVDraw      = Text{"Draw", "Tirage"}

	lblGroup      = Text{"Group", "Groupe"}
	lblNumbers    = Text{"Pairing numbers", "Numéros d'appariement"}
	lblCount      = Text{"Count", "Nombre"}
	lblAffinity   = Text{"Affinity", "Affinité"}
	lblContSize   = Text{"Contingent", "Contingent"}
	lblBigEnv     = Text{"Big envelope", "Grande enveloppe"}
	lblPairingNo  = Text{"Pairing number", "N° d'appariement"}
	lblCheck      = Text{"Check", "Contrôle"}
	lblKeptApart  = Text{"kept apart", "séparés"}
	lblNotApart   = Text{"NOT kept apart", "NON séparés"}
	lblLeftOver   = Text{"left over", "numéros restants"}
	lblDrawnTwice = Text{"drawn %d times", "tiré %d fois"}

	noteVEnvelopes = Text{
		"Put each number in a small envelope without any mark; put the small envelopes of a group in one big envelope, also without a mark. Cut along the dashed lines.",
		"Mettre chaque numéro dans une petite enveloppe sans aucune marque ; placer les petites enveloppes d'un groupe dans une grande enveloppe, elle aussi sans indication. Découper selon les pointillés.",
	}
	noteVOrder = Text{
		"The players of the largest contingent (federation, club, town …) draw first; contingents of equal size in the alphabetical order of their codes; within a contingent, the players in the alphabetical order of their names. The first player of a contingent chooses a big envelope holding at least as many numbers as his contingent has players, and draws his number from it; the others of his contingent draw from the same envelope. The numbers left over are for the others.",
		"Les joueurs du contingent le plus nombreux (fédération, club, ville …) tirent les premiers ; à nombre égal, dans l'ordre alphabétique des codes ; dans un contingent, dans l'ordre alphabétique des noms. Le premier joueur d'un contingent choisit une grande enveloppe contenant au moins autant de numéros que son contingent compte de joueurs, puis y tire son numéro ; les autres joueurs du contingent tirent dans la même enveloppe. Les numéros restants sont pour les autres joueurs.",
	}
	noteVDrawForm = Text{
		"Type each player's name, affinity, the big envelope drawn and the number drawn; the Draw sheet lists the players by pairing number.",
		"Saisir pour chaque joueur son nom, son affinité, la grande enveloppe tirée et le numéro tiré ; la feuille Tirage donne les joueurs par numéro d'appariement.",
	}
)

// varmaLayout places the parts of the Varma workbook.
type varmaLayout struct {
	Varma
	tab       varma.Table
	draw      *varma.DrawResult
	envelopes []tgroups.Group // the draw's when there is one, else the Varma row
	style     struct{ wrap, title, slip int }

	sGroups, sEnvelopes, sOrder, sDraw string
}

// WriteVarma writes the draw sheet described by v to w.
func WriteVarma(w io.Writer, v Varma) error {
	if v.Lang == "" {
		v.Lang = English
	}
	if err := v.Validate(); err != nil {
		return err
	}
	tab, err := varma.New(v.N)
	if err != nil {
		return err
	}
	l := &varmaLayout{Varma: v, tab: tab, envelopes: tab.Groups}
	if len(v.Entrants) > 0 {
		var rng *rand.Rand
		if v.Seed != nil {
			rng = varma.SeededRand(*v.Seed)
		} else if rng, err = strongrand.New(); err != nil {
			return err
		}
		d, err := varma.Draw(v.Entrants, rng)
		if err != nil {
			return fmt.Errorf("varma: %s", tables.Message(err))
		}
		l.draw = &d
		l.envelopes = d.Envelopes
	}
	T := v.Lang.T
	l.sGroups, l.sEnvelopes, l.sOrder, l.sDraw = T(sheetVGroups), T(sheetVEnvelopes), T(sheetVOrder), T(sheetVDraw)
	b, err := NewBook(v.Lang, v.Event)
	if err != nil {
		return err
	}
	return b.Build(w, l.makeStyles, l.groups, l.envelopeSheet, l.order, l.drawSheet)
}

func (l *varmaLayout) makeStyles(b *Book) error {
	var err error
	if l.style.wrap, err = b.F.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"}}); err != nil {
		return err
	}
	l.style.title, l.style.slip, err = slipStyles(b)
	return err
}

// slipStyles are the styles of slips to cut out: a title above a group of
// slips, and the slip (large bold text, dashed box).
func slipStyles(b *Book) (title, slip int, err error) {
	title, err = b.F.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 16},
		Alignment: &excelize.Alignment{Vertical: "center"}})
	if err != nil {
		return
	}
	var box []excelize.Border
	for _, side := range []string{"left", "right", "top", "bottom"} {
		box = append(box, excelize.Border{Type: side, Color: "000000", Style: 3})
	}
	slip, err = b.F.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 28}, Border: box,
		Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}})
	return
}

// numbersText writes "3, 4, 8".
func numbersText(ps []int) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = strconv.Itoa(p)
	}
	return strings.Join(s, ", ")
}

// groupTable writes a table of groups from row r and returns the next row.
func (l *varmaLayout) groupTable(s *Sheet, st Styles, r int, gs []tgroups.Group) int {
	T := l.Lang.T
	s.Value(1, r, T(lblGroup), st.Header)
	s.Value(2, r, T(lblNumbers), st.Header)
	s.Value(3, r, T(lblCount), st.Header)
	for i, g := range gs {
		s.Value(1, r+1+i, g.Name, st.Center)
		s.Value(2, r+1+i, numbersText(g.Players), st.Cell)
		s.Value(3, r+1+i, len(g.Players), st.Center)
	}
	return r + 1 + len(gs)
}

// groups writes the Varma row for N: the groups, where the row comes from,
// and what it guarantees.
func (l *varmaLayout) groups(b *Book) error {
	name := l.sGroups
	if err := b.AddSheet(name); err != nil {
		return err
	}
	s, st := b.Sheet(name), b.Style
	fr := b.Lang == French
	m := l.tab.Size
	title := fmt.Sprintf("Varma groups: %d players", l.N)
	note := fmt.Sprintf("Berger table of %d players (row %s). Two members of a group do not meet in the last %d rounds (rounds %d to %d).",
		m, l.tab.Source, varma.Last, m-varma.Last, m-1)
	bye := fmt.Sprintf(" Number %d is the bye: it is not drawn.", m)
	if fr {
		title = fmt.Sprintf("Groupes de Varma : %d joueurs", l.N)
		note = fmt.Sprintf("Table de Berger de %d joueurs (ligne %s). Deux membres d'un groupe ne se rencontrent pas dans les %d dernières rondes (rondes %d à %d).",
			m, l.tab.Source, varma.Last, m-varma.Last, m-1)
		bye = fmt.Sprintf(" Le numéro %d est l'exempt : il n'est pas tiré.", m)
	}
	if m != l.N {
		note += bye
	}
	s.Value(1, 1, title, st.HeaderLeft)
	s.Style(2, 1, 3, 1, st.HeaderLeft)
	s.Merge(1, 1, 3, 1)
	s.Value(1, 2, note, l.style.wrap)
	s.Merge(1, 2, 3, 2)
	const width = 8 + 50 + 8
	next := l.groupTable(s, st, 4, l.tab.Groups)
	var notes = map[int]string{2: note}
	if l.draw != nil && l.draw.Tailored {
		t := "The draw used envelopes computed for its contingents: the Varma groups keep fewer of them apart."
		if fr {
			t = "Le tirage a utilisé des enveloppes calculées pour ses contingents : les groupes de Varma en séparent moins."
		}
		s.Value(1, next+1, t, l.style.wrap)
		s.Merge(1, next+1, 3, next+1)
		notes[next+1] = t
		l.groupTable(s, st, next+2, l.draw.Envelopes)
	}
	s.Width(1, 1, 8)
	s.Width(2, 2, 50)
	s.Width(3, 3, 8)
	if err := s.Err(); err != nil {
		return err
	}
	for r, t := range notes {
		if err := b.F.SetRowHeight(name, r, noteHeight(t, width)); err != nil {
			return err
		}
	}
	return b.Finish(s, name, Page{OnePage: true})
}

// envelopeSheet writes the slips: one per pairing number, grouped by big
// envelope.
func (l *varmaLayout) envelopeSheet(b *Book) error {
	name := l.sEnvelopes
	if err := b.AddSheet(name); err != nil {
		return err
	}
	s, T := b.Sheet(name), b.Lang.T
	cols := 2*slipsPerRow - 1
	note := T(noteVEnvelopes)
	s.Value(1, 1, note, b.Style.Note)
	s.Merge(1, 1, cols, 1)
	heights := map[int]float64{1: noteHeight(note, float64(slipsPerRow*slipWidth+(slipsPerRow-1)*2))}
	row := 3
	var breaks []int
	used := heights[1]
	const page = 680
	for _, g := range l.envelopes {
		slipRows := (len(g.Players) + slipsPerRow - 1) / slipsPerRow
		h := 30 + float64(slipRows)*(52+8) + 14
		if used > 0 && used+h > page {
			breaks = append(breaks, row)
			used = 0
		}
		used += h
		title := fmt.Sprintf("%s %s (%d)", T(lblBigEnv), g.Name, len(g.Players))
		s.Value(1, row, title, l.style.title)
		s.Merge(1, row, cols, row)
		heights[row] = 30
		row++
		for i, p := range g.Players {
			r := row + 2*(i/slipsPerRow)
			s.Value(1+2*(i%slipsPerRow), r, p, l.style.slip)
			heights[r], heights[r+1] = 52, 8
		}
		row += 2*slipRows + 1
		heights[row-1] = 14
	}
	return finishCutSheet(b, s, name, cols, slipWidth, heights, breaks)
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
func (l *varmaLayout) order(b *Book) error {
	name := l.sOrder
	if err := b.AddSheet(name); err != nil {
		return err
	}
	s, st, T := b.Sheet(name), b.Style, b.Lang.T
	note := T(noteVOrder)
	if l.draw == nil {
		note += " " + T(noteVDrawForm)
	}
	s.Value(1, 1, note, l.style.wrap)
	s.Merge(1, 1, voNumber, 1)
	for c, h := range map[int]Text{voOrder: lblPosition, voAffinity: lblAffinity, voSize: lblContSize,
		voName: lblName, voEnvelope: lblBigEnv, voNumber: lblPairingNo} {
		s.Value(c, 2, T(h), st.Header)
	}
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
	s.Width(voOrder, voOrder, 7)
	s.Width(voAffinity, voAffinity, 12)
	s.Width(voSize, voSize, 11)
	s.Width(voName, voName, 30)
	s.Width(voEnvelope, voEnvelope, 16)
	s.Width(voNumber, voNumber, 14)
	s.Freeze(0, 2)
	if err := s.Err(); err != nil {
		return err
	}
	if err := b.F.SetRowHeight(name, 1, noteHeight(note, 7+12+11+30+16+14)); err != nil {
		return err
	}
	if err := b.F.SetRowHeight(name, 2, 30); err != nil {
		return err
	}
	dv := excelize.NewDataValidation(true)
	dv.SetSqref(cell(voNumber, 3) + ":" + cell(voNumber, l.N+2))
	if err := dv.SetRange(1, l.N, excelize.DataValidationTypeWhole, excelize.DataValidationOperatorBetween); err != nil {
		return err
	}
	dv.SetError(excelize.DataValidationErrorStyleStop, T(lblPairingNo), fmt.Sprintf("1 … %d", l.N))
	if err := b.F.AddDataValidation(name, dv); err != nil {
		return err
	}
	return b.Finish(s, name, Page{TitleRows: 2})
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
func (l *varmaLayout) drawSheet(b *Book) error {
	name := l.sDraw
	if err := b.AddSheet(name); err != nil {
		return err
	}
	s, st, T := b.Sheet(name), b.Style, b.Lang.T
	fr := b.Lang == French
	for c, h := range map[int]Text{vdNumber: lblNo, vdGroup: lblBigEnv, vdName: lblName, vdAffinity: lblAffinity, vdCheck: lblCheck} {
		s.Value(c, 1, T(h), st.Header)
	}
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
	var notes []int
	if d := l.draw; d != nil {
		head := "Result of the program's draw"
		how := "drawn from a strong random source (no seed)"
		if l.Seed != nil {
			how = fmt.Sprintf("seed %d: the same list and seed give the same draw", *l.Seed)
		}
		if fr {
			head = "Résultat du tirage fait par le programme"
			how = "tirage d'une source aléatoire forte (sans graine)"
			if l.Seed != nil {
				how = fmt.Sprintf("graine %d : la même liste et la même graine donnent le même tirage", *l.Seed)
			}
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
				ms := strings.Join(c.Meetings, ", ")
				if fr {
					ms = strings.ReplaceAll(ms, "in round", "ronde")
				}
				state = T(lblNotApart) + ": " + ms
			}
			text := fmt.Sprintf("%s (%d, %s %s): %s — %s", c.Affinity, len(c.Players), strings.ToLower(T(lblBigEnv)), env, strings.Join(c.Players, ", "), state)
			s.Value(1, row, text, l.style.wrap)
			s.Merge(1, row, vdCheck, row)
			notes = append(notes, row)
			row++
		}
		sum := fmt.Sprintf("%d of %d contingents of two players or more kept apart in the last %d rounds; %s.", d.KeptApart, d.Multi, varma.Last, d.Proof)
		if fr {
			sum = fmt.Sprintf("%d contingents de deux joueurs ou plus sur %d séparés dans les %d dernières rondes ; %s (en anglais).", d.KeptApart, d.Multi, varma.Last, d.Proof)
		}
		s.Value(1, row, sum, l.style.wrap)
		s.Merge(1, row, vdCheck, row)
		notes = append(notes, row)
	}
	const width = 6 + 14 + 30 + 12 + 14
	s.Width(vdNumber, vdNumber, 6)
	s.Width(vdGroup, vdGroup, 14)
	s.Width(vdName, vdName, 30)
	s.Width(vdAffinity, vdAffinity, 12)
	s.Width(vdCheck, vdCheck, 14)
	s.Freeze(0, 1)
	if err := s.Err(); err != nil {
		return err
	}
	for _, r := range notes {
		v, _ := b.F.GetCellValue(name, cell(1, r))
		if err := b.F.SetRowHeight(name, r, noteHeight(v, width)); err != nil {
			return err
		}
	}
	if err := b.Name("PlayerNames", name, vdName, 2, vdName, l.N+1); err != nil {
		return err
	}
	return b.Finish(s, name, Page{TitleRows: 1})
}
