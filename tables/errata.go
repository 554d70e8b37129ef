package tables

// Erratum is a correction of a cell (or a statement) printed in one of the
// source documents, proven by the generator: the printed form breaks a rule
// the documents state, the corrected form keeps it.
type Erratum struct {
	Document  string // the seed document, e.g. 000_88b4201696a2c13a.txt
	Table     string // the transcribed table, e.g. 000/18
	Round     int    // 0 when it does not apply
	Board     int    // 0 when it does not apply
	Printed   string // as printed; pairings written W-B
	Corrected string
	Reason    string
}

// Errata returns every erratum of the documents: those of each system in
// the spec's order, the systems in the order berger, groups, molter,
// scheveningen, varma (the generated errata_<system>.go files).
func Errata() []Erratum {
	var out []Erratum
	for _, es := range [...][]Erratum{bergerErrata[:], groupsErrata[:], molterErrata[:], scheveningenErrata[:], varmaErrata[:]} {
		out = append(out, es...)
	}
	return out
}
