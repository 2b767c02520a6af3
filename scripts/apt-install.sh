#!/usr/bin/env bash
# Installs Debian packages quietly with apt-get (through sudo when not root), without their recommended packages:
#   scripts/apt-install.sh PACKAGE...
# What .ci/run and scripts/lint-page.sh install with; each says what it needs the packages for and what skips without.
set -euo pipefail
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
