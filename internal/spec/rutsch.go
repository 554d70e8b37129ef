package spec

import (
	"strconv"
	"strings"
)

// RutschSystem is the declaration of the Rutsch tables (block "system
// rutsch").
type RutschSystem struct {
	Title            string
	MinSize, MaxSize int    // players served by the static tables
	WhiteSeats       string // "alternate": see rutsch.spec
	Pos              Pos
}

// RutschExample is a printed Rutsch example of 003 (kind rutsch-example):
// per round, who sits left and right at each table and, for an odd number of
// players, who is exempt. Players are written as printed (letters or
// numbers); Names lists them in order of pairing number.
type RutschExample struct {
	ID, Document string
	Line         int
	Players      int
	Names        []string
	Rounds       []RutschRound
	TablePos     []Pos    // the printed line of each table
	ByePos       Pos      // the printed line of the exempt players (odd N)
	White        []string // the players whose round-1 places are white, as printed
	WhitePos     Pos
	Pos          Pos
}

// RutschRound is one printed column of a RutschExample.
type RutschRound struct {
	Round       int
	Left, Right []string // by table
	Bye         string   // "" for an even number of players
}

// RutschLetters is the 12-player letter example of the Rutsch-Berger system
// in 000/001 (kind rutsch-letters): per round, the top and bottom rows of the
// tables with the colour printed at each seat.
type RutschLetters struct {
	ID, Document string
	Line         int
	Players      int
	Pivot        string
	Names        []string
	Rounds       []LetterRound
	Remark       string // the remark on colours, verbatim
	RemarkPos    Pos
	Pos          Pos
}

// LetterRound is one printed round of RutschLetters.
type LetterRound struct {
	Round                int
	Top, Bottom          []string // names by table
	TopColour, BotColour []byte   // 'w' (blanc) or 'b' (noir) by table
	Tables               [][]int  // each printed list of table labels
	Pivots               []string // the names printed with "(pivot)"
	Pos                  Pos
}

func decodeRutschSystem(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "title", "sizes", "white-seats")
	r := RutschSystem{Title: d.Str("title").Value, Pos: b.Pos}
	r.MinSize, r.MaxSize = d.Sizes(2)
	ws := d.Str("white-seats")
	if ws.Value != "alternate" {
		errs.Addf(ws.Pos, "system rutsch: white-seats %q: the only reading is alternate (left of odd tables, right of even tables)", ws.Value)
	}
	r.WhiteSeats = ws.Value
	s.Rutsch = r
}

// isArrow reports whether w is one of the printed arrows (the private-use
// glyphs are 000's Wingdings arrows).
func isArrow(w string) bool {
	switch w {
	case "↓", "→", "←", "\uf0e0", "\uf0df":
		return true
	}
	return false
}

// namesField decodes "names A B C …": distinct names, as many as players.
func namesField(d *Decoder, players int) []string {
	f := d.Str("names")
	names := strings.Fields(f.Value)
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			d.Errs.Addf(f.Pos, "%s %s: name %q twice", d.B.Kind, d.B.Name, n)
		}
		seen[n] = true
	}
	if players > 0 && len(names) != players {
		d.Errs.Addf(f.Pos, "%s %s: %d names for %d players", d.B.Kind, d.B.Name, len(names), players)
	}
	return names
}

func decodeRutschExample(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "players", "names", "header", "row", "white")
	t := &RutschExample{ID: b.Name, Pos: b.Pos}
	t.Document, t.Line = headerFields(d)
	t.Players = d.Int("players", 2, 255)
	t.Names = namesField(d, t.Players)
	known := map[string]bool{}
	for _, n := range t.Names {
		known[n] = true
	}
	// The header gives the rounds: "Ronde 1 Ronde 2 …".
	h := d.Str("header")
	_, _, cells := splitRow(h, errs)
	words := strings.Fields(cells)
	for i := 0; i+1 < len(words); i += 2 {
		n, err := strconv.Atoi(words[i+1])
		if words[i] != "Ronde" || err != nil || n != len(t.Rounds)+1 {
			errs.Addf(h.Pos, "rutsch-example %s: header: want \"Ronde 1 Ronde 2 …\", read %q", b.Name, strings.Join(words[i:i+2], " "))
			break
		}
		t.Rounds = append(t.Rounds, RutschRound{Round: n})
	}
	if len(words)%2 != 0 {
		errs.Addf(h.Pos, "rutsch-example %s: header: %q left over", b.Name, words[len(words)-1])
	}
	nr := len(t.Rounds)
	if want := t.Players - 1 + t.Players%2; t.Players > 0 && nr != want {
		errs.Addf(h.Pos, "rutsch-example %s: %d rounds printed, a round robin of %d has %d", b.Name, nr, t.Players, want)
	}
	// Rows: a line with two players per round is a table, one per round is
	// the exempt players, arrows only is the bottom line of arrows.
	for _, f := range d.All("row") {
		_, _, cells := splitRow(f, errs)
		var ws []string
		for _, w := range strings.Fields(cells) {
			if isArrow(w) {
				continue
			}
			if !known[w] {
				errs.Addf(f.Pos, "rutsch-example %s: %q is not a player (names: %s)", b.Name, w, strings.Join(t.Names, " "))
			}
			ws = append(ws, w)
		}
		switch {
		case len(ws) == 0:
		case nr > 0 && len(ws) == 2*nr:
			for i := range t.Rounds {
				t.Rounds[i].Left = append(t.Rounds[i].Left, ws[2*i])
				t.Rounds[i].Right = append(t.Rounds[i].Right, ws[2*i+1])
			}
			t.TablePos = append(t.TablePos, f.Pos)
		case nr > 0 && len(ws) == nr:
			if t.ByePos.Line != 0 {
				errs.Addf(f.Pos, "rutsch-example %s: a second line of exempt players (first at line %d)", b.Name, t.ByePos.Line)
			}
			for i := range t.Rounds {
				t.Rounds[i].Bye = ws[i]
			}
			t.ByePos = f.Pos
		default:
			errs.Addf(f.Pos, "rutsch-example %s: %d players on the line: want %d (a table) or %d (the exempt)", b.Name, len(ws), 2*nr, nr)
		}
	}
	if k := t.Players / 2; len(t.TablePos) != k {
		errs.Addf(b.Pos, "rutsch-example %s: %d tables printed, want %d", b.Name, len(t.TablePos), k)
	}
	if (t.ByePos.Line != 0) != (t.Players%2 == 1) {
		errs.Addf(b.Pos, "rutsch-example %s: exempt players are printed exactly when the number of players is odd", b.Name)
	}
	if f, ok := d.Opt("white"); ok {
		_, _, cells := splitRow(f, errs)
		for _, w := range strings.Fields(cells) {
			if w == "et" {
				continue
			}
			if !known[w] {
				errs.Addf(f.Pos, "rutsch-example %s: white: %q is not a player", b.Name, w)
			}
			t.White = append(t.White, w)
		}
		t.WhitePos = f.Pos
	}
	s.RutschExamples = append(s.RutschExamples, t)
}

func decodeRutschLetters(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "players", "pivot", "names", "top", "bottom", "tables", "remark")
	t := &RutschLetters{ID: b.Name, Pos: b.Pos}
	t.Document, t.Line = headerFields(d)
	t.Players = d.Int("players", 2, 255)
	if t.Players%2 != 0 {
		errs.Addf(b.Pos, "rutsch-letters %s: players %d: the example seats an even number", b.Name, t.Players)
	}
	t.Pivot = d.Str("pivot").Value
	t.Names = namesField(d, t.Players)
	known := map[string]bool{}
	for _, n := range t.Names {
		known[n] = true
	}
	if !known[t.Pivot] {
		errs.Addf(b.Pos, "rutsch-letters %s: pivot %q is not a name", b.Name, t.Pivot)
	}
	var cur *LetterRound
	for _, f := range b.Fields {
		switch f.Key {
		case "top", "bottom", "tables":
		case "remark":
			_, _, t.Remark = splitRow(f, errs)
			t.RemarkPos = f.Pos
			continue
		default:
			continue
		}
		_, label, cells := splitRow(f, errs)
		if label != "" {
			r, ok := roundLabel(strings.ReplaceAll(label, " ", ""))
			if !ok || r != len(t.Rounds)+1 {
				errs.Addf(f.Pos, "rutsch-letters %s: label %q: want round %d", b.Name, label, len(t.Rounds)+1)
			}
			t.Rounds = append(t.Rounds, LetterRound{Round: len(t.Rounds) + 1, Pos: f.Pos})
			cur = &t.Rounds[len(t.Rounds)-1]
		}
		if cur == nil {
			errs.Addf(f.Pos, "rutsch-letters %s: %s before the first round label", b.Name, f.Key)
			continue
		}
		names, colours, tables, pivots := letterTokens(cells, known, f.Pos, b.Name, errs)
		cur.Pivots = append(cur.Pivots, pivots...)
		if len(tables) > 0 {
			cur.Tables = append(cur.Tables, tables)
		}
		switch f.Key {
		case "top":
			cur.Top = append(cur.Top, names...)
			cur.TopColour = append(cur.TopColour, colours...)
		case "bottom":
			cur.Bottom = append(cur.Bottom, names...)
			cur.BotColour = append(cur.BotColour, colours...)
		case "tables":
			if len(names)+len(colours) > 0 {
				errs.Addf(f.Pos, "rutsch-letters %s: a tables line holds only table labels", b.Name)
			}
		}
	}
	k := t.Players / 2
	for _, r := range t.Rounds {
		if len(r.Top) != k || len(r.Bottom) != k || len(r.TopColour) != k || len(r.BotColour) != k {
			errs.Addf(r.Pos, "rutsch-letters %s round %d: %d+%d names and %d+%d colours printed, want %d of each per row",
				b.Name, r.Round, len(r.Top), len(r.Bottom), len(r.TopColour), len(r.BotColour), k)
		}
		for _, tl := range r.Tables {
			for i, n := range tl {
				if n != i+1 || len(tl) != k {
					errs.Addf(r.Pos, "rutsch-letters %s round %d: table labels %v: want 1..%d", b.Name, r.Round, tl, k)
					break
				}
			}
		}
	}
	s.RutschLetters = append(s.RutschLetters, t)
}

// letterTokens reads a printed line of the letter example: names (single
// words of the names list), colours (blanc, noir, italic or not), table
// labels ("Table1", "Table 2"), "(pivot)" after a name, and arrows.
func letterTokens(text string, known map[string]bool, pos Pos, id string, errs *ErrorList) (names []string, colours []byte, tables []int, pivots []string) {
	text = strings.NewReplacer("<i>", " ", "</i>", " ").Replace(text)
	ws := strings.Fields(text)
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		switch {
		case isArrow(w):
		case w == "blanc":
			colours = append(colours, 'w')
		case w == "noir":
			colours = append(colours, 'b')
		case w == "(pivot)":
			if len(names) == 0 {
				errs.Addf(pos, "rutsch-letters %s: (pivot) after no name", id)
				continue
			}
			pivots = append(pivots, names[len(names)-1])
		case strings.HasPrefix(w, "Table"):
			num := strings.TrimPrefix(w, "Table")
			if num == "" && i+1 < len(ws) {
				i++
				num = ws[i]
			}
			n, err := strconv.Atoi(num)
			if err != nil {
				errs.Addf(pos, "rutsch-letters %s: unreadable table label %q", id, w)
			}
			tables = append(tables, n)
		case known[w]:
			names = append(names, w)
		default:
			errs.Addf(pos, "rutsch-letters %s: unreadable %q", id, w)
		}
	}
	return names, colours, tables, pivots
}
