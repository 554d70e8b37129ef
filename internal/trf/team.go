package trf

import (
	"bufio"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The team records of TRF-2026 (FIDE Handbook C.04 Annex, "Format of
// Tournament Report File, Version 2026", TRF26.pdf, approved by the FIDE
// Council on 12 May 2025), as its tables give their columns:
//
//	082  number of teams, from column 5
//	352  colour sequence of the boards (W or B per board, of the team named
//	     first in a match), from column 5: "352 WBWB"
//	362  scoring point system for teams: the codes TW, TD, TL (team win,
//	     draw, loss; defaults 2, 1, 0) at 162's positions, each code ending
//	     where 162's one-letter code stands (6, 15, 24) and its points in
//	     the four columns after it (format 11.5): TW in 5-6, points 7-10, TD
//	     in 14-15, points 16-19, TL in 23-24, points 25-28 (FIDE TEC's
//	     tie-break checker reads 362 as it reads 162: code at column 6 + 9k,
//	     points in the next four columns)
//	310  team pairing number 5-7, team name 9-40, nickname 42-46, strength
//	     factor 48-53, match points 55-60 and game points 62-67 (format
//	     1111.5), team rank 69-71, then the players' starting-rank numbers,
//	     four columns each from column 74, one column apart: 74-77, 79-82, …
//	     (the table prints 14, to 139-142; a larger team goes on in the same
//	     steps)
//	320  pairing-allocated bye of a team: its match points 5-8 and game
//	     points 10-13 (format 11.5), then per round the team that has it,
//	     three columns from 15, one apart: 15-17, 19-21, … (000: none)
//	330  forfeited match: type 5-6 (+- win of the team with white, -+ of the
//	     team with black, -- double forfeit), round 8-10, white team 12-14,
//	     black team 16-18
//	300  out of (default) order, "required when a team plays in a different
//	     board order than defined in record 310, or plays with an unoccupied
//	     board": round 5-7, the team 9-11, its opponent 13-15, then the
//	     player of each board, four columns each from 17, one apart: 17-20,
//	     22-25, … (0000: the board unoccupied)
//
// The columns were taken from a transcription of TRF26.pdf
// (github.com/echecsjs/trf, SPEC.md, whose 310 and 330 examples
// team_test.go writes again) and checked against the reader of FIDE TEC's
// tie-break checker (Otto Milvang): 310 at the same columns (number 5-7,
// name 9-40, match points 55-60, game points 62-67, rank 69-71, columns
// 72-74 blank before the players), 362 read as it reads 162.
//
// TRF-2026's own example of 310 ("310   1 India … IND     2486   15.0
// 28.0  11     1    5 …") puts the match points in 55-60, the game points
// in 62-67, the rank in 69-71 and the first player in 74-77, as above. The
// checker's reader agrees from the commit that implemented TRF-26
// (554b16f, 30 April 2025; checked at 14a34a2, July 2026). An older copy
// (github.com/TEC-FIDE/TieBreakServer, last commit 7bff943 of November
// 2024, before TRF-2026 was approved) reads a draft layout instead: match
// points 55-58, game points 60-65, rank 67-69, players from 72-75; it
// rejects these lines and is not TRF-2026.

// Teams is the team part of a report.
type Teams struct {
	List []Team // one 310 record each; line 082 is their number
	// Colours is line 352 ("WBWB"), "" when not written (the teams do not
	// play matches of a fixed colour sequence).
	Colours string
	// MatchPoints are TW, TD and TL of line 362; nil when not written (the
	// teams play no matches against each other).
	MatchPoints *[3]float64
	// Byes is line 320: per round the team with the bye, 0 when none; nil
	// when not written. ByePoints are its match and game points.
	Byes      []int
	ByePoints [2]float64
	Forfeits  []Forfeit // 330 records
	LineUps   []LineUp  // 300 records
}

// Team is one 310 record. Every numeric field is written, 0 when unknown
// (the strength factor) or without meaning (the match points of teams that
// play no matches): readers that split the end of the line at spaces
// (chesspairing) take the fields in order, and a blank one would shift the
// others.
type Team struct {
	Number                  int
	Name, Nickname          string
	Strength                int
	MatchPoints, GamePoints float64
	Rank                    int
	Players                 []int // the starting-rank numbers of its players (001 lines)
}

// Forfeit is one 330 record: a whole match forfeited.
type Forfeit struct {
	Type         string // "+-", "-+" or "--"
	Round        int
	White, Black int // team pairing numbers
}

// LineUp is one 300 record: the players of a team on each board of one
// match, where they are not its 310 line's order or a board is
// unoccupied (0). Readers that miss it (FIDE TEC's checker) put the
// players who played in their 310 order and an absent player last, so a
// board-weighted tie-break (BC, TBR, BBE, EDET, EDEB) would count a game
// on another board.
type LineUp struct {
	Round, Team, Opponent int
	Players               []int // per board, 0: none
}

// teamPoints formats points in w columns ("1111.5"), refusing what does
// not fit.
func teamPoints(what string, x float64, w int) (string, error) {
	s := strconv.FormatFloat(x, 'f', 1, 64)
	if x < 0 || len(s) > w || x*2 != float64(int(x*2)) {
		return "", fmt.Errorf("%s: %g: want half points from 0 that fit the %d columns TRF gives them", what, x, w)
	}
	return fmt.Sprintf("%*s", w, s), nil
}

// writeTeamHead writes lines 082, 352 and 362.
func writeTeamHead(bw *bufio.Writer, t *Teams) error {
	if t == nil {
		return nil
	}
	fmt.Fprintf(bw, "082 %d\n", len(t.List))
	if t.Colours != "" {
		if strings.Trim(t.Colours, "WB") != "" || len(t.Colours) > 200 {
			return fmt.Errorf("line 352: colour sequence %s: want W or B per board", quote(t.Colours))
		}
		fmt.Fprintf(bw, "352 %s\n", t.Colours)
	}
	if mp := t.MatchPoints; mp != nil {
		l := line("362")
		for i, c := range []string{"TW", "TD", "TL"} {
			p, err := teamPoints("line 362: "+c, mp[i], 4)
			if err != nil {
				return err
			}
			l.put(5+9*i, c)
			l.put(7+9*i, p)
		}
		fmt.Fprintln(bw, string(l))
	}
	return nil
}

// writeTeams writes the 310, 320 and 330 records of f.Teams, checking that
// each team's players have 001 lines.
func writeTeams(bw *bufio.Writer, f *File) error {
	t := f.Teams
	if t == nil {
		return nil
	}
	have := map[int]bool{}
	for _, p := range f.Players {
		have[p.Number] = true
	}
	numbers := map[int]bool{}
	for _, tm := range t.List {
		what := fmt.Sprintf("team %d", tm.Number)
		if tm.Name != "" {
			what = fmt.Sprintf("team %d (%s)", tm.Number, tm.Name)
		}
		if tm.Number < 1 || tm.Number > 999 || numbers[tm.Number] {
			return fmt.Errorf("%s: a team pairing number is 1 to 999, once each", what)
		}
		numbers[tm.Number] = true
		if tm.Rank < 0 || tm.Rank > 999 || tm.Strength < 0 || tm.Strength > 999999 {
			return fmt.Errorf("%s: rank %d or strength factor %d out of TRF's columns", what, tm.Rank, tm.Strength)
		}
		name, err := field(what+": name", tm.Name, 32)
		if err != nil {
			return err
		}
		nick, err := field(what+": nickname", tm.Nickname, 5)
		if err != nil {
			return err
		}
		l := line("310")
		l.put(5, fmt.Sprintf("%3d", tm.Number))
		l.put(9, name)
		l.put(42, nick)
		l.put(48, fmt.Sprintf("%6d", tm.Strength))
		mp, err := teamPoints(what+": match points", tm.MatchPoints, 6)
		if err != nil {
			return err
		}
		l.put(55, mp)
		gp, err := teamPoints(what+": game points", tm.GamePoints, 6)
		if err != nil {
			return err
		}
		l.put(62, gp)
		l.put(69, fmt.Sprintf("%3d", tm.Rank))
		for i, p := range tm.Players {
			if !have[p] {
				return fmt.Errorf("%s: player %d has no 001 line", what, p)
			}
			l.put(74+5*i, fmt.Sprintf("%4d", p))
		}
		fmt.Fprintln(bw, strings.TrimRight(string(l), " "))
	}
	if t.Byes != nil {
		l := line("320")
		for i, x := range t.ByePoints {
			p, err := teamPoints("line 320: bye points", x, 4)
			if err != nil {
				return err
			}
			l.put(5+5*i, p)
		}
		for r, tm := range t.Byes {
			if tm != 0 && !numbers[tm] {
				return fmt.Errorf("line 320: round %d: team %d has no 310 line", r+1, tm)
			}
			l.put(15+4*r, fmt.Sprintf("%03d", tm))
		}
		fmt.Fprintln(bw, string(l))
	}
	for _, x := range t.Forfeits {
		if !slices.Contains([]string{"+-", "-+", "--"}, x.Type) || x.Round < 1 || x.Round > 999 || !numbers[x.White] || !numbers[x.Black] {
			return fmt.Errorf("line 330: forfeit %q in round %d of teams %d and %d: want +-, -+ or -- between two teams of the 310 lines", x.Type, x.Round, x.White, x.Black)
		}
		fmt.Fprintf(bw, "330 %s %03d %03d %03d\n", x.Type, x.Round, x.White, x.Black)
	}
	for _, x := range t.LineUps {
		if x.Round < 1 || x.Round > 999 || !numbers[x.Team] || !numbers[x.Opponent] || x.Team == x.Opponent || len(x.Players) == 0 {
			return fmt.Errorf("line 300: round %d, team %d against %d: want a round from 1 and two teams of the 310 lines", x.Round, x.Team, x.Opponent)
		}
		l := fmt.Sprintf("300 %03d %03d %03d", x.Round, x.Team, x.Opponent)
		for _, p := range x.Players {
			if p != 0 && !have[p] {
				return fmt.Errorf("line 300: round %d, team %d: player %d has no 001 line", x.Round, x.Team, p)
			}
			l += fmt.Sprintf(" %04d", p)
		}
		fmt.Fprintln(bw, l)
	}
	return nil
}

// readTeamLine reads one of the team lines Write writes into f.Teams.
func readTeamLine(f *File, code string, col func(from, to int) string, length int) error {
	if f.Teams == nil {
		f.Teams = &Teams{}
	}
	t := f.Teams
	num := func(what, s string) (float64, error) {
		if s == "" {
			return 0, nil
		}
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return 0, fmt.Errorf("%s %q", what, s)
		}
		return x, nil
	}
	// ints reads the whole numbers in the columns from[i] to from[i]+2.
	ints := func(from ...int) ([]int, bool) {
		n := make([]int, len(from))
		for i, c := range from {
			var err error
			if n[i], err = strconv.Atoi(col(c, c+2)); err != nil {
				return nil, false
			}
		}
		return n, true
	}
	switch code {
	case "082": // the count follows from the 310 lines
	case "352":
		t.Colours = col(5, length)
	case "362":
		var mp [3]float64
		for i := range mp {
			x, err := num("362 "+col(5+9*i, 6+9*i), col(7+9*i, 10+9*i))
			if err != nil {
				return err
			}
			mp[i] = x
		}
		t.MatchPoints = &mp
	case "310":
		tm := Team{Name: col(9, 40), Nickname: col(42, 46)}
		var err error
		if tm.Number, err = strconv.Atoi(col(5, 7)); err != nil {
			return fmt.Errorf("team number %q", col(5, 7))
		}
		if s := col(48, 53); s != "" {
			if tm.Strength, err = strconv.Atoi(s); err != nil {
				return fmt.Errorf("strength factor %q", s)
			}
		}
		if tm.MatchPoints, err = num("match points", col(55, 60)); err != nil {
			return err
		}
		if tm.GamePoints, err = num("game points", col(62, 67)); err != nil {
			return err
		}
		if tm.Rank, err = strconv.Atoi(col(69, 71)); err != nil {
			return fmt.Errorf("team rank %q", col(69, 71))
		}
		for c := 74; c <= length; c += 5 {
			p, err := strconv.Atoi(col(c, c+3))
			if err != nil {
				return fmt.Errorf("team %d: player %q", tm.Number, col(c, c+3))
			}
			tm.Players = append(tm.Players, p)
		}
		t.List = append(t.List, tm)
	case "320":
		for i := range t.ByePoints {
			x, err := num("bye points", col(5+5*i, 8+5*i))
			if err != nil {
				return err
			}
			t.ByePoints[i] = x
		}
		t.Byes = []int{}
		for c := 15; c <= length; c += 4 {
			n, err := strconv.Atoi(col(c, c+2))
			if err != nil {
				return fmt.Errorf("bye team %q", col(c, c+2))
			}
			t.Byes = append(t.Byes, n)
		}
	case "330":
		n, ok := ints(8, 12, 16)
		if !ok {
			return fmt.Errorf("forfeited match %q", col(5, 18))
		}
		t.Forfeits = append(t.Forfeits, Forfeit{Type: col(5, 6), Round: n[0], White: n[1], Black: n[2]})
	case "300":
		n, ok := ints(5, 9, 13)
		if !ok {
			return fmt.Errorf("out-of-order line-up %q", col(5, 15))
		}
		x := LineUp{Round: n[0], Team: n[1], Opponent: n[2]}
		for c := 17; c <= length; c += 5 {
			p, err := strconv.Atoi(col(c, c+3))
			if err != nil {
				return fmt.Errorf("out-of-order line-up, round %d, team %d: player %q", x.Round, x.Team, col(c, c+3))
			}
			x.Players = append(x.Players, p)
		}
		t.LineUps = append(t.LineUps, x)
	}
	return nil
}
