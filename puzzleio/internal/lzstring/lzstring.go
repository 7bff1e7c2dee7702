// Package lzstring reads and writes the base64 form of lz-string, the
// compression that f-puzzles and SudokuPad links carry puzzles in
// (compressToBase64 and decompressFromBase64 of the JavaScript library).
//
// The format is an LZW variant over UTF-16 code units written as a bit
// stream, least significant bit of each code first, six bits to a base64
// character. The dictionary starts with three codes: 0 and 1 introduce a
// new 8- or 16-bit character, 2 ends the stream. Each new dictionary entry
// is the previous phrase plus one character, and the code width grows by
// a bit whenever the codes so far would no longer fit.
package lzstring

import (
	"errors"
	"strings"
	"unicode/utf16"
)

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="

// ErrCorrupt: the input is not the base64 form of an lz-string stream.
var ErrCorrupt = errors.New("lzstring: corrupt input")

// key turns a phrase of UTF-16 code units into a map key.
func key(units []uint16) string {
	b := make([]byte, 2*len(units))
	for i, u := range units {
		b[2*i], b[2*i+1] = byte(u>>8), byte(u)
	}
	return string(b)
}

// bitWriter packs codes, least significant bit first, six bits a
// character.
type bitWriter struct {
	out      strings.Builder
	val, pos int
}

func (w *bitWriter) write(value, n int) {
	for range n {
		w.val = w.val<<1 | value&1
		value >>= 1
		if w.pos == 5 {
			w.out.WriteByte(alphabet[w.val])
			w.pos, w.val = 0, 0
		} else {
			w.pos++
		}
	}
}

// CompressToBase64 compresses s as the JavaScript library's
// compressToBase64 does, character for character.
func CompressToBase64(s string) string {
	units := utf16.Encode([]rune(s))
	if len(units) == 0 {
		return ""
	}
	dict := map[string]int{}
	fresh := map[string]bool{} // single characters not written yet
	var w bitWriter
	enlargeIn, dictSize, numBits := 2, 3, 2
	grow := func() {
		enlargeIn--
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
	}
	emit := func(phrase []uint16) {
		k := key(phrase)
		if fresh[k] {
			if c := int(phrase[0]); c < 256 {
				w.write(0, numBits)
				w.write(c, 8)
			} else {
				w.write(1, numBits)
				w.write(c, 16)
			}
			grow()
			delete(fresh, k)
		} else {
			w.write(dict[k], numBits)
		}
		grow()
	}
	var phrase []uint16
	for i, u := range units {
		c := key(units[i : i+1])
		if _, ok := dict[c]; !ok {
			dict[c] = dictSize
			dictSize++
			fresh[c] = true
		}
		longer := append(phrase[:len(phrase):len(phrase)], u)
		if _, ok := dict[key(longer)]; ok {
			phrase = longer
			continue
		}
		emit(phrase)
		dict[key(longer)] = dictSize
		dictSize++
		phrase = units[i : i+1]
	}
	if len(phrase) > 0 {
		emit(phrase)
	}
	w.write(2, numBits)
	// Push out the last character's bits.
	for {
		w.val <<= 1
		if w.pos == 5 {
			w.out.WriteByte(alphabet[w.val])
			break
		}
		w.pos++
	}
	res := w.out.String()
	if n := len(res) % 4; n > 0 {
		res += strings.Repeat("=", 4-n)
	}
	return res
}

// bitReader reads codes back, six bits a base64 character.
type bitReader struct {
	in         string
	val, index int
	pos        int // the bit of val read next: 32, 16, ..., 1
	bad        bool
}

func (r *bitReader) next() int {
	if r.index >= len(r.in) {
		r.bad = true
		return 0
	}
	i := strings.IndexByte(alphabet, r.in[r.index])
	r.index++
	if i < 0 {
		r.bad = true
		return 0
	}
	return i
}

func (r *bitReader) read(n int) int {
	bits := 0
	for i := range n {
		if r.val&r.pos != 0 {
			bits |= 1 << i
		}
		r.pos >>= 1
		if r.pos == 0 {
			r.pos = 32
			r.val = r.next()
		}
	}
	return bits
}

// DecompressFromBase64 reverses CompressToBase64. Characters outside the
// base64 alphabet, such as the spaces or line breaks a link picked up, are
// an error.
func DecompressFromBase64(s string) (string, error) {
	s = strings.TrimRight(s, "=")
	if s == "" {
		return "", nil
	}
	r := &bitReader{in: s + "=", pos: 32}
	r.val = r.next()
	dict := [][]uint16{nil, nil, nil}
	enlargeIn, numBits := 4, 3
	var out []uint16
	var c []uint16
	switch r.read(2) {
	case 0:
		c = []uint16{uint16(r.read(8))}
	case 1:
		c = []uint16{uint16(r.read(16))}
	default:
		return "", nil
	}
	dict = append(dict, c)
	w := c
	out = append(out, c...)
	for {
		if r.bad || r.index > len(s)+1 {
			return "", ErrCorrupt
		}
		code := r.read(numBits)
		switch code {
		case 0, 1:
			width := 8
			if code == 1 {
				width = 16
			}
			dict = append(dict, []uint16{uint16(r.read(width))})
			code = len(dict) - 1
			enlargeIn--
		case 2:
			return string(utf16.Decode(out)), nil
		}
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
		var entry []uint16
		switch {
		case code < len(dict) && dict[code] != nil:
			entry = dict[code]
		case code == len(dict):
			entry = append(append([]uint16{}, w...), w[0])
		default:
			return "", ErrCorrupt
		}
		out = append(out, entry...)
		dict = append(dict, append(append([]uint16{}, w...), entry[0]))
		enlargeIn--
		w = entry
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
	}
}
