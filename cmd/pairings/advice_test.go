package main

import (
	"strings"
	"testing"
)

// Where the document has no table for the rounds asked, or its table
// grades below the constructed one, pairings molter names the constructed
// table, its grade and the flag; -source best takes the better one.
func TestMolterGuidance(t *testing.T) {
	code, _, errs := call("molter", "9", "4", "-rounds", "5")
	if code != 2 || !strings.Contains(errs, "Tableau 26 plays 1 to 3 rounds; the constructed table serves 9 teams of 4 players over 5 rounds at grade A: -source constructed (or -source best)") {
		t.Errorf("9 4 -rounds 5: exit %d %q", code, errs)
	}
	code, _, errs = call("molter", "13", "12", "-rounds", "3")
	if code != 0 || !strings.Contains(errs, "note: Tableau 42 over 3 rounds grades D (B(1,2,3,4)); the constructed table serves 13 teams of 12 players over 3 rounds at grade A") {
		t.Errorf("13 12 -rounds 3: exit %d %q", code, errs)
	}
	code, out, errs := call("molter", "13", "12", "-rounds", "3", "-source", "best")
	if code != 0 || !strings.Contains(out, "Source: constructed (search); 3 rounds; grade A") || errs != "" {
		t.Errorf("-source best: exit %d %q %q", code, out, errs)
	}
	code, out, _ = call("molter", "9", "4", "-rounds", "5", "-source", "best")
	if code != 0 || !strings.Contains(out, "Source: constructed (search); 5 rounds") {
		t.Errorf("9 4 -rounds 5 -source best: exit %d %q", code, out)
	}
}
