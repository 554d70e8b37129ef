package molter

import "github.com/toutesrondes/toutesrondes/internal/molterlayer"

// MaxLayeredTeams is the most teams Layered builds a table for.
const MaxLayeredTeams = molterlayer.MaxTeams

// Layered is the table of T teams (3..MaxLayeredTeams) of P players (even,
// 2..MaxPlayers) over R rounds (1..T-1) that package molterlayer builds
// layer by layer without searching (its Build says how): it keeps the
// hard rules of both contracts (PublishedCheck, ContractOwn), with the
// opponent spread (I1) at its arithmetic bound and no prefix deficit; the
// tests hold it to them on every shape of 3 to 30 teams and on shapes up
// to 64.
func Layered(T, P, R int) (*Event, error) {
	rounds, err := molterlayer.Build(T, P, R)
	if err != nil {
		return nil, err
	}
	e := &Event{Teams: T, Players: P, Rounds: make([][]Pair, len(rounds))}
	all := make([]Pair, 0, len(rounds)*T*P/2)
	for r, rd := range rounds {
		for _, b := range rd {
			all = append(all, Pair{White: Seat(b.White), Black: Seat(b.Black)})
		}
		e.Rounds[r] = all[len(all)-len(rd):]
	}
	return e, nil
}
