package spec

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// seedBlocks adds, for each embedded spec file, its first blocks (the
// system declaration and a transcription or two) as seeds.
func seedBlocks(f *testing.F, blocks int) {
	names, err := fs.Glob(Files(), "*.spec")
	if err != nil || len(names) == 0 {
		f.Fatal("no spec files", err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(Files(), name)
		if err != nil {
			f.Fatal(err)
		}
		var b strings.Builder
		n := 0
		for line := range strings.Lines(string(data)) {
			b.WriteString(line)
			if strings.TrimSpace(line) == "end" {
				if n++; n == blocks {
					break
				}
			}
		}
		f.Add([]byte(b.String()))
	}
}

// FuzzParse: the block parser never panics, and every problem it reports
// names the file and the line.
func FuzzParse(f *testing.F) {
	seedBlocks(f, 3)
	f.Add([]byte("system x\n  sizes 3..\nend\n"))
	f.Add([]byte("table\n  row | \n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := Parse("f.spec", data)
		if err == nil {
			return
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			if !strings.HasPrefix(line, "f.spec:") {
				t.Fatalf("a problem without its place: %q", line)
			}
		}
	})
}

// FuzzLoad: the loader (parser, every decoder, the validators) never
// panics on a spec file, and every problem names a spec file and a line.
func FuzzLoad(f *testing.F) {
	seedBlocks(f, 2)
	f.Fuzz(func(t *testing.T, data []byte) {
		tm := time.AfterFunc(10*time.Second, func() { panic(fmt.Sprintf("slow: %q", data)) })
		defer tm.Stop()
		_, err := LoadFS(fstest.MapFS{"x.spec": {Data: data}}, ".")
		if err == nil {
			return
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			// The file's line, or a whole system's problem at line 0 of
			// its main file.
			if !strings.HasPrefix(line, Dir+"/") || !strings.Contains(line, ".spec:") {
				t.Fatalf("a problem without its place: %q", line)
			}
		}
	})
}
