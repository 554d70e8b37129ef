package main

import (
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	im "github.com/toutesrondes/toutesrondes/internal/molter"
)

type jsonEvent struct {
	Table, Source, Grade string
	Teams, Players       int
	Rounds               []struct {
		Boards []struct{ White, Black string }
	}
	Autonomous *struct {
		Boards  []struct{ White, Black string }
		Follows int
	}
}

// seatOf reads "AB12" back: the team by its name (A–Z without I, then AA…).
func seatOf(t *testing.T, s string) im.Seat {
	t.Helper()
	i := 0
	for i < len(s) && s[i] >= 'A' && s[i] <= 'Z' {
		i++
	}
	for team := range im.MaxTeams {
		if im.TeamName(team) == s[:i] {
			var o int
			for _, c := range s[i:] {
				o = 10*o + int(c-'0')
			}
			return im.Seat{Team: team, Order: o}
		}
	}
	t.Fatalf("no team %q", s)
	return im.Seat{}
}

// TestMolterEventJSON: events of new shapes, end to end: the JSON read back
// keeps the project's contract and has the grade it says.
func TestMolterEventJSON(t *testing.T) {
	for _, c := range []struct {
		args   []string
		rounds int
		source string
	}{
		{[]string{"molter", "30", "16", "-rounds", "15"}, 15, "constructed"},
		{[]string{"molter", "27", "6", "-rounds", "4"}, 4, "constructed"},
		{[]string{"molter", "14", "2", "-source", "constructed"}, 13, "constructed"},
		{[]string{"molter", "5", "8", "-source", "constructed"}, 4, "constructed"}, // the document's event: Tableau 9, 4 rounds
		{[]string{"molter", "7", "6", "-rounds", "5"}, 5, "document"},
		{[]string{"molter", "-table", "peyrin", "-rounds", "3"}, 3, "document"},
		{[]string{"molter", "7", "6", "-rounds", "1"}, 1, "document"},   // the autonomous round alone
		{[]string{"molter", "13", "12", "-rounds", "3"}, 3, "document"}, // 42a, not printed: built
		{[]string{"molter", "13", "10", "-rounds", "1"}, 1, "document"}, // 43a, not printed: built
	} {
		code, out, errs := call(append(c.args, "-format", "json")...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		var v jsonEvent
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatal(err)
		}
		e := &im.Event{Teams: v.Teams, Players: v.Players}
		add := func(bs []struct{ White, Black string }) {
			var rd []im.Pair
			for _, b := range bs {
				rd = append(rd, im.Pair{White: seatOf(t, b.White), Black: seatOf(t, b.Black)})
			}
			e.Rounds = append(e.Rounds, rd)
		}
		for _, r := range v.Rounds {
			add(r.Boards)
		}
		if v.Autonomous != nil {
			add(v.Autonomous.Boards)
			if v.Autonomous.Follows < len(v.Rounds) {
				t.Errorf("%v: the autonomous round follows %d rounds, after %d", c.args, v.Autonomous.Follows, len(v.Rounds))
			}
		}
		if len(e.Rounds) != c.rounds || v.Source != c.source {
			t.Errorf("%v: %d rounds from %s, want %d from %s", c.args, len(e.Rounds), v.Source, c.rounds, c.source)
		}
		// The project's contract, colours alternating inside each pair of
		// rounds left out (an event with a table of its own gives it up for
		// a measure), and the published contract.
		if ps := im.ContractOwn(e); len(ps) > 0 {
			t.Errorf("%v: %v", c.args, ps[0])
		}
		if ps := im.PublishedCheck(e); len(ps) > 0 && v.Source == "constructed" {
			t.Errorf("%v: published rule %s: %v", c.args, ps[0].Check, ps[0])
		}
		if g := im.Measure(e).Grade(); g != v.Grade {
			t.Errorf("%v: grade %s, recomputed %s", c.args, v.Grade, g)
		}
	}
}

func TestMolterEventRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"molter", "-table", "peyrin", "-rounds", "2"}, "A1 meets team B twice (rounds 1 and 2); it is valid for 1 or 3 rounds"},
		{[]string{"molter", "7", "6", "-source", "x"}, `-source "x": want document, constructed or best`},
		{[]string{"molter", "65", "4", "-rounds", "2"}, "no Molter table for 65 teams of 4 players; nearest covered: 9 teams of 4 (Tableau 26); constructed: 3 to 64 teams"},
		{[]string{"molter", "7", "5", "-source", "constructed"}, "even number of players"},
		{[]string{"molter", "20", "4", "-source", "document"}, "no Molter table for 20 teams"},
		{[]string{"molter", "20", "4", "-rounds", "20"}, "-rounds 20: the constructed table for 20 teams of 4 players plays 1 to 19 rounds"},
		{[]string{"molter", "-list", "7", "6"}, "-list takes no other argument"},
		{[]string{"molter", "-table", "17", "-source", "constructed"}, "-table 17 is a table of the document: -source constructed takes T and P"},
		{[]string{"molter", "0", "0", "-source", "constructed"}, "T 0: want 3 or more"},
		{[]string{"molter", "7", "6", "-rounds", "2", "-report"}, "see pairings molter-report"},
		{[]string{"molter-report", "-format", "xml"}, `want text, json or csv`},
		// The document's refusals said with the command's flags, in French too.
		{[]string{"molter", "-table", "17", "-rounds", "9"}, "-rounds 9: Tableau 17 plays 1 to 6 rounds"},
		{[]string{"molter", "-table", "17", "-rounds", "9", "-lang", "fr"}, "-rounds 9 : le Tableau 17 joue de 1 à 6 rondes"},
		{[]string{"molter", "-table", "99", "-lang", "fr"}, "-table 99 : pas de tableau de ce numéro dans le document (tableaux : 1 2 3 "},
		{[]string{"molter", "7", "6", "-rounds", "0", "-lang", "fr"}, "-rounds 0 : 1 ou plus attendu"},
		{[]string{"molter", "7", "6", "-source", "x", "-lang", "fr"}, `-source "x": document, constructed ou best attendu`},
		{[]string{"molter", "14", "6", "-rounds", "14", "-lang", "fr"}, "-rounds 14 : la table construite pour 14 équipes de 6 joueurs joue de 1 à 13 rondes"},
		// No Go call in the advice: the flag that selects the constructed table.
		{[]string{"molter", "14", "6"}, "no Molter table for 14 teams of 6 players; nearest covered: 13 teams of 6 (Tableau 40); the constructed table serves 14 teams of 6 players over 13 rounds at grade A: -source constructed (or -source best)"},
	} {
		code, _, errs := call(c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, errs, c.want)
		}
	}
}

func TestMolterListAndReport(t *testing.T) {
	code, out, errs := call("molter", "-list", "-format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var list []struct {
		Teams, Players, Rounds int
		Source, Table, Grade   string
		Selectable             bool
	}
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	n := map[string]int{}
	for _, s := range list {
		if s.Selectable {
			n["selectable"]++
			continue
		}
		n[s.Source]++
	}
	// Constructed: every T of 3..30, P of 2..16 even, R of 1..T-1 (issue
	// 33), each once by default; some also with a selectable other.
	want := 0
	for T := 3; T <= 30; T++ {
		want += 8 * (T - 1)
	}
	if n["constructed"] != want || n["document"] < 200 || n["selectable"] == 0 {
		t.Errorf("listed %v, want %d constructed by default", n, want)
	}
	code, out, errs = call("molter-report", "-format", "csv")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	// The columns of the earlier report first, in their places; the
	// published contract's after them.
	if len(recs) != len(list)+1 || recs[0][0] != "teams" || col["grade"] != 16 || col["published_valid"] != 17 || recs[0][len(recs[0])-1] != "published_grade" {
		t.Fatalf("%d records for %d events; header %v", len(recs), len(list), recs[0])
	}
	invalid, pubInvalid := 0, 0
	for i, r := range recs[1:] {
		if r[col["grade"]] != list[i].Grade {
			t.Errorf("row %d: grade %s, listed %s", i, r[col["grade"]], list[i].Grade)
		}
		if r[col["published_valid"]] != "yes" {
			pubInvalid++
			if r[col["source"]] == "constructed" {
				t.Errorf("a constructed event breaks the published contract: %v", r)
			}
		}
		if r[5] != "yes" {
			invalid++
			if r[4] != "peyrin" {
				t.Errorf("invalid: %v", r)
			}
		}
	}
	if invalid != 1 {
		t.Errorf("%d invalid events, want 1 (Peyrin's as 2 rounds)", invalid)
	}
	t.Logf("%d document events break the published contract (the document keeps its own rules)", pubInvalid)
}
