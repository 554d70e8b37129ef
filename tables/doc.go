// Package tables holds what the pairing tables of toutesrondes share: the
// colour of a player, the error types every table returns, and the errata of
// the printed documents the tables were checked against. The tables
// themselves, precomputed and verified by the generator (go run ./gen) from
// the spec in internal/spec, live in one small package per system:
//
//   - tables/berger: Berger tables for single, double and n-cycle round
//     robins (berger.New, berger.Double, berger.Cycles; a Schedule answers
//     Round, Game, Bye, Opponent, Meetings);
//   - tables/molter: Molter tables for team tournaments in few rounds
//     (molter.New(teams, players), molter.ByNumber, molter.Sizes);
//   - tables/varma: the Varma groups and the restricted drawing of lots
//     (varma.New, varma.Draw);
//   - tables/groups: the groups of directed pairings (groups.New for the
//     fewest, groups.Sizes for given sizes, groups.DocumentRows for the rows
//     003 prints);
//   - tables/rutsch: the Rutsch seating plans (rutsch.New);
//   - tables/scheveningen: Scheveningen matches between two teams
//     (scheveningen.New);
//   - tables/team: team round robins with home and away (team.New).
//
// Each package makes its main value with New (size first, options after);
// a second way to make it is named for what it takes (berger.Double,
// berger.Cycles, molter.ByNumber). The zero values are invalid: their
// methods return an error.
//
// The data are static arrays: importing the packages costs nothing at
// start-up (no maps, no init work). Berger and Rutsch sizes beyond the static
// range are computed at run time, not by the generator's builder: a Berger
// game by the closed formulas of 000/003 (internal/berger; the static tables
// come from the rotation of 002, which the generator proves equal to them),
// a Rutsch round by the seat rotation of internal/rutsch. Tests check that
// both agree with the static tables across the boundary.
//
// Conventions: players, rounds and boards are numbered from 1, as on the
// printed tables. For an odd number of players N, the table of N+1 is used and
// the game against N+1 is a bye, not a board: the remaining boards are
// numbered 1, 2, … in the printed order.
//
// Every function and every method of the main values (berger.Schedule,
// molter.Table, rutsch.Tournament, …) returns an error for an invalid size,
// round, board or player and never panics. The error is an *Error, whose
// message starts with "tables: " (Msg is the rest); a number out of its
// range is a *RangeError inside it (errors.As).
//
// The fast lookups are the exception, by design: berger.Table,
// rutsch.Seats, scheveningen.Table, molter.Fast and molter.EventTable return
// no error and cost what a bare array load does (README, Performance), so,
// like a slice index, a round, board or player out of range is the caller's
// bug and panics (each type's doc says with what). Get one from a checked
// value (Schedule.Table, Tournament.Seats, Match.Table, Table.Fast,
// Event.Lookup), which did the checking once, and loop within its Rounds,
// Boards and Players.
//
// # The documents
//
// The tables were transcribed from five French chess-arbiter documents and
// checked against them; the packages, the errata and the tests cite them
// by number:
//
//   - 000 and 001, "Livre de l'Arbitre" (the Arbiter's Book of the French
//     chess federation), in two text layouts of the same book: the Berger
//     tables for 3/4 to 17/18 players and their closed formulas, the
//     Rutsch-Berger seating, the FIDE Varma drawing of lots and its groups,
//     the Scheveningen tables for teams of 4, 5, 6 and 8;
//   - 002, "Berger explained" (Otto Milvang, 2024): how the Berger tables
//     seat and rotate the players, and the rotation that builds them;
//   - 003, "Les tournois toutes rondes" (Round-robin tournaments): the
//     Rutsch system, building Berger tables by hand and their properties,
//     team round robins with home and away, and directed pairings (groups
//     of players who must not meet in the last rounds);
//   - 004, "Tableaux d'appariements … selon le système Molter" (Pairing
//     tables for balanced team tournaments in few rounds, the Molter
//     system): Tableau 1 to 43 for 3 to 13 teams of 4 to 12 players, and the
//     rules to derive the tables it does not print.
//
// Errata lists every printed cell found wrong, with the rule it breaks.
package tables
