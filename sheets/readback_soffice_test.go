package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/readback"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

// TestReadBackAgreesWithLibreOffice (issue 10): filled workbooks, a round
// robin of 10 and a double of 9, whole and partly filled, are read back by
// internal/readback; its standings (Go) must equal what LibreOffice
// computes from the same files with the workbook's formulas, criterion by
// criterion and rank by rank.
func TestReadBackAgreesWithLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	rng := rand.New(rand.NewPCG(10, 10))
	type job struct {
		rr     RoundRobin
		filled []byte
	}
	var jobs []job
	var files []string
	dir := t.TempDir()
	for i, c := range []struct {
		n, cycles int
		partial   bool
		order     []TieBreak
	}{
		{10, 1, false, DefaultTieBreaks},
		{10, 1, true, FIDETieBreaks},
		{9, 2, false, []TieBreak{Won, DE, BWG, Koya}},
		{9, 2, true, DefaultTieBreaks},
	} {
		rr := RoundRobin{N: c.n, Cycles: c.cycles, Swap: true, TieBreaks: c.order, Lang: English}
		if i%2 == 1 {
			rr.Lang = French
		}
		games := schedule(c.n, c.cycles, true)
		randomResults(rng, games, i%2 == 0)
		if c.partial {
			// The first rounds only, as after round k of the event.
			for g := len(games) * 2 / 5; g < len(games); g++ {
				games[g].Result = tiebreak.None
			}
		}
		var buf bytes.Buffer
		if err := WriteRoundRobin(&buf, rr); err != nil {
			t.Fatal(err)
		}
		filled := fillResults(t, buf.Bytes(), games)
		path := filepath.Join(dir, fmt.Sprintf("read%02d-%d-%d.xlsx", c.n, c.cycles, i))
		if err := os.WriteFile(path, filled, 0o644); err != nil {
			t.Fatal(err)
		}
		jobs = append(jobs, job{rr, filled})
		files = append(files, path)
	}
	for i, out := range convert(t, soffice, "xlsx", files) {
		j := jobs[i]
		got, err := readback.Read(bytes.NewReader(j.filled))
		if err != nil {
			t.Fatal(err)
		}
		s, err := got.Standings(nil)
		if err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		agree(t, describe(j.rr), f, mustLayout(t, j.rr), s)
		f.Close()
	}
}

// agree compares Go's standings with the workbook's recalculated values:
// points, rank and every criterion of tiebreak.Kinds.
func agree(t *testing.T, label string, f *excelize.File, l *layout, s *tiebreak.Standings) {
	t.Helper()
	bad := 0
	check := func(what string, p int, got, want float64) {
		if got != want && bad < 10 {
			bad++
			t.Errorf("%s: %s of player %d: LibreOffice %v, Go (read back) %v", label, what, p, got, want)
		}
	}
	points, rank := numbers(t, f, "Points", false), numbers(t, f, "Rank", false)
	for p := 1; p <= l.N; p++ {
		check("points", p, points[p-1], s.Points[p-1])
		check("rank", p, rank[p-1], float64(s.Rank[p-1]))
		for _, k := range tiebreak.Kinds {
			if _, de := l.beforeDE(); k == tiebreak.DE && !de {
				continue
			}
			check(k.String(), p, number(t, f, l.sCross, cell(l.xcol(k), p+1), false), s.Value(k, p))
		}
	}
}
