// Package tables holds the pairing tables of toutesrondes, precomputed and
// verified by the generator (go run ./gen) from the spec in internal/spec,
// and the errata of the printed documents they were checked against:
//
//   - Berger tables for single, double and n-cycle round robins: Berger,
//     Double, Cycles, then Schedule's Round, Game, Bye, Opponent, Meetings;
//   - Molter tables for team tournaments in few rounds: Molter(T, P),
//     MolterByNumber, MolterSizes;
//   - Varma groups and the restricted drawing of lots: Varma, VarmaDraw; the
//     groups of directed pairings: DirectedGroups, DirectedSizes;
//   - the Rutsch seating plans, Scheveningen matches and team round robins
//     with home and away (see rutsch.go, scheveningen.go, team.go);
//   - Errata: every correction of a printed cell, with its reason.
//
// The data are static arrays: importing the package costs nothing at start-up
// (no maps, no init work). Sizes beyond the static range are computed by the
// same builder the generator uses, with identical results.
//
// Conventions: players, rounds and boards are numbered from 1, as on the
// printed tables. For an odd number of players N, the table of N+1 is used and
// the game against N+1 is a bye, not a board: the remaining boards are
// numbered 1, 2, … in the printed order.
//
// Every function returns an error for an invalid size, round, board or player;
// nothing panics.
package tables
