package endtoend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/msg"
)

// TestNoInternalNames runs the commands as a user would, with good and bad
// input, in both languages, and fails on any internal name in what they
// print: a source file of the documents (004_….txt, named by its title
// instead), a package's prefix ("tables: "), a Go path. The text outputs
// recorded in testdata are held to the same (JSON keeps its "document"
// values: an interface).
func TestNoInternalNames(t *testing.T) {
	dir := fixtures(t)
	if err := os.WriteFile(filepath.Join(dir, "bad.xlsx"), []byte("PK\x03\x04 not a workbook"), 0o644); err != nil {
		t.Fatal(err)
	}
	runs := [][]string{
		{"pairings", "berger", "1"}, {"pairings", "berger", "x"}, {"pairings", "bergr", "4"}, {"pairings", "berger", "4", "-dubble"},
		{"pairings", "molter", "9", "4", "-rounds", "5"}, {"pairings", "molter", "9", "4"}, {"pairings", "molter", "-table", "26"},
		{"pairings", "molter", "-table", "99"}, {"pairings", "molter", "13", "12", "-rounds", "3"}, {"pairings", "errata"},
		{"pairings", "molter", "7", "6", "-source", "constructed", "-rounds", "9"}, {"pairings", "scheveningen", "5"},
		{"pairings", "varma", "8"}, {"pairings", "groups", "10", "3"}, {"pairings", "rutsch", "0"}, {"pairings", "team", "1"},
		{"mkxlsx", "molter", "-teams", "9", "-players", "4", "-rounds", "5", "-o", "m.xlsx"},
		{"mkxlsx", "molter", "-table", "99", "-o", "m.xlsx"}, {"mkxlsx", "berger", "-n", "1"},
		{"mkxlsx", "read", "bad.xlsx"}, {"mkxlsx", "read", "nothere.xlsx"}, {"mkxlsx", "reed", "x"},
		{"mkxlsx", "berger", "-players", "players.csv"},
	}
	for _, r := range runs {
		for _, lang := range []string{"en", "fr"} {
			args := append(append([]string{}, r[1:]...), "-lang", lang)
			if r[1] == "bergr" || r[1] == "reed" {
				args = r[1:]
			}
			_, out, errs := runCmd(t, dir, r[0], args...)
			if leaks := msg.Leaks(out + errs); len(leaks) > 0 {
				t.Errorf("%s %q names %q:\n%s%s", r[0], args, leaks, out, errs)
			}
		}
	}
	files, _ := filepath.Glob("testdata/*.txt")
	for _, f := range files {
		if strings.Contains(f, "json") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if leaks := msg.Leaks(string(data)); len(leaks) > 0 {
			t.Errorf("%s names %q", f, leaks)
		}
	}
}
