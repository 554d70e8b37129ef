package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
)

func call(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

// The text output is laid out as 000/001 print the tables (round label, then
// the pairings with an en dash), and agrees with the printed 10-player table.
func TestBergerText(t *testing.T) {
	code, out, errs := call("berger", "10")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 10 {
		t.Fatalf("%d lines:\n%s", len(lines), out)
	}
	// 001, "4 – Pour 9 ou 10 joueurs", R4: (10) – 7 8 – 6 9 – 5 1 – 4 2 – 3.
	if got := strings.Join(strings.Fields(lines[4]), " "); got != "R4 10 – 7 8 – 6 9 – 5 1 – 4 2 – 3" {
		t.Errorf("R4: %q", got)
	}
}

func TestBergerJSON(t *testing.T) {
	for _, args := range [][]string{
		{"berger", "9", "-format", "json"},
		{"berger", "-format", "json", "9"},
		{"berger", "-format=json", "9", "-double"},
		{"berger", "9", "-cycles", "3", "-format", "json", "-swap=false"},
	} {
		code, out, errs := call(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		var v struct {
			System  string
			Players int
			Cycles  int
			Rounds  []struct {
				Round  int
				Boards []struct{ Board, White, Black int }
				Bye    *int
			}
		}
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		if v.System != "berger" || v.Players != 9 || len(v.Rounds) != 9*v.Cycles {
			t.Errorf("%v: %+v", args, v)
		}
		rounds := make([][]berger.Game, 0)
		for i, r := range v.Rounds {
			if r.Round != i+1 || r.Bye == nil || *r.Bye < 1 || len(r.Boards) != 4 {
				t.Errorf("%v: round %+v", args, r)
				continue
			}
			games := []berger.Game{{White: *r.Bye, Black: 10}}
			for j, b := range r.Boards {
				if b.Board != j+1 {
					t.Errorf("%v: round %d board numbered %d", args, r.Round, b.Board)
				}
				games = append(games, berger.Game{White: b.White, Black: b.Black})
			}
			rounds = append(rounds, games)
		}
		// Each cycle, bye included, is a round robin of 10.
		for c := 0; c < v.Cycles; c++ {
			if err := berger.CheckMatchings("json", 10, rounds[c*9:(c+1)*9]); err != nil {
				t.Errorf("%v: %v", args, err)
			}
		}
	}
	// Even N: no "bye" key at all.
	_, out, _ := call("berger", "4", "-format", "json")
	if strings.Contains(out, "bye") {
		t.Errorf("bye key for even N:\n%s", out)
	}
}

func TestErrata(t *testing.T) {
	code, out, _ := call("errata", "-format", "json")
	if code != 0 {
		t.Fatal(code)
	}
	var list []map[string]any
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range list {
		for _, k := range []string{"document", "table", "round", "board", "printed", "corrected", "reason"} {
			if _, ok := e[k]; !ok {
				t.Errorf("erratum lacks %q: %v", k, e)
			}
		}
		if e["table"] == "000/18" && e["printed"] == "11-14" && e["corrected"] == "11-12" && e["round"] == 5.0 && e["board"] == 9.0 {
			found = true
		}
	}
	if !found {
		t.Errorf("the 000/18 erratum is missing:\n%s", out)
	}
	code, out, _ = call("errata")
	if code != 0 || !strings.Contains(out, "printed 11-14, corrected 11-12") {
		t.Errorf("text: %d\n%s", code, out)
	}
}

func TestBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "usage: pairings"},
		{[]string{"bogus"}, `unknown command "bogus"`},
		{[]string{"berger"}, "want one argument N"},
		{[]string{"berger", "ten"}, `N "ten": want a whole number`},
		{[]string{"berger", "1"}, "1 players: a round robin needs 2 to"},
		{[]string{"berger", "-5"}, "-5 players: a round robin needs 2 to"},
		{[]string{"berger", "100001"}, "a round robin needs 2 to 100000"},
		{[]string{"berger", "10", "-format", "xml"}, `-format "xml": want text or json`},
		{[]string{"berger", "10", "-cycles", "0"}, "0 cycles"},
		{[]string{"berger", "10", "-double", "-cycles", "3"}, "-double and -cycles 3 disagree"},
		{[]string{"berger", "10", "-nope"}, "flag provided but not defined: -nope"},
		{[]string{"berger", "10", "11"}, "want one argument N"},
		{[]string{"errata", "x"}, `unexpected argument "x"`},
	} {
		code, out, errs := call(c.args...)
		if code != 2 || !strings.Contains(errs, c.want) || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errs, c.want)
		}
	}
}

// TestBinary runs the real command: exit codes and output through a process.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	exe := filepath.Join(t.TempDir(), "pairings")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	out, err := exec.Command(exe, "berger", "4").Output()
	if err != nil || !strings.Contains(string(out), "R1  1 – 4  2 – 3") {
		t.Errorf("%v: %q", err, out)
	}
	cmd := exec.Command(exe, "berger", "0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(stderr.String(), "0 players") {
		t.Errorf("berger 0: %v, %q", err, stderr.String())
	}
	_ = os.Remove(exe)
}
