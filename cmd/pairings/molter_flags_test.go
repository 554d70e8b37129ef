package main

import (
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
)

// TestMolterRoundsZero: -rounds 0 is refused, as mkxlsx molter refuses it,
// for a shape of the document and a constructed one.
func TestMolterRoundsZero(t *testing.T) {
	for _, args := range [][]string{{"molter", "3", "2", "-rounds", "0"}, {"molter", "7", "6", "-rounds", "0"}, {"molter", "-table", "17", "-rounds", "-1"}} {
		code, out, errs := call(args...)
		if code != 2 || out != "" || !strings.Contains(errs, "want 1 or more") {
			t.Errorf("%v: exit %d, %q, %q; want 2 and want 1 or more", args, code, out, errs)
		}
	}
}

// TestMolterReportSuggestFormats: -suggest prints the suggestions in every
// format, the same ones as the text; without it the JSON and CSV are as
// before (no suggestion key, no column).
func TestMolterReportSuggestFormats(t *testing.T) {
	_, text, _ := call("molter-report", "-suggest")
	_, all, _ := call("molter-report")
	want := strings.Count(text, "\n  before: ")
	if want == 0 {
		t.Fatal("the text suggests nothing")
	}
	code, out, errs := call("molter-report", "-suggest", "-format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rows []struct{ Suggestion string }
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range rows {
		if r.Suggestion != "" {
			n++
			if !strings.Contains(text, r.Suggestion) {
				t.Errorf("JSON suggestion not in the text: %s", r.Suggestion)
			}
		}
	}
	if n != want {
		t.Errorf("JSON: %d suggestions, the text %d", n, want)
	}
	code, out, errs = call("molter-report", "-suggest", "-format", "csv")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	n = 0
	for _, r := range recs[1:] {
		if r[len(r)-1] != "" {
			n++
		}
	}
	if recs[0][len(recs[0])-1] != "suggestion" || n != want {
		t.Errorf("CSV: header ends %q, %d suggestions; want suggestion and %d", recs[0][len(recs[0])-1], n, want)
	}
	_, plain, _ := call("molter-report", "-format", "json")
	if strings.Contains(plain, "suggestion") || !strings.HasPrefix(text, strings.TrimSuffix(all, "\n")) {
		t.Error("without -suggest the output changed")
	}
}
