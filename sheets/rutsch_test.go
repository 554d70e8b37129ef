package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/tables/rutsch"
	"github.com/xuri/excelize/v2"
)

func writeBook(t testing.TB, write func(*bytes.Buffer) error) ([]byte, *excelize.File) {
	t.Helper()
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return buf.Bytes(), f
}

// rutschGames lists the games of a Rutsch tournament from package tables,
// round then table: the order Results promises.
func rutschGames(t testing.TB, n int) []tiebreak.Game {
	t.Helper()
	tour, err := rutsch.New(n)
	if err != nil {
		t.Fatal(err)
	}
	var games []tiebreak.Game
	for r := 1; r <= tour.Rounds(); r++ {
		rd, _ := tour.Round(r)
		for _, tb := range rd.Tables {
			games = append(games, tiebreak.Game{White: tb.White(), Black: tb.Black()})
		}
	}
	return games
}

// TestRutschPlan reads the seating plan back and checks it as a round robin
// without the API: each round every player sits once (the exempt one
// aside), every pair meets once, everyone is exempt once for odd N; a grey
// seat is the black one, and the colour stays with the seat (left white at
// odd tables). The tables sheet holds the same games, white first.
func TestRutschPlan(t *testing.T) {
	t.Parallel()
	for _, r := range []Rutsch{{N: 3}, {N: 7}, {N: 8, Lang: French}, {N: 33}, {N: 64}} {
		_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteRutsch(b, r) })
		want := []string{"Players", "Seating plan", "Tables", "Wall sheet", "Result slips", "Guide", "Event"}
		if r.Lang == French {
			want = []string{"Joueurs", "Plan de table", "Tables", "Affichage", "Fiches de résultat", "Mode d'emploi", "Tournoi"}
		}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Fatalf("N=%d: sheets %q", r.N, got)
		}
		plan := want[1]
		rounds := r.N - 1 + r.N%2
		k := r.N / 2
		met := map[[2]int]int{}
		byes := map[int]int{}
		var games []tiebreak.Game
		num := func(c, row int) int {
			v, _ := f.GetCellValue(plan, cell(c, row))
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatalf("N=%d: %s!%s = %q", r.N, plan, cell(c, row), v)
			}
			return n
		}
		shaded := func(c, row int) bool {
			id, _ := f.GetCellStyle(plan, cell(c, row))
			st, _ := f.GetStyle(id)
			return len(st.Fill.Color) > 0
		}
		for rd := 1; rd <= rounds; rd++ {
			row := planRow(rd)
			seen := map[int]bool{}
			for tb := 1; tb <= k; tb++ {
				left, right := num(2+tb, row), num(2+tb, row+1)
				if shaded(2+tb, row) == shaded(2+tb, row+1) {
					t.Fatalf("N=%d round %d table %d: both seats or neither grey", r.N, rd, tb)
				}
				if leftBlack := shaded(2+tb, row); leftBlack != (tb%2 == 0) {
					t.Errorf("N=%d round %d table %d: the left seat is black: %v", r.N, rd, tb, leftBlack)
				}
				w, b := left, right
				if shaded(2+tb, row) {
					w, b = right, left
				}
				games = append(games, tiebreak.Game{White: w, Black: b})
				met[[2]int{min(w, b), max(w, b)}]++
				for _, p := range []int{w, b} {
					if seen[p] || p < 1 || p > r.N {
						t.Fatalf("N=%d round %d: player %d twice or out of range", r.N, rd, p)
					}
					seen[p] = true
				}
			}
			if r.N%2 == 1 {
				bye := num(3+k, row)
				if seen[bye] {
					t.Fatalf("N=%d round %d: the exempt %d plays", r.N, rd, bye)
				}
				byes[bye]++
			}
		}
		if len(met) != r.N*(r.N-1)/2 {
			t.Errorf("N=%d: %d pairs meet, want %d", r.N, len(met), r.N*(r.N-1)/2)
		}
		for pair, n := range met {
			if n != 1 {
				t.Errorf("N=%d: %v meet %d times", r.N, pair, n)
			}
		}
		if r.N%2 == 1 && len(byes) != r.N {
			t.Errorf("N=%d: %d players exempt", r.N, len(byes))
		}
		// The tables sheet: the same games in the same order, on the rows of
		// Results; the plan is the API's.
		res := definedArea(t, f, "Results")
		api := rutschGames(t, r.N)
		if len(res.cells) != len(games) || !slices.Equal(games, api) {
			t.Fatalf("N=%d: %d result cells, %d games on the plan, the API %d (or other games)", r.N, len(res.cells), len(games), len(api))
		}
		for i, c := range res.cells {
			col, row, _ := excelize.CellNameToCoordinates(c)
			w := number(t, f, res.sheet, cell(col-2, row), false)
			b := number(t, f, res.sheet, cell(col+1, row), false)
			if int(w) != games[i].White || int(b) != games[i].Black {
				t.Fatalf("N=%d: Results cell %d is on the row of %v-%v, want %v", r.N, i+1, w, b, games[i])
			}
		}
	}
}

func TestRutschBadInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		r   Rutsch
		msg string
	}{
		{Rutsch{N: 2}, "2 players: want 3 to 64"},
		{Rutsch{N: 65}, "65 players: want 3 to 64"},
		{Rutsch{N: 3, Players: make([]Player, 4)}, "4 players listed for 3"},
		{Rutsch{N: 5, Lang: "de"}, `language "de"`},
	} {
		wantRefused(t, WriteRutsch, c.r, c.msg)
	}
}

// rutschRecalc: Rutsch workbooks with random results, whose Points and Rank
// LibreOffice must compute as tiebreak does (points only).
func rutschRecalc(t *testing.T, dir string) ([]string, []func(*excelize.File)) {
	rng := rand.New(rand.NewPCG(6, 6))
	var files []string
	var checks []func(*excelize.File)
	for _, n := range []int{7, 12} {
		games := rutschGames(t, n)
		randomResults(rng, games, n == 12)
		data, _ := writeBook(t, func(b *bytes.Buffer) error { return WriteRutsch(b, Rutsch{N: n}) })
		path := filepath.Join(dir, fmt.Sprintf("rutsch%d.xlsx", n))
		if err := os.WriteFile(path, fillResults(t, data, games), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
		checks = append(checks, func(f *excelize.File) {
			want, err := tiebreak.Compute(n, games, nil)
			if err != nil {
				t.Fatal(err)
			}
			pts, rank := numbers(t, f, "Points", false), numbers(t, f, "Rank", false)
			for p := range n {
				if pts[p] != want.Points[p] || int(rank[p]) != want.Rank[p] {
					t.Errorf("LibreOffice Rutsch N=%d: player %d has %v points, rank %v; Go: %v, %d", n, p+1, pts[p], rank[p], want.Points[p], want.Rank[p])
				}
			}
		})
	}
	return files, checks
}
