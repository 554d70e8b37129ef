package sheets

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
	"github.com/toutesrondes/toutesrondes/tables/team"
	"github.com/xuri/excelize/v2"
)

// TestTeamTieBreaksLibreOffice: team round robins filled at random (board
// forfeits, a match forfeited whole, double forfeits, matches partly typed
// or not yet played, byes for an odd number of teams) are recalculated by
// LibreOffice; every value of the Tie-breaks sheet (TeamTieBreaks, by the
// codes of TeamTieBreakCodes) must equal internal/teamrank's on the
// workbook read back.
func TestTeamTieBreaksLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	rng := rand.New(rand.NewPCG(30, 31))
	dir := t.TempDir()
	var files []string
	var filled [][]byte
	trs := []TeamRoundRobin{
		{N: 6, Central: team.CentralLast, Lang: English},
		{N: 7, Central: team.CentralFirst, Reverse: true, Lang: French, Boards: 3},
		{N: 4, Double: true, Central: team.NoCentral, Lang: English, Boards: 6},
	}
	for i, tr := range trs {
		var buf bytes.Buffer
		if err := WriteTeamRoundRobin(&buf, tr); err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenReader(&buf)
		if err != nil {
			t.Fatal(err)
		}
		boards := tr.Boards
		if boards == 0 {
			boards = DefaultBoards
		}
		forms := []string{"1-0", "½-½", "0-1", "1-0", "½-½", "0-1", "+/-", "-/+", "-/-"}
		state := map[int]int{}
		fillBoards(t, f, boards, func(m, k int) string {
			if k == 1 {
				state[m] = rng.IntN(8) // 0: not played, 1: partly typed, 2: forfeited whole
				if m == 1 {
					state[m] = 2
				}
			}
			switch {
			case state[m] == 0, state[m] == 1 && k == boards:
				return ""
			case state[m] == 2 && k%2 == 1:
				return "+/-" // the home team, white on the odd boards, wins every board by forfeit
			case state[m] == 2:
				return "-/+"
			}
			return forms[rng.IntN(len(forms))]
		})
		var out bytes.Buffer
		if err := f.Write(&out); err != nil {
			t.Fatal(err)
		}
		f.Close()
		path := filepath.Join(dir, fmt.Sprintf("team%d.xlsx", i))
		if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		files, filled = append(files, path), append(filled, out.Bytes())
	}
	compared := 0
	for i, out := range convert(t, soffice, "xlsx", files) {
		got, err := readback.ReadTeam(bytes.NewReader(filled[i]))
		if err != nil {
			t.Fatal(err)
		}
		c, err := teamrank.Rank(got.C07Event(teamrank.Weights(teamrank.DefaultWeights)), teamrank.DefaultCodes)
		if err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		a := definedArea(t, f, contract.TeamTieBreakCodes)
		var codes []string
		for _, cl := range a.cells {
			v, _ := f.GetCellValue(a.sheet, cl)
			codes = append(codes, v)
		}
		vals := rawNumbers(t, f, contract.TeamTieBreaks)
		if len(vals) != len(codes)*got.N {
			t.Fatalf("%d teams: %d values for %d codes", got.N, len(vals), len(codes))
		}
		for j, code := range codes {
			var want []float64
			switch code {
			case "MP":
				want = c.MP
			default:
				want = c.Values[teamrank.Code(code)]
			}
			var sheet []float64
			for p := range got.N {
				sheet = append(sheet, vals[p*len(codes)+j])
			}
			compared += len(sheet)
			if !slices.Equal(sheet, want) {
				t.Errorf("%d teams: %s: LibreOffice %v, teamrank %v", got.N, code, sheet, want)
			}
		}
		f.Close()
	}
	t.Logf("%d values compared", compared)
}
