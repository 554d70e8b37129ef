// Package contract is the workbook contract: the defined names a workbook
// of package sheets gives its cells, by which a reader finds them
// (sheets/readback reads them back, and programs and federations read
// them too). They are promises: keep them, add others. Each names a
// column (or a cell) of the family that writes it.
package contract

const (
	// Every family that has games to type (round robin, Rutsch, Molter,
	// Scheveningen): the result cells, and the players' names.
	Results     = "Results"
	PlayerNames = "PlayerNames"

	// Round robin (Berger): the cross table's totals and tie-breaks, the
	// order of the tie-breaks, the withdrawals, the counts of results.
	Points          = "Points"
	SonnebornBerger = "SonnebornBerger"
	Wins            = "Wins"
	Rank            = "Rank"
	TieBreaks       = "TieBreaks"
	Withdrawn       = "Withdrawn"
	ResultsEntered  = "ResultsEntered"
	InvalidResults  = "InvalidResults"

	// Round robin: what a FIDE report takes of each player.
	PlayerClubs      = "PlayerClubs"
	PlayerFideIDs    = "PlayerFideIDs"
	PlayerTitles     = "PlayerTitles"
	PlayerBirthDates = "PlayerBirthDates"
	PlayerSexes      = "PlayerSexes"
	PlayerFideNames  = "PlayerFideNames"

	// Every family (round robin, Rutsch, team round robin, Molter,
	// Scheveningen): the Event sheet, what a FIDE report takes of the event.
	EventName        = "EventName"
	EventCity        = "EventCity"
	EventFederation  = "EventFederation"
	EventStart       = "EventStart"
	EventEnd         = "EventEnd"
	EventArbiter     = "EventArbiter"
	EventDeputy      = "EventDeputy"
	EventTimeControl = "EventTimeControl"
	EventTimeCode    = "EventTimeCode"
	RoundDates       = "RoundDates"
	RoundTimes       = "RoundTimes" // the time each round starts (HH:MM, typed), shown on the wall sheet

	// Round robin: the round of the sheet of the standings after a round
	// (one cell, typed; blank for the last round with a result).
	StandingsRound = "StandingsRound"

	// Molter: the teams' and players' totals.
	TeamNames    = "TeamNames"
	TeamPoints   = "TeamPoints"
	TeamBerlin   = "TeamBerlin"
	PlayerPoints = "PlayerPoints"
	PlayerWins   = "PlayerWins"
	PlayerRank   = "PlayerRank"

	// Scheveningen: the match score, per round, and each player's points.
	ScoreA        = "ScoreA"
	ScoreB        = "ScoreB"
	RoundScoreA   = "RoundScoreA"
	RoundScoreB   = "RoundScoreB"
	PlayerPointsA = "PlayerPointsA"
	PlayerPointsB = "PlayerPointsB"

	// Team round robin: the board results typed, the line-ups, the match
	// scores derived from them, the teams' matches at home and away.
	BoardResults = "BoardResults"
	LineUps      = "LineUps"
	HomeScores   = "HomeScores"
	AwayScores   = "AwayScores"
	HomeMatches  = "HomeMatches"
	AwayMatches  = "AwayMatches"

	// Team round robin: the match points of a win, a draw, a loss and a
	// match forfeited (every board of the team lost by forfeit), one cell
	// each, which the arbiter may change (FFE interclubs: 3, 2, 1, 0) and
	// the workbook and its reader rank with.
	MatchPointsWin     = "MatchPointsWin"
	MatchPointsDraw    = "MatchPointsDraw"
	MatchPointsLoss    = "MatchPointsLoss"
	MatchPointsForfeit = "MatchPointsForfeit"

	// Team round robin: the FIDE C.07 team tie-breaks a spreadsheet
	// computes (Tie-breaks sheet): their TRF-2026 codes (one row), and
	// their values, one row a team by number, one column a code.
	TeamTieBreakCodes = "TeamTieBreakCodes"
	TeamTieBreaks     = "TeamTieBreaks"

	// Team round robin: the teams' totals by formula on the Teams sheet
	// (match points, board points, rank, matches at a neutral venue,
	// byes), and the match sheets: MatchSheets covers them, a block of
	// boards+7 rows a match in schedule order from its first row (title,
	// column titles, the teams, a row per board, the total, two rows to
	// sign, a blank row), the home player, the result (home first) and the
	// away player in its third to fifth columns, all by formula.
	TeamMatchPoints = "MatchPoints"
	TeamBoardPoints = "BoardPoints"
	TeamRank        = "TeamRank"
	NeutralMatches  = "NeutralMatches"
	Byes            = "Byes"
	MatchSheets     = "MatchSheets"
	// TeamStandings: the Standings sheet's table of the teams by place,
	// every cell by formula.
	TeamStandings = "TeamStandings"
)
