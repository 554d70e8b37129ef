package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// files lists dir's entries, the hidden temporary files included.
func files(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func check(t *testing.T, path, data string, perm fs.FileMode) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != data {
		t.Errorf("%s holds %q, want %q", path, got, data)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != perm {
		t.Errorf("%s has mode %v, want %v", path, fi.Mode().Perm(), perm)
	}
}

func TestNewFile(t *testing.T) {
	umask(t, 0o027)
	dir := t.TempDir()
	p := filepath.Join(dir, "a.xlsx")
	if err := Write(p, []byte("new"), Options{NoReplace: true}); err != nil {
		t.Fatal(err)
	}
	check(t, p, "new", 0o640) // 0o666 less the umask
	if got := files(t, dir); !slices.Equal(got, []string{"a.xlsx"}) {
		t.Errorf("files: %v", got)
	}
}

func TestExactPerm(t *testing.T) {
	umask(t, 0o077)
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "dir", "data.go")
	if err := Write(p, []byte("package x"), Options{Perm: 0o644, ExactPerm: true, MkdirAll: true}); err != nil {
		t.Fatal(err)
	}
	check(t, p, "package x", 0o644)
	// Replacing a file of other permissions: Perm still.
	os.Chmod(p, 0o600)
	if err := Write(p, []byte("package y"), Options{Perm: 0o644, ExactPerm: true}); err != nil {
		t.Fatal(err)
	}
	check(t, p, "package y", 0o644)
}

func TestReplaceKeepsPerm(t *testing.T) {
	umask(t, 0o022)
	dir := t.TempDir()
	p := filepath.Join(dir, "a.xlsx")
	if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	os.Chmod(p, 0o604) // a mode no umask or default gives
	if err := Write(p, []byte("new"), Options{KeepPerm: true}); err != nil {
		t.Fatal(err)
	}
	check(t, p, "new", 0o604)
	if got := files(t, dir); !slices.Equal(got, []string{"a.xlsx"}) {
		t.Errorf("files: %v", got)
	}
}

func TestNoReplace(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.xlsx")
	os.WriteFile(p, []byte("the user's"), 0o644)
	err := Write(p, []byte("new"), Options{NoReplace: true})
	if !errors.Is(err, fs.ErrExist) {
		t.Fatalf("Write over an existing file without replacing: %v, want fs.ErrExist", err)
	}
	if !strings.Contains(err.Error(), p) || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("error %q: want the target named, not the temporary file", err)
	}
	check(t, p, "the user's", 0o644)
	if got := files(t, dir); !slices.Equal(got, []string{"a.xlsx"}) {
		t.Errorf("files: %v", got)
	}
}

// Of writers racing to a new name without replacing, exactly one wins and
// the file is whole.
func TestNoReplaceRace(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.xlsx")
	const n = 8
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = Write(p, []byte(strings.Repeat(string(rune('a'+i)), 1<<16)), Options{NoReplace: true})
		}()
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, fs.ErrExist):
			t.Errorf("unexpected error: %v", err)
		}
	}
	if won != 1 {
		t.Errorf("%d writers won, want 1", won)
	}
	data, _ := os.ReadFile(p)
	if len(data) != 1<<16 || strings.Count(string(data), string(data[:1])) != len(data) {
		t.Errorf("the file is not one writer's whole data (%d bytes)", len(data))
	}
	if got := files(t, dir); !slices.Equal(got, []string{"a.xlsx"}) {
		t.Errorf("files: %v", got)
	}
}

// Whatever fails, nothing is left behind and the error names the target.
func TestFailuresLeaveNothing(t *testing.T) {
	dir := t.TempDir()
	// The rename fails: the target is a directory, which is not replaced.
	d := filepath.Join(dir, "d.xlsx")
	os.Mkdir(d, 0o755)
	os.WriteFile(filepath.Join(d, "inside"), []byte("x"), 0o644)
	cases := []struct {
		path string
		o    Options
		want error
	}{
		{filepath.Join(dir, "no", "such", "dir.xlsx"), Options{}, fs.ErrNotExist},
		{d, Options{}, fs.ErrExist}, // os.Rename refuses a directory as the new name
		{d, Options{KeepPerm: true}, fs.ErrExist},
		{d, Options{NoReplace: true}, fs.ErrExist},
		{filepath.Join(dir, strings.Repeat("é", 130)), Options{}, syscall.ENAMETOOLONG},
	}
	if os.Geteuid() != 0 { // root writes anyway
		ro := filepath.Join(dir, "ro")
		os.Mkdir(ro, 0o555)
		cases = append(cases, struct {
			path string
			o    Options
			want error
		}{filepath.Join(ro, "x.xlsx"), Options{}, fs.ErrPermission})
	}
	for _, c := range cases {
		err := Write(c.path, []byte("x"), c.o)
		var pe *fs.PathError
		switch {
		case err == nil:
			t.Errorf("Write(%s, %+v) succeeded", c.path, c.o)
			continue
		case !errors.Is(err, c.want):
			t.Errorf("Write(%s, %+v): %v, want %v", c.path, c.o, err, c.want)
		case !errors.As(err, &pe) || pe.Path != c.path:
			t.Errorf("Write(%s, %+v): %#v: want a PathError naming the target", c.path, c.o, err)
		}
	}
	if got := files(t, dir); !slices.Equal(got, []string{"d.xlsx", "ro"}) && !slices.Equal(got, []string{"d.xlsx"}) {
		t.Errorf("left behind: %v", got)
	}
	if got := files(t, d); !slices.Equal(got, []string{"inside"}) {
		t.Errorf("the directory changed: %v", got)
	}
	if len(temps.names) != 0 {
		t.Errorf("still tracked: %v", temps.names)
	}
}

// A name as long as the file system allows still gets a temporary file
// (its name shortened, never cut inside a character).
func TestLongName(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a"+strings.Repeat("é", 127)) // 255 bytes
	if err := Write(p, []byte("x"), Options{}); err != nil {
		t.Fatal(err)
	}
	if got := files(t, dir); len(got) != 1 {
		t.Errorf("files: %v", got)
	}
}

// RemoveTemps removes the temporary file of a Write under way, which then
// never lands. It holds its lock for good, so it runs in a child process.
func TestRemoveTemps(t *testing.T) {
	if dir := os.Getenv("ATOMICFILE_TEST_DIR"); dir != "" {
		written := make(chan bool)
		AfterWrite = func() { written <- true; select {} }
		go Write(filepath.Join(dir, "a.xlsx"), []byte("x"), Options{})
		<-written
		if got := files(t, dir); len(got) != 1 || !strings.HasSuffix(got[0], ".tmp") {
			t.Fatalf("while writing: %v, want the temporary file", got)
		}
		RemoveTemps()
		os.Exit(0)
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestRemoveTemps$")
	cmd.Env = append(os.Environ(), "ATOMICFILE_TEST_DIR="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("left behind: %v", got)
	}
}
