// Command mkxlsx writes round-robin workbooks for arbiters: the pairings to
// post, one cell per game to type the result in, and the Berger result
// table, cross table, seating plan and standings that follow as live
// formulas, in Excel and in LibreOffice, ready to print on A4.
//
// Usage:
//
//	mkxlsx berger -n N [-o file.xlsx] [-double | -cycles K] [-swap=false]
//	       [-players p.csv [-encoding latin1]] [-draw [-seed S] | -order list|rating|varma] [-draw-date D]
//	       [-tiebreaks de,wins,sb,koya | fide | documents] [-round-per-page] [-lang en|fr]
//	       [-title T] [-place P] [-dates D] [-force]
//	       [-name N] [-city C] [-federation F] [-start D] [-end D] [-round-dates D1,D2,…]
//	       [-arbiter A] [-deputy A] [-time-control T] [-time-code C]
//	mkxlsx molter (-teams T -players P | -table N) [-rounds K] [-source document|constructed|best] [-construction layered|search]
//	       [-teams-file t.csv [-encoding latin1]] [-o file.xlsx] [-lang en|fr] [-title T] [-place P] [-dates D] [-force]
//	       [-name N] [-city C] [-federation F] [-start D] [-end D] [-round-dates D1,D2,…]
//	       [-arbiter A] [-deputy A] [-time-control T] [-time-code C]
//	mkxlsx molter-grades [-o file.xlsx] [-lang en|fr] [-title T] [-place P] [-dates D] [-force]
//	mkxlsx varma -n N [-players p.csv [-encoding latin1] [-seed S]] [-o file.xlsx] [-lang en|fr]
//	       [-title T] [-place P] [-dates D] [-force]
//	mkxlsx rutsch -n N [-players p.csv [-encoding latin1]] [-draw [-seed S] | -order list|rating] [-draw-date D]
//	       [-o file.xlsx] [-round-per-page] [-lang en|fr] [-title T] [-place P] [-dates D] [-force]
//	       [-name N] [-city C] [-federation F] [-start D] [-end D] [-round-dates D1,D2,…]
//	       [-arbiter A] [-deputy A] [-time-control T] [-time-code C]
//	mkxlsx scheveningen -m M [-double] [-teams-file t.csv [-encoding latin1]] [-o file.xlsx] [-lang en|fr]
//	       [-title T] [-place P] [-dates D] [-force]
//	       [-name N] [-city C] [-federation F] [-start D] [-end D] [-round-dates D1,D2,…]
//	       [-arbiter A] [-deputy A] [-time-control T] [-time-code C]
//	mkxlsx team -n N [-central last|first|none] [-reverse] [-double] [-boards B] [-match-points W,D,L[,F]]
//	       [-teams-file t.csv [-encoding latin1]] [-o file.xlsx] [-lang en|fr] [-title T] [-place P] [-dates D] [-force]
//	       [-name N] [-city C] [-federation F] [-start D] [-end D] [-round-dates D1,D2,…]
//	       [-arbiter A] [-deputy A] [-time-control T] [-time-code C]
//	mkxlsx all -dir DIR [-lang en|fr] [-title T] [-place P] [-dates D] [-force]
//	mkxlsx read FILE.xlsx [-format text|json|trf] [-strict] [-tiebreaks sb,wins,de] [-match-points W,D,L[,F]]
//	       [-lang en|fr] [-players p.csv [-encoding latin1]] [-name N] [-city C] [-federation F] [-start D] [-end D]
//	       [-arbiter A] [-deputy A] [-time-control T] [-time-code C] [-round-dates D1,D2,…]
//	mkxlsx help [command]
//	mkxlsx -version
//
// Flags may come in any order, as -flag value or -flag=value. "mkxlsx help"
// (or -h) lists the commands; "mkxlsx help COMMAND" and "mkxlsx COMMAND -h"
// give a command's usage and flags, on standard output.
//
// # mkxlsx berger
//
// Writes the workbook of an individual round robin of N players (3 to 64) on
// the Berger tables; an odd N gets a bye. -double plays it twice, -cycles K
// K times (1 to 8), colours reversed in every even cycle; -swap (on by
// default, as FIDE advises) exchanges the last two rounds of every cycle but
// the last so that nobody has the same colour three times in a row. The
// default output file is berger-NN.xlsx (berger-NN-double.xlsx,
// berger-NN-cK.xlsx).
//
// -players reads the players in pairing-number order from a CSV file with a
// header row: the columns name (or nom, with prénom), rating (elo),
// federation (fédération, three letters such as FRA), club, fide id, title,
// birth date and sex are read (any order, any case, accents or not, commas
// or semicolons), other columns are ignored; the Players sheet keeps each
// in a column of its own, with the name "DUPONT, Jérôme" as FIDE spells it
// when the list gives the first name apart. Without -n, N
// is the number of players listed; with it, the rows beyond the list stay
// blank to fill in. Names are written as text: "=x" is a name, not a formula.
//
// The pairing numbers are the list's order unless asked otherwise (FIDE
// C.05 has them drawn by lot): -draw draws them by lot, every order equally
// likely, from a seed taken from a strong random source and printed on
// standard error ("pairing numbers drawn with seed S"); -seed S makes the
// same draw again (same list, same seed, same numbers), to check a draw or
// redo a lost workbook. -order rating numbers the players by rating,
// highest first (unrated last), then by name; -order varma makes the
// restricted drawing of lots of FIDE C.05 Annex 2 (the Varma tables, 9 to
// 64 players) from the players' federations, those of one federation kept
// apart as far as the tables allow, seeded as -draw. Every numbering but
// the list's adds a last sheet, Draw (Tirage au sort): the event, the
// method, the seed, the date (-draw-date, default today), each player with
// the number drawn, his rating, federation and place in the list, and lines
// for the signatures of the chief arbiter and the witnesses; one page. The
// numbers drawn are those of the Players sheet, so the pairings, the cross
// table, mkxlsx read and the TRF (whose start number, columns 5-8 of a 001
// line, is the pairing number its rounds refer to) all follow them. -draw
// with -order rating, -seed without a draw, and a draw without every player
// listed are usage errors.
//
// -tiebreaks orders the tie-breaks after points, from sb (Sonneborn-Berger),
// wins (forfeit wins included), won (games won over the board), de (direct
// encounter), koya, bpg and bwg (games played and won with black), aro and
// tpr, the criteria FIDE's tie-break regulations (C.07 of 1 March 2026)
// define for round robins. The default is the order FIDE recommends for an
// individual round robin, de,wins,sb,koya (FIDE Handbook C.02, art.
// 13.16.2 "Individual Round-Robin Tournaments": direct encounter, the
// greater number of wins including forfeits, Sonneborn-Berger, Koya system;
// C.07 art. 6, 7.1, 9.1, 9.2 define them), also named -tiebreaks fide;
// -tiebreaks documents is the documents' order sb,wins,de, the default of
// the workbooks made before. Buchholz and the averages of the
// opponents' performances are refused, with the reason (they do not suit a
// round robin).
// ARO and TPR (average rating of opponents, tournament performance; C.07
// 10.1, 10.2) are computed from the ratings of the Players sheet. Every
// tie-break may be named by its C.07 / TRF-2026 code as well: SB, WIN, DE,
// KS, BPG, BWG, WON, ARO, TPR.
// Counts are taken as pairings takes them: "mkxlsx berger 10" is
// "mkxlsx berger -n 10" (rutsch, team, varma -n; scheveningen -m; molter
// T P for -teams T -players P); given both ways with different values,
// the command line is refused naming both. With -teams-file, Molter's
// -players and Scheveningen's -m default to the file's widest line-up (its
// player columns); a flag that the file exceeds is refused naming both.
//
// Language: -lang fr writes French labels and sheet names, and makes the
// command's messages French, "wrote FILE (…)" too. mkxlsx read speaks the
// workbook's language (its sheets' names record it: Joueurs,
// Appariements, Tournoi …): the standings, the withdrawal notes and the
// errors of a French workbook are French, unless -lang says otherwise;
// where no workbook or -lang says,
// the locale does (LC_ALL, LC_MESSAGES, then LANG starting with "fr"),
// English otherwise. JSON and TRF are the same in both. A mistyped
// command or flag is answered with the nearest one ("did you mean
// -double?"). No message names a file of the project's sources: a
// document is named by its title and table.
//
// -title, -place and -dates
// fill the page header (the title in bold, place and dates under it, each
// line shortened with "…" to the page width).
//
// -name, -city, -federation, -start, -end (YYYY-MM-DD), -round-dates (a
// date a round, separated by commas), -arbiter, -deputy, -time-control (as
// said) and -time-code (FIDE's encoding, 5400+30, 40/6000+30:900+30) are
// kept in the last sheet, Event (Tournoi), for the tournament report: each
// in a cell of its own, to fill or correct there as well; -name and -city
// default to -title and -place. A federation that is not three letters, a
// date that is not one, a time code FIDE does not encode are refused.
//
// Printing: every sheet prints on A4 with its text at 8 points or more; a
// grid too wide for that (the cross table past about 20 players) prints
// across pages with its title rows and columns repeated. The pairings print
// whole rounds on a page, or one round a page with -round-per-page; names
// longer than 28 characters are cut there with "…" (the Players sheet keeps
// them whole). The wall sheet prints the round typed at its top in 20-point
// type on landscape A4 (12 boards a page), under the round's date and time
// from the Event sheet (its Time column, HH:MM, to type there), and the
// result slips one slip per board of the round typed at theirs, to cut
// out: both print one round alone without unprotecting anything.
//
// The sheet Standings after round (Classement après ronde) is the
// standings to pin up after each round: the players ranked on the games of
// rounds 1 to k alone, with their title, federation, club, rating, points
// and every tie-break of the order, on one landscape page (up to 20 players
// and more). k is the round typed in its cell D2 (the defined name
// StandingsRound), or, left blank, the last round with a result. Its Koya
// limit is half the games of rounds 1 to k (the final standings' is half of
// all the games); withdrawals count as in the final standings. After the
// last round it is the Standings sheet, and what mkxlsx read prints.
//
// # mkxlsx molter
//
// Writes the workbook of a Molter team event (004): T teams of P players on
// the document's table for that size (-table 17 or -table peyrin names a
// table instead), over K rounds (default: the most the table plays; an odd
// K ends with the autonomous round, which the document lets follow an even
// number of rounds). Sheets: the event (table, source, rounds, defects,
// how to prepare and play, and last the grade of the K-round event by the
// five measures of quality, as pairings molter -rounds K says it), teams and players (names to fill in, points,
// Berlin, wins, direct encounter, place), team envelopes (the slips A1, A2,
// …), board cards ("15. D4 – B4", one colour per round), pairings with one
// result cell per board, the result sheets per team as the document
// prints them (from 8 rounds on, split between rounds across pages, order
// and name repeated, a team's pages in a row), and the team and individual
// standings. -teams-file reads the
// teams in letter order from a CSV file with a header row: the column team
// and, optionally, player1, player2, … (strongest first). A table the
// document leaves broken is said so on the event sheet and on stderr; 13
// teams of 10 and 12 in 1 or 3 rounds end with an autonomous round the
// document does not print, built to its rules, as pairings molter serves it
// (both commands serve the event through molter.Serve). The
// default output file is molter-TTxPP.xlsx (molter-TTxPP-rK.xlsx for a
// shorter event, molter-03x04-peyrin.xlsx).
//
// Where the document has no event of K rounds for the shape, the refusal
// names the constructed table that serves it, its grade and the flag;
// where the document's event grades below the constructed one, a note on
// standard error and the event sheet's grade say so, with the command
// that makes the constructed workbook. -source best takes the better
// graded valid table (molter.Serve with molter.SourceBest), the document's when they grade
// equal.
//
// -source constructed plays the table constructed for T teams of P players
// (3 to 64 teams of 2 to 16 players, 1 to T-1 rounds; pairings molter
// -source constructed prints it; -construction layered or search takes
// the construction kept selectable beside the better-graded default,
// where pairings molter-report lists one) instead of the document's; without
// -source, a shape the document does not cover (14 teams of 6, teams of
// 16) gets the constructed table, said on stderr; -source document refuses
// such a shape. The workbook is the same, sheet for sheet and defined name
// for defined name: teams past Z are AA, AB, …, odd team counts have their
// cross boards as the document prints them, and the event sheet says
// "constructed for this shape, not printed in the document", how its
// rounds are played (any first K rounds keep the rules; no autonomous
// round) and the grade of the K-round event. -rounds defaults to all the
// table's rounds (the document's event where it has the shape), -table is
// refused. Default output file: molter-TTxPP-constructed.xlsx
// (molter-TTxPP-constructed-rK.xlsx for a shorter event).
//
// The event as the tournament report gives it (-name, -city, -federation,
// -start, -end, -round-dates, -arbiter, -deputy, -time-control,
// -time-code, as berger takes them and checks them) is kept in the last
// sheet, FIDE report (Rapport FIDE), under the same defined names as
// berger's Event sheet: the first sheet, Event, is the event's guide.
//
// # mkxlsx varma
//
// Writes the Varma draw sheet for N players (9 to 64): the groups, the
// slips of the envelopes (one per pairing number, by big envelope), the
// drawing order and the players by pairing number. With -players (name and
// affinity per line, as pairings varma-draw reads; or a header row with
// name and affinity, federation or club) the workbook holds the program's
// draw: reproducible with -seed, from a strong random source without;
// which contingents are kept apart in the last three rounds is stated.
// Without it the drawing order is a form to fill in. Default output file:
// varma-NN.xlsx.
//
// # mkxlsx molter-grades
//
// Writes the grade matrix of the Molter tables, molter-grades.xlsx
// by default: the sheet Constructed has a row per constructed shape (3 to
// 30 teams of 2 to 16 players) and a column per event length (1 to 15
// rounds), each cell the grade (A, or B and the measures that fall short);
// the sheet Document a row per configuration of 004, the grades of its
// events, then those of the constructed table of the same shape ("–": no
// such event). pairings molter-report gives each measure.
//
// # mkxlsx rutsch, scheveningen, team
//
// rutsch writes a round robin of N players (3 to 64) run by the Rutsch
// system (003): the seating plan (left and right seats of each table per
// round, grey seats black, the exempt player), the tables of each round
// with one result cell per game, and each player's points and place.
// -players reads names as berger does; the wall sheet, the result slips and
// -round-per-page are berger's. Output rutsch-NN.xlsx.
//
// scheveningen writes the match sheet of two teams of M players (1 to 30),
// single or -double: the teams and players (names to fill in, or from
// -teams-file, A then B, as molter reads it), one result cell per board,
// each round's score and the match score by formula, and berger's wall
// sheet and result slips. Output scheveningen-MM.xlsx
// (scheveningen-MM-double.xlsx).
//
// team writes a team round robin of N teams (3 to 64) with home and away
// (003): Berger round 1 played at one venue last (default), first, or not
// at all (-central), the other rounds in the normal or -reverse order; with
// -double, home and away (no central round: the second cycle plays every
// match of the first at the other ground, its Leg column naming the round
// of the first leg). The
// teams sheet gives each team's complementary number, counts its home,
// away and neutral matches and byes by formula, and shows its line-up (a
// column per player, board order: defined name LineUps) from its roster on
// the Rosters sheet; each board's
// result is typed once, on the Boards sheet (a row per board game, round
// then match then board order, defined name BoardResults, the results of
// an individual game: 1-0, ½-½, 0-1, +/-, -/+, -/-, white first, the home
// team white on the odd boards; the home and away players of each board,
// BoardHomePlayers and BoardAwayPlayers, the roster's k-th player on board
// k by formula, each a drop-down of the team's roster to choose another;
// white's and black's columns show them); the schedule's two scores of each match
// follow by formula once its boards (-boards B, 1 to 20, default 4) are all
// typed, its check column saying how many are when some are missing, or
// that a game played over the board lacks a player's name; the
// match sheets give each match a block to print for the captains, titled
// with the round's date and time from the Event sheet, read home first: each board the home player's colour and name, the result as
// the home team's and the away team's points (a "1-0" typed where the home
// player has black reads "0-1"), the away player's name and colour, then
// the match total, all by formula (defined name MatchSheets); the
// standings rank by match points, then board points. The match points of
// a win, a draw, a loss and a match forfeited are the Standings sheet's,
// row 1 (defined names MatchPointsWin, MatchPointsDraw, MatchPointsLoss,
// MatchPointsForfeit), which the arbiter may change: -match-points W,D,L
// sets them (default 2,1,0; FFE interclubs 3,2,1,0), each a number from 0
// to 100, and a fourth value F the points of a match forfeited (without
// it, a forfeit scores as a loss). A team forfeits a match when every one
// of its boards is lost by forfeit (-/+ or -/- where it has white, +/- or
// -/- where it has black): it scores F, whatever the board points, and its
// opponent scores as the board points say (a win, or a draw when both
// forfeited every board, each then scoring F). The guide sheet says which
// cells take input, in the order the arbiter meets them. -teams-file reads the team names (column team or équipe) and
// their players (player1, player2 …), or the long form (below). Output team-NN.xlsx (-first,
// -nocentral, -double, -reverse added to the name).
//
// rutsch, scheveningen and team keep the event as berger does (-name,
// -city, -federation, -start, -end, -round-dates, a date for each round of
// the event, -arbiter, -deputy, -time-control, -time-code) in their last
// sheet, Event (Tournoi), for the tournament report; a bad value is
// refused, naming its flag.
//
// # Every workbook
//
// Every workbook is in one language (-lang): its labels, notes, prompts,
// sheet names and number formats, and where its table comes from
// ("Document 004, tableau 17, imprimé à la ligne 427"). Each family has a
// guide (the Molter workbook's event sheet is one): what to type where, the
// results the cells take, how the standings break ties in words (for
// berger, the order of -tiebreaks), how to print and what is protected. The
// same command with the same inputs writes the same bytes, so that a
// federation can publish checksums (a Varma draw without -seed is drawn
// anew each time).
//
// # mkxlsx all
//
// Writes the default set into DIR (created if needed): every workbook
// family's defaults, today berger-03.xlsx … berger-30.xlsx and
// berger-03-double.xlsx … berger-30-double.xlsx, the Molter workbook of
// every configuration the document covers (molter-03x04.xlsx …
// molter-13x12.xlsx), the blank Varma draw sheets varma-09.xlsx …
// varma-64.xlsx, rutsch-03.xlsx … rutsch-30.xlsx, scheveningen-01.xlsx …
// scheveningen-12-double.xlsx and team-03.xlsx … team-30.xlsx.
//
// # mkxlsx read
//
// Reads back a workbook written by mkxlsx berger, rutsch, team, molter or
// scheveningen and filled in (wholly or in part), by its defined names (the
// family is told by them). For a round robin: every result cell must be
// empty or one of 1-0, ½-½, 0-1, +/-, -/+, -/- (typed as the drop-down list
// has them; "1/2-1/2" or "1-0 " is not), and the player numbers of the
// Pairings sheet must still be the Berger table's. Every problem is named
// with its cell (Pairings!E7), its value and what is allowed, and the run
// exits 1 with nothing printed. The withdrawals typed in the Players sheet's
// column "Withdrew after round" follow the FIDE Tournament Rules 5.4: fewer
// than half the games played, the player's games leave the standings (his
// score stays in the table); half or more, his remaining games are
// forfeits.
//
// The standings are computed in Go, in the workbook's own tie-break order
// (-tiebreaks another), and printed as text (rank order), JSON
// ({"players":[{"number":1,"name":"…","points":6.5,"rank":2,
// "tiebreaks":{"sb":25.75,…}}],"n":10,"cycles":1,"rounds":9,
// "tiebreaks":"sb,wins,de","games":45,"entered":45}, players in
// pairing-number order; "rank" is left out for a player out of the
// standings, "withdrawn_after" and "excluded" added) or as a FIDE
// Tournament Report File (-format trf, TRF-2026 of C.04 Annex 2): the
// header lines from the workbook's Event sheet (012 name, 022 city, 032
// federation, 042 and 052 dates, 102 the arbiter, 112 a line per deputy
// (the deputies separated by ";"), 122 time control,
// 222 its FIDE code, 132 the round dates), each replaced by its flag when
// one is given (-name, -city, -federation, -start, -end, -arbiter,
// -deputy, -time-control, -time-code, -round-dates; dates YYYY-MM-DD), one
// 001 line per player with each round's opponent, colour and result (+ and
// - for forfeits, Z for the round without opponent of an odd N), and the
// TRF-2026 lines 142 (number of rounds), 192 (FIDE_ROUNDROBIN or
// FIDE_DOUBLEROUNDROBIN; left out for a Rutsch rotation or more cycles,
// which have no code), 202 (the tie-breaks' C.07 codes, SB,WIN,DE …) and
// 212 (PTS, then the same). The rounds written go up to the last with a
// result (or a withdrawal's forfeit, which the standings count): a game of those still without result is written as no game
// (0000, -, blank result, which TRF-2026 reads as Z), each said in a ###
// comment line; a blank workbook, its players named, gives the header and
// the players alone.
// The points and ranks are the standings' (the wall's, and -format
// text's). A player excluded after withdrawing with fewer than half his
// games played (FIDE Tournament Rules 5.4 a) keeps his games as played,
// in his line and his opponents', for rating, and his unplayed ones as
// forfeits, as the cross table prints them; the standings annul them for
// everyone else, and the report says so as TRF-2026 allows: a record 299
// ("abnormal assignment points": type W, D or + at column 5, 0.0 at
// 14-17, the round at 20-22, the players from 24) counts each annulled
// result of his opponents 0.0, and ### lines name him and each game
// annulled; each 001 line's points are its results with those records
// applied; he is ranked after the others. A reader that knows no record
// 299 and checks each line's points against its results (FIDE TEC's
// TieBreakServer) refuses such a file. FIDE id, title, birth date, sex
// and the name as FIDE spells it come from the Players sheet's columns; a
// federation cell that is not one of FIDE's codes is refused, naming its
// cell (in an older workbook, without a club column, a value there that
// is not a FIDE code, a club typed as the workbook asked then, is read as
// the club). -players gives them
// again for a workbook without those columns, or to correct them (optional
// columns "fide id", "title", "birth date", "sex"; the names must be the
// workbook's, in pairing-number order); with a first name column the name
// is written "DUPONT, Jerome", as FIDE spells it. The whole file is ASCII,
// so that readers counting bytes and readers counting characters read the
// same columns: accents dropped ("Étienne" is "Etienne"), the letters that
// do not decompose spelled in Latin letters (Ø O, ß ss, Ł L, Æ AE, Œ OE,
// Đ D, Þ TH); a name with a letter that has no ASCII spelling (Cyrillic,
// Chinese) is refused, naming the player and the field; the workbook keeps
// the names as typed.
//
// A team round robin (mkxlsx team) is read back the same way: every board
// result one of the six (the teams beside it checked against the
// schedule, one of 003's), a match counted once all its boards are typed
// (a workbook of an older mkxlsx, without BoardResults: its typed scores,
// every score cell empty or a number of half points, both scores of a
// match or neither); the standings are match points, then board points,
// as the workbook ranks: the workbook's match points (MatchPointsWin, …,
// the text's first line and the JSON's "match_points_win_draw_loss",
// "match_points_forfeit" and "match_points_from" say which), or those of
// -match-points W,D,L[,F] (each a number from 0 to 100, refused otherwise,
// naming the flag and the value: "nan" is not a number); a workbook of an
// older mkxlsx, without them, reads with 2,1,0 and says so on standard
// error; with the FFE's Sonneborn-Berger on match points as a
// further column (text, or JSON {"teams":[…],…,"boards":4,"line_ups":[[…]],
// "board_results":[{"round":1,"match":1,"board":1,"white_team":1,
// "white":"…","black_team":6,"black":"…","result":"1-0",
// "cell":"Boards!F2"}]}). -match-points is refused for any other workbook,
// where it has nothing to count.
//
// The team tie-breaks of FIDE C.07 (edition of 1 March 2026) a team round
// robin takes, by their TRF-2026 codes (internal/teamrank says how each is
// computed): GP (game points), MPVGP, WIN, WON, SB, ESB, EMMSB, EMGSB,
// EGMSB, EGGSB, BC (board count, lower is better), SSSC, and DE, EDE, EDET,
// EDEB, TBR, BBE, which rank the teams still tied after the criteria before them (their
// value is the place within the tied group, 0 when it is not split). The
// text output adds a table of every code; the JSON a "tiebreaks" object per
// team keyed by code ({"GP":12,"ESB":39,…}) and the order as "tiebreaks"
// ("GP"). -tiebreaks sets the order after the match points (-tiebreaks
// GP,EDE,ESB, in any case; GPTS is GP): the ranking, the DE/EDE/EDET/EDEB/
// TBR/BBE values and the TRF's 202 (GPTS,EDE,ESB) and 212 (MPTS,GPTS,EDE,ESB)
// follow it; by default GP, the workbook's ranking. The values equal those
// of FIDE TEC's reference checker (github.com/OttoMilvang/TieBreakServer)
// on the TRF written (cmd/mkxlsx/teamtiebreaks_test.go). -tiebreaks names
// the tie-breaks of players for a round robin, those of teams for a team
// round robin, and is refused for a Molter event or a Scheveningen match,
// which rank as their workbooks do (they play no matches between teams:
// C.07's team tie-breaks do not apply).
//
// Teams files: the wide form is one row a team (team, player1, player2 …,
// names only); the long form is one row a player, a column team (équipe)
// and the columns of a player list (name, first name, rating, federation,
// club, FIDE id, title, birth date, sex, as -players reads them), the rows
// of a team in roster order or numbered by a column board (order, ordre,
// échiquier); a roster may be longer than the boards (reserves: molter and
// scheveningen take the first P or M players into the event, the others
// stay on the roster). team, molter and scheveningen keep the rosters on a
// Rosters sheet (Effectifs), last, printed: one row a player, two blank
// rows a team to add one, defined names RosterTeams (the team's number, 1
// for A), RosterNames, RosterRatings, RosterFederations, RosterFideIDs,
// RosterTitles, RosterBirthDates, RosterSexes, RosterFideNames.
//
// read checks a team round robin's line-ups: each board's player on his
// team's roster and on one board of a match, else refused naming the cell
// (a name typed over the white or black column's formula too); a line-up
// that breaks the roster order (a player above one placed before him) is
// a warning on stderr.
//
// Nothing typed is ignored: a cell the workbook computes that holds a
// typed value instead of its formula (or whose formula was deleted) is
// refused, exit 1, naming the cell and where to type instead. Those cells
// are a team round robin's match scores (HomeScores, AwayScores: an
// arbiter used to the workbooks that took them typed), its standings on
// the Teams and Standings sheets (TeamStandings) and its match sheets
// (MatchSheets); a round robin's
// Points, SonnebornBerger, Wins, Rank, ResultsEntered and InvalidResults;
// a Molter event's TeamPoints, TeamBerlin, PlayerPoints, PlayerWins and
// PlayerRank; a Scheveningen match's ScoreA, ScoreB, RoundScoreA,
// RoundScoreB, PlayerPointsA and PlayerPointsB:
//
//	Schedule!F2: "3" typed over the workbook's formula: the workbook computes
//	the match score (HomeScores) from the match's board results: type each
//	board's result on the Boards sheet, in Boards!F2:F5; put the formula back …
//
// The TRF of a team event (team round robin, Molter, Scheveningen) has a
// 001 line per roster player, numbered team after team in roster order
// (reserves without games too; an older team round robin without rosters:
// its line-up, then the players named on the Boards sheet; a Molter or
// Scheveningen team's players in order, then its reserves), with all his
// roster row gives (rating, federation, FIDE id, title, birth date, sex,
// FIDE's "Last, First" name), each game under the player the board names;
// an event without any player named is refused, saying where to type
// them. The rounds up to the last with a
// result typed (a player without a game in one of them: 0000 - Z; a
// forfeit against a board without a player: 0000 - +), and the team lines
// of TRF-2026: 082 (teams), 310 per team (name, match and game points,
// rank, its players), for a team round robin 352 (WBWB…), 362 (the match
// points of a win, a draw and a loss used: TRF-2026 has no code for a
// match forfeited, whose points are in the 310 lines' match points), 320 (the exempt team of each round, odd N), 330 (a match
// forfeited on every board) and 300 (a team's players on the boards of a
// match where they are not in its 310 order, or a board left unoccupied);
// 192 is FIDE_TEAM_ROUNDROBIN or
// FIDE_TEAM_DOUBLEROUNDROBIN, FIDE_SCHEVENINGEN or FIDE_DOUBLESCHEVENINGEN
// (with 362 and the match points of the one match), CUSTOM_ROUNDROBIN for
// a Molter event (no code of its own; its teams meet in no matches: match
// points 0.0, no 352 or 362). The strength factor of 310 is 0 (the team
// workbooks hold no ratings). The header lines come from the workbook's
// Event sheet (a Molter workbook's FIDE report sheet), each replaced by its
// flag when one is given, as for a round robin; a workbook of an older
// mkxlsx, without that sheet, takes them from the flags alone. -players is
// refused: the players are the workbook's.
//
// A Rutsch workbook (mkxlsx rutsch) is a round robin seated by the Rutsch
// rotation of 003 and is read as one: its player numbers must be the
// Rutsch table's, and it ranks on points alone, as the workbook does
// (-tiebreaks adds criteria); TRF too.
//
// A Molter workbook (mkxlsx molter) is read the same way: every result cell
// of the Pairings sheet checked; the table is the document's table for the
// workbook's number of teams and players whose first rounds are the
// pairings in the file (the one the event sheet names first), else the
// table constructed for that shape (-source constructed; "table":
// "constructed", chosen by the pairings alone, not the event sheet's
// words: where its rounds equal a document's, the document's is named), and every
// symbol (C, F) or hidden player id and team (I to L) that differs from it
// is named ("Pairings!C5: "A9": Tableau 4 has A4 (round 1): the pairings
// were changed"). The standings are the workbook's (004): the teams by
// points, Berlin, individual wins, direct encounter and top boards, the
// players by points; text, or JSON {"teams":[{"letter":"A","name":"…",
// "points":14,"rank":1,"tiebreaks":{"berlin":…,"wins":…,"direct":…},
// "top_boards":[…]}],"players":[{"symbol":"A1","team":"A","order":1,
// "name":"…","points":3,"rank":2,"tiebreaks":{"wins":2}}],
// "system":"molter","table":"17","players_per_team":6,"rounds":5,
// "games":105,"entered":105}.
//
// A Scheveningen match sheet (mkxlsx scheveningen) is read the same way
// (the symbols and the hidden board numbers checked against the
// Scheveningen table, single or double by the number of games): the match
// score (the teams' points; rank 1 for the winner, 1 and 1 for a drawn
// match), each round's score and each player's points, in the JSON shape of
// the Molter event with "system":"scheveningen" and "round_scores" (A's and
// B's points each round). -tiebreaks is refused for Molter and
// Scheveningen workbooks (exit 2).
//
// A workbook read back may come from anyone: FILE is "-" for standard
// input, and whatever FILE is, the reading is bounded and checked before it
// happens (sheets/readback/open.go holds the limits and their reasons).
// A FIFO, a device or a directory is refused before it is opened; a file
// over 64 MiB, a zip of more than 256 entries or that unpacks to more than
// 160 MiB, a sheet of more than 16384 merged ranges, 65536 rows or 1.5
// million cells (counting the empty ones before a cell in its row), more
// than 1000 players or 32768 result rows are refused before they are
// read; a file
// that is not a workbook is named (empty, text or CSV, an .xls, a
// password-protected workbook, an .ods, a damaged or truncated zip); no
// temporary file is written. A cell is read as the spreadsheet stores it,
// not as its number format shows it: a formula's result is the value the
// spreadsheet saved with it, and a formula saved without one is refused
// ("recalculate and save"); merged cells among the cells to type in are
// refused; numbers are decimal (never inf, NaN or hexadecimal); a team
// match's scores are half points from 0 to the boards (the workbook's data
// validation says how many) adding up to the boards. The names a workbook
// holds reach the terminal with every character that is not printable
// escaped (\x0a, \u2028), the JSON with it as \uNNNN, and the TRF not at all:
// it is refused there, naming the player and the field, as the header
// flags holding one are. A workbook with many bad cells is told with the
// first five of each kind of problem and the count of the others, each
// value quoted to 60 characters.
//
// Before writing the TRF, read names on standard error, with the flag and
// the workbook cell that give it, each thing FIDE's rating needs that the
// report lacks: the header lines TRF-2026 marks mandatory for rating (012
// name, 022 city, 032 federation, 042 and 052 dates, 102 chief arbiter,
// 132 round dates) and each player's FIDE number (with its cell); the
// report is written all the same, and -strict refuses it instead (exit 1,
// nothing written). A workbook with no player named is refused (exit 2).
// The same holds for the report of a team event (team round robin, Molter,
// Scheveningen): each roster player without a FIDE id is named with his
// cell on the Rosters sheet (RosterFideIDs).
// A time code whose base is under three minutes (-time-code 90+30, or the
// same in the Event sheet) is refused with its likely meaning: "a base of
// 90 seconds; 90 minutes is 5400+30".
//
// # Input files
//
// A player list (-players) has a header row with the column "name" and
// optionally "first name", "rating", "federation" (one of FIDE's codes,
// FRA, or FID for FIDE's flag),
// "club" and, for mkxlsx read's TRF, "fide id", "title" (GM, IM, WGM, FM,
// WIM, CM, WFM, WCM), "birth date" (YYYY-MM-DD, DD/MM/YYYY or YYYY) and
// "sex" (m or w); other columns are ignored. The headers may be French, in
// any case and with or without accents: nom, prénom, elo or classement,
// fédération, club, code fide or n° fide, titre, date de naissance or né
// le, sexe; a teams file's équipe and joueur 1, joueur 2, … A first name
// column is joined after the name ("DUPONT Jérôme") as the workbook shows
// it. The list files
// (-players, -teams-file) are read in UTF-8 (a byte-order
// mark skipped), in UTF-16 when they start with its byte-order mark (Excel's
// "Unicode text", tab-separated), or in Latin-1 (Windows-1252) with
// -encoding latin1; commas, semicolons or tabs separate the fields. A file
// is refused, naming its line, when it is not in its encoding ("save it as
// UTF-8, or give -encoding latin1"), holds a NUL, a control character or
// the replacement character U+FFFD, is larger than 1 MiB, has more than
// 10000 lines or a field longer than 200 characters. Numbers, in flags and
// files, are decimal: -n 010 is ten.
//
// A list is read as Excel saves it: the rows of separators alone that it
// leaves below a list (";;;") are skipped; a rating is read as Excel
// formats it, digits grouped by three with a space or a no-break space
// ("2 254", U+00A0 or U+202F in French Excel), a comma or a dot ("2,254",
// "2.254": a rating has four digits at most), or with a decimal comma or
// dot and zeros ("2105,0", "2105.00"); "2105,5" (not a whole number),
// "22 54" (grouped wrong), a sign or a rating beyond 4000 are refused,
// saying why. Every bad line is reported, each with its column (the first
// ten, then how many more); a player listed twice (the same FIDE id, or the
// same name and birth date) is refused, naming both lines; a federation is
// one of FIDE's codes (internal/trf/federations.txt, FIDE's list of member
// federations): "XYZ" is refused, "FRANCE" answered "France is FRA".
//
// # Files
//
// mkxlsx never overwrites an existing file unless -force is given; `all`
// checks every target before writing any. It writes only regular files:
// a directory, a named pipe, a device, a socket or a symbolic link at the
// path is refused, even with -force, with what is there. A replaced file
// keeps its permissions; a new one has those the umask allows. Each file is
// written to a temporary file in the same directory, then renamed, so an
// interrupted run (SIGINT or SIGTERM, which also remove the temporary
// files) leaves the old file whole and no half-written workbook. -o -
// writes the workbook to standard output (not a terminal) and the line
// saying what was written to standard error.
//
// # Exit status
//
// 0 on success and for help; 2 for bad usage or input (an unknown command
// or flag, an argument, N out of range, an unreadable or malformed CSV, an
// unknown tie-break), with a message naming the problem and no file
// written; 1 when a file exists without -force, something other than a
// regular file is at the path, or the file cannot be written; 130 or 143
// when interrupted by SIGINT or SIGTERM. README.md's "What the commands
// refuse" lists every refusal.
//
// # Adding a workbook family
//
// Each family lives in its own file of this package (berger.go is the
// model): a type for its flags, which embeds bookFlags (-o, -force, -lang,
// -title, -place, -dates, -encoding) and defines the rest in a define
// method; its run,
// which checks the input (fail for bad input: exit 2), builds the workbook
// with package sheets and writes it with bookFlags.write (the overwrite
// check and the atomic write); and its default set for `mkxlsx all`. The
// command (usage, summary, flags, run) joins the list commands in main.go,
// the set the list sets; its usage lines go in the usage above and in the
// README's command line, the same text, and each flag in its section here
// (TestManual).
package main
