package cli

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// isVersion reports whether arg asks for the version: -version or
// --version, as the first argument.
func isVersion(arg string) bool { return arg == "-version" || arg == "--version" }

// VersionText is what PROG -version prints: the module version, the commit
// it was built from with its time and whether the tree had local changes,
// and the Go release that built it, from the build information the Go
// toolchain stamps into every binary (go build in a clone, go install
// module@version, make dist). A build without a module version says "(devel)"
// as Go does, and without VCS information says so rather than nothing.
func VersionText(prog string, info *debug.BuildInfo, ok bool) string {
	if !ok || info == nil {
		return prog + " (unknown version: the binary carries no build information)\n"
	}
	var b strings.Builder
	version := info.Main.Version
	if version == "" {
		version = "(devel)"
	}
	fmt.Fprintf(&b, "%s %s\n", prog, version)
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	switch rev := settings["vcs.revision"]; {
	case rev != "":
		fmt.Fprintf(&b, "commit %s", rev)
		if t := settings["vcs.time"]; t != "" {
			fmt.Fprintf(&b, " (%s)", t)
		}
		if settings["vcs.modified"] == "true" {
			b.WriteString(", with local changes")
		}
		b.WriteString("\n")
	case version == "(devel)":
		b.WriteString("commit unknown: built without version control information (go run, or -buildvcs=false)\n")
	}
	if info.GoVersion != "" {
		fmt.Fprintf(&b, "built with %s\n", info.GoVersion)
	}
	return b.String()
}

// version is the running binary's VersionText.
func version(prog string) string {
	info, ok := debug.ReadBuildInfo()
	return VersionText(prog, info, ok)
}
