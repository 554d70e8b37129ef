package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/tables/team"
)

type jsonTeamMatch struct {
	Board int `json:"board"`
	Home  int `json:"home"`
	Away  int `json:"away"`
}

type jsonTeamRound struct {
	Round   int             `json:"round"`
	Berger  int             `json:"berger"`           // the round of the Berger table played
	Central bool            `json:"central"`          // on neutral ground
	Return  bool            `json:"return,omitempty"` // second cycle: the Berger round's home and away reversed
	Matches []jsonTeamMatch `json:"matches"`
	Bye     int             `json:"bye,omitempty"`
}

type jsonTeamCount struct {
	Team       int `json:"team"`
	Home       int `json:"home"`
	Away       int `json:"away"`
	Neutral    int `json:"neutral"`
	Bye        int `json:"bye"`
	Complement int `json:"complement"` // 0: the missing team of an odd number
}

// jsonTeam is the -format json output.
type jsonTeam struct {
	System  string          `json:"system"`
	Teams   int             `json:"teams"`
	Central string          `json:"central"` // last, first or none
	Reverse bool            `json:"reverse"`
	Double  bool            `json:"double,omitempty"` // home and away: two cycles
	Rounds  []jsonTeamRound `json:"rounds"`
	Counts  []jsonTeamCount `json:"counts"`
}

type teamFlags struct {
	central string
	reverse bool
	double  bool
}

func (o *teamFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&o.central, "central", "last", "where Berger round 1 is played on neutral ground: last, first or none")
	fs.BoolVar(&o.reverse, "reverse", false, "play the other rounds in the reverse order (003: 11-10-…-2-1)")
	fs.BoolVar(&o.double, "double", false, "home and away: a second cycle with every match at the other ground (no central round)")
}

func runTeam(cmd *cli.Call, o *teamFlags) error {
	var c team.CentralRound
	switch o.central {
	case "last":
		c = team.CentralLast
	case "first":
		c = team.CentralFirst
	case "none":
		c = team.NoCentral
	default:
		return cli.Usagef("-central %q: want last, first or none", o.central)
	}
	if o.double {
		if cmd.Given("central") && c != team.NoCentral {
			return cli.Usagef("-double -central %s: a home-and-away round robin has no central round (leave out -central)", o.central)
		}
		c = team.NoCentral
	}
	n, s, err := sized(cmd, "N", "the number of teams", func(n int) (team.Schedule, error) {
		if o.double {
			return team.Double(n, o.reverse)
		}
		return team.New(n, c, o.reverse)
	})
	if err != nil {
		return err
	}
	out := jsonTeam{System: "team", Teams: n, Central: c.String(), Reverse: o.reverse, Double: o.double}
	for t := 1; t <= s.Rounds(); t++ {
		br, err1 := s.BergerRound(t)
		ctr, err2 := s.IsCentral(t)
		matches, err3 := s.Round(t)
		bye, err4 := s.Bye(t)
		ret, err5 := s.IsReturn(t)
		if err := firstError(err1, err2, err3, err4, err5); err != nil {
			return err
		}
		jr := jsonTeamRound{Round: t, Berger: br, Central: ctr, Return: ret, Bye: bye}
		for _, m := range matches {
			jr.Matches = append(jr.Matches, jsonTeamMatch{m.Board, m.Home, m.Away})
		}
		out.Rounds = append(out.Rounds, jr)
	}
	for x := 1; x <= n; x++ {
		cn, err1 := s.Counts(x)
		comp, err2 := s.Complement(x)
		if err := firstError(err1, err2); err != nil {
			return err
		}
		out.Counts = append(out.Counts, jsonTeamCount{x, cn.Home, cn.Away, cn.Neutral, cn.Byes, comp})
	}
	if cmd.Format == "json" {
		return cmd.WriteJSON(out)
	}
	return cmd.WriteText(teamText(cmd.Lang, out))
}

func firstError(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// teamText prints a round a line, "home – away" as the Berger tables name
// them, the Berger round played, then each team's counts and complement.
func teamText(l msg.Lang, t jsonTeam) string {
	var b strings.Builder
	b.WriteString(l.F("Team round robin, %d teams", t.Teams))
	order := l.T("in the normal order")
	if t.Reverse {
		order = l.T("in the reverse order")
	}
	switch {
	case t.Double:
		b.WriteString(l.F(", home and away: the Berger rounds %s, then again with home and away reversed\n", order))
	case t.Central == "none":
		b.WriteString(l.F(", every round home and away, %s\n", order))
	default:
		b.WriteString(l.F(", Berger round 1 played %s at one venue (neutral ground), the others %s\n", l.T(t.Central), order))
	}
	b.WriteString(l.T("The team named first receives.\n"))
	tw := newGrid(&b, 2)
	for _, r := range t.Rounds {
		berger := fmt.Sprintf("(Berger %d)", r.Berger)
		if r.Return {
			berger = l.F("(Berger %d return)", r.Berger)
		}
		cells := []string{fmt.Sprintf("R%d", r.Round), berger}
		for _, m := range r.Matches {
			cells = append(cells, fmt.Sprintf("%d – %d", m.Home, m.Away))
		}
		switch {
		case r.Central:
			cells = append(cells, l.T("central round"))
		case r.Bye != 0:
			cells = append(cells, l.F("(exempt %d)", r.Bye))
		}
		tw.row(cells...)
	}
	tw.Flush()
	b.WriteByte('\n')
	tw = newRightGrid(&b, 2)
	fmt.Fprintln(tw, l.T("team\thome\taway\tneutral\texempt\tcomplement\t"))
	for _, c := range t.Counts {
		comp := "-"
		if c.Complement != 0 {
			comp = fmt.Sprint(c.Complement)
		}
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%s\t\n", c.Team, c.Home, c.Away, c.Neutral, c.Bye, comp)
	}
	tw.Flush()
	return b.String()
}
