#!/usr/bin/env bash
# Builds Fixtures/Bazel with a real Bazel and Sword's rules (Integrations/Bazel), and checks what the rules promise:
#   1. the generated file equals what `sword generate` writes for the same sources through .sword.yml;
#   2. every Sword action runs in Bazel's sandbox, an index action with only its module's sources and the tool;
#   3. a second clone at another path, sharing only a --disk_cache, builds with every action a cache hit;
#   4. after an edit to one Swift file, exactly one index action and the merge run again;
#   5. the sword_check test passes on a current file and fails, naming the fix, on a stale or damaged one.
# Each check prints what it measured. Skips (exit 0) when bazel is not installed.
#
#   scripts/test-bazel.sh .build/debug/sword     (`make test-bazel` builds sword and runs this)
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
# Each clone's Bazel server, output base and action cache live in its own --output_user_root beside it, under
# $WORK: nothing lands in the repository, and the clones share no state but the disk cache.
user_root() { echo "$(cd "$1/../.." && pwd)/bazel-root"; }
FAILURES=0

cleanup() {
  for clone in "$CLONE_A" "$CLONE_B"; do
    if [ -d "$clone" ]; then
      (cd "$clone" && bazel --nohome_rc --output_user_root="$(user_root "$clone")" shutdown >/dev/null 2>&1) || true
    fi
  done
  chmod -R u+w "$WORK" 2>/dev/null || true
  [ -n "${KEEP_WORK:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT

say() { echo "test-bazel: $*"; }
check() {  # check CONDITION-RESULT MESSAGE: counts a failure without stopping, so every measurement is printed
  if [ "$1" = ok ]; then say "ok: $2"; else say "FAILED: $2"; FAILURES=$((FAILURES + 1)); fi
}
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f s", b - a }'; }

# A clone of the fixture and of the rules, laid out as in the repository (WORKSPACE reaches the rules through
# ../../Integrations/Bazel), with the sword binary copied in as //tools:sword.
make_clone() {
  mkdir -p "$1" "$1/../../Integrations"
  cp -R "$REPO/Fixtures/Bazel/." "$1"
  cp -R "$REPO/Integrations/Bazel" "$1/../../Integrations/Bazel"
  rm -rf "$1"/bazel-*
  cp "$SWORD" "$1/tools/sword"
}

# bazel_in CLONE NAME.log COMMAND ARGS…: runs Bazel in CLONE with the shared flags, its output in NAME.log and its
# execution log in NAME.exec.json; the console gets only what the checks measure.
bazel_in() {
  local clone=$1 log=$2
  shift 2
  local command=$1
  shift
  (cd "$clone" && bazel --nohome_rc --output_user_root="$(user_root "$clone")" "$command" \
    --spawn_strategy=sandboxed --disk_cache="$DISK_CACHE" --color=no --curses=no \
    --execution_log_json_file="${log%.log}.exec.json" "$@") >"$log" 2>&1
}

# What an execution log holds, one line per spawn: "mnemonic runner remote-cache-hit".
spawns() {
  awk '
    /"mnemonic":/ { gsub(/[",]/, "", $2); mnemonic = $2 }
    /"runner":/ { gsub(/[",]/, "", $2); runner = $2 }
    /"remoteCacheHit":/ { gsub(/[",]/, "", $2); print mnemonic, runner, $2 }
  ' "$1.exec.json"
}
count() { spawns "$1" | awk -v m="$2" -v hit="${3:-}" '$1 == m && (hit == "" || $3 == hit)' | wc -l | tr -d ' '; }
# Bazel's summary, e.g. "INFO: 9 processes: 3 internal, 6 remote cache hit."
summary() { grep -E '^INFO: [0-9]+ process(es)?' "$1" | tail -n 1 | sed 's/^INFO: //'; }
summary_count() {  # summary_count LOG KIND: the number before KIND in the summary ("internal", "remote cache hit")
  summary "$1" | tr ':,.' '\n\n\n' | awk -v kind="$2" '$0 ~ kind { print $1 }' | head -n 1
}
total_processes() { summary "$1" | awk '{ print $1 }'; }

say "bazel: $(command -v bazel); sword: $SWORD; work folder: $WORK"

# --- The reference: `sword generate` through .sword.yml (SwiftPM describes the fixture's Package.swift). ---------
REFERENCE=$WORK/reference/Fixtures/Bazel
mkdir -p "$REFERENCE"
cp -R "$REPO/Fixtures/Bazel/." "$REFERENCE"
rm -f "$REFERENCE/App/Sword.generated.swift"
start=$(now)
(cd "$REFERENCE" && "$SWORD" generate --no-cache --quiet)
say "sword generate through .sword.yml: $(seconds "$start" "$(now)")"

# --- Clone A: a cold build. -------------------------------------------------------------------------------------
make_clone "$CLONE_A"
start=$(now)
bazel_in "$CLONE_A" "$WORK/a-build.log" build //... || { cat "$WORK/a-build.log"; exit 1; }
say "clone A, cold build (server start included): $(seconds "$start" "$(now)"); $(summary "$WORK/a-build.log")"
GENERATED=bazel-bin/App/app_graph/Sword.generated.swift
if cmp -s "$CLONE_A/$GENERATED" "$REFERENCE/App/Sword.generated.swift"; then
  check ok "Bazel's $GENERATED equals sword generate's ($(wc -l <"$REFERENCE/App/Sword.generated.swift" | tr -d ' ') lines)"
else
  diff -u "$REFERENCE/App/Sword.generated.swift" "$CLONE_A/$GENERATED" || true
  check no "Bazel's $GENERATED differs from sword generate's"
fi
indexes=$(count "$WORK/a-build" SwordIndex)
merges=$(count "$WORK/a-build" SwordGenerate)
[ "$indexes" = 5 ] && [ "$merges" = 1 ] && r=ok || r=no
check $r "cold build ran $indexes index actions (5 modules) and $merges merge"
runners=$(spawns "$WORK/a-build" | awk '$1 ~ /^Sword/ { print $2 }' | sort | uniq -c | awk '{ printf "%s%s × %s", sep, $1, $2; sep = ", " }')
unsandboxed=$(spawns "$WORK/a-build" | awk '$1 ~ /^Sword/ && $2 !~ /sandbox/' | wc -l | tr -d ' ')
[ "$unsandboxed" = 0 ] && r=ok || r=no
check $r "every Sword action ran sandboxed: $runners"
# Each index action's inputs, from the execution log: its own module's sources and the tool, nothing else.
foreign=$(awk '
  /"commandArgs":/ { module = "" ; if (match($0, /"--module", "[^"]+"/)) { module = substr($0, RSTART + 13, RLENGTH - 14) } }
  /"path":/ && module != "" && !/bazel-out/ { gsub(/[",]/, "", $2); if ($2 != "tools/sword" && index($2, module "/") != 1) print module ": " $2 }
  /"listedOutputs":/ { module = "" }
' "$WORK/a-build.exec.json")
[ -z "$foreign" ] && r=ok || { r=no; echo "$foreign"; }
check $r "each index action's inputs are its module's .swift files and tools/sword only"
bazel_in "$CLONE_A" "$WORK/a-test.log" test //App:app_graph_test && r=ok || r=no
check $r "sword_check passes on the committed App/Sword.generated.swift ($(grep -o 'PASSED in [0-9.]*s' "$WORK/a-test.log" || echo 'not PASSED'))"

# --- Clone B, at another path, sharing only the disk cache: every action a cache hit. ---------------------------
make_clone "$CLONE_B"
start=$(now)
bazel_in "$CLONE_B" "$WORK/b-test.log" test //... || { cat "$WORK/b-test.log"; exit 1; }
total=$(total_processes "$WORK/b-test.log")
internal=$(summary_count "$WORK/b-test.log" internal)
hits=$(summary_count "$WORK/b-test.log" "remote cache hit")
misses=$(spawns "$WORK/b-test" | awk '$3 != "true"' | wc -l | tr -d ' ')
say "clone B, build and test (server start included): $(seconds "$start" "$(now)"); $(summary "$WORK/b-test.log")"
[ -n "$hits" ] && [ "$hits" = $((total - ${internal:-0})) ] && [ "$misses" = 0 ] && r=ok || r=no
check $r "clone B: ${hits:-0} remote cache hits of $((total - ${internal:-0})) spawned processes ($misses executed), including $(count "$WORK/b-test" SwordIndex true) index actions, $(count "$WORK/b-test" SwordGenerate true) merge and $(count "$WORK/b-test" TestRunner true) test"
cmp -s "$CLONE_B/$GENERATED" "$CLONE_A/$GENERATED" && r=ok || r=no
check $r "clone B's generated file is clone A's, byte for byte"

# --- One edit in clone A: one index action and the merge run again. ---------------------------------------------
sed -i 's/^@Dependency(registeredTo: AppComponent.self)$/@Dependency(registeredTo: AppComponent.self, scopedWith: .single)/' \
  "$CLONE_A/Settings/SettingsViewModel.swift"
grep -q 'scopedWith: .single)$' "$CLONE_A/Settings/SettingsViewModel.swift" || { say "the edit did not apply"; exit 1; }
start=$(now)
bazel_in "$CLONE_A" "$WORK/a-edit.log" build //... || { cat "$WORK/a-edit.log"; exit 1; }
elapsed=$(seconds "$start" "$(now)")
ran=$(spawns "$WORK/a-edit" | awk '$3 != "true" { print $1 }' | sort | uniq -c | awk '{ printf "%s%s × %s", sep, $1, $2; sep = ", " }')
indexed=$(awk '/"commandArgs":/ && /"index"/ { if (match($0, /"--module", "[^"]+"/)) print substr($0, RSTART + 13, RLENGTH - 14) }' "$WORK/a-edit.exec.json" | tr '\n' ' ')
[ "$(count "$WORK/a-edit" SwordIndex)" = 1 ] && [ "$(count "$WORK/a-edit" SwordGenerate)" = 1 ] \
  && [ "$(spawns "$WORK/a-edit" | wc -l | tr -d ' ')" = 2 ] && r=ok || r=no
check $r "after editing Settings/SettingsViewModel.swift: ran ${ran:-nothing} (index of: ${indexed% }) in $elapsed; $(summary "$WORK/a-edit.log")"
changed=$(diff "$CLONE_A/App/Sword.generated.swift" "$CLONE_A/$GENERATED" | grep -c '^[<>]' || true)
[ "$changed" -gt 0 ] && r=ok || r=no
check $r "the edit changed $changed lines of the generated file (settingsViewModel is now scoped)"

# --- sword_check on a stale file (clone A, after the edit) and on a damaged one (clone B). -----------------------
if bazel_in "$CLONE_A" "$WORK/a-stale.log" test //App:app_graph_test; then r=no; else r=ok; fi
fix=$(grep -o 'to fix, run: .*' "$WORK/a-stale.log" | head -n 1 | sed 's/^to fix, run: //')
[ -n "$fix" ] || r=no
check $r "sword_check fails on the stale file and says: ${fix:-nothing}"
# The command it prints, run with this script's Bazel flags: "bazel build LABEL && cp FROM TO".
label=$(echo "$fix" | sed -n 's/^bazel build \([^ ]*\) && cp [^ ]* [^ ]*$/\1/p')
if [ -n "$label" ]; then
  bazel_in "$CLONE_A" "$WORK/a-fix.log" build "$label" && (cd "$CLONE_A" && eval "${fix#* && }") && r=ok || r=no
  bazel_in "$CLONE_A" "$WORK/a-fixed.log" test //App:app_graph_test || r=no
  check $r "after running that command, sword_check passes again"
fi
echo "// an edit by hand" >>"$CLONE_B/App/Sword.generated.swift"
if bazel_in "$CLONE_B" "$WORK/b-broken.log" test //App:app_graph_test; then r=no; else r=ok; fi
grep -q '^+// an edit by hand$\|^-// an edit by hand$' "$WORK/b-broken.log" || r=no
check $r "sword_check fails on a hand-edited file, showing the line in its diff"

if [ "$FAILURES" -ne 0 ]; then
  say "$FAILURES check(s) failed; logs: rerun with the same sword to reproduce"
  exit 1
fi
say "all checks passed"
