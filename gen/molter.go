package main

import (
	"fmt"
	"math/bits"
	"strings"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/molter/molterdoc"
)

// molterPlayer packs a player in two bytes that read as team and order
// number: the team index, then the order number (\x02\x01 is C1); 0, 0 is a
// board the document does not print.
func molterPlayer(set *molter.Set, p molter.Player, teams int) ([2]byte, error) {
	t := set.Team(p, teams)
	if t < 0 || p.Num < 1 || p.Num > maxUint8 {
		return [2]byte{}, fmt.Errorf("molter: %s does not fit the encoding (team letter among %q, order number 1..%d)", p, set.Letters, maxUint8)
	}
	return [2]byte{byte(t), byte(p.Num)}, nil
}

func emitMolter(md *molterdoc.Model) ([]*genFile, error) {
	set := md.Set
	g := newFile("molter", "data.go", "Molter tables of 004 for every configuration the document covers, printed or derived, errata applied and every check passed (internal/molter).", `Layout (version molterLayout):

  molterBoards (a string constant: read-only): for each table of molterTabs, each round
  r = 0..rounds-1, each board b = 0..boards-1: white, black, two bytes each: the team index
  (into molterLetters, A B … skipping I), then the order number (\x02\x01 is C1); 0, 0 for
  a board the document does not print.
  Board b of round r of table t is at molterTabs[t].at + 4*(r*molterTabs[t].boards + b).

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
		// The autonomous round first: laid out just before its main rounds,
		// it is their round 0 for molter.Fast, without a copy.
		auto := -1
		if c.Auto != nil {
			auto = use(c.AutoSrc)
		}
		main := use(c.MainSrc)
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
	var boards []bytesRow
	var tabRows []Code
	n, maxTeam, maxOrder, maxBoards, maxLine := 0, 0, 0, 0, 0
	for _, t := range tabs {
		// {number, title, origin, doc, line, rowsFrom, rowsTo, from, endToEnd, teams, players, rounds, boards, autonomous, at}
		pv := t.Prov
		tabRows = append(tabRows, Values(Lit(t.Number), Lit(t.Title), Lit(t.Origin), Lit(pv.Document), Lit(pv.Line), Lit(pv.RowsFrom), Lit(pv.RowsTo), Lit(strings.Join(pv.From, " ")), Lit(pv.EndToEnd),
			Lit(t.Teams), Lit(t.Players), Lit(len(t.Rounds)), Lit(t.Boards()), Lit(t.Autonomous), Lit(n)))
		maxLine = max(maxLine, pv.Line, pv.RowsTo)
		maxBoards = max(maxBoards, t.Boards())
		for r, rd := range t.Rounds {
			row := make([]byte, 0, 4*len(rd))
			for _, b := range rd {
				if b.Unprinted {
					row = append(row, 0, 0, 0, 0)
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
				maxTeam = max(maxTeam, int(w[0]), int(k[0]))
				maxOrder = max(maxOrder, int(w[1]), int(k[1]))
				row = append(row, w[0], w[1], k[0], k[1])
			}
			n += len(row)
			label := fmt.Sprintf("%s round %d", t.Number, r+1)
			if t.Autonomous {
				label = t.Number
			}
			boards = append(boards, bytesRow{label, row})
		}
	}
	f.Const().Defs(
		Id("molterLayout").Op("=").Lit(3).Comment("the version of the layout: the guard below checks it against the reader's"),
		Id("molterLetters").Op("=").Lit(set.Letters).Comment("team letters; the document skips I"),
	)
	g.guard("molterLayout", sameLen("molterLetters", Lit(13), "A … N without I"))
	f.Comment(fmt.Sprintf("molterConfigs holds %d configurations: {teams, players, main, auto, follow, alt, defects, report}.", len(configs)))
	g.fit("molterConfigs", "teams or players", maxSize, maxUint8)
	f.Var().Id("molterConfigs").Op("=").Index(Lit(len(configs))).Id("molterConfig").Custom(multi, configs...)
	f.Comment(fmt.Sprintf("molterTabs holds %d tables: {number, title, origin, doc, line, rowsFrom, rowsTo, from, endToEnd, teams, players, rounds, boards, autonomous, at}.", len(tabRows)))
	f.Comment("Where a table comes from, in data: the document, the line that prints it or whose text derives it, the lines of rows printed beside another table, the tables it is derived from (numbers separated by spaces), the last of them repeated end to end.")
	g.fit("molterTabs", "boards", maxBoards, maxUint16)
	g.fit("molterTabs", "line", maxLine, maxUint16)
	g.fit("molterTabs", "at (length of molterBoards)", n, maxUint32)
	f.Var().Id("molterTabs").Op("=").Index(Lit(len(tabRows))).Id("molterTab").Custom(multi, tabRows...)
	// The information of a player is his team (one of molterLetters) and
	// his order number (1..the most players a team has): the bits of both,
	// against the 16 bits stored.
	players := n / 2
	bitsPer := bits.Len(uint(len(set.Letters)-1)) + bits.Len(uint(maxPlayers(set)))
	f.Comment(fmt.Sprintf("molterBoards: %d players, each one of %d teams with an order number up to %d: %d bits of information, 16 stored.", players, len(set.Letters), maxPlayers(set), bitsPer))
	g.fit("molterBoards", "team index", maxTeam, len(set.Letters)-1)
	g.fit("molterBoards", "order number", maxOrder, maxUint8)
	g.bytesConst("molterBoards", boards, (players*bitsPer+7)/8)
	// The document's configurations graded the same way, per event length.
	var doc, docPub, docQuality, refused []Code
	for i, gs := range md.Grades {
		c := md.Set.Configs[i]
		var grades, pub, quality []string
		n := 1
		for _, gr := range gs {
			n = max(n, gr.Rounds)
		}
		for k := 1; k <= n; k++ {
			grade, p, q := "-", "-", "-"
			for _, gr := range gs {
				if gr.Rounds == k {
					grade, p, q = gr.Grade(), publishedToken(c, gr), qualityToken(gr.Quality)
					if len(gr.Problems) > 0 {
						// {config, rounds, why}
						refused = append(refused, Values(Lit(i), Lit(k), Lit(gr.Problems[0].Msg)))
					}
				}
			}
			grades = append(grades, grade)
			pub = append(pub, p)
			quality = append(quality, q)
		}
		doc = append(doc, Lit(strings.Join(grades, " ")))
		docPub = append(docPub, Lit(strings.Join(pub, " ")))
		docQuality = append(docQuality, Lit(strings.Join(quality, " ")))
	}
	f.Comment("documentGrades[i] grades molterConfigs[i] (internal/molter GradeDocument) by the same contract and measures: the events of 1, 2, … rounds (Table.Event), - for one it cannot play, invalid(rules) for one that breaks a hard rule.")
	f.Var().Id("documentGrades").Op("=").Index(Lit(len(doc))).String().Custom(multi, doc...)
	f.Comment("documentPublished[i] is the same events on the published contract's scale: its letter, points and measures I1, prefix, I2, I3, I4, I5, S5 relaxed (separated by commas), - for one it cannot play, invalid(rules) for one that breaks a hard rule of the published contract (S1 … C3).")
	f.Var().Id("documentPublished").Op("=").Index(Lit(len(docPub))).String().Custom(multi, docPub...)
	f.Comment("documentQuality[i] is the same events' measures of the project's contract, each \"pairs,best,shortfall,floaters,best,descents,best,round spread,best,whites\" (internal/molter Quality), - for one it cannot play.")
	f.Var().Id("documentQuality").Op("=").Index(Lit(len(docQuality))).String().Custom(multi, docQuality...)
	f.Comment(fmt.Sprintf("documentRefused holds the %d events of the document that break a hard rule of the project's contract, refused by Table.Event: {config, rounds, why} (why: the first problem found).", len(refused)))
	f.Var().Id("documentRefused").Op("=").Index(Lit(len(refused))).Id("documentRefusal").Custom(multi, refused...)
	emitBuilt(g, md)
	emitSuggestions(g, md)
	return []*genFile{g}, nil
}

// publishedToken is an event's published grade as the data hold it:
// "invalid(S4,C1)" or molter.PublishedToken.
func publishedToken(c *molter.Config, gr molter.Graded) string {
	if len(gr.PublishedProblems) > 0 {
		return "invalid(" + strings.Join(gr.PublishedBroken(), ",") + ")"
	}
	return molter.PublishedToken(c.Teams, c.Players, gr.Rounds, gr.Published)
}

// qualityToken is the measures of the project's contract of an event, separated by
// commas, in the order of molter.Quality's fields.
func qualityToken(q molter.Quality) string {
	return fmt.Sprintf("%d,%d,%d,%d,%d,%d,%d,%d,%d,%d", q.PairSpread, q.PairSpreadBest, q.Shortfall, q.Floaters, q.FloatersBest,
		q.Descents, q.DescentsBest, q.RoundSpread, q.RoundSpreadBest, q.Whites)
}

// emitBuilt writes the events whose autonomous round the document never
// prints whole (13 teams of 10 and 12), with the round built to its rules
// (molterdoc.Built): the built round's boards, laid out as molterBoards'
// rounds, and the event's grades.
func emitBuilt(g *genFile, md *molterdoc.Model) {
	f := g.File
	var rows []Code
	var boards []bytesRow
	n := 0
	for _, b := range md.Built {
		c := md.Set.Configs[b.Config]
		row := make([]byte, 0, 4*len(b.Auto))
		for _, p := range b.Auto {
			// The team index into molterLetters and the order number, as
			// molterPlayer packs them: a Seat's team is that index.
			row = append(row, byte(p.White.Team), byte(p.White.Order), byte(p.Black.Team), byte(p.Black.Order))
		}
		// {config, rounds, at, grade, published, quality}
		rows = append(rows, Values(Lit(b.Config), Lit(b.Rounds), Lit(n), Lit(b.Graded.Grade()), Lit(publishedToken(c, b.Graded)), Lit(qualityToken(b.Graded.Quality))))
		boards = append(boards, bytesRow{fmt.Sprintf("%s, the %d-round event: its autonomous round, built", c.Name(), b.Rounds), row})
		n += len(row)
	}
	f.Comment(fmt.Sprintf("builtEvents holds %d events of the configurations whose autonomous round a defect withholds, ending with a round built to the document's rules (internal/molter BuildAutonomous): {config, rounds, at, grade, published, quality}; the built round's boards are at builtBoards[at:], four bytes a board as in molterBoards.", len(rows)))
	g.fit("builtEvents", "at (length of builtBoards)", n, maxUint32)
	f.Var().Id("builtEvents").Op("=").Index(Lit(len(rows))).Id("builtEvent").Custom(multi, rows...)
	g.bytesConst("builtBoards", boards, n)
}

// emitSuggestions writes the best suggested correction of each document
// event below grade A that lifts its grade (molterdoc.Suggested), as
// pairings molter-report -suggest prints it.
func emitSuggestions(g *genFile, md *molterdoc.Model) {
	var rows []Code
	for _, x := range md.Suggestions {
		c := md.Set.Configs[x.Config]
		table := c.Main.Number
		where := fmt.Sprintf("Tableau %s round %d", table, x.Round)
		switch {
		case x.Built:
			where = fmt.Sprintf("Tableau %s/%sa-built round %d", table, table, x.Round)
		case len(c.Main.Rounds)%2 == 0 && x.Rounds%2 == 1 && x.Round == x.Rounds:
			where = fmt.Sprintf("Tableau %sa (the autonomous round)", table)
		}
		pair := func(p molter.Pair) string {
			return fmt.Sprintf("%s%d – %s%d", molter.TeamName(p.White.Team), p.White.Order, molter.TeamName(p.Black.Team), p.Black.Order)
		}
		text := fmt.Sprintf("%d teams of %d, %d-round event: %s, boards %d and %d: %s, %s → %s, %s; grade %s → %s\n  before: %s\n  after:  %s",
			c.Teams, c.Players, x.Rounds, where, x.BoardA, x.BoardB, pair(x.Before[0]), pair(x.Before[1]), pair(x.After[0]), pair(x.After[1]),
			x.From.Grade(), x.To.Grade(), x.From, x.To)
		// {config, rounds, built, text}
		rows = append(rows, Values(Lit(x.Config), Lit(x.Rounds), Lit(x.Built), Lit(text)))
	}
	g.File.Comment(fmt.Sprintf("documentSuggestions holds %d suggested corrections of the document's events (internal/molter Suggest: two cells of one round exchanged that keep the hard rules and lift the grade; not applied), by configuration, the printed events before the built ones: {config, rounds, built, text}.", len(rows)))
	g.File.Var().Id("documentSuggestions").Op("=").Index(Lit(len(rows))).Id("documentSuggestion").Custom(multi, rows...)
}

func maxPlayers(set *molter.Set) int {
	m := 0
	for _, c := range set.Configs {
		m = max(m, c.Players)
	}
	return m
}

// emitConstructed writes the events served for every shape of
// molter_constructed.spec, T teams of P players and R = 1..T-1 rounds: for
// each, the better of the offline search's event (molter_recipes.spec,
// rebuilt and checked by molterdoc) and the layered construction's
// (internal/molterlayer, built here, checked against both contracts and
// measured) as the default, the other kept selectable where it is better in
// the published contract's order (chooseEvents). Only the search's events
// are stored; the layered ones are built at run time by tables/molter,
// which the data give the measures and a digest of to prove it builds what
// was verified here.
func emitConstructed(md *molterdoc.Constructed) ([]*genFile, error) {
	g := newFile("molter", "constructed.go", "Molter events constructed for the shapes of molter_constructed.spec: every event of R = 1..T-1 rounds, from the offline search (its table's first R rounds or a table of its own, stored here) or from the layered construction (internal/molterlayer, built at run time), each checked against both contracts and graded.", `Layout:

  constructedBoards (a string constant): for each shape of constructedShapes, the first
  rounds of its searched table that some stored event plays (based of them). Within each
  block of a round (even T: one order number, T/2 boards; odd T: order numbers 2k-1 and 2k,
  T boards), a player's code is its team index (A B … skipping I, then AA, AB, …), plus T
  for the block's higher order number (odd T); the boards are ordered by the lower code of
  their players, so that each board's first player is the lowest of the block not yet
  seated: a board is, lowest bit first, the rank of that player's opponent among the
  players of the block not yet seated after it (in the order of their codes; b bits, b the
  width of the highest rank: c-2j-2 for board j of a block of c codes, 0 bits for the last
  board), then 1 when that player has black. A round is its boards' bits padded to a byte
  (roundBytes); round r of shape s is at constructedShapes[s].at + r*roundBytes.

  constructedFlips (a string constant): colours flipped, one bit a board (lowest bit first,
  each round's bits padded to a byte): for each shape at constructedShapes[s].flips, the last
  round of each stored event of an odd number k = 1, 3, … <= based of rounds (the table's
  round k, its colours oriented for P/2 whites a team, so that every team ends balanced),
  ceil(T*P/16) bytes each; then the events of constructedEvents that play the table's first
  rounds coloured anew.

  constructedEvents: the stored events that have a table of their own (searched for that
  number of rounds, better than the table's first rounds; beyond the table's rounds, better
  than the layered construction's event), by teams, players and rounds:
  flipped, the table's first rounds with the bits at constructedFlips[at:]; else its rounds of
  boards at constructedBoards[at:], laid out as above; method, as the shapes'.
  constructedShapes[s].own is the index of its first, nown how many.

  constructedShapes: by teams then players; src holds one byte per event of 1, 2, …, T-1
  rounds: L (the layered construction), S (the search), lower case when the other is kept
  selectable (better in the published contract's order, worse in its points); method is
  constructedMethods[method-1], which names the variant of the searched table and the
  budget spent (0: none). constructedMethods holds each text once.

  constructedGraded (a string constant): for each shape at constructedShapes[s].graded, two
  bytes (lowest first) per event, the index of its record in constructedMeasures: the T-1
  default events of 1, 2, …, T-1 rounds, then the selectable ones in the order of their
  events.

  constructedMeasures: the distinct records of the events' measures, in the order first
  met: the project's contract's without their bests (pair spread, shortfall, floaters,
  descents, round spread, whites), then the published contract's (I1, prefix, I2, I3, I4,
  I5, S5 relaxed). The rest is derived when asked, as the generator derives it: the bests
  are the arithmetic bounds (internal/moltergrade Bounds, checked here on every event), the
  grade the quality's (A, or B and the measures that fall short: B(1,5)), the published
  points and letter those of the published measures (moltergrade Points).

  constructedSums (for the tests; the linker drops it from programs): per shape, the digest
  (internal/molter Sum) of each layered event, default or selectable, "-" for the others.`)
	f := g.File
	chosen, err := chooseAll(md.Shapes)
	if err != nil {
		return nil, err
	}
	var rows, events, sums []Code
	var boards, flips, graded []bytesRow
	var records measureRecords
	var methods methodTexts
	gradedBytes := 0
	var flipBytes []byte
	n, information := 0, 0
	var arena []molter.Pair  // the canonical rounds of one shape at a time
	var ownBuf []molter.Pair // an own table unpacked, copied into arena at once
	for i := range md.Shapes {
		arena = arena[:0]
		sh := &md.Shapes[i]
		cs := chosen[i]
		T, P := sh.Teams, sh.Players
		nb := T * P / 2
		// The base table's rounds some stored event plays: the table's own
		// events and the own events coloured anew read them.
		// The table in constructedBoards' order of boards; its events and
		// the events' own tables too, where their colours are read as
		// flips of its boards.
		most := 0 // the longest event of the search served
		for _, c := range cs {
			if c.def == 'S' || c.alt == 'S' {
				most = min(c.R, len(sh.Event.Rounds)) // beyond the table: events of their own
			}
		}
		table := canonRoundsIn(&arena, sh.Event.Rounds[:most], T)
		owns := map[int][][]molter.Pair{} // the own tables served, in that order
		based := 0
		for _, c := range cs {
			if c.def == 'S' || c.alt == 'S' {
				own := sh.OwnEventIn(c.R, &ownBuf) // valid until ownBuf is used again: copied at once
				if own == nil {
					based = max(based, c.R)
					continue
				}
				owns[c.R] = canonRoundsIn(&arena, own.Rounds, T)
				if _, ok := flipsWithin(table, owns[c.R]); ok {
					based = max(based, c.R)
				}
			}
		}
		at := n
		if based > 0 {
			data, err := packRounds(table[:based], T)
			if err != nil {
				return nil, fmt.Errorf("%d teams of %d: %w", T, P, err)
			}
			boards = append(boards, bytesRow{fmt.Sprintf("%d teams of %d, %d rounds", T, P, based), data})
			n += len(data)
			information += based * roundBits(T, nb)
		}
		fat := len(flipBytes)
		var fl []byte
		for k := 1; k <= based; k += 2 {
			bits, ok := flipsOf(table[k-1:k], canonRoundsIn(&arena, sh.TableEvent(k).Rounds[k-1:k], T))
			if !ok {
				return nil, fmt.Errorf("gen: %d teams of %d: the event of %d rounds does not end with the table's round %d", T, P, k, k)
			}
			fl = append(fl, bits...)
		}
		if len(fl) > 0 {
			flips = append(flips, bytesRow{fmt.Sprintf("%d teams of %d, the odd events' last rounds", T, P), fl})
			flipBytes = append(flipBytes, fl...)
		}
		first, nown := len(events), 0
		var src, sum []string
		var defs, alts []byte // the events' records, two bytes each: the defaults', then the selectable ones'
		for _, c := range cs {
			if own, ok := owns[c.R]; ok {
				name := fmt.Sprintf("%d teams of %d, the event of %d rounds", T, P, c.R)
				// {rounds, flipped, method, at}: the table's first rounds
				// coloured anew (at in constructedFlips), or boards of its own.
				if bits, ok := flipsWithin(table, own); ok {
					events = append(events, Values(Lit(c.R), True(), Lit(methods.add(sh.OwnMethod[c.R-1])), Lit(len(flipBytes))))
					flips = append(flips, bytesRow{name, bits})
					flipBytes = append(flipBytes, bits...)
				} else {
					events = append(events, Values(Lit(c.R), False(), Lit(methods.add(sh.OwnMethod[c.R-1])), Lit(n)))
					data, err := packRounds(own, T)
					if err != nil {
						return nil, fmt.Errorf("%s: %w", name, err)
					}
					boards = append(boards, bytesRow{name, data})
					n += len(data)
					information += c.R * roundBits(T, nb)
				}
				nown++
			}
			b := c.def
			if c.alt != 0 {
				b += 'a' - 'A'
			}
			src = append(src, string(rune(b)))
			r, err := c.measures(sh, c.def)
			if err != nil {
				return nil, err
			}
			i := records.add(r)
			defs = append(defs, byte(i), byte(i>>8))
			if c.alt != 0 {
				r, err := c.measures(sh, c.alt)
				if err != nil {
					return nil, err
				}
				i := records.add(r)
				alts = append(alts, byte(i), byte(i>>8))
			}
			s := "-"
			if c.def == 'L' || c.alt == 'L' {
				s = c.layeredSum
			}
			sum = append(sum, s)
		}
		// {teams, players, based, nown, at, flips, own, graded, src, method}
		rows = append(rows, Values(Lit(T), Lit(P), Lit(based), Lit(nown), Lit(at), Lit(fat), Lit(first), Lit(gradedBytes), Lit(strings.Join(src, "")), Lit(methods.add(sh.Method))))
		graded = append(graded, bytesRow{fmt.Sprintf("%d teams of %d", T, P), append(defs, alts...)})
		gradedBytes += len(defs) + len(alts)
		sums = append(sums, Lit(strings.Join(sum, " ")))
	}
	// The teams' letters, from internal/molter's: tables/molter spells a
	// team as the builder names it without importing it.
	f.Const().Id("constructedLetters").Op("=").Lit(molter.Letters[:molter.MaxLayeredTeams]).Comment("the byte Player.Team holds for each team: A … Z without I, then a, b, …, 0, 1, … for AA, AB, … (up to the 64 teams of the layered construction)")
	f.Comment(fmt.Sprintf("constructedShapes holds %d shapes: {teams, players, based, nown, at, flips, own, graded, src, method}.", len(rows)))
	g.fit("constructedShapes", "at (length of constructedBoards)", n, maxUint32)
	g.fit("constructedShapes", "flips (length of constructedFlips)", len(flipBytes), maxUint32)
	g.fit("constructedShapes", "graded (length of constructedGraded)", gradedBytes, maxUint16)
	f.Var().Id("constructedShapes").Op("=").Index(Lit(len(rows))).Id("constructedShape").Custom(multi, rows...)
	f.Comment(fmt.Sprintf("constructedEvents holds %d stored events with a table of their own: {rounds, flipped, method, at}.", len(events)))
	g.fit("constructedEvents", "events", len(events), maxUint16)
	f.Var().Id("constructedEvents").Op("=").Index(Lit(len(events))).Id("constructedEvent").Custom(multi, events...)
	f.Comment("constructedSums holds, per shape of constructedShapes, the digest of each layered event (internal/molter Sum), \"-\" for a searched one: the tests rebuild every layered event and hold it to its digest.")
	f.Var().Id("constructedSums").Op("=").Index(Lit(len(sums))).String().Custom(multi, sums...)
	records.emit(g)
	methods.emit(g)
	g.bytesConst("constructedGraded", graded, gradedBytes)
	g.bytesConst("constructedFlips", flips, len(flipBytes))
	g.bytesConst("constructedBoards", boards, (information+7)/8)
	return []*genFile{g}, nil
}

// flipsWithin is flipsOf of the event's rounds against the table's first
// rounds, false for an event longer than the table (its own boards).
func flipsWithin(table, ev [][]molter.Pair) ([]byte, bool) {
	if len(ev) > len(table) {
		return nil, false
	}
	return flipsOf(table[:len(ev)], ev)
}

// flipsOf is, when every board of ev holds the same two players as the
// board of the table at its place, the bits of the boards whose colours
// differ (a round's bits padded to a byte).
func flipsOf(table, ev [][]molter.Pair) ([]byte, bool) {
	var out []byte
	for r, rd := range ev {
		bits := make([]byte, (len(rd)+7)/8)
		for b, p := range rd {
			t := table[r][b]
			switch {
			case p == t:
			case p.White == t.Black && p.Black == t.White:
				bits[b/8] |= 1 << (b % 8)
			default:
				return nil, false
			}
		}
		out = append(out, bits...)
	}
	return out, true
}
