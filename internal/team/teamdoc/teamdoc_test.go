package teamdoc

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/spec/spectest"
)

func TestVerify(t *testing.T) {
	t.Parallel()
	// The whole range is the team package's test and gen's.
	s, rep := spectest.Verified(t, Verify, func(s *spec.Spec) { s.Team.MaxSize = 40 })
	if rep.Claims != len(s.TeamClaims) || rep.Claims != len(Claims) || rep.Orders != 2 || rep.Colours != 2 {
		t.Errorf("%+v", rep)
	}
}

func TestVerifyFails(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		edit func(*spec.Spec)
		want string
	}{
		{"unknown claim", func(s *spec.Spec) { s.TeamClaims[0].Name = "nonsense" }, `team-claim "nonsense": no check proves it`},
		{"order", func(s *spec.Spec) { s.TeamOrders[1].Order[3] = 7 }, "team-order 003/order-reverse: printed [11 10 9 7 7"},
		{"colours", func(s *spec.Spec) { s.TeamColours[0].Rows[1].Black = 8 }, "team-colours 003/colours-16: player 2 printed with 8 whites and 8 blacks, the table gives 8 and 7"},
	}
	for _, c := range cases {
		spectest.Refused(t, c.name, Verify, c.want, func(s *spec.Spec) { s.Team.MaxSize = 4 }, c.edit)
	}
}
