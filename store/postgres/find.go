package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/sqlbuild"
)

// dialect is PostgreSQL's SQL for package sqlbuild: $N placeholders, NULL
// for no limit, text in byte order by COLLATE "C" (the default follows
// the locale), and a clue range read by LATERAL subqueries.
var dialect = sqlbuild.Dialect{Mark: '$', ByteOrder: ` COLLATE "C"`, Lateral: true}

// read runs fn in a read-only transaction that sees one snapshot
// (REPEATABLE READ), streaming the rows.
func (s *Store) read(ctx context.Context, fn func(sqlbuild.Querier) error) error {
	return s.readTx(ctx, func(tx pgx.Tx) error { return fn(txQuerier{tx}) })
}

// txQuerier runs sqlbuild's queries in a transaction.
type txQuerier struct{ tx pgx.Tx }

func (q txQuerier) Query(ctx context.Context, query string, args ...any) (sqlbuild.Rows, error) {
	return q.tx.Query(ctx, query, args...)
}

// ExplainFindPuzzles returns PostgreSQL's plan for the query of f, one
// line per line of EXPLAIN, to check that an index is used.
func (s *Store) ExplainFindPuzzles(ctx context.Context, f store.Filter) ([]string, error) {
	if err := f.Check(); err != nil {
		return nil, err
	}
	var plan []string
	err := s.readTx(ctx, func(tx pgx.Tx) error {
		query, args, err := dialect.Query(ctx, txQuerier{tx}, &f)
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
