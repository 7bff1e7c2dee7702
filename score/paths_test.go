package score

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/golden"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/solve"
)

var slow = flag.Bool("slowpaths", false, "also follow the paths of hardest_sample.csv (minutes)")

// pathFiles are the testdata sets whose paths paths.golden records; the
// hardest list's only with -slowpaths.
var pathFiles = []string{"cbg_sample.csv", "se_sample.csv", "nested_sample.csv", "hardest_sample.csv"}

// puzzlePathSets are the sets of puzzles of other kinds and sizes whose
// paths paths.golden records too, each a file of JSON lines and the
// puzzles of it to follow: the unique puzzles of the shapes vectors (every
// kind, 4×4 to 16×16), the published jigsaw, X and windoku puzzles, the
// generated killers and greater-than puzzles, and the minimal puzzles of
// 6×6 to 12×12 (a 16×16 one can take minutes without a time limit).
var puzzlePathSets = []struct {
	name, file string
	read       func(line []byte) (json.RawMessage, bool)
}{
	{"shapes", "../solve/testdata/shape_seed_scores.jsonl", func(line []byte) (json.RawMessage, bool) {
		var v struct {
			Puzzle    json.RawMessage `json:"puzzle"`
			Solutions int             `json:"solutions"`
		}
		return v.Puzzle, json.Unmarshal(line, &v) == nil && v.Solutions == 1
	}},
	{"published", "testdata/published_shapes.jsonl", func(line []byte) (json.RawMessage, bool) {
		var v struct {
			Puzzle json.RawMessage `json:"puzzle"`
		}
		return v.Puzzle, json.Unmarshal(line, &v) == nil
	}},
	{"variants", "testdata/variants.jsonl", wholeLine},
	{"variants_classic", "testdata/variants_classic.jsonl", wholeLine},
	{"minimal", sizesMinimalFile, func(line []byte) (json.RawMessage, bool) {
		var v struct {
			Size int `json:"size"`
		}
		return line, json.Unmarshal(line, &v) == nil && v.Size <= 12
	}},
}

// wholeLine takes every line of a file as a puzzle.
func wholeLine(line []byte) (json.RawMessage, bool) { return line, true }

// puzzlePathLine describes the path of p on r's scale as pathLine does,
// from the explanation (the same run, which a grid larger than 9×9 takes
// through package wide): its rating and step counts, and a hash of every
// step's technique, value, placements and eliminations. It also reports
// the first step that places a digit other than sol's or removes sol's.
func puzzlePathLine(r *Rater, p *puzzle.Puzzle, sol *grid.Grid) (line string, unsound error) {
	e := r.ExplainPuzzle(p)
	h := fnv.New64a()
	for i, s := range e.Steps {
		fmt.Fprint(h, s.Technique, int(s.Value), s.Placements, s.Eliminations, ";")
		for _, c := range s.Placements {
			if int(sol[c.Cell]) != c.Digit && unsound == nil {
				unsound = fmt.Errorf("step %d (%s) places %d in cell %d", i+1, s.Technique, c.Digit, c.Cell)
			}
		}
		for _, c := range s.Eliminations {
			if int(sol[c.Cell]) == c.Digit && unsound == nil {
				unsound = fmt.Errorf("step %d (%s) removes %d from cell %d", i+1, s.Technique, c.Digit, c.Cell)
			}
		}
	}
	return describePath(e.Path, h.Sum64()), unsound
}

// pathLine describes the path of g on r's scale: the Path's rating,
// hardest technique, estimated flag and step counts, and a hash of every
// step the ladder took (technique, value, placement, the candidates it
// removed and a cycle's nodes), so that a change of any step shows.
func pathLine(r *Rater, g grid.Nine) string {
	h := fnv.New64a()
	r.trace = func(b *board, s *step) {
		fmt.Fprint(h, s.tech, int(s.value), s.cell, s.digit)
		for c := range s.elim {
			fmt.Fprint(h, s.elim[c]&b.cand[c], ",")
		}
		fmt.Fprint(h, s.loop, ";")
	}
	defer func() { r.trace = nil }()
	return describePath(r.Rate(g), h.Sum64())
}

// describePath writes a path's line of paths.golden: its rating, hardest
// technique, estimated flag and step counts, and the hash of its steps.
func describePath(p rating.Path, hash uint64) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%v %q %v", p.Rating, p.Rating.Technique, p.Rating.Estimated)
	for t, n := range p.Steps {
		if n > 0 {
			fmt.Fprintf(&sb, " %d:%d", t, n)
		}
	}
	fmt.Fprintf(&sb, " %016x", hash)
	return sb.String()
}

// TestPathsUnchanged follows the whole solution path of every puzzle of
// the testdata sets (pathFiles, then puzzlePathSets) on both scales,
// without a time limit, and compares it with testdata/paths.golden: the
// speed of the ladder may change, its steps may not. -update rewrites the
// file (read its diff first). Every step of the paths of puzzlePathSets
// keeps the seed solver's solution.
func TestPathsUnchanged(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("every path of the samples; a plain go test follows them")
	}
	want := map[string]string{}
	if !golden.Update() {
		data, err := os.ReadFile("testdata/paths.golden")
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			key, rest, _ := strings.Cut(l, " | ")
			want[key] = rest
		}
	}
	var out strings.Builder
	raters := [rating.NumScales]*Rater{}
	for _, sc := range rating.Scales() {
		raters[sc] = NewRater(WithScale(sc), WithRateTimeout(0))
	}
	checked := 0
	check := func(key, got string) {
		fmt.Fprintf(&out, "%s | %s\n", key, got)
		if golden.Update() {
			return
		}
		checked++
		if w, ok := want[key]; !ok {
			t.Errorf("%s: not in paths.golden", key)
		} else if got != w {
			t.Errorf("%s: path %s, want %s", key, got, w)
		}
	}
	for _, name := range pathFiles {
		if name == "hardest_sample.csv" && !*slow && !golden.Update() {
			continue
		}
		f, err := os.Open("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for n := 1; sc.Scan(); n++ {
			g, err := grid.Parse(strings.Split(sc.Text(), ",")[0])
			if err != nil {
				t.Fatalf("%s:%d: %v", name, n, err)
			}
			for _, s := range rating.Scales() {
				check(fmt.Sprintf("%s:%d %v", name, n, s), pathLine(raters[s], g))
			}
		}
		f.Close()
	}
	solver := new(solve.Solver)
	for _, set := range puzzlePathSets {
		data, err := os.ReadFile(set.file)
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
			raw, ok := set.read(line)
			if !ok {
				continue
			}
			p, err := puzzle.Parse(string(raw))
			if err != nil {
				t.Fatalf("%s:%d: %v", set.file, n+1, err)
			}
			res := solver.Solutions(&p)
			if res.Solutions != 1 {
				t.Fatalf("%s:%d: %d solutions", set.file, n+1, res.Solutions)
			}
			sol := res.Solution
			for _, s := range rating.Scales() {
				key := fmt.Sprintf("%s:%d %v", set.name, n+1, s)
				line, unsound := puzzlePathLine(raters[s], &p, &sol)
				if unsound != nil {
					t.Errorf("%s: %v", key, unsound)
				}
				check(key, line)
			}
		}
	}
	if golden.Update() {
		golden.Check(t, "testdata/paths.golden", []byte(out.String()))
		return
	}
	if checked == 0 {
		t.Fatal("no paths checked")
	}
}
