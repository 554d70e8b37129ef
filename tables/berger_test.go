package tables

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
)

// The static data and the fallback builder (used beyond the static range)
// give the same games and seats for every static size.
func TestStaticEqualsFallback(t *testing.T) {
	for m := bergerMin; m <= bergerMax; m += 2 {
		for r := 1; r < m; r++ {
			for b := 1; b <= m/2; b++ {
				if s, f := tableGame(m, r, b), berger.GameAt(m, r, b); s != f {
					t.Fatalf("m=%d round %d board %d: static %v, fallback %v", m, r, b, s, f)
				}
			}
			for p := 1; p <= m; p++ {
				b, black := tableSeat(m, r, p)
				fb := berger.Board(m, r, p)
				if b != fb || black != (berger.GameAt(m, r, fb).Black == p) {
					t.Fatalf("m=%d round %d player %d: static board %d black %v, fallback board %d", m, r, p, b, black, fb)
				}
			}
		}
	}
}

// Across the boundary of the static range, every answer of the API agrees
// with the rotation of 002 built from scratch, and the answers agree with
// each other: Round, Game, Bye, Opponent and Meetings.
func TestAcrossTheBoundary(t *testing.T) {
	for n := StaticMaxPlayers - 5; n <= StaticMaxPlayers+6; n++ {
		for _, c := range []struct {
			cycles int
			swap   bool
		}{{1, false}, {2, true}, {2, false}, {3, true}} {
			checkSchedule(t, n, c.cycles, c.swap)
		}
	}
	for _, n := range []int{2, 3, 4, 5, 9, 10, 1001, 10000} {
		checkSchedule(t, n, 2, true)
	}
}

func checkSchedule(t *testing.T, n, cycles int, swap bool) {
	t.Helper()
	s, err := Cycles(n, cycles, swap)
	if err != nil {
		t.Fatal(err)
	}
	m := berger.Even(n)
	rot := berger.Rotation(m)
	nr := m - 1
	if s.Rounds() != cycles*nr || s.Boards() != n/2 {
		t.Fatalf("n=%d: %d rounds %d boards", n, s.Rounds(), s.Boards())
	}
	met := map[[2]int]int{}
	for r := 1; r <= s.Rounds(); r++ {
		c := (r-1)/nr + 1
		base := (r-1)%nr + 1
		if swap && c < cycles && nr >= 2 && base >= nr-1 {
			base = 2*nr - 1 - base // nr-1 <-> nr
		}
		games, err := s.Round(r)
		if err != nil {
			t.Fatal(err)
		}
		bye, _ := s.Bye(r)
		want := rot[base-1]
		if n%2 == 1 {
			if b := want[0].White + want[0].Black - m; b != bye {
				t.Errorf("n=%d round %d: bye %d, want %d", n, r, bye, b)
			}
			want = want[1:]
			if p, _ := s.Opponent(r, bye); !p.Bye() || p.Color != NoColor {
				t.Errorf("n=%d round %d: the bye %d gets %+v", n, r, bye, p)
			}
		} else if bye != 0 {
			t.Errorf("n=%d: bye %d", n, bye)
		}
		if len(games) != len(want) {
			t.Fatalf("n=%d round %d: %d boards, want %d", n, r, len(games), len(want))
		}
		for i, g := range games {
			w, k := want[i].White, want[i].Black
			if c%2 == 0 {
				w, k = k, w
			}
			if g.Board != i+1 || g.White != w || g.Black != k {
				t.Errorf("n=%d cycles=%d round %d: got %+v, want board %d %d-%d", n, cycles, r, g, i+1, w, k)
			}
			if g2, err := s.Game(r, g.Board); err != nil || g2 != g {
				t.Errorf("Game(%d, %d) = %+v, %v; Round has %+v", r, g.Board, g2, err, g)
			}
			pw, _ := s.Opponent(r, g.White)
			pb, _ := s.Opponent(r, g.Black)
			if pw != (Pairing{g.Black, g.Board, White}) || pb != (Pairing{g.White, g.Board, Black}) {
				t.Errorf("n=%d round %d: Opponent %+v %+v for %+v", n, r, pw, pb, g)
			}
			key := [2]int{min(g.White, g.Black), max(g.White, g.Black)}
			if met[key] < 3 || n < 20 { // sample Meetings on big sizes
				ms, err := s.Meetings(g.White, g.Black)
				if err != nil || len(ms) != cycles || ms[c-1] != (Meeting{c, r, g.Board, g.White, g.Black}) {
					t.Errorf("n=%d: Meetings(%d,%d) = %+v, %v; round %d has %+v", n, g.White, g.Black, ms, err, r, g)
				}
			}
			met[key]++
		}
		if n > 200 && r > 3 {
			break // the big sizes: a few rounds suffice
		}
	}
}

func TestInvalidInput(t *testing.T) {
	for _, n := range []int{-1, 0, 1, MaxPlayers + 1} {
		if _, err := Berger(n); err == nil || !strings.Contains(err.Error(), "a round robin needs 2 to") {
			t.Errorf("Berger(%d): %v", n, err)
		}
	}
	if _, err := Cycles(10, 0, true); err == nil {
		t.Error("0 cycles accepted")
	}
	if _, err := Cycles(10, MaxCycles+1, true); err == nil {
		t.Error("too many cycles accepted")
	}
	s, _ := Berger(9)
	for _, r := range []int{0, 10} {
		if _, err := s.Round(r); err == nil || !strings.Contains(err.Error(), "rounds 1 to 9") {
			t.Errorf("Round(%d): %v", r, err)
		}
		if _, err := s.Bye(r); err == nil {
			t.Errorf("Bye(%d) accepted", r)
		}
	}
	if _, err := s.Game(1, 5); err == nil || !strings.Contains(err.Error(), "boards 1 to 4") {
		t.Errorf("Game(1, 5): %v", err)
	}
	if _, err := s.Opponent(1, 10); err == nil || !strings.Contains(err.Error(), "players 1 to 9") {
		t.Errorf("Opponent(1, 10): %v", err)
	}
	if _, err := s.Meetings(3, 3); err == nil {
		t.Error("Meetings(3, 3) accepted")
	}
	var zero Schedule
	if _, err := zero.Round(1); err == nil {
		t.Error("zero Schedule answered")
	}
	if _, err := zero.Meetings(1, 2); err == nil {
		t.Error("zero Schedule answered Meetings")
	}
}

func TestErrataAreACopy(t *testing.T) {
	e := Errata()
	if len(e) == 0 {
		t.Fatal("no errata")
	}
	e[0].Printed = "x"
	if Errata()[0].Printed == "x" {
		t.Error("Errata exposes the static array")
	}
}

// TestNoStartupCost builds a program that imports tables and runs it with
// GODEBUG=inittrace=1: the package must do no work at start-up.
func TestNoStartupCost(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	// The program that imports tables, and a baseline that imports only the
	// standard packages the tables code itself uses: every package with init
	// work in the first must have it in the second too, so that importing
	// tables starts nothing else (no crypto, no maps).
	withTables := initTrace(t, `package main

import "github.com/toutesrondes/toutesrondes/tables"

func main() {
	s, _ := tables.Berger(10)
	g, _ := s.Game(1, 1)
	println(g.White)
}
`)
	var imports []string
	list, err := exec.Command("go", "list", "-deps", "-f", "{{if .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range strings.Fields(string(list)) {
		if !strings.Contains(p, "internal") && !strings.HasPrefix(p, "runtime") && p != "unsafe" && !strings.HasPrefix(p, "vendor/") {
			imports = append(imports, "\t_ \""+p+"\"")
		}
	}
	baseline := initTrace(t, "package main\n\nimport (\n"+strings.Join(imports, "\n")+"\n)\n\nfunc main() { println(1) }\n")

	// inittrace prints "init PKG @T ms, X ms clock, B bytes, A allocs" for
	// every package that has init work.
	re := regexp.MustCompile(`(?m)^init (\S+) @[0-9.]+ ms, [0-9.]+ ms clock, (\d+) bytes, (\d+) allocs`)
	base := map[string]bool{}
	for _, m := range re.FindAllStringSubmatch(baseline, -1) {
		base[m[1]] = true
	}
	lines := re.FindAllStringSubmatch(withTables, -1)
	if len(lines) == 0 { // the runtime's own packages have init work
		t.Fatalf("no inittrace output at all: the check proves nothing:\n%s", withTables)
	}
	for _, m := range lines {
		if strings.HasPrefix(m[1], "github.com/toutesrondes/") || !base[m[1]] {
			t.Errorf("start-up work that the standard library alone does not do: %s", m[0])
		}
	}
	if !strings.Contains(withTables, "1\n") {
		t.Errorf("program output %q", withTables)
	}
	t.Logf("%d packages with init work, as many as the standard library's baseline (%d)", len(lines), len(base))
}

// initTrace builds prog inside the module and runs it with
// GODEBUG=inittrace=1, returning what it printed.
func initTrace(t *testing.T, prog string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "prog")
	build := exec.Command("go", "build", "-o", exe, filepath.Join(dir, "main.go"))
	build.Dir = "." // inside the module, so the import resolves
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return string(out)
}
