package readback

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// linkFamilies are filled workbooks of the families whose readers check
// cells beside those they read, with the names of those cells.
func linkFamilies(t *testing.T) []struct {
	name  string
	data  []byte
	links []string
} {
	players := []sheets.Player{{Name: "Ann", Rating: 2105, Federation: "FRA"}, {Name: "Bob", Rating: 1830, Federation: "GER"},
		{Name: "Cid"}, {Name: "Dan", Rating: 2400, Federation: "ESP"}, {Name: "Eve", Federation: "ITA"}, {Name: "Fay", Rating: 1500}}
	berger := written(t, func(b *bytes.Buffer) error {
		return sheets.WriteRoundRobin(b, sheets.RoundRobin{N: 6, Players: players})
	})
	berger = fill(t, berger, "Pairings", map[string]any{"E2": "1-0", "E3": "½-½", "E6": "0-1", "E9": "+/-"})
	rutsch := written(t, func(b *bytes.Buffer) error { return sheets.WriteRutsch(b, sheets.Rutsch{N: 7, Players: players}) })
	rutsch = fill(t, rutsch, "Tables", map[string]any{"E2": "1-0", "E4": "0-1", "E8": "½-½"})
	schev := written(t, func(b *bytes.Buffer) error {
		return sheets.WriteScheveningen(b, sheets.Scheveningen{M: 3, Teams: []sheets.Team{{Name: "Lyon", Players: []string{"Ann", "Bob"}}, {Name: "Metz", Players: []string{"Cid"}}}})
	})
	schev = fill(t, schev, "Match", map[string]any{"E2": "1-0", "E3": "0-1", "E7": "½-½"})
	team := written(t, func(b *bytes.Buffer) error {
		return sheets.WriteTeamRoundRobin(b, sheets.TeamRoundRobin{N: 4, Boards: 2, Names: []string{"Nice", "Pau", "Sète", "Albi"}})
	})
	team = fill(t, team, "Boards", map[string]any{"F2": "1-0", "F3": "½-½", "F4": "0-1", "F5": "0-1", "F8": "+/-"})
	molt := written(t, func(b *bytes.Buffer) error {
		return sheets.WriteMolter(b, sheets.Molter{Teams: 7, Players: 6, Rounds: 5})
	})
	molt = fill(t, molt, "Pairings", map[string]any{"E2": "1-0", "E3": "½-½", "E9": "0-1", "E30": "-/+"})
	return []struct {
		name  string
		data  []byte
		links []string
	}{
		{"berger", berger, []string{contract.WhiteNumbers, contract.BlackNumbers, contract.PlayerRatings, contract.PlayerFederations}},
		{"rutsch", rutsch, []string{contract.WhiteNumbers, contract.BlackNumbers}},
		{"scheveningen", schev, []string{contract.WhiteNumbers, contract.BlackNumbers, contract.BoardNumbersA, contract.BoardNumbersB,
			contract.TeamNameA, contract.TeamNameB, contract.PlayerNamesA, contract.PlayerNamesB}},
		{"team", team, []string{contract.HomeTeamNumbers, contract.AwayTeamNumbers, contract.HomeTeamNames, contract.AwayTeamNames,
			contract.MatchChecks, contract.BoardWhiteTeams, contract.BoardBlackTeams, contract.BoardWhites, contract.BoardBlacks, contract.MatchRecords}},
		{"molter", molt, molterLinks},
	}
}

// molterLinks are the Molter workbook's names of the cells beside the
// results (the pairings) and of the event sheet's table line.
var molterLinks = []string{contract.WhiteNumbers, contract.BlackNumbers, contract.WhitePlayerIDs, contract.BlackPlayerIDs,
	contract.WhiteTeamNumbers, contract.BlackTeamNumbers, contract.TableTitle}

// rewritten applies change to the workbook data and returns the result.
func rewritten(t *testing.T, data []byte, change func(f *excelize.File, refs map[string]string)) []byte {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	change(f, names(f))
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// moveNames moves the cells of each name to columns of their own far
// right of its sheet (values and formulas copied, the old cells emptied)
// and points the name there: a reader that counts columns from another
// name finds empty cells.
func moveNames(t *testing.T, data []byte, links []string) []byte {
	return rewritten(t, data, func(f *excelize.File, refs map[string]string) {
		next := 60
		for _, n := range links {
			a, err := parseArea(refs[n])
			if err != nil {
				t.Fatalf("%s: %v", n, err)
			}
			to := next
			next += a.col2 - a.col1 + 2
			for col := a.col1; col <= a.col2; col++ {
				for row := a.row1; row <= a.row2; row++ {
					from, _ := excelize.CoordinatesToCellName(col, row)
					dest, _ := excelize.CoordinatesToCellName(to+col-a.col1, row)
					formula, _ := f.GetCellFormula(a.sheet, from)
					v, _ := f.GetCellValue(a.sheet, from, excelize.Options{RawCellValue: true})
					if formula != "" {
						f.SetCellFormula(a.sheet, dest, formula)
					} else {
						f.SetCellValue(a.sheet, dest, v)
					}
					f.SetCellFormula(a.sheet, from, "")
					f.SetCellValue(a.sheet, from, "")
					if g, _ := f.GetCellFormula(a.sheet, from); g != "" {
						t.Fatalf("%s!%s keeps its formula", a.sheet, from)
					}
				}
			}
			if err := f.DeleteDefinedName(&excelize.DefinedName{Name: n}); err != nil {
				t.Fatal(err)
			}
			c1, _ := excelize.CoordinatesToCellName(to, a.row1, true)
			c2, _ := excelize.CoordinatesToCellName(to+a.col2-a.col1, a.row2, true)
			if err := f.SetDefinedName(&excelize.DefinedName{Name: n, RefersTo: fmt.Sprintf("'%s'!%s:%s", a.sheet, c1, c2)}); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// withoutNames deletes the names: a workbook written before they were
// defined.
func withoutNames(t *testing.T, data []byte, links []string) []byte {
	return rewritten(t, data, func(f *excelize.File, _ map[string]string) {
		for _, n := range links {
			if err := f.DeleteDefinedName(&excelize.DefinedName{Name: n}); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// read is what a reader found in a workbook, the cells' places left out
// (they move with the names).
func read(t *testing.T, data []byte) *Workbook {
	t.Helper()
	w, err := ReadAny(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if w.RoundRobin != nil {
		w.RoundRobin.FederationCells = nil
	}
	if w.Team != nil {
		for i := range w.Team.BoardGames {
			w.Team.BoardGames[i].WhiteCell, w.Team.BoardGames[i].BlackCell = "", ""
		}
	}
	return w
}

// TestLinksByName: the cells a reader checks beside those it reads
// (pairing numbers and symbols, ratings and federations, board numbers,
// team numbers and players' names, the computed cells of a team
// workbook) are found by their defined names: moved elsewhere with their
// names, they read the same (and the old places, emptied, are not read);
// a workbook without the names (written before them) reads the same from
// the old places; a name over other rows than its anchor's is refused,
// named.
func TestLinksByName(t *testing.T) {
	for _, fam := range linkFamilies(t) {
		want := read(t, fam.data)
		switch {
		case want.RoundRobin != nil && fam.name == "berger":
			// What the test would be worth if the workbook held none.
			if r := want.RoundRobin; r.Ratings[0] != 2105 || r.Federations[1] != "GER" || r.Ratings[2] != 0 {
				t.Fatalf("berger: ratings %v, federations %q", r.Ratings, r.Federations)
			}
		case want.Scheveningen != nil:
			if s := want.Scheveningen; s.TeamNames != [2]string{"Lyon", "Metz"} || s.Names[0][1] != "Bob" || s.Names[1][0] != "Cid" {
				t.Fatalf("scheveningen: %q %q", s.TeamNames, s.Names)
			}
		case want.Team != nil:
			if want.Team.BoardGames[0].Result.String() != "1-0" || !want.Team.Matches[0].Played {
				t.Fatalf("team: %+v", want.Team.BoardGames[0])
			}
		case want.Molter != nil:
			// Tableau 17 (7 teams of 6), its first game A1 – B1 by
			// tables/molter's round 1.
			if m := want.Molter; m.Table != "17" || m.Entered() != 4 || m.Games[0].Result.String() != "1-0" || m.Symbol(m.Games[0].White) != "A1" {
				t.Fatalf("molter: table %s, %d entered, first game %+v", m.Table, m.Entered(), m.Games[0])
			}
		}
		if got := read(t, moveNames(t, fam.data, fam.links)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s, the names moved: read\n%+v\nwant\n%+v", fam.name, got, want)
		}
		if got := read(t, withoutNames(t, fam.data, fam.links)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s, without the names: read\n%+v\nwant\n%+v", fam.name, got, want)
		}
		// The first name one row short.
		bad := rewritten(t, fam.data, func(f *excelize.File, refs map[string]string) {
			a, _ := parseArea(refs[fam.links[0]])
			c1, _ := excelize.CoordinatesToCellName(a.col1, a.row1, true)
			c2, _ := excelize.CoordinatesToCellName(a.col2, a.row2-1, true)
			f.DeleteDefinedName(&excelize.DefinedName{Name: fam.links[0]})
			f.SetDefinedName(&excelize.DefinedName{Name: fam.links[0], RefersTo: fmt.Sprintf("'%s'!%s:%s", a.sheet, c1, c2)})
		})
		if _, err := ReadAny(bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "defined name "+fam.links[0]) {
			t.Errorf("%s, %s one row short: err = %v", fam.name, fam.links[0], err)
		}
	}
}

// TestMolterTableByName: the Molter reader tries first the table
// TableTitle names. With every pairing cell of a one-round event blanked,
// Tableau 1 and Tableau peyrin (both 3 teams of 4, both serve one round)
// differ from the file in as many cells, and the problems are named
// against the first tried: peyrin, the table of the workbook, whether
// TableTitle was moved (B2 emptied: read there, no table is named and
// Tableau 1 comes first, as a reader that counts cells fails) or deleted
// (an older workbook: B2).
func TestMolterTableByName(t *testing.T) {
	data := written(t, func(b *bytes.Buffer) error {
		return sheets.WriteMolter(b, sheets.Molter{Table: "peyrin", Teams: 3, Players: 4, Rounds: 1})
	})
	blank := rewritten(t, data, func(f *excelize.File, refs map[string]string) {
		for _, n := range molterLinks[:6] {
			a, err := parseArea(refs[n])
			if err != nil {
				t.Fatalf("%s: %v", n, err)
			}
			for row := a.row1; row <= a.row2; row++ {
				c, _ := excelize.CoordinatesToCellName(a.col1, row)
				f.SetCellValue(a.sheet, c, "")
			}
		}
	})
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"as written", blank},
		{"the names moved", moveNames(t, blank, molterLinks)},
		{"without the names", withoutNames(t, blank, molterLinks)},
	} {
		_, err := ReadAny(bytes.NewReader(c.data))
		if err == nil || !strings.Contains(err.Error(), ": Tableau peyrin has ") || strings.Contains(err.Error(), "Tableau 1 has") {
			t.Errorf("%s: err = %v, want the cells named against Tableau peyrin", c.name, err)
		}
	}
}
