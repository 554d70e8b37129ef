package csvin

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// The bounds of a user's file. A player or team list of the commands holds
// at most some hundred rows of short names: the bounds are generous for
// that and keep a wrong file (a device, a log, a binary) from filling the
// memory or the workbook.
const (
	MaxBytes = 1 << 20 // the file's size, once decoded to UTF-8
	MaxLines = 10000   // its lines
	MaxField = 200     // the characters of one field (a name, a club)
)

// Encoding is how a file's bytes are read: UTF8 (the default, the zero
// value) also reads UTF-16 with a byte-order mark, as Excel's "Unicode
// text" writes it; Latin1 reads each byte as one character of
// Windows-1252, the superset of ISO 8859-1 that older federation tools and
// spreadsheets in Western European locales write (the WHATWG encoding
// standard gives the label "latin1" the same meaning).
type Encoding int

const (
	UTF8 Encoding = iota
	Latin1
)

// Encodings is what ParseEncoding accepts, for the help.
const Encodings = "utf-8 or latin1"

// ParseEncoding reads the value of -encoding: utf-8 (utf8) or latin1
// (iso-8859-1, windows-1252, cp1252), in any case.
func ParseEncoding(s string) (Encoding, error) {
	switch strings.ToLower(s) {
	case "utf-8", "utf8", "":
		return UTF8, nil
	case "latin1", "latin-1", "iso-8859-1", "iso8859-1", "windows-1252", "cp1252":
		return Latin1, nil
	}
	return UTF8, fmt.Errorf("encoding %q: want %s", s, Encodings)
}

func (e Encoding) String() string {
	if e == Latin1 {
		return "latin1"
	}
	return "utf-8"
}

// Byte-order marks.
var (
	bomUTF8    = []byte{0xef, 0xbb, 0xbf}
	bomUTF16LE = []byte{0xff, 0xfe}
	bomUTF16BE = []byte{0xfe, 0xff}
)

// hint ends the message of a file that is not UTF-8.
const hint = "save the file as UTF-8 (CSV UTF-8 in Excel), or give -encoding latin1 if it was written in Latin-1 or Windows-1252"

// Decode reads the whole of r, at most MaxBytes, and returns it as UTF-8
// text: a byte-order mark decides (UTF-8, UTF-16 LE or BE) and is dropped;
// without one, enc does. It refuses, naming the file and the line, what
// would reach a workbook garbled or invisible: invalid UTF-8 or UTF-16, a
// NUL or another control character (tab, line feed and carriage return
// apart), the replacement character U+FFFD (the mark of an earlier
// conversion that lost characters), the noncharacters U+FFFE and U+FFFF
// (XML cannot hold them), more than MaxLines lines.
func Decode(r io.Reader, name string, enc Encoding) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, 2*MaxBytes+3))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	switch {
	case bytes.HasPrefix(data, bomUTF8):
		data = data[len(bomUTF8):]
	case bytes.HasPrefix(data, bomUTF16LE), bytes.HasPrefix(data, bomUTF16BE):
		if data, err = fromUTF16(data[2:], data[0] == 0xff, name); err != nil {
			return nil, err
		}
	case enc == Latin1:
		if len(data) > MaxBytes { // checked before decoding, which may double it
			return nil, tooLarge(name)
		}
		if utf8.Valid(data) && !ascii(data) {
			return nil, fmt.Errorf("%s: already UTF-8: leave out -encoding latin1, which would garble its accented letters", name)
		}
		if data, err = charmap.Windows1252.NewDecoder().Bytes(data); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	if len(data) > MaxBytes {
		return nil, tooLarge(name)
	}
	if err := check(data, name); err != nil {
		return nil, err
	}
	return data, nil
}

func tooLarge(name string) error {
	return fmt.Errorf("%s: more than %d bytes: not a player or team list", name, MaxBytes)
}

// fromUTF16 decodes UTF-16 (little-endian when le) into UTF-8.
func fromUTF16(b []byte, le bool, name string) ([]byte, error) {
	if len(b)%2 != 0 {
		return nil, fmt.Errorf("%s: UTF-16 (by its byte-order mark) but an odd number of bytes: the file is cut or not UTF-16", name)
	}
	u := make([]uint16, len(b)/2)
	for i := range u {
		if le {
			u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
		} else {
			u[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
		}
	}
	var out []byte
	line := 1
	for i := 0; i < len(u); i++ {
		r := rune(u[i])
		switch {
		case utf16.IsSurrogate(r) && i+1 < len(u) && utf16.DecodeRune(r, rune(u[i+1])) != utf8.RuneError:
			r = utf16.DecodeRune(r, rune(u[i+1]))
			i++
		case utf16.IsSurrogate(r):
			return nil, fmt.Errorf("%s:%d: invalid UTF-16 (an unpaired surrogate %#04x): %s", name, line, u[i], hint)
		case r == '\n':
			line++
		}
		out = utf8.AppendRune(out, r)
	}
	return out, nil
}

// errLine is a problem of the decoded text at a line.
func errLine(name string, line int, format string, a ...any) error {
	return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, a...))
}

// check refuses what Decode refuses in text already decoded.
func check(data []byte, name string) error {
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			if bytes.Count(data, []byte{0}) > len(data)/4 { // no BOM, every other byte NUL
				return errLine(name, line, "not UTF-8 but UTF-16 without a byte-order mark: %s", hint)
			}
			return errLine(name, line, "not valid UTF-8 (byte %#02x, column %d): %s", data[i], col, hint)
		case r == 0:
			if bytes.Count(data, []byte{0}) > len(data)/4 {
				return errLine(name, line, "UTF-16 without a byte-order mark (NUL bytes): %s", hint)
			}
			return errLine(name, line, "a NUL byte (column %d): not a text file?", col)
		case r == '\n':
			if line++; line > MaxLines {
				return errLine(name, line, "more than %d lines: not a player or team list", MaxLines)
			}
			col = 0
		case r == '\t' || r == '\r':
		case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0:
			return errLine(name, line, "a control character %U (column %d): remove it", r, col)
		case r == 0xfffe || r == 0xffff:
			return errLine(name, line, "a noncharacter %U (column %d), which a workbook cannot hold: remove it", r, col)
		case r == utf8.RuneError:
			return errLine(name, line, "a replacement character U+FFFD (column %d): an earlier conversion lost the character that stood there; correct it, or save the file again from its source as UTF-8", col)
		case r == '_' && xEscape(data[i:]):
			return errLine(name, line, "%s (column %d) is how a workbook escapes a character: a spreadsheet would show another text; write it otherwise", data[i:i+7], col)
		}
		i += size
		col++
	}
	return nil
}

// xEscape reports whether b starts with _xHHHH_, OOXML's escape of a
// character in cell text, which every reader decodes ("_x0041_" is "A").
func xEscape(b []byte) bool {
	if len(b) < 7 || b[1] != 'x' || b[6] != '_' {
		return false
	}
	_, err := strconv.ParseUint(string(b[2:6]), 16, 16)
	return err == nil
}

func ascii(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}
