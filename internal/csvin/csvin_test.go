package csvin

import (
	"strings"
	"testing"
)

func TestReadEntrants(t *testing.T) {
	nine := "Anna,FRA\nBen,FRA\nCid,ESP\nDan,ESP\nEve,GER\nFay,ITA\nGus,NED\nHal,BEL\nIda,\n"
	for _, in := range []string{
		nine,
		"\xef\xbb\xbfname,affinity\n" + nine,
		"Name,Rating,Federation\n" + strings.ReplaceAll(nine, ",", ",2000,"),
		"name;club\n" + strings.ReplaceAll(nine, ",", ";"),
	} {
		es, err := ReadEntrants(strings.NewReader(in), "p.csv", UTF8, 64)
		if err != nil {
			t.Fatalf("%q: %v", in[:12], err)
		}
		if len(es) != 9 || es[0].Name != "Anna" || es[0].Affinity != "FRA" || es[8].Name != "Ida" || es[8].Affinity != "" {
			t.Errorf("%q: %+v", in[:12], es)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"", "p.csv: no players"},
		{"A,X\nB\n", "p.csv:2: want two fields, name and affinity, got 1"},
		{"name,rating\nA,1\n", `p.csv:1: no column "affinity"`},
		{"A,X\n,Y\n", "p.csv:2: a player without a name"},
		{"A,X\nA,Y\n", "p.csv:2: A is listed twice (line 1)"},
		{"A,\"X\n", "p.csv:1: "},
	} {
		if _, err := ReadEntrants(strings.NewReader(c.in), "p.csv", UTF8, 64); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

func TestSeparator(t *testing.T) {
	cr, err := NewReader(strings.NewReader("a;b;c\n1;2;3\n"), "x.csv", UTF8)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := cr.Read()
	if err != nil || len(rec) != 3 || cr.Comma != ';' {
		t.Errorf("%q %v %q", rec, err, cr.Comma)
	}
	cr, _ = NewReader(strings.NewReader("a,b;c\n"), "x.csv", UTF8) // more commas: comma
	if rec, _ := cr.Read(); len(rec) != 2 {
		t.Errorf("%q", rec)
	}
}
