// Command pairings prints the pairing tables of toutesrondes.
//
// Usage:
//
//	pairings <command> [flags] [arguments]
//
// Flags may come before or after the arguments. Every command takes
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
// Other commands are listed by "pairings help".
//
// Exit status: 0 on success, 2 for bad usage (a message names the flag or
// argument), 1 when writing the output fails.
package main
