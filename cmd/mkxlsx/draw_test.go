package main

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/xuri/excelize/v2"
)

// twelveCSV is a 12-player list as French Excel saves it.
const twelveCSV = "Nom;Prénom;Elo;Fédération\n" +
	"DUPONT;Jérôme;2105;FRA\nLEFÈVRE;Anaïs;1850;FRA\nMARTIN;Paul;2254;FRA\nBERNARD;Luc;1990;FRA\n" +
	"PETIT;Marie;1720;FRA\nROUX;Hugo;2010;FRA\nMOREAU;Léa;1905;ESP\nSIMON;Jean;1640;ESP\n" +
	"LAURENT;Eva;2200;ESP\nMICHEL;Noé;1580;BEL\nGARCIA;Inès;1810;BEL\nDAVID;Tom;1770;GER\n"

// drawnNames are the names of the Players sheet (Joueurs), in pairing-number
// order.
func drawnNames(t *testing.T, path, sheet string) []string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range rows[1:] {
		names = append(names, r[1])
	}
	return names
}

// mkxlsx berger -draw: the same seed draws the same numbers, another seed
// other numbers, a draw without seed prints the seed that draws it again;
// -order rating numbers by rating; the numbers reach the Players sheet
// that the pairings, read and the TRF all take them from.
func TestBergerDraw(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "j.csv"), []byte(twelveCSV), 0o644)
	draw := func(out string, args ...string) (string, string) {
		t.Helper()
		code, _, stderr := mk(t, dir, append([]string{"berger", "-players", "j.csv", "-lang", "fr", "-o", out, "-draw-date", "2026-05-01"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		return filepath.Join(dir, out), stderr
	}
	a, errA := draw("a.xlsx", "-draw", "-seed", "42")
	b, _ := draw("b.xlsx", "-draw", "-seed", "42")
	c, _ := draw("c.xlsx", "-draw", "-seed", "43")
	list := []string{"DUPONT Jérôme", "LEFÈVRE Anaïs", "MARTIN Paul", "BERNARD Luc", "PETIT Marie", "ROUX Hugo",
		"MOREAU Léa", "SIMON Jean", "LAURENT Eva", "MICHEL Noé", "GARCIA Inès", "DAVID Tom"}
	na, nb, nc := drawnNames(t, a, "Joueurs"), drawnNames(t, b, "Joueurs"), drawnNames(t, c, "Joueurs")
	if !slices.Equal(na, nb) {
		t.Errorf("seed 42 twice:\n%v\n%v", na, nb)
	}
	if slices.Equal(na, nc) || slices.Equal(na, list) {
		t.Errorf("seed 42 and 43 (or the list) give the same numbers: %v", na)
	}
	if !slices.Equal(slices.Sorted(slices.Values(na)), slices.Sorted(slices.Values(list))) {
		t.Errorf("drawn %v: not the players listed", na)
	}
	if !strings.Contains(errA, "seed 42") {
		t.Errorf("stderr %q does not name the seed", errA)
	}
	// Without -seed: a seed from the strong source, printed, that draws
	// the same numbers again.
	d, errD := draw("d.xlsx", "-draw")
	fields := strings.Fields(errD)
	i := slices.Index(fields, "seed")
	if i < 0 {
		i = slices.Index(fields, "graine") // a French workbook's draw
	}
	if i < 0 || i+1 >= len(fields) {
		t.Fatalf("stderr %q: no seed", errD)
	}
	e, _ := draw("e.xlsx", "-draw", "-seed", fields[i+1])
	if !slices.Equal(drawnNames(t, d, "Joueurs"), drawnNames(t, e, "Joueurs")) {
		t.Errorf("the printed seed %s does not draw the same numbers again", fields[i+1])
	}
	// The record sheet keeps the seed and the numbers.
	f, _ := excelize.OpenFile(a)
	rows, _ := f.GetRows("Tirage au sort")
	f.Close()
	text := ""
	for _, r := range rows {
		text += strings.Join(r, "|") + "\n"
	}
	if !strings.Contains(text, "|42|") && !strings.Contains(text, "|42\n") || !strings.Contains(text, "2026-05-01") ||
		!strings.Contains(text, "1|"+na[0]+"|") {
		t.Errorf("record sheet:\n%s", text)
	}
	// By rating.
	r, _ := draw("r.xlsx", "-order", "rating")
	want := []string{"MARTIN Paul", "LAURENT Eva", "DUPONT Jérôme", "ROUX Hugo", "BERNARD Luc", "MOREAU Léa",
		"LEFÈVRE Anaïs", "GARCIA Inès", "DAVID Tom", "PETIT Marie", "SIMON Jean", "MICHEL Noé"}
	if got := drawnNames(t, r, "Joueurs"); !slices.Equal(got, want) {
		t.Errorf("-order rating: %v, want %v", got, want)
	}
	// The TRF's start numbers are the pairing numbers: player k of the
	// Players sheet is 001 line k.
	code, trfOut, stderr := mk(t, dir, "read", "a.xlsx", "-format", "trf")
	if code != 0 {
		t.Fatalf("read -format trf: %d %s", code, stderr)
	}
	k := 0
	for _, line := range strings.Split(trfOut, "\n") {
		if strings.HasPrefix(line, "001 ") {
			k++
			if no := strings.TrimSpace(line[4:8]); no != strconv.Itoa(k) {
				t.Errorf("001 line %d has start number %s", k, no)
			}
			last := strings.Fields(na[k-1])[0]
			if !strings.Contains(strings.ToUpper(line[14:47]), strings.ToUpper(asciiFold(last))) {
				t.Errorf("001 line %d: %q, drawn number %d is %s", k, line[14:47], k, na[k-1])
			}
		}
	}
	if k != 12 {
		t.Errorf("%d 001 lines", k)
	}
}

// asciiFold spells a name as the TRF writes it (É as E).
func asciiFold(s string) string {
	return strings.NewReplacer("È", "E", "É", "E", "é", "e", "è", "e", "ë", "e", "ï", "i", "ô", "o").Replace(s)
}

// Flags that conflict are usage errors, and nothing is written.
func TestBergerDrawBadFlags(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "j.csv"), []byte(twelveCSV), 0o644)
	os.WriteFile(filepath.Join(dir, "nofed.csv"), []byte("name\nA\nB\nC\nD\nE\nF\nG\nH\nI\nJ\n"), 0o644)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"berger", "-players", "j.csv", "-draw", "-order", "rating"}, "-draw and -order rating conflict"},
		{[]string{"berger", "-players", "j.csv", "-seed", "3"}, "-seed without -draw"},
		{[]string{"berger", "-players", "j.csv", "-order", "rating", "-seed", "3"}, "-seed without -draw"},
		{[]string{"berger", "-players", "j.csv", "-draw", "-seed", "x"}, `-seed "x": want a whole number`},
		{[]string{"berger", "-players", "j.csv", "-order", "chance"}, `-order "chance": want list, rating, draw, varma`},
		{[]string{"berger", "-n", "12", "-draw"}, "-draw needs -players"},
		{[]string{"berger", "-n", "13", "-players", "j.csv", "-draw"}, "-players lists 12 players, -n says 13"},
		{[]string{"berger", "-players", "j.csv", "-draw-date", "2026-05-01"}, "-draw-date without -draw"},
		{[]string{"berger", "-players", "j.csv", "-draw", "-draw-date", "demain"}, "-draw-date"},
		{[]string{"berger", "-players", "nofed.csv", "-order", "varma"}, "has no federation"},
		{[]string{"rutsch", "-players", "j.csv", "-order", "varma"}, `-order "varma": want list, rating, draw`},
		{[]string{"rutsch", "-players", "j.csv", "-seed", "1"}, "-seed without -draw"},
	} {
		code, _, stderr := mk(t, dir, c.args...)
		if code != cli.ExitUsage || !strings.Contains(stderr, c.msg) {
			t.Errorf("mkxlsx %q: exit %d, stderr %q; want 2 and %q", c.args, code, stderr, c.msg)
		}
	}
	if got := files(t, dir); !slices.Equal(got, []string{"j.csv", "nofed.csv"}) {
		t.Errorf("files after bad input: %v", got)
	}
}

// mkxlsx rutsch -draw and berger -order varma: the numbers drawn reach the
// Players sheet, the record sheet is there.
func TestRutschAndVarmaDraw(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "j.csv"), []byte(twelveCSV), 0o644)
	for _, args := range [][]string{{"rutsch", "-players", "j.csv", "-draw", "-seed", "9", "-o", "r.xlsx"},
		{"berger", "-players", "j.csv", "-order", "varma", "-seed", "9", "-o", "v.xlsx"}} {
		code, _, stderr := mk(t, dir, args...)
		if code != 0 {
			t.Fatalf("%v: %d %s", args, code, stderr)
		}
		f, err := excelize.OpenFile(filepath.Join(dir, args[len(args)-1]))
		if err != nil {
			t.Fatal(err)
		}
		if l := f.GetSheetList(); l[len(l)-1] != "Draw" {
			t.Errorf("%v: sheets %v", args, l)
		}
		f.Close()
	}
}
