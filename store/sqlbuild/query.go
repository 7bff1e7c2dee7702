package sqlbuild

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/store"
)

// orderBy maps an order to its ORDER BY clause; each but random is
// satisfied by an index (see each engine's migrations, 0001_init.sql)
// scanned forwards or backwards, so that a query with a LIMIT stops
// early. The columns are those of puzzles, unqualified, so that the
// clause orders the subqueries of the LATERAL merge too.
//
// A variant stored without a seed score comes first in score order: in
// SQLite, where NULL is the least value, NULLS FIRST ascending and NULLS
// LAST descending are the default, and so the indexes' order; PostgreSQL's
// indexes are ordered so (migrations/postgres/0004).
var orderBy = [...]string{
	store.ByScore:     "score NULLS FIRST, id",
	store.ByScoreDesc: "score DESC NULLS LAST, id DESC",
	store.ByClues:     "clues, score NULLS FIRST, id",
	store.ByCluesDesc: "clues DESC, score DESC NULLS LAST, id DESC",
	// The rating orders select rated puzzles only (see where), which the
	// partial index puzzles_rating holds.
	store.ByRating:     "rating, score NULLS FIRST, id",
	store.ByRatingDesc: "rating DESC, score DESC NULLS LAST, id DESC",
	store.ByID:         "id",
	store.Random:       "random()",
}

// The columns scanPuzzle reads, of puzzles p, and the name of the row's
// source, which comes last. score is the 6th and id the 1st, which the
// ORDER BY of a UNION ALL names by position.
const (
	puzzleColumns = `p.id, p.puzzle, p.solution, p.isokey, p.clues, p.score, p.rating, p.technique,
	p.stable, p.stable_k, p.symmetry, p.minimal, p.source_id, p.line, p.worker, p.seq, p.created, p.variant, p.scale, p.estimated`
	// sourceName is a primary-key lookup for each row returned, in the
	// select list, so that it never changes the plan of the scan that
	// finds and orders the rows.
	sourceName = "(SELECT s.name FROM sources s WHERE s.id = p.source_id)"
	// selectPuzzles reads puzzleColumns and the source's name.
	selectPuzzles = "SELECT " + puzzleColumns + ", " + sourceName
)

// Query builds the query of f's puzzles, in f's order, and its arguments,
// which it may look up in q. Only placeholders carry values; the ORDER BY
// clause comes from a fixed table.
//
// A range of clue counts in score order is the one selection no index
// serves directly: puzzles_clues yields each clue count in score order,
// but not the range, and sorting a large range costs seconds on a big
// catalog. So the query reads each clue count present on its own and
// merges them (see Dialect.Lateral): in SQLite one SELECT per clue count,
// UNION ALL'd under the ORDER BY, which it runs as a merge of index scans
// that stops at the LIMIT; in PostgreSQL, with a limit, for each clue
// count the ids and scores of its first Offset+Limit puzzles in score
// order (one scan of puzzles_clues each, a LATERAL subquery), sorted,
// at most 82 × (Offset+Limit) whatever the catalog's size, then the rows
// of the Limit picked.
func (d Dialect) Query(ctx context.Context, q Querier, f *store.Filter) (string, []any, error) {
	if err := f.Check(); err != nil {
		return "", nil, err
	}
	a := &args{mark: d.Mark}
	limit := d.NoLimit
	if f.Limit > 0 {
		limit = f.Limit
	}
	if f.ByScore() && (f.Limit > 0 || !d.Lateral) && !f.Clues.IsSingle() && !f.Clues.IsAll() {
		lo, hi, err := d.cluesPresent(ctx, q, f)
		if err != nil {
			return "", nil, err
		}
		if lo < hi {
			if d.Lateral {
				return a.lateral(f, lo, hi, limit), a.vals, nil
			}
			return a.unionAll(f, lo, hi, limit), a.vals, nil
		}
	}
	where := a.where(f, f.Clues)
	if f.Order == store.Random {
		// Draw the ids from an index alone (puzzles_score holds id), then
		// read only the rows drawn: sorting whole rows by random() reads
		// every matching row from the table.
		query := selectPuzzles + " FROM (SELECT p.id, random() AS r FROM puzzles p" + where +
			" ORDER BY r LIMIT " + a.add(limit) + " OFFSET " + a.add(f.Offset) + ") pick" +
			" JOIN puzzles p ON p.id = pick.id ORDER BY pick.r"
		return query, a.vals, nil
	}
	query := selectPuzzles + " FROM puzzles p" + where +
		" ORDER BY " + orderBy[f.Order] + " LIMIT " + a.add(limit) + " OFFSET " + a.add(f.Offset)
	return query, a.vals, nil
}

// unionAll is the query of f's puzzles with lo to hi clues, lo < hi, in
// score order: one SELECT per clue count, which SQLite merges.
func (a *args) unionAll(f *store.Filter, lo, hi int, limit any) string {
	var b strings.Builder
	for c := lo; c <= hi; c++ {
		if c > lo {
			b.WriteString(" UNION ALL ")
		}
		b.WriteString(selectPuzzles + " FROM puzzles p" + a.where(f, ranges.Exactly(c)))
	}
	dir := ""
	if f.Order == store.ByScoreDesc {
		dir = " DESC"
	}
	b.WriteString(" ORDER BY 6" + dir + ", 1" + dir + " LIMIT " + a.add(limit) + " OFFSET " + a.add(f.Offset))
	return b.String()
}

// lateral is the query of f's puzzles with lo to hi clues, lo < hi, in
// score order, f having a Limit: the first Offset+Limit ids of each clue
// count, from the index alone (id and score are in puzzles_clues), sorted,
// then only the rows picked.
func (a *args) lateral(f *store.Filter, lo, hi int, limit any) string {
	order := orderBy[f.Order]
	counts := a.add(lo) + "::integer, " + a.add(hi) + "::integer"
	where := a.where(f, ranges.Range{})
	if where == "" {
		where = " WHERE p.clues = c.clues"
	} else {
		where += " AND p.clues = c.clues"
	}
	return "SELECT q.*, (SELECT s.name FROM sources s WHERE s.id = q.source_id) FROM (" +
		"SELECT " + puzzleColumns + " FROM (" +
		"SELECT p.id FROM generate_series(" + counts + ") AS c(clues)" +
		" CROSS JOIN LATERAL (SELECT p.id, p.score FROM puzzles p" + where +
		" ORDER BY " + order + " LIMIT " + a.add(f.Offset+f.Limit) + ") p" +
		" ORDER BY " + order + " LIMIT " + a.add(limit) + " OFFSET " + a.add(f.Offset) +
		") pick JOIN puzzles p ON p.id = pick.id) q ORDER BY " + order
}

// cluesPresent narrows f's clue range to the smallest and largest clue
// counts stored in it (two index lookups); lo > hi when none is.
func (d Dialect) cluesPresent(ctx context.Context, q Querier, f *store.Filter) (lo, hi int, err error) {
	all := f.Clues.Intersect(ranges.Between(0, 81))
	a := &args{mark: d.Mark}
	in := "FROM puzzles WHERE clues BETWEEN " + a.add(all.Min) + " AND " + a.add(all.Max)
	var first, last sql.Null[int64]
	err = one(ctx, q, "SELECT (SELECT min(clues) "+in+"), (SELECT max(clues) "+in+")", a.vals, &first, &last)
	if err != nil || !first.Valid {
		return 1, 0, err
	}
	return int(first.V), int(last.V), nil
}

// where is f's WHERE clause, with the clue counts of clues instead of f's
// range, its values added to a.
func (a *args) where(f *store.Filter, clues ranges.Range) string {
	var conds []string
	between := func(col string, r ranges.Range) {
		switch {
		case r.IsSingle():
			// The planner must see "=" to know the index yields the
			// next column (score) in order.
			conds = append(conds, col+" = "+a.add(r.Min))
		default:
			if r.HasMin {
				conds = append(conds, col+" >= "+a.add(r.Min))
			}
			if r.HasMax {
				conds = append(conds, col+" <= "+a.add(r.Max))
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
		conds = append(conds, "(p.kind <> 'classic' OR p.scale = "+a.add(f.Scale.String())+")")
	}
	between("p.clues", clues)
	if !f.HasKind(puzzle.Classic) {
		// The kind indexes are partial on this term. SQLite uses a
		// partial index only when the query holds its term as written;
		// PostgreSQL when the query implies it, as this one spells out.
		conds = append(conds, "p.kind <> 'classic'")
	}
	switch {
	case len(f.Kinds) == 1:
		// "=" lets the planner use the kind indexes (or, for classic,
		// the general ones with the kind as a filter).
		conds = append(conds, "p.kind = "+a.add(f.Kinds[0].String()))
	case len(f.Kinds) > 1:
		marks := make([]string, len(f.Kinds))
		for i, k := range f.Kinds {
			marks[i] = a.add(k.String())
		}
		conds = append(conds, "p.kind IN ("+strings.Join(marks, ", ")+")")
	}
	if f.Size != 0 {
		// The givens hold N² characters. A board of joined grids may
		// have as many (two grids sharing a 6×3 block have 144 cells),
		// but its kind names its layout where another size names itself.
		conds = append(conds, "length(p.puzzle) = "+a.add(f.Size*f.Size))
		if f.Size != 9 {
			conds = append(conds, "p.kind LIKE "+a.add(fmt.Sprintf("%dx%d%%", f.Size, f.Size)))
		}
	}
	if f.Grade != nil {
		if *f.Grade == rating.Ungraded {
			conds = append(conds, "p.grade IS NULL")
		} else {
			conds = append(conds, "p.grade = "+a.add(f.Grade.String()))
		}
	}
	if f.Symmetry != nil {
		// A filter on the rows the order's index yields.
		conds = append(conds, "p.symmetry = "+a.add(f.Symmetry.String()))
	}
	if f.Unused {
		// A probe of book_puzzles_puzzle per row; the scan of the order's
		// index goes on undisturbed, so a LIMIT still stops it early.
		conds = append(conds, "NOT EXISTS (SELECT 1 FROM book_puzzles bp WHERE bp.puzzle_id = p.id)")
	}
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}
