package main

import (
	"math"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
)

// TestAgreesWithSE rates the stratified sample and holds the rating to a
// floor: a Spearman correlation of 0.85 with SE on the Sudoku Exchange bank
// would be useful; the ladder does far better, and the floors are set a
// little under what it reaches so that a real regression fails.
func TestAgreesWithSE(t *testing.T) {
	f, err := os.Open("testdata/se_stratified.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := readRows(f)
	if err != nil {
		t.Fatal(err)
	}
	per := 4
	if testing.Short() || race.Enabled {
		per = 1 // four times fewer puzzles; a plain go test rates them all
	}
	rows, _ = selectRows(rows, "all", per)
	rep := evaluate(rows, 2, false, nil)
	t.Logf("%d puzzles: spearman %.4f, exact %.1f%%, within 0.2 %.1f%%", rep.n, rep.rho, 100*rep.exact, 100*rep.within)
	if rep.rho < 0.97 {
		t.Errorf("Spearman correlation with SE %.4f, want at least 0.97", rep.rho)
	}
	if rep.within < 0.9 {
		t.Errorf("%.1f%% within 0.2 of SE, want at least 90%%", 100*rep.within)
	}
}

func TestSpearman(t *testing.T) {
	tests := []struct {
		x, y []float64
		want float64
	}{
		{[]float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}, 1},
		{[]float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1},
		// Ties share their mean rank: x ranks 1.5 1.5 3 4.
		{[]float64{1, 1, 2, 3}, []float64{1, 2, 3, 4}, 0.9486832980505138},
	}
	for _, tt := range tests {
		if got := spearman(tt.x, tt.y); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("spearman(%v, %v) = %v, want %v", tt.x, tt.y, got, tt.want)
		}
	}
	if got := spearman([]float64{1, 1}, []float64{1, 2}); !math.IsNaN(got) {
		t.Errorf("constant input: got %v, want NaN", got)
	}
}

func TestSelectRows(t *testing.T) {
	var rows []row
	for i := 0; i < 5; i++ {
		rows = append(rows, row{line: i + 1, se: 25}, row{line: i + 11, se: 30})
	}
	first, _ := selectRows(rows, "first", 0)
	second, _ := selectRows(rows, "second", 0)
	if len(first) != 4 || len(second) != 6 {
		t.Errorf("halves of 5+5 rows: %d and %d, want 4 and 6", len(first), len(second))
	}
	if first[0].line != 1 || second[0].line != 3 {
		t.Errorf("first half starts at line %d, second at %d; want 1 and 3", first[0].line, second[0].line)
	}
	if _, err := selectRows(rows, "middle", 0); err == nil {
		t.Error("-half middle: no error")
	}
}
