package puzzle

// Marks is a position of a grid of any size, or of a joined board: each
// cell's digit (0 while it is empty) and the candidates of the empty
// cells, bit d-1 for digit d, one entry a cell of the puzzle
// (Puzzle.Cells). Position holds the 81 cells of a grid up to 9×9 in
// fixed arrays, which the classic ladder copies at every step; Marks is
// what draws a grid of 625 cells, or a samurai's 369, as well.
type Marks struct {
	Value []uint8
	Cand  []uint32
}

// MarksOf returns the first cells cells of pos as Marks.
func MarksOf(pos *Position, cells int) Marks {
	m := Marks{Value: make([]uint8, cells), Cand: make([]uint32, cells)}
	copy(m.Value, pos.Value[:cells])
	for c := range cells {
		m.Cand[c] = uint32(pos.Cand[c])
	}
	return m
}

// Clone returns a copy of m that shares nothing with it.
func (m Marks) Clone() Marks {
	return Marks{Value: append([]uint8(nil), m.Value...), Cand: append([]uint32(nil), m.Cand...)}
}
