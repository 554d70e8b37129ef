package spec

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
)

//go:embed *.spec
var files embed.FS

// Dir is where the spec files live, relative to the module root; errors name
// files with it so that "internal/spec/berger.spec:12" opens in an editor.
const Dir = "internal/spec"

// Spec is everything the spec files declare.
type Spec struct {
	Sources []Source // the spec files read, in name order

	Blocks []*Block // every block, in file order
	Errata []*Erratum

	Berger        BergerSystem // berger.spec, berger_formulas.spec, berger_errata.spec
	BergerTables  []*BergerTable
	BergerSteps   []*BergerSteps
	BergerResults []*BergerResults
	BergerSums    []*BergerSums
	Seatings      []*Seating
	Formulas      []*Formula

	Molter            Molter             // molter.spec, molter_errata.spec
	MolterConstructed *MolterConstructed // molter_constructed.spec
	MolterRecipes     []*MolterRecipe    // molter_recipes.spec

	Varma     VarmaSystem // varma.spec, varma_errata.spec
	VarmaRows []*VarmaRow

	Groups          GroupsSystem // groups.spec, groups_errata.spec
	GroupsRows      []*GroupsRow
	GroupsSummaries []*GroupsSummary

	Rutsch         RutschSystem // rutsch.spec
	RutschExamples []*RutschExample
	RutschLetters  []*RutschLetters

	Scheveningen       ScheveningenSystem // scheveningen.spec, scheveningen_errata.spec
	ScheveningenTables []*ScheveningenTable

	Team        TeamSystem // team.spec
	TeamClaims  []*TeamClaim
	TeamOrders  []*TeamOrder
	TeamColours []*TeamColours
}

// Source is one spec file read: its base name and the SHA-256 of its bytes.
type Source struct {
	Name string
	Sum  [sha256.Size]byte
}

// Hash returns the SHA-256 (hex) of the named spec files, names and contents,
// in the order given: the version of what a generated file was made from.
// An unknown name is an error, so that a generated file cannot claim an
// input that was not read.
func (s *Spec) Hash(names ...string) (string, error) {
	h := sha256.New()
	for _, n := range names {
		i := slices.IndexFunc(s.Sources, func(src Source) bool { return src.Name == n })
		if i < 0 {
			return "", fmt.Errorf("spec: no file %s", n)
		}
		h.Write([]byte(n))
		h.Write([]byte{0})
		h.Write(s.Sources[i].Sum[:])
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// decoder decodes one block into the Spec, reporting problems to errs.
type decoder func(s *Spec, b *Block, errs *ErrorList)

// decoders is every block the spec may hold, by header: the kind, or for a
// system declaration "system NAME". Each system's file holds its decoders.
var decoders = map[string]decoder{
	"erratum": decodeErratum, // errata.go

	"system berger":  decodeBergerSystem, // berger.go
	"berger-table":   decodeBergerTable,
	"berger-steps":   decodeBergerSteps,
	"berger-results": decodeBergerResults,
	"berger-sums":    decodeBergerSums,
	"seating":        decodeSeating,
	"formula":        decodeFormula,

	"system molter":      decodeMolterSystem, // molter.go
	"molter-table":       decodeMolterTable,
	"molter-autonomous":  decodeMolterTable,
	"molter-rule":        decodeMolterRule,
	"molter-sheet":       decodeMolterSheet,
	"molter-defect":      decodeMolterDefect,
	"molter-constructed": decodeMolterConstructed, // molter_constructed.go
	"molter-recipe":      decodeMolterRecipe,

	"system varma": decodeVarmaSystem, // varma.go
	"varma-row":    decodeVarmaRow,

	"system groups":  decodeGroupsSystem, // groups.go
	"groups-row":     decodeGroupsRow,
	"groups-summary": decodeGroupsSummary,

	"system rutsch":  decodeRutschSystem, // rutsch.go
	"rutsch-example": decodeRutschExample,
	"rutsch-letters": decodeRutschLetters,

	"system scheveningen": decodeScheveningenSystem, // scheveningen.go
	"scheveningen-table":  decodeScheveningenTable,

	"system team":  decodeTeamSystem, // team.go
	"team-claim":   decodeTeamClaim,
	"team-order":   decodeTeamOrder,
	"team-colours": decodeTeamColours,
}

// validators check the rules that span blocks, once every block is decoded.
var validators = []func(*Spec, *ErrorList){
	validateErrata, // errata.go
	validateMolter, // molter.go
}

// header is the key of b in decoders.
func header(b *Block) string {
	if b.Kind == "system" {
		return "system " + b.Name
	}
	return b.Kind
}

// Load reads and validates the embedded spec files.
func Load() (*Spec, error) { return LoadFS(files, ".") }

// Files returns the embedded spec files (tests change copies of them).
func Files() fs.FS { return files }

// LoadFS reads every *.spec file of dir in fsys (tests use small specs), then
// decodes and validates them. All problems are reported, each with its place.
func LoadFS(fsys fs.FS, dir string) (*Spec, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.spec"))
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	var errs ErrorList
	s := &Spec{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		base := path.Base(name)
		s.Sources = append(s.Sources, Source{Name: base, Sum: sha256.Sum256(data)})
		blocks, err := Parse(path.Join(Dir, base), data)
		if err != nil {
			errs = append(errs, err)
		}
		s.Blocks = append(s.Blocks, blocks...)
	}
	declared := map[string]Pos{}
	for _, b := range s.Blocks {
		if p, twice := declared[b.Name]; twice && b.Kind == "system" {
			errs.Addf(b.Pos, "system %s: declared twice (first at %s)", b.Name, p)
			continue
		} else if b.Kind == "system" {
			declared[b.Name] = b.Pos
		}
		dec, ok := decoders[header(b)]
		switch {
		case ok:
			dec(s, b, &errs)
		case b.Kind == "system":
			_, systems := kinds()
			errs.Addf(b.Pos, "unknown system %q (known: %v)", b.Name, systems)
		default:
			known, _ := kinds()
			errs.Addf(b.Pos, "unknown block kind %q (known: %v)", b.Kind, known)
		}
	}
	for _, v := range validators {
		v(s, &errs)
	}
	return s, errs.Err()
}

// kinds lists the block kinds ("system" once) and the systems a "system
// NAME" block may declare, for messages.
func kinds() (kinds, systems []string) {
	for k := range maps.Keys(decoders) {
		kind, name, _ := strings.Cut(k, " ")
		kinds = append(kinds, kind)
		if kind == "system" {
			systems = append(systems, name)
		}
	}
	slices.Sort(kinds)
	slices.Sort(systems)
	return slices.Compact(kinds), systems
}
