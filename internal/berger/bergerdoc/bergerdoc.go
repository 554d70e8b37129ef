// Package bergerdoc compares the Berger material transcribed in the spec with
// the tables built by package berger, cell by cell, and proves the
// errata: a printed cell that breaks a rule must be declared as an erratum,
// the erratum's printed form must break the rule and its correction keep it.
//
// The rules are those the documents state: the rotation of 002 (the table
// itself), the closed formulas of 000/003 (x+y = R+1 or 2k+R, the pivot
// formulas, the colour rule, the board), and the round-robin invariants
// (every round a perfect matching, every pair once). Verify also checks every
// table of the static range (berger.VerifySize) and returns them in the
// Model the generator emits.
package bergerdoc

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// tables caches the rotation-built tables by size.
type tables map[int][][]berger.Game

// get returns the rotation-built table for m players.
func (t tables) get(m int) [][]berger.Game {
	if g, ok := t[m]; ok {
		return g
	}
	g := berger.Rotation(m)
	t[m] = g
	return g
}

// CellProblem says why pair (w, b) cannot be board board of round r of the
// m-player table, or "" when it can. It applies the formulas of 000/003 and
// compares with the rotation of 002.
func CellProblem(rot [][]berger.Game, m, r, board, w, b int) string {
	var why []string
	switch {
	case w < 1 || w > m || b < 1 || b > m:
		return fmt.Sprintf("a player outside 1..%d", m)
	case w == b:
		return "a player against himself"
	}
	if mr := berger.MeetingRound(m, w, b); mr != r {
		if w != m && b != m {
			why = append(why, fmt.Sprintf("x+y = %d, but round %d needs R+1 = %d or 2k+R = %d (the formulas put %d-%d in round %d)", w+b, r, r+1, m+r, w, b, mr))
		} else {
			why = append(why, fmt.Sprintf("the pivot meets %d in round %d, not %d", w+b-m, mr, r))
		}
	} else {
		if berger.White(m, w, b) != w {
			why = append(why, fmt.Sprintf("the colour rule gives white to %d", b))
		}
		if bd := berger.Board(m, r, w); bd != board {
			why = append(why, fmt.Sprintf("the pair belongs on board %d", bd))
		}
	}
	if r >= 1 && r <= len(rot) && board >= 1 && board <= len(rot[r-1]) {
		if g := rot[r-1][board-1]; g.White != w || g.Black != b {
			why = append(why, fmt.Sprintf("the rotation of 002 gives %s", g))
		}
	}
	return strings.Join(why, "; ")
}

// cellKey identifies a transcribed cell for the errata.
type cellKey struct {
	table        string
	round, board int
}

// Model is the verified model of the Berger system: what the static tables
// hold.
type Model struct {
	MinSize, MaxSize int  // players served by the static tables
	MaxCycles        int  // cycles a schedule may have
	SwapDefault      bool // a double round robin swaps the last two rounds of cycle 1
	// Sizes are the even table sizes of the static range; Rounds[i] is the
	// table of Sizes[i], built by the rotation of 002 and verified
	// (berger.VerifySize) against the formulas and the seating.
	Sizes       []int
	Rounds      [][][]berger.Game
	Cells       int // transcribed cells compared
	spec.Proven     // the errata it proves
}

// Verify checks every table of the static range, compares every Berger
// transcription of s with the built tables and proves the errata that
// concern them (errata of other systems are ignored).
func Verify(s *spec.Spec) (*Model, error) {
	sys := s.Berger
	if sys.MaxSize == 0 {
		return nil, errors.New("berger: no \"system berger\" block")
	}
	var errs []error
	res := &Model{MinSize: sys.MinSize, MaxSize: sys.MaxSize, MaxCycles: sys.MaxCycles, SwapDefault: sys.SwapDefault}
	tabs := tables{}
	for m := berger.Even(sys.MinSize); m <= berger.Even(sys.MaxSize); m += 2 {
		if err := berger.VerifySize(m); err != nil {
			errs = append(errs, err)
		}
		res.Sizes = append(res.Sizes, m)
		res.Rounds = append(res.Rounds, tabs.get(m))
	}
	bergerTables := map[string]*spec.BergerTable{}
	for _, t := range s.BergerTables {
		bergerTables[t.ID] = t
	}
	errata := map[cellKey]*spec.Erratum{}
	for _, e := range s.Errata {
		if _, ok := bergerTables[e.Table]; ok {
			errata[cellKey{e.Table, e.Round, e.Board}] = e
		}
	}
	used := map[*spec.Erratum]bool{}

	for _, t := range s.BergerTables {
		m := t.Players
		rot := tabs.get(m)
		corrected := make([][]berger.Game, 0, len(t.Rows))
		for _, row := range t.Rows {
			if len(row.Pairs) != m/2 {
				errs = append(errs, fmt.Errorf("%s: %s %s: %d boards printed, want %d", row.Pos, t.ID, row.Label, len(row.Pairs), m/2))
			}
			var games []berger.Game
			for i, p := range row.Pairs {
				res.Cells++
				board := i + 1
				w, b := p.White, p.Black
				problem := CellProblem(rot, m, row.Round, board, w, b)
				e := errata[cellKey{t.ID, row.Round, board}]
				switch {
				case e != nil:
					used[e] = true
					if err := prove(e, p, problem, rot, m, row.Round, board); err != nil {
						errs = append(errs, err)
					} else {
						res.Errata = append(res.Errata, e)
						w, b, _ = parseGame(e.Corrected)
					}
				case problem != "":
					errs = append(errs, fmt.Errorf("%s: %s round %d board %d: printed %q (%s) breaks the rules: %s; declare an erratum or fix the transcription",
						row.Pos, t.ID, row.Round, board, p.Text, p.Norm(), problem))
				}
				games = append(games, berger.Game{White: w, Black: b})
			}
			corrected = append(corrected, games)
		}
		if !t.Partial {
			if err := berger.CheckMatchings(t.ID+" (errata applied)", m, corrected); err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", t.Pos, err))
			}
		}
	}
	for _, e := range s.Errata {
		if _, ok := bergerTables[e.Table]; ok && !used[e] {
			errs = append(errs, fmt.Errorf("%s: erratum for %s round %d board %d: no such printed cell", e.Pos, e.Table, e.Round, e.Board))
		}
	}
	errs = append(errs, verifySteps(s, tabs)...)
	errs = append(errs, verifyResults(s)...)
	errs = append(errs, verifySums(s)...)
	errs = append(errs, verifySeatings(s)...)
	fp, ferrs := verifyFormulas(s)
	res.Errata = append(res.Errata, fp...)
	errs = append(errs, ferrs...)
	return res, errors.Join(errs...)
}

func parseGame(s string) (w, b int, ok bool) {
	a, c, found := strings.Cut(s, "-")
	w, err1 := strconv.Atoi(a)
	b, err2 := strconv.Atoi(c)
	return w, b, found && err1 == nil && err2 == nil
}

// prove checks an erratum against its printed cell: the printed text is what
// the transcription holds and breaks a rule; the correction keeps every rule.
func prove(e *spec.Erratum, p spec.Pair, problem string, rot [][]berger.Game, m, r, board int) error {
	if e.Printed != p.Norm() {
		return fmt.Errorf("%s: erratum says %s round %d board %d printed %q, the transcription has %q (%s)", e.Pos, e.Table, r, board, e.Printed, p.Norm(), p.Pos)
	}
	if problem == "" {
		return fmt.Errorf("%s: erratum for %s round %d board %d: the printed %s breaks no rule, nothing to correct", e.Pos, e.Table, r, board, e.Printed)
	}
	w, b, ok := parseGame(e.Corrected)
	if !ok {
		return fmt.Errorf("%s: erratum: corrected %q is not W-B", e.Pos, e.Corrected)
	}
	if why := CellProblem(rot, m, r, board, w, b); why != "" {
		return fmt.Errorf("%s: erratum for %s round %d board %d: the correction %s fails too: %s", e.Pos, e.Table, r, board, e.Corrected, why)
	}
	return nil
}

func verifySteps(s *spec.Spec, tabs tables) []error {
	var errs []error
	for _, st := range s.BergerSteps {
		m := st.Players
		rot := tabs.get(m)
		if st.Round < 2 || st.Round > len(rot) {
			errs = append(errs, fmt.Errorf("%s: %s: round %d out of range", st.Pos, st.ID, st.Round))
			continue
		}
		list := berger.RotationList(rot[st.Round-2], m)
		if !slices.Equal(list, st.List) {
			errs = append(errs, fmt.Errorf("%s: %s: step 1 list printed %v, the rotation gives %v", st.Pos, st.ID, st.List, list))
		}
		for i, rem := range st.Remaining {
			want := list[:max(0, len(list)-1-2*i)]
			if !slices.Equal(rem, want) {
				errs = append(errs, fmt.Errorf("%s: %s: remaining list %d printed %v, the rotation leaves %v", st.Pos, st.ID, i+1, rem, want))
			}
		}
		for _, row := range st.Boards {
			for i, p := range row.Pairs {
				if why := CellProblem(rot, m, st.Round, i+1, p.White, p.Black); why != "" {
					errs = append(errs, fmt.Errorf("%s: %s %s board %d: printed %s: %s", row.Pos, st.ID, row.Label, i+1, p.Norm(), why))
				}
			}
		}
	}
	return errs
}

func verifyResults(s *spec.Spec) []error {
	var errs []error
	for _, t := range s.BergerResults {
		m := t.Players
		for p := 1; p <= m; p++ {
			row, ok := t.Rows[p]
			if !ok {
				errs = append(errs, fmt.Errorf("%s: %s: no row for player %d", t.Pos, t.ID, p))
				continue
			}
			pos := t.RowPos[p]
			if len(row) != m-1 {
				errs = append(errs, fmt.Errorf("%s: %s player %d: %d cells, want %d", pos, t.ID, p, len(row), m-1))
			}
			for i, c := range row {
				r := i + 1
				opp := berger.Opponent(m, r, p)
				if c.Opponent != opp {
					errs = append(errs, fmt.Errorf("%s: %s player %d round %d: printed opponent %d, the table gives %d", pos, t.ID, p, r, c.Opponent, opp))
					continue
				}
				colour := byte('b')
				if berger.White(m, p, opp) == p {
					colour = 'w'
				}
				if c.Colour != '?' && c.Colour != colour {
					errs = append(errs, fmt.Errorf("%s: %s player %d round %d: printed colour %c against %d, the table gives %c", pos, t.ID, p, r, c.Colour, opp, colour))
				}
			}
		}
	}
	return errs
}

func verifySums(s *spec.Spec) []error {
	var errs []error
	for _, t := range s.BergerSums {
		m := t.Players
		for _, row := range t.Rows {
			if row.Round < 1 || row.Round >= m {
				errs = append(errs, fmt.Errorf("%s: %s: round %d out of range", row.Pos, t.ID, row.Round))
				continue
			}
			var sums []int
			for _, g := range berger.RoundAt(m, row.Round)[1:] {
				if !slices.Contains(sums, g.White+g.Black) {
					sums = append(sums, g.White+g.Black)
				}
			}
			printed := slices.Compact(slices.Sorted(slices.Values(row.Sums)))
			slices.Sort(sums)
			if !slices.Equal(printed, sums) {
				errs = append(errs, fmt.Errorf("%s: %s round %d: printed sums %v, the table has %v", row.Pos, t.ID, row.Round, row.Sums, sums))
			}
			if pv, _ := berger.PivotOpponent(m, row.Round); 2*pv != row.TwicePv {
				errs = append(errs, fmt.Errorf("%s: %s round %d: printed 2xpiv %d, the pivot meets %d", row.Pos, t.ID, row.Round, row.TwicePv, pv))
			}
		}
	}
	return errs
}

func verifySeatings(s *spec.Spec) []error {
	var errs []error
	for _, t := range s.Seatings {
		m := t.Players
		for _, sr := range t.Rounds {
			r := max(sr.Round, 1) // the placement shows round 1's white seats
			near, far := berger.Seating(m, r)
			for _, side := range []struct {
				name            string
				printed, seated []int
			}{{"near", sr.Near, near}, {"far", sr.Far, far}} {
				if len(side.printed) != len(side.seated) {
					errs = append(errs, fmt.Errorf("%s: %s round %d %s: %d seats printed, want %d", sr.Pos, t.ID, sr.Round, side.name, len(side.printed), len(side.seated)))
					continue
				}
				for i, p := range side.printed {
					if sr.Round == 0 && p == 0 {
						continue
					}
					if p != side.seated[i] {
						errs = append(errs, fmt.Errorf("%s: %s round %d board %d %s: printed %d, rules R1-R7 seat %d", sr.Pos, t.ID, sr.Round, i+1, side.name, p, side.seated[i]))
					}
				}
			}
		}
	}
	return errs
}
