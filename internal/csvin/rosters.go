package csvin

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// MaxRoster bounds the players of one team in a teams file's long form
// (a roster may list reserves beyond the boards).
const MaxRoster = 99

// orderHeaders are the headers of the order column of a long form, as
// Fold writes them: the player's place in the roster, strongest first.
var orderHeaders = []string{"board", "order", "ordre", "echiquier", "board order", "ordre de force"}

// readRosters reads the long form of a teams file, whose header has a
// column team and a column name: one row per player, with the columns of a
// player list (ReadPlayers reads them, with the same checks), the rows of a
// team in roster order (strongest first), or in any order with a column
// board (order, ordre, échiquier) numbering them. The teams come in the
// order their first rows do. A row with a team and nothing else names a
// team without players. wide reports player1 … columns as well, which the
// long form does not take.
func (t *table) readRosters(wide bool) ([]Team, error) {
	if wide {
		return nil, t.fail(1, "both a column %q and columns player1, player2, …: a teams file lists one team a row (team, player1, …) or one player a row (team, name, rating, …), not both", Name)
	}
	orderCol := -1
	for i, h := range t.header {
		if slices.Contains(orderHeaders, Fold(h)) {
			if orderCol >= 0 {
				return nil, t.fail(1, "columns %q and %q both give the roster order", strings.TrimSpace(t.header[orderCol]), strings.TrimSpace(h))
			}
			orderCol = i
		}
	}
	type entry struct {
		p           Player
		order, line int
	}
	var names []string
	rosters := map[string][]entry{}
	fideLine := map[string]int{}
	err := t.rows(func(line int, rec []string) error {
		team := t.field(rec, TeamName)
		if team == "" {
			blank := true
			for _, f := range rec {
				blank = blank && strings.TrimSpace(f) == ""
			}
			if blank {
				return nil
			}
			return t.fail(line, "column %q: no team name (the long form gives a player's team on every row)", TeamName)
		}
		if _, ok := rosters[team]; !ok {
			names = append(names, team)
			rosters[team] = []entry{}
		}
		empty := true
		for i, f := range rec {
			if i != t.cols[TeamName] && strings.TrimSpace(f) != "" {
				empty = false
			}
		}
		if empty {
			return nil // a team without its players
		}
		p, err := t.player(line, rec)
		if err != nil {
			return err
		}
		e := entry{p: p, order: len(rosters[team]) + 1, line: line}
		if orderCol >= 0 {
			s := ""
			if orderCol < len(rec) {
				s = strings.TrimSpace(rec[orderCol])
			}
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > MaxRoster || strings.Trim(s, "0123456789") != "" {
				return t.fail(line, "column %q: %q is not a place in the roster, a whole number from 1 to %d", strings.TrimSpace(t.header[orderCol]), s, MaxRoster)
			}
			e.order = n
		}
		for _, o := range rosters[team] {
			switch {
			case o.p.Name == p.Name:
				return t.fail(line, "column %q: %s is in team %s twice (line %d): a roster names a player once", Name, p.Name, team, o.line)
			case orderCol >= 0 && o.order == e.order:
				return t.fail(line, "column %q: place %d of team %s is line %d's too", strings.TrimSpace(t.header[orderCol]), e.order, team, o.line)
			}
		}
		if p.FideID != "" {
			if at, dup := fideLine[p.FideID]; dup {
				return t.fail(line, "column %q: FIDE id %s is line %d's too", FideID, p.FideID, at)
			}
			fideLine[p.FideID] = line
		}
		if len(rosters[team]) == MaxRoster {
			return t.fail(line, "team %s: more than %d players", team, MaxRoster)
		}
		rosters[team] = append(rosters[team], e)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no teams", t.name)
	}
	teams := make([]Team, len(names))
	for i, name := range names {
		es := rosters[name]
		slices.SortStableFunc(es, func(a, b entry) int { return a.order - b.order })
		teams[i].Name = name
		for _, e := range es {
			teams[i].Players = append(teams[i].Players, e.p.Name)
			teams[i].Roster = append(teams[i].Roster, e.p)
		}
	}
	return teams, nil
}
