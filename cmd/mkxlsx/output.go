package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"runtime"
	"syscall"

	"github.com/toutesrondes/toutesrondes/internal/atomicfile"
	"github.com/toutesrondes/toutesrondes/internal/cli"
)

// Writing the workbooks. A workbook holds people's names: it is written
// only where a regular file is or nothing is, never through a FIFO, a
// device, a directory or a symbolic link (even with -force), keeps the
// permissions of the file it replaces, and gets those the umask allows when
// new. It is written whole or not at all (internal/atomicfile): into a
// temporary file beside the target, synced, then renamed over it (with
// -force) or hard-linked to it (without, which fails if the target
// appeared meanwhile); an interrupt (SIGINT, SIGTERM) removes the temporary
// files and leaves every finished workbook whole. Messages name the user's
// path, never the temporary file.

// write builds the workbook and writes it to -o, or to its name by
// default, without overwriting a file unless -force; "-o -" writes it to
// standard output. It returns the path written as the report names it.
func (b *bookFlags) write(c *cli.Call, out output) (string, error) {
	path := b.out
	if path == "" {
		path = out.Name
	}
	if path == "-" {
		if terminal(c.Stdout) {
			return "", fail("-o -: standard output is a terminal; redirect it to a file or a pipe")
		}
	} else if _, err := checkTarget(path, b.force); err != nil { // before the build, which takes time
		return "", err
	}
	data, err := build(out.Write)
	if err != nil {
		return "", err
	}
	if path == "-" {
		if _, err := c.Stdout.Write(data); err != nil {
			return "", fmt.Errorf("writing the workbook to standard output: %w", err)
		}
		return c.Lang.T("standard output"), nil
	}
	return cli.Escape(path), writeOutput(path, data, b.force)
}

// terminal reports whether w is a terminal: a character device other than
// the null device (> /dev/null throws the workbook away, as asked), told
// without an ioctl.
func terminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&fs.ModeCharDevice == 0 {
		return false
	}
	if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(fi, null) {
		return false
	}
	return true
}

// report is where the line saying what was written goes: standard output,
// or standard error when standard output holds the workbook.
func (b *bookFlags) report(c *cli.Call) io.Writer {
	if b.out == "-" {
		return c.Stderr
	}
	return c.Stdout
}

// errExists reports a target that -force would overwrite.
var errExists = errors.New("exists (use -force to overwrite)")

// checkTarget checks what is at path: nothing, or a regular file that force
// allows to replace (returned). Anything else is refused, saying what is
// there.
func checkTarget(path string, force bool) (fs.FileInfo, error) {
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("writing %s: %w", path, cause(err))
	case fi.Mode().IsRegular() && !force:
		return nil, fmt.Errorf("%s %w", path, errExists)
	case fi.Mode().IsRegular():
		return fi, nil
	}
	what := fileKind(fi.Mode())
	if fi.Mode()&fs.ModeSymlink != 0 {
		if to, err := os.Readlink(path); err == nil {
			what += " to " + to + "; give the path of the file itself"
		}
	}
	return nil, fmt.Errorf("%s is %s: mkxlsx writes only regular files, and never replaces anything else, even with -force", path, what)
}

// fileKind says what a file that is not a regular file is.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	}
	return "not a regular file"
}

// writeOutput writes data to path atomically (see above).
func writeOutput(path string, data []byte, force bool) error {
	if _, err := checkTarget(path, force); err != nil {
		return err
	}
	err := atomicfile.Write(path, data, atomicfile.Options{KeepPerm: true, NoReplace: !force})
	switch {
	case err == nil:
		return nil
	case !force && errors.Is(err, fs.ErrExist): // appeared since checkTarget
		return fmt.Errorf("%s %w", path, errExists)
	}
	return fmt.Errorf("writing %s: %w", path, cause(err))
}

// cause is the system's reason of a file error, without the file's name
// (which may be the temporary file's).
func cause(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// stopOnSignal makes SIGINT and SIGTERM remove the temporary files and
// exit (130 and 143, as a shell reports a process they end); the files
// already renamed or linked into place are whole. A signal ignored when
// the command started (a job a shell runs in the background, nohup) stays
// ignored.
func stopOnSignal() {
	if runtime.GOOS == "js" {
		return // no signals in a browser (and signal.Ignored panics there)
	}
	var sigs []os.Signal
	for _, s := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		if !signal.Ignored(s) {
			sigs = append(sigs, s)
		}
	}
	if len(sigs) == 0 {
		return
	}
	c := make(chan os.Signal, 1)
	signal.Notify(c, sigs...)
	go func() {
		s := <-c
		atomicfile.RemoveTemps() // nothing is created or committed from now on
		fmt.Fprintf(os.Stderr, "mkxlsx: %v: stopped, temporary files removed\n", s)
		code := 130
		if s == syscall.SIGTERM {
			code = 143
		}
		os.Exit(code)
	}()
}
