package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
	"github.com/xuri/excelize/v2"
)

// schevRows reads the Match sheet: per row, white, black and the round.
type schevRow struct {
	round        int
	white, black string
}

func readSchev(t testing.TB, f *excelize.File, sc Scheveningen) []schevRow {
	t.Helper()
	res := definedArea(t, f, "Results")
	var out []schevRow
	round := 0
	prev := ""
	for _, c := range res.cells {
		col, row, _ := excelize.CellNameToCoordinates(c)
		// excelize reads a merged cell's value in every cell of the merge.
		if v, _ := f.GetCellValue(res.sheet, cell(sRound, row)); v != prev {
			round, prev = round+1, v
			if v != fmt.Sprint(round) {
				t.Fatalf("m=%d: round %s where %d is due", sc.M, v, round)
			}
		}
		w, _ := f.GetCellValue(res.sheet, cell(col-2, row))
		b, _ := f.GetCellValue(res.sheet, cell(col+1, row))
		out = append(out, schevRow{round, w, b})
	}
	return out
}

// TestScheveningenMatch reads the match back and checks the system's rules
// without the API: every Ai meets every Bj once per cycle, everyone plays
// once a round, and the second cycle reverses the colours of the first's
// games; then that the rows are the API's, board by board.
func TestScheveningenMatch(t *testing.T) {
	t.Parallel()
	for _, sc := range []Scheveningen{{M: 1}, {M: 2}, {M: 4, Double: true, Lang: French}, {M: 5}, {M: 8, Double: true}, {M: 30}} {
		_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteScheveningen(b, sc) })
		want := []string{"Teams", "Match", "Score", "Wall sheet", "Result slips", "Guide", "Event", "Rosters"}
		if sc.Lang == French {
			want = []string{"Équipes", "Rencontre", "Score", "Affichage", "Fiches de résultat", "Mode d'emploi", "Tournoi", "Effectifs"}
		}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Fatalf("m=%d: sheets %q", sc.M, got)
		}
		rows := readSchev(t, f, sc)
		cycles := 1
		if sc.Double {
			cycles = 2
		}
		if len(rows) != cycles*sc.M*sc.M {
			t.Fatalf("m=%d: %d boards", sc.M, len(rows))
		}
		colour := map[[2]string]map[int]string{} // pair -> cycle -> white
		perRound := map[[2]int]int{}
		for _, r := range rows {
			a, b := r.white, r.black
			if a[0] != 'A' {
				a, b = b, a
			}
			if a[0] != 'A' || b[0] != 'B' {
				t.Fatalf("m=%d round %d: %s – %s is not A against B", sc.M, r.round, r.white, r.black)
			}
			pair := [2]string{a, b}
			cyc := (r.round - 1) / sc.M
			if colour[pair] == nil {
				colour[pair] = map[int]string{}
			}
			if _, twice := colour[pair][cyc]; twice {
				t.Errorf("m=%d: %s and %s meet twice in cycle %d", sc.M, a, b, cyc+1)
			}
			colour[pair][cyc] = r.white
			for _, p := range []string{a, b} {
				var n int
				fmt.Sscanf(p[1:], "%d", &n)
				k := [2]int{r.round, int(p[0])*100 + n}
				if perRound[k]++; perRound[k] > 1 {
					t.Errorf("m=%d round %d: %s plays twice", sc.M, r.round, p)
				}
			}
		}
		if len(colour) != sc.M*sc.M {
			t.Errorf("m=%d: %d pairs meet, want %d", sc.M, len(colour), sc.M*sc.M)
		}
		for pair, c := range colour {
			if sc.Double && c[0] == c[1] {
				t.Errorf("m=%d: %v has the same colours in both cycles", sc.M, pair)
			}
		}
		// The API's games, board by board.
		match, err := scheveningen.New(sc.M, sc.Double)
		if err != nil {
			t.Fatal(err)
		}
		i := 0
		for r := 1; r <= match.Rounds(); r++ {
			gs, _ := match.Round(r)
			for _, g := range gs {
				if rows[i].white != g.White.String() || rows[i].black != g.Black.String() {
					t.Fatalf("m=%d round %d board %d: %s – %s, the API %s", sc.M, r, g.Board, rows[i].white, rows[i].black, g)
				}
				i++
			}
		}
		for name, n := range map[string]int{"ScoreA": 1, "ScoreB": 1, "RoundScoreA": match.Rounds(), "RoundScoreB": match.Rounds(), "PlayerPointsA": sc.M, "PlayerPointsB": sc.M} {
			if a := definedArea(t, f, name); len(a.cells) != n {
				t.Errorf("m=%d: %s has %d cells, want %d", sc.M, name, len(a.cells), n)
			}
		}
	}
}

func TestScheveningenBadInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		sc  Scheveningen
		msg string
	}{
		{Scheveningen{M: 0}, "teams of 0 players: want 1 to 30"},
		{Scheveningen{M: 31}, "teams of 31 players: want 1 to 30"},
		{Scheveningen{M: 4, Teams: make([]Team, 3)}, "3 teams listed: a match has two"},
		{Scheveningen{M: 2, Teams: []Team{{}, {"Kings", []string{"a", "b", "c"}, nil}}}, "team B (Kings) lists 3 players"},
	} {
		wantRefused(t, WriteScheveningen, c.sc, c.msg)
	}
}

// schevRecalc: match sheets with random results, whose round scores, match
// score and players' points LibreOffice must add up as Go does here.
func schevRecalc(t *testing.T, dir string) ([]string, []func(*excelize.File)) {
	rng := rand.New(rand.NewPCG(7, 7))
	var files []string
	var checks []func(*excelize.File)
	for i, sc := range []Scheveningen{{M: 5, Lang: French}, {M: 6, Double: true}} {
		data, f := writeBook(t, func(b *bytes.Buffer) error { return WriteScheveningen(b, sc) })
		rows := readSchev(t, f, sc)
		games := make([]tiebreak.Game, len(rows))
		randomResults(rng, games, false)
		path := filepath.Join(dir, fmt.Sprintf("schev%d.xlsx", i))
		if err := os.WriteFile(path, fillResults(t, data, games), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
		rounds := len(rows) / sc.M
		wantRound := [2][]float64{make([]float64, rounds), make([]float64, rounds)}
		wantPlayer := [2][]float64{make([]float64, sc.M), make([]float64, sc.M)}
		for j, r := range rows {
			w, b := games[j].Result.Scores()
			for _, side := range []struct {
				p   string
				pts float64
			}{{r.white, w}, {r.black, b}} {
				team := int(side.p[0] - 'A')
				var n int
				fmt.Sscanf(side.p[1:], "%d", &n)
				wantRound[team][r.round-1] += side.pts
				wantPlayer[team][n-1] += side.pts
			}
		}
		checks = append(checks, func(f *excelize.File) {
			label := fmt.Sprintf("LibreOffice Scheveningen m=%d double=%v", sc.M, sc.Double)
			for team, x := range []string{"A", "B"} {
				if got := numbers(t, f, "RoundScore"+x, false); !slices.Equal(got, wantRound[team]) {
					t.Errorf("%s: RoundScore%s %v, want %v", label, x, got, wantRound[team])
				}
				if got := numbers(t, f, "PlayerPoints"+x, false); !slices.Equal(got, wantPlayer[team]) {
					t.Errorf("%s: PlayerPoints%s %v, want %v", label, x, got, wantPlayer[team])
				}
				total := 0.0
				for _, v := range wantRound[team] {
					total += v
				}
				if got := numbers(t, f, "Score"+x, false); got[0] != total {
					t.Errorf("%s: Score%s %v, want %v", label, x, got[0], total)
				}
			}
		})
	}
	return files, checks
}
