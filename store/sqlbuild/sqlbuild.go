// Package sqlbuild is the SQL the catalog's two engines share, written
// once: the query that selects a store.Filter's puzzles, the row a puzzle
// is read from, and every read of the catalog (its puzzles, books,
// sources, statistics), which Reader runs in an engine's read
// transaction. store/sqlite and store/postgres both build on it; what
// their SQL differs in is a Dialect, the placeholder style above all
// (?1 or $1). The writes, whose statements and value types follow each
// engine's way of batching, stay in the engines.
//
// It runs queries through Querier, which each engine implements on its
// driver's transaction (database/sql's, pgx's), and scans rows into
// types both drivers fill: int64, sql.Null for nullable columns (pgx
// reads it as a sql.Scanner), and a time read as whatever the driver
// returns (the RFC 3339 text SQLite keeps, the timestamptz PostgreSQL
// does).
package sqlbuild

import (
	"context"
	"fmt"
	"strconv"
	"time"
)

// Dialect is what the engines' SQL differs in.
type Dialect struct {
	// Mark starts a placeholder, the argument's number follows: '?' for
	// SQLite (?NNN), '$' for PostgreSQL.
	Mark byte
	// NoLimit is the LIMIT that sets none: -1 in SQLite, NULL (nil) in
	// PostgreSQL, each refusing the other's.
	NoLimit any
	// ByteOrder is the COLLATE clause that sorts text by its bytes, as
	// the names of grades and scales are listed: "" where that is the
	// default (SQLite's BINARY); PostgreSQL's default follows the locale.
	ByteOrder string
	// Lateral reads a range of clue counts in score order with one
	// LATERAL subquery per clue count, for PostgreSQL, which does not
	// merge the index scans of a UNION ALL in order; without it, with a
	// UNION ALL of one SELECT per clue count, which SQLite merges. See
	// Dialect.Query.
	Lateral bool
}

// Rows is a result set as both drivers give one: pgx.Rows as it is, a
// *sql.Rows behind a Close without a result.
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
	Close()
}

// Querier runs a query in an engine's transaction: *sql.Tx or pgx.Tx
// behind an adapter.
type Querier interface {
	Query(ctx context.Context, query string, args ...any) (Rows, error)
}

// each runs query and calls fn with each row, until fn's first error.
func each(ctx context.Context, q Querier, query string, args []any, fn func(Rows) error) error {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// eachInto runs query, scanning each row into dest, then calling fn.
func eachInto(ctx context.Context, q Querier, query string, dest []any, fn func()) error {
	return each(ctx, q, query, nil, func(r Rows) error {
		err := r.Scan(dest...)
		if err == nil {
			fn()
		}
		return err
	})
}

// one runs a query of one row and scans it into dest.
func one(ctx context.Context, q Querier, query string, args []any, dest ...any) error {
	found := false
	err := each(ctx, q, query, args, func(r Rows) error {
		found = true
		return r.Scan(dest...)
	})
	if err == nil && !found {
		return fmt.Errorf("no row: %.40s", query)
	}
	return err
}

// args collects a query's arguments and names their placeholders.
type args struct {
	mark byte
	vals []any
}

// add appends v and returns its placeholder.
func (a *args) add(v any) string {
	a.vals = append(a.vals, v)
	return string(a.mark) + strconv.Itoa(len(a.vals))
}

// createdOf reads the created column of a row, that of thing id, as the
// driver returns it: RFC 3339 text (SQLite) or a time.Time (PostgreSQL),
// in UTC.
func createdOf(v any, thing string, id int64) (time.Time, error) {
	var t time.Time
	var err error
	switch c := v.(type) {
	case time.Time:
		t = c.UTC()
	case string:
		t, err = time.Parse(time.RFC3339, c)
	case []byte:
		t, err = time.Parse(time.RFC3339, string(c))
	default:
		err = fmt.Errorf("a time of type %T", v)
	}
	if err != nil {
		return t, fmt.Errorf("%s %d: created: %w", thing, id, err)
	}
	return t, nil
}
