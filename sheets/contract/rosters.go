package contract

// The Roster sheet of the team families (team round robin, Molter,
// Scheveningen): one row a player (rows of one team together, in roster
// order, strongest first; a blank name is a row left to fill in), the
// columns in the same rows.
const (
	// RosterTeams is the player's team: its number, 1 for the first team
	// (team A of a Molter event or a Scheveningen match).
	RosterTeams = "RosterTeams"
	// RosterNames is the player's name as the workbook shows it.
	RosterNames = "RosterNames"
	// RosterRatings is the player's rating (blank: unrated).
	RosterRatings = "RosterRatings"
	// RosterFederations is the player's federation, three letters (FRA).
	RosterFederations = "RosterFederations"
	// RosterFideIDs is the player's FIDE id, digits.
	RosterFideIDs = "RosterFideIDs"
	// RosterTitles is the player's FIDE title (GM, IM, WGM, FM, WIM, CM,
	// WFM, WCM).
	RosterTitles = "RosterTitles"
	// RosterBirthDates is the player's birth date, YYYY/MM/DD or YYYY.
	RosterBirthDates = "RosterBirthDates"
	// RosterSexes is the player's sex, m or w.
	RosterSexes = "RosterSexes"
	// RosterFideNames is the player's name as FIDE spells it ("Lastname,
	// Firstname"), blank when it is the name shown.
	RosterFideNames = "RosterFideNames"
)

// Team round robin: the players of each board game, as the line-up of
// that match gives them.
const (
	// BoardHomePlayers is the home team's player of each board game, one
	// cell per game in BoardResults' order (with white on the odd boards).
	BoardHomePlayers = "BoardHomePlayers"
	// BoardAwayPlayers is the away team's player of each board game, in
	// the same order.
	BoardAwayPlayers = "BoardAwayPlayers"
)
