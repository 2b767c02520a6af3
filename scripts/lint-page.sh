#!/usr/bin/env bash
# ESLint on the HTML graph page's script (Sources/SwordGenerator/GraphExport/Page/graph-page.js), with the rules in
# that folder's .eslintrc.json. Uses Debian's eslint package, installed with apt-get when missing (with sudo when not
# root); elsewhere any ESLint 6 or newer on PATH does (`npm install -g eslint`).
set -euo pipefail
cd "$(dirname "$0")/.."
page=Sources/SwordGenerator/GraphExport/Page

if ! command -v eslint >/dev/null 2>&1; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "lint: eslint is missing; install ESLint (npm install -g eslint) and run make lint again" >&2
    exit 1
  fi
  echo "lint: installing Debian's eslint with apt-get" >&2
  scripts/apt-install.sh eslint
fi

# Debian's eslint loads its modules from /usr/share/nodejs, where a Node.js from elsewhere (NodeSource) does not look.
# The `unix` formatter prints path:line:col: message, and needs no colour library.
NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}" \
  eslint --no-eslintrc --config "$page/.eslintrc.json" --format unix --max-warnings 0 "$page/graph-page.js"
