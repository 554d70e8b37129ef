package readback

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/xuri/excelize/v2"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/tables/team"
)

// TeamRoundRobin is a team round-robin workbook (mkxlsx team) read back:
// by the defined names HomeScores and AwayScores (one cell per match,
// round then match order; HomeTeamNumbers and AwayTeamNumbers, the teams'
// numbers, in their rows) and TeamNames. A workbook with BoardResults (one
// cell per board game, round then match then board order;
// BoardWhiteTeams and BoardBlackTeams, the numbers of the teams with white
// and black, and BoardWhites and BoardBlacks, the players' names, in its
// rows) is read from its board results, the scores being formulas. An
// older workbook without the names of the numbers and players has them
// where the Schedule and Boards sheets put them: the teams' numbers two
// columns left of the home score and one right of the away score, two left
// and two right of a board's result, the players' names one left and one
// right of it. LineUps (a row per team, a
// column per player) gives the name of a board whose cell holds the
// line-up's formula without a value stored. An older workbook's typed
// scores are read as they are.
type TeamRoundRobin struct {
	N          int
	Central    team.CentralRound
	Reverse    bool
	Double     bool // home and away (team.Double): Central is then NoCentral
	Names      []string
	Matches    []teamrank.Match
	Boards     int         // boards per match; 0 for an older workbook without BoardResults
	BoardGames []BoardGame // match after match, board after board
	LineUps    [][]string  // per team, its players by board ("" when blank)
	// Rosters are the teams' rosters (the Roster sheet), nil for an older
	// workbook without one.
	Rosters [][]RosterPlayer
	// Warnings are what read says without refusing: a line-up that breaks
	// the roster order.
	Warnings []string
	// MatchPoints are the workbook's (MatchPointsWin, …); nil for an older
	// workbook without them.
	MatchPoints *teamrank.MatchPoints
	// Forfeits say, match by match, which team lost every board by
	// forfeit; nil for an older workbook without board results.
	Forfeits []teamrank.Forfeited
	Event    Event // the Event sheet; blank in an older workbook without it
}

// BoardGame is one board of a match: the teams and players with white and
// black, the result typed, and the cells that hold them.
type BoardGame struct {
	Match, Round, Board  int // the match's index in Matches, its round, the board from 1
	WhiteTeam, BlackTeam int
	White, Black         string // the players' names, "" when none is given
	Result               tiebreak.Result
	Cell                 string // the result's cell ("Boards!F7")
	WhiteCell, BlackCell string
}

// Entered is the number of matches whose two scores are typed in.
func (t *TeamRoundRobin) Entered() int {
	return entered(t.Matches, func(m teamrank.Match) bool { return m.Played })
}

// Standings computes the team standings with the match points of a win, a
// draw and a loss.
func (t *TeamRoundRobin) Standings(weights [3]float64) (*teamrank.RoundRobinStandings, error) {
	return teamrank.RoundRobin(t.N, t.Matches, weights)
}

// ReadTeam reads a team round-robin workbook. Every score cell must be
// empty or a number of half points from 0; the two scores of a match are
// both typed or both empty. The schedule must be one of the six of 003
// (central round first, last or none; normal or reverse order), or one of
// the two home-and-away ones (team.Double, normal or reverse order).
func ReadTeam(r io.Reader) (*TeamRoundRobin, error) { return readWith(r, teamFamily.readBook) }

func (b *book) team(kind string, a []area) (*TeamRoundRobin, error) {
	home, away, teams := a[0], a[1], a[2]
	t := &TeamRoundRobin{N: teams.rows()}
	if err := bounded(t.N, home); err != nil {
		return nil, fmt.Errorf("%v (teams and matches)", err)
	}
	if t.N < 2 || home.rows() != away.rows() {
		return nil, errors.New("defined names HomeScores, AwayScores, TeamNames: sizes disagree")
	}
	if home.sheet != away.sheet || home.row1 != away.row1 || home.col1 != home.col2 || away.col1 != away.col2 {
		return nil, errors.New("defined names HomeScores, AwayScores: want one column each, in the same rows of one sheet")
	}
	t.Names = b.column(teams, teams.col1)
	// The six schedules of 003, the default (central round last, normal
	// order) first.
	type shape struct {
		central team.CentralRound
		reverse bool
		double  bool
	}
	var shapes []shape
	var cands []schedule
	var lists [][]teamrank.Match
	for _, central := range []team.CentralRound{team.CentralLast, team.CentralFirst, team.NoCentral, -1} {
		for _, reverse := range []bool{false, true} {
			s, err := team.New(t.N, central, reverse)
			if central == -1 { // home and away
				s, err = team.Double(t.N, reverse)
			}
			if err != nil {
				return nil, err
			}
			c := schedule{source: "the Berger table of 003"}
			if central == -1 {
				c.source = "the home-and-away Berger table"
			}
			var ms []teamrank.Match
			for r := 1; r <= s.Rounds(); r++ {
				round, _ := s.Round(r)
				for _, m := range round {
					ms = append(ms, teamrank.Match{Round: r, Home: m.Home, Away: m.Away})
					c.want = append(c.want, []string{strconv.Itoa(m.Home), strconv.Itoa(m.Away)})
					c.rounds = append(c.rounds, r)
				}
			}
			sh := shape{central, reverse, central == -1}
			if sh.double {
				sh.central = team.NoCentral
			}
			shapes, cands, lists = append(shapes, sh), append(cands, c), append(lists, ms)
		}
	}
	// The home team's and the away team's numbers (an older workbook has
	// them two columns left of the home score and one right of the away
	// score: the Schedule sheet's layout).
	homeNos := b.beside(contract.HomeTeamNumbers, home, -2)
	awayNos := b.beside(contract.AwayTeamNumbers, away, 1)
	i := b.pickCols(home, []area{homeNos, awayNos}, cands)
	if i < 0 {
		return nil, fmt.Errorf("defined names HomeScores and TeamNames disagree: HomeScores (%s:%s) holds %d matches, the schedule of the %d teams of TeamNames has %d; one of the two names was changed",
			home.cell(home.col1, home.row1), cellName(home.col2, home.row2), home.rows(), t.N, len(cands[0].want))
	}
	t.Central, t.Reverse, t.Double = shapes[i].central, shapes[i].reverse, shapes[i].double
	best := lists[i]
	t.Event = b.readEvent(kind, best[len(best)-1].Round)
	// The boards of a match: the bound the workbook's own data validation
	// sets on the scores; an older or re-made workbook without it plays as
	// many boards as its first match's scores add up to.
	boards := b.boards(home)
	most := boards
	if most == 0 {
		most = maxBoards
	}
	score := func(a area, row int) (float64, bool) {
		v := strings.TrimSpace(b.typed(a, a.col1, row))
		if v == "" {
			return 0, false
		}
		x, ok := number(v)
		if !ok || x < 0 || x > float64(most) || x*2 != math.Trunc(x*2) {
			b.add(kindScore, "%s: %s is not a score: want a number of half points from 0 to %d (0, 0.5, 1, 1.5, …) or nothing", a.cell(a.col1, row), quote(v), most)
			return 0, false
		}
		return x, true
	}
	b.teamPoints(t)
	if _, ok := b.defined[contract.BoardResults]; ok {
		b.teamBoards(t, best)
		t.Matches = best
		teamForfeits(t)
		if err := b.problems(); err != nil {
			return nil, err
		}
		return t, nil
	}
	b.unmerged(home)
	b.unmerged(away)
	for i := range best {
		row := home.row1 + i
		h, hok := score(home, row)
		a, aok := score(away, row)
		if hok != aok {
			b.add(kindOneScore, "%s, %s: one score typed, the other not", home.cell(home.col1, row), away.cell(away.col1, row))
		}
		if hok && aok {
			if boards == 0 {
				boards = int(h + a)
			}
			if h+a != float64(boards) {
				b.add(kindSum, "%s, %s: %g and %g add up to %g, not to the %d boards of a match", home.cell(home.col1, row), away.cell(away.col1, row), h, a, h+a, boards)
			}
		}
		best[i].HomePts, best[i].AwayPts, best[i].Played = h, a, hok && aok
	}
	t.Matches = best
	if err := b.problems(); err != nil {
		return nil, err
	}
	return t, nil
}

// maxBoards bounds the boards of a team match (sheets.MaxBoards).
const maxBoards = 20

// boards is the upper bound the workbook's data validation sets on the
// first cell of a (the scores: "0 to 4"), or 0 when it sets none.
func (b *book) boards(a area) int {
	dvs, err := b.f.GetDataValidations(a.sheet)
	if err != nil {
		return 0
	}
	for _, dv := range dvs {
		if dv == nil || dv.Type != "decimal" || !covers(dv.Sqref, a.col1, a.row1) {
			continue
		}
		if n, ok := whole(dv.Formula2, 1, maxBoards); ok {
			return n
		}
	}
	return 0
}

// covers reports whether the ranges of a sqref ("F2:G436 J2") hold the
// cell at col, row.
func covers(sqref string, col, row int) bool {
	for _, ref := range strings.Fields(sqref) {
		a, err := parseArea("x!" + ref)
		if err == nil && a.col1 <= col && col <= a.col2 && a.row1 <= row && row <= a.row2 {
			return true
		}
	}
	return false
}

// teamBoards reads the Boards sheet into t: every board's teams (checked
// against the schedule), players and result, and each match's score once
// all its boards are typed (a match partly typed is not played yet).
func (b *book) teamBoards(t *TeamRoundRobin, matches []teamrank.Match) {
	res, err := b.area(contract.BoardResults, "a team round-robin workbook")
	if err != nil {
		b.add(kindSheet, "%v", err)
		return
	}
	n := res.rows()
	if res.col1 != res.col2 || n%len(matches) != 0 || n/len(matches) > maxBoards {
		b.add(kindSheet, "defined name BoardResults: %d cells, not one column of 1 to %d boards for each of the %d matches", n, maxBoards, len(matches))
		return
	}
	t.Boards = n / len(matches)
	if lu, err := b.area(contract.LineUps, "a team round-robin workbook"); err == nil && lu.rows() == t.N {
		for p := range t.N {
			var ps []string
			for c := lu.col1; c <= lu.col2; c++ {
				ps = append(ps, strings.TrimSpace(b.value(lu, c, lu.row1+p)))
			}
			t.LineUps = append(t.LineUps, ps)
		}
	}
	c := schedule{source: "the schedule"}
	for _, m := range matches {
		for k := 1; k <= t.Boards; k++ {
			w, bl := m.Home, m.Away
			if k%2 == 0 {
				w, bl = bl, w
			}
			c.want = append(c.want, []string{strconv.Itoa(w), strconv.Itoa(bl)})
			c.rounds = append(c.rounds, m.Round)
		}
	}
	// The teams' numbers and the players' names beside each result (an
	// older workbook: two columns left and two right, one left and one
	// right).
	cols := b.besideAll(res, []string{contract.BoardWhiteTeams, contract.BoardBlackTeams, contract.BoardWhites, contract.BoardBlacks}, []int{-2, 2, -1, 1})
	whites, blacks := cols[2], cols[3]
	b.pickCols(res, cols[:2], []schedule{c})
	results, cells := b.results(res)
	// A player's name: as typed, or the line-up's when the cell holds the
	// formula without a value stored.
	name := func(a area, row, team, k int) string {
		if v := strings.TrimSpace(b.value(a, a.col1, row)); v != "" {
			return v
		}
		ref, _ := excelize.CoordinatesToCellName(a.col1, row)
		if f, err := b.f.GetCellFormula(a.sheet, ref); err == nil && f != "" && team-1 < len(t.LineUps) && k-1 < len(t.LineUps[team-1]) {
			return t.LineUps[team-1][k-1]
		}
		return ""
	}
	for i := range matches {
		m := &matches[i]
		var h, a float64
		typed := 0
		for k := 1; k <= t.Boards; k++ {
			j := i*t.Boards + k - 1
			row := res.row1 + j
			g := BoardGame{Match: i, Round: m.Round, Board: k, WhiteTeam: m.Home, BlackTeam: m.Away, Result: results[j], Cell: cells[j],
				WhiteCell: whites.cell(whites.col1, row), BlackCell: blacks.cell(blacks.col1, row)}
			if k%2 == 0 {
				g.WhiteTeam, g.BlackTeam = m.Away, m.Home
			}
			g.White, g.Black = name(whites, row, g.WhiteTeam, k), name(blacks, row, g.BlackTeam, k)
			if g.Result != tiebreak.None {
				typed++
				w, bl := g.Result.Scores()
				if g.WhiteTeam == m.Home {
					h, a = h+w, a+bl
				} else {
					h, a = h+bl, a+w
				}
			}
			t.BoardGames = append(t.BoardGames, g)
		}
		if typed == t.Boards {
			m.HomePts, m.AwayPts, m.Played = h, a, true
		}
	}
	b.teamLineUps(t, matches, whites, blacks)
}
