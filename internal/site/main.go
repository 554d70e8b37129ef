// Command site writes the static web site of toutesrondes (make site, go
// generate) and serves it on the loopback for one arbiter (make
// site-serve).
//
//	go run ./internal/site [-o out/site]
//	go run ./internal/site -serve out/site [-addr 127.0.0.1:8080]
//
// The site is files only: an index in French and English; make.html, which
// makes any workbook mkxlsx makes; read.html, which reads a filled one back
// (standings, TRF, JSON); the catalogue of the tables, as pages that print.
// The workbooks are made and read by mkxlsx itself compiled to WebAssembly
// (mkxlsx.wasm, GOOS=js GOARCH=wasm, with the wasm_exec.js of the Go
// release that built it) over an in-memory file system (memfs.js): the
// bytes are the command's. Its forms are the command's own flags, read from
// "mkxlsx help COMMAND" into commands.js; the catalogue is pairings's
// output. No server code: any static host serves it. Browsers refuse to
// fetch the WebAssembly of a page opened from a folder (file://), so it is
// served, by a federation's web site or by -serve.
package main

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/atomicfile"
)

//go:embed static
var static embed.FS

func main() {
	out := flag.String("o", filepath.Join("out", "site"), "output directory (emptied first)")
	serve := flag.String("serve", "", "serve this directory instead of writing the site")
	addr := flag.String("addr", "127.0.0.1:8080", "with -serve: the address to listen on")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "site: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	var err error
	if *serve != "" {
		err = Serve(*serve, *addr)
	} else {
		err = Write(".", *out)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "site: %v\n", err)
		os.Exit(1)
	}
}

// Serve serves dir on addr until it fails.
func Serve(dir, addr string) error {
	if _, err := os.Stat(filepath.Join(dir, "mkxlsx.wasm")); err != nil {
		return fmt.Errorf("%s: no site there (make site first): %w", dir, err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("serving %s on http://%s/ (Ctrl-C to stop)\n", dir, ln.Addr())
	return http.Serve(ln, Handler(dir))
}

// Handler serves the site in dir; .wasm as application/wasm, which
// WebAssembly.compileStreaming requires.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
		}
		files.ServeHTTP(w, r)
	})
}

// Write writes the site of the module at root into out.
func Write(root, out string) error {
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "toutesrondes-site-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	// The native programs, for the forms and the catalogue.
	if err := goCmd(root, nil, "build", "-o", tmp+string(filepath.Separator), "./cmd/mkxlsx", "./cmd/pairings"); err != nil {
		return err
	}
	wasm, err := filepath.Abs(filepath.Join(out, "mkxlsx.wasm"))
	if err != nil {
		return err
	}
	if err := goCmd(root, []string{"GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0"}, "build", "-trimpath", "-buildvcs=auto", "-ldflags=-buildid=", "-o", wasm, "./cmd/mkxlsx"); err != nil {
		return err
	}
	if err := copyWasmExec(out); err != nil {
		return err
	}
	err = fs.WalkDir(static, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := static.ReadFile(p)
		if err != nil {
			return err
		}
		return writeFile(filepath.Join(out, strings.TrimPrefix(p, "static/")), data)
	})
	if err != nil {
		return err
	}
	if err := writePages(out); err != nil {
		return err
	}
	license, err := os.ReadFile(filepath.Join(root, "LICENSE"))
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(out, "LICENSE.txt"), license); err != nil {
		return err
	}
	mkxlsx := filepath.Join(tmp, "mkxlsx")
	cmds, err := commands(mkxlsx)
	if err != nil {
		return err
	}
	js, err := json.MarshalIndent(map[string]any{"commands": cmds}, "", "\t")
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(out, "commands.js"), append(append([]byte("// Written by make site from mkxlsx help: the commands and their flags.\nconst MKXLSX = "), js...), ";\n"...)); err != nil {
		return err
	}
	return catalogue(filepath.Join(out, "catalogue"), filepath.Join(tmp, "pairings"))
}

// writeFile writes a page whole or not at all (internal/atomicfile), as
// os.WriteFile would otherwise: 0644 less the umask when new.
func writeFile(path string, data []byte) error {
	return atomicfile.Write(path, data, atomicfile.Options{Perm: 0o644, KeepPerm: true, MkdirAll: true})
}

// goCmd runs the go command in root with env over the environment.
func goCmd(root string, env []string, args ...string) error {
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), env...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	return nil
}

// copyWasmExec copies the wasm_exec.js of the Go release that built
// mkxlsx.wasm (lib/wasm since Go 1.24, misc/wasm before): the two must
// match.
func copyWasmExec(out string) error {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	root := strings.TrimSpace(string(goroot))
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		data, err := os.ReadFile(filepath.Join(root, dir, "wasm_exec.js"))
		if err == nil {
			return writeFile(filepath.Join(out, "wasm_exec.js"), data)
		}
	}
	return fmt.Errorf("no wasm_exec.js in %s/lib/wasm or misc/wasm", root)
}

// command is a command of mkxlsx and its flags, as its help gives them.
type command struct {
	Name    string `json:"name"`
	Summary string `json:"summary"`
	Flags   []flg  `json:"flags"`
}

type flg struct {
	Name string `json:"name"`
	Bool bool   `json:"bool"`
	Help string `json:"help"`
	Def  string `json:"def"`
}

var (
	listed    = regexp.MustCompile(`^  mkxlsx ([a-z-]+)`)
	flagLine  = regexp.MustCompile(`^  -([a-z-]+)(?: ([a-z]+))?(?:\t(.*))?$`)
	defaulted = regexp.MustCompile(`^(.*) \(default (.*)\)$`)
)

// commands reads the commands of mkxlsx from "mkxlsx help" and the flags
// of each from "mkxlsx help NAME" (the flag package's layout: "  -name
// type", the help on the next line after a tab, "(default x)" at its end).
func commands(mkxlsx string) ([]command, error) {
	out, err := exec.Command(mkxlsx, "help").Output()
	if err != nil {
		return nil, fmt.Errorf("mkxlsx help: %w", err)
	}
	var cmds []command
	lines := strings.Split(string(out), "\n")
	for i, l := range lines {
		m := listed.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		c := command{Name: m[1]}
		for _, s := range lines[i+1:] {
			if strings.HasPrefix(s, "      ") && !strings.HasPrefix(s, "       ") {
				c.Summary = strings.TrimSpace(s)
				break
			}
		}
		cmds = append(cmds, c)
	}
	if len(cmds) == 0 {
		return nil, errors.New("mkxlsx help lists no command")
	}
	for i := range cmds {
		help, err := exec.Command(mkxlsx, "help", cmds[i].Name).Output()
		if err != nil {
			return nil, fmt.Errorf("mkxlsx help %s: %w", cmds[i].Name, err)
		}
		sc := bufio.NewScanner(bytes.NewReader(help))
		for sc.Scan() {
			l := sc.Text()
			if m := flagLine.FindStringSubmatch(l); m != nil {
				cmds[i].Flags = append(cmds[i].Flags, flg{Name: m[1], Bool: m[2] == "", Help: m[3]})
			} else if f := len(cmds[i].Flags) - 1; f >= 0 && strings.HasPrefix(l, "    \t") {
				fl := &cmds[i].Flags[f]
				fl.Help = strings.TrimSpace(fl.Help + " " + strings.TrimPrefix(l, "    \t"))
			}
		}
		for j := range cmds[i].Flags {
			fl := &cmds[i].Flags[j]
			if m := defaulted.FindStringSubmatch(fl.Help); m != nil {
				fl.Help, fl.Def = m[1], m[2]
				if s, err := strconv.Unquote(fl.Def); err == nil {
					fl.Def = s
				}
			}
		}
		if len(cmds[i].Flags) == 0 {
			return nil, fmt.Errorf("mkxlsx help %s: no flags read", cmds[i].Name)
		}
	}
	return cmds, nil
}
