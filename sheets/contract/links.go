package contract

// The cells a reader checks beside those it reads: the pairings a result
// belongs to, a player's rating and federation, the cells a workbook
// computes. Each covers the rows of the name it goes with (one cell a
// game, a match or a player), so that a reader never counts columns from
// another name. Workbooks written before these names carry the same cells
// at the places the reader knew then (sheets/readback falls back to them).
const (
	// Round robin (Berger, Rutsch), Scheveningen and Molter: the player
	// with white and the player with black of each game, in Results' rows,
	// as the pairing table gives them: a pairing number (round robin,
	// Rutsch) or a symbol (Scheveningen: A1, B2; Molter: A1, C4).
	WhiteNumbers = "WhiteNumbers"
	BlackNumbers = "BlackNumbers"

	// Round robin (Berger): each player's rating (blank: unrated) and
	// federation (three letters), in PlayerNames' rows.
	PlayerRatings     = "PlayerRatings"
	PlayerFederations = "PlayerFederations"

	// Scheveningen: the board number of A's player and of B's player in
	// each game, in Results' rows (hidden columns the sums read); the
	// teams' names (one cell each) and their players' names, board by
	// board, in PlayerPointsA's and PlayerPointsB's rows.
	BoardNumbersA = "BoardNumbersA"
	BoardNumbersB = "BoardNumbersB"
	TeamNameA     = "TeamNameA"
	TeamNameB     = "TeamNameB"
	PlayerNamesA  = "PlayerNamesA"
	PlayerNamesB  = "PlayerNamesB"

	// Team round robin, the Schedule sheet, in HomeScores' rows: the home
	// and away teams' numbers and names (by formula) and the check of
	// each match's score (by formula).
	HomeTeamNumbers = "HomeTeamNumbers"
	AwayTeamNumbers = "AwayTeamNumbers"
	HomeTeamNames   = "HomeTeamNames"
	AwayTeamNames   = "AwayTeamNames"
	MatchChecks     = "MatchChecks"

	// Team round robin, the Boards sheet, in BoardResults' rows: the
	// numbers of the teams with white and with black, and the players'
	// names the white and black columns show (by formula from
	// BoardHomePlayers and BoardAwayPlayers; typed in an older workbook).
	BoardWhiteTeams = "BoardWhiteTeams"
	BoardBlackTeams = "BoardBlackTeams"
	BoardWhites     = "BoardWhites"
	BoardBlacks     = "BoardBlacks"

	// Team round robin, the Teams sheet: each team's matches played, won,
	// drawn and lost, four columns (by formula), in TeamNames' rows.
	MatchRecords = "MatchRecords"

	// Molter: the teams' wins and direct encounter (tie-breaks, by
	// formula), in TeamNames' rows.
	TeamWins   = "TeamWins"
	TeamDirect = "TeamDirect"

	// Molter, the Pairings sheet, in Results' rows (hidden columns the
	// sums read): the ids of the players with white and with black (1 …
	// teams × players: A1 … AP, B1 …, the rows of PlayerNames) and the
	// numbers of their teams (1 … teams, the rows of TeamNames).
	WhitePlayerIDs   = "WhitePlayerIDs"
	BlackPlayerIDs   = "BlackPlayerIDs"
	WhiteTeamNumbers = "WhiteTeamNumbers"
	BlackTeamNumbers = "BlackTeamNumbers"

	// Molter: the event sheet's one cell that names the table the
	// workbook plays ("Table 17: 8 teams of 4 players, 7 rounds",
	// "Tableau 17 : …"; a constructed table's in words). A reader tries
	// the table it names first; the pairings decide.
	TableTitle = "TableTitle"
)
