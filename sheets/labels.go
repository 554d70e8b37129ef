package sheets

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/msg"
	"github.com/toutesrondes/toutesrondes/internal/tiebreak"
)

// Lang is the language of a workbook's labels and sheet names.
type Lang string

// The languages a workbook can be written in: English is "en", French
// "fr", the codes of the languages the commands speak (their -lang).
const (
	English = Lang(msg.En)
	French  = Lang(msg.Fr)
)

// ParseLang reads "en" or "fr" (any case), with no spaces around: unlike
// the commands, which take the language as a user types it (msg.Parse),
// it does not trim.
func ParseLang(s string) (Lang, error) {
	l, err := msg.ParseExact(s)
	return Lang(l), err
}

// Text is a label in every language of the workbooks.
type Text struct{ En, Fr string }

// T returns t in language l.
func (l Lang) T(t Text) string {
	if l == French {
		return t.Fr
	}
	return t.En
}

// F formats t in language l: t's texts are fmt formats taking the same
// arguments in the same order.
func (l Lang) F(t Text, args ...any) string { return fmt.Sprintf(l.T(t), args...) }

// Join joins items with the language's list separator ("; " or " ; ").
func (l Lang) Join(items []string) string { return strings.Join(items, l.T(lblListSep)) }

// The workbooks' plain texts (a Text of two strings: sheet names, column
// titles, notes, formats) are in labels.txt, one file a translator edits;
// go generate makes labels_gen.go of it (internal/labelgen). Here stay the
// texts built in Go: lists indexed by a tie-break, and texts paired with
// other data.

// tieBreakLabels name the tie-breaks in column titles.
var tieBreakLabels = [...]Text{
	tiebreak.SB:   {"SB", "S.B"},
	tiebreak.Wins: {"Wins", "Gains"},
	tiebreak.DE:   {"Direct encounter", "Conf. directe"},
	tiebreak.Koya: {"Koya", "Koya"},
	tiebreak.BPG:  {"Games with black", "Parties avec noirs"},
	tiebreak.BWG:  {"Wins with black", "Gains avec noirs"},
	tiebreak.Won:  {"Games won", "Parties gagnées"},
	tiebreak.ARO:  {"ARO", "Moy. Elo adv."},
	tiebreak.TPR:  {"Performance", "Performance"},
}

// roundColours are the colours of the board cards, one per round (004:
// "des cartons de couleurs différentes pour chaque ronde").
var roundColours = []struct {
	fill string
	name Text
}{
	{"FFF2CC", Text{"yellow", "jaune"}},
	{"DDEBF7", Text{"blue", "bleu"}},
	{"E2EFDA", Text{"green", "vert"}},
	{"FCE4D6", Text{"orange", "orange"}},
	{"EADCF4", Text{"purple", "violet"}},
	{"D9F2F0", Text{"turquoise", "turquoise"}},
	{"F8D7DA", Text{"pink", "rose"}},
	{"EDEDED", Text{"grey", "gris"}},
}

// molterDefects are the texts of the defects the documents leave, by the
// key tables/molter gives them (Table.Defects).
var molterDefects = []struct {
	key  string
	text Text
}{
	{"004/42a-unprinted", Text{
		"The autonomous round 42a is not printed in full: line 1529 of the document prints \".....\" then board 78 only, so boards 40 to 77 (the 7th to 12th players) are missing; 43a is made from boards 40 to 52 and 66 to 78 of 42a.",
		"La ronde autonome 42a n'est pas imprimée en entier : la ligne 1529 du document imprime « ..... » puis le seul échiquier 78 ; les échiquiers 40 à 77 (les 7e à 12e joueurs) manquent, et 43a est faite des échiquiers 40 à 52 et 66 à 78 de 42a."}},
	{"004/42a-conflicts", Text{
		"On boards 18 (M3 – L3), 19 (N3 – E3), 20 (E4 – F3) and 26 (L4 – N4) of 42a the players meet teams they met in round 2 of table 42 (boards 20, 16, 23 and 26; board 26 repeats round 2's L4 – N4). No correction of one or two cells of 42a or of table 42 mends them; larger ones would, but nothing in the document points to one.",
		"Aux échiquiers 18 (M3 – L3), 19 (N3 – E3), 20 (E4 – F3) et 26 (L4 – N4) de 42a, les joueurs rencontrent des équipes déjà rencontrées à la ronde 2 du tableau 42 (échiquiers 20, 16, 23 et 26 ; l'échiquier 26 répète le L4 – N4 de la ronde 2). Aucune correction d'une ou deux cases de 42a ou du tableau 42 ne les répare ; de plus grandes le feraient, mais rien dans le document n'en indique une."}},
}

// tieBreakDefs say what each tie-break is, as the guide names it.
var tieBreakDefs = [...]Text{
	SB: {"Sonneborn-Berger (the points of the opponents one beat plus half the points of those one drew)",
		"le Sonneborn-Berger (les points des adversaires battus plus la moitié des points des adversaires avec qui on a fait nulle)"},
	Wins: {"the number of wins (forfeit wins included)", "le nombre de victoires (gains par forfait compris)"},
	DE: {"the direct encounter (the points scored in the games between the players still equal)",
		"la confrontation directe (les points marqués dans les parties entre les joueurs encore à égalité)"},
	Koya: {"the Koya score (the points scored against the opponents who made at least half the possible points)",
		"le Koya (les points marqués contre les adversaires ayant fait au moins la moitié des points possibles)"},
	BPG: {"the number of games played with black (forfeits not counted)", "le nombre de parties jouées avec les noirs (forfaits non comptés)"},
	BWG: {"the number of games won with black over the board", "le nombre de parties gagnées avec les noirs sur l'échiquier"},
	Won: {"the number of games won over the board (forfeit wins not counted)", "le nombre de parties gagnées sur l'échiquier (gains par forfait non comptés)"},
	ARO: {"the average rating of the opponents met over the board (unrated ones and forfeits not counted)",
		"la moyenne Elo des adversaires rencontrés sur l'échiquier (sans les non classés ni les forfaits)"},
	TPR: {"the tournament performance (that average plus FIDE's rating difference for the score made against them)",
		"la performance (cette moyenne plus la différence Elo de la FIDE pour le score fait contre eux)"},
}
