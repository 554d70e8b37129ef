package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/textdiff"
)

var update = flag.Bool("update", false, "rewrite sheets/labels_gen.go when stale")

// TestUpToDate regenerates sheets/labels_gen.go in memory from
// sheets/labels.txt: a stale file fails with its diff and the command that
// fixes it (the project's rule for generated code).
func TestUpToDate(t *testing.T) {
	in := filepath.Join("..", "..", "sheets", "labels.txt")
	out := filepath.Join("..", "..", "sheets", "labels_gen.go")
	f, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, err := run(f, in)
	if err != nil {
		t.Fatal(err)
	}
	have, _ := os.ReadFile(out) // missing: all of it is new
	if bytes.Equal(have, want) {
		return
	}
	if *update {
		if err := os.WriteFile(out, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("sheets/labels_gen.go is stale; run: go generate -run labelgen ./sheets (or go test ./internal/labelgen -run UpToDate -update)\n%s",
		textdiff.Head(textdiff.Unified("labels_gen.go (on disk)", "labels_gen.go (generated)", string(have), string(want)), 60))
}
