// Package migrations holds the catalog's schema as numbered SQL scripts,
// embedded in the binary. Script NNNN_name.sql takes a catalog from schema
// version NNNN-1 to NNNN; package store applies the pending ones in order,
// each in its own BEGIN IMMEDIATE transaction, and records the version in
// PRAGMA user_version. A script is never edited once released: a change
// is a new script.
package migrations

import "embed"

// FS holds the scripts, 0001_init.sql, 0002_....sql, ... at its root.
//
//go:embed *.sql
var FS embed.FS
