package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/xuri/excelize/v2"
)

// frenchEvent writes fr5.xlsx: a French round robin of 5 with accented
// names, first names apart (but one name given whole), a forfeit and the
// withdrawal of player 5 after round 1 (one game of four played: excluded,
// FIDE Tournament Rules 5.4 (a)). Pairings as all5: R1 2-5 3-4, R2 5-3
// 1-2, R3 3-1 4-5, R4 1-4 2-3, R5 4-2 5-1.
func frenchEvent(t *testing.T, dir string) {
	t.Helper()
	os.WriteFile(filepath.Join(dir, "joueurs.csv"), []byte("Nom;Prénom;Elo;Fédération\n"+
		"DUPONT;Jérôme;2105;FRA\nÉmery;Étienne;1850;FRA\nRoyal;Ségolène;;FRA\nØdegaard;Øystein;2010;NOR\n"+
		"Łukasz Kowalski;;;POL\n"), 0o644)
	if code, _, errs := mk(t, dir, "berger", "-players", "joueurs.csv", "-o", "fr5.xlsx", "-tiebreaks", "sb,de,koya"); code != 0 {
		t.Fatal(errs)
	}
	f, err := excelize.OpenFile(filepath.Join(dir, "fr5.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	for c, v := range map[string]string{
		"E2": "1-0", "E3": "½-½", // R1: 2 beats 5, 3 draws 4
		"E5": "½-½", "E6": "+/-", // R2: 1 draws 2; R3: 3 wins by forfeit against 1
		"E8": "1-0", "E9": "0-1", "E10": "½-½", // R4: 1 beats 4, 3 beats 2; R5: 4 draws 2
	} {
		f.SetCellStr("Pairings", c, v)
	}
	f.SetCellInt("Players", "E6", 1) // 5 withdraws after round 1
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// TestTRFFrenchEvent: the report of a French event is ASCII, every field
// at its TRF columns counted in bytes, "Lastname, Firstname" where the list
// gives them apart, every line's points the sum of its results (the
// excluded player's games written as played or forfeited, as the cross
// table prints them); the project's reader reads it back; the workbook
// keeps the names as typed.
func TestTRFFrenchEvent(t *testing.T) {
	dir := t.TempDir()
	frenchEvent(t, dir)
	code, out, errs := mk(t, dir, "read", "fr5.xlsx", "-format", "trf", "-players", "joueurs.csv",
		"-name", "Open de Nîmes", "-city", "Nîmes", "-arbiter", "Lefèvre, Anaïs")
	if code != 0 {
		t.Fatal(errs)
	}
	for i := 0; i < len(out); i++ {
		if out[i] >= 0x80 {
			t.Fatalf("byte %d is not ASCII:\n%s", i, out)
		}
	}
	for _, h := range []string{"012 Open de Nimes\n", "022 Nimes\n", "102 Lefevre, Anais\n",
		"142 5\n", "192 FIDE_ROUNDROBIN\n", "202 SB,DE,KS\n", "212 PTS,SB,DE,KS\n"} {
		if !strings.Contains(out, h) {
			t.Errorf("no %q in\n%s", h, out)
		}
	}
	names := []string{"DUPONT, Jerome", "Emery, Etienne", "Royal, Segolene", "Odegaard, Oystein", "Lukasz Kowalski"}
	// By hand, round by round from the table (5's games after round 1 are
	// forfeits): 1: Z = - 1 + = 2.5; 2: 1 = Z 0 = = 2; 3: = + + 1 Z = 3.5;
	// 4: = Z + 0 = = 2; 5: 0 - - Z - = 0. Without the excluded player's
	// games, the standings give 2: 1, 3: 2.5, 4: 1, 1: 1.5: the report's
	// points (FIDE Tournament Rules 5.4 a), his played game and forfeits
	// kept in the lines, each annulled result in a record 299.
	points := []string{" 1.5", " 1.0", " 2.5", " 1.0", " 0.0"}
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "001") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 5 {
		t.Fatalf("%d 001 lines:\n%s", len(lines), out)
	}
	// The records 299 by hand: 2's win over 5 in round 1, the forfeit
	// wins of 3 (R2), 4 (R3), 1 (R5) over 5 count 0.0.
	for _, want := range []string{"\n299 W         0.0  001    2\n", "\n299 +         0.0  002    3\n", "\n299 +         0.0  003    4\n", "\n299 +         0.0  005    1\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	annulled := byteAdjustments(t, out)
	for i, l := range lines {
		at := func(from, to int) string { // bytes, 1-based, inclusive
			if to > len(l) {
				return l[min(from-1, len(l)):]
			}
			return l[from-1 : to]
		}
		if got, want := at(15, 47), fmt.Sprintf("%-33s", names[i]); got != want {
			t.Errorf("player %d: name bytes 15-47 %q, want %q", i+1, got, want)
		}
		if got := at(81, 84); got != points[i] {
			t.Errorf("player %d: points bytes 81-84 %q, want %q", i+1, got, points[i])
		}
		sum := 0.0
		for r := range 5 {
			c := 92 + 10*r
			if at(c-2, c-1) != "  " || at(c+4, c+4) != " " || at(c+6, c+6) != " " {
				t.Errorf("player %d round %d: %q not at bytes %d-%d", i+1, r+1, at(c-2, c+7), c, c+7)
			}
			switch at(c+7, c+7) {
			case "1", "+":
				sum++
			case "=":
				sum += 0.5
			}
		}
		if got := fmt.Sprintf("%4.1f", sum-annulled[i+1]); got != at(81, 84) {
			t.Errorf("player %d: points %q, results sum to %s less %g annulled:\n%s", i+1, at(81, 84), got, annulled[i+1], l)
		}
	}
	// Player 5, excluded: his one game played stays for rating, the rest
	// are forfeits; he is ranked last.
	if want := "0002 b 0  0003 w -  0004 b -  0000 - Z  0001 w -"; !strings.HasSuffix(lines[4], want) || !strings.Contains(lines[4][85:89], "5") {
		t.Errorf("player 5: %q, want rounds %q and rank 5", lines[4], want)
	}
	f, err := trf.Read(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range f.Players {
		if p.Name != names[i] || fmt.Sprintf("%4.1f", p.Points) != points[i] || p.Points != f.Points(&p) {
			t.Errorf("player %d read back: %+v", i+1, p)
		}
	}
	if f.Name != "Open de Nimes" || f.Arbiter != "Lefevre, Anais" || f.Rounds != 5 || f.TypeCode != "FIDE_ROUNDROBIN" ||
		strings.Join(f.TieBreaks, ",") != "SB,DE,KS" {
		t.Errorf("header read back: %+v", f)
	}
	code, out, errs = mk(t, dir, "read", "fr5.xlsx", "-format", "json")
	if code != 0 {
		t.Fatal(errs)
	}
	var v struct{ Players []struct{ Name string } }
	if err := json.Unmarshal([]byte(out), &v); err != nil || v.Players[0].Name != "DUPONT Jérôme" || v.Players[4].Name != "Łukasz Kowalski" {
		t.Errorf("the workbook's names: %v %+v", err, v)
	}
}

// TestTRFRefusesNonLatin: a name with no ASCII spelling is refused, naming
// the player and the field, exit 1, nothing written.
func TestTRFRefusesNonLatin(t *testing.T) {
	dir := t.TempDir()
	filled(t, dir, all5)
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("name\nAnn\nЛи Вэй\nCid\nDan\nEve\n"), 0o644)
	rename(t, filepath.Join(dir, "rr5.xlsx"), map[string]string{"B3": "Ли Вэй"})
	code, out, errs := mk(t, dir, "read", "rr5.xlsx", "-format", "trf")
	if code != 1 || out != "" || !strings.Contains(errs, `player 2: name "Ли Вэй": 'Л' (U+041B) has no ASCII spelling`) {
		t.Errorf("exit %d, %q, %q", code, out, errs)
	}
}

// TestTRFDouble: a double round robin's encoded type and its rounds; a
// blank workbook, its players named by -players, gives the schedule alone;
// without names it is refused.
func TestTRFDouble(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "berger", "-n", "4", "-double", "-o", "d4.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	// A workbook without names is refused: the report would name no one.
	if code, out, errs := mk(t, dir, "read", "d4.xlsx", "-format", "trf"); code != 2 || out != "" ||
		!strings.Contains(errs, "d4.xlsx: no player is named (the Players sheet's names, PlayerNames, are empty): a tournament report needs the players") {
		t.Errorf("no names: exit %d, %q, %q", code, out, errs)
	}
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("name\nAnn\nBob\nCid\nDan\n"), 0o644)
	code, out, errs := mk(t, dir, "read", "d4.xlsx", "-format", "trf", "-players", "p.csv")
	if code != 0 {
		t.Fatal(errs)
	}
	f, err := trf.Read(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if f.Rounds != 6 || f.TypeCode != "FIDE_DOUBLEROUNDROBIN" || f.Type != "Double round robin" || len(f.Players) != 4 {
		t.Errorf("header %+v:\n%s", f, out)
	}
}

// frenchEventKept writes fr5.xlsx as frenchEvent does, the event and the
// players' FIDE fields given at creation only, kept in the workbook.
func frenchEventKept(t *testing.T, dir string) {
	t.Helper()
	os.WriteFile(filepath.Join(dir, "joueurs.csv"), []byte("Nom;Prénom;Elo;Fédération;Club;Code FIDE;Titre;Né le;Sexe\n"+
		"DUPONT;Jérôme;2105;FRA;Échiquier Nîmois;651234;FM;1990/02/03;M\nÉmery;Étienne;1850;FRA;;;;;\n"+
		"Royal;Ségolène;;FRA;;;;1975;F\nØdegaard;Øystein;2010;NOR;;1500123;IM;;m\nŁukasz Kowalski;;;POL;;;;;\n"), 0o644)
	if code, _, errs := mk(t, dir, "berger", "-players", "joueurs.csv", "-o", "fr5.xlsx", "-tiebreaks", "sb,de,koya",
		"-lang", "fr", "-title", "Open de Nîmes", "-place", "Nîmes", "-federation", "fra", "-start", "2026-05-01", "-end", "2026-05-05",
		"-round-dates", "2026-05-01,2026-05-02,2026-05-03,2026-05-04,2026-05-05", "-arbiter", "Lefèvre, Anaïs",
		"-deputy", "Müller, Jörg", "-time-control", "90 min + 30 s", "-time-code", "5400+30"); code != 0 {
		t.Fatal(errs)
	}
	f, err := excelize.OpenFile(filepath.Join(dir, "fr5.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	for c, v := range map[string]string{"E2": "1-0", "E3": "½-½", "E5": "½-½", "E6": "+/-", "E8": "1-0", "E9": "0-1", "E10": "½-½"} {
		f.SetCellStr("Appariements", c, v)
	}
	f.SetCellInt("Joueurs", "E6", 1) // 5 withdraws after round 1
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// TestTRFFromWorkbook: the report needs nothing typed twice: every header
// line and player field comes from the workbook (Event sheet, Players
// columns), checked at TRF-2026's byte columns; a flag given to read
// overrides the workbook; a federation cell that is not a FIDE code (a
// club, a country's name) is refused, naming the cell (the workbook has a
// club column: only an older one, without it, reads a club there).
func TestTRFFromWorkbook(t *testing.T) {
	dir := t.TempDir()
	frenchEventKept(t, dir)
	for v, want := range map[string]string{
		// The workbook is French: so is the message.
		"Cercle d'Échecs": `Joueurs!D4 (joueur 3) : la fédération "CERCLE D'ÉCHECS" n'est pas un code de la FIDE (trois lettres majuscules, comme FRA`,
		"France":          `Joueurs!D4 (joueur 3) : la fédération "FRANCE" n'est pas un code de la FIDE ; France se note FRA`,
		"XYZ":             `Joueurs!D4 (joueur 3) : la fédération "XYZ" n'est pas un code de la FIDE`,
	} {
		f, err := excelize.OpenFile(filepath.Join(dir, "fr5.xlsx"))
		if err != nil {
			t.Fatal(err)
		}
		f.SetCellStr("Joueurs", "D4", v)
		f.SaveAs(filepath.Join(dir, "bad.xlsx"))
		f.Close()
		if code, _, errs := mk(t, dir, "read", "bad.xlsx", "-format", "trf"); code != 2 || !strings.Contains(errs, want) {
			t.Errorf("federation %q: exit %d, %q, want 2 and %q", v, code, errs, want)
		}
	}
	code, out, errs := mk(t, dir, "read", "fr5.xlsx", "-format", "trf")
	if code != 0 {
		t.Fatal(errs)
	}
	for i := 0; i < len(out); i++ {
		if out[i] >= 0x80 {
			t.Fatalf("byte %d is not ASCII:\n%s", i, out)
		}
	}
	for _, h := range []string{"012 Open de Nimes\n", "022 Nimes\n", "032 FRA\n", "042 2026/05/01\n", "052 2026/05/05\n",
		"102 Lefevre, Anais\n", "112 Muller, Jorg\n", "122 90 min + 30 s\n", "222 5400+30\n", "142 5\n",
		"192 FIDE_ROUNDROBIN\n", "202 SB,DE,KS\n", "212 PTS,SB,DE,KS\n"} {
		if !strings.Contains(out, h) {
			t.Errorf("no %q in\n%s", h, out)
		}
	}
	var dates string
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(l, "132"):
			dates = l
		case strings.HasPrefix(l, "001"):
			lines = append(lines, l)
		}
	}
	// 132: YY/MM/DD at bytes 92-99, 102-109, …
	for r := range 5 {
		c := 92 + 10*r
		if len(dates) < c+7 || dates[c-1:c+7] != fmt.Sprintf("26/05/%02d", r+1) {
			t.Errorf("132 round %d: bytes %d-%d of %q", r+1, c, c+7, dates)
		}
	}
	if len(lines) != 5 {
		t.Fatalf("%d 001 lines:\n%s", len(lines), out)
	}
	// The published columns: sex 10, title 11-13, name 15-47, rating
	// 49-52, federation 54-56, FIDE id 58-68, birth date 70-79.
	want := []struct{ sex, title, name, rating, fed, id, born string }{
		{"m", "FM ", "DUPONT, Jerome", "2105", "FRA", "     651234", "1990/02/03"},
		{" ", "   ", "Emery, Etienne", "1850", "FRA", "           ", "          "},
		{"w", "   ", "Royal, Segolene", "    ", "FRA", "           ", "1975      "},
		{"m", "IM ", "Odegaard, Oystein", "2010", "NOR", "    1500123", "          "},
		{" ", "   ", "Lukasz Kowalski", "    ", "POL", "           ", "          "},
	}
	points := []string{" 1.5", " 1.0", " 2.5", " 1.0", " 0.0"} // the standings' (TestTRFFrenchEvent)
	annulled := byteAdjustments(t, out)
	for i, l := range lines {
		l += strings.Repeat(" ", 150)
		w := want[i]
		for _, c := range []struct {
			what     string
			from, to int
			want     string
		}{{"sex", 10, 10, w.sex}, {"title", 11, 13, w.title}, {"name", 15, 47, fmt.Sprintf("%-33s", w.name)},
			{"rating", 49, 52, w.rating}, {"federation", 54, 56, w.fed}, {"FIDE id", 58, 68, w.id},
			{"birth date", 70, 79, w.born}, {"points", 81, 84, points[i]}} {
			if got := l[c.from-1 : c.to]; got != c.want {
				t.Errorf("player %d: %s bytes %d-%d %q, want %q", i+1, c.what, c.from, c.to, got, c.want)
			}
		}
		sum := 0.0
		for r := range 5 {
			switch l[92+10*r+6] {
			case '1', '+':
				sum++
			case '=':
				sum += 0.5
			}
		}
		if got := fmt.Sprintf("%4.1f", sum-annulled[i+1]); got != l[80:84] {
			t.Errorf("player %d: points %q, its results sum to %s less %g annulled", i+1, l[80:84], got, annulled[i+1])
		}
	}
	f, err := trf.Read(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "Open de Nimes" || f.TimeCode != "5400+30" || len(f.RoundDates) != 5 || f.Players[0].FideID != "651234" {
		t.Errorf("read back: %+v", f)
	}
	// A flag overrides the workbook, the rest still read from it.
	code, out, errs = mk(t, dir, "read", "fr5.xlsx", "-format", "trf", "-name", "Championnat du Gard", "-time-code", "W300-B240")
	if code != 0 || !strings.Contains(out, "012 Championnat du Gard\n") || !strings.Contains(out, "222 W300-B240\n") ||
		!strings.Contains(out, "022 Nimes\n") {
		t.Errorf("override: exit %d %s\n%s", code, errs, out)
	}
	// The standings say what the exclusion took out: player 5's one game,
	// in the workbook's language (French), or in English with -lang en.
	code, out, errs = mk(t, dir, "read", "fr5.xlsx")
	if want := "5 Łukasz Kowalski : hors classement ; ses parties ne comptent pour personne (gardées dans le TRF pour le classement Elo) : R1 2-5 1-0\n"; code != 0 || !strings.Contains(out, want) {
		t.Errorf("standings: exit %d %s\n%s\nwant %q", code, errs, out, want)
	}
	code, out, errs = mk(t, dir, "read", "fr5.xlsx", "-lang", "en")
	if want := "5 Łukasz Kowalski: out of the standings; not counted for anyone (kept in the TRF for rating): R1 2-5 1-0\n"; code != 0 || !strings.Contains(out, want) {
		t.Errorf("standings: exit %d %s\n%s\nwant %q", code, errs, out, want)
	}
	// ARO and TPR by their C.07 codes, from the workbook's ratings (2105,
	// 1850, unrated, 2010, unrated), the excluded player's games left out,
	// over the games played against a rated opponent (the forfeit R3 3-1
	// is none). By hand: 1: R2 2 (1850) ½, R4 4 (2010) 1: ARO 1930, p .75,
	// TPR 2123; 2: R2 1 (2105) ½, R5 4 (2010) ½: ARO 2057.5 → 2058, TPR
	// 2058; 3: R1 4 (2010) ½, R4 2 (1850) 1: 1930, 2123; 4: R4 1 (2105) 0,
	// R5 2 (1850) ½: 1977.5 → 1978, p .25, dp -193, TPR 1785.
	code, out, errs = mk(t, dir, "read", "fr5.xlsx", "-format", "json", "-tiebreaks", "ARO,TPR")
	var js struct {
		Players []struct{ TieBreaks map[string]float64 }
	}
	if code != 0 || json.Unmarshal([]byte(out), &js) != nil {
		t.Fatalf("json: exit %d %s", code, errs)
	}
	for i, w := range [][2]float64{{1930, 2123}, {2058, 2058}, {1930, 2123}, {1978, 1785}} {
		if tb := js.Players[i].TieBreaks; tb["aro"] != w[0] || tb["tpr"] != w[1] {
			t.Errorf("player %d: %v, want aro %g tpr %g", i+1, tb, w[0], w[1])
		}
	}
	// A bad value in the workbook is refused naming its cell.
	x, err := excelize.OpenFile(filepath.Join(dir, "fr5.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	x.SetCellStr("Tournoi", "B6", "1er mai")
	x.Save()
	x.Close()
	code, out, errs = mk(t, dir, "read", "fr5.xlsx", "-format", "trf")
	if code != 2 || out != "" || !strings.Contains(errs, "Tournoi!B6 (EventStart)") || !strings.Contains(errs, `"1er mai": want a date YYYY-MM-DD`) {
		t.Errorf("bad start date: exit %d, %q, %q", code, out, errs)
	}
}

// TestTRFPartial: a workbook filled up to round 3, one game of round 2
// still without result, writes rounds 1 to 3 only; the game without result
// is no game ("0000 -", blank result, which TRF-2026 reads as Z and a
// byte-column reader takes only with 0000 and -), said in a ### line; no
// round holds an opponent with a blank result.
func TestTRFPartial(t *testing.T) {
	dir := t.TempDir()
	filled(t, dir, map[string]string{"E2": "1-0", "E3": "½-½", "E4": "0-1", "E6": "+/-", "E7": "-/-"})
	code, out, errs := mk(t, dir, "read", "rr5.xlsx", "-format", "trf")
	if code != 0 {
		t.Fatal(errs)
	}
	if !strings.Contains(out, "### round 2: 1-2 not played yet, written as no game\n") ||
		!strings.Contains(out, "### rounds 1 to 3 of 5 written: the later rounds have no result yet\n") || !strings.Contains(out, "142 5\n") {
		t.Errorf("comments:\n%s", out)
	}
	// By hand: R1 2-5 1-0, 3-4 =; R2 5-3 0-1, 1-2 none; R3 3-1 +/-,
	// 4-5 -/-; byes R1 1, R2 4, R3 2.
	want := map[string]string{
		"1": "0000 - Z  0000 -    0003 b -",
		"2": "0005 w 1  0000 -    0000 - Z",
		"3": "0004 w =  0005 b 1  0001 w +",
		"4": "0003 b =  0000 - Z  0005 w -",
		"5": "0002 b 0  0003 w 0  0004 b -",
	}
	points := map[string]string{"1": " 0.0", "2": " 1.0", "3": " 2.5", "4": " 0.5", "5": " 0.0"}
	for _, l := range strings.Split(out, "\n") {
		if !strings.HasPrefix(l, "001") {
			continue
		}
		no := strings.TrimSpace(l[4:8])
		if got := l[91:]; got != want[no] {
			t.Errorf("player %s: rounds %q, want %q", no, got, want[no])
		}
		if l[80:84] != points[no] {
			t.Errorf("player %s: points %q, want %q", no, l[80:84], points[no])
		}
		for c := 92; c+7 <= len(l)+1; c += 10 {
			if c+7 > len(l) && l[c-1:c+3] != "0000" {
				t.Errorf("player %s: round at byte %d: opponent %q with a blank result", no, c, l[c-1:c+3])
			}
		}
	}
	if _, err := trf.Read(strings.NewReader(out)); err != nil {
		t.Error(err)
	}
}

// TestTRFRutschEvent: the Rutsch workbook keeps the event too; its report
// takes the header from it (no encoded type: 092 says Rutsch).
func TestTRFRutschEvent(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "rutsch", "-n", "4", "-o", "r4.xlsx", "-title", "Blitz de Nîmes", "-federation", "FRA",
		"-round-dates", "2026-06-01,2026-06-01,2026-06-02"); code != 0 {
		t.Fatal(errs)
	}
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("name\nAnn\nBob\nCid\nDan\n"), 0o644)
	code, out, errs := mk(t, dir, "read", "r4.xlsx", "-format", "trf", "-players", "p.csv")
	if code != 0 {
		t.Fatal(errs)
	}
	for _, h := range []string{"012 Blitz de Nimes\n", "032 FRA\n", "092 Round robin (Rutsch system)\n",
		"132" + strings.Repeat(" ", 88) + "26/06/01  26/06/01  26/06/02\n"} {
		if !strings.Contains(out, h) {
			t.Errorf("no %q in\n%s", h, out)
		}
	}
	if code, _, errs := mk(t, dir, "rutsch", "-n", "4", "-o", "r5.xlsx", "-round-dates", "2026-06-01"); code != 2 ||
		!strings.Contains(errs, "-round-dates: 1 dates for 3 rounds") {
		t.Errorf("round dates: exit %d %q", code, errs)
	}
}

// byteAdjustments reads the records 299 of a TRF by TRF-2026's byte
// columns (type 5, points 14-17, round 20-22, players from 24 every five),
// apart from internal/trf, and returns per start number the points they
// take off, each record giving 0.0 to a win (W, +) or a draw (D) of the
// round named, looked up in the player's 001 line.
func byteAdjustments(t *testing.T, out string) map[int]float64 {
	t.Helper()
	rounds := map[int]string{}
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "001") {
			n, _ := strconv.Atoi(strings.TrimSpace(l[4:8]))
			rounds[n] = l
		}
	}
	off := map[int]float64{}
	for _, l := range strings.Split(out, "\n") {
		if !strings.HasPrefix(l, "299") {
			continue
		}
		if l[12:17] != "  0.0" {
			t.Errorf("299 %q: points bytes 14-17 not 0.0", l)
		}
		round, _ := strconv.Atoi(l[19:22]) // "008": decimal
		for c := 24; c+3 <= len(l); c += 5 {
			p, _ := strconv.Atoi(strings.TrimSpace(l[c-1 : c+3]))
			res := rounds[p][92+10*(round-1)+6]
			switch {
			case l[4] == 'W' && res == '1', l[4] == '+' && res == '+':
				off[p]++
			case l[4] == 'D' && res == '=':
				off[p] += 0.5
			default:
				t.Errorf("299 %q: player %d has %q in round %d", l, p, res, round)
			}
		}
	}
	return off
}

// TestTRFPreflight: read -format trf names on standard error each thing
// FIDE's rating needs that the report lacks (TRF-2026's lines marked
// mandatory for rating, each player's FIDE number), with the flag and the
// cell that give it, and writes the report (exit 0); -strict refuses it
// (exit 1, nothing written). A time code in minutes is refused where it is
// typed.
func TestTRFPreflight(t *testing.T) {
	dir := t.TempDir()
	frenchEvent(t, dir) // no event given, no FIDE ids
	code, out, errs := mk(t, dir, "read", "fr5.xlsx", "-format", "trf")
	if code != 0 || !strings.HasPrefix(out, "062 5\n") {
		t.Fatalf("exit %d, %q\n%s", code, errs, out)
	}
	for _, want := range []string{
		"fr5.xlsx: line 012 (tournament name), mandatory for rating, is missing: give -name, or the workbook's Event!B3 (EventName)\n",
		"line 022 (city)", "line 032 (federation)", "line 042 (start date)", "line 052 (end date)", "line 102 (chief arbiter)",
		"fr5.xlsx: line 132 (round dates), mandatory for rating, is missing: give -round-dates, or the workbook's Event!B15:19 (RoundDates)\n",
		"5 of 5 players without a FIDE number (001 columns 58-68), mandatory for rating: 1 DUPONT, Jérôme (Players!G2), 2 Émery, Étienne (Players!G3)",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("no %q in\n%s", want, errs)
		}
	}
	code, out, errs = mk(t, dir, "read", "fr5.xlsx", "-format", "trf", "-strict")
	if code != 1 || out != "" || !strings.Contains(errs, "fr5.xlsx: -strict: 8 of what FIDE's rating needs missing (above)") {
		t.Errorf("-strict: exit %d, %q, %q", code, out, errs)
	}
	// Everything given: nothing said, -strict passes.
	code, _, errs = mk(t, dir, "read", "fr5.xlsx", "-format", "trf", "-strict", "-name", "Open", "-city", "Nîmes",
		"-federation", "FRA", "-start", "2026-05-01", "-end", "2026-05-05", "-arbiter", "Lefèvre, Anaïs",
		"-round-dates", "2026-05-01,2026-05-02,2026-05-03,2026-05-04,2026-05-05", "-players", "ids.csv")
	if code != 2 || !strings.Contains(errs, "ids.csv") {
		t.Errorf("a list that is not there: exit %d, %q", code, errs)
	}
	os.WriteFile(filepath.Join(dir, "ids.csv"), []byte("Nom;Prénom;Code FIDE\nDUPONT;Jérôme;651234\nÉmery;Étienne;651235\n"+
		"Royal;Ségolène;651236\nØdegaard;Øystein;1500123\nŁukasz Kowalski;;1100001\n"), 0o644)
	code, out, errs = mk(t, dir, "read", "fr5.xlsx", "-format", "trf", "-strict", "-name", "Open", "-city", "Nîmes",
		"-federation", "FRA", "-start", "2026-05-01", "-end", "2026-05-05", "-arbiter", "Lefèvre, Anaïs",
		"-round-dates", "2026-05-01,2026-05-02,2026-05-03,2026-05-04,2026-05-05", "-players", "ids.csv")
	if code != 0 || errs != "" || !strings.Contains(out, "132 ") {
		t.Errorf("complete: exit %d, %q\n%s", code, errs, out)
	}
	if code, out, errs := mk(t, dir, "read", "fr5.xlsx", "-strict"); code != 2 || out != "" || !strings.Contains(errs, "-strict: for -format trf") {
		t.Errorf("-strict without trf: exit %d, %q", code, errs)
	}
	for _, args := range [][]string{{"berger", "-n", "4", "-time-code", "90+30", "-o", "t.xlsx"}, {"read", "fr5.xlsx", "-format", "trf", "-time-code", "90+30"}} {
		if code, out, errs := mk(t, dir, args...); code != 2 || out != "" || !strings.Contains(errs, "-time-code 90+30: a base of 90 seconds; 90 minutes is 5400+30") {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}
