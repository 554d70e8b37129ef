package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

func runCmd(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

// keys returns the sorted keys of a JSON object.
func keys(t *testing.T, data string) []string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(data), &m); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
	var k []string
	for key := range m {
		k = append(k, key)
	}
	sort.Strings(k)
	return k
}

func TestVarmaCommand(t *testing.T) {
	code, out, errs := runCmd("varma", "-format", "json", "9")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if k := keys(t, out); !reflect.DeepEqual(k, []string{"groups", "players", "system"}) {
		t.Errorf("keys %v", k)
	}
	var v jsonVarma
	json.Unmarshal([]byte(out), &v)
	// The 9/10 row of 000, without the bye 10.
	want := []jsonGroup{{"A", []int{3, 4, 8}}, {"B", []int{5, 7, 9}}, {"C", []int{1, 6}}, {"D", []int{2}}}
	if v.System != "varma" || v.Players != 9 || !reflect.DeepEqual(v.Groups, want) {
		t.Errorf("got %+v", v)
	}
	code, out, _ = runCmd("varma", "20")
	if code != 0 || !strings.Contains(out, "A: (6,7,8,9,15,16,17,18)") || !strings.Contains(out, "row 000/varma-20") {
		t.Errorf("text: %d %s", code, out)
	}
	for _, args := range [][]string{{"varma", "8"}, {"varma", "65"}, {"varma"}, {"varma", "x"}, {"varma", "10", "-format", "xml"}} {
		if code, _, errs := runCmd(args...); code != 2 || !strings.Contains(errs, "usage: pairings varma") {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
	if _, _, errs := runCmd("varma", "8"); !strings.Contains(errs, "8 players: the Varma tables serve 9 to 64") {
		t.Errorf("message: %s", errs)
	}
}

func TestGroupsCommand(t *testing.T) {
	code, out, errs := runCmd("groups", "16", "6", "-format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// 003 prints rows for 16/6 (the worked example and the table): "document".
	if k := keys(t, out); !reflect.DeepEqual(k, []string{"document", "groups", "last", "players", "system"}) {
		t.Errorf("keys %v", k)
	}
	var g jsonGroups2
	json.Unmarshal([]byte(out), &g)
	if g.System != "groups" || g.Players != 16 || g.Last != 6 || len(g.Groups) != 4 {
		t.Errorf("got %+v", g)
	}
	code, out, _ = runCmd("groups", "-sizes", "6,4,3,3", "16", "6")
	if code != 0 || !strings.Contains(out, "Groups A, B, C, D have the sizes asked for") {
		t.Errorf("sizes: %d %s", code, out)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"groups", "16", "6", "-sizes", "7"}, 2, "no group of 7 exists: the largest group that holds has 6"},
		{[]string{"groups", "10", "3", "-sizes", "6,6"}, 2, "they need 12 players and there are 10"},
		{[]string{"groups", "15", "3"}, 2, "table size 15: want an even number (2k) from 2 to 64"},
		{[]string{"groups", "16", "16"}, 2, "16 last rounds"},
		{[]string{"groups", "16"}, 2, "want two arguments"},
		{[]string{"groups", "16", "3", "-sizes", "4,x"}, 2, "-sizes \"4,x\""},
		{[]string{"groups", "64", "30", "-sizes", "4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4"}, 1, "undecided within the search budget"},
	} {
		code, _, errs := runCmd(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want %d, %q", c.args, code, errs, c.code, c.want)
		}
	}
}

func writeFile(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "p.csv")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const playersCSV = `name,affinity
Dupont,FRA
Martin,FRA
"Bernard, Jean",FRA
Li,CHN
Wang,CHN
Smith,ENG
Jones,ENG
Kasparov,RUS
Anand,IND
Carlsen,NOR
`

func TestVarmaDrawCommand(t *testing.T) {
	p := writeFile(t, playersCSV)
	code, a, errs := runCmd("varma-draw", "-players", p, "-seed", "42", "-format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	_, b, _ := runCmd("varma-draw", "-format", "json", "-seed", "42", "-players", p)
	if a != b {
		t.Error("the same seed gives two draws")
	}
	var d jsonDraw
	if err := json.Unmarshal([]byte(a), &d); err != nil {
		t.Fatal(err)
	}
	nums := map[int]bool{}
	for _, x := range d.Draw {
		nums[x.Number] = true
	}
	if d.System != "varma-draw" || d.Players != 10 || *d.Seed != 42 || len(nums) != 10 || d.Draw[0].Affinity != "FRA" || d.Draw[0].Name != "Bernard, Jean" {
		t.Errorf("draw %+v", d)
	}
	if d.KeptApart != 3 || d.Best != 3 {
		t.Errorf("kept %d, best %d", d.KeptApart, d.Best)
	}
	// Semicolons, no header, no seed.
	p2 := writeFile(t, "A;X\nB;X\nC;Y\nD;Y\nE;Z\nF;Z\nG;\nH;\nI;\n")
	code, out, errs := runCmd("varma-draw", "-players", p2)
	if code != 0 || !strings.Contains(out, "3 of 3 contingents kept apart") || !strings.Contains(out, "(10, the bye, is not drawn)") {
		t.Errorf("exit %d: %s %s", code, out, errs)
	}
	// The same reader as mkxlsx varma: a byte-order mark and a header naming
	// the federation column are not players.
	nine := "Anna,FRA\nBen,FRA\nCid,ESP\nDan,ESP\nEve,GER\nFay,ITA\nGus,NED\nHal,BEL\nIda,SUI\n"
	for _, in := range []string{"\xef\xbb\xbfname,affinity\n" + nine, "name,federation\n" + nine, "Name;Club\n" + strings.ReplaceAll(nine, ",", ";")} {
		code, out, errs := runCmd("varma-draw", "-players", writeFile(t, in), "-seed", "1", "-format", "json")
		if code != 0 || strings.Contains(strings.ToLower(out), `"name":"name`) || strings.Contains(out, "\ufeff") || !strings.Contains(out, `"players":9`) && !strings.Contains(out, "Ida") {
			t.Errorf("%q: exit %d, %s %s", in[:20], code, out, errs)
		}
		if n := strings.Count(out, `"number":`); n != 9 {
			t.Errorf("%q: %d players drawn, want 9:\n%s", in[:20], n, out)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"varma-draw"}, "-players is required"},
		{[]string{"varma-draw", "-players", writeFile(t, "A,X\nB,X,extra\n")}, "p.csv:2: want two fields, name and affinity, got 3"},
		{[]string{"varma-draw", "-players", writeFile(t, "A,X\nB,X\n")}, "2 players: the Varma tables serve 9 to 64"},
		{[]string{"varma-draw", "-players", writeFile(t, "A,X\nA,X\nC,X\nD,X\nE,X\nF,X\nG,X\nH,X\nI,X\n")}, "A is listed twice (line 1)"},
		{[]string{"varma-draw", "-players", writeFile(t, ",X\n")}, "p.csv:1: a player without a name"},
		{[]string{"varma-draw", "-players", "/nonexistent/p.csv"}, "no such file"},
		{[]string{"varma-draw", "-players", p, "-seed", "-1"}, "-seed \"-1\": want a whole number"},
		{[]string{"varma-draw", "-players", p, "extra"}, "unexpected argument \"extra\""},
	} {
		code, _, errs := runCmd(c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want %q", c.args, code, errs, c.want)
		}
	}
}
