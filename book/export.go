package book

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ResolveFormat picks the output format of an export: the explicit format
// when one is given (a --format flag), else the extension of out (--out).
func ResolveFormat(out, format string) (Format, error) {
	if format != "" {
		return ParseFormat(format)
	}
	return FormatOf(out)
}

// IsSVGDir reports whether Export writes SVG to path as a directory of
// files (one grid each) rather than as one sheet: it does unless the name
// ends in .svg.
func IsSVGDir(path string) bool { return !strings.EqualFold(filepath.Ext(path), ".svg") }

// Export writes b in format f to path, all or nothing: see WriteFileAtomic,
// and WriteDirAtomic for SVG written to a directory (see IsSVGDir). An
// existing path is an error wrapping fs.ErrExist unless force is set.
func Export(path string, f Format, force bool, b *Book, o Options) error {
	// Check everything that can be checked before any file is touched.
	if _, err := prepare(b, o); err != nil {
		return err
	}
	if f == SVG && IsSVGDir(path) {
		return WriteDirAtomic(path, force, func(dir string) error { return WriteSVGDir(dir, b, o) })
	}
	if _, err := ParseFormat(string(f)); err != nil {
		return err
	}
	return WriteFileAtomic(path, force, func(w io.Writer) error { return Write(w, f, b, o) })
}

// exists is the error for a path that is there already.
func exists(path string) error {
	return &fs.PathError{Op: "export", Path: path, Err: fs.ErrExist}
}

// WriteFileAtomic creates path with what write writes, so that a failed or
// interrupted export never leaves a half-written file: write fills a
// temporary file in path's directory, which is synced and then moved to
// path in one step. Unless force is set, an existing path is refused with
// an error wrapping fs.ErrExist, checked first (so no work is wasted) and
// again when the file is put in place, by hard-linking it, which fails
// rather than replace a file that appeared meanwhile.
func WriteFileAtomic(path string, force bool, write func(io.Writer) error) error {
	if !force {
		if _, err := os.Lstat(path); err == nil {
			return exists(path)
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	open := true
	defer func() {
		if open {
			tmp.Close()
		}
		os.Remove(name) // a no-op once renamed; drops the extra link
	}()
	bw := bufio.NewWriterSize(tmp, 1<<16)
	if err := write(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	// CreateTemp makes the file private; an export is an ordinary file.
	if err := tmp.Chmod(0o644); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	open = false
	if err := tmp.Close(); err != nil {
		return err
	}
	if force {
		return os.Rename(name, path)
	}
	if err := os.Link(name, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return exists(path)
		}
		// A file system without hard links: check, then rename.
		if _, serr := os.Lstat(path); serr == nil {
			return exists(path)
		}
		return os.Rename(name, path)
	}
	return nil
}

// WriteDirAtomic creates the directory dir with the files write puts into
// the (temporary) directory it is given. The files are written into a
// temporary sibling of dir, which then becomes dir in one rename, so a
// failure leaves nothing behind. An existing empty dir is replaced. An
// existing non-empty dir is refused with an error wrapping fs.ErrExist
// unless force is set; with force the new files are moved into it, one
// rename each, replacing files of the same name and leaving other files
// alone.
func WriteDirAtomic(dir string, force bool, write func(dir string) error) error {
	dir = filepath.Clean(dir)
	st, err := os.Stat(dir)
	switch {
	case err == nil && !st.IsDir():
		return fmt.Errorf("export %s: not a directory", dir)
	case err == nil:
		empty, err := isEmpty(dir)
		if err != nil {
			return err
		}
		if !empty && !force {
			return exists(dir)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), "."+filepath.Base(dir)+".tmp*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := write(tmp); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	if st == nil {
		return os.Rename(tmp, dir)
	}
	if empty, err := isEmpty(dir); err != nil {
		return err
	} else if empty {
		if err := os.Remove(dir); err != nil {
			return err
		}
		return os.Rename(tmp, dir)
	}
	if !force {
		return exists(dir)
	}
	files, err := os.ReadDir(tmp)
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := os.Rename(filepath.Join(tmp, f.Name()), filepath.Join(dir, f.Name())); err != nil {
			return err
		}
	}
	return nil
}

func isEmpty(dir string) (bool, error) {
	f, err := os.Open(dir)
	if err != nil {
		return false, err
	}
	defer f.Close()
	_, err = f.Readdirnames(1)
	if err == io.EOF {
		return true, nil
	}
	return false, err
}
