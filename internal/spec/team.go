package spec

import (
	"strconv"
	"strings"
)

// TeamSystem is the declaration of the team round robins (block "system
// team").
type TeamSystem struct {
	Title            string
	MinSize, MaxSize int // numbers of teams proven
	Pos              Pos
}

// TeamClaim is a statement of 003 on Berger tables in team competitions
// (kind team-claim); its name says which check proves it.
type TeamClaim struct {
	Name, Document string
	Texts          []string // verbatim
	Pos            Pos
}

// TeamOrder is a printed order of rounds (kind team-order): the Berger rounds
// in the order they are played.
type TeamOrder struct {
	ID, Document string
	Teams        int
	Central      string // where Berger round 1 is played: last or first
	Reverse      bool   // the other rounds in reverse order
	Label        string // "1ère solution:"
	Text         string // "2-3-4-5-6-7-8-9-10-11-1"
	Order        []int
	Pos          Pos
}

// TeamColours is a printed table of colour counts (kind team-colours):
// how many times a number has white and black in the Berger table.
type TeamColours struct {
	ID, Document string
	Players      int
	Rows         []ColourCount
	Elided       bool // "..." printed for the rest
	Pos          Pos
}

// ColourCount is one printed row of TeamColours.
type ColourCount struct {
	Player, White, Black int
	Pos                  Pos
}

func decodeTeamSystem(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "title", "sizes")
	v := TeamSystem{Title: d.Str("title").Value, Pos: b.Pos}
	v.MinSize, v.MaxSize = d.Sizes(2)
	s.Team = v
}

func decodeTeamClaim(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "text")
	c := &TeamClaim{Name: b.Name, Document: d.Str("document").Value, Pos: b.Pos}
	for _, f := range d.All("text") {
		_, _, text := splitRow(f, errs)
		c.Texts = append(c.Texts, text)
	}
	if len(c.Texts) == 0 {
		errs.Addf(b.Pos, "team-claim %s: missing field \"text\" (the statement, verbatim)", b.Name)
	}
	s.TeamClaims = append(s.TeamClaims, c)
}

func decodeTeamOrder(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "teams", "central", "reverse", "order")
	o := &TeamOrder{ID: b.Name, Document: d.Str("document").Value, Teams: d.Int("teams", 2, MaxSize), Pos: b.Pos}
	c := d.Str("central")
	if o.Central = c.Value; c.Value != "last" && c.Value != "first" {
		errs.Addf(c.Pos, "team-order %s: central %q: want last or first", b.Name, c.Value)
	}
	o.Reverse = d.YesNo("reverse")
	f := d.Str("order")
	_, o.Label, o.Text = splitRow(f, errs)
	for _, w := range strings.Split(o.Text, "-") {
		n, err := strconv.Atoi(strings.TrimSpace(w))
		if err != nil {
			errs.Addf(f.Pos, "team-order %s: %q is not a round number", b.Name, w)
			continue
		}
		o.Order = append(o.Order, n)
	}
	s.TeamOrders = append(s.TeamOrders, o)
}

func decodeTeamColours(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "players", "header", "row")
	t := &TeamColours{ID: b.Name, Pos: b.Pos}
	t.Document, _ = headerFields(d)
	t.Players = d.Int("players", 2, MaxSize)
	h := d.Str("header")
	if _, _, cells := splitRow(h, errs); strings.Join(strings.Fields(cells), " ") != "Numéro Blancs Noirs" {
		errs.Addf(h.Pos, "team-colours %s: header %q: want the columns Numéro Blancs Noirs", b.Name, cells)
	}
	for _, f := range d.All("row") {
		_, _, cells := splitRow(f, errs)
		if cells == "..." {
			t.Elided = true
			continue
		}
		v := parseInts(cells, f.Pos, errs, "")
		if len(v) != 3 {
			errs.Addf(f.Pos, "team-colours %s: want \"number whites blacks\"", b.Name)
			continue
		}
		t.Rows = append(t.Rows, ColourCount{Player: v[0], White: v[1], Black: v[2], Pos: f.Pos})
	}
	s.TeamColours = append(s.TeamColours, t)
}
