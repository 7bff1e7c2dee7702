package postgres

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// orderBy maps an order to its ORDER BY clause; each but random is
// satisfied by an index (see migrations/postgres/0001_init.sql) scanned
// forwards or backwards, so that a query with a LIMIT stops early.
//
// A variant stored without a seed score comes first in score order, as in
// SQLite, where NULL is the least value (migrations/postgres/0004).
var orderBy = [...]string{
	store.ByScore:     "score NULLS FIRST, id",
	store.ByScoreDesc: "score DESC NULLS LAST, id DESC",
	store.ByClues:     "clues, score NULLS FIRST, id",
	store.ByCluesDesc: "clues DESC, score DESC NULLS LAST, id DESC",
	// The rating orders select rated puzzles only (see whereClause),
	// which the partial index puzzles_rating holds.
	store.ByRating:     "rating, score NULLS FIRST, id",
	store.ByRatingDesc: "rating DESC, score DESC NULLS LAST, id DESC",
	store.ByID:         "id",
	store.Random:       "random()",
}

// puzzleColumns are the columns scanPuzzle reads, of puzzles p.
const puzzleColumns = `p.id, p.puzzle, p.solution, p.isokey, p.clues, p.score, p.rating, p.technique,
	p.stable, p.stable_k, p.symmetry, p.minimal, p.source_id, p.line, p.worker, p.seq, p.created, p.variant, p.scale, p.estimated`

// sourceName is the name of a row's source: a primary-key lookup for each
// row returned, in the select list, so that it never changes the plan of
// the scan that finds and orders the rows.
const sourceName = "(SELECT s.name FROM sources s WHERE s.id = p.source_id)"

// FindPuzzles returns the puzzles f selects, in f's order.
func (s *Store) FindPuzzles(ctx context.Context, f store.Filter) ([]*store.Record, error) {
	var ps []*store.Record
	err := s.EachPuzzle(ctx, f, func(p *store.Record) error {
		ps = append(ps, p)
		return nil
	})
	return ps, err
}

// errStop carries fn's error out of the transaction unclassified.
type errStop struct{ err error }

func (e errStop) Error() string { return e.err.Error() }

// EachPuzzle calls fn with each puzzle f selects, in f's order, from one
// REPEATABLE READ snapshot, streaming the rows.
func (s *Store) EachPuzzle(ctx context.Context, f store.Filter, fn func(*store.Record) error) error {
	if err := f.Check(); err != nil {
		return err
	}
	err := s.readTx(ctx, func(tx pgx.Tx) error {
		return eachPuzzle(ctx, tx, f, func(p *store.Record) error {
			if err := fn(p); err != nil {
				return errStop{err}
			}
			return nil
		})
	})
	var stop errStop
	if errors.As(err, &stop) {
		return stop.err
	}
	if err != nil {
		return fmt.Errorf("find puzzles: %w", err)
	}
	return nil
}

func eachPuzzle(ctx context.Context, tx pgx.Tx, f store.Filter, fn func(*store.Record) error) error {
	query, args, err := buildQuery(ctx, tx, &f)
	if err != nil {
		return err
	}
	return eachRow(ctx, tx, query, args, fn)
}

// eachRow runs a query of puzzleColumns and the source's name and calls
// fn with each puzzle.
func eachRow(ctx context.Context, tx pgx.Tx, query string, args []any, fn func(*store.Record) error) error {
	rows, err := tx.Query(ctx, query, args...)
	if err != nil {
		return err
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
	return rows.Err()
}

// ExplainFindPuzzles returns PostgreSQL's plan for the query of f, one
// line per line of EXPLAIN, to check that an index is used.
func (s *Store) ExplainFindPuzzles(ctx context.Context, f store.Filter) ([]string, error) {
	if err := f.Check(); err != nil {
		return nil, err
	}
	var plan []string
	err := s.readTx(ctx, func(tx pgx.Tx) error {
		query, args, err := buildQuery(ctx, tx, &f)
		if err != nil {
			return err
		}
		rows, err := tx.Query(ctx, "EXPLAIN "+query, args...)
		if err != nil {
			return err
		}
		var line string
		_, err = pgx.ForEachRow(rows, []any{&line}, func() error {
			plan = append(plan, line)
			return nil
		})
		return err
	})
	return plan, err
}

// params collects a query's arguments and names their placeholders.
type params []any

func (a *params) add(v any) string {
	*a = append(*a, v)
	return "$" + strconv.Itoa(len(*a))
}

// buildQuery builds the query for f. Only placeholders carry values; the
// ORDER BY clause comes from a fixed table.
//
// A range of clue counts in score order is the one selection no index
// serves directly: puzzles_clues yields each clue count in score order,
// but not the range, and sorting a large range costs seconds on a big
// catalog (nor does PostgreSQL merge the index scans of a UNION ALL in
// order). So with a limit it reads, for each clue count present, the ids
// and scores of its first Offset+Limit puzzles in score order (one scan
// of puzzles_clues each, a LATERAL subquery), sorts those few, at most
// 82 × (Offset+Limit) whatever the catalog's size, and reads the rows of
// the Limit picked.
func buildQuery(ctx context.Context, tx pgx.Tx, f *store.Filter) (string, []any, error) {
	order := orderBy[f.Order]
	var args params
	var limit any // NULL: no limit
	if f.Limit > 0 {
		limit = f.Limit
	}
	if f.ByScore() && f.Limit > 0 && !f.Clues.IsSingle() && !f.Clues.IsAll() {
		lo, hi, err := cluesPresent(ctx, tx, f)
		if err != nil {
			return "", nil, err
		}
		if lo < hi {
			cnt := args.add(lo) + "::integer, " + args.add(hi) + "::integer"
			where := whereClause(f, ranges.Range{}, &args)
			if where == "" {
				where = " WHERE p.clues = c.clues"
			} else {
				where += " AND p.clues = c.clues"
			}
			// Pick the ids from the index alone (id and score are in
			// puzzles_clues), then read only the rows picked.
			query := "SELECT q.*, (SELECT s.name FROM sources s WHERE s.id = q.source_id) FROM (" +
				"SELECT " + puzzleColumns + " FROM (" +
				"SELECT p.id FROM generate_series(" + cnt + ") AS c(clues)" +
				" CROSS JOIN LATERAL (SELECT p.id, p.score FROM puzzles p" + where +
				" ORDER BY " + order + " LIMIT " + args.add(f.Offset+f.Limit) + ") p" +
				" ORDER BY " + order + " LIMIT " + args.add(limit) + " OFFSET " + args.add(f.Offset) +
				") pick JOIN puzzles p ON p.id = pick.id) q ORDER BY " + order
			return query, args, nil
		}
	}
	where := whereClause(f, f.Clues, &args)
	if f.Order == store.Random {
		// Draw the ids from an index alone (puzzles_score holds id), then
		// read only the rows drawn: sorting whole rows by random() reads
		// every matching row from the table.
		query := "SELECT " + puzzleColumns + ", " + sourceName + " FROM (SELECT p.id, random() AS r FROM puzzles p" + where +
			" ORDER BY r LIMIT " + args.add(limit) + " OFFSET " + args.add(f.Offset) + ") pick" +
			" JOIN puzzles p ON p.id = pick.id ORDER BY pick.r"
		return query, args, nil
	}
	query := "SELECT " + puzzleColumns + ", " + sourceName + " FROM puzzles p" + where +
		" ORDER BY " + order + " LIMIT " + args.add(limit) + " OFFSET " + args.add(f.Offset)
	return query, args, nil
}

// cluesPresent narrows f's clue range to the smallest and largest clue
// counts stored in it (two index lookups); lo > hi when none is.
func cluesPresent(ctx context.Context, tx pgx.Tx, f *store.Filter) (lo, hi int, err error) {
	all := f.Clues.Intersect(ranges.Between(0, 81))
	var first, last *int
	err = tx.QueryRow(ctx, `SELECT
		(SELECT min(clues) FROM puzzles WHERE clues BETWEEN $1 AND $2),
		(SELECT max(clues) FROM puzzles WHERE clues BETWEEN $1 AND $2)`, all.Min, all.Max).Scan(&first, &last)
	if err != nil || first == nil {
		return 1, 0, err
	}
	return *first, *last, nil
}

// whereClause is f's WHERE clause, with the clue counts of clues instead
// of f's range, its values added to args.
func whereClause(f *store.Filter, clues ranges.Range, args *params) string {
	var conds []string
	between := func(col string, r ranges.Range) {
		switch {
		case r.IsSingle():
			conds = append(conds, col+" = "+args.add(r.Min))
		default:
			if r.HasMin {
				conds = append(conds, col+" >= "+args.add(r.Min))
			}
			if r.HasMax {
				conds = append(conds, col+" <= "+args.add(r.Max))
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
		conds = append(conds, "(p.kind <> 'classic' OR p.scale = "+args.add(f.Scale.String())+")")
	}
	between("p.clues", clues)
	switch {
	case len(f.Kinds) == 1:
		conds = append(conds, "p.kind = "+args.add(f.Kinds[0].String()))
	case len(f.Kinds) > 1:
		names := make([]string, len(f.Kinds))
		for i, k := range f.Kinds {
			names[i] = k.String()
		}
		conds = append(conds, "p.kind = ANY("+args.add(names)+"::text[])")
	}
	if !f.HasKind(puzzle.Classic) {
		// The kind indexes are partial on this term; the planner uses
		// them when the query implies it, as this one spells out.
		conds = append(conds, "p.kind <> 'classic'")
	}
	if f.Grade != nil {
		if *f.Grade == rating.Ungraded {
			conds = append(conds, "p.grade IS NULL")
		} else {
			conds = append(conds, "p.grade = "+args.add(f.Grade.String()))
		}
	}
	if f.Symmetry != nil {
		// A filter on the rows the order's index yields.
		conds = append(conds, "p.symmetry = "+args.add(f.Symmetry.String()))
	}
	if f.Unused {
		// An index probe of book_puzzles_puzzle per row.
		conds = append(conds, "NOT EXISTS (SELECT 1 FROM book_puzzles bp WHERE bp.puzzle_id = p.id)")
	}
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}

func scanPuzzle(rows pgx.Rows) (*store.Record, error) {
	var (
		p                store.Record
		givens, solution string
		key              []byte
		clues, rating    *int16
		stableK, line    *int32
		worker, seq      *int32
		stable           *float64
		technique        *string
		seed             *int32
		variantText      *string
		scale            *string
		estimated        bool
		created          time.Time
	)
	if err := rows.Scan(&p.ID, &givens, &solution, &key, &clues, &seed, &rating, &technique,
		&stable, &stableK, &p.Symmetry, &p.Minimal, &p.SourceID, &line, &worker, &seq, &created, &variantText, &scale, &estimated, &p.SourceName); err != nil {
		return nil, err
	}
	if err := store.DecodeRow(&p, givens, solution, key, variantText); err != nil {
		return nil, err
	}
	p.Clues = int(*clues)
	if seed != nil {
		p.Score, p.HasScore = int(*seed), true
	}
	value := 0
	if rating != nil {
		value = int(*rating)
	}
	if err := store.DecodeRating(&p, value, deref(technique), deref(scale), estimated); err != nil {
		return nil, err
	}
	if stable != nil && stableK != nil {
		p.Stable, p.StableK = *stable, int(*stableK)
	}
	if line != nil {
		p.Line = int(*line)
	}
	p.Worker, p.Seq = intPtr(worker), intPtr(seq)
	p.Created = created.UTC()
	return &p, nil
}

func intPtr(v *int32) *int {
	if v == nil {
		return nil
	}
	n := int(*v)
	return &n
}
