package groupsdoc

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/spec/spectest"
)

func TestVerifySpec(t *testing.T) {
	t.Parallel()
	s, md := spectest.Verified(t, Verify)
	// Every erratum of a table of groups is proven.
	spectest.AllProven(t, s, md.Errata, "/groups-")
	if len(md.Summary) != 13 || len(md.Rows) != len(s.GroupsRows) || len(md.DocRows) != len(s.GroupsRows) {
		t.Errorf("%d summary lines, %d rows checked, %d served, %d transcribed", len(md.Summary), len(md.Rows), len(md.DocRows), len(s.GroupsRows))
	}
	// Every 2k of the range and every n = 0..2k-1 is answered: 1056 questions
	// for 2k ≤ 64.
	n := 0
	for m := md.MinSize; m <= md.MaxSize; m += 2 {
		if len(md.Solutions[m/2]) != m {
			t.Errorf("2k = %d: %d solutions", m, len(md.Solutions[m/2]))
		}
		n += len(md.Solutions[m/2])
	}
	if md.MaxSize == 64 && n != 1056 {
		t.Errorf("%d questions solved, want 1056", n)
	}
}

// base is a minimal spec: the declaration, and the rows under test.
const base = `system groups
  title t
  sizes 2..16
  budget 100000
end
`

// Every check must be able to fail, with a message naming the culprit.
func TestVerifyFails(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, text, want string }{
		{"rules of the example", "groups-row 003/groups-16-6-example\n  document d\n  table t\n  size 16 6\n  rules @1 | 2 ≤ x+y ≤ 11 et 17 ≤ x+y ≤ 25\n  text @2 | A : (1,2,3,4,5,16) B : (8,9,10,15) C : (7,11,14) D : (6,12,13)\nend\n",
			"the rules print 2 ≤ x+y ≤ 11 and 17 ≤ x+y ≤ 25; for 2k = 16, n = 6 they are 2 ≤ x+y ≤ 10 and 17 ≤ x+y ≤ 25"},
		{"summary", "groups-row 003/groups-6-2\n  document d\n  table t\n  row @1 6 2 | 1,2,6 3,4,5\nend\ngroups-summary s\n  document d\n  row @2 6 3 | 2 ≤ x+y ≤ 6 − n | [2;3] | 7 ≤ x+y ≤ 11 − n | 3\nend\n",
			"2k = 6: values of n [2;3], the tables have [2]"},
		{"summary groups", "groups-row 003/groups-6-2\n  document d\n  table t\n  row @1 6 2 | 1,2,6 3,4,5\nend\ngroups-summary s\n  document d\n  row @2 6 3 | 2 ≤ x+y ≤ 6 − n | 2 | 7 ≤ x+y ≤ 12 − n | 3\nend\n",
			"2k = 6: want k = 3, rule I 2 ≤ x+y ≤ 6 − n, rule II 7 ≤ x+y ≤ 11 − n"},
		{"row that fails", "groups-row 003/groups-6-2\n  document d\n  table t\n  row @1 6 2 | 1,2,3 4,5,6\nend\n",
			"x.spec:6: 003/groups-6-2 (2k=6, n=2) fails"},
	} {
		s, err := spec.LoadFS(fstest.MapFS{"x.spec": {Data: []byte(base + c.text)}}, ".")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Verify(s); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant %q", c.name, err, c.want)
		}
	}
}
