package sqlite

import (
	"context"
	"database/sql"

	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/sqlbuild"
)

// dialect is SQLite's SQL for package sqlbuild: ?NNN placeholders, -1
// for no limit, text in byte order by default, and a clue range read as a
// UNION ALL, which SQLite runs as a merge of index scans.
var dialect = sqlbuild.Dialect{Mark: '?', NoLimit: -1}

// read runs fn in a read-only transaction of the readers' pool, which in
// WAL mode sees one snapshot of the catalog: writes made meanwhile are
// not seen.
func (s *Store) read(ctx context.Context, fn func(sqlbuild.Querier) error) error {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(txQuerier{tx})
}

// txQuerier runs sqlbuild's queries in a transaction.
type txQuerier struct{ tx *sql.Tx }

func (q txQuerier) Query(ctx context.Context, query string, args ...any) (sqlbuild.Rows, error) {
	rows, err := q.tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return sqlRows{rows}, nil
}

// sqlRows is a *sql.Rows as sqlbuild.Rows: what Close would report,
// Err does.
type sqlRows struct{ *sql.Rows }

func (r sqlRows) Close() { r.Rows.Close() }

// ExplainFindPuzzles returns SQLite's plan for the query of f, one line per
// step (EXPLAIN QUERY PLAN's detail column), to check that an index is used.
func (s *Store) ExplainFindPuzzles(ctx context.Context, f store.Filter) ([]string, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	query, args, err := dialect.Query(ctx, txQuerier{tx}, &f)
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
