package sheets

import "github.com/toutesrondes/toutesrondes/sheets/contract"

// The rosters and line-ups of the team round robin: the Roster sheet
// holds each team's players (a block of lineUps rows a team), the Teams
// sheet's line-ups and the Boards sheet's players take them by formula,
// and each board's home and away players (BoardHomePlayers,
// BoardAwayPlayers) are drop-downs of the team's roster.

// newRoster places the Roster sheet of the team round robin.
func (l *teamLayout) newRoster(sheet string) *roster {
	teams := make([]rosterTeam, l.N)
	for p := 1; p <= l.N; p++ {
		var tm Team
		if p <= len(l.Players) {
			tm.Players = l.Players[p-1]
		}
		if p <= len(l.Rosters) {
			tm.Roster = l.Rosters[p-1]
		}
		teams[p-1] = rosterTeam{name: l.nameOf(p), players: rosterOf(tm)}
		l.lineUps = max(l.lineUps, len(teams[p-1].players))
	}
	l.lineUps += rosterSpare
	for p := range teams {
		teams[p].rows = l.lineUps
	}
	return newRoster(sheet, noteRoster, teams)
}

// lineUpSteps names the players of each board game.
func (l *teamLayout) lineUpSteps() step {
	return names(column{contract.BoardHomePlayers, l.sBoards, bHome, 2, l.lastBoardRow()},
		column{contract.BoardAwayPlayers, l.sBoards, bAway, 2, l.lastBoardRow()})
}

// lineUpDropDowns makes each board's home and away player a drop-down of
// the team's roster.
func (l *teamLayout) lineUpDropDowns(s *sheet) {
	cells := make([][]string, l.N)
	for i, m := range l.matches {
		for k := 1; k <= l.Boards; k++ {
			r := l.boardRow(i, k)
			cells[m.home-1] = append(cells[m.home-1], cell(bHome, r))
			cells[m.away-1] = append(cells[m.away-1], cell(bAway, r))
		}
	}
	l.roster.dropDowns(s, cells)
}
