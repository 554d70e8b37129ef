package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTeamTRFPreflight: read -format trf of a team round robin, a Molter
// event and a Scheveningen match names on standard error each header line
// TRF-2026 marks mandatory for rating (column R) that is missing, and each
// roster player without a FIDE id with his cell on the Rosters sheet; it
// writes the report all the same (exit 0), and -strict refuses it (exit
// 1, nothing written). Given everything, it says nothing and -strict
// passes.
func TestTeamTRFPreflight(t *testing.T) {
	header := []string{"-name", "Interclubs", "-city", "Nimes", "-federation", "FRA", "-start", "2026-10-04", "-end", "2027-05-30", "-arbiter", "Durand, Paul"}
	for _, c := range []struct {
		create      []string
		sheet, cell string
		teams       int
		dates       string
	}{
		{[]string{"team", "-n", "4", "-boards", "4"}, "Boards", "F2", 4, "2026-10-04,2026-11-08,2026-12-06"},
		{[]string{"molter", "-teams", "3", "-players", "4", "-rounds", "2"}, "Pairings", "E2", 3, "2026-10-04,2026-11-08"},
		{[]string{"scheveningen", "-m", "4"}, "Match", "E2", 2, "2026-10-04,2026-10-05,2026-10-06,2026-10-07"},
	} {
		t.Run(c.create[0], func(t *testing.T) {
			dir := t.TempDir()
			var b strings.Builder
			b.WriteString("team;board;name;rating;fide id\n")
			for tm := 1; tm <= c.teams; tm++ {
				for k := 1; k <= 5; k++ {
					id := fmt.Sprint(rosterFideID(tm, k))
					if tm == 2 && k == 3 { // one player without a FIDE id
						id = ""
					}
					fmt.Fprintf(&b, "T%d;%d;P%d-%d;%d;%s\n", tm, k, tm, k, rosterRating(tm, k), id)
				}
			}
			if err := os.WriteFile(filepath.Join(dir, "t.csv"), []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, _, errs := mk(t, dir, append(c.create, "-teams-file", "t.csv", "-o", "w.xlsx")...); code != 0 {
				t.Fatal(errs)
			}
			typeIn(t, filepath.Join(dir, "w.xlsx"), c.sheet, map[string]string{c.cell: "1-0"})

			code, out, errs := mk(t, dir, "read", "w.xlsx", "-format", "trf")
			if code != 0 || !strings.Contains(out, "\n001") {
				t.Fatalf("exit %d:\n%s\n%s", code, errs, out)
			}
			for _, line := range []string{"012", "022", "032", "042", "052", "102", "132"} {
				if !strings.Contains(errs, "line "+line+" (") {
					t.Errorf("line %s not named:\n%s", line, errs)
				}
			}
			// The player without an id, by his 001 number (team 2's third:
			// numbered team after team, 5 a team) and his FIDE id's cell.
			want := fmt.Sprintf("1 of %d players without a FIDE number (001 columns 58-68), mandatory for rating: 8 P2-3 (Rosters!", 5*c.teams)
			if !strings.Contains(errs, want) || !strings.Contains(errs, "RosterFideIDs") {
				t.Errorf("want %q in\n%s", want, errs)
			}
			if code, out, errs := mk(t, dir, "read", "w.xlsx", "-format", "trf", "-strict"); code != 1 || out != "" || !strings.Contains(errs, "-strict: 8 of what FIDE's rating needs missing") {
				t.Errorf("-strict: exit %d, %q\n%s", code, out, errs)
			}

			// Everything given (the missing id typed on the Rosters sheet):
			// no message, -strict passes.
			cell := errs[strings.Index(errs, "(Rosters!")+len("(Rosters!"):]
			cell = cell[:strings.Index(cell, ")")]
			typeIn(t, filepath.Join(dir, "w.xlsx"), "Rosters", map[string]string{strings.ReplaceAll(cell, "$", ""): "26000203"})
			args := append([]string{"read", "w.xlsx", "-format", "trf", "-strict", "-round-dates", c.dates}, header...)
			code, out, errs = mk(t, dir, args...)
			if code != 0 || errs != "" || !strings.Contains(out, "26000203") {
				t.Errorf("all given: exit %d, %q", code, errs)
			}
		})
	}
}
