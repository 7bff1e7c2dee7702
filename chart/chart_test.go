package chart

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image"
	_ "image/png"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/internal/race"
)

// Drawing a PNG takes a quarter of a second, some seconds under the race
// detector, which has nothing to find here (the package runs on one
// goroutine). Under it, only TestWritePNG and the example (through
// WriteFile) draw PNGs; the other tests check the same data through SVG,
// and a plain go test (CI runs one) draws every PNG.

// synthetic returns n puzzles' worth of made-up numbers, the same for the
// same n and seed: skewed seed scores (some 0, a few up to 40,000),
// ratings in tenths rising with the score with about 5% not rated, and
// clue counts around 28.
func synthetic(n int, seed uint64) Data {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	d := Data{Scores: make([]int, n), Ratings: make([]float64, n), Clues: make([]int, n)}
	for i := range n {
		s := min(int(math.Exp(r.NormFloat64()*1.3+3.5)), 40000)
		if r.IntN(10) == 0 {
			s = 0
		}
		d.Scores[i] = s
		if r.IntN(20) != 0 {
			v := 1 + math.Log1p(float64(s))*0.8 + r.NormFloat64()
			d.Ratings[i] = math.Round(min(maxRating, max(minRating, v))*10) / 10
		}
		d.Clues[i] = 22 + r.IntN(8) + r.IntN(6)
	}
	return d
}

// decodePNG decodes b and checks the documented pixel size.
func decodePNG(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, format, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("decoding PNG: %v", err)
	}
	if format != "png" {
		t.Fatalf("decoded as %q, want png", format)
	}
	if got := img.Bounds().Size(); got != image.Pt(Width, Height) {
		t.Fatalf("PNG is %dx%d pixels, want %dx%d", got.X, got.Y, Width, Height)
	}
	return img
}

// barPixels counts the pixels painted in the bars' colour.
func barPixels(img image.Image) int {
	wr, wg, wb, wa := barColor.RGBA()
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			if r == wr && g == wg && bl == wb && a == wa {
				n++
			}
		}
	}
	return n
}

// svgInfo is what checkSVG reads from an SVG document.
type svgInfo struct {
	width, height string
	text          string // all character data, concatenated with newlines
}

// checkSVG decodes every token of b as XML and checks that the root
// element is <svg> with the documented width and height.
func checkSVG(t *testing.T, b []byte) svgInfo {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(b))
	var info svgInfo
	var text strings.Builder
	depth, roots := 0, 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if tok.Name.Local != "svg" {
					t.Fatalf("root element <%s>, want <svg>", tok.Name.Local)
				}
				for _, a := range tok.Attr {
					switch a.Name.Local {
					case "width":
						info.width = a.Value
					case "height":
						info.height = a.Value
					}
				}
			}
			depth++
		case xml.EndElement:
			depth--
		case xml.CharData:
			if s := strings.TrimSpace(string(tok)); s != "" && depth > 0 {
				text.WriteString(s)
				text.WriteByte('\n')
			}
		}
	}
	if roots != 1 || depth != 0 {
		t.Fatalf("SVG has %d root elements and ends at depth %d", roots, depth)
	}
	if info.width != SVGWidth || info.height != SVGHeight {
		t.Fatalf("SVG is %s x %s, want %s x %s", info.width, info.height, SVGWidth, SVGHeight)
	}
	info.text = text.String()
	return info
}

func write(t *testing.T, format string, d Data) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, format, d); err != nil {
		t.Fatalf("Write %s: %v", format, err)
	}
	return buf.Bytes()
}

func TestWritePNG(t *testing.T) {
	t.Parallel()
	img := decodePNG(t, write(t, "png", synthetic(2000, 1)))
	if n := barPixels(img); n < 10000 {
		t.Errorf("only %d pixels in the bar colour; the histograms are missing", n)
	}
	// The format name is not case-sensitive.
	if !race.Enabled {
		decodePNG(t, write(t, "PNG", synthetic(10, 1)))
	}
	checkSVG(t, write(t, "SVG", synthetic(10, 1)))
}

func TestWriteSVG(t *testing.T) {
	t.Parallel()
	info := checkSVG(t, write(t, "svg", synthetic(2000, 1)))
	for _, want := range []string{
		"Sudoku catalog: 2,000 puzzles",
		"Seed score", "Technique rating", "Clue count",
		"Rating vs seed score (all ",
		"seed score (log scale",
	} {
		if !strings.Contains(info.text, want) {
			t.Errorf("SVG text lacks %q", want)
		}
	}
	for _, unwanted := range []string{"no puzzles", "not rated", " shown)"} {
		if strings.Contains(info.text, unwanted) {
			t.Errorf("SVG text has %q for a small, rated catalog", unwanted)
		}
	}
}

func TestWriteUnknownFormat(t *testing.T) {
	t.Parallel()
	for _, format := range []string{"jpg", "pdf", ""} {
		var buf bytes.Buffer
		err := Write(&buf, format, synthetic(10, 1))
		if !errors.Is(err, ErrFormat) {
			t.Errorf("Write(%q) = %v, want ErrFormat", format, err)
		}
		if buf.Len() != 0 {
			t.Errorf("Write(%q) wrote %d bytes", format, buf.Len())
		}
	}
}

func TestEmpty(t *testing.T) {
	t.Parallel()
	if !race.Enabled {
		img := decodePNG(t, write(t, "png", Data{}))
		if n := barPixels(img); n != 0 {
			t.Errorf("empty data drew %d bar pixels", n)
		}
	}
	info := checkSVG(t, write(t, "svg", Data{Scores: []int{}, Ratings: []float64{}, Clues: []int{}}))
	if got := strings.Count(info.text, "no puzzles"); got != 4 {
		t.Errorf(`"no puzzles" appears %d times, want once per panel (4)`, got)
	}
	if !strings.Contains(info.text, "Sudoku catalog: 0 puzzles, 0 rated") {
		t.Errorf("title missing the count:\n%s", info.text)
	}
}

func TestUnrated(t *testing.T) {
	t.Parallel()
	d := synthetic(500, 2)
	clear(d.Ratings)
	if !race.Enabled {
		decodePNG(t, write(t, "png", d))
	}
	info := checkSVG(t, write(t, "svg", d))
	if got := strings.Count(info.text, "not rated"); got != 2 {
		t.Errorf(`"not rated" appears %d times, want in both rating panels (2)`, got)
	}
	if strings.Contains(info.text, "no puzzles") {
		t.Error(`"no puzzles" drawn for 500 puzzles`)
	}
	if !strings.Contains(info.text, "Sudoku catalog: 500 puzzles, 0 rated") {
		t.Errorf("title missing the count:\n%s", info.text)
	}
}

func TestOnePuzzle(t *testing.T) {
	t.Parallel()
	d := Data{Scores: []int{0}, Ratings: []float64{1.0}, Clues: []int{17}}
	if !race.Enabled {
		decodePNG(t, write(t, "png", d))
	}
	info := checkSVG(t, write(t, "svg", d))
	if !strings.Contains(info.text, "Sudoku catalog: 1 puzzle, 1 rated") {
		t.Errorf("title missing the count:\n%s", info.text)
	}
}

func TestInvalidData(t *testing.T) {
	t.Parallel()
	ok := func() Data { return Data{Scores: []int{3, 0}, Ratings: []float64{0, 2.5}, Clues: []int{25, 30}} }
	cases := map[string]func(*Data){
		"short scores":  func(d *Data) { d.Scores = d.Scores[:1] },
		"long ratings":  func(d *Data) { d.Ratings = append(d.Ratings, 3) },
		"nil clues":     func(d *Data) { d.Clues = nil },
		"negative":      func(d *Data) { d.Scores[1] = -1 },
		"rating 0.5":    func(d *Data) { d.Ratings[0] = 0.5 },
		"rating 12.1":   func(d *Data) { d.Ratings[0] = 12.1 },
		"rating NaN":    func(d *Data) { d.Ratings[1] = math.NaN() },
		"rating -Inf":   func(d *Data) { d.Ratings[1] = math.Inf(-1) },
		"16 clues":      func(d *Data) { d.Clues[0] = 16 },
		"82 clues":      func(d *Data) { d.Clues[1] = 82 },
		"0 clues (bad)": func(d *Data) { d.Clues[1] = 0 },
	}
	for _, format := range []string{"png", "svg"} {
		if format == "png" && race.Enabled {
			continue
		}
		if err := Write(io.Discard, format, ok()); err != nil {
			t.Fatalf("valid data, %s: %v", format, err)
		}
	}
	for name, spoil := range cases {
		d := ok()
		spoil(&d)
		var buf bytes.Buffer
		err := Write(&buf, "svg", d)
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		if errors.Is(err, ErrFormat) {
			t.Errorf("%s: %v is ErrFormat", name, err)
		}
		if buf.Len() != 0 {
			t.Errorf("%s: wrote %d bytes with an error", name, buf.Len())
		}
	}
}

// dirNames lists the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestWriteFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	d := synthetic(1000, 3)
	names := []string{"a.png", "b.svg", "c.PNG", "d.Svg"}
	if race.Enabled {
		// The SVGs, d.Svg a name in capitals: ExampleWriteFile writes a
		// PNG file.
		names = []string{"b.svg", "d.Svg"}
	}
	for _, name := range names {
		if err := WriteFile(filepath.Join(dir, name), d); err != nil {
			t.Fatalf("WriteFile %s: %v", name, err)
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if strings.EqualFold(filepath.Ext(name), ".png") {
			decodePNG(t, b)
		} else {
			checkSVG(t, b)
		}
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o644 {
			t.Errorf("%s has mode %v, want 0644", name, fi.Mode().Perm())
		}
	}
	if got, want := dirNames(t, dir), names; !slices.Equal(got, want) {
		t.Errorf("directory holds %q, want %q (a temporary file left behind?)", got, want)
	}
}

func TestWriteFileBadExtension(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, name := range []string{"chart.jpg", "chart.JPEG", "chart", "chart.png.txt"} {
		err := WriteFile(filepath.Join(dir, name), synthetic(10, 4))
		if !errors.Is(err, ErrFormat) {
			t.Errorf("WriteFile(%s) = %v, want ErrFormat", name, err)
			continue
		}
		if ext := filepath.Ext(name); ext != "" && !strings.Contains(err.Error(), ext) {
			t.Errorf("WriteFile(%s) error %q does not name the extension", name, err)
		}
	}
	if names := dirNames(t, dir); len(names) != 0 {
		t.Errorf("directory holds %q after failed writes, want nothing", names)
	}
}

func TestWriteFileFailureKeepsExisting(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	name := "chart.png"
	if race.Enabled {
		name = "chart.svg"
	}
	path := filepath.Join(dir, name)
	old := []byte("the previous chart")
	if err := os.WriteFile(path, old, 0o600); err != nil {
		t.Fatal(err)
	}
	bad := Data{Scores: []int{1, 2}, Ratings: []float64{1}, Clues: []int{20, 21}}
	if err := WriteFile(path, bad); err == nil {
		t.Fatal("WriteFile with unequal slices: no error")
	}
	if b, err := os.ReadFile(path); err != nil || !bytes.Equal(b, old) {
		t.Errorf("existing file is now %q, %v; want it untouched", b, err)
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{name}) {
		t.Errorf("directory holds %q, want only %s", names, name)
	}

	// A successful write replaces it and keeps its mode.
	if err := WriteFile(path, synthetic(100, 5)); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if race.Enabled {
		checkSVG(t, b)
	} else {
		decodePNG(t, b)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("replaced file: %v, %v; want mode 0600 kept", fi.Mode().Perm(), err)
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{name}) {
		t.Errorf("directory holds %q, want only %s", names, name)
	}
}

func TestWriteFileRenameFails(t *testing.T) {
	t.Parallel()
	// A directory where the chart should go: everything but the rename
	// succeeds, and the temporary file must go.
	dir := t.TempDir()
	path := filepath.Join(dir, "chart.svg")
	if err := os.MkdirAll(filepath.Join(path, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, synthetic(100, 9)); err == nil {
		t.Fatal("WriteFile over a directory: no error")
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{"chart.svg"}) {
		t.Errorf("directory holds %q, want only chart.svg (a temporary file left behind?)", names)
	}
}

func TestWriteFileMissingDir(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "no", "such", "chart.svg")
	if err := WriteFile(path, synthetic(10, 6)); err == nil {
		t.Error("WriteFile into a missing directory: no error")
	}
}

func TestLarge(t *testing.T) {
	t.Parallel()
	n := 300000
	if race.Enabled {
		n = 30000 // still more rated than MaxScatter
	}
	d := synthetic(n, 7)
	s, err := summarize(d)
	if err != nil {
		t.Fatal(err)
	}
	rated := 0
	for _, r := range d.Ratings {
		if r != 0 {
			rated++
		}
	}
	if s.n != n || s.rated != rated {
		t.Fatalf("summary counts %d puzzles, %d rated; want %d, %d", s.n, s.rated, n, rated)
	}
	if len(s.points) != MaxScatter {
		t.Fatalf("scatter has %d points, want %d", len(s.points), MaxScatter)
	}
	// The sample is the evenly strided one, the same on every run.
	want := sampleIndices(rated, MaxScatter)
	j, k := 0, 0
	for i := range n {
		if d.Ratings[i] == 0 {
			continue
		}
		if k < len(want) && want[k] == j {
			if p := s.points[k]; p.X != float64(d.Scores[i]) || p.Y != d.Ratings[i] {
				t.Fatalf("point %d is %v, want puzzle %d (%d, %v)", k, p, i, d.Scores[i], d.Ratings[i])
			}
			k++
		}
		j++
	}
	s2, _ := summarize(d)
	if !slices.Equal(s.points, s2.points) {
		t.Error("two summaries of the same data sampled different points")
	}
	title := s.scatterPanel().Title.Text
	if wantTitle := "20,000 of " + commas(rated) + " rated shown"; !strings.Contains(title, wantTitle) {
		t.Errorf("scatter title %q does not say %q", title, wantTitle)
	}
	// Every puzzle is in exactly one bin of each histogram.
	sum := func(v []float64) (t float64) {
		for _, x := range v {
			t += x
		}
		return t
	}
	if got := sum(s.scoreBins); got != float64(n) {
		t.Errorf("seed-score bins hold %v puzzles, want %d", got, n)
	}
	if got := sum(s.ratingBins); got != float64(rated) {
		t.Errorf("rating bins hold %v puzzles, want %d", got, rated)
	}
	if got := sum(s.clueBins[:]); got != float64(n) {
		t.Errorf("clue bins hold %v puzzles, want %d", got, n)
	}

	if race.Enabled {
		checkSVG(t, write(t, "svg", d))
		return
	}
	img := decodePNG(t, write(t, "png", d))
	if n := barPixels(img); n < 10000 {
		t.Errorf("only %d pixels in the bar colour", n)
	}
}

func TestSummaryBins(t *testing.T) {
	t.Parallel()
	d := Data{
		Scores:  []int{0, 1, 5, 40000, 7},
		Ratings: []float64{0, 1.0, 12.0, 2.3, 1.5},
		Clues:   []int{17, 25, 25, 81, 30},
	}
	s, err := summarize(d)
	if err != nil {
		t.Fatal(err)
	}
	if s.rated != 4 || len(s.points) != 4 {
		t.Errorf("rated %d, points %d; want 4, 4", s.rated, len(s.points))
	}
	bin := func(v int) int { return scoreBin(s.scoreEdges, v) }
	if bin(0) != 0 || bin(1) != 1 || s.scoreBins[0] != 1 || s.scoreBins[1] != 1 {
		t.Errorf("scores 0 and 1 are not alone in the first two bins: edges %v bins %v", s.scoreEdges, s.scoreBins)
	}
	if last := len(s.scoreBins) - 1; bin(40000) != last || s.scoreBins[last] != 1 {
		t.Errorf("score 40000 in bin %d of %d", bin(40000), len(s.scoreBins))
	}
	if s.scoreMax != 100000 {
		t.Errorf("seed-score axis ends at %v, want 100000", s.scoreMax)
	}
	// Half-point bins from 1.0: 1.0 → 0, 1.5 → 1, 2.3 → 2, 12.0 → the last (21).
	if len(s.ratingBins) != 22 {
		t.Fatalf("%d rating bins, want 22", len(s.ratingBins))
	}
	for i, want := range map[int]float64{0: 1, 1: 1, 2: 1, 21: 1, 3: 0, 20: 0} {
		if s.ratingBins[i] != want {
			t.Errorf("rating bin %d holds %v, want %v", i, s.ratingBins[i], want)
		}
	}
	if s.clueLo != 17 || s.clueHi != 81 || s.clueBins[25] != 2 || s.clueBins[30] != 1 {
		t.Errorf("clues %d..%d, bins[25]=%v bins[30]=%v", s.clueLo, s.clueHi, s.clueBins[25], s.clueBins[30])
	}
}

func TestScoreEdges(t *testing.T) {
	t.Parallel()
	if got := scoreEdges(10)[:8]; !slices.Equal(got, []float64{0, 1, 2, 3, 4, 5, 7, 9}) {
		t.Errorf("first edges %v", got)
	}
	for _, m := range []int{0, 1, 9, 10, 199, 40000, 1 << 40} {
		e := scoreEdges(m)
		if e[0] != 0 || e[len(e)-1] <= float64(m) {
			t.Errorf("scoreEdges(%d) = %v does not span 0..%d", m, e, m)
		}
		if e[len(e)-2] > float64(m) {
			t.Errorf("scoreEdges(%d): an empty bin past the maximum: %v", m, e[len(e)-3:])
		}
		for i := 1; i < len(e); i++ {
			if e[i] <= e[i-1] || e[i] != math.Trunc(e[i]) {
				t.Fatalf("scoreEdges(%d): edges %v, %v", m, e[i-1], e[i])
			}
			// Log-spaced: ten to a decade, so no step past 1.3 times.
			if e[i] > 10 && (e[i]+1)/(e[i-1]+1) > 1.3 {
				t.Fatalf("scoreEdges(%d): step %v → %v", m, e[i-1], e[i])
			}
		}
		if n := len(e) - 1; m >= 1 && n > 12*int(math.Log10(float64(m)+1)+2) {
			t.Errorf("scoreEdges(%d): %d bins", m, n)
		}
	}
}

func TestSampleIndices(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ n, limit int }{
		{0, 5}, {3, 5}, {5, 5}, {6, 5}, {10, 5}, {20001, 20000}, {300000, 20000}, {1000003, 20000},
	} {
		idx := sampleIndices(c.n, c.limit)
		if want := min(c.n, c.limit); len(idx) != want {
			t.Errorf("sampleIndices(%d, %d) has %d indices, want %d", c.n, c.limit, len(idx), want)
		}
		for i, v := range idx {
			if v < 0 || v >= c.n || (i > 0 && v <= idx[i-1]) {
				t.Fatalf("sampleIndices(%d, %d)[%d] = %d, not increasing within 0..%d", c.n, c.limit, i, v, c.n-1)
			}
		}
		if c.n > 0 && idx[0] != 0 {
			t.Errorf("sampleIndices(%d, %d) starts at %d", c.n, c.limit, idx[0])
		}
		// Even stride: gaps differ by at most one.
		if c.n > c.limit {
			lo, hi := c.n, 0
			for i := 1; i < len(idx); i++ {
				g := idx[i] - idx[i-1]
				lo, hi = min(lo, g), max(hi, g)
			}
			if hi-lo > 1 || lo < c.n/c.limit {
				t.Errorf("sampleIndices(%d, %d): gaps %d..%d", c.n, c.limit, lo, hi)
			}
		}
		if again := sampleIndices(c.n, c.limit); !slices.Equal(idx, again) {
			t.Errorf("sampleIndices(%d, %d) differs between calls", c.n, c.limit)
		}
	}
	if got := sampleIndices(10, 5); !slices.Equal(got, []int{0, 2, 4, 6, 8}) {
		t.Errorf("sampleIndices(10, 5) = %v", got)
	}
	if got := sampleIndices(300000, 20000); got[1] != 15 || got[19999] != 299985 {
		t.Errorf("sampleIndices(300000, 20000) = %v ... %v", got[:3], got[len(got)-1])
	}
}

func TestTicks(t *testing.T) {
	t.Parallel()
	var labels []string
	for _, tk := range (log1pTicks{}).Ticks(0, 100000) {
		if tk.Label != "" {
			labels = append(labels, tk.Label)
		}
	}
	if want := []string{"0", "1", "10", "100", "1,000", "10,000", "100,000"}; !slices.Equal(labels, want) {
		t.Errorf("log ticks labelled %q, want %q", labels, want)
	}
	for _, tk := range (countTicks{}).Ticks(0, 2) {
		if tk.Label != "" && tk.Value != math.Trunc(tk.Value) {
			t.Errorf("count tick %v labelled %q", tk.Value, tk.Label)
		}
	}
	if n := (log1pScale{}).Normalize(0, 99, 9); math.Abs(n-0.5) > 1e-12 {
		t.Errorf("log1p scale puts 9 of 0..99 at %v, want 0.5", n)
	}
}

func TestCommas(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 1234567: "1,234,567", -1234: "-1,234", 100000: "100,000"} {
		if got := commas(n); got != want {
			t.Errorf("commas(%d) = %q, want %q", n, got, want)
		}
	}
}

// BenchmarkWrite draws a 1,000,000-puzzle catalog as PNG.
func BenchmarkWrite(b *testing.B) {
	d := synthetic(1000000, 8)
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(io.Discard, "png", d); err != nil {
			b.Fatal(err)
		}
	}
}
