package trf

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// TestValidTimeCode holds ValidTimeCode to the grammar of TRF-2026 line
// 222 written as a regular expression, on examples and on random strings
// of its alphabet.
func TestValidTimeCode(t *testing.T) {
	period := `(?:[0-9]+/)?[0-9]+(?:\+[0-9]+)?(?::(?:[0-9]+/)?[0-9]+(?:\+[0-9]+)?)*`
	re := regexp.MustCompile(`^(?:` + period + `|W` + period + `-B` + period + `)$`)
	for _, s := range []string{"5400+30", "40/6000+30:900+30", "W300-B240", "5400", "90+30:", "+30", "40/", "W300", "W300-240", "5400+30+1", ""} {
		if got, want := ValidTimeCode(s), re.MatchString(s); got != want {
			t.Errorf("ValidTimeCode(%q) = %v, want %v", s, got, want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "0123456789+/:-WB"
	for range 200000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteByte(alphabet[rng.IntN(len(alphabet))])
		}
		s := b.String()
		if got, want := ValidTimeCode(s), re.MatchString(s); got != want {
			t.Fatalf("ValidTimeCode(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestIsFederation(t *testing.T) {
	for s, want := range map[string]bool{"FRA": true, "BEL": true, "FID": true, "ENG": true, "XYZ": false, "FRANCE": false, "GBR": false, "fra": false, "FR": false, "FRAN": false, "FR1": false, "": false, "ÉTA": false} {
		if IsFederation(s) != want {
			t.Errorf("IsFederation(%q) = %v", s, !want)
		}
	}
}

// TestFederationsFile holds federations.txt to its form: comments, then
// "CODE Name" lines, the codes three capital letters, in order, each once,
// as many as the header says; the codes FIDE spells apart from ISO there.
func TestFederationsFile(t *testing.T) {
	prev, n := "", 0
	for i, l := range strings.Split(strings.TrimSuffix(federationsFile, "\n"), "\n") {
		if strings.HasPrefix(l, "#") {
			if n > 0 {
				t.Errorf("line %d: a comment among the codes", i+1)
			}
			continue
		}
		code, name, ok := strings.Cut(l, " ")
		if !ok || len(code) != 3 || strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" || name == "" || strings.TrimSpace(name) != name || code <= prev {
			t.Errorf("line %d: %q: want CODE Name, the codes in order, each once", i+1, l)
		}
		prev = code
		n++
	}
	if !strings.Contains(federationsFile, fmt.Sprintf("; %d codes.", n)) {
		t.Errorf("%d codes, and the header says otherwise", n)
	}
	for code, name := range map[string]string{"GER": "Germany", "SUI": "Switzerland", "NED": "Netherlands", "IRI": "Iran", "RSA": "South Africa", "FID": "FIDE", "ENG": "England", "SCO": "Scotland", "WLS": "Wales"} {
		if FederationName(code) != name {
			t.Errorf("FederationName(%q) = %q, want %q", code, FederationName(code), name)
		}
	}
	if h := FederationHint("france"); h != "France is FRA" {
		t.Errorf("FederationHint(france) = %q", h)
	}
}

func TestShortTimeCode(t *testing.T) {
	for s, want := range map[string]string{
		"90+30": "90+30: a base of 90 seconds; 90 minutes is 5400+30", "5400+30": "", "40/6000+30:900+30": "",
		"40/90+30:30+30": "40/90+30:30+30: a base of 90 seconds; 90 minutes is 5400+30", "W300-B240": "",
		"W5-B4": "W5-B4: a base of 5 seconds; 5 minutes is 300", "180+2": "", "179": "179: a base of 179 seconds",
		"40/7200:1800+30:60+30": "", // a last period of a minute: the base is two hours
	} {
		if got := ShortTimeCode(s); !strings.HasPrefix(got, want) || (want == "") != (got == "") {
			t.Errorf("ShortTimeCode(%q) = %q, want %q…", s, got, want)
		}
	}
}
