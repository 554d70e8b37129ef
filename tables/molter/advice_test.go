package molter

import "testing"

// The two cases of issue 31: 9 teams of 4 over 5 rounds, which the
// document's Tableau 26 does not play, and 13 teams of 12 over 3 rounds,
// where the document's table grades below the constructed one.
func TestAlternative(t *testing.T) {
	_, err := Resolve(Request{Teams: 9, Players: 4, Rounds: 5})
	if err == nil {
		t.Fatal("9 teams of 4 over 5 rounds: the document's table plays it")
	}
	alt, ok := Alternative(Request{Teams: 9, Players: 4, Rounds: 5}, Event{})
	if !ok || alt.Source != SourceConstructed || len(alt.Rounds) != 5 || !valid(alt) {
		t.Fatalf("9x4 over 5: alternative %v %v", ok, alt.Grade)
	}
	doc, err := Resolve(Request{Teams: 13, Players: 12, Rounds: 3})
	if err != nil || doc.Source != SourceDocument {
		t.Fatalf("13x12 over 3: %v %v", doc.Source, err)
	}
	alt, ok = Alternative(Request{Teams: 13, Players: 12, Rounds: 3}, doc)
	if !ok || !Better(alt, doc) || Better(doc, alt) {
		t.Fatalf("13x12 over 3: document %s (published %s), alternative %v %s", doc.Grade, doc.Published.Letter, ok, alt.Grade)
	}
	best, err := ResolveBest(Request{Teams: 13, Players: 12, Rounds: 3})
	if err != nil || best.Source != SourceConstructed {
		t.Fatalf("best 13x12 over 3: %v %v", best.Source, err)
	}
	// Graded equal: the document's. Tableau 17 over 6 rounds.
	d17, _ := Resolve(Request{Teams: 7, Players: 6})
	b17, err := ResolveBest(Request{Teams: 7, Players: 6})
	c17, cerr := Resolve(Request{Teams: 7, Players: 6, Rounds: len(d17.Rounds), Source: SourceConstructed})
	if err != nil || cerr != nil {
		t.Fatal(err, cerr)
	}
	want := SourceDocument
	if Better(c17, d17) {
		want = SourceConstructed
	}
	if b17.Source != want {
		t.Errorf("best 7x6: %s, want %s (document %s, constructed %s)", b17.Source, want, GradeSaid(d17), GradeSaid(c17))
	}
	if Better(d17, d17) {
		t.Error("an event grades above itself")
	}
}
