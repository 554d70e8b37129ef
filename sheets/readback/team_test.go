package readback

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/sheets"
)

// olderTeam writes a team workbook as the project wrote it before board
// results: without the defined name BoardResults, the score cells of the
// Schedule blank, to type, taking numbers from 0 to the boards.
func olderTeam(w io.Writer, tr sheets.TeamRoundRobin) error {
	var buf bytes.Buffer
	if err := sheets.WriteTeamRoundRobin(&buf, tr); err != nil {
		return err
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.DeleteDefinedName(&excelize.DefinedName{Name: "BoardResults"}); err != nil {
		return err
	}
	var refs []string
	for _, name := range []string{"HomeScores", "AwayScores"} {
		for _, d := range f.GetDefinedName() {
			if d.Name != name {
				continue
			}
			a, err := parseArea(d.RefersTo)
			if err != nil {
				return err
			}
			for row := a.row1; row <= a.row2; row++ {
				c, _ := excelize.CoordinatesToCellName(a.col1, row)
				if err := f.SetCellFormula(a.sheet, c, ""); err != nil {
					return err
				}
				refs = append(refs, c)
			}
		}
	}
	boards := tr.Boards
	if boards == 0 {
		boards = sheets.DefaultBoards
	}
	dv := excelize.NewDataValidation(true)
	dv.SetSqref(strings.Join(refs, " "))
	if err := dv.SetRange(0, boards, excelize.DataValidationTypeDecimal, excelize.DataValidationOperatorBetween); err != nil {
		return err
	}
	if err := f.AddDataValidation("Schedule", dv); err != nil {
		return err
	}
	return f.Write(w)
}

// TestTeamBoards fills the Boards sheet of a team round robin of 4 teams
// of 4 boards: match 1 (1-4, Berger round 1) in full, a substitute of
// team 1's roster chosen for its player of board 2 (a reserve, in the home
// players' column I); match 2 in part. By hand, match 1:
// board 1 1-0 (team 1 white), board 2 ½-½, board 3 0-1 (team 1 white),
// board 4 -/+ (team 4 white, forfeits to team 1): 1 + ½ + 0 + 1 = 2½ for
// team 1, 1½ for team 4.
func TestTeamBoards(t *testing.T) {
	var buf bytes.Buffer
	tr := sheets.TeamRoundRobin{N: 4, Players: [][]string{{"Abad", "Bru", "Cruz", "Diaz", "Yang"}, nil, nil, {"Wolf", "Xu"}}}
	if err := sheets.WriteTeamRoundRobin(&buf, tr); err != nil {
		t.Fatal(err)
	}
	data := fill(t, buf.Bytes(), "Boards", map[string]any{"F2": "1-0", "F3": "½-½", "I3": "Yang", "F4": "0-1", "F5": "-/+", "F6": "1-0"})
	got, err := ReadTeam(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	m := got.Matches[0]
	if m.Home != 1 || m.Away != 4 || !m.Played || m.HomePts != 2.5 || m.AwayPts != 1.5 || got.Matches[1].Played || got.Entered() != 1 {
		t.Errorf("matches %+v, %+v, entered %d", m, got.Matches[1], got.Entered())
	}
	if got.Boards != 4 || len(got.BoardGames) != 4*len(got.Matches) {
		t.Fatalf("%d boards, %d board games", got.Boards, len(got.BoardGames))
	}
	want := []BoardGame{
		{Match: 0, Round: 1, Board: 1, WhiteTeam: 1, BlackTeam: 4, White: "Abad", Black: "Wolf", Result: tiebreak.WhiteWins, Cell: "Boards!F2", WhiteCell: "Boards!I2", BlackCell: "Boards!J2"},
		{Match: 0, Round: 1, Board: 2, WhiteTeam: 4, BlackTeam: 1, White: "Xu", Black: "Yang", Result: tiebreak.Draw, Cell: "Boards!F3", WhiteCell: "Boards!J3", BlackCell: "Boards!I3"},
		{Match: 0, Round: 1, Board: 3, WhiteTeam: 1, BlackTeam: 4, White: "Cruz", Black: "", Result: tiebreak.BlackWins, Cell: "Boards!F4", WhiteCell: "Boards!I4", BlackCell: "Boards!J4"},
		{Match: 0, Round: 1, Board: 4, WhiteTeam: 4, BlackTeam: 1, White: "", Black: "Diaz", Result: tiebreak.BlackWinsByForfeit, Cell: "Boards!F5", WhiteCell: "Boards!J5", BlackCell: "Boards!I5"},
	}
	for i, w := range want {
		if g := got.BoardGames[i]; g != w {
			t.Errorf("board game %d: %+v\nwant %+v", i+1, g, w)
		}
	}
	if got.LineUps[0][1] != "Bru" || got.LineUps[3][0] != "Wolf" || len(got.LineUps[0]) != 7 {
		t.Errorf("line-ups %q", got.LineUps)
	}
	// A result not of the six forms and a team number changed are named.
	bad := fill(t, buf.Bytes(), "Boards", map[string]any{"F2": "1/2", "D3": 3})
	_, err = ReadTeam(bytes.NewReader(bad))
	for _, w := range []string{`Boards!F2: "1/2" is not a result`, "Boards!D3"} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("missing %q in %v", w, err)
		}
	}
}
