package trf

import "strings"

// IsFederation reports whether s is three capital letters A to Z, the form
// of FIDE's federation codes (FRA).
func IsFederation(s string) bool {
	if len(s) != 3 {
		return false
	}
	for i := range len(s) {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// ValidTimeCode reports whether s is an encoded time control of TRF-2026
// line 222: periods separated by colons, each [moves/]seconds[+increment]
// ("5400+30", "40/6000+30:900+30"), or the periods of white and black
// apart, "W…-B…" ("W300-B240").
func ValidTimeCode(s string) bool {
	if w, b, ok := strings.Cut(s, "-"); ok {
		return strings.HasPrefix(w, "W") && strings.HasPrefix(b, "B") && periods(w[1:]) && periods(b[1:])
	}
	return periods(s)
}

// periods reports whether s is [moves/]seconds[+increment] periods
// separated by colons.
func periods(s string) bool {
	for _, p := range strings.Split(s, ":") {
		if moves, rest, ok := strings.Cut(p, "/"); ok {
			if !digits(moves) {
				return false
			}
			p = rest
		}
		secs, inc, ok := strings.Cut(p, "+")
		if !digits(secs) || ok && !digits(inc) {
			return false
		}
	}
	return true
}

// digits reports whether s is one or more decimal digits.
func digits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}
