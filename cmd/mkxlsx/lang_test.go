package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// setCells types values into a workbook as the arbiter would, and saves it.
func setCells(t *testing.T, path string, cells map[string]string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for ref, v := range cells {
		sheet, cell, _ := strings.Cut(ref, "!")
		if err := f.SetCellStr(sheet, cell, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// mkxlsx read speaks the workbook's language: French for a workbook
// written with -lang fr (its standings, its notes, its errors), English
// for an English one, whatever the locale; -lang overrides the workbook.
// The French lines are written here by hand, not copied from the output.
func TestReadSpeaksTheWorkbooksLanguage(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "en_US.UTF-8")
	dir := t.TempDir()
	list := "name,rating\nDUPONT Jean,2100\nMARTIN Paul,2000\nROUX Léa,1900\nABAD Ana,1800\n"
	if err := os.WriteFile(filepath.Join(dir, "p.csv"), []byte(list), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"fr", "en"} {
		if code, _, errs := mk(t, dir, "berger", "-players", "p.csv", "-lang", lang, "-o", lang+".xlsx"); code != 0 {
			t.Fatal(errs)
		}
	}
	// Round 1: 1-4 1-0, 2-3 ½-½; player 4 withdraws after round 1, so he
	// has played fewer than half his games: out of the standings.
	setCells(t, filepath.Join(dir, "fr.xlsx"), map[string]string{"Appariements!E2": "1-0", "Appariements!E3": "½-½", "Joueurs!E5": "1"})
	setCells(t, filepath.Join(dir, "en.xlsx"), map[string]string{"Pairings!E2": "1-0", "Pairings!E3": "½-½", "Players!E5": "1"})

	code, out, errs := mk(t, dir, "read", "fr.xlsx")
	for _, want := range []string{
		"4 joueurs, 1 cycle(s), 2 résultats saisis sur 6\n",
		" cl.  n°  nom ",
		"  abandon après la ronde 1, hors classement (Règles des tournois FIDE, 5.4 a)\n",
		"4 ABAD Ana : hors classement ; ses parties ne comptent pour personne (gardées dans le TRF pour le classement Elo) : R1 1-4 1-0\n",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("read fr.xlsx: exit %d %s\n%s\nwant %q", code, errs, out, want)
		}
	}
	code, out, _ = mk(t, dir, "read", "en.xlsx")
	if code != 0 || !strings.Contains(out, "4 players, 1 cycle(s), 2 of 6 results entered\n") || !strings.Contains(out, "rank  no  name") ||
		!strings.Contains(out, "withdrew after round 1, out of the standings") {
		t.Errorf("read en.xlsx:\n%s", out)
	}
	// A French locale does not make an English workbook French.
	t.Setenv("LANG", "fr_FR.UTF-8")
	if _, out, _ = mk(t, dir, "read", "en.xlsx"); !strings.Contains(out, "results entered") {
		t.Errorf("read en.xlsx under LANG=fr_FR:\n%s", out)
	}
	// -lang overrides the workbook.
	if _, out, _ = mk(t, dir, "read", "fr.xlsx", "-lang", "en"); !strings.Contains(out, "2 of 6 results entered") {
		t.Errorf("read fr.xlsx -lang en:\n%s", out)
	}
	// The errors of a French workbook are French: a result that is not one.
	setCells(t, filepath.Join(dir, "fr.xlsx"), map[string]string{"Appariements!E4": "1:0"})
	code, _, errs = mk(t, dir, "read", "fr.xlsx")
	if want := `Appariements!E4 : "1:0" n'est pas un résultat : attendu 1-0,`; code == 0 || !strings.Contains(errs, want) || !strings.HasSuffix(errs, " ou rien\n") {
		t.Errorf("read fr.xlsx with 1:0: exit %d %q, want %q", code, errs, want)
	}
	// Where no workbook says, the locale does (LANG): a file not found.
	if _, _, errs = mk(t, dir, "read", "absent.xlsx"); !strings.Contains(errs, "absent.xlsx : fichier ou dossier introuvable") {
		t.Errorf("LANG=fr_FR, absent file: %q", errs)
	}
	t.Setenv("LANG", "C.UTF-8")
	if _, _, errs = mk(t, dir, "read", "absent.xlsx"); !strings.Contains(errs, "absent.xlsx: no such file or directory") {
		t.Errorf("LANG=C, absent file: %q", errs)
	}
}
