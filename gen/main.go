// Command gen builds every pairing table declared in internal/spec, verifies
// it, and writes the static tables of package tables.
//
// Usage (from the module root, or through go generate):
//
//	go run ./gen [-check] [-cpuprofile FILE]
//
// Every system of the list below goes through the same pipeline: its doc
// package (internal/<system>/<system>doc) builds and verifies a model from
// the spec (invariants, document cells, errata proofs), then gen/<system>.go
// emits Go source from that model alone, with jennifer. Each generated file
// names the spec files it comes from and their hash, so that changing one
// system's spec changes only that system's files. The run stops with every
// problem it found, and writes only the files whose bytes changed. With
// -check nothing is written: each stale file is named, with its diff, and
// the exit status is 1. The run bounds its heap (GOGC 100 and a memory
// limit of 110 MiB, see tuneGC) unless GOGC or GOMEMLIMIT is set. With
// -cpuprofile FILE the run's CPU profile is written to FILE (read it with
// go tool pprof), to find where the generator's time goes.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"

	"github.com/toutesrondes/toutesrondes/internal/atomicfile"
	"github.com/toutesrondes/toutesrondes/internal/berger/bergerdoc"
	"github.com/toutesrondes/toutesrondes/internal/groups/groupsdoc"
	"github.com/toutesrondes/toutesrondes/internal/molter/molterdoc"
	"github.com/toutesrondes/toutesrondes/internal/rutsch/rutschdoc"
	"github.com/toutesrondes/toutesrondes/internal/scheveningen/scheveningendoc"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/team/teamdoc"
	"github.com/toutesrondes/toutesrondes/internal/textdiff"
	"github.com/toutesrondes/toutesrondes/internal/varma/varmadoc"
)

// systems is every pairing system the generator knows: its name, its spec
// files (internal/spec), the Verify of its doc package, which builds and
// checks its model, and its emitter (gen/<system>.go).
var systems = []system{
	newSystem("berger", []string{"berger.spec", "berger_formulas.spec", "berger_errata.spec"}, bergerdoc.Verify, emitBerger),
	newSystem("groups", []string{"groups.spec", "groups_errata.spec"}, groupsdoc.Verify, emitGroups),
	newSystem("molter", []string{"molter.spec", "molter_errata.spec"}, molterdoc.Verify, emitMolter),
	newSystem("molter-constructed", []string{"molter_constructed.spec", "molter_recipes.spec"}, molterdoc.VerifyConstructed, emitConstructed),
	newSystem("rutsch", []string{"rutsch.spec"}, rutschdoc.Verify, emitRutsch),
	newSystem("scheveningen", []string{"scheveningen.spec", "scheveningen_errata.spec"}, scheveningendoc.Verify, emitScheveningen),
	newSystem("team", []string{"team.spec"}, teamdoc.Verify, emitTeam),
	newSystem("varma", []string{"varma.spec", "varma_errata.spec"}, varmadoc.Verify, emitVarma),
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	root := flag.String("root", ".", "the module root, where the output directories are")
	check := flag.Bool("check", false, "report stale files instead of writing them")
	cpuprofile := flag.String("cpuprofile", "", "write the run's CPU profile to this file")
	flag.Parse()
	if flag.NArg() > 0 {
		log.Fatalf("unexpected argument %q: gen takes only flags (-root, -check, -cpuprofile)", flag.Arg(0))
	}
	tuneGC()
	stop, err := startProfile(*cpuprofile)
	if err != nil {
		log.Fatal(err)
	}
	files, err := run()
	if perr := stop(); perr != nil {
		log.Fatal(perr)
	}
	if err != nil {
		log.Fatal(err)
	}
	stale, err := compare(*root, files)
	if err != nil {
		log.Fatal(err)
	}
	if *check {
		for _, name := range stale {
			old, _ := os.ReadFile(filepath.Join(*root, name)) // missing: all of it is new
			diff := textdiff.Unified(name+" (on disk)", name+" (generated)", string(old), string(files[name]))
			fmt.Fprintf(os.Stderr, "gen: %s is stale; run: go generate ./...\n%s", name, textdiff.Head(diff, 60))
		}
		if len(stale) > 0 {
			os.Exit(1)
		}
		return
	}
	for _, name := range stale {
		if err := writeAtomic(filepath.Join(*root, name), files[name]); err != nil {
			log.Fatal(err)
		}
	}
}

// startProfile starts the CPU profile to path (none if path is empty) and
// returns what stops it and closes the file.
func startProfile(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("-cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("-cpuprofile %s: %w", path, err)
	}
	return func() error {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			return fmt.Errorf("-cpuprofile: %w", err)
		}
		return nil
	}, nil
}

// tuneGC bounds the heap of a run, unless the user set GOGC or GOMEMLIMIT.
// Each page the heap touches for the first time is a page fault, which
// costs this machine about 10 µs; the heap holds at most 28 MB live (every
// constructed shape, their own tables packed). A collection at twice the
// live heap (the default GOGC), or once the heap reaches 110 MiB, touches
// about 16,000 pages (69 MB resident); at three times, 21,000 (86 MB) for
// the same CPU time, the fewer faults paid in more collections (10 runs
// of each, interleaved: 1.51 and 1.52 s user+sys). The limit stays for a
// spec whose live heap grows: the runtime then collects more often rather
// than grow past it, or passes it rather than collect without end.
func tuneGC() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(110 << 20)
}

// run loads, verifies and renders everything, without touching the disk: it
// returns the generated files by path from the module root.
func run() (map[string][]byte, error) {
	s, err := spec.Load()
	if err != nil {
		return nil, fmt.Errorf("loading the spec:\n%w", err)
	}
	return generate(s, systems)
}

// generate runs the systems on s and renders their files. With the whole
// list, every spec file must be the input of one system and every erratum
// must be proven by one.
func generate(s *spec.Spec, list []system) (map[string][]byte, error) {
	type result struct {
		errata []*spec.Erratum
		files  map[string][]byte
		err    error
	}
	results := make([]result, len(list))
	var wg sync.WaitGroup
	for i, sys := range list {
		wg.Go(func() {
			r := &results[i]
			r.errata, r.files, r.err = sys.generate(s)
			if r.err != nil {
				r.err = fmt.Errorf("%s:\n%w", sys.name, r.err)
			}
		})
	}
	wg.Wait()
	var errs []error
	out := map[string][]byte{}
	proven := map[*spec.Erratum]bool{}
	for _, r := range results {
		errs = append(errs, r.err)
		for _, e := range r.errata {
			proven[e] = true
		}
		for name, data := range r.files {
			if _, dup := out[name]; dup {
				errs = append(errs, fmt.Errorf("%s generated twice", name))
			}
			out[name] = data
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	if len(list) == len(systems) {
		if err := complete(s, list, proven); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// complete checks that each spec file belongs to one system, and that each
// erratum is proven.
func complete(s *spec.Spec, list []system, proven map[*spec.Erratum]bool) error {
	var errs []error
	owner := map[string]string{}
	for _, sys := range list {
		for _, in := range sys.inputs {
			if o, dup := owner[in]; dup {
				errs = append(errs, fmt.Errorf("%s/%s is an input of %s and %s", spec.Dir, in, o, sys.name))
			}
			owner[in] = sys.name
		}
	}
	for _, src := range s.Sources {
		if owner[src.Name] == "" {
			errs = append(errs, fmt.Errorf("%s/%s is the input of no system: list it in gen/<system>.go", spec.Dir, src.Name))
		}
	}
	for _, e := range s.Errata {
		if !proven[e] {
			errs = append(errs, fmt.Errorf("%s: erratum for %s round %d board %d: no system proves it", e.Pos, e.Table, e.Round, e.Board))
		}
	}
	return errors.Join(errs...)
}

// compare returns the paths of the files whose content on disk differs.
func compare(root string, files map[string][]byte) ([]string, error) {
	var stale []string
	for name, data := range files {
		old, err := os.ReadFile(filepath.Join(root, name))
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

// writeAtomic writes through a temporary file and a rename
// (internal/atomicfile), so that an interrupted run never leaves a
// half-written table; the file is 0644 whatever the umask.
func writeAtomic(path string, data []byte) error {
	return atomicfile.Write(path, data, atomicfile.Options{Perm: 0o644, ExactPerm: true, MkdirAll: true})
}

// sources writes the header line naming a system's inputs and their hash.
func sources(s *spec.Spec, inputs []string) (string, error) {
	hash, err := s.Hash(inputs...)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("Source: %s/{%s} (sha256 %.16s…).", spec.Dir, strings.Join(inputs, ","), hash), nil
}
