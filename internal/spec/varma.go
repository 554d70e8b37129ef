package spec

import (
	"regexp"
	"strconv"
	"strings"
)

// VarmaSystem is the declaration of the Varma tables (block "system varma").
type VarmaSystem struct {
	Title            string
	MinSize, MaxSize int   // the static rows serve MinSize..MaxSize players
	Last             int   // the rounds kept apart: 3
	Shape            []int // sizes of the computed rows' groups, see varma.spec
	Budget           int   // search nodes allowed to the solver for one computed row
	Pos              Pos
}

// GroupCell is one printed group: its name and numbers as printed.
type GroupCell struct {
	Name    string
	Text    string // verbatim: "B : (1,2,6,7,)" in a Varma row, "5,10,13" in a table of 003
	Players []int  // the numbers as printed (duplicates and all)
	Pos     Pos
}

// Label is how errata name the cell: the verbatim text, preceded by the
// group's name when the text does not hold it ("E 15,15,19").
func (c GroupCell) Label() string {
	if strings.HasPrefix(c.Text, c.Name) {
		return c.Text
	}
	return c.Name + " " + c.Text
}

// VarmaRow is one printed row of a Varma table (kind varma-row): the groups
// A–D for N-1/N players.
type VarmaRow struct {
	ID       string // e.g. 000/varma-14, 001/varma-14, fide/varma-14
	Document string
	Source   string   // where a row not taken from the seeds was read
	Notes    []string // remarks on the transcription
	Label    string   // "13 / 14 joueurs", as printed
	Players  int      // the even table size, from the label
	Groups   []GroupCell
	Pos      Pos
}

func decodeVarmaSystem(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "title", "sizes", "last", "shape", "budget")
	v := VarmaSystem{Title: d.Str("title").Value, Last: d.Int("last", 1, 63), Budget: d.Int("budget", 1000, 1<<40), Pos: b.Pos}
	v.MinSize, v.MaxSize = d.Sizes(2)
	sh := d.Str("shape")
	for _, w := range strings.Fields(sh.Value) {
		if w == "*" {
			v.Shape = append(v.Shape, 0) // the rest, split between the starred groups
			continue
		}
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 {
			errs.Addf(sh.Pos, "system varma: shape %q: want sizes or * (the rest, shared out)", sh.Value)
		}
		v.Shape = append(v.Shape, n)
	}
	s.Varma = v
}

// cellRE matches one printed Varma group: "A : (3,4,8)", "B :(1,2,3)",
// "C: (1, 6)".
var cellRE = regexp.MustCompile(`([A-Z])\s*:\s*\(([^()]*)\)`)

// parseNamedGroups reads "A : (3,4,8) B : (5,7,9)"; semicolons between the
// groups are allowed, anything else is reported.
func parseNamedGroups(text string, pos Pos, errs *ErrorList) []GroupCell {
	var out []GroupCell
	last := 0
	for _, loc := range cellRE.FindAllStringSubmatchIndex(text, -1) {
		if between := strings.Trim(text[last:loc[0]], " \t;"); between != "" {
			errs.Addf(pos, "unreadable text %q before %q", between, text[loc[0]:loc[1]])
		}
		out = append(out, GroupCell{
			Name:    text[loc[2]:loc[3]],
			Text:    text[loc[0]:loc[1]],
			Players: parseNumberList(text[loc[4]:loc[5]], pos, errs),
			Pos:     pos,
		})
		last = loc[1]
	}
	if t := strings.Trim(text[last:], " \t;"); t != "" {
		errs.Addf(pos, "unreadable text %q at the end", t)
	}
	return out
}

// parseNumberList reads "1,2,6,7," or "3, 4, 8": a comma after the last
// number (printed in 000/001) is allowed, an empty item elsewhere is not.
func parseNumberList(text string, pos Pos, errs *ErrorList) []int {
	items := strings.Split(text, ",")
	if len(items) > 1 && strings.TrimSpace(items[len(items)-1]) == "" {
		items = items[:len(items)-1]
	}
	var out []int
	for _, it := range items {
		n, err := strconv.Atoi(strings.TrimSpace(it))
		if err != nil {
			errs.Addf(pos, "%q is not a number in %q", it, text)
			continue
		}
		out = append(out, n)
	}
	return out
}

// labelPlayers reads the two sizes of a label ("13 / 14 joueurs", "9/10
// players", "19 ou 20 compétiteurs") and returns the even one.
func labelPlayers(label string, pos Pos, errs *ErrorList) int {
	nums := regexp.MustCompile(`\d+`).FindAllString(label, -1)
	if len(nums) != 2 {
		errs.Addf(pos, "label %q: want two sizes, e.g. \"13 / 14 joueurs\"", label)
		return 0
	}
	a, _ := strconv.Atoi(nums[0])
	b, _ := strconv.Atoi(nums[1])
	if b != a+1 || b%2 != 0 {
		errs.Addf(pos, "label %q: want an odd size and the even size after it", label)
		return 0
	}
	return b
}

func decodeVarmaRow(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "source", "note", "text")
	r := &VarmaRow{ID: b.Name, Document: d.Str("document").Value, Pos: b.Pos}
	if f, ok := d.Opt("source"); ok {
		r.Source = f.Value
	}
	for _, f := range d.All("note") {
		r.Notes = append(r.Notes, f.Value)
	}
	texts := d.All("text")
	if len(texts) == 0 {
		errs.Addf(b.Pos, "varma-row %s: no text", b.Name)
	}
	for i, f := range texts {
		_, label, cells := splitRow(f, errs)
		if i == 0 {
			r.Label = label
			r.Players = labelPlayers(label, f.Pos, errs)
		} else if label != "" {
			errs.Addf(f.Pos, "varma-row %s: only the first text line has a label (got %q)", b.Name, label)
		}
		r.Groups = append(r.Groups, parseNamedGroups(cells, f.Pos, errs)...)
	}
	seen := map[string]bool{}
	for _, c := range r.Groups {
		if seen[c.Name] {
			errs.Addf(c.Pos, "varma-row %s: group %s printed twice", b.Name, c.Name)
		}
		seen[c.Name] = true
	}
	s.VarmaRows = append(s.VarmaRows, r)
}
