package store

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
)

// Source kinds.
const (
	KindImport   = "import"
	KindGenerate = "generate"
)

// Source is where puzzles came from: one import of a file, or one
// generator run. What a whole run shares is stored once, here; each
// puzzle names its source and adds its own line, or worker and sequence
// number.
type Source struct {
	ID int64
	// UID names the run in every catalog: 32 lowercase hex digits, drawn
	// at random when the source is first stored and copied with it by
	// sudoku merge, so that a second merge finds it.
	UID  string
	Kind string // KindImport or KindGenerate
	// Name is what users call it: the --source of an import (by default
	// the file name), or the generator's name.
	Name string
	// File is the imported file as named on the command line; "" for
	// standard input or a generator run.
	File string
	// Generator is the generating program and its version.
	Generator string
	// Params holds a generator run's parameters as JSON text.
	Params string
	// Seed is a generator run's seed; nil when there is none. Catalogs
	// keep it as the decimal number the generator prints.
	Seed *uint64
	// Host is the machine the run was made on (its host name); "" when
	// the catalog did not record it (sources stored before it did).
	Host    string
	Created time.Time
}

// PrepareSource checks src before it is stored and fills in what is left
// empty: a new UID and, for a new source (one without a UID), this
// machine's host name; and now (to the second, UTC) as Created.
func PrepareSource(src *Source, now time.Time) error {
	switch {
	case src.Kind != KindImport && src.Kind != KindGenerate:
		return fmt.Errorf("source kind %q: want %q or %q", src.Kind, KindImport, KindGenerate)
	case src.Name == "":
		return fmt.Errorf("source without a name")
	case src.Params != "" && !json.Valid([]byte(src.Params)):
		return fmt.Errorf("source %s: params are not JSON: %.40q", src.Name, src.Params)
	case src.UID != "" && !validUID(src.UID):
		return fmt.Errorf("source %s: uid %q: want 32 lowercase hex digits", src.Name, src.UID)
	}
	// A source given with a UID is a copy of one stored in another
	// catalog: it keeps the host it has, even none.
	if src.UID == "" {
		var b [16]byte
		rand.Read(b[:]) // never fails
		src.UID = hex.EncodeToString(b[:])
		if src.Host == "" {
			src.Host, _ = os.Hostname() // "" when unknown
		}
	}
	if src.Created.IsZero() {
		src.Created = now.UTC().Truncate(time.Second)
	}
	return nil
}

func validUID(s string) bool {
	if len(s) != 32 {
		return false
	}
	for _, c := range []byte(s) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// Record is one catalog entry: a puzzle with its solution, scores,
// ratings and provenance.
type Record struct {
	ID int64
	// Puzzle is the puzzle, of any kind; AddPuzzles stores it in its
	// canonical order (puzzle.Puzzle.Normalize).
	Puzzle puzzle.Puzzle
	// Solution is the puzzle's solution, a grid of its size.
	Solution grid.Grid
	// Key is Puzzle.Key(), the isomorph key. AddPuzzles computes it when
	// it is zero; callers with spare cores compute it before (generate
	// and import do, on their workers).
	Key iso.Key
	// Clues and Symmetry (the name of puzzle.Puzzle.Symmetry: of the
	// whole puzzle, givens, cages and signs; for a classic puzzle its
	// clue pattern's, iso.SymmetryOf) are set by AddPuzzles from Puzzle.
	Clues    int
	Symmetry string
	// Score is the seed score; HasScore tells that it was worked out. A
	// variant's seed search runs to millions of nodes on greater-than
	// sudokus, so generation works it out only under a score target;
	// classic puzzles always have one.
	Score    int
	HasScore bool
	// Rating is the technique rating (the zero Rating when the puzzle was
	// not rated), its grade Rating.Grade(). A variant's is on the variant
	// ladder, whatever its Scale says.
	Rating rating.Rating
	// Stable is the stable score (the median seed score over StableK
	// isomorphic copies); StableK is 0 when it was not computed.
	Stable  float64
	StableK int
	// Minimal tells whether no clue can be removed without losing
	// uniqueness; nil when nobody checked.
	Minimal *bool

	// The provenance: the source (an import or a generator run), and the
	// line of the imported file, or the generator worker and the puzzle's
	// number (from 0) among that worker's puzzles.
	SourceID int64
	// SourceName is the source's Name; FindPuzzles fills it in.
	SourceName string
	Line       int // the line in the imported file; 0 when none
	Worker     *int
	Seq        *int
	// Created is when the puzzle was first stored, to the second, in UTC.
	// AddPuzzles sets it when zero and keeps it otherwise (a merged
	// puzzle keeps the time of its first catalog).
	Created time.Time
}

// SetRatings sets r's technique rating and stable score as package
// score gives them; the catalog keeps the stable score's median and its
// number of copies. It is the one place where score's results become what
// the catalog stores of them.
func (r *Record) SetRatings(rating rating.Rating, st rating.Stable) {
	r.Rating = rating
	r.Stable, r.StableK = st.Median, st.K
}

// Status is what AddPuzzles did with one puzzle.
type Status uint8

// The statuses of AddPuzzles.
const (
	// Stored: the puzzle was added.
	Stored Status = iota + 1
	// Duplicate: the same puzzle was already stored.
	Duplicate
	// Isomorph: a puzzle of the same isomorphism class (a relabelling,
	// reflection, row or column swap, ...) was already stored.
	Isomorph
)

func (st Status) String() string {
	switch st {
	case Stored:
		return "stored"
	case Duplicate:
		return "duplicate"
	case Isomorph:
		return "isomorph"
	}
	return fmt.Sprintf("Status(%d)", uint8(st))
}

// Outcome is what AddPuzzles did with one puzzle: with Stored, ID is the
// new puzzle's id; otherwise the id of the stored puzzle it duplicates.
type Outcome struct {
	Status Status
	ID     int64
}

// Prepare checks every puzzle of a batch (see Check) and sets its Key
// (when zero), Clues and Symmetry; the error of the first bad one names
// it and wraps ErrInvalid. Engines call it first in AddPuzzles.
func Prepare(rs []*Record) error {
	for i, r := range rs {
		if err := Check(r); err != nil {
			return fmt.Errorf("puzzle %d of %d (%s): %w", i+1, len(rs), &r.Puzzle, err)
		}
		r.Puzzle.Normalize() // stored in its canonical form
		if r.Key == (iso.Key{}) {
			r.Key = r.Puzzle.Key()
		}
		r.Clues = r.Puzzle.Givens.Clues()
		r.Symmetry = r.Puzzle.Symmetry().String()
		if !r.HasScore {
			r.Score = 0
		}
	}
	return nil
}

// Check tests the invariants of a record to store. A puzzle on the
// classic houses with a solution passes grid.Nine.Validate (its givens
// agree with a valid full grid), so IsSolutionOf covers both, at a tenth
// of the cost. A jigsaw's solution need not fill the boxes, nor a classic
// grid's the diagonals or windows: those are checked against their own
// houses (puzzle.Puzzle.IsSolution), and a puzzle on joined grids against
// every grid's houses on its board (puzzle.Puzzle.Solves).
func Check(r *Record) error {
	p, rt := &r.Puzzle, &r.Rating
	switch {
	case p.ClassicShape() && p.N() == 9 && !r.Solution.Nine().IsSolutionOf(p.Givens.Nine()):
		if err := p.Validate(); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalid, err)
		}
		return fmt.Errorf("%w: the solution %s does not solve it", ErrInvalid, r.Solution.Nine())
	case r.SourceID <= 0:
		return fmt.Errorf("%w: no source", ErrInvalid)
	case r.Score < 0:
		return fmt.Errorf("%w: score %d", ErrInvalid, r.Score)
	case rt.Value < 0 || rt.Value > rating.MaxValue:
		return fmt.Errorf("%w: rating %d tenths (want 1 to %d, or 0: not rated)", ErrInvalid, rt.Value, rating.MaxValue)
	case !rt.Rated() && rt.Estimated:
		return fmt.Errorf("%w: an estimated rating of 0", ErrInvalid)
	case rt.Rated() && rt.Technique >= rating.NumTechniques:
		return fmt.Errorf("%w: rating by unknown technique %d", ErrInvalid, rt.Technique)
	case rt.Rated() && p.IsClassic() && rt.Scale >= rating.NumScales:
		return fmt.Errorf("%w: rating on unknown scale %d", ErrInvalid, rt.Scale)
	case r.StableK < 0 || r.Stable < 0:
		return fmt.Errorf("%w: stable score %g over %d copies", ErrInvalid, r.Stable, r.StableK)
	case p.IsClassic() && !r.HasScore:
		return fmt.Errorf("%w: a classic puzzle without its seed score", ErrInvalid)
	case !p.IsClassic():
		if err := p.Validate(); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalid, err)
		}
		if p.N() == 9 && p.Layout == nil && !p.IsSolution(r.Solution.Nine()) || (p.N() != 9 || p.Layout != nil) && !p.Solves(&r.Solution) {
			return fmt.Errorf("%w: %s with solution %s", ErrInvalid, p, SolutionText(r))
		}
	}
	return nil
}

// DecodeRating sets r's Rating from a row's rating (0 for NULL),
// technique, scale (NULL read as "") and estimated columns.
func DecodeRating(r *Record, value int, technique, scale string, estimated bool) error {
	r.Rating = rating.Rating{}
	if value == 0 {
		return nil
	}
	t, err := rating.ParseTechnique(technique)
	if err != nil {
		return fmt.Errorf("puzzle %d: %w", r.ID, err)
	}
	r.Rating = rating.Rating{Value: rating.Value(value), Technique: t, Estimated: estimated}
	if scale == "" {
		return nil
	}
	if r.Rating.Scale, err = rating.ParseScale(scale); err != nil {
		return fmt.Errorf("puzzle %d: %w", r.ID, err)
	}
	return nil
}

// RatingColumns are the rating, technique, grade and scale columns of r's
// row, each "" or 0 for NULL: the scale only for a rated classic puzzle,
// since variants are rated on their own ladder.
func RatingColumns(r *Record) (value int, technique, grade, scale string) {
	if !r.Rating.Rated() {
		return 0, "", "", ""
	}
	value, technique, grade = int(r.Rating.Value), r.Rating.Technique.String(), r.Rating.Grade().String()
	if r.Puzzle.IsClassic() {
		scale = r.Rating.Scale.String()
	}
	return value, technique, grade, scale
}

// Identity is what tells a duplicate from an isomorph when a puzzle's
// class is stored: its givens, and a variant's canonical JSON after them.
// Engines read it back from a row as puzzle || coalesce(variant, ”).
func Identity(r *Record) string {
	if r.Puzzle.IsClassic() {
		return GivensText(r)
	}
	return GivensText(r) + r.Puzzle.String()
}

// GivensText is the text the catalog keeps of r's givens: N² characters,
// digits 1-9 then A-P, '.' for blanks (81 on the classic grid); on
// joined grids one digit or '.' for each cell of the board, in reading
// order, holes left out.
func GivensText(r *Record) string { return r.Puzzle.FormatCells(&r.Puzzle.Givens) }

// SolutionText is the text the catalog keeps of r's solution: N²
// characters, digits 1-9 then A-P (81 on the classic grid); on joined
// grids a digit for each cell of the board.
func SolutionText(r *Record) string { return r.Puzzle.FormatCells(&r.Solution) }

// DecodeRow fills in r's puzzle, solution and key from the text an engine
// stores them as (variantText nil for a classic puzzle), so that every
// engine reads a row the same way; the error names r.ID.
func DecodeRow(r *Record, givens, solution string, key []byte, variantText *string) error {
	r.Puzzle = puzzle.Puzzle{}
	if variantText != nil {
		p, err := puzzle.Parse(*variantText)
		if err != nil {
			return fmt.Errorf("puzzle %d: bad variant: %w", r.ID, err)
		}
		if p.Cells() != len(givens) {
			return fmt.Errorf("puzzle %d: bad row: a %s puzzle of %d cells with %d cells of givens", r.ID, p.Kind(), p.Cells(), len(givens))
		}
		r.Puzzle = p
	}
	var errGivens, errSolution error
	if r.Puzzle.Layout != nil {
		// A board's cells are not a square: its variant tells how many
		// there are, and its digits go up to 9.
		r.Puzzle.Givens, errGivens = parseCells(givens, 9)
		r.Solution, errSolution = parseCells(solution, 9)
	} else {
		r.Puzzle.Givens, errGivens = ParseCanonical(givens)
		r.Solution, errSolution = ParseCanonical(solution)
	}
	if err := errors.Join(errGivens, errSolution); err != nil || len(key) != len(r.Key) || len(givens) != len(solution) {
		return fmt.Errorf("puzzle %d: bad row: %v, key of %d bytes, givens of %d cells, solution of %d", r.ID, err, len(key), len(givens), len(solution))
	}
	copy(r.Key[:], key)
	return nil
}

// ParseCanonical reads the canonical text form that catalogs store (N²
// characters for an N×N grid, digits 1-9 then A-P, '.' for blanks; 81
// on the classic grid), faster than grid.Parse.
func ParseCanonical(s string) (grid.Grid, error) {
	var g grid.Grid
	n := 0
	for n*n < len(s) {
		n++
	}
	if n*n != len(s) || n < grid.MinSize || n > grid.MaxSize {
		return g, fmt.Errorf("%w: %d characters", grid.ErrLength, len(s))
	}
	return parseCells(s, n)
}

// parseCells reads s, one character a cell (digits 1-9 then A-P up to
// n, '.' for blanks), into a grid.
func parseCells(s string, n int) (grid.Grid, error) {
	var g grid.Grid
	if len(s) > len(g) {
		return g, fmt.Errorf("%w: %d characters", grid.ErrLength, len(s))
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '1' && c <= '9':
			g[i] = c - '0'
		case c >= 'A' && c <= 'A'+byte(n)-10:
			g[i] = c - 'A' + 10
		case c != '.':
			return g, fmt.Errorf("%w %q at cell %d", grid.ErrChar, rune(c), i+1)
		}
	}
	return g, nil
}
