package msg

import "regexp"

// The messages an arbiter meets most, made by the packages below the
// commands (sheets/readback, internal/csvin, internal/report, the commands'
// flag checks): team line-ups and rosters, match points, a value typed over
// a formula, lists as Excel writes them, the TRF preflight and the drawing
// of lots. Said in the words of a French arbiter: équipe, échiquier,
// effectif, remplaçant, forfait, points de match, points de partie.
func init() {
	for en, fr := range arbiterFrench {
		french[en] = fr
	}
	frenchRules = append(arbiterRules, frenchRules...)
}

// arbiterFrench extends the catalogue (formats the commands print).
var arbiterFrench = map[string]string{
	"%d teams, %d of %d matches entered; match points %s\n": "%d équipes, %d rencontres saisies sur %d ; points de match %s\n",
	"%g/%g/%g (win/draw/loss), %g for a match forfeited":    "%g/%g/%g (gain/nul/perte), %g pour une rencontre perdue par forfait",
	"player":                            "joueur",
	" (the workbook's)":                 " (ceux du classeur)",
	" (-match-points)":                  " (-match-points)",
	" (default: the workbook has none)": " (par défaut : le classeur n'en a pas)",
	"mkxlsx read: %s: warning: %s\n":    "mkxlsx read: %s: attention : %s\n",
	"mkxlsx read: this workbook has no match points of its own (defined names MatchPointsWin, MatchPointsDraw, MatchPointsLoss; written by an older mkxlsx): read with %s; give -match-points for others\n": "mkxlsx read : ce classeur n'a pas ses propres points de match (noms définis MatchPointsWin, MatchPointsDraw, MatchPointsLoss ; écrit par un mkxlsx plus ancien) : lu avec %s ; donnez -match-points pour d'autres\n",
	"C.07 team tie-breaks (order after MP: %s; DE, EDE, EDET, EDEB, TBR, BBE: place among the teams still tied, 0 when not split)\n":                                                                        "Départages d'équipes C.07 (ordre après les points de match : %s ; DE, EDE, EDET, EDEB, TBR, BBE : place parmi les équipes encore à égalité, 0 si elles ne sont pas départagées)\n",
	"pairing numbers drawn with seed %d (-seed %d draws them again)\n":                                                                                                                                      "numéros d'appariement tirés au sort avec la graine %d (-seed %d refait le même tirage)\n",
}

// r is a rule from its English pattern and its French.
func r(re, fr string) rule { return rule{regexp.MustCompile(re), fr} }

// arbiterRules come before the older rules: they say whole sentences, and
// the older ones (" or nothing", "… problems") finish what is left.
var arbiterRules = []rule{
	// A team's line-up (sheets/readback/rosters.go).
	r(`(\S+): ("[^"]*") is not on team (\d+)'s roster`, `$1 : $2 ne figure pas dans l'effectif de l'équipe $3`),
	r(` \(it is on team (\d+)'s, (\S+)\)`, ` (il figure dans celui de l'équipe $1, $2)`),
	r(`: choose one of its players, or add him to its roster first`, ` : choisissez l'un de ses joueurs, ou ajoutez-le d'abord à son effectif (feuille Effectifs)`),
	r(`(\S+) and (\S+): ("[^"]*") sits on boards (\d+) and (\d+) of one match`, `$1 et $2 : $3 joue aux échiquiers $4 et $5 d'une même rencontre`),
	r(`(\S+), (\S+): round (\d+), team (\d+) plays ("[^"]*") \(place (\d+) of its roster\) on board (\d+) above ("[^"]*") \(place (\d+)\) on board (\d+): the line-up breaks the roster order`,
		`$1, $2 : ronde $3, l'équipe $4 fait jouer $5 (n° $6 de son effectif) à l'échiquier $7, au-dessus de $8 (n° $9) à l'échiquier ${10} : la composition ne respecte pas l'ordre de l'effectif`),
	r(`(\S+): a name typed over the formula that shows the roster: type the team's players on the Rosters sheet \((\w+)\) instead`,
		`$1 : un nom saisi sur la formule qui affiche l'effectif : saisissez plutôt les joueurs de l'équipe sur la feuille Effectifs ($2)`),
	r(`(\S+): a name typed over the formula that shows the home or away player: choose the player in (\w+) or (\w+) instead`,
		`$1 : un nom saisi sur la formule qui affiche le joueur de l'équipe qui reçoit ou de l'équipe qui se déplace : choisissez plutôt le joueur dans $2 ou $3`),

	// The match points (sheets/readback/teampoints.go, cmd/mkxlsx/matchpoints.go).
	r(`(\S+) \((MatchPoints\w*)\): ("[^"]*"): want the match points, a number from 0 to (\d+)`, `$1 ($2) : $3 : points de match attendus, un nombre de 0 à $4`),
	r(`-([\w-]+) ("[^"]*"): ("[^"]*") is not match points: want a number from 0 to (\d+) for each of win,draw,loss\[,forfeit\]`,
		`-$1 $2 : $3 n'est pas un nombre de points de match : un nombre de 0 à $4 attendu pour chacun de gain,nul,perte[,forfait]`),
	r(`-([\w-]+) ("[^"]*"): want three or four numbers: win,draw,loss\[,forfeit\] \(FFE interclubs: 3,2,1,0\)`,
		`-$1 $2 : trois ou quatre nombres attendus : gain,nul,perte[,forfait] (interclubs FFE : 3,2,1,0)`),

	// A value typed over a formula (sheets/readback/derived.go).
	r(`(\S+): ("[^"]*") typed over the workbook's formula: `, `$1 : $2 saisi à la place d'une formule du classeur : `),
	r(`(\S+): the workbook's formula was deleted: `, `$1 : la formule du classeur a été effacée : `),
	r(`; put the formula back \(undo, or copy the cell from a workbook mkxlsx writes\)`, ` ; rétablissez la formule (annulez la saisie, ou copiez la cellule d'un classeur écrit par mkxlsx)`),
	r(`the workbook computes the team's match points \((\w+)\) from the results, typed in (\S+)`, `le classeur calcule les points de match de l'équipe ($1) à partir des résultats, saisis dans $2`),
	r(`the workbook computes the team's board points \((\w+)\) from the results, typed in (\S+)`, `le classeur calcule les points de partie de l'équipe ($1) à partir des résultats, saisis dans $2`),
	r(`the workbook computes the team's matches played, won, drawn and lost from the results, typed in (\S+)`, `le classeur calcule les rencontres jouées, gagnées, nulles et perdues de l'équipe à partir des résultats, saisis dans $1`),
	r(`the workbook computes the match score \((\w+)\) from the match's board results: type each board's result on the (\S+) sheet, in (\S+)`,
		`le classeur calcule le score de la rencontre ($1) à partir des résultats de ses échiquiers : saisissez le résultat de chaque échiquier sur la feuille $2, dans $3`),
	r(`the Schedule sheet shows what the Teams and (\S+) sheets hold: type the teams' names on the Teams sheet and each board's result in (\S+)`,
		`la feuille Calendrier montre ce que contiennent les feuilles Équipes et $1 : saisissez les noms des équipes sur la feuille Équipes et le résultat de chaque échiquier dans $2`),
	r(`the match sheets \((\w+)\) show what the Teams and (\S+) sheets hold: type each board's result and any other player's name on the \S+ sheet, in (\S+) and beside it`,
		`les feuilles de match ($1) montrent ce que contiennent les feuilles Équipes et $2 : saisissez le résultat de chaque échiquier et le nom de tout remplaçant sur la feuille $2, dans $3 et à côté`),
	r(`the workbook computes the team's rank \((\w+)\) from the results, typed in (\S+)`, `le classeur calcule le classement de l'équipe ($1) à partir des résultats, saisis dans $2`),
	r(`the workbook computes the points \((\w+)\) from the results, typed in (\S+)`, `le classeur calcule les points ($1) à partir des résultats, saisis dans $2`),
	r(`the workbook computes the team's points \((\w+)\) from the results, typed in (\S+)`, `le classeur calcule les points de l'équipe ($1) à partir des résultats, saisis dans $2`),

	// Lists as Excel writes them (internal/csvin/lists.go).
	r(`: (\d+) bad lines:`, ` : $1 lignes erronées :`),
	r(`… and (\d+) more bad lines`, `… et $1 autres lignes erronées`),
	r(`column (\d+) ("[^"]*"): rating ("[^"]*"): `, `colonne $1 $2 : classement Elo $3 : `),
	r(`spaces where a number has none: want digits, grouped by three \(2 254\)`, `des espaces où un nombre n'en a pas : des chiffres attendus, groupés par trois (2 254)`),
	r(`two separators: want a whole number such as 2254`, `deux séparateurs : un nombre entier attendu, comme 2254`),
	r(`not a number: want a whole number such as 2254`, `pas un nombre : un nombre entier attendu, comme 2254`),
	r(`not a whole number \(a rating has no decimals\): `, `pas un nombre entier (un classement Elo n'a pas de décimales) : `),
	r(`beyond the ratings, 0 to (\d+)`, `hors des classements Elo, de 0 à $1`),
	r(`column (\d+) ("[^"]*"): federation ("[^"]*") is not one of FIDE's codes; `, `colonne $1 $2 : la fédération $3 n'est pas un code de la FIDE ; `),
	r(`(\S+) \(player (\d+)\): federation ("[^"]*") is not one of FIDE's codes`, `$1 (joueur $2) : la fédération $3 n'est pas un code de la FIDE`),
	r(` \(three capital letters such as FRA, BEL, SUI; FID for FIDE's flag; a club goes in the club column\)`, ` (trois lettres majuscules, comme FRA, BEL, SUI ; FID pour le drapeau de la FIDE ; un club va dans la colonne des clubs)`),
	r(`want three capital letters such as FRA, BEL, SUI \(FID for FIDE's flag\); a club goes in a column "club"`,
		`trois lettres majuscules attendues, comme FRA, BEL, SUI (FID pour le drapeau de la FIDE) ; un club va dans une colonne "club"`),
	r(`(?m) ?; (\S[^;\n]*?) is ([A-Z]{3})$`, ` ; $1 se note $2`),
	r(`(?m)(\S+:\d+: )(.+?) is listed twice: lines (\d+) \(([^)]*)\) and (\d+) have the same FIDE id (\S+)`, `$1$2 figure deux fois : les lignes $3 ($4) et $5 ont le même identifiant FIDE $6`),
	r(`(?m)(\S+:\d+: )(.+?) is listed twice: lines (\d+) and (\d+) have the same name and birth date (\S+)`, `$1$2 figure deux fois : les lignes $3 et $4 ont les mêmes nom et date de naissance $5`),

	// The TRF preflight (cmd/mkxlsx/trf.go) and -strict.
	r(`line (\d{3}) \(([^)]*)\), mandatory for rating, is missing: give (-[\w-]+), or the workbook's (\S+) \((\w+)\)`,
		`ligne $1 ($2), obligatoire pour le classement Elo, absente : donnez $3, ou la cellule $4 du classeur ($5)`),
	r(`\(tournament name\), obligatoire`, `(nom du tournoi), obligatoire`),
	r(`\(city\), obligatoire`, `(ville), obligatoire`),
	r(`\(federation\), obligatoire`, `(fédération), obligatoire`),
	r(`\(start date\), obligatoire`, `(date de début), obligatoire`),
	r(`\(end date\), obligatoire`, `(date de fin), obligatoire`),
	r(`\(chief arbiter\), obligatoire`, `(arbitre principal), obligatoire`),
	r(`\(round dates\), obligatoire`, `(dates des rondes), obligatoire`),
	r(`(\d+) of (\d+) players without a FIDE number \(001 columns 58-68\), mandatory for rating: (.*); give it in the Players sheet's column of FIDE ids \((\w+)\)`,
		`$1 joueurs sur $2 sans identifiant FIDE (001, colonnes 58-68), obligatoire pour le classement Elo : $3 ; donnez-le dans la colonne des identifiants FIDE de la feuille Joueurs ($4)`),
	r(`-strict: (\d+) of what FIDE's rating needs missing \(above\)`, `-strict : il manque $1 des éléments nécessaires au classement FIDE (ci-dessus)`),
	r(`no player is named \(the Players sheet's names, (\w+), are empty\): a tournament report needs the players`,
		`aucun joueur n'est nommé (les noms de la feuille Joueurs, $1, sont vides) : un rapport de tournoi a besoin des joueurs`),
	r(`-format trf: no player of this team round robin is named, and a FIDE report lists each player \(001\) under his team \(310\): type the players on the Rosters sheet, one row each under his team`,
		`-format trf : aucun joueur de ce toutes rondes par équipes n'est nommé, et un rapport FIDE liste chaque joueur (001) sous son équipe (310) : saisissez les joueurs sur la feuille Effectifs, une ligne chacun sous son équipe`),
	r(`-format trf: no player of this Molter event is named, and a FIDE report lists each player \(001\) under his team \(310\): type the players on the Players sheet \(and what FIDE takes of them, rating, FIDE id …, on the Rosters sheet\)`,
		`-format trf : aucun joueur de ce tournoi Molter n'est nommé, et un rapport FIDE liste chaque joueur (001) sous son équipe (310) : saisissez les joueurs sur la feuille Joueurs (et ce que la FIDE en demande, Elo, identifiant FIDE …, sur la feuille Effectifs)`),
	r(`-format trf: no player of this Scheveningen match is named, and a FIDE report lists each player \(001\) under his team \(310\): type the players on the Teams sheet \(and what FIDE takes of them, rating, FIDE id …, on the Rosters sheet\)`,
		`-format trf : aucun joueur de ce match Scheveningen n'est nommé, et un rapport FIDE liste chaque joueur (001) sous son équipe (310) : saisissez les joueurs sur la feuille Équipes (et ce que la FIDE en demande, Elo, identifiant FIDE …, sur la feuille Effectifs)`),
	r(`, or make the workbook with -teams-file listing them \(one row a player: team, name, rating, FIDE id …\); then read it again`,
		`, ou refaites le classeur avec -teams-file qui les donne (une ligne par joueur : équipe, nom, Elo, identifiant FIDE …) ; puis relisez-le`),

	// A round's time typed where no page shows it (sheets/readback/roundtimes.go).
	r(`(\S+) \((\w+), round (\d+)\): ("[^"]*"): no page of a Molter workbook shows a round's time: clear the cell \(the round's date, beside it, goes into the FIDE report\)`,
		`$1 ($2, ronde $3) : $4 : aucune page d'un classeur Molter ne montre l'heure d'une ronde : videz la cellule (la date de la ronde, à côté, va dans le rapport FIDE)`),

	// The drawing of lots (cmd/mkxlsx/draw.go).
	r(`-draw and -order (\S+) conflict: the numbers are drawn by lot or given by \S+, not both`, `-draw et -order $1 s'excluent : les numéros sont tirés au sort ou donnés par -order $1, pas les deux`),
	r(`-seed without -draw: a seed makes a draw again; add -draw \(or -order varma\)`, `-seed sans -draw : une graine refait un tirage au sort ; ajoutez -draw (ou -order varma)`),
	r(`-draw-date without -draw or -order: the list's order is no draw`, `-draw-date sans -draw ni -order : l'ordre de la liste n'est pas un tirage au sort`),
	r(`-(draw|order \S+) needs -players: there is nobody to number`, `-$1 demande -players : il n'y a personne à numéroter`),
	r(`-players lists (\d+) players, -n says (\d+): a numbering needs every player`, `-players donne $1 joueurs, -n en annonce $2 : une numérotation demande tous les joueurs`),
	r(`-order ("[^"]*"): want `, `-order $1 : attendu `),
}
