package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"strings"
)

// table writes rows in one of the table formats of the commands that
// print one row per puzzle: tsv (fields joined by tabs, no header), csv
// (a header row, then each row quoted as CSV needs) or json (one object a
// line, the row's JSON value); other formats are the command's own, and
// table leaves them to it (is reports whether it writes one).
type table struct {
	format string
	w      *bufio.Writer
	csv    *csv.Writer
	json   *json.Encoder
}

// newTable starts a table in format on w; csv writes header first.
func newTable(format string, w *bufio.Writer, header ...string) *table {
	t := &table{format: format, w: w}
	switch format {
	case "csv":
		t.csv = csv.NewWriter(w)
		t.csv.Write(header)
	case "json":
		t.json = json.NewEncoder(w)
	}
	return t
}

// is reports whether t writes its rows: its format is tsv, csv or json.
func (t *table) is() bool { return t.format == "tsv" || t.csv != nil || t.json != nil }

// row writes one row: fields in tsv and csv, and jsonValue, which makes
// the row's JSON value only when it is needed, in json.
func (t *table) row(fields []string, jsonValue func() any) error {
	switch {
	case t.csv != nil:
		return t.csv.Write(fields)
	case t.json != nil:
		return t.json.Encode(jsonValue())
	}
	_, err := t.w.WriteString(strings.Join(fields, "\t") + "\n")
	return err
}

// flush writes what is buffered.
func (t *table) flush() error {
	if t.csv != nil {
		t.csv.Flush()
		if err := t.csv.Error(); err != nil {
			return err
		}
	}
	return t.w.Flush()
}
