package book_test

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/book"
)

func TestResolveFormat(t *testing.T) {
	for _, tc := range []struct {
		out, format string
		want        book.Format
	}{
		{"book.pdf", "", book.PDF},
		{"dir/Book.PDF", "", book.PDF},
		{"puzzles.txt", "", book.Text},
		{"puzzles.csv", "", book.CSV},
		{"book.json", "", book.JSON},
		{"book.htm", "", book.HTML},
		{"sheet.svg", "", book.SVG},
		{"grids", "svg", book.SVG},
		{"book.dat", "csv", book.CSV}, // --format wins over the extension
		{"book", "", ""},
		{"book.png", "", ""},
		{"book.pdf", "docx", ""},
	} {
		got, err := book.ResolveFormat(tc.out, tc.format)
		if got != tc.want || (err != nil) != (tc.want == "") {
			t.Errorf("ResolveFormat(%q, %q) = %q, %v; want %q", tc.out, tc.format, got, err, tc.want)
		}
		if err != nil && !errors.Is(err, book.ErrFormat) {
			t.Errorf("ResolveFormat(%q, %q): %v does not wrap ErrFormat", tc.out, tc.format, err)
		}
	}
}

// dirNames lists dir, failing the test on error.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

func content(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

func TestWriteFileAtomic(t *testing.T) {
	t.Run("OK", func(t *testing.T) {
		dir := t.TempDir()
		p := filepath.Join(dir, "book.txt")
		if err := book.WriteFileAtomic(p, false, writeString("one\n")); err != nil {
			t.Fatal(err)
		}
		if got := content(t, p); got != "one\n" {
			t.Errorf("content %q", got)
		}
		st, _ := os.Stat(p)
		if st.Mode().Perm() != 0o644 {
			t.Errorf("mode %v, want 0644", st.Mode().Perm())
		}
		if names := dirNames(t, dir); !slices.Equal(names, []string{"book.txt"}) {
			t.Errorf("directory holds %v", names)
		}
	})
	t.Run("ErrExist", func(t *testing.T) {
		dir := t.TempDir()
		p := writeFile(t, dir, "book.txt", []byte("old\n"))
		called := false
		err := book.WriteFileAtomic(p, false, func(w io.Writer) error { called = true; return nil })
		if !errors.Is(err, fs.ErrExist) {
			t.Errorf("err %v, want fs.ErrExist", err)
		}
		if called {
			t.Error("the book was written although the file exists")
		}
		if got := content(t, p); got != "old\n" {
			t.Errorf("existing file changed to %q", got)
		}
	})
	t.Run("ErrExistAppearedMeanwhile", func(t *testing.T) {
		dir := t.TempDir()
		p := filepath.Join(dir, "book.txt")
		err := book.WriteFileAtomic(p, false, func(w io.Writer) error {
			// another export gets there first
			writeFile(t, dir, "book.txt", []byte("theirs\n"))
			_, err := io.WriteString(w, "ours\n")
			return err
		})
		if !errors.Is(err, fs.ErrExist) {
			t.Errorf("err %v, want fs.ErrExist", err)
		}
		if got := content(t, p); got != "theirs\n" {
			t.Errorf("the other file was replaced by %q", got)
		}
		if names := dirNames(t, dir); !slices.Equal(names, []string{"book.txt"}) {
			t.Errorf("directory holds %v", names)
		}
	})
	t.Run("Force", func(t *testing.T) {
		dir := t.TempDir()
		p := writeFile(t, dir, "book.txt", []byte("old\n"))
		if err := book.WriteFileAtomic(p, true, writeString("new\n")); err != nil {
			t.Fatal(err)
		}
		if got := content(t, p); got != "new\n" {
			t.Errorf("content %q", got)
		}
	})
	t.Run("FailedWriteLeavesNothing", func(t *testing.T) {
		dir := t.TempDir()
		old := writeFile(t, dir, "old.txt", []byte("old\n"))
		boom := errors.New("boom")
		for _, p := range []string{filepath.Join(dir, "new.txt"), old} {
			err := book.WriteFileAtomic(p, true, func(w io.Writer) error {
				io.WriteString(w, "half a book")
				return boom
			})
			if !errors.Is(err, boom) {
				t.Errorf("err %v, want the writer's", err)
			}
		}
		if names := dirNames(t, dir); !slices.Equal(names, []string{"old.txt"}) {
			t.Errorf("directory holds %v, want only old.txt", names)
		}
		if got := content(t, old); got != "old\n" {
			t.Errorf("old file changed to %q", got)
		}
	})
	t.Run("NoDirectory", func(t *testing.T) {
		err := book.WriteFileAtomic(filepath.Join(t.TempDir(), "no", "book.txt"), false, writeString("x"))
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("err %v, want fs.ErrNotExist", err)
		}
	})
}

func TestWriteDirAtomic(t *testing.T) {
	files := func(names ...string) func(string) error {
		return func(dir string) error {
			for _, n := range names {
				if err := os.WriteFile(filepath.Join(dir, n), []byte("new "+n), 0o644); err != nil {
					return err
				}
			}
			return nil
		}
	}
	t.Run("New", func(t *testing.T) {
		parent := t.TempDir()
		dir := filepath.Join(parent, "grids")
		if err := book.WriteDirAtomic(dir, false, files("a.svg", "b.svg")); err != nil {
			t.Fatal(err)
		}
		if got := dirNames(t, dir); !slices.Equal(got, []string{"a.svg", "b.svg"}) {
			t.Errorf("dir holds %v", got)
		}
		if got := dirNames(t, parent); !slices.Equal(got, []string{"grids"}) {
			t.Errorf("parent holds %v", got)
		}
		st, _ := os.Stat(dir)
		if st.Mode().Perm() != 0o755 {
			t.Errorf("mode %v, want 0755", st.Mode().Perm())
		}
	})
	t.Run("EmptyExisting", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "grids")
		os.Mkdir(dir, 0o755)
		if err := book.WriteDirAtomic(dir, false, files("a.svg")); err != nil {
			t.Fatal(err)
		}
		if got := dirNames(t, dir); !slices.Equal(got, []string{"a.svg"}) {
			t.Errorf("dir holds %v", got)
		}
	})
	t.Run("ErrExist", func(t *testing.T) {
		parent := t.TempDir()
		dir := filepath.Join(parent, "grids")
		os.Mkdir(dir, 0o755)
		writeFile(t, dir, "a.svg", []byte("old"))
		err := book.WriteDirAtomic(dir, false, files("a.svg"))
		if !errors.Is(err, fs.ErrExist) {
			t.Errorf("err %v, want fs.ErrExist", err)
		}
		if got := content(t, filepath.Join(dir, "a.svg")); got != "old" {
			t.Errorf("a.svg changed to %q", got)
		}
		if got := dirNames(t, parent); !slices.Equal(got, []string{"grids"}) {
			t.Errorf("parent holds %v", got)
		}
	})
	t.Run("ForceMerges", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "grids")
		os.Mkdir(dir, 0o755)
		writeFile(t, dir, "a.svg", []byte("old"))
		writeFile(t, dir, "notes.txt", []byte("mine"))
		if err := book.WriteDirAtomic(dir, true, files("a.svg", "b.svg")); err != nil {
			t.Fatal(err)
		}
		if got := dirNames(t, dir); !slices.Equal(got, []string{"a.svg", "b.svg", "notes.txt"}) {
			t.Errorf("dir holds %v", got)
		}
		if got := content(t, filepath.Join(dir, "a.svg")); got != "new a.svg" {
			t.Errorf("a.svg is %q", got)
		}
	})
	t.Run("FailedWriteLeavesNothing", func(t *testing.T) {
		parent := t.TempDir()
		err := book.WriteDirAtomic(filepath.Join(parent, "grids"), false, func(dir string) error {
			files("a.svg")(dir)
			return fmt.Errorf("disk full")
		})
		if err == nil {
			t.Fatal("no error")
		}
		if got := dirNames(t, parent); len(got) != 0 {
			t.Errorf("parent holds %v", got)
		}
	})
	t.Run("NotADirectory", func(t *testing.T) {
		p := writeFile(t, t.TempDir(), "grids", []byte("x"))
		if err := book.WriteDirAtomic(p, true, files("a.svg")); err == nil {
			t.Error("wrote into a file")
		}
	})
}

// TestExport: every format through the file helpers; svg goes to a
// directory unless the name ends in .svg; a second export is refused.
func TestExport(t *testing.T) {
	b := loadBook(t, "top95.txt", 5)
	dir := t.TempDir()
	for _, name := range []string{"book.pdf", "book.txt", "book.csv", "book.json", "book.html", "sheet.svg", "grids"} {
		f, err := book.ResolveFormat(name, map[bool]string{true: "svg"}[name == "grids"])
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name)
		if err := book.Export(p, f, false, b, book.Options{Solutions: true}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := book.Export(p, f, false, b, book.Options{}); !errors.Is(err, fs.ErrExist) {
			t.Errorf("%s again: %v, want fs.ErrExist", name, err)
		}
		if err := book.Export(p, f, true, b, book.Options{}); err != nil {
			t.Errorf("%s forced: %v", name, err)
		}
	}
	if got := len(dirNames(t, filepath.Join(dir, "grids"))); got != 10 {
		t.Errorf("grids holds %d files, want 5 puzzles and 5 solutions", got)
	}
	// A book that cannot be written touches nothing.
	b.Puzzles = nil
	if err := book.Export(filepath.Join(dir, "empty.pdf"), book.PDF, false, b, book.Options{}); !errors.Is(err, book.ErrNoPuzzles) {
		t.Errorf("empty book: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "empty.pdf")); err == nil {
		t.Error("empty.pdf was created")
	}
}
