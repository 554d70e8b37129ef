package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// TestMolterCommandsAgree asks both commands for every event served
// (molter.Grades: the document's tables at every length, the events with
// an autonomous round built, every constructed shape and length) and
// wants the same boards: pairings molter in JSON through its run
// function; mkxlsx molter through the workbook it writes (sheets.Molter,
// as cmd/mkxlsx fills it), written in memory and read back by mkxlsx read
// (sheets/readback) for every event with an autonomous round built and
// every 23rd other one of at most 600 games (148th with -short), and resolved
// (Molter.ResolveEvent, which the workbook's layout plays) for every event
// (every 4th and every built one with -short).
func TestMolterCommandsAgree(t *testing.T) {
	every, sample := 23, 1
	if testing.Short() {
		every, sample = 148, 4 // a quarter of the events (every 4th), and every built one
	}
	n, books := 0, 0
	for i, g := range molter.Grades() {
		if (i%sample != 0 && !strings.HasSuffix(g.Table, "-built")) || g.Selectable {
			continue // a selectable event is asked for with -construction: TestMolterConstruction
		}
		args := []string{"molter", strconv.Itoa(g.Teams), strconv.Itoa(g.Players), "-rounds", strconv.Itoa(g.Rounds), "-source", g.Source, "-format", "json"}
		m := sheets.Molter{Teams: g.Teams, Players: g.Players, Rounds: g.Rounds, Source: g.Source}
		built := strings.HasSuffix(g.Table, "-built")
		if tab, err := molter.New(g.Teams, g.Players); g.Source == molter.SourceDocument && !built && (err != nil || tab.Table() != g.Table) { // Peyrin's
			args = []string{"molter", "-table", g.Table, "-rounds", strconv.Itoa(g.Rounds), "-format", "json"}
			m = sheets.Molter{Table: g.Table, Rounds: g.Rounds}
		}
		name := fmt.Sprint(args[1 : len(args)-2])
		code, out, stderr := runCmd(args...)
		ev, err := molter.Serve(molter.Request{Teams: m.Teams, Players: m.Players, Table: m.Table, Rounds: m.Rounds, Source: m.Source})
		if (code != 0) != (err != nil) {
			t.Errorf("%s: pairings exits %d (%s), mkxlsx's event: %v", name, code, stderr, err)
			continue
		}
		if code != 0 {
			continue // refused by both (Peyrin's as 2 rounds)
		}
		var j jsonEvent
		if err := json.Unmarshal([]byte(out), &j); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var want []string // every board, round by round, the autonomous round last
		for _, r := range j.Rounds {
			for _, b := range r.Boards {
				want = append(want, b.White+"-"+b.Black)
			}
		}
		if j.Autonomous != nil {
			for _, b := range j.Autonomous.Boards {
				want = append(want, b.White+"-"+b.Black)
			}
		}
		var got []string
		for _, r := range ev.Rounds {
			for _, b := range r {
				got = append(got, b.White.String()+"-"+b.Black.String())
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) || j.Grade != ev.Grade || j.Table != ev.Table || j.Source != ev.Source || ev.Grade != g.Grade {
			t.Errorf("%s: pairings serves %s %s grade %s, mkxlsx %s %s grade %s (listed %s), boards equal: %v", name, j.Source, j.Table, j.Grade,
				ev.Source, ev.Table, ev.Grade, g.Grade, fmt.Sprint(got) == fmt.Sprint(want))
			continue
		}
		n++
		// The workbooks of the largest events take a second each: a sample
		// of the others.
		if small := g.Teams*g.Players*g.Rounds <= 1200; !built && (i%every != 0 || !small) {
			continue
		}
		var buf bytes.Buffer
		if err := sheets.WriteMolter(&buf, m); err != nil {
			t.Errorf("%s: mkxlsx: %v", name, err)
			continue
		}
		rb, err := readback.ReadMolter(&buf)
		if err != nil {
			t.Errorf("%s: mkxlsx read: %v", name, err)
			continue
		}
		got = got[:0]
		for _, x := range rb.Games {
			got = append(got, rb.Symbol(x.White)+"-"+rb.Symbol(x.Black))
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: the workbook read back (table %s) has other boards than pairings serves", name, rb.Table)
		}
		books++
	}
	t.Logf("%d events agree; %d of them written as workbooks and read back", n, books)
}

// TestMolterConstruction: every constructed event listed with a
// selectable construction (molter-report) is served by -construction as
// listed — its grade the listed one, its boards not the default's — and
// a workbook of it (mkxlsx molter -construction) reads back as that
// event; a construction that does not serve the event is refused.
func TestMolterConstruction(t *testing.T) {
	n, books := 0, 0
	for _, g := range molter.Grades() {
		if !g.Selectable {
			continue
		}
		args := []string{"molter", strconv.Itoa(g.Teams), strconv.Itoa(g.Players), "-rounds", strconv.Itoa(g.Rounds), "-source", "constructed", "-format", "json"}
		_, def, _ := runCmd(args...)
		code, out, stderr := runCmd(append(args, "-construction", g.Construction)...)
		var j, d jsonEvent
		if code != 0 || json.Unmarshal([]byte(out), &j) != nil || json.Unmarshal([]byte(def), &d) != nil {
			t.Errorf("%v -construction %s: exit %d, %s", args, g.Construction, code, stderr)
			continue
		}
		if j.Grade != g.Grade || fmt.Sprint(j.Rounds) == fmt.Sprint(d.Rounds) {
			t.Errorf("%v -construction %s: grade %s (listed %s), boards the default's: %v", args, g.Construction, j.Grade, g.Grade, fmt.Sprint(j.Rounds) == fmt.Sprint(d.Rounds))
		}
		n++
		if g.Teams*g.Players*g.Rounds > 1200 || n%10 != 1 {
			continue
		}
		e, err := molter.Serve(molter.Request{Teams: g.Teams, Players: g.Players, Rounds: g.Rounds, Source: molter.SourceConstructed, Construction: g.Construction})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := sheets.WriteMolter(&buf, sheets.Molter{Resolved: e}); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		rb, err := readback.ReadMolter(&buf)
		if err != nil {
			t.Errorf("%v -construction %s: read back: %v", args, g.Construction, err)
			continue
		}
		var got, want []string
		for _, x := range rb.Games {
			got = append(got, rb.Symbol(x.White)+"-"+rb.Symbol(x.Black))
		}
		for _, r := range j.Rounds {
			for _, b := range r.Boards {
				want = append(want, b.White+"-"+b.Black)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%v -construction %s: the workbook reads back other boards", args, g.Construction)
		}
		books++
	}
	if n == 0 || books == 0 {
		t.Fatalf("%d selectable events, %d workbooks: want some", n, books)
	}
	code, _, stderr := runCmd("molter", "7", "6", "-rounds", "2", "-construction", "search")
	if code != 2 || !strings.Contains(stderr, "-construction search: the constructed event of 2 rounds for 7 teams of 6 players is made by the layered construction only") {
		t.Errorf("a construction not kept: exit %d, %s", code, stderr)
	}
	t.Logf("%d selectable events served, %d workbooks read back", n, books)
}

// TestMolterBeyond30: 31 to 64 teams are built and graded when asked, the
// grade said as for 30 teams or fewer, in both languages and in JSON (the
// library's grade: tables/molter's tests hold it to the contract); 65 teams
// are refused.
func TestMolterBeyond30(t *testing.T) {
	for _, c := range []struct {
		args       []string
		T, P, R    int
		want, json string
	}{
		{[]string{"molter", "40", "4", "-rounds", "3"}, 40, 4, 3, "Source: constructed (layered); 3 rounds; grade %s (", ""},
		{[]string{"molter", "64", "16", "-rounds", "63", "-lang", "fr"}, 64, 16, 63, "Source : construite (layered) ; 63 rondes ; note %s (", ""},
		{[]string{"molter", "33", "2", "-rounds", "1", "-format", "json"}, 33, 2, 1, "", `"source":"constructed","grade":"%s","construction":"layered"`},
	} {
		cons, err := molter.NewConstructed(c.T, c.P)
		if err != nil {
			t.Fatal(err)
		}
		g, err := cons.Grade(c.R)
		if err != nil || g == "" {
			t.Fatalf("%d×%d, %d rounds: grade %q, %v", c.T, c.P, c.R, g, err)
		}
		want := fmt.Sprintf(c.want, g)
		if c.json != "" {
			want = fmt.Sprintf(c.json, g)
		}
		code, out, errs := runCmd(c.args...)
		if code != 0 || !strings.Contains(strings.ReplaceAll(out, " ", ""), strings.ReplaceAll(want, " ", "")) || strings.Contains(out, "not graded") || strings.Contains(out, "non noté") {
			t.Errorf("%v: exit %d %q, want %q in\n%.300s", c.args, code, errs, want, out)
		}
	}
	if code, _, errs := runCmd("molter", "65", "4", "-rounds", "3"); code != 2 || !strings.Contains(errs, "constructed: 3 to 64 teams") {
		t.Errorf("65 teams: exit %d %q", code, errs)
	}
}
