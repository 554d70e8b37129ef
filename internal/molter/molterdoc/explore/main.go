// Command explore lists the corrections of k cells of a printed Molter
// table that make every configuration made from it pass: a tool for writing
// errata, not a check. Usage, from the module root:
//
//	go run ./internal/molter/molterdoc/explore TABLE K [partial]
//	go run ./internal/molter/molterdoc/explore 004/40 2
package main

import (
	"fmt"
	"log"
	"os"
	"strconv"

	"github.com/toutesrondes/toutesrondes/internal/molter/molterdoc"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("explore: ")
	if len(os.Args) < 3 || len(os.Args) > 4 {
		log.Fatal("usage: explore TABLE K [partial]")
	}
	k, err := strconv.Atoi(os.Args[2])
	if err != nil || k < 1 {
		log.Fatalf("K %q: want a number of cells", os.Args[2])
	}
	sp, err := spec.Load()
	if err != nil {
		log.Fatal(err)
	}
	failing, alts, err := molterdoc.Explore(sp, os.Args[1], k, len(os.Args) == 4)
	if err != nil {
		log.Fatal(err)
	}
	for _, p := range failing {
		fmt.Println(p)
	}
	for _, a := range alts {
		fmt.Println("PASS", a, a.Confirms, a.Contradicts)
	}
	fmt.Println(len(alts), "alternatives")
}
