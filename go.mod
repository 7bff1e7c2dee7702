module github.com/puzzlebook/sudoku

go 1.26.8

require (
	codeberg.org/go-pdf/fpdf v0.12.0
	github.com/urfave/cli/v2 v2.27.7
	golang.org/x/image v0.47.0
)

require (
	github.com/cpuguy83/go-md2man/v2 v2.0.7 // indirect
	github.com/russross/blackfriday/v2 v2.1.0 // indirect
	github.com/xrash/smetrics v0.0.0-20240521201337-686a1a2994c1 // indirect
	golang.org/x/text v0.43.0 // indirect
)
