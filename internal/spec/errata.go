package spec

import "strings"

// Erratum corrects one printed cell (or one printed statement) of a document.
// The generator proves each: the printed form breaks a rule the documents
// state, the corrected form keeps it.
//
//	erratum
//	  document 000_88b4201696a2c13a.txt
//	  table 000/18            # the id of the transcribed block it corrects
//	  round 5                 # 0 when it does not apply
//	  board 9                 # 0 when it does not apply
//	  printed 11-14           # pairings written W-B with a plain hyphen
//	  corrected 11-12
//	  reason player 14 would play twice in round 5 and 12 not at all
//	end
type Erratum struct {
	Document  string
	Table     string
	Round     int
	Board     int
	Printed   string
	Corrected string
	Reason    string
	Pos       Pos
}

func decodeErratum(s *Spec, b *Block, errs *ErrorList) {
	d := NewDecoder(b, errs, "document", "table", "round", "board", "printed", "corrected", "reason")
	e := &Erratum{
		Document:  d.Str("document").Value,
		Table:     d.Str("table").Value,
		Printed:   d.Str("printed").Value,
		Corrected: d.Str("corrected").Value,
		Pos:       b.Pos,
	}
	var reason []string
	for _, f := range d.All("reason") { // a long reason may take several lines
		reason = append(reason, f.Value)
	}
	e.Reason = strings.Join(reason, " ")
	if e.Reason == "" {
		errs.Addf(b.Pos, "erratum: missing field \"reason\"")
	}
	if f, ok := d.Opt("round"); ok {
		e.Round = d.IntValue(f, 0, 1000)
	}
	if f, ok := d.Opt("board"); ok {
		e.Board = d.IntValue(f, 0, 1000)
	}
	if e.Printed == e.Corrected && e.Printed != "" {
		errs.Addf(b.Pos, "erratum: printed and corrected are the same (%q)", e.Printed)
	}
	s.Errata = append(s.Errata, e)
}

// validateErrata checks that each erratum names a transcribed table of its
// document and that no cell is corrected twice.
func validateErrata(s *Spec, errs *ErrorList) {
	tables := map[string]string{} // id -> document
	for _, b := range s.Blocks {
		if b.Kind == "erratum" {
			continue
		}
		for _, f := range b.Fields {
			if f.Key == "document" {
				tables[b.Name] = f.Value
			}
		}
	}
	type cell struct {
		table        string
		round, board int
		printed      string
	}
	seen := map[cell]Pos{}
	for _, e := range s.Errata {
		doc, ok := tables[e.Table]
		switch {
		case !ok:
			errs.Addf(e.Pos, "erratum: no transcribed table %q", e.Table)
		case doc != e.Document:
			errs.Addf(e.Pos, "erratum: table %q is from %s, not %s", e.Table, doc, e.Document)
		}
		c := cell{e.Table, e.Round, e.Board, e.Printed}
		if p, dup := seen[c]; dup {
			errs.Addf(e.Pos, "erratum: same cell as the erratum at line %d", p.Line)
		}
		seen[c] = e.Pos
	}
}

// Proven is part of every system's verified model (internal/<system>/
// <system>doc.Model): the errata the model proves, which the generator emits.
type Proven struct {
	Errata []*Erratum
}

// ProvenErrata returns the errata proven.
func (p *Proven) ProvenErrata() []*Erratum { return p.Errata }
