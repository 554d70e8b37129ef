// Package endtoend proves, end to end, that the commands' output does not
// move: it builds pairings and mkxlsx, runs them on a sample of sizes of
// every system, and compares what they print (text and JSON, exit status,
// error messages) and what the workbooks hold (sheets, defined names, every
// cell's value and formula) with the files recorded in testdata/.
//
// Run with -update to record the outputs anew, only when an issue changes an
// interface on purpose.
package endtoend

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/textdiff"
	"github.com/xuri/excelize/v2"
)

var update = flag.Bool("update", false, "record the outputs in testdata/")

// bin holds the commands built once for the whole test.
var bin string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "golden-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bin = dir
	cmd := exec.Command("go", "build", "-o", dir, "../../cmd/pairings", "../../cmd/mkxlsx")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building the commands:", err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// statSources (called from a test: go test logs only what tests do) looks at every Go source and module file of the module, so that
// go test's cache, which records the files a test opens or stats, reruns this
// test when the commands' source changes (the commands are built in a child
// process, whose reads the cache does not see).
func statSources() {
	filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "out" || strings.HasPrefix(d.Name(), ".")) && path != "../.." {
			return filepath.SkipDir
		}
		if !d.IsDir() && (strings.HasSuffix(path, ".go") || strings.HasSuffix(path, ".spec") || d.Name() == "go.mod" || d.Name() == "go.sum") {
			os.Stat(path)
		}
		return nil
	})
}

// runCmd runs a built command in dir and returns its exit status and output.
func runCmd(t *testing.T, dir, name string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(filepath.Join(bin, name), args...)
	cmd.Dir = dir
	// The messages speak the user's locale: the recorded outputs are
	// English (a French one is asked with -lang fr or a French workbook).
	cmd.Env = append(os.Environ(), "LC_ALL=C", "LC_MESSAGES=", "LANG=C")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return code, out.String(), errb.String()
}

// bigOutput is the size beyond which only the first lines and a SHA-256 of
// the whole output are recorded, to keep testdata/ small.
const bigOutput = 128 << 10

// check compares got with testdata/name, or records it with -update.
func check(t *testing.T, name, got string) {
	t.Helper()
	if len(got) > bigOutput {
		head := got[:strings.LastIndex(got[:8<<10], "\n")+1]
		got = fmt.Sprintf("%s... %d bytes in all, sha256 %x\n", head, len(got), sha256.Sum256([]byte(got)))
	}
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (record with: go test ./internal/endtoend -update)", err)
	}
	if got != string(want) {
		t.Fatalf("%s differs from the recorded output; if the change is meant, run: go test ./internal/endtoend -update\n%s",
			path, textdiff.Head(textdiff.Unified(path, name+" (now)", string(want), got), 80))
	}
}

// fixtures writes the input files the commands read.
func fixtures(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range map[string]string{
		"players.csv": "name,affinity\nAnne,FRA\nBruno,FRA\nClara,GER\nDavid,GER\nEmma,ESP\nFélix,FRA\nGina,ITA\nHugo,ESP\nInès,FRA\nJan,GER\nKarl,GER\nLéa,BEL\n",
		"rr.csv":      "name,rating,federation\nAnne,2100,FRA\n=Bob,1900,FRA\nClara,1850,GER\nDavid,1800,GER\nEmma,1700,ESP\n",
		"teams.csv":   "name\nParis\nLyon\nMarseille\nLille\nNantes\nNice\nRennes\n",
		// As French Excel saves them: a byte-order mark, semicolons, French headers.
		"equipes.csv": "\ufeffÉquipe;Joueur 1;Joueur 2\nÉchiquier Nîmois;Dupont;Roux\nTour de Lyon;Abad;Cruz\nMarseille;;\n",
		"joueurs.csv": "\ufeffNom;Prénom;Elo;Fédération;Club\nDUPONT;Jérôme;2105;FRA;Échiquier Nîmois\nLefèvre;Anaïs;1850;fra;\"Club d'Échecs; Lyon\"\nO’Brien;Seán;;IRL;\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// The pairings command: every system, text and JSON, a sample of sizes, and
// some refusals.
func TestPairings(t *testing.T) {
	statSources()
	dir := fixtures(t)
	cases := [][]string{
		{"berger", "3"}, {"berger", "4"}, {"berger", "9"}, {"berger", "10"}, {"berger", "16"},
		{"berger", "64", "-format", "json"}, {"berger", "65"}, {"berger", "9", "-double"},
		{"berger", "10", "-double", "-swap=false", "-format", "json"},
		{"berger", "7", "-cycles", "3", "-format", "json"}, {"berger", "1000", "-format", "json"},
		{"berger", "1"}, {"berger", "-4"}, {"berger", "x"}, {"berger"},
		{"errata"}, {"errata", "-format", "json"},
		{"groups", "16", "4"}, {"groups", "16", "4", "-format", "json"}, {"groups", "12", "3"},
		{"groups", "20", "7", "-sizes", "4,4,4,4,4"}, {"groups", "30", "8"}, {"groups", "64", "20", "-format", "json"},
		{"molter", "7", "6"}, {"molter", "7", "6", "-report"}, {"molter", "7", "6", "-format", "json"},
		{"molter", "-table", "17"}, {"molter", "-table", "17a", "-format", "json"}, {"molter", "-table", "peyrin"},
		{"molter", "-table", "26"}, {"molter", "13", "12"}, {"molter", "13", "12", "-format", "json"}, {"molter", "3", "100"},
		{"molter", "4", "4", "-report", "-format", "json"}, {"molter", "11", "8", "-report"}, {"molter", "99", "4"},
		{"molter", "7", "6", "-rounds", "3"}, {"molter", "-table", "peyrin", "-rounds", "2", "-format", "json"},
		{"molter", "5", "4", "-source", "constructed"}, {"molter", "30", "16", "-rounds", "2", "-format", "json"},
		{"molter", "9", "6", "-rounds", "3", "-source", "constructed", "-format", "json"}, {"molter", "7", "6", "-source", "bogus"},
		{"molter", "8", "18", "-source", "constructed"}, {"molter", "13", "10", "-rounds", "3"},
		{"rutsch", "7"}, {"rutsch", "8", "-format", "json"}, {"rutsch", "64"}, {"rutsch", "200"},
		{"scheveningen", "2"}, {"scheveningen", "4"}, {"scheveningen", "5"}, {"scheveningen", "6", "-double", "-format", "json"},
		{"scheveningen", "8", "-format", "json"}, {"scheveningen", "30", "-double"}, {"scheveningen", "31"},
		{"team", "12"}, {"team", "12", "-central", "first", "-reverse", "-format", "json"}, {"team", "9", "-central", "none"},
		{"team", "20", "-format", "json"}, {"team", "6", "-double"}, {"team", "7", "-double", "-reverse", "-format", "json"},
		{"team", "6", "-double", "-central", "first"},
		{"varma", "9"}, {"varma", "12"}, {"varma", "14", "-format", "json"}, {"varma", "20"}, {"varma", "64", "-format", "json"}, {"varma", "8"},
		{"varma-draw", "-players", "players.csv", "-seed", "7"},
		{"varma-draw", "-players", "players.csv", "-seed", "7", "-format", "json"},
		{"nosuch"},
	}
	for _, args := range cases {
		code, out, errs := runCmd(t, dir, "pairings", args...)
		name := "pairings_" + strings.NewReplacer(" ", "_", "=", "", ",", "+").Replace(strings.Join(args, " ")) + ".txt"
		check(t, name, fmt.Sprintf("$ pairings %s\nexit %d\n--- stderr\n%s--- stdout\n%s", strings.Join(args, " "), code, errs, out))
	}
}

// The workbooks: a sample of every family, dumped sheet by sheet (every
// cell's value and formula) with the defined names.
func TestWorkbooks(t *testing.T) {
	statSources()
	dir := fixtures(t)
	cases := [][]string{
		{"berger", "-n", "5", "-players", "rr.csv"},
		{"berger", "-n", "10", "-double", "-lang", "fr", "-title", "Open", "-place", "Paris", "-dates", "1-5 mai"},
		{"berger", "-n", "9", "-cycles", "3", "-tiebreaks", "de,wins,sb,koya"},
		{"molter", "-teams", "7", "-players", "6", "-teams-file", "teams.csv"},
		{"molter", "-teams", "4", "-players", "4", "-lang", "fr"},
		{"molter", "-table", "peyrin"},
		{"molter", "-teams", "15", "-players", "2", "-rounds", "2", "-source", "constructed", "-lang", "fr"},
		{"varma", "-n", "20"},
		{"varma", "-n", "12", "-players", "players.csv", "-seed", "7", "-lang", "fr"},
		{"rutsch", "-n", "7"}, {"rutsch", "-n", "8", "-lang", "fr"},
		{"scheveningen", "-m", "4"}, {"scheveningen", "-m", "5", "-double", "-lang", "fr"},
		{"team", "-n", "6"}, {"team", "-n", "12", "-central", "first", "-reverse", "-lang", "fr"},
		{"team", "-n", "5", "-double", "-lang", "fr", "-teams-file", "equipes.csv"},
		{"berger", "-n", "4", "-players", "joueurs.csv", "-lang", "fr"},
	}
	for i, args := range cases {
		out := fmt.Sprintf("wb%d.xlsx", i)
		code, stdout, errs := runCmd(t, dir, "mkxlsx", append(args, "-o", out)...)
		name := "mkxlsx_" + strings.NewReplacer(" ", "_", ",", "+").Replace(strings.Join(args, " ")) + ".txt"
		var b strings.Builder
		fmt.Fprintf(&b, "$ mkxlsx %s\nexit %d\n--- stderr\n%s--- stdout\n%s", strings.Join(args, " "), code, strings.ReplaceAll(errs, out, "OUT"), strings.ReplaceAll(stdout, out, "OUT"))
		if code == 0 {
			dump(t, &b, filepath.Join(dir, out))
		}
		check(t, name, b.String())
	}
}

func dump(t *testing.T, b *strings.Builder, path string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fmt.Fprintf(b, "--- defined names\n")
	for _, dn := range f.GetDefinedName() {
		fmt.Fprintf(b, "%s [%s] = %s\n", dn.Name, dn.Scope, dn.RefersTo)
	}
	for _, sh := range f.GetSheetList() {
		fmt.Fprintf(b, "--- sheet %s\n", sh)
		rows, err := f.GetRows(sh, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		for r, row := range rows {
			for c, v := range row {
				cell, _ := excelize.CoordinatesToCellName(c+1, r+1)
				formula, _ := f.GetCellFormula(sh, cell)
				if v == "" && formula == "" {
					continue
				}
				if formula != "" {
					fmt.Fprintf(b, "%s =%s\n", cell, formula)
				} else {
					fmt.Fprintf(b, "%s %q\n", cell, v)
				}
			}
		}
	}
}
