package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The JSON output has the fields the issue spells, in its order, and agrees
// with the document (Tableau 17, line 430: 1 A1 – D1 … 1 A1 – F1).
func TestMolterJSON(t *testing.T) {
	for _, args := range [][]string{
		{"molter", "7", "6", "-format", "json"},
		{"molter", "-format=json", "7", "6"},
	} {
		code, out, errs := call(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		if !strings.HasPrefix(out, `{"system":"molter","table":"17","teams":7,"players":6,"rounds":[{"round":1,"boards":[{"board":1,"white":"A1","black":"D1"},`) || strings.Count(out, "\n") != 1 {
			t.Errorf("%v: %.200s", args, out)
		}
		var v struct {
			Rounds []struct {
				Round  int
				Boards []struct {
					Board        int
					White, Black string
				}
			}
			Autonomous *struct {
				Boards []struct {
					Board        int
					White, Black string
				}
			}
		}
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatal(err)
		}
		if len(v.Rounds) != 6 || len(v.Rounds[5].Boards) != 21 || v.Autonomous == nil || v.Autonomous.Boards[0].Black != "F1" {
			t.Errorf("%v: %+v", args, v)
		}
	}
	// No autonomous round: the field is absent (Peyrin), or withheld with
	// the defects named (13 teams of 12).
	_, out, _ := call("molter", "-table", "peyrin", "-format", "json")
	if strings.Contains(out, "autonomous") || !strings.Contains(out, `"table":"peyrin"`) {
		t.Errorf("peyrin: %s", out)
	}
	_, out, _ = call("molter", "13", "12", "-format", "json")
	if strings.Contains(out, `"autonomous"`) || !strings.Contains(out, `"defects":[`) || !strings.Contains(out, "004/42a-unprinted") {
		t.Errorf("13 12: %.300s", out)
	}
}

// The text output is laid out as the document prints it: board numbers
// leading each line, a column per round, the autonomous round last.
func TestMolterText(t *testing.T) {
	code, out, errs := call("molter", "-table", "17")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(out, "\n")
	if !strings.HasPrefix(lines[0], "Tableau 17 : 7 équipes à 6 ou 12 joueurs.") {
		t.Errorf("title %q", lines[0])
	}
	// The headings speak the output's language, the document's words in
	// French, never both in one table.
	if got := strings.Join(strings.Fields(lines[2]), " "); got != "Round 1 Round 2 Round 3 Round 4 Round 5 Round 6 No. 17a autonomous round" {
		t.Errorf("header %q", got)
	}
	if !strings.HasPrefix(lines[1], "7 teams of 12 players (ABCDEFG); Molter system, Tableau 17") {
		t.Errorf("origin %q", lines[1])
	}
	if _, fr, _ := call("molter", "-table", "17", "-lang", "fr"); !strings.Contains(fr, "\n7 équipes de 12 joueurs (ABCDEFG) ; Système Molter, Tableau 17\n") ||
		!strings.Contains(strings.Join(strings.Fields(fr), " "), "Ronde 1 Ronde 2 Ronde 3 Ronde 4 Ronde 5 Ronde 6 N° 17a Ronde autonome") ||
		!strings.Contains(fr, "Jouez les rondes deux par deux") {
		t.Errorf("-lang fr:\n%s", fr)
	}
	// Document line 471, board 42, as corrected: round 2 prints G12 – C12,
	// the erratum reads G12 – F12.
	if got := strings.Join(strings.Fields(lines[3+41]), " "); got != "42 E12 – G12 G12 – F12 F12 – C12 G12 – B12 G12 – C12 D12 – G12 42 F12 – A12" {
		t.Errorf("board 42: %q", got)
	}
	if !strings.Contains(out, "the autonomous round 17a may follow rounds 1 to 4 (events of 1, 3 or 5 rounds)") {
		t.Errorf("no advice on the autonomous round:\n%s", out)
	}
	_, out, _ = call("molter", "13", "10")
	if !strings.Contains(out, "No autonomous round: defect 004/42a-unprinted") {
		t.Errorf("13 10: defect not said:\n%s", out)
	}
	_, out, _ = call("molter", "3", "4")
	if !strings.Contains(out, "The autonomous round 1a serves a one-round event only.") {
		t.Errorf("3 4:\n%s", out)
	}
}

// Bad input: a message naming the problem, exit status 2.
func TestMolterBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"molter", "10", "4"}, "nearest covered: 10 teams of 6 (Tableau 28), 9 teams of 4 (Tableau 26)"},
		{[]string{"molter", "7"}, "want two arguments T (teams) and P (players per team), got 1"},
		{[]string{"molter", "x", "6"}, `T "x": want a whole number`},
		{[]string{"molter", "-table", "99"}, "-table 99: no such table in the document (tables: 1 2 3 "},
		{[]string{"molter", "-table", "17", "7", "6"}, "give either T P or -table N, not both"},
		{[]string{"molter", "7", "6", "-format", "xml"}, `-format "xml": want text or json`},
	} {
		code, out, errs := call(c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || !strings.Contains(errs, "usage: pairings molter") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", c.args, code, out, errs)
		}
	}
}

// pairings errata lists the Molter errata, written like C2-B1.
func TestMolterErrata(t *testing.T) {
	_, out, _ := call("errata")
	for _, want := range []string{
		"Molter system, table 004/17, round 2, board 42: printed G12-C12, corrected G12-F12",
		"Molter system, table 004/30, round 1, board 16: printed R4-A4, corrected B4-A4",
		"Molter system, table 004/derive-19, round 1, board 29: printed 22. B7-G7, corrected 22. B7-F7",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("errata lacks %q", want)
		}
	}
}

// -report adds the checks that hold and the balance.
func TestMolterReport(t *testing.T) {
	_, out, _ := call("molter", "7", "6", "-report")
	if !strings.Contains(out, "checks that hold: players, own-team, order, layout, colours, teams-met, autonomous, whites, complete, sno\nbalance: ") {
		t.Errorf("no report:\n%s", out)
	}
	_, out, _ = call("molter", "7", "6", "-report", "-format", "json")
	if !strings.Contains(out, `"report":"checks that hold:`) {
		t.Errorf("no report in json:\n%.200s", out)
	}
}
