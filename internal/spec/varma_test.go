package spec

import (
	"strings"
	"testing"
	"testing/fstest"
)

// loadOne decodes one spec file given as text.
func loadOne(t *testing.T, text string) (*Spec, error) {
	t.Helper()
	return LoadFS(fstest.MapFS{"x.spec": {Data: []byte(text)}}, ".")
}

func TestVarmaDecode(t *testing.T) {
	t.Parallel()
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if s.Varma.MinSize != 9 || s.Varma.MaxSize != 64 || s.Varma.Last != 3 || len(s.Varma.Shape) != 4 {
		t.Errorf("varma tables: %+v", s.Varma)
	}
	byID := map[string]*VarmaRow{}
	for _, r := range s.VarmaRows {
		byID[r.ID] = r
	}
	// The 11/12 row of 000, printed on lines 429 and 431, trailing comma and all.
	r := byID["000/varma-12"]
	if r == nil || r.Players != 12 || len(r.Groups) != 4 || r.Groups[1].Text != "B : (1,2,6,7,)" || len(r.Groups[1].Players) != 4 || r.Groups[2].Pos.Line == r.Groups[0].Pos.Line {
		t.Errorf("000/varma-12: %+v", r)
	}
	if got := byID["fide/varma-12"].Groups[2].Label(); got != "C: (6, 8, 12)" {
		t.Errorf("fide C label %q", got)
	}
	if len(s.GroupsRows) != 89 || len(s.GroupsSummaries) != 1 || len(s.GroupsSummaries[0].Rows) != 13 {
		t.Errorf("%d groups rows, %d summaries", len(s.GroupsRows), len(s.GroupsSummaries))
	}
	for _, g := range s.GroupsRows {
		if g.ID == "003/groups-26-9" && (g.Groups[4].Label() != "E 15,15,19" || g.Players != 26 || g.Last != 9) {
			t.Errorf("26/9: %+v", g)
		}
		if g.ID == "003/groups-16-6-example" && (g.Rules == nil || g.Rules.Hi1 != 10 || g.Rules.Lo2 != 17 || g.Rules.Hi2 != 25 || len(g.Groups) != 4) {
			t.Errorf("example: %+v", g)
		}
	}
	sum := s.GroupsSummaries[0].Rows[3] // 2k = 12
	if sum.Players != 12 || sum.Hi1 != 12 || sum.Lo2 != 13 || sum.Hi2 != 23 || len(sum.Ns) != 3 || sum.Ns[2] != 5 || len(sum.Groups) != 2 {
		t.Errorf("summary 12: %+v", sum)
	}
}

// Every decoding problem is reported with its place.
func TestVarmaDecodeErrors(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, want string }{
		{"varma-row v\n  document d\n  text @3 9 / 10 joueurs : | A : (3,4,8) junk\nend\n", "x.spec:3: unreadable text \"junk\" at the end"},
		{"varma-row v\n  document d\n  text 10 / 11 joueurs | A : (3)\nend\n", "x.spec:3: label \"10 / 11 joueurs\": want an odd size and the even size after it"},
		{"varma-row v\n  document d\n  text 9/10 | A : (3) A : (4)\nend\n", "x.spec:3: varma-row v: group A printed twice"},
		{"varma-row v\n  document d\n  text 9/10 | A : (1,,2)\nend\n", "x.spec:3: \"\" is not a number in \"1,,2\""},
		{"varma-row v\n  document d\nend\n", "x.spec:1: varma-row v: no text"},
		{"varma-row v\n  document d\n  colour red\n  text 9/10 | A : (1)\nend\n", "x.spec:3: varma-row v: unknown field \"colour\""},
		{"system varma\n  title t\n  sizes 9..x\n  last 3\n  shape * 2\n  budget 5000\nend\n", "x.spec:3: system varma: sizes \"9..x\""},
		{"system varma\n  title t\n  sizes 9..64\n  last 3\n  shape * x\n  budget 5000\nend\n", "x.spec:5: system varma: shape \"* x\""},
		{"system varma\n  title t\n  sizes 9..64\n  last 3\n  shape * 2\nend\n", "x.spec:1: system varma: missing field \"budget\""},
		{"varma other\nend\n", "x.spec:1: unknown block kind \"varma\""},
		{"groups-row 003/groups-12-4\n  document d\n  table t\n  row @9 12 3 | 1,2\nend\n", "x.spec:1: groups-row 003/groups-12-4: the name does not match 2k = 12, n = 3"},
		{"groups-row 003/groups-12-3\n  document d\n  table t\n  row @9 12 | 1,2\nend\n", "x.spec:4: groups-row 003/groups-12-3: label \"12\": want 2k and n"},
		{"groups-row 003/groups-12-3\n  document d\n  table t\nend\n", "x.spec:1: groups-row 003/groups-12-3: want one row, or text lines"},
		{"groups-row 003/groups-12-3\n  document d\n  table t\n  row 12 3 | 1\n  rules | 2 ≤ x+y ≤ 9\nend\n", "x.spec:5: groups-row 003/groups-12-3: want two rules"},
		{"groups-summary s\n  document d\n  row @1 6 3 | $2 \\leq x+y \\leq 6 - n$ | [3-4] | $7 \\leq x+y \\leq 11 - n$ | 2\nend\n", "x.spec:3: groups-summary s: values of n \"[3-4]\""},
		{"groups-summary s\n  document d\n  row @1 6 3 | x | 2 | y | 2\nend\n", "x.spec:3: no rule \"a ≤ x+y ≤ b\" in \"x\""},
		{"system groups\n  title t\n  sizes 2..63\n  budget 5000\nend\n", "x.spec:1: system groups: sizes 2..63: want even table sizes"},
	} {
		_, err := loadOne(t, c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %q", c.text, err, c.want)
		}
	}
}
