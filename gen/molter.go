package main

import (
	"fmt"
	"strings"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/molter/molterdoc"
)

// molterPlayer packs a player so that the decimal value reads as team and
// order number: team index × 1000 + order number (2001 is C1); 0 is a board
// the document does not print.
func molterPlayer(set *molter.Set, p molter.Player, teams int) (int, error) {
	t := set.Team(p, teams)
	if t < 0 || p.Num < 1 || p.Num > 999 {
		return 0, fmt.Errorf("molter: %s does not fit the encoding (team letter among %q, order number 1..999)", p, set.Letters)
	}
	return t*1000 + p.Num, nil
}

func emitMolter(md *molterdoc.Model) ([]*genFile, error) {
	set := md.Set
	g := newFile("molter", "data.go", "Molter tables of 004 for every configuration the document covers, printed or derived, errata applied and every check passed (internal/molter).", `Layout (version molterLayout):

  molterBoards: for each table of molterTabs, each round r = 0..rounds-1, each board
  b = 0..boards-1: white, black, one uint16 each = team index × 1000 + order number (2001
  is C1: team index into molterLetters, A B … skipping I); 0 for a board the document does
  not print.
  Board b of round r of table t is at molterTabs[t].at + 2*(r*molterTabs[t].boards + b).

  molterConfigs: one per (teams, players) the document covers, sorted by teams and players,
  an alternative table (Peyrin's) after the default one. main and auto index molterTabs
  (auto -1: none, or withheld by a defect). A configuration uses the first teams*players/2
  boards of its tables (a table printed for 4 / 8 / 12 players serves each size).
  follow is the number of main rounds the autonomous round may follow (0: it stands alone).
  report names the checks that hold and the balance (internal/molter Report).`)
	f := g.File

	// The tables the configurations use, in order of first use.
	index := map[*molter.Table]int{}
	var tabs []*molter.Table
	use := func(t *molter.Table) int {
		if t == nil {
			return -1
		}
		if i, ok := index[t]; ok {
			return i
		}
		index[t] = len(tabs)
		tabs = append(tabs, t)
		return index[t]
	}
	var configs []Code
	maxSize := 0
	for i, c := range set.Configs {
		main := use(c.MainSrc)
		auto := -1
		if c.Auto != nil {
			auto = use(c.AutoSrc)
		}
		var defects []string
		for _, d := range c.Defects {
			defects = append(defects, fmt.Sprintf("%s (%s): %s", d.ID, d.Table, d.Reason))
		}
		rp := md.Reports[i]
		report := "checks that hold: " + strings.Join(rp.Holds, ", ") + "\nbalance: " + rp.Balance.String()
		maxSize = max(maxSize, c.Teams, c.Players)
		// {teams, players, main, auto, follow, alt, defects, report}
		configs = append(configs, Values(Lit(c.Teams), Lit(c.Players), Lit(main), Lit(auto), Lit(c.Follow), Lit(c.Alternative), Lit(strings.Join(defects, "\n")), Lit(report)))
	}
	var boards, tabRows []Code
	n, maxCode, maxBoards := 0, 0, 0
	for _, t := range tabs {
		// {number, title, origin, teams, players, rounds, boards, autonomous, at}
		tabRows = append(tabRows, Values(Lit(t.Number), Lit(t.Title), Lit(t.Origin), Lit(t.Teams), Lit(t.Players), Lit(len(t.Rounds)), Lit(t.Boards()), Lit(t.Autonomous), Lit(n)))
		maxBoards = max(maxBoards, t.Boards())
		for r, rd := range t.Rounds {
			row := make([]Code, 0, 2*len(rd))
			for _, b := range rd {
				if b.Unprinted {
					row = append(row, Lit(0), Lit(0))
					continue
				}
				w, err := molterPlayer(set, b.White, t.Teams)
				if err != nil {
					return nil, err
				}
				k, err := molterPlayer(set, b.Black, t.Teams)
				if err != nil {
					return nil, err
				}
				maxCode = max(maxCode, w, k)
				row = append(row, Lit(w), Lit(k))
			}
			n += len(row)
			label := fmt.Sprintf("%s round %d", t.Number, r+1)
			if t.Autonomous {
				label = t.Number
			}
			boards = append(boards, Comment(label).Line().List(row...))
		}
	}
	f.Const().Defs(
		Id("molterLayout").Op("=").Lit(1).Comment("the version of the layout: the guard below checks it against the reader's"),
		Id("molterLetters").Op("=").Lit(set.Letters).Comment("team letters; the document skips I"),
	)
	g.guard("molterLayout", sameLen("molterLetters", Lit(13), "A … N without I"))
	f.Comment(fmt.Sprintf("molterConfigs holds %d configurations: {teams, players, main, auto, follow, alt, defects, report}.", len(configs)))
	g.fit("molterConfigs", "teams or players", maxSize, maxUint8)
	f.Var().Id("molterConfigs").Op("=").Index(Lit(len(configs))).Id("molterConfig").Custom(multi, configs...)
	f.Comment(fmt.Sprintf("molterTabs holds %d tables: {number, title, origin, teams, players, rounds, boards, autonomous, at}.", len(tabRows)))
	g.fit("molterTabs", "boards", maxBoards, maxUint16)
	g.fit("molterTabs", "at (length of molterBoards)", n, maxUint32)
	f.Var().Id("molterTabs").Op("=").Index(Lit(len(tabRows))).Id("molterTab").Custom(multi, tabRows...)
	f.Comment(fmt.Sprintf("molterBoards holds %d players (max %d teams of %d players).", n, len(set.Letters), maxPlayers(set)))
	g.fit("molterBoards", "team×1000+order", maxCode, maxUint16)
	f.Var().Id("molterBoards").Op("=").Index(Lit(n)).Uint16().Custom(multi, boards...)
	return []*genFile{g}, nil
}

func maxPlayers(set *molter.Set) int {
	m := 0
	for _, c := range set.Configs {
		m = max(m, c.Players)
	}
	return m
}
