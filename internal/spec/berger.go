package spec

import (
	"regexp"
	"strconv"
	"strings"
)

// BergerSystem is the declaration of the Berger system (block "system berger").
type BergerSystem struct {
	Title            string
	MinSize, MaxSize int  // players served by the static tables
	SwapDefault      bool // a double round robin swaps the last two rounds of cycle 1
	MaxCycles        int
	Pos              Pos
}

// Pair is one printed pairing, white first.
type Pair struct {
	White, Black int
	Text         string // as printed, e.g. "(18) – 10"
	Pos          Pos
}

// Norm writes the pair as the errata do: "W-B", plain hyphen.
func (p Pair) Norm() string { return strconv.Itoa(p.White) + "-" + strconv.Itoa(p.Black) }

// BergerRow is one printed round.
type BergerRow struct {
	Label string // as printed: "R5", "Rd 5:", "V"
	Round int    // decoded from the label
	Pairs []Pair
	Pos   Pos
}

// BergerTable is a Berger table as printed in a document (kind berger-table).
// A table may print only some rounds (the worked examples of 002 and 003).
type BergerTable struct {
	ID       string // e.g. 000/18
	Document string
	Line     int // where the table starts in the document
	Title    string
	Players  int // the even table size
	Partial  bool
	Rows     []BergerRow
	Pos      Pos
}

// BergerSteps is the worked example of the rotation in 002: the sorted list
// of step 1, the remaining lists and the boards of the next round as they
// fill up.
type BergerSteps struct {
	ID, Document string
	Players      int
	Round        int // the round being built
	List         []int
	Remaining    [][]int
	Boards       []BergerRow // prefixes of the round
	Pos          Pos
}

// ResultCell is one cell of a Berger result table: the opponent and, where
// the printed layout shows it, the colour of the row's player.
type ResultCell struct {
	Opponent int
	Colour   byte // 'w', 'b', or '?' when the printed text does not show it
}

// BergerResults is the Berger result table of 002: for each player, the
// opponent per round.
type BergerResults struct {
	ID, Document string
	Players      int
	Rows         map[int][]ResultCell // player -> cells by round
	RowPos       map[int]Pos
	Pos          Pos
}

// BergerSums is the table of 003 giving, per round, the sums x+y of the
// boards without the pivot and twice the pivot's opponent.
type BergerSums struct {
	ID, Document string
	Players      int
	Rows         []SumsRow
	Pos          Pos
}

// SumsRow is one round of BergerSums.
type SumsRow struct {
	Round   int
	Sums    []int // the sums printed (two columns, equal when one sum occurs)
	TwicePv int
	Pos     Pos
}

// Seating is a Rutsch-Berger seating example of 003: per round, who sits on
// the near and the far side of each board; 0 where the print leaves a seat
// empty (the placement steps).
type Seating struct {
	ID, Document string
	Players      int
	Rounds       []SeatingRound
	Pos          Pos
}

// SeatingRound is one printed round of a Seating.
type SeatingRound struct {
	Round     int
	Near, Far []int
	Pos       Pos
}

// Formula is a formula printed in a document's text, with its reading: the
// generator evaluates the reading against the tables for every size.
//
//	formula 000/opponent
//	  document 000_88b4201696a2c13a.txt
//	  line 28
//	  text A = R – B + 1 ou  A = R - B + N      <- verbatim
//	  rule opponent                              <- what it claims (see bergerdoc)
//	  expr R-B+1 | R-B+N                         <- the reading, alternatives by |
//	end
type Formula struct {
	ID, Document string
	Line         int
	Text         string
	Rule         string
	Expr         string
	Players      int // 0: the formula claims every size; else only this one
	Pos          Pos
}

func decodeBergerSystem(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "title", "sizes", "double-swap", "cycles")
	v := BergerSystem{Title: d.Str("title").Value, MaxCycles: d.Int("cycles", 1, 100), Pos: b.Pos}
	v.MinSize, v.MaxSize = d.Sizes(2)
	v.SwapDefault = d.YesNo("double-swap")
	s.Berger = v
}

// headerFields decodes the fields every transcription carries.
func headerFields(d *Decoder) (doc string, line int) {
	doc = d.Str("document").Value
	if f, ok := d.Opt("line"); ok {
		line = d.IntValue(f, 1, 1000000)
	}
	return doc, line
}

// pairRE matches one printed pairing: "1 – (18)", "6 -13", "12-7".
var pairRE = regexp.MustCompile(`(\(?)(\d+)(\)?)\s*[-–]\s*(\(?)(\d+)(\)?)`)

// parsePairs reads the pairings of a printed row; anything else but blanks is
// an error, so a transcription cannot lose a cell silently.
func parsePairs(text string, pos Pos, m int, errs *ErrorList) []Pair {
	var out []Pair
	rest := text
	for _, loc := range pairRE.FindAllStringSubmatchIndex(text, -1) {
		between := strings.TrimSpace(text[len(text)-len(rest) : loc[0]])
		if between != "" {
			errs.Addf(pos, "unreadable text %q before %q", between, text[loc[0]:loc[1]])
		}
		w, _ := strconv.Atoi(text[loc[4]:loc[5]])
		k, _ := strconv.Atoi(text[loc[10]:loc[11]])
		// Parentheses mark the pivot (the bye for an odd number of players).
		if (loc[3] > loc[2]) != (loc[5] < loc[7]) || (loc[9] > loc[8]) != (loc[11] < loc[13]) {
			errs.Addf(pos, "unbalanced parentheses in %q", text[loc[0]:loc[1]])
		}
		if (loc[3] > loc[2] && w != m) || (loc[9] > loc[8] && k != m) {
			errs.Addf(pos, "parentheses around a player who is not the pivot %d in %q", m, text[loc[0]:loc[1]])
		}
		out = append(out, Pair{White: w, Black: k, Text: text[loc[0]:loc[1]], Pos: pos})
		rest = text[loc[1]:]
	}
	if t := strings.TrimSpace(rest); t != "" {
		errs.Addf(pos, "unreadable text %q at the end of the row", t)
	}
	return out
}

// splitRow splits "@78 R1 | 1 – (4) 2 – 3" into the document line, the label
// and the cells.
func splitRow(f Field, errs *ErrorList) (line int, label, cells string) {
	v := f.Value
	if strings.HasPrefix(v, "@") {
		num, rest, _ := strings.Cut(v[1:], " ")
		n, err := strconv.Atoi(num)
		if err != nil {
			errs.Addf(f.Pos, "%s: bad document line %q", f.Key, "@"+num)
		}
		line, v = n, rest
	}
	label, cells, ok := strings.Cut(v, "|")
	if !ok {
		errs.Addf(f.Pos, "%s: want \"[@line] label | cells\"", f.Key)
	}
	return line, strings.TrimSpace(label), strings.TrimSpace(cells)
}

var roman = map[string]int{"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10,
	"XI": 11, "XII": 12, "XIII": 13, "XIV": 14, "XV": 15, "XVI": 16, "XVII": 17, "XVIII": 18, "XIX": 19}

// roundLabel decodes "R5", "Rd 5:", "Ronde 5", "V" or "5".
func roundLabel(label string) (int, bool) {
	l := strings.TrimSuffix(strings.TrimSpace(label), ":")
	if r, ok := roman[l]; ok {
		return r, true
	}
	for _, p := range []string{"Ronde", "Rd", "R"} {
		if strings.HasPrefix(l, p) {
			l = strings.TrimSpace(l[len(p):])
			break
		}
	}
	n, err := strconv.Atoi(l)
	return n, err == nil && n > 0
}

func decodeBergerTable(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "title", "players", "partial", "row")
	t := &BergerTable{ID: b.Name, Pos: b.Pos}
	t.Document, t.Line = headerFields(d)
	t.Title = d.Str("title").Value
	t.Players = d.Int("players", 2, 254)
	if t.Players%2 != 0 {
		errs.Addf(b.Pos, "berger-table %s: players %d: a Berger table has an even size", b.Name, t.Players)
	}
	if f, ok := d.Opt("partial"); ok {
		t.Partial = f.Value == "yes"
	}
	for _, f := range d.All("row") {
		_, label, cells := splitRow(f, errs)
		r, ok := roundLabel(label)
		if !ok || r >= t.Players {
			errs.Addf(f.Pos, "berger-table %s: row label %q is not a round of 1..%d", b.Name, label, t.Players-1)
		}
		t.Rows = append(t.Rows, BergerRow{Label: label, Round: r, Pairs: parsePairs(cells, f.Pos, t.Players, errs), Pos: f.Pos})
	}
	if !t.Partial && len(t.Rows) != t.Players-1 {
		errs.Addf(b.Pos, "berger-table %s: %d rows, want %d (or mark it partial yes)", b.Name, len(t.Rows), t.Players-1)
	}
	s.BergerTables = append(s.BergerTables, t)
}

func parseInts(text string, pos Pos, errs *ErrorList, blank string) []int {
	var out []int
	for _, w := range strings.Fields(text) {
		if w == blank {
			out = append(out, 0)
			continue
		}
		n, err := strconv.Atoi(strings.TrimSuffix(w, ","))
		if err != nil {
			errs.Addf(pos, "%q is not a number", w)
		}
		out = append(out, n)
	}
	return out
}

func decodeBergerSteps(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "players", "round", "list", "remaining", "boards")
	t := &BergerSteps{ID: b.Name, Pos: b.Pos}
	t.Document, _ = headerFields(d)
	t.Players = d.Int("players", 2, 254)
	t.Round = d.Int("round", 2, 253)
	if f, ok := d.Opt("list"); ok {
		_, _, cells := splitRow(f, errs)
		t.List = parseInts(cells, f.Pos, errs, "")
	}
	for _, f := range d.All("remaining") {
		_, _, cells := splitRow(f, errs)
		t.Remaining = append(t.Remaining, parseInts(cells, f.Pos, errs, ""))
	}
	for _, f := range d.All("boards") {
		_, label, cells := splitRow(f, errs)
		t.Boards = append(t.Boards, BergerRow{Label: label, Round: t.Round, Pairs: parsePairs(cells, f.Pos, t.Players, errs), Pos: f.Pos})
	}
	s.BergerSteps = append(s.BergerSteps, t)
}

func decodeBergerResults(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "players", "row")
	t := &BergerResults{ID: b.Name, Pos: b.Pos, Rows: map[int][]ResultCell{}, RowPos: map[int]Pos{}}
	t.Document, _ = headerFields(d)
	t.Players = d.Int("players", 2, 254)
	for _, f := range d.All("row") {
		_, label, cells := splitRow(f, errs)
		p, err := strconv.Atoi(label)
		if err != nil || p < 1 || p > t.Players {
			errs.Addf(f.Pos, "berger-results %s: row %q is not a player of 1..%d", b.Name, label, t.Players)
			continue
		}
		var row []ResultCell
		for _, w := range strings.Fields(cells) {
			if len(w) < 2 || !strings.ContainsRune("wb?", rune(w[0])) {
				errs.Addf(f.Pos, "berger-results %s: cell %q: want w, b or ? and the opponent", b.Name, w)
				continue
			}
			n, err := strconv.Atoi(w[1:])
			if err != nil {
				errs.Addf(f.Pos, "berger-results %s: cell %q: bad opponent", b.Name, w)
			}
			row = append(row, ResultCell{Opponent: n, Colour: w[0]})
		}
		t.Rows[p] = row
		t.RowPos[p] = f.Pos
	}
	s.BergerResults = append(s.BergerResults, t)
}

func decodeBergerSums(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "players", "row")
	t := &BergerSums{ID: b.Name, Pos: b.Pos}
	t.Document, _ = headerFields(d)
	t.Players = d.Int("players", 2, 254)
	for _, f := range d.All("row") {
		_, label, cells := splitRow(f, errs)
		r, ok := roundLabel(label)
		v := parseInts(cells, f.Pos, errs, "")
		if !ok || len(v) != 3 {
			errs.Addf(f.Pos, "berger-sums %s: want \"round | sum sum 2xpivot\"", b.Name)
			continue
		}
		t.Rows = append(t.Rows, SumsRow{Round: r, Sums: v[:2], TwicePv: v[2], Pos: f.Pos})
	}
	s.BergerSums = append(s.BergerSums, t)
}

func decodeSeating(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "players", "near", "far")
	t := &Seating{ID: b.Name, Pos: b.Pos}
	t.Document, _ = headerFields(d)
	t.Players = d.Int("players", 2, 254)
	byRound := map[int]int{} // round -> index in t.Rounds
	get := func(r int, pos Pos) *SeatingRound {
		i, ok := byRound[r]
		if !ok {
			i = len(t.Rounds)
			byRound[r] = i
			t.Rounds = append(t.Rounds, SeatingRound{Round: r, Pos: pos})
		}
		return &t.Rounds[i]
	}
	for _, f := range b.Fields {
		if f.Key != "near" && f.Key != "far" {
			continue
		}
		_, label, cells := splitRow(f, errs)
		r, ok := roundLabel(label)
		if label == "Placement" { // the placement of R4, before round 1
			r, ok = 0, true
		}
		if !ok {
			errs.Addf(f.Pos, "seating %s: %q is not a round", b.Name, label)
			continue
		}
		seats := parseInts(cells, f.Pos, errs, "_")
		if len(seats) != t.Players/2 {
			errs.Addf(f.Pos, "seating %s: %d seats, want %d", b.Name, len(seats), t.Players/2)
		}
		sr := get(r, f.Pos)
		if f.Key == "near" {
			sr.Near = seats
		} else {
			sr.Far = seats
		}
	}
	s.Seatings = append(s.Seatings, t)
}

func decodeFormula(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "text", "rule", "expr", "players")
	f := &Formula{ID: b.Name, Pos: b.Pos}
	f.Document, f.Line = headerFields(d)
	f.Text = d.Str("text").Value
	f.Rule = d.Str("rule").Value
	f.Expr = d.Str("expr").Value
	if p, ok := d.Opt("players"); ok {
		f.Players = d.IntValue(p, 4, 254)
	}
	s.Formulas = append(s.Formulas, f)
}
