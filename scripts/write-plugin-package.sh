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
  binary_target='.binaryTarget(name: "SwordPrebuiltTool", path: "sword.artifactbundle")'
elif [ -z "$bundle" ] && [ -n "$url" ] && [ -n "$checksum" ]; then
  if ! [[ "$checksum" =~ ^[0-9a-f]{64}$ ]]; then
    echo "write-plugin-package: '$checksum' is not a SHA-256 checksum (64 hexadecimal digits)" >&2
    exit 64
  fi
  case "$url" in
    https://*.zip) ;;
    *) echo "write-plugin-package: the URL must be https and end in .zip: $url" >&2; exit 64 ;;
  esac
  binary_target=".binaryTarget(name: \"SwordPrebuiltTool\", url: \"$url\", checksum: \"$checksum\")"
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
    .plugin(name: "SwordBuildPlugin", targets: ["SwordPrebuiltBuildPlugin"]),
    /// The same plugin under rockname/sword's product name.
    .plugin(name: "SwordBuildToolPlugin", targets: ["SwordPrebuiltBuildPlugin"]),
    /// The build-time check for a committed generated file: fails the build when it is stale.
    .plugin(name: "SwordCheckBuildPlugin", targets: ["SwordPrebuiltCheckBuildPlugin"]),
    /// \`swift package --allow-writing-to-package-directory sword-generate\`.
    .plugin(name: "SwordGeneratePlugin", targets: ["SwordPrebuiltGeneratePlugin"]),
    /// \`swift package sword-check\`.
    .plugin(name: "SwordCheckPlugin", targets: ["SwordPrebuiltCheckPlugin"]),
  ],
  // Target names are module names, unique in an app's graph, which also holds Sword's package (for its library):
  // these differ from Sword's own targets. The tool keeps its name, SwordCLI, from the bundle's info.json.
  targets: [
    $binary_target,
    .plugin(
      name: "SwordPrebuiltBuildPlugin", capability: .buildTool(), dependencies: ["SwordPrebuiltTool"],
      path: "Plugins/SwordBuildPlugin"),
    .plugin(
      name: "SwordPrebuiltCheckBuildPlugin", capability: .buildTool(), dependencies: ["SwordPrebuiltTool"],
      path: "Plugins/SwordCheckBuildPlugin"),
    .plugin(
      name: "SwordPrebuiltGeneratePlugin",
      capability: .command(
        intent: .custom(verb: "sword-generate", description: "Validate the graph and write Sword.generated.swift"),
        permissions: [.writeToPackageDirectory(reason: "Sword writes the generated dependency graph code")]
      ),
      dependencies: ["SwordPrebuiltTool"],
      path: "Plugins/SwordGeneratePlugin"
    ),
    .plugin(
      name: "SwordPrebuiltCheckPlugin",
      capability: .command(
        intent: .custom(verb: "sword-check", description: "Fail when the graph is invalid or the generated code stale")
      ),
      dependencies: ["SwordPrebuiltTool"],
      path: "Plugins/SwordCheckPlugin"
    ),
  ]
)
EOF

rm -rf "$dest"
mv "$staging" "$dest"
trap - EXIT
echo "wrote the plugin package $dest"
