// Package spectest holds what the tests of the systems' doc packages share:
// loading the spec, and checking that a system proved exactly its errata.
package spectest

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// Load returns the embedded spec, or fails the test.
func Load(t testing.TB) *spec.Spec {
	t.Helper()
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// AllProven checks that proven holds every erratum of s whose table id
// contains part ("/varma-"), and nothing else, and that there is one.
func AllProven(t testing.TB, s *spec.Spec, proven []*spec.Erratum, part string) {
	t.Helper()
	got := map[*spec.Erratum]bool{}
	for _, e := range proven {
		got[e] = true
	}
	mine := 0
	for _, e := range s.Errata {
		if strings.Contains(e.Table, part) {
			mine++
			if !got[e] {
				t.Errorf("%s: erratum for %s not proven", e.Pos, e.Table)
			}
		}
	}
	if mine != len(proven) || mine == 0 {
		t.Errorf("%d errata of %s tables, %d proven", mine, part, len(proven))
	}
}

// Verified loads the spec, applies edits to it, and runs verify (a doc
// package's Verify) on it; an error fails the test.
func Verified[M any](t testing.TB, verify func(*spec.Spec) (M, error), edits ...func(*spec.Spec)) (*spec.Spec, M) {
	t.Helper()
	s := Load(t)
	for _, e := range edits {
		e(s)
	}
	m, err := verify(s)
	if err != nil {
		t.Fatal(err)
	}
	return s, m
}

// Refused checks that verify refuses the spec once edits change it, with an
// error that holds want; name names the case.
func Refused[M any](t testing.TB, name string, verify func(*spec.Spec) (M, error), want string, edits ...func(*spec.Spec)) {
	t.Helper()
	s := Load(t)
	for _, e := range edits {
		e(s)
	}
	if _, err := verify(s); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: want %q, got %v", name, want, err)
	}
}
