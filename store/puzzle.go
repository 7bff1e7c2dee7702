package store

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/puzzlebook/sudoku/iso"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/score"
	"github.com/puzzlebook/sudoku/solve"
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

// Puzzle is one catalog entry.
type Puzzle struct {
	ID       int64
	Puzzle   solve.Grid
	Solution solve.Grid
	// Key is iso.KeyOf(Puzzle). AddPuzzles computes it when it is zero;
	// callers with spare cores compute it before (the writer is one).
	Key iso.Key
	// Clues and Symmetry (iso.SymmetryOf's name) are set by AddPuzzles from
	// Puzzle.
	Clues    int
	Symmetry string
	Score    int // the seed score
	// NoScore tells that Score was not worked out. A variant's seed
	// search runs to millions of nodes on greater-than sudokus, so
	// generation works it out only under a score target; classic puzzles
	// always have one.
	NoScore bool
	// Variant is the puzzle when it has killer cages or greater-than
	// signs, its givens equal to Puzzle; nil for a classic puzzle.
	Variant *puzzle.Puzzle
	// Rating is the technique rating on Sudoku Explainer's scale in
	// tenths (SE 7.3 is 73), Technique its hardest step's technique and
	// Grade its band (score.Rating, score.Technique and score.Grade by
	// name); 0 and "" when the puzzle was not rated.
	Rating    int
	Technique string
	Grade     string
	// Scale is the ladder a classic puzzle's Rating is on: score.SE,
	// classic Sudoku Explainer 1.2.1's, or score.Sukaku. Variants are
	// rated on their own ladder, and the field is ignored for them and for
	// unrated puzzles.
	Scale score.Scale
	// Estimated tells that Rating is the ladder's estimate of the nested
	// forcing chains, not a step found (score.Path.Estimated).
	Estimated bool
	// Stable is the stable score (the median seed score over StableK
	// isomorphic copies); StableK is 0 when it was not computed.
	Stable  float64
	StableK int
	// Minimal tells whether no clue can be removed without losing
	// uniqueness; nil when nobody checked.
	Minimal  *bool
	SourceID int64
	// SourceName is the source's Name; FindPuzzles fills it in.
	SourceName string
	Line       int  // the line in the imported file; 0 when none
	Worker     *int // the generator worker that made it
	Seq        *int // its number (from 0) among that worker's puzzles
	// Created is when the puzzle was first stored, to the second, in UTC.
	// AddPuzzles sets it when zero and keeps it otherwise (a merged
	// puzzle keeps the time of its first catalog).
	Created time.Time
}

// Kind names what the puzzle is: "classic", "killer", "greater" or
// "killer-greater" (puzzle.Puzzle.Kind).
func (p *Puzzle) Kind() string {
	if p.Variant == nil {
		return "classic"
	}
	return p.Variant.Kind().String()
}

// Kinds lists the kinds of puzzle, as Puzzle.Kind names them.
var Kinds = []string{"classic", "killer", "greater", "killer-greater"}

// KeyOf is a puzzle's isomorph key: for a classic puzzle iso.KeyOf, the
// minlex form under the whole Sudoku group; for a variant its
// variant.KeyOf (the SHA-256 of its canonical form under the symmetries
// of the square) after a first byte 0xff, which no minlex form starts
// with, and its kind's index, so that keys of every kind share one
// unique index without ever colliding.
func KeyOf(p *Puzzle) iso.Key {
	if p.Variant == nil {
		return iso.KeyOf(p.Puzzle)
	}
	return p.Variant.Key()
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
func Prepare(ps []*Puzzle) error {
	for i, p := range ps {
		if err := Check(p); err != nil {
			return fmt.Errorf("puzzle %d of %d (%s): %w", i+1, len(ps), p.Puzzle, err)
		}
		if p.Variant != nil {
			p.Variant.Normalize() // stored in its canonical form
		}
		if p.Key == (iso.Key{}) {
			p.Key = KeyOf(p)
		}
		p.Clues = p.Puzzle.Clues()
		p.Symmetry = iso.SymmetryOf(p.Puzzle).String()
		if p.Variant != nil {
			p.Symmetry = iso.None.String() // a clue pattern's: classic only
		}
		if p.NoScore {
			p.Score = 0
		}
	}
	return nil
}

// Check tests the invariants of a puzzle to store. A puzzle with a
// solution passes solve.Grid.Validate (its givens agree with a valid full
// grid), so IsSolutionOf covers both, at a tenth of the cost.
func Check(p *Puzzle) error {
	switch {
	case !p.Solution.IsSolutionOf(p.Puzzle):
		if err := p.Puzzle.Validate(); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalid, err)
		}
		return fmt.Errorf("%w: the solution %s does not solve it", ErrInvalid, p.Solution)
	case p.SourceID <= 0:
		return fmt.Errorf("%w: no source", ErrInvalid)
	case p.Score < 0:
		return fmt.Errorf("%w: score %d", ErrInvalid, p.Score)
	case p.Rating < 0 || p.Rating > int(score.MaxRating):
		return fmt.Errorf("%w: rating %d tenths (want 1 to %d, or 0: not rated)", ErrInvalid, p.Rating, score.MaxRating)
	case p.Rating == 0 && p.Estimated:
		return fmt.Errorf("%w: an estimated rating of 0", ErrInvalid)
	case p.Rating > 0 && p.Variant == nil && p.Scale >= score.NumScales:
		return fmt.Errorf("%w: rating on unknown scale %d", ErrInvalid, p.Scale)
	case p.StableK < 0 || p.Stable < 0:
		return fmt.Errorf("%w: stable score %g over %d copies", ErrInvalid, p.Stable, p.StableK)
	case p.Variant == nil && p.NoScore:
		return fmt.Errorf("%w: a classic puzzle without its seed score", ErrInvalid)
	case p.Variant != nil:
		v := p.Variant
		if err := v.Validate(); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalid, err)
		}
		if v.Givens != p.Puzzle || v.IsClassic() || !v.IsSolution(p.Solution) {
			return fmt.Errorf("%w: variant %s with givens %s and solution %s", ErrInvalid, v.String(), p.Puzzle, p.Solution)
		}
	}
	return nil
}

// DecodeScale sets p's Scale and Estimated from a row's scale (NULL read
// as "") and estimated columns.
func DecodeScale(p *Puzzle, scale string, estimated bool) error {
	p.Scale, p.Estimated = score.SE, estimated
	if scale == "" {
		return nil
	}
	sc, err := score.ParseScale(scale)
	if err != nil {
		return fmt.Errorf("puzzle %d: %w", p.ID, err)
	}
	p.Scale = sc
	return nil
}

// ScaleName is the name of the ladder p's rating is on, as catalogs
// store it: "se" or "sukaku" for a rated classic puzzle, "" otherwise.
func ScaleName(p *Puzzle) string {
	if p.Variant != nil || p.Rating == 0 {
		return ""
	}
	return p.Scale.String()
}

// Identity is what tells a duplicate from an isomorph when a puzzle's
// class is stored: its givens, and a variant's canonical JSON after them.
// Engines read it back from a row as puzzle || coalesce(variant, ”).
func Identity(p *Puzzle) string {
	if p.Variant == nil {
		return p.Puzzle.String()
	}
	return p.Puzzle.String() + p.Variant.String()
}

// DecodeRow fills in p's puzzle, solution, key and variant from the text
// an engine stores them as (variantText nil for a classic puzzle), so
// that every engine reads a row the same way; the error names p.ID.
func DecodeRow(p *Puzzle, givens, solution string, key []byte, variantText *string) error {
	if variantText != nil {
		v, err := puzzle.Parse(*variantText)
		if err != nil {
			return fmt.Errorf("puzzle %d: bad variant: %w", p.ID, err)
		}
		p.Variant = &v
	}
	var errPuzzle, errSolution error
	p.Puzzle, errPuzzle = ParseCanonical(givens)
	p.Solution, errSolution = ParseCanonical(solution)
	if err := errors.Join(errPuzzle, errSolution); err != nil || len(key) != len(p.Key) {
		return fmt.Errorf("puzzle %d: bad row: %v, key of %d bytes", p.ID, err, len(key))
	}
	copy(p.Key[:], key)
	return nil
}

// ParseCanonical reads the canonical text form (81 characters, '.' for
// blanks) that catalogs store, faster than solve.Parse.
func ParseCanonical(s string) (solve.Grid, error) {
	var g solve.Grid
	if len(s) != 81 {
		return g, fmt.Errorf("%w: %d characters", solve.ErrLength, len(s))
	}
	for i := 0; i < 81; i++ {
		switch c := s[i]; {
		case c >= '1' && c <= '9':
			g[i] = c - '0'
		case c != '.':
			return g, fmt.Errorf("%w %q at %s", solve.ErrChar, rune(c), solve.CellName(i))
		}
	}
	return g, nil
}
