package spec

import (
	"regexp"
	"strconv"
	"strings"
)

// Molter is everything molter.spec and molter_errata.spec declare about the
// Molter system of 004: the printed tables (main rounds and autonomous
// rounds), the rules that derive the unprinted tables, the example result
// sheets, and the defects no correction can repair.
type Molter struct {
	System  MolterSystem
	Tables  []*MolterTable // molter-table and molter-autonomous blocks, in file order
	Rules   []*MolterRule
	Sheets  []*MolterSheet
	Defects []*MolterDefect
}

// MolterSystem is the block "system molter": the document and the team
// letters (the document skips I).
type MolterSystem struct {
	Document string
	Title    string
	Letters  string // e.g. "ABCDEFGHJKLMN"
	Pos      Pos
}

// MolterPlayer is a printed player symbol: team letter and order number. The
// letter is kept as printed (even one that names no team, such as the R of
// "R4 - A4"): the checks, not the decoder, judge it.
type MolterPlayer struct {
	Letter byte
	Num    int
}

func (p MolterPlayer) String() string { return string(p.Letter) + strconv.Itoa(p.Num) }

// MolterPair is one printed pairing; the first-named player has white.
type MolterPair struct {
	White, Black MolterPlayer
	Text         string // verbatim, e.g. "D6 C 6"
}

// Norm writes the pair as the errata do: "C2-B1".
func (p MolterPair) Norm() string { return p.White.String() + "-" + p.Black.String() }

// MolterRow is one printed board: its number and one pairing per round.
type MolterRow struct {
	Board int
	Pairs []MolterPair
	Line  int // line of the seed document
	Pos   Pos
}

// MolterFormat notes a printing slip that is not an error of pairing: a
// missing dash, a digit set apart, subscript digits. Every cell that is not
// in the plain form "A1 – B1" must carry one, so that no slip goes unseen.
type MolterFormat struct {
	Line int
	Cell string // the verbatim cell, or "subscripts" for a whole block
	Note string
	Pos  Pos
}

// MolterTable is a printed Molter table (kind molter-table: main rounds) or
// a printed autonomous round (kind molter-autonomous: one round, table Na).
type MolterTable struct {
	ID         string // block name, e.g. 004/17 or 004/17a
	Number     string // the document's number: 17, 17a, peyrin
	Document   string
	Line       int
	Title      []string
	Columns    string
	Autonomous bool
	Teams      int
	Players    []int // team sizes the table serves (it is cut to the first Teams*P/2 boards); none for a fragment
	Rounds     int
	Boards     []int // the printed board numbers when declared (a fragment, or an incomplete print)
	Rows       []MolterRow
	Formats    []MolterFormat
	Notes      []string
	Pos        Pos
}

// Fragment reports whether the table is only a part that a rule completes.
func (t *MolterTable) Fragment() bool { return len(t.Players) == 0 }

// MolterTake is one step of a rule: the boards of players From..To of a
// source table, renumbered so that From becomes As.
type MolterTake struct {
	Source   string // block name of a molter-table, molter-autonomous or molter-rule
	From, To int
	As       int
	Pos      Pos
}

// MolterCite is a statement of a derivation text about board numbers: boards
// From..To of the source are those of players PFrom..PTo.
type MolterCite struct {
	Source     string
	From, To   int
	PFrom, PTo int
	Pos        Pos
}

// MolterExample is a board quoted by a derivation text: "21 B9 – D9
// devenant 11 B5 – D5". Rounds lists the rounds the quoted cells belong to
// (0 for the autonomous round).
type MolterExample struct {
	Line    int
	Label   string
	Of      string // the block the source board is quoted from
	Rounds  []int
	Source  MolterRow // the board of the source table
	Derived MolterRow // the board it becomes
	Pos     Pos
}

// MolterRule derives an unprinted table from printed ones (kind molter-rule).
type MolterRule struct {
	ID         string // block name, e.g. 004/derive-9
	Builds     string // the document's number of the result: 9, 9a
	Autonomous bool
	Document   string
	Line       int
	Title      []string
	Text       []string // the derivation text, verbatim
	Teams      int
	Players    []int
	Takes      []MolterTake
	Repeat     string // source repeated end to end (Tableau 1 beyond 12 players)
	Cites      []MolterCite
	Examples   []MolterExample
	Pos        Pos
}

// MolterSheetCell is one printed cell of a result sheet: colour (b or n) and
// opponent; Empty when the column is blank.
type MolterSheetCell struct {
	Empty    bool
	Colour   byte // 'b' (blancs) or 'n' (noirs)
	Opponent MolterPlayer
	Text     string
}

// MolterSheetRow is one player's line of a result sheet.
type MolterSheetRow struct {
	Team  byte
	Num   int
	Cells []MolterSheetCell
	Line  int
	Pos   Pos
}

// MolterSheet is an example result sheet (kind molter-sheet): one grid per
// team, colour and opponent per round.
type MolterSheet struct {
	ID       string
	Document string
	Line     int
	Title    []string
	Columns  string
	Teams    int
	Players  int
	Rounds   []int // what each printed column holds: a round number, 0 for the autonomous round, -1 for a blank column
	Rows     []MolterSheetRow
	Pos      Pos
}

// MolterDefect marks what no erratum can repair, so that the API, the
// command line and the workbooks can say so.
type MolterDefect struct {
	ID        string
	Document  string
	Table     string // block name of the printed table
	Unprinted []int  // boards the document does not print
	Boards    []int  // printed boards that break the checks and that no correction mends
	Reason    string
	Pos       Pos
}

func decodeMolterSystem(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "title", "letters")
	m := MolterSystem{Document: d.Str("document").Value, Title: d.Str("title").Value, Pos: b.Pos}
	f := d.Str("letters")
	for _, w := range strings.Fields(f.Value) {
		if len(w) != 1 || w[0] < 'A' || w[0] > 'Z' || strings.Contains(m.Letters, w) {
			errs.Addf(f.Pos, "system molter: letters: %q is not a new capital letter", w)
			continue
		}
		m.Letters += w
	}
	s.Molter.System = m
}

// titleFields decodes the printed title lines and column headers of a
// table or a sheet, each "@LINE text".
func titleFields(d *Decoder) (title []string, columns string) {
	for _, f := range d.All("title") {
		_, v := atLine(f, d.Errs)
		title = append(title, v)
	}
	if f, ok := d.Opt("columns"); ok {
		_, columns = atLine(f, d.Errs)
	}
	return title, columns
}

// atLine splits "@123 rest" into the document line and the rest.
func atLine(f Field, errs *ErrorList) (int, string) {
	v := f.Value
	if !strings.HasPrefix(v, "@") {
		errs.Addf(f.Pos, "%s: want \"@LINE text\" (the line of the seed document)", f.Key)
		return 0, v
	}
	num, rest, _ := strings.Cut(v[1:], " ")
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 {
		errs.Addf(f.Pos, "%s: bad document line %q", f.Key, "@"+num)
	}
	return n, strings.TrimSpace(rest)
}

// intList reads "4 8 12", "14..100" (the even sizes of the range) or
// "1..39 78" (every number of the range) into a sorted list.
func intList(d *Decoder, f Field, even bool, lo, hi int) []int {
	errs := d.Errs
	where := d.B.Kind + " " + d.B.Name + ": " + f.Key
	var out []int
	for _, w := range strings.Fields(f.Value) {
		x, y, isRange, ok := cutRange(w)
		if !ok || x < lo || y > hi {
			errs.Addf(f.Pos, "%s: %q: want numbers or ranges a..b within %d..%d", where, w, lo, hi)
			continue
		}
		for v := x; v <= y; v++ {
			if even && v%2 != 0 {
				if !isRange {
					errs.Addf(f.Pos, "%s: %d: a Molter team has an even number of players", where, v)
				}
				continue
			}
			if len(out) > 0 && v <= out[len(out)-1] {
				errs.Addf(f.Pos, "%s: %q: the list must increase", where, w)
				continue
			}
			out = append(out, v)
		}
	}
	if len(out) == 0 {
		errs.Addf(f.Pos, "%s: empty list", where)
	}
	return out
}

var (
	molterCellRE  = regexp.MustCompile(`^([A-Z]) ?([0-9]+|[₀-₉]+) *(?:[-–] *)?([A-Z]) ?([0-9]+|[₀-₉]+)$`)
	molterPlainRE = regexp.MustCompile(`^[A-Z][0-9]+ [-–] [A-Z][0-9]+$`)
	molterPairRE  = regexp.MustCompile(`[A-Z][0-9]+ *[-–] *[A-Z][0-9]+`)
	subscripts    = strings.NewReplacer("₀", "0", "₁", "1", "₂", "2", "₃", "3", "₄", "4", "₅", "5", "₆", "6", "₇", "7", "₈", "8", "₉", "9")
)

// parseMolterPlayer reads "A1" or, on a result sheet, "B12".
func parseMolterPlayer(s string) (MolterPlayer, bool) {
	if len(s) < 2 || s[0] < 'A' || s[0] > 'Z' {
		return MolterPlayer{}, false
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || n > 254 {
		return MolterPlayer{}, false
	}
	return MolterPlayer{s[0], n}, true
}

// parseMolterCell reads a printed cell leniently ("A1 – B1", "D6 C 6",
// "A ₁ - B ₁"); plain reports whether it is in the plain form.
func parseMolterCell(text string) (p MolterPair, plain, ok bool) {
	m := molterCellRE.FindStringSubmatch(text)
	if m == nil {
		return MolterPair{}, false, false
	}
	w, err1 := strconv.Atoi(subscripts.Replace(m[2]))
	k, err2 := strconv.Atoi(subscripts.Replace(m[4]))
	if err1 != nil || err2 != nil || w < 1 || k < 1 || w > 254 || k > 254 {
		return MolterPair{}, false, false
	}
	return MolterPair{White: MolterPlayer{m[1][0], w}, Black: MolterPlayer{m[3][0], k}, Text: text}, molterPlainRE.MatchString(text), true
}

func decodeMolterTable(s *Spec, b *Block, errs *ErrorList) {
	auto := b.Kind == "molter-autonomous"
	keys := []string{"document", "line", "title", "columns", "teams", "players", "boards", "row", "format", "note"}
	if !auto {
		keys = append(keys, "rounds")
	}
	d := NewDecoder(b, errs, keys...)
	t := &MolterTable{ID: b.Name, Autonomous: auto, Pos: b.Pos, Rounds: 1}
	t.Document, t.Line = headerFields(d)
	_, t.Number, _ = strings.Cut(b.Name, "/")
	if t.Number == "" {
		errs.Addf(b.Pos, "%s: name %q: want DOCUMENT/NUMBER, e.g. 004/17", b.Kind, b.Name)
	}
	if auto != strings.HasSuffix(t.Number, "a") {
		errs.Addf(b.Pos, "%s %s: an autonomous round, and only one, has a number ending in a", b.Kind, b.Name)
	}
	t.Title, t.Columns = titleFields(d)
	t.Teams = d.Int("teams", 2, 26)
	if f, ok := d.Opt("players"); ok {
		t.Players = intList(d, f, true, 2, 254)
	}
	if !auto {
		t.Rounds = d.Int("rounds", 1, 30)
	}
	if f, ok := d.Opt("boards"); ok {
		t.Boards = intList(d, f, false, 1, 10000)
	} else if t.Fragment() {
		errs.Addf(b.Pos, "%s %s: a fragment (no players) must declare its printed boards", b.Kind, b.Name)
	}
	for _, f := range d.All("note") {
		t.Notes = append(t.Notes, strings.TrimSpace(f.Value))
	}
	subs := false
	noted := map[string]*MolterFormat{}
	for _, f := range d.All("format") {
		line, v := 0, f.Value
		if strings.HasPrefix(v, "@") {
			line, v = atLine(f, errs)
		}
		cell, note, ok := strings.Cut(v, "|")
		cell, note = strings.TrimSpace(cell), strings.TrimSpace(note)
		if !ok || note == "" {
			errs.Addf(f.Pos, "%s %s: format: want \"[@LINE] CELL | what the slip is\"", b.Kind, b.Name)
		}
		t.Formats = append(t.Formats, MolterFormat{Line: line, Cell: cell, Note: note, Pos: f.Pos})
		if cell == "subscripts" {
			subs = true
		} else {
			noted[cell] = &t.Formats[len(t.Formats)-1]
		}
	}
	used := map[string]bool{}
	for _, f := range d.All("row") {
		line, label, cells := splitRow(f, errs)
		board, err := strconv.Atoi(label)
		if err != nil || board < 1 {
			errs.Addf(f.Pos, "%s %s: row label %q is not a board number", b.Kind, b.Name, label)
		}
		row := MolterRow{Board: board, Line: line, Pos: f.Pos}
		texts := strings.Split(cells, "|")
		if len(texts) != t.Rounds {
			errs.Addf(f.Pos, "%s %s: board %d: %d cells, want %d (one per round)", b.Kind, b.Name, board, len(texts), t.Rounds)
		}
		for _, c := range texts {
			c = strings.TrimSpace(c)
			p, plain, ok := parseMolterCell(c)
			switch {
			case !ok:
				errs.Addf(f.Pos, "%s %s: board %d: cannot read %q as a pairing like A1 – B1", b.Kind, b.Name, board, c)
			case !plain && strings.ContainsAny(c, "₀₁₂₃₄₅₆₇₈₉"):
				if !subs {
					errs.Addf(f.Pos, "%s %s: board %d: %q has subscript digits: add \"format subscripts | …\"", b.Kind, b.Name, board, c)
				}
			case !plain:
				if noted[c] == nil {
					errs.Addf(f.Pos, "%s %s: board %d: %q is not in the plain form \"A1 – B1\": add a format note", b.Kind, b.Name, board, c)
				}
				used[c] = true
			}
			row.Pairs = append(row.Pairs, p)
		}
		t.Rows = append(t.Rows, row)
	}
	for c, fm := range noted {
		if !used[c] {
			errs.Addf(fm.Pos, "%s %s: format note for %q, which no row prints", b.Kind, b.Name, c)
		}
	}
	// Rows in board order, each board once, as declared.
	want := t.Boards
	if want == nil && len(t.Players) > 0 {
		n := t.Teams * t.Players[len(t.Players)-1] / 2
		for i := 1; i <= n; i++ {
			want = append(want, i)
		}
	}
	got := make([]int, len(t.Rows))
	for i, r := range t.Rows {
		got[i] = r.Board
		if i > 0 && r.Board <= t.Rows[i-1].Board {
			errs.Addf(r.Pos, "%s %s: board %d after board %d: rows must go in board order", b.Kind, b.Name, r.Board, t.Rows[i-1].Board)
		}
	}
	if !equalInts(got, want) {
		errs.Addf(b.Pos, "%s %s: the rows hold boards %s, want %s", b.Kind, b.Name, rangesString(got), rangesString(want))
	}
	s.Molter.Tables = append(s.Molter.Tables, t)
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// rangesString writes 1 2 3 7 as "1..3 7".
func rangesString(v []int) string {
	var parts []string
	for i := 0; i < len(v); {
		j := i
		for j+1 < len(v) && v[j+1] == v[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, strconv.Itoa(v[i])+".."+strconv.Itoa(v[j]))
		} else {
			parts = append(parts, strconv.Itoa(v[i]))
		}
		i = j + 1
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}

// rangeField reads "a..b" (or a single number) within [lo, hi].
func rangeField(f Field, w string, lo, hi int, errs *ErrorList) (int, int) {
	x, y, _, ok := cutRange(w)
	if !ok || x < lo || y > hi {
		errs.Addf(f.Pos, "%s: %q: want a range a..b within %d..%d", f.Key, w, lo, hi)
		return 0, 0
	}
	return x, y
}

// parseQuote reads a quoted board: "21 B9 – D9" or "21. A5 - J5 B5 - A5".
func parseQuote(f Field, text string, errs *ErrorList) MolterRow {
	num, rest, _ := strings.Cut(strings.TrimSpace(text), " ")
	board, err := strconv.Atoi(strings.TrimSuffix(num, "."))
	if err != nil || board < 1 {
		errs.Addf(f.Pos, "%s: %q: want a board number then its pairings", f.Key, text)
	}
	row := MolterRow{Board: board, Pos: f.Pos}
	last := 0
	for _, loc := range molterPairRE.FindAllStringIndex(rest, -1) {
		if strings.TrimSpace(rest[last:loc[0]]) != "" {
			errs.Addf(f.Pos, "%s: unreadable %q in %q", f.Key, rest[last:loc[0]], text)
		}
		p, _, _ := parseMolterCell(rest[loc[0]:loc[1]])
		row.Pairs = append(row.Pairs, p)
		last = loc[1]
	}
	if strings.TrimSpace(rest[last:]) != "" || len(row.Pairs) == 0 {
		errs.Addf(f.Pos, "%s: unreadable %q in %q", f.Key, rest[last:], text)
	}
	return row
}

func decodeMolterRule(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "title", "text", "builds", "teams", "players", "take", "repeat", "cites", "example")
	r := &MolterRule{ID: b.Name, Pos: b.Pos}
	r.Document, r.Line = headerFields(d)
	for _, f := range d.All("title") {
		_, v := atLine(f, errs)
		r.Title = append(r.Title, v)
	}
	for _, f := range d.All("text") {
		_, v := atLine(f, errs)
		r.Text = append(r.Text, v)
	}
	if len(r.Text) == 0 {
		errs.Addf(b.Pos, "molter-rule %s: missing field \"text\" (the derivation text, verbatim)", b.Name)
	}
	r.Builds = d.Str("builds").Value
	r.Autonomous = strings.HasSuffix(r.Builds, "a")
	r.Teams = d.Int("teams", 2, 26)
	if f, ok := d.Opt("players"); ok {
		r.Players = intList(d, f, true, 2, 254)
	} else {
		errs.Addf(b.Pos, "molter-rule %s: missing field \"players\"", b.Name)
	}
	for _, f := range d.All("take") {
		// take SOURCE players A..B [as C]
		w := strings.Fields(f.Value)
		if !(len(w) == 3 || len(w) == 5) || w[1] != "players" || (len(w) == 5 && w[3] != "as") {
			errs.Addf(f.Pos, "molter-rule %s: take: want \"SOURCE players A..B [as C..D]\"", b.Name)
			continue
		}
		t := MolterTake{Source: w[0], Pos: f.Pos}
		t.From, t.To = rangeField(f, w[2], 1, 254, errs)
		t.As = t.From
		if len(w) == 5 {
			c, e := rangeField(f, w[4], 1, 254, errs)
			if e-c != t.To-t.From {
				errs.Addf(f.Pos, "molter-rule %s: take: %s and %s differ in length", b.Name, w[2], w[4])
			}
			t.As = c
		}
		r.Takes = append(r.Takes, t)
	}
	if f, ok := d.Opt("repeat"); ok {
		r.Repeat = f.Value
	}
	if (len(r.Takes) == 0) == (r.Repeat == "") {
		errs.Addf(b.Pos, "molter-rule %s: want either take fields or one repeat field", b.Name)
	}
	for _, f := range d.All("cites") {
		// cites SOURCE boards A..B players C..D
		w := strings.Fields(f.Value)
		if len(w) != 5 || w[1] != "boards" || w[3] != "players" {
			errs.Addf(f.Pos, "molter-rule %s: cites: want \"SOURCE boards A..B players C..D\"", b.Name)
			continue
		}
		c := MolterCite{Source: w[0], Pos: f.Pos}
		c.From, c.To = rangeField(f, w[2], 1, 10000, errs)
		c.PFrom, c.PTo = rangeField(f, w[4], 1, 254, errs)
		r.Cites = append(r.Cites, c)
	}
	for _, f := range d.All("example") {
		line, label, cells := splitRow(f, errs)
		src, dst, ok := strings.Cut(cells, "|")
		if !ok {
			errs.Addf(f.Pos, "molter-rule %s: example: want \"@LINE TABLE ROUNDS | SOURCE BOARD | DERIVED BOARD\"", b.Name)
			continue
		}
		ex := MolterExample{Line: line, Label: label, Pos: f.Pos}
		words := strings.Fields(label)
		if len(words) == 0 || !strings.Contains(words[0], "/") {
			errs.Addf(f.Pos, "molter-rule %s: example: the label starts with the table quoted, e.g. 004/8 R1", b.Name)
		} else {
			ex.Of, words = words[0], words[1:]
		}
		for _, w := range words {
			if w == "a" {
				ex.Rounds = append(ex.Rounds, 0)
				continue
			}
			n, ok := roundLabel(w)
			if !ok {
				errs.Addf(f.Pos, "molter-rule %s: example: %q is not a round (R1, R2, …, or a)", b.Name, w)
			}
			ex.Rounds = append(ex.Rounds, n)
		}
		ex.Source = parseQuote(f, src, errs)
		ex.Derived = parseQuote(f, dst, errs)
		if len(ex.Source.Pairs) != len(ex.Rounds) || len(ex.Derived.Pairs) != len(ex.Rounds) {
			errs.Addf(f.Pos, "molter-rule %s: example: %d rounds named but %d and %d pairings quoted", b.Name, len(ex.Rounds), len(ex.Source.Pairs), len(ex.Derived.Pairs))
		}
		r.Examples = append(r.Examples, ex)
	}
	s.Molter.Rules = append(s.Molter.Rules, r)
}

func decodeMolterSheet(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "title", "columns", "teams", "players", "rounds", "team", "row")
	sh := &MolterSheet{ID: b.Name, Pos: b.Pos}
	sh.Document, sh.Line = headerFields(d)
	sh.Title, sh.Columns = titleFields(d)
	sh.Teams = d.Int("teams", 2, 26)
	sh.Players = d.Int("players", 2, 254)
	rf := d.Str("rounds")
	for _, w := range strings.Fields(rf.Value) {
		switch w {
		case "a":
			sh.Rounds = append(sh.Rounds, 0)
		case "-":
			sh.Rounds = append(sh.Rounds, -1)
		default:
			n, err := strconv.Atoi(w)
			if err != nil || n < 1 {
				errs.Addf(rf.Pos, "molter-sheet %s: rounds: %q: want a round number, a (autonomous) or - (blank column)", b.Name, w)
			}
			sh.Rounds = append(sh.Rounds, n)
		}
	}
	var team byte
	for _, f := range b.Fields {
		switch f.Key {
		case "team":
			_, v := atLine(f, errs)
			if len(v) != 1 || v[0] < 'A' || v[0] > 'Z' {
				errs.Addf(f.Pos, "molter-sheet %s: team %q: want a letter", b.Name, v)
				continue
			}
			team = v[0]
		case "row":
			line, label, cells := splitRow(f, errs)
			n, err := strconv.Atoi(label)
			if err != nil || n < 1 || n > sh.Players {
				errs.Addf(f.Pos, "molter-sheet %s: row %q is not a player of 1..%d", b.Name, label, sh.Players)
			}
			if team == 0 {
				errs.Addf(f.Pos, "molter-sheet %s: row before any team field", b.Name)
			}
			row := MolterSheetRow{Team: team, Num: n, Line: line, Pos: f.Pos}
			texts := strings.Split(cells, "|")
			if len(texts) != len(sh.Rounds) {
				errs.Addf(f.Pos, "molter-sheet %s: %d cells, want %d (one per column)", b.Name, len(texts), len(sh.Rounds))
			}
			for _, c := range texts {
				c = strings.TrimSpace(c)
				cell := MolterSheetCell{Text: c, Empty: c == ""}
				if c != "" {
					col, opp, _ := strings.Cut(c, " ")
					p, ok := parseMolterPlayer(opp)
					if (col != "b" && col != "n") || !ok {
						errs.Addf(f.Pos, "molter-sheet %s: cell %q: want b or n, then the opponent", b.Name, c)
					}
					cell.Colour, cell.Opponent = col[0], p
				}
				row.Cells = append(row.Cells, cell)
			}
			sh.Rows = append(sh.Rows, row)
		}
	}
	s.Molter.Sheets = append(s.Molter.Sheets, sh)
}

func decodeMolterDefect(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "table", "unprinted", "boards", "reason")
	df := &MolterDefect{ID: b.Name, Document: d.Str("document").Value, Table: d.Str("table").Value, Pos: b.Pos}
	if f, ok := d.Opt("unprinted"); ok {
		df.Unprinted = intList(d, f, false, 1, 10000)
	}
	if f, ok := d.Opt("boards"); ok {
		df.Boards = intList(d, f, false, 1, 10000)
	}
	if (df.Unprinted == nil) == (df.Boards == nil) {
		errs.Addf(b.Pos, "molter-defect %s: want either unprinted (boards not printed) or boards (boards no correction mends)", b.Name)
	}
	var reason []string
	for _, f := range d.All("reason") {
		reason = append(reason, f.Value)
	}
	df.Reason = strings.Join(reason, " ")
	if df.Reason == "" {
		errs.Addf(b.Pos, "molter-defect %s: missing field \"reason\"", b.Name)
	}
	s.Molter.Defects = append(s.Molter.Defects, df)
}

// validateMolter checks the references between Molter blocks: names are
// unique, rules and defects name existing blocks, documents agree.
func validateMolter(s *Spec, errs *ErrorList) {
	m := &s.Molter
	if len(m.Tables) == 0 && len(m.Rules) == 0 {
		return
	}
	if m.System.Letters == "" {
		errs.Addf(Pos{File: Dir + "/molter.spec"}, "molter: no \"system molter\" block declares the team letters")
	}
	type src struct {
		doc   string
		teams int
		pos   Pos
	}
	names := map[string]src{}
	add := func(id, doc string, teams int, p Pos) {
		if q, dup := names[id]; dup {
			errs.Addf(p, "molter: %s declared twice (first at %s)", id, q.pos)
		}
		names[id] = src{doc, teams, p}
	}
	for _, t := range m.Tables {
		add(t.ID, t.Document, t.Teams, t.Pos)
		if t.Document != m.System.Document {
			errs.Addf(t.Pos, "molter: %s is from %s, the system's document is %s", t.ID, t.Document, m.System.Document)
		}
	}
	for _, r := range m.Rules {
		add(r.ID, r.Document, r.Teams, r.Pos)
	}
	ref := func(p Pos, id string, teams int) {
		s, ok := names[id]
		switch {
		case !ok:
			errs.Addf(p, "molter: no table or rule %q", id)
		case teams != 0 && s.teams != teams:
			errs.Addf(p, "molter: %s has %d teams, not %d", id, s.teams, teams)
		}
	}
	for _, r := range m.Rules {
		for _, t := range r.Takes {
			ref(t.Pos, t.Source, r.Teams)
		}
		if r.Repeat != "" {
			ref(r.Pos, r.Repeat, r.Teams)
		}
		for _, c := range r.Cites {
			ref(c.Pos, c.Source, 0)
		}
		for _, e := range r.Examples {
			if e.Of != "" {
				ref(e.Pos, e.Of, r.Teams)
			}
		}
	}
	for _, d := range m.Defects {
		ref(d.Pos, d.Table, 0)
	}
}
