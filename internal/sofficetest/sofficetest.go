// Package sofficetest is for tests only: it finds LibreOffice's soffice
// and has it recalculate or print workbooks, the independent engine the
// workbooks' formulas are held to (sheets, cmd/mkxlsx).
//
// The tests that use it need Debian's libreoffice-calc-nogui. Without it
// they skip loudly; with TOUTESRONDES_REQUIRE_SOFFICE=1 (.ci/run sets it)
// they fail instead. They take time, so -short skips them.
package sofficetest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// RequireEnv set to 1 makes a missing soffice an error.
const RequireEnv = "TOUTESRONDES_REQUIRE_SOFFICE"

// Path is soffice's path; the test skips with -short, and without soffice
// (failing with RequireEnv=1).
func Path(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("LibreOffice recalculation and printing: not with -short")
	}
	path, err := exec.LookPath("soffice")
	if err == nil {
		return path
	}
	msg := "\n*** soffice NOT FOUND: the LibreOffice recalculation and print tests did NOT run ***\n" +
		"*** install libreoffice-calc-nogui (and poppler-utils), or set " + RequireEnv + "=1 to make this an error ***"
	if os.Getenv(RequireEnv) == "1" {
		t.Fatal(msg)
	}
	fmt.Fprintln(os.Stderr, msg) // seen even without -v
	t.Skip(msg)
	return ""
}

// recalcProfile is the LibreOffice user profile of a run: OOXMLRecalcMode 0
// makes Calc recalculate every formula of an .xlsx on load, instead of
// trusting the cached values (the workbooks store none).
const recalcProfile = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`

// WriteProfile makes dir a LibreOffice profile that recalculates on load.
func WriteProfile(dir string) error {
	if err := os.MkdirAll(filepath.Join(dir, "user"), 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "user", "registrymodifications.xcu"), []byte(recalcProfile), 0o644)
}

// Profile is a fresh profile of WriteProfile's, removed after the test.
func Profile(t testing.TB) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "lo")
	if err := WriteProfile(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Convert runs one soffice with profile over all files (one start-up for
// the batch), converting them to format ("xlsx", "pdf", "xlsx:Calc MS
// Excel 2007 XML") into a new directory, and returns the converted files'
// paths, in the order of files.
func Convert(t testing.TB, soffice, profile, format string, files ...string) []string {
	t.Helper()
	out := t.TempDir()
	args := append([]string{
		"-env:UserInstallation=file://" + profile, "--headless", "--norestore",
		"--convert-to", format, "--outdir", out,
	}, files...)
	start := time.Now()
	cmd := exec.Command(soffice, args...)
	cmd.Env = append(os.Environ(), "HOME="+profile)
	msg, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("soffice: %v\n%s", err, msg)
	}
	t.Logf("soffice --convert-to %s of %d files: %v", format, len(files), time.Since(start).Round(time.Millisecond))
	ext := strings.SplitN(format, ":", 2)[0]
	var paths []string
	for _, f := range files {
		p := filepath.Join(out, strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))+"."+ext)
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("soffice made no %s:\n%s", p, msg)
		}
		paths = append(paths, p)
	}
	return paths
}
