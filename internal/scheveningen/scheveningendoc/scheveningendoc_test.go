package scheveningendoc

import (
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/scheveningen"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/spec/spectest"
)

func TestVerify(t *testing.T) {
	t.Parallel()
	_, rep := spectest.Verified(t, Verify)
	if len(rep.Tables) != 8 {
		t.Fatalf("%d tables", len(rep.Tables))
	}
	for _, tr := range rep.Tables {
		t.Log(tr.Summary())
		// Both documents print the same tables.
		if tr.Same == "" || tr.Same[4:] != tr.ID[4:] {
			t.Errorf("%s: same as %q", tr.ID, tr.Same)
		}
		if tr.M == 8 {
			// The errata are the one correction with the fewest cells.
			if tr.Errata != 4 || tr.Fewest != 4 || tr.Corrections != 1 {
				t.Errorf("%s: %d errata, fewest %d, %d corrections", tr.ID, tr.Errata, tr.Fewest, tr.Corrections)
			}
		} else if tr.Errata != 0 {
			t.Errorf("%s: %d errata", tr.ID, tr.Errata)
		}
	}
	if len(rep.Errata) != 8 {
		t.Errorf("%d errata proven", len(rep.Errata))
	}
}

// Every check can fail, naming the place.
func TestVerifyFails(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		edit func(*spec.Spec)
		want string
	}{
		{"an erratum missing", func(s *spec.Spec) {
			s.Errata = slicesDelete(s.Errata, "001/scheveningen-8", 6)
		}, "001/scheveningen-8 breaks the rules (the errata do not mend it):\n001/scheveningen-8 (errata applied) round 1: team A has white on 5 boards, want 4"},
		{"all errata missing", func(s *spec.Spec) {
			var keep []*spec.Erratum
			for _, e := range s.Errata {
				if e.Table != "000/scheveningen-8" {
					keep = append(keep, e)
				}
			}
			s.Errata = keep
		}, "000/scheveningen-8 breaks the rules (declare an erratum or fix the transcription)"},
		{"wrong printed text", func(s *spec.Spec) { erratum(s, "000/scheveningen-8", 5).Printed = "A5-B6" },
			`erratum says 000/scheveningen-8 round 1 board 5 printed "A5-B6", the transcription has "A5-B5"`},
		{"a harmful erratum", func(s *spec.Spec) {
			s.Errata = append(s.Errata, &spec.Erratum{Table: "000/scheveningen-4", Round: 2, Board: 1, Printed: "B2-A1", Corrected: "A1-B2"})
		}, "000/scheveningen-4 breaks the rules (the errata do not mend it)"},
		{"no such cell", func(s *spec.Spec) { erratum(s, "001/scheveningen-8", 6).Round = 9 },
			"erratum for 001/scheveningen-8 round 9 board 6: no such printed cell"},
		{"one team", func(s *spec.Spec) {
			c := &s.ScheveningenTables[1].Cells[2][3]
			c.Text, c.Black = "A3-A2", spec.SchevPlayer{Team: 'A', N: 2}
		}, "000/scheveningen-5 round 4 board 3: A3-A2 pairs two players of team A"},
		{"a pair twice", func(s *spec.Spec) {
			c := &s.ScheveningenTables[2].Cells[0][1]
			c.Text, c.White = "B1-A1", spec.SchevPlayer{Team: 'B', N: 1}
		}, "000/scheveningen-6 (errata applied) round 2: B1 plays twice (boards 1 and 2)"},
	}
	for _, c := range cases {
		spectest.Refused(t, c.name, Verify, c.want, c.edit)
	}
}

// An erratum on a cell that breaks nothing is refused.
func TestNeedlessErratum(t *testing.T) {
	t.Parallel()
	s := spectest.Load(t)
	s.Errata = append(s.Errata, &spec.Erratum{Table: "000/scheveningen-4", Round: 2, Board: 1, Printed: "B2-A1", Corrected: "B2-A1"})
	_, err := Verify(s)
	if want := "erratum for 000/scheveningen-4 round 2 board 1: the printed B2-A1 breaks no rule once the other errata are applied"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("want %q, got %v", want, err)
	}
}

func erratum(s *spec.Spec, table string, board int) *spec.Erratum {
	for _, e := range s.Errata {
		if e.Table == table && e.Board == board {
			return e
		}
	}
	return nil
}

func slicesDelete(l []*spec.Erratum, table string, board int) []*spec.Erratum {
	var out []*spec.Erratum
	for _, e := range l {
		if e.Table != table || e.Board != board {
			out = append(out, e)
		}
	}
	return out
}

// The served tables: for 4, 6 and 8 the printed ones with the errata
// applied, compared with the transcription cell by cell (the errata applied
// here, not by convert); for 5 and every other size the computed one.
func TestServe(t *testing.T) {
	t.Parallel()
	s, rep := spectest.Verified(t, Verify)
	for m := 1; m <= 30; m++ {
		sv, err := Serve(rep, m, scheveningen.RulesFor(m == 2))
		if err != nil {
			t.Fatal(err)
		}
		if err := scheveningen.Check("served", sv.Table, scheveningen.RulesFor(m == 2)); err != nil {
			t.Errorf("m=%d: %v", m, err)
		}
		switch m {
		case 4, 6, 8:
			want := "printed in 000/001"
			if m == 8 {
				want += ", 4 errata applied"
			}
			if !sv.Printed || sv.Origin != want {
				t.Errorf("m=%d: printed %v, origin %q", m, sv.Printed, sv.Origin)
			}
			for _, pt := range s.ScheveningenTables {
				if pt.Players != m {
					continue
				}
				for b, row := range pt.Cells {
					for r, c := range row {
						want := c.Text
						for _, e := range s.Errata {
							if e.Table == pt.ID && e.Round == r+1 && e.Board == b+1 {
								want = e.Corrected
							}
						}
						if got := sv.Table.Rounds[r][b].String(); got != want {
							t.Errorf("m=%d round %d board %d: %s, %s has %s", m, r+1, b+1, got, pt.ID, want)
						}
					}
				}
			}
		default:
			built, _ := scheveningen.Build(m)
			if sv.Printed || !sameTable(sv.Table, built) {
				t.Errorf("m=%d: not the computed table (%s)", m, sv.Origin)
			}
			want := "computed"
			if m == 5 {
				// 3 2 2 3 2 whites for team A, not 3 2 3 2 3.
				want += " (the table printed in 000/001 does not keep a rule of the computed tables: 000/scheveningen-5 round 3: team A has white on 2 boards, want 3)"
			}
			if sv.Origin != want {
				t.Errorf("m=%d: origin %q, want %q", m, sv.Origin, want)
			}
		}
	}
}

// A printed table that breaks a rule is not served; where the documents
// differ, the origin names only those printing the served table.
func TestServeRefuses(t *testing.T) {
	t.Parallel()
	rep, err := Verify(spectest.Load(t))
	if err != nil {
		t.Fatal(err)
	}
	// broken flips A1's colour in rounds 1 and 2 of the tables for 4 of the
	// given documents: the pairings and the balance hold, team A's whites
	// do not.
	broken := func(docs ...string) *Model {
		r := &Model{Tables: append([]TableReport(nil), rep.Tables...)}
		for i, tr := range r.Tables {
			if tr.M != 4 || !slices.Contains(docs, tr.Doc) {
				continue
			}
			tb := scheveningen.Table{M: 4}
			for _, round := range tr.Table.Rounds {
				tb.Rounds = append(tb.Rounds, slices.Clone(round))
			}
			tb.Rounds[0][0].AWhite = !tb.Rounds[0][0].AWhite
			tb.Rounds[1][0].AWhite = !tb.Rounds[1][0].AWhite
			r.Tables[i].Table = tb
		}
		return r
	}
	for _, c := range []struct {
		docs []string
		want string
	}{
		{[]string{"000"}, "printed in 001"},
		{[]string{"001"}, "printed in 000"},
		{[]string{"000", "001"}, "computed (the table printed in 000/001 does not keep a rule of the computed tables: 000/scheveningen-4 round 1: team A has white on 1 boards, want 2)"},
	} {
		sv, err := Serve(broken(c.docs...), 4, scheveningen.Strict)
		if err != nil {
			t.Fatal(err)
		}
		if sv.Origin != c.want || sv.Printed != (len(c.docs) == 1) {
			t.Errorf("%v broken: origin %q, want %q", c.docs, sv.Origin, c.want)
		}
	}
}

// Where the documents print the same table but need different errata, the
// origin says how many each needs.
func TestServeErrataDiffer(t *testing.T) {
	t.Parallel()
	rep, err := Verify(spectest.Load(t))
	if err != nil {
		t.Fatal(err)
	}
	r := &Model{Tables: append([]TableReport(nil), rep.Tables...)}
	for i, tr := range r.Tables {
		if tr.M == 8 && tr.Doc == "001" {
			r.Tables[i].Errata = 0 // as if 001 printed the table right
		}
	}
	sv, err := Serve(r, 8, scheveningen.Strict)
	if want := "printed in 000/001, errata applied (000 4, 001 0)"; err != nil || sv.Origin != want {
		t.Errorf("origin %q, want %q (%v)", sv.Origin, want, err)
	}
}
