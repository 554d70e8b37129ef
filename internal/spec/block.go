// Package spec holds the declarative description of every pairing system and
// the verbatim transcriptions of the tables printed in the source documents
// (../shared/seeds), together with the errata that correct them.
//
// The data lives in the *.spec files of this directory, embedded in the
// binary. Every file has the same block syntax, so that a Berger table, a
// Varma row, a Scheveningen table or a Molter table is written the same way:
//
//	# a comment, to the end of the line (only where '#' starts the line)
//	table 000/18                     <- a block: kind and name at column 0
//	  document 000_88b4201696a2c13a.txt
//	  players 18                     <- an indented field: key, then value
//	  row R1 1 – (18) 2 - 17 …       <- fields may repeat (rows keep their order)
//	end
//
// Each system declares itself once, with the same header and the same name
// for its range of sizes (players, teams or team members, inclusive):
//
//	system berger            <- berger, molter, varma, groups, rutsch,
//	  title …                   scheveningen or team
//	  sizes 2..64            <- the sizes the system serves (molter has none)
//	end
//
// The files of system X are X.spec and X_*.spec (X_errata.spec holds its
// errata); a generated file names the files it comes from and their hash
// (Spec.Hash), so that changing one system's files touches only its output.
// The spec says what is served; whether a size fits a packed table, and how
// far the tests sweep, are the generator's and the tests' concern.
//
// The generic layer (this file) only splits blocks and fields and remembers
// where each came from. The typed layers (berger.go, errata.go, …) decode the
// fields of the blocks they own and report every problem, not only the first,
// as "internal/spec/berger.spec:12: message". Every kind is listed in one
// table, decoders (spec.go).
package spec

import (
	"bufio"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Pos is a place in a spec file.
type Pos struct {
	File string // path relative to the module root, e.g. internal/spec/berger.spec
	Line int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d", p.File, p.Line) }

// Field is one indented line of a block: a key and the rest of the line.
type Field struct {
	Key   string
	Value string
	Pos   Pos
}

// Block is one record of a spec file.
type Block struct {
	Kind   string // the first word of the header: table, erratum, system, …
	Name   string // the rest of the header (may be empty)
	Pos    Pos
	Fields []Field
}

// ErrorList collects problems, each with its place; its Error method prints
// them one per line.
type ErrorList []error

// Addf records a problem at p.
func (l *ErrorList) Addf(p Pos, format string, args ...any) {
	*l = append(*l, fmt.Errorf("%s: %s", p, fmt.Sprintf(format, args...)))
}

// Err returns nil when the list is empty, the joined errors otherwise.
func (l ErrorList) Err() error { return errors.Join(l...) }

// maxLine is the longest line Parse reads (a bufio.Scanner's buffer, as
// it was read before).
const maxLine = 1 << 20

// Parse splits the text of one spec file into blocks. file is the name used
// in error messages. Syntax problems are collected, not fatal: the blocks that
// parse are returned with the error.
func Parse(file string, data []byte) ([]*Block, error) {
	var (
		errs   ErrorList
		blocks []*Block
		cur    *Block
	)
	// The lines are cut from one string (a line a bufio.Scanner would
	// allocate: the generator reads 2 MB of spec a run), with the
	// Scanner's limit of a line kept.
	text := string(data)
	line := 0
	for len(text) > 0 {
		next, rest, _ := strings.Cut(text, "\n")
		text = rest
		if len(next) > maxLine {
			errs.Addf(Pos{file, line}, "%v", bufio.ErrTooLong)
			break
		}
		line++
		pos := Pos{file, line}
		raw := strings.TrimRight(next, " \t\r")
		trimmed := strings.TrimLeft(raw, " \t")
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		indented := trimmed != raw
		switch {
		case !indented && trimmed == "end":
			if cur == nil {
				errs.Addf(pos, "end without a block")
			}
			cur = nil
		case !indented:
			if cur != nil {
				errs.Addf(cur.Pos, "%s %s: no end before line %d", cur.Kind, cur.Name, line)
			}
			kind, name, _ := strings.Cut(trimmed, " ")
			cur = &Block{Kind: kind, Name: strings.TrimSpace(name), Pos: pos}
			blocks = append(blocks, cur)
		default:
			if cur == nil {
				errs.Addf(pos, "field outside a block: %q", trimmed)
				continue
			}
			key, value, _ := strings.Cut(trimmed, " ")
			cur.Fields = append(cur.Fields, Field{Key: key, Value: strings.TrimSpace(value), Pos: pos})
		}
	}
	if cur != nil {
		errs.Addf(cur.Pos, "%s %s: no end before the end of the file", cur.Kind, cur.Name)
	}
	return blocks, errs.Err()
}

// Decoder reads the fields of one block, checking that each key is known and
// that single-valued keys appear once. Problems go to Errs.
type Decoder struct {
	B    *Block
	Errs *ErrorList
	used map[string]bool
}

// NewDecoder starts decoding b; keys lists every key the block may hold.
func NewDecoder(b *Block, errs *ErrorList, keys ...string) *Decoder {
	d := &Decoder{B: b, Errs: errs, used: map[string]bool{}}
	known := map[string]bool{}
	for _, k := range keys {
		known[k] = true
	}
	for _, f := range b.Fields {
		if !known[f.Key] {
			errs.Addf(f.Pos, "%s %s: unknown field %q (expected one of %s)", b.Kind, b.Name, f.Key, strings.Join(sortedCopy(keys), ", "))
		}
	}
	return d
}

func sortedCopy(s []string) []string {
	c := append([]string(nil), s...)
	sort.Strings(c)
	return c
}

// All returns every field with the key, in order.
func (d *Decoder) All(key string) []Field {
	var out []Field
	for _, f := range d.B.Fields {
		if f.Key == key {
			out = append(out, f)
		}
	}
	return out
}

// Opt returns the single field with the key, if present.
func (d *Decoder) Opt(key string) (Field, bool) {
	fs := d.All(key)
	if len(fs) > 1 {
		d.Errs.Addf(fs[1].Pos, "%s %s: field %q repeated (first at line %d)", d.B.Kind, d.B.Name, key, fs[0].Pos.Line)
	}
	if len(fs) == 0 {
		return Field{Pos: d.B.Pos}, false
	}
	return fs[0], true
}

// Str returns the value of a required single field.
func (d *Decoder) Str(key string) Field {
	f, ok := d.Opt(key)
	if !ok {
		d.Errs.Addf(d.B.Pos, "%s %s: missing field %q", d.B.Kind, d.B.Name, key)
	}
	return f
}

// Int returns the value of a required integer field within [lo, hi].
func (d *Decoder) Int(key string, lo, hi int) int {
	f, ok := d.Opt(key)
	if !ok {
		d.Errs.Addf(d.B.Pos, "%s %s: missing field %q", d.B.Kind, d.B.Name, key)
		return 0
	}
	return d.IntValue(f, lo, hi)
}

// MaxSize bounds every "sizes" range: the largest table the commands accept.
const MaxSize = 100000

// Sizes decodes the field "sizes LO..HI" with which every system declaration
// names the sizes it serves (players, teams or team members), LO being at
// least least. How many of them fit a packed table is the generator's
// concern, not the spec's.
func (d *Decoder) Sizes(least int) (lo, hi int) {
	f := d.Str("sizes")
	lo, hi, isRange, ok := cutRange(f.Value)
	if !isRange || !ok || lo < least || hi > MaxSize {
		d.Errs.Addf(f.Pos, "%s %s: sizes %q: want a range LO..HI with %d ≤ LO ≤ HI ≤ %d", d.B.Kind, d.B.Name, f.Value, least, MaxSize)
		return 0, 0
	}
	return lo, hi
}

// cutRange reads "a..b", or a single number a (then b = a); ok is false
// unless both are numbers and a ≤ b.
func cutRange(w string) (a, b int, isRange, ok bool) {
	x, y, isRange := strings.Cut(w, "..")
	a, err1 := strconv.Atoi(x)
	b, err2 := a, error(nil)
	if isRange {
		b, err2 = strconv.Atoi(y)
	}
	return a, b, isRange, err1 == nil && err2 == nil && a <= b
}

// YesNo returns the value of a required field that reads yes or no.
func (d *Decoder) YesNo(key string) bool {
	f := d.Str(key)
	if f.Value != "yes" && f.Value != "no" {
		d.Errs.Addf(f.Pos, "%s %s: %s %q: want yes or no", d.B.Kind, d.B.Name, key, f.Value)
	}
	return f.Value == "yes"
}

// IntValue parses f's value as an integer within [lo, hi].
func (d *Decoder) IntValue(f Field, lo, hi int) int {
	n, err := strconv.Atoi(f.Value)
	if err != nil || n < lo || n > hi {
		d.Errs.Addf(f.Pos, "%s %s: %s %q: want a whole number from %d to %d", d.B.Kind, d.B.Name, f.Key, f.Value, lo, hi)
		return 0
	}
	return n
}
