package molterlayer

// Uncoloured is the layered table before its colours are made exact (the
// layered colours, within one white of P/2 a team), and ExactColours the
// recolouring, for the tests of package molterlayer_test.
func Uncoloured(T, P, R int) ([][]Board, error) {
	if T%2 == 0 {
		return layeredEven(make([]Board, R*T*P/2), T, P, R), nil
	}
	return layeredOdd(make([]Board, R*T*P/2), T, P, R)
}

var ExactColours = exactColours

// ColourVariants are the variants Build tries.
var ColourVariants = colourVariants
