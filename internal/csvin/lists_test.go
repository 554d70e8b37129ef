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
		{"Nom;Fédération\nA;Nîmes Échecs\n", `p.csv:2: federation "Nîmes Échecs" is not a three-letter code such as FRA or BEL (a club goes in a column "club")`},
		{"Nom;Fédération\nA;FR\n", `p.csv:2: federation "FR" is not a three-letter code`},
		{"Nom;Fédération\nA;F1A\n", `p.csv:2: federation "F1A" is not`},
		{"Nom;Prénom;Name\nA;B;C\n", `p.csv:1: column "name" appears twice`},
		{"Prénom;Elo\nA;1\n", `p.csv:1: no column "name" in the header "Prénom;Elo"`},
		{"Nom;Elo\nA;18OO\n", `p.csv:2: rating "18OO" is not a whole number from 0 to 4000`},
		{"Nom;Prénom\n;Jean\n", `p.csv:2: no name`},
		{"Nom;Né le\nA;31/02/1990\n", `p.csv:2: birth date "31/02/1990"`},
		{"Nom;Sexe\nA;X\n", `p.csv:2: sex "x"`},
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
