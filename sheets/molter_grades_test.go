package sheets

import (
	"bytes"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/xuri/excelize/v2"
)

// The grade matrix holds every constructed shape and every document
// configuration with the grades the tables give.
func TestMolterGrades(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteMolterGrades(&buf, MolterGrades{Lang: French}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Construits")
	if err != nil {
		t.Fatal(err)
	}
	sizes := molter.ConstructedSizes()
	if len(rows) != len(sizes)+1 || rows[0][0] != "Équipes" {
		t.Fatalf("%d rows, header %v", len(rows), rows[0])
	}
	last := rows[len(rows)-1]
	c, _ := molter.NewConstructed(30, 16)
	g, _ := c.Grade(15)
	if last[0] != "30" || last[1] != "16" || last[16] != g {
		t.Errorf("30×16: %v, want grade %s for 15 rounds", last, g)
	}
	doc, err := f.GetRows("Document")
	if err != nil {
		t.Fatal(err)
	}
	if len(doc) != len(molter.Sizes())+1 {
		t.Fatalf("%d document rows", len(doc))
	}
	for _, r := range doc[1:] {
		// Peyrin's as 2 rounds breaks the hard rules: said in the
		// workbook's words, not the rules' keys.
		if r[0] == "peyrin" && r[4] != "non valide" {
			t.Errorf("peyrin: %v", r)
		}
	}
}
