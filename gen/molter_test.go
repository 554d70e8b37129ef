package main

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// Without one of its errata, the Molter system fails the run and names the
// broken cell; every Molter erratum is proven otherwise.
func TestMolterVerify(t *testing.T) {
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	proven, err := verifyMolter(s)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range s.Errata {
		if strings.HasPrefix(e.Document, "004_") {
			n++
		}
	}
	if len(proven) != n {
		t.Errorf("%d Molter errata proven, want %d", len(proven), n)
	}
	for i, e := range s.Errata {
		if e.Table != "004/17" {
			continue
		}
		s.Errata = append(s.Errata[:i:i], s.Errata[i+1:]...)
		_, err := verifyMolter(s)
		if err == nil || !strings.Contains(err.Error(), "molter 17 (7×12) round 2 board 42: C12 plays twice (boards 39 and 42)") {
			t.Errorf("without the erratum of 17: %v", err)
		}
		return
	}
	t.Fatal("no erratum of 004/17")
}
