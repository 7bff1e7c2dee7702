package puzzle_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/solve"
)

const specExample = `{"givens":"....8..5.12....4..6..7........6....18......6..5..4.....8..5.2....9.3...7........6",` +
	`"cages":[{"sum":15,"cells":["r1c1","r1c2","r2c1"]},{"sum":4,"cells":["r1c3"]}],` +
	`"greater":[["r1c5","r1c6"],["r2c1","r3c1"]]}`

func TestParseCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		// The spec's example is canonical already.
		{specExample, specExample},
		// Spaces, key order, cell order and case, cage order and sign order
		// do not matter; the canonical form fixes them.
		{` { "greater" : [ ["R2C1","r3c1"], ["r1c5","r1c6"] ], "cages": [ {"cells":["r1c3"],"sum":4},` +
			` {"sum":15,"cells":["r2c1","r1c2","r1c1"]} ],` +
			` "givens": "000080050120000400600700000000600001800000060050040000080050200009030007000000006" } `, specExample},
		// No givens: all blanks.
		{`{"cages":[{"sum":3,"cells":["r1c1","r1c2"]}]}`, `{"givens":"` + strings.Repeat(".", 81) + `","cages":[{"sum":3,"cells":["r1c1","r1c2"]}]}`},
		// A sign given twice is kept once; empty lists are left out.
		{`{"cages":[],"greater":[["r1c1","r1c2"],["r1c1","r1c2"]]}`, `{"givens":"` + strings.Repeat(".", 81) + `","greater":[["r1c1","r1c2"]]}`},
		// Neither cages nor signs: a classic puzzle, written as such.
		{`{"givens":"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"}`,
			"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"},
	}
	for _, tt := range tests {
		p, err := puzzle.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%s): %v", tt.in, err)
			continue
		}
		if got := p.String(); got != tt.want {
			t.Errorf("Parse(%s).String()\n got %s\nwant %s", tt.in, got, tt.want)
		}
		back, err := puzzle.Parse(string(p.AppendJSON(nil)))
		if err != nil || back.String() != p.String() {
			t.Errorf("the JSON of %s reads back as %s, %v", p.String(), back.String(), err)
		}
	}
}

// TestParseErrors: every input error of the spec, named.
func TestParseErrors(t *testing.T) {
	blank := strings.Repeat(".", 81)
	tests := []struct {
		in   string
		want error
		msg  string
	}{
		{`{"givens":`, puzzle.ErrJSON, "malformed JSON: the object is not closed"},
		{`{"givens":"` + blank + `"} x`, puzzle.ErrJSON, "malformed JSON: more after the object"},
		{`["r1c1"]`, puzzle.ErrJSON, "malformed JSON: the puzzle should be an object, not array"},
		{`{"cages":{"sum":3}}`, puzzle.ErrJSON, "malformed JSON: cages should be an array, not object"},
		{`{"cages":[{"cells":["r1c1"]}]}`, puzzle.ErrJSON, "malformed JSON: cage 1 has no sum"},
		{`{"givens":"` + blank + `","killer":true}`, puzzle.ErrKey, `unknown key "killer"`},
		{`{"cages":[{"sum":3,"cells":["r1c1"],"colour":"red"}]}`, puzzle.ErrKey, `unknown key "colour"`},
		{`{"cages":[{"sum":3,"cells":["r0c1","r1c2"]}]}`, grid.ErrCell, `cage 1: bad cell "r0c1" (want r1c1 to r9c9)`},
		{`{"greater":[["r1c1","a1"]]}`, grid.ErrCell, `sign 1: bad cell "a1" (want r1c1 to r9c9)`},
		{`{"cages":[{"sum":3,"cells":["r1c1","r1c2"]},{"sum":9,"cells":["r1c2","r1c3"]}]}`, puzzle.ErrOverlap, "cell in two cages: r1c2"},
		{`{"cages":[{"sum":3,"cells":["r1c1","r1c1"]}]}`, puzzle.ErrOverlap, "cell in two cages: r1c1 twice in cage at r1c1"},
		{`{"cages":[{"sum":3,"cells":["r1c1","r2c2"]}]}`, puzzle.ErrCage, "bad cage: cage at r1c1 is not connected"},
		{`{"cages":[{"sum":45,"cells":["r1c1","r1c2","r1c3","r1c4","r1c5","r1c6","r1c7","r1c8","r1c9","r2c9"]}]}`, puzzle.ErrCage, "bad cage: cage at r1c1 has 10 cells, at most 9"},
		{`{"cages":[{"sum":3,"cells":[]}]}`, puzzle.ErrCage, "bad cage: cage 1 has no cells"},
		{`{"cages":[{"sum":18,"cells":["r1c1","r1c2"]}]}`, puzzle.ErrSum, "impossible cage sum: cage at r1c1: 2 cells cannot add up to 18 (3 to 17)"},
		{`{"cages":[{"sum":0,"cells":["r1c1"]}]}`, puzzle.ErrSum, "impossible cage sum: cage at r1c1: 1 cells cannot add up to 0 (1 to 9)"},
		{`{"greater":[["r1c1","r2c2"]]}`, puzzle.ErrSign, "bad sign: r1c1 and r2c2 are not orthogonal neighbours"},
		{`{"greater":[["r1c9","r2c1"]]}`, puzzle.ErrSign, "bad sign: r1c9 and r2c1 are not orthogonal neighbours"},
		{`{"greater":[["r1c1"]]}`, puzzle.ErrSign, "bad sign: sign 1 has 1 cells, want 2"},
		{`{"greater":[["r1c1","r1c2"],["r1c2","r2c2"],["r2c2","r2c1"],["r2c1","r1c1"]]}`, puzzle.ErrCycle, "signs form a cycle through r1c1"},
		{`{"greater":[["r1c1","r1c2"],["r1c2","r1c1"]]}`, puzzle.ErrCycle, "signs form a cycle through r1c1"},
		{`{"givens":"55` + blank[2:] + `"}`, grid.ErrConflict, "conflicting givens: two 5s in row 1"},
		{`{"givens":"5"}`, grid.ErrLength, "givens: wrong length: 1 cell, want 81"},
	}
	for _, tt := range tests {
		_, err := puzzle.Parse(tt.in)
		if !errors.Is(err, tt.want) || err.Error() != tt.msg {
			t.Errorf("Parse(%s):\n got %v\nwant %q (wrapping %v)", tt.in, err, tt.msg, tt.want)
		}
	}
}

// TestBrokenByGivens: a given that breaks a cage or a sign is no input
// error; the puzzle has no solution.
func TestBrokenByGivens(t *testing.T) {
	blank := []byte(strings.Repeat(".", 81))
	blank[0], blank[1] = '9', '8'
	for _, in := range []string{
		`{"givens":"` + string(blank) + `","cages":[{"sum":3,"cells":["r1c1","r1c2"]}]}`,
		`{"givens":"` + string(blank) + `","greater":[["r1c2","r1c1"]]}`,
	} {
		p, err := puzzle.Parse(in)
		if err != nil {
			t.Fatalf("Parse(%s): %v", in, err)
		}
		if r := solve.Count(&p); r.Solutions != 0 {
			t.Errorf("%s: %d solutions, want 0", in, r.Solutions)
		}
		if n := new(solve.Solver).Check(&p, solve.Query{Limit: 2}); n != 0 {
			t.Errorf("%s: Checker finds %d solutions, want 0", in, n)
		}
	}
}

// FuzzParse: whatever Parse accepts is valid, writes a canonical form
// that reads back the same, and is a fixed point of that round trip.
func FuzzParse(f *testing.F) {
	f.Add(specExample)
	f.Add(`{"cages":[{"sum":3,"cells":["r1c1","r1c2"]}],"greater":[["r1c3","r1c4"]]}`)
	f.Add(`{"givens":"1","greater":[["r1c1","r1c1"]]}`)
	f.Add(`{}`)
	// Joined grids: a name, a list, givens a grid at a time, a cage and
	// a sign on the board.
	f.Add(`{"layout":"twodoku","givens":"1","diagonals":true}`)
	f.Add(`{"layout":[[6,0],[0,6],[0,0]],"givens":["1","2","3"]}`)
	f.Add(`{"layout":"butterfly","cages":[{"sum":3,"cells":["r12c12","r11c12"]}],"greater":[["r7c10","r7c9"]]}`)
	// Lines 1 and 40 of solve's large shape vectors: a 25×25 and a 19×19
	// jigsaw; and a 25×25 with a cage, which the form refuses.
	f.Add(`{"size":25,"givens":"DP1FK.A.C6...5..GLJ..N..OH..AIE.42DF3K.OP9CB1..ML.MN43.....JGBC9.5A..7I6..F..9..MK7GLH.IJ.F.3..2.81.7G..2O..3.1N.DP4.MI.AJ.HCE...M5I3.H4.7.G6K1.PCF.2J.AHC1....E.LPO.I45.JB3.7K.35P7...J..AH...2B9D.I.81.KB2.C.F7..8...MOH3.G.....6IG9..P.B35..27.FA.MO..DL9..5KG.6.I.3.N..J..HD4AB6..H...N...2M.1O8.CBLK9F3.D3.C..1.MP..6..N..LO85..8.FN.B9C..LO.4DK3.H...7.2BIOJ..4.L7.HE.9A.D.6.C1NMPH.1J.B...7.F.6CEO.9DL.58IE.B6L...C.P.N517KD.4.FJ9.FC9D65KM2E.1AH.J8L..BGOP.L.7A.DGFOBI83JH.......K.KO2487E..1DG9L.3.AF.NHI...C7IH.O..K91....M4P3.E..A.28..A...G.M..3BI71.K.J.5A.J..1P..4K..7.2..6OFMDIN1MD.FH..B.N...8L..KA6.2.794KEB27..FAD.IL.....3.O.."}`)
	f.Add(`{"size":19,"regions":"1111111111111111122122222222222222222314433333333333333334444444444444444433555555555555555555566666666666666666667777777777777777777899999999999999999988888888888888889aab8b8aaaaaaaaaaaaaaabbbbbbbbbbbbbbbbcaabccccccccccccccccccdddddddddddddddddddeeeeeeeeeeeeeeeeeefegfffffffffffffffffggggggggggggggggghfghhhhhhhhhhhhhhhhhhiiiiiiiiiiiiiiiiiiijjjjjjjjjjjjjjjjjjj","givens":"4D.8.A.FB..2HC3..755.F.EG...4.A9I2....7.5..D1...JFC.4..E8E.1I98DH6BFC4.J...2.16G5.C..8.7A4FJ.B..F.9...J1E2683.C7H.8.71.EG.2A9HI.C.6....C..3..D1EI..GH..FF8.BJ794GHCD15.6..3C.4....9FI....H1.6..H2.1.7I3.5E68.G..4BE.6.IF..J..D7..C.H9.EH....8543..7FID..5A.4H8C9.7B.D...F..9...62EC7IJBHA.F.1H..564....B1FE..G.9I..2F5E.7GA.J....8C1A.E.C57JFG43.BIH...IB.A.H14C385.6E9.D"}`)
	f.Add(`{"size":25,"cages":[{"sum":49,"cells":["r25c24","r25c25"]}]}`)
	f.Fuzz(func(t *testing.T, in string) {
		p, err := puzzle.Parse(in)
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("Parse(%q) gave an invalid puzzle: %v", in, err)
		}
		js := string(p.AppendJSON(nil))
		back, err := puzzle.Parse(js)
		if err != nil {
			t.Fatalf("canonical form %s does not read back: %v", js, err)
		}
		if string(back.AppendJSON(nil)) != js {
			t.Fatalf("round trip changed %s into %s", js, back.AppendJSON(nil))
		}
	})
}

// TestCageOf maps the spec example's cells to their cages: r1c1, r1c2
// and r2c1 to the 15-cage, r1c3 to the 4-cage, every other cell to none.
func TestCageOf(t *testing.T) {
	p, err := puzzle.Parse(specExample)
	if err != nil {
		t.Fatal(err)
	}
	want := [grid.MaxCells]int{}
	for c := range want {
		want[c] = -1
	}
	for i, cg := range p.Cages {
		cells := map[int][]int{15: {0, 1, 9}, 4: {2}}[cg.Sum]
		if len(cells) != len(cg.Cells) {
			t.Fatalf("cage %d: sum %d over %d cells, not the spec example's", i, cg.Sum, len(cg.Cells))
		}
		for _, c := range cells {
			want[c] = i
		}
	}
	if got := p.CageOf(); got != want {
		t.Errorf("CageOf = %v, want %v", got, want)
	}
}

// TestJSONValue: a puzzle in other JSON is its text form's value (a
// classic puzzle's 81 cells as a string, another kind's object) and reads
// back as it was.
func TestJSONValue(t *testing.T) {
	classic := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	for _, tt := range []struct{ text, want string }{
		{classic, `"` + classic + `"`},
		{specExample, specExample},
	} {
		var p puzzle.Puzzle
		if strings.HasPrefix(tt.text, "{") {
			p, _ = puzzle.Parse(tt.text)
		} else {
			g, _ := grid.Parse(tt.text)
			p = puzzle.ClassicOf(g)
		}
		b, err := json.Marshal(struct{ P puzzle.Puzzle }{p})
		if want := `{"P":` + tt.want + `}`; err != nil || string(b) != want {
			t.Errorf("Marshal: %s, %v; want %s", b, err, want)
		}
		var back struct{ P puzzle.Puzzle }
		if err := json.Unmarshal(b, &back); err != nil || back.P.String() != p.String() {
			t.Errorf("Unmarshal(%s): %s, %v", b, &back.P, err)
		}
	}
	var p puzzle.Puzzle
	if err := json.Unmarshal([]byte(`"11..."`), &p); !errors.Is(err, grid.ErrLength) {
		t.Errorf("a short string: %v, want grid.ErrLength", err)
	}
}
