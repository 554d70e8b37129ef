// The pages that make and read workbooks: mkxlsx itself, compiled to
// WebAssembly (mkxlsx.wasm), run with a command line the form builds, over
// the in-memory file system of memfs.js. The forms come from the command's
// own flags (commands.js, written by make site from "mkxlsx help COMMAND").
"use strict";

const LANG = new URLSearchParams(location.search).get("lang") === "en" ? "en" : "fr";

// Every text of the pages in French and English, each key once: [fr, en].
const T = Object.fromEntries(Object.entries({
	loading: ["Chargement du programme…", "Loading the program…"],
	ready: ["Prêt.", "Ready."],
	run: ["Faire le classeur", "Make the workbook"],
	read: ["Lire le classeur", "Read the workbook"],
	working: ["Calcul en cours…", "Working…"],
	system: ["Système", "System"],
	paste: ["Collez la liste ici, ou déposez le fichier CSV", "Paste the list here, or drop the CSV file"],
	file: ["ou choisissez le fichier :", "or choose the file:"],
	workbook: ["Le classeur rempli (.xlsx) :", "The filled workbook (.xlsx):"],
	trf: ["Télécharger le TRF", "Download the TRF"],
	json: ["Télécharger le JSON", "Download the JSON"],
	noTRF: ["Pas de TRF pour ce classeur : ", "No TRF for this workbook: "],
	other: ["English", "Français"],
	otherHref: ["?lang=en", "?lang=fr"],
	home: ["Accueil", "Home"],
	failed: ["Échec du chargement : ", "Loading failed: "],
	fromFolder: ["Cette page ouverte depuis un dossier (file://) ne peut pas charger son programme : le navigateur l'interdit. Servez le dossier (make site-serve, puis http://127.0.0.1:8080/) ou mettez-le sur un site web.", "This page, opened from a folder (file://), cannot load its program: the browser forbids it. Serve the folder (make site-serve, then http://127.0.0.1:8080/) or put it on a web site."],
}).map(([k, v]) => [k, v[LANG === "en" ? 1 : 0]]));

// French labels of the flags; a flag without one shows the command's own
// (English) help.
const FLAGS_FR = {
	n: "nombre de joueurs", players: "liste des joueurs (CSV)", "teams-file": "liste des équipes (CSV)",
	double: "aller et retour (deux cycles)", cycles: "nombre de cycles", swap: "échanger les deux dernières rondes de chaque cycle sauf le dernier (conseil FIDE)",
	tiebreaks: "départages après les points, dans l'ordre (sb, wins, de, koya, bpg, bwg, won, aro, tpr)",
	"round-per-page": "une ronde par page", lang: "langue du classeur", title: "nom du tournoi (en-tête de page)",
	place: "lieu (en-tête de page)", dates: "dates (en-tête de page)", name: "TRF : nom du tournoi (012)",
	city: "TRF : ville (022)", federation: "TRF : fédération, trois lettres comme FRA (032)",
	start: "TRF : date de début, AAAA-MM-JJ (042)", end: "TRF : date de fin, AAAA-MM-JJ (052)",
	"round-dates": "TRF : la date de chaque ronde, AAAA-MM-JJ séparées par des virgules (132)",
	arbiter: "TRF : arbitre principal (102)", deputy: "TRF : arbitres adjoints, séparés par ; (112)",
	"time-control": "TRF : cadence en clair, comme « 90 min + 30 s » (122)", "time-code": "TRF : cadence codée FIDE, comme 5400+30 (222)",
	encoding: "encodage de la liste sans marque d'ordre : utf-8 ou latin1 (CSV simple d'Excel)",
	teams: "nombre d'équipes", rounds: "nombre de rondes", source: "tables : document ou constructed",
	table: "Tableau du document (17, 17a, 9, peyrin)", m: "joueurs par équipe", central: "ronde centrale : last, first ou none",
	reverse: "couleurs inversées", boards: "échiquiers par match", seed: "graine du tirage (reproductible)",
	"match-points": "points de match d'une victoire, d'un nul, d'une défaite",
};

// The flags shown first, in this order (the size, the list, the system's
// choices, the page header); the others (the TRF's) follow as the command
// lists them.
const FIRST = ["n", "teams", "m", "table", "players", "teams-file", "encoding", "rounds", "source", "cycles", "double", "swap",
	"central", "reverse", "boards", "seed", "tiebreaks", "match-points", "round-per-page", "lang", "title", "place", "dates"];
const rank = (f) => { const i = FIRST.indexOf(f.name); return i < 0 ? FIRST.length : i; };
const ordered = (flags) => flags.filter((f) => !HIDDEN.has(f.name)).sort((a, b) => rank(a) - rank(b));

// Flags the page sets itself, or that make no sense in it.
const HIDDEN = new Set(["o", "force", "format"]);
// Flags that name a list file: a text area and a file chooser.
const LISTS = new Set(["players", "teams-file"]);

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...kids) => {
	const e = Object.assign(document.createElement(tag), props);
	e.append(...kids);
	return e;
};
const status = (msg, bad) => { const s = $("status"); s.textContent = msg; s.className = bad ? "bad" : ""; };

// The program: compiled once, instantiated for every run (a Go program
// ends with its main). Runs go one at a time: they share the file system.
const mkxlsx = {
	module: null,
	queue: Promise.resolve(),
	async load() {
		const resp = fetch("mkxlsx.wasm");
		this.module = WebAssembly.compileStreaming
			? await WebAssembly.compileStreaming(resp).catch(async () => WebAssembly.compile(await (await fetch("mkxlsx.wasm")).arrayBuffer()))
			: await WebAssembly.compile(await (await resp).arrayBuffer());
	},
	// run runs mkxlsx with args in /work, the files of inputs (name to
	// bytes) in /work/in; it returns the exit code, the outputs and the new
	// files of /work.
	run(args, inputs = {}) {
		const job = this.queue.then(async () => {
			fs.reset();
			for (const [name, bytes] of Object.entries(inputs)) fs.writeFile("/work/in/" + name, bytes);
			const go = new Go();
			go.argv = ["mkxlsx", ...args];
			go.env = {};
			let code = 0;
			go.exit = (c) => { code = c; };
			const inst = await WebAssembly.instantiate(this.module, go.importObject);
			await go.run(inst);
			const files = {};
			for (const name of fs.list("/work")) files[name] = fs.readFile("/work/" + name);
			return { code, stdout: fs.output(1), stdoutBytes: fs.outputBytes(1), stderr: fs.output(2), files };
		});
		this.queue = job.catch(() => {});
		return job;
	},
};

function download(name, bytes, type) {
	const url = URL.createObjectURL(new Blob([bytes], { type }));
	const a = el("a", { href: url, download: name });
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 60000);
}

// flagField is the input of one flag of a command; value() gives its part
// of the command line, and inputs its list file.
function flagField(f, inputs) {
	const label = (LANG === "fr" && FLAGS_FR[f.name]) || f.help;
	const id = "f-" + f.name;
	const wrap = el("div", { className: "field" });
	if (f.bool) {
		const box = el("input", { type: "checkbox", id, checked: f.def === "true" });
		wrap.append(box, " ", el("label", { htmlFor: id, textContent: label + " (-" + f.name + ")" }));
		return { wrap, args: () => (box.checked === (f.def === "true") ? [] : ["-" + f.name + "=" + box.checked]) };
	}
	wrap.append(el("label", { htmlFor: id, textContent: label + " (-" + f.name + ")" }), el("br"));
	if (LISTS.has(f.name)) {
		// The list: pasted, dropped or chosen. A file keeps its bytes (its
		// encoding is the command's business: -encoding latin1).
		let file = null;
		const area = el("textarea", { id, rows: 6, cols: 80, placeholder: T.paste });
		const chooser = el("input", { type: "file", id: id + "-file", accept: ".csv,.txt,text/csv" });
		const take = async (fl) => {
			file = { name: fl.name.replace(/[\/\\]/g, "_"), bytes: new Uint8Array(await fl.arrayBuffer()) };
			area.value = new TextDecoder("utf-8").decode(file.bytes);
		};
		chooser.addEventListener("change", () => chooser.files[0] && take(chooser.files[0]));
		area.addEventListener("input", () => { file = null; });
		area.addEventListener("dragover", (e) => e.preventDefault());
		area.addEventListener("drop", (e) => { e.preventDefault(); if (e.dataTransfer.files[0]) take(e.dataTransfer.files[0]); });
		wrap.append(area, el("br"), T.file + " ", chooser);
		return {
			wrap, args: () => {
				if (file) { inputs[file.name] = file.bytes; return ["-" + f.name, "in/" + file.name]; }
				if (area.value.trim() === "") return [];
				const name = f.name === "players" ? "players.csv" : "teams.csv";
				inputs[name] = new TextEncoder().encode(area.value);
				return ["-" + f.name, "in/" + name];
			},
		};
	}
	let input;
	if (f.name === "lang") {
		input = el("select", { id }, el("option", { value: "fr", textContent: "français" }), el("option", { value: "en", textContent: "English" }));
		input.value = LANG;
	} else {
		input = el("input", { type: "text", id, size: 40, placeholder: (f.def || "").split(";")[0] });
	}
	wrap.append(input);
	return { wrap, args: () => (input.value.trim() === "" ? [] : ["-" + f.name, input.value.trim()]) };
}

function header() {
	document.documentElement.lang = LANG;
	for (const e of document.querySelectorAll("[data-lang]")) e.hidden = e.dataset.lang !== LANG;
	const other = $("other");
	if (other) { other.textContent = T.other; other.href = T.otherHref; }
}

async function start(page) {
	header();
	status(T.loading);
	try {
		await mkxlsx.load();
	} catch (e) {
		status(location.protocol === "file:" ? T.fromFolder : T.failed + e, true);
		$("go").hidden = true;
		return;
	}
	status(T.ready);
	page();
}

// The make page: a command, its flags, a button.
function makePage() {
	const form = $("form"), fields = $("fields"), out = $("out");
	const commands = MKXLSX.commands.filter((c) => c.name !== "read" && c.name !== "all");
	const sel = el("select", { id: "command" }, ...commands.map((c) => el("option", { value: c.name, textContent: c.name + " — " + c.summary })));
	$("system").append(el("label", { htmlFor: "command", textContent: T.system + " " }), sel);
	let current = [], inputs = {};
	const show = () => {
		const c = commands.find((c) => c.name === sel.value);
		inputs = {};
		current = ordered(c.flags).map((f) => flagField(f, inputs));
		fields.replaceChildren(...current.map((f) => f.wrap));
	};
	sel.addEventListener("change", show);
	show();
	$("go").textContent = T.run;
	form.addEventListener("submit", async (e) => {
		e.preventDefault();
		for (const k of Object.keys(inputs)) delete inputs[k];
		const args = [sel.value, ...current.flatMap((f) => f.args())];
		status(T.working);
		out.textContent = "mkxlsx " + args.join(" ");
		const r = await mkxlsx.run(args, inputs);
		if (r.code !== 0) { status(r.stderr, true); return; }
		const names = Object.keys(r.files).filter((n) => n.endsWith(".xlsx"));
		for (const n of names) download(n, r.files[n], "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
		status(r.stdout);
	});
}

// The read page: a workbook, the flags of mkxlsx read, the standings, the
// TRF and the JSON.
function readPage() {
	const form = $("form"), fields = $("fields");
	const read = MKXLSX.commands.find((c) => c.name === "read");
	let inputs = {};
	const book = el("input", { type: "file", id: "workbook", accept: ".xlsx" });
	$("system").append(el("label", { htmlFor: "workbook", textContent: T.workbook + " " }), book);
	const current = ordered(read.flags).map((f) => flagField(f, inputs));
	fields.replaceChildren(...current.map((f) => f.wrap));
	$("go").textContent = T.read;
	form.addEventListener("submit", async (e) => {
		e.preventDefault();
		if (!book.files[0]) return;
		for (const k of Object.keys(inputs)) delete inputs[k];
		const name = book.files[0].name.replace(/[\/\\]/g, "_");
		const flags = current.flatMap((f) => f.args());
		inputs[name] = new Uint8Array(await book.files[0].arrayBuffer());
		status(T.working);
		const base = name.replace(/\.xlsx$/i, "");
		const text = await mkxlsx.run(["read", "in/" + name, ...flags], inputs);
		if (text.code !== 0) { status(text.stderr, true); $("standings").textContent = ""; $("downloads").replaceChildren(); return; }
		$("standings").textContent = text.stdout;
		const links = [];
		const json = await mkxlsx.run(["read", "in/" + name, "-format", "json", ...flags], inputs);
		if (json.code === 0) links.push(button("json", T.json, () => download(base + ".json", json.stdoutBytes, "application/json")));
		const trf = await mkxlsx.run(["read", "in/" + name, "-format", "trf", ...flags], inputs);
		if (trf.code === 0) links.push(button("trf", T.trf, () => download(base + ".trf", trf.stdoutBytes, "text/plain")));
		else links.push(el("p", { className: "bad", textContent: T.noTRF + trf.stderr }));
		$("downloads").replaceChildren(...links);
		status(T.ready);
	});
}

function button(id, text, click) {
	const b = el("button", { type: "button", id: "download-" + id, textContent: text });
	b.addEventListener("click", click);
	return b;
}
