package cli

import (
	"bytes"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionText(t *testing.T) {
	vcs := []debug.BuildSetting{
		{Key: "vcs", Value: "git"},
		{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
		{Key: "vcs.time", Value: "2026-11-27T20:38:48Z"},
		{Key: "vcs.modified", Value: "true"},
	}
	for _, tc := range []struct {
		name string
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{"released", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"}}, true,
			"mkxlsx v1.2.0\nbuilt with go1.26.8\n"},
		{"clone with changes", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20261127203848-0123456789ab+dirty"}, Settings: vcs}, true,
			"mkxlsx v0.0.0-20261127203848-0123456789ab+dirty\ncommit 0123456789abcdef0123456789abcdef01234567 (2026-11-27T20:38:48Z), with local changes\nbuilt with go1.26.8\n"},
		{"clean clone", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: vcs[:3]}, true,
			"mkxlsx (devel)\ncommit 0123456789abcdef0123456789abcdef01234567 (2026-11-27T20:38:48Z)\nbuilt with go1.26.8\n"},
		{"devel without vcs", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}}, true,
			"mkxlsx (devel)\ncommit unknown: built without version control information (go run, or -buildvcs=false)\nbuilt with go1.26.8\n"},
		{"no build info", nil, false, "mkxlsx (unknown version: the binary carries no build information)\n"},
	} {
		if got := VersionText("mkxlsx", tc.info, tc.ok); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

// TestVersionFlag: -version and --version print the version on standard
// output and exit 0, whatever the commands; it is not a command's flag.
func TestVersionFlag(t *testing.T) {
	for _, arg := range []string{"-version", "--version"} {
		var out, errb bytes.Buffer
		if code := prog.Run([]string{arg}, &out, &errb); code != ExitOK || errb.Len() != 0 {
			t.Errorf("%s: exit %d, stderr %q", arg, code, errb.String())
		}
		if !strings.HasPrefix(out.String(), "prog ") {
			t.Errorf("%s: %q, want the program's name and version", arg, out.String())
		}
	}
	var out, errb bytes.Buffer
	if code := prog.Run([]string{"none", "-version"}, &out, &errb); code != ExitUsage {
		t.Errorf("none -version: exit %d, want %d (not a flag of the command)", code, ExitUsage)
	}
}
