package molter

// Lookup returns the event's games laid out flat for lookups that check
// nothing: see EventTable.
func (e Event) Lookup() EventTable {
	t := EventTable{boards: e.Boards(), rounds: len(e.Rounds), games: make([]Game, 0, len(e.Rounds)*e.Boards())}
	for _, rd := range e.Rounds {
		t.games = append(t.games, rd...)
	}
	return t
}

// EventTable is the games of an event laid out flat, made once by
// Event.Lookup from an event Resolve checked: Game and At are an index,
// inlined, with no error and no allocation. A round or board out of range is the
// caller's bug and panics, as a slice index does.
type EventTable struct {
	games          []Game // round by round, board by board
	boards, rounds int
}

// Rounds is the number of rounds, the autonomous one included.
func (t *EventTable) Rounds() int { return t.rounds }

// Boards is the number of boards of every round.
func (t *EventTable) Boards() int { return t.boards }

// Game is board b (1..Boards) of round r (1..Rounds; the autonomous
// round, when the event ends with one, is the last): *At(r, b). Inlined,
// it copies the game twice where reading a bare array's element by value
// copies it once: 1.3-1.5× a bare load (BenchmarkLookupsVsBare); At
// copies nothing.
func (t *EventTable) Game(r, b int) Game {
	// A Game (48 bytes, five values) is too big for registers: the
	// compiler copies it into the inlined call's result and that into the
	// caller's variable, and folds the two copies only from the stack, not
	// from the heap (the Move rules of cmd/compile's generic.rules); it
	// turns a result built by stores into stores to the caller's variable
	// for at most four values. Built from narrower bytes (4 a game, Board
	// from b: a zeroed result and five stores), or returned in registers by
	// a call not inlined, the result is copied by 16-byte moves across
	// those narrower stores, which the processor does not forward: 5-6×
	// and 7× a bare load (Go 1.26, measured).
	return *t.At(r, b)
}

// At is board b of round r in place, in the table's own copy of the
// games: reading its fields copies nothing, which makes a lookup as cheap
// as a bare array's (Game copies its 48 bytes through memory twice:
// 1.3-1.5× a bare array). The caller must not change it.
func (t *EventTable) At(r, b int) *Game {
	if uint(b-1) >= uint(t.boards) {
		panic(errBoard)
	}
	return &t.games[(r-1)*t.boards+b-1]
}
