package main

import (
	"go/format"
	"strings"
	"testing"
)

// putRaw puts each text in place of its identifier, and refuses an
// identifier that is missing or there twice.
func TestPutRaw(t *testing.T) {
	raw := map[string]string{"phB": "[2]int{\n\t1, 2,\n}", "phA": `"x"`}
	got, err := putRaw([]byte("const a = phA\nvar b = phB\n"), raw)
	if err != nil {
		t.Fatal(err)
	}
	if want := "const a = \"x\"\nvar b = [2]int{\n\t1, 2,\n}\n"; string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
	for _, data := range []string{"const a = phA\n", "const a = phA\nvar b = phB\nvar c = phB\n"} {
		if _, err := putRaw([]byte(data), raw); err == nil || !strings.Contains(err.Error(), "phB is not once") {
			t.Errorf("%q: got %v, want phB is not once", data, err)
		}
	}
}

// rawLitText writes what gofmt writes, and declines what gofmt might lay
// out otherwise.
func TestRawLitText(t *testing.T) {
	lines := []litLine{{"2k=2", []string{"0", "1"}}, {"", []string{`"a b"`}}, {"x: [A: (1,2)]", []string{"0x3", "{1, 2}"}}}
	text, ok := rawLitText("[5]any", lines)
	if !ok {
		t.Fatal("declined")
	}
	src := "package p\n\nvar x = " + text + "\n"
	if out, err := format.Source([]byte(src)); err != nil || string(out) != src {
		t.Errorf("not as gofmt writes it (%v):\n%s\ngofmt:\n%s", err, src, out)
	}
	for _, bad := range [][]litLine{
		nil,
		{{"", nil}},
		{{"two\nlines", []string{"1"}}},
		{{"// mark", []string{"1"}}},
		{{"trailing ", []string{"1"}}},
		{{"", []string{"1 // c"}}},
		{{"", []string{"`raw`"}}},
	} {
		if _, ok := rawLitText("[1]int", bad); ok {
			t.Errorf("%q: written, want declined", bad)
		}
	}
}
