package sheets

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/varma"
	"github.com/xuri/excelize/v2"
)

func namesOf(ps []Player) []string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.Name
	}
	return s
}

func twelve() []Player {
	var ps []Player
	for i := range 12 {
		ps = append(ps, Player{Name: fmt.Sprintf("P%02d", i+1), Rating: 1500 + 37*i%11*10, Federation: []string{"FRA", "FRA", "FRA", "ESP", "ESP", "BEL"}[i%6]})
	}
	return ps
}

// The same seed draws the same numbers; other seeds other numbers; every
// draw is a numbering of the players listed, and the record gives back the
// list.
func TestDrawLotsSeed(t *testing.T) {
	ps := twelve()
	a, ra := DrawLots(ps, 42, "2026-05-01")
	b, _ := DrawLots(ps, 42, "2026-05-01")
	if !slices.Equal(namesOf(a), namesOf(b)) {
		t.Fatalf("seed 42 twice: %v and %v", namesOf(a), namesOf(b))
	}
	for k, i := range ra.List {
		if a[k].Name != ps[i-1].Name {
			t.Errorf("number %d: %s, the record says list place %d (%s)", k+1, a[k].Name, i, ps[i-1].Name)
		}
	}
	if err := ra.Validate(len(ps)); err != nil {
		t.Error(err)
	}
	differ := 0
	for seed := uint64(1); seed <= 20; seed++ {
		c, _ := DrawLots(ps, seed, "")
		if !slices.Equal(namesOf(c), namesOf(a)) {
			differ++
		}
		sorted := slices.Sorted(slices.Values(namesOf(c)))
		if !slices.Equal(sorted, namesOf(ps)) {
			t.Fatalf("seed %d: %v is not the players listed", seed, namesOf(c))
		}
	}
	if differ < 20 {
		t.Errorf("20 other seeds: %d draws differ from seed 42's (12! orders: all should)", differ)
	}
	if ps[0].Name != "P01" || ps[11].Name != "P12" {
		t.Error("the draw changed the caller's list")
	}
}

// Every order is equally likely: over 60,000 seeds the 24 orders of 4
// players come out 2,500 times each within what chance gives (chi-square
// with 23 degrees of freedom under 49.7, its 0.1 % point).
func TestDrawLotsUniform(t *testing.T) {
	if testing.Short() {
		t.Skip("60,000 draws")
	}
	ps := []Player{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}}
	count := map[string]int{}
	const draws = 60000
	for seed := uint64(0); seed < draws; seed++ {
		d, _ := DrawLots(ps, seed*0x9E3779B97F4A7C15, "")
		count[fmt.Sprint(namesOf(d))]++
	}
	if len(count) != 24 {
		t.Fatalf("%d orders of 4 players drawn, want 24", len(count))
	}
	chi, want := 0.0, float64(draws)/24
	for _, c := range count {
		chi += (float64(c) - want) * (float64(c) - want) / want
	}
	if chi > 49.7 || math.IsNaN(chi) {
		t.Errorf("chi-square %.1f over 24 orders: not uniform (%v)", chi, count)
	}
}

// By rating: highest first, unrated last, equal ratings by name as French
// sorts it (accents aside), worked by hand.
func TestByRating(t *testing.T) {
	ps := []Player{{Name: "Zoé", Rating: 1800}, {Name: "Émile", Rating: 1800}, {Name: "Bob"}, {Name: "Eve", Rating: 2100},
		{Name: "Abel"}, {Name: "Denis", Rating: 1800}}
	got, rec := ByRating(ps, "2026-05-01")
	want := []string{"Eve", "Denis", "Émile", "Zoé", "Abel", "Bob"}
	if !slices.Equal(namesOf(got), want) {
		t.Errorf("by rating: %v, want %v", namesOf(got), want)
	}
	if !slices.Equal(rec.List, []int{4, 6, 2, 1, 5, 3}) || rec.Method != DrawRating {
		t.Errorf("record %+v", rec)
	}
}

// The Varma numbers are those varma.Draw gives the players of the same
// seed, and every number is given once.
func TestDrawVarmaNumbers(t *testing.T) {
	ps := twelve()
	got, rec, err := DrawVarmaNumbers(ps, 7, "2026-05-01")
	if err != nil {
		t.Fatal(err)
	}
	var es []varma.Entrant
	for _, p := range ps {
		es = append(es, varma.Entrant{Name: p.Name, Affinity: p.Federation})
	}
	d, err := varma.Draw(es, varma.SeededRand(7))
	if err != nil {
		t.Fatal(err)
	}
	for _, dp := range d.Draw {
		if got[dp.Number-1].Name != dp.Name {
			t.Errorf("varma gave %s number %d; the workbook's number %d is %s", dp.Name, dp.Number, dp.Number, got[dp.Number-1].Name)
		}
	}
	if err := rec.Validate(len(ps)); err != nil {
		t.Error(err)
	}
	ps[3].Federation = ""
	if _, _, err := DrawVarmaNumbers(ps, 7, ""); err == nil {
		t.Error("a player without federation: no error")
	}
}

// The record sheet is there, in both languages, with the seed as text and
// each player's number; a workbook without a draw has none.
func TestDrawSheet(t *testing.T) {
	for _, lang := range []Lang{French, English} {
		ps, rec := DrawLots(twelve(), 1<<60+3, "2026-05-01")
		var buf bytes.Buffer
		if err := WriteRoundRobin(&buf, RoundRobin{N: 12, Players: ps, Lang: lang, Draw: &rec}); err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenReader(&buf)
		if err != nil {
			t.Fatal(err)
		}
		list := f.GetSheetList()
		name := lang.T(sheetDraw)
		if list[len(list)-1] != name {
			t.Fatalf("%s: sheets %v, want %q last", lang, list, name)
		}
		rows, _ := f.GetRows(name)
		var seed bool
		found := 0
		for _, r := range rows {
			for i, v := range r {
				seed = seed || v == "1152921504606846979"
				if i == 1 {
					for k, p := range ps {
						if v == p.Name && r[0] == fmt.Sprint(k+1) {
							found++
						}
					}
				}
			}
		}
		if !seed || found != 12 {
			t.Errorf("%s: seed shown %v, %d of 12 players with their numbers", lang, seed, found)
		}
		players, _ := f.GetRows(lang.T(sheetPlayers))
		for k, p := range ps {
			if players[k+1][1] != p.Name {
				t.Errorf("%s: Players row %d is %q, drawn %q", lang, k+2, players[k+1][1], p.Name)
			}
		}
	}
	var buf bytes.Buffer
	if err := WriteRoundRobin(&buf, RoundRobin{N: 12, Players: twelve()}); err != nil {
		t.Fatal(err)
	}
	f, _ := excelize.OpenReader(&buf)
	if slices.Contains(f.GetSheetList(), "Draw") {
		t.Error("a Draw sheet without a draw")
	}
	_, rec := DrawLots(twelve(), 1, "")
	if err := (RoundRobin{N: 13, Players: twelve(), Draw: &rec}).Validate(); err == nil {
		t.Error("a draw of 12 for 13 numbers: no error")
	}
}
