package tables

// Color is a player's colour in a game.
type Color int8

const (
	NoColor Color = iota // no game: the bye
	White
	Black
)

func (c Color) String() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return "bye"
}
