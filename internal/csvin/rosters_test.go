package csvin

import (
	"reflect"
	"strings"
	"testing"
)

// frenchRosters is a long-form teams file as a French club secretary
// saves it: semicolons, French headers with accents, a board column that
// orders team B's rows, a reserve (more players than boards).
const frenchRosters = "Équipe;Échiquier;Nom;Prénom;Elo;Fédération;N° FIDE;Titre;Né le;Sexe\n" +
	"Nîmes;1;DUPONT;Jérôme;2105;FRA;651234;FM;03/02/1990;H\n" +
	"Nîmes;2;Lefèvre;Anaïs;1850;fra;651235;;1975;F\n" +
	"Lyon;2;Martin;Paul;1900;FRA;651237;;;\n" +
	"Lyon;1;=Robin;Léa;2010;FRA;651236;WFM;;f\n" +
	"Nîmes;3;Garcia;Luis;1700;ESP;;;;\n"

func TestReadTeamsLongForm(t *testing.T) {
	teams, err := ReadTeams(strings.NewReader(frenchRosters), "clubs.csv", UTF8, 4)
	if err != nil {
		t.Fatal(err)
	}
	// By hand from the file: teams in order of first appearance, each by
	// its board column.
	want := []Team{
		{Name: "Nîmes", Players: []string{"DUPONT Jérôme", "Lefèvre Anaïs", "Garcia Luis"}, Roster: []Player{
			{Name: "DUPONT Jérôme", LastName: "DUPONT", FirstName: "Jérôme", Rating: 2105, Federation: "FRA", FideID: "651234", Title: "FM", BirthDate: "1990/02/03", Sex: "m"},
			{Name: "Lefèvre Anaïs", LastName: "Lefèvre", FirstName: "Anaïs", Rating: 1850, Federation: "FRA", FideID: "651235", BirthDate: "1975", Sex: "w"},
			{Name: "Garcia Luis", LastName: "Garcia", FirstName: "Luis", Rating: 1700, Federation: "ESP"}}},
		{Name: "Lyon", Players: []string{"=Robin Léa", "Martin Paul"}, Roster: []Player{
			{Name: "=Robin Léa", LastName: "=Robin", FirstName: "Léa", Rating: 2010, Federation: "FRA", FideID: "651236", Title: "WFM", Sex: "w"},
			{Name: "Martin Paul", LastName: "Martin", FirstName: "Paul", Rating: 1900, Federation: "FRA", FideID: "651237"}}},
	}
	if !reflect.DeepEqual(teams, want) {
		t.Errorf("got\n%+v\nwant\n%+v", teams, want)
	}
	// Without a board column: the file's order is the roster's; a row
	// with the team alone names a team without players; more players
	// than the wide form's bound (reserves).
	in := "team,name,rating\nA,x,1500\nA,y,1400\nB,,\nA,z,1300\nA,w,1200\nA,v,1100\n"
	teams, err = ReadTeams(strings.NewReader(in), "t.csv", UTF8, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(teams) != 2 || strings.Join(teams[0].Players, " ") != "x y z w v" || teams[1].Name != "B" || len(teams[1].Players) != 0 || teams[0].Roster[4].Rating != 1100 {
		t.Errorf("got %+v", teams)
	}
}

func TestReadTeamsLongFormErrors(t *testing.T) {
	for in, want := range map[string]string{
		"team;name;player1\nA;x;y\n":                    `t.csv:1: both a column "name" and columns player1`,
		"team;name\n;x\n":                               `t.csv:2: column "team": no team name`,
		"team;name;rating\nA;x;1500\nA;;1400\n":         "t.csv:3: no name",
		"team;name;elo\nA;x;lots\n":                     `t.csv:2: column 3 "elo": rating "lots": not a number`,
		"team;name\nA;x\nB;y\nA;x\n":                    `t.csv:4: column "name": x is in team A twice (line 2)`,
		"team;board;name\nA;1;x\nA;1;y\n":               `t.csv:3: column "board": place 1 of team A is line 2's too`,
		"team;ordre;name\nA;un;x\n":                     `t.csv:2: column "ordre": "un" is not a place`,
		"team;name;fide id\nA;x;123\nB;y;123\n":         `t.csv:3: column "fide id": FIDE id 123 is line 2's too`,
		"team;board;order;name\nA;1;1;x\n":              `t.csv:1: columns "board" and "order" both give the roster order`,
		"team;name;federation\nA;x;Nîmes\n":             `t.csv:2: column 3 "federation": federation "Nîmes" is not one of FIDE's codes`,
		"Équipe;Nom\n" + strings.Repeat("A;x\n", 1)[:0]: "t.csv: no teams",
	} {
		_, err := ReadTeams(strings.NewReader(in), "t.csv", UTF8, 4)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", in, err, want)
		}
	}
}
