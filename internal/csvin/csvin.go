// Package csvin reads the CSV files users give the commands (player and
// team lists), the same way for every command: bounded (MaxBytes,
// MaxLines, MaxField), decoded (UTF-8, UTF-16 by its byte-order mark, or
// Latin-1 when asked), every character checked (no NUL, control character
// or U+FFFD reaches a workbook), the separator found from the first line,
// and every error naming the file and the line. ReadPlayers and ReadTeams
// read the lists with a header row, whose headers may be English or French
// in any case and with or without accents (Column lists them); ReadEntrants
// reads the entrants of a drawing of lots.
package csvin

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/toutesrondes/toutesrondes/internal/entrant"
)

// Reader is a csv.Reader over a user's file whose Read refuses a field
// longer than MaxField characters.
type Reader struct {
	*csv.Reader
}

// NewReader reads a user's CSV file, decoded by Decode (bounded, a
// byte-order mark honoured, enc without one, every character checked): the
// separator is the semicolon when the first line has more of them than
// commas (spreadsheets in French locales write semicolons), the tab when it
// has more tabs than either (Excel's "Unicode text"); rows may have any
// number of fields.
func NewReader(r io.Reader, name string, enc Encoding) (*Reader, error) {
	data, err := Decode(r, name, enc)
	if err != nil {
		return nil, err
	}
	cr := csv.NewReader(bytes.NewReader(data))
	first, _, _ := bytes.Cut(data, []byte("\n"))
	commas, semis, tabs := bytes.Count(first, []byte(",")), bytes.Count(first, []byte(";")), bytes.Count(first, []byte("\t"))
	switch {
	case tabs > commas && tabs > semis:
		cr.Comma = '\t'
	case semis > commas:
		cr.Comma = ';'
	}
	cr.FieldsPerRecord = -1
	return &Reader{cr}, nil
}

// Read reads a record as csv.Reader does and refuses a field longer than
// MaxField characters or holding a tab or a line break (within quotes), as
// a *csv.ParseError (Error gives
// it the file and line).
func (r *Reader) Read() ([]string, error) {
	rec, err := r.Reader.Read()
	if err != nil {
		return rec, err
	}
	for i, f := range rec {
		var problem string
		if n := utf8.RuneCountInString(f); n > MaxField {
			problem = fmt.Sprintf("field %d is %d characters long, at most %d", i+1, n, MaxField)
		} else if strings.ContainsRune(f, '\t') {
			problem = fmt.Sprintf("field %d holds a tab", i+1)
		} else if strings.ContainsAny(f, "\r\n") { // inside quotes
			problem = fmt.Sprintf("field %d holds a line break", i+1)
		}
		if problem != "" {
			line, col := r.FieldPos(i)
			return nil, &csv.ParseError{StartLine: line, Line: line, Column: col, Err: errors.New(problem)}
		}
	}
	return rec, nil
}

// Error turns encoding/csv's error into "name:line: message".
func Error(name string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s:%d: %v", name, pe.Line, pe.Err)
	}
	return fmt.Errorf("%s: %w", name, err)
}

// ReadEntrants reads the players of a drawing of lots: one a line, name then
// affinity (federation, club, town … code; may be empty), as `pairings
// varma-draw` reads them; or, when the first line is a header naming a
// column "name", the columns name and affinity (or federation, or club) of
// a player list such as `mkxlsx berger -players` reads, its headers in
// English or French as ReadPlayers reads them (nom, affinité, fédération).
// Commas or semicolons separate the fields; at most max players. Every
// error names the input and the line.
func ReadEntrants(r io.Reader, name string, enc Encoding, max int) ([]entrant.Entrant, error) {
	cr, err := NewReader(r, name, enc)
	if err != nil {
		return nil, err
	}
	cr.TrimLeadingSpace = true
	fail := func(line int, format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
	}
	nameCol, firstCol, affCol, header := 0, -1, 1, false
	lineOf := map[string]int{} // name -> line
	var out []entrant.Entrant
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, Error(name, err)
		}
		line, _ := cr.FieldPos(0)
		if blank(rec) { // an empty line, or separators alone (";;;") as Excel leaves them
			continue
		}
		if line == 1 {
			cols := map[Column]int{}
			for i, h := range rec {
				if c := HeaderColumn(h); c != Unknown {
					if _, dup := cols[c]; !dup {
						cols[c] = i
					}
				}
			}
			if i, ok := cols[Name]; ok {
				header, nameCol, affCol = true, i, -1
				if j, ok := cols[FirstName]; ok {
					firstCol = j
				}
				for _, k := range []Column{Affinity, Federation, Club} {
					if j, ok := cols[k]; ok {
						affCol = j
						break
					}
				}
				if affCol < 0 {
					return nil, fail(1, "no column \"affinity\" (or federation, or club) in the header %q", strings.Join(rec, string(cr.Comma)))
				}
				continue
			}
		}
		if !header && len(rec) != 2 {
			return nil, fail(line, "want two fields, name and affinity, got %d", len(rec))
		}
		field := func(i int) string {
			if i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		e := entrant.Entrant{Name: field(nameCol), Affinity: field(affCol)}
		if e.Name != "" && firstCol >= 0 {
			e.Name = strings.TrimSpace(e.Name + " " + field(firstCol))
		}
		if e.Name == "" {
			return nil, fail(line, "a player without a name")
		}
		if at, dup := lineOf[e.Name]; dup {
			return nil, fail(line, "%s is listed twice (line %d): the drawing order needs distinct names", e.Name, at)
		}
		lineOf[e.Name] = line
		if len(out) == max {
			return nil, fail(line, "more than %d players", max)
		}
		out = append(out, e)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no players", name)
	}
	return out, nil
}
