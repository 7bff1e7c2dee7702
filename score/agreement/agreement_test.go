package agreement

import (
	"math"
	"os"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/rating"
)

// TestAgreesWithSE rates the stratified samples, each on the ladder of
// the program that rated it, and holds the rating to a floor: a Spearman
// correlation of 0.85 would be useful; the ladders do far better, and the
// floors are set a little under what they reach (on the whole sample and
// on the quarter the race detector rates) so that a real regression
// fails.
func TestAgreesWithSE(t *testing.T) {
	tests := []struct {
		file        string
		scale       rating.Scale
		rho, within float64
	}{
		// Random minimal puzzles rated by classic Sudoku Explainer 1.2.1,
		// the sample package score's tests read too.
		{"../testdata/cbg_sample.csv", rating.SE, 0.995, 0.97},
		// The Sudoku Exchange bank, rated by Sukaku Explainer.
		{"testdata/se_stratified.csv", rating.Sukaku, 0.995, 0.93},
	}
	for _, tt := range tests {
		t.Run(tt.scale.String(), func(t *testing.T) {
			f, err := os.Open(tt.file)
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
			rows, _ = SelectRows(rows, "all", per)
			rep := Evaluate(rows, Config{Scale: tt.scale, Workers: 2})
			t.Logf("%s, %d puzzles: spearman %.4f, exact %.1f%%, within 0.2 %.1f%%", tt.file, rep.N, rep.Rho, 100*rep.Exact, 100*rep.Within)
			if rep.Rho < tt.rho {
				t.Errorf("Spearman correlation with SE %.4f, want at least %.3f", rep.Rho, tt.rho)
			}
			if rep.Within < tt.within {
				t.Errorf("%.1f%% within 0.2 of SE, want at least %.0f%%", 100*rep.Within, 100*tt.within)
			}
		})
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
	var rows []Row
	for i := 0; i < 5; i++ {
		rows = append(rows, Row{Line: i + 1, SE: 25}, Row{Line: i + 11, SE: 30})
	}
	first, _ := SelectRows(rows, "first", 0)
	second, _ := SelectRows(rows, "second", 0)
	if len(first) != 4 || len(second) != 6 {
		t.Errorf("halves of 5+5 rows: %d and %d, want 4 and 6", len(first), len(second))
	}
	if first[0].Line != 1 || second[0].Line != 3 {
		t.Errorf("first half starts at line %d, second at %d; want 1 and 3", first[0].Line, second[0].Line)
	}
	if _, err := SelectRows(rows, "middle", 0); err == nil {
		t.Error("half middle: no error")
	}
}
