// Package wide rates the grids larger than 9×9 with package score's
// ladder: its files are score's, generated again (gen_*.go,
// score/internal/widegen) over the bounds of dims.go, so that the classic
// grid keeps its own tables and speed in package score. Its tables are
// sized by the grid it rates, with room for 25 digits, 909 cells and 335
// houses: a grid of 25 cells a side, and joined grids up to a sumo's 13
// (newGeometry makes a geometry from any list of houses). Package score's
// Rater hands it the puzzles it does not hold; use that.
package wide

import (
	"time"

	"github.com/puzzlebook/sudoku/rating"
)

// settings are what the options set: package score's, those a Rater reads.
type settings struct {
	scale   rating.Scale
	timeout time.Duration
	// ceiling and noTrial let a rating stop early (Rater.rateAsGiven).
	ceiling rating.Value
	noTrial bool
}

func defaultSettings() settings { return settings{timeout: DefaultRateTimeout} }

// Option configures a Rater: package score's options of the same names.
type Option func(*settings)

// WithScale rates on scale sc instead of the default, SE.
func WithScale(sc rating.Scale) Option { return func(s *settings) { s.scale = sc } }

// WithRateTimeout bounds the time a rating spends on one puzzle; d <= 0
// removes the bound.
func WithRateTimeout(d time.Duration) Option {
	return func(s *settings) { s.timeout = max(d, 0) }
}

// WithCeiling lets a rating stop once it is sure to exceed v.
func WithCeiling(v rating.Value) Option { return func(s *settings) { s.ceiling = max(v, 0) } }

// WithoutTrial lets the rating of a variant stop at its first step that
// needs trial.
func WithoutTrial() Option { return func(s *settings) { s.noTrial = true } }
