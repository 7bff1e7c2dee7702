package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"time"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
)

// Source kinds.
const (
	KindImport   = "import"
	KindGenerate = "generate"
)

// Source is where puzzles came from: one import of a file, or one
// generator run. What a whole run shares is stored once, here; each
// puzzle names its source and adds its own line, or seed, worker and
// sequence number.
type Source struct {
	ID   int64
	Kind string // KindImport or KindGenerate
	// Name is what users call it: the --source of an import (by default
	// the file name), or the generator's name.
	Name string
	// File is the imported file as named on the command line; "" for
	// standard input or a generator run.
	File string
	// Generator is the generating program and its version.
	Generator string
	// Params holds a generator run's parameters as JSON text.
	Params string
	// Seed is a generator run's seed; nil when there is none. The catalog
	// keeps it as the decimal text the generator prints.
	Seed    *uint64
	Created time.Time
}

// Puzzle is one catalog entry.
type Puzzle struct {
	ID       int64
	Puzzle   solve.Grid
	Solution solve.Grid
	// Key is iso.KeyOf(Puzzle). AddPuzzles computes it when it is zero;
	// callers with spare cores compute it before (the writer is one).
	Key iso.Key
	// Clues and Symmetry (iso.SymmetryOf's name) are set by AddPuzzles from
	// Puzzle.
	Clues    int
	Symmetry string
	Score    int // the seed score
	// Rating is the technique rating on Sudoku Explainer's scale in
	// tenths (SE 7.3 is 73), Technique its hardest step's technique and
	// Grade its band (score.Rating, score.Technique and score.Grade by
	// name); 0 and "" when the puzzle was not rated.
	Rating    int
	Technique string
	Grade     string
	// Stable is the stable score (the median seed score over StableK
	// isomorphic copies); StableK is 0 when it was not computed.
	Stable  float64
	StableK int
	// Minimal tells whether no clue can be removed without losing
	// uniqueness; nil when nobody checked.
	Minimal  *bool
	SourceID int64
	// SourceName is the source's Name; FindPuzzles fills it in.
	SourceName string
	Line       int  // the line in the imported file; 0 when none
	Worker     *int // the generator worker that made it
	Seq        *int // its number (from 0) among that worker's puzzles
	Created    time.Time
}

// Status is what AddPuzzles did with one puzzle.
type Status uint8

// The statuses of AddPuzzles.
const (
	// Stored: the puzzle was added.
	Stored Status = iota + 1
	// Duplicate: the same puzzle was already stored.
	Duplicate
	// Isomorph: a puzzle of the same isomorphism class (a relabelling,
	// reflection, row or column swap, ...) was already stored.
	Isomorph
)

func (st Status) String() string {
	switch st {
	case Stored:
		return "stored"
	case Duplicate:
		return "duplicate"
	case Isomorph:
		return "isomorph"
	}
	return fmt.Sprintf("Status(%d)", uint8(st))
}

// Outcome is what AddPuzzles did with one puzzle: with Stored, ID is the
// new puzzle's id; otherwise the id of the stored puzzle it duplicates.
type Outcome struct {
	Status Status
	ID     int64
}

// AddSource stores src and sets its ID and Created.
func (s *Store) AddSource(ctx context.Context, src *Source) error {
	switch {
	case src.Kind != KindImport && src.Kind != KindGenerate:
		return fmt.Errorf("source kind %q: want %q or %q", src.Kind, KindImport, KindGenerate)
	case src.Name == "":
		return fmt.Errorf("source without a name")
	}
	tx, err := s.wdb.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	now := time.Now().UTC().Truncate(time.Second)
	id, err := addSource(ctx, tx, src, now)
	if err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	src.ID, src.Created = id, now
	return nil
}

func addSource(ctx context.Context, tx *sql.Tx, src *Source, now time.Time) (int64, error) {
	res, err := tx.ExecContext(ctx, `
		INSERT INTO sources (kind, name, file, generator, params, seed, created)
		VALUES (?, ?, ?, ?, ?, ?, ?)`,
		src.Kind, src.Name, nullString(src.File), nullString(src.Generator),
		nullString(src.Params), seedText(src.Seed), now.Format(time.RFC3339))
	if err != nil {
		return 0, fmt.Errorf("add source: %w", err)
	}
	return res.LastInsertId()
}

// Sources returns every source, in the order they were added.
func (s *Store) Sources(ctx context.Context) ([]*Source, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return sources(ctx, tx)
}

func sources(ctx context.Context, tx *sql.Tx) ([]*Source, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, kind, name, file, generator, params, seed, created FROM sources ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("sources: %w", err)
	}
	defer rows.Close()
	var out []*Source
	for rows.Next() {
		var (
			src                     Source
			file, gen, params, seed sql.NullString
			created                 string
		)
		if err := rows.Scan(&src.ID, &src.Kind, &src.Name, &file, &gen, &params, &seed, &created); err != nil {
			return nil, fmt.Errorf("sources: %w", err)
		}
		src.File, src.Generator, src.Params = file.String, gen.String, params.String
		if seed.Valid {
			u, err := strconv.ParseUint(seed.String, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("source %d: seed %q: %w", src.ID, seed.String, err)
			}
			src.Seed = &u
		}
		if src.Created, err = time.Parse(time.RFC3339, created); err != nil {
			return nil, fmt.Errorf("source %d: created: %w", src.ID, err)
		}
		out = append(out, &src)
	}
	return out, rows.Err()
}

// AddPuzzles stores the puzzles that are new, in one transaction: after a
// crash either all of them are stored or none. It refuses a puzzle whose
// isomorphism class is stored already, also when the first of the class
// comes earlier in ps, and says so in the puzzle's Outcome. It sets Key
// (when zero), Clues and Symmetry of every puzzle, and ID and Created of
// the stored ones.
//
// Every puzzle must pass solve.Grid.Validate, carry a Solution of it and
// name a source; otherwise AddPuzzles stores nothing and returns an error
// wrapping ErrInvalid. Whether the solution is unique is the caller's to
// check: AddPuzzles does not solve.
func (s *Store) AddPuzzles(ctx context.Context, ps []*Puzzle) ([]Outcome, error) {
	for i, p := range ps {
		if err := check(p); err != nil {
			return nil, fmt.Errorf("puzzle %d of %d (%s): %w", i+1, len(ps), p.Puzzle, err)
		}
		if p.Key == (iso.Key{}) {
			p.Key = iso.KeyOf(p.Puzzle)
		}
		p.Clues = p.Puzzle.Clues()
		p.Symmetry = iso.SymmetryOf(p.Puzzle).String()
	}
	tx, err := s.wdb.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	now := time.Now().UTC().Truncate(time.Second)
	out, err := addPuzzles(ctx, tx, ps, now)
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	for i, o := range out {
		if o.Status == Stored {
			ps[i].ID, ps[i].Created = o.ID, now
		}
	}
	return out, nil
}

// check tests the invariants of a puzzle to store. A puzzle with a
// solution passes solve.Grid.Validate (its givens agree with a valid full
// grid), so IsSolutionOf covers both, at a tenth of the cost.
func check(p *Puzzle) error {
	switch {
	case !p.Solution.IsSolutionOf(p.Puzzle):
		if err := p.Puzzle.Validate(); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalid, err)
		}
		return fmt.Errorf("%w: the solution %s does not solve it", ErrInvalid, p.Solution)
	case p.SourceID <= 0:
		return fmt.Errorf("%w: no source", ErrInvalid)
	case p.Score < 0:
		return fmt.Errorf("%w: score %d", ErrInvalid, p.Score)
	case p.Rating < 0 || p.Rating > int(score.MaxRating):
		return fmt.Errorf("%w: rating %d tenths (want 1 to %d, or 0: not rated)", ErrInvalid, p.Rating, score.MaxRating)
	case p.StableK < 0 || p.Stable < 0:
		return fmt.Errorf("%w: stable score %g over %d copies", ErrInvalid, p.Stable, p.StableK)
	}
	return nil
}

// addPuzzles inserts ps one by one. A puzzle that hits the UNIQUE index
// of its key is not inserted; the stored puzzle with that key (which may
// have been inserted moments ago, from earlier in ps) says whether it is
// the same puzzle or an isomorph.
func addPuzzles(ctx context.Context, tx *sql.Tx, ps []*Puzzle, now time.Time) ([]Outcome, error) {
	ins, err := tx.PrepareContext(ctx, `
		INSERT INTO puzzles (puzzle, solution, isokey, clues, score, rating, technique, grade,
			stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`)
	if err != nil {
		return nil, err
	}
	defer ins.Close()
	byKey, err := tx.PrepareContext(ctx, `SELECT id, puzzle FROM puzzles WHERE isokey = ?`)
	if err != nil {
		return nil, err
	}
	defer byKey.Close()
	created := now.Format(time.RFC3339)
	out := make([]Outcome, len(ps))
	for i, p := range ps {
		text := p.Puzzle.String()
		var stable any
		if p.StableK > 0 {
			stable = p.Stable
		}
		res, err := ins.ExecContext(ctx, text, p.Solution.String(), p.Key[:], p.Clues, p.Score,
			nullInt(p.Rating), nullString(p.Technique), nullString(p.Grade), stable, nullInt(p.StableK), p.Symmetry, p.Minimal, p.SourceID, nullInt(p.Line),
			p.Worker, p.Seq, created)
		if err != nil {
			return nil, fmt.Errorf("store %s: %w", text, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return nil, err
		} else if n == 1 {
			id, err := res.LastInsertId()
			if err != nil {
				return nil, err
			}
			out[i] = Outcome{Stored, id}
			continue
		}
		var id int64
		var stored string
		switch err := byKey.QueryRowContext(ctx, p.Key[:]).Scan(&id, &stored); {
		case err != nil:
			return nil, err
		case stored == text:
			out[i] = Outcome{Duplicate, id}
		default:
			out[i] = Outcome{Isomorph, id}
		}
	}
	return out, nil
}

// seedText stores a seed as its decimal digits, nil as NULL.
func seedText(seed *uint64) any {
	if seed == nil {
		return nil
	}
	return strconv.FormatUint(*seed, 10)
}

// nullString stores "" as NULL.
func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// nullInt stores 0 as NULL.
func nullInt(n int) any {
	if n == 0 {
		return nil
	}
	return n
}
