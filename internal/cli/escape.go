package cli

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// Control characters never reach a terminal raw: a name or a path from the
// user that holds an escape sequence could otherwise move the cursor,
// recolour or retitle the terminal, or hide part of a message. Escape
// writes them visibly; everything the framework prints on standard error,
// and the text outputs (WriteText), go through it.

// Escape returns s with its control characters other than newline and tab
// (C0, DEL and C1) written as \xNN or \uNNNN, and each byte of invalid
// UTF-8 as \xNN; s itself when it has none, which is the usual case.
func Escape(s string) string {
	if clean(s) {
		return s
	}
	return escape(s, func(r rune) bool {
		return r == '\n' || r == '\t' || !(r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0)
	})
}

// escape returns s with each character that keep refuses written as \xNN
// (ASCII), \uNNNN or \UNNNNNNNN, and each byte of invalid UTF-8 as \xNN.
func escape(s string, keep func(r rune) bool) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case keep(r):
			b.WriteString(s[i : i+size])
		case r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
		i += size
	}
	return b.String()
}

// clean reports whether s is valid UTF-8 without control characters other
// than newline and tab.
func clean(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x80 {
			if c < 0x20 && c != '\n' && c != '\t' || c == 0x7f {
				return false
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || r < 0xa0 {
			return false
		}
		i += size - 1
	}
	return true
}

// escapeWriter escapes what is written through it (each Write on its own:
// the framework writes whole messages).
type escapeWriter struct{ w io.Writer }

func (e escapeWriter) Write(p []byte) (int, error) {
	if clean(string(p)) {
		return e.w.Write(p)
	}
	if _, err := io.WriteString(e.w, Escape(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// EscapeField returns s with every character that is not graphic (a
// letter, a mark, a number, a punctuation, a symbol or a space) written as
// \xNN or \uNNNN, line breaks, tabs, U+2028 and the bidirectional controls
// included, and each byte of invalid UTF-8 as \xNN: a value from a file
// (a name in a workbook) printed in a column of text stays on its line and
// in its column.
func EscapeField(s string) string {
	if graphic(s) {
		return s
	}
	return escape(s, unicode.IsGraphic)
}

// graphic reports whether s is valid UTF-8 of graphic characters only.
func graphic(s string) bool {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return false
			}
		}
		if !unicode.IsGraphic(r) {
			return false
		}
	}
	return true
}

// escapeJSON writes the characters of encoded JSON that are not graphic as
// \uNNNN (two for a character beyond U+FFFF). encoding/json escapes the C0
// controls, U+2028 and U+2029 already, not DEL, the C1 controls nor the
// bidirectional ones; outside its strings JSON holds only ASCII, spaces
// and line feeds, so every other character is inside a string, where the
// escape means the same character.
func escapeJSON(data []byte) []byte {
	if graphic(strings.ReplaceAll(string(data), "\n", "")) {
		return data
	}
	var b []byte
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == '\n' || unicode.IsGraphic(r):
			b = append(b, data[i:i+size]...)
		case r > 0xffff:
			r1, r2 := utf16.EncodeRune(r)
			b = fmt.Appendf(b, `\u%04x\u%04x`, r1, r2)
		default:
			b = fmt.Appendf(b, `\u%04x`, r)
		}
		i += size
	}
	return b
}
