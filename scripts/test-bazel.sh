#!/usr/bin/env bash
# Builds Fixtures/Bazel with a real Bazel and Sword's rules (Integrations/Bazel), and checks what the rules promise:
#   1. the generated file equals what `sword generate` writes for the same sources through .sword.yml;
#   2. every Sword action runs in Bazel's sandbox, an index action with only its module's sources and the tool;
#   3. a second clone at another path, sharing only a --disk_cache, builds with every action a cache hit;
#   4. after an edit to one Swift file, exactly one index action and the merge run again;
#   5. the sword_check test passes on a current file and fails, naming the fix, on a stale or hand-edited one.
# Each check prints what it measured. Skips (exit 0) when bazel is not installed.
#
#   scripts/test-bazel.sh .build/debug/sword     (`make test-bazel` builds sword and runs this)
#   KEEP_WORK=1 scripts/test-bazel.sh …         keeps the temporary clones and Bazel's logs
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: scripts/test-bazel.sh PATH_TO_SWORD" >&2
  exit 64
fi
if ! command -v bazel >/dev/null 2>&1; then
  echo "test-bazel: skipped: bazel is not installed (Debian: apt-get install bazel-bootstrap)"
  exit 0
fi
SWORD=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
if [ ! -x "$SWORD" ]; then
  echo "test-bazel: $1 is not an executable sword (run: make sword)" >&2
  exit 1
fi
REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d /tmp/sword-bazel.XXXXXX)
DISK_CACHE=$WORK/disk-cache      # the only thing the two clones share
CLONE_A=$WORK/a/Fixtures/Bazel
CLONE_B=$WORK/elsewhere/b/Fixtures/Bazel
GENERATED=bazel-bin/App/app_graph/Sword.generated.swift
COMMITTED=App/Sword.generated.swift
FAILURES=0

NAME=test-bazel
BAZEL_FLAGS=(--spawn_strategy=sandboxed --disk_cache="$DISK_CACHE")
source "$REPO/scripts/bazel-test-lib.sh"

cleanup() {
  for clone in "$CLONE_A" "$CLONE_B"; do shutdown_bazel "$clone"; done
  chmod -R u+w "$WORK" 2>/dev/null || true   # Bazel's outputs are read-only
  [ -n "${KEEP_WORK:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT

say "bazel: $(command -v bazel); sword: $SWORD; work folder: $WORK"

# --- The documentation's Bazel examples are the fixture's: each ```python block of BuildSystems.md is a run of
# lines of the last `Fixtures/Bazel/…` file its prose names. ---------------------------------------------------
ARTICLE=$REPO/Sources/Sword/Sword.docc/BuildSystems.md
drift=$(awk -v repo="$REPO" '
  function excerpt_of(path,    n, line, lines, i, j) {
    n = 0
    while ((getline line < (repo "/" path)) > 0) lines[++n] = line
    close(repo "/" path)
    for (i = 0; i + count <= n; i++) {
      for (j = 1; j <= count && lines[i + j] == block[j]; j++) {}
      if (j > count) return 1
    }
    return 0
  }
  /^```python$/ { inside = 1; count = 0; blocks++; next }
  inside && /^```$/ {
    inside = 0
    if (file == "" || !excerpt_of(file)) printf "BuildSystems.md:%d: not lines of %s\n", NR, (file == "" ? "a named fixture file" : file)
    next
  }
  inside { block[++count] = $0; next }
  { while (match($0, /`Fixtures\/Bazel\/[^`]+`/)) { file = substr($0, RSTART + 1, RLENGTH - 2); $0 = substr($0, RSTART + RLENGTH) } }
  END { if (blocks < 3) print "BuildSystems.md: fewer than 3 Bazel examples" }
' "$ARTICLE")
[ -z "$drift" ] && r=ok || { r=no; echo "$drift"; }
check $r "the Bazel examples in BuildSystems.md are lines of the fixture's files"

# --- The reference: `sword generate` through .sword.yml (SwiftPM describes the fixture's Package.swift). ---------
REFERENCE=$WORK/reference/Fixtures/Bazel
mkdir -p "$REFERENCE"
cp -R "$REPO/Fixtures/Bazel/." "$REFERENCE"
rm -f "$REFERENCE/$COMMITTED"
start=$(now)
(cd "$REFERENCE" && "$SWORD" generate --no-cache --quiet)
say "sword generate through .sword.yml: $(since "$start")"

# --- Clone A: a cold build. -------------------------------------------------------------------------------------
make_clone "$CLONE_A" "$SWORD"
start=$(now)
bazel_in "$CLONE_A" a-build build //... || fail_with_log a-build
say "clone A, cold build (Bazel server start included): $(since "$start"); $(summary a-build)"
if cmp -s "$CLONE_A/$GENERATED" "$REFERENCE/$COMMITTED"; then
  check ok "Bazel's $GENERATED equals sword generate's ($(lines <"$REFERENCE/$COMMITTED") lines)"
else
  diff -u "$REFERENCE/$COMMITTED" "$CLONE_A/$GENERATED" || true
  check no "Bazel's $GENERATED differs from sword generate's"
fi
ran=$(spawned a-build '$1 ~ /^Sword/' | tally)
[ "$ran" = "1 × SwordGenerate, 5 × SwordIndex" ] && r=ok || r=no
check $r "the cold build ran $ran (5 modules: Core, Networking, Feed, Settings, App)"
runners=$(spawned a-build '$1 ~ /^Sword/ { print $2 }' | tally)
[ -z "$(spawned a-build '$1 ~ /^Sword/ && $2 !~ /sandbox/')" ] && r=ok || r=no
check $r "every Sword action ran in the sandbox: $runners"
# From the execution log: an index action's inputs are its module's own sources and the tool.
foreign=$(spawned a-build '$1 == "SwordIndex" { for (i = 5; i <= NF; i++)
  if ($i != "tools/sword" && index($i, $4 "/") != 1) print $4 ": " $i }')
[ -z "$foreign" ] && r=ok || { r=no; echo "$foreign"; }
check $r "each index action's inputs are its module's .swift files and tools/sword, nothing else"
bazel_in "$CLONE_A" a-test test //App:app_graph_test && r=ok || r=no
passed=$(grep -o 'PASSED in [0-9.]*s' "$WORK/a-test.log" || echo 'not PASSED')
check $r "sword_check passes on the committed $COMMITTED ($passed)"

# --- Clone B, at another path, sharing only the disk cache: every action a cache hit. ---------------------------
make_clone "$CLONE_B" "$SWORD"
start=$(now)
bazel_in "$CLONE_B" b-test test //... || fail_with_log b-test
say "clone B, build and test (Bazel server start included): $(since "$start"); $(summary b-test)"
spawns=$(($(summary b-test | awk '{ print $1 }') - $(summary_count b-test internal)))
hits=$(summary_count b-test "remote cache hit")
executed=$(spawned b-test '$3 != "true"' | lines)
[ "$hits" -gt 0 ] && [ "$hits" = "$spawns" ] && [ "$executed" = 0 ] && r=ok || r=no
hit=$(spawned b-test '$3 == "true"' | tally)
check $r "clone B: $hits remote cache hits of $spawns processes, $executed executed; the hits: $hit"
cmp -s "$CLONE_B/$GENERATED" "$CLONE_A/$GENERATED" && r=ok || r=no
check $r "clone B's generated file is clone A's, byte for byte"

# --- One edit in clone A: one index action and the merge run again. ---------------------------------------------
EDITED=Settings/SettingsViewModel.swift
sed -i 's/^\(@Dependency(registeredTo: AppComponent.self\))$/\1, scopedWith: .single)/' "$CLONE_A/$EDITED"
grep -q 'scopedWith: .single)$' "$CLONE_A/$EDITED" || { say "the edit of $EDITED did not apply"; exit 1; }
start=$(now)
bazel_in "$CLONE_A" a-edit build //... || fail_with_log a-edit
elapsed=$(since "$start")
ran=$(spawned a-edit '$3 != "true"' | tally)
indexed=$(spawned a-edit '$1 == "SwordIndex" { print $4 }' | tr '\n' ' ')
[ "$ran" = "1 × SwordGenerate, 1 × SwordIndex" ] && [ "$indexed" = "Settings " ] && r=ok || r=no
check $r "after editing $EDITED, Bazel ran $ran (the index of ${indexed% }) in $elapsed; $(summary a-edit)"
changed=$(diff "$CLONE_A/$COMMITTED" "$CLONE_A/$GENERATED" | grep -c '^[<>]' || true)
[ "$changed" -gt 0 ] && r=ok || r=no
check $r "the edit changed $changed lines of the generated file (settingsViewModel became scoped)"

# --- sword_check on a stale file (clone A, after the edit) and on a hand-edited one (clone B). -------------------
if bazel_in "$CLONE_A" a-stale test //App:app_graph_test; then r=no; else r=ok; fi
fix=$(sed -n 's/^sword_check: to fix, run: //p' "$WORK/a-stale.log" | head -n 1)
[ -n "$fix" ] || r=no
check $r "sword_check fails on the stale file and says: ${fix:-nothing}"
# The command it printed ("bazel build LABEL && cp FROM TO"), run with this script's Bazel flags.
label=$(echo "$fix" | sed -n 's/^bazel build \([^ ]*\) && cp [^ ]* [^ ]*$/\1/p')
if [ -n "$label" ]; then
  bazel_in "$CLONE_A" a-fix build "$label" && (cd "$CLONE_A" && eval "${fix#* && }") && r=ok || r=no
  bazel_in "$CLONE_A" a-fixed test //App:app_graph_test || r=no
  check $r "after running that command, sword_check passes again"
fi
echo "// an edit by hand" >>"$CLONE_B/$COMMITTED"
if bazel_in "$CLONE_B" b-broken test //App:app_graph_test; then r=no; else r=ok; fi
grep -q '^-// an edit by hand$' "$WORK/b-broken.log" || r=no
check $r "sword_check fails on a hand-edited file, its diff showing the line"

# --- Split output: `output_files = 3` declares three files, equal to `sword generate` with `output_files: 3`. -----
PARTS=$WORK/reference-parts/Fixtures/Bazel
mkdir -p "$PARTS"
cp -R "$REPO/Fixtures/Bazel/." "$PARTS"
rm -f "$PARTS/$COMMITTED"
sed -i 's/^  output: Sword.generated.swift$/  output: Sword.generated.swift\n  output_files: 3/' "$PARTS/.sword.yml"
(cd "$PARTS" && "$SWORD" generate --no-cache --quiet)
bazel_in "$CLONE_B" b-parts build //App:app_graph_parts || fail_with_log b-parts
r=ok
for n in 1 2 3; do
  cmp -s "$CLONE_B/bazel-bin/App/app_graph_parts/Sword.generated.$n.swift" "$PARTS/App/Sword.generated.$n.swift" || r=no
done
[ ! -e "$CLONE_B/bazel-bin/App/app_graph_parts/Sword.generated.swift" ] || r=no
check $r "output_files = 3 gives Sword.generated.1.swift … 3.swift, each equal to sword generate's with output_files: 3"

if [ "$FAILURES" -ne 0 ]; then
  say "$FAILURES check(s) failed; KEEP_WORK=1 keeps Bazel's logs in the work folder"
  exit 1
fi
say "all checks passed"
