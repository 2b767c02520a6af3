#!/usr/bin/env bash
# Makes sure BuildGrid 0.2.53, the Remote Execution API engine scripts/test-bazel-remote.sh runs, is installed in a
# virtual environment of the repository's own (.build-buildgrid/venv, or $BUILDGRID_VENV), from PyPI, with the
# versions of scripts/buildgrid-constraints.txt. 0.2.53 is the last release that keeps its scheduler in SQLite (from
# 0.3.0 on it needs PostgreSQL). Prints the environment's folder; exits non-zero, saying why, when it cannot.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
VENV=${BUILDGRID_VENV:-$REPO/.build-buildgrid/venv}
VERSION=0.2.53

if [ -x "$VENV/bin/bgd" ] && [ "$("$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("buildgrid"))' \
    2>/dev/null)" = "$VERSION" ]; then
  echo "$VENV"
  exit 0
fi
if ! python3 -m venv --help >/dev/null 2>&1; then
  echo "ensure-buildgrid: python3's venv module is missing (Debian: apt-get install python3-venv)" >&2
  exit 1
fi
rm -rf "$VENV"
python3 -m venv "$VENV"
if ! "$VENV/bin/pip" install --quiet --disable-pip-version-check \
    --constraint "$REPO/scripts/buildgrid-constraints.txt" "buildgrid==$VERSION" >&2; then
  rm -rf "$VENV"
  echo "ensure-buildgrid: could not install buildgrid==$VERSION from PyPI" >&2
  exit 1
fi
echo "$VENV"
