// Command dist builds the release archives of pairings and mkxlsx (make
// dist): for each target, both programs cross-compiled without cgo, with
// -trimpath and no build id, and packed with the licence, the quick start
// in French (LISEZMOI.txt) and English (QUICKSTART.txt) and an example
// player list (joueurs.csv) into toutesrondes-GOOS-GOARCH.zip (Windows) or
// .tar.gz (the others), with SHA256SUMS beside them.
//
//	go run ./internal/dist [-o dist] [-targets linux/amd64,…]
//
// Two runs on the same tree give byte-identical archives: the entries are
// in sorted order, with fixed modes (0755 for the programs, 0644 for the
// rest), a fixed time (SOURCE_DATE_EPOCH when set, else 2026-01-01 UTC),
// no owner, and a gzip header without name or time. The version the
// programs print (-version) is stamped by the Go toolchain from the git
// clone (-buildvcs=auto, whatever GOFLAGS says); a git worktree or a tree
// without .git gives "(devel)".
package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/atomicfile"
)

// Targets are the platforms of make dist, as GOOS/GOARCH.
var Targets = []string{
	"darwin/amd64", "darwin/arm64",
	"linux/amd64", "linux/arm64",
	"windows/amd64", "windows/arm64",
}

// programs are the commands every archive holds.
var programs = []string{"mkxlsx", "pairings"}

// files are the other entries of every archive but LICENSE (read from the
// module root): the quick starts and the example list they use.
//
//go:embed files
var files embed.FS

// defaultTime is the time of every entry without SOURCE_DATE_EPOCH.
var defaultTime = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func main() {
	out := flag.String("o", "dist", "output directory")
	only := flag.String("targets", strings.Join(Targets, ","), "GOOS/GOARCH list, separated by commas")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "dist: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	targets := strings.Split(*only, ",")
	for _, t := range targets {
		if !slices.Contains(Targets, t) {
			fmt.Fprintf(os.Stderr, "dist: -targets: %q is not one of %s\n", t, strings.Join(Targets, ", "))
			os.Exit(2)
		}
	}
	mtime, err := sourceDate()
	if err != nil {
		fmt.Fprintf(os.Stderr, "dist: %v\n", err)
		os.Exit(2)
	}
	if err := Run(".", *out, targets, mtime, os.Environ(), os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "dist: %v\n", err)
		os.Exit(1)
	}
}

// sourceDate is the time of the entries: SOURCE_DATE_EPOCH (seconds) when
// set, the reproducible-builds convention, else defaultTime.
func sourceDate() (time.Time, error) {
	s := os.Getenv("SOURCE_DATE_EPOCH")
	if s == "" {
		return defaultTime, nil
	}
	sec, err := strconv.ParseInt(s, 10, 64)
	if err != nil || sec < 315532800 { // zip cannot hold a time before 1980
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH=%q: want seconds since 1970, from 1980 on", s)
	}
	return time.Unix(sec, 0).UTC(), nil
}

// ArchiveName is the file name of target's archive.
func ArchiveName(target string) string {
	goos, goarch, _ := strings.Cut(target, "/")
	if goos == "windows" {
		return "toutesrondes-" + goos + "-" + goarch + ".zip"
	}
	return "toutesrondes-" + goos + "-" + goarch + ".tar.gz"
}

// Run builds the archives of targets from the module at root into out and
// writes SHA256SUMS there; env is the go command's environment (GOOS,
// GOARCH and CGO_ENABLED are set over it); progress lines go to log.
func Run(root, out string, targets []string, mtime time.Time, env []string, log io.Writer) error {
	shared, err := sharedEntries(root)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	var sums []string
	for _, t := range targets {
		goos, goarch, _ := strings.Cut(t, "/")
		entries, err := build(root, goos, goarch, env)
		if err != nil {
			return fmt.Errorf("%s: %w", t, err)
		}
		entries = append(entries, shared...)
		name := ArchiveName(t)
		dir := strings.TrimSuffix(strings.TrimSuffix(name, ".zip"), ".tar.gz")
		var data []byte
		if goos == "windows" {
			data, err = zipArchive(dir, entries, mtime)
		} else {
			data, err = tarArchive(dir, entries, mtime)
		}
		if err != nil {
			return err
		}
		if err := writeFile(filepath.Join(out, name), data); err != nil {
			return err
		}
		sums = append(sums, fmt.Sprintf("%x  %s\n", sha256.Sum256(data), name))
		fmt.Fprintf(log, "%s  %d bytes\n", filepath.Join(out, name), len(data))
	}
	slices.SortFunc(sums, func(a, b string) int { return strings.Compare(a[strings.Index(a, "  "):], b[strings.Index(b, "  "):]) })
	return writeFile(filepath.Join(out, "SHA256SUMS"), []byte(strings.Join(sums, "")))
}

// writeFile writes an archive whole or not at all (internal/atomicfile): an
// interrupted make dist leaves no truncated archive under its right name.
func writeFile(path string, data []byte) error {
	return atomicfile.Write(path, data, atomicfile.Options{Perm: 0o644, KeepPerm: true})
}

// entry is a file of an archive, its name below the archive's directory.
type entry struct {
	name string
	data []byte
	mode int64
}

// sharedEntries are the files every archive holds beside the programs,
// read once: the module's LICENSE, then the files of files/.
func sharedEntries(root string) ([]entry, error) {
	license, err := os.ReadFile(filepath.Join(root, "LICENSE"))
	if err != nil {
		return nil, err
	}
	entries := []entry{{name: "LICENSE", data: license, mode: 0o644}}
	err = fs.WalkDir(files, "files", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := files.ReadFile(p)
		entries = append(entries, entry{name: path.Base(p), data: data, mode: 0o644})
		return err
	})
	return entries, err
}

// build compiles the programs for goos/goarch and returns them, read into
// memory: the directory the go command writes them to is gone on return.
func build(root, goos, goarch string, env []string) ([]entry, error) {
	dir, err := os.MkdirTemp("", "toutesrondes-dist-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	args := []string{"build", "-trimpath", "-buildvcs=auto", "-ldflags=-buildid=", "-o", dir + string(filepath.Separator)}
	for _, p := range programs {
		args = append(args, "./cmd/"+p)
	}
	cmd := exec.Command(goCommand(), args...)
	cmd.Dir = root
	cmd.Env = append(slices.Clone(env), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH="+goarch)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	var entries []entry
	for _, p := range programs {
		if goos == "windows" {
			p += ".exe"
		}
		data, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return nil, err
		}
		entries = append(entries, entry{name: p, data: data, mode: 0o755})
	}
	return entries, nil
}

// goCommand is the go command of $GOROOT (set by go generate and go
// test), else the one on PATH.
func goCommand() string {
	if root := os.Getenv("GOROOT"); root != "" {
		g := filepath.Join(root, "bin", "go")
		if _, err := os.Stat(g); err == nil {
			return g
		}
	}
	return "go"
}

// sorted returns the entries in the order of their names.
func sorted(entries []entry) []entry {
	entries = slices.Clone(entries)
	slices.SortFunc(entries, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	return entries
}

// tarArchive is a gzipped tar of the entries below dir/: a directory entry,
// then the files, with fixed modes and time and no owner.
func tarArchive(dir string, entries []entry, mtime time.Time) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	// The gzip header keeps no name and no time (ModTime zero), and its OS
	// byte is Go's fixed "unknown".
	tw := tar.NewWriter(zw)
	hdr := func(name string, typ byte, mode, size int64) *tar.Header {
		return &tar.Header{Typeflag: typ, Name: name, Mode: mode, Size: size, ModTime: mtime, Format: tar.FormatUSTAR}
	}
	if err := tw.WriteHeader(hdr(dir+"/", tar.TypeDir, 0o755, 0)); err != nil {
		return nil, err
	}
	for _, e := range sorted(entries) {
		if err := tw.WriteHeader(hdr(dir+"/"+e.name, tar.TypeReg, e.mode, int64(len(e.data)))); err != nil {
			return nil, err
		}
		if _, err := tw.Write(e.data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// zipArchive is a zip of the entries below dir/, deflated, with fixed modes
// and time; the text files get Windows line ends (CRLF), which every
// Windows editor shows as lines.
func zipArchive(dir string, entries []entry, mtime time.Time) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	d := &zip.FileHeader{Name: dir + "/", Method: zip.Store, Modified: mtime}
	d.SetMode(fs.ModeDir | 0o755)
	if _, err := zw.CreateHeader(d); err != nil {
		return nil, err
	}
	for _, e := range sorted(entries) {
		data := e.data
		if strings.HasSuffix(e.name, ".txt") || strings.HasSuffix(e.name, ".csv") || e.name == "LICENSE" {
			data = bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
		}
		h := &zip.FileHeader{Name: dir + "/" + e.name, Method: zip.Deflate, Modified: mtime}
		h.SetMode(fs.FileMode(e.mode))
		w, err := zw.CreateHeader(h)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
