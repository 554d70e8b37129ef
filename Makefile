# toutesrondes: see README.md.
GO ?= go
STATICCHECK ?= $(shell command -v staticcheck 2>/dev/null || echo $(shell $(GO) env GOPATH)/bin/staticcheck)

.PHONY: all generate test bench lint ci dist site site-serve

all: generate test

# Rebuild, verify and write the static tables from internal/spec.
generate:
	$(GO) generate ./...

# Every test: invariants for every size, documents, errata proofs, the
# up-to-date check of tables/, examples, commands end to end.
test:
	$(GO) test -timeout 30m ./...

# Lookups (static, bare index, computed) and the generator's full run; the
# default workbook set, and a 30-player workbook against raw excelize.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./tables/... ./gen ./internal/berger
	$(GO) test -run '^$$' -bench . -benchtime 3x ./sheets

lint:
	$(GO) vet ./...
	$(STATICCHECK) ./...

ci: lint test

# The release archives: pairings and mkxlsx for Windows, macOS and Linux
# (amd64, arm64) with the licence and the quick starts, and SHA256SUMS, in
# dist/; two runs give the same bytes (internal/dist).
dist:
	$(GO) run ./internal/dist -o dist

# The static web site in out/site: the pages that make and read workbooks
# with mkxlsx compiled to WebAssembly, and the catalogue of the tables
# (internal/site); site-serve serves it on 127.0.0.1:8080.
site:
	$(GO) run ./internal/site -o out/site

site-serve: site
	$(GO) run ./internal/site -serve out/site
