package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/rutsch"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

type rutschJSON struct {
	System  string
	Players int
	Rounds  []struct {
		Round  int
		Tables []struct{ Table, Left, Right, White, Black int }
		Bye    int
	}
}

// The JSON output agrees with 003's printed examples (the spec's
// transcriptions) and is a round robin, for the sizes around them.
func TestRutschJSON(t *testing.T) {
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	printed := map[int]*spec.RutschExample{}
	for _, ex := range s.RutschExamples {
		printed[ex.Players] = ex
	}
	for n := 2; n <= 20; n++ {
		args := []string{"rutsch", "-format", "json", strconv.Itoa(n)}
		if n%2 == 1 {
			args = []string{"rutsch", strconv.Itoa(n), "-format=json"}
		}
		code, out, errs := call(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		var v rutschJSON
		dec := json.NewDecoder(strings.NewReader(out))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil || v.System != "rutsch" || v.Players != n {
			t.Fatalf("%v: %v %+v", args, err, v)
		}
		var plans []rutsch.Plan
		for i, r := range v.Rounds {
			p := rutsch.Plan{Bye: r.Bye}
			for j, tb := range r.Tables {
				if tb.Table != j+1 || tb.White+tb.Black != tb.Left+tb.Right {
					t.Fatalf("n=%d round %d: %+v", n, i+1, tb)
				}
				p.Left, p.Right = append(p.Left, tb.Left), append(p.Right, tb.Right)
			}
			plans = append(plans, p)
			ex := printed[n]
			if ex == nil {
				continue
			}
			num := map[string]int{}
			for k, name := range ex.Names {
				num[name] = k + 1
			}
			pr := ex.Rounds[i]
			for j := range pr.Left {
				if num[pr.Left[j]] != p.Left[j] || num[pr.Right[j]] != p.Right[j] {
					t.Errorf("n=%d round %d table %d: %d %d, 003 prints %s %s", n, i+1, j+1, p.Left[j], p.Right[j], pr.Left[j], pr.Right[j])
				}
			}
			if num[pr.Bye] != p.Bye {
				t.Errorf("n=%d round %d: exempt %d, 003 prints %s", n, i+1, p.Bye, pr.Bye)
			}
		}
		if err := rutsch.Check("json", n, plans); err != nil {
			t.Error(err)
		}
	}
}

func TestRutschText(t *testing.T) {
	code, out, _ := call("rutsch", "7")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	// 003: round 1 is E D, F C, G B, A exempt (A…G = 1…7).
	if code != 0 || len(lines) != 4+7 || strings.Join(strings.Fields(lines[4]), " ") != "1 5 4 6 3 7 2 1" {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestRutschBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rutsch"}, "want one argument N (the number of players), got 0"},
		{[]string{"rutsch", "1"}, "1 players: a Rutsch tournament needs 2 to 100000"},
		{[]string{"rutsch", "-5"}, "-5 players: a Rutsch tournament needs 2 to 100000"},
		{[]string{"rutsch", "12x"}, `N "12x": want a whole number`},
		{[]string{"rutsch", "8", "-format", "csv"}, `-format "csv": want text or json`},
	} {
		code, out, errs := call(c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", c.args, code, out, errs)
		}
	}
}
