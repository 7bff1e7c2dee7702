//go:build !race

// Package race tells whether the race detector is on. Under it, code runs
// several times slower, so the heaviest single-goroutine oracle checks run
// on a sample there and in full in a plain `go test` (which CI runs too).
package race

// Enabled reports whether the program was built with -race.
const Enabled = false
