package cli

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestEscapeField(t *testing.T) {
	for in, want := range map[string]string{
		"Anne Dupont":     "Anne Dupont",
		"Ann\nBob":        `Ann\x0aBob`,
		"a\tb\r":          `a\x09b\x0d`,
		"x\x1b[31m":       `x\x1b[31m`,
		"Cid\u2028Dan":    `Cid\u2028Dan`,
		"Dan\u0085":       `Dan\u0085`,
		"rtl\u202eevil":   `rtl\u202eevil`,
		"bad\xff":         `bad\xff`,
		"Müller d'Été ½":  "Müller d'Été ½",
		"tag\U000E0041!":  `tag\U000e0041!`,
		"nbsp\u00a0space": "nbsp\u00a0space",
	} {
		if got := EscapeField(in); got != want {
			t.Errorf("EscapeField(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWriteJSONPrintable(t *testing.T) {
	var out bytes.Buffer
	c := &Call{Stdout: &out}
	names := []string{"Dan\u0085", "x\x7f", "\u2028", "rtl\u202e", "tag\U000E0041", "Zoé ½"}
	if err := c.WriteJSON(names); err != nil {
		t.Fatal(err)
	}
	want := `["Dan\u0085","x\u007f","\u2028","rtl\u202e","tag\udb40\udc41","Zoé ½"]` + "\n"
	if out.String() != want {
		t.Errorf("got  %s\nwant %s", out.String(), want)
	}
	var back []string
	if err := json.Unmarshal(out.Bytes(), &back); err != nil || back[4] != names[4] || back[0] != names[0] {
		t.Errorf("does not decode back: %v %q", err, back)
	}
}
