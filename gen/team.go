package main

import (
	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/team/teamdoc"
)

// teamLayout is the version of the constants below; the guard emitted with
// them checks it against the reader's (tables/team).
const teamLayout = 1

// emitTeam writes the range the claims are proven for: the team schedules
// themselves are the Berger tables of berger_data.go.
func emitTeam(md *teamdoc.Model) ([]*genFile, error) {
	g := newFile("team", "data.go", "The numbers of teams for which the generator proved the claims of 003 on Berger tables in team competitions (internal/team): home and away counts, central round 1, complementary numbers, the orders of rounds.", "")
	g.File.Const().Defs(
		Id("teamLayout").Op("=").Lit(teamLayout),
		Id("teamMinSize").Op("=").Lit(md.MinSize).Comment("smallest even table proven"),
		Id("teamMaxSize").Op("=").Lit(md.MaxSize).Comment("largest even table proven"),
	)
	g.guard("teamLayout", even("teamMinSize", ""), even("teamMaxSize", ""))
	return []*genFile{g}, nil
}
