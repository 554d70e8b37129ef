// Package rutschdoc checks the Rutsch material transcribed in the spec: the
// 7- and 8-player examples of 003, seat by seat against package rutsch and
// as round robins in their own right, and the 12-player letter example of
// the Rutsch-Berger system in 000/001, against the rules it states and
// against the Berger table. Verify also checks every plan of the static range
// and returns them in the Model the generator emits.
package rutschdoc

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/rutsch"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// Model is the verified model of the Rutsch system: what the static tables
// hold, and what the check of the transcriptions found.
type Model struct {
	MinSize, MaxSize int // players served by the static plans
	// Plans[n-MinSize] is the plan for n players, built by package rutsch and
	// verified (rutsch.Verify).
	Plans       [][]rutsch.Plan
	Examples    int // printed examples checked
	Seats       int // printed seats compared with the builder
	Letters     []LettersReport
	spec.Proven // the errata it proves
}

// Verify checks every plan of the static range and every Rutsch
// transcription of s. The Rutsch material has no errata: a printed seat that
// disagrees with the builder is an error.
func Verify(s *spec.Spec) (*Model, error) {
	sys := s.Rutsch
	if sys.MaxSize == 0 {
		return nil, errors.New("rutsch: no \"system rutsch\" block")
	}
	rep := &Model{MinSize: sys.MinSize, MaxSize: sys.MaxSize}
	var errs []error
	for n := sys.MinSize; n <= sys.MaxSize; n++ {
		if err := rutsch.Verify(n); err != nil {
			errs = append(errs, err)
		}
		rep.Plans = append(rep.Plans, rutsch.Plans(n))
	}
	for _, ex := range s.RutschExamples {
		n, err := checkExample(ex)
		rep.Examples++
		rep.Seats += n
		if err != nil {
			errs = append(errs, err)
		}
	}
	for _, l := range s.RutschLetters {
		lr, err := Letters(l, false)
		rep.Letters = append(rep.Letters, lr)
		if err != nil {
			errs = append(errs, err)
		}
	}
	return rep, errors.Join(errs...)
}

// numbers maps each printed name to its pairing number (its place in Names).
func numbers(names []string) map[string]int {
	m := make(map[string]int, len(names))
	for i, n := range names {
		m[n] = i + 1
	}
	return m
}

// name is the printed name of player p, "?" outside the list.
func name(names []string, p int) string {
	if p < 1 || p > len(names) {
		return "?"
	}
	return names[p-1]
}

// checkExample compares a printed example with the builder, seat by seat,
// and checks it as a round robin by itself (rutsch.Check on the printed
// plans, not on the builder's).
func checkExample(ex *spec.RutschExample) (int, error) {
	num := numbers(ex.Names)
	n := ex.Players
	var errs []error
	var printed []rutsch.Plan
	seats := 0
	for _, r := range ex.Rounds {
		p := rutsch.Plan{Bye: num[r.Bye]}
		for _, name := range r.Left {
			p.Left = append(p.Left, num[name])
		}
		for _, name := range r.Right {
			p.Right = append(p.Right, num[name])
		}
		printed = append(printed, p)
		want := rutsch.Round(n, r.Round)
		for t := range p.Left {
			for _, side := range []struct {
				what      string
				got, want []int
			}{{"left", p.Left, want.Left}, {"right", p.Right, want.Right}} {
				seats++
				if t < len(side.want) && side.got[t] != side.want[t] {
					errs = append(errs, fmt.Errorf("%s: %s round %d table %d %s: printed %s, the slide seats %s",
						ex.TablePos[t], ex.ID, r.Round, t+1, side.what, name(ex.Names, side.got[t]), name(ex.Names, side.want[t])))
				}
			}
		}
		if n%2 == 1 {
			seats++
		}
		if p.Bye != want.Bye {
			errs = append(errs, fmt.Errorf("%s: %s round %d: printed exempt %s, the slide gives %d", ex.ByePos, ex.ID, r.Round, r.Bye, want.Bye))
		}
	}
	if err := rutsch.Check(ex.ID+" as printed", n, printed); err != nil {
		errs = append(errs, fmt.Errorf("%s: %w", ex.Pos, err))
	}
	// The places the text names as white in round 1 are the white seats.
	if len(ex.White) > 0 && len(printed) > 0 {
		var whites []string
		for _, g := range printed[0].Games() {
			whites = append(whites, name(ex.Names, g.White))
		}
		got, want := slices.Clone(whites), slices.Clone(ex.White)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			errs = append(errs, fmt.Errorf("%s: %s: the text names %s as the white places of round 1, the seats give white to %s",
				ex.WhitePos, ex.ID, strings.Join(ex.White, " "), strings.Join(whites, " ")))
		}
	}
	return seats, errors.Join(errs...)
}
