package chart

// Panels: the figure's layout (a title band over a 2x2 grid), the four
// plot panels drawn from a summary, and the small plotters they use
// (histogram bars, the scatter's dots, the note of an empty panel).

import (
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

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
