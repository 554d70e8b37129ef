package readback

import (
	"bytes"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/sheets"
)

// rosterBook is a team round robin of 4 teams of 4 boards with rosters of
// 5 (a reserve each), written by package sheets and not recalculated.
func rosterBook(t *testing.T) []byte {
	t.Helper()
	tr := sheets.TeamRoundRobin{N: 4, Boards: 4}
	for _, team := range []string{"a", "b", "c", "d"} {
		var ps []sheets.Player
		for k := 1; k <= 5; k++ {
			ps = append(ps, sheets.Player{Name: team + string(rune('0'+k)), Rating: 2000 - 10*k, FideID: "7" + team[:0] + string(rune('0'+k))})
		}
		tr.Rosters = append(tr.Rosters, ps)
	}
	var buf bytes.Buffer
	if err := sheets.WriteTeamRoundRobin(&buf, tr); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestTeamRosters reads the rosters and the line-ups of a workbook not
// recalculated (each board's players the roster's by formula), then with
// a substitute chosen: his games under his name, the roster's order
// broken (a warning), a player of another team and a player twice in a
// match refused, naming the cells.
func TestTeamRosters(t *testing.T) {
	data := rosterBook(t)
	got, err := ReadTeam(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Rosters) != 4 || len(got.Rosters[2]) != 5 || got.Rosters[2][4].Name != "c5" || got.Rosters[2][4].Rating != 1950 || got.Rosters[2][4].Order != 5 {
		t.Fatalf("rosters %+v", got.Rosters)
	}
	// Match 1 of round 1 is 1-4 (team 1 home, white on board 1): the
	// roster's first four by formula.
	if g := got.BoardGames[1]; g.White != "d2" || g.Black != "a2" || g.WhiteCell != "Boards!J3" || len(got.Warnings) != 0 {
		t.Errorf("board 2: %+v, warnings %q", g, got.Warnings)
	}
	// a5 (a reserve) plays board 2 for team 1, a4 board 3, a3 board 4:
	// the order breaks twice, two warnings.
	sub := fill(t, data, "Boards", map[string]any{"I3": "a5", "I4": "a4", "I5": "a3", "F3": "1-0"})
	got, err = ReadTeam(bytes.NewReader(sub))
	if err != nil {
		t.Fatal(err)
	}
	if g := got.BoardGames[1]; g.Black != "a5" || g.BlackCell != "Boards!I3" {
		t.Errorf("board 2: %+v", g)
	}
	if len(got.Warnings) != 2 || !strings.Contains(got.Warnings[0], "Boards!I3, Boards!I4: round 1, team 1 plays \"a5\"") {
		t.Errorf("warnings %q", got.Warnings)
	}
	for cells, want := range map[[2]string][]string{
		{"I3", "b1"}:      {`Boards!I3: "b1" is not on team 1's roster (it is on team 2's, Rosters!D11)`},
		{"I3", "zed"}:     {`Boards!I3: "zed" is not on team 1's roster: choose one of its players`},
		{"I3", "a1"}:      {`Boards!I2 and Boards!I3: "a1" sits on boards 1 and 2 of one match`},
		{"G3", "Yang"}:    {`Boards!G3: a name typed over the formula that shows the home or away player: choose the player in Boards!I3 or Boards!J3 instead`},
		{"E6", "a2"}:      {`Boards!E6: a name typed over the formula`},
		{"D4", "x"}:       {`Boards!D4`},
		{"Teams!Q3", "x"}: {`Teams!Q3: a name typed over the formula that shows the roster`},
	} {
		sheet, c, ok := strings.Cut(cells[0], "!")
		if !ok {
			sheet, c = "Boards", cells[0]
		}
		_, err := ReadTeam(bytes.NewReader(fill(t, data, sheet, map[string]any{c: cells[1]})))
		for _, w := range want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s=%s: got %v, want %q", cells[0], cells[1], err, w)
			}
		}
	}
	// A roster's value a report cannot take.
	_, err = ReadTeam(bytes.NewReader(fill(t, data, "Rosters", map[string]any{"E4": "lots", "F5": "France", "J6": "x"})))
	for _, w := range []string{`Rosters!E4: rating "lots"`, `Rosters!F5: federation "FRANCE"`, `Rosters!J6: sex "x"`} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("got %v, want %q", err, w)
		}
	}
}
