package main

import (
	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/sheets"
)

// teamSizeFrom settles a team event's players per team (Molter's -players,
// Scheveningen's -m: flag) from its teams file: the flag's value n when
// given, which the file's widest line-up must not exceed (the two are
// named when they disagree); else the widest line-up of the file. It reads
// the file (file "" : none, nothing read) and returns its teams with the
// size; size 0 when neither says it. A file of rosters (one row a
// player) may list more players than the flag's, its reserves.
func teamSizeFrom(c *cli.Call, flag string, n int, file string, enc csvin.Encoding) ([]sheets.Team, int, error) {
	if file == "" {
		return nil, n, nil
	}
	teams, err := teamsFile(file, enc, 0)
	if err != nil {
		return nil, 0, err
	}
	widest, rosters := 0, false
	for _, t := range teams {
		widest = max(widest, len(t.Players))
		rosters = rosters || t.Roster != nil
	}
	switch {
	case rosters && c.Given(flag):
		// A roster (the long form) may hold reserves beyond the boards.
		return teams, n, nil
	case c.Given(flag) && widest > n:
		return nil, 0, fail("-%s %d and %s disagree: the file lists teams of %d players; give one -%s, or the file with that many player columns", flag, n, cli.Escape(file), widest, flag)
	case c.Given(flag):
		return teams, n, nil
	}
	return teams, widest, nil
}
