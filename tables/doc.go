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
// Every function returns an error for an invalid size, round, board or
// player; nothing panics. The error is an *Error, whose message starts with
// "tables: " (Msg is the rest); a number out of its range is a *RangeError
// inside it (errors.As).
package tables
