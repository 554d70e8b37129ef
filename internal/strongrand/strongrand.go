// Package strongrand gives the commands an unpredictable random source for
// the drawing of lots when no seed is given. It lives outside package tables
// so that importing tables does not start crypto/rand.
package strongrand

import (
	crand "crypto/rand"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
)

// New returns a ChaCha8 generator seeded from crypto/rand.
func New() (*rand.Rand, error) {
	var s [32]byte
	if _, err := crand.Read(s[:]); err != nil {
		return nil, fmt.Errorf("random seed: %w", err)
	}
	return rand.New(rand.NewChaCha8(s)), nil
}

// Seed returns a seed drawn from crypto/rand: the commands draw lots from
// the generator a printed seed gives (tables/varma.SeededRand), so that
// every draw can be checked and made again, and stays unpredictable before
// it is made.
func Seed() (uint64, error) {
	var s [8]byte
	if _, err := crand.Read(s[:]); err != nil {
		return 0, fmt.Errorf("random seed: %w", err)
	}
	return binary.LittleEndian.Uint64(s[:]), nil
}
