package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/xuri/excelize/v2"
)

// mk runs the command in dir and returns its exit status and output.
func mk(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func files(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			names = append(names, rel)
		}
		return nil
	})
	return names
}

func TestBadInputWritesNothing(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "bad.csv"), []byte("name,rating\nAnn,2000\nBob,abc\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "many.csv"), []byte("name\nA\nB\nC\nD\nE\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "two.csv"), []byte("name\nA\nB\n"), 0o644)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{nil, "usage: mkxlsx COMMAND"},
		{[]string{"swiss"}, `unknown command "swiss"`},
		{[]string{"berger"}, "-n is required"},
		{[]string{"berger", "-n", "2"}, "-n 2: want 3 to 64 players"},
		{[]string{"berger", "-n", "65"}, "-n 65: want 3 to 64 players"},
		{[]string{"berger", "-n", "-4"}, "-n -4: want 3 to 64 players"},
		{[]string{"berger", "-n", "0", "-players", "many.csv"}, "-n 0: want 3 to 64 players"},
		{[]string{"berger", "-n", "ten"}, `invalid value "ten" for flag -n`},
		{[]string{"berger", "-n", "6", "-cycles", "9"}, "-cycles 9: want 1 to 8"},
		{[]string{"berger", "-n", "6", "-double", "-cycles", "3"}, "-double and -cycles 3 disagree"},
		{[]string{"berger", "-n", "6", "-tiebreaks", "sb,buchholz"}, `-tiebreaks: tie-break "buchholz"`},
		{[]string{"berger", "-n", "6", "-lang", "de"}, `language "de": want en or fr`},
		{[]string{"berger", "-n", "6", "-players", "missing.csv"}, "-players: open missing.csv"},
		{[]string{"berger", "-n", "6", "-players", "bad.csv"}, `bad.csv:3: column 2 "rating": rating "abc": not a number`},
		{[]string{"berger", "-n", "4", "-players", "many.csv"}, "many.csv lists 5 players, more than -n 4"},
		{[]string{"berger", "-n", "6", "extra"}, `unexpected argument "extra"`},
		{[]string{"berger", "-players", "two.csv"}, "two.csv lists 2 players: want 3 to 64"},
		{[]string{"berger", "-n", "6", "-tiebreaks", ""}, "-tiebreaks is empty"},
		{[]string{"berger", "-n", "6", "-bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"berger", "-n", "6", "-title", strings.Repeat("T", 80)}, "title is 80 characters long"},
		{[]string{"team", "-n", "6", "-boards", "0"}, "-boards 0: want 1 to 20"},
		{[]string{"team", "-n", "6", "-boards", "21"}, "-boards 21: want 1 to 20"},
		{[]string{"all"}, "-dir is required"},
		{[]string{"all", "-dir", "x", "-lang", "xx"}, `language "xx"`},
	} {
		code, _, stderr := mk(t, dir, c.args...)
		if code != cli.ExitUsage || !strings.Contains(stderr, c.msg) {
			t.Errorf("mkxlsx %q: exit %d, stderr %q; want 2 and %q", c.args, code, stderr, c.msg)
		}
	}
	if got := files(t, dir); !slices.Equal(got, []string{"bad.csv", "many.csv", "two.csv"}) {
		t.Errorf("files after bad input: %v", got)
	}
}

func TestBerger(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("Name;Rating;Federation;Club;Email\n\"=HYPERLINK(\"\"x\"\")\";2100;FRA;;a@b\n+Bob;;;@club;\n-Cy;1500;;;\n@Dee;;;;\nEve;;;;\n"), 0o644)
	// Flags after the subcommand in any order; N from the CSV.
	code, stdout, stderr := mk(t, dir, "berger", "-players", "p.csv", "-double", "-o", "t.xlsx", "-lang", "fr", "-title", "Open & co", "-tiebreaks", "de,wins,sb,koya")
	if code != 0 || !strings.Contains(stdout, "écrit : t.xlsx (5 joueurs, double)") {
		t.Fatalf("exit %d %q %q", code, stdout, stderr)
	}
	f, err := excelize.OpenFile(filepath.Join(dir, "t.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := f.GetSheetList(); got[0] != "Joueurs" || len(got) != 11 || got[8] != "Mode d'emploi" || got[9] != "Tournoi" || got[10] != "Classement après ronde" {
		t.Errorf("sheets %v", got)
	}
	for i, want := range []string{`=HYPERLINK("x")`, "+Bob", "-Cy", "@Dee", "Eve"} {
		c := "B" + string(rune('2'+i))
		v, _ := f.GetCellValue("Joueurs", c)
		fm, _ := f.GetCellFormula("Joueurs", c)
		if v != want || fm != "" {
			t.Errorf("name %d: %q formula %q, want text %q", i+1, v, fm, want)
		}
	}
	if hf, _ := f.GetHeaderFooter("Joueurs"); !strings.Contains(hf.OddHeader, "Open && co") {
		t.Errorf("header %q", hf.OddHeader)
	}
	if v, _ := f.GetCellValue("Classement", "F1"); v != "Conf. directe" {
		t.Errorf("first tie-break column %q", v)
	}
	if got := files(t, dir); !slices.Equal(got, []string{"p.csv", "t.xlsx"}) {
		t.Errorf("files: %v (temporary files left?)", got)
	}
	// The default name.
	if code, _, stderr := mk(t, dir, "berger", "-n", "7", "-cycles", "3", "-swap=false"); code != 0 {
		t.Fatal(stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "berger-07-c3.xlsx")); err != nil {
		t.Error(err)
	}
}

func TestNoOverwriteWithoutForce(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "b.xlsx")
	os.WriteFile(target, []byte("old"), 0o644)
	code, _, stderr := mk(t, dir, "berger", "-n", "4", "-o", "b.xlsx")
	if code != cli.ExitFail || !strings.Contains(stderr, "b.xlsx exists (use -force to overwrite)") {
		t.Errorf("exit %d %q", code, stderr)
	}
	if data, _ := os.ReadFile(target); string(data) != "old" {
		t.Error("existing file changed without -force")
	}
	if code, _, stderr := mk(t, dir, "berger", "-n", "4", "-o", "b.xlsx", "-force"); code != 0 {
		t.Fatal(stderr)
	}
	if _, err := excelize.OpenFile(target); err != nil {
		t.Errorf("after -force: %v", err)
	}
	if got := files(t, dir); !slices.Equal(got, []string{"b.xlsx"}) {
		t.Errorf("files: %v", got)
	}
}

func TestWriteOutputFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	if err := writeOutput(filepath.Join(dir, "no", "such", "dir.xlsx"), []byte("x"), false); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
	os.Mkdir(filepath.Join(dir, "ro"), 0o555)
	if os.Geteuid() != 0 { // root writes anyway
		if err := writeOutput(filepath.Join(dir, "ro", "x.xlsx"), []byte("x"), true); err == nil {
			t.Error("writing into a read-only directory succeeded")
		}
	}
	// A target that is a directory cannot be replaced: the temporary file goes.
	os.Mkdir(filepath.Join(dir, "d.xlsx"), 0o755)
	if err := writeOutput(filepath.Join(dir, "d.xlsx"), []byte("x"), true); err == nil {
		t.Error("replaced a directory")
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("left behind: %v", got)
	}
}

// TestAll runs `all` over a small stand-in set (the real one takes seconds)
// and checks the real set's names.
func TestAll(t *testing.T) {
	real := sets
	defer func() { sets = real }()
	var names []string
	for _, s := range real {
		for _, o := range s(setOptions{}) {
			if strings.HasPrefix(o.Name, "berger-") { // the other families test their own
				names = append(names, o.Name)
			}
		}
	}
	if len(names) != 56 || names[0] != "berger-03.xlsx" || names[1] != "berger-03-double.xlsx" || names[55] != "berger-30-double.xlsx" {
		t.Errorf("default set: %d files %v", len(names), names)
	}
	sets = []func(setOptions) []output{func(o setOptions) []output {
		outs := bergerSet(o)
		return []output{outs[0], outs[3]} // berger-03.xlsx, berger-04-double.xlsx
	}}
	dir := t.TempDir()
	code, stdout, stderr := mk(t, dir, "all", "-dir", "out", "-lang", "fr")
	if code != 0 || !strings.Contains(stdout, "2 classeurs écrits dans out") {
		t.Fatalf("exit %d %q %q", code, stdout, stderr)
	}
	want := []string{"out/berger-03.xlsx", "out/berger-04-double.xlsx"}
	if got := files(t, dir); !slices.Equal(got, want) {
		t.Fatalf("files %v", got)
	}
	// Above the working directory, as go generate runs it from package
	// sheets: the report names the directory absolutely.
	os.Mkdir(filepath.Join(dir, "sheets"), 0o755)
	code, stdout, stderr = mk(t, filepath.Join(dir, "sheets"), "all", "-dir", "../gen", "-lang", "fr")
	if real, _ := filepath.EvalSymlinks(dir); code != 0 || !strings.Contains(stdout, "2 classeurs écrits dans "+filepath.Join(real, "gen")+"\n") && !strings.Contains(stdout, "2 classeurs écrits dans "+filepath.Join(dir, "gen")+"\n") {
		t.Fatalf("exit %d %q %q", code, stdout, stderr)
	}
	os.RemoveAll(filepath.Join(dir, "gen"))
	os.Remove(filepath.Join(dir, "sheets"))
	// One target exists: nothing is written, the old file stays.
	os.Remove(filepath.Join(dir, want[0]))
	os.WriteFile(filepath.Join(dir, want[1]), []byte("old"), 0o644)
	code, _, stderr = mk(t, dir, "all", "-dir", "out")
	if code != cli.ExitFail || !strings.Contains(stderr, "berger-04-double.xlsx exists") || !strings.Contains(stderr, "nothing written") {
		t.Errorf("exit %d %q", code, stderr)
	}
	if got := files(t, dir); !slices.Equal(got, want[1:]) {
		t.Errorf("files %v", got)
	}
	if code, _, stderr := mk(t, dir, "all", "-dir", "out", "-force"); code != 0 {
		t.Fatal(stderr)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, want[1])); bytes.Equal(data, []byte("old")) {
		t.Error("-force did not overwrite")
	}
}

func TestHelp(t *testing.T) {
	code, stdout, _ := mk(t, t.TempDir(), "help", "berger")
	if code != 0 || !strings.Contains(stdout, "usage: mkxlsx berger -n N") {
		t.Errorf("help berger: %d %q", code, stdout)
	}
	code, stdout, _ = mk(t, t.TempDir(), "help")
	if code != 0 || !strings.Contains(stdout, "berger") || !strings.Contains(stdout, "all") {
		t.Errorf("help: %d %q", code, stdout)
	}
	code, stdout, stderr := mk(t, t.TempDir(), "help", "nosuch")
	if code != 2 || stdout != "" || !strings.Contains(stderr, `unknown command "nosuch"`) {
		t.Errorf("help nosuch: %d %q %q", code, stdout, stderr)
	}
}

// TestSetsSameBytes builds a small and a mid-sized workbook of every default
// set twice, in each language: the same command writes the same bytes.
// Not parallel: TestAll replaces sets.
func TestSetsSameBytes(t *testing.T) {
	for _, lang := range []sheets.Lang{sheets.English, sheets.French} {
		for _, s := range sets {
			outs := s(setOptions{Lang: lang})
			for _, o := range []output{outs[0], outs[len(outs)/2]} {
				a, err := build(o.Write)
				if err != nil {
					t.Fatalf("%s: %v", o.Name, err)
				}
				b, err := build(o.Write)
				if err != nil {
					t.Fatalf("%s: %v", o.Name, err)
				}
				if !bytes.Equal(a, b) {
					t.Errorf("%s (%s): two builds differ", o.Name, lang)
				}
			}
		}
	}
}
