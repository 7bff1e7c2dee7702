package sqlite_test

import (
	"context"
	"fmt"
	"github.com/puzzlebook/sudoku/puzzle"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/migrations"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/storetest"
)

// TestUpgradeShapes checks the rebuild of puzzles (0008) on a catalog of
// schema version 7: a rated classic puzzle, a killer without a seed
// score and a book keep their ids and every column, every index is made
// again, and afterwards jigsaw, X and windoku puzzles go in, while a
// kind that is no kind's name is still refused.
func TestUpgradeShapes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v7.db")
	db := rawDB(t, path)
	for v := 1; v <= 7; v++ {
		names, err := fs.Glob(migrations.SQLite, fmt.Sprintf("%04d_*.sql", v))
		if err != nil || len(names) != 1 {
			t.Fatalf("migration %d: %v %v", v, names, err)
		}
		script, err := fs.ReadFile(migrations.SQLite, names[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(string(script)); err != nil {
			t.Fatalf("%s: %v", names[0], err)
		}
	}
	if _, err := db.Exec(`PRAGMA user_version = 7;
		INSERT INTO sources (id, uid, kind, name, file, created)
		VALUES (5, '0123456789abcdef0123456789abcdef', 'import', 'old', 'old.txt', '2025-01-01T00:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	classic := storetest.Solved(t, storetest.Grids(t, "top95.txt")[:1], 5)[0]
	killer := storetest.Variants(t, 5)[0]
	killer.HasScore = false
	for _, r := range []struct {
		id int
		*store.Record
	}{{20, classic}, {30, killer}} {
		p := &r.Puzzle
		var variant, score any
		if !p.IsClassic() {
			variant = p.String()
		}
		if r.HasScore {
			score = r.Score
		}
		key := p.Key()
		if _, err := db.Exec(`INSERT INTO puzzles (id, kind, puzzle, variant, solution, isokey, clues, score, symmetry, source_id, line, created)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 5, ?, '2025-01-01T00:00:00Z')`,
			r.id, p.Kind().String(), p.Givens.Nine().String(), variant, r.Solution.Nine().String(), key[:], p.Givens.Clues(), score,
			p.Symmetry().String(), r.Line); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Exec(`UPDATE puzzles SET rating = 45, technique = 'Jellyfish', grade = 'expert', scale = 'se', estimated = 1 WHERE id = 20;
		INSERT INTO books (id, title, created) VALUES (3, 'Old', '2025-01-03T00:00:00Z');
		INSERT INTO book_puzzles (book_id, position, puzzle_id) VALUES (3, 1, 30), (3, 2, 20)`); err != nil {
		t.Fatal(err)
	}
	db.Close()

	s := MustOpen(t, path)
	checkCatalog(t, path)
	ps, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil || len(ps) != 2 {
		t.Fatalf("after the upgrade: %v, %d puzzles", err, len(ps))
	}
	if p := ps[0]; p.ID != 20 || p.Puzzle.String() != classic.Puzzle.String() || !p.HasScore || p.Score != classic.Score ||
		p.Rating != (rating.Rating{Value: 45, Technique: rating.Jellyfish, Scale: rating.SE, Estimated: true}) || p.SourceName != "old" {
		t.Errorf("the classic puzzle after the upgrade: %+v", p)
	}
	if p := ps[1]; p.ID != 30 || p.Puzzle.String() != killer.Puzzle.String() || p.HasScore || p.Key != killer.Puzzle.Key() || p.Line != killer.Line {
		t.Errorf("the killer after the upgrade: %+v", p)
	}
	if b, bps, err := s.FindBook(ctx, 3); err != nil || b.Puzzles != 2 || len(bps) != 2 || bps[0].ID != 30 || bps[1].ID != 20 {
		t.Fatalf("book 3 after the upgrade: %+v, %v", b, err)
	}
	storetest.AddShapes(t, s, 5)
	db = rawDB(t, path)
	for _, kind := range []string{"Jigsaw", "jigsaw killer", "-x", "x-", "x--windoku", ""} {
		if _, err := db.Exec(`UPDATE puzzles SET kind = ? WHERE id = 30`, kind); err == nil {
			t.Errorf("kind %q was stored", kind)
		}
	}
}

// TestUpgradeLargeSizes checks the rebuild of puzzles (0010) on a catalog
// of schema version 9: a 16×16 puzzle and a classic one keep their ids and
// columns, and afterwards grids up to 25×25 go in (storetest.Sizes, whose
// largest is 25×25), while a puzzle of 26×26 cells is still refused.
func TestUpgradeLargeSizes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v9.db")
	db := rawDB(t, path)
	for v := 1; v <= 9; v++ {
		names, err := fs.Glob(migrations.SQLite, fmt.Sprintf("%04d_*.sql", v))
		if err != nil || len(names) != 1 {
			t.Fatalf("migration %d: %v %v", v, names, err)
		}
		script, err := fs.ReadFile(migrations.SQLite, names[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(string(script)); err != nil {
			t.Fatalf("%s: %v", names[0], err)
		}
	}
	if _, err := db.Exec(`PRAGMA user_version = 9;
		INSERT INTO sources (id, uid, kind, name, file, created)
		VALUES (5, '0123456789abcdef0123456789abcdef', 'import', 'old', 'old.txt', '2025-01-01T00:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	classic := storetest.Solved(t, storetest.Grids(t, "top95.txt")[:1], 5)[0]
	var sixteen *store.Record
	for _, r := range storetest.Sizes(t, 5) {
		if r.Puzzle.N() == 16 {
			sixteen = r
			break
		}
	}
	for _, r := range []struct {
		id int
		*store.Record
	}{{20, classic}, {30, sixteen}} {
		p := &r.Puzzle
		var variant any
		if !p.IsClassic() {
			variant = p.String()
		}
		key := p.Key()
		if _, err := db.Exec(`INSERT INTO puzzles (id, kind, puzzle, variant, solution, isokey, clues, score, symmetry, source_id, line, created)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 5, ?, '2025-01-01T00:00:00Z')`,
			r.id, p.Kind().String(), store.GivensText(r.Record), variant, store.SolutionText(r.Record), key[:], p.Givens.Clues(), r.Score,
			p.Symmetry().String(), r.Line); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()

	s := MustOpen(t, path)
	checkCatalog(t, path)
	ps, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil || len(ps) != 2 {
		t.Fatalf("after the upgrade: %v, %d puzzles", err, len(ps))
	}
	for i, want := range []*store.Record{classic, sixteen} {
		if p := ps[i]; p.ID != int64(20+10*i) || p.Puzzle.String() != want.Puzzle.String() || p.Solution != want.Solution || p.Score != want.Score {
			t.Errorf("puzzle %d after the upgrade: %+v", p.ID, p)
		}
	}
	var large []*store.Record
	for _, r := range storetest.Sizes(t, 5) {
		if r.Puzzle.N() > 16 {
			large = append(large, r)
		}
	}
	out, err := s.AddPuzzles(ctx, large)
	if err != nil || len(out) == 0 {
		t.Fatalf("the grids past 16×16: %v, %d", err, len(out))
	}
	for i, o := range out {
		if o.Status != store.Stored {
			t.Errorf("%s: %v, want stored", large[i].Puzzle.Kind(), o.Status)
		}
	}
	db = rawDB(t, path)
	long := strings.Repeat("1", 26*26)
	if _, err := db.Exec(`UPDATE puzzles SET puzzle = ?, solution = ? WHERE id = 30`, long, long); err == nil {
		t.Errorf("a puzzle of %d cells was stored", len(long))
	}
}

// TestUpgradeJoined checks the rebuild of puzzles (0011) on a catalog of
// schema version 10: a classic, a 25×25 and a 6×6 killer puzzle keep
// their ids and columns, and afterwards puzzles on joined grids go in
// (the quick part of storetest.Published: every named layout and seven
// gattai-8, a sample of them under the race detector), while a board's givens without a layout are still refused.
func TestUpgradeJoined(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v10.db")
	db := rawDB(t, path)
	for v := 1; v <= 10; v++ {
		names, err := fs.Glob(migrations.SQLite, fmt.Sprintf("%04d_*.sql", v))
		if err != nil || len(names) != 1 {
			t.Fatalf("migration %d: %v %v", v, names, err)
		}
		script, err := fs.ReadFile(migrations.SQLite, names[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(string(script)); err != nil {
			t.Fatalf("%s: %v", names[0], err)
		}
	}
	if _, err := db.Exec(`PRAGMA user_version = 10;
		INSERT INTO sources (id, uid, kind, name, file, created)
		VALUES (5, '0123456789abcdef0123456789abcdef', 'import', 'old', 'old.txt', '2025-01-01T00:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	old := storetest.Solved(t, storetest.Grids(t, "top95.txt")[:1], 5)
	for _, r := range storetest.Sizes(t, 5) {
		if k := r.Puzzle.Kind(); k == puzzle.Classic.Sized(25) || k == puzzle.Killer.Sized(6) {
			old = append(old, r)
		}
	}
	if len(old) < 3 {
		t.Fatalf("%d puzzles of version 10 to store", len(old))
	}
	for i, r := range old {
		p := &r.Puzzle
		var variant any
		if !p.IsClassic() {
			variant = p.String()
		}
		key := p.Key()
		if _, err := db.Exec(`INSERT INTO puzzles (id, kind, puzzle, variant, solution, isokey, clues, score, symmetry, source_id, line, created)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 5, ?, '2025-01-01T00:00:00Z')`,
			20+10*i, p.Kind().String(), store.GivensText(r), variant, store.SolutionText(r), key[:], p.Givens.Clues(), r.Score,
			p.Symmetry().String(), r.Line); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()

	s := MustOpen(t, path)
	checkCatalog(t, path)
	ps, err := s.FindPuzzles(ctx, store.Filter{Order: store.ByID})
	if err != nil || len(ps) != len(old) {
		t.Fatalf("after the upgrade: %v, %d puzzles, want %d", err, len(ps), len(old))
	}
	for i, want := range old {
		if p := ps[i]; p.ID != int64(20+10*i) || p.Puzzle.String() != want.Puzzle.String() || p.Solution != want.Solution || p.Score != want.Score {
			t.Errorf("puzzle %d after the upgrade: %+v", p.ID, p)
		}
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
	db = rawDB(t, path)
	// A samurai's 369 cells are a board's only with its layout.
	board := store.GivensText(joined[0])
	if _, err := db.Exec(`UPDATE puzzles SET puzzle = ?, solution = ? WHERE id = 30`, board, board); err == nil {
		t.Errorf("a %s of %d cells was stored", old[1].Puzzle.Kind(), len(board))
	}
}
