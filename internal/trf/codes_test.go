package trf

import (
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
	for s, want := range map[string]bool{"FRA": true, "BEL": true, "fra": false, "FR": false, "FRAN": false, "FR1": false, "": false, "ÉTA": false} {
		if IsFederation(s) != want {
			t.Errorf("IsFederation(%q) = %v", s, !want)
		}
	}
}
