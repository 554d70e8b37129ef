package molter

// documentRefusal is a row of the generated documentRefused: an event of
// the document that breaks a hard rule of issue 9.
type documentRefusal struct {
	config, rounds uint8
	why            string
}

// builtEvent is a row of the generated builtEvents: an event ending with
// an autonomous round built to the document's rules.
type builtEvent struct {
	config, rounds             uint8
	at                         uint32
	grade, published, quality string
}

// documentSuggestion is a row of the generated documentSuggestions.
type documentSuggestion struct {
	config, rounds uint8
	built          bool
	text           string
}
