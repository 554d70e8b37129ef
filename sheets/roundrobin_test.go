package sheets

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/xuri/excelize/v2"
)

// write builds a workbook and reopens its bytes.
func write(t testing.TB, rr RoundRobin) ([]byte, *excelize.File) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteRoundRobin(&buf, rr); err != nil {
		t.Fatalf("%s: %v", describe(rr), err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return buf.Bytes(), f
}

var enSheets = []string{"Players", "Pairings", "Berger result table", "Cross table", "Seating plan", "Standings", "Wall sheet", "Result slips", "Guide", "Event", "Standings after round"}
var frSheets = []string{"Joueurs", "Appariements", "Tableau Berger", "Tableau croisé", "Plan de table", "Classement", "Affichage", "Fiches de résultat", "Mode d'emploi", "Tournoi", "Classement après ronde"}

func TestSheetsAndNames(t *testing.T) {
	t.Parallel()
	for _, rr := range []RoundRobin{
		{N: 3}, {N: 4, Cycles: 2}, {N: 11, Cycles: 3, Swap: true, Lang: French}, {N: 30, Cycles: 2, Swap: true},
	} {
		_, f := write(t, rr)
		want := enSheets
		if rr.Lang == French {
			want = frSheets
		}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Errorf("%s: sheets %q, want %q", describe(rr), got, want)
		}
		cycles := max(rr.Cycles, 1)
		games := schedule(rr.N, cycles, rr.Swap)
		// Results: one cell per game, round then board: the players on the
		// row of each result cell are the scheduled ones.
		res := definedArea(t, f, "Results")
		if len(res.cells) != len(games) || len(games) != cycles*rr.N*(rr.N-1)/2 {
			t.Fatalf("%s: Results has %d cells for %d games", describe(rr), len(res.cells), len(games))
		}
		for i, c := range res.cells {
			col, row, _ := excelize.CellNameToCoordinates(c)
			w := number(t, f, res.sheet, cell(col-2, row), false)
			b := number(t, f, res.sheet, cell(col+1, row), false)
			if int(w) != games[i].White || int(b) != games[i].Black {
				t.Fatalf("%s: Results cell %d (%s) is on the row of %v-%v, want %d-%d", describe(rr), i+1, c, w, b, games[i].White, games[i].Black)
			}
		}
		for _, name := range []string{"PlayerNames", "Points", "SonnebornBerger", "Wins", "Rank"} {
			if a := definedArea(t, f, name); len(a.cells) != rr.N {
				t.Errorf("%s: %s has %d cells, want %d", describe(rr), name, len(a.cells), rr.N)
			}
		}
		// Every player plays every other once per cycle, the bye aside.
		met := map[[2]int]int{}
		for _, g := range games {
			met[[2]int{min(g.White, g.Black), max(g.White, g.Black)}]++
		}
		for pair, k := range met {
			if k != cycles {
				t.Errorf("%s: %v meet %d times", describe(rr), pair, k)
			}
		}
	}
}

// TestExcelizeCalc computes the sums with excelize's own engine (reliable for
// SUMIF, INDEX and arithmetic) and compares them with Go.
func TestExcelizeCalc(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 7))
	for _, rr := range []RoundRobin{
		{N: 4, TieBreaks: FIDETieBreaks},
		{N: 5, Cycles: 2, Swap: true},
		{N: 6, TieBreaks: []TieBreak{Wins, DE}},
	} {
		games := schedule(rr.N, max(rr.Cycles, 1), rr.Swap)
		randomResults(rng, games, rr.N == 6)
		data, _ := write(t, rr)
		f, err := excelize.OpenReader(bytes.NewReader(fillResults(t, data, games)))
		if err != nil {
			t.Fatal(err)
		}
		compare(t, "excelize "+describe(rr), f, mustLayout(t, rr), games, true)
		f.Close()
	}
}

func TestValidationAndProtection(t *testing.T) {
	t.Parallel()
	rr := RoundRobin{N: 7, Cycles: 2, Swap: true}
	data, f := write(t, rr)
	res := definedArea(t, f, "Results")
	dvs, err := f.GetDataValidations(res.sheet)
	if err != nil || len(dvs) != 1 {
		t.Fatalf("data validations %v, %v", dvs, err)
	}
	dv := dvs[0]
	if want := res.cells[0] + ":" + res.cells[len(res.cells)-1]; dv.Sqref != want || dv.Type != "list" {
		t.Errorf("validation over %s type %s, want %s list", dv.Sqref, dv.Type, want)
	}
	if dv.Formula1 != `"1-0,½-½,0-1,+/-,-/+,-/-"` || !dv.AllowBlank || dv.ErrorStyle == nil {
		t.Errorf("validation list %s blank %v", dv.Formula1, dv.AllowBlank)
	}
	locked := func(sheet, c string) bool {
		id, err := f.GetCellStyle(sheet, c)
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.GetStyle(id)
		if err != nil {
			t.Fatal(err)
		}
		return st.Protection == nil || st.Protection.Locked
	}
	for _, c := range res.cells {
		if locked(res.sheet, c) {
			t.Fatalf("result cell %s is locked", c)
		}
		if id, _ := f.GetCellStyle(res.sheet, c); id == 0 {
			t.Fatalf("result cell %s has no style", c)
		} else if st, _ := f.GetStyle(id); st.NumFmt != textFormat {
			t.Fatalf("result cell %s has number format %d, want text", c, st.NumFmt)
		}
	}
	for _, name := range []string{"Points", "Rank", "SonnebornBerger"} {
		a := definedArea(t, f, name)
		if !locked(a.sheet, a.cells[0]) {
			t.Errorf("%s is not locked", name)
		}
	}
	names := definedArea(t, f, "PlayerNames")
	if locked(names.sheet, names.cells[0]) {
		t.Error("player names are locked")
	}
	for i, sheet := range f.GetSheetList() {
		p, err := f.GetSheetProtection(sheet)
		if err != nil || !p.SelectLockedCells || !p.SelectUnlockedCells || p.FormatCells || p.InsertRows {
			t.Errorf("%s: protection %+v, %v", sheet, p, err)
		}
		x := sheetXML(t, data, i+1)
		if !strings.Contains(x, "<sheetProtection") || strings.Contains(x, "password=") || strings.Contains(x, "hashValue=") {
			t.Errorf("%s: want protection without password", sheet)
		}
	}
}

// sheetXML returns the raw XML of the i-th worksheet of an .xlsx.
func sheetXML(t testing.TB, data []byte, i int) string {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	r, err := z.Open(fmt.Sprintf("xl/worksheets/sheet%d.xml", i))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestPageSetup(t *testing.T) {
	t.Parallel()
	rr := RoundRobin{N: 16, Cycles: 2, Swap: true, Event: Event{"Open A & B", "Nîmes", "1–3 May 2026"}}
	data, f := write(t, rr)
	landscape := map[string]bool{"Berger result table": true, "Cross table": true, "Standings after round": true, "Wall sheet": true,
		"Standings": true} // FIDE's four tie-breaks
	tall := map[string]int{"Standings after round": 1} // fit to one page tall as well
	titles := map[string]string{"Players": "$1:$1", "Pairings": "$1:$1", "Cross table": "$A:$C,'Cross table'!$1:$1", "Seating plan": "$1:$2", "Standings": "$1:$1", "Wall sheet": "$1:$3"}
	for i, sheet := range f.GetSheetList() {
		pl, err := f.GetPageLayout(sheet)
		if err != nil {
			t.Fatal(err)
		}
		orient := "portrait"
		if landscape[sheet] {
			orient = "landscape"
		}
		props, err := f.GetSheetProps(sheet)
		if err != nil || props.FitToPage == nil {
			t.Fatalf("%s: no FitToPage: %v", sheet, err)
		}
		if sheet == "Cross table" {
			// 16 players double: too wide for one page above the floor,
			// split at splitScale.
			if *props.FitToPage || pl.AdjustTo == nil || *pl.AdjustTo != splitScale || *pl.Orientation != orient {
				t.Errorf("%s: fit %v scale %v %s, want split at %d %%, %s", sheet, *props.FitToPage, pl.AdjustTo, *pl.Orientation, splitScale, orient)
			}
		} else if *pl.Size != a4 || *pl.Orientation != orient || *pl.FitToWidth != 1 || *pl.FitToHeight != tall[sheet] || !*props.FitToPage {
			t.Errorf("%s: size %d %s fit %d×%d, want A4 %s 1×%d", sheet, *pl.Size, *pl.Orientation, *pl.FitToWidth, *pl.FitToHeight, orient, tall[sheet])
		}
		hf, err := f.GetHeaderFooter(sheet)
		if err != nil || hf.OddHeader != "&C&\"-,Bold\"&12Open A && B\n&\"-,Regular\"&11Nîmes — 1–3 May 2026" || hf.OddFooter != "&L&A&Rpage &P / &N" {
			t.Errorf("%s: header %q footer %q", sheet, hf.OddHeader, hf.OddFooter)
		}
		var got string
		for _, d := range f.GetDefinedName() {
			if d.Name == "_xlnm.Print_Titles" && d.Scope == sheet {
				got = d.RefersTo
			}
		}
		if want := titles[sheet]; want == "" && got != "" || want != "" && !strings.HasSuffix(got, "!"+want) {
			t.Errorf("%s: print titles %q, want %q", sheet, got, want)
		}
		x := sheetXML(t, data, i+1)
		if sheet == "Pairings" {
			// 8 games a round, 5 rounds (40 rows) a page: breaks before
			// rounds 6, 11, 16, 21, 26 (row 2 + 8 × 5 = 42, ...), never inside one.
			for _, row := range []int{42, 82, 122, 162, 202} {
				if !strings.Contains(x, fmt.Sprintf(`<brk id="%d"`, row-1)) {
					t.Errorf("Pairings: no page break above row %d", row)
				}
			}
			if strings.Count(x, "<brk ") != 5 {
				t.Errorf("Pairings: %d page breaks, want 5", strings.Count(x, "<brk "))
			}
		}
	}
}

func TestUserTextStaysText(t *testing.T) {
	t.Parallel()
	players := []Player{{Name: "=1+1", Rating: 2000, Club: "@club", FideName: "=A, B"}, {Name: "+33 6", Club: "-x", Title: "-"},
		{Name: "-Bob", Rating: 1500, Club: "=SUM(A1)", FideID: "+1"}, {Name: "@home"}}
	_, f := write(t, RoundRobin{N: 5, Players: players})
	a := definedArea(t, f, "PlayerNames")
	for i, p := range players {
		if fm, _ := f.GetCellFormula(a.sheet, a.cells[i]); fm != "" {
			t.Errorf("name %q became formula %q", p.Name, fm)
		}
		if v, _ := f.GetCellValue(a.sheet, a.cells[i]); v != p.Name {
			t.Errorf("name %q reads back %q", p.Name, v)
		}
		for col, v := range map[string]string{"F": p.Club, "G": p.FideID, "H": p.Title, "K": p.FideName} {
			c := strings.Replace(a.cells[i], "B", col, 1)
			if fm, _ := f.GetCellFormula(a.sheet, c); fm != "" {
				t.Errorf("%s %q became formula %q", c, v, fm)
			}
			if got, _ := f.GetCellValue(a.sheet, c); got != v {
				t.Errorf("%s %q reads back %q", c, v, got)
			}
		}
		if typ, _ := f.GetCellType(a.sheet, a.cells[i]); typ != excelize.CellTypeSharedString && p.Name != "" {
			t.Errorf("name %q stored as %v", p.Name, typ)
		}
	}
	// The other sheets show the name through a formula: as text.
	l := mustLayout(t, RoundRobin{N: 5})
	if v, err := f.CalcCellValue(l.sCross, "B2"); err != nil || v != "=1+1" {
		t.Errorf("cross table name = %q, %v", v, err)
	}
	if v, err := f.CalcCellValue(l.sCross, "C2"); err != nil || v != "2000" {
		t.Errorf("cross table rating = %q, %v", v, err)
	}
	if v, err := f.CalcCellValue(l.sCross, "C3"); err != nil || v != "" {
		t.Errorf("cross table blank rating = %q, %v", v, err)
	}
}

// TestSeatingMatchesPairings reads the seating plan back: in every round the
// two players at each board are a scheduled game, the one on the unshaded
// (white) seat having white, and the fixed player's colour is right.
func TestSeatingMatchesPairings(t *testing.T) {
	t.Parallel()
	for _, rr := range []RoundRobin{{N: 10}, {N: 9, Cycles: 2, Swap: true}, {N: 8, Cycles: 3, Swap: true}} {
		_, f := write(t, rr)
		l := mustLayout(t, rr)
		shaded := func(c string) bool {
			id, _ := f.GetCellStyle(l.sSeating, c)
			st, _ := f.GetStyle(id)
			return len(st.Fill.Color) > 0
		}
		val := func(c string) string { v, _ := f.GetCellValue(l.sSeating, c); return v }
		cycles := max(rr.Cycles, 1)
		for t0 := 1; t0 <= cycles*(l.m-1); t0++ {
			r := 3 + 2*(t0-1)
			for b := 1; b <= l.m/2; b++ {
				far, near := cell(2+b, r), cell(2+b, r+1)
				if shaded(far) == shaded(near) {
					t.Fatalf("%s round %d board %d: both seats the same colour", describe(rr), t0, b)
				}
				w, bl := val(near), val(far)
				if shaded(near) {
					w, bl = bl, w
				}
				game := fmt.Sprintf("%s-%s", w, bl)
				var want []string
				for bb := 1; bb <= l.m/2; bb++ {
					g := berger.ScheduleGame(l.m, cycles, rr.Swap, t0, bb)
					s := g.String()
					if l.m != l.N {
						s = strings.ReplaceAll(strings.ReplaceAll(" "+s+" ", fmt.Sprintf("-%d ", l.m), "-bye "), fmt.Sprintf(" %d-", l.m), " bye-")
						s = strings.TrimSpace(s)
					}
					want = append(want, s)
				}
				if !slices.Contains(want, game) {
					t.Fatalf("%s round %d board %d: %s is not a game of %v", describe(rr), t0, b, game, want)
				}
			}
			fixed := val(cell(3+l.m/2, r))
			g := berger.ScheduleGame(l.m, cycles, rr.Swap, t0, 1)
			want := "B"
			if g.White == l.m {
				want = "W"
			}
			if l.m != l.N {
				want = "bye"
			}
			if fixed != want {
				t.Fatalf("%s round %d: fixed player %q, want %q", describe(rr), t0, fixed, want)
			}
		}
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 71)
	for _, c := range []struct {
		rr  RoundRobin
		msg string
	}{
		{RoundRobin{N: 2}, "2 players: want 3 to 64"},
		{RoundRobin{N: 65}, "65 players: want 3 to 64"},
		{RoundRobin{N: 4, Cycles: 9}, "9 cycles: want 1 to 8"},
		{RoundRobin{N: 3, Players: make([]Player, 4)}, "4 players listed for 3 pairing numbers"},
		{RoundRobin{N: 4, TieBreaks: []TieBreak{SB, SB}}, "tie-break sb named twice"},
		{RoundRobin{N: 4, Lang: "de"}, `language "de": want en or fr`},
		{RoundRobin{N: 4, Event: Event{Place: long}}, "place is 71 characters long, at most 70"},
		{RoundRobin{N: 4, Event: Event{Title: "a\nb"}}, "title holds a line break"},
	} {
		var buf bytes.Buffer
		err := WriteRoundRobin(&buf, c.rr)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: error %v, want %q", c.rr, err, c.msg)
		}
		if buf.Len() != 0 {
			t.Errorf("%+v: %d bytes written despite the error", c.rr, buf.Len())
		}
	}
	// A round date for every round of every cycle: 9 players play 9 rounds
	// a cycle, 18 in a double round robin.
	dates := func(n int) []string { return slices.Repeat([]string{"2026-05-01"}, n) }
	if err := (RoundRobin{N: 9, Cycles: 2, Info: EventInfo{RoundDates: dates(18)}}).Validate(); err != nil {
		t.Errorf("18 round dates for a double round robin of 9: %v", err)
	}
	if err := (RoundRobin{N: 9, Cycles: 2, Info: EventInfo{RoundDates: dates(17)}}).Validate(); err == nil || !strings.Contains(err.Error(), "17 dates for 18 rounds") {
		t.Errorf("17 round dates for a double round robin of 9: %v", err)
	}
	// The Rutsch workbook checks its players as the Berger one does.
	for _, c := range []struct {
		r   Rutsch
		msg string
	}{
		{Rutsch{N: 65}, "65 players: want 3 to 64"},
		{Rutsch{N: 3, Players: make([]Player, 4)}, "4 players listed for 3 pairing numbers"},
		{Rutsch{N: 4, Players: []Player{{Name: "A", Federation: "Nîmes"}}}, `player 1 (A): federation "Nîmes": want one of FIDE's federation codes such as FRA`},
	} {
		if err := c.r.Validate(); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: error %v, want %q", c.r, err, c.msg)
		}
	}
}

// TestFormulaFunctions guards the functions the formulas call: only those
// every engine knows by their plain name (Excel 2007 and before, LibreOffice).
// A newer one would need its _xlfn. prefix, or LibreOffice shows #NAME?.
func TestFormulaFunctions(t *testing.T) {
	t.Parallel()
	plain := map[string]bool{"IF": true, "SUMIF": true, "COUNTIFS": true, "INDEX": true, "MATCH": true,
		"LEFT": true, "RIGHT": true, "TRIM": true, "LEN": true, "N": true, "ROUND": true}
	call := regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_.]*)\(`)
	rr := RoundRobin{N: 5, Cycles: 2, TieBreaks: []TieBreak{SB, Wins, DE, Koya, BPG, BWG}}
	_, f := write(t, rr)
	seen := map[string]bool{}
	for _, sheet := range f.GetSheetList() {
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		for r := range len(rows) + 1 {
			for c := 1; c <= 40; c++ {
				fm, _ := f.GetCellFormula(sheet, cell(c, r+1))
				for _, m := range call.FindAllStringSubmatch(fm, -1) {
					seen[m[1]] = true
					if !plain[m[1]] && !strings.HasPrefix(m[1], "_xlfn.") {
						t.Errorf("%s!%s calls %s: not a plain function and no _xlfn. prefix", sheet, cell(c, r+1), m[1])
					}
				}
			}
		}
	}
	if len(seen) != len(plain) {
		t.Errorf("functions used %v, the list knows %v", seen, plain)
	}
}

// TestRankNotation: a rank prints one way everywhere: the cross table's
// Rank column and the standings' take the same number format, which shows
// "-" for the rank 0 of a player out of the standings, and no formula
// writes a rank of its own ("-" or 0 as text).
func TestRankNotation(t *testing.T) {
	t.Parallel()
	for _, lang := range []Lang{English, French} {
		rr := RoundRobin{N: 6, Lang: lang}
		_, f := write(t, rr)
		l := mustLayout(t, rr)
		format := func(sheet, c string) string {
			id, err := f.GetCellStyle(sheet, c)
			if err != nil {
				t.Fatal(err)
			}
			st, err := f.GetStyle(id)
			if err != nil || st.CustomNumFmt == nil {
				return fmt.Sprint(err)
			}
			return *st.CustomNumFmt
		}
		for p := 1; p <= l.N; p++ {
			for _, c := range [][2]string{{l.sCross, cell(l.xRank(), p+1)}, {l.sStandings, cell(1, p+1)}} {
				if got := format(c[0], c[1]); got != `0;-0;"-"` {
					t.Errorf("%s %s!%s: number format %q", lang, c[0], c[1], got)
				}
				if fm, _ := f.GetCellFormula(c[0], c[1]); strings.Contains(fm, `"-"`) || strings.Contains(fm, `"–"`) {
					t.Errorf("%s %s!%s: the formula writes a rank of its own: %s", lang, c[0], c[1], fm)
				}
			}
		}
	}
}

// TestDirectEncounterBlank: the standings' direct-encounter column is blank
// for a player equal with nobody on points and the criteria before it, and
// a number for the players it separates.
func TestDirectEncounterBlank(t *testing.T) {
	t.Parallel()
	rr := RoundRobin{N: 4, TieBreaks: []TieBreak{DE}}
	data, _ := write(t, rr)
	// 1 beats everyone, 4 loses to everyone, 2 and 3 draw and are equal.
	games := schedule(4, 1, true)
	for i, g := range games {
		switch {
		case g.White == 1 || g.Black == 4:
			games[i].Result = tiebreak.WhiteWins
		case g.Black == 1 || g.White == 4:
			games[i].Result = tiebreak.BlackWins
		default:
			games[i].Result = tiebreak.Draw
		}
	}
	f, err := excelize.OpenReader(bytes.NewReader(fillResults(t, data, games)))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l := mustLayout(t, rr)
	deCol := 6 // rank, no, name, rating, points, then the order: de
	want := map[int]string{1: "", 2: "0.5", 3: "0.5", 4: ""}
	for pos := 1; pos <= 4; pos++ {
		no, err := f.CalcCellValue(l.sStandings, cell(2, pos+1))
		if err != nil {
			t.Fatal(err)
		}
		v, err := f.CalcCellValue(l.sStandings, cell(deCol, pos+1))
		if err != nil {
			t.Fatal(err)
		}
		n, _ := strconv.Atoi(no)
		if v != want[n] {
			t.Errorf("player %s (place %d): direct encounter %q, want %q", no, pos, v, want[n])
		}
	}
}
