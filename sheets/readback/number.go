package readback

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// number reads a number as a spreadsheet stores it in a cell: decimal
// digits with an optional sign, fraction and exponent ("2450", "0.5",
// "1.5E+1"), spaces around it allowed. Go's own syntax is not a cell's:
// "inf", "NaN", "0x1p1", "1_000" are refused, and so is what overflows.
func number(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 64 {
		return 0, false
	}
	i := 0
	if s[i] == '+' || s[i] == '-' {
		i++
	}
	digits := func() int {
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i - j
	}
	n := digits()
	if i < len(s) && s[i] == '.' {
		i++
		n += digits()
	}
	if n == 0 {
		return 0, false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return 0, false
		}
	}
	if i != len(s) {
		return 0, false
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
		return 0, false
	}
	return x, true
}

// whole reads a whole number from lo to hi (see number: "3", "3.0", "3E0").
func whole(s string, lo, hi int) (int, bool) {
	x, ok := number(s)
	if !ok || x != math.Trunc(x) || x < float64(lo) || x > float64(hi) {
		return 0, false
	}
	return int(x), true
}

// MaxRating bounds a rating read back (the lists' bound too).
const MaxRating = 4000

// bounded refuses a workbook of more than MaxPlayers players or whose
// Results name spans more than MaxRows rows, before a cell is read.
func bounded(players int, res area) error {
	if players > MaxPlayers {
		return fmt.Errorf("defined name PlayerNames: %d players, at most %d are read back", players, MaxPlayers)
	}
	if rows := res.rows(); rows > MaxRows {
		return fmt.Errorf("defined name Results: %d rows, at most %d are read back", rows, MaxRows)
	}
	return nil
}
