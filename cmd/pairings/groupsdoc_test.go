package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/tables/groups"
)

// TestGroupsDocumentRows runs "pairings groups" for every (2K, n) the
// document prints, and for some it does not: the document's rows follow the
// solver's groups, in text and in JSON, on the lines the spec transcribes.
func TestGroupsDocumentRows(t *testing.T) {
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	lines := map[[2]int][]int{} // the spec's document lines for each 2K/n
	for _, r := range s.GroupsRows {
		k := [2]int{r.Players, r.Last}
		lines[k] = append(lines[k], r.Line)
	}
	for k, want := range lines {
		slices.Sort(want)
		m, n := fmt.Sprint(k[0]), fmt.Sprint(k[1])
		code, out, errs := runCmd("groups", m, n, "-format", "json")
		if code != 0 {
			t.Fatalf("groups %s %s: exit %d: %s", m, n, code, errs)
		}
		var g jsonGroups2
		if err := json.Unmarshal([]byte(out), &g); err != nil {
			t.Fatal(err)
		}
		rows, _ := groups.DocumentRows(k[0], k[1])
		var got []int
		for i, d := range g.Document {
			got = append(got, d.Line)
			if d.Corrected != rows[i].Corrected() || !reflect.DeepEqual(d.Groups, jsonGroups(rows[i].Groups)) {
				t.Errorf("groups %s %s: document row %d: %+v; tables give %+v", m, n, i, d, rows[i])
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("groups %s %s: document lines %v, the spec transcribes %v", m, n, got, want)
		}
		code, text, _ := runCmd("groups", m, n)
		if code != 0 || strings.Count(text, "\ndocument row (003 line ") != len(want) {
			t.Errorf("groups %s %s: exit %d, %d document rows in\n%s", m, n, code, len(want), text)
		}
		if i := strings.Index(text, "document row"); i < strings.Index(text, "No partition has fewer") {
			t.Errorf("groups %s %s: the document rows come before the solver's groups:\n%s", m, n, text)
		}
	}
	// The second row for 12/3 needed an erratum (12 printed in A and C).
	_, text, _ := runCmd("groups", "12", "3")
	if want := "document row (003 line 419, 1 erratum applied): A (1,2,3,4,12) B (5,8) C (10) D (6,7,9,11)\n"; !strings.Contains(text, want) {
		t.Errorf("groups 12 3: want %q in\n%s", want, text)
	}
	if !strings.Contains(text, "document row (003 line 418, no errata applied): ") {
		t.Errorf("groups 12 3: no uncorrected row in\n%s", text)
	}
	// With -sizes the document's rows follow too.
	if _, text, _ := runCmd("groups", "24", "11", "-sizes", "4"); !strings.Contains(text, "document row (003 line 489, 4 errata applied): ") {
		t.Errorf("groups 24 11 -sizes 4:\n%s", text)
	}
	// No row printed: no "document" key, no document line.
	for _, args := range [][]string{{"12", "2"}, {"32", "5"}, {"6", "3"}} {
		_, out, _ := runCmd(append([]string{"groups", "-format", "json"}, args...)...)
		if k := keys(t, out); !reflect.DeepEqual(k, []string{"groups", "last", "players", "system"}) {
			t.Errorf("groups %v: keys %v", args, k)
		}
		if _, text, _ := runCmd(append([]string{"groups"}, args...)...); strings.Contains(text, "document row") {
			t.Errorf("groups %v: %s", args, text)
		}
	}
}
