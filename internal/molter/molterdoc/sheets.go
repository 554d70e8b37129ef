package molterdoc

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// sheetGame is a game as a result sheet prints it in a player's row: "b D2"
// in row C2 is the game C2-D2 (C2 white).
func sheetGame(team byte, num int, c spec.MolterSheetCell) string {
	me := molter.Player{Letter: team, Num: num}
	if c.Colour == 'b' {
		return me.String() + "-" + c.Opponent.String()
	}
	return c.Opponent.String() + "-" + me.String()
}

// sheetFixes returns the sheet errata of sh: column -> printed game ->
// corrected game. An erratum corrects a game in both players' rows.
func sheetFixes(s *molter.Set, sh *spec.MolterSheet) map[int]map[string]string {
	fix := map[int]map[string]string{}
	for _, e := range s.Spec.Errata {
		if e.Table != sh.ID || s.Skipped(e) {
			continue
		}
		if fix[e.Round] == nil {
			fix[e.Round] = map[string]string{}
		}
		fix[e.Round][e.Printed] = e.Corrected
	}
	return fix
}

// gameOf finds p's game in a round: "W-B" and the board, or "" when p does
// not play.
func gameOf(boards []molter.Board, p molter.Player) (string, molter.Cell) {
	for _, b := range boards {
		if !b.Unprinted && (b.White == p || b.Black == p) {
			return b.Norm(), b.From
		}
	}
	return "", molter.Cell{}
}

// CheckSheets checks that the example result sheets agree with their
// tables: each player's colour and opponent per round, blank columns blank.
func CheckSheets(s *molter.Set) []molter.Problem {
	var ps []molter.Problem
	for _, sh := range s.Spec.Molter.Sheets {
		c := s.Config(sh.Teams, sh.Players)
		if c == nil {
			ps = append(ps, molter.Problem{Check: "sheet", Table: sh.ID, Round: -1, Msg: fmt.Sprintf("%s: no table for %d teams of %d", sh.Pos, sh.Teams, sh.Players)})
			continue
		}
		fix := sheetFixes(s, sh)
		used := map[string]bool{}
		rows := map[molter.Player]bool{}
		for _, row := range sh.Rows {
			rows[molter.Player{Letter: row.Team, Num: row.Num}] = true
			for col, cell := range row.Cells {
				r := sh.Rounds[col]
				label := fmt.Sprintf("column %d", col+1)
				if r < 0 {
					if !cell.Empty {
						ps = append(ps, molter.Problem{Check: "sheet", Table: sh.ID, Round: -1,
							Msg: fmt.Sprintf("%s: %c%d %s: %q in a column the table has no round for", row.Pos, row.Team, row.Num, label, cell.Text)})
					}
					continue
				}
				boards := c.Main.Rounds[max(r-1, 0)]
				if r == 0 {
					boards = c.Auto.Rounds[0]
				} else if r > len(c.Main.Rounds) {
					continue
				}
				want, from := gameOf(boards, molter.Player{Letter: row.Team, Num: row.Num})
				if cell.Empty {
					ps = append(ps, molter.Problem{Check: "sheet", Table: sh.ID, Round: -1, Cells: []molter.Cell{from},
						Msg: fmt.Sprintf("%s: %c%d %s is blank; the table has %s", row.Pos, row.Team, row.Num, label, want)})
					continue
				}
				got := sheetGame(row.Team, row.Num, cell)
				if f, ok := fix[col+1][got]; ok {
					used[fmt.Sprint(col+1, got)] = true
					got = f
				}
				if got != want {
					ps = append(ps, molter.Problem{Check: "sheet", Table: sh.ID, Round: -1, Cells: []molter.Cell{from},
						Msg: fmt.Sprintf("%s: %c%d %s prints %q (%s); the table has %s", row.Pos, row.Team, row.Num, label, cell.Text, got, want)})
				}
			}
		}
		for col, m := range fix {
			for printed := range m {
				if !used[fmt.Sprint(col, printed)] {
					ps = append(ps, molter.Problem{Check: "sheet", Table: sh.ID, Round: -1,
						Msg: fmt.Sprintf("erratum for column %d game %s: the sheets print no such game", col, printed)})
				}
			}
		}
		for t := range sh.Teams {
			for n := 1; n <= sh.Players; n++ {
				if p := (molter.Player{Letter: s.Letters[t], Num: n}); !rows[p] {
					ps = append(ps, molter.Problem{Check: "sheet", Table: sh.ID, Round: -1, Msg: fmt.Sprintf("%s: no row for %s", sh.Pos, p)})
				}
			}
		}
	}
	return ps
}

// Quote is a printed cell as the document quotes it elsewhere: in a
// derivation text or on a result sheet. The errata search counts the quotes
// a correction contradicts or confirms.
type Quote struct {
	Cell  molter.Cell // the printed cell quoted
	Pair  string      // "W-B" as quoted
	Where string      // where the quote is, for the report
}

// Quotes lists every quote of a printed cell the document makes.
func Quotes(s *molter.Set) []Quote {
	var qs []Quote
	for _, r := range s.Spec.Molter.Rules {
		for _, ex := range r.Examples {
			src := s.Tables[ex.Of]
			if src == nil {
				continue
			}
			for k, rd := range ex.Rounds {
				ri := max(rd-1, 0)
				i := ex.Source.Board - src.First
				if ri >= len(src.Rounds) || i < 0 || i >= src.Boards() || k >= len(ex.Source.Pairs) {
					continue
				}
				qs = append(qs, Quote{Cell: src.Rounds[ri][i].From, Pair: ex.Source.Pairs[k].Norm(), Where: fmt.Sprintf("%s (%s)", ex.Pos, r.ID)})
			}
		}
	}
	for _, sh := range s.Spec.Molter.Sheets {
		c := s.Config(sh.Teams, sh.Players)
		if c == nil {
			continue
		}
		for _, row := range sh.Rows {
			for col, cell := range row.Cells {
				r := sh.Rounds[col]
				if r < 0 || cell.Empty || r > len(c.Main.Rounds) {
					continue
				}
				boards := c.Main.Rounds[max(r-1, 0)]
				if r == 0 {
					boards = c.Auto.Rounds[0]
				}
				// The cell quoted is the board where the row's player plays.
				if _, from := gameOf(boards, molter.Player{Letter: row.Team, Num: row.Num}); from.Table != "" {
					qs = append(qs, Quote{Cell: from, Pair: sheetGame(row.Team, row.Num, cell), Where: fmt.Sprintf("%s (%s)", row.Pos, sh.ID)})
				}
			}
		}
	}
	return qs
}
