package spec

import (
	"regexp"
	"strconv"
	"strings"
)

// GroupsSystem is the declaration of the directed groups (block "system
// groups").
type GroupsSystem struct {
	Title            string
	MinSize, MaxSize int // the solver serves every even 2k of this range
	Budget           int // search nodes allowed to one question of the solver
	Pos              Pos
}

// GroupsRow is one printed row of the tables of directed groups of 003
// ("Groupes répartitifs …", kind groups-row), or the worked example: the
// groups for a 2k-player table whose members do not meet in the last n
// rounds.
type GroupsRow struct {
	ID       string // e.g. 003/groups-12-3.2 (the second printed row for 2k = 12, n = 3)
	Document string
	Table    string // the printed table it belongs to
	Players  int    // 2k
	Last     int    // n
	Line     int    // the document's line of the row (of group A in the example)
	Groups   []GroupCell
	Rules    *GroupsRules // the rules printed with the example, if any
	Pos      Pos
}

// GroupsRules is a printed pair of rules "a ≤ x+y ≤ b et c ≤ x+y ≤ d".
type GroupsRules struct {
	Text               string
	Lo1, Hi1, Lo2, Hi2 int
	Pos                Pos
}

// GroupsSummary is the table of 003 that lists, for each 2k, the rules, the
// values of n and the numbers of groups of the tables (kind groups-summary).
type GroupsSummary struct {
	ID, Document string
	Rows         []SummaryRow
	Pos          Pos
}

// SummaryRow is one line of GroupsSummary. The rules are printed with n
// left as a letter: "2 ≤ x+y ≤ 12 − n" gives Lo1 = 2 and Hi1 = 12 (the bound
// is Hi1 − n).
type SummaryRow struct {
	Players, K         int
	Lo1, Hi1, Lo2, Hi2 int
	NText              string // "[3..5]", as printed
	Ns                 []int
	GroupsText         string // "3;4", as printed
	Groups             []int
	Pos                Pos
}

func decodeGroupsSystem(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "title", "sizes", "budget")
	v := GroupsSystem{Title: d.Str("title").Value, Budget: d.Int("budget", 1000, 1<<40), Pos: b.Pos}
	v.MinSize, v.MaxSize = d.Sizes(2)
	if v.MinSize%2 != 0 || v.MaxSize%2 != 0 {
		errs.Addf(b.Pos, "system groups: sizes %d..%d: want even table sizes", v.MinSize, v.MaxSize)
	}
	s.Groups = v
}

// rulesRE reads the printed rules, LaTeX or plain: "$2 \leq x+y \leq 10$ et
// $17 \leq x+y \leq 25$", "2 ≤ x+y ≤ 6 − n".
var rulesRE = regexp.MustCompile(`(\d+)\s*(?:\\leq|≤)\s*x\s*\+\s*y\s*(?:\\leq|≤)\s*(\d+)`)

func parseRules(text string, pos Pos, errs *ErrorList) (bounds [][2]int) {
	for _, m := range rulesRE.FindAllStringSubmatch(text, -1) {
		lo, _ := strconv.Atoi(m[1])
		hi, _ := strconv.Atoi(m[2])
		bounds = append(bounds, [2]int{lo, hi})
	}
	if len(bounds) == 0 {
		errs.Addf(pos, "no rule \"a ≤ x+y ≤ b\" in %q", strings.TrimSpace(text))
	}
	return bounds
}

func decodeGroupsRow(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "table", "row", "text", "rules", "size")
	r := &GroupsRow{ID: b.Name, Document: d.Str("document").Value, Table: d.Str("table").Value, Pos: b.Pos}
	rows, texts := d.All("row"), d.All("text")
	switch {
	case len(rows) == 1 && len(texts) == 0:
		// "@419 12 3 | 1,2,3,4,12 5,8 10,12 6,7,9,11": 2k and n, then one
		// cell per column A, B, … (the tabs of the document read as blanks).
		f := rows[0]
		line, label, cells := splitRow(f, errs)
		r.Line = line
		ln := parseInts(label, f.Pos, errs, "")
		if len(ln) != 2 {
			errs.Addf(f.Pos, "groups-row %s: label %q: want 2k and n", b.Name, label)
			break
		}
		r.Players, r.Last = ln[0], ln[1]
		for i, c := range strings.Fields(cells) {
			r.Groups = append(r.Groups, GroupCell{Name: string(rune('A' + i)), Text: c, Players: parseNumberList(c, f.Pos, errs), Pos: f.Pos})
		}
	case len(rows) == 0 && len(texts) > 0:
		// The worked example: "size 16 6" (2k and n, which the text states
		// in words), then one verbatim text line per group.
		sz := d.Str("size")
		if ln := parseInts(sz.Value, sz.Pos, errs, ""); len(ln) == 2 {
			r.Players, r.Last = ln[0], ln[1]
		} else {
			errs.Addf(sz.Pos, "groups-row %s: size %q: want 2k and n", b.Name, sz.Value)
		}
		for i, f := range texts {
			line, label, cells := splitRow(f, errs)
			if i == 0 {
				r.Line = line
			}
			if label != "" {
				errs.Addf(f.Pos, "groups-row %s: a text line has no label (got %q)", b.Name, label)
			}
			r.Groups = append(r.Groups, parseNamedGroups(cells, f.Pos, errs)...)
		}
	default:
		errs.Addf(b.Pos, "groups-row %s: want one row, or text lines", b.Name)
	}
	if f, ok := d.Opt("rules"); ok {
		_, _, text := splitRow(f, errs)
		bounds := parseRules(text, f.Pos, errs)
		if len(bounds) != 2 {
			errs.Addf(f.Pos, "groups-row %s: want two rules in %q", b.Name, text)
		} else {
			r.Rules = &GroupsRules{Text: text, Lo1: bounds[0][0], Hi1: bounds[0][1], Lo2: bounds[1][0], Hi2: bounds[1][1], Pos: f.Pos}
		}
	}
	// The name repeats 2k and n ("003/groups-12-3.2"), so that a slip in
	// either is caught.
	if _, tail, ok := strings.Cut(b.Name, "/groups-"); !ok {
		errs.Addf(b.Pos, "groups-row %s: want a name like 003/groups-12-3", b.Name)
	} else {
		want := strconv.Itoa(r.Players) + "-" + strconv.Itoa(r.Last)
		if tail != want && !strings.HasPrefix(tail, want+".") && !strings.HasPrefix(tail, want+"-") {
			errs.Addf(b.Pos, "groups-row %s: the name does not match 2k = %d, n = %d", b.Name, r.Players, r.Last)
		}
	}
	s.GroupsRows = append(s.GroupsRows, r)
}

// nsRE reads the values of n: "2", "[3;4]", "[3..14]".
var nsRE = regexp.MustCompile(`^\[?(\d+)(?:(;|\.\.)(\d+))?\]?$`)

func decodeGroupsSummary(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "line", "row")
	t := &GroupsSummary{ID: b.Name, Pos: b.Pos}
	t.Document, _ = headerFields(d)
	for _, f := range d.All("row") {
		// "@387 6 3 | $2 \leq x+y \leq 6 - n$ | 2 | $7 \leq x+y \leq 11 - n$ | 2"
		_, label, rest := splitRow(f, errs)
		cols := strings.Split(rest, "|")
		lk := parseInts(label, f.Pos, errs, "")
		if len(lk) != 2 || len(cols) != 4 {
			errs.Addf(f.Pos, "groups-summary %s: want \"2k k | rule I | n | rule II | groups\"", b.Name)
			continue
		}
		row := SummaryRow{Players: lk[0], K: lk[1], NText: strings.TrimSpace(cols[1]), GroupsText: strings.TrimSpace(cols[3]), Pos: f.Pos}
		if r := parseRules(cols[0], f.Pos, errs); len(r) == 1 {
			row.Lo1, row.Hi1 = r[0][0], r[0][1]
		}
		if r := parseRules(cols[2], f.Pos, errs); len(r) == 1 {
			row.Lo2, row.Hi2 = r[0][0], r[0][1]
		}
		m := nsRE.FindStringSubmatch(row.NText)
		if m == nil {
			errs.Addf(f.Pos, "groups-summary %s: values of n %q: want 2, [3;4] or [3..5]", b.Name, row.NText)
		} else {
			lo, _ := strconv.Atoi(m[1])
			hi := lo
			if m[3] != "" {
				hi, _ = strconv.Atoi(m[3])
			}
			if m[2] == ";" {
				row.Ns = []int{lo, hi}
			} else {
				for n := lo; n <= hi; n++ {
					row.Ns = append(row.Ns, n)
				}
			}
		}
		for _, w := range strings.Split(row.GroupsText, ";") {
			n, err := strconv.Atoi(strings.TrimSpace(w))
			if err != nil {
				errs.Addf(f.Pos, "groups-summary %s: groups %q: want numbers separated by ;", b.Name, row.GroupsText)
				break
			}
			row.Groups = append(row.Groups, n)
		}
		t.Rows = append(t.Rows, row)
	}
	s.GroupsSummaries = append(s.GroupsSummaries, t)
}
