package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// maxFuncLines is the longest a function of this package may be: past it,
// a search step hides in a longer one (searchEvent once ran 394 lines).
const maxFuncLines = 150

// TestShape holds the package to its shape: no function (literals
// included) over maxFuncLines lines, and no package-level variable but the
// list of strategies (a fixed table, never written): what steers a run is
// its options value.
func TestShape(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	funcs := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, sp := range g.Specs {
					for _, n := range sp.(*ast.ValueSpec).Names {
						if n.Name != "strategies" {
							t.Errorf("%s: package variable %s: pass it down in options (or the run's state)", fset.Position(n.Pos()), n.Name)
						}
					}
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			var body *ast.BlockStmt
			switch x := n.(type) {
			case *ast.FuncDecl:
				body = x.Body
			case *ast.FuncLit:
				body = x.Body
			}
			if body == nil {
				return true
			}
			funcs++
			from, to := fset.Position(n.Pos()), fset.Position(body.End())
			if lines := to.Line - from.Line + 1; lines > maxFuncLines {
				t.Errorf("%s: a function of %d lines, want %d at most", from, lines, maxFuncLines)
			}
			return true
		})
	}
	if funcs < 50 {
		t.Errorf("%d functions found: the test read the wrong files", funcs)
	}
}

// TestStrategies: every strategy is named once, with a condition and a
// search.
func TestStrategies(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range strategies {
		if s.name == "" || s.use == nil || s.run == nil || seen[s.name] {
			t.Errorf("strategy %q: want a name of its own, a use and a run", s.name)
		}
		seen[s.name] = true
	}
}
