package sheets

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/csvin"
)

// MaxRating bounds a rating read from a player list.
const MaxRating = 4000

// ReadPlayers reads a player list: a header row naming the columns, then one
// player per row in pairing-number order. The columns name (required),
// rating and federation are read, whatever their order and case; other
// columns are ignored. Commas or semicolons separate the fields (spreadsheets
// in French locales write semicolons); a UTF-8 byte-order mark is skipped.
// Every error names the input and the line: "players.csv:4: ...".
func ReadPlayers(r io.Reader, name string) ([]Player, error) {
	cr, err := csvin.NewReader(r, name)
	if err != nil {
		return nil, err
	}
	fail := func(line int, format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
	}
	header, err := cr.Read()
	if err == io.EOF {
		return nil, fmt.Errorf("%s: empty, want a header row with a name column", name)
	}
	if err != nil {
		return nil, csvin.Error(name, err)
	}
	col := map[string]int{"name": -1, "rating": -1, "federation": -1}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		if j, ok := col[h]; ok {
			if j >= 0 {
				return nil, fail(1, "column %q appears twice", h)
			}
			col[h] = i
		}
	}
	if col["name"] < 0 {
		return nil, fail(1, "no column \"name\" in the header %q", strings.Join(header, string(cr.Comma)))
	}
	var players []Player
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, csvin.Error(name, err)
		}
		line, _ := cr.FieldPos(0)
		field := func(k string) string {
			if i := col[k]; i >= 0 && i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		p := Player{Name: field("name"), Federation: field("federation")}
		if p.Name == "" {
			return nil, fail(line, "no name")
		}
		if s := field("rating"); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 || n > MaxRating {
				return nil, fail(line, "rating %q is not a whole number from 0 to %d", s, MaxRating)
			}
			p.Rating = n
		}
		if len(players) == MaxPlayers {
			return nil, fail(line, "more than %d players", MaxPlayers)
		}
		players = append(players, p)
	}
	return players, nil
}
