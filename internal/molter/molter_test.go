package molter

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func load(t *testing.T) *spec.Spec {
	t.Helper()
	sp, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

func TestScratch(t *testing.T) {
	sp := load(t)
	s, err := Build(sp, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range s.Problems {
		t.Log(p)
	}
	for _, c := range s.Configs {
		for _, p := range s.Check(c) {
			t.Log(p)
		}
	}
}

func TestScratchProve(t *testing.T) {
	sp := load(t)
	all, err := Prove(sp)
	for _, d := range all.Defects {
		t.Logf("defect %s: %d failing, searched %d", d.Defect.ID, len(d.Failing), d.Searched)
	}
	for _, p := range all.Errata {
		t.Logf("%s %v: %d failing, %d alternatives, chosen %d tie %v", p.Table, p.Errata[0].Printed, len(p.Failing), len(p.Alternatives), p.Chosen, p.Tie)
		for _, a := range p.Alternatives {
			t.Log("   ", a)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

func TestScratchReport(t *testing.T) {
	s, err := Build(load(t), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	s.WriteReport(&b)
	t.Log("\n" + b.String())
}
