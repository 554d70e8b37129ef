// Package browsertest checks the web site of toutesrondes (make site) in a
// real browser: Debian's headless Chromium, driven by chromedp, against the
// built site served on 127.0.0.1. It is a module of its own so that the
// product does not depend on chromedp.
//
//	cd browsertest && go test ./...
//
// The site is built into a temporary directory from the module above
// (go run ./internal/site), or taken from $TOUTESRONDES_SITE when set; the
// browser is $CHROMIUM, else chromium on PATH. Without a browser the tests
// are skipped, unless TOUTESRONDES_REQUIRE_BROWSER=1 (CI).
package browsertest

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/xuri/excelize/v2"
)

// root is the module of toutesrondes.
const root = ".."

var (
	setupOnce sync.Once
	site      string // the built site
	mkxlsx    string // the native command
	setupErr  error
	work      string
)

func setup(t *testing.T) {
	t.Helper()
	setupOnce.Do(func() {
		work, setupErr = os.MkdirTemp("", "browsertest-")
		if setupErr != nil {
			return
		}
		mkxlsx = filepath.Join(work, "mkxlsx")
		if setupErr = run(root, "go", "build", "-o", mkxlsx, "./cmd/mkxlsx"); setupErr != nil {
			return
		}
		site = os.Getenv("TOUTESRONDES_SITE")
		if site == "" {
			site = filepath.Join(work, "site")
			setupErr = run(root, "go", "run", "./internal/site", "-o", site)
		}
	})
	if setupErr != nil {
		t.Fatal(setupErr)
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	if work != "" {
		os.RemoveAll(work)
	}
	os.Exit(code)
}

func run(dir, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

// serve serves the site on a free port of 127.0.0.1, .wasm as
// application/wasm as make site-serve does, and returns its URL.
func serve(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	files := http.FileServer(http.Dir(site))
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
		}
		files.ServeHTTP(w, r)
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String() + "/"
}

// browserSession is a headless Chromium with downloads into a directory
// and every console error, exception and error log entry recorded.
type browserSession struct {
	ctx       context.Context
	downloads string
	mu        sync.Mutex
	errors    []string
	done      map[string]string // download guid → file name suggested
	names     map[string]string
}

func newBrowser(t *testing.T) *browserSession {
	t.Helper()
	exe := os.Getenv("CHROMIUM")
	if exe == "" {
		exe, _ = exec.LookPath("chromium")
	}
	if exe == "" {
		if os.Getenv("TOUTESRONDES_REQUIRE_BROWSER") == "1" {
			t.Fatal("no chromium (apt-get install chromium), and TOUTESRONDES_REQUIRE_BROWSER=1")
		}
		t.Skip("no chromium on PATH (apt-get install chromium)")
	}
	setup(t)
	// The profile is removed after the browser has stopped (t.TempDir's
	// removal may race its last writes).
	profile, err := os.MkdirTemp("", "browsertest-profile-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(profile) })
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancel3)
	b := &browserSession{ctx: ctx, downloads: t.TempDir(), done: map[string]string{}, names: map[string]string{}}
	chromedp.ListenTarget(ctx, func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.APITypeError || ev.Type == runtime.APITypeAssert {
				var args []string
				for _, a := range ev.Args {
					args = append(args, string(a.Value)+a.Description)
				}
				b.errors = append(b.errors, "console."+string(ev.Type)+": "+strings.Join(args, " "))
			}
		case *runtime.EventExceptionThrown:
			b.errors = append(b.errors, "exception: "+ev.ExceptionDetails.Error())
		case *log.EventEntryAdded:
			if ev.Entry.Level == log.LevelError {
				b.errors = append(b.errors, "log: "+ev.Entry.Text+" "+ev.Entry.URL)
			}
		}
	})
	downloads := func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch ev := ev.(type) {
		case *browser.EventDownloadWillBegin:
			b.names[ev.GUID] = ev.SuggestedFilename
		case *browser.EventDownloadProgress:
			if ev.State == browser.DownloadProgressStateCompleted {
				b.done[ev.GUID] = b.names[ev.GUID]
			}
		}
	}
	// The download events come on the page's session (where the download
	// behaviour is set) or on the browser's, as Chromium's version has it.
	chromedp.ListenTarget(ctx, downloads)
	chromedp.ListenBrowser(ctx, downloads)
	err = chromedp.Run(ctx, log.Enable(),
		browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorAllowAndName).WithDownloadPath(b.downloads).WithEventsEnabled(true))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		for _, e := range b.errors {
			t.Errorf("browser: %s", e)
		}
	})
	return b
}

// download waits for the next completed download named name and returns
// its bytes.
func (b *browserSession) download(t *testing.T, name string) []byte {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		b.mu.Lock()
		for guid, n := range b.done {
			if n == name {
				delete(b.done, guid)
				b.mu.Unlock()
				data, err := os.ReadFile(filepath.Join(b.downloads, guid))
				if err != nil {
					t.Fatal(err)
				}
				return data
			}
		}
		b.mu.Unlock()
		time.Sleep(20 * time.Millisecond)
	}
	var status string
	chromedp.Run(b.ctx, chromedp.Evaluate(`document.getElementById("status").textContent`, &status))
	t.Fatalf("no download of %s; the page says %q", name, status)
	return nil
}

// The event of the tests: a French list, as French Excel saves it.
const joueurs = "Nom;Prénom;Elo;Fédération;Club;Code FIDE;Titre;Né le;Sexe\n" +
	"DUPONT;Jérôme;2105;FRA;Échiquier Nîmois;651234;FM;1990/02/03;M\n" +
	"Lefèvre;Anaïs;1850;FRA;Tour de Lyon;;;1975;F\n" +
	"Martin;Hugo;1720;FRA;Échiquier Nîmois;;;2008;M\n" +
	"Garcia;Inès;1695;ESP;Club de Sète;;;2001;F\n" +
	"Bernard;Paul;1610;FRA;Tour de Lyon;;;1962;M\n" +
	"=Rossi;Lucia;1580;ITA;;;;1999;F\n"

// fields are the event's flags, typed in the page's fields of the same
// names.
var fields = [][2]string{
	{"title", "Open de Nîmes"}, {"place", "Nîmes"}, {"federation", "FRA"},
	{"start", "2026-05-01"}, {"end", "2026-05-05"}, {"arbiter", "Lefèvre, Anaïs"}, {"time-code", "5400+30"},
	{"round-dates", "2026-05-01,2026-05-02,2026-05-03,2026-05-04,2026-05-05"},
}

// TestMakeWorkbook makes a workbook from a French CSV in the make page
// and compares the downloaded bytes with mkxlsx's for the same inputs;
// it logs the time from opening the page to the workbook downloaded.
func TestMakeWorkbook(t *testing.T) {
	b := newBrowser(t)
	url := serve(t)
	dir := t.TempDir()
	list := filepath.Join(dir, "joueurs.csv")
	if err := os.WriteFile(list, []byte(joueurs), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"berger", "-players", list, "-lang", "fr", "-o", filepath.Join(dir, "cli.xlsx")}
	for _, f := range fields {
		args = append(args, "-"+f[0], f[1])
	}
	if err := run(dir, mkxlsx, args...); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(dir, "cli.xlsx"))
	if err != nil {
		t.Fatal(err)
	}

	start := time.Now()
	err = chromedp.Run(b.ctx,
		chromedp.Navigate(url+"make.html?lang=fr"),
		chromedp.Poll(`document.getElementById("status").textContent === "Prêt."`, nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("opening make.html to the program ready (mkxlsx.wasm fetched and compiled): %v", time.Since(start).Round(time.Millisecond))
	actions := []chromedp.Action{
		chromedp.WaitVisible("#f-players-file", chromedp.ByID),
		chromedp.SetUploadFiles("#f-players-file", []string{list}, chromedp.ByID),
		chromedp.Poll(`document.getElementById("f-players").value.includes("Lefèvre")`, nil),
	}
	for _, f := range fields {
		actions = append(actions, chromedp.SetValue("#f-"+f[0], f[1], chromedp.ByID))
	}
	actions = append(actions, chromedp.Poll(`document.getElementById("status").textContent === "Prêt."`, nil),
		chromedp.Click("#go", chromedp.ByID))
	if err := chromedp.Run(b.ctx, actions...); err != nil {
		t.Fatal(err)
	}
	got := b.download(t, "berger-06.xlsx")
	t.Logf("opening make.html to the workbook downloaded: %v", time.Since(start).Round(time.Millisecond))
	if !bytes.Equal(got, want) {
		t.Errorf("the page's workbook (%d bytes) differs from mkxlsx's (%d bytes)", len(got), len(want))
	}
	var status string
	chromedp.Run(b.ctx, chromedp.Text("#status", &status, chromedp.ByID))
	if !strings.Contains(status, "berger-06.xlsx") {
		t.Errorf("status %q, want the command's report", status)
	}

	// A bad input: the command's error, shown, and no download.
	err = chromedp.Run(b.ctx,
		chromedp.SetValue("#f-federation", "France", chromedp.ByID),
		chromedp.Click("#go", chromedp.ByID),
		chromedp.Poll(`document.getElementById("status").className === "bad"`, nil),
		chromedp.Text("#status", &status, chromedp.ByID))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(status, "-federation") {
		t.Errorf("a bad -federation: status %q, want the command's error naming it", status)
	}
}

// TestReadWorkbook reads a filled workbook in the read page and compares
// the standings, the TRF and the JSON with mkxlsx read's.
func TestReadWorkbook(t *testing.T) {
	b := newBrowser(t)
	url := serve(t)
	dir := t.TempDir()
	list := filepath.Join(dir, "joueurs.csv")
	os.WriteFile(list, []byte(joueurs), 0o644)
	book := filepath.Join(dir, "open.xlsx")
	args := []string{"berger", "-players", list, "-lang", "fr", "-o", book}
	for _, f := range fields {
		args = append(args, "-"+f[0], f[1])
	}
	if err := run(dir, mkxlsx, args...); err != nil {
		t.Fatal(err)
	}
	fill(t, book)
	want := map[string]string{}
	for _, format := range []string{"text", "trf", "json"} {
		var stderr bytes.Buffer
		cmd := exec.Command(mkxlsx, "read", book, "-format", format)
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("mkxlsx read -format %s: %v\n%s", format, err, stderr.String())
		}
		want[format] = string(out)
	}
	// mkxlsx read speaks the workbook's language: this one is French.
	if !strings.Contains(want["text"], "15 résultats saisis sur 15") {
		t.Fatalf("mkxlsx read: %s", want["text"])
	}

	var standings string
	err := chromedp.Run(b.ctx,
		chromedp.Navigate(url+"read.html?lang=fr"),
		chromedp.WaitVisible("#workbook", chromedp.ByID),
		chromedp.Poll(`document.getElementById("status").textContent === "Prêt."`, nil),
		chromedp.SetUploadFiles("#workbook", []string{book}, chromedp.ByID),
		chromedp.Click("#go", chromedp.ByID),
		chromedp.WaitVisible("#download-trf", chromedp.ByID),
		chromedp.Evaluate(`document.getElementById("standings").textContent`, &standings),
	)
	if err != nil {
		t.Fatal(err)
	}
	if standings != want["text"] {
		t.Errorf("standings in the page:\n%s\nmkxlsx read:\n%s", standings, want["text"])
	}
	if err := chromedp.Run(b.ctx, chromedp.Click("#download-trf", chromedp.ByID)); err != nil {
		t.Fatal(err)
	}
	if got := string(b.download(t, "open.trf")); got != want["trf"] {
		t.Errorf("TRF of the page:\n%s\nmkxlsx read -format trf:\n%s", got, want["trf"])
	}
	if err := chromedp.Run(b.ctx, chromedp.Click("#download-json", chromedp.ByID)); err != nil {
		t.Fatal(err)
	}
	if got := string(b.download(t, "open.json")); got != want["json"] {
		t.Errorf("JSON of the page:\n%s\nmkxlsx read -format json:\n%s", got, want["json"])
	}
}

// fill types results into the workbook's Results cells, as an arbiter
// does: white wins, draws and a forfeit in turn.
func fill(t *testing.T, path string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ref string
	for _, d := range f.GetDefinedName() {
		if d.Name == "Results" {
			ref = d.RefersTo
		}
	}
	m := regexp.MustCompile(`^'?([^'!]+)'?!\$([A-Z]+)\$(\d+):\$[A-Z]+\$(\d+)$`).FindStringSubmatch(ref)
	if m == nil {
		t.Fatalf("Results refers to %q", ref)
	}
	var lo, hi int
	fmt.Sscan(m[3], &lo)
	fmt.Sscan(m[4], &hi)
	results := []string{"1-0", "½-½", "0-1", "-/+", "+/-"}
	for r := lo; r <= hi; r++ {
		if err := f.SetCellStr(m[1], fmt.Sprintf("%s%d", m[2], r), results[(r-lo)%len(results)]); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
}

// TestCatalogue opens a catalogue page: the Berger table of 6 as pairings
// prints it.
func TestCatalogue(t *testing.T) {
	b := newBrowser(t)
	url := serve(t)
	cmd := exec.Command("go", "run", "./cmd/pairings", "berger", "6")
	cmd.Dir = root
	want, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	var got string
	err = chromedp.Run(b.ctx,
		chromedp.Navigate(url+"catalogue/berger.html"),
		chromedp.WaitVisible(`#berger-6`, chromedp.ByID),
		chromedp.Evaluate(`document.getElementById("berger-6").nextElementSibling.textContent`, &got))
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("catalogue berger 6:\n%s\npairings berger 6:\n%s", got, want)
	}
}
