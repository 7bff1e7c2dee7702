package store

import (
	"context"
	"fmt"
)

// MergeCounts are what merging one catalog did.
type MergeCounts struct {
	// Tally counts what the catalog merged into did with the puzzles.
	Tally
	// Read is the number of puzzles read from the catalog merged.
	Read int
	// Sources is the number of its sources, Copied those new to the
	// catalog merged into.
	Sources, Copied int
}

// Merge copies every puzzle of src into dst, with its solution, scores,
// ratings and provenance, in batches of batch puzzles (one transaction
// each, through a Writer, which say hears from as NewWriter says). Its
// source (the generator run or import that made it, with its host) is
// copied first, unless dst has it already: sources are known by their
// UID, so that merging the same catalog twice copies nothing the second
// time. A puzzle whose isomorph dst holds is skipped, as AddPuzzles
// skips it; a copy keeps its key, ratings, provenance and the time it
// was first stored, and gets an id of dst's. Books are not copied.
//
// The counts so far come back with an error too.
func Merge(ctx context.Context, dst, src Catalog, batch int, say func(Outage)) (*MergeCounts, error) {
	if batch < 1 {
		return nil, fmt.Errorf("merge: batch %d: want at least 1", batch)
	}
	n := &MergeCounts{}
	ids, err := copySources(ctx, src, dst, n)
	if err != nil {
		return n, err
	}
	w := NewWriter(ctx, dst, func(r *Record) *Record { return r }, n.Add, say, WithBatch(batch))
	err = src.EachPuzzle(ctx, Filter{Order: ByID}, func(r *Record) error {
		n.Read++
		r.ID, r.SourceID, r.SourceName = 0, ids[r.SourceID], ""
		return w.Add(r)
	})
	if werr := w.Close(); err == nil {
		err = werr
	}
	return n, err
}

// copySources copies the sources of src that dst does not have (by UID)
// and maps each source id of src to its id in dst.
func copySources(ctx context.Context, src, dst Catalog, n *MergeCounts) (map[int64]int64, error) {
	from, err := src.Sources(ctx)
	if err != nil {
		return nil, err
	}
	have, err := dst.Sources(ctx)
	if err != nil {
		return nil, err
	}
	byUID := make(map[string]int64, len(have))
	for _, s := range have {
		byUID[s.UID] = s.ID
	}
	ids := make(map[int64]int64, len(from))
	for _, s := range from {
		n.Sources++
		if id, ok := byUID[s.UID]; ok {
			ids[s.ID] = id
			continue
		}
		cp := *s
		cp.ID = 0
		if err := dst.AddSource(ctx, &cp); err != nil {
			return nil, err
		}
		ids[s.ID] = cp.ID
		n.Copied++
	}
	return ids, nil
}
