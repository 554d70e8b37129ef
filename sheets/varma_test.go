package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/berger"
	"github.com/toutesrondes/toutesrondes/tables/groups"
	"github.com/toutesrondes/toutesrondes/tables/varma"
	"github.com/xuri/excelize/v2"
)

func writeVarma(t testing.TB, v Varma) ([]byte, *excelize.File) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteVarma(&buf, v); err != nil {
		t.Fatalf("%+v: %v", v, err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return buf.Bytes(), f
}

// entrants makes n players in contingents of the given sizes (codes
// C00, C01, …), the rest without affinity, names shuffled.
func entrants(rng *rand.Rand, n int, sizes ...int) []varma.Entrant {
	var es []varma.Entrant
	for c, k := range sizes {
		for range k {
			es = append(es, varma.Entrant{Affinity: fmt.Sprintf("C%02d", c)})
		}
	}
	for len(es) < n {
		es = append(es, varma.Entrant{})
	}
	for i, p := range rng.Perm(n) {
		es[i].Name = fmt.Sprintf("Player %03d", p)
	}
	rng.Shuffle(n, func(i, j int) { es[i], es[j] = es[j], es[i] })
	return es
}

// slips reads the envelopes sheet: big envelope -> the numbers under it.
func slips(t testing.TB, f *excelize.File, v Varma) map[string][]int {
	t.Helper()
	rows, err := f.GetRows(v.Lang.T(sheetVEnvelopes))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]int{}
	env := ""
	for _, row := range rows[1:] {
		for _, c := range row {
			if rest, ok := strings.CutPrefix(c, v.Lang.T(lblBigEnv)+" "); ok {
				env, _, _ = strings.Cut(rest, " ")
				continue
			}
			if n, err := strconv.Atoi(c); err == nil {
				out[env] = append(out[env], n)
			}
		}
	}
	return out
}

func TestVarmaSheets(t *testing.T) {
	t.Parallel()
	for _, v := range []Varma{{N: 9}, {N: 11, Lang: French}, {N: 24}, {N: 64}} {
		tab, err := varma.New(v.N)
		if err != nil {
			t.Fatal(err)
		}
		_, f := writeVarma(t, v)
		want := []string{"Groups", "Envelopes", "Drawing order", "Draw", "Guide"}
		if v.Lang == French {
			want = []string{"Groupes", "Enveloppes", "Ordre du tirage", "Tirage", "Mode d'emploi"}
		}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Errorf("N=%d: sheets %q", v.N, got)
		}
		// The groups table is the Varma row.
		for i, g := range tab.Groups {
			name, _ := f.GetCellValue(want[0], cell(1, 5+i))
			nums, _ := f.GetCellValue(want[0], cell(2, 5+i))
			if name != g.Name || nums != numbersText(g.Players) {
				t.Errorf("N=%d: group row %d = %s (%s), want %s (%v)", v.N, i+1, name, nums, g.Name, g.Players)
			}
		}
		// One slip per pairing number, in its group's big envelope; the
		// bye's number has none.
		got := slips(t, f, v)
		count := 0
		for _, g := range tab.Groups {
			if !slices.Equal(got[g.Name], g.Players) {
				t.Errorf("N=%d: envelope %s holds %v, want %v", v.N, g.Name, got[g.Name], g.Players)
			}
			count += len(got[g.Name])
		}
		if count != v.N || len(got) != len(tab.Groups) {
			t.Errorf("N=%d: %d slips in %d envelopes", v.N, count, len(got))
		}
		// A blank form: N rows to fill, numbers validated 1..N.
		order := want[2]
		for r := 3; r < v.N+3; r++ {
			if name, _ := f.GetCellValue(order, cell(voName, r)); name != "" {
				t.Errorf("N=%d: blank form has %q", v.N, name)
			}
		}
		dvs, err := f.GetDataValidations(order)
		if err != nil || len(dvs) != 1 || dvs[0].Formula1 != "1" || dvs[0].Formula2 != strconv.Itoa(v.N) {
			t.Errorf("N=%d: number validation %+v %v", v.N, dvs, err)
		}
		if a := definedArea(t, f, "PlayerNames"); len(a.cells) != v.N {
			t.Errorf("N=%d: PlayerNames has %d cells", v.N, len(a.cells))
		}
	}
}

// drawOrder reads the drawing-order sheet.
func drawOrder(t testing.TB, f *excelize.File, v Varma) []varma.DrawnPlayer {
	t.Helper()
	sheet := v.Lang.T(sheetVOrder)
	var out []varma.DrawnPlayer
	for r := 3; r < v.N+3; r++ {
		var d varma.DrawnPlayer
		d.Name, _ = f.GetCellValue(sheet, cell(voName, r))
		d.Affinity, _ = f.GetCellValue(sheet, cell(voAffinity, r))
		d.Envelope, _ = f.GetCellValue(sheet, cell(voEnvelope, r))
		n, _ := f.GetCellValue(sheet, cell(voNumber, r))
		d.Number, _ = strconv.Atoi(n)
		if d.Envelope == v.Lang.T(lblLeftOver) {
			d.Envelope = ""
		}
		out = append(out, d)
	}
	return out
}

// TestVarmaDraw checks a seeded draw against the text's rules, without
// trusting the draw's own account: the drawing order (largest contingent
// first, ties by code, players by name), the numbers (a permutation of
// 1..N, each contingent inside the big envelope it drew), the contingents
// said to be kept apart (no two meet in the last three rounds of the
// Berger table), and the seed's reproducibility.
func TestVarmaDraw(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(9, 9))
	for _, c := range []struct {
		n     int
		sizes []int
	}{{11, []int{4, 3, 2}}, {20, []int{5, 5, 3, 2, 2}}, {33, []int{8, 6, 6, 2}}, {64, []int{12, 10, 9, 9, 3}}} {
		seed := rng.Uint64()
		es := entrants(rng, c.n, c.sizes...)
		v := Varma{N: c.n, Draw: draw(t, es, seed), Seed: &seed}
		_, f := writeVarma(t, v)
		got := drawOrder(t, f, v)
		size := map[string]int{}
		for _, e := range es {
			size[e.Affinity]++
		}
		sz := func(d varma.DrawnPlayer) int {
			if d.Affinity == "" {
				return 1
			}
			return size[d.Affinity]
		}
		used := map[int]bool{}
		for i, d := range got {
			if d.Number < 1 || d.Number > c.n || used[d.Number] {
				t.Fatalf("N=%d: %s drew %d (twice, or out of range)", c.n, d.Name, d.Number)
			}
			used[d.Number] = true
			if i == 0 {
				continue
			}
			p := got[i-1]
			switch {
			case sz(p) < sz(d):
				t.Errorf("N=%d: %s (%d) draws before %s (%d)", c.n, p.Affinity, sz(p), d.Affinity, sz(d))
			case sz(p) == sz(d) && p.Affinity != d.Affinity && (p.Affinity == "" || (d.Affinity != "" && p.Affinity > d.Affinity)):
				t.Errorf("N=%d: %q draws before %q", c.n, p.Affinity, d.Affinity)
			case p.Affinity == d.Affinity && p.Affinity != "" && p.Name > d.Name:
				t.Errorf("N=%d: %s draws before %s", c.n, p.Name, d.Name)
			}
		}
		// Each contingent inside the envelope it drew.
		env := map[string][]int{}
		for _, g := range slipsOf(t, f, v) {
			env[g.Name] = g.Players
		}
		for _, d := range got {
			if d.Envelope != "" && !slices.Contains(env[d.Envelope], d.Number) {
				t.Errorf("N=%d: %s drew %d from envelope %s %v", c.n, d.Name, d.Number, d.Envelope, env[d.Envelope])
			}
		}
		// The same list and seed draw the same.
		again, err := varma.Draw(es, varma.SeededRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		for i, d := range again.Draw {
			if d != got[i] {
				t.Errorf("N=%d seed %d: drawn again %+v, the workbook %+v", c.n, seed, d, got[i])
			}
		}
		// "kept apart": no two members meet in the last three rounds.
		m := c.n + c.n%2
		sched, _ := berger.New(m)
		number := map[string]int{}
		for _, d := range got {
			number[d.Name] = d.Number
		}
		rows, _ := f.GetRows(v.Lang.T(sheetVDraw))
		apart := 0
		for _, row := range rows[c.n+2:] {
			if len(row) == 0 || !strings.HasSuffix(row[0], " — "+v.Lang.T(lblKeptApart)) {
				continue
			}
			aff, _, _ := strings.Cut(row[0], " ")
			var members []int
			for _, d := range got {
				if d.Affinity == aff {
					members = append(members, d.Number)
				}
			}
			for r := m - 3; r < m; r++ {
				games, _ := sched.Round(r)
				for _, g := range games {
					if slices.Contains(members, g.White) && slices.Contains(members, g.Black) {
						t.Errorf("N=%d: %s said kept apart, but %d and %d meet in round %d", c.n, aff, g.White, g.Black, r)
					}
				}
			}
			apart++
		}
		if apart == 0 {
			t.Errorf("N=%d: no contingent kept apart", c.n)
		}
	}
}

// slipsOf is slips as groups.
func slipsOf(t testing.TB, f *excelize.File, v Varma) []groups.Group {
	var out []groups.Group
	for name, ps := range slips(t, f, v) {
		out = append(out, groups.Group{Name: name, Players: ps})
	}
	return out
}

// varmaByNumber is what the Draw sheet must show: the names by pairing
// number of the drawing order typed in f (a number typed twice: the first).
func varmaByNumber(drawn []varma.DrawnPlayer, n int) []string {
	out := make([]string, n)
	for _, d := range drawn {
		if d.Number >= 1 && d.Number <= n && out[d.Number-1] == "" {
			out[d.Number-1] = d.Name
		}
	}
	return out
}

func TestVarmaBadInput(t *testing.T) {
	t.Parallel()
	one := uint64(1)
	for _, c := range []struct {
		v   Varma
		msg string
	}{
		{Varma{N: 8}, "8 players: want 9 to 64"},
		{Varma{N: 65}, "65 players: want 9 to 64"},
		{Varma{N: 10, Draw: &varma.DrawResult{Draw: make([]varma.DrawnPlayer, 9)}}, "9 players listed for 10"},
		{Varma{N: 9, Seed: &one}, "a seed without players"},
		{Varma{N: 9, Draw: &varma.DrawResult{Draw: named("A", "B", "A", "C", "D", "E", "F", "G", "H")}}, `players 1 and 3 have the same name "A"`},
		{Varma{N: 9, Lang: "xx"}, `language "xx"`},
	} {
		wantRefused(t, WriteVarma, c.v, c.msg)
	}
}

func named(names ...string) []varma.DrawnPlayer {
	out := make([]varma.DrawnPlayer, len(names))
	for i, n := range names {
		out[i].Name = n
	}
	return out
}

// draw makes the drawing of lots of es with seed, as mkxlsx varma does.
func draw(t testing.TB, es []varma.Entrant, seed uint64) *varma.DrawResult {
	t.Helper()
	d, err := varma.Draw(es, varma.SeededRand(seed))
	if err != nil {
		t.Fatal(err)
	}
	return &d
}

// varmaRecalc writes Varma workbooks for LibreOffice to recalculate in
// TestLibreOfficeBooks: a seeded draw, whose Draw sheet must list the
// drawn players by pairing number; and a blank form filled in as an arbiter
// would, one number typed twice, which the check column must flag. It
// returns the files and, for each, the check of the recalculated file.
func varmaRecalc(t *testing.T, dir string) ([]string, []func(*excelize.File)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(8, 8))
	seed := uint64(2026)
	drawn := Varma{N: 23, Draw: draw(t, entrants(rng, 23, 7, 5, 4, 2), seed), Seed: &seed, Lang: French}
	form := Varma{N: 12}
	var files []string
	var checks []func(*excelize.File)
	for i, v := range []Varma{drawn, form} {
		data, f := writeVarma(t, v)
		var typed []varma.DrawnPlayer
		if v.Draw == nil {
			// Players 1..12 typed, contingent X of three; numbers 12, 11, …,
			// 2, and 2 again for the last player (a slip).
			sheet := v.Lang.T(sheetVOrder)
			for i := range v.N {
				d := varma.DrawnPlayer{Name: fmt.Sprintf("P%d", i+1), Number: max(2, v.N-i)}
				if i < 3 {
					d.Affinity = "X"
				}
				r := i + 3
				f.SetCellStr(sheet, cell(voName, r), d.Name)
				f.SetCellStr(sheet, cell(voAffinity, r), d.Affinity)
				f.SetCellInt(sheet, cell(voNumber, r), int64(d.Number))
				typed = append(typed, d)
			}
			var buf bytes.Buffer
			if _, err := f.WriteTo(&buf); err != nil {
				t.Fatal(err)
			}
			data = buf.Bytes()
		} else {
			typed = drawOrder(t, f, v)
		}
		path := filepath.Join(dir, fmt.Sprintf("varma%d.xlsx", i))
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
		checks = append(checks, func(f *excelize.File) {
			label := fmt.Sprintf("LibreOffice Varma N=%d", v.N)
			want := varmaByNumber(typed, v.N)
			a := definedArea(t, f, "PlayerNames")
			sheet := v.Lang.T(sheetVDraw)
			count := map[int]int{}
			for _, d := range typed {
				count[d.Number]++
			}
			for p := 1; p <= v.N; p++ {
				got, _ := f.GetCellValue(a.sheet, a.cells[p-1])
				if got != want[p-1] {
					t.Errorf("%s: number %d is %q, want %q", label, p, got, want[p-1])
				}
				chk, _ := f.GetCellValue(sheet, cell(vdCheck, p+1))
				if wantChk := fmt.Sprintf(v.Lang.T(lblDrawnTwice), count[p]); (count[p] > 1) != (chk != "") || (chk != "" && chk != wantChk) {
					t.Errorf("%s: check of number %d is %q (drawn %d times)", label, p, chk, count[p])
				}
			}
			order := v.Lang.T(sheetVOrder)
			for i, d := range typed {
				got, _ := f.GetCellValue(order, cell(voSize, i+3))
				want := 1
				for _, e := range typed {
					if d.Affinity != "" && e.Affinity == d.Affinity && e != d {
						want++
					}
				}
				if got != strconv.Itoa(want) {
					t.Errorf("%s: %s's contingent has %s players, want %d", label, d.Name, got, want)
				}
			}
		})
	}
	return files, checks
}
