package main

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/xuri/excelize/v2"
)

func TestMolterBadInput(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "t.csv"), []byte("team,player1,player2\nRooks,Al,Bo\nKings,,Cy\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "bad.csv"), []byte("team,player1\nRooks,Al\n,Bo\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "wide.csv"), []byte("team,player9\nRooks,Al\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "many.csv"), []byte("team\nA\nB\nC\nD\nE\n"), 0o644)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"molter"}, "-players is required (or -table, or a -teams-file with player columns)"},
		{[]string{"molter", "-players", "6"}, "-teams is required"},
		{[]string{"molter", "-teams", "7", "-players", "5"}, "no Molter table for 7 teams of 5 players (a Molter team has an even number of players); nearest covered"},
		{[]string{"molter", "-teams", "14", "-players", "6", "-source", "document"}, "nearest covered: 13 teams of 6 (Tableau 40)"},
		{[]string{"molter", "-teams", "14", "-players", "6", "-source", "printed"}, `-source "printed": want document, constructed or best`},
		{[]string{"molter", "-table", "17", "-source", "constructed"}, "-table 17 is a table of the document: -source constructed takes -teams and -players"},
		{[]string{"molter", "-teams", "65", "-players", "6", "-source", "constructed"}, "no constructed Molter table for 65 teams of 6 players; constructed: 3 to 64 teams"},
		{[]string{"molter", "-teams", "14", "-players", "6", "-rounds", "14"}, "-rounds 14: the constructed table for 14 teams of 6 players plays 1 to 13 rounds"},
		{[]string{"molter", "-teams", "7", "-players", "6", "-rounds", "7"}, "-rounds 7: Tableau 17 plays 1 to 6 rounds"},
		{[]string{"molter", "-teams", "7", "-players", "6", "-rounds", "0"}, "-rounds 0: want 1 or more"},
		{[]string{"molter", "-teams", "13", "-players", "10", "-rounds", "5"}, "-rounds 5: Tableau 43 plays 1 to 3 rounds (the odd ones with an autonomous round built to its rules); the constructed table serves 13 teams of 10 players over 5 rounds at grade "},
		{[]string{"molter", "-table", "99"}, "-table 99: no such table in the document (tables: 1 2 3 "},
		{[]string{"molter", "-table", "peyrin", "-teams", "4"}, "-teams 4: Tableau peyrin is for 3 teams of 4 players"},
		{[]string{"molter", "-table", "17", "-teams", "8", "-lang", "fr"}, "-teams 8 : le Tableau 17 est pour 7 équipes de 6 ou 12 joueurs"},
		{[]string{"molter", "-table", "17", "-teams", "0"}, "-teams 0: want 3 or more"},
		{[]string{"molter", "-teams", "7", "-players", "6", "-rounds", "9", "-lang", "fr"}, "-rounds 9 : le Tableau 17 joue de 1 à 6 rondes"},
		{[]string{"molter", "-teams", "7", "-players", "6", "-source", "x", "-lang", "fr"}, `-source "x": document, constructed ou best attendu`},
		{[]string{"molter", "-teams", "4", "-players", "4", "-teams-file", "missing.csv"}, "-teams-file: open missing.csv"},
		{[]string{"molter", "-players", "4", "-teams-file", "bad.csv"}, "bad.csv:3: no team name"},
		{[]string{"molter", "-teams", "4", "-players", "4", "-teams-file", "wide.csv"}, "-players 4 and wide.csv disagree: the file lists teams of 9 players"},
		{[]string{"molter", "-teams", "4", "-players", "4", "-teams-file", "many.csv"}, "many.csv lists 5 teams, more than the 4 of the event"},
		{[]string{"molter", "-players", "4", "-teams-file", "t.csv"}, "no Molter table for 2 teams"},
		{[]string{"molter", "-teams", "4", "-players", "4", "-lang", "de"}, `language "de"`},
		{[]string{"molter", "-teams", "4", "-players", "4", "extra"}, `unexpected argument "extra"`},
		{[]string{"molter", "-teams", "4", "-players", "4", "-title", strings.Repeat("T", 80)}, "title is 80 characters long"},
	} {
		code, _, stderr := mk(t, dir, c.args...)
		if code != cli.ExitUsage || !strings.Contains(stderr, c.msg) {
			t.Errorf("mkxlsx %q: exit %d, stderr %q; want 2 and %q", c.args, code, stderr, c.msg)
		}
	}
	if got := files(t, dir); !slices.Equal(got, []string{"bad.csv", "many.csv", "t.csv", "wide.csv"}) {
		t.Errorf("files after bad input: %v", got)
	}
}

func TestMolter(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "t.csv"), []byte("team;player1;player2\nRooks;Al;Bo\n=Kings;;+Cy\nBees;;\n"), 0o644)
	code, stdout, stderr := mk(t, dir, "molter", "-teams-file", "t.csv", "-teams", "7", "-players", "6", "-rounds", "5", "-lang", "fr")
	if code != 0 || !strings.Contains(stdout, "écrit : molter-07x06-r5.xlsx (7 équipes de 6 joueurs, Tableau 17, 5 rondes)") ||
		// Tableau 17 over 5 rounds grades B(2,3), the constructed event B(2): named, in French.
		stderr != "mkxlsx molter: note : le Tableau 17 sur 5 rondes a la note B (B(2,3)) ; la table construite sert 7 équipes de 6 joueurs sur 5 rondes avec la note B (B(2)) : -source constructed (ou -source best)\n" {
		t.Fatalf("exit %d %q %q", code, stdout, stderr)
	}
	f, err := excelize.OpenFile(filepath.Join(dir, "molter-07x06-r5.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for c, want := range map[string]string{"B2": "Rooks", "B3": "=Kings", "B4": "Bees", "B5": ""} {
		if v, _ := f.GetCellValue("Équipes", c); v != want {
			t.Errorf("Équipes!%s = %q, want %q", c, v, want)
		}
	}
	for c, want := range map[string]string{"D2": "Al", "D3": "Bo", "D8": "", "D9": "+Cy"} {
		if v, _ := f.GetCellValue("Joueurs", c); v != want {
			t.Errorf("Joueurs!%s = %q, want %q", c, v, want)
		}
	}
	// The round column says which round is the autonomous one.
	if v, _ := f.GetCellValue("Appariements", "A86"); v != "5 (17a)" {
		t.Errorf("round 5 is %q", v)
	}
	// The teams from the file; -table; a defect said on the command line.
	for _, c := range []struct {
		args []string
		file string
		note string
	}{
		{[]string{"molter", "-teams-file", "t.csv", "-players", "4", "-rounds", "1"}, "molter-03x04-r1.xlsx", ""},
		{[]string{"molter", "-table", "peyrin"}, "molter-03x04-peyrin.xlsx", ""},
		{[]string{"molter", "-teams", "13", "-players", "10", "-o", "x.xlsx"}, "x.xlsx", "Tableau 43 has a defect, stated in the workbook"},
		// In French, the defect as the French workbook states it; one
		// round said "1 ronde".
		{[]string{"molter", "-teams", "13", "-players", "10", "-rounds", "1", "-lang", "fr", "-o", "y.xlsx"}, "y.xlsx", "note : le Tableau 43 a un défaut, indiqué dans le classeur : La ronde autonome 42a n'est pas imprimée en entier"},
		{[]string{"molter", "-teams", "13", "-players", "10", "-rounds", "1", "-lang", "fr", "-o", "z.xlsx"}, "z.xlsx", "note : le Tableau 43 sur 1 ronde a la note "},
		// Tableau 17 serves teams of 6 and of 12 (its title): -table with
		// -players chooses the size.
		{[]string{"molter", "-table", "17", "-players", "6", "-rounds", "4"}, "molter-07x06-r4.xlsx", "note: Tableau 17 over 4 rounds grades"},
	} {
		code, _, stderr := mk(t, dir, c.args...)
		if code != 0 || (c.note == "") != (stderr == "") || !strings.Contains(stderr, c.note) {
			t.Errorf("%q: exit %d %q", c.args, code, stderr)
		}
		if _, err := os.Stat(filepath.Join(dir, c.file)); err != nil {
			t.Error(err)
		}
	}
	// No overwrite without -force.
	if code, _, stderr := mk(t, dir, "molter", "-table", "peyrin"); code != cli.ExitFail || !strings.Contains(stderr, "exists (use -force") {
		t.Errorf("second write: exit %d %q", code, stderr)
	}
}

// TestMolterConstructed: -source constructed, and a shape the document
// lacks, write the constructed table's workbook, named so, with its grade
// on the command line (tables/molter's) and the pairings read back.
func TestMolterConstructed(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args       []string
		file, note string
		teams, k   int
	}{
		{[]string{"molter", "-teams", "14", "-players", "6", "-rounds", "4"}, "molter-14x06-constructed-r4.xlsx", "document 004 has no table for 14 teams of 6 players", 14, 4},
		{[]string{"molter", "-teams", "7", "-players", "6", "-source", "constructed", "-lang", "fr"}, "molter-07x06-constructed.xlsx", "", 7, 6},
		{[]string{"molter", "-teams", "27", "-players", "2", "-rounds", "2", "-source", "constructed"}, "molter-27x02-constructed-r2.xlsx", "", 27, 2},
		// The default event of a shape the document covers is the
		// document's: Tableau 40 plays 2 rounds and its autonomous round.
		{[]string{"molter", "-teams", "13", "-players", "6", "-source", "constructed"}, "molter-13x06-constructed-r3.xlsx", "", 13, 3},
	} {
		code, stdout, stderr := mk(t, dir, c.args...)
		cons, err := molter.NewConstructed(c.teams, playersArg(c.args))
		if err != nil {
			t.Fatal(err)
		}
		grade, _ := cons.Grade(c.k)
		want := "wrote " + c.file + " (" + strconv.Itoa(c.teams) + " teams of " + strconv.Itoa(cons.Players()) + " players, constructed table, grade " + grade + ", " + strconv.Itoa(c.k) + " rounds)"
		if slices.Contains(c.args, "fr") { // the line follows -lang
			want = "écrit : " + c.file + " (" + strconv.Itoa(c.teams) + " équipes de " + strconv.Itoa(cons.Players()) + " joueurs, table construite, note " + grade + ", " + strconv.Itoa(c.k) + " rondes)"
		}
		if code != 0 || !strings.Contains(stdout, want) || (c.note == "") != (stderr == "") || !strings.Contains(stderr, c.note) {
			t.Errorf("%q: exit %d %q %q, want %q", c.args, code, stdout, stderr, want)
		}
		code, stdout, stderr = mk(t, dir, "read", c.file)
		// Read back in the workbook's language.
		head := "Molter, constructed table: " + strconv.Itoa(c.teams) + " teams"
		if slices.Contains(c.args, "fr") {
			head = "Molter, table construite : " + strconv.Itoa(c.teams) + " équipes"
		}
		if code != 0 || !strings.HasPrefix(stdout, head) {
			t.Errorf("read %s: exit %d %q %q", c.file, code, stdout, stderr)
		}
	}
}

// playersArg is the -players of args.
func playersArg(args []string) int {
	i := slices.Index(args, "-players")
	n, _ := strconv.Atoi(args[i+1])
	return n
}

func TestMolterSet(t *testing.T) {
	outs := molterSet(setOptions{})
	if len(outs) != len(molter.Sizes()) {
		t.Fatalf("%d Molter workbooks for %d configurations", len(outs), len(molter.Sizes()))
	}
	seen := map[string]bool{}
	for _, o := range outs {
		if seen[o.Name] || !strings.HasPrefix(o.Name, "molter-") {
			t.Errorf("name %q twice or odd", o.Name)
		}
		seen[o.Name] = true
	}
	for _, n := range []string{"molter-03x04.xlsx", "molter-03x04-peyrin.xlsx", "molter-07x06.xlsx", "molter-03x100.xlsx", "molter-13x12.xlsx"} {
		if !seen[n] {
			t.Errorf("no %s in the set", n)
		}
	}
}

func TestMolterGrades(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := mk(t, dir, "molter-grades")
	if code != 0 || !strings.Contains(out, "wrote molter-grades.xlsx") {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	f, err := excelize.OpenFile(filepath.Join(dir, "molter-grades.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := f.GetSheetList(); !slices.Equal(got, []string{"Constructed", "Constructed, 16 rounds +", "Document", "Guide"}) {
		t.Errorf("sheets %v", got)
	}
}

// TestEncodingWithoutList: -encoding typed without the list file it is
// for is refused (a typed value unused), naming the list's flag, and
// nothing is written.
func TestEncodingWithoutList(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"berger", "-n", "8", "-encoding", "latin1"}, "-encoding is for the list file: give -players, or leave -encoding out"},
		{[]string{"rutsch", "-n", "8", "-encoding", "latin1"}, "give -players"},
		{[]string{"varma", "-n", "12", "-encoding", "latin1"}, "give -players"},
		{[]string{"team", "-n", "6", "-encoding", "latin1", "-lang", "fr"}, "-encoding est pour le fichier de liste : donnez -teams-file, ou ôtez -encoding"},
		{[]string{"scheveningen", "-m", "4", "-encoding", "latin1"}, "give -teams-file"},
		{[]string{"molter", "-teams", "7", "-players", "6", "-encoding", "latin1"}, "give -teams-file"},
		{[]string{"read", "missing.xlsx", "-encoding", "latin1"}, "give -players"},
	} {
		code, _, stderr := mk(t, dir, c.args...)
		if code != cli.ExitUsage || !strings.Contains(stderr, c.want) {
			t.Errorf("mkxlsx %q: exit %d, %q; want 2 and %q", c.args, code, stderr, c.want)
		}
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("files written: %v", got)
	}
}

// TestMolterOneRound: the line saying what was written says "1 round" in
// English and "1 ronde" in French, never "1 rounds".
func TestMolterOneRound(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"molter", "-teams", "17", "-players", "8", "-rounds", "1", "-o", "a.xlsx"}, ", 1 round)\n"},
		{[]string{"molter", "-teams", "5", "-players", "4", "-rounds", "1", "-lang", "fr", "-o", "b.xlsx"}, ", 1 ronde)\n"},
		{[]string{"molter", "-teams", "5", "-players", "4", "-rounds", "2", "-o", "c.xlsx"}, ", 2 rounds)\n"},
	} {
		code, stdout, stderr := mk(t, dir, c.args...)
		if code != 0 || !strings.HasSuffix(stdout, c.want) {
			t.Errorf("%q: exit %d, stdout %q (want it to end %q), stderr %q", c.args, code, stdout, c.want, stderr)
		}
	}
}
