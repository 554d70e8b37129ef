package molter

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestExplore lists, for MOLTER_EXPLORE="table k [partial]", the corrections
// of k cells that pass (a tool for writing errata, not a check): e.g.
// MOLTER_EXPLORE="004/40 2" go test ./internal/molter -run Explore -v.
func TestExplore(t *testing.T) {
	arg := os.Getenv("MOLTER_EXPLORE")
	if arg == "" {
		t.Skip()
	}
	w := strings.Fields(arg)
	k, _ := strconv.Atoi(w[1])
	sp := load(t)
	base, err := Build(sp, Options{})
	if err != nil {
		t.Fatal(err)
	}
	failing, alts, err := search(sp, Options{Defective: true}, w[0], k, base.Quotes(), len(w) > 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range failing {
		t.Log(p)
	}
	for _, a := range alts {
		t.Log("PASS", a, a.Confirms, a.Contradicts)
	}
	t.Log(len(alts), "alternatives")
}
