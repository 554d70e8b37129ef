package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// frenchTeamBook writes a French team round robin of three teams (rosters
// of 3, 4 and 2 players for 2 boards) in dir as t.xlsx, afresh.
func frenchTeamBook(t *testing.T, dir string) string {
	t.Helper()
	list := "équipe;nom;elo;fide\nNICE;DUBOIS Jean;2100;101\nNICE;LEROY Paul;2000;102\nNICE;MOREL Luc;1950;103\n" +
		"LYON;ROBIN Marc;2050;201\nLYON;BLANC Eric;1990;202\nLYON;FAURE Leo;1900;203\nLYON;GIRARD Max;1800;204\n" +
		"PAU;PETIT Guy;1700;301\nPAU;ROUX Ali;1650;302\n"
	if err := os.WriteFile(filepath.Join(dir, "t.csv"), []byte(list), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := mk(t, dir, "team", "-teams-file", "t.csv", "-boards", "2", "-lang", "fr", "-o", "t.xlsx", "-force"); code != 0 {
		t.Fatal(errs)
	}
	return filepath.Join(dir, "t.xlsx")
}

// wantAll fails unless s holds every line of want.
func wantAll(t *testing.T, what, s string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(s, w) {
			t.Errorf("%s:\n%s\nwant %q", what, s, w)
		}
	}
}

// The messages a French arbiter meets most are whole French sentences: a
// French team workbook's refusals and warnings (a substitute not on the
// roster, a player on two boards, a line-up out of roster order, a value
// typed over a formula, a bad match-points cell, the team TRF with no
// player named), its read text (the match points, the C.07 heading), the
// lists as Excel writes them, the TRF preflight and -strict, the drawing
// of lots. The French is written here by hand.
func TestFrenchArbiterMessages(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "en_US.UTF-8")
	dir := t.TempDir()

	// Board 1 of round 1 is NICE (home) against LYON: I2 and I3 are
	// NICE's players on boards 1 and 2, I4 and I5 those of the next match.
	book := frenchTeamBook(t, dir)
	setCells(t, book, map[string]string{"Échiquiers!F2": "1-0", "Échiquiers!F3": "½-½", "Échiquiers!I2": "ROUX Ali", "Classement!E1": "trois"})
	code, out, errs := mk(t, dir, "read", "t.xlsx")
	if code == 0 || out != "" {
		t.Errorf("read with a bad line-up: exit %d, stdout %q", code, out)
	}
	wantAll(t, "substitute not on the roster", errs,
		"t.xlsx : 2 problèmes :\n",
		`Classement!E1 (MatchPointsWin) : "trois" : points de match attendus, un nombre de 0 à 100`,
		`Échiquiers!I2 : "ROUX Ali" ne figure pas dans l'effectif de l'équipe 1 (il figure dans celui de l'équipe 3, Effectifs!D17) : choisissez l'un de ses joueurs, ou ajoutez-le d'abord à son effectif (feuille Effectifs)`)

	book = frenchTeamBook(t, dir)
	setCells(t, book, map[string]string{"Échiquiers!F2": "1-0", "Échiquiers!I2": "LEROY Paul", "Échiquiers!I3": "LEROY Paul"})
	_, _, errs = mk(t, dir, "read", "t.xlsx")
	wantAll(t, "one player on two boards", errs, `Échiquiers!I2 et Échiquiers!I3 : "LEROY Paul" joue aux échiquiers 1 et 2 d'une même rencontre`)

	// A line-up out of roster order is a warning; read goes on, in French.
	book = frenchTeamBook(t, dir)
	setCells(t, book, map[string]string{"Échiquiers!F2": "1-0", "Échiquiers!F3": "½-½", "Échiquiers!I2": "MOREL Luc", "Échiquiers!I3": "DUBOIS Jean"})
	code, out, errs = mk(t, dir, "read", "t.xlsx")
	if code != 0 {
		t.Fatalf("read out of roster order: exit %d %s", code, errs)
	}
	wantAll(t, "line-up out of roster order", errs, `mkxlsx read: t.xlsx: attention : Échiquiers!I2, Échiquiers!I3 : ronde 1, l'équipe 1 fait jouer "MOREL Luc" (n° 3 de son effectif) à l'échiquier 1, au-dessus de "DUBOIS Jean" (n° 1) à l'échiquier 2 : la composition ne respecte pas l'ordre de l'effectif`)
	wantAll(t, "the team round robin's read text", out,
		"3 équipes, 1 rencontres saisies sur 3 ; points de match 2/1/0 (gain/nul/perte), 0 pour une rencontre perdue par forfait (ceux du classeur)\n",
		"Départages d'équipes C.07 (ordre après les points de match : GP ; ",
		" cl.  n°  nom  ")
	for _, en := range []string{"match points", "tie-breaks", "rank", "win/draw"} {
		if strings.Contains(out, en) {
			t.Errorf("French read text holds %q:\n%s", en, out)
		}
	}

	// The match points typed over the formula that computes them.
	overwrite(t, book, "Équipes", map[string]any{"L2": 12})
	_, _, errs = mk(t, dir, "read", "t.xlsx")
	wantAll(t, "typed over a formula", errs, `Équipes!L2 : "12" saisi à la place d'une formule du classeur : le classeur calcule les points de match de l'équipe (MatchPoints) à partir des résultats, saisis dans Échiquiers!F2:F7 ; rétablissez la formule (annulez la saisie, ou copiez la cellule d'un classeur écrit par mkxlsx)`)

	// -match-points, and the team TRF with no player named.
	if code, _, errs := mk(t, dir, "team", "-n", "4", "-lang", "fr", "-o", "e.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	_, _, errs = mk(t, dir, "read", "e.xlsx", "-match-points", "nan,1,0")
	wantAll(t, "-match-points nan", errs, `-match-points "nan,1,0" : "nan" n'est pas un nombre de points de match : un nombre de 0 à 100 attendu pour chacun de gain,nul,perte[,forfait]`)
	code, _, errs = mk(t, dir, "read", "e.xlsx", "-format", "trf")
	if code == 0 {
		t.Errorf("team TRF with no player named: exit 0")
	}
	wantAll(t, "team TRF with no player named", errs, "-format trf : aucun joueur de ce toutes rondes par équipes n'est nommé, et un rapport FIDE liste chaque joueur (001) sous son équipe (310) : saisissez les joueurs sur la feuille Effectifs, une ligne chacun sous son équipe, ou refaites le classeur avec -teams-file qui les donne (une ligne par joueur : équipe, nom, Elo, identifiant FIDE …) ; puis relisez-le\n")
}

// Lists, the TRF preflight and the drawing of lots speak French under
// -lang fr, and under LANG=fr_FR where no workbook says.
func TestFrenchListsPreflightDraw(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "fr_FR.UTF-8")
	dir := t.TempDir()
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("p.csv", "nom;elo;fédération;fide\nDUPONT Jean;22 54;FRA;1\nMARTIN Paul;2000;XYZ;2\nROUX Léa;1900;FRANCE;3\n;;;\n")
	code, _, errs := mk(t, dir, "berger", "-players", "p.csv", "-o", "b.xlsx")
	if code == 0 {
		t.Errorf("bad list: exit 0")
	}
	wantAll(t, "bad list", errs,
		"p.csv : 3 lignes erronées :\n",
		`p.csv:2: colonne 2 "elo" : classement Elo "22 54" : des espaces où un nombre n'en a pas : des chiffres attendus, groupés par trois (2 254)`,
		`p.csv:3: colonne 3 "fédération" : la fédération "XYZ" n'est pas un code de la FIDE ; trois lettres majuscules attendues, comme FRA, BEL, SUI (FID pour le drapeau de la FIDE) ; un club va dans une colonne "club"`,
		`p.csv:4: colonne 3 "fédération" : la fédération "FRANCE" n'est pas un code de la FIDE ; France se note FRA`)
	// A player listed twice (the list otherwise good).
	write("d.csv", "nom;elo;id fide;né le\nABAD Ana;1800;651234;\nROUX Léa;1900;;2001-02-03\nABAD Ana;1800;651234;\nROUX Léa;1900;;2001-02-03\n")
	_, _, errs = mk(t, dir, "berger", "-players", "d.csv", "-o", "b.xlsx")
	wantAll(t, "a player listed twice", errs, "d.csv : 2 lignes erronées :\n",
		"d.csv:4: ABAD Ana figure deux fois : les lignes 2 (ABAD Ana) et 4 ont le même identifiant FIDE 651234",
		"d.csv:5: ROUX Léa figure deux fois : les lignes 3 et 5 ont les mêmes nom et date de naissance 2001/02/03")

	// Twelve bad lines: the first ten, then the count.
	var b strings.Builder
	b.WriteString("nom;elo\n")
	for i := range 12 {
		fmt.Fprintf(&b, "J%02d;deuxmille\n", i)
	}
	write("q.csv", b.String())
	_, _, errs = mk(t, dir, "berger", "-players", "q.csv", "-o", "q.xlsx")
	wantAll(t, "twelve bad lines", errs, "q.csv : 12 lignes erronées :\n", `q.csv:2: colonne 2 "elo" : classement Elo "deuxmille" : pas un nombre : un nombre entier attendu, comme 2254`, "\n  … et 2 autres lignes erronées")

	// The drawing of lots: conflicting flags.
	write("r.csv", "nom;elo\nA;1000\nB;1100\nC;1200\nD;1300\n")
	_, _, errs = mk(t, dir, "berger", "-players", "r.csv", "-draw", "-order", "rating", "-o", "d.xlsx")
	wantAll(t, "-draw -order rating", errs, "-draw et -order rating s'excluent : les numéros sont tirés au sort ou donnés par -order rating, pas les deux")
	_, _, errs = mk(t, dir, "berger", "-players", "r.csv", "-seed", "7", "-o", "d.xlsx")
	wantAll(t, "-seed alone", errs, "-seed sans -draw : une graine refait un tirage au sort ; ajoutez -draw (ou -order varma)")
	_, _, errs = mk(t, dir, "berger", "-n", "4", "-draw", "-o", "d.xlsx")
	wantAll(t, "-draw without players", errs, "-draw demande -players : il n'y a personne à numéroter")
	code, _, errs = mk(t, dir, "berger", "-players", "r.csv", "-draw", "-seed", "7", "-o", "d.xlsx")
	if code != 0 {
		t.Fatal(errs)
	}
	wantAll(t, "a draw", errs, "numéros d'appariement tirés au sort avec la graine 7 (-seed 7 refait le même tirage)\n")

	// The TRF preflight names each missing line; -strict refuses.
	if code, _, errs := mk(t, dir, "berger", "-players", "r.csv", "-lang", "fr", "-o", "c.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	t.Setenv("LANG", "en_US.UTF-8") // the workbook speaks French
	code, _, errs = mk(t, dir, "read", "c.xlsx", "-format", "trf")
	if code != 0 {
		t.Errorf("preflight without -strict: exit %d", code)
	}
	wantAll(t, "preflight", errs,
		"c.xlsx: ligne 012 (nom du tournoi), obligatoire pour le classement Elo, absente : donnez -name, ou la cellule Tournoi!B3 du classeur (EventName)\n",
		"ligne 022 (ville), obligatoire", "ligne 032 (fédération), obligatoire", "ligne 042 (date de début), obligatoire",
		"ligne 052 (date de fin), obligatoire", "ligne 102 (arbitre principal), obligatoire",
		"ligne 132 (dates des rondes), obligatoire pour le classement Elo, absente : donnez -round-dates, ou la cellule Tournoi!",
		"4 joueurs sur 4 sans identifiant FIDE (001, colonnes 58-68), obligatoire pour le classement Elo : 1 A (Joueurs!G2), ")
	code, _, errs = mk(t, dir, "read", "c.xlsx", "-format", "trf", "-strict")
	if code == 0 {
		t.Errorf("-strict: exit 0")
	}
	wantAll(t, "-strict", errs, "c.xlsx: -strict : il manque 8 des éléments nécessaires au classement FIDE (ci-dessus)\n")
	if strings.Contains(errs, "mandatory") || strings.Contains(errs, "missing") {
		t.Errorf("French preflight holds English:\n%s", errs)
	}
}

// A French Molter workbook's individual standings have French headings.
func TestFrenchMolterPlayers(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LANG", "en_US.UTF-8")
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "molter", "-teams", "3", "-players", "4", "-rounds", "2", "-lang", "fr", "-o", "m.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := mk(t, dir, "read", "m.xlsx")
	if code != 0 || !strings.Contains(out, "\n cl. joueur  nom ") || strings.Contains(out, "rank") {
		t.Errorf("read m.xlsx: exit %d %s\n%s", code, errs, out)
	}
}

// TestWroteSaysLang: the line saying what a command wrote is in the
// language of the call, as mkxlsx's other messages: -lang fr says it in
// French (written here by hand), as a French locale does without -lang;
// English is unchanged.
func TestWroteSaysLang(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "en_US.UTF-8")
	dir := t.TempDir()
	for _, c := range []struct {
		args   []string
		en, fr string
	}{
		{[]string{"berger", "-n", "6", "-o", "b.xlsx"}, "wrote b.xlsx (6 players, single)\n", "écrit : b.xlsx (6 joueurs, simple)\n"},
		{[]string{"berger", "-n", "6", "-cycles", "3", "-o", "b.xlsx"}, "wrote b.xlsx (6 players, 3 cycles)\n", "écrit : b.xlsx (6 joueurs, 3 cycles)\n"},
		{[]string{"rutsch", "-n", "7", "-o", "r.xlsx"}, "wrote r.xlsx (7 players)\n", "écrit : r.xlsx (7 joueurs)\n"},
		{[]string{"scheveningen", "-m", "4", "-o", "s.xlsx"}, "wrote s.xlsx (two teams of 4 players, single)\n", "écrit : s.xlsx (deux équipes de 4 joueurs, simple)\n"},
		{[]string{"team", "-n", "8", "-central", "none", "-o", "t.xlsx"}, "wrote t.xlsx (8 teams, central round none)\n", "écrit : t.xlsx (8 équipes, rassemblement : aucun)\n"},
		{[]string{"team", "-n", "6", "-double", "-o", "t.xlsx"}, "wrote t.xlsx (6 teams, home and away)\n", "écrit : t.xlsx (6 équipes, aller et retour)\n"},
		{[]string{"varma", "-n", "10", "-o", "v.xlsx"}, "wrote v.xlsx (10 players, blank draw)\n", "écrit : v.xlsx (10 joueurs, tirage à faire)\n"},
		{[]string{"molter", "-teams", "7", "-players", "12", "-rounds", "3", "-o", "m.xlsx"}, "wrote m.xlsx (7 teams of 12 players, Tableau 17, 3 rounds)\n", "écrit : m.xlsx (7 équipes de 12 joueurs, Tableau 17, 3 rondes)\n"},
		{[]string{"molter", "-teams", "40", "-players", "4", "-rounds", "3", "-o", "m.xlsx"},
			"wrote m.xlsx (40 teams of 4 players, constructed table, built and graded when asked, grade A, 3 rounds)\n",
			"écrit : m.xlsx (40 équipes de 4 joueurs, table construite, bâtie et notée à la demande, note A, 3 rondes)\n"},
	} {
		for _, lang := range []string{"en", "fr"} {
			args, want := append(c.args, "-force", "-lang", lang), c.en
			if lang == "fr" {
				want = c.fr
			}
			if code, out, errs := mk(t, dir, args...); code != 0 || out != want {
				t.Errorf("%q: exit %d, stdout %q, want %q (%s)", args, code, out, want, errs)
			}
		}
	}
	// No -lang: the locale's language, as the notes.
	t.Setenv("LANG", "fr_FR.UTF-8")
	if code, out, _ := mk(t, dir, "rutsch", "-n", "7", "-o", "r.xlsx", "-force"); code != 0 || out != "écrit : r.xlsx (7 joueurs)\n" {
		t.Errorf("a French locale: exit %d, stdout %q", code, out)
	}
	if code, out, _ := mk(t, dir, "all", "-dir", "set", "-lang", "fr"); code != 0 || !strings.HasSuffix(out, " classeurs écrits dans set\n") {
		t.Errorf("all -lang fr: exit %d, stdout %q", code, out)
	}
}
