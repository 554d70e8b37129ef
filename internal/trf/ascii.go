package trf

import (
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// ASCII spells s in ASCII, as FIDE's rating database spells names: the
// letters that decompose lose their marks ("Étienne" → "Etienne"), the
// letters that do not decompose take their usual Latin spelling (undecomposed,
// below), typographic punctuation its plain form. ok is false, with the
// first character left, when some character has no ASCII spelling here.
//
// The whole file is written in ASCII so that its columns are bytes as well
// as characters: readers that count bytes (chesspairing and the pairing
// engines built the same way) and readers that count characters (FIDE TEC's
// tie-break checker) read the same fields.
func ASCII(s string) (ascii string, left rune, ok bool) {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case unicode.Is(unicode.Mn, r): // a mark the decomposition split off
		default:
			t, known := undecomposed[r]
			if !known {
				return "", r, false
			}
			b.WriteString(t)
		}
	}
	return b.String(), 0, true
}

// undecomposed spells the letters and signs that Unicode decomposition
// leaves whole.
var undecomposed = map[rune]string{
	'Ø': "O", 'ø': "o", 'ß': "ss", 'ẞ': "SS", 'Ł': "L", 'ł': "l", 'Æ': "AE", 'æ': "ae",
	'Œ': "OE", 'œ': "oe", 'Đ': "D", 'đ': "d", 'Ð': "D", 'ð': "d", 'Þ': "TH", 'þ': "th",
	'ı': "i", 'Ħ': "H", 'ħ': "h", 'Ŧ': "T", 'ŧ': "t", 'Ŀ': "L", 'ŀ': "l", 'ĸ': "k",
	'Ŋ': "N", 'ŋ': "n", 'Ɖ': "D", 'ƒ': "f", 'Ĳ': "IJ", 'ĳ': "ij", 'ŉ': "'n",
	'\u00a0': " ", '\u202f': " ", '\u2009': " ", // no-break, narrow no-break and thin spaces
	'‘': "'", '’': "'", 'ʼ': "'", '‚': ",", '“': `"`, '”': `"`, '„': `"`, '«': `"`, '»': `"`,
	'‐': "-", '‑': "-", '–': "-", '—': "-", '…': "...", '°': "o", '×': "x",
}

// asciiField is s in ASCII for the field what, refused (naming the field)
// when a character has no ASCII spelling.
func asciiField(what, s string) (string, error) {
	a, left, ok := ASCII(s)
	if !ok {
		return "", fmt.Errorf("%s %s: %q (%U) has no ASCII spelling, and a TRF is written in ASCII", what, quote(s), left, left)
	}
	return a, nil
}
