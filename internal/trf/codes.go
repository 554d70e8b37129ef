package trf

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// federationsFile is FIDE's list of federations (federations.txt says
// where it comes from): a line "CODE Name" each, # for comments.
//
//go:embed federations.txt
var federationsFile string

// federations maps each FIDE code to its federation's name; byName maps
// the names, in capitals and without accents, to the codes.
var federations, byName = func() (map[string]string, map[string]string) {
	codes, names := map[string]string{}, map[string]string{}
	for _, l := range strings.Split(federationsFile, "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		code, name, _ := strings.Cut(l, " ")
		codes[code] = name
		names[strings.ToUpper(name)] = code
	}
	return codes, names
}()

// IsFederation reports whether s is the code of one of FIDE's federations
// (FRA, or FID for a player under FIDE's flag), as federations.txt lists
// them.
func IsFederation(s string) bool {
	_, ok := federations[s]
	return ok
}

// FederationName is the English name of the federation of code ("France"
// for FRA), "" for a code that is not FIDE's.
func FederationName(code string) string {
	return federations[code]
}

// FederationHint says what a federation s that is not a FIDE code may
// have meant, for a message: "France is FRA" when s names a federation in
// English, "" otherwise.
func FederationHint(s string) string {
	if code, ok := byName[strings.ToUpper(strings.TrimSpace(s))]; ok {
		return fmt.Sprintf("%s is %s", federations[code], code)
	}
	return ""
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

// ShortTimeCode says why an encoded time control s (ValidTimeCode) is
// refused though well formed: a base (the first period of each side) under
// three minutes, which is a time control typed in minutes where TRF-2026
// counts seconds ("90+30: a base of 90 seconds; 90 minutes is 5400+30");
// "" when the base is three minutes or more, as every game is that FIDE
// rates, blitz (3+2) the shortest.
func ShortTimeCode(s string) string {
	for _, side := range strings.Split(s, "-") {
		p, _, _ := strings.Cut(strings.TrimLeft(side, "WB"), ":")
		if _, rest, ok := strings.Cut(p, "/"); ok {
			p = rest
		}
		secs, inc, _ := strings.Cut(p, "+")
		n, err := strconv.Atoi(secs)
		if err != nil || n >= minBase {
			continue
		}
		meant := strconv.Itoa(n * 60)
		if inc != "" {
			meant += "+" + inc
		}
		return fmt.Sprintf("%s: a base of %d seconds; %d minutes is %s (TRF-2026 line 222 counts seconds)", s, n, n, meant)
	}
	return ""
}

// minBase is the shortest base ShortTimeCode takes, in seconds.
const minBase = 180
