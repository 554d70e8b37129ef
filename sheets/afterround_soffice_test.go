package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/xuri/excelize/v2"
)

// TestAfterRoundLibreOffice: the sheet of the standings after round k,
// recalculated by LibreOffice, is tiebreak.ComputeRated on the games of
// rounds 1..k alone (k typed, or the last round with a result when left
// blank): the order of the players, their ranks, points and every
// tie-break of the order.
func TestAfterRoundLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	rng := rand.New(rand.NewPCG(31, 2026))
	type job struct {
		rr     RoundRobin
		games  []tiebreak.Game // every game, its round set
		filled int             // rounds typed in
		typed  int             // StandingsRound typed (0: blank)
		k      int             // the round the sheet must take
	}
	all := slices.Clone(tiebreak.Kinds)
	jobs := []job{
		{rr: RoundRobin{N: 12, TieBreaks: FIDETieBreaks, Lang: French}, filled: 5, k: 5},
		{rr: RoundRobin{N: 9, TieBreaks: all, Lang: English}, filled: 9, typed: 4, k: 4},
		{rr: RoundRobin{N: 20, TieBreaks: DocumentTieBreaks, Lang: French}, filled: 19, k: 19},
		{rr: RoundRobin{N: 7, Cycles: 2, Swap: true, TieBreaks: []TieBreak{Koya, DE, SB}, Lang: English}, filled: 10, k: 10},
		{rr: RoundRobin{N: 10, Lang: English}, filled: 0, k: 0},
	}
	dir := t.TempDir()
	var files []string
	for i := range jobs {
		j := &jobs[i]
		j.rr.Players = rated(rng, j.rr.N)
		cycles := max(j.rr.Cycles, 1)
		j.games = schedule(j.rr.N, cycles, j.rr.Swap)
		per := berger.Even(j.rr.N)/2 - berger.Even(j.rr.N) + j.rr.N
		randomResults(rng, j.games, i%2 == 0)
		for g := range j.games {
			j.games[g].Round = g/per + 1
			if j.games[g].Round > j.filled {
				j.games[g].Result = tiebreak.None
			}
		}
		// The last round filled has a result, whatever the draw of results.
		if j.filled > 0 {
			last := (j.filled-1)*per + per - 1
			if j.games[last].Result == tiebreak.None {
				j.games[last].Result = tiebreak.Draw
			}
		}
		var buf bytes.Buffer
		if err := WriteRoundRobin(&buf, j.rr); err != nil {
			t.Fatal(err)
		}
		data := fillResults(t, buf.Bytes(), j.games)
		if j.typed > 0 {
			f, err := excelize.OpenReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			a := definedArea(t, f, "StandingsRound")
			f.SetCellInt(a.sheet, a.cells[0], int64(j.typed))
			var out bytes.Buffer
			f.WriteTo(&out)
			data = out.Bytes()
		}
		path := filepath.Join(dir, fmt.Sprintf("after%02d.xlsx", i))
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	for i, out := range convert(t, soffice, "xlsx", files) {
		j := jobs[i]
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		var first []tiebreak.Game
		for _, g := range j.games {
			if g.Round <= j.k {
				first = append(first, g)
			}
		}
		order := j.rr.TieBreaks
		if order == nil {
			order = DefaultTieBreaks
		}
		ratings := make([]int, j.rr.N)
		for p, pl := range j.rr.Players {
			ratings[p] = pl.Rating
		}
		want, err := tiebreak.ComputeRated(j.rr.N, first, order, nil, ratings)
		if err != nil {
			t.Fatal(err)
		}
		byRank := tiebreak.ByRank(j.rr.N, func(i int) int { return want.Rank[i] }) // 0-based
		sheet := j.rr.Lang.T(sheetAfterRound)
		label := fmt.Sprintf("%s %d players after round %d", j.rr.Lang, j.rr.N, j.k)
		title, _ := f.GetCellValue(sheet, "A3")
		if wantTitle := j.rr.Lang.T(lblAfterRoundOf) + fmt.Sprint(j.k); j.k > 0 && title != wantTitle {
			t.Errorf("%s: title %q, want %q", label, title, wantTitle)
		}
		for pos, i := range byRank {
			p, r := i+1, arHead+1+pos
			no := int(number(t, f, sheet, cell(2, r), false))
			if no != p {
				t.Errorf("%s: place %d is player %d, want %d", label, pos+1, no, p)
				continue
			}
			if got := number(t, f, sheet, cell(1, r), false); int(got) != want.Rank[p-1] {
				t.Errorf("%s: player %d rank %v, want %d", label, p, got, want.Rank[p-1])
			}
			if got := number(t, f, sheet, cell(8, r), false); got != want.Points[p-1] {
				t.Errorf("%s: player %d points %v, want %v", label, p, got, want.Points[p-1])
			}
			for c, k := range order {
				v, _ := f.GetCellValue(sheet, cell(9+c, r))
				if k == tiebreak.DE && v == "" {
					continue // equal with nobody: left blank, decides nothing
				}
				if got := number(t, f, sheet, cell(9+c, r), false); got != want.Value(k, p) {
					t.Errorf("%s: player %d %v %v, want %v", label, p, k, got, want.Value(k, p))
				}
			}
		}
		f.Close()
	}
}
