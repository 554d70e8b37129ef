package cli

import (
	"fmt"
	"io"
	"strings"
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
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r >= 0x80 && r < 0xa0:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
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
