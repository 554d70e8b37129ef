package varmadoc

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func TestExpVerify(t *testing.T) {
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Verify(s)
	t.Logf("err: %v", err)
	for _, d := range rep.Disagreements {
		t.Log("DIS ", d)
	}
	for _, d := range rep.Summary {
		t.Log("SUM ", d)
	}
	for _, r := range rep.Static {
		t.Log("STATIC ", r.M, r.Source, r.Groups)
	}
}

func TestExpAlt(t *testing.T) {
	s, _ := spec.Load()
	rep, _ := Verify(s)
	for _, r := range append(rep.Varma, rep.Groups...) {
		if r.Errata != nil {
			t.Logf("%s cost %d alternatives %d", r.ID, r.Cost, r.Alternatives)
		}
	}
}
