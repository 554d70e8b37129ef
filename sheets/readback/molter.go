package readback

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"

	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// Molter is a Molter workbook (mkxlsx molter, document 004) read back, by
// the defined names Results (one cell per board, round then board order;
// in its rows WhiteNumbers and BlackNumbers, the players' symbols,
// WhitePlayerIDs and BlackPlayerIDs, their ids, WhiteTeamNumbers and
// BlackTeamNumbers, their teams), TeamNames (its size is the number of
// teams) and PlayerNames (A1 … AP, B1 …: its size over the teams' is P).
// The table is the one of the document for that size whose first Rounds
// rounds are the pairings in the file (the table TableTitle, the event
// sheet's, names first), or else the table constructed for that shape
// (mkxlsx molter -source constructed): the pairings decide, not the event
// sheet's words; every cell that differs from the closest is a problem.
type Molter struct {
	Table                          string // the document's number ("17", "peyrin"), or "constructed"
	Teams, Players, Rounds, Boards int
	Letters                        []string // the teams' names: A … Z without I, then AA, AB, …
	TeamNames                      []string
	PlayerNames                    [][]string // [team-1][order-1]
	Games                          []teamrank.Game
	Cells                          []string         // the result cell of each game
	Event                          Event            // the sheet of the event for the report; blank in an older workbook without it
	Rosters                        [][]RosterPlayer // the Rosters sheet by team; nil in an older workbook without it
}

// Entered is the number of results typed in.
func (m *Molter) Entered() int { return entered(m.Games, teamTyped) }

// teamTyped reports whether a team event's game's result is typed in.
func teamTyped(g teamrank.Game) bool { return g.Result != tiebreak.None }

// Standings ranks the teams and players as the workbook does (package
// teamrank: points, Berlin, wins, direct encounter, top boards).
func (m *Molter) Standings() (*teamrank.Standings, error) {
	return teamrank.Compute(m.Teams, m.Players, m.Games)
}

// Symbol is a player's symbol as the workbook writes it ("B4").
func (m *Molter) Symbol(p teamrank.Player) string {
	return m.Letters[p.Team-1] + strconv.Itoa(p.Order)
}

// ReadMolter reads a Molter workbook. The error is a Problems when the
// file is a Molter workbook of this project with bad cells or changed
// pairings.
func ReadMolter(r io.Reader) (*Molter, error) { return readWith(r, molterFamily.readBook) }

func (b *book) molter(kind string, a []area) (*Molter, error) {
	res, teams, players := a[0], a[1], a[2]
	m := &Molter{Teams: teams.rows()}
	ids := players.rows()
	if m.Teams < 2 || ids%m.Teams != 0 || res.col1 != res.col2 {
		return nil, fmt.Errorf("defined names TeamNames (%d cells), PlayerNames (%d) and Results: not the teams and players of a Molter event", m.Teams, ids)
	}
	if err := bounded(ids, res); err != nil {
		return nil, err
	}
	m.Players = ids / m.Teams
	games := res.rows()
	m.Boards = m.Teams * m.Players / 2
	if m.Boards < 1 || games%m.Boards != 0 {
		return nil, fmt.Errorf("defined name Results: %d games is no whole number of rounds of %d boards (%d teams of %d)", games, m.Boards, m.Teams, m.Players)
	}
	m.Rounds = games / m.Boards

	// The tables of the document for that size that play that many
	// rounds; the one the event sheet names (its first line: "Table 17:
	// …", "Tableau 17 : …") first.
	named := ""
	if sheets := b.f.GetSheetList(); len(sheets) > 0 {
		// An older workbook without the name has it in B2 of the first
		// sheet.
		t := b.single(contract.TableTitle, area{sheet: sheets[0], col1: 2, row1: 2, col2: 2, row2: 2})
		if f := strings.Fields(b.value(t, t.col1, t.row1)); len(f) >= 2 {
			named = strings.TrimRight(f[1], ":")
		}
	}
	var tabs []string // the tables' names
	var events [][][]molter.Game
	for _, tab := range molter.Tables() {
		if tab.Teams() != m.Teams || tab.Players() != m.Players {
			continue
		}
		// As both commands serve it: an autonomous round the document
		// does not print is the one the generator built (13 teams of 10
		// and 12).
		e, err := molter.Serve(molter.Request{Table: tab.Table(), Teams: m.Teams, Players: m.Players, Rounds: m.Rounds, Source: molter.SourceDocument})
		if err != nil {
			continue
		}
		ev := e.Rounds
		if tab.Table() == named {
			tabs, events = append([]string{tab.Table()}, tabs...), append([][][]molter.Game{ev}, events...)
		} else {
			tabs, events = append(tabs, tab.Table()), append(events, ev)
		}
	}
	// The constructed table last: where its event equals a document's,
	// the document's (the default) is named.
	// Then the construction kept selectable beside the default
	// (mkxlsx molter -construction), where the event has one.
	selectable := -1
	if e, err := molter.Serve(molter.Request{Teams: m.Teams, Players: m.Players, Rounds: m.Rounds, Source: molter.SourceConstructed}); err == nil {
		tabs, events = append(tabs, molter.SourceConstructed), append(events, e.Rounds)
		if sel, err := e.Cons.Selectable(m.Rounds); err == nil && sel != "" {
			if s, err := molter.Serve(molter.Request{Teams: m.Teams, Players: m.Players, Rounds: m.Rounds, Source: molter.SourceConstructed, Construction: sel}); err == nil {
				selectable = len(tabs)
				tabs, events = append(tabs, molter.SourceConstructed), append(events, s.Rounds)
			}
		}
	}
	if len(tabs) == 0 {
		return nil, fmt.Errorf("defined names Results, TeamNames, PlayerNames: no Molter table of document 004 nor constructed plays %d rounds for %d teams of %d players", m.Rounds, m.Teams, m.Players)
	}
	for t := range m.Teams {
		m.Letters = append(m.Letters, molter.TeamName(t))
	}
	var cands []schedule
	var gameLists [][]teamrank.Game
	for i, ev := range events {
		c := schedule{source: "Tableau " + tabs[i]}
		if tabs[i] == molter.SourceConstructed {
			c.source = "the constructed table"
		}
		if i == selectable {
			c.source = "the constructed table (its selectable construction)"
		}
		var gs []teamrank.Game
		for k, round := range ev {
			for _, g := range round {
				// The document's letters begin the constructed tables'.
				w := teamrank.Player{Team: molter.TeamIndex(g.White.Team) + 1, Order: g.White.Order}
				bl := teamrank.Player{Team: molter.TeamIndex(g.Black.Team) + 1, Order: g.Black.Order}
				id := func(p teamrank.Player) string { return strconv.Itoa((p.Team-1)*m.Players + p.Order) }
				c.want = append(c.want, []string{g.White.String(), g.Black.String(), id(w), id(bl), strconv.Itoa(w.Team), strconv.Itoa(bl.Team)})
				c.rounds = append(c.rounds, k+1)
				gs = append(gs, teamrank.Game{White: w, Black: bl})
			}
		}
		cands, gameLists = append(cands, c), append(gameLists, gs)
	}
	// The symbols shown, then the hidden ids and teams the formulas add
	// up; an older workbook without their names has them 2 left, 1 right
	// and 4 to 7 right of the results.
	cols := b.besideAll(res, []string{contract.WhiteNumbers, contract.BlackNumbers, contract.WhitePlayerIDs, contract.BlackPlayerIDs,
		contract.WhiteTeamNumbers, contract.BlackTeamNumbers}, []int{-2, 1, 4, 5, 6, 7})
	i := b.pickCols(res, cols, cands)
	if i < 0 {
		return nil, fmt.Errorf("defined name Results: %d cells, no Molter table of %d rounds has as many games", games, m.Rounds)
	}
	m.Table, m.Games = tabs[i], gameLists[i]
	results, cells := b.results(res)
	for g := range m.Games {
		m.Games[g].Result = results[g]
	}
	m.Cells = cells
	m.TeamNames = b.column(teams, teams.col1)
	names := b.column(players, players.col1)
	for t := range m.Teams {
		m.PlayerNames = append(m.PlayerNames, names[t*m.Players:(t+1)*m.Players])
	}
	m.Event = b.readEvent(kind, m.Rounds)
	b.unusedRoundTimes(kind)
	m.Rosters = b.rosters(m.Teams, kind)
	if err := b.problems(); err != nil {
		return nil, err
	}
	return m, nil
}
