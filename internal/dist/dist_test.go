package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// The archives are built once for the tests (linux/amd64, the one this
// machine runs, and windows/amd64 for the zip), into built.
var (
	builtOnce sync.Once
	built     string
	builtErr  error
)

var testTargets = []string{"linux/amd64", "windows/amd64"}

func archives(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the archives (about a minute with a warm build cache): not with -short")
	}
	builtOnce.Do(func() {
		built, builtErr = os.MkdirTemp("", "dist-test-")
		if builtErr == nil {
			builtErr = Run("../..", built, testTargets, defaultTime, os.Environ(), io.Discard)
		}
	})
	if builtErr != nil {
		t.Fatal(builtErr)
	}
	return built
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built != "" {
		os.RemoveAll(built)
	}
	os.Exit(code)
}

// TestReproducible builds the linux/amd64 archive a second time with an
// empty build cache (everything compiled again) and compares its bytes.
// Measured: the whole test file 9m29s (the second build 7m34s) on two cores
// shared with seven other sessions, 1m22s of CPU time; skipped with -short.
func TestReproducible(t *testing.T) {
	first := archives(t)
	second := t.TempDir()
	env := append(os.Environ(), "GOCACHE="+t.TempDir())
	start := time.Now()
	if err := Run("../..", second, testTargets[:1], defaultTime, env, io.Discard); err != nil {
		t.Fatal(err)
	}
	t.Logf("second build, empty cache: %v", time.Since(start).Round(time.Second))
	for _, name := range []string{ArchiveName("linux/amd64")} {
		a, err := os.ReadFile(filepath.Join(first, name))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(second, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two builds", name)
		}
	}
	// SHA256SUMS is what sha256sum -c reads: the hash of each file.
	sums, _ := os.ReadFile(filepath.Join(first, "SHA256SUMS"))
	for _, line := range strings.Split(strings.TrimSpace(string(sums)), "\n") {
		sum, name, _ := strings.Cut(line, "  ")
		data, err := os.ReadFile(filepath.Join(first, name))
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(data)); got != sum {
			t.Errorf("SHA256SUMS: %s %s, the file hashes to %s", sum, name, got)
		}
	}
}

// want are the entries of every archive, in their order, and their modes.
var want = []struct {
	name string
	mode int64
}{
	{"LICENSE", 0o644}, {"LISEZMOI.txt", 0o644}, {"QUICKSTART.txt", 0o644},
	{"joueurs.csv", 0o644}, {"mkxlsx", 0o755}, {"pairings", 0o755},
}

// TestTarEntries: the tar holds the directory and the files in sorted
// order, with fixed modes and time and no owner.
func TestTarEntries(t *testing.T) {
	f, err := os.Open(filepath.Join(archives(t), ArchiveName("linux/amd64")))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	if zr.Name != "" || !zr.ModTime.IsZero() {
		t.Errorf("gzip header: name %q, time %v; want none", zr.Name, zr.ModTime)
	}
	tr := tar.NewReader(zr)
	i := -1
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Uid != 0 || h.Gid != 0 || h.Uname != "" || h.Gname != "" || !h.ModTime.Equal(defaultTime) {
			t.Errorf("%s: owner %d/%d %q/%q, time %v", h.Name, h.Uid, h.Gid, h.Uname, h.Gname, h.ModTime)
		}
		if i < 0 {
			if h.Name != "toutesrondes-linux-amd64/" || h.Typeflag != tar.TypeDir {
				t.Errorf("first entry %q, want the directory", h.Name)
			}
		} else if i >= len(want) || h.Name != "toutesrondes-linux-amd64/"+want[i].name || h.Mode != want[i].mode {
			t.Errorf("entry %d: %s %o", i, h.Name, h.Mode)
		}
		i++
	}
	if i != len(want) {
		t.Errorf("%d files, want %d", i, len(want))
	}
}

// TestZipEntries: the Windows zip holds the .exe programs and the text
// files with CRLF line ends.
func TestZipEntries(t *testing.T) {
	zr, err := zip.OpenReader(filepath.Join(archives(t), ArchiveName("windows/amd64")))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
		if !f.Modified.Equal(defaultTime) {
			t.Errorf("%s: time %v", f.Name, f.Modified)
		}
		if f.Name == "toutesrondes-windows-amd64/QUICKSTART.txt" {
			r, _ := f.Open()
			data, _ := io.ReadAll(r)
			if bytes.Count(data, []byte("\n")) != bytes.Count(data, []byte("\r\n")) {
				t.Errorf("QUICKSTART.txt: lines without CRLF")
			}
		}
	}
	got := strings.Join(names, " ")
	wantNames := "toutesrondes-windows-amd64/ toutesrondes-windows-amd64/LICENSE toutesrondes-windows-amd64/LISEZMOI.txt toutesrondes-windows-amd64/QUICKSTART.txt toutesrondes-windows-amd64/joueurs.csv toutesrondes-windows-amd64/mkxlsx.exe toutesrondes-windows-amd64/pairings.exe"
	if got != wantNames {
		t.Errorf("entries\n%s\nwant\n%s", got, wantNames)
	}
}

// commandLine matches a command of a quick start: indented five spaces.
var commandLine = regexp.MustCompile(`(?m)^     (mkxlsx .*)$`)

// TestQuickStart unpacks the linux/amd64 archive and runs the commands of
// both quick starts as they are printed, with a PATH that holds no Go
// (env -i PATH=/usr/bin:/bin): the workbook from joueurs.csv, results typed
// into its Results cells, the standings read back, the TRF.
func TestQuickStart(t *testing.T) {
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("runs the linux/amd64 programs")
	}
	dir := t.TempDir()
	unpack(t, filepath.Join(archives(t), ArchiveName("linux/amd64")), dir)
	dir = filepath.Join(dir, "toutesrondes-linux-amd64")
	if out, err := exec.Command("env", "-i", "PATH=/usr/bin:/bin", "sh", "-c", "command -v go").CombinedOutput(); err == nil {
		t.Fatalf("go is on PATH=/usr/bin:/bin (%s): the check needs a PATH without Go", out)
	}
	sh := func(line string) string {
		t.Helper()
		cmd := exec.Command("env", "-i", "PATH=/usr/bin:/bin", "sh", "-c", "./"+line)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", line, err, out)
		}
		return string(out)
	}
	if v := sh("mkxlsx -version"); !strings.HasPrefix(v, "mkxlsx ") || !strings.Contains(v, "built with go") {
		t.Errorf("mkxlsx -version: %q", v)
	}
	if v := sh("pairings -version"); !strings.HasPrefix(v, "pairings ") {
		t.Errorf("pairings -version: %q", v)
	}
	for _, doc := range []string{"LISEZMOI.txt", "QUICKSTART.txt"} {
		text, err := os.ReadFile(filepath.Join(dir, doc))
		if err != nil {
			t.Fatal(err)
		}
		cmds := commandLine.FindAllStringSubmatch(string(text), -1)
		if len(cmds) != 3 {
			t.Fatalf("%s: %d commands, want 3 (make, read, TRF)", doc, len(cmds))
		}
		os.Remove(filepath.Join(dir, "open.xlsx"))
		sh(cmds[0][1])
		games := typeResults(t, filepath.Join(dir, "open.xlsx"))
		text2 := sh(cmds[1][1])
		// mkxlsx read speaks the workbook's language: the French quick
		// start makes a French workbook.
		if !strings.Contains(text2, "15 of 15 results entered") && !strings.Contains(text2, "15 résultats saisis sur 15") {
			t.Errorf("%s: %s:\n%s", doc, cmds[1][1], text2)
		}
		// Every game is won by White: a player's points are his games
		// with White in the Berger table of 6, as pairings prints it.
		points := map[int]int{}
		for _, g := range games {
			points[g[0]]++
		}
		for p := 1; p <= 6; p++ {
			if !regexp.MustCompile(fmt.Sprintf(`(?m)^\s+\d+\s+%d\s+.*?\s%d\s`, p, points[p])).MatchString(text2) {
				t.Errorf("%s: player %d should have %d points:\n%s", doc, p, points[p], text2)
			}
		}
		sh(cmds[2][1])
		trfData, err := os.ReadFile(filepath.Join(dir, "open.trf"))
		if err != nil {
			t.Fatal(err)
		}
		trf := string(trfData)
		// TRF-2026 is ASCII: the names are transliterated.
		for _, want := range []string{"\n012 ", "\n102 Lefevre, Anais\n", "\n222 5400+30\n", "\n001    1 mFM  DUPONT, Jerome "} {
			if !strings.Contains("\n"+trf, want) {
				t.Errorf("%s: open.trf lacks %q:\n%s", doc, want, trf)
			}
		}
	}
	// pairings from the archive prints the table used above.
	if out := sh("pairings berger 6"); !strings.Contains(out, "1 – 6") {
		t.Errorf("pairings berger 6:\n%s", out)
	}
}

// typeResults types 1-0 in every cell of the workbook's Results, as an
// arbiter does in Excel, and returns the games (white, black) of the Berger
// table of 6 that pairings -format json gives, in the cells' order.
func typeResults(t *testing.T, path string) [][2]int {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ref string
	for _, d := range f.GetDefinedName() {
		if d.Name == "Results" {
			ref = d.RefersTo
		}
	}
	m := regexp.MustCompile(`^'?([^'!]+)'?!\$E\$(\d+):\$E\$(\d+)$`).FindStringSubmatch(ref)
	if m == nil {
		t.Fatalf("Results refers to %q", ref)
	}
	var lo, hi int
	fmt.Sscan(m[2], &lo)
	fmt.Sscan(m[3], &hi)
	for r := lo; r <= hi; r++ {
		if err := f.SetCellStr(m[1], fmt.Sprintf("E%d", r), "1-0"); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("go", "run", "../../cmd/pairings", "berger", "6", "-format", "json").Output()
	if err != nil {
		t.Fatal(err)
	}
	var table struct {
		Rounds []struct {
			Boards []struct{ White, Black int }
		}
	}
	if err := json.Unmarshal(out, &table); err != nil {
		t.Fatal(err)
	}
	var games [][2]int
	for _, r := range table.Rounds {
		for _, b := range r.Boards {
			games = append(games, [2]int{b.White, b.Black})
		}
	}
	if len(games) != hi-lo+1 {
		t.Fatalf("%d games, %d Results cells", len(games), hi-lo+1)
	}
	return games
}

// unpack extracts a tar.gz into dir with the modes it records.
func unpack(t *testing.T, archive, dir string) {
	t.Helper()
	f, err := os.Open(archive)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, filepath.FromSlash(h.Name))
		if h.Typeflag == tar.TypeDir {
			os.MkdirAll(p, os.FileMode(h.Mode))
			continue
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, os.FileMode(h.Mode)); err != nil {
			t.Fatal(err)
		}
	}
}
