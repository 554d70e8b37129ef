// Package teamdoc checks the team-competition material of 003 transcribed in
// the spec: every claim the text makes is proven by package team for every
// number of teams the spec declares, the printed colour counts of the
// 16-player table are compared with the table, and the printed orders of
// rounds with the ones team plays. Verify returns the Model the generator
// emits: the range of teams proven.
package teamdoc

import (
	"errors"
	"fmt"
	"slices"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/team"
)

// Claims lists the claims team.Check proves, by the name of their
// team-claim block, with what it checks.
var Claims = map[string]string{
	"extra-white":   "the numbers 1..k receive once more than they travel, k+1..2k the other way round",
	"home-first":    "the team named first receives: the white of the Berger table",
	"central-round": "with Berger round 1 on neutral ground every team receives as often as it travels; no other round does it",
	"complementary": "x and x+k have opposite colours in every round, and no other number has",
	"club-home":     "two complementary teams of a club: one at home every round",
	"club-round-1":  "the pairs of round 1 are x and 2k+1-x, complementary only for x = (k+1)/2 when k is odd",
}

// Model is the verified model of the team round robins: the even numbers of
// teams for which the claims of 003 are proven (the schedules themselves are
// Berger tables), and what the check of the transcriptions found.
type Model struct {
	MinSize, MaxSize int           // the even table sizes proven
	Sizes            []team.Report // one per even size of the range
	Claims           int
	Orders           int
	Colours          int // printed colour counts compared
	spec.Proven          // the errata it proves
}

// Verify checks the team material of s.
func Verify(s *spec.Spec) (*Model, error) {
	if s.Team.MaxSize == 0 {
		return nil, errors.New("team: no \"system team\" block")
	}
	rep := &Model{MinSize: berger.Even(s.Team.MinSize), MaxSize: s.Team.MaxSize - s.Team.MaxSize%2}
	var errs []error
	for m := rep.MinSize; m <= rep.MaxSize; m += 2 {
		r, err := team.Verify(m)
		rep.Sizes = append(rep.Sizes, r)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", s.Team.Pos, err))
		}
	}
	for _, c := range s.TeamClaims {
		if _, ok := Claims[c.Name]; !ok {
			errs = append(errs, fmt.Errorf("%s: team-claim %q: no check proves it (known: %v)", c.Pos, c.Name, known()))
			continue
		}
		rep.Claims++
	}
	for _, o := range s.TeamOrders {
		central := team.CentralLast
		if o.Central == "first" {
			central = team.CentralFirst
		}
		want := team.Order(o.Teams, central, o.Reverse)
		if !slices.Equal(o.Order, want) {
			errs = append(errs, fmt.Errorf("%s: team-order %s: printed %v, the central round %s and reverse %v give %v", o.Pos, o.ID, o.Order, o.Central, o.Reverse, want))
			continue
		}
		rep.Orders++
	}
	for _, t := range s.TeamColours {
		if !berger.ValidSize(t.Players) {
			errs = append(errs, fmt.Errorf("%s: team-colours %s: %d players", t.Pos, t.ID, t.Players))
			continue
		}
		h := team.NewHomeTable(t.Players, berger.Rotation(t.Players))
		for _, row := range t.Rows {
			rep.Colours++
			if row.Player < 1 || row.Player > t.Players {
				errs = append(errs, fmt.Errorf("%s: team-colours %s: no player %d", row.Pos, t.ID, row.Player))
				continue
			}
			c := h.Counts(row.Player, 0)
			if c.Home != row.White || c.Away != row.Black {
				errs = append(errs, fmt.Errorf("%s: team-colours %s: player %d printed with %d whites and %d blacks, the table gives %d and %d",
					row.Pos, t.ID, row.Player, row.White, row.Black, c.Home, c.Away))
			}
		}
	}
	return rep, errors.Join(errs...)
}

func known() []string {
	var out []string
	for k := range Claims {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
