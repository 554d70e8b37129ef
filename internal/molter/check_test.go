package molter

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// tableau4 is Tableau 4 and 4a of 004 (4 teams of 4), which pass every check.
const tableau4 = `system molter
  document d.txt
  title t
  letters A B C D E F G H J K L M N
end

molter-table d/4
  document d.txt
  teams 4
  players 4
  rounds 2
  row @1 1 | A1 – B1 | B1 – C1
  row @2 2 | C1 – D1 | D1 – A1
  row @3 3 | B2 – D2 | A2 – B2
  row @4 4 | C2 – A2 | D2 – C2
  row @5 5 | A3 – D3 | C3 – A3
  row @6 6 | B3 – C3 | D3 – B3
  row @7 7 | B4 – A4 | A4 – D4
  row @8 8 | D4 – C4 | C4 – B4
end

molter-autonomous d/4a
  document d.txt
  teams 4
  players 4
  row @1 1 | A1 – C1
  row @2 2 | B1 – D1
  row @3 3 | C2 – B2
  row @4 4 | D2 – A2
  row @5 5 | A3 – B3
  row @6 6 | D3 – C3
  row @7 7 | B4 – D4
  row @8 8 | C4 – A4
end
`

func tiny(t *testing.T, text string) *Set {
	t.Helper()
	sp, err := spec.LoadFS(fstest.MapFS{"m.spec": &fstest.MapFile{Data: []byte(text)}}, ".")
	if err != nil {
		t.Fatal(err)
	}
	return build(t, sp, Options{})
}

func problems(s *Set) string {
	var b strings.Builder
	for _, p := range s.CheckAll() {
		b.WriteString(p.Error())
		b.WriteByte('\n')
	}
	return b.String()
}

// Every check can fail, with a message naming the table, round, board and
// players.
func TestEveryCheckCanFail(t *testing.T) {
	t.Parallel()
	if got := problems(tiny(t, tableau4)); got != "" {
		t.Fatalf("Tableau 4 fails:\n%s", got)
	}
	for _, c := range []struct {
		check, from, to string
		wants           []string
	}{
		{"players", "row @1 1 | A1 – B1", "row @1 1 | A1 – E1", []string{
			"molter 4 (4×4) round 1 board 1: E1 is not a player of 4 teams of 4 (teams ABCD)",
			"molter 4 (4×4) round 1: B1 does not play"}},
		{"players", "row @2 2 | C1 – D1", "row @2 2 | C1 – B1", []string{
			"molter 4 (4×4) round 1 board 2: B1 plays twice (boards 1 and 2)"}},
		{"own-team", "row @1 1 | A1 – B1", "row @1 1 | A1 – A1", []string{
			"molter 4 (4×4) round 1 board 1: A1 meets A1 of his own team"}},
		{"order", "row @3 3 | B2 – D2 | A2 – B2", "row @3 3 | B2 – D2 | A2 – B3", []string{
			"molter 4 (4×4) round 2 board 3: A2 – B3: 4 teams want the same order number",
			"molter 4 (4×4) round 2 board 3: B3 on a board of order numbers 2"}},
		{"colours", "row @1 1 | A1 – B1 | B1 – C1", "row @1 1 | A1 – B1 | C1 – B1", []string{
			"molter 4 (4×4) round 2 board 1: C1 has white in rounds 1 and 2 (period 1)"}},
		{"teams-met", "row @1 1 | A1 – B1 | B1 – C1\n  row @2 2 | C1 – D1 | D1 – A1", "row @1 1 | A1 – B1 | B1 – A1\n  row @2 2 | C1 – D1 | D1 – C1", []string{
			"molter 4 (4×4) round 2 board 1: A1 meets team B twice (rounds 1 and 2)",
			"molter 4 (4×4): A1 never meets team D (the document calls 4 teams complete)"}},
		{"autonomous", "row @1 1 | A1 – C1\n  row @2 2 | B1 – D1", "row @1 1 | A1 – B1\n  row @2 2 | C1 – D1", []string{
			"molter 4 (4×4) autonomous round board 1: A1 meets team B again (round 1 board 1); it may follow rounds 1..2"}},
		{"whites", "row @1 1 | A1 – C1", "row @1 1 | C1 – A1", []string{
			"molter 4 (4×4) autonomous round: team A has white on 1 of its 4 boards",
			"molter 4 (4×4) autonomous round: team C has white on 3 of its 4 boards"}},
		{"layout", "row @1 1 | A1 – B1 | B1 – C1\n  row @2 2 | C1 – D1 | D1 – A1\n  row @3 3 | B2 – D2 | A2 – B2",
			"row @1 1 | B2 – D2 | B1 – C1\n  row @2 2 | C1 – D1 | D1 – A1\n  row @3 3 | A1 – B1 | A2 – B2", []string{
				"molter 4 (4×4) round 1 board 1: B2 on a board of order numbers 1"}},
	} {
		text := strings.Replace(tableau4, c.from, c.to, 1)
		if text == tableau4 {
			t.Fatalf("%s: %q not found", c.check, c.from)
		}
		got := problems(tiny(t, text))
		for _, want := range c.wants {
			if !strings.Contains(got, want+"\n") {
				t.Errorf("%s: missing %q in:\n%s", c.check, want, got)
			}
		}
	}
}

func build(t testing.TB, sp *spec.Spec, opt Options) *Set {
	t.Helper()
	s, err := Build(sp, opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
