package book

// Params are how a book was made, as the catalog keeps them with it (as
// JSON, store.Book.Params): enough to list it and to write it again the
// same way. The JSON names are part of every catalog that holds books.
type Params struct {
	// Selection is how the book's puzzles were chosen; nil for a book
	// written again from its record.
	Selection *Selection `json:"selection,omitempty"`
	Layout    Layout     `json:"layout"`
	// Format is the format written (Format's name) and Out where.
	Format string `json:"format"`
	Out    string `json:"out"`
}

// Selection records the selection a book's puzzles were chosen by, as the
// command line gave it: ranges as MIN..MAX, names as written.
type Selection struct {
	Score string `json:"score,omitempty"`
	Clues string `json:"clues,omitempty"`
	// Grade is the grade selected; "" for unrated puzzles, nil for any.
	Grade  *string `json:"grade,omitempty"`
	Rating string  `json:"rating,omitempty"`
	// Scale is the ladder of Rating, Grade and the rating orders; "" when
	// the selection compared no ratings.
	Scale string `json:"scale,omitempty"`
	// Variant is the kinds selected, joined by commas; "" for every kind.
	Variant string `json:"variant,omitempty"`
	// Size is the grid size selected; 0 for any.
	Size int `json:"size,omitempty"`
	// Symmetry is the symmetry selected (iso.Symmetry's name); "" for
	// any.
	Symmetry string `json:"symmetry,omitempty"`
	Order    string `json:"order"`
	Count    int    `json:"count"`
	// Reuse tells that puzzles of earlier books could be chosen again.
	Reuse bool `json:"reuse,omitempty"`
}

// Layout records how a book was laid out: the Options it was written
// with, as they are named on the command line.
type Layout struct {
	Paper     string `json:"paper"`
	PerPage   int    `json:"per_page"`
	Solutions bool   `json:"solutions"`
	Grids     bool   `json:"grids,omitempty"`
	Shade     bool   `json:"shade,omitempty"`
	Hints     bool   `json:"hints,omitempty"`
	// Symbols is what the book prints in place of the digits, as the
	// command line gave it (ParseSymbols reads it at the book's size);
	// "" for the digits.
	Symbols string `json:"symbols,omitempty"`
}

// Options returns the writers' options of l.
func (l Layout) Options() Options {
	o := Options{PerPage: l.PerPage, Paper: Paper(l.Paper), Solutions: l.Solutions, Shade: l.Shade, Hints: l.Hints}
	if l.Grids {
		o.Text = TextGrids
	}
	return o
}
