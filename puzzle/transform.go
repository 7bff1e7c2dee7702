package puzzle

import (
	"bytes"
	"crypto/sha256"
	"math/bits"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/iso"
)

// Transformed returns p moved by the geometric part of t (transposition,
// rows and columns moved): every given, cage cell and sign end goes where
// its cell goes. t's digit relabelling is not applied: it would change
// cage sums and turn signs round, so it is no symmetry of a variant.
//
// Moving rows or columns within a band or stack keeps the rules (rows,
// columns and boxes go to rows, columns and boxes) but can pull a cage
// apart or separate a sign's cells; the result then solves the same way
// but is not a puzzle of the input form (Validate refuses it).
func (p *Puzzle) Transformed(t *iso.Transform) Puzzle {
	to := t.CellMoves()
	return p.Moved(to[:])
}

// Moved returns p, of any size, with every given, region, cage cell and
// sign end moved from cell c to cell to[c], normalized; to must map the
// grid's cells one to one.
func (p *Puzzle) Moved(to []uint16) Puzzle {
	return p.moved(func(c int) int { return int(to[c]) })
}

// moved is Moved with the map of cells as a function.
func (p *Puzzle) moved(to func(int) int) Puzzle {
	q := Puzzle{Size: p.Size, Box: p.Box, Diagonals: p.Diagonals, Windows: p.Windows, Layout: p.Layout}
	for c, d := range p.Givens[:p.Cells()] {
		q.Givens[to(c)] = d
	}
	if p.Regions != nil {
		q.Regions = make([]uint8, len(p.Regions))
		for c, r := range p.Regions {
			q.Regions[to(c)] = r
		}
	}
	q.Cages = make([]Cage, len(p.Cages))
	for i, cg := range p.Cages {
		cells := make([]uint16, len(cg.Cells))
		for j, c := range cg.Cells {
			cells[j] = uint16(to(int(c)))
		}
		q.Cages[i] = Cage{Sum: cg.Sum, Cells: cells}
	}
	q.Signs = make([]Sign, len(p.Signs))
	for i, s := range p.Signs {
		q.Signs[i] = Sign{Greater: uint16(to(int(s.Greater))), Lesser: uint16(to(int(s.Lesser)))}
	}
	q.Normalize()
	return q
}

// squareSymmetries are the eight symmetries of the square (turns and
// reflections) as transforms: the geometric transforms that keep every
// variant puzzle a puzzle of the input form, cages connected, signs
// between neighbours, jigsaw regions connected, and the diagonals and the
// windows where they were.
var squareSymmetries = func() [8]iso.Transform {
	var out [8]iso.Transform
	for i := range out {
		t := iso.Identity()
		t.Transpose = i&1 != 0
		for k := range 9 {
			if i&2 != 0 {
				t.Rows[k] = uint8(8 - k)
			}
			if i&4 != 0 {
				t.Cols[k] = uint8(8 - k)
			}
		}
		out[i] = t
	}
	return out
}()

// Canonical returns the canonical form of p: of its images under the
// eight symmetries of the square, the one whose canonical JSON (see
// String) is smallest. A puzzle and its turns and mirror images have the
// same canonical form. Digits are not relabelled (see Transformed), and
// row or column moves within bands are left out because they do not keep
// a variant puzzle a puzzle of the form.
//
// A grid of another size than 9 has the symmetries of the square that
// keep its box shape: all eight for square boxes and jigsaws, the four
// without a transposition (turns by half, mirrors) for boxes like 2×3,
// which a quarter turn would make 3×2. A puzzle on joined grids has the
// symmetries of its board that take its layout's grids onto its grids:
// all eight for a samurai, the half turn and the two reflections in the
// diagonals for a twodoku.
func (p *Puzzle) Canonical() Puzzle {
	if p.Layout != nil {
		c, _ := p.canonicalJoined()
		return c
	}
	if p.N() != 9 {
		c, _ := p.CanonicalMoves()
		return c
	}
	c, _ := p.CanonicalBy()
	return c
}

// CanonicalMoves returns Canonical() of a puzzle of any size, and where
// the symmetry that takes p there moves each cell (cell c of p is cell
// moves[c] of the canonical form): each image under the symmetries that
// keep p's box shape (or its layout), compared on the whole JSON.
func (p *Puzzle) CanonicalMoves() (Puzzle, [grid.MaxCells]uint16) {
	if p.Layout != nil {
		return p.canonicalJoined()
	}
	n := p.N()
	box := p.BoxShape()
	best := p.Clone()
	bestText := string(best.AppendJSON(nil))
	var moves, to [grid.MaxCells]uint16
	for c := range moves {
		moves[c] = uint16(c)
	}
	for i := 1; i < 8; i++ {
		transpose := i&1 != 0
		if transpose && box.Rows != box.Cols {
			continue
		}
		for c := range n * n {
			r, col := c/n, c%n
			if i&2 != 0 {
				r = n - 1 - r
			}
			if i&4 != 0 {
				col = n - 1 - col
			}
			if transpose {
				r, col = col, r
			}
			to[c] = uint16(r*n + col)
		}
		q := p.Moved(to[:n*n])
		if text := string(q.AppendJSON(nil)); text < bestText {
			best, bestText, moves = q, text, to
		}
	}
	return best, moves
}

// CanonicalBy returns Canonical() of a 9×9 puzzle and the symmetry of the
// square that takes p there: the first of Symmetries() that does, when
// several do.
func (p *Puzzle) CanonicalBy() (Puzzle, iso.Transform) {
	// The canonical JSON starts with the regions, if any, and the givens,
	// both of a fixed length, whose order is the texts' order where they
	// differ: only the images tied on them are transformed in full and
	// compared on the rest of the text.
	var keys [len(squareSymmetries)][2 * 81]byte
	n := 81
	if p.Regions != nil {
		n = 2 * 81
	}
	tied := uint(1)
	for i := range squareSymmetries {
		p.canonicalPrefix(i, keys[i][:n])
		switch c := bytes.Compare(keys[i][:n], keys[bits.TrailingZeros(tied)][:n]); {
		case c < 0:
			tied = 1 << i
		case c == 0:
			tied |= 1 << i
		}
	}
	by := bits.TrailingZeros(tied)
	best := p.Clone()
	if by > 0 {
		best = p.Transformed(&squareSymmetries[by])
	}
	if tied &= tied - 1; tied == 0 {
		return best, squareSymmetries[by]
	}
	bestText := string(best.AppendJSON(nil))
	for ; tied != 0; tied &= tied - 1 {
		i := bits.TrailingZeros(tied)
		q := p.Transformed(&squareSymmetries[i])
		if text := string(q.AppendJSON(nil)); text < bestText {
			best, bestText, by = q, text, i
		}
	}
	return best, squareSymmetries[by]
}

// canonicalPrefix writes into key the regions (if any) and the givens of
// p's image under squareSymmetries[i] as its canonical JSON spells them:
// the identity's as p has them, another image's regions renumbered in
// reading order, as Transformed leaves them.
func (p *Puzzle) canonicalPrefix(i int, key []byte) {
	to := &squareMoves[i]
	givens := key[len(key)-81:]
	for c, d := range p.Givens[:p.Cells()] {
		givens[to[c]] = '.'
		if d != 0 {
			givens[to[c]] = '0' + d
		}
	}
	if p.Regions == nil {
		return
	}
	regions := key[:len(p.Regions)]
	for c, r := range p.Regions {
		regions[to[c]] = r
	}
	if i > 0 {
		renameRegions(regions)
	}
	for c := range regions {
		regions[c] += '1'
	}
}

// squareMoves is, for each of squareSymmetries, where it takes each cell.
var squareMoves = func() (out [len(squareSymmetries)][81]uint16) {
	for i := range squareSymmetries {
		out[i] = squareSymmetries[i].CellMoves()
	}
	return out
}()

// Key returns p's isomorph key, on which a catalog keeps one puzzle per
// class. For a classic puzzle it is iso.KeyOf(p.Givens), the minlex form
// under the whole Sudoku group. For other kinds it is a first byte 0xff,
// which no minlex form starts with, then the kind, then the SHA-256 of the
// canonical form's JSON (Canonical: the symmetries of the square, the
// only ones every kind has: a jigsaw's regions move with its cells, and
// the diagonals and windows map onto themselves), so that keys of every
// kind share one index without ever colliding.
func (p *Puzzle) Key() iso.Key {
	if p.IsClassic() {
		return iso.KeyOf(p.Givens.Nine())
	}
	var k iso.Key
	k[0] = 0xff
	k[1] = byte(p.Kind().Features())
	c := p.Canonical()
	h := sha256.Sum256(c.AppendJSON(nil))
	copy(k[2:], h[:])
	return k
}

// Symmetries returns the eight symmetries of the square as transforms of
// package iso, identity first.
func Symmetries() []iso.Transform { return squareSymmetries[:] }
