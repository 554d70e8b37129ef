package rutsch

import (
	"iter"

	build "github.com/toutesrondes/toutesrondes/internal/rutsch"
)

// Seats is the fast side of a Tournament: its lookups return no error, for
// every size up to MaxPlayers. Up to StaticMax players Left, Right and
// Opponent read the static plan, or a table of opponents that NewSeats
// lays out from it, as a bare array would be read; beyond, they compute,
// with a few additions — the Rutsch seating is a rotation. Every round,
// each player moves one place along a ring of seats (n places for odd n,
// the exempt seat among them; n-1 for even n, the pivot n staying at
// table 1): the player at place s in round r is the one at place s-(r-1)
// in round 1, who is s-(r-1)+1. Seat reads, at every size, a table that
// NewSeats lays out by the sum of player and round (4 bytes a sum, 8n
// bytes at most), as a bare array would be read. Get one from NewSeats or
// from a valid Tournament (Tournament.Seats).
//
// Like a slice index, a lookup out of range — a round outside 1..Rounds, a
// table outside 1..Tables, a player outside 1..Players — is the caller's bug
// and panics, as an index out of range does (a runtime.Error; but a round
// of Bye, All or AppendRound, with a message of its own); the methods of
// Tournament check instead and return a *tables.Error. The zero Seats has
// no rounds: every lookup panics. No lookup allocates.
type Seats struct {
	n int // players
	// Up to StaticMax players Left, Right and Opponent read, as from a
	// bare array, n bytes a round: plan is the static plan of n
	// (rutschSeats: the left seats of tables 1..k, the right seats, then
	// for odd n the exempt player), rplan the plan from the right seats of
	// round 1 on, opp each player's opponent, which NewSeats lays out from
	// plan. Beyond StaticMax they are empty and these lookups compute.
	// Seat reads places at every size (see seatsOf). ks, ns and rs are
	// strings of k, n and rounds bytes whose index checks a table, a
	// player and a round inline, with the runtime's own panic (slices of
	// plan up to StaticMax, of places beyond). Strings keep Seats
	// comparable and read-only. These come first: within 128 bytes of the
	// start, a lookup's loads of them take a byte of offset, not four
	// (Left + Right measured 1.25 against 1.7 with them last).
	plan, rplan, opp, places string
	ks, ns, rs               string
	pivot                    int // n for even n (who keeps table 1), 0 for odd n
	ring                     int // places on the ring: n for odd n, n-1 for even n
	k                        int // tables
	rounds                   int
	// What the computed lookups add to the place arithmetic, set once by
	// NewSeats so that no lookup tests the parity of n: lo and hi place
	// the left and right seats on the ring (Left, Right); pt is 1 for even
	// n, whose table 1 holds the pivot (0 otherwise); c3 is 3+3·ring and
	// r1 ring+1 (Opponent).
	lo, hi, pt int
	c3, r1     int
}

// NewSeats returns the seats of the n-player Rutsch tournament, and false
// for n outside 2..MaxPlayers. It allocates the seats Seat reads (4 bytes
// for each sum of a player and a round, 8n bytes at most) and, up to
// StaticMax players, the opponents of every round (n bytes a round, 4032
// bytes at most).
func NewSeats(n int) (Seats, bool) {
	if n < 2 || n > MaxPlayers {
		return Seats{}, false
	}
	k := n / 2
	s := Seats{n: n, ring: build.Rounds(n), k: k, rounds: build.Rounds(n), pivot: n * (1 - n%2)}
	s.c3, s.r1 = 3+3*s.ring, s.ring+1
	if n%2 == 1 {
		// The ring: bye, R_k … R_1, L_1 … L_k.
		s.lo, s.hi = k+1, k+2
	} else {
		// The ring: table 1's free seat, L_2 … L_k, R_k … R_2.
		s.lo, s.hi, s.pt = 0, n+1, 1
	}
	size := 0
	if n <= StaticMax {
		size = s.rounds * n
	}
	lay := make([]byte, size+4*(n+s.rounds))
	s.seatsOf(lay[size:])
	if n > StaticMax {
		s.places = string(lay)
		s.ns = s.places[:n]
		s.ks, s.rs = s.ns[:k], s.ns[:s.rounds]
		return s, true
	}
	at := int(rutschAt[n-rutschMin])
	s.plan = rutschSeats[at : at+size]
	s.rplan = s.plan[k:]
	s.ks, s.ns, s.rs = s.plan[:k], s.plan[:n], s.plan[:s.rounds]
	opp := lay[:size] // 0 for the exempt player
	for r := range s.rounds {
		row := s.plan[r*n:][:n]
		for t := range k {
			l, rt := int(row[t]), int(row[k+t])
			opp[r*n+l-1], opp[r*n+rt-1] = byte(rt), byte(l)
		}
	}
	all := string(lay)
	s.opp, s.places = all[:size], all[size:]
	return s, true
}

// seatsOf writes into b (4(n+rounds) bytes) what Seat reads: the seat of
// player p in round r depends only on x = p+r-1 (his place on the ring,
// x-1 modulo ring) and, at table 1 for even n, on the parity of r; the
// pivot, who keeps table 1, reads x = 0. At 4x, the table (0 for the
// exempt seat) as two bytes, little-endian, then 1 for the left seat in
// an even round, and 1 for the left seat in an odd round. Indexed by x
// rather than the place, Seat takes no remainder; the layout is wide
// enough for tables up to 65535, where a byte or two (table and side)
// would not be.
func (s *Seats) seatsOf(b []byte) {
	n, k := s.n, s.k
	// A place pl of the ring is a left seat when pl-llo is in 0..lspan,
	// at table pl+ladd, else a right seat at table radd-pl; place 0 is
	// apart.
	llo, lspan, ladd, radd := k+1, uint(k-1), -k, k+1 // odd n
	if n%2 == 0 {
		llo, lspan, ladd, radd = 1, uint(k-2), 1, n
		// The pivot, at table 1, on the left seat in even rounds.
		b[0], b[2] = 1, 1
	}
	for x := 1; x < n+s.rounds; x++ {
		e := b[4*x:][:4]
		pl := (x - 1) % s.ring
		switch {
		case pl == 0:
			// The exempt seat (odd n); table 1's seat facing the
			// pivot (even n), left in odd rounds.
			e[0], e[3] = byte(s.pt), byte(s.pt)
		case uint(pl-llo) <= lspan:
			t := pl + ladd
			e[0], e[1], e[2], e[3] = byte(t), byte(t>>8), 1, 1
		default:
			t := radd - pl
			e[0], e[1] = byte(t), byte(t>>8)
		}
	}
}

// Seats returns the tournament's fast lookups (the zero Seats for the zero
// Tournament).
func (t Tournament) Seats() Seats {
	s, _ := NewSeats(t.n)
	return s
}

// Players is the number of players.
func (s *Seats) Players() int { return s.n }

// Rounds is the number of rounds.
func (s *Seats) Rounds() int { return s.rounds }

// Tables is the number of tables (games a round).
func (s *Seats) Tables() int { return s.k }

// The message of checkRound's panic, a constant: no formatting is linked.
const errRound = "rutsch: round out of range"

func (s *Seats) checkRound(r int) {
	if uint(r-1) >= uint(s.rounds) {
		panic(errRound)
	}
}

// at is the player at place pl (0..ring-1) of the ring in round r (checked
// by the caller): one comparison, no division.
func (s *Seats) at(r, pl int) int {
	x := pl - r + 1
	if x < 0 {
		x += s.ring
	}
	return x + 1
}

// Left is the player on the left seat of table t in round r.
//
// Left, Right and Opponent inline: up to StaticMax players they are a
// check of the table or player and one load from plan or opp, whose index
// checks the round; beyond they compute, with conditional moves rather
// than branches (Left, Right) or a remainder (Opponent).
func (s *Seats) Left(r, t int) int {
	_ = s.ks[t-1]
	if len(s.plan) > 0 {
		return int(s.plan[(r-1)*s.n+t-1])
	}
	// The one at place t-1 (even n; the pivot at table 1 in even rounds)
	// or k+t (odd n), at(r, place) with lo folding the parity in.
	_ = s.rs[r-1]
	x := t - r + s.lo
	if x < 0 {
		x += s.ring
	}
	if (t^s.pt)|(r&1) == 0 {
		x = s.pivot - 1
	}
	return x + 1
}

// Right is the player on the right seat of table t in round r.
func (s *Seats) Right(r, t int) int {
	_ = s.ks[t-1]
	if len(s.plan) > 0 { // as in Left, which a loop of both then tests once
		return int(s.rplan[(r-1)*s.n+t-1])
	}
	_ = s.rs[r-1]
	x := s.hi - t - r
	if x < 0 {
		x += s.ring
	}
	if (t^s.pt)|(r&1^1) == 0 {
		x = s.pivot - 1
	}
	return x + 1
}

// Bye is the exempt player of round r, 0 for an even number of players.
func (s *Seats) Bye(r int) int {
	s.checkRound(r)
	if s.n&1 == 0 {
		return 0
	}
	return s.at(r, 0)
}

// Table is table t of round r.
func (s *Seats) Table(r, t int) Table {
	return Table{Table: t, Left: s.Left(r, t), Right: s.Right(r, t), LeftWhite: t&1 == 1}
}

// Seat is where player p sits in round r: the table and whether on its left
// seat; table 0 for the exempt player. It reads, at every size, the seat
// that NewSeats laid out for x = p+r-1 (seatsOf): two loads at an index of
// one addition, no remainder, and it inlines (cost 69 of the inliner's
// budget of 80; a read up to StaticMax and a computation beyond cost 123
// together, and made it a call).
func (s *Seats) Seat(r, p int) (table int, left bool) {
	_ = s.ns[p-1]
	_ = s.rs[r-1]
	x := p + r - 1
	if p == s.pivot {
		x = 0
	}
	e := s.places[4*x : 4*x+4]
	return int(e[1])<<8 | int(e[0]), e[2+r&1] != 0
}

// Opponent is the opponent of player p in round r, 0 for the exempt player.
func (s *Seats) Opponent(r, p int) int {
	_ = s.ns[p-1]
	if len(s.opp) > 0 {
		return int(s.opp[(r-1)*s.n+p-1])
	}
	// Places pl and ring-pl face each other (place 0 faces the pivot, or
	// is the exempt seat): p is at pl = p+r-2, the one at place ring-pl is
	// ring-pl-(r-1)+1, that is 4-p-2r modulo ring, in 1..ring (c3 keeps
	// the dividend positive). Who would face himself is at place 0.
	_ = s.rs[r-1]
	q := (s.c3-p-2*r)%s.ring + 1
	if q == p {
		q = s.pivot
	}
	if p == s.pivot { // faces place 0
		q = (s.r1-r)%s.ring + 1
	}
	return q
}

// White reports whether player p has white in round r (false for the
// exempt player): the colour belongs to the seat, white on the left of the
// odd tables and on the right of the even ones.
func (s *Seats) White(r, p int) bool {
	t, left := s.Seat(r, p)
	return t != 0 && (t&1 == 1) == left
}

// All iterates over the tables of round r in order.
func (s *Seats) All(r int) iter.Seq[Table] {
	s.checkRound(r)
	return func(yield func(Table) bool) {
		for t := 1; t <= s.k; t++ {
			if !yield(s.Table(r, t)) {
				return
			}
		}
	}
}

// AppendRound appends the tables of round r, in order, to dst and returns
// the extended slice: with a dst of capacity Tables, nothing is allocated.
func (s *Seats) AppendRound(dst []Table, r int) []Table {
	s.checkRound(r)
	for t := 1; t <= s.k; t++ {
		dst = append(dst, s.Table(r, t))
	}
	return dst
}
