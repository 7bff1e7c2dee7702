// Package chart draws a catalog's statistics as one figure of four
// panels: how seed scores are spread, how technique ratings are spread,
// how many clues puzzles have, and how rating relates to seed score.
//
// A catalog holds up to millions of puzzles; the figure lets a person see
// at a glance whether a generator run produced the mix of difficulty and
// clue counts a book needs, without reading tables. Seed scores are very
// skewed (most puzzles score below a few hundred, a few score tens of
// thousands), so every seed-score axis is logarithmic. The scatter panel
// draws an evenly spaced sample of at most MaxScatter puzzles so that a
// large catalog still draws in a second or two.
//
// The figure is drawn with gonum.org/v1/plot as PNG or SVG.
package chart

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Data holds one value per puzzle; the slices have equal length.
type Data struct {
	Scores  []int     // seed score (>= 0)
	Ratings []float64 // technique rating on Sudoku Explainer's scale, 1.0..12.0; 0 = not rated (left out of the rating panels)
	Clues   []int     // number of givens, 17..81
}

// The size of the figure. A PNG is Width x Height pixels (1600 x 1200).
// An SVG is the same figure measured in points: Width x Height pixels at
// DPI pixels to the inch make 1200 x 900 points (72 to the inch), so its
// root element says width="1200pt" height="900pt" (SVGWidth, SVGHeight).
const (
	// Width is the PNG figure's width in pixels.
	Width = 1600
	// Height is the PNG figure's height in pixels.
	Height = 1200
	// DPI is the resolution at which Width and Height pixels make the
	// figure's size in points: 96 pixels to the inch.
	DPI = 96
	// SVGWidth is the width attribute of an SVG figure's root element.
	SVGWidth = "1200pt"
	// SVGHeight is the height attribute of an SVG figure's root element.
	SVGHeight = "900pt"
)

// MaxScatter is the most points the rating-against-seed-score panel
// draws. With more rated puzzles it draws an evenly strided sample of
// exactly MaxScatter of them, the same every time, and its title says so.
const MaxScatter = 20000

// ErrFormat is returned, wrapped, for an output format other than PNG or
// SVG.
var ErrFormat = errors.New("chart: unknown format (want png or svg)")

// figure size in points.
const (
	figW = vg.Length(Width) * vg.Inch / DPI
	figH = vg.Length(Height) * vg.Inch / DPI
)

// Write draws d as one figure in the format "png" or "svg" (any case) to
// w. It returns an error wrapping ErrFormat for another format, and an
// error for Data whose slices differ in length or hold a value outside
// the ranges Data documents. An empty Data draws panels that say "no
// puzzles"; with nobody rated the rating panels say "not rated".
func Write(w io.Writer, format string, d Data) error {
	c, s, err := prepare(format, d)
	if err != nil {
		return err
	}
	return s.write(w, c)
}

// newCanvas returns an empty canvas of the figure's size for format.
func newCanvas(format string) (vg.CanvasWriterTo, error) {
	switch strings.ToLower(format) {
	case "png":
		return vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(figW, figH), vgimg.UseDPI(DPI))}, nil
	case "svg":
		return vgsvg.New(figW, figH), nil
	}
	return nil, fmt.Errorf("%w: %q", ErrFormat, format)
}

// write draws the figure on c and writes c to w.
func (s *summary) write(w io.Writer, c vg.CanvasWriterTo) error {
	s.draw(draw.New(c))
	_, err := c.WriteTo(w)
	return err
}

// WriteFile writes to path, the format from its extension (.png or .svg,
// case-insensitive; anything else is an error wrapping ErrFormat naming
// the extension). It writes to a temporary file in the same directory and
// renames it, so a failure leaves no half-written file and does not
// replace an existing one. A new file gets mode 0644; a replaced file
// keeps its mode.
func WriteFile(path string, d Data) (err error) {
	ext := filepath.Ext(path)
	var format string
	switch strings.ToLower(ext) {
	case ".png":
		format = "png"
	case ".svg":
		format = "svg"
	case "":
		return fmt.Errorf("%w: %s has no extension", ErrFormat, path)
	default:
		return fmt.Errorf("%w: extension %q", ErrFormat, ext)
	}
	c, s, err := prepare(format, d)
	if err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		mode = fi.Mode().Perm()
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if err = s.write(f, c); err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	if err = f.Chmod(mode); err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	return nil
}

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

// Colours and sizes of the figure.
var (
	barColor   = color.NRGBA{R: 0x3b, G: 0x6e, B: 0xa8, A: 0xff}
	dotColor   = color.NRGBA{R: 0x1f, G: 0x4e, B: 0x8c, A: 0x40}
	noteColor  = color.Gray{Y: 0x70}
	titleSize  = vg.Points(22)
	panelTitle = vg.Points(15)
	labelSize  = vg.Points(13)
	tickSize   = vg.Points(11)
	titleBand  = vg.Points(40)
)

// fontVariant picks Liberation Sans, of the Liberation fonts gonum
// registers by default, for every text in the figure.
const fontVariant = "Sans"

// draw draws the figure on c: a title band and a 2x2 grid of panels.
func (s *summary) draw(c draw.Canvas) {
	head := plot.New().Title.TextStyle
	head.Font.Variant, head.Font.Size = fontVariant, titleSize
	head.YAlign = draw.YCenter
	title := fmt.Sprintf("Sudoku catalog: %s, %s rated", count(s.n, "puzzle"), commas(s.rated))
	c.FillText(head, vg.Point{X: (c.Min.X + c.Max.X) / 2, Y: c.Max.Y - titleBand/2}, title)

	body := draw.Crop(c, 0, 0, 0, -titleBand)
	plots := [][]*plot.Plot{
		{s.scorePanel(), s.ratingPanel()},
		{s.cluePanel(), s.scatterPanel()},
	}
	tiles := draw.Tiles{
		Rows: 2, Cols: 2,
		PadX: vg.Points(36), PadY: vg.Points(28),
		PadLeft: vg.Points(14), PadRight: vg.Points(24),
		PadTop: vg.Points(6), PadBottom: vg.Points(12),
	}
	canvases := plot.Align(plots, tiles, body)
	for j, row := range plots {
		for i, p := range row {
			p.Draw(canvases[j][i])
		}
	}
}

// newPanel returns a plot styled for the figure.
func newPanel(title, xLabel, yLabel string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.Title.TextStyle.Font.Variant = fontVariant
	p.Title.TextStyle.Font.Size = panelTitle
	p.Title.Padding = vg.Points(8)
	p.X.Label.Text = xLabel
	p.Y.Label.Text = yLabel
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font.Variant = fontVariant
		a.Label.TextStyle.Font.Size = labelSize
		a.Tick.Label.Font.Variant = fontVariant
		a.Tick.Label.Font.Size = tickSize
	}
	return p
}

// addHistogram adds horizontal grid lines and bars for bins to p, with
// headroom above the highest bar.
func addHistogram(p *plot.Plot, bins []plotter.HistogramBin) {
	grid := plotter.NewGrid()
	grid.Vertical.Width = 0
	p.Add(grid, &plotter.Histogram{
		Bins:      bins,
		FillColor: barColor,
		LineStyle: draw.LineStyle{Color: color.White, Width: vg.Points(0.5)},
	})
	p.Y.Min, p.Y.Max = 0, max(1, p.Y.Max*1.05)
}

const scoreLabel = "seed score (log scale: log(1 + score))"

// scorePanel is the histogram of seed score on log-spaced bins.
func (s *summary) scorePanel() *plot.Plot {
	p := newPanel("Seed score", scoreLabel, "puzzles")
	p.X.Scale, p.X.Tick.Marker = log1pScale{}, log1pTicks{}
	p.Y.Tick.Marker = countTicks{}
	if s.n == 0 {
		emptyPanel(p, "no puzzles", 0, s.scoreMax)
		return p
	}
	bins := make([]plotter.HistogramBin, len(s.scoreBins))
	for i, w := range s.scoreBins {
		bins[i] = plotter.HistogramBin{Min: s.scoreEdges[i], Max: s.scoreEdges[i+1], Weight: w}
	}
	addHistogram(p, bins)
	p.X.Min, p.X.Max = 0, s.scoreMax
	return p
}

// ratingPanel is the histogram of technique rating in half-point bins.
func (s *summary) ratingPanel() *plot.Plot {
	p := newPanel("Technique rating", "rating (Sudoku Explainer scale, bins of 0.5)", "puzzles")
	p.X.Tick.Marker, p.Y.Tick.Marker = intTicks{}, countTicks{}
	switch {
	case s.n == 0:
		emptyPanel(p, "no puzzles", minRating, maxRating)
		return p
	case s.rated == 0:
		emptyPanel(p, "not rated", minRating, maxRating)
		return p
	}
	p.Title.Text = fmt.Sprintf("Technique rating (%s rated)", commas(s.rated))
	bins := make([]plotter.HistogramBin, len(s.ratingBins))
	for i, w := range s.ratingBins {
		lo := minRating + float64(i)*ratingBin
		bins[i] = plotter.HistogramBin{Min: lo, Max: lo + ratingBin, Weight: w}
	}
	addHistogram(p, bins)
	p.X.Min, p.X.Max = minRating, s.ratingHi()
	return p
}

// ratingHi is the right end of the rating axes.
func (s *summary) ratingHi() float64 {
	return minRating + float64(max(len(s.ratingBins), 2))*ratingBin
}

// cluePanel is a bar per clue count.
func (s *summary) cluePanel() *plot.Plot {
	p := newPanel("Clue count", "clues (givens)", "puzzles")
	p.Y.Tick.Marker = countTicks{}
	if s.n == 0 {
		emptyPanel(p, "no puzzles", minClues, maxClues)
		return p
	}
	bins := make([]plotter.HistogramBin, 0, s.clueHi-s.clueLo+1)
	for c := s.clueLo; c <= s.clueHi; c++ {
		bins = append(bins, plotter.HistogramBin{Min: float64(c) - 0.5, Max: float64(c) + 0.5, Weight: s.clueBins[c]})
	}
	addHistogram(p, bins)
	// Show at least ten clue counts so that the ticks stay whole numbers.
	lo, hi := float64(s.clueLo)-0.5, float64(s.clueHi)+0.5
	if hi-lo < 10 {
		mid := (lo + hi) / 2
		lo, hi = mid-5, mid+5
	}
	p.X.Min, p.X.Max = lo, hi
	p.X.Tick.Marker = intTicks{}
	return p
}

// scatterPanel is rating against seed score for a sample of the rated
// puzzles.
func (s *summary) scatterPanel() *plot.Plot {
	p := newPanel("Rating vs seed score", scoreLabel, "rating")
	p.X.Scale, p.X.Tick.Marker = log1pScale{}, log1pTicks{}
	p.Y.Tick.Marker = intTicks{}
	switch {
	case s.n == 0:
		emptyPanel(p, "no puzzles", 0, s.scoreMax)
		p.Y.Min, p.Y.Max = minRating, maxRating
		return p
	case s.rated == 0:
		emptyPanel(p, "not rated", 0, s.scoreMax)
		p.Y.Min, p.Y.Max = minRating, maxRating
		return p
	}
	if len(s.points) < s.rated {
		p.Title.Text += fmt.Sprintf(" (%s of %s rated shown)", commas(len(s.points)), commas(s.rated))
	} else {
		p.Title.Text += fmt.Sprintf(" (all %s rated)", commas(s.rated))
	}
	sc := dots{&plotter.Scatter{
		XYs: s.points,
		GlyphStyle: draw.GlyphStyle{
			Color:  dotColor,
			Radius: vg.Points(1.6),
			Shape:  draw.CircleGlyph{},
		},
	}}
	p.Add(plotter.NewGrid(), sc)
	p.X.Min, p.X.Max = 0, s.scoreMax
	p.Y.Min, p.Y.Max = minRating, s.ratingHi()
	return p
}

// dots is a scatter whose glyph boxes are two glyphs at opposite corners
// of the axes' ranges rather than one per point: the plot then leaves
// room for a glyph at any edge, as it would for every point, without
// making and measuring thousands of boxes each time it lays out.
type dots struct {
	*plotter.Scatter
}

// GlyphBoxes implements plot.GlyphBoxer.
func (d dots) GlyphBoxes(*plot.Plot) []plot.GlyphBox {
	r := d.GlyphStyle.Rectangle()
	return []plot.GlyphBox{{X: 0, Y: 0, Rectangle: r}, {X: 1, Y: 1, Rectangle: r}}
}

// emptyPanel gives p an x range and a y range of 0..1 and writes msg in
// its middle.
func emptyPanel(p *plot.Plot, msg string, xMin, xMax float64) {
	p.X.Min, p.X.Max = xMin, xMax
	p.Y.Min, p.Y.Max = 0, 1
	p.Add(note(msg))
}

// note is a plotter that writes its text in the middle of the data area.
type note string

// Plot implements plot.Plotter.
func (n note) Plot(c draw.Canvas, p *plot.Plot) {
	sty := p.Title.TextStyle
	sty.Font.Size = panelTitle
	sty.Color = noteColor
	sty.XAlign, sty.YAlign = draw.XCenter, draw.YCenter
	c.FillText(sty, c.Center(), string(n))
}

// log1pScale is a logarithmic axis that also shows 0: it places x at
// log(1 + x).
type log1pScale struct{}

// Normalize implements plot.Normalizer.
func (log1pScale) Normalize(min, max, x float64) float64 {
	lo := math.Log1p(min)
	return (math.Log1p(x) - lo) / (math.Log1p(max) - lo)
}

// log1pTicks marks 0 and the powers of ten, with minor ticks at 2..9
// times each power of ten.
type log1pTicks struct{}

// Ticks implements plot.Ticker.
func (log1pTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	if lo <= 0 && 0 <= hi {
		ts = append(ts, plot.Tick{Value: 0, Label: "0"})
	}
	for p := 1.0; p <= hi; p *= 10 {
		for m := 1.0; m < 10; m++ {
			v := m * p
			if v < lo || v > hi {
				continue
			}
			t := plot.Tick{Value: v}
			if m == 1 {
				t.Label = commas(int(v))
			}
			ts = append(ts, t)
		}
	}
	return ts
}

// countTicks are plot's default ticks with whole-number labels written
// with thousands separators; ticks between whole numbers are unlabelled.
type countTicks struct{}

// Ticks implements plot.Ticker.
func (countTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ts {
		if ts[i].Label == "" {
			continue
		}
		if v := ts[i].Value; v == math.Trunc(v) && math.Abs(v) < 1e15 {
			ts[i].Label = commas(int(v))
		} else {
			ts[i].Label = ""
		}
	}
	return ts
}

// intTicks marks every whole number and labels every 1, 2, 5 or 10 of
// them, whichever keeps the labels apart over the range.
type intTicks struct{}

// Ticks implements plot.Ticker.
func (intTicks) Ticks(lo, hi float64) []plot.Tick {
	step := 10
	switch w := hi - lo; {
	case w <= 15:
		step = 1
	case w <= 30:
		step = 2
	case w <= 80:
		step = 5
	}
	var ts []plot.Tick
	for v := int(math.Ceil(lo)); float64(v) <= hi; v++ {
		t := plot.Tick{Value: float64(v)}
		if v%step == 0 {
			t.Label = strconv.Itoa(v)
		}
		ts = append(ts, t)
	}
	return ts
}

// count writes n and the noun, plural unless n is 1: "1,200 puzzles".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return commas(n) + " " + noun + "s"
}

// commas writes n with a comma every three digits: 1234567 → "1,234,567".
func commas(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// prepare checks format and d before anything is written: a canvas for
// the format and d's summary.
func prepare(format string, d Data) (vg.CanvasWriterTo, *summary, error) {
	c, err := newCanvas(format)
	if err != nil {
		return c, nil, err
	}
	s, err := summarize(d)
	return c, s, err
}
