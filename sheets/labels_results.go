package sheets

// Labels of the counts of results and of withdrawals.
var (
	lblEntered        = Text{"Entered", "Saisis"}
	lblResultsEntered = Text{"Results entered", "Résultats saisis"}
	lblInvalidNone    = Text{"Invalid results: none", "Résultats non valides : aucun"}
	lblInvalidOne     = Text{"invalid result: see the red cell", "résultat non valide : voir la cellule rouge"}
	lblInvalidMany    = Text{"invalid results: see the red cells", "résultats non valides : voir les cellules rouges"}
	lblWithdrawnAfter = Text{"Withdrew after round", "Abandon après la ronde"}
	errWithdrawn      = Text{"Type the last round the player played before withdrawing, or leave the cell empty.",
		"Tapez la dernière ronde jouée avant l'abandon, ou laissez la case vide."}
	noteWithdrawal = Text{
		"FIDE Tournament Rules (Handbook C.06), article 5.4, round robins: a player who withdraws having completed less than 50 % of his games keeps his score in the table, but the points scored by him or against him are not counted in the standings; with 50 % or more, his score counts and his remaining games are forfeits.",
		"Règles des tournois FIDE (Handbook C.06), article 5.4, tournois toutes rondes : le joueur qui abandonne après avoir joué moins de 50 % de ses parties garde son score dans le tableau, mais les points marqués par lui ou contre lui ne comptent pas au classement ; à 50 % ou plus, son score compte et ses parties restantes sont perdues par forfait."}
)
