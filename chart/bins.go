package chart

// Binning: summarize checks Data and gathers in two passes what the
// panels draw: seed-score counts on log-spaced bins, rating counts in
// half-point bins, clue counts, and the evenly strided sample of rated
// puzzles for the scatter panel.

import (
	"fmt"
	"math"
	"sort"

	"gonum.org/v1/plot/plotter"
)

// MaxScatter is the most points the rating-against-seed-score panel
// draws. With more rated puzzles it draws an evenly strided sample of
// exactly MaxScatter of them, the same every time, and its title says so.
const MaxScatter = 20000

// Rating scale and bins.
const (
	minRating = 1.0
	maxRating = 12.0
	ratingBin = 0.5
	minClues  = 17
	maxClues  = 81
)

// summary is what the figure needs from Data, gathered in two passes.
type summary struct {
	n, rated int

	scoreEdges []float64 // seed-score bin edges: bin i holds edges[i] <= s < edges[i+1]
	scoreBins  []float64 // counts per seed-score bin
	scoreMax   float64   // right end of every seed-score axis

	ratingBins []float64 // counts per half-point rating bin from minRating
	clueBins   [maxClues + 1]float64
	clueLo     int
	clueHi     int

	points plotter.XYs // scatter sample: seed score, rating
}

// summarize checks d and counts what the panels draw.
func summarize(d Data) (*summary, error) {
	n := len(d.Scores)
	if len(d.Ratings) != n || len(d.Clues) != n {
		return nil, fmt.Errorf("chart: Data slices differ in length: %d scores, %d ratings, %d clues",
			len(d.Scores), len(d.Ratings), len(d.Clues))
	}
	s := &summary{n: n, clueLo: maxClues, clueHi: minClues}
	maxScore, topRating := 0, 0.0
	for i := range n {
		sc, r, c := d.Scores[i], d.Ratings[i], d.Clues[i]
		if sc < 0 {
			return nil, fmt.Errorf("chart: puzzle %d: seed score %d is negative", i, sc)
		}
		if r != 0 && !(r >= minRating && r <= maxRating) {
			return nil, fmt.Errorf("chart: puzzle %d: rating %v outside %.1f..%.1f (or 0 for not rated)", i, r, minRating, maxRating)
		}
		if c < minClues || c > maxClues {
			return nil, fmt.Errorf("chart: puzzle %d: %d clues outside %d..%d", i, c, minClues, maxClues)
		}
		maxScore = max(maxScore, sc)
		if r != 0 {
			s.rated++
			topRating = max(topRating, r)
		}
		s.clueLo = min(s.clueLo, c)
		s.clueHi = max(s.clueHi, c)
		s.clueBins[c]++
	}

	s.scoreEdges = scoreEdges(maxScore)
	s.scoreBins = make([]float64, len(s.scoreEdges)-1)
	s.scoreMax = max(10, math.Pow(10, math.Ceil(math.Log10(s.scoreEdges[len(s.scoreEdges)-1]))))
	nr := 0
	if s.rated > 0 {
		nr = min(int((topRating-minRating)/ratingBin+1e-9)+1, int((maxRating-minRating)/ratingBin))
	}
	s.ratingBins = make([]float64, nr)
	sample := sampleIndices(s.rated, MaxScatter)
	s.points = make(plotter.XYs, 0, len(sample))
	// Seed scores below len(small) are binned by table, the rest by search.
	var small [1024]int32
	for v := range small {
		small[v] = int32(scoreBin(s.scoreEdges, v))
	}
	j := 0 // index among rated puzzles
	for i := range n {
		sc, r := d.Scores[i], d.Ratings[i]
		if sc < len(small) {
			s.scoreBins[small[sc]]++
		} else {
			s.scoreBins[scoreBin(s.scoreEdges, sc)]++
		}
		if r == 0 {
			continue
		}
		b := min(int((r-minRating)/ratingBin+1e-9), nr-1)
		s.ratingBins[b]++
		if len(s.points) < len(sample) && sample[len(s.points)] == j {
			s.points = append(s.points, plotter.XY{X: float64(sc), Y: r})
		}
		j++
	}
	return s, nil
}

// scoreEdges returns the edges of log-spaced seed-score bins, ten to a
// decade of score+1, rounded to integers and without repeats, from 0 to
// past maxScore: 0, 1, 2, 3, 4, 5, 7, 9, 12, 15, 19, 24, ...
func scoreEdges(maxScore int) []float64 {
	edges := []float64{0}
	for k := 1; edges[len(edges)-1] <= float64(maxScore); k++ {
		e := math.Round(math.Pow(10, float64(k)/10)) - 1
		if e > edges[len(edges)-1] {
			edges = append(edges, e)
		}
	}
	return edges
}

// scoreBin returns the index of the bin of edges holding seed score v.
func scoreBin(edges []float64, v int) int {
	return sort.SearchFloat64s(edges, float64(v)+1) - 1
}

// sampleIndices returns which of n items to draw when at most limit may
// be: all of them in order when n <= limit, else exactly limit indices
// evenly strided over 0..n-1 (i*n/limit), increasing and the same every
// time.
func sampleIndices(n, limit int) []int {
	if n <= limit {
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		return idx
	}
	idx := make([]int, limit)
	for i := range idx {
		idx[i] = int(int64(i) * int64(n) / int64(limit))
	}
	return idx
}
