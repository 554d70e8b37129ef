package sheets

import "github.com/toutesrondes/toutesrondes/internal/tiebreak"

// Sheet names and labels of the round-robin workbook (French words from the
// documents: appariement, exempt, Cou/Adv/Rés, Cl., S.B).
var (
	sheetPlayers   = Text{"Players", "Joueurs"}
	sheetPairings  = Text{"Pairings", "Appariements"}
	sheetBerger    = Text{"Berger result table", "Tableau Berger"}
	sheetCross     = Text{"Cross table", "Tableau croisé"}
	sheetSeating   = Text{"Seating plan", "Plan de table"}
	sheetStandings = Text{"Standings", "Classement"}

	lblNo         = Text{"No.", "N°"}
	lblName       = Text{"Name", "Nom"}
	lblRating     = Text{"Rating", "Elo"}
	lblFederation = Text{"Federation / club", "Fédération / club"}
	lblRound      = Text{"Round", "Ronde"}
	lblBoard      = Text{"Board", "Éch."}
	lblWhite      = Text{"White", "Blancs"}
	lblBlack      = Text{"Black", "Noirs"}
	lblResult     = Text{"Result", "Résultat"}
	lblBye        = Text{"Bye", "Exempt"}
	lblByeShort   = Text{"bye", "exe"}
	lblRoundShort = Text{"R", "R"}
	lblColour     = Text{"Col", "Cou"}
	lblOpponent   = Text{"Opp", "Adv"}
	lblRes        = Text{"Res", "Rés"}
	lblW          = Text{"W", "B"}
	lblB          = Text{"B", "N"}
	lblTotal      = Text{"Total", "Total"}
	lblRank       = Text{"Rank", "Cl."}
	lblPoints     = Text{"Points", "Points"}
	lblPosition   = Text{"Order", "Ordre"}
	lblSide       = Text{"Side", "Côté"}
	lblFar        = Text{"far", "loin"}
	lblNear       = Text{"near", "près"}
	lblFixed      = Text{"Fixed player (board 1)", "Pivot (éch. 1)"}

	noteSeating = Text{
		"Rutsch-Berger seating: grey seats play black. After each round everyone but the fixed player moves one seat on; the fixed player stays at board 1 and changes side. Boards here are seats at the table, not the Berger board numbers.",
		"Placement Rutsch-Berger : les places grisées ont les noirs. Après chaque ronde, tous sauf le pivot avancent d'une place ; le pivot reste à l'échiquier 1 et change de côté. Les échiquiers sont ici les places à la table, pas les numéros d'échiquier de Berger.",
	}
	noteSeatingReversed = Text{
		"In even cycles the colours are reversed: the seats keep their places and the boards are turned.",
		"Aux cycles pairs les couleurs sont inversées : chacun garde sa place et on retourne les échiquiers.",
	}
	errTitle = Text{"Result", "Résultat"}
	errText  = Text{"Type 1-0, ½-½, 0-1, +/- or -/+ (forfeit) or -/- (both forfeit).",
		"Tapez 1-0, ½-½, 0-1, +/- ou -/+ (forfait) ou -/- (double forfait)."}
)

// tieBreakLabel names a tie-break in a column title.
func tieBreakLabel(k tiebreak.Kind) Text {
	switch k {
	case tiebreak.SB:
		return Text{"SB", "S.B"}
	case tiebreak.Wins:
		return Text{"Wins", "Gains"}
	case tiebreak.DE:
		return Text{"Direct encounter", "Conf. directe"}
	case tiebreak.Koya:
		return Text{"Koya", "Koya"}
	case tiebreak.BPG:
		return Text{"Games with black", "Parties avec noirs"}
	case tiebreak.BWG:
		return Text{"Wins with black", "Gains avec noirs"}
	}
	return Text{k.String(), k.String()}
}
