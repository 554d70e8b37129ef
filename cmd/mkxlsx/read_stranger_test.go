package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// Reading a workbook from a stranger, at the command: what the path names
// is checked before it is opened, standard input is read, and the names a
// workbook holds reach the terminal, the JSON and the TRF only printable.

// TestReadNotRegular: a FIFO (or a device) is refused at once, not opened
// (opening a FIFO blocks until a writer comes).
func TestReadNotRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "in.xlsx")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	for _, c := range []struct{ path, want string }{
		{fifo, "is a named pipe (FIFO): mkxlsx reads only a regular file"},
		{"/dev/zero", "/dev/zero is a character device"},
		{dir, "is a directory"},
	} {
		done := make(chan struct{})
		go func() {
			defer close(done)
			code, _, errs := mk(t, dir, "read", c.path)
			if code != 2 || !strings.Contains(errs, c.want) {
				t.Errorf("%s: exit %d, %q; want 2 and %q", c.path, code, errs, c.want)
			}
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: still reading after 10 s", c.path)
		}
	}
}

// TestReadStdin: "read -" reads standard input, and names it so.
func TestReadStdin(t *testing.T) {
	dir := t.TempDir()
	path := filled(t, dir, all5)
	data, _ := os.ReadFile(path)
	var out, errb bytes.Buffer
	p := program()
	p.Stdin = bytes.NewReader(data)
	if code := p.Run([]string{"read", "-", "-format", "json"}, &out, &errb); code != 0 || !strings.Contains(out.String(), `"entered":10`) {
		t.Errorf("exit %d: %s %s", code, out.String(), errb.String())
	}
	out.Reset()
	errb.Reset()
	p.Stdin = strings.NewReader("name,rating\n")
	if code := p.Run([]string{"read", "-"}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "standard input: a text file (CSV?), not a workbook") {
		t.Errorf("CSV on standard input: exit %d, %q", code, errb.String())
	}
}

// rename types names into the Players sheet of the workbook at path.
func rename(t *testing.T, path string, cells map[string]string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for c, v := range cells {
		f.SetCellStr("Players", c, v)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// TestReadNamesOut: a line break, ESC, U+2028 or a C1 control in a name is
// escaped in the text standings (no forged row), written \uNNNN in the
// JSON, and refused in the TRF with the player and the field named; the
// TRF's header flags are checked as -title is.
func TestReadNamesOut(t *testing.T) {
	dir := t.TempDir()
	path := filled(t, dir, all5)
	// XML cannot hold ESC nor NEL raw: a workbook writes them _x001B_,
	// which every reader decodes.
	rename(t, path, map[string]string{"B2": "Ann\n  1   2  Forged", "B3": "Bob_x001B_[31m", "B4": "Cid\u2028Dan", "B5": "Dan_x0085_"})
	code, out, errs := mk(t, dir, "read", "rr5.xlsx")
	if code != 0 {
		t.Fatal(errs)
	}
	if strings.Count(out, "\n") != 7 || strings.ContainsAny(out, "\x1b\u2028\u0085") || !strings.Contains(out, `Ann\x0a  1   2  Forged`) || !strings.Contains(out, `Cid\u2028Dan`) {
		t.Errorf("text:\n%s", out)
	}
	code, out, errs = mk(t, dir, "read", "rr5.xlsx", "-format", "json")
	if code != 0 {
		t.Fatal(errs)
	}
	if strings.ContainsAny(out, "\x1b\u2028\u0085") || !strings.Contains(out, `Dan\u0085`) {
		t.Errorf("JSON: %s", out)
	}
	var v struct{ Players []struct{ Name string } }
	if err := json.Unmarshal([]byte(out), &v); err != nil || v.Players[3].Name != "Dan\u0085" || v.Players[1].Name != "Bob\x1b[31m" {
		t.Errorf("JSON does not decode to the names: %v %+v", err, v)
	}
	code, out, errs = mk(t, dir, "read", "rr5.xlsx", "-format", "trf")
	if code == 0 || out != "" || !strings.Contains(errs, "rr5.xlsx: player 1: name \"Ann\\n  1   2  Forged\" holds a line break") {
		t.Errorf("TRF: exit %d, %q, %q", code, out, errs)
	}
	rename(t, path, map[string]string{"B2": "Ann", "B3": "Bob_x001B_[31m"})
	code, _, errs = mk(t, dir, "read", "rr5.xlsx", "-format", "trf")
	if code == 0 || !strings.Contains(errs, `player 2: name "Bob\x1b[31m" holds a control character U+001B`) {
		t.Errorf("TRF: exit %d, %q", code, errs)
	}
	rename(t, path, map[string]string{"B3": "Bob", "B4": "Cid", "B5": "Dan"})
	for _, c := range []struct{ flag, v, want string }{
		{"-name", "Open\x1b]0;x\x07", "-name holds a control character U+001B"},
		{"-city", "Paris\n001 forged", "-city holds a line break"},
		{"-arbiter", "A\u2028B", "-arbiter holds a line break"},
		{"-time-control", "90'\u202e", "-time-control holds U+202E, which is not a printable character"},
		{"-city", "東京", "-city: '東' (U+6771) has no ASCII spelling"},
	} {
		code, out, errs := mk(t, dir, "read", "rr5.xlsx", "-format", "trf", c.flag, c.v)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%s %q: exit %d, %q; want 2 and %q", c.flag, c.v, code, errs, c.want)
		}
	}
	if code, _, errs := mk(t, dir, "read", "rr5.xlsx", "-format", "trf", "-name", "Open d'été"); code != 0 {
		t.Errorf("a plain name refused: %s", errs)
	}
}

// TestOutputDevNull: "-o - > /dev/null" is not a terminal.
func TestOutputDevNull(t *testing.T) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	var errb bytes.Buffer
	dir := t.TempDir()
	wd, _ := os.Getwd()
	os.Chdir(dir)
	defer os.Chdir(wd)
	if code := run([]string{"rutsch", "-n", "5", "-o", "-"}, null, &errb); code != 0 {
		t.Errorf("exit %d: %s", code, errb.String())
	}
}
