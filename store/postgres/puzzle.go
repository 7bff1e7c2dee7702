package postgres

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/store"
)

// AddSource stores src; see store.Catalog.
func (s *Store) AddSource(ctx context.Context, src *store.Source) error {
	if err := store.PrepareSource(src, time.Now()); err != nil {
		return err
	}
	var seed *string
	if src.Seed != nil {
		t := strconv.FormatUint(*src.Seed, 10)
		seed = &t
	}
	var id int64
	var created time.Time
	err := s.inTx(ctx, pgx.TxOptions{}, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `
			INSERT INTO sources (uid, kind, name, file, generator, params, seed, host, created)
			VALUES ($1, $2, $3, $4, $5, $6::json, $7::numeric, $8, $9)
			ON CONFLICT (uid) DO NOTHING
			RETURNING id, created`,
			src.UID, src.Kind, src.Name, nullString(src.File), nullString(src.Generator),
			nullString(src.Params), seed, nullString(src.Host), src.Created).Scan(&id, &created)
		if err == pgx.ErrNoRows { // the uid is there: that source
			err = tx.QueryRow(ctx, "SELECT id, created FROM sources WHERE uid = $1", src.UID).Scan(&id, &created)
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("add source: %w", err)
	}
	src.ID, src.Created = id, created.UTC()
	return nil
}

// insertPuzzles inserts a batch given as arrays, one element per puzzle,
// in one statement. Ids are drawn from the sequence in the batch's order
// (the inner ORDER BY ord: a volatile function in a select list is
// evaluated after the sort); rows go in ordered by key, so that
// concurrent batches wait on each other's keys in one order and cannot
// deadlock. A key already stored, or being stored by another transaction
// that then commits, is skipped; RETURNING names the rows inserted.
const insertPuzzles = `
INSERT INTO puzzles (id, puzzle, solution, isokey, clues, score, rating, technique, grade,
	stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created, kind, variant, scale, estimated)
SELECT id, puzzle, solution, isokey, clues, score, rating, technique, grade,
	stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created, kind, variant, scale, estimated
FROM (
	SELECT nextval('puzzles_id_seq') AS id, u.*
	FROM (
		SELECT * FROM unnest($1::text[], $2::text[], $3::bytea[], $4::smallint[], $5::integer[],
			$6::smallint[], $7::text[], $8::text[], $9::float8[], $10::integer[], $11::text[],
			$12::boolean[], $13::bigint[], $14::integer[], $15::integer[], $16::integer[], $17::timestamptz[],
			$18::text[], $19::text[], $20::text[], $21::boolean[])
		WITH ORDINALITY AS u(puzzle, solution, isokey, clues, score, rating, technique, grade,
			stable, stable_k, symmetry, minimal, source_id, line, worker, seq, created, kind, variant, scale, estimated, ord)
		ORDER BY ord
	) u
) n
ORDER BY isokey
ON CONFLICT (isokey) DO NOTHING
RETURNING id, isokey`

// AddPuzzles stores the puzzles that are new, in one transaction; see
// store.Catalog and the package comment.
func (s *Store) AddPuzzles(ctx context.Context, ps []*store.Record) ([]store.Outcome, error) {
	if err := store.Prepare(ps); err != nil {
		return nil, err
	}
	now := time.Now().UTC().Truncate(time.Second)
	// The first puzzle of each class in the batch is the one to insert;
	// the others are duplicates or isomorphs of whatever holds the class
	// afterwards.
	first := make(map[iso.Key]int, len(ps))
	var firsts []int
	for i, p := range ps {
		if _, ok := first[p.Key]; !ok {
			first[p.Key] = i
			firsts = append(firsts, i)
		}
	}
	args := batchArgs(ps, firsts, now)
	var inserted map[iso.Key]int64
	var held map[iso.Key]heldBy
	err := s.inTx(ctx, pgx.TxOptions{}, func(tx pgx.Tx) error {
		inserted, held = make(map[iso.Key]int64, len(firsts)), nil
		rows, err := tx.Query(ctx, insertPuzzles, args...)
		if err != nil {
			return err
		}
		var id int64
		var key []byte
		_, err = pgx.ForEachRow(rows, []any{&id, &key}, func() error {
			inserted[iso.Key(key)] = id
			return nil
		})
		if err != nil {
			return err
		}
		if len(inserted) == len(first) {
			return nil
		}
		var missing [][]byte
		for _, i := range firsts {
			if _, ok := inserted[ps[i].Key]; !ok {
				missing = append(missing, ps[i].Key[:])
			}
		}
		held, err = heldKeys(ctx, tx, missing)
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]store.Outcome, len(ps))
	for i, p := range ps {
		if id, ok := inserted[p.Key]; ok {
			if first[p.Key] == i {
				out[i] = store.Outcome{Status: store.Stored, ID: id}
				p.ID = id
				if p.Created.IsZero() {
					p.Created = now
				}
				continue
			}
			out[i] = outcome(id, store.Identity(ps[first[p.Key]]), p)
			continue
		}
		h, ok := held[p.Key]
		if !ok {
			return nil, fmt.Errorf("store %s: refused by the catalog", &p.Puzzle)
		}
		out[i] = outcome(h.id, h.puzzle, p)
	}
	return out, nil
}

// heldBy is the stored puzzle of a class: its id and identity.
type heldBy struct {
	id     int64
	puzzle string
}

// heldKeys looks up the stored puzzles of the keys.
func heldKeys(ctx context.Context, tx pgx.Tx, keys [][]byte) (map[iso.Key]heldBy, error) {
	rows, err := tx.Query(ctx, "SELECT id, puzzle || coalesce(variant, ''), isokey FROM puzzles WHERE isokey = ANY($1::bytea[])", keys)
	if err != nil {
		return nil, err
	}
	held := make(map[iso.Key]heldBy, len(keys))
	var h heldBy
	var key []byte
	_, err = pgx.ForEachRow(rows, []any{&h.id, &h.puzzle, &key}, func() error {
		held[iso.Key(key)] = h
		return nil
	})
	return held, err
}

// outcome is p's Outcome when the stored puzzle of its class, with that
// id, has the identity puzzle.
func outcome(id int64, puzzle string, p *store.Record) store.Outcome {
	if puzzle == store.Identity(p) {
		return store.Outcome{Status: store.Duplicate, ID: id}
	}
	return store.Outcome{Status: store.Isomorph, ID: id}
}

// batchArgs are the arrays of insertPuzzles for the puzzles ps[i], i in
// idx; nil elements are NULLs.
func batchArgs(ps []*store.Record, idx []int, now time.Time) []any {
	n := len(idx)
	var (
		puzzle, solution, symmetry = make([]string, n), make([]string, n), make([]string, n)
		key                        = make([][]byte, n)
		clues                      = make([]int16, n)
		score                      = make([]*int32, n)
		kind, variantText          = make([]string, n), make([]*string, n)
		rating                     = make([]*int16, n)
		technique, grade           = make([]*string, n), make([]*string, n)
		scale                      = make([]*string, n)
		estimated                  = make([]bool, n)
		stable                     = make([]*float64, n)
		stableK, line, worker, seq = make([]*int32, n), make([]*int32, n), make([]*int32, n), make([]*int32, n)
		minimal                    = make([]*bool, n)
		source                     = make([]int64, n)
		created                    = make([]time.Time, n)
	)
	for j, i := range idx {
		p := ps[i]
		puzzle[j], solution[j], symmetry[j] = store.GivensText(p), store.SolutionText(p), p.Symmetry
		key[j] = p.Key[:]
		clues[j] = int16(p.Clues)
		if p.HasScore {
			v := int32(p.Score)
			score[j] = &v
		}
		kind[j] = p.Puzzle.Kind().String()
		if !p.Puzzle.IsClassic() {
			v := p.Puzzle.String()
			variantText[j] = &v
		}
		value, tech, gr, sc := store.RatingColumns(p)
		if value > 0 {
			r := int16(value)
			rating[j] = &r
		}
		technique[j], grade[j] = nullString(tech), nullString(gr)
		scale[j], estimated[j] = nullString(sc), p.Rating.Estimated
		if p.StableK > 0 {
			st, k := p.Stable, int32(p.StableK)
			stable[j], stableK[j] = &st, &k
		}
		minimal[j] = p.Minimal
		source[j] = p.SourceID
		if p.Line > 0 {
			l := int32(p.Line)
			line[j] = &l
		}
		worker[j], seq[j] = ptr32(p.Worker), ptr32(p.Seq)
		created[j] = now
		if !p.Created.IsZero() {
			created[j] = p.Created.UTC()
		}
	}
	return []any{puzzle, solution, key, clues, score, rating, technique, grade, stable, stableK,
		symmetry, minimal, source, line, worker, seq, created, kind, variantText, scale, estimated}
}

func ptr32(p *int) *int32 {
	if p == nil {
		return nil
	}
	v := int32(*p)
	return &v
}

// nullString stores "" as NULL.
func nullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
