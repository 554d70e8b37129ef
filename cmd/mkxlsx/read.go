package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/internal/report"
	"github.com/toutesrondes/toutesrondes/internal/teamrank"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

type readFlags struct {
	format, tiebreaks, matchPoints string
	trf                            trfFlags
	strict                         bool
}

func (o *readFlags) define(fs *flag.FlagSet) {
	o.trf.define(fs)
	fs.StringVar(&o.matchPoints, "match-points", "", "team round robin: the match points of a win, a draw, a loss and, optionally, a match forfeited, each a number from 0 to 100 (default: the workbook's own; 2,1,0 for a workbook older than that)")
	fs.StringVar(&o.format, "format", "text", "output: text (the standings), json or trf (FIDE's tournament report file)")
	fs.BoolVar(&o.strict, "strict", false, "-format trf: refuse (exit 1) a report that lacks what FIDE's rating needs (lines 012 022 032 042 052 102 132, each player's FIDE number), instead of naming each on standard error")
	fs.StringVar(&o.tiebreaks, "tiebreaks", "", "tie-breaks after points, by name or C.07 code (SB, WIN, DE, KS, BPG, BWG, WON, ARO, TPR; default: the workbook's own order; sb,wins,de for a workbook older than that)")
}

// readOutput is the JSON of mkxlsx read: the event, then the players in
// pairing-number order.
type readOutput struct {
	Players   []readPlayer `json:"players"`
	N         int          `json:"n"`
	Cycles    int          `json:"cycles"`
	Rounds    int          `json:"rounds"`
	TieBreaks string       `json:"tiebreaks"`
	Games     int          `json:"games"`
	Entered   int          `json:"entered"`
}

type readPlayer struct {
	Number    int                `json:"number"`
	Name      string             `json:"name"`
	Points    float64            `json:"points"`
	Rank      int                `json:"rank,omitempty"` // 0: out of the standings (a withdrawal)
	TieBreaks map[string]float64 `json:"tiebreaks"`
	Withdrawn *int               `json:"withdrawn_after,omitempty"`
	Excluded  bool               `json:"excluded,omitempty"`
}

func runRead(c *cli.Call, o *readFlags) (err error) {
	defer func() { err = inWorkbook(c, err) }()
	if len(c.Args) != 1 {
		return cli.Usagef("want one workbook to read, got %d arguments", len(c.Args))
	}
	if err := encodingUsed(c, o.trf.playersCSV, "-players"); err != nil {
		return err
	}
	switch o.format {
	case "text", "json", "trf":
	default:
		return cli.Usagef("-format %q: want text, json or trf", o.format)
	}
	if o.strict && o.format != "trf" {
		return cli.Usagef("-strict: for -format trf (what FIDE's rating needs), not for -format %s", o.format)
	}
	// -tiebreaks names the tie-breaks of players (a round robin) or of
	// teams (a team round robin): refused before the workbook is read when
	// it is neither.
	var order []tiebreak.Kind
	var orderErr error
	if c.Given("tiebreaks") {
		order, orderErr = tiebreak.ParseOrder(o.tiebreaks)
		if _, err := teamrank.ParseCodes(o.tiebreaks); orderErr != nil && err != nil {
			return fail("-tiebreaks: %v (a round robin of players); %v (a team round robin)", orderErr, err)
		}
	}
	path := c.Args[0]
	data, err := readWorkbook(path, c.Stdin)
	if err != nil {
		return err
	}
	speakWorkbook(c, data)
	if path == "-" {
		path = "standard input"
	}
	w, err := readback.ReadAny(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %w", cli.Escape(path), err)
	}
	switch {
	case w.Team != nil:
		return readTeamRR(c, o, w.Team)
	case w.Molter != nil:
		return readMolter(c, o, w.Molter)
	case w.Scheveningen != nil:
		return readScheveningen(c, o, w.Scheveningen)
	}
	rr := w.RoundRobin
	if c.Given("match-points") {
		return fail("-match-points: a round robin of players has no matches between teams; the match points are for a team round robin")
	}
	if orderErr != nil {
		return fail("-tiebreaks: %v", orderErr)
	}
	switch {
	case c.Given("tiebreaks"):
	case rr.OrderKnown:
		order = rr.Order
	default:
		order = tiebreak.DefaultOrder
	}
	s, err := rr.Standings(order)
	if err != nil {
		return fmt.Errorf("%s: %w", cli.Escape(path), err)
	}
	switch o.format {
	case "json":
		return c.WriteJSON(readJSON(rr, s))
	case "trf":
		f, err := trfFile(c.Given, &o.trf, rr, s)
		if err != nil {
			return err
		}
		missing, err := preflight(f, rr)
		if err != nil {
			return fmt.Errorf("%s: %w", cli.Escape(path), err)
		}
		for _, m := range missing {
			io.WriteString(c.Stderr, c.Lang.F("mkxlsx read: %s: %s\n", cli.Escape(path), cli.Escape(c.Lang.Error(m))))
		}
		if o.strict && len(missing) > 0 {
			return fmt.Errorf("%s: -strict: %d of what FIDE's rating needs missing (above)", cli.Escape(path), len(missing))
		}
		// Rendered whole first: a value TRF cannot hold is refused, naming
		// the workbook, before anything reaches the output.
		var buf bytes.Buffer
		if err := trf.Write(&buf, f); err != nil {
			return fmt.Errorf("%s: %w", cli.Escape(path), err)
		}
		return c.WriteStream(func(w *bufio.Writer) error { _, err := w.Write(buf.Bytes()); return err })
	}
	return c.WriteText(readText(c.Lang, rr, s))
}

// readWorkbook reads a regular file ("-": standard input) of at most
// readback.MaxFile bytes. What the path names is checked before it is
// opened: opening a FIFO blocks until a writer comes, a device may never
// end. The open itself does not block (O_NONBLOCK), and what was opened is
// checked again, in case the path changed in between.
func readWorkbook(path string, stdin io.Reader) ([]byte, error) {
	var r io.Reader = stdin
	name := "standard input"
	if path != "-" {
		name = cli.Escape(path)
		st, err := os.Stat(path)
		if err != nil {
			return nil, fail("%s: %v", name, cause(err))
		}
		if !st.Mode().IsRegular() {
			return nil, fail("%s is %s: mkxlsx reads only a regular file (or - for standard input)", name, fileKind(st.Mode()))
		}
		f, err := os.OpenFile(path, os.O_RDONLY|oNonblock, 0)
		if err != nil {
			return nil, fail("%s: %v", name, cause(err))
		}
		defer f.Close()
		if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
			return nil, fail("%s: not a regular file", name)
		}
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, readback.MaxFile+1))
	if err != nil {
		return nil, fail("%s: %v", name, cause(err))
	}
	if len(data) > readback.MaxFile {
		return nil, fail("%s: more than %d bytes: not a workbook of this project (the largest is about 6 MB)", name, readback.MaxFile)
	}
	return data, nil
}

func withdrawnAfter(rr *readback.RoundRobin, p int) (int, bool) {
	for _, w := range rr.Withdrawals {
		if w.Player == p {
			return w.After, true
		}
	}
	return 0, false
}

func readJSON(rr *readback.RoundRobin, s *tiebreak.Standings) readOutput {
	out := readOutput{N: rr.N, Cycles: rr.Cycles, Rounds: rr.Rounds, TieBreaks: tiebreak.FormatOrder(s.Order),
		Games: len(rr.Games), Entered: rr.Entered()}
	for p := 1; p <= rr.N; p++ {
		pl := readPlayer{Number: p, Name: rr.Names[p-1], Points: s.Points[p-1], Rank: s.Rank[p-1],
			TieBreaks: map[string]float64{}, Excluded: s.Excluded[p-1]}
		for _, k := range s.Order {
			pl.TieBreaks[k.String()] = s.Value(k, p)
		}
		if k, ok := withdrawnAfter(rr, p); ok {
			pl.Withdrawn = &k
		}
		out.Players = append(out.Players, pl)
	}
	return out
}

// readText is the standings in rank order (equal ranks by pairing number),
// the players out of the standings last.
func readText(l msg.Lang, rr *readback.RoundRobin, s *tiebreak.Standings) string {
	var b strings.Builder
	b.WriteString(l.F("%d players, %d cycle(s), %d of %d results entered\n", rr.N, rr.Cycles, rr.Entered(), len(rr.Games)))
	fmt.Fprintf(&b, "%4s %3s  %-28s %6s", l.T("rank"), l.T("no"), l.T("name"), l.T("points"))
	for _, k := range s.Order {
		fmt.Fprintf(&b, " %6s", k)
	}
	b.WriteString("\n")
	for _, p := range report.RankOrder(s) {
		rank := fmt.Sprint(s.Rank[p-1])
		if s.Excluded[p-1] {
			rank = "-"
		}
		fmt.Fprintf(&b, "%4s %3d  %-28s %6g", rank, p, cli.EscapeField(rr.Names[p-1]), s.Points[p-1])
		for _, k := range s.Order {
			fmt.Fprintf(&b, " %6g", s.Value(k, p))
		}
		if k, ok := withdrawnAfter(rr, p); ok {
			b.WriteString(l.F("  withdrew after round %d", k))
			if s.Excluded[p-1] {
				b.WriteString(l.T(", out of the standings (FIDE Tournament Rules 5.4 a)"))
			}
		}
		b.WriteString("\n")
	}
	// What the exclusion took out of the standings: every game of the
	// player excluded, which the TRF keeps for rating.
	for p := 1; p <= rr.N; p++ {
		if !s.Excluded[p-1] {
			continue
		}
		var games []string
		for _, g := range rr.Games {
			if (g.White == p || g.Black == p) && g.Result != tiebreak.None {
				games = append(games, fmt.Sprintf("R%d %d-%d %s", g.Round, g.White, g.Black, g.Result))
			}
		}
		if len(games) == 0 {
			b.WriteString(l.F("%d %s: out of the standings, no game played\n", p, cli.EscapeField(rr.Names[p-1])))
			continue
		}
		b.WriteString(l.F("%d %s: out of the standings; not counted for anyone (kept in the TRF for rating): %s\n",
			p, cli.EscapeField(rr.Names[p-1]), strings.Join(games, ", ")))
	}
	return b.String()
}

// teamOutput is the JSON of a team round robin read back.
type teamOutput struct {
	Teams       []teamEntry `json:"teams"`
	N           int         `json:"n"`
	MatchPoints [3]float64  `json:"match_points_win_draw_loss"`
	// The match points of a match forfeited, and where they all come
	// from: "workbook", "flag" or "default" (an older workbook).
	MatchPointsForfeit float64 `json:"match_points_forfeit"`
	MatchPointsFrom    string  `json:"match_points_from"`
	Matches            int     `json:"matches"`
	Entered            int     `json:"entered"`
	TieBreaks          string  `json:"tiebreaks"` // the order after the match points, C.07 codes
}

type teamEntry struct {
	Number      int     `json:"number"`
	Name        string  `json:"name"`
	MatchPoints float64 `json:"match_points"`
	BoardPoints float64 `json:"board_points"`
	Rank        int     `json:"rank"`
	Won         int     `json:"won"`
	Drawn       int     `json:"drawn"`
	Lost        int     `json:"lost"`
	SBMatch     float64 `json:"sb_match_points"`
	// TieBreaks holds every C.07 team tie-break by its TRF-2026 code.
	TieBreaks map[string]float64 `json:"tiebreaks"`
}

// readTeamRR prints the standings of a team round robin: match points,
// then board points (the workbook's order), with the FFE's Sonneborn-Berger
// on match points as a further column.
func readTeamRR(c *cli.Call, o *readFlags, t *readback.TeamRoundRobin) error {
	mp, from, err := teamMatchPoints(c, o, t)
	if err != nil {
		return err
	}
	w := [3]float64{mp.Win, mp.Draw, mp.Loss}
	order, err := teamOrder(c, o)
	if err != nil {
		return err
	}
	s, err := t.StandingsWith(mp)
	if err != nil {
		return fmt.Errorf("%s: %w", cli.Escape(c.Args[0]), err)
	}
	warnLineUps(c, t)
	c07, err := teamrank.Rank(t.C07Event(mp), order)
	if err != nil {
		return fmt.Errorf("%s: %w", cli.Escape(c.Args[0]), err)
	}
	// The ranking is C.07's on the order (by default MP then GP, the
	// workbook's, which s.Rank is too).
	s.Rank = c07.Rank
	out := teamOutput{N: t.N, MatchPoints: w, MatchPointsForfeit: mp.Forfeit, MatchPointsFrom: from, Matches: len(t.Matches), Entered: t.Entered(), TieBreaks: teamrank.FormatCodes(order)}
	for i := range t.N {
		out.Teams = append(out.Teams, teamEntry{Number: i + 1, Name: t.Names[i], MatchPoints: s.MatchPoints[i],
			BoardPoints: s.BoardPoints[i], Rank: s.Rank[i], Won: s.Won[i], Drawn: s.Drawn[i], Lost: s.Lost[i], SBMatch: s.SBMatch[i],
			TieBreaks: teamTieBreaks(c07, i)})
	}
	if o.format == "trf" {
		teamReport := func(h report.Header, t *readback.TeamRoundRobin, s *teamrank.RoundRobinStandings) (*trf.File, error) {
			f, err := report.TeamRoundRobin(h, t, s, w)
			if err == nil {
				report.TeamTieBreaks(f, order)
			}
			return f, err
		}
		return teamTRF(c, o, "team round robin", t.Event, t.Rosters, teamReport, t, s)
	}
	if o.format == "json" {
		return c.WriteJSON(teamJSON(out, t))
	}
	var b strings.Builder
	l := c.Lang
	b.WriteString(l.F("%d teams, %d of %d matches entered; match points %s\n", t.N, out.Entered, out.Matches, describePoints(l, mp, from)))
	fmt.Fprintf(&b, "%4s %3s  %-28s %3s %3s %3s %6s %6s %6s\n", l.T("rank"), l.T("no"), l.T("name"), l.T("won"), l.T("drw"), l.T("lst"), l.T("mp"), l.T("bp"), l.T("sb-mp"))
	for _, i := range tiebreak.ByRank(t.N, func(i int) int { return s.Rank[i] }) {
		e := out.Teams[i]
		fmt.Fprintf(&b, "%4d %3d  %-28s %3d %3d %3d %6g %6g %6g\n", e.Rank, e.Number, cli.EscapeField(e.Name), e.Won, e.Drawn, e.Lost, e.MatchPoints, e.BoardPoints, e.SBMatch)
	}
	writeTeamTieBreaks(&b, l, c07, t.Names)
	return c.WriteText(b.String())
}

// speakWorkbook makes the command speak the language of the workbook data
// (its sheets' names say it) unless -lang said another: a French workbook
// is read back in French, its errors too.
func speakWorkbook(c *cli.Call, data []byte) {
	if c.Given("lang") {
		return
	}
	if l, ok := sheets.LangOf(data); ok {
		c.Lang = msg.Lang(l)
	}
}
