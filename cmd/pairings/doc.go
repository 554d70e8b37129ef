// Command pairings prints the pairing tables of toutesrondes.
//
// Usage:
//
//	pairings <command> [flags] [arguments]
//	pairings -version   (the module version and the commit it was built from)
//
// Flags may come before or after the arguments, as -flag value or
// -flag=value; a negative number is an argument ("pairings berger -5" says
// what N must be), and so is everything after "--". Every command takes
// -format text (the default, laid out as the documents print it) or
// -format json.
//
// Commands:
//
//	pairings berger N [-double] [-swap=false] [-cycles K] [-format json]
//	    The Berger table for N players (2 to 100000; odd N: the highest
//	    number N+1 is the bye). -double plays two cycles, the second with
//	    colours reversed; the last two rounds of the first cycle are swapped
//	    (FIDE's advice) unless -swap=false. -cycles K plays K cycles.
//	    Text: one line per round, "R1  1 – 10  2 – 9 …", the bye as "(bye 9)".
//	    JSON: {"system":"berger","players":N,"cycles":C,"rounds":[{"round":R,
//	    "boards":[{"board":B,"white":W,"black":K},…],"bye":P},…]} ("bye" is
//	    absent when nobody has the bye).
//
//	pairings errata [-format json]
//	    The corrections made to the printed tables, with their reasons.
//	    JSON: a list of {"document":…,"table":…,"round":R,"board":B,
//	    "printed":"W-B","corrected":"W-B","reason":…} (0 for a round or board
//	    that does not apply).
//
//	pairings molter T P [-report] [-format json]
//	pairings molter -table N [-report] [-format json]
//	    The Molter table for T teams of P players (a printed or derived
//	    Tableau of 004), or the document's Tableau N (e.g. 17, 17a),
//	    printed as the document does: board numbers leading each line, one
//	    column per round, then the autonomous round. An uncovered
//	    configuration names the nearest covered ones. -report adds the
//	    checks that hold and the balance (team pairs per round and period,
//	    team whites per round). A table with a defect (an autonomous round
//	    the document never prints whole) says so.
//	    JSON: {"system":"molter","table":"17","teams":7,"players":12,
//	    "rounds":[{"round":1,"boards":[{"board":1,"white":"A1","black":"D1"},
//	    …]},…],"autonomous":{"boards":[…]}} ("autonomous" absent when the
//	    table has none).
//
//	pairings molter T P -rounds R [-source document|constructed|best] [-construction layered|search] [-format json]
//	pairings molter -table N -rounds R [-format json]
//	    An event of R rounds (1 or more), served as mkxlsx molter
//	    serves it (molter.Serve). The document's table where it
//	    covers T P (its main rounds, the autonomous round last for an odd
//	    R), else the table constructed for T P: 3 to 64 teams of 2 to 16
//	    players (even), 1 to T-1 rounds (up to 30 teams graded in advance,
//	    beyond built and graded when asked), teams A–Z without I then AA, AB, ….
//	    Each constructed event is made by the layered construction or the
//	    offline search, whichever grades better; -construction layered or
//	    search takes the other where it is kept (better in the published
//	    contract's order: pairings molter-report lists it). -source
//	    constructed answers for every such shape,
//	    document shapes included; -rounds defaults to the document's event
//	    (its longest), else to the most rounds constructed. The text and
//	    JSON say the source and the grade: A when every measure of quality
//	    is at its proven best, else B and the measures that fall short
//	    (1: pairs of teams met evenly and as many distinct teams as possible
//	    after every round; 2: floaters balanced per team; 3: descents spread
//	    over the teams; 4: a team's boards spread over the others in a
//	    round; 5: each team's whites exactly P/2 every round). Every
//	    constructed event keeps the hard rules: each player once a round,
//	    never a team-mate, no team met twice by a player, order numbers equal
//	    (odd T: one cross board between 2k-1 and 2k a block and round, nobody
//	    crossing twice), colours alternating by periods of two rounds, never
//	    three in a row, each team's whites P/2 ± 1 a round and P every two
//	    rounds. A document event that breaks them is refused with the reason
//	    (Peyrin's table as 2 rounds: A1 meets team B twice). 13 teams of 10
//	    and 12, whose autonomous round the document never prints whole, play
//	    1 or 3 rounds with one built to the document's rules (no team met
//	    again, one cross board a block, white on half of each team's boards),
//	    marked "not printed, built".
//	    JSON: as above plus "source" and "grade", and in "autonomous"
//	    "follows": the main rounds it may follow (1 to follows).
//
//	pairings molter -list [-format json]
//	    Every event served: teams, players, rounds, source, table, grade.
//
//	pairings molter-report [-suggest] [-format text|csv|json]
//	    Every event served, document and constructed: whether it keeps the
//	    hard rules (the rules it breaks), each measure of
//	    quality with its proven best (an arithmetic lower bound), and the
//	    grade; the text ends with the grade counts per source. -suggest
//	    adds, for the document's events below A, the best exchange of two
//	    players of one round between two boards that keeps every hard rule
//	    and lifts the grade, with the measures before and after: suggested
//	    corrections, never applied (29a boards 7 and 9: C2 – A2, E2 – H2
//	    instead of E2 – A2, C2 – H2, so that A and E no longer meet twice).
//	    Each event is graded on the published scale too (the contract of the
//	    one other open-source program serving Molter tables): JSON keys
//	    published_broken, i1, prefix_deficit, i2, i3, i4, i5, s5_relaxed,
//	    published_points, published_grade; CSV columns published_valid, I1,
//	    prefix, I2, I3, I4, I5, S5relaxed, published_points, published_grade
//	    after the project's own.
//
//	pairings varma N [-format json]
//	    The Varma groups for N players (9 to 64): no two members of a group
//	    meet in the last three rounds (the document's or FIDE's row where it
//	    holds, computed otherwise).
//	    JSON: {"system":"varma","players":N,"groups":[{"name":"A",
//	    "players":[3,4,8]},…]}.
//
//	pairings varma-draw -players p.csv [-encoding latin1] [-seed S] [-format json]
//	    The restricted drawing of lots of the Varma protocol for the players
//	    of p.csv (lines "name,affinity"; a header line "name,affinity" is
//	    skipped): the largest contingent draws first (ties by the affinity's
//	    code, players by name), each from one group large enough for it. -seed
//	    makes the draw reproducible; without it a strong random source is
//	    used. Prints each player's pairing number and which contingents are
//	    kept apart in the last three rounds. -encoding latin1 reads a list
//	    saved in Latin-1 (Windows-1252) without a byte-order mark.
//
//	pairings groups 2K n [-sizes 4,3,3] [-format json]
//	    Directed pairings (003): the fewest groups of the 2K-player Berger
//	    table whose members do not meet in the last n rounds, with the proof
//	    that fewer are impossible; with -sizes, groups of those sizes (the
//	    contingents), or the reason none exist (exit status 2). Then the rows
//	    003 prints for this 2K and n, errata applied, each with its line.
//	    JSON: {"system":"groups","players":2K,"last":n,"groups":[…]}, and
//	    "document":[{"line":L,"corrected":true,"groups":[…]},…] when 003
//	    prints rows for them.
//
//	pairings rutsch N [-format json]
//	    The Rutsch seating plan of 003 for N players (2 to 100000; 2 to 64
//	    from the static tables, larger sizes computed): the players
//	    slide one seat a round; for odd N the player at the bottom is exempt,
//	    for even N one player keeps his table. The colour belongs to the seat.
//	    JSON: {"system":"rutsch","players":N,"rounds":[{"round":R,"tables":
//	    [{"table":T,"left":P,"right":Q,"white":W,"black":K},…],"bye":P},…]}.
//
//	pairings scheveningen m [-double] [-format json]
//	    The Scheveningen match of two teams A and B of m players (1 to 30):
//	    each Ai meets each Bj once; each team has white on half its boards
//	    every round, every player ends with at most one colour more and never
//	    three in a row. -double plays a second cycle, colours reversed. The
//	    table printed in 000/001 (errata applied) is served where it keeps
//	    these rules (m = 4, 6, 8); the others are computed. The text output
//	    says which.
//	    JSON: {"system":"scheveningen","players":m,"rounds":[{"round":1,
//	    "boards":[{"board":1,"white":"A1","black":"B1"},…]},…]}.
//
//	pairings team N [-central last|first|none] [-reverse] [-double] [-format json]
//	    A round robin of N teams with home and away (003): the team named
//	    first receives; Berger round 1 is played at one venue (the central
//	    round, last or first), the other rounds renumbered in order or, with
//	    -reverse, in reverse order; the home and away counts of each team and
//	    its complementary number x+k. With -double the event is played home
//	    and away, as interclub leagues are: the Berger rounds (no central
//	    round), then the same rounds again with home and away reversed, two
//	    rounds next to the seam exchanged so that no team plays three times
//	    at home or away in a row.
//	    JSON: {"system":"team","teams":N,"central":…,"reverse":…,"rounds":
//	    [{"round":R,"berger":B,"central":…,"matches":[{"board":1,"home":H,
//	    "away":A},…]},…]}; with -double also "double":true, and
//	    "return":true on the rounds of the second cycle.
//
// "pairings help" (or -h) lists every command; "pairings help COMMAND" and
// "pairings COMMAND -h" give a command's usage and flags. Help goes to
// standard output.
//
// Where the document has no event of R rounds for T P, the refusal names
// the constructed table that serves it, its grade and the flag
// ("5 rounds: Tableau 26 plays 1 to 3 rounds; the constructed table serves
// 9 teams of 4 players over 5 rounds at grade A: -source constructed (or
// -source best)"); where the document's event grades below the
// constructed one (a valid event above an invalid one, then the published
// letter, the project's grade, the penalty), a note on standard error
// says so. -source best takes the better graded valid table, the
// document's when they grade equal.
//
// Counts are taken as mkxlsx takes them: "pairings berger 10" is
// "pairings berger -n 10" (rutsch, team and varma -n, scheveningen -m,
// molter -teams and -players for T P); given both ways with different
// values, the command line is refused naming both.
//
// Language: the text output and every message are in French with -lang fr
// (every command), else where the locale says French (LC_ALL, LC_MESSAGES,
// then LANG starting with "fr"), English otherwise; the headings follow
// (Round 1 / Ronde 1), the document's titles are quoted as printed. JSON
// is the same in both. A document is named by its title ("Molter system,
// Tableau 26"), never by its file. A mistyped command or flag is answered
// with the nearest one ("did you mean -double?").
//
// Numbers are read in decimal, arguments and flags alike ("010" is ten).
// varma-draw reads its players file as mkxlsx reads its lists (UTF-8, or
// UTF-16 by its byte-order mark, or -encoding latin1; bounded and checked:
// see README.md's "What the commands refuse"). Control characters never
// reach the terminal raw: the text outputs and the messages escape them.
//
// Exit status: 0 on success and for help; 2 for bad usage (a message on
// standard error names the command, flag or argument, followed by the
// usage; groups -sizes whose groups cannot exist: the reason alone); 1 when
// the run fails otherwise (the output cannot be written, no strong random
// source, a search the solver leaves undecided).
package main
