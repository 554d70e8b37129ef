package toutesrondes

import (
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// surfaceAllowed lists the exported identifiers of public packages that
// still take, return or expose a type of an internal/ package, each as
// "package.Identifier" (a method as "package.Type.Method"). It is empty,
// and nothing may be added to it: move the type out of internal/, alias it
// from the public package, or move the identifier under internal/.
var surfaceAllowed = map[string]bool{}

// TestPublicSurface: no exported identifier of a package outside internal/
// takes or returns (or exposes as a field, an embedded type, an element)
// a type of an internal/ package that a program outside the module cannot
// name. An internal type that a public package aliases (type Entrant =
// build.Entrant) can be named, and its own surface is checked in turn.
// The packages are read from their export data (go list -export), the
// types as the compiler sees them.
func TestPublicSurface(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the export data of every package")
	}
	offenders := publicSurfaceOffenders(t)
	for _, o := range offenders {
		id, _, _ := strings.Cut(o, ": ")
		if !surfaceAllowed[id] {
			t.Errorf("%s", o)
		}
	}
	for id := range surfaceAllowed {
		if !slices.ContainsFunc(offenders, func(o string) bool { return strings.HasPrefix(o, id+": ") }) {
			t.Errorf("surfaceAllowed: %s takes no internal type any more: drop it from the list", id)
		}
	}
	t.Logf("%d exported identifiers of public packages mention an internal type (%d allowed)", len(offenders), len(surfaceAllowed))
}

func publicSurfaceOffenders(t *testing.T) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}\t{{.Name}}\t{{.Standard}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	export := map[string]string{}
	var public []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		export[f[0]] = f[1]
		if strings.HasPrefix(f[0], module+"/") && f[2] != "main" && !isInternal(f[0]) {
			public = append(public, f[0])
		}
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		if export[path] == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(export[path])
	})
	pkgs := map[string]*types.Package{}
	for _, p := range public {
		pkg, err := imp.Import(p)
		if err != nil {
			t.Fatal(err)
		}
		pkgs[p] = pkg
	}
	// The internal types that public packages alias can be named.
	aliased := map[*types.TypeName]bool{}
	for _, pkg := range pkgs {
		for _, name := range pkg.Scope().Names() {
			if tn, ok := pkg.Scope().Lookup(name).(*types.TypeName); ok && tn.Exported() && tn.IsAlias() {
				if n, ok := types.Unalias(tn.Type()).(*types.Named); ok {
					aliased[n.Obj()] = true
				}
			}
		}
	}
	var offenders []string
	for _, p := range slices.Sorted(func(yield func(string) bool) {
		for p := range pkgs {
			if !yield(p) {
				return
			}
		}
	}) {
		pkg := pkgs[p]
		short := strings.TrimPrefix(p, module+"/")
		for _, name := range pkg.Scope().Names() {
			obj := pkg.Scope().Lookup(name)
			if !obj.Exported() {
				continue
			}
			check := func(id string, typ types.Type) {
				if bad := internalIn(typ, aliased, map[types.Type]bool{}); bad != "" {
					offenders = append(offenders, fmt.Sprintf("%s.%s: %s", short, id, bad))
				}
			}
			tn, isType := obj.(*types.TypeName)
			switch {
			case !isType:
				check(name, obj.Type())
			case tn.IsAlias():
				n, ok := types.Unalias(tn.Type()).(*types.Named)
				if ok && isInternal(pathOf(n)) { // its surface is this package's
					surfaceOf(n, name, check)
				} else {
					check(name, tn.Type())
				}
			default:
				if n, ok := tn.Type().(*types.Named); ok {
					surfaceOf(n, name, check)
				}
			}
		}
	}
	return offenders
}

// surfaceOf checks a named type's underlying type and exported methods.
func surfaceOf(n *types.Named, name string, check func(string, types.Type)) {
	check(name, n.Underlying())
	for m := range n.Methods() {
		if m.Exported() {
			check(name+"."+m.Name(), m.Type())
		}
	}
}

func isInternal(path string) bool {
	return strings.Contains("/"+path+"/", "/internal/")
}

func pathOf(n *types.Named) string {
	if n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Path()
}

// internalIn names the first type of an internal/ package of the module
// that typ shows a user (through exported fields and methods' signatures),
// or returns "".
func internalIn(typ types.Type, aliased map[*types.TypeName]bool, seen map[types.Type]bool) string {
	if seen[typ] {
		return ""
	}
	seen[typ] = true
	switch x := typ.(type) {
	case *types.Alias:
		return internalIn(types.Unalias(x), aliased, seen)
	case *types.Named:
		for a := range x.TypeArgs().Types() {
			if s := internalIn(a, aliased, seen); s != "" {
				return s
			}
		}
		if p := pathOf(x); strings.HasPrefix(p, module+"/") && isInternal(p) && !aliased[x.Obj()] {
			return "mentions " + strings.TrimPrefix(p, module+"/") + "." + x.Obj().Name()
		}
		return "" // a public type: checked where it is declared
	case *types.Pointer:
		return internalIn(x.Elem(), aliased, seen)
	case *types.Slice:
		return internalIn(x.Elem(), aliased, seen)
	case *types.Array:
		return internalIn(x.Elem(), aliased, seen)
	case *types.Map:
		if s := internalIn(x.Key(), aliased, seen); s != "" {
			return s
		}
		return internalIn(x.Elem(), aliased, seen)
	case *types.Chan:
		return internalIn(x.Elem(), aliased, seen)
	case *types.Signature:
		for _, tup := range []*types.Tuple{x.Params(), x.Results()} {
			for v := range tup.Variables() {
				if s := internalIn(v.Type(), aliased, seen); s != "" {
					return s
				}
			}
		}
	case *types.Struct:
		for f := range x.Fields() {
			if f.Exported() || f.Embedded() {
				if s := internalIn(f.Type(), aliased, seen); s != "" {
					return "field " + f.Name() + " " + s
				}
			}
		}
	case *types.Interface:
		for m := range x.Methods() {
			if m.Exported() {
				if s := internalIn(m.Type(), aliased, seen); s != "" {
					return s
				}
			}
		}
	}
	return ""
}
