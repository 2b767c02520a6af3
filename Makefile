# Sword's everyday commands. `make demo` and `make test` do all the set-up a fresh machine needs.
SWIFT ?= swift
PREFIX ?= /usr/local
FIXTURE := Fixtures/Monorepo
SWORD := $(CURDIR)/.build/debug/sword
SWORD_STATIC := $(CURDIR)/.build-static/debug/sword
# The one place the version is written: `sword --version` prints it, the bundle and a release carry it.
SWORD_VERSION := $(shell sed -n 's/.*static let current = "\(.*\)"/\1/p' Sources/SwordCLI/SwordVersion.swift)
BUNDLE_CONFIGURATION ?= release
BUNDLE_DIR ?= $(CURDIR)/.build/bundle

.PHONY: help deps build sword sword-static bundle test-bundle release release-check prove-prebuilt-macros test test-tsan test-unit test-integration test-bazel test-bazel-remote docs lint format demo generate-fixture check-fixture install bench clean

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
	$(MAKE) test-bundle
	$(MAKE) docs

test-bazel: sword ## Build Fixtures/Bazel with a real Bazel and Sword's rules (Integrations/Bazel); skipped without bazel.
	scripts/test-bazel.sh $(SWORD)

# A remote executor has no Swift toolchain: the sword its actions run carries the Swift runtime, Foundation, libyaml
# and libc in one file. -debug-info-format none keeps it at 124 MB (each executor fetches it once).
sword-static: deps ## The sword command linked statically (it runs where no Swift is installed) into .build-static/debug/sword.
	$(SWIFT) build --product sword --scratch-path .build-static --static-swift-stdlib -Xswiftc -static-executable \
	  -debug-info-format none

# The artifact bundle the plugin-only package runs (scripts/make-artifact-bundle.sh, write-plugin-package.sh). The
# release workflow runs this for Linux and adds its macOS build. aarch64 Linux needs a Swift SDK for it (swift sdk
# list); without one it is left out, and said so.
bundle: deps ## sword.artifactbundle, its .zip and checksum in .build/bundle: a static release sword for Linux x86_64 (about 9 min of CPU).
	$(SWIFT) build -c $(BUNDLE_CONFIGURATION) --product sword --scratch-path .build-static --static-swift-stdlib \
	  -Xswiftc -static-executable -debug-info-format none
	scripts/make-artifact-bundle.sh --version $(SWORD_VERSION) --output $(BUNDLE_DIR) \
	  --linux-x86_64 .build-static/$(BUNDLE_CONFIGURATION)/sword
	@$(SWIFT) sdk list 2>/dev/null | grep -q aarch64 \
	  || echo "bundle: no aarch64 Linux variant: this toolchain has no Swift SDK for aarch64-unknown-linux-gnu"

# A release: the tag's version must be the one `sword --version` prints and have its CHANGELOG section.
release-check: ## Check VERSION=x.y.z against Sources/SwordCLI/SwordVersion.swift and CHANGELOG.md.
	@test -n "$(VERSION)" || { echo "release: say which version: make release VERSION=x.y.z" >&2; exit 64; }
	@test "$(VERSION)" = "$(SWORD_VERSION)" \
	  || { echo "release: sword --version prints $(SWORD_VERSION) (SwordVersion.swift), not $(VERSION)" >&2; exit 1; }
	@grep -qE '^## $(subst .,\.,$(VERSION))( |$$)' CHANGELOG.md \
	  || { echo "release: CHANGELOG.md has no '## $(VERSION)' section (rename 'Unreleased' to it)" >&2; exit 1; }

RELEASE_REPOSITORY ?= $(shell git remote get-url origin 2>/dev/null | sed -n 's|^\(https://github.com/[^ ]*\)\.git$$|\1|p; s|^\(https://github.com/[^ ]*[^t]\)$$|\1|p')
release: release-check bundle ## Check VERSION=x.y.z, build the bundle, print its checksum and the lines users paste.
	@repository="$(or $(RELEASE_REPOSITORY),https://github.com/OWNER/sword)"; \
	checksum=$$(cat $(BUNDLE_DIR)/sword.artifactbundle.zip.checksum); \
	echo "Tag $(VERSION), push it: the release workflow publishes sword.artifactbundle.zip (macOS included)."; \
	echo "checksum: $$checksum (of this machine's Linux-only zip; the workflow prints the published one's)"; \
	echo "The library, for the macros:"; \
	echo "  .package(url: \"$$repository\", exact: \"$(VERSION)\"),"; \
	echo "The plugin package, in a folder of the monorepo:"; \
	echo "  scripts/write-plugin-package.sh Tools/SwordPlugins \\"; \
	echo "    --url $$repository/releases/download/$(VERSION)/sword.artifactbundle.zip --checksum <published checksum>"

# SwiftPM's prebuilt swift-syntax serving Sword's macros, proven offline (a prebuilt built and served here); with
# SWORD_BUNDLE (make bundle) also for an app that applies the plugin package. About 15 min of CPU.
prove-prebuilt-macros: deps ## Build a signed swift-syntax prebuilt, serve it, and build apps with Sword's macros: swift-syntax modules compiled, CPU.
	scripts/prove-prebuilt-macros.sh

# The Linux half of the release, on the debug static sword (the one test-bazel-remote runs, so not built twice).
test-bundle: deps ## The plugin-only package on an artifact bundle: an app builds with its plugins and compiles none of the tool.
	$(MAKE) bundle BUNDLE_CONFIGURATION=debug BUNDLE_DIR=$(CURDIR)/.build/bundle-test
	SWORD_E2E=1 SWORD_BUNDLE=$(CURDIR)/.build/bundle-test/sword.artifactbundle $(SWIFT) test --filter BundlePluginTests

# The static sword is built only when BuildGrid, a static sh and bazel are there to run it (see .ci/run).
test-bazel-remote: sword ## Fixtures/Bazel through nginx as an HTTP cache and on BuildGrid with clean-root workers, across network namespaces; parts skip without nginx, BuildGrid, busybox-static.
	@if scripts/test-bazel-remote.sh --can-execute; then $(MAKE) sword-static; fi
	scripts/test-bazel-remote.sh $(SWORD) $(SWORD_STATIC)

docs: ## Build the DocC catalog (Sources/Sword/Sword.docc) and the engine's reference (its internal symbols too) with swift-docc-plugin; any warning, a broken symbol link among them, fails.
	$(SWIFT) package generate-documentation --target Sword --warnings-as-errors
	$(SWIFT) package generate-documentation --target SwordGenerator --warnings-as-errors \
	  --symbol-graph-minimum-access-level internal

SWIFT_FORMAT_PATHS := Sources Tests Plugins Benchmarks Package.swift

lint: ## swift format lint --strict on the Swift sources (rules in .swift-format), ESLint on the graph page's script, the release workflow and scripts, the engine's folders in layers (scripts/coupling.py), its doc comment examples and the runtime's compiled (scripts/doc-examples.py).
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_FORMAT_PATHS)
	scripts/lint-page.sh
	scripts/lint-release.sh
	scripts/coupling.py --layers
	scripts/doc-examples.py

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
# .build/debug/SwordMacros-tool, and with -c release .build/release/SwordMacros-tool: the plugins the benchmarks
# expand macros with (the mocks benchmark builds its annotated module with each).
bench: deps ## Benchmarks (release): S/M/L monorepos, 500 and 5,000 small packages, deep graph, generated code's compile time and runtime. BENCH_ARGS="--sizes S,M" to pick.
	$(SWIFT) build --target Sword
	$(SWIFT) build -c release --target Sword
	$(SWIFT) build -c release --product sword
	$(SWIFT) build -c release --product SwordBenchmark
	"$$($(SWIFT) build -c release --show-bin-path)/SwordBenchmark" --package-root "$(CURDIR)" $(BENCH_ARGS)

clean: ## Remove build products.
	rm -rf .build $(FIXTURE)/.build
