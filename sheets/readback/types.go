package readback

import (
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

// The types of the games, results and standings a workbook reads back to,
// named here so that a program outside this module can name them (they
// are computed by packages under internal/, which it cannot import).
type (
	// Result is a game's result as typed in a result cell ("1-0", "½-½",
	// "+/-" …; None when blank).
	Result = tiebreak.Result
	// Game is a game of a round robin of players: its round, its players'
	// pairing numbers and its result.
	Game = tiebreak.Game
	// TieBreak is a tie-break of a round robin of players (the TieBreaks
	// name's order).
	TieBreak = tiebreak.Kind
	// Withdrawal is a player who left a round robin after a round.
	Withdrawal = tiebreak.Withdrawal
	// Standings are the standings of a round robin of players (points,
	// tie-breaks, ranks).
	Standings = tiebreak.Standings

	// TeamPlayer is a player of a team event: his team (from 1) and his
	// order in it (board or order number).
	TeamPlayer = teamrank.Player
	// TeamGame is a game of a Molter event or a Scheveningen match.
	TeamGame = teamrank.Game
	// EventStandings are the standings of a Molter event or a
	// Scheveningen match: the teams' and the players'.
	EventStandings = teamrank.Standings
	// Match is a match of a team round robin, with its score once played.
	Match = teamrank.Match
	// MatchPoints are the match points of a win, a draw, a loss and a
	// match forfeited.
	MatchPoints = teamrank.MatchPoints
	// Forfeited says which team of a match lost every board by forfeit.
	Forfeited = teamrank.Forfeited
	// TeamStandings are the standings of a team round robin.
	TeamStandings = teamrank.RoundRobinStandings
	// C07Event is a team round robin as FIDE's C.07 team tie-breaks take
	// it.
	C07Event = teamrank.Event
	// TeamMatch is a match of C07Event: its teams and their games.
	TeamMatch = teamrank.TeamMatch
	// Board is a board of a TeamMatch: the home and the away player's
	// points.
	Board = teamrank.Board
)
