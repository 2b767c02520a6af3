#!/usr/bin/env bash
# After `make install`: says whether the shell finds the sword just installed in FOLDER, and what to do when it
# does not (the folder is not on PATH, or another sword comes first). Always exits 0: the install itself worked.
# usage: scripts/check-path.sh FOLDER
set -uo pipefail

folder=$1
real() { (cd "$1" 2>/dev/null && pwd -P); }
installed=$(real "$folder")
if [ -z "$installed" ]; then
  echo "sword: $folder does not exist" >&2
  exit 0
fi

on_path=""
IFS=: read -r -a entries <<<"${PATH:-}"
for entry in "${entries[@]}"; do
  if [ -n "$entry" ] && [ "$(real "$entry")" = "$installed" ]; then
    on_path=yes
    break
  fi
done

found=$(command -v sword 2>/dev/null || true)
if [ -n "$on_path" ] && [ -n "$found" ] && [ "$(real "$(dirname "$found")")" = "$installed" ]; then
  echo "sword: installed $folder/sword; 'sword --help' to start"
  exit 0
fi

if [ -n "$on_path" ]; then
  echo "sword: installed $folder/sword, but '$found' comes first on PATH: remove it, or put $folder before it"
  exit 0
fi

# The line that puts the folder on PATH, in the start-up file of the user's shell.
case "$(basename "${SHELL:-sh}")" in
  zsh) rc="~/.zshrc" line="export PATH=\"$installed:\$PATH\"" ;;
  fish) rc="~/.config/fish/config.fish" line="fish_add_path $installed" ;;
  bash) rc="~/.bashrc" line="export PATH=\"$installed:\$PATH\"" ;;
  *) rc="~/.profile" line="export PATH=\"$installed:\$PATH\"" ;;
esac
cat <<EOF
sword: installed $folder/sword, but $folder is not on PATH, so the shell will not find 'sword'. Add it:
  $line          # this shell
  echo '$line' >> $rc   # every new one
or run it as $folder/sword.
EOF
