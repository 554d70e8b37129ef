package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

// The player and team lists as the commands read them (moved here from
// package sheets with the reading itself).

func TestReadPlayers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want []sheets.Player
	}{
		{"name,rating,federation\nAlice,2100,FRA\nBob,,GER\n", []sheets.Player{{Name: "Alice", Rating: 2100, Federation: "FRA"}, {Name: "Bob", Rating: 0, Federation: "GER"}}},
		{"\xef\xbb\xbfFederation;Club;NAME;Rating\nFRA;Nîmes;Dupont, Jean;1800\n\nBEL;;=cmd;\n",
			[]sheets.Player{{Name: "Dupont, Jean", Rating: 1800, Federation: "FRA", Club: "Nîmes"}, {Name: "=cmd", Rating: 0, Federation: "BEL"}}},
		{"id,name\n7,\"Smith, J\"\n8,Lee\n", []sheets.Player{{Name: "Smith, J", Rating: 0, Federation: ""}, {Name: "Lee", Rating: 0, Federation: ""}}},
		{"name\n", nil},
	} {
		got, err := readPlayers(strings.NewReader(c.in), "p.csv", csvin.UTF8)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("readPlayers(%q) = %v, %v, want %v", c.in, got, err, c.want)
		}
	}
	for _, c := range []struct{ in, msg string }{
		{"", "p.csv: empty, want a header row with a name column"},
		{"prénom,elo\nA,1\n", `p.csv:1: no column "name" in the header "prénom,elo"`},
		{"name,federation\nA,Nîmes\n", `p.csv:2: column 2 "federation": federation "Nîmes" is not one of FIDE's codes`},
		{"name,name\nA\n", `p.csv:1: column "name" appears twice`},
		{"name,rating\nA,1800\nB,18OO\n", `p.csv:3: column 2 "rating": rating "18OO": not a number`},
		{"name,rating\nA,-5\n", `p.csv:2: column 2 "rating": rating "-5": not a number`},
		{"name,rating\nA,1\n,2\n", "p.csv:3: no name"},
		{"name\n\"A\n", "p.csv:2: extraneous or missing \" in quoted-field"},
		{"name\n" + strings.Repeat("X\n", 65), "p.csv:66: more than 64 players"},
	} {
		_, err := readPlayers(strings.NewReader(c.in), "p.csv", csvin.UTF8)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("readPlayers(%q) = %v, want %q", c.in, err, c.msg)
		}
	}
}

func TestReadTeams(t *testing.T) {
	t.Parallel()
	teams, err := readTeams(strings.NewReader("\xef\xbb\xbfTeam;Player 2;player1;email\nRooks;Bo;Al;x\n\"Kings; Queens\";;Cy;\n"), "t.csv", csvin.UTF8, 6)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(teams) != "[{Rooks [Al Bo] []} {Kings; Queens [Cy] []}]" {
		t.Errorf("teams %v", teams)
	}
	for _, c := range []struct{ in, msg string }{
		{"", "t.csv: empty"},
		{"name\nX\n", `t.csv:1: no column "team"`},
		{"team,team\n", `t.csv:1: column "team" appears twice`},
		{"team,player7\n", `t.csv:1: column "player7": a team has players 1 to 6`},
		{"team,player1,Player1\n", `t.csv:1: column "player1" appears twice`},
		{"team,player1\nA,x\n,y\n", "t.csv:3: no team name"},
		{"team\n", "t.csv: no teams"},
		{"team\n\"x\n", "t.csv:2:"},
	} {
		if _, err := readTeams(strings.NewReader(c.in), "t.csv", csvin.UTF8, 6); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: error %v, want %q", c.in, err, c.msg)
		}
	}
}

// The Varma entrants as mkxlsx varma -players reads them.
func TestReadEntrants(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Ann,FRA\nBob,\n\nCy , GER\n":                   "[{Ann FRA} {Bob } {Cy GER}]",
		"name,affinity\nAnn,FRA\n":                      "[{Ann FRA}]",
		"Name;Rating;Federation\nAnn;2100;FRA\nBob;;\n": "[{Ann FRA} {Bob }]",
		"\xef\xbb\xbfname,club\nAnn,Rooks\n":            "[{Ann Rooks}]",
	} {
		es, err := csvin.ReadEntrants(strings.NewReader(in), "p.csv", csvin.UTF8, varma.MaxPlayers)
		if err != nil || fmt.Sprint(es) != want {
			t.Errorf("%q: %v %v, want %s", in, es, err, want)
		}
	}
	for _, c := range []struct{ in, msg string }{
		{"", "p.csv: no players"},
		{"Ann\n", "p.csv:1: want two fields, name and affinity, got 1"},
		{"Ann,FRA\nBob,FRA,x\n", "p.csv:2: want two fields"},
		{"Ann,FRA\n,FRA\n", "p.csv:2: a player without a name"},
		{"name,rating\nAnn,1\n", `p.csv:1: no column "affinity"`},
		{"Ann,FRA\nBob,FRA\nAnn,GER\n", "p.csv:3: Ann is listed twice (line 1)"},
		{"Ann,\"FRA\n", "p.csv:1:"},
		{manyEntrants(65), "p.csv:65: more than 64 players"},
	} {
		if _, err := csvin.ReadEntrants(strings.NewReader(c.in), "p.csv", csvin.UTF8, varma.MaxPlayers); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: error %v, want %q", c.in, err, c.msg)
		}
	}
}

func manyEntrants(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "P%d,\n", i)
	}
	return b.String()
}
