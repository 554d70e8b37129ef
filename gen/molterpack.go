package main

import (
	"fmt"
	"math/bits"

	. "github.com/dave/jennifer/jen"
	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// packBlock is the number of boards of a block of a round of T teams (even
// T: one order number, T/2 boards; odd T: order numbers 2k-1 and 2k, T
// boards) and the number of codes of its players (T, or 2T).
func packBlock(T int) (boards, codes int) {
	if T%2 == 1 {
		return T, 2 * T
	}
	return T / 2, T
}

// rankBits is the width of the rank of board j's opponent in its block of
// codes players: before board j, 2j of them are seated, and the lowest
// not yet seated takes the board, leaving codes-2j-1 opponents to choose
// from (ranks 0 to codes-2j-2; none to store for the last board).
func rankBits(codes, j int) int { return bits.Len(uint(codes - 2*j - 2)) }

// roundBits is the bits of a round of T teams of n boards, laid out by
// packRounds (before the round is padded to a byte).
func roundBits(T, n int) int {
	per, codes := packBlock(T)
	b := 0
	for j := range per {
		b += rankBits(codes, j) + 1
	}
	return b * (n / per)
}

// packRounds lays rounds, in canonRoundsIn's order, out as constructedBoards
// holds them, lowest bit first, each round padded to a byte: per board, the
// rank of the opponent of the lowest player of the block not yet seated
// among the block's players not yet seated after it (rankBits wide), then
// 1 when that lowest player has black.
func packRounds(rounds [][]molter.Pair, T int) ([]byte, error) {
	per, codes := packBlock(T)
	if codes > 64 {
		return nil, fmt.Errorf("gen: %d teams: a block's %d players do not fit a 64-bit set", T, codes)
	}
	var data []byte
	for _, rd := range rounds {
		round := make([]byte, (roundBits(T, len(rd))+7)/8)
		var free uint64 // the codes of the block not yet seated
		at := 0         // the next bit of the round
		for b, p := range rd {
			j := b % per
			if j == 0 {
				free = 1<<codes - 1
			}
			lo, _ := molter.OrderBlock(T, b+1)
			w, k := seatCode(T, p.White, lo), seatCode(T, p.Black, lo)
			first, other, black := w, k, 0
			if k < w {
				first, other, black = k, w, 1
			}
			if other >= codes || free>>other&1 == 0 || first != bits.TrailingZeros64(free) {
				return nil, fmt.Errorf("gen: board %d: players %d and %d, the lowest not yet seated %d: not in canonRoundsIn's order", b+1, w, k, bits.TrailingZeros64(free))
			}
			free &^= 1 << first
			rank := bits.OnesCount64(free & (1<<other - 1)) // the free codes below the opponent's
			free &^= 1 << other
			// A board's bits at once: at most 7, spanning two bytes at most.
			width := rankBits(codes, j)
			v := uint16(rank|black<<width) << (at % 8)
			round[at/8] |= byte(v)
			if v>>8 != 0 {
				round[at/8+1] |= byte(v >> 8)
			}
			at += width + 1
		}
		data = append(data, round...)
	}
	return data, nil
}

// methodTexts numbers the distinct texts of the searches' methods, from 1
// in the order first met (0: none): constructedShapes and
// constructedEvents hold the number, each text is stored once.
type methodTexts struct {
	index map[string]int
	rows  []string
}

// add is the number of text, numbered anew when it is new; 0 for "".
func (m *methodTexts) add(text string) int {
	if text == "" {
		return 0
	}
	if i, ok := m.index[text]; ok {
		return i
	}
	if m.index == nil {
		m.index = map[string]int{}
	}
	m.rows = append(m.rows, text)
	m.index[text] = len(m.rows)
	return len(m.rows)
}

// emit writes constructedMethods.
func (m *methodTexts) emit(g *genFile) {
	rows := make([]Code, len(m.rows))
	for i, text := range m.rows {
		rows[i] = Lit(text)
	}
	g.File.Comment(fmt.Sprintf("constructedMethods holds the %d distinct methods of the searched tables and events; constructedShapes and constructedEvents name one by its index plus one.", len(rows)))
	g.fit("constructedMethods", "methods", len(rows), maxUint16)
	g.File.Var().Id("constructedMethods").Op("=").Index(Lit(len(rows))).String().Custom(multi, rows...)
}
