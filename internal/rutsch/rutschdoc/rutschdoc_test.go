package rutschdoc

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/spec/spectest"
)

func TestVerify(t *testing.T) {
	t.Parallel()
	s, rep := spectest.Verified(t, Verify)
	// The reports that count every Berger numbering.
	rep.Letters = nil
	for _, l := range s.RutschLetters {
		lr, err := Letters(l, true)
		if err != nil {
			t.Fatal(err)
		}
		rep.Letters = append(rep.Letters, lr)
	}
	// 7 rounds of 3 tables and an exempt, 7 rounds of 4 tables.
	if rep.Examples != 2 || rep.Seats != 7*7+7*8 {
		t.Errorf("%d examples, %d seats compared", rep.Examples, rep.Seats)
	}
	if len(rep.Letters) != 2 {
		t.Fatalf("%d letter examples", len(rep.Letters))
	}
	for i, lr := range rep.Letters {
		l := s.RutschLetters[i]
		t.Logf("%+v", lr)
		if lr.Printed != 4 || lr.Extended != 11 {
			t.Errorf("%s: %d rounds printed, %d extended", lr.ID, lr.Printed, lr.Extended)
		}
		// The remark on colours holds: whoever meets the pivot between two
		// other games repeats a colour there, and nobody repeats elsewhere.
		if lr.PivotInside == 0 || lr.PivotDoubles != lr.PivotInside || lr.OtherDoubles != 0 {
			t.Errorf("%s: doubles %d of %d at the pivot, %d elsewhere", lr.ID, lr.PivotDoubles, lr.PivotInside, lr.OtherDoubles)
		}
		// 110 = 11·10 numberings for the pairings (x -> ax+b on the 11
		// non-pivot players), one with the colours: the pivot is always 12.
		if lr.ExtendedPairs != 110 || !lr.PivotIsM || lr.ExtendedReversed != 0 {
			t.Errorf("%s: %d numberings for the pairings, %d reversed", lr.ID, lr.ExtendedPairs, lr.ExtendedReversed)
		}
		if lr.ExtendedSame != 1 || len(lr.Numbering) != 13 {
			t.Fatalf("%s: %d Berger numberings with colours", lr.ID, lr.ExtendedSame)
		}
		// Re-check the numbering on the printed rounds against the table
		// built by the rotation of 002.
		rot := berger.Rotation(12)
		num := numbers(l.Names)
		for ri, r := range l.Rounds {
			want := map[berger.Game]bool{}
			for _, g := range rot[lr.BergerRounds[ri]-1] {
				want[g] = true
			}
			for b := range r.Top {
				a, c := lr.Numbering[num[r.Top[b]]], lr.Numbering[num[r.Bottom[b]]]
				g := berger.Game{White: a, Black: c}
				if r.TopColour[b] == 'b' {
					g = berger.Game{White: c, Black: a}
				}
				if !want[g] {
					t.Errorf("%s round %d table %d: %v is not a game of Berger round %d", lr.ID, ri+1, b+1, g, lr.BergerRounds[ri])
				}
			}
		}
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
		{"a seat of the 8-player example", func(s *spec.Spec) {
			r := &s.RutschExamples[1].Rounds[2]
			r.Left[1], r.Right[1] = r.Right[1], r.Left[1]
		}, "003/rutsch-8 round 3 table 2 left: printed 5, the slide seats 7"},
		{"the exempt of the 7-player example", func(s *spec.Spec) {
			s.RutschExamples[0].Rounds[3].Bye = "A"
		}, "003/rutsch-7 round 4: printed exempt A, the slide gives 5"},
		{"the white places", func(s *spec.Spec) {
			s.RutschExamples[0].White = []string{"E", "D", "G"}
		}, "003/rutsch-7: the text names E D G as the white places of round 1, the seats give white to E C G"},
		{"two black seats", func(s *spec.Spec) {
			s.RutschLetters[0].Rounds[1].TopColour[2] = 'b'
		}, "000/rutsch-berger-12 round 2: table 3: both seats b"},
		{"the pivot moves", func(s *spec.Spec) {
			r := &s.RutschLetters[1].Rounds[2]
			r.Top[0], r.Top[1] = r.Top[1], r.Top[0]
			r.Bottom[0], r.Bottom[1] = r.Bottom[1], r.Bottom[0]
		}, "001/rutsch-berger-12 round 3: the pivot L is not at table 1"},
		{"a slide", func(s *spec.Spec) {
			r := &s.RutschLetters[0].Rounds[3]
			r.Top[3], r.Top[4] = r.Top[4], r.Top[3]
		}, "000/rutsch-berger-12 round 4: B is where the slide puts A"},
	}
	for _, c := range cases {
		spectest.Refused(t, c.name, Verify, c.want, c.edit)
	}
}
