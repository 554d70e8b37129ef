package sheets

// The texts of the Roster sheet and the line-ups of the team round robin.
var (
	sheetRoster    = Text{"Rosters", "Effectifs"}
	lblTeamNo      = Text{"Team no.", "N° équipe"}
	lblRosterOrder = Text{"Order", "Ordre"}
	lblHomePlayer  = Text{"Home team's player", "Joueur de l'équipe qui reçoit"}
	lblAwayPlayer  = Text{"Away team's player", "Joueur de l'équipe visiteuse"}
	noteRoster     = Text{
		"One row a player, each team's players strongest first (the order of the boards); the blank rows take more players. The Boards sheet offers each team's players here in its drop-down lists.",
		"Une ligne par joueur, ceux de chaque équipe du plus fort au moins fort (l'ordre des échiquiers) ; les lignes vides reçoivent d'autres joueurs. La feuille des échiquiers propose ici les joueurs de chaque équipe dans ses listes déroulantes.",
	}
	noteRosterEvent = Text{
		"One row a player, each team's players strongest first; the blank rows take more players. The FIDE report takes each one's rating, federation, FIDE id, title, birth date and sex from here (the players of the event are those its own sheets name).",
		"Une ligne par joueur, ceux de chaque équipe du plus fort au moins fort ; les lignes vides reçoivent d'autres joueurs. Le rapport FIDE prend ici l'Elo, la fédération, le code FIDE, le titre, la date de naissance et le sexe de chacun (les joueurs de la compétition sont ceux que nomment ses propres feuilles).",
	}
	errRatingTitle = Text{"Rating", "Elo"}
	errRatingText  = Text{"A rating is a whole number from 0 to 4000.", "Un Elo est un nombre entier de 0 à 4000."}
	errRosterTitle = Text{"Not on the roster", "Absent de l'effectif"}
	errRosterText  = Text{
		"Choose a player of this team's roster (Rosters sheet), or add him there first.",
		"Choisissez un joueur de l'effectif de cette équipe (feuille Effectifs), ou ajoutez-l'y d'abord.",
	}
)
