package sqlite_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/internal/sqlitecheck"
	"github.com/puzzlebook/sudoku/internal/testgrids"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/migrations"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/sqlite"
	"github.com/puzzlebook/sudoku/store/storetest"
)

// TestMain lets the test binary stand in for a second process: with
// STORE_TEST_OPEN set it opens that catalog, closes it and exits.
func TestMain(m *testing.M) {
	if path := os.Getenv("STORE_TEST_OPEN"); path != "" {
		s, err := sqlite.Open(path)
		if err == nil {
			err = s.Close()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// engine is the SQLite engine for the contract of package storetest:
// catalogs in the test's temporary directory, each a copy of an empty one.
var engine = storetest.Engine{
	New: newCatalog,
	Open: func(name string) (store.Catalog, error) {
		s, err := sqlite.Open(name)
		if err != nil {
			return nil, err // not a typed nil in an interface
		}
		return s, nil
	},
}

// TestCatalog runs the contract of every engine.
func TestCatalog(t *testing.T) { storetest.Run(t, engine) }

// MustOpen opens a catalog at path and closes it when the test ends.
func MustOpen(tb testing.TB, path string) *sqlite.Store {
	tb.Helper()
	s, err := sqlite.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := s.Close(); err != nil {
			tb.Error(err)
		}
	})
	return s
}

// MustOpenNew opens a new catalog in the test's temporary directory.
func MustOpenNew(tb testing.TB) *sqlite.Store {
	tb.Helper()
	return MustOpen(tb, newCatalog(tb))
}

// newCatalog writes a new, empty catalog into the test's temporary
// directory and returns its path: a copy of one that Open made, once per
// test binary. Making a catalog runs every migration, a quarter of a
// second under the race detector, and the tests need dozens; TestOpen
// and the upgrade tests make theirs with Open.
func newCatalog(tb testing.TB) string {
	tb.Helper()
	b, err := emptyCatalog()
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(tb.TempDir(), "catalog.db")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// emptyCatalog is the file of a catalog Open made and closed, read once.
var emptyCatalog = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "sqlite-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "catalog.db")
	s, err := sqlite.Open(path)
	if err != nil {
		return nil, err
	}
	if err := s.Close(); err != nil {
		return nil, err
	}
	return os.ReadFile(path)
})

// MustSource adds an import source.
func MustSource(tb testing.TB, s store.Catalog, name string) int64 {
	tb.Helper()
	return storetest.MustSource(tb, s, name)
}

// readPuzzles reads a collection of storetest's testdata.
func readPuzzles(tb testing.TB, name string) []grid.Nine {
	tb.Helper()
	return storetest.Grids(tb, name)
}

// solved turns grids into catalog entries from source src.
func solved(tb testing.TB, gs []grid.Nine, src int64) []*store.Record {
	tb.Helper()
	return storetest.Solved(tb, gs, src)
}

// rawDB opens path with plain database/sql, for looking behind the store.
func rawDB(tb testing.TB, path string) *sql.DB {
	tb.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

func pragma(tb testing.TB, db *sql.DB, name string) string {
	tb.Helper()
	var v string
	if err := db.QueryRow("PRAGMA " + name).Scan(&v); err != nil {
		tb.Fatal(err)
	}
	return v
}

// schema lists the catalog's schema objects.
func schema(tb testing.TB, db *sql.DB) []string {
	tb.Helper()
	// sqlite_stat* are the planner's statistics, made by PRAGMA optimize.
	rows, err := db.Query("SELECT type || ' ' || name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_stat%' ORDER BY name")
	if err != nil {
		tb.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			tb.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// checkCatalog checks that path holds a complete catalog in WAL mode.
func checkCatalog(tb testing.TB, path string) {
	tb.Helper()
	db := rawDB(tb, path)
	if v, want := pragma(tb, db, "user_version"), fmt.Sprint(sqlite.SchemaVersion()); v != want {
		tb.Errorf("user_version = %s, want %s", v, want)
	}
	if v := pragma(tb, db, "application_id"); v != "1398096971" {
		tb.Errorf("application_id = %s", v)
	}
	if v := pragma(tb, db, "journal_mode"); v != "wal" {
		tb.Errorf("journal_mode = %s", v)
	}
	if v := pragma(tb, db, "integrity_check"); v != "ok" {
		tb.Errorf("integrity_check = %s", v)
	}
	sqlitecheck.Check(tb, path)
	want := []string{
		"table book_puzzles", "index book_puzzles_puzzle", "table books", "table puzzles",
		"index puzzles_clues", "index puzzles_grade",
		"index puzzles_kind_clues", "index puzzles_kind_grade", "index puzzles_kind_rating", "index puzzles_kind_score",
		"index puzzles_rating", "index puzzles_scale", "index puzzles_score",
		"table sources", "index sources_uid", "index sqlite_autoindex_puzzles_1",
	}
	if got := schema(tb, db); fmt.Sprint(got) != fmt.Sprint(want) {
		tb.Errorf("schema:\n got %q\nwant %q", got, want)
	}
}

// TestSeedText: a source's seed is stored as the decimal number the
// generator prints, so that any SQLite tool shows that number, also past
// the int64 range SQLite's integers hold.
func TestSeedText(t *testing.T) {
	s := MustOpenNew(t)
	seed := uint64(1<<64 - 1)
	if err := s.AddSource(context.Background(), &store.Source{Kind: store.KindGenerate, Name: "sudoku generate", Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	text, err := sqlitecheck.Text(t, s.Path(), "SELECT seed FROM sources")
	if err != nil || text != "18446744073709551615" {
		t.Errorf("seed column %q, %v; want 18446744073709551615", text, err)
	}
}

func TestOpen(t *testing.T) {
	t.Parallel()
	t.Run("New", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "new.db")
		s := MustOpen(t, path)
		if s.Path() != path {
			t.Errorf("Path() = %q", s.Path())
		}
		checkCatalog(t, path)
	})
	t.Run("EmptyFile", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "empty.db")
		if err := os.WriteFile(path, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		MustOpen(t, path)
		checkCatalog(t, path)
	})
	t.Run("Reopen", func(t *testing.T) {
		ctx := context.Background()
		path := filepath.Join(t.TempDir(), "c.db")
		s, err := sqlite.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		src := MustSource(t, s, "top95")
		if _, err := s.AddPuzzles(ctx, solved(t, readPuzzles(t, "top95.txt")[:5], src)); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		s = MustOpen(t, path)
		checkCatalog(t, path)
		ps, err := s.FindPuzzles(ctx, store.Filter{})
		if err != nil || len(ps) != 5 {
			t.Fatalf("after reopening: %d puzzles, %v; want 5", len(ps), err)
		}
	})
	t.Run("Upgrade", func(t *testing.T) {
		// A catalog of schema version 1 with a puzzle in it, as the first
		// release made them: Open migrates it and the puzzle stays.
		ctx := context.Background()
		path := filepath.Join(t.TempDir(), "v1.db")
		init, err := fs.ReadFile(migrations.SQLite, "0001_init.sql")
		if err != nil {
			t.Fatal(err)
		}
		db := rawDB(t, path)
		g := readPuzzles(t, "top95.txt")[0]
		sol := testgrids.Solve(g).Solution
		if _, err := db.Exec(string(init) + `;
			PRAGMA user_version = 1;
			INSERT INTO sources (kind, name, created) VALUES ('import', 'top95', '2025-01-01T00:00:00Z');
			INSERT INTO puzzles (puzzle, solution, isokey, clues, score, symmetry, source_id, line, created)
			VALUES ('` + g.String() + `', '` + sol.Nine().String() + `', zeroblob(41), 17, 1, 'none', 1, 1, '2025-01-01T00:00:00Z')`); err != nil {
			t.Fatal(err)
		}
		db.Close()
		s := MustOpen(t, path)
		checkCatalog(t, path)
		ps, err := s.FindPuzzles(ctx, store.Filter{})
		if err != nil || len(ps) != 1 || ps[0].Puzzle.Givens.Nine() != g || ps[0].Seq != nil || ps[0].Worker != nil {
			t.Fatalf("after the upgrade: %v, %+v", err, ps)
		}
	})
	t.Run("Goroutines", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "c.db")
		const n = 8
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				s, err := sqlite.Open(path)
				if err == nil {
					err = s.Close()
				}
				errs[i] = err
			})
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatal(err)
		}
		checkCatalog(t, path)
	})
	t.Run("Processes", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "c.db")
		const n = 4
		var cmds []*exec.Cmd
		outs := make([]bytes.Buffer, n)
		for i := range n {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(race.ChildEnv(os.Environ()), "STORE_TEST_OPEN="+path)
			cmd.Stdout, cmd.Stderr = &outs[i], &outs[i]
			cmds = append(cmds, cmd)
		}
		for _, cmd := range cmds {
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
		}
		for i, cmd := range cmds {
			if err := cmd.Wait(); err != nil {
				t.Errorf("process %d: %v\n%s", i, err, outs[i].String())
			}
		}
		checkCatalog(t, path)
	})
}

// TestOpenRefuses checks that files which are not catalogs, or catalogs of
// a newer program, are refused with the right error and left untouched:
// same bytes, no -wal or -shm beside them.
func TestOpenRefuses(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		make    func(t *testing.T, path string)
		wantErr error
	}{
		{"TextFile", func(t *testing.T, path string) {
			os.WriteFile(path, []byte("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"), 0o644)
		}, store.ErrNotCatalog},
		{"BinaryFile", func(t *testing.T, path string) {
			os.WriteFile(path, bytes.Repeat([]byte{0xff, 0, 7}, 5000), 0o644)
		}, store.ErrNotCatalog},
		{"OtherDatabase", func(t *testing.T, path string) {
			db := rawDB(t, path)
			if _, err := db.Exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('hello')"); err != nil {
				t.Fatal(err)
			}
			db.Close()
		}, store.ErrNotCatalog},
		{"OtherApplicationID", func(t *testing.T, path string) {
			db := rawDB(t, path)
			if _, err := db.Exec("PRAGMA application_id = 42"); err != nil {
				t.Fatal(err)
			}
			db.Close()
		}, store.ErrNotCatalog},
		{"NewerCatalog", func(t *testing.T, path string) {
			s, err := sqlite.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			db := rawDB(t, path)
			if _, err := db.Exec(fmt.Sprintf("PRAGMA user_version = %d", sqlite.SchemaVersion()+1)); err != nil {
				t.Fatal(err)
			}
			db.Close()
		}, store.ErrTooNew},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "file.db")
			tt.make(t, path)
			before := dirContents(t, dir)
			s, err := sqlite.Open(path)
			if err == nil {
				s.Close()
				t.Fatal("Open succeeded")
			}
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Open: %v, want %v", err, tt.wantErr)
			}
			t.Log(err)
			if after := dirContents(t, dir); fmt.Sprint(after) != fmt.Sprint(before) {
				t.Errorf("Open changed the directory:\nbefore %v\nafter  %v", keys(before), keys(after))
			}
		})
	}
	t.Run("Directory", func(t *testing.T) {
		_, err := sqlite.Open(t.TempDir())
		if !errors.Is(err, store.ErrNotCatalog) {
			t.Fatalf("Open(directory): %v", err)
		}
	})
}

// dirContents maps each file name in dir to its bytes.
func dirContents(t *testing.T, dir string) map[string]string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, e := range es {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		m[e.Name()] = string(b)
	}
	return m
}

func keys(m map[string]string) []string {
	var ks []string
	for k, v := range m {
		ks = append(ks, fmt.Sprintf("%s (%d bytes)", k, len(v)))
	}
	return ks
}

// TestUpgradeSources checks the rebuild of sources (0004), and their uids
// (0005), on a catalog of
// schema version 3 as earlier releases left it: import sources without
// params, generator runs whose seeds of 2^63 and more were stored
// negative, puzzles and a book pointing at them. Every row keeps its id,
// each seed becomes the number the run printed, an outside sqlite3 finds
// the catalog sound, and foreign keys are enforced again afterwards.
func TestUpgradeSources(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v3.db")
	db := rawDB(t, path)
	for _, name := range []string{"0001_init.sql", "0002_generate.sql", "0003_rating.sql"} {
		script, err := fs.ReadFile(migrations.SQLite, name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(string(script)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	seeds := []int64{0, 11, 9223372036854775807, -1, -2, -5, -6, -7, -10, -16, -17,
		-7305808459086981159, -9223372036854775808, -9223372036854775807}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		seeds = append(seeds, -rng.Int64N(1<<62)*2-rng.Int64N(2))
	}
	if _, err := db.Exec(`PRAGMA user_version = 3;
		INSERT INTO sources (id, kind, name, file, created) VALUES (7, 'import', 'top95', 'top95.txt', '2025-01-01T00:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	for i, seed := range seeds {
		if _, err := db.Exec(`INSERT INTO sources (id, kind, name, generator, params, seed, created)
			VALUES (?, 'generate', 'sudoku generate', 'generate/2', '{"workers":2}', ?, '2025-01-02T00:00:00Z')`, 100+i, seed); err != nil {
			t.Fatal(err)
		}
	}
	g := readPuzzles(t, "top95.txt")[:2]
	for i, p := range g {
		sol := testgrids.Solve(p).Solution
		key := iso.KeyOf(p)
		if _, err := db.Exec(`INSERT INTO puzzles (id, puzzle, solution, isokey, clues, score, symmetry, source_id, line, created)
			VALUES (?, ?, ?, ?, ?, 1, 'none', ?, 1, '2025-01-01T00:00:00Z')`,
			40+i, p.String(), sol.Nine().String(), key[:], p.Clues(), []int{7, 100}[i]); err != nil {
			t.Fatal(err)
		}
	}
	// Ratings of that time were on Sukaku Explainer's ladder.
	if _, err := db.Exec(`UPDATE puzzles SET rating = 45, technique = 'Jellyfish', grade = 'expert' WHERE id = 40`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO books (id, title, created) VALUES (3, 'Old', '2025-01-03T00:00:00Z');
		INSERT INTO book_puzzles (book_id, position, puzzle_id) VALUES (3, 1, 41), (3, 2, 40)`); err != nil {
		t.Fatal(err)
	}
	db.Close()

	s := MustOpen(t, path)
	checkCatalog(t, path)
	srcs, err := s.Sources(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(srcs) != 1+len(seeds) || srcs[0].ID != 7 || srcs[0].Seed != nil || srcs[0].Params != "" || srcs[0].File != "top95.txt" {
		t.Fatalf("%d sources, the first %+v", len(srcs), srcs[0])
	}
	// 0005 gave every source its own uid, and no host (not recorded then).
	uids := map[string]bool{}
	for _, src := range srcs {
		if len(src.UID) != 32 || uids[src.UID] || src.Host != "" {
			t.Fatalf("source %d after the upgrade: uid %q (seen %v), host %q", src.ID, src.UID, uids[src.UID], src.Host)
		}
		uids[src.UID] = true
	}
	for i, seed := range seeds {
		src := srcs[1+i]
		if src.ID != int64(100+i) || src.Seed == nil || *src.Seed != uint64(seed) || src.Params != `{"workers":2}` {
			t.Errorf("source %d (seed column %d): %+v, seed %v, want %d", 100+i, seed, src, src.Seed, uint64(seed))
		}
	}
	ps, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil || len(ps) != 2 || ps[0].ID != 40 || ps[0].SourceID != 7 || ps[1].SourceID != 100 || ps[1].SourceName != "sudoku generate" {
		t.Fatalf("puzzles after the upgrade: %v %+v", err, ps)
	}
	if r := ps[0].Rating; r != (rating.Rating{Value: 45, Technique: rating.Jellyfish, Scale: rating.Sukaku}) || ps[1].Rating.Rated() {
		t.Errorf("ratings after the upgrade: %+v, %+v", r, ps[1].Rating)
	}
	se, expert := rating.SE, rating.Expert
	if ps, err := s.FindPuzzles(ctx, store.Filter{Scale: &se, Grade: &expert}); err != nil || len(ps) != 0 {
		t.Errorf("an old rating taken for one on the se ladder: %v %v", ps, err)
	}
	if b, bps, err := s.FindBook(ctx, 3); err != nil || b.Puzzles != 2 || len(bps) != 2 || bps[0].ID != 41 {
		t.Fatalf("book 3 after the upgrade: %+v, %v", b, err)
	}
	// Foreign keys are on again: a puzzle of a source that is not there
	// is refused.
	orphan := solved(t, readPuzzles(t, "top95.txt")[5:6], 999)
	if _, err := s.AddPuzzles(ctx, orphan); err == nil {
		t.Error("AddPuzzles stored a puzzle of source 999, which does not exist")
	}
	// Imports (NULL params) go in, as they did not with older SQLite.
	MustSource(t, s, "after")
}
