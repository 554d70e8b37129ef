package spec

import (
	"regexp"
	"strconv"
	"strings"
)

// ScheveningenSystem is the declaration of the Scheveningen tables (block
// "system scheveningen").
type ScheveningenSystem struct {
	Title            string
	MinSize, MaxSize int   // team sizes of the computed tables
	Relax            []int // sizes whose per-round team rule cannot hold
	Pos              Pos
}

// Relaxed reports whether size m is declared relaxed.
func (s ScheveningenSystem) Relaxed(m int) bool {
	for _, r := range s.Relax {
		if r == m {
			return true
		}
	}
	return false
}

// SchevPlayer is a player of a Scheveningen table: team 'A' or 'B' and the
// number within the team.
type SchevPlayer struct {
	Team byte
	N    int
}

// SchevCell is one printed game, "A1-B3": White has white.
type SchevCell struct {
	Text         string
	White, Black SchevPlayer
	Pos          Pos
}

// ScheveningenTable is a Scheveningen table printed in 000 or 001 (kind
// scheveningen-table). Cells[b-1][r-1] is the game printed on line b (board
// b) in round r.
type ScheveningenTable struct {
	ID, Document string
	Line         int
	Title        string
	Players      int // the team size m
	Rounds       int // from the header
	Cells        [][]SchevCell
	Pos          Pos
}

func decodeScheveningenSystem(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "title", "sizes", "relax")
	v := ScheveningenSystem{Title: d.Str("title").Value, Pos: b.Pos}
	v.MinSize, v.MaxSize = d.Sizes(1)
	if f, ok := d.Opt("relax"); ok {
		for _, w := range strings.Fields(f.Value) {
			n, err := strconv.Atoi(w)
			if err != nil || n < v.MinSize || n > v.MaxSize {
				errs.Addf(f.Pos, "system scheveningen: relax %q: want team sizes within %d..%d", w, v.MinSize, v.MaxSize)
				continue
			}
			v.Relax = append(v.Relax, n)
		}
	}
	s.Scheveningen = v
}

var schevCellRE = regexp.MustCompile(`^([AB])(\d+)-([AB])(\d+)$`)

// ParseSchevGame reads a printed game "A1-B3" (also the form of the errata).
func ParseSchevGame(text string) (white, black SchevPlayer, ok bool) {
	m := schevCellRE.FindStringSubmatch(text)
	if m == nil {
		return white, black, false
	}
	w, _ := strconv.Atoi(m[2])
	k, _ := strconv.Atoi(m[4])
	return SchevPlayer{m[1][0], w}, SchevPlayer{m[3][0], k}, true
}

func decodeScheveningenTable(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "title", "players", "header", "board")
	t := &ScheveningenTable{ID: b.Name, Pos: b.Pos}
	t.Document, t.Line = headerFields(d)
	t.Title = d.Str("title").Value
	t.Players = d.Int("players", 1, MaxSize)
	h := d.Str("header")
	_, _, cells := splitRow(h, errs)
	words := strings.Fields(cells)
	for i := 0; i+1 < len(words); i += 2 {
		n, err := strconv.Atoi(words[i+1])
		if words[i] != "Ronde" || err != nil || n != t.Rounds+1 {
			errs.Addf(h.Pos, "scheveningen-table %s: header: want \"Ronde 1 Ronde 2 …\", read %q", b.Name, strings.Join(words[i:i+2], " "))
			break
		}
		t.Rounds++
	}
	if t.Rounds != t.Players {
		errs.Addf(h.Pos, "scheveningen-table %s: %d rounds printed, teams of %d play %d", b.Name, t.Rounds, t.Players, t.Players)
	}
	for _, f := range d.All("board") {
		_, _, cells := splitRow(f, errs)
		var row []SchevCell
		for _, w := range strings.Fields(cells) {
			wh, bl, ok := ParseSchevGame(w)
			if !ok {
				errs.Addf(f.Pos, "scheveningen-table %s: %q is not a game like A1-B3", b.Name, w)
				continue
			}
			row = append(row, SchevCell{Text: w, White: wh, Black: bl, Pos: f.Pos})
		}
		if len(row) != t.Rounds {
			errs.Addf(f.Pos, "scheveningen-table %s: %d games on the line, want one per round (%d)", b.Name, len(row), t.Rounds)
		}
		t.Cells = append(t.Cells, row)
	}
	if len(t.Cells) != t.Players {
		errs.Addf(b.Pos, "scheveningen-table %s: %d boards printed, want %d", b.Name, len(t.Cells), t.Players)
	}
	s.ScheveningenTables = append(s.ScheveningenTables, t)
}
