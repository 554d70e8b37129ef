package sheets

// Labels of the Molter event sheet's grade: the grade and each measure
// that falls short, in words.
var (
	lblEvGrade = Text{"Grade", "Note"}
	// noteMolterGrade is followed by the grade, then noteMolterGradeWhat.
	noteMolterGrade     = Text{"Source: the document's table. Grade of this event: ", "Source : le tableau du document. Note de ce tournoi : "}
	noteMolterGradeCons = Text{"Source: constructed for this shape, not printed in the document. Grade of this event: ",
		"Source : construit pour ce format, non imprimé dans le document. Note de ce tournoi : "}
	// noteMolterGradeA follows an A; noteMolterGradeShort a B, before the
	// measures that fall short, each in words (noteMolterMeasure).
	noteMolterGradeA     = Text{" (every measure of quality at the best any table of this format can reach).", " (chaque mesure de qualité au mieux de ce que permet ce format)."}
	noteMolterGradeShort = Text{", short of the best on: %s.", ", en deçà du meilleur possible pour : %s."}
	noteMolterMeasure    = [5]Text{
		{"how evenly the teams meet, and how soon each meets as many teams as it can", "la régularité des rencontres entre équipes, et la rapidité à rencontrer autant d'équipes que possible"},
		{"each team's boards against a lower and a higher order number in balance", "l'équilibre, pour chaque équipe, entre échiquiers face à un numéro d'ordre plus faible et plus fort"},
		{"the boards against a higher order number shared evenly between the teams", "le partage égal entre équipes des échiquiers face à un numéro d'ordre plus fort"},
		{"a team's boards in a round spread evenly over the teams it meets", "la répartition, dans une ronde, des échiquiers d'une équipe entre les équipes rencontrées"},
		{"each team with white on half its boards in every round", "chaque équipe avec les blancs sur la moitié de ses échiquiers à chaque ronde"},
	}
	// notePublished is the grade on the published scale: the letter and
	// the points.
	notePublished = Text{
		" On the scale of the one other open-source program that publishes such tables: %s (penalty %d; A 0, B 1 to 6, C 7 to 20, D above).",
		" Sur l'échelle de l'autre programme libre qui publie de tels tableaux : %s (pénalité %d ; A 0, B 1 à 6, C 7 à 20, D au-delà).",
	}
	// noteMolterAlternative names the constructed table that grades above
	// the document's, and the command line that makes its workbook.
	noteMolterAlternative = Text{
		" Better: the table constructed for this shape grades %s over the same %d rounds; its workbook: mkxlsx molter -teams %d -players %d -rounds %d -source constructed (or -source best).",
		" Mieux : la table construite pour ce format a la note %s sur les mêmes %d rondes ; son classeur : mkxlsx molter -teams %d -players %d -rounds %d -source constructed (ou -source best).",
	}
	notePublishedBroken = Text{" This table does not keep that program's rules %s: the document's rules are its own.", " Ce tableau ne suit pas les règles %s de ce programme : celles du document sont les siennes."}
)

// The grade matrix workbook (WriteMolterGrades).
var (
	sheetConstructedGrades     = Text{"Constructed", "Construits"}
	sheetConstructedGradesLong = Text{"Constructed, 16 rounds +", "Construits, 16 rondes et +"}
	sheetDocumentGrades        = Text{"Document", "Document"}
	lblGradesTeams             = Text{"Teams", "Équipes"}
	lblGradesPlayers           = Text{"Players", "Joueurs"}
	lblGradesConstructed       = Text{"constr.", "constr."}
	lblGradeInvalid            = Text{"invalid", "non valide"}

	lblGradesWhat = Text{"What it shows", "Contenu"}
	guideGrades   = Text{
		"The Constructed sheet gives, for each number of teams and of players (rows), the grade of the constructed event of 1, 2, 3 … rounds (columns), from 1 to 15 rounds; the sheet “Constructed, 16 rounds +” the same from 16 rounds on (17 teams or more). The Document sheet gives, for each table of the document, the grade of its events of 1, 2, 3 … rounds, and beside it the grade of the constructed event of the same shape; a dash: no event of that length. Nothing is to be typed: the workbook is a reference.",
		"La feuille Construits donne, pour chaque nombre d'équipes et de joueurs (lignes), la note du tournoi construit de 1, 2, 3 … rondes (colonnes), de 1 à 15 rondes ; la feuille « Construits, 16 rondes et + » de même à partir de 16 rondes (17 équipes ou plus). La feuille Document donne, pour chaque tableau du document, la note de ses tournois de 1, 2, 3 … rondes, et à côté la note du tournoi construit de même forme ; un tiret : pas de tournoi de cette durée. Rien n'est à saisir : le classeur est une référence.",
	}
	guideGradeMeaning = Text{
		"A: every measure of quality at its proven best. B(…): the measures that fall short, by number — 1 pairs of teams met evenly and as many distinct teams as possible after every round, 2 floaters balanced per team, 3 descents spread over the teams, 4 a team's boards spread over the other teams in a round, 5 each team's whites exactly half its boards every round. Invalid: the event breaks a rule of the system (pairings molter-report says which).",
		"A : chaque mesure de qualité à son meilleur prouvé. B(…) : les mesures en deçà, par numéro — 1 rencontres entre équipes égales et autant d'équipes distinctes que possible après chaque ronde, 2 flotteurs équilibrés par équipe, 3 descentes réparties entre les équipes, 4 échiquiers d'une équipe répartis entre les autres équipes dans une ronde, 5 blancs de chaque équipe exactement la moitié de ses échiquiers à chaque ronde. Non valide : le tournoi enfreint une règle du système (pairings molter-report dit laquelle).",
	}
)

// The event sheet of a workbook on a constructed table (the rows the
// document's tables fill from their number, origin and defects).
var (
	molterConsTitle = Text{"Constructed table: %d teams of %d players, %s", "Tableau construit : %d équipes de %d joueurs, %s"}
	// molterConsOrigin: the offline search's table, stored (its first
	// rounds, or a table of its own for the event).
	molterConsOrigin = Text{"Constructed for this shape, not printed in the document: found by the program's offline search and stored with the program, checked by the generator against every rule of the Molter system and graded (the last row).",
		"Construit pour ce format, non imprimé dans le document : trouvé par la recherche hors ligne du programme et enregistré avec lui, vérifié par le générateur selon toutes les règles du système Molter et noté (dernière ligne)."}
	// 3 to 30 teams, the layered construction: built when asked, the same
	// event built, checked and graded by the generator in advance.
	molterConsOriginLayered = Text{"Constructed for this shape, not printed in the document: built when asked by the layered construction, which keeps every rule of the Molter system with the opponent spread at its bound and every team meeting as many teams as it can after each round; the generator built the same event in advance, checked it against every rule and graded it (the last row).",
		"Construit pour ce format, non imprimé dans le document : bâti à la demande par la construction par niveaux, qui respecte toutes les règles du système Molter avec l'écart des rencontres à son minimum et chaque équipe rencontrant autant d'équipes que possible après chaque ronde ; le générateur a bâti le même tournoi à l'avance, l'a vérifié selon toutes les règles et l'a noté (dernière ligne)."}
	// The layered construction builds each number of rounds on its own: its
	// event of K rounds is not always the first K of its longest.
	molterRoundsLayered = Text{"%d rounds: built for exactly this number of rounds (the construction builds 1 to %d).",
		"%d rondes : bâti pour ce nombre de rondes exactement (la construction en bâtit de 1 à %d)."}
	// Beyond the 30 teams generated in advance: built and graded when asked.
	molterConsOriginBuilt = Text{"Constructed for this shape, not printed in the document: built when asked by the layered construction, which keeps every rule of the Molter system with the opponent spread at its bound and every team meeting as many teams as it can after each round; checked and graded when built, as the program grades the shapes of 3 to 30 teams in advance (the last row).",
		"Construit pour ce format, non imprimé dans le document : bâti à la demande par la construction par niveaux, qui respecte toutes les règles du système Molter avec l'écart des rencontres à son minimum et chaque équipe rencontrant autant d'équipes que possible après chaque ronde ; vérifié et noté à sa construction, comme le programme note à l'avance les formats de 3 à 30 équipes (dernière ligne)."}
	molterRoundsOwn = Text{"%d rounds: a table of its own for %d rounds, better than the first rounds of the %d-round table.",
		"%d rondes : un tableau propre à %d rondes, meilleur que les premières rondes du tableau de %d rondes."}
	molterConsPlayOwn = Text{
		"Play the rounds in order from round 1: the table is made for exactly this number of rounds, and keeps the rules when all of them are played. A team hands in its players strongest first; that order may not change between rounds (a substitute takes the place of the player he replaces).",
		"Jouer les rondes dans l'ordre à partir de la ronde 1 : le tableau est fait pour ce nombre de rondes exactement, et respecte les règles quand toutes sont jouées. Chaque équipe remet la liste de ses joueurs dans l'ordre décroissant de force ; cet ordre ne doit pas être inversé d'une ronde à l'autre (un remplaçant prend la place du sortant).",
	}
	molterConsAutoOwn = Text{"None: the table has no autonomous round.", "Aucune : le tableau n'a pas de ronde autonome."}
	molterConsAuto    = Text{"None: a constructed table plays its first rounds, as many as the event has, without an autonomous round.",
		"Aucune : un tableau construit joue ses premières rondes, autant que le tournoi en compte, sans ronde autonome."}
	molterConsRules = Text{"None: every hard rule of the contract (players, order numbers, colours) holds for this event, checked by the generator.",
		"Aucun : chaque règle du contrat (joueurs, numéros d'ordre, couleurs) est respectée par ce tournoi, vérifié par le générateur."}
	molterConsRulesBuilt = Text{"None: the layered construction keeps every hard rule of the contract (players, order numbers, colours) on every shape; this event was checked against them when built, and the program's tests check the construction on every shape up to 30 teams and on samples up to 64.",
		"Aucun : la construction par niveaux respecte chaque règle du contrat (joueurs, numéros d'ordre, couleurs) pour tout format ; ce tournoi a été vérifié selon elles à sa construction, et les tests du programme vérifient la construction sur chaque format jusqu'à 30 équipes et sur des échantillons jusqu'à 64."}
	molterConsPlay = Text{
		"Play the rounds in order from round 1: every event of 1 to all the table's rounds keeps the rules; with an even number each team's whites balance exactly every two rounds. A team hands in its players strongest first; that order may not change between rounds (a substitute takes the place of the player he replaces).",
		"Jouer les rondes dans l'ordre à partir de la ronde 1 : tout tournoi de 1 ronde à toutes celles du tableau respecte les règles ; en nombre pair, les blancs de chaque équipe s'équilibrent exactement toutes les deux rondes. Chaque équipe remet la liste de ses joueurs dans l'ordre décroissant de force ; cet ordre ne doit pas être inversé d'une ronde à l'autre (un remplaçant prend la place du sortant).",
	}
)
