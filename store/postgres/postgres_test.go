package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/puzzlebook/sudoku/internal/pgtest"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/migrations"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/postgres"
	"github.com/puzzlebook/sudoku/store/storetest"
)

// TestMain stops the tests' PostgreSQL server after them. With
// STORE_TEST_OPEN set, the binary stands in for another process instead:
// it opens that catalog, closes it and exits.
func TestMain(m *testing.M) {
	if url := os.Getenv("STORE_TEST_OPEN"); url != "" {
		s, err := postgres.Open(context.Background(), url)
		if err == nil {
			err = s.Close()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	code := m.Run()
	pgtest.Stop()
	os.Exit(code)
}

// engine is the PostgreSQL engine for the contract of package storetest:
// a new database of the tests' server for each catalog.
var engine = storetest.Engine{
	New: pgtest.NewDB,
	Open: func(url string) (store.Catalog, error) {
		s, err := postgres.Open(context.Background(), url)
		if err != nil {
			return nil, err // not a typed nil in an interface
		}
		return s, nil
	},
}

// TestCatalog runs the contract of every engine.
func TestCatalog(t *testing.T) { storetest.Run(t, engine) }

// exec runs SQL in the database url, behind the store's back.
func execSQL(t *testing.T, url, sql string, args ...any) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql, args...); err != nil {
		t.Fatal(err)
	}
}

// TestOpen checks what Open makes of a new database and when several
// processes open it at once: the schema, at the latest version, made
// once.
func TestOpen(t *testing.T) {
	ctx := context.Background()
	check := func(t *testing.T, url string) {
		t.Helper()
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		var version, rows int
		if err := conn.QueryRow(ctx, "SELECT version, (SELECT count(*) FROM sudoku_catalog) FROM sudoku_catalog").Scan(&version, &rows); err != nil {
			t.Fatal(err)
		}
		if version != postgres.SchemaVersion() || rows != 1 {
			t.Errorf("version %d in %d rows, want %d in 1", version, rows, postgres.SchemaVersion())
		}
	}
	t.Run("New", func(t *testing.T) {
		t.Parallel()
		url := pgtest.NewDB(t)
		s, err := postgres.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(s.Path(), "pgtest-secret") || !strings.Contains(s.Path(), "xxxxx") {
			t.Errorf("Path() = %q shows the password", s.Path())
		}
		s.Close()
		check(t, url)
		// Opened again, nothing changes.
		s, err = postgres.OpenExisting(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		check(t, url)
	})
	t.Run("Goroutines", func(t *testing.T) {
		t.Parallel()
		url := pgtest.NewDB(t)
		errs := make([]error, 8)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Go(func() {
				s, err := postgres.Open(ctx, url)
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
		check(t, url)
	})
	t.Run("Processes", func(t *testing.T) {
		t.Parallel()
		url := pgtest.NewDB(t)
		var cmds []*exec.Cmd
		outs := make([]strings.Builder, 4)
		for i := range outs {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(race.ChildEnv(os.Environ()), "STORE_TEST_OPEN="+url)
			cmd.Stdout, cmd.Stderr = &outs[i], &outs[i]
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			cmds = append(cmds, cmd)
		}
		for i, cmd := range cmds {
			if err := cmd.Wait(); err != nil {
				t.Errorf("process %d: %v\n%s", i, err, outs[i].String())
			}
		}
		check(t, url)
	})
}

// TestOpenRefuses checks the errors of opening: each wraps the error the
// command line words, says what is wrong in one line, never shows the
// password, and leaves the database as it was.
func TestOpenRefuses(t *testing.T) {
	ctx := context.Background()
	c := pgtest.Get(t)
	wrongPassword := strings.Replace(c.URL("postgres"), "pgtest-secret", "wrong", 1)
	for _, tt := range []struct {
		name     string
		url      func(t *testing.T) string
		existing bool
		want     error
	}{
		{"BadURL", func(*testing.T) string { return "postgres://postgres:pgtest-secret@127.0.0.1:notaport/x" }, false, store.ErrLocation},
		{"WrongPassword", func(*testing.T) string { return wrongPassword }, false, store.ErrLocation},
		{"UnknownUser", func(*testing.T) string { return strings.Replace(c.URL("postgres"), "://postgres:", "://mallory:", 1) }, false, store.ErrLocation},
		{"NoDatabase", func(*testing.T) string { return c.URL("nosuchdb") }, false, store.ErrLocation},
		{"NoServer", func(*testing.T) string {
			return fmt.Sprintf("postgres://postgres:pgtest-secret@127.0.0.1:%d/x?connect_timeout=2", c.Port()+1)
		}, false, store.ErrUnavailable},
		{"OtherTables", func(t *testing.T) string {
			url := c.NewDB(t)
			execSQL(t, url, "CREATE TABLE notes (id int PRIMARY KEY, body text)")
			return url
		}, false, store.ErrNotCatalog},
		{"TooNew", func(t *testing.T) string {
			url := c.NewDB(t)
			s, err := postgres.Open(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			execSQL(t, url, "UPDATE sudoku_catalog SET version = $1", postgres.SchemaVersion()+1)
			return url
		}, false, store.ErrTooNew},
		{"Empty", func(t *testing.T) string { return c.NewDB(t) }, true, store.ErrNoCatalog},
	} {
		t.Run(tt.name, func(t *testing.T) {
			url := tt.url(t)
			open := postgres.Open
			if tt.existing {
				open = postgres.OpenExisting
			}
			s, err := open(ctx, url)
			if err == nil {
				s.Close()
				t.Fatal("opened")
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("%v, want %v", err, tt.want)
			}
			if msg := err.Error(); strings.Contains(msg, "pgtest-secret") || strings.Contains(msg, "\n") {
				t.Errorf("message %q shows the password or is not one line", msg)
			}
			t.Log(err)
		})
	}
	// The database left alone has no catalog in it.
	t.Run("EmptyStaysEmpty", func(t *testing.T) {
		url := c.NewDB(t)
		if _, err := postgres.OpenExisting(ctx, url); !errors.Is(err, store.ErrNoCatalog) {
			t.Fatal(err)
		}
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		var n int
		if err := conn.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").Scan(&n); err != nil || n != 0 {
			t.Errorf("%d tables after OpenExisting, %v", n, err)
		}
	})
}

func TestIsURL(t *testing.T) {
	for name, want := range map[string]bool{
		"postgres://u@h:5432/db": true, "postgresql://h/db": true, "sudoku.db": false, "./postgres://x": false, "": false,
	} {
		if postgres.IsURL(name) != want {
			t.Errorf("IsURL(%q) = %v", name, !want)
		}
	}
	for in, want := range map[string]string{
		"postgres://bob:secret@h:5432/db":         "postgres://bob:xxxxx@h:5432/db",
		"postgres://bob@h/db?password=secret&x=1": "postgres://bob@h/db?password=xxxxx&x=1",
		"postgres://h/db":                         "postgres://h/db",
	} {
		if got := postgres.Redact(in); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestUpgradeScale: a catalog of schema version 2 upgrades in place; its
// ratings, made by the rater of that time, are marked as on Sukaku
// Explainer's ladder, and a new rating must name its ladder.
func TestUpgradeScale(t *testing.T) {
	ctx := context.Background()
	url := pgtest.NewDB(t)
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for _, name := range []string{"0001_init.sql", "0002_variants.sql"} {
		script, err := fs.ReadFile(migrations.Postgres, name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, string(script)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	g := storetest.Grids(t, "top95.txt")[:2]
	sol := storetest.Solved(t, g, 1)
	if _, err := conn.Exec(ctx, `UPDATE sudoku_catalog SET version = 2;
		INSERT INTO sources (id, uid, kind, name, created) VALUES (1, '0123456789abcdef0123456789abcdef', 'import', 'old', now())`); err != nil {
		t.Fatal(err)
	}
	for i, p := range sol {
		key := iso.KeyOf(p.Puzzle.Givens.Nine())
		var rating *int
		if i == 0 {
			r := 45
			rating = &r
		}
		if _, err := conn.Exec(ctx, `INSERT INTO puzzles (puzzle, solution, isokey, clues, score, rating, source_id, created)
			VALUES ($1, $2, $3, $4, 1, $5, 1, now())`, p.Puzzle.String(), p.Solution.Nine().String(), key[:], p.Puzzle.Givens.Clues(), rating); err != nil {
			t.Fatal(err)
		}
	}
	s, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ps, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil || len(ps) != 2 {
		t.Fatalf("after the upgrade: %v, %d puzzles", err, len(ps))
	}
	if r := ps[0].Rating; r != (rating.Rating{Value: 45, Technique: rating.Unnamed, Scale: rating.Sukaku}) || ps[1].Rating.Rated() {
		t.Errorf("ratings after the upgrade: %+v, %+v", r, ps[1].Rating)
	}
	if _, err := conn.Exec(ctx, `UPDATE puzzles SET scale = NULL WHERE rating IS NOT NULL`); err == nil {
		t.Error("a rating without its ladder was stored")
	}
}
