package csvin

import (
	"fmt"
	"strings"
	"testing"
)

func TestFold(t *testing.T) {
	for h, want := range map[string]Column{
		"Nom": Name, " NAME ": Name, "Prénom": FirstName, "PRENOM": FirstName, "First name": FirstName,
		"Elo": Rating, "Classement": Rating, "rating": Rating, "Fédération": Federation, "FED": Federation,
		"Club": Club, "N° FIDE": FideID, "Code FIDE": FideID, "fide_id": FideID, "ID FIDE": FideID,
		"Titre": Title, "Date de naissance": BirthDate, "Né le": BirthDate, "Né(e) le": BirthDate, "birth-date": BirthDate,
		"Sexe": Sex, "Équipe": TeamName, "EQUIPE": TeamName, "Affinité": Affinity, "e-mail": Unknown, "Licence": Unknown,
	} {
		if got := HeaderColumn(h); got != want {
			t.Errorf("HeaderColumn(%q) = %v, want %v", h, got, want)
		}
	}
}

// frenchList is a player list as French Excel saves it ("CSV (séparateur:
// point-virgule)"): French headers, semicolons, family and first names
// apart, a club column, commas inside fields.
const frenchList = "Nom;Prénom;Elo;Fédération;Club;N° FIDE;Titre;Né le;Sexe\n" +
	"DUPONT;Jérôme;2105;FRA;Échiquier Nîmois;651234;FM;03/02/1990;H\n" +
	"Lefèvre;Anaïs;1850;fra;Club d'Échecs, Lyon;;;1975;F\n" +
	"O’Brien;Seán;;IRL;;;;;\n"

func checkFrench(t *testing.T, what string, ps []Player, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	want := []Player{
		{Name: "DUPONT Jérôme", LastName: "DUPONT", FirstName: "Jérôme", Rating: 2105, Federation: "FRA", Club: "Échiquier Nîmois", FideID: "651234", Title: "FM", BirthDate: "1990/02/03", Sex: "m"},
		{Name: "Lefèvre Anaïs", LastName: "Lefèvre", FirstName: "Anaïs", Rating: 1850, Federation: "FRA", Club: "Club d'Échecs, Lyon", BirthDate: "1975", Sex: "w"},
		{Name: "O’Brien Seán", LastName: "O’Brien", FirstName: "Seán", Federation: "IRL"},
	}
	if fmt.Sprint(ps) != fmt.Sprint(want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, ps, want)
	}
}

// The French list in the encodings Excel writes: UTF-8 with its
// byte-order mark ("CSV UTF-8") and Windows-1252 ("CSV" in a French
// locale, read with -encoding latin1).
func TestFrenchPlayers(t *testing.T) {
	ps, err := ReadPlayers(strings.NewReader("\xef\xbb\xbf"+frenchList), "p.csv", UTF8, 64)
	checkFrench(t, "UTF-8 with BOM", ps, err)
	cp1252, err := encode1252(frenchList)
	if err != nil {
		t.Fatal(err)
	}
	ps, err = ReadPlayers(strings.NewReader(cp1252), "p.csv", Latin1, 64)
	checkFrench(t, "Windows-1252", ps, err)
	if _, err := ReadPlayers(strings.NewReader(cp1252), "p.csv", UTF8, 64); err == nil || !strings.Contains(err.Error(), "p.csv:1: not valid UTF-8") {
		t.Errorf("Windows-1252 read as UTF-8: %v", err)
	}
	// The English list with commas reads the same way.
	ps, err = ReadPlayers(strings.NewReader("Name,First name,Rating,Federation,Club,FIDE id,Title,Birth date,Sex\n"+
		"DUPONT,Jérôme,2105,FRA,Échiquier Nîmois,651234,FM,1990-02-03,m\n"+
		"Lefèvre,Anaïs,1850,fra,\"Club d'Échecs, Lyon\",,,1975,f\n"+
		"O’Brien,Seán,,IRL,,,,,\n"), "p.csv", UTF8, 64)
	checkFrench(t, "English", ps, err)

	for _, c := range []struct{ in, msg string }{
		{"Nom;Fédération\nA;Nîmes Échecs\n", `p.csv:2: column 2 "Fédération": federation "Nîmes Échecs" is not one of FIDE's codes; want three capital letters such as FRA, BEL, SUI (FID for FIDE's flag); a club goes in a column "club"`},
		{"Nom;Fédération\nA;FR\n", `p.csv:2: column 2 "Fédération": federation "FR" is not one of FIDE's codes`},
		{"Nom;Fédération\nA;F1A\n", `p.csv:2: column 2 "Fédération": federation "F1A" is not`},
		{"Nom;Prénom;Name\nA;B;C\n", `p.csv:1: column "name" appears twice`},
		{"Prénom;Elo\nA;1\n", `p.csv:1: no column "name" in the header "Prénom;Elo"`},
		{"Nom;Elo\nA;18OO\n", `p.csv:2: column 2 "Elo": rating "18OO": not a number`},
		{"Nom;Prénom\n;Jean\n", `p.csv:2: no name`},
		{"Nom;Né le\nA;31/02/1990\n", `p.csv:2: column 2 "Né le": birth date "31/02/1990"`},
		{"Nom;Sexe\nA;X\n", `p.csv:2: column 2 "Sexe": sex "x"`},
		{"Nom\nA\nB\nC\n", "p.csv:4: more than 2 players"},
	} {
		if _, err := ReadPlayers(strings.NewReader(c.in), "p.csv", UTF8, 2); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: %v, want %q", c.in, err, c.msg)
		}
	}
}

// encode1252 writes s in Windows-1252.
func encode1252(s string) (string, error) {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r == '’':
			b.WriteByte(0x92)
		case r >= 0xa0 && r <= 0xff:
			b.WriteByte(byte(r))
		default:
			return "", fmt.Errorf("%q is not in Windows-1252", r)
		}
	}
	return b.String(), nil
}

func TestFrenchTeams(t *testing.T) {
	const list = "Équipe;Joueur 1;Joueur 2;JOUEUR_3;Capitaine\nÉchiquier Nîmois;Dupont;Lefèvre;;M. Roux\nTour de Lyon;Abad;;Cruz;\n"
	for _, c := range []struct {
		what, in string
		enc      Encoding
	}{{"UTF-8 with BOM", "\xef\xbb\xbf" + list, UTF8}, {"Windows-1252", "", Latin1}} {
		in := c.in
		if c.enc == Latin1 {
			var err error
			if in, err = encode1252(list); err != nil {
				t.Fatal(err)
			}
		}
		ts, err := ReadTeams(strings.NewReader(in), "t.csv", c.enc, 6)
		if err != nil || fmt.Sprint(ts) != "[{Échiquier Nîmois [Dupont Lefèvre] []} {Tour de Lyon [Abad  Cruz] []}]" {
			t.Errorf("%s: %q %v", c.what, ts, err)
		}
	}
	for _, c := range []struct{ in, msg string }{
		{"Nom;Joueur 1\nX;Y\n", `t.csv:1: no column "team" in the header "Nom;Joueur 1"`},
		{"Équipe;Joueur 7\n", `t.csv:1: column "Joueur 7": a team has players 1 to 6`},
		{"Équipe;Joueur 1;player1\n", `t.csv:1: column "player1" appears twice`},
		{"Équipe;Team\n", `t.csv:1: column "team" appears twice`},
	} {
		if _, err := ReadTeams(strings.NewReader(c.in), "t.csv", UTF8, 6); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: %v, want %q", c.in, err, c.msg)
		}
	}
}

func TestFrenchEntrants(t *testing.T) {
	es, err := ReadEntrants(strings.NewReader("Nom;Prénom;Elo;Fédération\nDupont;Jean;2000;FRA\nRuiz;Ana;;ESP\n"), "p.csv", UTF8, 64)
	if err != nil || fmt.Sprint(es) != "[{Dupont Jean FRA} {Ruiz Ana ESP}]" {
		t.Errorf("%v %v", es, err)
	}
}

// TestExcelList: a list as French Excel saves it, read as an arbiter reads
// it: the rows of separators alone below the list skipped, ratings as
// Excel formats them read (held to the numbers written by hand here).
func TestExcelList(t *testing.T) {
	in := "Nom;Prénom;Elo;Fédération\r\n" +
		"DUPONT;Jérôme;2 254;FRA\r\n" + // a space
		"MARTIN;Luc;2\u00a0105;FRA\r\n" + // a no-break space, French Excel
		"PETIT;Anne;1\u202f987;BEL\r\n" + // a narrow no-break space
		"ROUX;Léa;2,001;SUI\r\n" + // English Excel's thousands
		"BLANC;Paul;1.850;FRA\r\n" + // German Excel's thousands
		"NOIR;Eve;2105,0;FID\r\n" + // a decimal comma, nothing after it
		"VERT;Ugo;1999.00;FRA\r\n" +
		"GRIS;Ana; 1500 ;FRA\r\n" +
		"BRUN;Léo;1\u00a0845,0;FRA\r\n" + // grouped, and a decimal comma
		";;;\r\n;;;\r\n  ;\u00a0;;\r\n"
	ps, err := ReadPlayers(strings.NewReader(in), "excel3.csv", UTF8, 64)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{2254, 2105, 1987, 2001, 1850, 2105, 1999, 1500, 1845}
	if len(ps) != len(want) {
		t.Fatalf("%d players, want %d: %+v", len(ps), len(want), ps)
	}
	for i, p := range ps {
		if p.Rating != want[i] {
			t.Errorf("%s: rating %d, want %d", p.Name, p.Rating, want[i])
		}
	}
	for s, why := range map[string]string{
		"2105,5":  "not a whole number (a rating has no decimals): 2105,5",
		"2,5":     "not a whole number",
		"22 54":   "spaces where a number has none",
		"2 2540":  "spaces where a number has none",
		"+2100":   "not a number",
		"-5":      "not a number",
		"1,2,3":   "two separators",
		"4001":    "beyond the ratings, 0 to 4000",
		"12,345":  "not a whole number", // 12.345: a rating has four digits at most
		"abc":     "not a number",
		"2e3":     "not a number",
		"2 254,5": "not a whole number",
		"2 2,54":  "spaces where a number has none",
		"2,":      "not a number",
	} {
		if n, got := ParseRating(s); !strings.Contains(got, why) {
			t.Errorf("ParseRating(%q) = %d, %q, want %q", s, n, got, why)
		}
	}
}

// TestBadLines: every bad line is named, the first ten, then a count; a
// player listed twice names both lines; federations are FIDE's.
func TestBadLines(t *testing.T) {
	var b strings.Builder
	b.WriteString("Nom;Elo;Fédération\n")
	for i := range 14 {
		fmt.Fprintf(&b, "P%d;2105,5;FRA\n", i)
	}
	b.WriteString("Q;2000;XYZ\nR;2000;FRANCE\n")
	_, err := ReadPlayers(strings.NewReader(b.String()), "p.csv", UTF8, 64)
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	for _, w := range []string{"p.csv: 16 bad lines:\n", "p.csv:2: column 2 \"Elo\": rating \"2105,5\"", "p.csv:11: column 2", "… and 6 more bad lines"} {
		if !strings.Contains(msg, w) {
			t.Errorf("no %q in\n%s", w, msg)
		}
	}
	if strings.Contains(msg, "p.csv:12:") || strings.Count(msg, "\n") != 11 {
		t.Errorf("more than ten lines named:\n%s", msg)
	}
	for _, c := range []struct{ in, msg string }{
		{"Nom;Fédération\nA;XYZ\n", `p.csv:2: column 2 "Fédération": federation "XYZ" is not one of FIDE's codes; want three capital letters such as FRA, BEL, SUI (FID for FIDE's flag); a club goes in a column "club"`},
		{"Nom;Fédération\nA;FRANCE\n", `p.csv:2: column 2 "Fédération": federation "FRANCE" is not one of FIDE's codes; France is FRA`},
		{"Nom;Prénom;Code FIDE\nDUPONT;Jean;651234\nMARTIN;Luc;\nDupont;Jean-Pierre;651234\n",
			`p.csv:4: Dupont Jean-Pierre is listed twice: lines 2 (DUPONT Jean) and 4 have the same FIDE id 651234`},
		{"Nom;Prénom;Né le\nDUPONT;Jean;03/02/1990\nMARTIN;Luc;\nDupont;Jean;1990-02-03\n",
			`p.csv:4: Dupont Jean is listed twice: lines 2 and 4 have the same name and birth date 1990/02/03`},
	} {
		if _, err := ReadPlayers(strings.NewReader(c.in), "p.csv", UTF8, 64); err == nil || err.Error() != c.msg {
			t.Errorf("%q: %v, want %q", c.in, err, c.msg)
		}
	}
	// Every problem of a line; a line with a problem still counts for
	// the players listed twice.
	_, err = ReadPlayers(strings.NewReader("Nom;Prénom;Elo;Fédération;Code FIDE\r\nDUPONT;Jean;2105,5;FRA;651234\r\n"+
		"MARTIN;Luc;22 54;FRANCE;\r\nDupont;Jean-Pierre;1800;FRA;651234\r\n;;;;\r\n"), "bad.csv", UTF8, 64)
	want := "bad.csv: 3 bad lines:\n" +
		"  bad.csv:2: column 3 \"Elo\": rating \"2105,5\": not a whole number (a rating has no decimals): 2105,5\n" +
		"  bad.csv:3: column 3 \"Elo\": rating \"22 54\": spaces where a number has none: want digits, grouped by three (2 254); column 4 \"Fédération\": federation \"FRANCE\" is not one of FIDE's codes; France is FRA\n" +
		"  bad.csv:4: Dupont Jean-Pierre is listed twice: lines 2 (DUPONT Jean) and 4 have the same FIDE id 651234"
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}
	// Namesakes born apart, or without a birth date, are two players.
	if ps, err := ReadPlayers(strings.NewReader("Nom;Né le\nDUPONT;1990\nDUPONT;1960\nMARTIN;\nMARTIN;\n"), "p.csv", UTF8, 64); err != nil || len(ps) != 4 {
		t.Errorf("namesakes: %v %v", ps, err)
	}
}

// TestExcelEntrants: the entrants of a drawing of lots from the same list,
// the rows of separators alone skipped too.
func TestExcelEntrants(t *testing.T) {
	es, err := ReadEntrants(strings.NewReader("Nom;Prénom;Elo;Fédération\r\nDupont;Jean;2 000;FRA\r\nRuiz;Ana;;ESP\r\n;;;\r\n;;;\r\n"), "p.csv", UTF8, 64)
	if err != nil || fmt.Sprint(es) != "[{Dupont Jean FRA} {Ruiz Ana ESP}]" {
		t.Errorf("%v %v", es, err)
	}
}
