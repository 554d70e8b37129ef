package sheets

import (
	"slices"
	"strings"
	"testing"
)

func TestReadPlayers(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []Player
	}{
		{"name,rating,federation\nAlice,2100,FRA\nBob,,GER\n", []Player{{"Alice", 2100, "FRA"}, {"Bob", 0, "GER"}}},
		{"\xef\xbb\xbfFederation;Club;NAME;Rating\nFRA;Nîmes;Dupont, Jean;1800\n\nBEL;;=cmd;\n",
			[]Player{{"Dupont, Jean", 1800, "FRA"}, {"=cmd", 0, "BEL"}}},
		{"id,name\n7,\"Smith, J\"\n8,Lee\n", []Player{{"Smith, J", 0, ""}, {"Lee", 0, ""}}},
		{"name\n", nil},
	} {
		got, err := ReadPlayers(strings.NewReader(c.in), "p.csv")
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("ReadPlayers(%q) = %v, %v, want %v", c.in, got, err, c.want)
		}
	}
	for _, c := range []struct{ in, msg string }{
		{"", "p.csv: empty, want a header row with a name column"},
		{"nom,elo\nA,1\n", `p.csv:1: no column "name" in the header "nom,elo"`},
		{"name,name\nA\n", `p.csv:1: column "name" appears twice`},
		{"name,rating\nA,1800\nB,18OO\n", `p.csv:3: rating "18OO" is not a whole number from 0 to 4000`},
		{"name,rating\nA,-5\n", `p.csv:2: rating "-5" is not a whole number`},
		{"name,rating\nA,1\n,2\n", "p.csv:3: no name"},
		{"name\n\"A\n", "p.csv:2: extraneous or missing \" in quoted-field"},
		{"name\n" + strings.Repeat("X\n", 65), "p.csv:66: more than 64 players"},
	} {
		_, err := ReadPlayers(strings.NewReader(c.in), "p.csv")
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("ReadPlayers(%q) = %v, want %q", c.in, err, c.msg)
		}
	}
}
