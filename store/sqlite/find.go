package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// orderBy maps an order to its ORDER BY clause; each but random is
// satisfied by an index (see migrations/sqlite/0001_init.sql) scanned forwards or backwards,
// so that a query with a LIMIT stops early.
var orderBy = [...]string{
	store.ByScore:     "p.score, p.id",
	store.ByScoreDesc: "p.score DESC, p.id DESC",
	store.ByClues:     "p.clues, p.score, p.id",
	store.ByCluesDesc: "p.clues DESC, p.score DESC, p.id DESC",
	// The rating orders select rated puzzles only (see where), which the
	// partial index puzzles_rating holds.
	store.ByRating:     "p.rating, p.score, p.id",
	store.ByRatingDesc: "p.rating DESC, p.score DESC, p.id DESC",
	store.ByID:         "p.id",
	store.Random:       "random()",
}

// FindPuzzles returns the puzzles f selects, in f's order.
func (s *Store) FindPuzzles(ctx context.Context, f store.Filter) ([]*store.Record, error) {
	var ps []*store.Record
	err := s.EachPuzzle(ctx, f, func(p *store.Record) error {
		ps = append(ps, p)
		return nil
	})
	return ps, err
}

// EachPuzzle calls fn with each puzzle f selects, in f's order, without
// holding them all in memory. It stops at fn's first error and returns it.
// The puzzles come from one read transaction, a snapshot of the catalog:
// writes made while it runs are not seen.
func (s *Store) EachPuzzle(ctx context.Context, f store.Filter, fn func(*store.Record) error) error {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return eachPuzzle(ctx, tx, f, fn)
}

func eachPuzzle(ctx context.Context, tx *sql.Tx, f store.Filter, fn func(*store.Record) error) error {
	query, args, err := buildQuery(ctx, tx, &f)
	if err != nil {
		return err
	}
	return eachRow(ctx, tx, query, args, fn)
}

// eachRow runs a query of puzzleColumns and calls fn with each puzzle.
func eachRow(ctx context.Context, tx *sql.Tx, query string, args []any, fn func(*store.Record) error) error {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("find puzzles: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		p, err := scanPuzzle(rows)
		if err != nil {
			return err
		}
		if err := fn(p); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("find puzzles: %w", err)
	}
	return nil
}

// ExplainFindPuzzles returns SQLite's plan for the query of f, one line per
// step (EXPLAIN QUERY PLAN's detail column), to check that an index is used.
func (s *Store) ExplainFindPuzzles(ctx context.Context, f store.Filter) ([]string, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	query, args, err := buildQuery(ctx, tx, &f)
	if err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, "EXPLAIN QUERY PLAN "+query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, notused int
		var detail string
		if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
			return nil, err
		}
		plan = append(plan, detail)
	}
	return plan, rows.Err()
}

// The columns scanPuzzle reads; score is the 6th and id the 1st, which a
// compound query's ORDER BY names by position.
const (
	puzzleColumns = `p.id, p.puzzle, p.solution, p.isokey, p.clues, p.score, p.rating, p.technique,
	p.scale, p.estimated, p.stable, p.stable_k, p.symmetry, p.minimal, p.source_id, s.name, p.line, p.worker, p.seq, p.created, p.variant`
	puzzleFrom = " FROM puzzles p JOIN sources s ON s.id = p.source_id"
)

// buildQuery builds the query for f. Only placeholders carry values; the ORDER
// BY clause comes from a fixed table.
//
// A range of clue counts in score order is the one selection no index
// serves directly: puzzles_clues yields each clue count in score order,
// but not the range, and sorting a large range costs seconds on a big
// catalog. So it becomes one SELECT per clue count present, UNION ALL'd
// under the ORDER BY, which SQLite runs as a merge of index scans that
// stops at the LIMIT.
func buildQuery(ctx context.Context, q querier, f *store.Filter) (string, []any, error) {
	if err := f.Check(); err != nil {
		return "", nil, err
	}
	order := orderBy[f.Order]
	limit := f.Limit
	if limit == 0 {
		limit = -1 // SQLite: no limit
	}
	if f.ByScore() && !f.Clues.IsSingle() && !f.Clues.IsAll() {
		lo, hi, err := cluesPresent(ctx, q, f)
		if err != nil {
			return "", nil, err
		}
		if lo < hi {
			var b strings.Builder
			var args []any
			for c := lo; c <= hi; c++ {
				where, wargs := whereClause(f, ranges.Exactly(c))
				if c > lo {
					b.WriteString(" UNION ALL ")
				}
				b.WriteString("SELECT " + puzzleColumns + puzzleFrom + where)
				args = append(args, wargs...)
			}
			dir := ""
			if f.Order == store.ByScoreDesc {
				dir = " DESC"
			}
			b.WriteString(" ORDER BY 6" + dir + ", 1" + dir + " LIMIT ? OFFSET ?")
			return b.String(), append(args, limit, f.Offset), nil
		}
	}
	where, args := whereClause(f, f.Clues)
	if f.Order == store.Random {
		// Draw the ids from an index alone, then read only the rows drawn.
		query := "SELECT " + puzzleColumns + " FROM (SELECT p.id AS id, random() AS r FROM puzzles p" + where +
			" ORDER BY r LIMIT ? OFFSET ?) AS pick JOIN puzzles p ON p.id = pick.id" +
			" JOIN sources s ON s.id = p.source_id ORDER BY pick.r"
		return query, append(args, limit, f.Offset), nil
	}
	query := "SELECT " + puzzleColumns + puzzleFrom + where + " ORDER BY " + order + " LIMIT ? OFFSET ?"
	return query, append(args, limit, f.Offset), nil
}

// cluesPresent narrows f's clue range to the smallest and largest clue
// counts stored in it (two index lookups); lo > hi when none is.
func cluesPresent(ctx context.Context, q querier, f *store.Filter) (lo, hi int, err error) {
	all := f.Clues.Intersect(ranges.Between(0, 81))
	lo, hi = all.Min, all.Max
	var first, last sql.NullInt64
	err = q.QueryRowContext(ctx, `SELECT
		(SELECT min(clues) FROM puzzles WHERE clues BETWEEN ?1 AND ?2),
		(SELECT max(clues) FROM puzzles WHERE clues BETWEEN ?1 AND ?2)`, lo, hi).Scan(&first, &last)
	if err != nil || !first.Valid {
		return 1, 0, err
	}
	return int(first.Int64), int(last.Int64), nil
}

// whereClause is f's WHERE clause and its arguments, with the clue counts of
// clues instead of f's range.
func whereClause(f *store.Filter, clues ranges.Range) (string, []any) {
	var conds []string
	var args []any
	cond := func(c string, v any) {
		conds = append(conds, c)
		args = append(args, v)
	}
	between := func(col string, r ranges.Range) {
		switch {
		case r.IsSingle():
			// The planner must see "=" to know the index yields the
			// next column (score) in order.
			cond(col+" = ?", r.Min)
		default:
			if r.HasMin {
				cond(col+" >= ?", r.Min)
			}
			if r.HasMax {
				cond(col+" <= ?", r.Max)
			}
		}
	}
	between("p.score", f.Score)
	between("p.rating", f.Rating)
	if f.ByRating() && f.Rating.IsAll() {
		conds = append(conds, "p.rating IS NOT NULL")
	}
	if f.ScaleMatters() {
		// A filter on the rows the rating or grade index yields.
		cond("(p.kind <> 'classic' OR p.scale = ?)", f.Scale.String())
	}
	between("p.clues", clues)
	if !f.HasKind(puzzle.Classic) {
		// The kind indexes are partial on this term, and SQLite uses a
		// partial index only when the query holds its term as written.
		conds = append(conds, "p.kind <> 'classic'")
	}
	switch {
	case len(f.Kinds) == 1:
		// "=" lets the planner use the kind indexes (or, for classic,
		// the general ones with the kind as a filter).
		cond("p.kind = ?", f.Kinds[0].String())
	case len(f.Kinds) > 1:
		marks := strings.TrimSuffix(strings.Repeat("?, ", len(f.Kinds)), ", ")
		conds = append(conds, "p.kind IN ("+marks+")")
		for _, k := range f.Kinds {
			args = append(args, k.String())
		}
	}
	if f.Grade != nil {
		if *f.Grade == rating.Ungraded {
			conds = append(conds, "p.grade IS NULL")
		} else {
			cond("p.grade = ?", f.Grade.String())
		}
	}
	if f.Symmetry != nil {
		// A filter on the rows the order's index yields.
		cond("p.symmetry = ?", f.Symmetry.String())
	}
	if f.Unused {
		// A probe of book_puzzles_puzzle per row; the scan of the order's
		// index goes on undisturbed, so a LIMIT still stops it early.
		conds = append(conds, "NOT EXISTS (SELECT 1 FROM book_puzzles bp WHERE bp.puzzle_id = p.id)")
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

func scanPuzzle(rows *sql.Rows) (*store.Record, error) {
	var (
		p                store.Record
		givens, solution string
		key              []byte
		rating, stableK  sql.NullInt64
		stable           sql.NullFloat64
		technique        sql.NullString
		scale            sql.NullString
		estimated        bool
		minimal, line    sql.NullInt64
		worker, seq      sql.NullInt64
		created          string
		seed             sql.NullInt64
		variantText      sql.NullString
	)
	if err := rows.Scan(&p.ID, &givens, &solution, &key, &p.Clues, &seed, &rating, &technique,
		&scale, &estimated, &stable, &stableK, &p.Symmetry,
		&minimal, &p.SourceID, &p.SourceName, &line, &worker, &seq, &created, &variantText); err != nil {
		return nil, err
	}
	p.Score, p.HasScore = int(seed.Int64), seed.Valid
	var vt *string
	if variantText.Valid {
		vt = &variantText.String
	}
	if err := store.DecodeRow(&p, givens, solution, key, vt); err != nil {
		return nil, err
	}
	if err := store.DecodeRating(&p, int(rating.Int64), technique.String, scale.String, estimated); err != nil {
		return nil, err
	}
	p.Stable, p.StableK = stable.Float64, int(stableK.Int64)
	if minimal.Valid {
		m := minimal.Int64 == 1
		p.Minimal = &m
	}
	p.Line = int(line.Int64)
	if worker.Valid {
		w := int(worker.Int64)
		p.Worker = &w
	}
	if seq.Valid {
		n := int(seq.Int64)
		p.Seq = &n
	}
	var err error
	if p.Created, err = time.Parse(time.RFC3339, created); err != nil {
		return nil, fmt.Errorf("puzzle %d: created: %w", p.ID, err)
	}
	return &p, nil
}
