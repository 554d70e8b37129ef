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

// Words several families share: punctuation as each language sets it
// (French puts a space before ":" and ";") and small words.
var (
	lblColon   = Text{"%s: %s", "%s : %s"}
	lblListSep = Text{"; ", " ; "}
	lblAnd     = Text{" and ", " et "}
	lblOr      = Text{" or ", " ou "}
)

// The words of the workbooks, family by family, in every language (the
// French ones are the documents' words). A label several families use is
// declared with the first family that uses it.

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
	lblFederation = Text{"Federation (FRA)", "Fédération (FRA)"}
	lblClub       = Text{"Club", "Club"}
	lblFideID     = Text{"FIDE id", "Code FIDE"}
	lblTitle      = Text{"Title", "Titre"}
	lblBirthDate  = Text{"Born (YYYY/MM/DD)", "Né le (AAAA/MM/JJ)"}
	lblSex        = Text{"Sex (m/w)", "Sexe (m/w)"}
	lblFideName   = Text{"Name for FIDE (Lastname, Firstname)", "Nom pour la FIDE (Nom, Prénom)"}
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
	// A withdrawal on the printed cross table and standings: the mark after
	// the name, and the footnote that explains the marks.
	lblWithdrew          = Text{"(withdrew R%s)", "(abandon R%s)"}
	noteCrossWithdrawals = Text{
		"(withdrew Rk): withdrew after round k; the games he did not play are forfeits, + for the opponent and - for him. (1): a result left out of Total, the opponent having played fewer than half of his games (FIDE Tournament Rules, article 5.4 a); his own row keeps every result. -: out of the standings. The results of a row add up to its Total.",
		"(abandon Rk) : abandon après la ronde k ; les parties qu'il n'a pas jouées sont des forfaits, + pour l'adversaire et - pour lui. (1) : résultat non compté dans le Total, l'adversaire ayant joué moins de la moitié de ses parties (Règles des tournois FIDE, article 5.4 a) ; sa propre ligne garde tous ses résultats. - : hors classement. Les résultats d'une ligne font son Total.",
	}
	noteStandingsWithdrawals = Text{
		"(withdrew Rk): withdrew after round k; the games he did not play are forfeits. -: out of the standings, having played fewer than half of his games (FIDE Tournament Rules, article 5.4 a); his results are not counted for the others.",
		"(abandon Rk) : abandon après la ronde k ; les parties qu'il n'a pas jouées sont des forfaits. - : hors classement, ayant joué moins de la moitié de ses parties (Règles des tournois FIDE, article 5.4 a) ; ses résultats ne comptent pas pour les autres.",
	}
	errTitle = Text{"Result", "Résultat"}
	errText  = Text{"Type 1-0, ½-½, 0-1, +/- or -/+ (forfeit) or -/- (both forfeit).",
		"Tapez 1-0, ½-½, 0-1, +/- ou -/+ (forfait) ou -/- (double forfait)."}
)

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
	// The Event sheet of the other families (sheetEvent), named apart:
	// the Molter workbook's Event sheet is its guide.
	sheetMReport = Text{"FIDE report", "Rapport FIDE"}

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
	lblAutoBuilt = Text{"not printed, built", "non imprimée, construite"}

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
		"The document leaves this table broken:",
		"Le document laisse ce tableau défectueux :",
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

// Sheet names and labels of the Varma workbook (000/001: enveloppes,
// grandes enveloppes, contingent, tirage au sort, numéro d'appariement).
var (
	sheetVGroups    = Text{"Groups", "Groupes"}
	sheetVEnvelopes = Text{"Envelopes", "Enveloppes"}
	sheetVOrder     = Text{"Drawing order", "Ordre du tirage"}
	sheetVDraw      = Text{"Draw", "Tirage"}

	lblGroup      = Text{"Group", "Groupe"}
	lblNumbers    = Text{"Pairing numbers", "Numéros d'appariement"}
	lblCount      = Text{"Count", "Nombre"}
	lblAffinity   = Text{"Affinity", "Affinité"}
	lblContSize   = Text{"Contingent", "Contingent"}
	lblBigEnv     = Text{"Big envelope", "Grande enveloppe"}
	lblPairingNo  = Text{"Pairing number", "N° d'appariement"}
	lblCheck      = Text{"Check", "Contrôle"}
	lblKeptApart  = Text{"kept apart", "séparés"}
	lblNotApart   = Text{"NOT kept apart", "NON séparés"}
	lblLeftOver   = Text{"left over", "numéros restants"}
	lblDrawnTwice = Text{"drawn %d times", "tiré %d fois"}

	noteVEnvelopes = Text{
		"Put each number in a small envelope without any mark; put the small envelopes of a group in one big envelope, also without a mark. Cut along the dashed lines.",
		"Mettre chaque numéro dans une petite enveloppe sans aucune marque ; placer les petites enveloppes d'un groupe dans une grande enveloppe, elle aussi sans indication. Découper selon les pointillés.",
	}
	noteVOrder = Text{
		"The players of the largest contingent (federation, club, town …) draw first; contingents of equal size in the alphabetical order of their codes; within a contingent, the players in the alphabetical order of their names. The first player of a contingent chooses a big envelope holding at least as many numbers as his contingent has players, and draws his number from it; the others of his contingent draw from the same envelope. The numbers left over are for the others.",
		"Les joueurs du contingent le plus nombreux (fédération, club, ville …) tirent les premiers ; à nombre égal, dans l'ordre alphabétique des codes ; dans un contingent, dans l'ordre alphabétique des noms. Le premier joueur d'un contingent choisit une grande enveloppe contenant au moins autant de numéros que son contingent compte de joueurs, puis y tire son numéro ; les autres joueurs du contingent tirent dans la même enveloppe. Les numéros restants sont pour les autres joueurs.",
	}
	noteVDrawForm = Text{
		"Type each player's name, affinity, the big envelope drawn and the number drawn; the Draw sheet lists the players by pairing number.",
		"Saisir pour chaque joueur son nom, son affinité, la grande enveloppe tirée et le numéro tiré ; la feuille Tirage donne les joueurs par numéro d'appariement.",
	}
)

// Sheet names and labels of the Rutsch workbook (003: système Rutsch,
// place, gauche, droite).
var (
	sheetRPlan   = Text{"Seating plan", "Plan de table"}
	sheetRTables = Text{"Tables", "Tables"}
	lblTable     = Text{"Table", "Table"}
	lblLeft      = Text{"left", "gauche"}
	lblRight     = Text{"right", "droite"}
	// The seating plan's note: the colours, then how the players move
	// (noteRutschOdd, noteRutschEven).
	noteRutschColours = Text{
		"Rutsch system: grey seats play black; the colour belongs to the seat (white on the left at odd tables, on the right at even ones).",
		"Système Rutsch : les places grisées ont les noirs ; la couleur appartient à la place (blancs à gauche aux tables impaires, à droite aux tables paires).",
	}
	noteRutschOdd = Text{
		"After each round every player slides one seat: down the left seats, up the right seats; the player who slides off the end is exempt.",
		"Après chaque ronde chacun glisse d'une place : vers le bas à gauche, vers le haut à droite ; celui qui sort au bout est exempt.",
	}
	noteRutschEven = Text{
		"After each round every player slides one seat, down the left seats and up the right seats, but player %d, who keeps table 1 and changes side.",
		"Après chaque ronde chacun glisse d'une place, vers le bas à gauche et vers le haut à droite, sauf le joueur %d qui garde la table 1 et change de côté.",
	}
)

// Sheet names and labels of the Scheveningen workbook (000/001: système de
// Scheveningue, équipe A, équipe B).
var (
	sheetSTeams   = Text{"Teams", "Équipes"}
	sheetSMatch   = Text{"Match", "Rencontre"}
	sheetSScore   = Text{"Score", "Score"}
	lblSchevTable = Text{"Table", "Table"}
	noteSchev     = Text{
		"Scheveningen system: every player of team A meets every player of team B; the first-named player has white. Type each result once, in the yellow cells; the round scores and the match score follow.",
		"Système de Scheveningue : chaque joueur de l'équipe A rencontre chaque joueur de l'équipe B ; le premier nommé a les blancs. Saisir chaque résultat une seule fois, dans les cellules jaunes ; les scores des rondes et du match suivent.",
	}
	noteSchevDouble = Text{
		"Double match: the second cycle (rounds %d to %d) plays the first cycle's rounds from round %d on, then those before it, colours reversed.",
		"Match aller-retour : le second cycle (rondes %d à %d) joue les rondes du premier à partir de la ronde %d, puis celles d'avant, couleurs inversées.",
	}
	noteSchevRelaxed = Text{
		"With teams of 2 no table gives each team one white per round and each player balanced colours: team A has both whites in round 1, both blacks in round 2.",
		"Avec des équipes de 2, aucune table ne donne à chaque équipe un blanc par ronde avec des couleurs équilibrées : l'équipe A a les deux blancs à la ronde 1, les deux noirs à la ronde 2.",
	}
)

// Sheet names and labels of the team workbook (003: domicile, extérieur,
// terrain neutre, rassemblement, numéros complémentaires).
var (
	sheetTSchedule  = Text{"Schedule", "Calendrier"}
	sheetTStandings = Text{"Standings", "Classement"}
	lblBergerRound  = Text{"Berger round", "Ronde Berger"}
	lblMatch        = Text{"Match", "Match"}
	lblHome         = Text{"Home", "Domicile"}
	lblAway         = Text{"Away", "Extérieur"}
	lblNeutral      = Text{"Neutral", "Neutre"}
	lblNeutralNote  = Text{"neutral ground", "terrain neutre"}
	lblLeg          = Text{"Leg", "Phase"}
	lblFirstLeg     = Text{"first leg", "aller"}
	lblReturnLeg    = Text{"return of R%d", "retour de R%d"}
	lblByes         = Text{"Byes", "Exempt"}
	lblComplement   = Text{"Complement", "Complémentaire"}
	lblPlayed       = Text{"Played", "Joués"}
	lblWon          = Text{"Won", "Gagnés"}
	lblDrawn        = Text{"Drawn", "Nuls"}
	lblLost         = Text{"Lost", "Perdus"}
	lblMatchPoints  = Text{"Match points", "Points de match"}
	lblBoardPoints  = Text{"Board points", "Points de partie"}
	lblWeights      = Text{"Match points: win, draw, loss, forfeit:", "Points de match : victoire, nul, défaite, forfait :"}
	// The match points' cells take a number from 0 to 100.
	errMatchPointsTitle = Text{"Match points", "Points de match"}
	errMatchPointsText  = Text{"Type a number from 0 to 100.", "Saisir un nombre de 0 à 100."}
	noteTeamRR          = Text{
		"The team named first receives (home); the central round is played at one venue, on neutral ground. The match scores follow from the board results typed on the Boards sheet. Teams are ranked by match points (the values above may be changed), then by board points. Complementary numbers (x and its complement) are never at home in the same round: give them to two teams of one club.",
		"L'équipe nommée en premier reçoit (domicile) ; la ronde centrale (rassemblement) se joue en un même lieu, sur terrain neutre. Les scores des matchs découlent des résultats saisis sur la feuille Échiquiers. Classement aux points de match (les valeurs ci-dessus peuvent être changées), puis aux points de partie. Deux numéros complémentaires ne reçoivent jamais la même ronde : les donner à deux équipes d'un même club.",
	}
	noteTeamDouble = Text{
		"Home and away: the team named first receives (home); in the second cycle every match of the first is played again at the other ground. The match scores follow from the board results typed on the Boards sheet. Teams are ranked by match points (the values above may be changed), then by board points. Complementary numbers (x and its complement) are never at home in the same round: give them to two teams of one club.",
		"Matchs aller et retour : l'équipe nommée en premier reçoit (domicile) ; la seconde phase rejoue chaque match de la première sur le terrain de l'autre équipe. Les scores des matchs découlent des résultats saisis sur la feuille Échiquiers. Classement aux points de match (les valeurs ci-dessus peuvent être changées), puis aux points de partie. Deux numéros complémentaires ne reçoivent jamais la même ronde : les donner à deux équipes d'un même club.",
	}
)

// Sentences of the Molter event sheet.
var (
	molterTitle       = Text{"Molter system: %d teams of %d players, %s", "Système Molter : %d équipes de %d joueurs, %s"}
	molterOneRound    = Text{"1 round", "1 ronde"} // the event's rounds in the titles (roundsSaid)
	molterNRounds     = Text{"%d rounds", "%d rondes"}
	molterTableTitle  = Text{"Table %s: %d teams of %d players, %d rounds", "Tableau %s : %d équipes de %d joueurs, %d rondes"}
	molterRoundsAuto1 = Text{"1 round: the autonomous round %sa alone.", "1 ronde : la ronde autonome %sa seule."}
	molterRoundsAuto  = Text{"%d rounds: rounds 1 to %d of the table, then the autonomous round %sa as round %d.",
		"%d rondes : les rondes 1 à %d du tableau, puis la ronde autonome %sa comme ronde %d."}
	molterRoundsBuilt1 = Text{"1 round: an autonomous round %sa, which the document does not print, built to its rules.",
		"1 ronde : une ronde autonome %sa, que le document n'imprime pas, construite selon ses règles."}
	molterRoundsBuilt = Text{"%d rounds: rounds 1 to %d of the table, then an autonomous round %sa, which the document does not print, built to its rules, as round %d.",
		"%d rondes : les rondes 1 à %d du tableau, puis une ronde autonome %sa, que le document n'imprime pas, construite selon ses règles, comme ronde %d."}
	molterRoundsMain = Text{"%d rounds: rounds 1 to %d of the table (it has %d).", "%d rondes : les rondes 1 à %d du tableau (qui en a %d)."}
	molterAutoOnly   = Text{"%sa serves a one-round event only.", "%sa ne sert qu'à un tournoi d'une seule ronde."}
	molterAutoFollow = Text{"%sa may follow %s main rounds, or stand alone: events of %s rounds.",
		"%sa peut suivre %s rondes, ou servir seule : tournois de %s rondes."}
	molterAutoBroken = Text{"Not printed: the document leaves %sa broken (see the defects); an event of an odd number of rounds ends with an autonomous round built to its rules (no team met again, one cross board a block, white on half of each team's boards).",
		"Non imprimée : le document laisse %sa défectueuse (voir les défauts) ; un tournoi en un nombre impair de rondes finit par une ronde autonome construite selon ses règles (aucune équipe rencontrée deux fois, un échiquier croisé par bloc, les blancs sur la moitié des échiquiers de chaque équipe)."}
	molterAutoNone = Text{"None: this table is complete in its rounds.", "Aucune : ce tableau est complet en ses rondes."}
	molterBoards   = Text{"%d per round (%d teams × %d players / 2).", "%d par ronde (%d équipes × %d joueurs / 2)."}
)

// Where the tables come from (sources.go reads the tables packages' forms).
var (
	srcMolterPrinted    = Text{"Document %s, table %s, printed at line %d", "Document %s, tableau %s, imprimé à la ligne %d"}
	srcMolterScattered  = Text{"(its rows on lines %d to %d, some printed beside another table)", "(ses lignes de la ligne %d à la ligne %d, certaines imprimées à côté d'un autre tableau)"}
	srcMolterDerived    = Text{"Document %s: table %s derived from table %s by the text of line %d", "Document %s : tableau %s déduit du tableau %s par le texte de la ligne %d"}
	srcMolterDerivedTwo = Text{"Document %s: table %s derived from tables %s by the text of line %d", "Document %s : tableau %s déduit des tableaux %s par le texte de la ligne %d"}
	srcMolterEndToEnd   = Text{"(the table repeated end to end)", "(le tableau répété bout à bout)"}
	srcMolterUnknown    = Text{"Document 004, table %s.", "Document 004, tableau %s."}
	srcDefectUnknown    = Text{"The document leaves table %s broken.", "Le document laisse le tableau %s défectueux."}
	srcSchevComputed    = Text{"computed by the program", "calculée par le programme"}
	srcSchevPrinted     = Text{"printed in documents 000 and 001", "imprimée dans les documents 000 et 001"}
	srcSchevErrata      = Text{"printed in documents 000 and 001, with %d corrections", "imprimée dans les documents 000 et 001, avec %d corrections"}
	srcSchevBroken      = Text{"computed by the program (the one printed in documents 000 and 001 gives team A white on %d boards in round %d, not %d)",
		"calculée par le programme (celle imprimée dans les documents 000 et 001 donne les blancs à l'équipe A sur %d échiquiers à la ronde %d, et non %d)"}
	srcVarmaDoc      = Text{"the row printed in document %s", "la ligne imprimée dans le document %s"}
	srcVarmaFIDE     = Text{"the row of FIDE's Varma tables", "la ligne des tables de Varma de la FIDE"}
	srcVarmaComputed = Text{"a row computed by the program", "une ligne calculée par le programme"}
	srcMeeting       = Text{"%d-%d in round %d", "%d-%d à la ronde %d"}
)

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

// Sentences of the Varma workbook.
var (
	varmaTitle    = Text{"Varma groups: %d players", "Groupes de Varma : %d joueurs"}
	varmaNote     = Text{"Berger table of %d players (%s). Two members of a group do not meet in the last %d rounds (rounds %d to %d).", "Table de Berger de %d joueurs (%s). Deux membres d'un groupe ne se rencontrent pas dans les %d dernières rondes (rondes %d à %d)."}
	varmaBye      = Text{"Number %d is the bye: it is not drawn.", "Le numéro %d est l'exempt : il n'est pas tiré."}
	varmaTailored = Text{"The draw used envelopes computed for its contingents: the Varma groups keep fewer of them apart.",
		"Le tirage a utilisé des enveloppes calculées pour ses contingents : les groupes de Varma en séparent moins."}
	varmaDrawHead   = Text{"Result of the program's draw", "Résultat du tirage fait par le programme"}
	varmaDrawStrong = Text{"drawn from a strong random source (no seed)", "tirage d'une source aléatoire forte (sans graine)"}
	varmaDrawSeed   = Text{"seed %d: the same list and seed give the same draw", "graine %d : la même liste et la même graine donnent le même tirage"}
	varmaContingent = Text{"%s (%d, big envelope %s): %s — %s", "%s (%d, grande enveloppe %s) : %s — %s"}
	varmaSummary    = Text{"%d of %d contingents of two players or more kept apart in the last %d rounds.",
		"%d contingents de deux joueurs ou plus sur %d séparés dans les %d dernières rondes."}
	varmaNoMore = Text{"No numbering of the players keeps %d apart (the program proves it).",
		"Aucune numérotation des joueurs n'en sépare %d (le programme le prouve)."}
)

// Sentences of the Scheveningen and team workbooks.
var (
	lblTeamLetter = Text{"Team %s", "Équipe %s"}
	lblTotalOf    = Text{"Total %s", "Cumul %s"}
)

// The guide sheet of every family (guide.go).
var (
	sheetGuide  = Text{"Guide", "Mode d'emploi"}
	guideTitle  = Text{"How to use this workbook", "Mode d'emploi de ce classeur"}
	lblGType    = Text{"What to type where", "Que saisir, et où"}
	lblGResults = Text{"Results", "Résultats"}
	lblGRanking = Text{"Ranking and ties", "Classement et départage"}
	lblGPrint   = Text{"Printing", "Impression"}
	lblGProtect = Text{"Protection", "Protection"}
	lblGReport  = Text{"FIDE report", "Rapport FIDE"}
	// The same for a team event, whose players are the teams'.
	guideReportTeam = Text{
		"The last sheet, Event, holds what FIDE's tournament report (TRF) says of the event: its name, city, federation, dates, the date of each round, arbiters and time control. Fill or correct them there: mkxlsx read -format trf writes the report from them, with the teams' players and the results typed.",
		"La dernière feuille, Tournoi, tient ce que le rapport de tournoi FIDE (TRF) dit du tournoi : nom, ville, fédération, dates, date de chaque ronde, arbitres et cadence. Remplissez-les ou corrigez-les là : mkxlsx read -format trf en écrit le rapport, avec les joueurs des équipes et les résultats saisis."}
	// The same for a Rutsch workbook, whose Players sheet holds the names.
	guideReportRutsch = Text{
		"The last sheet, Event, holds what FIDE's tournament report (TRF) says of the event: its name, city, federation, dates, the date of each round, arbiters and time control. Fill or correct them there: mkxlsx read -format trf writes the report from them and the results typed; this sheet holds the names only, so give the list of players the workbook was made from for each player's FIDE id, title, birth date and sex: mkxlsx read workbook.xlsx -format trf -players players.csv.",
		"La dernière feuille, Tournoi, tient ce que le rapport de tournoi FIDE (TRF) dit du tournoi : nom, ville, fédération, dates, date de chaque ronde, arbitres et cadence. Remplissez-les ou corrigez-les là : mkxlsx read -format trf en écrit le rapport avec les résultats saisis ; cette feuille ne tient que les noms : pour le code FIDE, le titre, la date de naissance et le sexe de chaque joueur, donnez à la commande la liste des joueurs dont le classeur a été fait : mkxlsx read classeur.xlsx -format trf -players joueurs.csv."}
	guideReport = Text{
		"The last sheet, Event, holds what FIDE's tournament report (TRF) says of the event: its name, city, federation, dates, the date of each round, arbiters and time control; the Players sheet holds each player's club, FIDE id, title, birth date, sex and name as FIDE spells it, in the columns after the withdrawals. Fill or correct them there: mkxlsx read -format trf writes the report from them.",
		"La dernière feuille, Tournoi, tient ce que le rapport de tournoi FIDE (TRF) dit du tournoi : nom, ville, fédération, dates, date de chaque ronde, arbitres et cadence ; la feuille Joueurs tient le club, le code FIDE, le titre, la date de naissance, le sexe et le nom tel que la FIDE l'écrit de chaque joueur, dans les colonnes après les abandons. Remplissez-les ou corrigez-les là : mkxlsx read -format trf en écrit le rapport."}

	guideResults = Text{
		"Type each result once, in the yellow cell of its game: 1-0, ½-½ or 0-1 (white's score first), +/- or -/+ (the player marked + wins by forfeit), -/- (both lose by forfeit). A cell left empty is a game not played yet; anything else is refused.",
		"Saisir chaque résultat une seule fois, dans la cellule jaune de sa partie : 1-0, ½-½ ou 0-1 (le score des blancs d'abord), +/- ou -/+ (le joueur marqué + gagne par forfait), -/- (double forfait). Une cellule vide est une partie pas encore jouée ; toute autre saisie est refusée.",
	}
	guidePrint = Text{
		"Every sheet prints on A4, one page wide, with the event's name, place and dates in the page header and the sheet's name and the page number in the footer: print the sheets you need (all of them, or the active sheet).",
		"Chaque feuille s'imprime sur A4, sur une page de large, avec le nom, le lieu et les dates du tournoi en en-tête et le nom de la feuille et le numéro de page en pied de page : imprimer les feuilles utiles (toutes, ou la feuille active).",
	}
	guideProtect = Text{
		"Every sheet is protected, without a password, so that no formula is overwritten by mistake: only the cells to fill in (white, or yellow for results) take typing; the rest follows by formula. To change anything else, unprotect the sheet (Review › Unprotect Sheet in Excel, Tools › Protect Sheet in LibreOffice): no password is asked.",
		"Chaque feuille est protégée, sans mot de passe, pour qu'aucune formule ne soit effacée par mégarde : seules les cellules à remplir (blanches, ou jaunes pour les résultats) acceptent une saisie ; le reste suit par formule. Pour changer autre chose, ôter la protection de la feuille (Révision › Ôter la protection de la feuille dans Excel, Outils › Protéger la feuille dans LibreOffice) : aucun mot de passe n'est demandé.",
	}
	guideRankPointsOnly = Text{
		"Players are ranked by points (1 for a win, forfeit wins included, ½ for a draw); players with equal points share a place.",
		"Les joueurs sont classés aux points (1 par victoire, gains par forfait compris, ½ par nulle) ; à égalité de points, même place.",
	}
	guideRankBy = Text{
		"Players are ranked by points (1 for a win, forfeit wins included, ½ for a draw), then, between players with equal points, by %s. Players equal on all of these share a place.",
		"Les joueurs sont classés aux points (1 par victoire, gains par forfait compris, ½ par nulle), puis, entre joueurs à égalité de points, par %s. Des joueurs égaux sur tous ces critères ont la même place.",
	}
	guideThen = Text{", then by ", ", puis par "}

	guideTypeRR = Text{
		"Players sheet: each player's name, rating and federation or club in the white cells, in the order of the pairing numbers (drawn before round 1). Pairings sheet: the results. The Berger result table, the cross table, the seating plan and the standings follow by formula. A player who withdraws: type the last round he played in his “Withdrew after round” cell; under half his games played, his results leave the standings, otherwise his remaining games count as lost by forfeit (FIDE Tournament Rules, C.06, article 5.4).",
		"Feuille Joueurs : le nom, l'Elo et la fédération ou le club de chaque joueur dans les cellules blanches, dans l'ordre des numéros d'appariement (tirés avant la ronde 1). Feuille Appariements : les résultats. Le tableau Berger, le tableau croisé, le plan de table et le classement suivent par formule. Un joueur qui abandonne : saisir la dernière ronde qu'il a jouée dans sa cellule « Abandon après la ronde » ; s'il a joué moins de la moitié de ses parties, ses résultats sortent du classement, sinon ses parties restantes sont perdues par forfait (Règles des tournois FIDE, C.06, article 5.4).",
	}
	guideTypeRutsch = Text{
		"Players sheet: each player's name in the white cells, in the order of the numbers. Tables sheet: the results. The seating plan and the points follow by formula.",
		"Feuille Joueurs : le nom de chaque joueur dans les cellules blanches, dans l'ordre des numéros. Feuille Tables : les résultats. Le plan de table et les points suivent par formule.",
	}
	guideTypeSchev = Text{
		"Teams sheet: the names of the teams and of their players in the white cells, in board order. Match sheet: the results. The Score sheet follows by formula.",
		"Feuille Équipes : le nom des équipes et de leurs joueurs dans les cellules blanches, dans l'ordre des échiquiers. Feuille Rencontre : les résultats. La feuille Score suit par formule.",
	}
	guideRankSchev = Text{
		"The team with more points wins the match (1 for a win, forfeit wins included, ½ for a draw); the Score sheet shows the score of each round and the running total.",
		"L'équipe qui marque le plus de points gagne le match (1 par victoire, gains par forfait compris, ½ par nulle) ; la feuille Score donne le score de chaque ronde et le cumul.",
	}
	guideResultsTeam = Text{
		"Each board's result is typed once, on the Boards sheet, as on an individual tournament: 1-0, ½-½, 0-1, +/-, -/+ or -/- (white first; the home team has white on the odd boards). The match scores of the Schedule, the match sheets (home first) and the standings follow; a match counts once all its boards are typed. A team that does not come: type every board of its match as lost by forfeit for its player (-/+ where it has white, +/- where it has black); the match is then forfeited, and scores the Standings sheet's points of a match forfeited.",
		"Le résultat de chaque échiquier se saisit une fois, sur la feuille Échiquiers, comme dans un tournoi individuel : 1-0, ½-½, 0-1, +/-, -/+ ou -/- (les Blancs d'abord ; l'équipe qui reçoit a les Blancs aux échiquiers impairs). Les scores des matchs du Calendrier, les feuilles de match (domicile d'abord) et le classement en découlent ; un match compte quand tous ses échiquiers sont saisis. Une équipe qui ne vient pas : saisir chaque échiquier de son match perdu par forfait pour son joueur (-/+ où elle a les Blancs, +/- où elle a les Noirs) ; le match est alors perdu par forfait et lui donne les points de match d'un forfait de la feuille Classement.",
	}
	guideRankTeam = Text{
		"Teams are ranked by match points (those of the Standings sheet, row 1: a win, a draw, a loss, a match forfeited), then by board points; teams equal on both share a place.",
		"Les équipes sont classées aux points de match (ceux de la feuille Classement, ligne 1 : victoire, nul, défaite, match perdu par forfait), puis aux points de partie ; à égalité sur les deux, même place.",
	}
	guideTypeVarma = Text{
		"With the program's draw every cell is filled in. Without it, on the Drawing order sheet, type each player's name and affinity in drawing order, then the big envelope and the number each draws; the Draw sheet lists the players by pairing number and flags a number drawn twice.",
		"Avec le tirage du programme tout est rempli. Sans lui, sur la feuille Ordre du tirage, saisir le nom et l'affinité de chaque joueur dans l'ordre du tirage, puis la grande enveloppe et le numéro que chacun tire ; la feuille Tirage donne les joueurs par numéro d'appariement et signale un numéro tiré deux fois.",
	}
	guidePrintVarma = Text{
		"Print the Envelopes sheet and cut along the dashed lines (see its note).",
		"Imprimer la feuille Enveloppes et découper selon les pointillés (voir sa note).",
	}
)

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

// The team workbook's boards: the score check and the match sheets.
var (
	sheetTMatches    = Text{"Match sheets", "Feuilles de match"}
	teamMatchTitle   = Text{"Round %d, match %d", "Ronde %d, match %d"}
	checkBoardsTyped = Text{"%s of %d boards typed", "%s échiquiers saisis sur %d"}
	checkUnnamed     = Text{"a game without its player's name", "partie sans le nom d'un joueur"}
	sheetTBoards     = Text{"Boards", "Échiquiers"}
	lblPlayerN       = Text{"Player %d", "Joueur %d"}
	lblCaptains      = Text{"Captains", "Capitaines"}
	lblTeams         = Text{"Teams", "Équipes"}
	lblArbiter       = Text{"Arbiter", "Arbitre"}
	lblNameSignature = Text{"Name and signature", "Nom et signature"}
	// A board of a match sheet: the result as the home team's points, then
	// the away team's (not white's, then black's).
	lblHomeAway = Text{"Home – Away", "Dom. – Ext."}
)
