# toutesrondes: see README.md.
GO ?= go
STATICCHECK ?= $(shell command -v staticcheck 2>/dev/null || echo $(shell $(GO) env GOPATH)/bin/staticcheck)

.PHONY: all generate test bench lint ci

all: generate test

# Rebuild, verify and write the static tables from internal/spec.
generate:
	$(GO) generate ./...

# Every test: invariants for every size, documents, errata proofs, the
# up-to-date check of tables/, examples, commands end to end.
test:
	$(GO) test ./...

# Lookups (static, bare index, computed) and the generator's full run; the
# default workbook set, and a 30-player workbook against raw excelize.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./tables/... ./gen ./internal/berger
	$(GO) test -run '^$$' -bench . -benchtime 3x ./sheets

lint:
	$(GO) vet ./...
	$(STATICCHECK) ./...

ci: lint test
