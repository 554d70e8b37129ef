package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/toutesrondes/toutesrondes/internal/atomicfile"
	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/xuri/excelize/v2"
)

// Every numeric flag is read in decimal by cli.IntVar, never by the flag
// package (which reads "010" as 8).
func TestNumbersAreDecimal(t *testing.T) {
	if bad := cli.NonDecimalFlags(commands); len(bad) > 0 {
		t.Errorf("read by the flag package, define them with cli.IntVar: %v", bad)
	}
}

// TestMain runs the command itself when the tests start it as a child
// process (TestSignal), pausing after each temporary file is written.
func TestMain(m *testing.M) {
	if os.Getenv("MKXLSX_TEST_CHILD") == "1" {
		atomicfile.AfterWrite = func() {
			fmt.Fprintln(os.Stderr, "TEMP WRITTEN")
			time.Sleep(time.Minute)
		}
		main()
	}
	// The tests speak English unless one sets its language (-lang, or the
	// locale with t.Setenv): the messages follow the user's locale.
	os.Setenv("LC_ALL", "C")
	os.Setenv("LC_MESSAGES", "")
	os.Setenv("LANG", "C")
	os.Exit(m.Run())
}

// within runs f and fails if it takes more than d (the 20-digit order
// number ran forever, eating memory: the test binary's timeout ends it).
func within(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		panic(what + ": still running after " + d.String())
	}
}

// Hostile inputs, each with what it now gets.
func TestHostileInputs(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("order20.csv", "team,player99999999999999999999\nA,x\nB,y\nC,z\n")
	write("order0.csv", "team,player0\nA,x\n")
	write("latin1.csv", "name,rating\nAna\xefs,2000\nBob,1900\nCid,1800\n")
	write("nul.csv", "name\nA\x00n\nBob\nCid\n")
	write("esc.csv", "name\n\x1b]0;pwned\x07Ann\nBob\nCid\n")
	write("fffd.csv", "name\nJos\ufffd\nBob\nCid\n")
	write("long.csv", "name\n"+strings.Repeat("x", 40000)+"\nBob\nCid\n")
	write("rating.csv", "name,rating\nAnn,0x7d0\n")
	write("nolines.csv", strings.Repeat("\n", 20000))
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"team", "-teams-file", "order20.csv"}, 2, `order20.csv:1: column "player99999999999999999999": a team has players 1 to 1000`},
		{[]string{"molter", "-table", "999", "-teams-file", "order20.csv"}, 2, "-table 999: no such table in the document"},
		{[]string{"molter", "-table", "17", "-teams-file", "order20.csv"}, 2, `order20.csv:1: column "player99999999999999999999": a team has players 1 to`},
		{[]string{"team", "-teams-file", "order0.csv"}, 2, `order0.csv:1: column "player0"`},
		{[]string{"berger", "-players", "/dev/zero"}, 2, "/dev/zero: more than 1048576 bytes"},
		{[]string{"berger", "-players", "latin1.csv"}, 2, "latin1.csv:2: not valid UTF-8 (byte 0xef, column 4): save the file as UTF-8 (CSV UTF-8 in Excel), or give -encoding latin1"},
		{[]string{"berger", "-players", "nul.csv"}, 2, "nul.csv:2: a NUL byte"},
		{[]string{"berger", "-players", "esc.csv"}, 2, `esc.csv:2: a control character U+001B`},
		{[]string{"berger", "-players", "fffd.csv"}, 2, "fffd.csv:2: a replacement character U+FFFD"},
		{[]string{"berger", "-players", "long.csv"}, 2, "long.csv:2: field 1 is 40000 characters long, at most 200"},
		{[]string{"berger", "-players", "rating.csv"}, 2, `rating.csv:2: column 2 "rating": rating "0x7d0": not a number`},
		{[]string{"berger", "-players", "nolines.csv"}, 2, "nolines.csv:10001: more than 10000 lines"},
		{[]string{"berger", "-n", "0x0a"}, 2, `invalid value "0x0a" for flag -n: want a whole number`},
		{[]string{"berger", "-n", "6", "-encoding", "ebcdic"}, 2, `encoding "ebcdic": want utf-8 or latin1`},
		{[]string{"varma", "-n", "12", "-seed", "0x10", "-players", "x.csv"}, 2, `-seed "0x10": want a whole number from 0 to`},
		{[]string{"berger", "-n", "6", "-title", "a\x1b[2Jb"}, 2, `title holds a control character`},
	} {
		var code int
		var stderr string
		within(t, 20*time.Second, strings.Join(c.args, " "), func() { code, _, stderr = mk(t, dir, c.args...) })
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("mkxlsx %q: exit %d, stderr %q; want %d and %q", c.args, code, stderr, c.code, c.msg)
		}
		if strings.ContainsAny(stderr, "\x00\x1b\x07") {
			t.Errorf("mkxlsx %q: raw control characters on standard error: %q", c.args, stderr)
		}
	}
	for _, f := range files(t, dir) {
		if strings.HasSuffix(f, ".xlsx") || strings.HasSuffix(f, ".tmp") {
			t.Errorf("written after bad input: %s", f)
		}
	}
}

// Files from other tools: Latin-1 with -encoding, UTF-16 from Excel; and
// numbers in decimal ("-n 010" was 8).
func TestOtherEncodings(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "latin1.csv"), []byte("name,rating\nAna\xefs,2000\nBj\xf6rn,1900\nO\x92Neil,1800\n"), 0o644)
	utf16 := []byte{0xff, 0xfe}
	for _, r := range "name\trating\r\nAnaïs\t2000\r\nBjörn\t1900\r\nZoë\t1800\r\n" {
		utf16 = append(utf16, byte(r), byte(r>>8))
	}
	os.WriteFile(filepath.Join(dir, "utf16.txt"), utf16, 0o644)
	for _, c := range []struct {
		args  []string
		names []string
	}{
		{[]string{"berger", "-players", "latin1.csv", "-encoding", "latin1", "-o", "l.xlsx"}, []string{"Anaïs", "Björn", "O’Neil"}},
		{[]string{"berger", "-players", "utf16.txt", "-o", "u.xlsx"}, []string{"Anaïs", "Björn", "Zoë"}},
	} {
		code, _, stderr := mk(t, dir, c.args...)
		if code != 0 {
			t.Fatalf("%q: %d %s", c.args, code, stderr)
		}
		f, err := excelize.OpenFile(filepath.Join(dir, c.args[len(c.args)-1]))
		if err != nil {
			t.Fatal(err)
		}
		for i, want := range c.names {
			if v, _ := f.GetCellValue("Players", fmt.Sprintf("B%d", i+2)); v != want {
				t.Errorf("%q: name %d %q, want %q", c.args, i+1, v, want)
			}
		}
		f.Close()
	}
	code, stdout, stderr := mk(t, dir, "berger", "-n", "010", "-o", "ten.xlsx")
	if code != 0 || !strings.Contains(stdout, "(10 players") {
		t.Errorf("-n 010: %d %q %q", code, stdout, stderr)
	}
}

// What is at the output path: only a regular file is replaced, even with
// -force, and the message says what is there.
func TestOutputTargets(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "d.xlsx"), 0o755)
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.xlsx"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "real.xlsx"), []byte("mine"), 0o600)
	os.Symlink("real.xlsx", filepath.Join(dir, "link.xlsx"))
	for _, c := range []struct{ out, msg string }{
		{"d.xlsx", "d.xlsx is a directory: mkxlsx writes only regular files"},
		{"fifo.xlsx", "fifo.xlsx is a named pipe (FIFO)"},
		{"/dev/null", "/dev/null is a character device"},
		{"link.xlsx", "link.xlsx is a symbolic link to real.xlsx; give the path of the file itself"},
	} {
		within(t, 20*time.Second, c.out, func() { // a FIFO opened for writing blocks
			code, _, stderr := mk(t, dir, "berger", "-n", "4", "-o", c.out, "-force")
			if code != cli.ExitFail || !strings.Contains(stderr, c.msg) {
				t.Errorf("-o %s -force: exit %d %q, want %q", c.out, code, stderr, c.msg)
			}
		})
	}
	if fi, err := os.Lstat(filepath.Join(dir, "fifo.xlsx")); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v %v", fi.Mode(), err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "real.xlsx")); string(data) != "mine" {
		t.Error("written through the symbolic link")
	}
	if got := files(t, dir); !slices.Equal(got, []string{"fifo.xlsx", "link.xlsx", "real.xlsx"}) { // and the directory d.xlsx
		t.Errorf("files: %v", got)
	}
}

// Permissions: a replaced file keeps its mode, a new one has the umask's.
func TestOutputModes(t *testing.T) {
	dir := t.TempDir()
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	os.WriteFile(filepath.Join(dir, "private.xlsx"), []byte("old"), 0o600)
	os.Chmod(filepath.Join(dir, "private.xlsx"), 0o640)
	for _, c := range []struct {
		args []string
		mode fs.FileMode
	}{
		{[]string{"berger", "-n", "4", "-o", "new.xlsx"}, 0o600},
		{[]string{"berger", "-n", "4", "-o", "private.xlsx", "-force"}, 0o640},
	} {
		if code, _, stderr := mk(t, dir, c.args...); code != 0 {
			t.Fatalf("%q: %s", c.args, stderr)
		}
		fi, err := os.Stat(filepath.Join(dir, c.args[4]))
		if err != nil || fi.Mode().Perm() != c.mode {
			t.Errorf("%q: mode %v, want %v (%v)", c.args, fi.Mode().Perm(), c.mode, err)
		}
	}
}

// Names: the longest name a file system allows is written (its temporary
// name fits), and a name too long is refused naming it, not the
// temporary file.
func TestOutputNames(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("é", 125) + ".xlsx" // 255 bytes
	if code, _, stderr := mk(t, dir, "berger", "-n", "4", "-o", long); code != 0 {
		t.Errorf("a 255-byte name: %s", stderr)
	}
	tooLong := strings.Repeat("x", 300) + ".xlsx"
	code, _, stderr := mk(t, dir, "berger", "-n", "4", "-o", tooLong)
	if code != cli.ExitFail || !strings.Contains(stderr, "writing "+tooLong+": file name too long") || strings.Contains(stderr, ".tmp") {
		t.Errorf("a 305-byte name: %d %q", code, stderr)
	}
	code, _, stderr = mk(t, dir, "berger", "-n", "4", "-o", "no/such/dir.xlsx")
	if code != cli.ExitFail || !strings.Contains(stderr, "writing no/such/dir.xlsx: no such file or directory") {
		t.Errorf("a missing directory: %d %q", code, stderr)
	}
	if got := files(t, dir); !slices.Equal(got, []string{long}) {
		t.Errorf("files: %v", got)
	}
}

// "-o -" writes the workbook to standard output, the report to standard
// error.
func TestOutputStdout(t *testing.T) {
	dir := t.TempDir()
	code, stdout, stderr := mk(t, dir, "rutsch", "-n", "5", "-o", "-")
	if code != 0 || !strings.Contains(stderr, "wrote standard output (5 players)") {
		t.Fatalf("exit %d %q", code, stderr)
	}
	f, err := excelize.OpenReader(strings.NewReader(stdout))
	if err != nil {
		t.Fatalf("standard output is not a workbook: %v", err)
	}
	f.Close()
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("files: %v", got)
	}
}

// An interrupt during a write removes the temporary file and leaves the
// workbooks already written whole.
func TestSignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "old.xlsx"), []byte("old"), 0o644)
		cmd := exec.Command(os.Args[0], "berger", "-n", "4", "-o", "old.xlsx", "-force")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "MKXLSX_TEST_CHILD=1")
		stderr, _ := cmd.StderrPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(stderr).ReadString('\n')
		if line != "TEMP WRITTEN\n" {
			t.Fatalf("child: %q", line)
		}
		if n := len(files(t, dir)); n != 2 {
			t.Fatalf("%d files while writing, want the old one and the temporary file", n)
		}
		cmd.Process.Signal(sig)
		err := cmd.Wait()
		want := map[syscall.Signal]int{syscall.SIGINT: 130, syscall.SIGTERM: 143}[sig]
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != want {
			t.Errorf("%v: %v, want exit %d", sig, err, want)
		}
		if got := files(t, dir); !slices.Equal(got, []string{"old.xlsx"}) {
			t.Errorf("%v: files %v", sig, got)
		}
		if data, _ := os.ReadFile(filepath.Join(dir, "old.xlsx")); string(data) != "old" {
			t.Errorf("%v: the old file changed", sig)
		}
	}
}

// checkRead fails when a list reader took too long (the 20-digit order
// number ran forever) or let through text a workbook cannot hold.
func checkRead(t *testing.T, start time.Time, texts ...string) {
	t.Helper()
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("read in %v", d)
	}
	for _, s := range texts {
		if p := sheets.TextProblem(s); p != "" || utf8.RuneCountInString(s) > csvin.MaxField {
			t.Fatalf("%.40q read: %s", s, p)
		}
	}
}

func FuzzReadPlayers(f *testing.F) {
	f.Add([]byte("name,rating,federation\nAnn,2100,FRA\n=Bob,,\n"), false)
	f.Add([]byte("Name;Rating\nAnn;0x7d0\n"), false)
	f.Add([]byte("\xff\xfen\x00a\x00m\x00e\x00\n\x00A\x00\n\x00"), false)
	f.Add([]byte("name\nAna\xefs\n"), true)
	f.Fuzz(func(t *testing.T, data []byte, latin1 bool) {
		enc := csvin.UTF8
		if latin1 {
			enc = csvin.Latin1
		}
		start := time.Now()
		players, err := readPlayers(bytes.NewReader(data), "p.csv", enc)
		if err != nil {
			return
		}
		for _, p := range players {
			checkRead(t, start, p.Name, p.Federation)
			if p.Name == "" || p.Rating < 0 || p.Rating > csvin.MaxRating {
				t.Fatalf("%+v", p)
			}
		}
		if len(players) > sheets.MaxPlayers {
			t.Fatalf("%d players", len(players))
		}
	})
}

func FuzzReadTeams(f *testing.F) {
	f.Add([]byte("team,player1,player2\nRooks,Al,Bo\n"), 0)
	f.Add([]byte("Team;Player 2;player1;email\nRooks;Bo;Al;x\n\"Kings; Queens\";;Cy;\n"), 6)
	f.Add([]byte("team,player99999999999999999999\nA,x\n"), 0)
	f.Add([]byte("team,player1000\nA,x\n"), 0)
	f.Fuzz(func(t *testing.T, data []byte, players int) {
		start := time.Now()
		teams, err := readTeams(bytes.NewReader(data), "t.csv", csvin.UTF8, players)
		if err != nil {
			return
		}
		bound := players
		if bound <= 0 {
			bound = maxPlayerColumn
		}
		for _, tm := range teams {
			checkRead(t, start, append([]string{tm.Name}, tm.Players...)...)
			if tm.Name == "" || len(tm.Players) > bound {
				t.Fatalf("%q: %d players, bound %d", tm.Name, len(tm.Players), bound)
			}
		}
	})
}
