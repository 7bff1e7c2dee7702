package postgres_test

import (
	"context"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/puzzlebook/sudoku/internal/pgtest"
	"github.com/puzzlebook/sudoku/migrations"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/postgres"
	"github.com/puzzlebook/sudoku/store/storetest"
)

// TestUpgradeShapes: a catalog of schema version 4 takes the kind check
// of 0005 in place; its classic puzzle and killer stay, jigsaw, X and
// windoku puzzles go in, and a kind that is no kind's name is still
// refused.
func TestUpgradeShapes(t *testing.T) {
	ctx := context.Background()
	url := pgtest.NewDB(t)
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for v := 1; v <= 4; v++ {
		names, err := fs.Glob(migrations.Postgres, fmt.Sprintf("%04d_*.sql", v))
		if err != nil || len(names) != 1 {
			t.Fatalf("migration %d: %v %v", v, names, err)
		}
		script, err := fs.ReadFile(migrations.Postgres, names[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, string(script)); err != nil {
			t.Fatalf("%s: %v", names[0], err)
		}
	}
	if _, err := conn.Exec(ctx, `UPDATE sudoku_catalog SET version = 4;
		INSERT INTO sources (id, uid, kind, name, created) VALUES (5, '0123456789abcdef0123456789abcdef', 'import', 'old', now())`); err != nil {
		t.Fatal(err)
	}
	classic := storetest.Solved(t, storetest.Grids(t, "top95.txt")[:1], 5)[0]
	killer := storetest.Variants(t, 5)[0]
	for i, r := range []*store.Record{classic, killer} {
		p := &r.Puzzle
		var variant *string
		if !p.IsClassic() {
			v := p.String()
			variant = &v
		}
		key := p.Key()
		if _, err := conn.Exec(ctx, `INSERT INTO puzzles (id, kind, puzzle, variant, solution, isokey, clues, score, symmetry, source_id, line, created)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 5, $10, now())`,
			20+10*i, p.Kind().String(), p.Givens.Nine().String(), variant, r.Solution.Nine().String(), key[:], p.Givens.Clues(), r.Score,
			p.Symmetry().String(), r.Line); err != nil {
			t.Fatal(err)
		}
	}
	s, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ps, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil || len(ps) != 2 || ps[0].ID != 20 || ps[0].Puzzle.String() != classic.Puzzle.String() ||
		ps[1].ID != 30 || ps[1].Puzzle.String() != killer.Puzzle.String() || ps[1].Key != killer.Puzzle.Key() {
		t.Fatalf("after the upgrade: %v, %+v", err, ps)
	}
	storetest.AddShapes(t, s, 5)
	for _, kind := range []string{"Jigsaw", "jigsaw killer", "-x", "x-", "x--windoku", ""} {
		if _, err := conn.Exec(ctx, `UPDATE puzzles SET kind = $1 WHERE id = 30`, kind); err == nil {
			t.Errorf("kind %q was stored", kind)
		}
	}
}

// TestUpgradeLargeSizes: a catalog of schema version 6 takes the longer
// length check of 0007 in place; its 16×16 puzzle stays, the grids past
// 16×16 of storetest.Sizes (up to 25×25) go in, and a puzzle of 26×26
// cells is still refused.
func TestUpgradeLargeSizes(t *testing.T) {
	ctx := context.Background()
	url := pgtest.NewDB(t)
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for v := 1; v <= 6; v++ {
		names, err := fs.Glob(migrations.Postgres, fmt.Sprintf("%04d_*.sql", v))
		if err != nil || len(names) != 1 {
			t.Fatalf("migration %d: %v %v", v, names, err)
		}
		script, err := fs.ReadFile(migrations.Postgres, names[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, string(script)); err != nil {
			t.Fatalf("%s: %v", names[0], err)
		}
	}
	if _, err := conn.Exec(ctx, `UPDATE sudoku_catalog SET version = 6;
		INSERT INTO sources (id, uid, kind, name, created) VALUES (5, '0123456789abcdef0123456789abcdef', 'import', 'old', now())`); err != nil {
		t.Fatal(err)
	}
	var sixteen *store.Record
	var large []*store.Record
	for _, r := range storetest.Sizes(t, 5) {
		switch n := r.Puzzle.N(); {
		case n == 16 && sixteen == nil:
			sixteen = r
		case n > 16:
			large = append(large, r)
		}
	}
	p := &sixteen.Puzzle
	key := p.Key()
	if _, err := conn.Exec(ctx, `INSERT INTO puzzles (id, kind, puzzle, variant, solution, isokey, clues, score, symmetry, source_id, line, created)
		VALUES (30, $1, $2, $3, $4, $5, $6, $7, $8, 5, $9, now())`,
		p.Kind().String(), store.GivensText(sixteen), p.String(), store.SolutionText(sixteen), key[:], p.Givens.Clues(), sixteen.Score,
		p.Symmetry().String(), sixteen.Line); err != nil {
		t.Fatal(err)
	}
	s, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ps, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil || len(ps) != 1 || ps[0].ID != 30 || ps[0].Puzzle.String() != p.String() || ps[0].Solution != sixteen.Solution {
		t.Fatalf("after the upgrade: %v, %+v", err, ps)
	}
	out, err := s.AddPuzzles(ctx, large)
	if err != nil || len(out) != len(large) || len(large) == 0 {
		t.Fatalf("the grids past 16×16: %v, %d of %d", err, len(out), len(large))
	}
	for i, o := range out {
		if o.Status != store.Stored {
			t.Errorf("%s: %v, want stored", large[i].Puzzle.Kind(), o.Status)
		}
	}
	long := strings.Repeat("1", 26*26)
	if _, err := conn.Exec(ctx, `UPDATE puzzles SET puzzle = $1, solution = $1 WHERE id = 30`, long); err == nil {
		t.Errorf("a puzzle of %d cells was stored", len(long))
	}
}

// TestUpgradeJoined: a catalog of schema version 7 takes the checks of
// 0008 in place; its 25×25 puzzle stays, the puzzles on joined grids of
// storetest.Published's quick part go in, and a board's givens without a
// layout are still refused.
func TestUpgradeJoined(t *testing.T) {
	ctx := context.Background()
	url := pgtest.NewDB(t)
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for v := 1; v <= 7; v++ {
		names, err := fs.Glob(migrations.Postgres, fmt.Sprintf("%04d_*.sql", v))
		if err != nil || len(names) != 1 {
			t.Fatalf("migration %d: %v %v", v, names, err)
		}
		script, err := fs.ReadFile(migrations.Postgres, names[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, string(script)); err != nil {
			t.Fatalf("%s: %v", names[0], err)
		}
	}
	if _, err := conn.Exec(ctx, `UPDATE sudoku_catalog SET version = 7;
		INSERT INTO sources (id, uid, kind, name, created) VALUES (5, '0123456789abcdef0123456789abcdef', 'import', 'old', now())`); err != nil {
		t.Fatal(err)
	}
	var large *store.Record
	for _, r := range storetest.Sizes(t, 5) {
		if r.Puzzle.N() == 25 {
			large = r
			break
		}
	}
	// An id past the sequence's next ones, which the new puzzles take.
	p := &large.Puzzle
	key := p.Key()
	if _, err := conn.Exec(ctx, `INSERT INTO puzzles (id, kind, puzzle, variant, solution, isokey, clues, score, symmetry, source_id, line, created)
		VALUES (100000, $1, $2, $3, $4, $5, $6, $7, $8, 5, $9, now())`,
		p.Kind().String(), store.GivensText(large), p.String(), store.SolutionText(large), key[:], p.Givens.Clues(), large.Score,
		p.Symmetry().String(), large.Line); err != nil {
		t.Fatal(err)
	}
	s, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ps, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil || len(ps) != 1 || ps[0].ID != 100000 || ps[0].Puzzle.String() != p.String() || ps[0].Solution != large.Solution {
		t.Fatalf("after the upgrade: %v, %+v", err, ps)
	}
	joined := storetest.Published(t, 5, storetest.PublishedQuick)
	out, err := s.AddPuzzles(ctx, joined)
	if err != nil || len(out) != len(joined) {
		t.Fatalf("the joined grids: %v, %d of %d", err, len(out), len(joined))
	}
	for i, o := range out {
		if o.Status != store.Stored {
			t.Errorf("line %d (%s): %v, want stored", joined[i].Line, joined[i].Puzzle.Kind(), o.Status)
		}
	}
	// A samurai's 369 cells are a board's only with its layout.
	board := store.GivensText(joined[0])
	if _, err := conn.Exec(ctx, `UPDATE puzzles SET puzzle = $1, solution = $1 WHERE id = 100000`, board); err == nil {
		t.Errorf("a 25x25 puzzle of %d cells was stored", len(board))
	}
}
