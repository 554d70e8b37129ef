package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/xuri/excelize/v2"
)

// The real-engine tests need LibreOffice (Debian's libreoffice-calc-nogui).
// Without it they skip loudly; with TOUTESRONDES_REQUIRE_SOFFICE=1 (.ci/run
// sets it) they fail instead.
const requireEnv = "TOUTESRONDES_REQUIRE_SOFFICE"

func needSoffice(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("soffice")
	if err == nil {
		return path
	}
	msg := "\n*** soffice NOT FOUND: the LibreOffice recalculation and print tests did NOT run ***\n" +
		"*** install libreoffice-calc-nogui (and poppler-utils), or set " + requireEnv + "=1 to make this an error ***"
	if os.Getenv(requireEnv) == "1" {
		t.Fatal(msg)
	}
	fmt.Fprintln(os.Stderr, msg) // seen even without -v
	t.Skip(msg)
	return ""
}

// recalcProfile is the LibreOffice user profile of a run: OOXMLRecalcMode 0
// makes Calc recalculate every formula of an .xlsx on load, instead of
// trusting the cached values (our files have none).
const recalcProfile = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`

var (
	profileOnce sync.Once
	profileDir  string
	profileErr  error
)

// profile makes one fresh profile per test run, shared by its conversions.
func profile(t *testing.T) string {
	profileOnce.Do(func() {
		profileDir, profileErr = os.MkdirTemp("", "toutesrondes-lo-")
		if profileErr == nil {
			profileErr = os.MkdirAll(filepath.Join(profileDir, "user"), 0o755)
		}
		if profileErr == nil {
			profileErr = os.WriteFile(filepath.Join(profileDir, "user", "registrymodifications.xcu"), []byte(recalcProfile), 0o644)
		}
	})
	if profileErr != nil {
		t.Fatal(profileErr)
	}
	return profileDir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if profileDir != "" {
		os.RemoveAll(profileDir)
	}
	os.Exit(code)
}

// convert runs one soffice over all files (one start-up for the batch) and
// returns the paths of the converted files.
func convert(t *testing.T, soffice, format string, files []string) []string {
	t.Helper()
	out := t.TempDir()
	args := append([]string{
		"-env:UserInstallation=file://" + profile(t), "--headless", "--norestore",
		"--convert-to", format, "--outdir", out,
	}, files...)
	start := time.Now()
	cmd := exec.Command(soffice, args...)
	cmd.Env = append(os.Environ(), "HOME="+profile(t))
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

// TestLibreOfficeRecalculates has LibreOffice recalculate workbooks filled
// with random results and compares every Points, SonnebornBerger, Wins and
// Rank value (and the hidden Koya, bpg, bwg and de) with Go's, plus the
// cross-table texts and the order of the standings.
func TestLibreOfficeRecalculates(t *testing.T) {
	soffice := needSoffice(t)
	orders := [][]TieBreak{DefaultTieBreaks, FIDETieBreaks, {BPG, BWG, Koya, DE}, {Koya, DE, SB}}
	type job struct {
		rr    RoundRobin
		games []tiebreak.Game
	}
	var jobs []job
	var files []string
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(3, 2026))
	i := 0
	for _, n := range []int{3, 4, 9, 10, 16, 30, 33} {
		for _, cycles := range []int{1, 2, 3} {
			if (n == 33) != (cycles == 3) {
				continue // beyond the documents' sizes: one odd size, three cycles
			}
			rr := RoundRobin{N: n, Cycles: cycles, Swap: true, TieBreaks: orders[i%len(orders)], Lang: English}
			if i%3 == 1 {
				rr.Lang = French
			}
			games := schedule(n, cycles, true)
			randomResults(rng, games, i%2 == 0)
			if n == 3 && cycles == 1 {
				// Three draws: all equal on everything, one shared rank.
				for g := range games {
					games[g].Result = tiebreak.Draw
				}
			}
			var buf bytes.Buffer
			if err := WriteRoundRobin(&buf, rr); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, fmt.Sprintf("rr%02d-%d.xlsx", n, cycles))
			if err := os.WriteFile(path, fillResults(t, buf.Bytes(), games), 0o644); err != nil {
				t.Fatal(err)
			}
			jobs = append(jobs, job{rr, games})
			files = append(files, path)
			i++
		}
	}
	// The random results must exercise what is hard: shared ranks, and a
	// direct encounter that separates players.
	shared, decided := 0, 0
	for _, j := range jobs {
		l := mustLayout(t, j.rr)
		s, err := tiebreak.Compute(j.rr.N, j.games, l.order)
		if err != nil {
			t.Fatal(err)
		}
		for p := range s.Rank {
			for q := range s.Rank {
				if p < q && s.Rank[p] == s.Rank[q] {
					shared++
				}
				if p != q && s.DE[p] != s.DE[q] && s.Points[p] == s.Points[q] {
					decided++
				}
			}
		}
	}
	t.Logf("pairs sharing a rank: %d; pairs equal on points with different direct encounters: %d", shared, decided)
	if shared == 0 || decided == 0 {
		t.Fatal("the random results test no shared rank or no direct encounter")
	}
	for i, out := range convert(t, soffice, "xlsx", files) {
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		compare(t, "LibreOffice "+describe(jobs[i].rr), f, mustLayout(t, jobs[i].rr), jobs[i].games, false)
		f.Close()
	}
}

// footerSheet finds the sheet name the footer prints ("&A") on a PDF page.
var footerPage = regexp.MustCompile(`(?m)^\s*(\S.*?)\s{2,}page (\d+) / (\d+)\s*$`)

// TestPrint prints workbooks to PDF with LibreOffice and counts the pages
// of each sheet by the sheet name in the footer.
func TestPrint(t *testing.T) {
	soffice := needSoffice(t)
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv(requireEnv) == "1" {
			t.Fatal("pdftotext (poppler-utils) not found")
		}
		t.Skip("\n*** pdftotext NOT FOUND (poppler-utils): the print test did NOT run ***")
	}
	// Expected pages, worked out from the print rules. Pairings take whole
	// rounds, as many as fit in 45 rows portrait or, with a bye column, 29
	// landscape (N=10: 5 games a round, 9 rounds; N=9 double: 4 games, 7 of
	// 18 rounds a page; N=30: 15 games, 3 rounds a page, 10 then 20 pages).
	// The Berger result table takes blocks of at most 8 rounds a page (9
	// rounds: 2, 18: 3, 29: 4, 58: 8). The cross table is one page up to
	// what fits at the scale floor; 30 players print 2 pages wide (3
	// double) at 85 %, the number, name and rating repeated. The seating
	// plan: 21 rounds a portrait page, 13 a landscape one past 10 boards.
	cases := []struct {
		rr    RoundRobin
		pages map[string]int
	}{
		{RoundRobin{N: 10, Cycles: 1}, map[string]int{"Players": 1, "Pairings": 1, "Berger result table": 2, "Cross table": 1, "Seating plan": 1, "Standings": 1}},
		{RoundRobin{N: 9, Cycles: 2, Swap: true}, map[string]int{"Players": 1, "Pairings": 3, "Berger result table": 3, "Cross table": 1, "Seating plan": 1, "Standings": 1}},
		{RoundRobin{N: 30, Cycles: 1}, map[string]int{"Players": 1, "Pairings": 10, "Berger result table": 4, "Cross table": 2, "Seating plan": 3, "Standings": 1}},
		{RoundRobin{N: 30, Cycles: 2, Swap: true, Lang: French}, map[string]int{"Joueurs": 1, "Appariements": 20, "Tableau Berger": 8, "Tableau croisé": 3, "Plan de table": 5, "Classement": 1}},
	}
	dir := t.TempDir()
	var files []string
	for i, c := range cases {
		var buf bytes.Buffer
		if err := WriteRoundRobin(&buf, c.rr); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, fmt.Sprintf("print%d.xlsx", i))
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	for i, pdf := range convert(t, soffice, "pdf", files) {
		out, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, page := range strings.Split(string(out), "\f") {
			if m := footerPage.FindStringSubmatch(page); m != nil {
				got[m[1]]++
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(cases[i].pages) {
			t.Errorf("%s: pages per sheet %v, want %v", describe(cases[i].rr), got, cases[i].pages)
		}
		if dst := os.Getenv("TOUTESRONDES_KEEP_PDF"); dst != "" {
			data, _ := os.ReadFile(pdf)
			os.WriteFile(filepath.Join(dst, filepath.Base(files[i])+".pdf"), data, 0o644)
		}
	}
}
