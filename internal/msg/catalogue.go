package msg

import "regexp"

// french is the catalogue: each English text or format the commands print,
// and its French, taking the same arguments in the same order. The French
// words are the documents' (ronde, échiquier, départage, appariement).
var french = map[string]string{
	// internal/cli: the framework's own messages.
	"unknown command %q":                 "commande inconnue %q",
	" (did you mean %s?)":                " (vouliez-vous dire %s ?)",
	"flag provided but not defined: -%s": "option inconnue : -%s",
	"(%s help %s lists the flags)":       "(%s help %s donne la liste des options)",
	"in the %s document":                 "dans le document %s",

	// mkxlsx read: the standings of a round robin.
	"%d players, %d cycle(s), %d of %d results entered\n": "%d joueurs, %d cycle(s), %d résultats saisis sur %d\n",
	"rank":                      "cl.",
	"no":                        "n°",
	"name":                      "nom",
	"points":                    "points",
	"  withdrew after round %d": "  abandon après la ronde %d",
	", out of the standings (FIDE Tournament Rules 5.4 a)":                                   ", hors classement (Règles des tournois FIDE, 5.4 a)",
	"%d %s: out of the standings, no game played\n":                                          "%d %s : hors classement, aucune partie jouée\n",
	"%d %s: out of the standings; not counted for anyone (kept in the TRF for rating): %s\n": "%d %s : hors classement ; ses parties ne comptent pour personne (gardées dans le TRF pour le classement Elo) : %s\n",
	// mkxlsx read: a team round robin.
	"%d teams, %d of %d matches entered\n":                                      "%d équipes, %d rencontres saisies sur %d\n",
	"Molter, %s: %d teams of %d players, %d rounds, %d of %d results entered\n": "Molter, %s : %d équipes de %d joueurs, %d rondes, %d résultats saisis sur %d\n",
	"constructed table": "table construite",
	"team":              "équ.", "berlin": "berlin", "wins": "gains", "direct": "conf.",
	"Scheveningen, teams of %d, %d rounds, %d of %d results entered\n": "Scheveningen, équipes de %d, %d rondes, %d résultats saisis sur %d\n",
	"won": "gag", "drw": "nul", "lst": "per", "mp": "pm", "bp": "pe", "sb-mp": "sb-pm",

	// pairings: the tables' text.
	"Berger table, %d players, %s\n":    "Table de Berger, %d joueurs, %s\n",
	"single round robin":                "toutes rondes simple",
	"double round robin":                "toutes rondes double",
	"%d teams of %d players (%s); %s\n": "%d équipes de %d joueurs (%s) ; %s\n",
	"Round %d":                          "Ronde %d",
	"No. %s autonomous round":           "N° %s Ronde autonome",
	"The autonomous round %s serves a one-round event only.\n":                                               "La ronde autonome %s ne sert qu'à un tournoi d'une ronde.\n",
	"Play the rounds two by two; the autonomous round %s may follow rounds 1 to %d (events of %s rounds).\n": "Jouez les rondes deux par deux ; la ronde autonome %s peut suivre les rondes 1 à %d (tournois de %s rondes).\n",
	"No autonomous round: defect %s\n":                                                                       "Pas de ronde autonome : défaut %s\n",
	" or ":                                                                                                   " ou ",
	"%s, Tableau %s":                                                                                         "%s, Tableau %s",
	"%d cycles":                                                                                              "%d cycles",
	"Source: %s; %d %s; grade %s (%s)\n":                                                                     "Source : %s ; %d %s ; note %s (%s)\n",
	"round":                                                                                                  "ronde",
	"rounds":                                                                                                 "rondes",
	"document":                                                                                               "document",
	"constructed":                                                                                            "construite",
	"Round %d: No. %s autonomous round":                                                                      "Ronde %d : N° %s Ronde autonome",
	"The autonomous round %s may follow rounds 1 to %d.\n": "La ronde autonome %s peut suivre les rondes 1 à %d.\n",
	"single match": "rencontre simple",
	"double match, the second cycle (rounds %d-%d) opening with round %d, colours reversed": "rencontre double, le second cycle (rondes %d-%d) commençant par la ronde %d, couleurs inversées",
	"Scheveningen, two teams of %d players, %s\n":                                           "Scheveningen, deux équipes de %d joueurs, %s\n",
	"Table: %s\n": "Table : %s\n",
	"computed":    "calculée",
}

// frenchRules say in French the phrases of errors made below the commands
// (the readers, the tables, the flag package): applied in order to the
// whole message, each keeps the names, cells and numbers it matches.
var frenchRules = []rule{
	// Molter guidance (molter.AlternativeText).
	{regexp.MustCompile(`note: Tableau (\S+) over (\d+) rounds grades (.*?); the constructed`), `note : le Tableau $1 sur $2 rondes a la note $3 ; the constructed`},
	{regexp.MustCompile(`the constructed table serves (\d+) teams of (\d+) players over (\d+) rounds? at grade (.*?): -source constructed \(or -source best\)`), `la table construite sert $1 équipes de $2 joueurs sur $3 rondes avec la note $4 : -source constructed (ou -source best)`},
	// pairings molter: what a grade means (gradeText).
	{regexp.MustCompile(`every measure of quality at its proven best`), `chaque mesure de qualité à son meilleur prouvé`},
	{regexp.MustCompile(`short of the best on `), `en deçà du meilleur sur `},
	{regexp.MustCompile(`breaks the hard rules`), `enfreint les règles impératives`},
	{regexp.MustCompile(`pairs of teams met evenly, as many distinct teams as possible after every round`), `rencontres des équipes équilibrées, le plus d'équipes distinctes possible après chaque ronde`},
	{regexp.MustCompile(`floaters balanced per team`), `flottants équilibrés par équipe`},
	{regexp.MustCompile(`descents spread evenly over the teams`), `descentes réparties également entre les équipes`},
	{regexp.MustCompile(`a team's boards spread over the other teams in a round`), `les échiquiers d'une équipe répartis sur les autres équipes dans une ronde`},
	{regexp.MustCompile(`each team's whites exactly P/2 every round`), `les blancs de chaque équipe exactement P/2 à chaque ronde`},
	{regexp.MustCompile(`invalid value "([^"]*)" for flag -(\S+): `), `valeur "$1" invalide pour l'option -$2 : `},
	{regexp.MustCompile(`flag needs an argument: -(\S+)`), `l'option -$1 attend une valeur`},
	{regexp.MustCompile(`language "([^"]*)": want en or fr`), `langue "$1" : en ou fr attendu`},
	{regexp.MustCompile(`want one workbook to read, got (\d+) arguments`), `un classeur à lire attendu, $1 arguments donnés`},
	{regexp.MustCompile(`unexpected argument ("[^"]*")`), `argument inattendu $1`},
	{regexp.MustCompile(`: no such file or directory`), ` : fichier ou dossier introuvable`},
	{regexp.MustCompile(`: permission denied`), ` : permission refusée`},
	{regexp.MustCompile(`(\S+) ("[^"]*"): want a whole number of at most 9 digits`), `$1 $2 : nombre entier de 9 chiffres au plus attendu`},
	{regexp.MustCompile(`(\S+) ("[^"]*"): want a whole number`), `$1 $2 : nombre entier attendu`},
	{regexp.MustCompile(`(\S+): ("[^"]*"(?:… \(\d+ characters\))?) is not a result: want `), `$1 : $2 n'est pas un résultat : attendu `},
	{regexp.MustCompile(`(\S+): ("[^"]*") is not a rating: want a whole number from 0 to (\d+), or nothing`), `$1 : $2 n'est pas un classement Elo : nombre entier de 0 à $3 attendu, ou rien`},
	{regexp.MustCompile(`(\S+): ("[^"]*") is not a round: want the last round played, 0 to (\d+), or nothing`), `$1 : $2 n'est pas une ronde : la dernière ronde jouée attendue, de 0 à $3, ou rien`},
	{regexp.MustCompile(`(\S+): ("[^"]*") is not a score: want a number of half points from 0 to (\d+) \(0, 0\.5, 1, 1\.5, …\) or nothing`), `$1 : $2 n'est pas un score : un nombre de demi-points de 0 à $3 attendu (0 ; 0,5 ; 1 ; 1,5 …) ou rien`},
	{regexp.MustCompile(`: one score typed, the other not`), ` : un score saisi, l'autre non`},
	{regexp.MustCompile(`the pairings were changed`), `les appariements ont été modifiés`},
	{regexp.MustCompile(`… and (\d+) more cells: `), `… et $1 autres cellules : `},
	{regexp.MustCompile(`: (\d+) problems:\n`), ` : $1 problèmes :\n`},
	{regexp.MustCompile(` or nothing\b`), ` ou rien`},
	{regexp.MustCompile(`the formula ("[^"]*") has no value stored: open the workbook in the spreadsheet, recalculate and save it`), `la formule $1 n'a pas de valeur enregistrée : ouvrez le classeur dans le tableur, recalculez et enregistrez-le`},
	{regexp.MustCompile(`(\d+) rounds: Tableau (\S+) plays (\d+) to (\d+) rounds`), `$1 rondes : le Tableau $2 joue de $3 à $4 rondes`},
	{regexp.MustCompile(`(\d+) rounds: `), `$1 rondes : `},
	{regexp.MustCompile(`(\d+) teams of (\d+) players`), `$1 équipes de $2 joueurs`},
	{regexp.MustCompile(`the constructed table`), `la table construite`},
	{regexp.MustCompile(`grade ([A-D])`), `note $1`},
	{regexp.MustCompile(`-format ("[^"]*"): want `), `-format $1 : attendu `},
	{regexp.MustCompile(`\btext, json or `), `text, json ou `},
	{regexp.MustCompile(`\btext or json\b`), `text ou json`},
	{regexp.MustCompile(`is required`), `est obligatoire`},
	{regexp.MustCompile(`: not a regular file`), ` : pas un fichier ordinaire`},
	{regexp.MustCompile(`exists \(use -force to overwrite\)`), `existe (-force pour l'écraser)`},
}
