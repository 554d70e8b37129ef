package main

import (
	"bytes"
	"go/format"
	"os"
	"path"
	"path/filepath"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/textdiff"
)

// TestGolden runs each system on the tiny spec of testdata/<system>/ and
// compares its files with the .golden files there, byte for byte (go test
// ./gen -update rewrites them): a reviewer reads input and output side by
// side.
func TestGolden(t *testing.T) {
	t.Parallel()
	for _, sys := range systems {
		t.Run(sys.name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join("testdata", sys.name)
			s, err := spec.LoadFS(os.DirFS(dir), ".")
			if err != nil {
				t.Fatal(err)
			}
			files, err := generate(s, []system{sys})
			if err != nil {
				t.Fatal(err)
			}
			want, _ := filepath.Glob(filepath.Join(dir, "*.golden"))
			if len(want) != len(files) && !*update {
				t.Errorf("%d files generated, %d golden files", len(files), len(want))
			}
			for name, got := range files {
				// The literals written as text (bytesConst, rawVar) must be
				// as gofmt lays them out.
				if formatted, err := format.Source(got); err != nil || !bytes.Equal(formatted, got) {
					t.Errorf("%s is not as gofmt writes it (%v)\n%s", name, err, textdiff.Unified(name+" (generated)", name+" (gofmt)", string(got), string(formatted)))
				}
				golden := filepath.Join(dir, path.Base(name)+".golden")
				if *update {
					if err := os.WriteFile(golden, got, 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				exp, err := os.ReadFile(golden)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, exp) {
					t.Errorf("%s differs from %s; if the change is meant, run: go test ./gen -run Golden -update\n%s", name, golden,
						textdiff.Unified(golden, name+" (generated)", string(exp), string(got)))
				}
			}
		})
	}
}
