package score

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/puzzlebook/sudoku/grid"
	"github.com/puzzlebook/sudoku/internal/race"
	"github.com/puzzlebook/sudoku/puzzle"
	"github.com/puzzlebook/sudoku/rating"
	"github.com/puzzlebook/sudoku/rules"
	"github.com/puzzlebook/sudoku/solve"
)

// techniqueCase is a position from a real solution path (puzzle is where
// it came from) at which the ladder's first step is want, a step of tech
// worth value tenths. Every earlier rung of the ladder must find nothing
// there. The cases marked "checked by hand" in techniqueNotes were
// verified against the grid by reasoning, not only by the code; the
// others are checked for soundness against the puzzle's solution and for
// agreeing with Sudoku Explainer's rating of the puzzle.
type techniqueCase struct {
	name   string
	tech   rating.Technique
	value  rating.Value
	puzzle string
	pm     string
	want   string
	// breaks lists changes ("r6c3-3": remove candidate 3 from r6c3) after
	// which the rung that fired must find nothing at all.
	breaks []string
}

var techniqueCases = []techniqueCase{
	// Checked by hand: r3c5 is the last empty cell of box 2, which lacks a 7.
	{
		name: "full house", tech: rating.FullHouse, value: 10,
		puzzle: "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
		pm: `
45 8 3 | 9 2 1 | 6 57 57 
9 6 .7 | 3 4 5 | 8 2 1 
2 57 1 | 8 .7 6 | 4 3579 357 
---------+---------+---------
345 345 8 | 1 356 2 | 9 34567 34567 
7 2 9 | 45 356 .4 | .1 13456 8 
1345 1345 6 | 7 9 8 | 2 1345 345 
---------+---------+---------
134 1347 2 | 6 78 9 | 5 1478 47 
8 147 47 | 2 57 3 | 17 1467 9 
6 9 5 | .4 1 47 | 3 478 247 `,
		want: "r3c5=7",
	},
	// Checked by hand: in box 1 only r2c2 can hold 6 (the rows and columns of the other empty cells have a 6).
	{
		name: "hidden single (box)", tech: rating.HiddenSingleBox, value: 12,
		puzzle: "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
		pm: `
45 4578 3 | 49 2 147 | 6 5789 57 
9 24678 47 | 3 47 5 | 78 278 1 
25 257 1 | 8 79 6 | 4 23579 2357 
---------+---------+---------
345 345 8 | 1 3456 2 | 9 34567 34567 
7 123459 49 | 459 34569 .4 | .1 13456 8 
1345 13459 6 | 7 3459 8 | 2 1345 345 
---------+---------+---------
134 1347 2 | 6 478 9 | 5 1478 47 
8 1467 47 | 2 457 3 | 17 1467 9 
46 4679 5 | .4 1 47 | 3 24678 2467 `,
		want: "r2c2=6",
	},
	// Checked by hand: no full house or box single; in column 8 only r4c8 has 6 (columns come before rows).
	{
		name: "hidden single (line)", tech: rating.HiddenSingleLine, value: 15,
		puzzle: "......9.7...42.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......",
		pm: `
2346 468 12358 | 368 1368 136 | 9 35 7 
7 9 35 | 4 2 36 | 1 8 35 
.3 .8 138 | 7 9 5 | 4 2 6 
---------+---------+---------
1 7 238 | 9 368 4 | 23568 356 2358 
236 5 9 | 2368 1368 1236 | 7 4 238 
2346 468 238 | 5 368 7 | 2368 1 9 
---------+---------+---------
9 2 6 | 1 7 8 | 35 35 4 
8 3 4 | 26 5 9 | 26 7 1 
5 1 7 | 236 4 236 | 2368 9 238 `,
		want: "r4c8=6",
	},
	// Checked by hand: the 9s of box 8 (r7c4, r7c6) lie in row 7, so r7c1 and r7c7 lose 9 and box 9 is left one place for 9, r9c7.
	{
		name: "direct pointing", tech: rating.DirectPointing, value: 17,
		puzzle: "...158.....2.6.8...3.....4..27.3.51...........46.8.79..5.....8...4.7.1.....325...",
		pm: `
4 6 9 | 1 5 8 | 23 237 237 
17 17 2 | 4 6 3 | 8 5 9 
578 3 58 | 27 9 27 | 6 4 1 
---------+---------+---------
89 2 7 | 69 3 49 | 5 1 468 
13589 189 1358 | 25679 14 12479 | 234 236 23468 
135 4 6 | 25 8 12 | 7 9 23 
---------+---------+---------
123679 5 13 | .9 14 149 | 2349 8 23467 
239 .9 4 | 8 7 6 | 1 23 5 
16789 1789 18 | 3 2 5 | 49 67 467 `,
		want: "r9c7=9",
	},
	// Checked by hand: 4 and 6 are confined to r1c1 and r1c2 in box 1, so r1c1 loses 2 and box 1 has one place for 2, r1c3.
	{
		name: "direct hidden pair", tech: rating.DirectHiddenPair, value: 20,
		puzzle: "......9.7...42.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......",
		pm: `
246 46 .2 | 38 138 13 | 9 5 7 
7 9 5 | 4 2 6 | 1 8 3 
3 8 1 | 7 9 5 | 4 2 6 
---------+---------+---------
1 7 238 | 9 38 4 | 238 6 5 
26 5 9 | 2368 1368 123 | 7 4 28 
246 46 238 | 5 368 7 | 238 1 9 
---------+---------+---------
9 2 6 | 1 7 8 | 5 3 4 
8 3 4 | 26 5 9 | 26 7 1 
5 1 7 | 236 4 23 | 268 9 28 `,
		want: "r1c3=2",
	},
	// Checked by hand: r8c6 has only 6 left.
	{
		name: "naked single", tech: rating.NakedSingle, value: 23,
		puzzle: "1..92....524.1...........7..5...81.2.........4.27...9..6...........3.945....71..6",
		pm: `
1 378 3678 | 9 2 3456 | 34568 3568 348 
5 2 4 | 368 1 7 | 368 368 9 
3689 389 3689 | 34568 4568 3456 | 2 7 1 
---------+---------+---------
3679 5 3679 | 346 469 8 | 1 36 2 
36789 3789 36789 | 1 4569 2 | 345678 3568 3478 
4 1 2 | 7 56 356 | 3568 9 38 
---------+---------+---------
2378 6 3578 | 2458 458 9 | 378 1 378 
278 78 1 | 268 3 .6 | 9 4 5 
389 4 3589 | 58 7 1 | 38 2 6 `,
		want: "r8c6=6",
	},
	{
		name: "direct hidden triple", tech: rating.DirectHiddenTriple, value: 25,
		puzzle: ".43.8.25.6.............1.949....4.7....6.8....1.2....382.5.............5.34.9.71.",
		pm: `
17 4 3 | 9 8 67 | 2 5 167 
6 789 1789 | 4 2 5 | 138 38 178 
2 578 578 | 37 36 1 | 68 9 4 
---------+---------+---------
9 568 2568 | 13 135 4 | 1568 7 1268 
3 57 257 | 6 157 8 | 1459 24 129 
4 1 5678 | 2 57 9 | 568 68 3 
---------+---------+---------
8 2 1679 | 5 146 367 | 3469 346 69 
17 679 1679 | 17 146 2367 | 34689 23468 5 
5 3 4 | 8 9 26 | 7 1 26 `,
		want: "r8c5=4",
	},
	// Checked by hand: in box 3 the 4s (r1c7, r1c9) lie in row 1, so r1c6 loses 4.
	{
		name: "pointing", tech: rating.Pointing, value: 26,
		puzzle: "1..92....524.1...........7..5...81.2.........4.27...9..6...........3.945....71..6",
		pm: `
1 378 3678 | 9 2 345 | 34568 3568 348 
5 2 4 | 368 1 7 | 368 368 9 
3689 389 3689 | 34568 4568 345 | 2 7 1 
---------+---------+---------
3679 5 3679 | 346 469 8 | 1 36 2 
36789 3789 36789 | 1 4569 2 | 345678 3568 3478 
4 1 2 | 7 56 35 | 3568 9 38 
---------+---------+---------
2378 6 3578 | 2458 458 9 | 378 1 378 
278 78 1 | 28 3 6 | 9 4 5 
389 4 3589 | 58 7 1 | 38 2 6 `,
		want: "r1c6-4",
	},
	// Checked by hand: in column 6 the 3s (r7c6, r8c6) lie in box 8, so the rest of box 8 loses 3.
	{
		name: "claiming", tech: rating.Claiming, value: 28,
		puzzle: ".43.8.25.6.............1.949....4.7....6.8....1.2....382.5.............5.34.9.71.",
		pm: `
17 4 3 | 9 8 67 | 2 5 167 
6 789 1789 | 4 2 5 | 138 38 178 
2 578 578 | 37 36 1 | 68 9 4 
---------+---------+---------
9 568 2568 | 13 135 4 | 1568 7 1268 
3 57 257 | 6 157 8 | 1459 24 129 
4 1 5678 | 2 57 9 | 568 68 3 
---------+---------+---------
8 2 1679 | 5 1346 367 | 3469 346 69 
17 679 1679 | 137 1346 2367 | 34689 23468 5 
5 3 4 | 8 9 26 | 7 1 26 `,
		want:   "r7c5-3 r8c4-3 r8c5-3",
		breaks: []string{"r7c6-3"},
	},
	// Checked by hand: r8c1 and r8c4 hold only 1 and 7, so the rest of row 8 loses them.
	{
		name: "naked pair", tech: rating.NakedPair, value: 30,
		puzzle: ".43.8.25.6.............1.949....4.7....6.8....1.2....382.5.............5.34.9.71.",
		pm: `
17 4 3 | 9 8 67 | 2 5 167 
6 789 1789 | 4 2 5 | 138 38 178 
2 578 578 | 37 36 1 | 68 9 4 
---------+---------+---------
9 568 2568 | 13 135 4 | 1568 7 1268 
3 57 257 | 6 157 8 | 1459 24 129 
4 1 5678 | 2 57 9 | 568 68 3 
---------+---------+---------
8 2 1679 | 5 16 367 | 3469 346 69 
17 679 1679 | 17 4 2367 | 3689 2368 5 
5 3 4 | 8 9 26 | 7 1 26 `,
		want: "r8c2-7 r8c3-17 r8c6-7",
	},
	// Checked by hand: rows 1 and 9 have 6 only in columns 6 and 9, so those columns lose 6 elsewhere.
	{
		name: "x-wing", tech: rating.XWing, value: 32,
		puzzle: ".43.8.25.6.............1.949....4.7....6.8....1.2....382.5.............5.34.9.71.",
		pm: `
17 4 3 | 9 8 67 | 2 5 167 
6 789 1789 | 4 2 5 | 138 38 178 
2 578 578 | 37 36 1 | 68 9 4 
---------+---------+---------
9 568 2568 | 13 135 4 | 1568 7 1268 
3 57 257 | 6 157 8 | 1459 24 129 
4 1 5678 | 2 57 9 | 568 68 3 
---------+---------+---------
8 2 17 | 5 16 367 | 3469 346 69 
17 69 69 | 17 4 23 | 38 238 5 
5 3 4 | 8 9 26 | 7 1 26 `,
		want: "r4c9-6 r7c6-6 r7c9-6",
	},
	// Checked by hand: in box 1, 4 and 8 fit only r3c1 and r3c2, which lose 5.
	{
		name: "hidden pair", tech: rating.HiddenPair, value: 34,
		puzzle: "...8.....1.2.4..8...62..3.72..16....3.9...1.2....29..46.5..29...9..5.2.3.....4...",
		pm: `
9 357 37 | 8 137 13567 | 4 2 156 
1 357 2 | 35679 4 3567 | 56 8 569 
458 458 6 | 2 19 15 | 3 159 7 
---------+---------+---------
2 4578 478 | 1 6 3578 | 578 3579 589 
3 5678 9 | 4 78 578 | 1 567 2 
578 15678 178 | 357 2 9 | 5678 3567 4 
---------+---------+---------
6 13478 5 | 37 1378 2 | 9 147 18 
478 9 1478 | 67 5 1678 | 2 1467 3 
78 2 1378 | 3679 13789 4 | 5678 1567 1568 `,
		want: "r3c1-5 r3c2-5",
	},
	// Checked by hand: r4c9, r5c9 and r7c9 hold only 4, 7 and 9, so the rest of column 9 loses them.
	{
		name: "naked triple", tech: rating.NakedTriple, value: 36,
		puzzle: ".9.5.7.3.8..3.6..2....1........5......4...3...2.6.3.8...3...9....24.81..5.1...8.6",
		pm: `
12 9 6 | 5 28 7 | 4 3 18 
8 14 57 | 3 49 6 | 57 19 2 
234 34 57 | 289 1 249 | 6 79 5789 
---------+---------+---------
367 1367 8 | 79 5 149 | 2 14679 479 
67 5 4 | 2789 2789 129 | 3 1679 79 
17 2 9 | 6 47 3 | 57 8 1457 
---------+---------+---------
467 8 3 | 1 267 5 | 9 247 47 
9 67 2 | 4 67 8 | 1 5 3 
5 47 1 | 279 3 29 | 8 247 6 `,
		want: "r3c9-79 r6c9-47",
	},
	// Checked by hand: rows 3, 5 and 7 have 4 only in columns 2, 3 and 8, so those columns lose 4 elsewhere.
	{
		name: "swordfish", tech: rating.Swordfish, value: 38,
		puzzle: "..31.26.....4...18....6...2...6...212...7...639...1...7...9....53...4.....13.74..",
		pm: `
489 4578 3 | 1 58 2 | 6 4579 459 
69 2567 257 | 4 35 359 | 357 1 8 
1 458 458 | 7 6 3589 | 35 3459 2 
---------+---------+---------
48 4578 4578 | 6 3458 358 | 9 2 1 
2 1 458 | 9 7 58 | 358 345 6 
3 9 6 | 25 2458 1 | 578 457 45 
---------+---------+---------
7 248 248 | 25 9 6 | 1 58 3 
5 3 9 | 8 1 4 | 2 6 7 
68 268 1 | 3 25 7 | 4 589 59 `,
		want: "r1c2-4 r1c8-4 r4c2-4 r4c3-4 r6c8-4",
	},
	// Checked by hand: in row 7, 4, 5 and 8 fit only c5, c6 and c7, which lose their other candidates.
	{
		name: "hidden triple", tech: rating.HiddenTriple, value: 40,
		puzzle: "17..2.6.5.4.5...393....8.....1....6.6...5...2.8....7.....2....652...9.7.4.8.6..23",
		pm: `
1 7 9 | 34 2 34 | 6 8 5 
8 4 2 | 5 7 6 | 1 3 9 
3 6 5 | 19 19 8 | 2 4 7 
---------+---------+---------
279 5 1 | 34789 3489 2347 | 3489 6 48 
6 39 347 | 134789 5 1347 | 3489 19 2 
29 8 34 | 6 1349 1234 | 7 5 14 
---------+---------+---------
79 139 37 | 2 148 145 | 4589 19 6 
5 2 6 | 1348 1348 9 | 48 7 148 
4 19 8 | 17 6 157 | 59 2 3 `,
		want: "r7c5-1 r7c6-1 r7c7-9",
	},
	// Checked by hand (a skyscraper): columns 1 and 4 have 4 only in r4c1, r9c1 and r6c4, r9c4; the r9 ends see each other, so one of r4c1, r6c4 is 4 and the cells seeing both lose it.
	{
		name: "turbot fish", tech: rating.TurbotFish, value: 40,
		puzzle: "2..9.....8..5.3....547.6..2..8.....9.97...42.1.....3..3..1.589....8.2..3.....7..5",
		pm: `
2 7 3 | 9 14 14 | 5 8 6 
8 6 1 | 5 2 3 | 9 7 4 
9 5 4 | 7 8 6 | 1 3 2 
---------+---------+---------
45 3 8 | 2 145 14 | 7 6 9 
56 9 7 | 36 356 8 | 4 2 1 
1 24 26 | 46 7 9 | 3 5 8 
---------+---------+---------
3 24 26 | 1 46 5 | 8 9 7 
7 1 5 | 8 9 2 | 6 4 3 
46 8 9 | 346 346 7 | 2 1 5 `,
		want: "r4c5-4 r4c6-4 r6c2-4",
	},
	// Checked by hand: pivot r7c9 {3,4}, wings r7c2 {3,8} and r8c7 {4,8}: r8c1 sees both wings and loses 8.
	{
		name: "xy-wing", tech: rating.XYWing, value: 42,
		puzzle: "3....6.8597..28.3...5...9..79.8.2....1.....9....1.9.48..7...6...5.36..7264.2....9",
		pm: `
3 2 14 | 479 149 6 | 147 8 5 
9 7 146 | 5 2 8 | 14 3 146 
148 68 5 | 47 13 134 | 9 2 1467 
---------+---------+---------
7 9 34 | 8 345 2 | 135 6 13 
48 1 2348 | 6 3457 3457 | 2357 9 37 
5 36 236 | 1 37 9 | 27 4 8 
---------+---------+---------
2 38 7 | 49 14589 145 | 6 15 34 
18 5 9 | 3 6 14 | 48 7 2 
6 4 138 | 2 1578 157 | 38 15 9 `,
		want: "r8c1-8",
	},
	// Checked by hand: pivot r7c3 {3,8,9}, wings r6c3 {3,8} and r9c2 {8,9}: r8c3 sees all three and loses 8.
	{
		name: "xyz-wing", tech: rating.XYZWing, value: 44,
		puzzle: "..4..93...1..3..5.8..7....9..68...2...5...7...2...79..2....4..7.4..5..6...12..5..",
		pm: `
5 6 4 | 1 8 9 | 3 7 2 
79 1 79 | 46 3 2 | 68 5 48 
8 3 2 | 7 46 5 | 16 14 9 
---------+---------+---------
13 7 6 | 8 9 13 | 4 2 5 
1349 89 5 | 34 2 6 | 7 138 138 
134 2 38 | 5 14 7 | 9 138 6 
---------+---------+---------
2 5 389 | 36 16 4 | 18 89 7 
37 4 378 | 9 5 138 | 2 6 138 
6 89 1 | 2 7 38 | 5 349 348 `,
		want:   "r8c3-8",
		breaks: []string{"r6c3-3"},
	},
	{
		name: "unique rectangle", tech: rating.UniqueRectangle, value: 45,
		puzzle: ".42...5.3.5.........153.29.4..87..1..9..1..6..1..96..8.34.291.........3.1.9...72.",
		pm: `
679 4 2 | 179 68 17 | 5 78 3 
379 5 37 | 279 68 27 | 68 4 1 
678 678 1 | 5 3 4 | 2 9 67 
---------+---------+---------
4 26 356 | 8 7 235 | 9 1 25 
23578 9 3578 | 234 1 235 | 34 6 257 
2357 1 357 | 234 9 6 | 34 57 8 
---------+---------+---------
678 3 4 | 67 2 9 | 1 58 56 
25678 2678 5678 | 167 4 178 | 68 3 9 
1 68 9 | 36 5 38 | 7 2 4 `,
		want: "r2c4-2 r4c6-2 r5c6-2",
	},
	// Checked by hand: r1c8, r4c8, r6c8, r8c8 hold only 3, 6, 8, 9; the rest of column 8 loses them.
	// A unique rectangle of type 3 with a hidden set, which both programs
	// have (the puzzle is SE 4.6 in the Sudoku Exchange bank).
	{
		name: "unique rectangle type 3 (hidden set)", tech: rating.UniqueRectangle, value: 46,
		puzzle: "9..352..7...........84695.....7.1....71...42.5.6...9.1..2...7..3...1...4.8.....6.",
		pm: `
9 16 4 | 3 5 2 | 16 8 7 
26 2356 35 | 1 78 78 | 36 4 9 
7 13 8 | 4 6 9 | 5 13 2 
---------+---------+---------
24 2349 39 | 7 234 1 | 8 5 6 
8 7 1 | 56 9 56 | 4 2 3 
5 234 6 | 28 2348 348 | 9 7 1 
---------+---------+---------
146 4569 2 | 569 34 3456 | 7 13 8 
3 56 57 | 568 1 5678 | 2 9 4 
14 8 79 | 29 2347 347 | 13 6 5 `,
		want: "r8c6-7",
	},
	{
		name: "naked quad", tech: rating.NakedQuad, value: 50,
		puzzle: "..172.5..5....4....29..6...4.5.1...8...6.9...2...4.1.7...3..95....9....4..8.657..",
		pm: `
68 4 1 | 7 2 3 | 5 68 9 
5 3678 36 | 18 9 4 | 238 12378 1236 
378 2 9 | 18 5 6 | 348 13478 13 
---------+---------+---------
4 39 5 | 2 1 7 | 36 369 8 
18 18 7 | 6 3 9 | 24 24 5 
2 369 36 | 5 4 8 | 1 39 7 
---------+---------+---------
17 167 4 | 3 8 2 | 9 5 16 
36 5 2 | 9 7 1 | 368 368 4 
9 13 8 | 4 6 5 | 7 123 123 `,
		want: "r2c8-38 r3c8-38 r9c8-3",
	},
	// Checked by hand: columns 1, 2, 6 and 8 have 1 only in rows 3, 5, 7 and 8, so those rows lose 1 elsewhere (r7c9, r8c9).
	{
		name: "jellyfish", tech: rating.Jellyfish, value: 52,
		puzzle: "9...6...2.2..8..6.7.......8...316.....4...6...3.2.4.7...2.7.8......3....36.8.5.94",
		pm: `
9 8 135 | 15 6 37 | 157 4 2 
4 2 135 | 15 8 37 | 579 6 1579 
7 15 6 | 9 4 2 | 3 15 8 
---------+---------+---------
2 579 579 | 3 1 6 | 4 8 59 
15 159 4 | 7 59 8 | 6 2 3 
6 3 8 | 2 59 4 | 159 7 159 
---------+---------+---------
15 1459 2 | 46 7 19 | 8 3 16 
8 479 79 | 46 3 19 | 2 15 1567 
3 6 17 | 8 2 5 | 17 9 4 `,
		want: "r7c9-1 r8c9-1",
	},
	// Checked by hand: in column 8, 2, 3, 6 and 7 fit only r4, r5, r7 and r9, which lose their other candidates.
	{
		name: "hidden quad", tech: rating.HiddenQuad, value: 54,
		puzzle: "..8...7....7.2.3..3.47.16.28...3...7....9....6.38.29.1.........4.23.51.6...468...",
		pm: `
1259 1256 8 | 569 45 3 | 7 14 459 
159 156 7 | 569 2 46 | 3 158 4589 
3 59 4 | 7 8 1 | 6 59 2 
---------+---------+---------
8 1245 9 | 156 3 46 | 245 2456 7 
125 1245 15 | 156 9 7 | 248 234568 3458 
6 7 3 | 8 45 2 | 9 45 1 
---------+---------+---------
57 358 6 | 2 1 9 | 458 34578 3458 
4 89 2 | 3 7 5 | 1 89 6 
1579 135 15 | 4 6 8 | 25 2357 359 `,
		want: "r4c8-45 r5c8-458 r7c8-458 r9c8-5",
	},
	{
		name: "3 strong links", tech: rating.ThreeStrongLinks, value: 54,
		puzzle: "2.......7....9.....8.5.6.9..........8.13.95.45..1.7..31.......8.7..1..2.3.8.7.9.1",
		pm: `
2 34569 34569 | 48 348 1 | 346 345 7 
46 1 345 | 7 9 2 | 348 3458 56 
47 8 347 | 5 34 6 | 1 9 2 
---------+---------+---------
467 234 2347 | 468 2458 458 | 28 1 9 
8 26 1 | 3 26 9 | 5 7 4 
5 249 249 | 1 248 7 | 268 68 3 
---------+---------+---------
1 2456 2456 | 9 456 345 | 7 3456 8 
9 7 45 | 468 1 3458 | 34 2 56 
3 456 8 | 2 7 45 | 9 456 1 `,
		want: "r4c4-6 r7c5-6",
	},
	{
		name: "wxyz-wing", tech: rating.WXYZWing, value: 55,
		puzzle: "..49...5.2.9..57...8.....94.2..9...7...527...5...3..8.47.....3...37..9.1.5...14..",
		pm: `
6 13 4 | 9 7 23 | 18 5 238 
2 13 9 | 8 4 5 | 7 16 36 
7 8 5 | 6 1 23 | 23 9 4 
---------+---------+---------
3 2 6 | 14 9 8 | 5 14 7 
1 49 8 | 5 2 7 | 36 46 369 
5 49 7 | 14 3 6 | 12 8 29 
---------+---------+---------
4 7 1 | 2 68 9 | 68 3 5 
8 6 3 | 7 5 4 | 9 2 1 
9 5 2 | 3 68 1 | 4 7 68 `,
		want: "r1c7-1 r4c8-1",
	},
	// Checked by hand (BUG+1): every empty cell but r7c9 {2,5,7} is bivalue and 5 appears three times in row 7, so r7c9 is 5.
	{
		name: "bug", tech: rating.BUG, value: 56,
		puzzle: "983...751.2.5.7.4..7.....2.....3.....3.1.4.7....2.8.............16...39...27936..",
		pm: `
9 8 3 | 4 2 6 | 7 5 1 
6 2 1 | 5 8 7 | 9 4 3 
45 7 45 | 3 1 9 | 8 2 6 
---------+---------+---------
27 4 78 | 9 3 5 | 1 6 28 
25 3 89 | 1 6 4 | 25 7 89 
1 6 59 | 2 7 8 | 4 3 59 
---------+---------+---------
3 9 47 | 6 45 1 | 25 8 257 
47 1 6 | 8 45 2 | 3 9 57 
8 5 2 | 7 9 3 | 6 1 4 `,
		want:   "r7c9-27",
		breaks: []string{"r3c1-4"},
	},
	{
		name: "4 strong links", tech: rating.FourStrongLinks, value: 61,
		puzzle: "......3..2.3.1..8......6.25.8.1.32.6..2...8..6.78.9.5.94.6......7..5.1.8..8......",
		pm: `
78 56 49 | 24579 4789 24578 | 3 1467 1479 
2 56 3 | 4579 1 457 | 679 8 479 
78 19 149 | 347 34789 6 | 79 2 5 
---------+---------+---------
45 8 59 | 1 47 3 | 2 79 6 
14 139 2 | 457 6 457 | 8 1379 1379 
6 13 7 | 8 2 9 | 4 5 13 
---------+---------+---------
9 4 15 | 6 378 178 | 57 37 2 
3 7 6 | 249 5 24 | 1 49 8 
15 2 8 | 3479 3479 147 | 5679 34679 3479 `,
		want: "r3c7-9",
	},
	{
		name: "vwxyz-wing", tech: rating.VWXYZWing, value: 63,
		puzzle: ".1..3..6..2.....5...68.92....75.18..4.......2..9...7...7.2.3.8.5..7.4..6....1....",
		pm: `
78 1 5 | 4 3 2 | 9 6 78 
9 2 38 | 1 67 67 | 34 5 348 
37 4 6 | 8 5 9 | 2 37 1 
---------+---------+---------
236 36 7 | 5 24 1 | 8 349 349 
4 5 138 | 39 79 78 | 6 13 2 
12 38 9 | 36 24 68 | 7 14 5 
---------+---------+---------
16 7 14 | 2 69 3 | 5 8 49 
5 39 23 | 7 8 4 | 1 239 6 
68 3689 2348 | 69 1 5 | 34 23479 3479 `,
		want:   "r9c8-9 r9c9-9",
		breaks: []string{"r9c1-6"},
	},
	// Checked by hand: with r1c5 = 5, r9c6 could be none of 2, 6, 7, 9: each would empty one of the excluders r3c6 {2,5}, r7c5 {5,6}, r8c5 {5,7}, r2c6 {5,9}.
	{
		name: "aligned pair exclusion", tech: rating.AlignedPairExclusion, value: 62,
		puzzle: ".....36....17..2..8.96...7.2...9......4...5......2...4.4...13.8..6..81....54.....",
		pm: `
457 257 27 | 12589 1458 3 | 6 1589 159 
3456 356 1 | 7 458 59 | 2 3589 359 
8 235 9 | 6 15 25 | 4 7 135 
---------+---------+---------
2 1567 38 | 135 9 4 | 78 136 1367 
679 1679 4 | 138 1678 67 | 5 12369 123679 
5679 15679 38 | 135 2 567 | 789 1369 4 
---------+---------+---------
79 4 27 | 259 56 1 | 3 569 8 
39 239 6 | 259 57 8 | 1 4 2579 
1 8 5 | 4 3 2679 | 79 269 2679 `,
		want:   "r1c5-5",
		breaks: []string{"r2c6-5"},
	},
	{
		name: "y-cycle", tech: rating.YCycle, value: 68,
		puzzle: "..218.7..8..6.....6.7....8....4...1...83.24...4...9....9....8.7.....3..9..1.483..",
		pm: `
49 35 2 | 1 8 45 | 7 369 46 
8 135 49 | 6 39 7 | 259 23 1234 
6 135 7 | 2 39 45 | 59 8 134 
---------+---------+---------
37 27 39 | 4 5 6 | 29 1 8 
19 6 8 | 3 17 2 | 4 79 5 
12 4 5 | 8 17 9 | 6 237 23 
---------+---------+---------
234 9 36 | 5 26 1 | 8 24 7 
245 8 46 | 7 26 3 | 1 245 9 
57 27 1 | 9 4 8 | 3 256 26 `,
		want: "r1c6-4 r6c9-2 r9c8-2",
	},
	{
		name: "xy-cycle", tech: rating.XYCycle, value: 70,
		puzzle: "42...95.....4...21.61..2......6.4....46.2.93....3.8......2..31.38...5.....29...57",
		pm: `
4 2 378 | 178 136 9 | 5 678 36 
5789 3579 3589 | 4 3567 67 | 678 2 1 
57 6 1 | 578 357 2 | 478 4789 3489 
---------+---------+---------
12 359 3589 | 6 59 4 | 178 78 258 
578 4 6 | 57 2 1 | 9 3 58 
12 579 579 | 3 579 8 | 146 46 246 
---------+---------+---------
579 579 4579 | 2 4678 67 | 3 1 4689 
3 8 479 | 17 1467 5 | 2 469 469 
6 1 2 | 9 48 3 | 48 5 7 `,
		want: "r2c1-7 r3c5-5 r7c1-7",
	},
	{
		name: "forcing chain", tech: rating.ForcingChain, value: 71,
		puzzle: "..57...8.7..8..4...4.1....2......839.........386......5....3.1...3..6..4.1...49..",
		pm: `
1269 236 5 | 7 4 29 | 136 8 16 
7 23 129 | 8 36 259 | 4 569 156 
69 4 8 | 1 36 59 | 3567 5679 2 
---------+---------+---------
4 57 12 | 6 25 17 | 8 3 9 
129 57 129 | 3 25 8 | 16 4 67 
3 8 6 | 4 9 17 | 125 25 157 
---------+---------+---------
5 269 4 | 29 7 3 | 26 1 8 
8 29 3 | 259 1 6 | 257 57 4 
26 1 7 | 25 8 4 | 9 256 3 `,
		want: "r1c7-6",
	},
	{
		name: "aligned triple exclusion", tech: rating.AlignedTripleExclusion, value: 75,
		puzzle: ".62..3.9...4....5...5.742.3....42.....17.64.....91....5.869.3...9....5...3.4..97.",
		pm: `
178 6 2 | 158 58 3 | 178 9 4 
3 178 4 | 2 6 9 | 178 5 178 
9 18 5 | 18 7 4 | 2 6 3 
---------+---------+---------
678 578 9 | 358 4 2 | 1678 138 1578 
28 25 1 | 7 35 6 | 4 238 9 
24678 2457 3 | 9 1 58 | 678 28 2578 
---------+---------+---------
5 124 8 | 6 9 7 | 3 124 12 
124 9 7 | 38 238 18 | 5 148 6 
12 3 6 | 4 258 158 | 9 7 128 `,
		want: "r6c7-8",
	},
	{
		name: "nishio forcing chain", tech: rating.NishioForcingChain, value: 78,
		puzzle: "...7.126.4...5....7..6.3...6.4...9.2.7.....4.5.2...6.3...3.4..9....2...8.451.8...",
		pm: `
389 5 389 | 7 89 1 | 2 6 4 
4 1689 1689 | 289 5 29 | 13 1389 7 
7 2 189 | 6 4 3 | 158 1589 15 
---------+---------+---------
6 13 4 | 58 1378 57 | 9 1578 2 
1389 7 1389 | 29 13689 2569 | 158 4 15 
5 189 2 | 4 1789 79 | 6 178 3 
---------+---------+---------
128 68 1678 | 3 67 4 | 157 125 9 
139 1369 13679 | 59 2 5679 | 4 13 8 
239 4 5 | 1 79 8 | 37 23 6 `,
		want: "r6c5-9",
	},
	{
		name: "region forcing chain", tech: rating.RegionForcingChain, value: 82,
		puzzle: "4....2..1.7.4.9.8...1.5.2..91.....3...5...1...2.....98..8.9.7...4.5.6.2.2..3....4",
		pm: `
4 3589 369 | 678 36 2 | 3569 567 1 
356 7 2 | 4 1 9 | 356 8 356 
368 3689 1 | 67 5 38 | 2 4 3679 
---------+---------+---------
9 1 46 | 68 2 578 | 456 3 567 
38 368 5 | 9 4 37 | 1 67 2 
7 2 346 | 1 36 35 | 45 9 8 
---------+---------+---------
356 356 8 | 2 9 4 | 7 1 356 
1 4 379 | 5 78 6 | 389 2 39 
2 569 679 | 3 78 1 | 5689 56 4 `,
		want: "r1c7-6",
	},
	{
		name: "cell forcing chain", tech: rating.CellForcingChain, value: 83,
		puzzle: "3...7...4..12.48...4.3...1..1....47.7.......5.56....8..9...1.3...37.65..4...3...7",
		pm: `
3 68 2589 | 1 7 589 | 269 2569 4 
569 7 1 | 2 569 4 | 8 59 3 
25689 4 2589 | 3 5689 589 | 7 1 269 
---------+---------+---------
289 1 289 | 569 259 3 | 4 7 26 
7 3 4 | 68 1 28 | 269 269 5 
29 5 6 | 49 249 7 | 3 8 1 
---------+---------+---------
568 9 7 | 458 2458 1 | 26 3 268 
1 28 3 | 7 289 6 | 5 4 89 
4 268 58 | 589 3 2589 | 1 269 7 `,
		want: "r5c7-2",
	},
	{
		name: "dynamic forcing chain", tech: rating.DynamicForcingChain, value: 87,
		puzzle: "5...6...3.9.1.8.2...1...6..1..6.4..99.4...2.6..........7..3..6..3274958..........",
		pm: `
5 248 78 | 49 6 27 | 1789 179 3 
3 9 6 | 1 57 8 | 47 2 457 
27 248 1 | 3459 579 2357 | 6 579 578 
---------+---------+---------
1 258 378 | 6 2578 4 | 378 357 9 
9 58 4 | 358 178 357 | 2 1357 6 
27 6 378 | 23589 125789 357 | 13478 13457 4578 
---------+---------+---------
48 7 59 | 258 3 1 | 49 6 24 
6 3 2 | 7 4 9 | 5 8 1 
48 1 59 | 258 258 6 | 3479 3479 247 `,
		want: "r4c5-8",
	},
	{
		name: "dynamic forcing chain (+)", tech: rating.DynamicForcingChainPlus, value: 93,
		puzzle: "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
		pm: `
7 126 8 | 459 4569 4569 | 3 1456 125 
49 36 3469 | 2 3456 1 | 467 4578 578 
5 1236 12346 | 78 346 78 | 269 146 129 
---------+---------+---------
189 4 1579 | 3579 59 3579 | 178 2 6 
3 1267 1269 | 479 8 24679 | 147 1457 157 
268 578 2567 | 1 2456 2467 | 478 9 3 
---------+---------+---------
128 9 1357 | 6 125 2358 | 127 1378 4 
12468 12368 12346 | 3489 7 23489 | 5 1368 1289 
12468 3578 1234567 | 34589 1249 234589 | 2679 13678 12789 `,
		want: "r5c6-7",
	},
}

// sukakuOnly marks the techniques only the Sukaku ladder has (its rungs
// marked sukaku).
var sukakuOnly = [rating.NumTechniques]bool{
	rating.TurbotFish: true, rating.ThreeStrongLinks: true, rating.FourStrongLinks: true, rating.FiveStrongLinks: true,
	rating.SixStrongLinks: true, rating.WXYZWing: true, rating.VWXYZWing: true,
}

// TestTechniques runs each case on the Sukaku ladder, which has every
// technique, and on the SE ladder when the technique is on it: SE's rungs
// are some of Sukaku's in the same order, so the same rung fires.
func TestTechniques(t *testing.T) {
	for _, tc := range techniqueCases {
		for _, sc := range rating.Scales() {
			if sc == rating.SE && sukakuOnly[tc.tech] {
				continue
			}
			t.Run(sc.String()+"/"+tc.name, func(t *testing.T) { testTechnique(t, tc, sc) })
		}
	}
}

func testTechnique(t *testing.T, tc techniqueCase, sc rating.Scale) {
	r := loadPM(t, tc.pm)
	ladder := ladders[sc]
	// Every rung before the one that fires finds nothing here.
	fired := -1
	for i, f := range ladder {
		if f.find(r) {
			fired = i
			break
		}
	}
	if fired < 0 {
		t.Fatalf("no technique fires")
	}
	h := r.h
	if h.tech != tc.tech || h.value != tc.value {
		t.Errorf("step is %v %s, want %v %s", h.tech, h.value, tc.tech, tc.value)
	}
	if got := stepString(&r.b, &h); got != tc.want {
		t.Errorf("step does %q, want %q in\n%s", got, tc.want, formatPM(&r.b))
	}
	checkSound(t, solutionOf(t, tc.puzzle), &r.b, &h)
	if len(tc.breaks) == 0 {
		return
	}
	r = loadPM(t, tc.pm)
	for _, b := range tc.breaks {
		var row, col, d int
		if _, err := fmt.Sscanf(b, "r%dc%d-%d", &row, &col, &d); err != nil || !r.b.has((row-1)*9+col-1, d-1) {
			t.Fatalf("bad change %q", b)
		}
		r.b.remove((row-1)*9+col-1, d-1)
	}
	if ladder[fired].find(r) {
		t.Errorf("after %v, %s still finds %s", tc.breaks, ladder[fired].name, stepString(&r.b, &r.h))
	}
}

// solutionOf returns the solution of a puzzle with one.
func solutionOf(t testing.TB, puzzle string) grid.Nine {
	t.Helper()
	g, err := grid.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	res := solve.CountNine(g)
	if res.Solutions != 1 {
		t.Fatalf("%s has %d solutions", puzzle, res.Solutions)
	}
	return res.Solution.Nine()
}

// checkSound fails if h removes a digit of the solution sol or places a
// wrong one.
func checkSound(t testing.TB, sol grid.Nine, b *board, h *step) {
	t.Helper()
	for c := 0; c < 81; c++ {
		d := int(sol[c]) - 1
		if c != h.cell && h.elim[c]&b.cand[c]>>d&1 != 0 {
			t.Errorf("removes %d from %s, its solution", d+1, grid.CellName(c))
		}
	}
	if h.cell >= 0 && int(sol[h.cell])-1 != h.digit {
		t.Errorf("places %d in %s, whose solution is %d", h.digit+1, grid.CellName(h.cell), sol[h.cell])
	}
}

// TestLoopCellsPrune checks the unique loop search against itself without
// loopCells' pruning, at every step of the samples' paths: the same step,
// or none, each time. The pruned search must only skip loops validLoop
// refuses.
func TestLoopCellsPrune(t *testing.T) {
	r := NewRater()
	grids, steps := 0, 0
	r.trace = func(b *board, _ *step) {
		fast, fastOK := r.loopStep(true)
		slow, slowOK := r.loopStep(false)
		steps++
		if fastOK != slowOK || fastOK && (fast.tech != slow.tech || fast.value != slow.value || fast.elim != slow.elim) {
			t.Fatalf("grid %d, step %d: pruned %v %v %v, whole %v %v %v", grids, steps, fastOK, fast.tech, fast.value, slowOK, slow.tech, slow.value)
		}
	}
	every := 4
	if race.Enabled {
		every = 8 // each step searched twice, on one goroutine
	}
	for _, name := range []string{"cbg_sample.csv", "se_sample.csv"} {
		for _, p := range readSamples(t, name, every) {
			grids++
			r.Rate(p.grid)
		}
	}
	if steps == 0 {
		t.Fatal("no steps")
	}
	t.Logf("%d grids, %d steps", grids, steps)
}

// TestCrossings checks the table locked candidates read: every pair of
// houses that share two or more cells, once, in the lock group of their
// kinds, in house order, with the positions in u1 of the cells they
// share, those cells, and the other cells of u1; on the classic grid a
// box's 27 crossings with lines and back in SE's four groups.
func TestCrossings(t *testing.T) {
	shapes := map[string]*geometry{"classic": classicGeometry}
	for name, p := range map[string]puzzle.Puzzle{"x": {Diagonals: true}, "windoku": {Windows: true}, "x-windoku": {Diagonals: true, Windows: true}} {
		shapes[name] = geometryOf(rules.ShapeOf(&p), false)
	}
	for name, geo := range shapes {
		for i := range geo.crossings {
			var want []crossing
			for u1 := range geo.nhouses {
				for u2 := range geo.nhouses {
					if u1 != u2 && geo.houseSet[u1].and(geo.houseSet[u2]).count() >= 2 && geo.lockGroup(u1, u2) == i {
						want = append(want, crossing{u1: u1, u2: u2})
					}
				}
			}
			if len(geo.crossings[i]) != len(want) {
				t.Fatalf("%s, group %d: %d crossings, want %d", name, i, len(geo.crossings[i]), len(want))
			}
			if name == "classic" && len(want) != map[int]int{lockBoxColumn: 27, lockBoxRow: 27, lockColumnBox: 27, lockRowBox: 27}[i] {
				t.Errorf("classic, group %d: %d crossings", i, len(want))
			}
			for j, x := range geo.crossings[i] {
				if x.u1 != want[j].u1 || x.u2 != want[j].u2 || geo.cellsOf(x.u1, x.in) != geo.houseSet[x.u1].and(geo.houseSet[x.u2]) {
					t.Errorf("%s, group %d, crossing %d: %+v, want houses %d, %d", name, i, j, x, want[j].u1, want[j].u2)
				}
				var in, out cellSet
				for _, c := range x.inCells[:x.nin] {
					in.add(int(c))
				}
				for _, c := range x.outCells[:x.nout] {
					out.add(int(c))
				}
				if in != geo.cellsOf(x.u1, x.in) || out != geo.houseSet[x.u1].andNot(in) {
					t.Errorf("%s, group %d, crossing %d: cells %v in and %v out", name, i, j, x.inCells, x.outCells)
				}
			}
		}
	}
	for _, x := range classicGeometry.crossings[lockBoxColumn] {
		if !classicGeometry.boxLike[x.u1] || classicGeometry.kind[x.u2] != puzzle.Column {
			t.Errorf("classic pointing to a column: %d, %d", x.u1, x.u2)
		}
	}
}

// TestLockedDigits checks the locked-candidates patterns, which test the
// nine digits of a crossing at once from its cells' candidates, against
// a literal search digit by digit over the places of each digit, on the
// grids of the samples' paths: the same patterns in the same order.
func TestLockedDigits(t *testing.T) {
	grids, patterns := 0, 0
	pathGrids(t, "cbg_sample.csv", 100, func(b *board) {
		grids++
		var want []lockedDigit
		for i := range classicGeometry.crossings {
			for _, x := range classicGeometry.crossings[i] {
				for d := 0; d < 9; d++ {
					// Two places or more, all of them in u2.
					if m := b.pos[x.u1][d]; m&(m-1) != 0 && m&^x.in == 0 {
						want = append(want, lockedDigit{x.u1, x.u2, d, i})
					}
				}
			}
		}
		got := slices.Collect(b.lockedDigits())
		if !slices.Equal(got, want) {
			t.Fatalf("grid %d: patterns %v, want %v", grids, got, want)
		}
		patterns += len(got)
	})
	if patterns == 0 {
		t.Fatalf("%d grids, no pattern", grids)
	}
	t.Logf("%d grids, %d patterns", grids, patterns)
}

// TestSubsetsWithin checks, for every set of digits (or cells, or lines)
// and size, the subsets the sets and fish take against subsets[n]
// filtered to those within: the same, in the same order.
func TestSubsetsWithin(t *testing.T) {
	for elig := uint16(0); elig < 1<<9; elig++ {
		for n := 1; n <= 4; n++ {
			var want []uint16
			for _, m := range subsets[n] {
				if m&^elig == 0 {
					want = append(want, m)
				}
			}
			if got := slices.Collect(subsetsWithin(n, elig)); !slices.Equal(got, want) {
				t.Fatalf("%d-subsets of %09b: %v, want %v", n, elig, got, want)
			}
		}
	}
}

// TestJoinedFishes checks the fish of joined grids (joinedFishes), which
// choose their cover lines place by place, against the fish of one grid
// (gridFishes), whose covers are the union of the places, on the grids of
// the samples' paths: the same fish. gridFishes leaves out a digit placed
// in more than N-2n lines, whose fish of n lines has a smaller one the
// other way; the comparison leaves those out of joinedFishes' too.
func TestJoinedFishes(t *testing.T) {
	type key struct {
		d                  int
		lines, covers, rem cellSet
	}
	grids, found := 0, 0
	for _, name := range []string{"cbg_sample.csv", "se_sample.csv"} {
		pathGrids(t, name, 10, func(b *board) {
			grids++
			for n := 2; n <= 4; n++ {
				want := map[key]bool{}
				b.gridFishes(n, nil, func(f fish) bool {
					want[key(f)] = true
					return true
				})
				got := map[key]bool{}
				b.joinedFishes(n, nil, func(f fish) bool {
					if int(b.placed[f.d])+2*n <= 9 {
						got[key(f)] = true
					}
					return true
				})
				if !maps.Equal(got, want) {
					t.Fatalf("%s, grid %d, %d lines: %d fish, want %d", name, grids, n, len(got), len(want))
				}
				found += len(got)
			}
		})
	}
	if found == 0 {
		t.Fatalf("%d grids, no fish", grids)
	}
	t.Logf("%d grids, %d fish", grids, found)
}

// TestSubsetsOf checks the subsets a BUG's search takes: those of
// firstSubsets up to four elements, and past four every mask of k bits
// below 1<<n, in increasing order.
func TestSubsetsOf(t *testing.T) {
	for n := 0; n <= maxN; n++ {
		for k := 1; k <= n; k++ {
			want := firstSubsets[n][min(k, 4)]
			if k > 4 {
				want = nil
				for m := 0; m < 1<<n; m++ {
					if popcount(digitMask(m)) == k {
						want = append(want, digitMask(m))
					}
				}
			}
			if got := slices.Collect(subsetsOf(n, k)); !slices.Equal(got, want) {
				t.Fatalf("subsetsOf(%d, %d) = %v, want %v", n, k, got, want)
			}
		}
	}
}
