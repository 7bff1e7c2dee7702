// Package sqlite is the catalog (package store) in one SQLite file: the
// pure-Go modernc.org/sqlite driver, no C compiler, no server. It is the
// default engine, for a catalog on one machine.
//
// A Store keeps two connection pools on one file in WAL mode: readers, and
// a single writer whose transactions begin with BEGIN IMMEDIATE, so a write
// never fails half-way for want of the lock; SQLite has one writer anyway,
// and that is what keeps the catalog's promises with several processes:
// each batch (AddPuzzles) is one writer transaction that inserts with
// ON CONFLICT DO NOTHING against the unique index of isomorph keys, and
// AddBook selects and records a book in one writer transaction, so
// concurrent books never share a puzzle. Pragmas go in the DSN, because a
// pool opens connections on its own. A killed process leaves whole
// batches only.
//
// Filter.Unused leaves out what books hold with one probe of the
// book_puzzles_puzzle index per row, beside the scan of the order's index.
//
// The schema lives in migrations.SQLite. Open applies the pending scripts
// in order, each in its own BEGIN IMMEDIATE transaction that first
// re-reads PRAGMA user_version, so processes opening a new file together
// apply each script once. Open first looks at an existing file through a
// read-only connection and leaves alone any file that is not a catalog,
// or is a catalog from a newer program.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"time"

	sqlitedriver "modernc.org/sqlite" // registers the "sqlite" driver
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/puzzlebook/sudoku/migrations"
	"github.com/puzzlebook/sudoku/store"
	"github.com/puzzlebook/sudoku/store/sqlbuild"
)

// applicationID marks a SQLite file as a catalog ("SUDK"); 0001_init.sql
// sets it.
const applicationID = 0x5355444B

// busyTimeout is how long, in milliseconds, a connection waits for another
// process's write transaction (a batch takes milliseconds).
const busyTimeout = 10000

// Store is an open SQLite catalog: a store.Catalog. It is safe for
// concurrent use.
type Store struct {
	// Reader reads the catalog: FindPuzzles, EachPuzzle, FindBooks,
	// FindBook, Sources, Stats and Points, each from one read
	// transaction.
	sqlbuild.Reader
	path string  // as given
	db   *sql.DB // readers
	wdb  *sql.DB // the one writer; BEGIN IMMEDIATE
}

var _ store.Catalog = (*Store)(nil)

// Open opens the catalog at path, creating it if the file does not exist
// or is empty, and applies pending migrations. The folder must exist.
// Errors wrap store.ErrNotCatalog or store.ErrTooNew for files it leaves
// alone.
func Open(path string) (*Store, error) { return open(path, true) }

// OpenExisting opens the catalog at path as Open does, but refuses with
// store.ErrNoCatalog, creating nothing, when there is no file or an empty one:
// for commands that only read, a mistyped path must not be answered by a
// new empty catalog.
func OpenExisting(path string) (*Store, error) { return open(path, false) }

func open(path string, create bool) (*Store, error) {
	ctx := context.Background()
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	ms, err := migrations.Load(migrations.SQLite)
	if err != nil {
		return nil, err
	}
	isNew, err := identify(ctx, path, abs, len(ms))
	switch {
	case err != nil:
		return nil, err
	case isNew && !create:
		return nil, fmt.Errorf("%w at %s", store.ErrNoCatalog, path)
	case isNew:
		if dir := filepath.Dir(abs); !isDir(dir) {
			return nil, fmt.Errorf("%s: folder %s does not exist", path, filepath.Dir(path))
		}
	}
	s := &Store{path: path}
	s.Reader = sqlbuild.NewReader(dialect, s.read)
	if s.db, err = sql.Open("sqlite", dsn(abs, nil)); err != nil {
		return nil, err
	}
	s.wdb, err = sql.Open("sqlite", dsn(abs, url.Values{
		"_txlock": {"immediate"},
		// A batch dirties index pages all over the file. A 64 MiB cache
		// keeps them hot across batches, and checkpointing every 10,000
		// pages (40 MiB of WAL) instead of 1,000 stops each batch from
		// rewriting the same pages into the database file: about 1.6
		// times the rows per second.
		"_pragma": {"cache_size(-65536)", "wal_autocheckpoint(10000)"},
	}))
	if err != nil {
		s.db.Close()
		return nil, err
	}
	s.wdb.SetMaxOpenConns(1)
	if err := s.init(ctx, ms); err != nil {
		s.db.Close()
		s.wdb.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

func (s *Store) init(ctx context.Context, ms []migrations.Script) error {
	// The first connection switches a new file to WAL. SQLite answers
	// SQLITE_BUSY at once, without waiting out busy_timeout, when another
	// connection is switching the same new file at that moment, so that
	// case is retried here until the timeout.
	var mode string
	deadline := time.Now().Add(busyTimeout * time.Millisecond)
	for {
		err := s.wdb.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode)
		if err == nil {
			break
		}
		if sqliteCode(err) != sqlite3.SQLITE_BUSY || time.Now().After(deadline) {
			return err
		}
		time.Sleep(5 * time.Millisecond)
	}
	if mode != "wal" {
		return fmt.Errorf("journal mode is %q, want wal (a file system without shared memory?)", mode)
	}
	for {
		done, err := s.migrate(ctx, ms)
		if err != nil || done {
			return err
		}
	}
}

// Close closes the catalog. It first lets SQLite refresh the statistics
// its query planner uses, if they are stale.
func (s *Store) Close() error {
	// Best effort: a catalog that is busy or read-only still closes.
	s.wdb.Exec("PRAGMA optimize")
	return errors.Join(s.db.Close(), s.wdb.Close())
}

// Path returns the path the catalog was opened with.
func (s *Store) Path() string { return s.path }

// dsn is the driver's name for the file at abs with the pragmas every
// connection needs, plus extra.
func dsn(abs string, extra url.Values) string {
	q := url.Values{"_pragma": {
		"busy_timeout(" + strconv.Itoa(busyTimeout) + ")",
		"journal_mode(wal)",
		"foreign_keys(1)",
		// In WAL mode a crash of the process loses nothing committed; a
		// power cut may lose the last batches but never corrupts.
		"synchronous(normal)",
	}}
	for k, vs := range extra {
		q[k] = append(q[k], vs...)
	}
	u := url.URL{Scheme: "file", Path: abs, RawQuery: q.Encode()}
	return u.String()
}

// isDir reports whether path is a directory.
func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// identify looks at an existing, non-empty file through a read-only
// connection, which changes nothing, and says whether Open may go on: the
// file must be a catalog no newer than latest, or a database with no tables
// at all. isNew reports a missing or empty file, where a catalog is yet
// to be made.
func identify(ctx context.Context, path, abs string, latest int) (isNew bool, err error) {
	fi, err := os.Stat(abs)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return true, nil
	case err != nil:
		return false, err
	case fi.IsDir():
		return false, fmt.Errorf("%s: %w: it is a directory", path, store.ErrNotCatalog)
	case fi.Size() == 0:
		return true, nil
	}
	q := url.Values{
		"mode":    {"ro"},
		"_pragma": {"busy_timeout(" + strconv.Itoa(busyTimeout) + ")"},
	}
	// Without a -wal file the database file holds everything, and
	// immutable=1 reads it without creating a -wal or -shm beside it. With
	// one, a writer may be at work: read through the WAL like any reader.
	if _, err := os.Stat(abs + "-wal"); errors.Is(err, fs.ErrNotExist) {
		q.Set("immutable", "1")
	}
	u := url.URL{Scheme: "file", Path: abs, RawQuery: q.Encode()}
	db, err := sql.Open("sqlite", u.String())
	if err != nil {
		return false, err
	}
	defer db.Close()
	var h header
	if err := h.read(ctx, db); err != nil {
		if sqliteCode(err) == sqlite3.SQLITE_NOTADB {
			return false, fmt.Errorf("%s: %w: not a SQLite database", path, store.ErrNotCatalog)
		}
		return false, fmt.Errorf("%s: %w", path, err)
	}
	if err := h.check(latest); err != nil {
		return false, fmt.Errorf("%s: %w", path, err)
	}
	// A database with no tables yet is a catalog to be made too.
	return h.appID == 0 && h.version == 0 && h.tables == 0, nil
}

// header is what tells a catalog, and its version, from other files.
type header struct {
	appID, version, tables int
}

// querier is what header.read needs: a *sql.DB or a *sql.Tx.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func (h *header) read(ctx context.Context, q querier) error {
	return q.QueryRowContext(ctx, `SELECT
		(SELECT application_id FROM pragma_application_id()),
		(SELECT user_version FROM pragma_user_version()),
		(SELECT count(*) FROM sqlite_schema)`).Scan(&h.appID, &h.version, &h.tables)
}

// check says whether a catalog with this header can be opened by a
// program that knows versions up to latest.
func (h *header) check(latest int) error {
	switch {
	case h.appID == 0 && h.version == 0 && h.tables == 0:
		return nil // a new, empty database
	case h.appID != applicationID:
		return fmt.Errorf("%w: it is a SQLite database of another program (application_id %#x, %d schema objects)",
			store.ErrNotCatalog, h.appID, h.tables)
	case h.version > latest:
		return fmt.Errorf("%w: schema version %d, this program knows up to %d; use a newer sudoku",
			store.ErrTooNew, h.version, latest)
	}
	return nil
}

// migrate applies the next pending migration, if any, in one BEGIN
// IMMEDIATE transaction. It re-reads the version inside the transaction:
// another process may have migrated since the last look.
//
// A migration runs with foreign keys off, as SQLite's procedure for
// rebuilding a table asks (a DROP TABLE with foreign keys on would first
// delete the rows that others point at), and PRAGMA foreign_key_check
// must find nothing before it commits. The pragma cannot change inside a
// transaction, so it is switched on the writer's one connection around
// the transaction, and back on whatever happens.
func (s *Store) migrate(ctx context.Context, ms []migrations.Script) (done bool, err error) {
	conn, err := s.wdb.Conn(ctx)
	if err != nil {
		return false, err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "PRAGMA foreign_keys = OFF"); err != nil {
		return false, err
	}
	defer func() {
		if _, ferr := conn.ExecContext(context.WithoutCancel(ctx), "PRAGMA foreign_keys = ON"); err == nil && ferr != nil {
			err = ferr
		}
	}()
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	var h header
	if err := h.read(ctx, tx); err != nil {
		return false, err
	}
	if err := h.check(len(ms)); err != nil {
		return false, err
	}
	if h.version == len(ms) {
		return true, nil
	}
	m := ms[h.version]
	if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
		return false, fmt.Errorf("migration %s: %w", m.Name, err)
	}
	if err := foreignKeyCheck(ctx, tx); err != nil {
		return false, fmt.Errorf("migration %s: %w", m.Name, err)
	}
	// PRAGMA takes no parameters; m.Version is an int.
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.Version)); err != nil {
		return false, fmt.Errorf("migration %s: %w", m.Name, err)
	}
	if err := tx.Commit(); err != nil {
		return false, fmt.Errorf("migration %s: %w", m.Name, err)
	}
	return false, nil
}

// foreignKeyCheck fails if some row points at a row that is not there.
func foreignKeyCheck(ctx context.Context, tx *sql.Tx) error {
	var table, parent string
	var rowid sql.NullInt64
	var fk int
	err := tx.QueryRowContext(ctx, "PRAGMA foreign_key_check").Scan(&table, &rowid, &parent, &fk)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil
	case err != nil:
		return err
	}
	return fmt.Errorf("foreign key check: row %d of %s points at a missing row of %s", rowid.Int64, table, parent)
}

// SchemaVersion returns the number of SQLite migrations this program
// knows: the PRAGMA user_version of a catalog it has opened.
func SchemaVersion() int {
	ms, err := migrations.Load(migrations.SQLite)
	if err != nil {
		return 0
	}
	return len(ms)
}

// sqliteCode returns the primary SQLite result code of err, or 0.
func sqliteCode(err error) int {
	var se *sqlitedriver.Error
	if errors.As(err, &se) {
		return se.Code() & 0xff
	}
	return 0
}
