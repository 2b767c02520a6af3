#!/usr/bin/env bash
# Assembles `sword.artifactbundle` (SwiftPM's artifact-bundle layout, info.json schema 1.0, one artifact of type
# `executable`) from sword binaries already built, zips it and prints the zip's checksum, as
# `.binaryTarget(url:checksum:)` needs it. The artifact is named `SwordCLI`, the name the plugins ask
# `context.tool(named:)` for, so that the same plugins run the built target or the bundle.
#
#   scripts/make-artifact-bundle.sh --version 0.1.0 --output .build/bundle \
#     --linux-x86_64 .build-bundle/x86_64-unknown-linux-gnu/release/sword \
#     [--linux-aarch64 PATH] [--macos PATH]       (a universal macOS binary: arm64 and x86_64)
#
# Writes OUTPUT/sword.artifactbundle/ and OUTPUT/sword.artifactbundle.zip; the checksum is also written to
# OUTPUT/sword.artifactbundle.zip.checksum. At least one variant is needed. `make bundle` runs it on this machine's
# static Linux build; the release workflow (.github/workflows/release.yml) adds the macOS build.
set -euo pipefail

usage() {
  echo "usage: scripts/make-artifact-bundle.sh --version X.Y.Z --output DIR [--linux-x86_64 PATH] [--linux-aarch64 PATH] [--macos PATH]" >&2
  exit 64
}

version=""
output=""
variants=()   # "name|path|triple triple…"
while [ $# -gt 0 ]; do
  case "$1" in
    --version) version=${2:-}; shift 2 || usage ;;
    --output) output=${2:-}; shift 2 || usage ;;
    --linux-x86_64) variants+=("linux-x86_64|${2:-}|x86_64-unknown-linux-gnu"); shift 2 || usage ;;
    --linux-aarch64) variants+=("linux-aarch64|${2:-}|aarch64-unknown-linux-gnu"); shift 2 || usage ;;
    --macos) variants+=("macos|${2:-}|arm64-apple-macosx x86_64-apple-macosx"); shift 2 || usage ;;
    *) usage ;;
  esac
done
if [ -z "$version" ] || [ -z "$output" ] || [ ${#variants[@]} -eq 0 ]; then usage; fi
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]]; then
  echo "make-artifact-bundle: '$version' is not a semantic version (X.Y.Z)" >&2
  exit 64
fi

if ! command -v zip >/dev/null 2>&1; then
  echo "make-artifact-bundle: zip is missing (Debian: apt-get install zip)" >&2
  exit 1
fi
mkdir -p "$output"
output=$(cd "$output" && pwd)
bundle=$output/sword.artifactbundle
# Built in a fresh folder beside the result and moved into place, so that a failed run leaves no half bundle.
staging=$(mktemp -d "$output/.sword.artifactbundle.XXXXXX")
chmod 755 "$staging"
trap 'rm -rf "$staging"' EXIT

entries=""
for variant in "${variants[@]}"; do
  IFS='|' read -r name binary triples <<<"$variant"
  if [ ! -f "$binary" ] || [ ! -x "$binary" ]; then
    echo "make-artifact-bundle: $binary ($name) is not an executable file" >&2
    exit 1
  fi
  folder="sword-$version-$name/bin"
  mkdir -p "$staging/$folder"
  cp "$binary" "$staging/$folder/sword"
  chmod 755 "$staging/$folder/sword"
  triple_list=""
  for triple in $triples; do triple_list="$triple_list${triple_list:+, }\"$triple\""; done
  entries="$entries${entries:+,
}        { \"path\": \"$folder/sword\", \"supportedTriples\": [$triple_list] }"
done

cat >"$staging/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "SwordCLI": {
      "version": "$version",
      "type": "executable",
      "variants": [
$entries
      ]
    }
  }
}
EOF

rm -rf "$bundle" "$bundle.zip"
mv "$staging" "$bundle"
trap - EXIT
# The zip holds the bundle folder itself (SwiftPM looks for `*.artifactbundle` inside); -X leaves out extra
# attributes (owner ids, times beyond the standard ones) so the same binaries give nearer-identical zips.
(cd "$output" && zip -q -r -X sword.artifactbundle.zip sword.artifactbundle)
checksum=$(cd "$output" && swift package compute-checksum sword.artifactbundle.zip)
echo "$checksum" >"$bundle.zip.checksum"
echo "bundle: $bundle"
echo "zip: $bundle.zip"
echo "checksum: $checksum"
