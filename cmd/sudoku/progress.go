package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/mattn/go-isatty"
)

// clearLine returns the cursor to the start of the line and erases it.
const clearLine = "\r\033[K"

// statusWriter is standard error for the commands that report from several
// goroutines and show progress. Writes are serialised; when the underlying
// file is a terminal, a one-line status stays below them, redrawn in place
// each time it changes, and a message written meanwhile goes above it
// instead of running into it. When it is not a terminal, Status does
// nothing: logs get the messages and no progress.
type statusWriter struct {
	mu       sync.Mutex
	w        io.Writer
	terminal bool
	status   string // the current status line, "" for none
	shown    bool   // whether status is on the screen
}

func newStatusWriter(w io.Writer) *statusWriter {
	f, ok := w.(*os.File)
	return &statusWriter{w: w, terminal: ok && isatty.IsTerminal(f.Fd())}
}

// Write writes p above the status line.
func (s *statusWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.shown {
		io.WriteString(s.w, clearLine)
		s.shown = false
	}
	n, err := s.w.Write(p)
	// Redraw only after a whole line: after a partial one the status
	// would run on from it.
	if err == nil && s.status != "" && len(p) > 0 && p[len(p)-1] == '\n' {
		io.WriteString(s.w, s.status)
		s.shown = true
	}
	return n, err
}

// Status replaces the status line with line (no newline), on a terminal.
func (s *statusWriter) Status(line string) {
	if !s.terminal {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.status, s.shown = line, true
	fmt.Fprint(s.w, clearLine, line)
}

// Clear erases the status line, for the final report.
func (s *statusWriter) Clear() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.shown {
		io.WriteString(s.w, clearLine)
	}
	s.status, s.shown = "", false
}

// every calls f every d on a goroutine of its own until stop is called;
// stop returns once f has returned for the last time.
func every(d time.Duration, f func()) (stop func()) {
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
				f()
			}
		}
	}()
	return func() {
		close(quit)
		<-done
	}
}

// shortDuration formats d for a progress line, to the second: 42s,
// 12m05s, 3h07m.
func shortDuration(d time.Duration) string {
	d = d.Round(time.Second)
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%ds", d/time.Second)
	case d < time.Hour:
		return fmt.Sprintf("%dm%02ds", d/time.Minute, d%time.Minute/time.Second)
	}
	return fmt.Sprintf("%dh%02dm", d/time.Hour, d%time.Hour/time.Minute)
}
