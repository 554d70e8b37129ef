// Package trf writes and reads the Tournament Report File of FIDE
// (TRF-2026, Handbook C.04 Annex 2), the fixed-column text file rating
// officers take, for a round robin read back from a workbook
// (sheets/readback).
//
// What is written:
//
//   - the header lines 012 (tournament name), 022 (city), 032 (federation),
//     042 and 052 (start and end dates), 062 (number of players), 072
//     (number of rated players), 092 (type of tournament), 102 (chief
//     arbiter), 112 (deputies: one line each, Deputy separating them by
//     ";"), 122 (time control), each only when known;
//   - the 132 line of round dates (YY/MM/DD in columns 92-99, 102-109, …)
//     when they are known;
//   - the TRF-2026 lines 142 (number of rounds), 192 (encoded tournament
//     type: FIDE_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN), 202 (the C.07 codes of
//     the tie-breaks after the points, separated by commas), 212 (the
//     standings' order: PTS then the same codes) and 222 (the encoded time
//     control, 5400+30), each only when known;
//   - comment lines (### then the text), after the header;
//   - one 001 line per player: start number (columns 5-8), sex (10), title
//     (11-13), name (15-47), rating (49-52), federation (54-56), FIDE id
//     (58-68), birth date (70-79), points (81-84), rank (86-89), then ten
//     columns per round from column 92: the opponent's number (92-95), the
//     colour (97: w, b, or - without a game) and the result (99: 1, =, 0 over
//     the board; + and - for forfeits; Z for the round a round robin of odd
//     N leaves a player without opponent, scoring nothing; blank, which
//     TRF-2026 reads as Z, only for a round without opponent, 0000 -).
//
// The records 299 (Adjustments) say the results whose points differ from
// the usual: the games a withdrawal before half the games annuls in the
// standings (FIDE Tournament Rules 5.4 (a)) stay in the 001 lines, played
// and rated, and count 0.0 there, so that each 001 line's points are
// those of the standings.
//
// Lines 082 and the team records (310 …) are for team events, 152 (initial
// colour), 162 (points other than 1, ½, 0) and 172 (national ratings) do
// not apply to the round robins written here.
//
// The file is written in ASCII (see ASCII: "Jérôme" is written "Jerome",
// "Øystein" "Oystein"), so that its columns are bytes as well as characters;
// a text with a character that has no ASCII spelling is refused, naming the
// player and the field. Read counts characters, and so reads a file by
// another program in UTF-8 too.
package trf

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// File is a tournament report.
type File struct {
	Name, City, Federation, Start, End string
	Rated                              int // number of rated players (0: not written)
	Type, Arbiter, Deputy, TimeControl string
	RoundDates                         []string // YY/MM/DD per round, "" when unknown
	Rounds                             int      // number of rounds, line 142 (0: not written)
	TypeCode                           string   // encoded tournament type, line 192: FIDE_ROUNDROBIN …
	TieBreaks                          []string // C.07 tie-break codes after the points, line 202: SB, DE …
	Standings                          []string // the standings' order, line 212: PTS then the tie-breaks
	TimeCode                           string   // encoded time control, line 222: 5400+30 …
	Comments                           []string // written as ### lines after the header
	Players                            []Player
	// Adjustments are TRF-2026's records 299 ("abnormal assignment
	// points"): results that count other points than the usual, such as
	// the games the standings annul under FIDE Tournament Rules 5.4 (a). A
	// 001 line's points are the sum of its results with these applied.
	Adjustments []Adjustment
	Teams       *Teams // a team event's lines 082, 352, 362, 310, 320, 330 (team.go); nil: none
}

// The columns of a 001 line (TRF-2026, 1-based), written and read by the
// same names: the number, rating, points and rank take four columns each;
// round i (0-based) starts at colRounds + roundWidth·i with the opponent's
// number (four digits), its colour colColour and its result colResult
// columns further on.
const (
	colNumber  = 5
	colRating  = 49
	colPoints  = 81
	colRank    = 86
	colRounds  = 92
	roundWidth = 10
	colColour  = 5
	colResult  = 7
)

// playerFields are the text fields of a 001 line: the column each starts
// at and its width.
var playerFields = []struct {
	what       string
	col, width int
	right      bool // right-aligned
	field      func(p *Player) *string
}{
	{"sex", 10, 1, false, func(p *Player) *string { return &p.Sex }},
	{"title", 11, 3, false, func(p *Player) *string { return &p.Title }},
	{"name", 15, 33, false, func(p *Player) *string { return &p.Name }},
	{"federation", 54, 3, false, func(p *Player) *string { return &p.Federation }},
	{"FIDE id", 58, 11, true, func(p *Player) *string { return &p.FideID }},
	{"birth date", 70, 10, false, func(p *Player) *string { return &p.BirthDate }},
}

// Player is one 001 line.
type Player struct {
	Number                               int
	Sex, Title, Name, Federation, FideID string
	BirthDate                            string // YYYY/MM/DD
	Rating                               int
	Points                               float64
	Rank                                 int
	Rounds                               []Round
}

// Round is a player's round: Opponent 0 with Colour '-' when the player has
// no game.
type Round struct {
	Opponent int
	Colour   byte // 'w', 'b' or '-'
	Result   byte // '1', '=', '0', '+', '-', 'Z', or ' ' (not played yet)
}

// Adjustment is a record 299 of TRF-2026 ("abnormal assignment points"):
// the result of type Type (W a win, D a draw, L a loss, + a forfeit win,
// - a forfeit loss) of each of Players in round Round counts Points (0.0:
// annulled). Columns: 5 the type, 8-11 the match points (teams; blank
// here), 14-17 the points ([-]11.5), 20-22 the round (000: every round),
// 24-27, 29-32 … the players' start numbers.
type Adjustment struct {
	Type    byte
	Points  float64
	Round   int
	Players []int
}

// adjustmentResults maps a 299 type to the result character of a 001
// line it stands for.
var adjustmentResults = map[byte]byte{'W': '1', 'D': '=', 'L': '0', '+': '+', '-': '-'}

// Points is the points of player p of f: the sum of the results of his
// 001 line (Score), each result a 299 record names counted at the
// record's points instead.
func (f *File) Points(p *Player) float64 {
	s := Score(p.Rounds)
	for _, a := range f.Adjustments {
		if a.Round < 1 || a.Round > len(p.Rounds) || !slices.Contains(a.Players, p.Number) {
			continue
		}
		r := p.Rounds[a.Round-1]
		if adjustmentResults[a.Type] != r.Result {
			continue
		}
		s += a.Points - Score([]Round{r})
	}
	return s
}

// Score is the sum of the results of rounds: 1 for a win (1, +), ½ for a
// draw (=), nothing otherwise (0, -, Z, a game not played yet). A 001
// line's points are the score of its rounds, with the records 299 applied
// (File.Points): Write refuses other points.
func Score(rounds []Round) float64 {
	s := 0.0
	for _, r := range rounds {
		switch r.Result {
		case '1', '+':
			s++
		case '=':
			s += 0.5
		}
	}
	return s
}

// line builds a fixed-column line; put writes s from 1-based column col.
type line []rune

func (l *line) put(col int, s string) {
	for len(*l) < col-1+utf8.RuneCountInString(s) {
		*l = append(*l, ' ')
	}
	for i, r := range []rune(s) {
		(*l)[col-1+i] = r
	}
}

// field is s as written in a field of width columns: in ASCII (see
// ASCII), refused when it does not fit or holds a character that is not
// printable (a line break would forge a line, a control character reaches
// the terminal or the rating officer's program raw).
func field(what string, s string, width int) (string, error) {
	if p := Unprintable(s); p != "" {
		return "", fmt.Errorf("%s %s %s", what, quote(s), p)
	}
	a, err := asciiField(what, s)
	if err != nil {
		return "", err
	}
	if len(a) > width {
		return "", fmt.Errorf("%s %s: longer than the %d columns TRF gives it", what, quote(s), width)
	}
	return a, nil
}

// Unprintable says what keeps s out of a TRF ("holds a line break",
// "holds a control character U+001B"), "" when every character of s is
// printable (a letter, a mark, a number, a punctuation, a symbol, a space).
func Unprintable(s string) string {
	if !utf8.ValidString(s) {
		return "is not valid UTF-8"
	}
	for _, r := range s {
		switch {
		case r == '\r' || r == '\n' || r == 0x85 || r == 0x2028 || r == 0x2029:
			return "holds a line break"
		case unicode.IsControl(r):
			return fmt.Sprintf("holds a control character %U", r)
		case !unicode.IsGraphic(r):
			return fmt.Sprintf("holds %U, which is not a printable character", r)
		}
	}
	return ""
}

// quote quotes s for a message, cut to 60 characters.
func quote(s string) string {
	if rs := []rune(s); len(rs) > 60 {
		return strconv.Quote(string(rs[:57])) + fmt.Sprintf("… (%d characters)", len(rs))
	}
	return strconv.Quote(s)
}

// heads are the header lines of one value (or of a list, a line each):
// Write writes them in this order (132, the round dates, after the first
// headsBefore132), Read reads them back by the same table. get gives the value written ("": the line
// is left out); set takes the value read (nil: not read back).
var heads = []headLine{
	{code: "012", get: func(f *File) string { return f.Name }, set: func(f *File, v string) error { f.Name = v; return nil }},
	{code: "022", get: func(f *File) string { return f.City }, set: func(f *File, v string) error { f.City = v; return nil }},
	{code: "032", get: func(f *File) string { return f.Federation }, set: func(f *File, v string) error { f.Federation = v; return nil }},
	{code: "042", get: func(f *File) string { return f.Start }, set: func(f *File, v string) error { f.Start = v; return nil }},
	{code: "052", get: func(f *File) string { return f.End }, set: func(f *File, v string) error { f.End = v; return nil }},
	{code: "062", get: func(f *File) string { return strconv.Itoa(len(f.Players)) }}, // the 001 lines count them
	{code: "072", get: func(f *File) string { return itoaOr(f.Rated) }, set: func(f *File, v string) error { f.Rated, _ = strconv.Atoi(v); return nil }},
	{code: "092", get: func(f *File) string { return f.Type }, set: func(f *File, v string) error { f.Type = v; return nil }},
	{code: "102", get: func(f *File) string { return f.Arbiter }, set: func(f *File, v string) error { f.Arbiter = v; return nil }},
	// One 112 line a deputy arbiter; Deputy lists them separated by ";".
	{code: "112", get: func(f *File) string { return f.Deputy }, set: func(f *File, v string) error { f.Deputy = v; return nil }, list: true},
	{code: "122", get: func(f *File) string { return f.TimeControl }, set: func(f *File, v string) error { f.TimeControl = v; return nil }},
	// After 132:
	{code: "142", get: func(f *File) string { return itoaOr(f.Rounds) }, set: func(f *File, v string) error {
		var err error
		if f.Rounds, err = strconv.Atoi(v); err != nil {
			return fmt.Errorf("number of rounds %s", quote(v))
		}
		return nil
	}},
	{code: "192", get: func(f *File) string { return f.TypeCode }, set: func(f *File, v string) error { f.TypeCode = v; return nil }},
	// TRF-2026 separates the codes of 202 and 212 by commas (older files by spaces).
	{code: "202", get: func(f *File) string { return strings.Join(f.TieBreaks, ",") }, set: func(f *File, v string) error { f.TieBreaks = codes(v); return nil }},
	{code: "212", get: func(f *File) string { return strings.Join(f.Standings, ",") }, set: func(f *File, v string) error { f.Standings = codes(v); return nil }},
	{code: "222", get: func(f *File) string { return f.TimeCode }, set: func(f *File, v string) error { f.TimeCode = v; return nil }},
}

// headsBefore132 is the number of heads written before line 132.
const headsBefore132 = 11

// headLine is a header line of one value; with list, of values that the
// File separates by ";", a line each in the report, joined when read.
type headLine struct {
	code string
	get  func(f *File) string
	set  func(f *File, v string) error
	list bool
}

// values are the values of h in f, a line each.
func (h *headLine) values(f *File) []string {
	v := h.get(f)
	if !h.list {
		return []string{v}
	}
	vs := strings.Split(v, ";")
	for i := range vs {
		vs[i] = strings.TrimSpace(vs[i])
	}
	return vs
}

// headOf is the head of code, nil for another line.
func headOf(code string) *headLine {
	for i := range heads {
		if heads[i].code == code {
			return &heads[i]
		}
	}
	return nil
}

// codes splits a list of codes at commas or spaces.
func codes(v string) []string {
	return strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ',' })
}

// Write writes f.
func Write(w io.Writer, f *File) error {
	bw := bufio.NewWriter(w)
	head := func(code, v string) error {
		if v == "" {
			return nil
		}
		v, err := field("line "+code, v, 200)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(bw, "%s %s\n", code, v)
		return err
	}
	for _, h := range heads[:headsBefore132] {
		for _, v := range h.values(f) {
			if err := head(h.code, v); err != nil {
				return err
			}
		}
	}
	known := false
	for _, d := range f.RoundDates {
		known = known || d != ""
	}
	if known {
		l := line("132")
		for i, d := range f.RoundDates {
			d, err := field("round date", d, 8)
			if err != nil {
				return err
			}
			l.put(colRounds+roundWidth*i, d)
		}
		fmt.Fprintln(bw, strings.TrimRight(string(l), " "))
	}
	if f.Rounds < 0 || f.Rounds > 9999 {
		return fmt.Errorf("line 142: %d rounds: want 1 to 9999", f.Rounds)
	}
	if !code(f.TypeCode) {
		return fmt.Errorf("line 192: tournament type %s: want an encoded type such as FIDE_ROUNDROBIN (capital letters, digits, _)", quote(f.TypeCode))
	}
	for _, l := range []struct {
		code  string
		codes []string
	}{{"202", f.TieBreaks}, {"212", f.Standings}} {
		for _, t := range l.codes {
			if t == "" || strings.ContainsAny(t, " ,") || Unprintable(t) != "" || !isASCII(t) {
				return fmt.Errorf("line %s: tie-break %s: want a code such as SB, without spaces or commas", l.code, quote(t))
			}
		}
	}
	if strings.ContainsAny(f.TimeCode, " ,") {
		return fmt.Errorf("line 222: time control %s: want an encoded time control such as 5400+30", quote(f.TimeCode))
	}
	for _, h := range heads[headsBefore132:] {
		for _, v := range h.values(f) {
			if err := head(h.code, v); err != nil {
				return err
			}
		}
	}
	if err := writeTeamHead(bw, f.Teams); err != nil {
		return err
	}
	for _, c := range f.Comments {
		if err := head("###", c); err != nil {
			return err
		}
	}
	if err := writeAdjustments(bw, f); err != nil {
		return err
	}
	for _, p := range f.Players {
		if p.Number < 1 || p.Number > 9999 || p.Rank < 0 || p.Rank > 9999 || p.Rating < 0 || p.Rating > 9999 {
			return fmt.Errorf("player %d: number, rank or rating out of TRF's four digits", p.Number)
		}
		// "%4.1f" of 100 points or more takes five columns: its last digit
		// would run over column 85 and Read would cut the half point off.
		if p.Points < 0 || p.Points > 99.9 {
			return fmt.Errorf("player %d: %g points: out of the four columns TRF gives them (0.0 to 99.9)", p.Number, p.Points)
		}
		for i, r := range p.Rounds {
			if r.Opponent < 0 || r.Opponent > 9999 || !strings.ContainsRune("wb-", rune(r.Colour)) || !strings.ContainsRune("1=0+-Z ", rune(r.Result)) {
				return fmt.Errorf("player %d: round %d: opponent %d, colour %q, result %q: not a TRF round", p.Number, i+1, r.Opponent, r.Colour, r.Result)
			}
			// TRF-2026 reads a blank result as Z, a round without game;
			// the byte-column readers refuse it beside an opponent.
			if r.Result == ' ' && (r.Opponent != 0 || r.Colour != '-') {
				return fmt.Errorf("player %d: round %d: opponent %d, colour %q with a blank result: a blank result is for a round without game (0000 -)", p.Number, i+1, r.Opponent, r.Colour)
			}
		}
		if sum := f.Points(&p); p.Points != sum {
			return fmt.Errorf("player %d: %.1f points, and the results of the line sum to %.1f", p.Number, p.Points, sum)
		}
		if err := playerCodes(p); err != nil {
			return err
		}
		l := line("001")
		for _, c := range playerFields {
			a, err := field(fmt.Sprintf("player %d: %s", p.Number, c.what), *c.field(&p), c.width)
			if err != nil {
				return err
			}
			if c.right {
				a = fmt.Sprintf("%*s", c.width, a)
			}
			l.put(c.col, a)
		}
		l.put(colNumber, fmt.Sprintf("%4d", p.Number))
		if p.Rating > 0 {
			l.put(colRating, fmt.Sprintf("%4d", p.Rating))
		}
		l.put(colPoints, fmt.Sprintf("%4.1f", p.Points))
		l.put(colRank, fmt.Sprintf("%4d", p.Rank))
		for i, r := range p.Rounds {
			c := colRounds + roundWidth*i
			l.put(c-2, "  ")
			l.put(c, fmt.Sprintf("%04d", r.Opponent))
			l.put(c+colColour, string(r.Colour))
			l.put(c+colResult, string(r.Result))
		}
		if _, err := fmt.Fprintln(bw, strings.TrimRight(string(l), " ")); err != nil {
			return err
		}
	}
	if err := writeTeams(bw, f); err != nil {
		return err
	}
	return bw.Flush()
}

// writeAdjustments checks and writes the records 299 of f: each names a
// round of the file and players whose result of that round is of its
// type.
func writeAdjustments(w io.Writer, f *File) error {
	byNumber := map[int]*Player{}
	for i := range f.Players {
		byNumber[f.Players[i].Number] = &f.Players[i]
	}
	for _, a := range f.Adjustments {
		want, ok := adjustmentResults[a.Type]
		if !ok || a.Points < -99.9 || a.Points > 99.9 || a.Round < 1 || a.Round > 999 || len(a.Players) == 0 {
			return fmt.Errorf("record 299: type %q, %g points, round %d: want W, D, L, + or -, -99.9 to 99.9 points, a round from 1", a.Type, a.Points, a.Round)
		}
		l := line("299")
		l.put(5, string(a.Type))
		l.put(14, fmt.Sprintf("%4.1f", a.Points))
		l.put(20, fmt.Sprintf("%03d", a.Round))
		for i, n := range a.Players {
			p := byNumber[n]
			if p == nil || a.Round > len(p.Rounds) || p.Rounds[a.Round-1].Result != want {
				return fmt.Errorf("record 299 of round %d: player %d has no result %c in that round", a.Round, n, want)
			}
			l.put(24+5*i, fmt.Sprintf("%4d", n))
		}
		if _, err := fmt.Fprintln(w, strings.TrimRight(string(l), " ")); err != nil {
			return err
		}
	}
	return nil
}

// readAdjustment reads a record 299 (see Adjustment).
func readAdjustment(rs []rune, col func(from, to int) string) (Adjustment, error) {
	a := Adjustment{}
	if t := col(5, 5); len(t) == 1 {
		a.Type = t[0]
	}
	if _, ok := adjustmentResults[a.Type]; !ok {
		return a, fmt.Errorf("record 299: type %q: want W, D, L, + or -", col(5, 5))
	}
	var err error
	if a.Points, err = strconv.ParseFloat(col(14, 17), 64); err != nil {
		return a, fmt.Errorf("record 299: points %q", col(14, 17))
	}
	if a.Round, err = strconv.Atoi(col(20, 22)); err != nil || a.Round < 1 {
		return a, fmt.Errorf("record 299: round %q", col(20, 22))
	}
	for c := 24; c <= len(rs); c += 5 {
		n, err := strconv.Atoi(col(c, c+3))
		if err != nil {
			return a, fmt.Errorf("record 299: player %q", col(c, c+3))
		}
		a.Players = append(a.Players, n)
	}
	return a, nil
}

// titles are the titles a 001 line holds (TRF-2026, columns 11-13).
var titles = []string{"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"}

// playerCodes refuses the coded fields of a 001 line that readers could
// not take: the sex (m or w), the title (GM … WCM), the FIDE id (digits),
// the birth date (YYYY/MM/DD, or the year alone), naming the player.
func playerCodes(p Player) error {
	bad := func(what, v, want string) error {
		return fmt.Errorf("player %d (%s): %s %s: want %s", p.Number, p.Name, what, quote(v), want)
	}
	if p.Sex != "" && p.Sex != "m" && p.Sex != "w" {
		return bad("sex", p.Sex, "m or w")
	}
	if p.Title != "" && !slices.Contains(titles, p.Title) {
		return bad("title", p.Title, "one of "+strings.Join(titles, ", "))
	}
	if p.FideID != "" && !digits(p.FideID) {
		return bad("FIDE id", p.FideID, "digits")
	}
	if d := p.BirthDate; d != "" {
		ok := len(d) == 4 && digits(d) ||
			len(d) == 10 && digits(d[:4]) && d[4] == '/' && digits(d[5:7]) && d[7] == '/' && digits(d[8:])
		if !ok {
			return bad("birth date", d, "YYYY/MM/DD or the year YYYY")
		}
	}
	return nil
}

// code says whether s is "" or an encoded tournament type of TRF-2026:
// capital letters, digits and underscores.
func code(s string) bool {
	return strings.Trim(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == ""
}

func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func itoaOr(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// Read reads what Write writes (the 001 lines, the header lines above and
// 132); other lines are skipped. Errors name the line.
func Read(r io.Reader) (*File, error) {
	f := &File{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimRight(sc.Text(), "\r")
		if len(text) < 3 {
			continue
		}
		rs := []rune(text)
		col := func(from, to int) string { // 1-based, inclusive
			if from > len(rs) {
				return ""
			}
			return strings.TrimSpace(string(rs[from-1 : min(to, len(rs))]))
		}
		rest := col(5, len(rs))
		if h := headOf(text[:3]); h != nil {
			if have := h.get(f); h.list && have != "" && rest != "" {
				rest = have + "; " + rest
			}
			if h.set != nil {
				if err := h.set(f, rest); err != nil {
					return nil, fmt.Errorf("line %d: %v", n, err)
				}
			}
			continue
		}
		switch text[:3] {
		case "###":
			f.Comments = append(f.Comments, rest)
		case "132":
			for c := colRounds; c <= len(rs); c += roundWidth {
				f.RoundDates = append(f.RoundDates, col(c, c+7))
			}
		case "082", "300", "310", "320", "330", "352", "362":
			if err := readTeamLine(f, text[:3], col, len(rs)); err != nil {
				return nil, fmt.Errorf("line %d: %v", n, err)
			}
		case "299":
			a, err := readAdjustment(rs, col)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", n, err)
			}
			f.Adjustments = append(f.Adjustments, a)
		case "001":
			p, err := readPlayer(rs, col)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", n, err)
			}
			f.Players = append(f.Players, p)
		}
	}
	return f, sc.Err()
}

func readPlayer(rs []rune, col func(from, to int) string) (Player, error) {
	var p Player
	for _, c := range playerFields {
		*c.field(&p) = col(c.col, c.col+c.width-1)
	}
	four := func(c int) string { return col(c, c+3) }
	var err error
	if p.Number, err = strconv.Atoi(four(colNumber)); err != nil {
		return p, fmt.Errorf("start number %q", four(colNumber))
	}
	if s := four(colRating); s != "" {
		if p.Rating, err = strconv.Atoi(s); err != nil {
			return p, fmt.Errorf("rating %q", s)
		}
	}
	if p.Points, err = strconv.ParseFloat(four(colPoints), 64); err != nil {
		return p, fmt.Errorf("points %q", four(colPoints))
	}
	if p.Rank, err = strconv.Atoi(four(colRank)); err != nil {
		return p, fmt.Errorf("rank %q", four(colRank))
	}
	for c, t := colRounds, 1; c <= len(rs); c, t = c+roundWidth, t+1 {
		opp, err := strconv.Atoi(four(c))
		if err != nil {
			return p, fmt.Errorf("round %d: opponent %q", t, four(c))
		}
		r := Round{Opponent: opp, Colour: '-', Result: ' '}
		if c+colColour <= len(rs) {
			r.Colour = byte(rs[c+colColour-1])
		}
		if c+colResult <= len(rs) {
			r.Result = byte(rs[c+colResult-1])
		}
		if !strings.ContainsRune("wb-", rune(r.Colour)) || !strings.ContainsRune("1=0+-Z ", rune(r.Result)) {
			return p, fmt.Errorf("round %d: colour %q, result %q", t, r.Colour, r.Result)
		}
		p.Rounds = append(p.Rounds, r)
	}
	return p, nil
}
