package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/sofficetest"
	"github.com/xuri/excelize/v2"
)

// recalc has LibreOffice open path, recalculate every formula and save it
// as .xlsx in a new directory; it returns the new file (sofficetest).
func recalc(t *testing.T, path string) string {
	t.Helper()
	return sofficetest.Convert(t, sofficetest.Path(t), sofficetest.Profile(t), "xlsx", path)[0]
}

// The acceptance of issue 31 for the draw and the paper: a 12-player
// French event numbered by lot with a seed (the same seed gives the same
// numbers, another seed others), its Draw sheet, every result typed and a
// player withdrawn after round 3; recalculated by LibreOffice, the sheet
// of the standings after the last round shows what mkxlsx read computes in
// Go: the order, ranks, points and every tie-break.
func TestAcceptanceDrawAndStandingsAfterRound(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "j.csv"), []byte(twelveCSV), 0o644)
	write := func(out, seed string) {
		code, _, stderr := mk(t, dir, "berger", "-players", "j.csv", "-lang", "fr", "-title", "Open de Nîmes",
			"-draw", "-seed", seed, "-draw-date", "2026-05-01", "-o", out)
		if code != 0 || !strings.Contains(stderr, "seed "+seed) {
			t.Fatalf("berger -seed %s: %d %s", seed, code, stderr)
		}
	}
	write("ev.xlsx", "2026")
	write("again.xlsx", "2026")
	write("other.xlsx", "2027")
	ev := filepath.Join(dir, "ev.xlsx")
	drawn := drawnNames(t, ev, "Joueurs")
	if !slices.Equal(drawn, drawnNames(t, filepath.Join(dir, "again.xlsx"), "Joueurs")) {
		t.Error("seed 2026 twice: other numbers")
	}
	if slices.Equal(drawn, drawnNames(t, filepath.Join(dir, "other.xlsx"), "Joueurs")) {
		t.Error("seeds 2026 and 2027: the same numbers")
	}
	// Every result typed, and player 5 withdrawn after round 3 (fewer than
	// half his 11 games: out of the standings, FIDE Tournament Rules 5.4 a).
	f, err := excelize.OpenFile(ev)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(f.GetSheetList(), "Tirage au sort") {
		t.Errorf("no Tirage au sort sheet: %v", f.GetSheetList())
	}
	var ref string
	for _, d := range f.GetDefinedName() {
		if d.Name == "Results" {
			ref = d.RefersTo
		}
	}
	sheet, cells, _ := strings.Cut(strings.ReplaceAll(ref, "$", ""), "!")
	sheet = strings.Trim(sheet, "'")
	first, last, _ := strings.Cut(cells, ":")
	col, r1, _ := excelize.SplitCellName(first)
	_, r2, _ := excelize.SplitCellName(last)
	rng := rand.New(rand.NewPCG(12, 31))
	results := []string{"1-0", "½-½", "0-1", "½-½", "1-0", "0-1", "+/-"}
	for r := r1; r <= r2; r++ {
		f.SetCellStr(sheet, col+strconv.Itoa(r), results[rng.IntN(len(results))])
	}
	f.SetCellInt("Joueurs", "E6", 3)
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	out := recalc(t, ev)
	code, stdout, stderr := mk(t, dir, "read", out, "-format", "json")
	if code != 0 {
		t.Fatalf("read: %d %s", code, stderr)
	}
	var got readOutput
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatal(err)
	}
	g, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	const after = "Classement après ronde"
	if title, _ := g.GetCellValue(after, "A3"); title != "Classement après la ronde 11" {
		t.Errorf("title %q", title)
	}
	order := strings.Split(got.TieBreaks, ",")
	rows, _ := g.GetRows(after)
	seen := 0
	for _, row := range rows[5:] {
		if len(row) < 8 || row[1] == "" {
			continue
		}
		no, err := strconv.Atoi(row[1])
		if err != nil {
			continue
		}
		seen++
		p := got.Players[no-1]
		rank := strconv.Itoa(p.Rank)
		if p.Rank == 0 && row[0] == "-" {
			rank = "-" // out of the standings: the rank 0 shown as "-"
		}
		if row[0] != rank || row[7] != fmt.Sprint(p.Points) {
			t.Errorf("player %d: sheet rank %s points %s, read %s %v", no, row[0], row[7], rank, p.Points)
		}
		for i, k := range order {
			if 8+i >= len(row) || row[8+i] == "" && k == "de" {
				continue
			}
			if row[8+i] != fmt.Sprint(p.TieBreaks[k]) {
				t.Errorf("player %d %s: sheet %s, read %v", no, k, row[8+i], p.TieBreaks[k])
			}
		}
	}
	if seen != 12 {
		t.Errorf("%d players on the sheet", seen)
	}
	if !got.Players[4].Excluded {
		t.Error("player 5, withdrawn after round 3, is not out of the standings")
	}
}
