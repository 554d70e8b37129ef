package sheets

// Sheet names and labels of the Molter workbook (French words from 004:
// enveloppe, fiche, carton, grille de prise de résultats, Cou/Adv/Rés,
// Départage, Place, système de Berlin, ronde autonome).
var (
	sheetMEvent       = Text{"Event", "Tournoi"}
	sheetMTeams       = Text{"Teams", "Équipes"}
	sheetMEnvelopes   = Text{"Envelopes", "Enveloppes"}
	sheetMCards       = Text{"Board cards", "Cartons"}
	sheetMSheets      = Text{"Result sheets", "Grilles de résultats"}
	sheetMTeamStand   = Text{"Team standings", "Classement des équipes"}
	sheetMPlayerStand = Text{"Individual standings", "Classement individuel"}

	lblTeam      = Text{"Team", "Équipe"}
	lblTeamName  = Text{"Team name", "Nom de l'équipe"}
	lblPlayer    = Text{"Player", "Joueur"}
	lblOrder     = Text{"Order", "N° d'ordre"}
	lblBerlin    = Text{"Berlin", "Berlin"}
	lblWinsT     = Text{"Wins", "Victoires"}
	lblDirect    = Text{"Direct encounter", "Rencontre directe"}
	lblTopKey    = Text{"Top boards", "Premiers échiquiers"}
	lblPlace     = Text{"Place", "Place"}
	lblTieBerlin = Text{"Tie-break (Berlin)", "Départage (Berlin)"}
	lblEnvelope  = Text{"Envelope of team", "Enveloppe de l'équipe"}
	lblAutoShort = Text{"autonomous", "autonome"}

	lblEvTable    = Text{"Table", "Tableau"}
	lblEvOrigin   = Text{"Source", "Origine"}
	lblEvRounds   = Text{"Rounds", "Rondes"}
	lblEvBoards   = Text{"Boards", "Échiquiers"}
	lblEvAuto     = Text{"Autonomous round", "Ronde autonome"}
	lblEvDefects  = Text{"Defects", "Défauts"}
	lblEvPlay     = Text{"Playing", "Déroulement"}
	lblEvCards    = Text{"Board cards", "Cartons"}
	lblEvRanking  = Text{"Ranking", "Classement"}
	lblEvResults  = Text{"Results", "Résultats"}
	lblEvPrepare  = Text{"Preparation", "Préparation"}
	lblEvNoDefect = Text{"None: every check of the document's rules holds for this table.",
		"Aucun : toutes les règles du document sont vérifiées pour ce tableau."}

	noteMolterPlay = Text{
		"The main rounds are interdependent: play them two by two (2, 4, 6 … rounds); the autonomous round makes an odd count. A team hands in its players strongest first; that order may not change between rounds (a substitute takes the place of the player he replaces).",
		"Les rondes sont interdépendantes et doivent se jouer par deux (2, 4, 6 … rondes) ; la ronde autonome donne un nombre impair. Chaque équipe remet la liste de ses joueurs dans l'ordre décroissant de force ; cet ordre ne doit pas être inversé d'une ronde à l'autre (un remplaçant prend la place du sortant).",
	}
	noteMolterPrepare = Text{
		"Print the envelopes sheet, cut the slips and put each team's slips in one envelope; the captains draw an envelope (the team's letter) and hand the slips to their players. Print the board cards of each round on paper of the round's colour, cut them and lay them on the boards, whites on the same side: the first-named player has white.",
		"Imprimer la feuille des enveloppes, découper les fiches et mettre celles de chaque équipe dans une enveloppe ; les capitaines tirent une enveloppe (la lettre de l'équipe) et distribuent les fiches à leurs joueurs. Imprimer les cartons de chaque ronde sur du papier de la couleur de la ronde, les découper et les poser sur les échiquiers, les blancs alignés du même côté : le premier nommé a les blancs.",
	}
	noteMolterRanking = Text{
		"Teams: points (the sum of the players' points); ties by the Berlin system (the points of board i of P count P−i+1 times), then the number of individual wins, then the points scored in the games against the teams still equal, then the result on the highest board against those teams (board 1 first, then 2, …). Players: points; equal points share a place. Forfeit wins count as wins.",
		"Équipes : points (la somme des points des joueurs) ; départage par le système de Berlin (les points de l'échiquier i sur P comptent P−i+1 fois), puis le nombre de victoires individuelles, puis les points obtenus dans les parties contre les équipes encore à égalité, puis le résultat au premier échiquier (puis au 2e, …) contre ces équipes. Joueurs : points ; à égalité de points, même place. Une victoire par forfait compte comme une victoire.",
	}
	noteMolterResults = Text{
		"Type each result once, in the yellow cells of the Pairings sheet: 1-0, ½-½, 0-1, +/- or -/+ (forfeit), -/- (both forfeit). The result sheets, the standings and the names follow by formula.",
		"Saisir chaque résultat une seule fois, dans les cellules jaunes de la feuille Appariements : 1-0, ½-½, 0-1, +/- ou -/+ (forfait), -/- (double forfait). Les grilles, les classements et les noms suivent par formule.",
	}
	noteMolterDefects = Text{
		"The document leaves this table broken (the text below is the generator's, in English):",
		"Le document laisse ce tableau défectueux (texte du générateur, en anglais) :",
	}
	noteEnvelopes = Text{
		"Cut out the slips; put each team's slips in one envelope. Each captain draws an envelope: its letter is the team's.",
		"Découper les fiches ; mettre celles de chaque équipe dans une enveloppe. Chaque capitaine tire une enveloppe : sa lettre est celle de l'équipe.",
	}
	lblCardsOn = Text{"print on %s paper", "imprimer sur papier %s"}

	// The colours of the board cards, one per round (004: "des cartons de
	// couleurs différentes pour chaque ronde").
	roundColours = []struct {
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
)
