package molter

import (
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

// Published is an event's grade on the scale of the one other open-source
// program that serves Molter tables beyond the document (its contract is
// restated in the project's shared/molter-contract.md): the hard rules S1 …
// C3 it breaks, or its seven measures in priority order, its penalty points
// and its letter. A federation comparing the two programs reads this grade;
// Grade is the project's own.
type Published struct {
	// Broken lists the hard rules broken (S4, C1, …); the measures below
	// are zero when it is not empty.
	Broken []string
	// I1: a team's spread of boards over the teams it met; Prefix: the most
	// distinct teams a team missed after some round; I2: the sum over teams
	// of |descents - ascents|; I3: the spread of descents over teams; I4: a
	// team's most descents, or ascents, in a pair of rounds; I5: the spread
	// of a team's boards over the teams it meets in one round.
	I1, Prefix, I2, I3, I4, I5 int
	// S5Relaxed: some team has other than P/2 whites in some round.
	S5Relaxed bool
	// Points is the penalty; Letter A at 0 points, B at 1–6, C at 7–20, D
	// above ("" when Broken is not empty).
	Points int
	Letter string
}

// Vector is the seven measures in the published priority order (I1,
// prefix, I2, I3, I4, I5, S5 relaxed as 0 or 1): tables compare
// lexicographically on it, lower is better.
func (p Published) Vector() [7]int {
	s5 := 0
	if p.S5Relaxed {
		s5 = 1
	}
	return [7]int{p.I1, p.Prefix, p.I2, p.I3, p.I4, p.I5, s5}
}

func (p Published) String() string {
	if len(p.Broken) > 0 {
		return "invalid(" + strings.Join(p.Broken, ",") + ")"
	}
	v := p.Vector()
	var b []byte
	for i, x := range v {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	return p.Letter + " (" + strconv.Itoa(p.Points) + " points; " + string(b) + ")"
}

// parsePublished reads the k-th (1-based) token of a published field of the
// data: "B,3,0,0,2,1,1,0,1" or "invalid(S4,C1)" ("-": no such event).
func parsePublished(field string, k int) (Published, bool) {
	fs := strings.Fields(field)
	if k < 1 || k > len(fs) || fs[k-1] == "-" {
		return Published{}, false
	}
	tok := fs[k-1]
	if rest, ok := strings.CutPrefix(tok, "invalid("); ok {
		return Published{Broken: strings.Split(strings.TrimSuffix(rest, ")"), ",")}, true
	}
	parts := strings.Split(tok, ",")
	if len(parts) != 9 {
		return Published{}, false
	}
	var n [8]int
	for i, x := range parts[1:] {
		n[i], _ = strconv.Atoi(x)
	}
	return Published{Letter: parts[0], Points: n[0], I1: n[1], Prefix: n[2], I2: n[3], I3: n[4], I4: n[5], I5: n[6], S5Relaxed: n[7] == 1}, true
}

// Published is the grade of the event of r rounds on the published scale.
func (c Constructed) Published(r int) (Published, error) { return c.PublishedBy(r, "") }

// PublishedBy is Published of the event made by the construction named
// ("": the default; else the default's or the Selectable one).
func (c Constructed) PublishedBy(r int, construction string) (Published, error) {
	_, pub, _, err := c.graded(r, construction)
	return pub, err
}

// Published is the grade of the document's event of k rounds (Event) on
// the published scale; the document's tables keep the document's rules, so
// an event may break a published rule (Broken says which).
func (m Table) Published(k int) (Published, error) {
	if _, err := m.Grade(k); err != nil {
		return Published{}, err
	}
	p, ok := parsePublished(documentPublished[m.cfg-1], k)
	if !ok {
		return Published{}, fail.New("molter: no published grade for the " + strconv.Itoa(k) + "-round event of table " + m.Table())
	}
	return p, nil
}
