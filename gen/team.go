package main

import (
	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
	"github.com/toutesrondes/toutesrondes/internal/team/teamdoc"
)

func init() { register(system{name: "team", verify: verifyTeam, emit: emitTeam}) }

// teamLayout is the version of the constants below; tables/team.go has a
// compile-time guard on it.
const teamLayout = 1

// verifyTeam proves the claims of 003 for every even number of teams of
// the spec's range and checks the printed orders and colour counts.
func verifyTeam(s *spec.Spec) ([]*spec.Erratum, error) {
	_, err := teamdoc.Verify(s)
	return nil, err
}

// emitTeam writes the range the claims are proven for: the team schedules
// themselves are the Berger tables of berger_data.go.
func emitTeam(s *spec.Spec) ([]genFile, error) {
	f := newFile(s, "team", "The numbers of teams for which the generator proved the claims of 003 on Berger tables in team competitions (internal/team): home and away counts, central round 1, complementary numbers, the orders of rounds.")
	f.Const().Defs(
		Id("teamLayout").Op("=").Lit(teamLayout),
		Id("teamMinSize").Op("=").Lit(berger.Even(s.Team.MinSize)).Comment("smallest even table proven"),
		Id("teamMaxSize").Op("=").Lit(s.Team.MaxSize-s.Team.MaxSize%2).Comment("largest even table proven"),
	)
	return []genFile{{Name: "team/data.go", File: f}}, nil
}
