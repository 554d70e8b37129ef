package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/toutesrondes/toutesrondes/internal/csvin"
	"github.com/toutesrondes/toutesrondes/sheets"
)

// commands are the subcommands, in the order of the help: the usage and
// summary of each here, its flags and run in its workbook family's file.
var commands = []*cli.Command{
	cli.New("all -dir DIR [-lang en|fr] "+headerFlags,
		"write the default workbook set into DIR", (*allFlags).define, runAll).NoArgs(),
	cli.New(usage("berger -n N [-o file.xlsx] [-double | -cycles K] [-swap=false]",
		"[-players p.csv [-encoding latin1]] [-draw [-seed S] | -order list|rating|varma] [-draw-date D]",
		"[-tiebreaks de,wins,sb,koya | fide | documents] [-round-per-page] [-lang en|fr]",
		headerFlags, eventUsage, eventUsage2),
		"write the workbook of an individual round robin (Berger tables)", (*bergerFlags).define, runBerger).NoArgs().Count("n"),
	cli.New(usage("molter (-teams T -players P | -table N) [-rounds K] [-source document|constructed|best] [-construction layered|search]",
		"[-teams-file t.csv [-encoding latin1]] [-o file.xlsx] [-lang en|fr] "+headerFlags,
		eventUsage, eventUsage2),
		"write the workbook of a Molter team event (004)", (*molterFlags).define, runMolter).NoArgs().Count("teams", "players"),
	cli.New("molter-grades [-o file.xlsx] [-lang en|fr] "+headerFlags,
		"write the grade matrix of the Molter tables: every constructed event, and the document's beside", (*molterGradesFlags).define, runMolterGrades).NoArgs(),
	cli.New(usage("read FILE.xlsx [-format text|json|trf] [-strict] [-tiebreaks sb,wins,de] [-match-points W,D,L[,F]]",
		"[-lang en|fr] [-players p.csv [-encoding latin1]] [-name N] [-city C] [-federation F] [-start D] [-end D]",
		"[-arbiter A] [-deputy A] [-time-control T] [-time-code C] [-round-dates D1,D2,…]"),
		"read a filled workbook back (round robin, Rutsch, team, Molter, Scheveningen): check its results, compute the standings", (*readFlags).define, runRead),
	cli.New(usage("rutsch -n N [-players p.csv [-encoding latin1]] [-draw [-seed S] | -order list|rating] [-draw-date D]",
		"[-o file.xlsx] [-round-per-page] [-lang en|fr] "+headerFlags,
		eventUsage, eventUsage2),
		"write the Rutsch seating plan of a round robin (003)", (*rutschFlags).define, runRutsch).NoArgs().Count("n"),
	cli.New(usage("scheveningen -m M [-double] [-teams-file t.csv [-encoding latin1]] [-o file.xlsx] [-lang en|fr]",
		headerFlags, eventUsage, eventUsage2),
		"write the match sheet of a Scheveningen match between two teams", (*scheveningenFlags).define, runScheveningen).NoArgs().Count("m"),
	cli.New(usage("team -n N [-central last|first|none] [-reverse] [-double] [-boards B] [-match-points W,D,L[,F]]",
		"[-teams-file t.csv [-encoding latin1]] [-o file.xlsx] [-lang en|fr] "+headerFlags,
		eventUsage, eventUsage2),
		"write the workbook of a team round robin with home and away (003)", (*teamFlags).define, runTeam).NoArgs().Count("n"),
	cli.New(usage("varma -n N [-players p.csv [-encoding latin1] [-seed S]] [-o file.xlsx] [-lang en|fr]",
		headerFlags),
		"write the Varma draw sheet (restricted drawing of lots) for N players", (*varmaFlags).define, runVarma).NoArgs().Count("n"),
}

// headerFlags end every command's usage: the page header's flags of
// setOptions, and -force. The usages are the manual's (doc.go's usage
// lines, the README's command line: TestManual).
const headerFlags = "[-title T] [-place P] [-dates D] [-force]"

// eventUsage and eventUsage2 are the flags of the event as the tournament
// report gives it, kept in the workbook (eventFlags).
const (
	eventUsage  = "[-name N] [-city C] [-federation F] [-start D] [-end D] [-round-dates D1,D2,…]"
	eventUsage2 = "[-arbiter A] [-deputy A] [-time-control T] [-time-code C]"
)

// usage is a usage of several lines, each after the first indented as the
// help prints it, under the program's name.
func usage(lines ...string) string { return strings.Join(lines, "\n       ") }

// sets are the families' default sets, written by `mkxlsx all` in this
// order.
var sets = []func(setOptions) []output{
	bergerSet,
	molterSet,
	rutschSet,
	schevSet,
	teamSet,
	varmaSet,
}

// output is one workbook: its file name and its builder.
type output struct {
	Name  string
	Write func(w io.Writer) error
}

// book is the workbook v, named name, that write builds.
func book[T any](name string, v T, write func(io.Writer, T) error) output {
	return output{Name: name, Write: func(w io.Writer) error { return write(w, v) }}
}

// failed is a workbook of a default set that cannot be made: writing it
// fails with err, so that the run stops there and names it.
func failed(name string, err error) output {
	return output{Name: name, Write: func(io.Writer) error { return err }}
}

// sizedName is the file name of a family's workbook for n players, the
// size in two digits (rutsch-07.xlsx).
func sizedName(family string, n int) string { return fmt.Sprintf("%s-%02d.xlsx", family, n) }

// eachSize is the workbook of each size from lo to hi.
func eachSize(lo, hi int, book func(n int) output) []output {
	var outs []output
	for n := lo; n <= hi; n++ {
		outs = append(outs, book(n))
	}
	return outs
}

func main() {
	stopOnSignal()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command, testable without a process.
func run(args []string, stdout, stderr io.Writer) int {
	p := program()
	return p.Run(args, stdout, stderr)
}

// program is mkxlsx's command line.
func program() cli.Program {
	return cli.Program{Name: "mkxlsx", Synopsis: "COMMAND [flags]  (mkxlsx help COMMAND for its flags)", Commands: commands, LangFlag: true}
}

// fail reports bad flags or input: exit status 2, nothing written.
func fail(format string, a ...any) error { return cli.Inputf(format, a...) }

// setOptions are the flags every workbook honours, `mkxlsx all` included:
// -lang, -title, -place and -dates.
type setOptions struct {
	Lang  sheets.Lang
	Event sheets.Event
}

func (o *setOptions) define(fs *flag.FlagSet) {
	o.Lang = sheets.English
	fs.Func("lang", "labels and sheet names: en or fr (default en)", func(s string) error {
		l, err := sheets.ParseLang(s)
		o.Lang = l
		return err
	})
	fs.StringVar(&o.Event.Title, "title", "", "tournament name for the page header")
	fs.StringVar(&o.Event.Place, "place", "", "place for the page header")
	fs.StringVar(&o.Event.Dates, "dates", "", "dates for the page header")
}

// bookFlags are the flags of every command that writes one workbook: those
// of setOptions, -o, -force and -encoding (of its list file).
type bookFlags struct {
	setOptions
	out   string
	force bool
	enc   csvin.Encoding
}

// define adds the flags; name is the default output file, as the help
// spells it ("berger-NN.xlsx").
func (b *bookFlags) define(fs *flag.FlagSet, name string) {
	b.defineOutput(fs, name)
	fs.Func("encoding", "encoding of the list file without a byte-order mark: "+csvin.Encodings+" (default utf-8; UTF-16 is read by its byte-order mark)", func(s string) error {
		e, err := csvin.ParseEncoding(s)
		b.enc = e
		return err
	})
}

// defineOutput adds the flags of a command that reads no list: all but
// -encoding, which it would ignore.
func (b *bookFlags) defineOutput(fs *flag.FlagSet, name string) {
	b.setOptions.define(fs)
	fs.StringVar(&b.out, "o", "", "output file (default "+name+")")
	fs.BoolVar(&b.force, "force", false, "overwrite an existing file")
}

// build runs a workbook builder into memory, so that a failure leaves no
// file behind at all.
func build(write func(io.Writer) error) ([]byte, error) {
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

type allFlags struct {
	setOptions
	dir   string
	force bool
}

func (o *allFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&o.dir, "dir", "", "output directory (required)")
	fs.BoolVar(&o.force, "force", false, "overwrite existing files")
	o.setOptions.define(fs)
}

func runAll(c *cli.Call, o *allFlags) error {
	if o.dir == "" {
		return fail("-dir is required")
	}
	if err := o.Event.Validate(); err != nil {
		return fail("%v", err)
	}
	var outs []output
	for _, s := range sets {
		outs = append(outs, s(o.setOptions)...)
	}
	for _, out := range outs { // every target checked before the first is written
		if _, err := checkTarget(filepath.Join(o.dir, out.Name), o.force); err != nil {
			return fmt.Errorf("%w; nothing written", err)
		}
	}
	if err := os.MkdirAll(o.dir, 0o755); err != nil {
		return err
	}
	// Build on every core, write in order: building is the slow part.
	type result struct {
		data []byte
		err  error
	}
	results := make([]chan result, len(outs))
	work := make(chan int)
	for i := range results {
		results[i] = make(chan result, 1)
	}
	for range runtime.GOMAXPROCS(0) {
		go func() {
			for i := range work {
				data, err := build(outs[i].Write)
				results[i] <- result{data, err}
			}
		}()
	}
	go func() {
		defer close(work)
		for i := range outs {
			work <- i
		}
	}()
	for i, out := range outs {
		r := <-results[i]
		if r.err != nil {
			return fmt.Errorf("%s: %w", out.Name, r.err)
		}
		if err := writeOutput(filepath.Join(o.dir, out.Name), r.data, o.force); err != nil {
			return err
		}
	}
	fmt.Fprint(c.Stdout, c.Lang.F("wrote %d workbooks to %s\n", len(outs), cli.Escape(shownDir(o.dir))))
	return nil
}

// shownDir is dir as the report names it: as given when it lies below the
// working directory, else absolute. go generate runs "all -dir ../out" in
// package sheets, and "../out" read from the top of the repository sent
// the user to the wrong place.
func shownDir(dir string) string {
	if filepath.IsLocal(dir) {
		return dir
	}
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}
