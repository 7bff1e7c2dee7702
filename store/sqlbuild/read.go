package sqlbuild

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// Reader is the reading half of a store.Catalog on SQL, the same for
// every engine: FindPuzzles, EachPuzzle, FindBooks, FindBook, Sources,
// Stats and Points, each from one read transaction of the engine, a
// snapshot of the catalog. An engine embeds it in its Store.
type Reader struct {
	d    Dialect
	read func(ctx context.Context, fn func(Querier) error) error
}

// NewReader returns the Reader of an engine with dialect d, whose read
// runs fn in a read-only transaction that sees one snapshot of the
// catalog; read's errors reach the callers, wrapped with what failed.
func NewReader(d Dialect, read func(ctx context.Context, fn func(Querier) error) error) Reader {
	return Reader{d: d, read: read}
}

// within runs fn in a read transaction of r and returns what it read; its
// error says what failed to be read.
func within[T any](ctx context.Context, r Reader, what string, fn func(Querier) (T, error)) (T, error) {
	var v T
	err := r.read(ctx, func(q Querier) (err error) {
		v, err = fn(q)
		return err
	})
	if err != nil {
		var zero T
		return zero, fmt.Errorf("%s: %w", what, err)
	}
	return v, nil
}

// FindPuzzles returns the puzzles f selects, in f's order.
func (r Reader) FindPuzzles(ctx context.Context, f store.Filter) ([]*store.Record, error) {
	var ps []*store.Record
	err := r.EachPuzzle(ctx, f, func(p *store.Record) error {
		ps = append(ps, p)
		return nil
	})
	return ps, err
}

// Stop carries the error of a caller's function (EachPuzzle's fn) out of
// an engine's read transaction, in which it is no error of the catalog's:
// an engine's read returns it as it is, without classifying it or trying
// the transaction again.
type Stop struct{ Err error }

func (e Stop) Error() string { return e.Err.Error() }

// EachPuzzle calls fn with each puzzle f selects, in f's order, without
// holding them all in memory, from one snapshot: writes made while it
// runs are not seen. It stops at fn's first error and returns it.
func (r Reader) EachPuzzle(ctx context.Context, f store.Filter, fn func(*store.Record) error) error {
	if err := f.Check(); err != nil {
		return err
	}
	err := r.read(ctx, func(q Querier) error {
		return r.d.eachSelected(ctx, q, f, func(p *store.Record) error {
			if err := fn(p); err != nil {
				return Stop{err}
			}
			return nil
		})
	})
	var stop Stop
	if errors.As(err, &stop) {
		return stop.Err
	}
	if err != nil {
		return fmt.Errorf("find puzzles: %w", err)
	}
	return nil
}

// eachSelected calls fn with each puzzle f selects in q, in f's order.
func (d Dialect) eachSelected(ctx context.Context, q Querier, f store.Filter, fn func(*store.Record) error) error {
	query, args, err := d.Query(ctx, q, &f)
	if err != nil {
		return err
	}
	return eachPuzzle(ctx, q, query, args, fn)
}

// eachPuzzle runs a query of selectPuzzles' columns and calls fn with
// each puzzle.
func eachPuzzle(ctx context.Context, q Querier, query string, args []any, fn func(*store.Record) error) error {
	return each(ctx, q, query, args, func(rows Rows) error {
		p, err := scanPuzzle(rows)
		if err != nil {
			return err
		}
		return fn(p)
	})
}

// BookPuzzles selects in q, an engine's write transaction, the puzzles
// of a new book, f.Limit of them; when fewer match it returns a
// *store.ShortError, which counts, when f leaves out the puzzles of
// books, those that books hold.
func (d Dialect) BookPuzzles(ctx context.Context, q Querier, f store.Filter) ([]*store.Record, error) {
	var ps []*store.Record
	err := d.eachSelected(ctx, q, f, func(p *store.Record) error {
		ps = append(ps, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(ps) >= f.Limit {
		return ps, nil
	}
	short := &store.ShortError{Wanted: f.Limit, Matched: len(ps)}
	if f.Unused {
		all := f
		all.Unused = false
		n, err := d.count(ctx, q, all)
		if err != nil {
			return nil, err
		}
		short.Used = n - short.Matched
	}
	return nil, short
}

// count returns how many puzzles f selects (up to its Limit).
func (d Dialect) count(ctx context.Context, q Querier, f store.Filter) (int, error) {
	query, args, err := d.Query(ctx, q, &f)
	if err != nil {
		return 0, err
	}
	var n int64
	err = one(ctx, q, "SELECT count(*) FROM ("+query+") AS q", args, &n)
	return int(n), err
}

// scanPuzzle reads a row of selectPuzzles. Numbers are read into int64s
// or ints, and nullable columns into sql.Null, which both drivers fill
// from either engine's column types (pgx through sql.Scanner),
// database/sql without allocating; created as whatever the driver
// returns (createdOf). The columns go into p and one struct, two
// allocations a row.
func scanPuzzle(rows Rows) (*store.Record, error) {
	var (
		p   store.Record
		col struct {
			givens, solution                         string
			key                                      []byte
			seed, rating, stableK, line, worker, seq sql.Null[int64]
			technique, scale, variant                sql.Null[string]
			stable                                   sql.Null[float64]
			estimated                                bool
			created                                  any
		}
	)
	if err := rows.Scan(&p.ID, &col.givens, &col.solution, &col.key, &p.Clues, &col.seed, &col.rating, &col.technique,
		&col.stable, &col.stableK, &p.Symmetry, &p.Minimal, &p.SourceID, &col.line, &col.worker, &col.seq, &col.created,
		&col.variant, &col.scale, &col.estimated, &p.SourceName); err != nil {
		return nil, err
	}
	var variant *string
	if col.variant.Valid {
		variant = &col.variant.V
	}
	if err := store.DecodeRow(&p, col.givens, col.solution, col.key, variant); err != nil {
		return nil, err
	}
	p.Score, p.HasScore = int(col.seed.V), col.seed.Valid
	if err := store.DecodeRating(&p, int(col.rating.V), col.technique.V, col.scale.V, col.estimated); err != nil {
		return nil, err
	}
	p.Stable, p.StableK, p.Line = col.stable.V, int(col.stableK.V), int(col.line.V)
	p.Worker, p.Seq = intPtr(col.worker), intPtr(col.seq)
	var err error
	if p.Created, err = createdOf(col.created, "puzzle", p.ID); err != nil {
		return nil, err
	}
	return &p, nil
}

// intPtr is v's value, nil for NULL.
func intPtr(v sql.Null[int64]) *int {
	if !v.Valid {
		return nil
	}
	n := int(v.V)
	return &n
}

// FindBooks returns every book, oldest first.
func (r Reader) FindBooks(ctx context.Context) ([]*store.Book, error) {
	return within(ctx, r, "find books", func(q Querier) ([]*store.Book, error) {
		return findBooks(ctx, q, "", nil)
	})
}

// findBooks reads the books, all or those of where.
func findBooks(ctx context.Context, q Querier, where string, args []any) ([]*store.Book, error) {
	var bs []*store.Book
	// The count walks the book's part of the primary key of book_puzzles.
	err := each(ctx, q, `SELECT b.id, b.title, CAST(b.params AS TEXT), b.created,
		(SELECT count(*) FROM book_puzzles bp WHERE bp.book_id = b.id)
		FROM books b `+where+` ORDER BY b.id`, args, func(rows Rows) error {
		var b store.Book
		var created any
		if err := rows.Scan(&b.ID, &b.Title, &b.Params, &created, &b.Puzzles); err != nil {
			return err
		}
		var err error
		b.Created, err = createdOf(created, "book", b.ID)
		bs = append(bs, &b)
		return err
	})
	return bs, err
}

// bookPuzzles is a book with its puzzles in book order.
type bookPuzzles struct {
	b  *store.Book
	ps []*store.Record
}

// FindBook returns the book id and its puzzles in book order, from one
// snapshot of the catalog; an error wrapping store.ErrNoBook if there is
// none.
func (r Reader) FindBook(ctx context.Context, id int64) (*store.Book, []*store.Record, error) {
	bp, err := within(ctx, r, fmt.Sprintf("book %d", id), func(q Querier) (bookPuzzles, error) {
		a := &args{mark: r.d.Mark}
		bs, err := findBooks(ctx, q, "WHERE b.id = "+a.add(id), a.vals)
		if err != nil {
			return bookPuzzles{}, err
		}
		if len(bs) == 0 {
			return bookPuzzles{}, store.ErrNoBook
		}
		ps := make([]*store.Record, 0, bs[0].Puzzles)
		a = &args{mark: r.d.Mark}
		query := selectPuzzles + " FROM book_puzzles bp JOIN puzzles p ON p.id = bp.puzzle_id WHERE bp.book_id = " +
			a.add(id) + " ORDER BY bp.position"
		err = eachPuzzle(ctx, q, query, a.vals, func(p *store.Record) error {
			ps = append(ps, p)
			return nil
		})
		return bookPuzzles{bs[0], ps}, err
	})
	return bp.b, bp.ps, err
}

// Sources returns every source, in id order.
func (r Reader) Sources(ctx context.Context) ([]*store.Source, error) {
	return within(ctx, r, "sources", func(q Querier) ([]*store.Source, error) {
		var out []*store.Source
		err := each(ctx, q, `SELECT id, uid, kind, name, file, generator, CAST(params AS TEXT), CAST(seed AS TEXT), host, created
			FROM sources ORDER BY id`, nil, func(rows Rows) error {
			var (
				src                                store.Source
				uid, file, gen, params, seed, host sql.Null[string]
				created                            any
			)
			if err := rows.Scan(&src.ID, &uid, &src.Kind, &src.Name, &file, &gen, &params, &seed, &host, &created); err != nil {
				return err
			}
			src.UID, src.File, src.Generator, src.Params, src.Host = uid.V, file.V, gen.V, params.V, host.V
			if seed.Valid {
				u, err := strconv.ParseUint(seed.V, 10, 64)
				if err != nil {
					return fmt.Errorf("source %d: seed %q: %w", src.ID, seed.V, err)
				}
				src.Seed = &u
			}
			var err error
			src.Created, err = createdOf(created, "source", src.ID)
			out = append(out, &src)
			return err
		})
		return out, err
	})
}

// Stats counts the catalog, all from one snapshot. Each GROUP BY scans
// one index in order, reading no table rows; the variants' from their
// partial index, the grades' and scales' from theirs, which hold rated
// puzzles only (SetScores counts the rest as ungraded).
func (r Reader) Stats(ctx context.Context) (*store.Stats, error) {
	return within(ctx, r, "stats", func(q Querier) (*store.Stats, error) {
		st := &store.Stats{}
		var total int
		if err := one(ctx, q, "SELECT (SELECT count(*) FROM sources), (SELECT count(*) FROM puzzles)", nil, &st.Sources, &total); err != nil {
			return nil, err
		}
		var (
			kinds  []store.KindCount
			scores []store.ScoreCount
			// A row: its group, by name or number, and its puzzles.
			kind     puzzle.Kind
			grade    rating.Grade
			scale    rating.Scale
			value, n int
		)
		for _, g := range []struct {
			query string
			key   any
			add   func()
		}{
			{"SELECT kind, count(*) FROM puzzles WHERE kind <> 'classic' GROUP BY kind",
				named{&kind}, func() { kinds = append(kinds, store.KindCount{Kind: kind, Puzzles: n}) }},
			{"SELECT score, count(*) FROM puzzles WHERE score IS NOT NULL GROUP BY score ORDER BY score",
				&value, func() { scores = append(scores, store.ScoreCount{Score: value, Puzzles: n}) }},
			{"SELECT clues, count(*) FROM puzzles GROUP BY clues ORDER BY clues",
				&value, func() { st.ByClues = append(st.ByClues, store.ClueCount{Clues: value, Puzzles: n}) }},
			{"SELECT grade, count(*) FROM puzzles WHERE grade IS NOT NULL GROUP BY grade ORDER BY grade" + r.d.ByteOrder,
				named{&grade}, func() { st.ByGrade = append(st.ByGrade, store.GradeCount{Grade: grade, Puzzles: n}) }},
			{"SELECT rating / 10 * 10 AS band, count(*) FROM puzzles WHERE rating IS NOT NULL GROUP BY band ORDER BY band",
				&value, func() { st.ByRating = append(st.ByRating, store.RatingCount{Min: value, Puzzles: n}) }},
			{"SELECT scale, count(*) FROM puzzles WHERE scale IS NOT NULL GROUP BY scale ORDER BY scale" + r.d.ByteOrder,
				named{&scale}, func() { st.ByScale = append(st.ByScale, store.ScaleCount{Scale: scale, Puzzles: n}) }},
		} {
			if err := eachInto(ctx, q, g.query, []any{g.key, &n}, g.add); err != nil {
				return nil, err
			}
		}
		st.SetKinds(total, kinds)
		st.SetScores(scores)
		return st, nil
	})
}

// named scans a name into the value it names: a kind, grade or scale.
type named struct{ dst any }

func (v named) Scan(src any) error {
	var name string
	switch s := src.(type) {
	case string:
		name = s
	case []byte:
		name = string(s)
	default:
		return fmt.Errorf("a name of type %T", src)
	}
	var err error
	switch d := v.dst.(type) {
	case *puzzle.Kind:
		*d, err = puzzle.ParseKind(name)
	case *rating.Grade:
		*d, err = rating.ParseGrade(name)
	case *rating.Scale:
		*d, err = rating.ParseScale(name)
	}
	return err
}

// Points reads the Points of the whole catalog from one snapshot: a
// million puzzles in about a second.
func (r Reader) Points(ctx context.Context) (*store.Points, error) {
	return within(ctx, r, "points", func(q Querier) (*store.Points, error) {
		pts := &store.Points{}
		var sc, ra, cl int64 // what database/sql scans into fastest
		err := eachInto(ctx, q, "SELECT score, coalesce(rating, 0), clues FROM puzzles WHERE score IS NOT NULL ORDER BY id", []any{&sc, &ra, &cl}, func() {
			pts.Scores, pts.Ratings, pts.Clues = append(pts.Scores, int(sc)), append(pts.Ratings, int(ra)), append(pts.Clues, int(cl))
		})
		return pts, err
	})
}
