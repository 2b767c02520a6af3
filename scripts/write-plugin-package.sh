#!/usr/bin/env bash
# Writes Sword's plugin-only package: the same four plugins as this repository's (same products, arguments, inputs,
# outputs and Xcode conformances, their sources copied), running a prebuilt `sword` from an artifact bundle instead
# of building it. Its only dependency is that binary target: no swift-syntax in its graph.
#
#   scripts/write-plugin-package.sh DEST --bundle .build/bundle/sword.artifactbundle
#       the vendored form, for a monorepo: the bundle is copied into DEST and named by path
#   scripts/write-plugin-package.sh DEST --url https://…/sword.artifactbundle.zip --checksum SUM
#       the published form, for a release: SwiftPM downloads the zip and checks its checksum
#
# An app then depends on DEST (`.package(path: "Tools/SwordPlugins")`, or the published package's URL) for the
# plugins and on Sword (the library) for the macros, and applies
# `.plugin(name: "SwordBuildPlugin", package: "SwordPlugins")` as it would the plugin of Sword's own package.
# DEST is replaced when it holds an earlier plugin package (its Package.swift names SwordPlugins), and refused when it
# holds anything else.
set -euo pipefail

usage() {
  echo "usage: scripts/write-plugin-package.sh DEST (--bundle PATH | --url URL --checksum SUM)" >&2
  exit 64
}
[ $# -ge 1 ] || usage
dest=$1
shift
bundle=""
url=""
checksum=""
while [ $# -gt 0 ]; do
  case "$1" in
    --bundle) bundle=${2:-}; shift 2 || usage ;;
    --url) url=${2:-}; shift 2 || usage ;;
    --checksum) checksum=${2:-}; shift 2 || usage ;;
    *) usage ;;
  esac
done
if [ -n "$bundle" ] && [ -z "$url" ] && [ -z "$checksum" ]; then
  if [ ! -f "$bundle/info.json" ]; then
    echo "write-plugin-package: $bundle is not an artifact bundle (no info.json; run: make bundle)" >&2
    exit 1
  fi
  binary_target='.binaryTarget(name: "SwordCLI", path: "sword.artifactbundle")'
elif [ -z "$bundle" ] && [ -n "$url" ] && [ -n "$checksum" ]; then
  if ! [[ "$checksum" =~ ^[0-9a-f]{64}$ ]]; then
    echo "write-plugin-package: '$checksum' is not a SHA-256 checksum (64 hexadecimal digits)" >&2
    exit 64
  fi
  case "$url" in
    https://*.zip) ;;
    *) echo "write-plugin-package: the URL must be https and end in .zip: $url" >&2; exit 64 ;;
  esac
  binary_target=".binaryTarget(name: \"SwordCLI\", url: \"$url\", checksum: \"$checksum\")"
else
  usage
fi
if [ -e "$dest" ] && [ -n "$(ls -A "$dest")" ] && ! grep -qs 'name: "SwordPlugins"' "$dest/Package.swift"; then
  echo "write-plugin-package: $dest exists and is not a Sword plugin package; choose an empty or new folder" >&2
  exit 1
fi

repo=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$(dirname "$dest")"
staging=$(mktemp -d "$(dirname "$dest")/.SwordPlugins.XXXXXX")
chmod 755 "$staging"
trap 'rm -rf "$staging"' EXIT
for plugin in SwordBuildPlugin SwordCheckBuildPlugin SwordGeneratePlugin SwordCheckPlugin; do
  mkdir -p "$staging/Plugins/$plugin"
  # -L: the repository shares files between plugins through links; the package gets the files themselves.
  cp -L "$repo/Plugins/$plugin"/*.swift "$staging/Plugins/$plugin/"
done
if [ -n "$bundle" ]; then cp -R "$bundle" "$staging/sword.artifactbundle"; fi

cat >"$staging/Package.swift" <<EOF
// swift-tools-version: 6.1
// Sword's plugins, running a prebuilt sword (written by scripts/write-plugin-package.sh of Sword's repository).
import PackageDescription

let package = Package(
  name: "SwordPlugins",
  products: [
    /// Generation at build time, applied to the root target.
    .plugin(name: "SwordBuildPlugin", targets: ["SwordBuildPlugin"]),
    /// The same plugin under rockname/sword's product name.
    .plugin(name: "SwordBuildToolPlugin", targets: ["SwordBuildPlugin"]),
    /// The build-time check for a committed generated file: fails the build when it is stale.
    .plugin(name: "SwordCheckBuildPlugin", targets: ["SwordCheckBuildPlugin"]),
    /// \`swift package --allow-writing-to-package-directory sword-generate\`.
    .plugin(name: "SwordGeneratePlugin", targets: ["SwordGeneratePlugin"]),
    /// \`swift package sword-check\`.
    .plugin(name: "SwordCheckPlugin", targets: ["SwordCheckPlugin"]),
  ],
  targets: [
    $binary_target,
    .plugin(name: "SwordBuildPlugin", capability: .buildTool(), dependencies: ["SwordCLI"]),
    .plugin(name: "SwordCheckBuildPlugin", capability: .buildTool(), dependencies: ["SwordCLI"]),
    .plugin(
      name: "SwordGeneratePlugin",
      capability: .command(
        intent: .custom(verb: "sword-generate", description: "Validate the graph and write Sword.generated.swift"),
        permissions: [.writeToPackageDirectory(reason: "Sword writes the generated dependency graph code")]
      ),
      dependencies: ["SwordCLI"]
    ),
    .plugin(
      name: "SwordCheckPlugin",
      capability: .command(
        intent: .custom(verb: "sword-check", description: "Fail when the graph is invalid or the generated code stale")
      ),
      dependencies: ["SwordCLI"]
    ),
  ]
)
EOF

rm -rf "$dest"
mv "$staging" "$dest"
trap - EXIT
echo "wrote the plugin package $dest"
