package chart

// Output: the figure's size, the canvas for a format, and writing the
// figure to a writer or, atomically, to a file. Both entry points check
// the format and the data before writing anything.

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

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
