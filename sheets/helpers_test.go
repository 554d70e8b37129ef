package sheets

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/xuri/excelize/v2"
)

// schedule lists the games of a tournament straight from internal/berger,
// round then board, the bye left out: the order the defined name Results
// promises.
func schedule(n, cycles int, swap bool) []tiebreak.Game {
	m := berger.Even(n)
	var games []tiebreak.Game
	for t := 1; t <= cycles*(m-1); t++ {
		for b := 1; b <= m/2; b++ {
			g := berger.ScheduleGame(m, cycles, swap, t, b)
			if g.White > n || g.Black > n {
				continue
			}
			games = append(games, tiebreak.Game{White: g.White, Black: g.Black})
		}
	}
	return games
}

// randomResults fills games with results: mostly played, some forfeits, a
// few double forfeits and a few games not played yet. With drawish, most
// games are draws, so that ties (shared ranks, direct encounters) happen.
func randomResults(rng *rand.Rand, games []tiebreak.Game, drawish bool) {
	for i := range games {
		x := rng.IntN(100)
		var r tiebreak.Result
		switch {
		case drawish && x < 70:
			r = tiebreak.Draw
		case x < 30:
			r = tiebreak.WhiteWins
		case x < 55:
			r = tiebreak.Draw
		case x < 80:
			r = tiebreak.BlackWins
		case x < 87:
			r = tiebreak.WhiteWinsByForfeit
		case x < 94:
			r = tiebreak.BlackWinsByForfeit
		case x < 97:
			r = tiebreak.DoubleForfeit
		default:
			r = tiebreak.None
		}
		games[i].Result = r
	}
}

// area is the cells a defined name refers to.
type area struct {
	sheet string
	cells []string
}

// definedArea resolves a workbook-scoped name of one rectangle.
func definedArea(t testing.TB, f *excelize.File, name string) area {
	t.Helper()
	for _, d := range f.GetDefinedName() {
		if d.Name != name || d.Scope != "Workbook" {
			continue
		}
		ref := strings.TrimPrefix(d.RefersTo, "=")
		i := strings.LastIndex(ref, "!")
		if i < 0 {
			t.Fatalf("name %s = %q: no sheet", name, d.RefersTo)
		}
		sheet := strings.ReplaceAll(strings.Trim(ref[:i], "'"), "''", "'")
		corners := strings.Split(strings.ReplaceAll(ref[i+1:], "$", ""), ":")
		c1, r1, err1 := excelize.CellNameToCoordinates(corners[0])
		c2, r2, err2 := excelize.CellNameToCoordinates(corners[len(corners)-1])
		if err1 != nil || err2 != nil {
			t.Fatalf("name %s = %q: %v %v", name, d.RefersTo, err1, err2)
		}
		var a area
		a.sheet = sheet
		for r := r1; r <= r2; r++ {
			for c := c1; c <= c2; c++ {
				a.cells = append(a.cells, cell(c, r))
			}
		}
		return a
	}
	t.Fatalf("no workbook-scoped name %s", name)
	return area{}
}

// fillResults types the results into the cells of Results and returns the
// new workbook bytes.
func fillResults(t testing.TB, data []byte, games []tiebreak.Game) []byte {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	res := definedArea(t, f, "Results")
	if len(res.cells) != len(games) {
		t.Fatalf("Results has %d cells, the schedule %d games", len(res.cells), len(games))
	}
	for i, g := range games {
		if err := f.SetCellStr(res.sheet, res.cells[i], g.Result.String()); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// numbers reads the values of a defined name as numbers; calc, when set,
// computes formulas with excelize instead of reading cached values.
func numbers(t testing.TB, f *excelize.File, name string, calc bool) []float64 {
	t.Helper()
	a := definedArea(t, f, name)
	out := make([]float64, len(a.cells))
	for i, c := range a.cells {
		out[i] = number(t, f, a.sheet, c, calc)
	}
	return out
}

func number(t testing.TB, f *excelize.File, sheet, c string, calc bool) float64 {
	t.Helper()
	var v string
	var err error
	if calc {
		v, err = f.CalcCellValue(sheet, c)
	} else {
		v, err = f.GetCellValue(sheet, c)
	}
	if err != nil {
		t.Fatalf("%s!%s: %v", sheet, c, err)
	}
	x, err := strconv.ParseFloat(v, 64)
	if err != nil {
		t.Fatalf("%s!%s = %q: not a number", sheet, c, v)
	}
	return x
}

// crossText is what the cross table shows for p against q: p's side of each
// of their games, in round order, separated by spaces.
func crossText(games []tiebreak.Game, p, q int) string {
	var s []string
	for _, g := range games {
		if g.Result == tiebreak.None || !(g.White == p && g.Black == q || g.White == q && g.Black == p) {
			continue
		}
		signs := []rune(g.Result.String())
		if g.White == p {
			s = append(s, string(signs[0]))
		} else {
			s = append(s, string(signs[len(signs)-1]))
		}
	}
	return strings.Join(s, " ")
}

// compare checks the workbook's values for every criterion against Go's.
func compare(t testing.TB, label string, f *excelize.File, l *layout, games []tiebreak.Game, calc bool) {
	t.Helper()
	want, err := tiebreak.Compute(l.N, games, l.order)
	if err != nil {
		t.Fatal(err)
	}
	bad := 0
	check := func(what string, got, want []float64) {
		for i := range want {
			if got[i] != want[i] && bad < 10 {
				bad++
				t.Errorf("%s: %s of player %d = %v, Go says %v", label, what, i+1, got[i], want[i])
			}
		}
	}
	check("Points", numbers(t, f, "Points", calc), want.Points)
	check("SonnebornBerger", numbers(t, f, "SonnebornBerger", calc), want.SB)
	check("Wins", numbers(t, f, "Wins", calc), want.Wins)
	ranks := make([]float64, l.N)
	for i, r := range want.Rank {
		ranks[i] = float64(r)
	}
	check("Rank", numbers(t, f, "Rank", calc), ranks)
	for _, k := range []tiebreak.Kind{tiebreak.Koya, tiebreak.BPG, tiebreak.BWG, tiebreak.DE, tiebreak.Won} {
		if _, de := l.beforeDE(); k == tiebreak.DE && !de {
			continue
		}
		got := make([]float64, l.N)
		for p := 1; p <= l.N; p++ {
			got[p-1] = number(t, f, l.sCross, cell(l.xcol(k), p+1), calc)
		}
		w := make([]float64, l.N)
		for p := 1; p <= l.N; p++ {
			w[p-1] = want.Value(k, p)
		}
		check(k.String(), got, w)
	}
	if calc {
		return // excelize's calc is only trusted with the sums
	}
	for p := 1; p <= l.N; p++ {
		for q := 1; q <= l.N; q++ {
			if p == q {
				continue
			}
			got, _ := f.GetCellValue(l.sCross, cell(l.xOpp(q), p+1))
			if w := crossText(games, p, q); got != w && bad < 10 {
				bad++
				t.Errorf("%s: cross table %d against %d = %q, want %q", label, p, q, got, w)
			}
		}
	}
	// The standings list the players by rank, each once.
	seen := map[int]bool{}
	prev := 0
	for pos := 1; pos <= l.N; pos++ {
		no := int(number(t, f, l.sStandings, cell(2, pos+1), false))
		rank := int(number(t, f, l.sStandings, cell(1, pos+1), false))
		if seen[no] || no < 1 || no > l.N || rank != want.Rank[no-1] || rank < prev {
			t.Errorf("%s: standings row %d: player %d rank %d (Go: %v)", label, pos, no, rank, want.Rank)
			break
		}
		seen[no], prev = true, rank
	}
}

// describe names a configuration in test messages.
func describe(rr RoundRobin) string {
	return fmt.Sprintf("n=%d cycles=%d swap=%v %s %s", rr.N, rr.Cycles, rr.Swap, rr.Lang, FormatTieBreaks(rr.TieBreaks))
}

// mustLayout is newLayout for tests.
func mustLayout(t testing.TB, rr RoundRobin) *layout {
	t.Helper()
	l, err := newLayout(rr)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// wantRefused checks that write refuses v, with an error holding msg, and
// writes nothing.
func wantRefused[T any](t *testing.T, write func(io.Writer, T) error, v T, msg string) {
	t.Helper()
	var buf bytes.Buffer
	if err := write(&buf, v); err == nil || !strings.Contains(err.Error(), msg) || buf.Len() > 0 {
		t.Errorf("%+v: %v, want %q", v, err, msg)
	}
}
