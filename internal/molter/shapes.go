package molter

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"

	"sync"

	"github.com/toutesrondes/toutesrondes/internal/moltergrade"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// Shape is one constructed (teams, players): the table and, for each event
// of R = 1.. rounds (its first R, or a table of its own), the measures:
// Quality[R-1], where Searched(R).
type Shape struct {
	Teams, Players int
	Event          *Event
	Quality        []Quality
	Published      []Vector // the published measures of the event of R rounds: Published[R-1], where Searched(R)
	Method         string   // ConstructMethod's: the variant and the budget
	Recipe         *Recipe
	// Base[R-1] is the published measures of the table's own event of R
	// rounds (its first R, the last coloured on its own for an odd R);
	// Own[R-1], when not nil, is the event's own table, searched for that
	// number of rounds, which is served instead (BuildAll packs it once
	// checked and measured: OwnEvent reads both); OwnMethod[R-1] is how its
	// recipe was found (the recipe itself, once built, is not kept: a
	// thousand free-form recipes, 17 MB the generator would hold to its
	// end; molter_recipes.spec holds them).
	Base      []Vector
	Own       []*Event
	OwnMethod []string
	// ownPacked[R-1] is Own[R-1] packed by BuildAll (packOwn), four bytes
	// a board: the generator holds every shape to its end, and the own
	// tables as Pairs were 34 of its 57 MB live.
	ownPacked [][]byte
	// One is the event of one round: round 1 with its colours oriented so
	// that every team has P/2 whites (alone, it has no period to keep).
	One    []Pair
	rounds int
}

// BuildAll rebuilds every shape the spec declares from its recorded recipe
// (molter_recipes.spec), without searching, checks every event of each
// against both contracts, measures it, and fails where a recipe is
// missing, malformed, or gives measures other than those recorded with it
// (each problem at its file:line).
func BuildAll(c *spec.MolterConstructed, recipes []*spec.MolterRecipe) ([]Shape, error) {
	byShape := map[[2]int]*spec.MolterRecipe{}
	own := map[[2]int][]*spec.MolterRecipe{}
	for _, r := range recipes {
		if r.Rounds > 0 {
			own[[2]int{r.Teams, r.Players}] = append(own[[2]int{r.Teams, r.Players}], r)
			continue
		}
		byShape[[2]int{r.Teams, r.Players}] = r
	}
	// The games of the events' own recipes, laid in one buffer a worker:
	// each event is built from them at once, then they are dropped.
	arenas := sync.Pool{New: func() any { return new([][2]Seat) }}
	shapes, err := eachShape(c, func(sh *Shape) error {
		sr := byShape[[2]int{sh.Teams, sh.Players}]
		if sr == nil {
			return fmt.Errorf("%s: no recipe for %d teams of %d players in molter_recipes.spec (go run ./gen/moltersearch records one)", c.Pos, sh.Teams, sh.Players)
		}
		arena, tableArena := arenas.Get().(*[][2]Seat), arenas.Get().(*[][2]Seat)
		defer arenas.Put(arena)
		defer arenas.Put(tableArena)
		rc, games, err := recipeOf(sr, tableArena) // sh.build reads them after the own recipes, which use arena

		if err != nil {
			return err
		}
		if rc.Rounds() != sh.rounds {
			return fmt.Errorf("%s: %d rounds, want %d", sr.Choices.Pos, rc.Rounds(), sh.rounds)
		}
		sh.Recipe = rc
		// An event's own table may be longer than the shape's table (up to
		// T-1 rounds, every team met): it is then the search's only event
		// of that length, which gen holds to the layered construction's.
		sh.Own = make([]*Event, sh.Teams-1)
		sh.OwnMethod = make([]string, sh.Teams-1)
		for _, or := range own[[2]int{sh.Teams, sh.Players}] {
			if or.Rounds > sh.Teams-1 {
				return fmt.Errorf("%s: an event of %d rounds, %d teams play 1 to %d", or.Pos, or.Rounds, sh.Teams, sh.Teams-1)
			}
			orc, ogames, err := recipeOf(or, arena)
			if err != nil {
				return err
			}
			if orc.Rounds() != or.Rounds {
				return fmt.Errorf("%s: %d rounds of choices for an event of %d", or.Choices.Pos, orc.Rounds(), or.Rounds)
			}
			x, err := orc.buildFrom(ogames)
			if err != nil {
				return fmt.Errorf("%s: %w", or.Pos, err)
			}
			if got := Sum(x); got != or.Sum.Value {
				return fmt.Errorf("%s: the boards' digest is %s, rebuilt %s: the recipe no longer gives the table the search found", or.Sum.Pos, or.Sum.Value, got)
			}
			if len(or.Published) != 1 {
				return fmt.Errorf("%s: %d events recorded, want 1 (its own)", or.Pos, len(or.Published))
			}
			sh.Own[or.Rounds-1], sh.OwnMethod[or.Rounds-1] = x, orc.Method
		}
		if err := sh.build(games); err != nil {
			return fmt.Errorf("%s: %w", sr.Pos, err)
		}
		if got := Sum(sh.Event); got != sr.Sum.Value {
			return fmt.Errorf("%s: the boards' digest is %s, rebuilt %s: the recipe no longer gives the table the search found", sr.Sum.Pos, sr.Sum.Value, got)
		}
		if len(sr.Published) != len(sh.Base) {
			return fmt.Errorf("%s: %d events recorded, want %d", sr.Pos, len(sr.Published), len(sh.Base))
		}
		for i, f := range sr.Published {
			if want := fmt.Sprintf("%d %s", i+1, PublishedToken(sh.Teams, sh.Players, i+1, sh.Base[i])); f.Value != want {
				return fmt.Errorf("%s: event recorded as %q, rebuilt as %q: the recipe no longer gives what the search found", f.Pos, f.Value, want)
			}
		}
		if err := sh.beyond(); err != nil {
			return fmt.Errorf("%s: %w", sr.Pos, err)
		}
		// The own events' measures as recorded: build (or beyond, past the
		// table) measured each (sh.Published), after checking it.
		for _, or := range own[[2]int{sh.Teams, sh.Players}] {
			if want := fmt.Sprintf("%d %s", or.Rounds, PublishedToken(sh.Teams, sh.Players, or.Rounds, sh.Published[or.Rounds-1])); or.Published[0].Value != want {
				return fmt.Errorf("%s: event recorded as %q, rebuilt as %q: the recipe no longer gives what the search found", or.Published[0].Pos, or.Published[0].Value, want)
			}
		}
		for R, x := range sh.Own[:len(sh.Base)] {
			if x == nil {
				continue
			}
			v := sh.Published[R] // build's PublishedMeasure of x, its own table
			pv, _ := PublishedPoints(sh.Teams, sh.Players, R+1, v)
			pb, _ := PublishedPoints(sh.Teams, sh.Players, R+1, sh.Base[R])
			if v.Compare(sh.Base[R]) >= 0 && pv >= pb {
				return fmt.Errorf("%s: the event of %d rounds has its own table, no better than the table's first %d rounds (neither its vector nor its points): remove it", sr.Pos, R+1, R+1)
			}
		}
		sh.packOwn()
		return nil
	})
	// The recipes of no declared shape, found once the shapes are built:
	// the builds read byShape in parallel, so nothing writes it meanwhile.
	if err == nil {
		declared := map[[2]int]bool{}
		for _, sh := range shapes {
			declared[[2]int{sh.Teams, sh.Players}] = true
		}
		for _, r := range recipes {
			if !declared[[2]int{r.Teams, r.Players}] {
				err = errors.Join(err, fmt.Errorf("%s: a recipe for %d teams of %d players, a shape molter-constructed does not declare", r.Pos, r.Teams, r.Players))
			}
		}
	}
	return shapes, err
}

// eachShape runs build on every declared shape, in parallel.
func eachShape(c *spec.MolterConstructed, build func(*Shape) error) ([]Shape, error) {
	var out []Shape
	for T := c.MinTeams; T <= c.MaxTeams; T++ {
		for P := c.MinPlayers; P <= c.MaxPlayers; P += 2 {
			out = append(out, Shape{Teams: T, Players: P, rounds: min(T-1, c.MaxRounds)})
		}
	}
	errs := make([]error, len(out))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				errs[i] = build(&out[i])
			}
		})
	}
	for i := range out {
		next <- i
	}
	close(next)
	wg.Wait()
	return out, errors.Join(errs...)
}

func (sh *Shape) build(games [][][2]Seat) error {
	e, err := sh.Recipe.buildFrom(games)
	if err != nil {
		return err
	}
	sh.Event, sh.Method = e, sh.Recipe.Method
	sh.Own = append(sh.Own, make([]*Event, max(0, len(e.Rounds)-len(sh.Own)))...)
	// The project's contract on the whole table: its rules hold round by
	// round or cumulate, so they hold for every first R rounds too, and an
	// odd event's last round, coloured on its own, is a period of one
	// round (its colours are held to the published rules below). The
	// published contract on every event (tables/molter's tests check both
	// on every event served, independently).
	if ps := Contract(e); len(ps) > 0 {
		return fmt.Errorf("molter: %s breaks the contract: %v", e.Name(), ps[0])
	}
	// The published contract on the table's events, R = 1, 2, …, in one
	// pass (moltergrade.Prefixes says valid only where Check finds
	// nothing: TestPrefixesAsCheck), Check where it cannot tell, to name
	// the problems; their measures too (moltergrade.PrefixMeasures, held
	// to Measure and MeasureQuality by TestPrefixMeasuresAsMeasure), each
	// event measured on its own where it cannot tell.
	prefixes := moltergrade.NewPrefixes(e.Teams, e.Players)
	measures := moltergrade.NewPrefixMeasures(e.Teams, e.Players)
	for R := 1; R <= len(e.Rounds); R++ {
		x := sh.TableEvent(R)
		if prefixes.Next(e.Rounds[R-1], x.Rounds[R-1]) {
			// valid: PublishedCheck(x) is empty
		} else if ps := PublishedCheck(x); len(ps) > 0 {
			return fmt.Errorf("molter: %s breaks the published contract: %s: %v", x.Name(), ps[0].Check, ps[0])
		}
		base, quality, ok := measures.Next(e.Rounds[R-1], x.Rounds[R-1])
		if !ok {
			base, quality = PublishedMeasure(x), Measure(x)
		}
		sh.Base = append(sh.Base, base)
		if own := sh.Own[R-1]; own != nil {
			x = own
			if ps := ContractOwn(x); len(ps) > 0 {
				return fmt.Errorf("molter: %s (its own table) breaks the contract: %v", x.Name(), ps[0])
			}
			if ps := PublishedCheck(x); len(ps) > 0 {
				return fmt.Errorf("molter: %s (its own table) breaks the published contract: %s: %v", x.Name(), ps[0].Check, ps[0])
			}
		}
		if R == 1 {
			sh.One = x.Rounds[0]
		}
		if sh.Own[R-1] != nil {
			// its own table's; else the table's, measured above
			base, quality = PublishedMeasure(x), Measure(x)
		}
		sh.Quality = append(sh.Quality, quality)
		sh.Published = append(sh.Published, base)
	}
	return nil
}

// beyond checks and measures the events' own tables longer than the
// shape's table (build does the others): Published[R-1] and Quality[R-1]
// measure each, the entries between them zero (Searched says which hold
// an event).
func (sh *Shape) beyond() error {
	for R := len(sh.Base) + 1; R <= len(sh.Own); R++ {
		x := sh.Own[R-1]
		if x == nil {
			continue
		}
		if ps := ContractOwn(x); len(ps) > 0 {
			return fmt.Errorf("molter: %s (its own table) breaks the contract: %v", x.Name(), ps[0])
		}
		if ps := PublishedCheck(x); len(ps) > 0 {
			return fmt.Errorf("molter: %s (its own table) breaks the published contract: %s: %v", x.Name(), ps[0].Check, ps[0])
		}
		n := R - len(sh.Published)
		sh.Published = append(sh.Published, make([]Vector, n)...)
		sh.Quality = append(sh.Quality, make([]Quality, n)...)
		sh.Published[R-1], sh.Quality[R-1] = PublishedMeasure(x), Measure(x)
	}
	return nil
}

// Searched is whether the recipes give the event of R rounds: the first R
// rounds of the shape's table, or beyond them an event's own table.
func (sh *Shape) Searched(R int) bool {
	return R >= 1 && (R <= len(sh.Base) || sh.hasOwn(R))
}

// hasOwn is whether the event of R rounds has its own table.
func (sh *Shape) hasOwn(R int) bool {
	return R >= 1 && (R <= len(sh.Own) && sh.Own[R-1] != nil || R <= len(sh.ownPacked) && sh.ownPacked[R-1] != nil)
}

// OwnEvent is the event of R rounds' own table (Own[R-1], unpacked where
// BuildAll packed it), nil when it has none.
func (sh *Shape) OwnEvent(R int) *Event {
	if R < 1 {
		return nil
	}
	if R <= len(sh.Own) && sh.Own[R-1] != nil {
		return sh.Own[R-1]
	}
	if R > len(sh.ownPacked) || sh.ownPacked[R-1] == nil {
		return nil
	}
	return unpackEvent(sh.Teams, sh.Players, sh.ownPacked[R-1], nil)
}

// OwnEventIn is OwnEvent with a packed table's boards laid in *buf (grown
// when short), which the caller reuses once done with the event: the
// generator reads every own table once, to lay it out again.
func (sh *Shape) OwnEventIn(R int, buf *[]Pair) *Event {
	if R >= 1 && R <= len(sh.ownPacked) && sh.ownPacked[R-1] != nil && (R > len(sh.Own) || sh.Own[R-1] == nil) {
		return unpackEvent(sh.Teams, sh.Players, sh.ownPacked[R-1], buf)
	}
	return sh.OwnEvent(R)
}

// packOwn packs the own tables (Own emptied), each round of T·P/2 boards
// (the published contract's S1, which build checked: a table with
// another round is left as it is).
func (sh *Shape) packOwn() {
	nb := sh.Teams * sh.Players / 2
	for i, x := range sh.Own {
		if x == nil || x.Teams != sh.Teams || x.Players != sh.Players {
			continue
		}
		b := make([]byte, 0, 4*nb*len(x.Rounds))
		ok := true
		for _, rd := range x.Rounds {
			ok = ok && len(rd) == nb
			for _, p := range rd {
				w, k := p.White, p.Black
				ok = ok && fitsByte(w.Team) && fitsByte(w.Order) && fitsByte(k.Team) && fitsByte(k.Order)
				b = append(b, byte(w.Team), byte(w.Order), byte(k.Team), byte(k.Order))
			}
		}
		if !ok {
			continue
		}
		if sh.ownPacked == nil {
			sh.ownPacked = make([][]byte, len(sh.Own))
		}
		sh.ownPacked[i], sh.Own[i] = b, nil
	}
}

func fitsByte(x int) bool { return x >= 0 && x < 256 }

// unpackEvent is the event packOwn packed in b, its boards laid in *buf
// (nil: an allocation of their own).
func unpackEvent(T, P int, b []byte, buf *[]Pair) *Event {
	nb := T * P / 2
	var all []Pair
	if buf == nil {
		all = make([]Pair, len(b)/4)
	} else {
		if cap(*buf) < len(b)/4 {
			*buf = make([]Pair, max(len(b)/4, 2*cap(*buf)))
		}
		all = (*buf)[:len(b)/4]
	}
	for i := range all {
		q := b[4*i : 4*i+4]
		all[i] = Pair{White: Seat{Team: int(q[0]), Order: int(q[1])}, Black: Seat{Team: int(q[2]), Order: int(q[3])}}
	}
	e := &Event{Teams: T, Players: P, Rounds: make([][]Pair, len(all)/nb)}
	for r := range e.Rounds {
		e.Rounds[r] = all[r*nb : (r+1)*nb : (r+1)*nb]
	}
	return e
}

// ContractOwn is Contract for an event's own table: its colours are held to
// the published rules (C1–C3, S5) instead of alternating inside each pair
// of rounds, the document's way of playing by twos, which the search gives
// up where it costs a measure.
func ContractOwn(e *Event) []Problem { return contract(e, true) }

// Graded is an event of a document's configuration: the hard rules it
// breaks (Contract) and its measures.
type Graded struct {
	Rounds   int
	Problems []Problem
	Quality  Quality
	// The published contract's: the hard rules broken, the measures.
	PublishedProblems []Problem
	Published         Vector
}

// PublishedBroken lists the published hard rules the event breaks, once
// each, in the order found.
func (g Graded) PublishedBroken() []string { return checks(g.PublishedProblems) }

// Grade is the grade of the event: "invalid(rule,…)" when it breaks a hard
// rule of the project's contract, else its Quality's grade.
func (g Graded) Grade() string {
	if len(g.Problems) == 0 {
		return g.Quality.Grade()
	}
	return "invalid(" + strings.Join(checks(g.Problems), ",") + ")"
}

// checks lists the checks the problems name, once each, in order.
func checks(ps []Problem) []string {
	var out []string
	for _, p := range ps {
		found := false
		for _, c := range out {
			found = found || c == p.Check
		}
		if !found {
			out = append(out, p.Check)
		}
	}
	return out
}

// GradeDocument grades every event a document configuration plays (EventOf
// for k = 1..): by the project's contract and the measures.
func (s *Set) GradeDocument(c *Config) []Graded {
	var out []Graded
	for k := 1; ; k++ {
		e, ok := s.EventOf(c, k)
		if !ok {
			if k > len(c.Main.Rounds)+1 {
				return out
			}
			continue
		}
		out = append(out, Graded{Rounds: k, Problems: Contract(e), Quality: Measure(e), PublishedProblems: PublishedCheck(e), Published: PublishedMeasure(e)})
	}
}

// EventOf is the shape's event of R rounds (1..len(Event.Rounds)): its
// first R rounds, and for an odd R the last of them coloured on its own
// (eulerColours) so that every team ends with as many whites as blacks, as
// the published rule S5 wants after the final round too. Its periods of two
// rounds alternate every player's colours, so the last round, alone, cannot
// give anyone three of one colour in a row.
func (sh *Shape) EventOf(R int) *Event {
	if x := sh.OwnEvent(R); x != nil {
		return x
	}
	return sh.TableEvent(R)
}

// TableEvent is the event of R rounds the shape's table plays (EventOf
// without the events' own tables).
func (sh *Shape) TableEvent(R int) *Event {
	x := sh.Event.Prefix(R)
	if R%2 == 0 {
		return x
	}
	last := x.Rounds[R-1]
	games := make([][2]Seat, len(last))
	for i, p := range last {
		games[i] = [2]Seat{p.White, p.Black}
	}
	rounds := slices.Clone(x.Rounds)
	rounds[R-1] = eulerColours(sh.Teams, sh.Players, games)
	return &Event{Teams: sh.Teams, Players: sh.Players, Rounds: rounds}
}
