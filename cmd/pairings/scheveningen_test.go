package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/scheveningen"
)

type schevJSON struct {
	System  string
	Players int
	Rounds  []struct {
		Round  int
		Boards []struct {
			Board        int
			White, Black string
		}
	}
}

// toTable reads the JSON output back into a table for the checks of
// internal/scheveningen.
func (v schevJSON) toTable(t *testing.T) scheveningen.Table {
	tb := scheveningen.Table{M: v.Players}
	for i, r := range v.Rounds {
		if r.Round != i+1 {
			t.Fatalf("round numbered %d", r.Round)
		}
		var round []scheveningen.Game
		for j, b := range r.Boards {
			var g scheveningen.Game
			var a, o string
			if strings.HasPrefix(b.White, "A") {
				a, o, g.AWhite = b.White, b.Black, true
			} else {
				a, o = b.Black, b.White
			}
			if b.Board != j+1 || a[0] != 'A' || o[0] != 'B' {
				t.Fatalf("round %d board %+v", r.Round, b)
			}
			g.A, _ = strconv.Atoi(a[1:])
			g.B, _ = strconv.Atoi(o[1:])
			round = append(round, g)
		}
		tb.Rounds = append(tb.Rounds, round)
	}
	return tb
}

// The JSON output has exactly the fields the issue spells, on one line,
// and is a Scheveningen match keeping the rules.
func TestScheveningenJSON(t *testing.T) {
	for _, args := range [][]string{
		{"scheveningen", "4", "-format", "json"},
		{"scheveningen", "-format=json", "4"},
		{"scheveningen", "-format", "json", "-double", "4"},
		{"scheveningen", "4", "-double", "-format", "json"},
	} {
		code, out, errs := call(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		if !strings.HasPrefix(out, `{"system":"scheveningen","players":4,"rounds":[{"round":1,"boards":[{"board":1,"white":"A1","black":"B1"},`) || strings.Count(out, "\n") != 1 {
			t.Errorf("%v: %.200s", args, out)
		}
		var v schevJSON
		dec := json.NewDecoder(strings.NewReader(out))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		tb := v.toTable(t)
		double := strings.Contains(strings.Join(args, " "), "-double")
		cycles, rules := 1, scheveningen.Strict
		if double {
			cycles, rules.Balance, rules.Loose = 2, 0, true
		}
		if err := scheveningen.CheckPairings("json", tb, cycles); err != nil {
			t.Errorf("%v: %v", args, err)
		} else if err := scheveningen.CheckColours("json", tb, rules); err != nil {
			t.Errorf("%v: %v", args, err)
		}
	}
}

// Every size of the range answers; the text says where the table comes from
// and has a line per board under a "Round" header ("Ronde" in French), as 000/001 print the
// tables.
func TestScheveningenText(t *testing.T) {
	for m := 1; m <= 30; m++ {
		code, out, errs := call("scheveningen", strconv.Itoa(m))
		if code != 0 {
			t.Fatalf("m=%d: exit %d: %s", m, code, errs)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if first := strings.Fields(lines[3])[0]; len(lines) != m+4 || !strings.HasPrefix(lines[2], "Round 1") || (first != "A1-B1" && first != "B1-A1") {
			t.Fatalf("m=%d:\n%s", m, out)
		}
		// 000/001 print tables for 4, 5, 6 and 8; the one for 5 breaks the
		// rules, the one for 8 needs its errata.
		origin := "Table: computed"
		switch m {
		case 4, 6:
			origin = "Table: printed in 000/001"
		case 5:
			origin = "Table: computed (the table printed in 000/001 does not keep a rule of the computed tables: 000/scheveningen-5 round 3: team A has white on 2 boards, want 3)"
		case 8:
			origin = "Table: printed in 000/001, 4 errata applied (pairings errata lists them)"
		}
		if lines[1] != origin {
			t.Errorf("m=%d: %q, want %q", m, lines[1], origin)
		}
		for _, l := range lines {
			if strings.TrimRight(l, " ") != l {
				t.Errorf("m=%d: trailing blanks in %q", m, l)
			}
		}
	}
	_, out, _ := call("scheveningen", "2")
	if !strings.Contains(out, "team A has white on 2 0 boards") {
		t.Errorf("m=2: %s", out)
	}
}

// Bad input: a message naming the problem, exit status 2.
func TestScheveningenBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"scheveningen"}, "want one argument m (the players of each team), got 0"},
		{[]string{"scheveningen", "4", "5"}, "got 2"},
		{[]string{"scheveningen", "x"}, `m "x": want a whole number`},
		{[]string{"scheveningen", "0"}, "teams of 0: the Scheveningen tables serve teams of 1 to 30 players"},
		{[]string{"scheveningen", "31"}, "teams of 31"},
		{[]string{"scheveningen", "4", "-format", "xml"}, `-format "xml": want text or json`},
		{[]string{"scheveningen", "4", "-triple"}, "flag provided but not defined: -triple"},
	} {
		code, out, errs := call(c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || !strings.Contains(errs, "usage: pairings scheveningen") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", c.args, code, out, errs)
		}
	}
}
