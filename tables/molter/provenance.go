package molter

// Where a constructed event comes from (Constructed.Provenance): what its
// origin says, in the commands and the workbook.
const (
	// ProvenanceStored: the first rounds of the table the offline search
	// built for the shape, stored (an odd number of rounds has its last
	// round coloured on its own).
	ProvenanceStored = "stored"
	// ProvenanceOwn: a table of its own for the number of rounds, stored:
	// searched for it, or the stored table's first rounds coloured anew.
	ProvenanceOwn = "own"
	// ProvenanceLayered: built when asked by the layered construction for
	// exactly the number of rounds (3 to 30 teams: the generator built,
	// checked and graded the same event in advance and recorded its digest).
	ProvenanceLayered = "layered"
	// ProvenanceLayeredAsked: the same beyond the generated shapes (31 to
	// 64 teams): checked and graded when built (AtRunTime).
	ProvenanceLayeredAsked = "layered, graded when asked"
)

// Provenance says where the event of k rounds made by the construction
// named ("": the default) comes from: ProvenanceStored, ProvenanceOwn,
// ProvenanceLayered or ProvenanceLayeredAsked.
func (c Constructed) Provenance(k int, construction string) (string, error) {
	s, which, _, err := c.choice(k, construction)
	switch {
	case err != nil:
		return "", err
	case which == 'L' && c.AtRunTime():
		return ProvenanceLayeredAsked, nil
	case which == 'L':
		return ProvenanceLayered, nil
	}
	if _, own := s.ownEvent(k); own {
		return ProvenanceOwn, nil
	}
	return ProvenanceStored, nil
}

// provenanceOrigin is Event.Origin of a constructed event, by its
// provenance (the commands say it in French through their catalogue); a
// switch, not a map: the package does no work at start-up.
func provenanceOrigin(prov string) string {
	switch prov {
	case ProvenanceStored:
		return "constructed: the first rounds of the table the offline search built for this shape, stored with the program; " +
			"checked against the hard rules and graded by the generator (pairings molter-report lists it)"
	case ProvenanceOwn:
		return "constructed: a table of its own for this number of rounds, found by the offline search and stored with the program; " +
			"checked against the hard rules and graded by the generator (pairings molter-report lists it)"
	case ProvenanceLayered:
		return "constructed when asked by the layered construction (one board level, or pair of levels, at a time) for this number of rounds; " +
			"the generator built the same event, checked it against the hard rules and graded it (pairings molter-report lists it)"
	case ProvenanceLayeredAsked:
		return "constructed when asked by the layered construction (one board level, or pair of levels, at a time) for this number of rounds; " +
			"checked against the hard rules and graded when built (more than 30 teams: pairings molter-report lists 3 to 30)"
	}
	return ""
}
