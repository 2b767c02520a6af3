#!/usr/bin/env bash
# Measures a synthetic monorepo built with Sword's Bazel rules, locally and on BuildGrid with clean-root workers:
# the figures of Benchmarks/RemoteExecution.md. A measurement, not a test: it prints tables (Markdown) and fails
# only when a build fails or gives another file than `sword generate`.
#
#   scripts/measure-remote-execution.sh SWORD WORKSPACE [WORKERS]
#
# SWORD      a statically linked sword (`swift build -c release --product sword --static-swift-stdlib
#            -Xswiftc -static-executable`): the workers' roots hold no Swift runtime
# WORKSPACE  a workspace written by SwordBenchmark (L: `SwordBenchmark --sizes L --only sizes --skip-edits
#            --skip-page --work-dir DIR` leaves it in DIR/L); it is copied, not changed
# WORKERS    how many workers BuildGrid gets (default 2)
#
# The workspace becomes a Bazel workspace: a `sword_index` per target folder (Packages/*/Sources/*), a
# `sword_generate` in Sources/App over all of them. Then, in the network of scripts/remote-lib.sh (namespaces and
# veth pairs, or loopback), each with a Bazel server of its own, started before it is timed:
#   local     a cold build in Bazel's sandbox on this machine (--jobs 2), then one binding edited;
#   remote    a cold build on BuildGrid (--jobs $REMOTE_JOBS, default 16), then the same edit;
#   second    another clone, at another path, with --remote_cache alone: every action a hit;
#   toplevel  the same with --remote_download_toplevel, which fetches the generated file and not the indexes.
# For each: wall time, Bazel's critical path, the CPU time of Bazel's server, of BuildGrid and of the workers (their
# actions included), the bytes that crossed the veth pairs, the load average. Then each remote action's figures
# from the workers' records, and what 10 and 100 workers would give on paper from those per-action costs.
# KEEP_WORK=1 keeps the temporary folder (Bazel's logs and execution logs, the workers' records).
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  sed -n '5,12p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 64
fi
REPO=$(cd "$(dirname "$0")/.." && pwd)
VENV=${BUILDGRID_VENV:-$REPO/.build-buildgrid/venv}
STATIC_SH=${STATIC_SH:-/bin/busybox}
SWORD=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
WORKSPACE=$(cd "$2" && pwd)
WORKERS=${3:-2}
REMOTE_JOBS=${REMOTE_JOBS:-16}
NAME=measure-remote-execution
source "$REPO/scripts/bazel-test-lib.sh"
source "$REPO/scripts/remote-lib.sh"
say() { echo "$NAME: $*" >&2; }  # progress on standard error: standard output holds the report

missing=$(execution_missing)
[ -z "$missing" ] || { say "cannot run: $missing"; exit 1; }
is_static "$SWORD" || { say "$1 is linked dynamically: the workers' roots have no Swift runtime"; exit 1; }
[ -d "$WORKSPACE/Packages" ] || { say "$2 has no Packages folder"; exit 1; }

WORK=$(mktemp -d /tmp/sword-remote-execution.XXXXXX)
trap remote_cleanup EXIT
setup_network
say "network: $NETWORK; work folder: $WORK"

# --- The Bazel workspace: the sources, a BUILD file per target folder, the rules and the tool. ---------------------
# A clone is $WORK/NAME/bench: the workspace ws/ and the rules beside it; Bazel's state is in $WORK/NAME/bazel-root.
TEMPLATE=$WORK/template/bench
mkdir -p "$TEMPLATE/ws/tools"
(cd "$WORKSPACE" && find Packages Sources -name '*.swift' ! -name 'Sword.generated*' -print0 \
  | tar --null -cf - --files-from=-) | tar -C "$TEMPLATE/ws" -xf -
cp -R "$REPO/Integrations/Bazel" "$TEMPLATE/rules_sword"
cp "$SWORD" "$TEMPLATE/ws/tools/sword"
cat >"$TEMPLATE/ws/WORKSPACE" <<'EOF'
workspace(name = "sword_benchmark")
local_repository(name = "rules_sword", path = "../rules_sword")
EOF
echo 'exports_files(["sword"], visibility = ["//visibility:public"])' >"$TEMPLATE/ws/tools/BUILD.bazel"
labels=""
for folder in "$TEMPLATE"/ws/Packages/*/Sources/*; do
  module=$(basename "$folder")
  cat >"$folder/BUILD.bazel" <<EOF
load("@rules_sword//:sword.bzl", "sword_index")
sword_index(name = "$module", srcs = glob(["*.swift"]), visibility = ["//visibility:public"])
EOF
  labels="$labels    \"//${folder#"$TEMPLATE/ws/"}\",
"
done
cat >"$TEMPLATE/ws/Sources/App/BUILD.bazel" <<EOF
load("@rules_sword//:sword.bzl", "sword_generate")
sword_generate(
    name = "app_graph",
    srcs = glob(["*.swift"], exclude = ["Sword.generated*.swift"]),
    module_name = "App",
    deps = [
$labels    ],
)
EOF
TARGET=//Sources/App:app_graph
GENERATED=bazel-bin/Sources/App/app_graph/Sword.generated.swift
MODULES=$(ls -d "$TEMPLATE"/ws/Packages/*/Sources/* | lines)

# The reference: `sword generate` through .sword.yml, on a copy of the workspace.
REFERENCE=$WORK/reference
mkdir -p "$REFERENCE"
(cd "$WORKSPACE" && tar --exclude=.build --exclude='Sword.generated*.swift' -cf - .) | tar -C "$REFERENCE" -xf -
(cd "$REFERENCE" && "$SWORD" generate --no-cache --quiet)
REFERENCE_FILE=$(find "$REFERENCE/Sources/App" -name 'Sword.generated.swift')

# The edit: a binding of the middle package made `.single` (its index and the generated code change).
middle=$(ls "$TEMPLATE/ws/Packages" | sed -n "$(( $(ls "$TEMPLATE/ws/Packages" | lines) / 2 + 1 ))p")
EDITED=$(cd "$TEMPLATE/ws" && grep -lE '^@Dependency\(registeredTo: [A-Za-z0-9_]+\.self\)$' \
  "Packages/$middle"/Sources/*/*.swift | head -n 1)
edit() {
  sed -i -E '0,/^(@Dependency\(registeredTo: [A-Za-z0-9_]+\.self)\)$/s//\1, scopedWith: .single)/' "$1/$EDITED"
}

# clone NAME NAMESPACE: a copy of the template at $WORK/NAME/bench, its Bazel server started.
clone() {
  mkdir -p "$WORK/$1"
  cp -R "$TEMPLATE" "$WORK/$1/bench"
  CLONES+=("$WORK/$1/bench/ws $2")
  BAZEL_PREFIX=()
  [ -z "$2" ] || BAZEL_PREFIX=(ip netns exec "$2")
  (cd "$WORK/$1/bench/ws" && "${BAZEL_PREFIX[@]}" bazel --nohome_rc \
    --output_user_root="$(user_root "$WORK/$1/bench/ws")" info release >/dev/null 2>&1)
}
server_pid() { cat "$WORK/$1"/bazel-root/*/server/server.pid.txt; }
cpu_of() {  # cpu_of PID…: the CPU seconds (user + system) of these processes and of the children they waited for
  python3 -c 'import os, sys
ticks = os.sysconf("SC_CLK_TCK")
def cpu(pid):
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return sum(int(f) for f in fields[11:15]) / ticks
print(f"{sum(cpu(p) for p in sys.argv[1:]):.2f}")' "$@"
}
load() { cut -d' ' -f1 /proc/loadavg; }
rx() { if namespaced; then rx_bytes "$1" "$2"; else echo 0; fi; }
delta() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# measured NAME CLONE RUN ARGS…: a timed Bazel build of TARGET; appends its figures to $WORK/runs.jsonl.
measured() {
  local name=$1 clone=$2 run=$3 status=0
  shift 3
  local bazel before after start_time
  bazel=$(server_pid "$clone")
  before="$(cpu_of "$bazel") $(cpu_of "${GRID_PID:-0}") $(cpu_of "${WORKER_PIDS[@]:-0}") $(rx "$SERVERS" a0)"
  before="$before $(rx "$CLIENT_A" c0) $(rx "$CLIENT_B" c0) $(load)"
  start_time=$(now)
  bazel_in "$WORK/$clone/bench/ws" "$run" build "$TARGET" "$@" || status=$?
  after="$(now) $(cpu_of "$bazel") $(cpu_of "${GRID_PID:-0}") $(cpu_of "${WORKER_PIDS[@]:-0}") $(rx "$SERVERS" a0)"
  after="$after $(rx "$CLIENT_A" c0) $(rx "$CLIENT_B" c0) $(load)"
  [ $status = 0 ] || { say "$name failed:"; tail -n 30 "$WORK/$run.log" >&2; exit 1; }
  python3 -c 'import json, re, sys
name, run, start, before, after, log = sys.argv[1:]
b, a = [float(x) for x in before.split()], [float(x) for x in after.split()]
text = open(log).read()
critical = re.findall(r"Critical Path: ([0-9.]+)s", text)
summary = re.findall(r"INFO: ([0-9]+ process.*)", text)
print(json.dumps(dict(name=name, run=run, start=float(start), wall=a[0] - float(start),
    critical=float(critical[-1]) if critical else None, summary=summary[-1].rstrip(".") if summary else "",
    bazel_cpu=a[1] - b[0], grid_cpu=a[2] - b[1], workers_cpu=a[3] - b[2], sent=a[4] - b[3],
    received=a[5] - b[4] + a[6] - b[5], load=[b[6], a[7]])))' \
    "$name" "$run" "$start_time" "$before" "$after" "$WORK/$run.log" >>"$WORK/runs.jsonl"
  if [ -n "$EXPECTED" ] && ! cmp -s "$WORK/$clone/bench/ws/$GENERATED" "$EXPECTED"; then
    say "$name: the generated file differs from sword generate's"
    exit 1
  fi
  say "$name: $(since "$start_time"); $(summary "$run")"
}
START_LOAD=$(cut -d' ' -f1-3 /proc/loadavg)

# --- local ---------------------------------------------------------------------------------------------------------
EXPECTED=$REFERENCE_FILE
say "local: a clone in Bazel's sandbox, $MODULES index actions and the merge"
clone local "$NS_A"
BAZEL_FLAGS=(--spawn_strategy=sandboxed --jobs=2)
BAZEL_PREFIX=("${IN_A[@]}")
measured "local, cold" local local-cold
edit "$WORK/local/bench/ws"
EXPECTED=""  # after the edit: compared between the local and the remote build below
measured "local, one binding edited" local local-edit
cp "$WORK/local/bench/ws/$GENERATED" "$WORK/edited.swift"

# --- remote --------------------------------------------------------------------------------------------------------
start_buildgrid || exit 1
start_workers "$WORKERS"
say "BuildGrid $BUILDGRID_VERSION with $WORKERS workers"
clone remote "$NS_A"
EXECUTOR=(--spawn_strategy=remote --remote_executor="grpc://$SERVER_FOR_A:$GRPC_PORT" --remote_instance_name=main
  --remote_timeout=600 --jobs="$REMOTE_JOBS")
BAZEL_FLAGS=("${EXECUTOR[@]}")
EXPECTED=$REFERENCE_FILE
measured "remote, cold ($WORKERS workers)" remote remote-cold
cat "$WORK"/worker-*.jsonl >"$WORK/cold.jsonl"
edit "$WORK/remote/bench/ws"
EXPECTED=$WORK/edited.swift
measured "remote, one binding edited" remote remote-edit

# --- second and toplevel: other paths, in B's namespace, the remote cache alone ---------------------------------
EXPECTED=$REFERENCE_FILE
BAZEL_FLAGS=(--spawn_strategy=sandboxed --jobs="$REMOTE_JOBS" --remote_cache="grpc://$SERVER_FOR_B:$GRPC_PORT"
  --remote_instance_name=main)
clone elsewhere/second "$NS_B"
BAZEL_PREFIX=("${IN_B[@]}")
measured "second clone, --remote_cache" elsewhere/second second
BAZEL_FLAGS+=(--remote_download_toplevel)
clone elsewhere/toplevel "$NS_B"
measured "second clone, + --remote_download_toplevel" elsewhere/toplevel toplevel

# --- The report -----------------------------------------------------------------------------------------------------
python3 "$REPO/scripts/remote-execution-report.py" "$WORK" "$WORKERS" "$(wc -c <"$SWORD")" "$START_LOAD $(load)" \
  "$NETWORK"
