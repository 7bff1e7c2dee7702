package chart_test

import (
	"fmt"
	"image"
	_ "image/png"
	"log"
	"os"
	"path/filepath"

	"github.com/puzzlebook/sudoku/chart"
)

// ExampleWriteFile draws a three-puzzle catalog, one of them not rated,
// as a PNG file.
func ExampleWriteFile() {
	dir, err := os.MkdirTemp("", "chart-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	d := chart.Data{
		Scores:  []int{0, 42, 2352},
		Ratings: []float64{1.2, 4.2, 0},
		Clues:   []int{36, 27, 24},
	}
	path := filepath.Join(dir, "catalog.png")
	if err := chart.WriteFile(path, d); err != nil {
		log.Fatal(err)
	}

	f, err := os.Open(path)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	cfg, format, err := image.DecodeConfig(f)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(format, cfg.Width, "x", cfg.Height)
	// Output: png 1600 x 1200
}
