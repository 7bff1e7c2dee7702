package book

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// face is one embedded TrueType font with the metrics the layout needs.
type face struct {
	family string // name under which the PDF registers it
	ttf    []byte
	sf     *sfnt.Font
	upem   float64
	// digitX[d] is the horizontal middle of digit d's ink, and digitMid the
	// vertical middle of the digits' ink (y down, so negative), both in em.
	// Centring on the ink rather than on the advance box puts a narrow 1
	// in the middle of its cell; sharing digitMid keeps one baseline across
	// a row of digits.
	digitX   [10]float64
	digitMid float64
	// digitAdv[d] is digit d's advance width in em, for measuring the
	// cage sums.
	digitAdv [10]float64
	textsOf
}

// fonts are the three weights of the Go fonts: regular for labels and
// filled-in answers, medium for puzzle givens, bold for titles and numbers.
type fonts struct{ regular, medium, bold *face }

var loadFonts = sync.OnceValues(func() (*fonts, error) {
	r, err := newFace("GoRegular", goregular.TTF)
	if err != nil {
		return nil, err
	}
	m, err := newFace("GoMedium", gomedium.TTF)
	if err != nil {
		return nil, err
	}
	b, err := newFace("GoBold", gobold.TTF)
	if err != nil {
		return nil, err
	}
	return &fonts{regular: r, medium: m, bold: b}, nil
})

func newFace(family string, ttf []byte) (*face, error) {
	sf, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("font %s: %w", family, err)
	}
	f := &face{family: family, ttf: ttf, sf: sf, upem: float64(sf.UnitsPerEm())}
	var buf sfnt.Buffer
	ppem := fixed.Int26_6(sf.UnitsPerEm()) << 6 // font units, exactly
	for d := 0; d <= 9; d++ {
		x, err := sf.GlyphIndex(&buf, rune('0'+d))
		if err != nil || x == 0 {
			return nil, fmt.Errorf("font %s has no digit %d", family, d)
		}
		bounds, _, err := sf.GlyphBounds(&buf, x, ppem, font.HintingNone)
		if err != nil {
			return nil, fmt.Errorf("font %s, digit %d: %w", family, d, err)
		}
		f.digitX[d] = float64(bounds.Min.X+bounds.Max.X) / 128 / f.upem
		adv, err := sf.GlyphAdvance(&buf, x, ppem, font.HintingNone)
		if err != nil {
			return nil, fmt.Errorf("font %s, digit %d: %w", family, d, err)
		}
		f.digitAdv[d] = float64(adv) / 64 / f.upem
		if d > 0 {
			f.digitMid += float64(bounds.Min.Y+bounds.Max.Y) / 128 / f.upem / 9
		}
	}
	return f, nil
}

// glyph is one outline for SVG output, in font units with y down.
type glyph struct {
	index   sfnt.GlyphIndex
	path    string // SVG path data; "" for blank glyphs such as space
	advance float64
}

// advance returns r's glyph and its advance width in font units. A rune
// the font lacks comes back as its missing-glyph box, as a PDF viewer
// would show it.
func (f *face) advance(buf *sfnt.Buffer, r rune) (sfnt.GlyphIndex, fixed.Int26_6, error) {
	x, err := f.sf.GlyphIndex(buf, r)
	if err != nil {
		return 0, 0, err
	}
	ppem := fixed.Int26_6(f.sf.UnitsPerEm()) << 6 // font units, exactly
	adv, err := f.sf.GlyphAdvance(buf, x, ppem, font.HintingNone)
	return x, adv, err
}

// width returns the advance width of s in em, with no kerning, as the PDF
// sets it; a rune the font cannot measure counts nothing.
func (f *face) width(buf *sfnt.Buffer, s string) float64 {
	units := 0.0
	for _, r := range s {
		if _, adv, err := f.advance(buf, r); err == nil {
			units += float64(adv) / 64
		}
	}
	return units / f.upem
}

// glyph returns r's outline (see advance).
func (f *face) glyph(buf *sfnt.Buffer, r rune) (glyph, error) {
	x, adv, err := f.advance(buf, r)
	if err != nil {
		return glyph{}, err
	}
	ppem := fixed.Int26_6(f.sf.UnitsPerEm()) << 6
	segs, err := f.sf.LoadGlyph(buf, x, ppem, nil)
	if err != nil {
		return glyph{}, err
	}
	var p strings.Builder
	num := func(v fixed.Int26_6) {
		p.WriteString(strconv.FormatFloat(float64(v)/64, 'f', -1, 64))
	}
	pt := func(q fixed.Point26_6) {
		num(q.X)
		p.WriteByte(' ')
		num(q.Y)
	}
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			if p.Len() > 0 {
				p.WriteByte('Z')
			}
			p.WriteByte('M')
			pt(s.Args[0])
		case sfnt.SegmentOpLineTo:
			p.WriteByte('L')
			pt(s.Args[0])
		case sfnt.SegmentOpQuadTo:
			p.WriteByte('Q')
			pt(s.Args[0])
			p.WriteByte(' ')
			pt(s.Args[1])
		case sfnt.SegmentOpCubeTo:
			p.WriteByte('C')
			pt(s.Args[0])
			p.WriteByte(' ')
			pt(s.Args[1])
			p.WriteByte(' ')
			pt(s.Args[2])
		}
	}
	if p.Len() > 0 {
		p.WriteByte('Z')
	}
	return glyph{index: x, path: p.String(), advance: float64(adv) / 64}, nil
}

// inkOf returns the ink box of s set from the origin without kerning, as
// the PDF sets it, in font units (y down); ok is false when the face
// lacks a rune of s or s draws nothing.
func (f *face) inkOf(buf *sfnt.Buffer, s string) (ink fixed.Rectangle26_6, ok bool) {
	ppem := fixed.Int26_6(f.sf.UnitsPerEm()) << 6 // font units, exactly
	pen := fixed.Int26_6(0)
	for _, r := range s {
		x, err := f.sf.GlyphIndex(buf, r)
		if err != nil || x == 0 {
			return ink, false
		}
		bounds, adv, err := f.sf.GlyphBounds(buf, x, ppem, font.HintingNone)
		if err != nil {
			return ink, false
		}
		if !bounds.Empty() {
			bounds = bounds.Add(fixed.Point26_6{X: pen})
			if ok {
				ink = ink.Union(bounds)
			} else {
				ink, ok = bounds, true
			}
		}
		pen += adv
	}
	return ink, ok
}
