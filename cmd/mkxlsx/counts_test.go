package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The counts are taken alike by both commands: mkxlsx berger 10 is
// mkxlsx berger -n 10; a team event's size comes from its teams file.
func TestCountsAndTeamSizes(t *testing.T) {
	dir := t.TempDir()
	four := "team,player1,player2,player3,player4\nParis,a,b,c,d\nLyon,e,f,g,h\nNice,i,j,k,l\n"
	if err := os.WriteFile(filepath.Join(dir, "t4.csv"), []byte(four), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "two.csv"), []byte(four[:strings.Index(four, "Nice")]), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"berger", "10", "-o", "a.xlsx"}, 0, "wrote a.xlsx (10 players, single)"},
		{[]string{"berger", "-n", "10", "-o", "b.xlsx"}, 0, "wrote b.xlsx (10 players, single)"},
		{[]string{"berger", "10", "-n", "12", "-o", "c.xlsx"}, 2, `given twice: argument "10" and -n 12`},
		{[]string{"rutsch", "7", "-o", "r.xlsx"}, 0, "wrote r.xlsx"},
		{[]string{"team", "6", "-o", "t.xlsx"}, 0, "wrote t.xlsx (6 teams"},
		{[]string{"varma", "12", "-o", "v.xlsx"}, 0, "wrote v.xlsx"},
		{[]string{"scheveningen", "4", "-o", "s.xlsx"}, 0, "wrote s.xlsx (two teams of 4 players, single)"},
		{[]string{"molter", "9", "4", "-o", "m.xlsx"}, 0, "wrote m.xlsx (9 teams of 4 players, Tableau 26"},
		// -players and -m from the teams file.
		{[]string{"molter", "-teams-file", "t4.csv", "-o", "m3.xlsx"}, 0, "wrote m3.xlsx (3 teams of 4 players, Tableau 1"},
		{[]string{"molter", "-teams-file", "t4.csv", "-players", "2", "-o", "m4.xlsx"}, 2, "-players 2 and t4.csv disagree: the file lists teams of 4 players"},
		{[]string{"scheveningen", "-teams-file", "two.csv", "-o", "s2.xlsx"}, 0, "wrote s2.xlsx (two teams of 4 players, single)"},
		{[]string{"scheveningen", "-teams-file", "two.csv", "-m", "3", "-o", "s3.xlsx"}, 2, "-m 3 and two.csv disagree: the file lists teams of 4 players"},
	} {
		code, out, errs := mk(t, dir, c.args...)
		if code != c.code || !strings.Contains(out+errs, c.want) {
			t.Errorf("mkxlsx %q: exit %d\n%s%s\nwant %d and %q", c.args, code, out, errs, c.code, c.want)
		}
	}
}
