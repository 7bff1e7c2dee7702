// Package pdftest reads back the PDFs that package book writes, for tests:
// enough of PDF to check a book from the file itself. The cross-reference
// table must point at every object and the page tree must hold the pages;
// each page's content stream is decoded into the text and rectangles drawn
// on it (and the paths stroked and the rectangles filled), and Grids finds
// the Sudoku grids among them, with a variant's cage sums, cage outlines
// and greater-than signs. It reads what fpdf
// writes (classic xref table, Flate streams, Type0 fonts with UTF-16BE
// strings), not PDF at large, and fails the test on anything else.
package pdftest

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"testing"
	"unicode/utf16"
)

// File is a PDF whose structure Read has checked.
type File struct {
	data []byte
	// Objs maps each object number to the text between "N 0 obj" and
	// "endobj".
	Objs map[int][]byte
	root int
}

// Page is what one page draws: its size in points, the strings shown, the
// rectangles stroked, the other paths stroked and the rectangles filled.
type Page struct {
	W, H  float64
	Texts []Text
	Rects []Rect
	Paths []Path
	Fills []Fill
}

// Point is a position on a page, PDF coordinates (y up).
type Point struct{ X, Y float64 }

// Path is a stroked path other than a lone rectangle: its subpaths, each
// a list of points and whether it was closed, and how it was stroked.
type Path struct {
	Subpaths  []Subpath
	LineWidth float64
	Dash      []float64 // the dash array; nil for a solid line
	Grey      float64   // the stroke's grey (0 black, 1 white)
}

// Subpath is one piece of a path: a polyline, closed or not.
type Subpath struct {
	Points []Point
	Closed bool
}

// Fill is a filled rectangle and its grey.
type Fill struct {
	Rect
	Grey float64
}

// Text is one string shown: where (baseline origin, PDF coordinates with
// y up), in which font (its BaseFont) and size, in which grey (0 black).
type Text struct {
	Font       string
	Size, X, Y float64
	Grey       float64
	S          string
}

// Rect is a stroked rectangle, normalized to its lower left corner.
type Rect struct{ X, Y, W, H, LineWidth float64 }

var (
	reStartXref = regexp.MustCompile(`startxref\s+(\d+)\s+%%EOF\s*$`)
	reRef       = func(key string) *regexp.Regexp { return regexp.MustCompile(`/` + key + `\s+(\d+)\s+0\s+R`) }
	reObjRef    = regexp.MustCompile(`(\d+)\s+0\s+R`)
	reKids      = regexp.MustCompile(`/Kids\s*\[([^\]]*)\]`)
	reCount     = regexp.MustCompile(`/Count\s+(\d+)`)
	reMediaBox  = regexp.MustCompile(`/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]`)
	reFontRes   = regexp.MustCompile(`/(F\w+)\s+(\d+)\s+0\s+R`)
	reBaseFont  = regexp.MustCompile(`/BaseFont\s*/(\w+)`)
	reLength    = regexp.MustCompile(`/Length\s+(\d+)`)
)

func atoi(tb testing.TB, s []byte) int {
	tb.Helper()
	n, err := strconv.Atoi(string(s))
	if err != nil {
		tb.Fatal(err)
	}
	return n
}

// Read checks the file's structure and returns its objects.
func Read(tb testing.TB, data []byte) *File {
	tb.Helper()
	if !bytes.HasPrefix(data, []byte("%PDF-1.")) {
		tb.Fatalf("no PDF header: %q", data[:min(len(data), 8)])
	}
	m := reStartXref.FindSubmatch(data)
	if m == nil {
		tb.Fatal("no startxref at the end")
	}
	off := atoi(tb, m[1])
	rest := data[off:]
	var first, n int
	if _, err := fmt.Sscanf(string(rest[:min(len(rest), 40)]), "xref\n%d %d\n", &first, &n); err != nil {
		tb.Fatalf("startxref %d does not point at an xref table: %v", off, err)
	}
	entries := rest[bytes.IndexByte(rest[5:], '\n')+6:]
	f := &File{data: data, Objs: map[int][]byte{}}
	for i := 0; i < n; i++ {
		e := entries[i*20 : i*20+20]
		if e[17] != 'n' {
			continue
		}
		num := first + i
		at := atoi(tb, e[:10])
		head := fmt.Sprintf("%d 0 obj", num)
		if !bytes.HasPrefix(data[at:], []byte(head)) {
			tb.Fatalf("xref entry of object %d points at %q", num, data[at:min(len(data), at+20)])
		}
		end := bytes.Index(data[at:], []byte("endobj"))
		if end < 0 {
			tb.Fatalf("object %d has no endobj", num)
		}
		f.Objs[num] = data[at+len(head) : at+end]
	}
	trailer := rest[bytes.Index(rest, []byte("trailer")):]
	r := reRef("Root").FindSubmatch(trailer)
	if r == nil {
		tb.Fatal("trailer has no /Root")
	}
	f.root = atoi(tb, r[1])
	return f
}

func (f *File) obj(tb testing.TB, n int) []byte {
	tb.Helper()
	o, ok := f.Objs[n]
	if !ok {
		tb.Fatalf("object %d is not in the xref table", n)
	}
	return o
}

func (f *File) ref(tb testing.TB, n int, key string) int {
	tb.Helper()
	m := reRef(key).FindSubmatch(f.obj(tb, n))
	if m == nil {
		tb.Fatalf("object %d has no /%s", n, key)
	}
	return atoi(tb, m[1])
}

// stream returns object n's stream, inflated.
func (f *File) stream(tb testing.TB, n int) []byte {
	tb.Helper()
	o := f.obj(tb, n)
	i := bytes.Index(o, []byte("stream"))
	if i < 0 {
		tb.Fatalf("object %d has no stream", n)
	}
	dict, body := o[:i], o[i+len("stream"):]
	body = bytes.TrimPrefix(bytes.TrimPrefix(body, []byte("\r")), []byte("\n"))
	m := reLength.FindSubmatch(dict)
	if m == nil {
		tb.Fatalf("stream %d has no /Length", n)
	}
	body = body[:atoi(tb, m[1])]
	if !bytes.Contains(dict, []byte("/FlateDecode")) {
		return body
	}
	zr, err := zlib.NewReader(bytes.NewReader(body))
	if err != nil {
		tb.Fatalf("stream %d: %v", n, err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		tb.Fatalf("stream %d: %v", n, err)
	}
	return out
}

// Pages decodes every page, in page-tree order.
func (f *File) Pages(tb testing.TB) []Page {
	tb.Helper()
	tree := f.ref(tb, f.root, "Pages")
	to := f.obj(tb, tree)
	kids := reObjRef.FindAllSubmatch(reKids.FindSubmatch(to)[1], -1)
	if c := reCount.FindSubmatch(to); c == nil || atoi(tb, c[1]) != len(kids) {
		tb.Fatalf("page tree: /Count %s but %d kids", c[1], len(kids))
	}
	var out []Page
	for _, k := range kids {
		pn := atoi(tb, k[1])
		po := f.obj(tb, pn)
		mb := reMediaBox.FindSubmatch(po)
		if mb == nil {
			mb = reMediaBox.FindSubmatch(to)
		}
		if mb == nil {
			tb.Fatalf("page %d has no /MediaBox", len(out)+1)
		}
		w, _ := strconv.ParseFloat(string(mb[1]), 64)
		h, _ := strconv.ParseFloat(string(mb[2]), 64)
		fonts := map[string]string{}
		res := f.obj(tb, f.ref(tb, pn, "Resources"))
		for _, fm := range reFontRes.FindAllSubmatch(res, -1) {
			fo := f.obj(tb, atoi(tb, fm[2]))
			bf := reBaseFont.FindSubmatch(fo)
			if bf == nil {
				tb.Fatalf("font %s has no /BaseFont", fm[1])
			}
			fonts[string(fm[1])] = string(bf[1])
		}
		page := Page{W: w, H: h}
		page.decode(tb, f.stream(tb, f.ref(tb, pn, "Contents")), fonts)
		out = append(out, page)
	}
	return out
}

// decode runs the content stream's operators that matter here.
func (p *Page) decode(tb testing.TB, c []byte, fonts map[string]string) {
	tb.Helper()
	type gstate struct {
		fill, stroke, width float64
		dash                []float64
	}
	var (
		ops        []string // operands since the last operator
		gs         gstate
		stack      []gstate
		font       string
		size, x, y float64
		path       []Subpath // the path under construction
		rects      []Rect    // its rectangles (re), when it is only those
	)
	num := func(k int) float64 {
		v, err := strconv.ParseFloat(ops[len(ops)-k], 64)
		if err != nil {
			tb.Fatalf("operand %q: %v", ops[len(ops)-k], err)
		}
		return v
	}
	last := func() *Subpath {
		if len(path) == 0 {
			tb.Fatalf("path operator without a current point")
		}
		return &path[len(path)-1]
	}
	for i := 0; i < len(c); {
		ch := c[i]
		switch {
		case ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t':
			i++
		case ch == '(':
			s, n := literal(tb, c[i:])
			ops = append(ops, s)
			i += n
		case ch == '[' || ch == ']':
			ops = append(ops, string(ch))
			i++
		case ch == '/' || ch == '-' || ch == '.' || ch >= '0' && ch <= '9':
			j := i + 1
			for j < len(c) && !bytes.ContainsRune([]byte(" \n\r\t()/[]"), rune(c[j])) {
				j++
			}
			ops = append(ops, string(c[i:j]))
			i = j
		default:
			j := i
			for j < len(c) && !bytes.ContainsRune([]byte(" \n\r\t()/[]"), rune(c[j])) {
				j++
			}
			op := string(c[i:j])
			i = j
			switch op {
			case "q":
				stack = append(stack, gs)
			case "Q":
				gs = stack[len(stack)-1]
				stack = stack[:len(stack)-1]
			case "g":
				gs.fill = num(1)
			case "rg":
				gs.fill = (num(1) + num(2) + num(3)) / 3
			case "G":
				gs.stroke = num(1)
			case "RG":
				gs.stroke = (num(1) + num(2) + num(3)) / 3
			case "w":
				gs.width = num(1)
			case "d":
				// [a b ...] phase d
				gs.dash = nil
				for _, o := range ops[:len(ops)-1] {
					if o == "[" || o == "]" {
						continue
					}
					v, err := strconv.ParseFloat(o, 64)
					if err != nil {
						tb.Fatalf("dash array %v: %v", ops, err)
					}
					gs.dash = append(gs.dash, v)
				}
			case "Tf":
				font, size = fonts[ops[len(ops)-2][1:]], num(1)
				if font == "" {
					tb.Fatalf("font %s is not in the page's resources", ops[len(ops)-2])
				}
			case "Td":
				x, y = num(2), num(1)
			case "Tj":
				p.Texts = append(p.Texts, Text{Font: font, Size: size, X: x, Y: y, Grey: gs.fill, S: utf16be(tb, ops[len(ops)-1])})
			case "m":
				path = append(path, Subpath{Points: []Point{{num(2), num(1)}}})
				rects = nil
			case "l":
				sp := last()
				sp.Points = append(sp.Points, Point{num(2), num(1)})
			case "h":
				last().Closed = true
			case "re":
				r := Rect{X: num(4), Y: num(3), W: num(2), H: num(1), LineWidth: gs.width}
				if r.H < 0 {
					r.Y, r.H = r.Y+r.H, -r.H
				}
				if len(path) == len(rects) {
					rects = append(rects, r)
				}
				path = append(path, Subpath{Points: []Point{{r.X, r.Y}, {r.X + r.W, r.Y}, {r.X + r.W, r.Y + r.H}, {r.X, r.Y + r.H}}, Closed: true})
			case "S", "s":
				if op == "s" {
					last().Closed = true
				}
				if len(rects) == 1 && len(path) == 1 {
					p.Rects = append(p.Rects, rects[0])
				} else if len(path) > 0 {
					p.Paths = append(p.Paths, Path{Subpaths: path, LineWidth: gs.width, Dash: gs.dash, Grey: gs.stroke})
				}
				path, rects = nil, nil
			case "f", "F", "f*":
				if len(rects) == len(path) {
					for _, r := range rects {
						p.Fills = append(p.Fills, Fill{Rect: r, Grey: gs.fill})
					}
				}
				path, rects = nil, nil
			case "n", "B", "B*", "b", "b*":
				path, rects = nil, nil
			}
			ops = ops[:0]
		}
	}
}

// literal reads a PDF literal string at the start of c, returning its bytes
// and how much of c it took.
func literal(tb testing.TB, c []byte) (string, int) {
	var out []byte
	depth := 0
	for i := 0; i < len(c); i++ {
		switch ch := c[i]; ch {
		case '(':
			if depth > 0 {
				out = append(out, ch)
			}
			depth++
		case ')':
			depth--
			if depth == 0 {
				return string(out), i + 1
			}
			out = append(out, ch)
		case '\\':
			i++
			switch e := c[i]; e {
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			default:
				if e >= '0' && e <= '7' {
					v, k := 0, 0
					for ; k < 3 && c[i+k] >= '0' && c[i+k] <= '7'; k++ {
						v = v*8 + int(c[i+k]-'0')
					}
					out = append(out, byte(v))
					i += k - 1
				} else {
					out = append(out, e)
				}
			}
		default:
			out = append(out, ch)
		}
	}
	tb.Fatal("unterminated string")
	return "", 0
}

// utf16be decodes the strings of fpdf's Type0 fonts, whose codes are the
// characters in UTF-16BE.
func utf16be(tb testing.TB, s string) string {
	if len(s)%2 != 0 {
		tb.Fatalf("odd-length UTF-16 string %q", s)
	}
	u := make([]uint16, len(s)/2)
	for i := range u {
		u[i] = uint16(s[2*i])<<8 | uint16(s[2*i+1])
	}
	return string(utf16.Decode(u))
}
