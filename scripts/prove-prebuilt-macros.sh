#!/usr/bin/env bash
# Proves that SwiftPM serves Sword's macros from prebuilt swift-syntax, where nothing can be downloaded: builds the
# prebuilt SwiftPM would download (swift-syntax's library products as one static `MacroSupport` library, at the
# version Sword resolves, for this toolchain and platform), signs its manifest with a test certificate made here,
# serves both from a file:// URL, and builds apps that use Sword from clean folders with
# `--experimental-prebuilts-download-url` and `--experimental-prebuilts-root-cert`. Prints, per app, the
# swift-syntax modules compiled and the CPU time. The apps:
#   library-from-source: Sword's macros only (`.product(name: "Sword")`), prebuilts off: what an app pays today;
#   library:         the same with the prebuilt served;
#   bundle-plugin:   the same with the build-tool plugin of the plugin-only package on an artifact bundle
#                    (scripts/write-plugin-package.sh), when SWORD_BUNDLE names one (`make bundle` makes it);
#   source-plugin:   the same with the build-tool plugin of Sword's own package, which builds `sword` (and so
#                    swift-syntax) from source: SwiftPM then uses no prebuilt at all.
# The prebuilt takes one release build of swift-syntax (about 10 min of CPU); KEEP_WORK=1 keeps the work folder.
# SwiftPM's rules, read in its sources (Workspace+Prebuilts.swift, ModulesGraph+Loading.swift): swift-syntax by the
# canonical URL at a version; a host it has prebuilts for (macOS, Windows, Ubuntu 20.04-24.04, Debian 12, Fedora,
# Amazon Linux 2, RHEL 9); and no module of a macro's closure reachable from a product the root package builds.
#
#   scripts/prove-prebuilt-macros.sh                         (`make prove-prebuilt-macros`)
#   SWORD_BUNDLE=.build/bundle/sword.artifactbundle scripts/prove-prebuilt-macros.sh
#   PREBUILT_SWIFT_SYNTAX=/tmp/sword-prebuilts.X/swift-syntax scripts/prove-prebuilt-macros.sh   (reuse a build)
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d /tmp/sword-prebuilts.XXXXXX)
if [ "${KEEP_WORK:-0}" != 1 ]; then trap 'rm -rf "$WORK"' EXIT; fi
for tool in openssl tar sha256sum python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "prove-prebuilt-macros: $tool is missing" >&2; exit 1; }
done

# The platform name SwiftPM gives this host (PrebuiltLibrary.swift), and the compiler tag it asks for.
# shellcheck disable=SC1091 # the host's
. /etc/os-release
arch=$(uname -m)
case "$ID-${VERSION_ID:-}" in
  debian-12) platform="debian_12_$arch" ;;
  ubuntu-24.04) platform="ubuntu_noble_$arch" ;;
  ubuntu-22.04) platform="ubuntu_jammy_$arch" ;;
  ubuntu-20.04) platform="ubuntu_focal_$arch" ;;
  *) echo "prove-prebuilt-macros: SwiftPM has no prebuilts for $ID $VERSION_ID; nothing to prove here" >&2; exit 1 ;;
esac
tag=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["swiftCompilerTag"])')
name="$tag-$platform"

# swift-syntax at the version Sword resolves, from SwiftPM's own checkout of it.
(cd "$REPO" && swift package resolve >/dev/null)
version=$(python3 -c '
import json, sys
pins = json.load(open(sys.argv[1]))["pins"]
print(next(p["state"]["version"] for p in pins if p["identity"] == "swift-syntax"))' "$REPO/Package.resolved")
echo "prebuilt: swift-syntax $version for $name"
# PREBUILT_SWIFT_SYNTAX: a checkout this script built before (KEEP_WORK=1 keeps it), to skip the long build.
built=${PREBUILT_SWIFT_SYNTAX:-}
if [ -n "$built" ]; then
  ln -s "$(cd "$built" && pwd)" "$WORK/swift-syntax"
else
  git clone --quiet "$REPO/.build/checkouts/swift-syntax" "$WORK/swift-syntax"
  git -C "$WORK/swift-syntax" checkout --quiet "$version"
fi

# 1. Every module of swift-syntax's library products, as one static library (what SwiftPM's build-prebuilts does).
(cd "$WORK/swift-syntax" && git checkout --quiet Package.swift && swift package dump-package >"$WORK/dump.json")
python3 - "$WORK/dump.json" "$WORK/swift-syntax/Package.swift" "$WORK/products.json" <<'EOF'
import json, sys
dump = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in dump["targets"]}
libraries = [p for p in dump["products"] if "library" in p["type"]]
seen = set()
def visit(name):
    if name in seen or name not in targets:
        return
    seen.add(name)
    for dependency in targets[name].get("dependencies", []):
        for kind, value in dependency.items():
            if kind in ("byName", "target"):
                visit(value[0])
for product in libraries:
    for target in product["targets"]:
        visit(target)
with open(sys.argv[2], "a") as manifest:
    names = ", ".join(f'"{t}"' for t in sorted(seen))
    manifest.write(f'\npackage.products += [.library(name: "MacroSupport", type: .static, targets: [{names}])]\n')
json.dump({"products": [p["name"] for p in libraries]}, open(sys.argv[3], "w"))
EOF
start=$(date +%s)
[ -n "$built" ] || (cd "$WORK/swift-syntax" && swift build -c release -debug-info-format none --product MacroSupport >"$WORK/prebuilt-build.log" 2>&1) \
  || { tail -20 "$WORK/prebuilt-build.log" >&2; exit 1; }
echo "prebuilt: MacroSupport built in $(($(date +%s) - start)) s"
mkdir -p "$WORK/stage/lib" "$WORK/stage/Modules" "$WORK/www/swift-syntax/$version"
cp "$WORK/swift-syntax/.build/release/libMacroSupport.a" "$WORK/stage/lib/"
cp -R "$WORK/swift-syntax/.build/release/Modules/." "$WORK/stage/Modules/"
archive="$WORK/www/swift-syntax/$version/$name-MacroSupport.tar.gz"
(cd "$WORK/stage" && tar -zcf "$archive" lib Modules)
checksum=$(sha256sum "$archive" | cut -d' ' -f1)

# 2. The manifest, encoded as SwiftPM re-encodes it (sorted keys, pretty printed, slashes unescaped): the signature
# covers those bytes, and SwiftPM compares them with its own encoding byte for byte.
include_paths=$(cd "$WORK/swift-syntax" && find Sources -path '*/include' -type d | sort | python3 -c '
import json, sys; print(json.dumps([l.strip() for l in sys.stdin if l.strip()]))')
products=$(python3 -c 'import json, sys; print(json.dumps(json.load(open(sys.argv[1]))["products"]))' "$WORK/products.json")
cat >"$WORK/payload.swift" <<EOF
import Foundation
struct Library: Codable { var name: String; var checksum: String; var products: [String]; var includePath: [String]? }
struct Manifest: Codable { var libraries: [Library] }
let products: [String] = $products
let includePath: [String] = $include_paths
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
let manifest = Manifest(libraries: [Library(name: "MacroSupport", checksum: "$checksum", products: products, includePath: includePath)])
FileHandle.standardOutput.write(try encoder.encode(manifest))
EOF
swift "$WORK/payload.swift" >"$WORK/payload.json"

# 3. A test root and a code-signing leaf, made here; the manifest signed as a JWS (RS256, x5c leaf first).
cd "$WORK"
openssl req -x509 -newkey rsa:2048 -nodes -keyout root.key -out root.pem -days 30 -subj "/CN=Sword prebuilts test root" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -keyout leaf.key -out leaf.csr -subj "/CN=Sword prebuilts test signer" 2>/dev/null
printf 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=codeSigning\n' >leaf.ext
openssl x509 -req -in leaf.csr -CA root.pem -CAkey root.key -CAcreateserial -out leaf.pem -days 30 -extfile leaf.ext \
  2>/dev/null
openssl x509 -in root.pem -outform DER -out root.der
openssl x509 -in leaf.pem -outform DER -out leaf.der
b64url() { base64 -w0 | tr '+/' '-_' | tr -d '='; }
header=$(printf '{"alg":"RS256","x5c":["%s","%s"]}' "$(base64 -w0 <leaf.der)" "$(base64 -w0 <root.der)" | b64url)
payload=$(b64url <payload.json)
signature=$(printf '%s' "$header.$payload" | openssl dgst -sha256 -sign leaf.key | b64url)
python3 - "$WORK/payload.json" "$header.$payload.$signature" "$WORK/www/swift-syntax/$version/$name.json" <<'EOF'
import json, sys
manifest = json.load(open(sys.argv[1]))
json.dump({"manifest": manifest, "signature": {"signature": sys.argv[2],
           "certificate": {"subject": {"commonName": "Sword prebuilts test signer"},
                           "issuer": {"commonName": "Sword prebuilts test root"}}}}, open(sys.argv[3], "w"))
EOF

# 4. Apps that use Sword, each built from a clean folder with the prebuilts served from $WORK/www.
write_app() {
  local folder=$1 plugin_package=$2 plugin=$3
  mkdir -p "$folder/Sources/App"
  cat >"$folder/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "App",
  dependencies: [.package(name: "sword", path: "$REPO")$plugin_package],
  targets: [.executableTarget(name: "App", dependencies: [.product(name: "Sword", package: "sword")]$plugin)]
)
EOF
  cat >"$folder/Sources/App/main.swift" <<'EOF'
import Sword

@Component final class AppComponent {}

@Dependency(registeredTo: AppComponent.self)
final class Clock {
  @Injected init() {}
}

print("built")
EOF
}
measure() {
  local label=$1 folder=$2 prebuilts=${3:-served} status=0
  rm -rf "$HOME/.cache/org.swift.swiftpm/prebuilts/swift-syntax/$version"
  cp "$REPO/Package.resolved" "$folder/Package.resolved"
  # The build's CPU time is its children's, read when it ends.
  (cd "$folder" && python3 - "$WORK" "$prebuilts" <<'EOF'
import resource, subprocess, sys
root, prebuilts = sys.argv[1], sys.argv[2]
flags = (["--experimental-prebuilts-download-url", f"file://{root}/www", "--experimental-prebuilts-root-cert",
          f"{root}/root.der"] if prebuilts == "served" else ["--disable-experimental-prebuilts"])
with open("build.log", "w") as log:
    result = subprocess.run(["swift", "build", "-v"] + flags, stdout=log, stderr=log)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
open("cpu.txt", "w").write(f"{usage.ru_utime + usage.ru_stime:.0f}")
sys.exit(result.returncode)
EOF
  ) || status=$?
  local modules prebuilt="no"
  modules=$({ grep -oE -- '-module-name Swift[A-Za-z0-9_]*' "$folder/build.log" || true; } | sort -u | wc -l)
  grep -q -- '-lMacroSupport' "$folder/build.log" && prebuilt="yes"
  echo "app $label: status $status, swift-syntax modules compiled: $modules, prebuilt MacroSupport linked: $prebuilt," \
    "CPU $(cat "$folder/cpu.txt") s"
}
write_app "$WORK/library-from-source" "" ""
measure library-from-source "$WORK/library-from-source" off
write_app "$WORK/library" "" ""
measure library "$WORK/library"
if [ -n "${SWORD_BUNDLE:-}" ]; then
  "$REPO/scripts/write-plugin-package.sh" "$WORK/bundle-plugin/Tools/SwordPlugins" --bundle "$SWORD_BUNDLE" >/dev/null
  write_app "$WORK/bundle-plugin" ', .package(path: "Tools/SwordPlugins")' \
    ', plugins: [.plugin(name: "SwordBuildPlugin", package: "SwordPlugins")]'
  measure bundle-plugin "$WORK/bundle-plugin"
fi
write_app "$WORK/source-plugin" "" ', plugins: [.plugin(name: "SwordBuildPlugin", package: "sword")]'
measure source-plugin "$WORK/source-plugin"
