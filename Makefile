# Sword's everyday commands. `make demo` and `make test` do all the set-up a fresh machine needs.
SWIFT ?= swift
PREFIX ?= /usr/local
FIXTURE := Fixtures/Monorepo
SWORD := $(CURDIR)/.build/debug/sword
SWORD_STATIC := $(CURDIR)/.build-static/debug/sword

.PHONY: help deps build sword sword-static test test-tsan test-unit test-integration test-bazel test-bazel-remote docs lint format demo generate-fixture check-fixture install bench clean

help: ## List the targets.
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "}; {printf "  %-18s %s\n", $$1, $$2}'

deps: ## Install libyaml-dev with apt-get when pkg-config cannot find yaml-0.1.
	@scripts/ensure-libyaml.sh

build: deps ## Build everything (debug).
	$(SWIFT) build

sword: deps ## Build the sword command (debug) into .build/debug/sword.
	$(SWIFT) build --product sword

test: deps ## Unit, golden and end-to-end tests (builds and runs the fixture apps), the Bazel fixture (locally, through an HTTP cache, on BuildGrid), the documentation build.
	$(SWIFT) build --product sword
	SWORD_E2E=1 SWORD_PROPERTY_COUNT=100 $(SWIFT) test
	$(MAKE) test-bazel
	python3 -B -m unittest scripts/test_remote_worker.py
	$(MAKE) test-bazel-remote
	$(MAKE) docs

test-bazel: sword ## Build Fixtures/Bazel with a real Bazel and Sword's rules (Integrations/Bazel); skipped without bazel.
	scripts/test-bazel.sh $(SWORD)

# A remote executor has no Swift toolchain: the sword its actions run carries the Swift runtime, Foundation, libyaml
# and libc in one file. -debug-info-format none keeps it at 124 MB (each executor fetches it once).
sword-static: deps ## The sword command linked statically (it runs where no Swift is installed) into .build-static/debug/sword.
	$(SWIFT) build --product sword --scratch-path .build-static --static-swift-stdlib -Xswiftc -static-executable \
	  -debug-info-format none

# The static sword is built only when BuildGrid, a static sh and bazel are there to run it (see .ci/run).
test-bazel-remote: sword ## Fixtures/Bazel through nginx as an HTTP cache and on BuildGrid with clean-root workers, across network namespaces; parts skip without nginx, BuildGrid, busybox-static.
	@if scripts/test-bazel-remote.sh --can-execute; then $(MAKE) sword-static; fi
	scripts/test-bazel-remote.sh $(SWORD) $(SWORD_STATIC)

docs: ## Build the DocC catalog (Sources/Sword/Sword.docc) with swift-docc-plugin; any warning fails.
	$(SWIFT) package generate-documentation --target Sword --warnings-as-errors

SWIFT_FORMAT_PATHS := Sources Tests Plugins Benchmarks Package.swift

lint: ## swift format lint --strict on the Swift sources (rules in .swift-format) and ESLint on the graph page's script.
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_FORMAT_PATHS)
	scripts/lint-page.sh

format: ## Format the Swift sources in place with swift format, as make lint expects them.
	$(SWIFT) format --in-place --recursive --parallel $(SWIFT_FORMAT_PATHS)

# The runtime's scopes and the generator's concurrent stages (describe, index, early indexing, cache, warm snapshot)
# under ThreadSanitizer, in a build folder of its own. swift-subprocess's internal lock is not understood by TSan: see
# scripts/tsan-suppressions.txt.
TSAN_FILTER := SwordTests\.|DeterminismTests|GoldenTests|DiagnosticsCatalogueTests|ParallelMapTests|ProcessRunner|WorkspaceLoader|Cache|EarlyIndexing|WarmSnapshot|WarmPath|IncrementalGraphTests|GraphMemo
test-tsan: deps ## The thread-sanitizer run (separate build in .build-tsan).
	TSAN_OPTIONS="suppressions=$(CURDIR)/scripts/tsan-suppressions.txt halt_on_error=1" \
	  $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_FILTER)'

test-unit: deps ## Stage, golden and macro tests: no SwiftPM run, no fixture build (under 2 minutes after a build).
	$(SWIFT) test --skip SwordIntegrationTests --skip EndToEndTests

test-integration: deps ## The tests that run the real SwiftPM (describe, init, the fixtures' checked-in descriptions).
	$(SWIFT) test --filter SwordIntegrationTests

demo: sword ## Build sword, generate the fixture's code, build and run its app.
	cd $(FIXTURE) && $(SWORD) generate
	cd $(FIXTURE) && $(SWORD) check
	cd $(FIXTURE) && $(SWIFT) run App

generate-fixture: sword ## Regenerate Fixtures/Monorepo's generated file.
	cd $(FIXTURE) && $(SWORD) generate

check-fixture: sword ## Check that Fixtures/Monorepo's generated file is current.
	cd $(FIXTURE) && $(SWORD) check

install: deps ## Install a release build of sword into $(PREFIX)/bin (the first build: about 8 min of CPU), and check PATH.
	$(SWIFT) build -c release --product sword
	install -d "$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/sword" "$(PREFIX)/bin/sword"
	@scripts/check-path.sh "$(PREFIX)/bin"

BENCH_ARGS ?=
# `--target Sword` (not `--target SwordMacros`, which compiles the macros but does not link them) makes
# .build/debug/SwordMacros-tool, the plugin the compile-time and runtime benchmarks expand macros with.
bench: deps ## Benchmarks (release): S/M/L monorepos, 500 and 5,000 small packages, deep graph, generated code's compile time and runtime. BENCH_ARGS="--sizes S,M" to pick.
	$(SWIFT) build --target Sword
	$(SWIFT) build -c release --product sword
	$(SWIFT) build -c release --product SwordBenchmark
	"$$($(SWIFT) build -c release --show-bin-path)/SwordBenchmark" --package-root "$(CURDIR)" $(BENCH_ARGS)

clean: ## Remove build products.
	rm -rf .build $(FIXTURE)/.build
