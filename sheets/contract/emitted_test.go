package contract_test

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/sheets"
)

// declared reads the names the contract declares from its source (every
// string constant of the package's files), so that the test needs no list
// of its own to keep.
func declared(t *testing.T) map[string]bool {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	fset := token.NewFileSet()
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					out[s] = true
				}
			}
			return true
		})
	}
	if len(out) < 50 {
		t.Fatalf("read %d names from the contract's source: the parse went wrong", len(out))
	}
	return out
}

// families are workbooks of every family mkxlsx writes (mkxlsx all writes
// the same kinds), some in French (the names do not change with the
// language), with the names each family promises (the contract's
// comments: "Round robin: …", "Every family …").
var families = []struct {
	name    string
	write   func(io.Writer) error
	promise []string
}{
	{"berger", func(w io.Writer) error { return sheets.WriteRoundRobin(w, sheets.RoundRobin{N: 6}) },
		[]string{"Results", "PlayerNames", "Points", "SonnebornBerger", "Wins", "Rank", "TieBreaks", "Withdrawn", "ResultsEntered", "InvalidResults",
			"PlayerClubs", "PlayerFideIDs", "PlayerTitles", "PlayerBirthDates", "PlayerSexes", "PlayerFideNames", "StandingsRound",
			"WhiteNumbers", "BlackNumbers", "PlayerRatings", "PlayerFederations"}},
	{"berger double, French", func(w io.Writer) error {
		return sheets.WriteRoundRobin(w, sheets.RoundRobin{N: 5, Cycles: 2, Lang: sheets.French})
	}, []string{"Results", "WhiteNumbers", "BlackNumbers", "PlayerRatings", "PlayerFederations"}},
	{"rutsch", func(w io.Writer) error { return sheets.WriteRutsch(w, sheets.Rutsch{N: 7}) },
		[]string{"Results", "PlayerNames", "Points", "Rank", "WhiteNumbers", "BlackNumbers"}},
	{"varma", func(w io.Writer) error { return sheets.WriteVarma(w, sheets.Varma{N: 12}) }, []string{"PlayerNames"}},
	{"team", func(w io.Writer) error { return sheets.WriteTeamRoundRobin(w, sheets.TeamRoundRobin{N: 6}) },
		[]string{"BoardResults", "LineUps", "HomeScores", "AwayScores", "HomeMatches", "AwayMatches", "TeamNames",
			"MatchPointsWin", "MatchPointsDraw", "MatchPointsLoss", "MatchPointsForfeit", "TeamTieBreakCodes", "TeamTieBreaks",
			"MatchPoints", "BoardPoints", "TeamRank", "NeutralMatches", "Byes", "MatchSheets", "TeamStandings",
			"BoardHomePlayers", "BoardAwayPlayers", "HomeTeamNumbers", "AwayTeamNumbers", "HomeTeamNames", "AwayTeamNames",
			"MatchChecks", "BoardWhiteTeams", "BoardBlackTeams", "BoardWhites", "BoardBlacks", "MatchRecords"}},
	{"team double, French", func(w io.Writer) error {
		return sheets.WriteTeamRoundRobin(w, sheets.TeamRoundRobin{N: 5, Double: true, Lang: sheets.French})
	}, []string{"BoardResults", "HomeTeamNumbers", "MatchChecks", "MatchRecords"}},
	{"molter", func(w io.Writer) error {
		return sheets.WriteMolter(w, sheets.Molter{Teams: 4, Players: 4, Rounds: 3})
	}, []string{"Results", "PlayerNames", "TeamNames", "TeamPoints", "TeamBerlin", "PlayerPoints", "PlayerWins", "PlayerRank",
		"TeamWins", "TeamDirect", "TeamRank", "WhiteNumbers", "BlackNumbers", "WhitePlayerIDs", "BlackPlayerIDs",
		"WhiteTeamNumbers", "BlackTeamNumbers", "TableTitle"}},
	{"molter grades", func(w io.Writer) error { return sheets.WriteMolterGrades(w, sheets.MolterGrades{}) }, nil},
	{"scheveningen", func(w io.Writer) error { return sheets.WriteScheveningen(w, sheets.Scheveningen{M: 4}) },
		[]string{"Results", "ScoreA", "ScoreB", "RoundScoreA", "RoundScoreB", "PlayerPointsA", "PlayerPointsB",
			"WhiteNumbers", "BlackNumbers", "BoardNumbersA", "BoardNumbersB", "TeamNameA", "TeamNameB", "PlayerNamesA", "PlayerNamesB"}},
	{"scheveningen double, French", func(w io.Writer) error {
		return sheets.WriteScheveningen(w, sheets.Scheveningen{M: 5, Double: true, Lang: sheets.French})
	}, []string{"Results", "BoardNumbersA", "PlayerNamesB"}},
}

// The names of the Event sheet and of the Roster sheet: every family but
// Varma's and the grades' has the first, the team families the second.
var (
	eventNames  = []string{"EventName", "EventCity", "EventFederation", "EventStart", "EventEnd", "EventArbiter", "EventDeputy", "EventTimeControl", "EventTimeCode", "RoundDates"}
	rosterNames = []string{"RosterTeams", "RosterNames", "RosterRatings", "RosterFederations", "RosterFideIDs", "RosterTitles", "RosterBirthDates", "RosterSexes", "RosterFideNames"}
)

// TestEveryNameDeclared: every workbook-scoped defined name a workbook of
// any family has is declared in the contract; every name a family
// promises is in its workbooks; and every name the contract declares is
// in a workbook of some family (none is dead).
func TestEveryNameDeclared(t *testing.T) {
	contract := declared(t)
	used := map[string]bool{}
	for _, fam := range families {
		var buf bytes.Buffer
		if err := fam.write(&buf); err != nil {
			t.Fatalf("%s: %v", fam.name, err)
		}
		f, err := excelize.OpenReader(&buf)
		if err != nil {
			t.Fatalf("%s: %v", fam.name, err)
		}
		has := map[string]bool{}
		for _, d := range f.GetDefinedName() {
			if strings.HasPrefix(d.Name, "_xlnm.") {
				continue // the print settings, sheet-scoped
			}
			if d.Scope != "" && d.Scope != "Workbook" {
				t.Errorf("%s: %s is scoped to sheet %s: the contract's names are the workbook's", fam.name, d.Name, d.Scope)
			}
			has[d.Name], used[d.Name] = true, true
			if !contract[d.Name] {
				t.Errorf("%s: defined name %s (%s) is not declared in sheets/contract", fam.name, d.Name, d.RefersTo)
			}
		}
		f.Close()
		promise := fam.promise
		if !strings.HasPrefix(fam.name, "varma") && !strings.HasPrefix(fam.name, "molter grades") {
			promise = append(slices.Clone(promise), eventNames...)
		}
		if strings.HasPrefix(fam.name, "team") || strings.HasPrefix(fam.name, "molter") && fam.name != "molter grades" || strings.HasPrefix(fam.name, "scheveningen") {
			promise = append(promise, rosterNames...)
		}
		for _, n := range promise {
			if !has[n] {
				t.Errorf("%s: no defined name %s, which the contract promises this family", fam.name, n)
			}
		}
	}
	for n := range contract {
		if !used[n] {
			t.Errorf("sheets/contract declares %s, which no workbook of the families has", n)
		}
	}
}
