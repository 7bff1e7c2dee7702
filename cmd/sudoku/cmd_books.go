package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/book"
)

func booksCommand() *cli.Command {
	return &cli.Command{
		Name:  "books",
		Usage: "list the books exported from the catalog",
		Description: "Prints one row per book that export recorded: its id (for export --book),\n" +
			"when it was made (UTC), how many puzzles it holds, its title, the file it was\n" +
			"written to and the export flags that chose its puzzles and layout.\n" +
			"--format json prints one object per line with the recorded parameters.",
		Flags:  []cli.Flag{dbFlag(), formatFlag("text", "json")},
		Action: doBooks,
	}
}

// bookJSON is one line of books --format json.
type bookJSON struct {
	ID      int64           `json:"id"`
	Title   string          `json:"title"`
	Created string          `json:"created"` // RFC 3339, UTC
	Puzzles int             `json:"puzzles"`
	Params  json.RawMessage `json:"params"`
}

func doBooks(c *cli.Context) (err error) {
	fm, err := format(c, "text", "json")
	if err != nil {
		return err
	}
	st, err := openCatalogToRead(c)
	if err != nil {
		return err
	}
	defer closeCatalog(st, &err)
	books, err := st.FindBooks(c.Context)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(c.App.Writer)
	if fm == "json" {
		enc := json.NewEncoder(bw)
		for _, b := range books {
			err := enc.Encode(bookJSON{b.ID, b.Title, b.Created.Format(time.RFC3339), b.Puzzles, json.RawMessage(b.Params)})
			if err != nil {
				return err
			}
		}
		return bw.Flush()
	}
	tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "id\tcreated (UTC)\tpuzzles\ttitle\tout\toptions")
	for _, b := range books {
		var p book.Params
		opts := "?" // parameters this program cannot read
		if json.Unmarshal([]byte(b.Params), &p) == nil {
			opts = exportFlags(&p)
		}
		fmt.Fprintf(tw, "%d\t%s\t%d\t%s\t%s\t%s\n", b.ID, b.Created.Format("2006-01-02 15:04"), b.Puzzles, b.Title, p.Out, opts)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	return bw.Flush()
}

// exportFlags returns the export flags that chose the book's puzzles and
// layout, leaving out those at their defaults.
func exportFlags(p *book.Params) string {
	var fs []string
	add := func(name, value string) {
		if value == "" || strings.ContainsAny(value, " \t\"'\\") {
			value = strconv.Quote(value)
		}
		fs = append(fs, "--"+name+" "+value)
	}
	flag := func(name string) { fs = append(fs, "--"+name) }
	if s := p.Selection; s != nil {
		if s.Score != "" {
			add("score", s.Score)
		}
		if s.Clues != "" {
			add("clues", s.Clues)
		}
		if s.Grade != nil {
			add("grade", *s.Grade)
		}
		if s.Rating != "" {
			add("rating", s.Rating)
		}
		if s.Variant != "" {
			add("variant", s.Variant)
		}
		if s.Symmetry != "" {
			add("symmetry", s.Symmetry)
		}
		if s.Order != "" && s.Order != exportOrder {
			add("order", s.Order)
		}
		add("count", strconv.Itoa(s.Count))
		if s.Reuse {
			flag("reuse")
		}
	}
	l := p.Layout
	if l.Paper != "" && l.Paper != string(book.A4) {
		add("paper", l.Paper)
	}
	if l.PerPage != 0 && l.PerPage != 4 {
		add("per-page", strconv.Itoa(l.PerPage))
	}
	if l.Solutions {
		flag("solutions")
	}
	if l.Grids {
		flag("grids")
	}
	if l.Shade {
		flag("shade")
	}
	if l.Hints {
		flag("hints")
	}
	return strings.Join(fs, " ")
}
