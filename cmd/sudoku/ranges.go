package main

import (
	"github.com/urfave/cli/v2"

	"github.com/puzzlebook/sudoku/ranges"
	"github.com/puzzlebook/sudoku/rating"
)

// rangeFlag is the value of a MIN..MAX flag (a cli.Generic): whole numbers
// (--score, --clues) or ratings (--rating, in tenths).
type rangeFlag struct {
	r      ranges.Range
	parse  func(string) (ranges.Range, error)
	format func(ranges.Range) string
}

// intRangeFlag is a range of whole numbers: "20..25", "300..", "..25", "24".
func intRangeFlag() *rangeFlag {
	return &rangeFlag{parse: ranges.Parse, format: ranges.Range.String}
}

// ratingRangeFlag is a range of technique ratings as Sudoku Explainer
// writes them: "6.5..", "2.6..4.4".
func ratingRangeFlag() *rangeFlag {
	return &rangeFlag{parse: rating.ParseValueRange, format: rating.ValueRange}
}

func (f *rangeFlag) Set(s string) (err error) {
	f.r, err = f.parse(s)
	return err
}

func (f *rangeFlag) String() string {
	if f == nil || f.format == nil {
		return ""
	}
	return f.format(f.r)
}

// rangeOf returns the range of the flag name (the zero Range when unset).
func rangeOf(c *cli.Context, name string) ranges.Range {
	return c.Generic(name).(*rangeFlag).r
}
