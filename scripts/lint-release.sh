#!/usr/bin/env bash
# Lints what a release runs: the GitHub workflows against GitHub's published workflow schema (check-jsonschema's
# copy, no network needed), and the release scripts with ShellCheck. Installs check-jsonschema from PyPI and
# Debian's shellcheck when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v check-jsonschema >/dev/null 2>&1; then
  echo "lint: installing check-jsonschema from PyPI" >&2
  python3 -m pip install --quiet --disable-pip-version-check check-jsonschema >/dev/null
  hash -r
fi
if ! command -v shellcheck >/dev/null 2>&1; then
  echo "lint: installing Debian's shellcheck with apt-get" >&2
  scripts/apt-install.sh shellcheck >/dev/null
fi
check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
shellcheck scripts/make-artifact-bundle.sh scripts/write-plugin-package.sh scripts/prove-prebuilt-macros.sh \
  scripts/lint-release.sh
