// Command gen builds every pairing table declared in internal/spec, verifies
// it, and writes the static tables of package tables.
//
// Usage (from the module root, or through go generate):
//
//	go run ./gen [-dir tables] [-check]
//
// The run has four steps, each of which stops the run with every problem it
// found: load the spec (errors as file:line), build and verify every system
// (invariants, document cells, errata proofs), emit Go source with jennifer,
// and write the files (only those whose bytes changed). With -check nothing is
// written and the exit status is 1 when tables/ is stale.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	dir := flag.String("dir", "tables", "output directory")
	check := flag.Bool("check", false, "report stale files instead of writing them")
	flag.Parse()
	files, err := run()
	if err != nil {
		log.Fatal(err)
	}
	stale, err := compare(*dir, files)
	if err != nil {
		log.Fatal(err)
	}
	if *check {
		for _, name := range stale {
			fmt.Fprintf(os.Stderr, "gen: %s is stale; run: go generate ./...\n", filepath.Join(*dir, name))
		}
		if len(stale) > 0 {
			os.Exit(1)
		}
		return
	}
	for _, name := range stale {
		if err := writeAtomic(filepath.Join(*dir, name), files[name]); err != nil {
			log.Fatal(err)
		}
	}
}

// run loads, verifies and renders everything, without touching the disk: it
// returns the generated files by base name.
func run() (map[string][]byte, error) {
	s, err := spec.Load()
	if err != nil {
		return nil, fmt.Errorf("loading the spec:\n%w", err)
	}
	return generate(s)
}

// generate verifies every system and renders its files.
func generate(s *spec.Spec) (map[string][]byte, error) {
	var errs []error
	proven := map[*spec.Erratum]bool{}
	for _, sys := range sortedSystems() {
		p, err := sys.verify(s)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s:\n%w", sys.name, err))
		}
		for _, e := range p {
			proven[e] = true
		}
	}
	for _, e := range s.Errata {
		if !proven[e] && len(errs) == 0 {
			errs = append(errs, fmt.Errorf("%s: erratum for %s round %d board %d: no system proves it", e.Pos, e.Table, e.Round, e.Board))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	out := map[string][]byte{}
	for _, sys := range sortedSystems() {
		files, err := sys.emit(s)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", sys.name, err)
		}
		for _, f := range files {
			var buf bytes.Buffer
			if err := f.File.Render(&buf); err != nil {
				return nil, fmt.Errorf("%s: rendering %s: %w", sys.name, f.Name, err)
			}
			if _, dup := out[f.Name]; dup {
				return nil, fmt.Errorf("%s: file %s generated twice", sys.name, f.Name)
			}
			out[f.Name] = buf.Bytes()
		}
	}
	return out, nil
}

// compare returns the names of the files whose content on disk differs.
func compare(dir string, files map[string][]byte) ([]string, error) {
	var stale []string
	for name, data := range files {
		old, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		if !bytes.Equal(old, data) {
			stale = append(stale, name)
		}
	}
	slices.Sort(stale)
	return stale, nil
}

// writeAtomic writes through a temporary file and a rename, so that an
// interrupted run never leaves a half-written table.
func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".gen-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
