package sheets

import (
	"fmt"
	"strings"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
)

// The guides' texts for the input cells added with the rosters, the
// line-ups, the match points, the drawing of lots, the round times and the
// standings after round k: each names the cells in the order an arbiter
// meets them.
var (
	// guideTypeTeamRosters replaces guideTypeTeam: the players are typed on
	// the Rosters sheet (the Teams sheet's line-ups show them by formula),
	// and each round's players are chosen in the Boards sheet's drop-downs.
	guideTypeTeamRosters = Text{
		"Only the white and yellow cells take typing, in this order. 1. Teams sheet: each team's name, in the order of the numbers (give complementary numbers to two teams of one club). 2. Rosters sheet: each team's players, one row each under the team, strongest first (the board order), with rating, federation, FIDE id, title, birth date and sex for the FIDE report; add reserves and late players in the blank rows. The Teams sheet's Player 1, Player 2, … columns show them by formula. 3. Standings sheet, row 1: the match points of a win, a draw, a loss and a match forfeited, if the rules differ from those written (FFE interclubs: 3, 2, 1, 0). 4. Event sheet: what the FIDE report says of the event, and each round's date and time (HH:MM), which the match sheets show. 5. Each round, Boards sheet: in the columns Home team's player and Away team's player, the player who sat at each board, chosen in the drop-down of the team's roster (filled in roster order: change it for a substitute; mkxlsx read refuses a player not on the team's roster or on two boards of a match, and warns where the roster order is broken); then each board's result in its yellow cell. Everything else follows by formula and takes no typing: the Schedule's match scores and its Check column, the match sheets, the standings and the teams' counts; mkxlsx read refuses a workbook where one of them holds a typed value. Match sheets: print them for the captains, who sign the line-ups and the results; each board reads home first, then the match total.",
		"Seules les cellules blanches et jaunes acceptent une saisie, dans cet ordre. 1. Feuille Équipes : le nom de chaque équipe, dans l'ordre des numéros (donner deux numéros complémentaires à deux équipes d'un même club). 2. Feuille Effectifs : les joueurs de chaque équipe, une ligne chacun sous l'équipe, du plus fort au moins fort (l'ordre des échiquiers), avec Elo, fédération, code FIDE, titre, date de naissance et sexe pour le rapport FIDE ; ajouter remplaçants et joueurs tardifs dans les lignes vides. Les colonnes Joueur 1, Joueur 2, … de la feuille Équipes les montrent par formule. 3. Feuille Classement, ligne 1 : les points de match d'une victoire, d'un nul, d'une défaite et d'un match perdu par forfait, si le règlement diffère des valeurs inscrites (interclubs FFE : 3, 2, 1, 0). 4. Feuille Tournoi : ce que le rapport FIDE dit du tournoi, et la date et l'heure (HH:MM) de chaque ronde, que montrent les feuilles de match. 5. À chaque ronde, feuille Échiquiers : dans les colonnes Joueur de l'équipe qui reçoit et Joueur de l'équipe visiteuse, le joueur assis à chaque échiquier, choisi dans la liste déroulante de l'effectif de l'équipe (remplie dans l'ordre de l'effectif : la changer pour un remplaçant ; mkxlsx read refuse un joueur absent de l'effectif de l'équipe ou assis à deux échiquiers d'un match, et signale un ordre de l'effectif non respecté) ; puis le résultat de chaque échiquier dans sa cellule jaune. Tout le reste suit par formule et ne se saisit pas : les scores des matchs du Calendrier et sa colonne Contrôle, les feuilles de match, le classement et les décomptes des équipes ; mkxlsx read refuse un classeur où l'une de ces cellules contient une valeur saisie. Feuilles de match : à imprimer pour les capitaines, qui signent les compositions et les résultats ; chaque échiquier se lit domicile d'abord, puis le total du match.",
	}
	// guideRRDraw is said where the workbook records a drawing of lots.
	guideRRDraw = Text{
		"Draw sheet: the record of how the pairing numbers were given (each player, the number drawn, the method, the seed, the date); print it and sign it on its line.",
		"Feuille Tirage au sort : le procès-verbal de l'attribution des numéros d'appariement (chaque joueur, le numéro tiré, la méthode, la graine, la date) ; l'imprimer et le signer sur sa ligne.",
	}
	// guideRRRounds: the round times and the standings after round k.
	guideRRRounds = Text{
		"Event sheet: each round's date and time (HH:MM), which the wall sheet shows above the round's pairings. Standings after round sheet: type a round in its top cell (blank: the last round with a result) to print the standings after it, with every tie-break.",
		"Feuille Tournoi : la date et l'heure (HH:MM) de chaque ronde, que la feuille Affichage montre au-dessus des appariements de la ronde. Feuille Classement après ronde : saisir une ronde dans sa cellule du haut (vide : la dernière ronde jouée) pour imprimer le classement après elle, avec tous les départages.",
	}
)

// guideTypeRRText is the round robin guide's "what to type where": the
// players and results, then the drawing of lots when recorded, the round
// times and the standings after round k.
func guideTypeRRText(l Lang, draw bool) string {
	s := l.T(guideTypeRR)
	if draw {
		s += " " + l.T(guideRRDraw)
	}
	return s + " " + l.T(guideRRRounds)
}

// roundWhen is a formula: text, then " — " and round's date and at its
// time (HH:MM) when the Event sheet gives them (RoundDates, RoundTimes).
func roundWhen(text, at string, round int) string {
	q := func(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
	date := fmt.Sprintf(`INDEX(%s,%d)&""`, contract.RoundDates, round)
	hm := fmt.Sprintf(`INDEX(%s,%d)&""`, contract.RoundTimes, round)
	return fmt.Sprintf(`%s&IF(%s="",""," — "&%s)&IF(%s="","",%s&%s)`, q(text), date, date, hm, q(at), hm)
}
