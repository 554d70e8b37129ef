package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The C.07 team tie-breaks held to FIDE TEC's reference tie-break checker
// (Otto Milvang's TieBreakServer, github.com/OttoMilvang/TieBreakServer,
// rules of 2026-03-01): mkxlsx read writes the TRF of a filled team round
// robin, the checker computes the tie-breaks from that file, and every
// team's value and rank must equal read's.

// checkerOrders are the orders compared: each ranked criterion (DE, EDE,
// TBR, BBE) right after the match points, where ties are many, and after
// the game points.
var checkerOrders = [][]string{
	{"GPTS", "MPVGP", "WIN", "WON", "SB", "ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "BC", "SSSC", "EDE", "DE", "TBR", "BBE", "EDET", "EDEB"},
	{"DE", "GPTS", "ESB", "BC"},
	{"EDE", "ESB", "GPTS"},
	{"TBR", "GPTS", "SSSC"},
	{"BBE", "EGGSB", "GPTS"},
	{"BC", "EDE", "TBR"},
	{"SB", "BBE", "DE"},
	{"EDET", "GPTS"},
	{"EDEB", "ESB"},
	{"GPTS", "EDET", "EDEB"},
	{"GPTS", "EDEB", "WON"},
}

// eventResults is the filled event of the tests: 6 teams of 4 boards (5
// rounds, 15 matches, 60 boards; the board results white first, in the
// Boards sheet's order, 4 rows a match). Round 1: 6-4 2-2 (a draw on match
// points), 5-3 with a board forfeit (board 3, 5's player present: +/-),
// 1-2. Round 2, match 2: 3-1 forfeited whole by team 1 (330 +- 002 003
// 001). Teams 1, 3 and 5 end on 8 match points, 1 and 5 on 12 game points;
// teams 2, 4 and 6 on 2 match points and 7.5 game points each, their three
// matches drawn.
var eventResults = strings.Fields(`
	1-0 ½-½ 0-1 ½-½   ½-½ ½-½ +/- ½-½   1-0 0-1 1-0 1-0
	½-½ 1-0 1-0 ½-½   +/- -/+ +/- -/+   ½-½ 1-0 ½-½ ½-½
	1-0 1-0 0-1 1-0   1-0 0-1 1-0 ½-½   ½-½ 1-0 0-1 ½-½
	½-½ ½-½ ½-½ 0-1   ½-½ ½-½ ½-½ ½-½   0-1 0-1 ½-½ 1-0
	1-0 ½-½ ½-½ 0-1   0-1 0-1 0-1 ½-½   ½-½ ½-½ ½-½ 0-1`)

// teamWorkbook writes a 6-team workbook of 4 boards with named players
// and types results into its Boards sheet.
func teamWorkbook(t *testing.T, dir string, results []string) string {
	t.Helper()
	var csv strings.Builder
	csv.WriteString("team,player1,player2,player3,player4\n")
	for i, n := range []string{"Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"} {
		fmt.Fprintf(&csv, "%s,%c1,%c2,%c3,%c4\n", n, 'A'+i, 'A'+i, 'A'+i, 'A'+i)
	}
	if err := os.WriteFile(filepath.Join(dir, "teams.csv"), []byte(csv.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := mk(t, dir, "team", "-teams-file", "teams.csv", "-boards", "4", "-o", "t.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	cells := map[string]string{}
	for i, r := range results {
		cells["F"+strconv.Itoa(i+2)] = r
	}
	typeIn(t, filepath.Join(dir, "t.xlsx"), "Boards", cells)
	return filepath.Join(dir, "t.xlsx")
}

// readTieBreaks runs read -format json with order and returns each team's
// rank and values, by team number.
func readTieBreaks(t *testing.T, dir string, order []string) map[int]map[string]float64 {
	t.Helper()
	ours := make([]string, len(order))
	for i, c := range order {
		ours[i] = c
		if c == "GPTS" { // the checker's name of GP
			ours[i] = "GP"
		}
	}
	code, js, errs := mk(t, dir, "read", "t.xlsx", "-format", "json", "-tiebreaks", strings.Join(ours, ","))
	if code != 0 {
		t.Fatal(errs)
	}
	var out struct {
		Teams []struct {
			Number    int                `json:"number"`
			Rank      int                `json:"rank"`
			MP        float64            `json:"match_points"`
			TieBreaks map[string]float64 `json:"tiebreaks"`
		} `json:"teams"`
	}
	if err := json.Unmarshal([]byte(js), &out); err != nil {
		t.Fatal(err)
	}
	got := map[int]map[string]float64{}
	for _, tm := range out.Teams {
		v := map[string]float64{"Rank": float64(tm.Rank), "MPTS": tm.MP, "GPTS": tm.TieBreaks["GP"]}
		for k, x := range tm.TieBreaks {
			v[k] = x
		}
		got[tm.Number] = v
	}
	return got
}

// runChecker runs FIDE TEC's checker on a TRF with the order after MPTS,
// returning per team number each column of its tab-separated output.
func runChecker(t *testing.T, script, trfPath string, order []string) map[int]map[string]float64 {
	t.Helper()
	args := append([]string{script, "-i", trfPath, "-dT", "-t", "MPTS"}, order...)
	cmd := exec.Command("python3", args...)
	cmd.Dir = filepath.Dir(script)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("checker: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	head := strings.Split(lines[0], "\t")
	res := map[int]map[string]float64{}
	for _, l := range lines[1:] {
		f := strings.Split(l, "\t")
		no, err := strconv.Atoi(f[0])
		if err != nil || len(f) != len(head) {
			t.Fatalf("checker output line %q", l)
		}
		res[no] = map[string]float64{}
		for i, h := range head[1:] {
			x, err := strconv.ParseFloat(f[i+1], 64)
			if err != nil {
				t.Fatalf("checker output %s=%q", h, f[i+1])
			}
			res[no][h] = x
		}
	}
	return res
}

// compareWithChecker writes the TRF of the workbook in dir and compares
// every order's values; it returns the values compared and those equal.
func compareWithChecker(t *testing.T, script, dir string) (compared, equal int) {
	t.Helper()
	code, text, errs := mk(t, dir, "read", "t.xlsx", "-format", "trf")
	if code != 0 {
		t.Fatal(errs)
	}
	trfPath := filepath.Join(dir, "t.trf")
	if err := os.WriteFile(trfPath, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, order := range checkerOrders {
		want := runChecker(t, script, trfPath, order)
		got := readTieBreaks(t, dir, order)
		for no, w := range want {
			for k, x := range w {
				compared++
				if got[no][k] == x {
					equal++
				} else {
					t.Errorf("order MPTS,%s: team %d: %s = %g, checker %g", strings.Join(order, ","), no, k, got[no][k], x)
				}
			}
		}
	}
	return compared, equal
}

// checkerScript is the checker's tiebreakchecker.py named by
// TOUTESRONDES_TIEBREAKCHECKER, when python3 and it are present.
func checkerScript(t *testing.T) string {
	script := os.Getenv("TOUTESRONDES_TIEBREAKCHECKER")
	if script == "" {
		t.Skip("TOUTESRONDES_TIEBREAKCHECKER (the path of FIDE TEC's tiebreakchecker.py) not set")
	}
	if _, err := os.Stat(script); err != nil {
		t.Skipf("checker: %v", err)
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	return script
}

// TestTeamTieBreaksChecker: the event of eventResults, then random events
// (seeded; a forfeited match and a board forfeit in each), against FIDE
// TEC's checker.
func TestTeamTieBreaksChecker(t *testing.T) {
	script := checkerScript(t)
	dir := t.TempDir()
	teamWorkbook(t, dir, eventResults)
	compared, equal := compareWithChecker(t, script, dir)
	events := 8 // a few seconds each: the checker runs once an order
	if testing.Short() {
		events = 3
	}
	rng := rand.New(rand.NewPCG(30, 7))
	for e := range events {
		results := make([]string, 60)
		for i := range results {
			results[i] = []string{"1-0", "½-½", "0-1", "½-½"}[rng.IntN(4)]
		}
		// A match forfeited whole by the away team (home white on boards
		// 1 and 3) and a board forfeited in another.
		m := rng.IntN(15)
		copy(results[4*m:], []string{"+/-", "-/+", "+/-", "-/+"})
		b := (4*m + 4 + rng.IntN(56)) % 60
		results[b] = []string{"+/-", "-/+"}[rng.IntN(2)]
		dir := t.TempDir()
		teamWorkbook(t, dir, results)
		c, eq := compareWithChecker(t, script, dir)
		compared, equal = compared+c, equal+eq
		if t.Failed() {
			t.Fatalf("event %d: %q", e, results)
		}
	}
	t.Logf("%d values compared with FIDE TEC's checker, %d equal", compared, equal)
}

// TestTeamTieBreaksRecorded: the event of eventResults against the values
// FIDE TEC's checker gave for it, recorded from the checker's output in
// testdata/c07-checker.txt (not from this code): every order, every team,
// every column (the rank included).
func TestTeamTieBreaksRecorded(t *testing.T) {
	dir := t.TempDir()
	teamWorkbook(t, dir, eventResults)
	compared := compareRecorded(t, dir, "testdata/c07-checker.txt")
	// 6 teams × (rank, MPTS and the order) over the 11 orders.
	if compared != 6*(18+6+5+5+5+5+5+4+4+5+5) {
		t.Errorf("%d values compared, want 402", compared)
	}
}

// compareRecorded compares read's values of the workbook dir/t.xlsx with
// the checker's recorded in file (blocks "== order", the checker's head
// and lines), returning the number of values compared.
func compareRecorded(t *testing.T, dir, file string) (compared int) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, block := range strings.Split(string(data), "== ")[1:] {
		lines := strings.Split(strings.TrimSpace(block), "\n")
		order := strings.Fields(lines[0])
		head := strings.Split(lines[1], "\t")
		got := readTieBreaks(t, dir, order)
		for _, l := range lines[2:] {
			f := strings.Split(l, "\t")
			no, _ := strconv.Atoi(f[0])
			for i, h := range head[1:] {
				want, err := strconv.ParseFloat(f[i+1], 64)
				if err != nil {
					t.Fatalf("%s: %q", h, f[i+1])
				}
				compared++
				if got[no][h] != want {
					t.Errorf("%s: order MPTS,%s: team %d: %s = %g, checker %g", file, strings.Join(order, ","), no, h, got[no][h], want)
				}
			}
		}
	}
	return compared
}
