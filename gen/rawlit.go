package main

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// A litLine is one line of a composite literal's elements, with the comment
// on the line above it ("" for none).
type litLine struct {
	comment string
	elems   []string // each element's source, e.g. 3 or "B(1,5)" or {1, 2}
}

// rawVar writes var name = typ{…}, one litLine a line, as gofmt lays it
// out: the text is put in place of an identifier once the file is
// formatted (as bytesConst does), since go/format spends most of the
// generator's rendering on long literals of small elements (the groups'
// 50,000 numbers). A literal rawLitText cannot write as gofmt would goes
// through go/format (Custom(multi, …)). TestGolden holds every generated
// file to gofmt's layout.
func (f *genFile) rawVar(name, typ string, lines []litLine) {
	text, ok := rawLitText(typ, lines)
	if !ok {
		var rows []Code
		for _, l := range lines {
			var row []Code
			for _, e := range l.elems {
				row = append(row, Id(e))
			}
			c := List(row...)
			if l.comment != "" {
				c = Comment(l.comment).Line().Add(c)
			}
			rows = append(rows, c)
		}
		f.File.Var().Id(name).Op("=").Id(typ).Custom(multi, rows...)
		return
	}
	ph := "rawVarPlaceholder_" + name
	f.File.Var().Id(name).Op("=").Id(ph)
	if f.raw == nil {
		f.raw = map[string]string{}
	}
	f.raw[ph] = text
}

// rawLitText is typ{ then each line's comment and elements on lines of
// their own, indented by a tab, each line ending with a comma, then }. It
// reports false where gofmt might lay the literal out otherwise: no lines,
// a line without elements, a comment as in bytesConstText, an element that
// is not one line without a comment mark or spans more than it looks.
func rawLitText(typ string, lines []litLine) (string, bool) {
	if len(lines) == 0 || strings.ContainsAny(typ, "\n\r") {
		return "", false
	}
	size := len(typ) + 3
	for _, l := range lines {
		if len(l.elems) == 0 {
			return "", false
		}
		if c := l.comment; c != "" {
			if strings.ContainsAny(c, "\n\r\f\v") || strings.HasPrefix(c, "//") || strings.HasPrefix(c, "/*") ||
				strings.TrimSpace(c) != c {
				return "", false
			}
			size += len(c) + 5
		}
		for _, e := range l.elems {
			if e == "" || strings.ContainsAny(e, "\n\r\f\v`") || strings.Contains(e, "//") || strings.Contains(e, "/*") {
				return "", false
			}
			size += len(e) + 2
		}
		size += 2
	}
	var b strings.Builder
	b.Grow(size)
	b.WriteString(typ)
	b.WriteByte('{')
	for _, l := range lines {
		if l.comment != "" {
			b.WriteString("\n\t// ")
			b.WriteString(l.comment)
		}
		b.WriteString("\n\t")
		for i, e := range l.elems {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(e)
		}
		b.WriteByte(',')
	}
	b.WriteString("\n}")
	return b.String(), true
}

// litInts spells each of xs as jennifer's Lit does.
func litInts(xs []int) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strconv.Itoa(x)
	}
	return out
}

// putRaw puts each text of raw in place of its identifier in the formatted
// file data, in one copy (the Molter data hold megabytes of bytes
// constants); each identifier must be in data once.
func putRaw(data []byte, raw map[string]string) ([]byte, error) {
	if len(raw) == 0 {
		return data, nil
	}
	type place struct {
		at int
		ph string
	}
	var places []place
	size := len(data)
	for _, ph := range slices.Sorted(maps.Keys(raw)) { // the first missing named, always the same
		text := raw[ph]
		i := bytes.Index(data, []byte(ph))
		if i < 0 || bytes.Contains(data[i+len(ph):], []byte(ph)) {
			return nil, fmt.Errorf("%s is not once in the formatted file", ph)
		}
		places = append(places, place{i, ph})
		size += len(text) - len(ph)
	}
	slices.SortFunc(places, func(a, b place) int { return a.at - b.at })
	out := make([]byte, 0, size)
	last := 0
	for _, p := range places {
		if p.at < last {
			return nil, fmt.Errorf("%s overlaps another identifier in the formatted file", p.ph)
		}
		out = append(out, data[last:p.at]...)
		out = append(out, raw[p.ph]...)
		last = p.at + len(p.ph)
	}
	return append(out, data[last:]...), nil
}
