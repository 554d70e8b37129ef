package molter

import (
	"fmt"
	"slices"
	"testing"
)

// The fast lookups equal the checked Table for every configuration, in
// every main round and the autonomous one, every board and player.
func TestFastEqualsChecked(t *testing.T) {
	t.Parallel()
	for i, c := range molterConfigs {
		m := Table{i + 1}
		f, ok := m.Fast()
		name := fmt.Sprintf("%d teams of %d (alternative %v)", c.teams, c.players, c.alt)
		if !ok || f.Rounds() != m.Rounds() || f.Boards() != m.Boards() || f.HasAutonomous() != m.HasAutonomous() {
			t.Fatalf("%s: Fast %v, %d rounds %d boards autonomous %v", name, ok, f.Rounds(), f.Boards(), f.HasAutonomous())
		}
		if c.auto >= 0 {
			// The generator lays the autonomous round just before its main
			// rounds: Fast slices the data without a copy.
			if a, mt := molterTabs[c.auto], molterTabs[c.main]; a.boards != mt.boards || a.at+4*uint32(a.boards) != mt.at {
				t.Errorf("%s: the autonomous round (at %d) is not laid out before the main rounds (at %d)", name, a.at, mt.at)
			}
		}
		for r := range m.Rounds() + 1 {
			var want []Game
			var err error
			if r == 0 {
				if want, err = m.Autonomous(); err != nil {
					continue
				}
			} else if want, err = m.Round(r); err != nil {
				t.Fatal(err)
			}
			if got := f.AppendRound(nil, r); !slices.Equal(got, want) {
				t.Fatalf("%s round %d: %v, checked %v", name, r, got, want)
			}
			if got := slices.Collect(f.Games(r)); !slices.Equal(got, want) {
				t.Fatalf("%s round %d: Games %v, checked %v", name, r, got, want)
			}
			for _, g := range want {
				for _, p := range [2]Player{g.White, g.Black} {
					if p.Order == 0 {
						continue // a board the document does not print
					}
					if b := f.Board(r, p); b != g.Board || f.Game(r, b) != g {
						t.Fatalf("%s round %d %v: board %d, checked %v", name, r, p, b, g)
					}
					if cg, err := m.Game(r, p); err != nil || cg != g {
						t.Fatalf("%s round %d %v: checked Game %v %v, want %v", name, r, p, cg, err, g)
					}
				}
			}
		}
	}
}

func TestFastPanics(t *testing.T) {
	t.Parallel()
	m, _ := New(7, 6)
	f, _ := m.Fast()
	peyrin, _ := ByNumber("peyrin")
	p, _ := peyrin.Fast()
	var zero Fast
	for name, fn := range map[string]func(){
		"round -1":         func() { f.Game(-1, 1) },
		"round 7":          func() { f.Game(7, 1) },
		"board 0":          func() { f.Game(1, 0) },
		"board 22":         func() { f.Game(1, 22) },
		"team H":           func() { f.Board(1, Player{'H', 1}) },
		"team I":           func() { f.Board(1, Player{'I', 1}) },
		"order 7":          func() { f.Board(1, Player{'A', 7}) },
		"order 0":          func() { f.Board(1, Player{'A', 0}) },
		"games 7":          func() { f.Games(7) },
		"append 7":         func() { f.AppendRound(nil, 7) },
		"peyrin round 0":   func() { p.Game(0, 1) },
		"peyrin board r 0": func() { p.Board(0, Player{'A', 1}) },
		"zero":             func() { zero.Game(1, 1) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			fn()
		}()
	}
	if _, ok := (Table{}).Fast(); ok {
		t.Error("the zero Table has a Fast")
	}
}

func TestFastAllocs(t *testing.T) {
	m, _ := New(7, 12)
	f, _ := m.Fast()
	buf := make([]Game, 0, f.Boards())
	sum := 0
	if n := testing.AllocsPerRun(100, func() {
		for r := range f.Rounds() + 1 {
			buf = f.AppendRound(buf[:0], r)
			for g := range f.Games(r) {
				sum += f.Board(r, g.White) + g.Black.Order
			}
		}
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
	_ = sum
}

// The benchmarks compare, in one run, the white player's order number on a
// varied board of a varied main round of Tableau 17 for 7 teams of 12
// (6 rounds, 42 boards): a bare [6][42][4]uint8 load, the fast path (Fast)
// and the checked path (Table.Round).
//
//	go test -run '^$' -bench Lookup -benchtime 200ms -count 5 ./tables/molter

var sink int

var bare = func() (t [6][42][4]uint8) {
	m, _ := New(7, 12)
	for r := range t {
		games, _ := m.Round(r + 1)
		for b, g := range games {
			t[r][b] = [4]uint8{uint8(teamIndex(g.White.Team)), uint8(g.White.Order), uint8(teamIndex(g.Black.Team)), uint8(g.Black.Order)}
		}
	}
	return t
}()

// next varies the round (0..5) and the board (0..41) by steps prime to
// their ranges, without a division.
func next(r, b int) (int, int) {
	r += 5
	if r >= 6 {
		r -= 6
	}
	b += 11
	if b >= 42 {
		b -= 42
	}
	return r, b
}

func BenchmarkLookupBare(b *testing.B) {
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		sum += int(bare[r][bd][1])
		r, bd = next(r, bd)
	}
	sink += sum
}

func BenchmarkLookupFast(b *testing.B) {
	m, _ := New(7, 12)
	f, _ := m.Fast()
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		sum += f.Game(r+1, bd+1).White.Order
		r, bd = next(r, bd)
	}
	sink += sum
}

func BenchmarkLookupChecked(b *testing.B) {
	m, _ := New(7, 12)
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		games, _ := m.Round(r + 1)
		sum += games[bd].White.Order
		r, bd = next(r, bd)
	}
	sink += sum
}

func TestLetterOf(t *testing.T) {
	if got := string(letterOf[:len(molterLetters)]); got != molterLetters {
		t.Errorf("letterOf begins %q, molterLetters is %q", got, molterLetters)
	}
}
