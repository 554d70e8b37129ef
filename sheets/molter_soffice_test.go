package sheets

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/toutesrondes/toutesrondes/tables/team"
	"github.com/xuri/excelize/v2"
)

// TestLibreOfficeBooks has LibreOffice recalculate Molter workbooks filled
// with random results and compares the team points, Berlin, wins, direct
// encounters and places, and the players' points, wins and places, with
// internal/teamrank; and the order of both standings. The results of each
// workbook are drawn until two teams are first told apart by the criterion
// the case aims at, so that every criterion decides somewhere. The same
// soffice run recalculates the Varma, Rutsch, Scheveningen and team
// workbooks of varmaRecalc, rutschRecalc, schevRecalc and teamRecalc.
func TestLibreOfficeBooks(t *testing.T) {
	soffice := needSoffice(t)
	cases := []struct {
		m      Molter
		target int
	}{
		{Molter{Teams: 7, Players: 6, Rounds: 5}, byTop},                  // odd teams, autonomous 17a as round 5
		{Molter{Teams: 4, Players: 4, Rounds: 3, Lang: French}, byDirect}, // autonomous 4a as round 3
		{Molter{Teams: 5, Players: 4}, byWins},                            // odd teams, 4 rounds
		{Molter{Teams: 3, Players: 4, Rounds: 1}, byBerlin},               // the autonomous round alone
		{Molter{Table: "peyrin"}, byDirect},                               // 3 rounds, no autonomous round
		{Molter{Teams: 8, Players: 8, Rounds: 3}, byTop},                  // even teams
		{Molter{Teams: 13, Players: 6, Rounds: 2, Lang: French}, byBerlin},
		{Molter{Teams: 3, Players: 100}, byPoints}, // the longest top-board key
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(5, 2026))
	var events []molterEvent
	var files []string
	var total [byNothing + 1]int
	for i, c := range cases {
		e := newMolterEvent(t, c.m)
		found := false
		for try := 0; try < 5000 && !found; try++ {
			randomMolter(rng, &e, 40+rng.IntN(56))
			s, err := teamrank.Compute(e.src.Teams(), e.src.Players(), e.games)
			if err != nil {
				t.Fatal(err)
			}
			n := levels(s)
			if found = n[c.target] > 0; found {
				for k, x := range n {
					total[k] += x
				}
			}
		}
		if !found {
			t.Fatalf("%s: no random results separate two teams by %s", e, levelNames[c.target])
		}
		var buf bytes.Buffer
		if err := WriteMolter(&buf, c.m); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, fmt.Sprintf("molter%d.xlsx", i))
		if err := os.WriteFile(path, fillMolter(t, buf.Bytes(), e), 0o644); err != nil {
			t.Fatal(err)
		}
		events = append(events, e)
		files = append(files, path)
	}
	var msg []string
	for k, x := range total {
		msg = append(msg, fmt.Sprintf("%s %d", levelNames[k], x))
	}
	t.Logf("pairs of teams first told apart by: %s", strings.Join(msg, ", "))
	var checks []func(*excelize.File)
	for _, more := range []func(*testing.T, string) ([]string, []func(*excelize.File)){
		varmaRecalc, rutschRecalc, schevRecalc, teamRecalc,
	} {
		fs, cs := more(t, dir)
		files, checks = append(files, fs...), append(checks, cs...)
	}
	outs := convert(t, soffice, "xlsx", files)
	for i, out := range outs {
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if i < len(events) {
			compareMolter(t, "LibreOffice "+events[i].String(), f, events[i], false)
		} else {
			checks[i-len(events)](f)
		}
		f.Close()
	}
}

// TestPrintBooks prints Molter, Varma, Scheveningen and team workbooks
// (and a small Rutsch) to PDF with LibreOffice and checks every page
// (checkPages: pages per sheet, no text below 8 points, no header over
// itself; checkTitles: no column title wrapped), with the long header of
// TestPrint.
func TestPrintBooks(t *testing.T) {
	soffice := needSoffice(t)
	needPoppler(t)
	// Expected pages, from the print rules. 7 teams of 6, 6 rounds: the
	// players (42 rows) on one page; envelopes 6 teams a page (2); board
	// cards one round a page (21 cards, 7 rows of 3: 6); pairings two
	// rounds of 21 boards a page (3); result sheets in landscape, two
	// teams a page (4). 13 teams of 6, 3 rounds: players 7 teams a page
	// (2); envelopes 3; cards 39 a round, 10 rows of 3 a page (2 a round:
	// 6); pairings one round of 39 boards a page (3); result sheets in
	// portrait, 4 teams a page (4); individual standings 78 rows (2).
	// Varma, 20 players: the four groups' slips (8, 7, 3, 2) on one page;
	// 64 players: groups of 30 and 29 numbers wrapped on the groups page,
	// 64 slips on 2 pages, 64 rows of drawing order and draw on 2 each.
	// Rutsch, 8 players: 7 rounds of 4 tables on one page. Scheveningen,
	// double match of 8: 16 rounds of 8 boards, 5 a page (4). Team round
	// robin of 12: 11 rounds of 6 matches, 4 a landscape page (3); its
	// 66 matches of 4 boards, 11 whole matches a page (6); its Tie-breaks
	// sheet, 12 teams, one page. The event for
	// the report (Event; Molter's FIDE report): 9 fields and a date for
	// each of at most 16 rounds, one page.
	// Constructed 15 teams of 4, 14 rounds: result sheets too wide for 8
	// points split between rounds at 85 %, 6 rounds a landscape page (3
	// pages across: rounds 1-6, 7-12, 13-14 and the total), 3 teams a page
	// (5 down): 15; pairings one round a page (14), cards 30 of a round on
	// one page (14). The grade matrix: 15 rounds of grades one page wide
	// at 8 points or more, 224 constructed sizes at about 40 rows a page
	// (6); 96 configurations of the document, their 6 rounds and the
	// constructed ones of the same shape one page wide (3).
	cases := []struct {
		m     Molter
		v     *Varma
		other func(io.Writer) error
		pages map[string]int
	}{
		{Molter{Teams: 7, Players: 6, Event: longTitle}, nil, nil, map[string]int{"Event": 1, "Teams": 1, "Players": 1, "Envelopes": 2,
			"Board cards": 6, "Pairings": 3, "Result sheets": 4, "Team standings": 1, "Individual standings": 1, "FIDE report": 1,
			"Rosters": 3}}, // 8 rows a team, 3 teams a page
		{Molter{Teams: 13, Players: 6, Rounds: 3, Lang: French}, nil, nil, map[string]int{"Tournoi": 1, "Équipes": 1,
			"Joueurs": 2, "Enveloppes": 3, "Cartons": 6, "Appariements": 3, "Grilles de résultats": 4,
			"Classement des équipes": 1, "Classement individuel": 2, "Rapport FIDE": 1, "Effectifs": 5}},
		{Molter{}, &Varma{N: 20, Draw: draw(t, entrants(rand.New(rand.NewPCG(1, 1)), 20, 6, 4, 3, 2), 1)}, nil, map[string]int{
			"Groups": 1, "Envelopes": 1, "Drawing order": 1, "Draw": 1, "Guide": 1}},
		{Molter{}, &Varma{N: 64, Lang: French}, nil, map[string]int{
			"Groupes": 1, "Enveloppes": 2, "Ordre du tirage": 2, "Tirage": 2, "Mode d'emploi": 1}},
		{other: func(w io.Writer) error { return WriteRutsch(w, Rutsch{N: 8}) },
			pages: map[string]int{"Players": 1, "Seating plan": 1, "Tables": 1, "Wall sheet": 1, "Result slips": 1, "Guide": 1, "Event": 1}},
		{other: func(w io.Writer) error {
			return WriteScheveningen(w, Scheveningen{M: 8, Double: true, Event: longTitle})
		},
			pages: map[string]int{"Teams": 1, "Match": 4, "Score": 1, "Wall sheet": 1, "Result slips": 2, "Guide": 1, "Event": 1, "Rosters": 1}},
		{other: func(w io.Writer) error {
			return WriteTeamRoundRobin(w, TeamRoundRobin{N: 12, Central: team.CentralLast, Event: longTitle})
		}, pages: map[string]int{"Teams": 1, "Schedule": 3, "Boards": 6, "Standings": 1, "Match sheets": 22, "Guide": 1, "Event": 1, "Tie-breaks": 1,
			"Rosters": 3}}, // 6 rows a team, 4 teams a page
		{Molter{Teams: 15, Players: 4, Rounds: 14, Source: molter.SourceConstructed, Event: longTitle}, nil, nil, map[string]int{
			"Event": 1, "Teams": 1, "Players": 2, "Envelopes": 3, "Board cards": 14, "Pairings": 14, "Result sheets": 15,
			"Team standings": 1, "Individual standings": 1, "FIDE report": 1, "Rosters": 4}},
		{other: func(w io.Writer) error { return WriteMolterGrades(w, MolterGrades{Lang: French, Event: longTitle}) },
			pages: map[string]int{"Construits": 6, "Construits, 16 rondes et +": 3, "Document": 3, "Mode d'emploi": 1}},
	}
	dir := t.TempDir()
	var files []string
	var books [][]byte
	for i, c := range cases {
		var buf bytes.Buffer
		write := func() error { return WriteMolter(&buf, c.m) }
		if c.v != nil {
			write = func() error { return WriteVarma(&buf, *c.v) }
		}
		if c.other != nil {
			write = func() error { return c.other(&buf) }
		}
		if err := write(); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, fmt.Sprintf("books-print%d.xlsx", i))
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
		books = append(books, buf.Bytes())
	}
	for i, pdf := range convert(t, soffice, "pdf", files) {
		name := fmt.Sprintf("books-print%d", i)
		keepPDF(pdf, name)
		pages := readPDF(t, pdf)
		checkPages(t, name, pages, cases[i].pages)
		checkTitles(t, name, books[i], pages)
	}
}
