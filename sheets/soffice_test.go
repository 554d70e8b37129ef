package sheets

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/sofficetest"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	tberger "github.com/toutesrondes/toutesrondes/tables/berger"
	"github.com/xuri/excelize/v2"
)

// requireEnv set to 1 makes a missing soffice or poppler an error.
const requireEnv = sofficetest.RequireEnv

// needSoffice is soffice's path, or the test skips (sofficetest.Path).
func needSoffice(t *testing.T) string { return sofficetest.Path(t) }

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
			profileErr = sofficetest.WriteProfile(profileDir)
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
	return sofficetest.Convert(t, soffice, profile(t), format, files...)
}

// TestLibreOfficeRecalculates has LibreOffice recalculate workbooks filled
// with random results and compares every Points, SonnebornBerger, Wins and
// Rank value (and the hidden Koya, bpg, bwg and de) with Go's, plus the
// cross-table texts and the order of the standings.
func TestLibreOfficeRecalculates(t *testing.T) {
	soffice := needSoffice(t)
	orders := [][]TieBreak{DocumentTieBreaks, FIDETieBreaks, {BPG, BWG, Koya, DE}, {Koya, Won, DE, SB}}
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

// longTitle is a realistic page header: it overprinted the place when the
// header had a left, centre and right part.
var longTitle = Event{Title: "Championnat de France des Jeunes — Phase finale, catégories Minimes",
	Place: "Agen, Centre des congrès Stadium", Dates: "du 19 au 27 avril 2026"}

// TestPrint prints round-robin and Rutsch workbooks to PDF with
// LibreOffice and checks every page (checkPages): the pages of each sheet,
// no body text below 8 points, no header over itself; and no column title
// wrapped out of its row (checkTitles). It reads the wall
// sheet and the result slips back from the PDF, of round 1 (the round they
// start with) and of a round typed, and a name longer than the pairings
// show.
func TestPrint(t *testing.T) {
	soffice := needSoffice(t)
	needPoppler(t)
	// Expected pages, worked out from the print rules. Pairings take whole
	// rounds, as many as fit in 45 rows portrait or, with a bye column, 29
	// landscape (N=3: 1 game a round; N=10: 5 games, 9 rounds; N=30
	// double: 15 games, 3 rounds a page, 20 pages; N=64: 32 games, 1 round
	// a page), one a page with RoundPerPage. The Berger result table takes
	// blocks of at most 8 rounds by 32 players a page (9 rounds: 2, 58: 8,
	// 63 rounds of 64 players: 8 × 2). The cross table is one page while it
	// fits at the floor; 30 players double print 3 pages wide, 64 players 4
	// wide and 2 tall, at 85 %. The seating plan: 21 rounds a portrait
	// page, 13 a landscape one past 10 boards, 32 boards 2 pages wide; the
	// Rutsch one of 64 (32 tables) 3 landscape pages wide by 5 tall. The
	// wall sheet: 25 boards a page; the slips: 5 a page.
	type pages = map[string]int
	long := "Marie-Christine de La Tour d'Auvergne-Lauragais" // 47 characters
	players := []Player{{Name: long}, {Name: "Ann"}, {Name: "Bob"}}
	cases := []struct {
		name  string
		write func(io.Writer) error
		pages pages
		round int            // typed on the wall sheet and the slips (0: the 1 they hold)
		games []tberger.Game // that round, checked on both
	}{
		{"rr3", func(w io.Writer) error {
			return WriteRoundRobin(w, RoundRobin{N: 3, Players: players, Event: longTitle})
		},
			pages{"Players": 1, "Event": 1, "Pairings": 1, "Berger result table": 1, "Cross table": 1, "Seating plan": 1, "Standings": 1, "Wall sheet": 1, "Result slips": 1, "Guide": 1, "Standings after round": 1}, 0, round(t, 3, 1)},
		{"rr10", func(w io.Writer) error {
			return WriteRoundRobin(w, RoundRobin{N: 10, Players: players, Lang: French, Event: longTitle})
		}, pages{"Joueurs": 1, "Tournoi": 1, "Appariements": 1, "Tableau Berger": 2, "Tableau croisé": 1, "Plan de table": 1, "Classement": 1, "Affichage": 1, "Fiches de résultat": 1, "Mode d'emploi": 1, "Classement après ronde": 1}, 9, round(t, 10, 9)},
		{"rr30d", func(w io.Writer) error {
			return WriteRoundRobin(w, RoundRobin{N: 30, Cycles: 2, Swap: true, Lang: French, Event: longTitle})
		}, pages{"Joueurs": 1, "Tournoi": 2, "Appariements": 20, "Tableau Berger": 8, "Tableau croisé": 3, "Plan de table": 5, "Classement": 2, "Affichage": 2, "Fiches de résultat": 3, "Mode d'emploi": 1, "Classement après ronde": 1}, 0, nil},
		{"rr64", func(w io.Writer) error { return WriteRoundRobin(w, RoundRobin{N: 64, Event: longTitle}) },
			pages{"Players": 2, "Event": 2, "Pairings": 63, "Berger result table": 16, "Cross table": 8, "Seating plan": 10, "Standings": 3, "Wall sheet": 3, "Result slips": 7, "Guide": 1, "Standings after round": 3}, 0, nil},
		{"rutsch10", func(w io.Writer) error {
			return WriteRutsch(w, Rutsch{N: 10, Players: players, RoundPerPage: true, Event: longTitle})
		}, pages{"Players": 1, "Seating plan": 1, "Tables": 9, "Wall sheet": 1, "Result slips": 1, "Guide": 1, "Event": 1}, 0, nil},
		{"rutsch64", func(w io.Writer) error { return WriteRutsch(w, Rutsch{N: 64}) },
			pages{"Players": 2, "Seating plan": 15, "Tables": 63, "Wall sheet": 3, "Result slips": 7, "Guide": 1, "Event": 2}, 0, nil},
	}
	dir := t.TempDir()
	var files []string
	var books [][]byte
	for _, c := range cases {
		var buf bytes.Buffer
		if err := c.write(&buf); err != nil {
			t.Fatal(err)
		}
		data := buf.Bytes()
		if c.round != 0 {
			// Type the round, as an arbiter does, on the last two sheets.
			f, err := excelize.OpenReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			for _, sh := range []string{sheetWall.En, sheetWall.Fr, sheetSlips.En, sheetSlips.Fr} {
				if idx, _ := f.GetSheetIndex(sh); idx < 0 {
					continue
				}
				if err := f.SetCellValue(sh, "D1", c.round); err != nil {
					t.Fatal(err)
				}
			}
			var out bytes.Buffer
			if _, err := f.WriteTo(&out); err != nil {
				t.Fatal(err)
			}
			data = out.Bytes()
		}
		path := filepath.Join(dir, c.name+".xlsx")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
		books = append(books, data)
	}
	short := long[:nameWidth+1] + "…" // the pairings show 28 characters
	for i, pdf := range convert(t, soffice, "pdf", files) {
		c := cases[i]
		keepPDF(pdf, c.name)
		pages := readPDF(t, pdf)
		checkPages(t, c.name, pages, c.pages)
		checkTitles(t, c.name, books[i], pages)
		if c.games == nil {
			continue
		}
		var wall, slips, pairings string
		for _, p := range pages {
			switch p.sheet {
			case "Wall sheet", "Affichage":
				wall += p.bodyRows()
			case "Result slips", "Fiches de résultat":
				slips += p.bodyRows()
			case "Pairings", "Appariements":
				pairings += p.bodyRows()
			}
		}
		if !strings.Contains(pairings, short) || strings.Contains(pairings, long) {
			t.Errorf("%s: the pairings do not show %q cut to %q", c.name, long, short)
		}
		name := func(p int) string {
			if p <= len(players) {
				return strings.ReplaceAll(players[p-1].Name, long, short)
			}
			return ""
		}
		// The wall sheet and the slips show the round typed board by
		// board: the number and the name of each player, as the tables of
		// package berger pair them, row by row.
		lang := English
		if pages[0].sheet == French.T(sheetPlayers) {
			lang = French
		}
		player := func(p int) string { return strings.TrimSpace(fmt.Sprintf("%d %s", p, name(p))) }
		for _, g := range c.games {
			if want := fmt.Sprintf("\n%d | %s | %s\n", g.Board, player(g.White), player(g.Black)); !strings.Contains(wall, want) {
				t.Errorf("%s: the wall sheet has no row %q:\n%s", c.name, want, wall)
			}
			want := fmt.Sprintf("\n%s %d — %s %d\n%s | %s\n%s | %s\n", lang.T(lblWallRound), max(c.round, 1), lang.T(lblBoard), g.Board,
				lang.T(lblWhite), player(g.White), lang.T(lblBlack), player(g.Black))
			if !strings.Contains(slips, want) {
				t.Errorf("%s: no result slip %q:\n%s", c.name, want, slips)
			}
		}
	}
}

// round is round r of the round robin of n players, from package tables.
func round(t *testing.T, n, r int) []tberger.Game {
	t.Helper()
	s, err := tberger.Cycles(n, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	games, err := s.Round(r)
	if err != nil {
		t.Fatal(err)
	}
	return games
}
