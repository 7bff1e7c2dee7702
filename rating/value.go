package rating

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/puzzlebook/sudoku/ranges"
)

// Value is a place on Sudoku Explainer's scale, in tenths: 23 is SE 2.3.
// A step's value is its technique's (plus a chain's length bonus); a
// puzzle's rating is the value of its hardest step. The zero Value means
// "none": not rated.
type Value int

// Float returns v as SE writes it, e.g. 2.3.
func (v Value) Float() float64 { return float64(v) / 10 }

// String formats v with one decimal, e.g. "2.3"; "" for the zero Value.
func (v Value) String() string {
	if v == 0 {
		return ""
	}
	return strconv.Itoa(int(v)/10) + "." + strconv.Itoa(int(v)%10)
}

// MaxValue is the highest value there is room for, 20.0; no ladder step
// comes near it. The catalog refuses higher ratings.
const MaxValue Value = 200

// ValueRange writes a range of values in tenths as on the command line:
// "2.6..4.4", "6.5..", "..2.0", or "7.3" for a single value.
func ValueRange(r ranges.Range) string {
	return r.Format(func(n int) string { return Value(n).String() })
}

// ParseValueRange reads a range of values as on the command line
// ("6.5..", "2.6..4.4", "7.3"), in tenths.
func ParseValueRange(s string) (ranges.Range, error) {
	return ranges.ParseWith(s, func(t string) (int, error) {
		v, err := ParseValue(t)
		return int(v), err
	}, func(n int) string { return Value(n).String() })
}

// ErrValue is returned by ParseValue for text that is not a
var ErrValue = errors.New("bad rating")

// ParseValue reads a value written with at most one decimal, e.g. "7.3"
// or "10", as in a MIN..MAX rating range on the command line.
func ParseValue(s string) (Value, error) {
	v, err := strconv.ParseFloat(s, 64)
	t := math.Round(v * 10)
	if err != nil || t < 1 || t > float64(MaxValue) || math.Abs(v*10-t) > 1e-6 {
		return 0, fmt.Errorf("%w %q (want a number like 7.3, from 0.1 to 20.0)", ErrValue, s)
	}
	return Value(t), nil
}

// Rating is a puzzle's technique rating: the value of its hardest step on
// the ladder of Scale, and that step's technique. The zero Rating is "not
// rated". Estimated reports that Value is not the value of a whole
// path's hardest step: the rating ran out of time (score.WithRateTimeout)
// or of techniques, Value is the ladder's estimate and Technique Beyond
// (BeyondRules on the variant ladder); or the rating was cut short
// (score.WithCeiling, score.WithoutTrial) and Value is a lower bound.
type Rating struct {
	Value     Value
	Technique Technique
	Scale     Scale
	Estimated bool
}

// Rated reports whether r is a rating, not the zero Rating.
func (r Rating) Rated() bool { return r.Value > 0 }

// Grade returns the band of r's value (Ungraded when not rated).
func (r Rating) Grade() Grade { return GradeOf(r.Value) }

// String writes r's value as SE does, e.g. "7.3", with a "~" before an
// estimate ("~10.7"); "" when not rated.
func (r Rating) String() string {
	if r.Estimated && r.Value > 0 {
		return "~" + r.Value.String()
	}
	return r.Value.String()
}
