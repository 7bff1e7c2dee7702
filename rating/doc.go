// Package rating holds the words of a puzzle's difficulty: the values,
// techniques, scales and grades of the technique rating, the path and
// explanation behind a rating, and the stable score's summary. Package
// score works them out; the catalog (store), the books (book) and the
// explanation pages (explainpage) store, select and print them without
// the rating engine. It imports solve, puzzle, rules (for the houses a
// step names) and ranges only.
//
// A Value is a place on the scale of Sudoku Explainer (SE), the community
// standard, in tenths: 23 is SE 2.3. A Technique is a family of solving
// steps, and the ladder of the rating tries them easiest first, each at
// its value; a Scale is which ladder: SE, classic Sudoku Explainer 1.2.1,
// the default and the number the community quotes as SE or ER, or
// Sukaku, Sukaku Explainer's, which rated the Sudoku Exchange bank and
// adds the rungs marked * below:
//
//	1.0  full house              4.5  unique rectangle/loop (to 5.3)
//	1.2  hidden single (box)     5.0  naked quad
//	1.5  hidden single (line)    5.2  jellyfish
//	1.7  direct pointing         5.4  hidden quad
//	1.9  direct claiming         5.4  3 strong links (to 5.7) *
//	2.0  direct hidden pair      5.5  WXYZ-wing (to 5.6) *
//	2.3  naked single            5.6  BUG (to 6.2)
//	2.5  direct hidden triple    5.8  4 strong links (to 6.1) *
//	2.6  pointing                6.2  VWXYZ-wing (to 6.4) *
//	2.8  claiming                6.2  aligned pair exclusion
//	3.0  naked pair              6.2  5 strong links (to 6.5) *
//	3.2  X-wing                  6.6  6 strong links (to 6.9) *
//	3.4  hidden pair             6.5+ X- and Y-cycles
//	3.6  naked triple            6.6+ forcing X-chain
//	3.8  swordfish               7.0+ XY-cycle, forcing chain
//	4.0  hidden triple           7.5  aligned triple exclusion
//	4.0  turbot fish (to 4.3) *  7.5+ Nishio forcing chain
//	4.2  XY-wing                 8.0+ cell/region forcing chains
//	4.4  XYZ-wing                8.5+ dynamic forcing chains
//	                             9.0+ dynamic forcing chains (+)
//	                             9.5+ nested forcing chains (to 11.x)
//
// A "+" value grows with the length of the chains (package score has the
// rule). The killer and greater-than techniques, from SignBound on, are
// the variant ladder's.
//
// A puzzle's Rating is the value of its hardest step and that step's
// technique, on one scale; it is Estimated when the ladder ran out of
// time or of techniques before the end (Technique Beyond), or stopped
// early because the rating passed a bound. Its Grade is the band of its
// value, easy to nightmare, for people choosing puzzles. A Path is a
// rating with the number of steps each technique took (StepCounts); an
// Explanation is the path step by step, each Step naming its technique
// and value, what it reasons with (cells, houses, a chain of Links, cages
// and signs) and the Candidates it places or eliminates, and writing
// itself as a line or as a book's hint.
//
// The seed score, the count of the seed solver of package solve, depends
// on the order that solver meets cells and digits in; Stable is its
// median and quartiles over K isomorphic copies of a puzzle.
package rating
