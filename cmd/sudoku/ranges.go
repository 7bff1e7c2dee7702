package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlebook/sudoku/generate"
	"github.com/puzzlebook/sudoku/score"
)

// intRange is an inclusive MIN..MAX range from the command line; either
// side may be left open ("300..", "..25") and a single number means exactly
// that number. It implements cli.Generic.
type intRange struct {
	Min, Max       int
	HasMin, HasMax bool
}

func (r *intRange) Set(s string) error {
	lo, hi, found := strings.Cut(s, "..")
	if !found {
		hi = lo
	}
	var err error
	*r = intRange{}
	if lo = strings.TrimSpace(lo); lo != "" {
		if r.Min, err = strconv.Atoi(lo); err != nil {
			return fmt.Errorf("range %q: %q is not a whole number", s, lo)
		}
		r.HasMin = true
	}
	if hi = strings.TrimSpace(hi); hi != "" {
		if r.Max, err = strconv.Atoi(hi); err != nil {
			return fmt.Errorf("range %q: %q is not a whole number", s, hi)
		}
		r.HasMax = true
	}
	if !r.HasMin && !r.HasMax {
		return fmt.Errorf("range %q: want MIN..MAX, MIN.., ..MAX or N", s)
	}
	if r.HasMin && r.HasMax && r.Min > r.Max {
		return fmt.Errorf("range %q: %d is more than %d", s, r.Min, r.Max)
	}
	return nil
}

func (r *intRange) String() string {
	if r == nil {
		return ""
	}
	return generate.Range(*r).String()
}

// Contains reports whether n is inside the range.
func (r *intRange) Contains(n int) bool {
	return (!r.HasMin || n >= r.Min) && (!r.HasMax || n <= r.Max)
}

// ratingRange is a flag value: a range of technique ratings, MIN..MAX as
// Sudoku Explainer writes them ("6.5..", "2.6..4.4"), kept in tenths.
type ratingRange intRange

func (r *ratingRange) Set(s string) error {
	lo, hi, found := strings.Cut(s, "..")
	if !found {
		hi = lo
	}
	*r = ratingRange{}
	for _, side := range []struct {
		text string
		v    *int
		has  *bool
	}{{lo, &r.Min, &r.HasMin}, {hi, &r.Max, &r.HasMax}} {
		if t := strings.TrimSpace(side.text); t != "" {
			v, err := score.ParseRating(t)
			if err != nil {
				return fmt.Errorf("range %q: %w", s, err)
			}
			*side.v, *side.has = int(v), true
		}
	}
	if !r.HasMin && !r.HasMax {
		return fmt.Errorf("range %q: want MIN..MAX, MIN.., ..MAX or N (ratings such as 6.5..8.4)", s)
	}
	if r.HasMin && r.HasMax && r.Min > r.Max {
		return fmt.Errorf("range %q: %s is more than %s", s, score.Rating(r.Min), score.Rating(r.Max))
	}
	return nil
}

func (r *ratingRange) String() string {
	if r == nil || (!r.HasMin && !r.HasMax) {
		return ""
	}
	return generate.Range(*r).RatingString()
}
