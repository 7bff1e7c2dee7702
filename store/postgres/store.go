// Package postgres is the catalog (package store) in a PostgreSQL
// database: one catalog that generators on many machines feed at once and
// that the morning's query and export read. It speaks to the server with
// github.com/jackc/pgx/v5 through its own pool (pgxpool) rather than
// database/sql: the native interface passes a whole batch as arrays in one
// statement, reports the server's error codes (which tell a lost
// connection from a refused password from a serialization conflict), and
// has no second pool or driver layer to configure.
//
// How the catalog's promises hold with many writers:
//
//   - Dedup by isomorph key. puzzles.isokey has a unique index. A batch is
//     one multi-row INSERT ... SELECT FROM unnest(arrays) ... ON CONFLICT
//     (isokey) DO NOTHING RETURNING id: one statement and one round trip
//     per batch. When another transaction is inserting the same key, the
//     server waits for it to commit or roll back before deciding, so a
//     class is stored once whichever machine gets there first; the keys
//     not returned are looked up afterwards to tell a Duplicate from an
//     Isomorph. Rows go in ordered by key, so two batches lock keys in the
//     same order and cannot deadlock; ids are drawn from the sequence in
//     the batch's own order first, so they increase in that order. A
//     serialization failure or deadlock, should one happen all the same,
//     reruns the transaction.
//   - Books never share a puzzle. AddBook takes a transaction-scoped
//     advisory lock (pg_advisory_xact_lock) before it selects: book-making
//     transactions run one at a time, as in SQLite, and each selects
//     (READ COMMITTED, a new snapshot per statement, taken after the lock)
//     with every earlier book committed. Books are made by people, seconds
//     apart, so waiting costs nothing and no retry loop is needed; the
//     generators' inserts never take that lock.
//   - Migrations once. Open takes a session advisory lock
//     (pg_advisory_lock) around the migrations: the first process applies
//     each pending script in its own transaction, recording the version
//     in sudoku_catalog in the same transaction; the others wait, then
//     find nothing left to do.
//   - Faults. Every error is classified: a server that cannot be reached
//     or a connection lost mid-transaction (the server restarted) wraps
//     store.ErrUnavailable, and the transaction is then known not to have
//     committed unless the connection broke during COMMIT itself; a bad
//     URL, user, password or database name wraps store.ErrLocation.
//     The pool reconnects by itself, so the same call succeeds once the
//     server is back.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/puzzlebook/sudoku/migrations"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/sqlbuild"
)

// Keys of the advisory locks (pg_advisory_lock), scoped to the database.
const (
	migrateLock = 0x5355444b4d494752 // "SUDKMIGR": applying migrations
	bookLock    = 0x5355444b424f4f4b // "SUDKBOOK": selecting and recording a book
)

// Store is an open PostgreSQL catalog: a store.Catalog. It is safe for
// concurrent use.
type Store struct {
	// Reader reads the catalog: FindPuzzles, EachPuzzle, FindBooks,
	// FindBook, Sources, Stats and Points, each from one read
	// transaction.
	sqlbuild.Reader
	pool *pgxpool.Pool
	name string // the URL without its password
}

var _ store.Catalog = (*Store)(nil)

// IsURL reports whether name is a PostgreSQL URL (postgres:// or
// postgresql://) rather than a file path.
func IsURL(name string) bool {
	return strings.HasPrefix(name, "postgres://") || strings.HasPrefix(name, "postgresql://")
}

// Redact returns the URL with its password, if any, replaced by xxxxx,
// for messages.
func Redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "postgres://..." // unparsable: say nothing of it
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}

// Open opens the catalog in the database the URL names, applying pending
// migrations; a database without tables becomes a catalog. The database
// itself must exist (createdb makes one). Errors wrap store.ErrLocation
// (the URL, user, password or database is wrong), store.ErrUnavailable
// (no server answers), store.ErrNotCatalog (the database holds other
// tables) or store.ErrTooNew.
func Open(ctx context.Context, rawURL string) (*Store, error) { return open(ctx, rawURL, true) }

// OpenExisting opens the catalog as Open does, but refuses with
// store.ErrNoCatalog, creating nothing, when the database holds no
// catalog: for commands that only read.
func OpenExisting(ctx context.Context, rawURL string) (*Store, error) {
	return open(ctx, rawURL, false)
}

func open(ctx context.Context, rawURL string, create bool) (*Store, error) {
	name := Redact(rawURL)
	cfg, err := pgxpool.ParseConfig(rawURL)
	if err != nil {
		// pgx's message repeats the URL, password included: keep only
		// what is wrong.
		msg := err.Error()
		if i := strings.LastIndex(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
		return nil, fmt.Errorf("%s: %w: %s", name, store.ErrLocation, msg)
	}
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = 10 * time.Second
	}
	// Keep idle connections checked, so that those a restarted server
	// dropped are replaced before they are handed out.
	cfg.HealthCheckPeriod = 5 * time.Second
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, classify(err))
	}
	s := &Store{pool: pool, name: name}
	s.Reader = sqlbuild.NewReader(dialect, s.read)
	if err := s.migrate(ctx, create); err != nil {
		pool.Close()
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}

// Path returns the catalog's URL without its password.
func (s *Store) Path() string { return s.name }

// Close closes the catalog's connections.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// SchemaVersion returns the number of PostgreSQL migrations this program
// knows: the version of a catalog it has opened.
func SchemaVersion() int {
	ms, err := migrations.Load(migrations.Postgres)
	if err != nil {
		return 0
	}
	return len(ms)
}

// migrate applies the pending migrations under the migration lock, each
// in its own transaction with the new version.
func (s *Store) migrate(ctx context.Context, create bool) error {
	ms, err := migrations.Load(migrations.Postgres)
	if err != nil {
		return err
	}
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return classify(err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", int64(migrateLock)); err != nil {
		return classify(err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", int64(migrateLock))
	for {
		tx, err := conn.Begin(ctx)
		if err != nil {
			return classify(err)
		}
		version, err := schemaVersion(ctx, tx, create)
		if err == nil && version > len(ms) {
			err = fmt.Errorf("%w: schema version %d, this program knows up to %d; use a newer sudoku",
				store.ErrTooNew, version, len(ms))
		}
		if err != nil || version == len(ms) {
			tx.Rollback(ctx)
			return err
		}
		m := ms[version]
		if _, err := tx.Exec(ctx, m.SQL); err != nil {
			tx.Rollback(ctx)
			return fmt.Errorf("migration %s: %w", m.Name, classify(err))
		}
		if _, err := tx.Exec(ctx, "UPDATE sudoku_catalog SET version = $1", m.Version); err != nil {
			tx.Rollback(ctx)
			return fmt.Errorf("migration %s: %w", m.Name, classify(err))
		}
		if err := tx.Commit(ctx); err != nil {
			return fmt.Errorf("migration %s: %w", m.Name, classify(err))
		}
	}
}

// schemaVersion reads the catalog's version: 0 for a database without
// tables (when create), else an error for a database that is not a
// catalog.
func schemaVersion(ctx context.Context, tx pgx.Tx, create bool) (int, error) {
	var marked bool
	var tables int
	err := tx.QueryRow(ctx, `SELECT to_regclass('sudoku_catalog') IS NOT NULL,
		(SELECT count(*) FROM pg_tables WHERE schemaname = current_schema())`).Scan(&marked, &tables)
	switch {
	case err != nil:
		return 0, classify(err)
	case marked:
		var v int
		err := tx.QueryRow(ctx, "SELECT version FROM sudoku_catalog").Scan(&v)
		return v, classify(err)
	case tables > 0:
		return 0, fmt.Errorf("%w: the database holds other tables (%d), of another program", store.ErrNotCatalog, tables)
	case !create:
		return 0, fmt.Errorf("%w in the database (sudoku generate or sudoku import makes one)", store.ErrNoCatalog)
	}
	return 0, nil
}

// inTx runs fn in a transaction, again when the server asks to (a
// serialization failure or a deadlock), and classifies the error.
func (s *Store) inTx(ctx context.Context, opts pgx.TxOptions, fn func(pgx.Tx) error) error {
	for attempt := 1; ; attempt++ {
		err := pgx.BeginTxFunc(ctx, s.pool, opts, fn)
		if err == nil {
			return nil
		}
		var pe *pgconn.PgError
		if errors.As(err, &pe) && (pe.Code == "40001" || pe.Code == "40P01") && attempt < 8 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(time.Duration(attempt*attempt) * 5 * time.Millisecond):
			}
			continue
		}
		return classify(err)
	}
}

// readTx runs fn in a read-only transaction that sees one snapshot.
func (s *Store) readTx(ctx context.Context, fn func(pgx.Tx) error) error {
	return s.inTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, fn)
}

// classify wraps err with store.ErrUnavailable when the server could not
// be reached or the connection was lost, and with store.ErrLocation when
// the URL names a user, password or database the server refuses. Other
// errors (a constraint the data breaks, a cancelled context) pass as
// they are.
func classify(err error) error {
	var stop sqlbuild.Stop // the caller's own error, from EachPuzzle's fn
	if err == nil || errors.As(err, &stop) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) ||
		errors.Is(err, store.ErrUnavailable) || errors.Is(err, store.ErrLocation) {
		return err
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch {
		case strings.HasPrefix(pe.Code, "28"), pe.Code == "3D000": // authorization; no such database
			return fmt.Errorf("%w: %s", store.ErrLocation, pe.Message)
		case strings.HasPrefix(pe.Code, "08"), pe.Code == "57P01", pe.Code == "57P02", pe.Code == "57P03":
			// connection exception; admin shutdown, crash shutdown, cannot
			// connect now (starting up or shutting down)
			return fmt.Errorf("%w: %s", store.ErrUnavailable, pe.Message)
		}
		return err
	}
	var ne net.Error
	var ce *pgconn.ConnectError
	if errors.As(err, &ce) || errors.As(err, &ne) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) ||
		pgconn.SafeToRetry(err) || pgconn.Timeout(err) {
		return fmt.Errorf("%w: %s", store.ErrUnavailable, brief(err))
	}
	// pgx reports a connection that died mid-statement as a plain error.
	if msg := err.Error(); strings.Contains(msg, "conn closed") || strings.Contains(msg, "connection reset") ||
		strings.Contains(msg, "unexpected EOF") || strings.Contains(msg, "broken pipe") {
		return fmt.Errorf("%w: %s", store.ErrUnavailable, brief(err))
	}
	return err
}

// brief is the last part of a connection error's message: pgx prefixes
// the user, database and address, which the catalog's name already says.
func brief(err error) string {
	msg := err.Error()
	if i := strings.LastIndex(msg, "): "); i >= 0 {
		return msg[i+3:]
	}
	return msg
}
