package sheets

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/varma"
	"github.com/xuri/excelize/v2"
)

// How the pairing numbers of a round robin were given (FIDE C.05: drawn by
// lot, or by rating where the regulations of the event say so).
type DrawMethod uint8

const (
	DrawList   DrawMethod = iota // the order of the list: nothing drawn, no record sheet
	DrawByLot                    // by lot, every order equally likely (DrawLots)
	DrawRating                   // by rating, highest first, then by name (ByRating)
	DrawVarma                    // the restricted draw of FIDE C.05 Annex 2 (Varma) from the federations
)

// DrawRecord is what the record sheet of a draw keeps: the method, the seed
// that reproduces it (lots and Varma), the day it was made, and each
// player's place in the list the draw was made from (List[p-1] for pairing
// number p, 1-based), next to the players of the workbook in pairing-number
// order.
type DrawRecord struct {
	Method DrawMethod
	Seed   uint64
	Date   string // YYYY-MM-DD
	List   []int
	Again  string // how to make the same draw again (the command line), shown as is
}

// Validate reports what makes d unusable for n players listed.
func (d DrawRecord) Validate(listed int) error {
	if d.Method < DrawByLot || d.Method > DrawVarma {
		return fmt.Errorf("draw: method %d unknown", d.Method)
	}
	if d.Date != "" {
		if _, err := ParseDate(d.Date); err != nil {
			return fmt.Errorf("draw date: %v", err)
		}
	}
	if p := TextProblem(d.Again); p != "" {
		return fmt.Errorf("draw: the command line %s", p)
	}
	if len(d.List) != listed {
		return fmt.Errorf("draw: %d places in the list for %d players", len(d.List), listed)
	}
	seen := make([]bool, listed+1)
	for _, i := range d.List {
		if i < 1 || i > listed || seen[i] {
			return fmt.Errorf("draw: the places in the list are not 1 to %d once each", listed)
		}
		seen[i] = true
	}
	return nil
}

// drawRand is the generator a seed gives: ChaCha8 keyed by the seed's 8
// bytes (little-endian, then zeros), the same as varma.SeededRand, so that
// a seed means one thing across the commands.
func drawRand(seed uint64) *rand.Rand { return varma.SeededRand(seed) }

// below returns a uniform number in 0..n-1 from the generator's 64-bit
// outputs by rejection: written here rather than taken from math/rand, so
// that a seed gives the same draw whatever the Go release.
func below(r *rand.Rand, n uint64) uint64 {
	limit := -n % n // 2^64 mod n: the outputs below it are the biased ones
	for {
		if v := r.Uint64(); v >= limit {
			return v % n
		}
	}
}

// DrawLots gives the players pairing numbers by lot: a Fisher-Yates
// shuffle driven by seed. It returns the players in pairing-number order
// and the record (each number's place in players).
func DrawLots(players []Player, seed uint64, date string) ([]Player, DrawRecord) {
	r := drawRand(seed)
	idx := make([]int, len(players))
	for i := range idx {
		idx[i] = i
	}
	for i := len(idx) - 1; i > 0; i-- {
		j := int(below(r, uint64(i+1)))
		idx[i], idx[j] = idx[j], idx[i]
	}
	return arrange(players, idx, DrawRecord{Method: DrawByLot, Seed: seed, Date: date})
}

// ByRating gives the players pairing numbers by rating, highest first
// (unrated last), then by name as a French list sorts it, then by place in
// the list.
func ByRating(players []Player, date string) ([]Player, DrawRecord) {
	idx := make([]int, len(players))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		return cmp.Or(cmp.Compare(players[b].Rating, players[a].Rating),
			cmp.Compare(foldName(players[a].Name), foldName(players[b].Name)))
	})
	return arrange(players, idx, DrawRecord{Method: DrawRating, Date: date})
}

// DrawVarmaNumbers gives the players the pairing numbers of a Varma draw
// (varma.Draw of the players' names and federations, with the generator of
// seed): 9 to 64 players, each with a federation.
func DrawVarmaNumbers(players []Player, seed uint64, date string) ([]Player, DrawRecord, error) {
	entrants := make([]varma.Entrant, len(players))
	for i, p := range players {
		if strings.TrimSpace(p.Federation) == "" {
			return nil, DrawRecord{}, fmt.Errorf("player %d (%s) has no federation: the Varma draw keeps apart the players of one federation", i+1, p.Name)
		}
		entrants[i] = varma.Entrant{Name: p.Name, Affinity: p.Federation}
	}
	d, err := varma.Draw(entrants, drawRand(seed))
	if err != nil {
		return nil, DrawRecord{}, err
	}
	at := map[string]int{}
	for i, p := range players {
		at[p.Name] = i
	}
	idx := make([]int, len(players))
	for _, dp := range d.Draw {
		i, ok := at[dp.Name]
		if !ok || dp.Number < 1 || dp.Number > len(players) {
			return nil, DrawRecord{}, fmt.Errorf("varma: the draw gave %s the number %d", dp.Name, dp.Number)
		}
		idx[dp.Number-1] = i
	}
	out, rec := arrange(players, idx, DrawRecord{Method: DrawVarma, Seed: seed, Date: date})
	return out, rec, nil
}

// arrange puts players[idx[k]] at pairing number k+1.
func arrange(players []Player, idx []int, rec DrawRecord) ([]Player, DrawRecord) {
	out := make([]Player, len(idx))
	rec.List = make([]int, len(idx))
	for k, i := range idx {
		out[k] = players[i]
		rec.List[k] = i + 1
	}
	return out, rec
}

// foldName is a name as a sort compares it: lower case, accents off the
// common Latin letters.
func foldName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if f, ok := unaccent[r]; ok {
			b.WriteString(f)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

var unaccent = func() map[rune]string {
	m := map[rune]string{}
	for base, marked := range map[string]string{"a": "àáâãäå", "c": "ç", "e": "èéêë", "i": "ìíîï", "n": "ñ",
		"o": "òóôõöø", "u": "ùúûü", "y": "ýÿ", "ae": "æ", "oe": "œ", "ss": "ß"} {
		for _, r := range marked {
			m[r] = base
		}
	}
	return m
}()

// drawMethods say each way of giving the pairing numbers, in words (the
// draw record sheet's other words are in labels.txt).
var drawMethods = [...]Text{
	DrawByLot: {"drawing of lots (FIDE C.05): every order equally likely, from the seed below (ChaCha8 generator)",
		"tirage au sort (FIDE C.05) : tous les ordres également probables, à partir de la graine ci-dessous (générateur ChaCha8)"},
	DrawRating: {"by rating, highest first (unrated last), then by name",
		"par Elo décroissant (non classés en dernier), puis par nom"},
	DrawVarma: {"restricted drawing of lots of FIDE C.05 Annex 2 (Varma tables), the players of one federation kept apart as far as can be, from the seed below",
		"tirage au sort restreint de la FIDE C.05 annexe 2 (tables de Varma), les joueurs d'une même fédération séparés autant que possible, à partir de la graine ci-dessous"},
}

// drawSheet writes the record sheet of a draw: the event, the method, the
// seed, the date, each player with the number drawn and his place in the
// list, and lines for the signatures; one portrait page up to 64 players.
func drawSheet(d DrawRecord, players []Player, n int, eventName string) func(b *book, s *sheet) (page, error) {
	return func(b *book, s *sheet) (page, error) {
		st, T := b.Style, b.Lang.T
		title, err := b.NewStyle(excelize.Style{Font: &excelize.Font{Bold: true, Size: 14},
			Alignment: &excelize.Alignment{Vertical: "center"}})
		if err != nil {
			return page{}, err
		}
		wrap, err := b.NewStyle(excelize.Style{Border: box("808080", 1),
			Alignment: &excelize.Alignment{Vertical: "center", WrapText: true}})
		if err != nil {
			return page{}, err
		}
		s.Value(1, 1, T(lblDrawTitle), title)
		s.Merge(1, 1, 5, 1)
		s.Height(1, 24)
		row := 3
		// A label over columns 1-2, its value over 2-5 wrapped (32
		// characters wide).
		field := func(label Text, v string) {
			s.Value(1, row, T(label), st.HeaderLeft)
			s.Style(2, row, 2, row, st.HeaderLeft)
			s.Merge(1, row, 2, row)
			s.Text(3, row, v, wrap)
			s.Style(4, row, 5, row, wrap)
			s.Merge(3, row, 5, row)
			s.Height(row, max(18, noteHeight(v, 30)))
			row++
		}
		field(lblDrawEvent, eventName)
		method := T(drawMethods[d.Method])
		field(lblDrawMethod, method)
		if d.Method != DrawRating {
			// Text: a seed past 2^53 would lose digits as a number.
			field(lblDrawSeed, strconv.FormatUint(d.Seed, 10))
		}
		field(lblDrawDate, d.Date)
		if d.Again != "" {
			field(lblDrawAgain, d.Again)
		}
		row++
		s.Value(1, row, T(lblDrawNo), st.Header)
		s.Value(2, row, T(lblName), st.Header)
		s.Value(3, row, T(lblRating), st.Header)
		s.Value(4, row, T(lblFederation), st.Header)
		s.Value(5, row, T(lblDrawListed), st.Header)
		s.Height(row, 30)
		for p := 1; p <= n; p++ {
			r := row + p
			s.playerCells(r, p, listed(players, p), st.Center, st.Cell, st.Center)
			if p <= len(d.List) {
				s.Value(5, r, d.List[p-1], st.Center)
			} else {
				s.Style(5, r, 5, r, st.Center)
			}
		}
		row += n + 2
		for _, sig := range []Text{lblDrawArbiter, lblDrawWitness} {
			s.Value(1, row, T(sig), 0)
			s.Merge(1, row, 5, row)
			s.Height(row+1, 40)
			row += 3
		}
		s.Widths(1, 10, 34, 8, 12, 12)
		return page{OnePage: true}, nil
	}
}

// drawStep is the record sheet of d for the players of a round robin of n,
// none without a draw.
func drawStep(d *DrawRecord, players []Player, n int, lang Lang, ev Event, info EventInfo) []step {
	if d == nil {
		return nil
	}
	name := info.Name
	if name == "" {
		name = ev.Title
	}
	return []step{fill(lang.T(sheetDraw), drawSheet(*d, players, n, name))}
}

// validDraw checks the draw of a family's players: every player listed,
// the record consistent.
func validDraw(p *problems, d *DrawRecord, n int, players []Player) {
	if d == nil {
		return
	}
	p.check(len(players) != n, "a draw of %d players listed for %d pairing numbers: a draw needs every player", len(players), n)
	err := d.Validate(len(players))
	p.check(err != nil, "%v", err)
}
