package sheets

// The words of the printing sheets (wall sheet, result slips), in every
// language.
var (
	sheetWall  = Text{"Wall sheet", "Affichage"}
	sheetSlips = Text{"Result slips", "Fiches de résultat"}

	lblRoundToPrint = Text{"Round (type the round to print):", "Ronde (tapez la ronde à imprimer) :"}
	lblSignatures   = Text{"Signatures", "Signatures"}
	lblWallRound    = Text{"Round", "Ronde"}
	lblByeIs        = Text{"Bye: ", "Exempt : "}
	lblWallAt       = Text{" at ", " à "}
	errRoundTitle   = Text{"Round", "Ronde"}
	errRoundText    = Text{"Type a round number of the tournament.", "Tapez un numéro de ronde du tournoi."}
)
