package spec

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"path"
	"sort"
)

//go:embed *.spec
var files embed.FS

// Dir is where the spec files live, relative to the module root; errors name
// files with it so that "internal/spec/berger.spec:12" opens in an editor.
const Dir = "internal/spec"

// Spec is everything the spec files declare.
type Spec struct {
	Files []string // the spec files read, in order (base names)
	Hash  string   // SHA-256 of the files' names and contents, hex

	Blocks []*Block // every block, in file order

	Berger        BergerSystem
	BergerTables  []*BergerTable
	BergerSteps   []*BergerSteps
	BergerResults []*BergerResults
	BergerSums    []*BergerSums
	Seatings      []*Seating
	Formulas      []*Formula
	Errata        []*Erratum

	Molter Molter // molter.go

	Varma           VarmaSystem // varma.spec
	VarmaRows       []*VarmaRow
	Groups          GroupsSystem // groups.spec
	GroupsRows      []*GroupsRow
	GroupsSummaries []*GroupsSummary

	Rutsch             RutschSystem // rutsch.spec
	RutschExamples     []*RutschExample
	RutschLetters      []*RutschLetters
	Scheveningen       ScheveningenSystem // scheveningen.spec
	ScheveningenTables []*ScheveningenTable
	Team               TeamSystem // team.spec
	TeamClaims         []*TeamClaim
	TeamOrders         []*TeamOrder
	TeamColours        []*TeamColours
}

// decoders maps a block kind to the function that decodes it into the Spec.
// Each system's file adds its kinds in an init of its own file (spec is not
// the zero-cost tables package: maps and init are fine here).
var decoders = map[string]func(*Spec, *Block, *ErrorList){}

func register(kind string, f func(*Spec, *Block, *ErrorList)) { decoders[kind] = f }

// Load reads and validates the embedded spec files.
func Load() (*Spec, error) { return LoadFS(files, ".") }

// LoadFS reads every *.spec file of dir in fsys (tests use small specs), then
// decodes and validates them. All problems are reported, each with its place.
func LoadFS(fsys fs.FS, dir string) (*Spec, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.spec"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var errs ErrorList
	s := &Spec{}
	h := sha256.New()
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		base := path.Base(name)
		s.Files = append(s.Files, base)
		h.Write([]byte(base))
		h.Write([]byte{0})
		h.Write(data)
		h.Write([]byte{0})
		blocks, err := Parse(path.Join(Dir, base), data)
		if err != nil {
			errs = append(errs, err)
		}
		s.Blocks = append(s.Blocks, blocks...)
	}
	s.Hash = hex.EncodeToString(h.Sum(nil))
	for _, b := range s.Blocks {
		dec, ok := decoders[b.Kind]
		if !ok {
			kinds := make([]string, 0, len(decoders))
			for k := range decoders {
				kinds = append(kinds, k)
			}
			errs.Addf(b.Pos, "unknown block kind %q (known: %v)", b.Kind, sortedCopy(kinds))
			continue
		}
		dec(s, b, &errs)
	}
	validate(s, &errs)
	return s, errs.Err()
}

// validators run after every block is decoded, for cross-block rules.
var validators []func(*Spec, *ErrorList)

func validate(s *Spec, errs *ErrorList) {
	for _, v := range validators {
		v(s, errs)
	}
}
