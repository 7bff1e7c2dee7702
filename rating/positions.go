package rating

import (
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rules"
)

// Positions returns the position before each of e's steps, and after the
// last, as Marks on p's grid or board (e must explain p). A step of a
// grid up to 9×9 carries its position (Step.Before, Explanation.Final),
// which Positions copies; a larger grid's or a joined board's carry none
// (a Position holds 81 cells), so Positions plays the path again from
// p's givens, as the ladder does: every candidate the givens allow (the
// digits no mate of the cell holds: the cells of its houses, and of its
// cage), then each step's eliminations struck and its placements made, a
// placed digit struck from the placed cell's mates. The ladder's board
// moves by its steps alone, so the two agree where both are known.
func (e *Explanation) Positions(p *puzzle.Puzzle) (before []puzzle.Marks, final puzzle.Marks) {
	cells := p.Cells()
	if cells <= len(puzzle.Position{}.Value) {
		before = make([]puzzle.Marks, len(e.Steps))
		for i := range e.Steps {
			before[i] = puzzle.MarksOf(&e.Steps[i].Before, cells)
		}
		return before, puzzle.MarksOf(&e.Final, cells)
	}
	return replay(p, e.Steps)
}

// replay plays steps from p's givens (Positions).
func replay(p *puzzle.Puzzle, steps []Step) (before []puzzle.Marks, final puzzle.Marks) {
	cells := p.Cells()
	before = make([]puzzle.Marks, len(steps))
	ru := rules.Of(p)
	m := puzzle.Marks{Value: make([]uint8, cells), Cand: make([]uint32, cells)}
	all := uint32(1)<<p.N() - 1
	for c := range cells {
		m.Value[c] = p.Givens[c]
		if m.Value[c] != 0 {
			continue
		}
		m.Cand[c] = all
		for _, q := range ru.Mates(c) {
			if v := p.Givens[q]; v != 0 {
				m.Cand[c] &^= 1 << (v - 1)
			}
		}
	}
	for i := range steps {
		s := &steps[i]
		before[i] = m.Clone()
		for _, x := range s.Eliminations {
			m.Cand[x.Cell] &^= 1 << (x.Digit - 1)
		}
		for _, x := range s.Placements {
			m.Value[x.Cell], m.Cand[x.Cell] = uint8(x.Digit), 0
			for _, q := range ru.Mates(x.Cell) {
				m.Cand[q] &^= 1 << (x.Digit - 1)
			}
		}
	}
	return before, m
}
