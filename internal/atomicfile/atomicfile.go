// Package atomicfile writes a file whole or not at all, the one way the
// programs of the module write theirs (mkxlsx's workbooks, gen's tables,
// moltersearch's recipes). The data goes into a new temporary file beside
// the target (".NAME.xxxxxxxx.tmp", so on the same file system), which is
// synced and closed, then renamed over the target or, when nothing may be
// replaced, hard-linked to it (which fails if the target appeared
// meanwhile). A reader of the target sees the old file or the new one,
// never half of one; whatever fails, the temporary file is removed.
//
// Errors name the target, never the temporary file (a user never typed its
// name). A program that stops on a signal calls RemoveTemps first.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"unicode/utf8"
)

// Options says how Write treats permissions and an existing target.
type Options struct {
	// Perm is a new file's permissions, the umask applying (0: 0o666).
	Perm fs.FileMode
	// ExactPerm gives the file Perm exactly, whatever the umask (and
	// whatever a replaced file had).
	ExactPerm bool
	// KeepPerm gives a regular file that is replaced its own permissions
	// back; a new file gets Perm.
	KeepPerm bool
	// NoReplace never replaces anything at the target: Write then fails
	// with an error that errors.Is reports as fs.ErrExist.
	NoReplace bool
	// MkdirAll creates the target's missing directories (0o755, the
	// umask applying).
	MkdirAll bool
}

// AfterWrite, set by tests only, runs when a temporary file is written,
// before it is synced and moved into place: the moment an interrupt must
// clean up.
var AfterWrite func()

// Write writes data to path through a temporary file (see the package
// doc). Its errors are *fs.PathError naming path.
func Write(path string, data []byte, o Options) (err error) {
	op := "create"
	defer func() {
		if err != nil {
			var pe *fs.PathError
			var le *os.LinkError
			switch {
			case errors.As(err, &pe):
				err = pe.Err
			case errors.As(err, &le):
				err = le.Err
			}
			err = &fs.PathError{Op: op, Path: path, Err: err}
		}
	}()
	if o.MkdirAll {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
	}
	perm := o.Perm
	if perm == 0 {
		perm = 0o666
	}
	var keep fs.FileMode
	keeping := false
	if o.KeepPerm && !o.ExactPerm {
		if fi, err := os.Lstat(path); err == nil && fi.Mode().IsRegular() {
			keep, keeping = fi.Mode().Perm(), true
			perm = 0o600 // until it has the replaced file's
		}
	}
	tmp, err := createTemp(path, perm)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			temps.remove(tmp.Name())
		}
	}()
	op = "write"
	switch {
	case o.ExactPerm:
		err = tmp.Chmod(perm)
	case keeping:
		err = tmp.Chmod(keep)
	}
	if err != nil {
		return err
	}
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if AfterWrite != nil {
		AfterWrite()
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	op = "rename"
	if o.NoReplace {
		op = "link"
	}
	return temps.commit(tmp.Name(), path, !o.NoReplace)
}

// maxTempBase bounds the part of the target's name a temporary name
// repeats: "." + 200 bytes + ".xxxxxxxx.tmp" fits the 255 bytes most file
// systems allow in a name, for any name the file system allows.
const maxTempBase = 200

// createTemp creates a new temporary file beside path, with perm (the
// umask applies), and tracks it.
func createTemp(path string, perm fs.FileMode) (*os.File, error) {
	base := filepath.Base(path)
	if len(base) > maxTempBase {
		base = base[:maxTempBase]
		for !utf8.ValidString(base) {
			base = base[:len(base)-1]
		}
	}
	for {
		name := filepath.Join(filepath.Dir(path), fmt.Sprintf(".%s.%08x.tmp", base, rand.Uint32()))
		temps.Lock()
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if err == nil {
			temps.names[name] = true
		}
		temps.Unlock()
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
}

// temps are the temporary files that exist, for RemoveTemps. Its lock is
// held while one is created, committed or removed, so that RemoveTemps
// never removes a file being renamed, nor returns before it is.
var temps = tempFiles{names: map[string]bool{}}

type tempFiles struct {
	sync.Mutex
	names map[string]bool
}

// commit renames tmp over path (replace) or hard-links it there, and
// forgets it.
func (t *tempFiles) commit(tmp, path string, replace bool) error {
	t.Lock()
	defer t.Unlock()
	if replace {
		if err := os.Rename(tmp, path); err != nil {
			return err
		}
		delete(t.names, tmp)
		return nil
	}
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fs.ErrExist
		}
		// No hard links here (some file systems): look, then rename.
		if _, serr := os.Lstat(path); serr == nil {
			return fs.ErrExist
		}
		if err := os.Rename(tmp, path); err != nil {
			return err
		}
		delete(t.names, tmp)
		return nil
	}
	delete(t.names, tmp)
	return os.Remove(tmp)
}

// remove removes tmp and forgets it.
func (t *tempFiles) remove(tmp string) {
	t.Lock()
	defer t.Unlock()
	os.Remove(tmp)
	delete(t.names, tmp)
}

// RemoveTemps removes the temporary files of the Writes under way, for a
// program about to exit on a signal; the files already moved into place are
// whole. From then on no Write creates or commits a file (they wait
// forever): the caller exits next.
func RemoveTemps() {
	temps.Lock() // kept
	for name := range temps.names {
		os.Remove(name)
	}
}
