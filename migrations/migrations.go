// Package migrations holds the catalog's schema as numbered SQL scripts,
// embedded in the binary, one folder per database engine: sqlite/ for
// store/sqlite and postgres/ for store/postgres. Script NNNN_name.sql takes
// a catalog from schema version NNNN-1 to NNNN; the engine applies the
// pending ones in order, each in its own transaction that first re-reads
// the version under a lock, and records the new version in the same
// transaction (SQLite's PRAGMA user_version; a table in PostgreSQL). A
// script is never edited once released: a change is a new script, for
// each engine.
package migrations

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

//go:embed sqlite/*.sql postgres/*.sql
var scripts embed.FS

// SQLite and Postgres hold each engine's scripts, 0001_init.sql,
// 0002_....sql, ... at their root.
var (
	SQLite   = sub("sqlite")
	Postgres = sub("postgres")
)

func sub(dir string) fs.FS {
	f, err := fs.Sub(scripts, dir)
	if err != nil {
		panic(err) // the folders are embedded above
	}
	return f
}

// Script is one migration.
type Script struct {
	Version int    // NNNN of the file name: the schema version it makes
	Name    string // the file name
	SQL     string
}

// Load reads the scripts NNNN_name.sql of fsys in order and checks that
// they number 1, 2, 3, ... without gaps.
func Load(fsys fs.FS) ([]Script, error) {
	names, err := fs.Glob(fsys, "*.sql")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	ms := make([]Script, 0, len(names))
	for i, name := range names {
		num, _, ok := strings.Cut(name, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v != i+1 {
			return nil, fmt.Errorf("migrations: %s: want the name %04d_NAME.sql", name, i+1)
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		ms = append(ms, Script{Version: v, Name: name, SQL: string(b)})
	}
	return ms, nil
}
