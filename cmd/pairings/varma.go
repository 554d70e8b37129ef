package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/internal/strongrand"
	"github.com/toutesrondes/toutesrondes/tables"
	tgroups "github.com/toutesrondes/toutesrondes/tables/groups"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

type jsonGroup struct {
	Name    string `json:"name"`
	Players []int  `json:"players"`
}

type jsonVarma struct {
	System  string      `json:"system"`
	Players int         `json:"players"`
	Groups  []jsonGroup `json:"groups"`
}

func jsonGroups(gs []tgroups.Group) []jsonGroup {
	out := make([]jsonGroup, len(gs))
	for i, g := range gs {
		out[i] = jsonGroup{g.Name, g.Players}
		if out[i].Players == nil {
			out[i].Players = []int{}
		}
	}
	return out
}

// groupText writes "A: (3,4,8)".
func groupText(g tgroups.Group) string {
	s := make([]string, len(g.Players))
	for i, p := range g.Players {
		s[i] = strconv.Itoa(p)
	}
	return g.Name + ": (" + strings.Join(s, ",") + ")"
}

func runVarma(cmd *cli.Call, _ *struct{}) error {
	n, t, err := sized(cmd, "N", "the number of players", varma.New)
	if err != nil {
		return err
	}
	if cmd.Format == "json" {
		return cmd.WriteJSON(jsonVarma{System: "varma", Players: n, Groups: jsonGroups(t.Groups)})
	}
	var b strings.Builder
	l := cmd.Lang
	b.WriteString(l.F("Varma groups, %d players (Berger table of %d, row %s)\n", n, t.Size, t.Source))
	for _, g := range t.Groups {
		fmt.Fprintf(&b, "  %s\n", groupText(g))
	}
	if t.Size != n {
		b.WriteString(l.F("%d is the bye and is not drawn.\n", t.Size))
	}
	b.WriteString(l.F("Two members of a group do not meet in the last %d rounds.\n", varma.Last))
	return cmd.WriteText(b.String())
}

type jsonGroups2 struct {
	System  string      `json:"system"`
	Players int         `json:"players"`
	Last    int         `json:"last"`
	Groups  []jsonGroup `json:"groups"`
	// The rows 003 prints for this 2K and n, errata applied; absent when
	// it prints none.
	Document []jsonDocRow `json:"document,omitempty"`
}

type jsonDocRow struct {
	Line      int         `json:"line"`
	Corrected bool        `json:"corrected"`
	Groups    []jsonGroup `json:"groups"`
}

// docRowText writes "document row (003 line 419, 1 erratum applied): A (1,2,3,4,12) B (5,8) …".
func docRowText(r tgroups.Row) string {
	doc, _, _ := strings.Cut(r.Source, "/")
	applied := "no errata applied"
	switch {
	case r.Errata == 1:
		applied = "1 erratum applied"
	case r.Errata > 1:
		applied = fmt.Sprintf("%d errata applied", r.Errata)
	}
	gs := make([]string, len(r.Groups))
	for i, g := range r.Groups {
		gs[i] = strings.Replace(groupText(g), ":", "", 1)
	}
	return fmt.Sprintf("document row (%s line %d, %s): %s", doc, r.Line, applied, strings.Join(gs, " "))
}

// parseSizes reads "-sizes 4,3,3".
func parseSizes(s string) ([]int, error) {
	var out []int
	for _, w := range strings.Split(s, ",") {
		n, err := cli.ParseInt("size", strings.TrimSpace(w))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("-sizes %q: want group sizes of at least 1, separated by commas, e.g. 4,3,3", s)
		}
		out = append(out, n)
	}
	return out, nil
}

type groupsFlags struct{ sizes string }

func (o *groupsFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&o.sizes, "sizes", "", "sizes of the groups wanted (the contingents), e.g. 4,3,3")
}

func runGroups(cmd *cli.Call, o *groupsFlags) error {
	pos := cmd.Args
	if len(pos) != 2 {
		return cli.Usagef("want two arguments, 2K (the players of the table) and n (the last rounds), got %d", len(pos))
	}
	m, err := cli.ParseInt("2K", pos[0])
	if err != nil {
		return cli.UsageError(err)
	}
	n, err := cli.ParseInt("n", pos[1])
	if err != nil {
		return cli.UsageError(err)
	}
	var groups []tgroups.Group
	var note string
	if o.sizes != "" {
		sizes, err := parseSizes(o.sizes)
		if err != nil {
			return cli.UsageError(err)
		}
		groups, err = tgroups.Sizes(m, n, sizes)
		switch {
		case errors.Is(err, tgroups.ErrUndecided):
			return err
		case err != nil:
			return cli.InputError(errors.New(tables.Message(err)))
		}
		note = fmt.Sprintf("Groups %s have the sizes asked for", namesOf(groups[:len(sizes)]))
		if len(groups) > len(sizes) {
			note += fmt.Sprintf("; %s hold the other numbers", namesOf(groups[len(sizes):]))
		}
		note += "."
	} else {
		d, err := tgroups.New(m, n)
		if err != nil {
			return cli.UsageError(err)
		}
		groups = d.Groups
		note = fmt.Sprintf("No partition has fewer than %d groups: %s.", len(groups), d.Proof)
	}
	// The book's rows for the same 2K and n, so that an arbiter following
	// it can compare (m and n were checked above).
	docRows, err := tgroups.DocumentRows(m, n)
	if err != nil {
		return cli.UsageError(err)
	}
	if cmd.Format == "json" {
		out := jsonGroups2{System: "groups", Players: m, Last: n, Groups: jsonGroups(groups)}
		for _, r := range docRows {
			out.Document = append(out.Document, jsonDocRow{Line: r.Line, Corrected: r.Corrected(), Groups: jsonGroups(r.Groups)})
		}
		return cmd.WriteJSON(out)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Groups, %d players, apart in the last %d rounds (rounds %d..%d)\n", m, n, m-n, m-1)
	for _, g := range groups {
		fmt.Fprintf(&b, "  %s\n", groupText(g))
	}
	fmt.Fprintln(&b, note)
	for _, r := range docRows {
		fmt.Fprintln(&b, docRowText(r))
	}
	return cmd.WriteText(b.String())
}

func namesOf(gs []tgroups.Group) string {
	s := make([]string, len(gs))
	for i, g := range gs {
		s[i] = g.Name
	}
	return strings.Join(s, ", ")
}

// readPlayers reads the players file with the reader mkxlsx varma uses too
// (internal/csvin): name then affinity, or a header naming the columns.
func readPlayers(path string, enc csvin.Encoding) ([]varma.Entrant, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return csvin.ReadEntrants(f, path, enc, varma.MaxPlayers)
}

type jsonDrawn struct {
	Name     string `json:"name"`
	Affinity string `json:"affinity"`
	Envelope string `json:"envelope"`
	Number   int    `json:"number"`
}

type jsonContingent struct {
	Affinity string   `json:"affinity"`
	Players  []string `json:"players"`
	Envelope string   `json:"envelope"`
	Apart    bool     `json:"apart"`
	Meetings []string `json:"meetings"`
}

type jsonDraw struct {
	System      string           `json:"system"`
	Players     int              `json:"players"`
	Seed        *uint64          `json:"seed"`
	Tailored    bool             `json:"tailored"`
	Envelopes   []jsonGroup      `json:"envelopes"`
	Draw        []jsonDrawn      `json:"draw"`
	Contingents []jsonContingent `json:"contingents"`
	Multi       int              `json:"contingents_of_two_or_more"`
	KeptApart   int              `json:"kept_apart"`
	Best        int              `json:"most_possible"`
	Proof       string           `json:"proof"`
}

type varmaDrawFlags struct {
	players, seed string
	enc           csvin.Encoding
}

func (o *varmaDrawFlags) define(fs *flag.FlagSet) {
	fs.Func("encoding", "encoding of the players file without a byte-order mark: "+csvin.Encodings+" (default utf-8; UTF-16 is read by its byte-order mark)", func(s string) error {
		e, err := csvin.ParseEncoding(s)
		o.enc = e
		return err
	})
	fs.StringVar(&o.players, "players", "", "CSV file of the players: name,affinity")
	fs.StringVar(&o.seed, "seed", "", "seed of a reproducible draw (a whole number); without it, a strong random source")
}

func runVarmaDraw(cmd *cli.Call, o *varmaDrawFlags) error {
	if o.players == "" {
		return cli.Usagef("-players is required")
	}
	var seed *uint64
	var rng *rand.Rand
	if o.seed != "" {
		v, err := cli.ParseSeed("-seed", o.seed)
		if err != nil {
			return cli.UsageError(err)
		}
		seed, rng = &v, varma.SeededRand(v)
	}
	es, err := readPlayers(o.players, o.enc)
	if err != nil {
		return cli.UsageError(err)
	}
	if rng == nil { // no seed: an unpredictable draw
		if rng, err = strongrand.New(); err != nil {
			return err
		}
	}
	d, err := varma.Draw(es, rng)
	switch {
	case errors.Is(err, tgroups.ErrUndecided):
		return err
	case err != nil:
		return cli.UsageError(errors.New(tables.Message(err)))
	}
	out := jsonDraw{System: "varma-draw", Players: d.Players, Seed: seed, Tailored: d.Tailored, Envelopes: jsonGroups(d.Envelopes),
		Multi: d.Multi, KeptApart: d.KeptApart, Best: d.Best, Proof: d.Proof}
	for _, p := range d.Draw {
		out.Draw = append(out.Draw, jsonDrawn(p))
	}
	for _, c := range d.Contingents {
		jc := jsonContingent{Affinity: c.Affinity, Players: c.Players, Envelope: c.Envelope, Apart: c.Apart, Meetings: c.Meetings}
		if jc.Meetings == nil {
			jc.Meetings = []string{}
		}
		out.Contingents = append(out.Contingents, jc)
	}
	if cmd.Format == "json" {
		return cmd.WriteJSON(out)
	}
	return cmd.WriteText(drawText(out, d.Size))
}

func drawText(d jsonDraw, size int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Restricted drawing of lots, %d players", d.Players)
	if d.Seed != nil {
		fmt.Fprintf(&b, " (seed %d)", *d.Seed)
	}
	b.WriteString("\n")
	if d.Tailored {
		b.WriteString("Envelopes computed for the contingents (the Varma groups keep fewer apart):\n")
	} else {
		b.WriteString("Envelopes (Varma groups):\n")
	}
	for _, e := range d.Envelopes {
		fmt.Fprintf(&b, "  %s\n", groupText(tgroups.Group{Name: e.Name, Players: e.Players}))
	}
	if size != d.Players {
		fmt.Fprintf(&b, "  (%d, the bye, is not drawn)\n", size)
	}
	b.WriteString("Draw, in drawing order:\n")
	w := 4
	for _, p := range d.Draw {
		w = max(w, len([]rune(p.Name)))
	}
	for _, p := range d.Draw {
		env := p.Envelope
		if env == "" {
			env = "left over"
		}
		aff := p.Affinity
		if aff == "" {
			aff = "-"
		}
		fmt.Fprintf(&b, "  %3d  %-*s  %-6s  envelope %s\n", p.Number, w, p.Name, aff, env)
	}
	b.WriteString("Contingents:\n")
	for _, c := range d.Contingents {
		if len(c.Players) < 2 {
			continue
		}
		state := "kept apart"
		if !c.Apart {
			state = "NOT kept apart: " + strings.Join(c.Meetings, ", ")
		}
		if c.Envelope == "" {
			// The text's procedure cannot be followed for it: say who chose.
			state += fmt.Sprintf("; no envelope still free holds %d numbers, so the program chose them among the numbers left", len(c.Players))
		}
		fmt.Fprintf(&b, "  %s (%d players): %s\n", c.Affinity, len(c.Players), state)
	}
	fmt.Fprintf(&b, "%d of %d contingents kept apart in the last %d rounds; %s.\n", d.KeptApart, d.Multi, varma.Last, d.Proof)
	return b.String()
}
