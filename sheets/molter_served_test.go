package sheets

import (
	"bytes"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/molter"
)

// TestMolterServed: a workbook handed the served event (Resolved) is the
// one its request makes, byte for byte; request fields that disagree with
// the event are refused, not ignored.
func TestMolterServed(t *testing.T) {
	t.Parallel()
	for _, r := range []molter.Request{
		{Teams: 7, Players: 6, Rounds: 5},
		{Table: "peyrin"},
		{Teams: 14, Players: 6, Rounds: 3},
		{Teams: 13, Players: 12, Rounds: 3, Source: molter.SourceBest},
	} {
		ev, err := molter.Serve(r)
		if err != nil {
			t.Fatalf("%+v: %v", r, err)
		}
		var byRequest, byEvent bytes.Buffer
		if err := WriteMolter(&byRequest, Molter{Teams: r.Teams, Players: r.Players, Table: r.Table, Rounds: r.Rounds, Source: r.Source}); err != nil {
			t.Fatalf("%+v: %v", r, err)
		}
		if err := WriteMolter(&byEvent, Molter{Resolved: ev}); err != nil {
			t.Fatalf("%+v served: %v", r, err)
		}
		if !bytes.Equal(byRequest.Bytes(), byEvent.Bytes()) {
			t.Errorf("%+v: the workbook of the served event differs from the request's", r)
		}
	}
	ev, err := molter.Serve(molter.Request{Teams: 7, Players: 6, Rounds: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m   Molter
		msg string
	}{
		{Molter{Teams: 8, Resolved: ev}, "8 teams, the event served has 7"},
		{Molter{Players: 12, Resolved: ev}, "12 players a team, the event served has 6"},
		{Molter{Rounds: 4, Resolved: ev}, "4 rounds, the event served has 5"},
		{Molter{Table: "16", Resolved: ev}, "table 16, the event served plays 17"},
	} {
		if err := WriteMolter(&bytes.Buffer{}, c.m); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: %v, want %q", c.m, err, c.msg)
		}
	}
	for _, m := range []Molter{{Teams: 7, Players: 6, Rounds: 5, Resolved: ev}, {Table: "Tableau 17", Resolved: ev}} {
		if err := WriteMolter(&bytes.Buffer{}, m); err != nil {
			t.Errorf("%+v: %v", m, err)
		}
	}
}
