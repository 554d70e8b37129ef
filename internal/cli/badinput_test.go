package cli

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/badinput"
)

// The bad input of a package below the commands (badinput.Error, wrapped
// further) exits 2 with its message alone, as Inputf does; a plain error
// still exits 1.
func TestBadInputExits2(t *testing.T) {
	for _, c := range []struct {
		err  error
		code int
		msg  string // what stderr says after "prog run: " (a package prefix such as "report: " is not for users: msg.Public drops it)
	}{
		{fmt.Errorf("report: %w", badinput.Errorf("-federation %q: want three capital letters", "fr")), ExitUsage, `-federation "fr": want three capital letters`},
		{Inputf("bad"), ExitUsage, "bad"},
		{fmt.Errorf("disk full"), ExitFail, "disk full"},
	} {
		p := &Program{Name: "prog", Commands: []*Command{
			New("run", "run", nil, func(*Call, *struct{}) error { return c.err }),
		}}
		var stdout, stderr bytes.Buffer
		if got := p.Run([]string{"run"}, &stdout, &stderr); got != c.code {
			t.Errorf("%v: exit %d, want %d", c.err, got, c.code)
		}
		if want := "prog run: " + c.msg + "\n"; stderr.String() != want {
			t.Errorf("stderr %q, want %q", stderr.String(), want)
		}
	}
}
