#!/usr/bin/env bash
# Makes sure libyaml's development files are installed: Sword reads .sword.yml with libyaml.
# Installs Debian's libyaml-dev with apt-get when pkg-config cannot find yaml-0.1 (with sudo when not root).
set -euo pipefail

if pkg-config --exists yaml-0.1 2>/dev/null; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "sword: libyaml is missing. Install it with your package manager (macOS: 'brew install libyaml pkg-config')." >&2
  exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
echo "sword: pkg-config cannot find yaml-0.1; installing libyaml-dev and pkg-config with ${sudo:+sudo }apt-get" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libyaml-dev pkg-config >/dev/null
pkg-config --exists yaml-0.1
