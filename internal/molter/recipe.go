package molter

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
)

// Recipe is what rebuilds a constructed table without searching: the
// choices the search made, not the boards. Build turns it into the table;
// the generator rebuilds every recorded recipe on each run, checks it and
// measures it, so that a search (run by hand, offline) costs nothing to
// the build.
//
//   - Choice[r][j]: round r, level j (even T: the circle round its level
//     plays, 0..T-2) or pair of levels j (odd T: u, 0..T-2, which gives
//     the circle rounds z+t and z-t of its two levels, z = Zeta·j; see
//     Construct);
//   - Flips[p][c]: period p (rounds 2p+1 and 2p+2), component c of the
//     union of its games (even cycles, numbered by their first player):
//     true when its alternating colouring is flipped.
//
// An event of an odd number of rounds colours its last round on its own
// (eulerColours): that is computed, not recorded.
type Recipe struct {
	Teams, Players int
	Zeta           int
	Choice         [][]int
	Flips          [][]bool
	Method         string // how it was found, and the budget spent
}

// Rounds is the number of rounds of the table.
func (rc *Recipe) Rounds() int { return len(rc.Choice) }

// Build rebuilds the table of the recipe. It checks that every choice is in
// range and every period's flips are as many as its components; the rules
// of the contract are the caller's to check (Contract, PublishedCheck).
func (rc *Recipe) Build() (*Event, error) {
	T, P, R := rc.Teams, rc.Players, len(rc.Choice)
	name := fmt.Sprintf("recipe %d×%d", T, P)
	if T < MinTeams || T > MaxConstructedTeams || P < MinPlayers || P > MaxPlayers || P%2 != 0 {
		return nil, fmt.Errorf("%s: want %d..%d teams of %d..%d players (even)", name, MinTeams, MaxConstructedTeams, MinPlayers, MaxPlayers)
	}
	if R < 1 || R > T-1 {
		return nil, fmt.Errorf("%s: %d rounds, want 1..%d", name, R, T-1)
	}
	games, err := rc.buildGames()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(rc.Flips) != (R+1)/2 {
		return nil, fmt.Errorf("%s: flips for %d periods, want %d", name, len(rc.Flips), (R+1)/2)
	}
	rounds, _ := orient(T, P, games, rc.Flips)
	if rounds == nil {
		return nil, fmt.Errorf("%s: the flips do not match the components of the periods", name)
	}
	return &Event{Teams: T, Players: P, Rounds: rounds}, nil
}

// buildGames is the games of every round, uncoloured, from the choices.
func (rc *Recipe) buildGames() ([][][2]Seat, error) {
	T, P := rc.Teams, rc.Players
	width := P
	if T%2 == 1 {
		width = P / 2
	}
	if rc.Zeta < 0 || rc.Zeta >= T {
		return nil, fmt.Errorf("z step %d, want 0..%d", rc.Zeta, T-1)
	}
	if len(rc.Choice) < 1 || len(rc.Choice) > T-1 {
		return nil, fmt.Errorf("%d rounds, want 1..%d", len(rc.Choice), T-1)
	}
	games := make([][][2]Seat, len(rc.Choice))
	for r, cs := range rc.Choice {
		if len(cs) != width {
			return nil, fmt.Errorf("round %d has %d choices, want %d", r+1, len(cs), width)
		}
		for j, c := range cs {
			if c < 0 || c > T-2 {
				return nil, fmt.Errorf("round %d, choice %d is %d, want 0..%d", r+1, j+1, c, T-2)
			}
		}
		if T%2 == 0 {
			games[r] = levels(T-1, cs)
		} else {
			games[r] = oddRound(T, rc.Zeta, cs)
		}
	}
	return games, nil
}

// digits spell the choices, one character each (0..T-2 < 36).
const digits = "0123456789abcdefghijklmnopqrstuvwxyz"

// ChoiceText spells the choices as the spec records them: one character a
// choice (0-9, a-z), the rounds separated by spaces.
func (rc *Recipe) ChoiceText() string {
	var b strings.Builder
	for r, cs := range rc.Choice {
		if r > 0 {
			b.WriteByte(' ')
		}
		for _, c := range cs {
			b.WriteByte(digits[c])
		}
	}
	return b.String()
}

// FlipsText spells the flips as the spec records them: per period, the
// components in hexadecimal, four to a digit, lowest first; the periods
// separated by spaces.
func (rc *Recipe) FlipsText() string {
	var b strings.Builder
	for p, fs := range rc.Flips {
		if p > 0 {
			b.WriteByte(' ')
		}
		for i := 0; i < len(fs); i += 4 {
			d := 0
			for k := 0; k < 4 && i+k < len(fs); k++ {
				if fs[i+k] {
					d |= 1 << k
				}
			}
			b.WriteByte(digits[d])
		}
		if len(fs) == 0 {
			b.WriteByte('-')
		}
	}
	return b.String()
}

// ParseChoice reads ChoiceText's spelling.
func ParseChoice(s string) ([][]int, error) {
	var out [][]int
	for r, f := range strings.Fields(s) {
		var cs []int
		for _, ch := range f {
			c := strings.IndexRune(digits, ch)
			if c < 0 {
				return nil, fmt.Errorf("round %d: %q is not a choice (0-9, a-z)", r+1, ch)
			}
			cs = append(cs, c)
		}
		out = append(out, cs)
	}
	return out, nil
}

// ParseFlips reads FlipsText's spelling; components tells how many each
// period has (the hexadecimal digits round them up to fours).
func ParseFlips(s string) ([][]bool, []int, error) {
	var out [][]bool
	var ndig []int
	for p, f := range strings.Fields(s) {
		var fs []bool
		if f != "-" {
			for _, ch := range f {
				d := strings.IndexRune(digits[:16], ch)
				if d < 0 {
					return nil, nil, fmt.Errorf("period %d: %q is not a hexadecimal digit", p+1, ch)
				}
				for k := range 4 {
					fs = append(fs, d&(1<<k) != 0)
				}
			}
		}
		out = append(out, fs)
		ndig = append(ndig, len(f))
	}
	return out, ndig, nil
}

// Fit trims each period's flips to its components (the games of the
// recipe's choices), refusing set bits beyond them.
func (rc *Recipe) Fit() error {
	games, err := rc.buildGames()
	if err != nil {
		return err
	}
	if len(rc.Flips) != (len(games)+1)/2 {
		return fmt.Errorf("flips for %d periods, want %d", len(rc.Flips), (len(games)+1)/2)
	}
	for p := range rc.Flips {
		n := len(split(rc.Teams, rc.Players, games[2*p:min(2*p+2, len(games))]).delta)
		fs := rc.Flips[p]
		if len(fs) != 4*((n+3)/4) {
			return fmt.Errorf("period %d: flips for %d components, want %d", p+1, len(fs), n)
		}
		for _, f := range fs[n:] {
			if f {
				return fmt.Errorf("period %d: a flip set beyond its %d components", p+1, n)
			}
		}
		rc.Flips[p] = fs[:n]
	}
	return nil
}

// String is the recipe in one line: "7×4 z0 choices … flips …".
func (rc *Recipe) String() string {
	return strconv.Itoa(rc.Teams) + "×" + strconv.Itoa(rc.Players) + " z" + strconv.Itoa(rc.Zeta) + " choices " + rc.ChoiceText() + " flips " + rc.FlipsText()
}

// Sum is a digest of the event's boards (every round, white then black,
// team and order number): the recipe records it, so that a recipe changed
// by hand, or a builder that no longer rebuilds the same table, is caught
// even where the measures stay the same.
func Sum(e *Event) string {
	h := sha256.New()
	for _, rd := range e.Rounds {
		for _, p := range rd {
			h.Write([]byte{byte(p.White.Team), byte(p.White.Order), byte(p.Black.Team), byte(p.Black.Order)})
		}
		h.Write([]byte{0xff})
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}
