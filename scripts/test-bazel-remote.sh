#!/usr/bin/env bash
# Builds Fixtures/Bazel with a real Bazel and Sword's rules beyond one machine, and checks:
#   1. a remote cache over HTTP: nginx (WebDAV) is Bazel's --remote_cache; clone A builds and tests, uploading its
#      results; clone B, at another path, sharing nothing with A but the cache's URL, gets every process (each Sword
#      action among them) as a remote cache hit;
#   2. remote execution on BuildGrid (scripts/ensure-buildgrid.sh) with two workers (scripts/remote-worker.py) that
#      run each action in a clean root holding its inputs, a static /bin/sh and /proc, nothing else: every Sword
#      action runs remotely (Bazel's execution log) in such a root (the workers' logs), and writes the same
#      generated file; the sword linked against the toolchain's libraries fails there; a clone at another path with
#      --remote_cache alone gets every Sword action as a remote cache hit.
# The servers (nginx, BuildGrid and its workers) live in a network namespace, each clone's Bazel in one of its own,
# joined by veth pairs, so that the traffic crosses an interface; where namespaces cannot be made (not root, no
# `ip`), everything runs on the loopback interface, and the script says which ran. Each part skips (exit 0), saying
# why, when what it needs is missing: bazel, nginx for 1; BuildGrid's environment, a static sword and a static sh
# (Debian's busybox-static), unshare and chroot for 2.
#
#   scripts/test-bazel-remote.sh SWORD SWORD_STATIC   (`make test-bazel-remote`: SWORD is .build/debug/sword,
#                                                      SWORD_STATIC the one `make sword-static` links statically)
#   scripts/test-bazel-remote.sh --can-execute        exits 0 when part 2 can run (the Makefile builds the
#                                                      static sword only then)
#   KEEP_WORK=1 …                                    keeps the temporary folder: Bazel's, nginx's, BuildGrid's and
#                                                      the workers' logs
#   FORCE_LOOPBACK=1 …                               runs on the loopback interface even where namespaces work
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
VENV=${BUILDGRID_VENV:-$REPO/.build-buildgrid/venv}
STATIC_SH=${STATIC_SH:-/bin/busybox}

source "$REPO/scripts/remote-lib.sh"
if [ "${1:-}" = --can-execute ]; then
  [ -z "$(execution_missing)" ]
  exit
fi
if [ $# -ne 2 ]; then
  echo "usage: scripts/test-bazel-remote.sh SWORD SWORD_STATIC | --can-execute" >&2
  exit 64
fi
NAME=test-bazel-remote
if ! command -v bazel >/dev/null 2>&1; then
  echo "$NAME: skipped: bazel is not installed (Debian: apt-get install bazel-bootstrap)"
  exit 0
fi
SWORD=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$SWORD" ] || { echo "$NAME: $1 is not an executable sword (run: make sword)" >&2; exit 1; }
SWORD_STATIC=$2
WORK=$(mktemp -d /tmp/sword-bazel-remote.XXXXXX)
FAILURES=0
GENERATED=bazel-bin/App/app_graph/Sword.generated.swift
COMMITTED=App/Sword.generated.swift
source "$REPO/scripts/bazel-test-lib.sh"

trap remote_cleanup EXIT
setup_network

# clone NAME NAMESPACE TOOL: a clone of the fixture at $WORK/NAME/Fixtures/Bazel, run in NAMESPACE ("" for none).
clone() {
  make_clone "$WORK/$1/Fixtures/Bazel" "$3"
  CLONES+=("$WORK/$1/Fixtures/Bazel $2")
}

say "bazel: $(command -v bazel); sword: $SWORD; work folder: $WORK"
say "network: $NETWORK"

# --- The reference: `sword generate` through .sword.yml. ---------------------------------------------------------
REFERENCE=$WORK/reference/Fixtures/Bazel
mkdir -p "$REFERENCE"
cp -R "$REPO/Fixtures/Bazel/." "$REFERENCE"
rm -f "$REFERENCE/$COMMITTED"
(cd "$REFERENCE" && "$SWORD" generate --no-cache --quiet)

# === 1. A remote cache over HTTP. =================================================================================
if ! command -v nginx >/dev/null 2>&1; then
  say "part 1 skipped: nginx is not installed (Debian: apt-get install nginx)"
else
  HTTP=$WORK/nginx
  mkdir -p "$HTTP/cache" "$HTTP/temp"
  user_line=""
  if [ "$(id -u)" = 0 ]; then  # nginx's workers drop root: the folders they write are theirs
    user_line="user nobody $(id -gn nobody);"
    chown nobody "$HTTP/cache" "$HTTP/temp"
    chmod o+x "$WORK" "$HTTP"
  fi
  cat >"$HTTP/nginx.conf" <<EOF
# Bazel's HTTP cache protocol: GET and PUT of /ac/<digest> and /cas/<digest>. WebDAV's PUT stores a body as a file.
$user_line
daemon off;
worker_processes 2;
pid $HTTP/nginx.pid;
error_log $HTTP/error.log warn;
events { worker_connections 256; }
http {
  access_log $HTTP/access.log;
  client_body_temp_path $HTTP/temp/body;
  proxy_temp_path $HTTP/temp/proxy;
  fastcgi_temp_path $HTTP/temp/fastcgi;
  uwsgi_temp_path $HTTP/temp/uwsgi;
  scgi_temp_path $HTTP/temp/scgi;
  server {
    listen $LISTEN:$HTTP_PORT;
    root $HTTP/cache;
    client_max_body_size 1g;
    location / {
      dav_methods PUT;
      create_full_put_path on;
      dav_access user:rw group:r all:r;
    }
  }
}
EOF
  start nginx "${IN_SERVERS[@]}" nginx -p "$HTTP" -c "$HTTP/nginx.conf" -e "$HTTP/error.log"
  NGINX=$STARTED
  wait_for_port "$NGINX" nginx "$SERVER_FOR_A" "$HTTP_PORT" "${IN_A[@]}" || exit 1

  BAZEL_FLAGS=(--spawn_strategy=sandboxed)
  clone a "$NS_A" "$SWORD"
  BAZEL_PREFIX=("${IN_A[@]}")
  start_time=$(now)
  bazel_in "$WORK/a/Fixtures/Bazel" a-test test //... --config=cache \
    --remote_cache="http://$SERVER_FOR_A:$HTTP_PORT" || fail_with_log a-test
  say "clone A, build and test, cache at http://$SERVER_FOR_A:$HTTP_PORT: $(since "$start_time"); $(summary a-test)"
  ran=$(spawned a-test '$1 ~ /^Sword/ && $3 != "true"' | tally)
  puts=$(awk -v a="$CLIENT_A_ADDRESS" '$1 == a && $6 == "\"PUT" && $9 ~ /^20[14]$/' "$HTTP/access.log" | lines)
  stored=$(find "$HTTP/cache" -type f | lines)
  [ "$ran" = "1 × SwordGenerate, 5 × SwordIndex" ] && [ "$puts" -gt 0 ] && r=ok || r=no
  kb=$(du -sk "$HTTP/cache" | awk '{ print $1 }')
  check $r "clone A ran $ran in Bazel's sandbox and stored $puts entries over HTTP ($stored files, $kb KB in the cache)"

  clone elsewhere/b "$NS_B" "$SWORD"
  BAZEL_PREFIX=("${IN_B[@]}")
  received_before=0
  namespaced && received_before=$(rx_bytes "$CLIENT_B" c0)
  start_time=$(now)
  bazel_in "$WORK/elsewhere/b/Fixtures/Bazel" b-test test //... --config=cache \
    --remote_cache="http://$SERVER_FOR_B:$HTTP_PORT" || fail_with_log b-test
  say "clone B, build and test, cache at http://$SERVER_FOR_B:$HTTP_PORT: $(since "$start_time"); $(summary b-test)"
  spawns=$(($(summary b-test | awk '{ print $1 }') - $(summary_count b-test internal)))
  hits=$(summary_count b-test "remote cache hit")
  executed=$(spawned b-test '$3 != "true"' | lines)
  sword_hits=$(spawned b-test '$1 ~ /^Sword/ && $3 == "true"' | tally)
  [ "$hits" -gt 0 ] && [ "$hits" = "$spawns" ] && [ "$executed" = 0 ] \
    && [ "$sword_hits" = "1 × SwordGenerate, 5 × SwordIndex" ] && r=ok || r=no
  check $r "clone B: $hits remote cache hits of $spawns processes, $executed executed; the Sword hits: $sword_hits"
  gets=$(awk -v b="$CLIENT_B_ADDRESS" '$1 == b && $6 == "\"GET" && $9 == 200' "$HTTP/access.log" | lines)
  crossed=""
  if namespaced; then
    crossed="; B's interface received $(size_of $(($(rx_bytes "$CLIENT_B" c0) - received_before)))"
  fi
  [ "$gets" -ge $((2 * hits)) ] && r=ok || r=no  # each hit reads its action-cache entry and at least one output
  check $r "nginx served clone B ($CLIENT_B_ADDRESS) $gets cache entries (GET 200)$crossed"
  cmp -s "$WORK/elsewhere/b/Fixtures/Bazel/$GENERATED" "$REFERENCE/$COMMITTED" && r=ok || r=no
  check $r "clone B's generated file, fetched from the cache, is sword generate's, byte for byte"
fi

# === 2. Remote execution on BuildGrid, in clean roots. ============================================================
missing=$(execution_missing)
[ -n "$missing" ] || [ -x "$SWORD_STATIC" ] || missing="no static sword at $SWORD_STATIC (make sword-static)"
if [ -n "$missing" ]; then
  say "part 2 skipped: $missing"
else
  if ! is_static "$SWORD_STATIC"; then
    check no "$SWORD_STATIC is linked dynamically: an executor without the Swift toolchain cannot run it"
  fi
  start_time=$(now)
  start_buildgrid || exit 1
  say "BuildGrid $BUILDGRID_VERSION listens on $LISTEN:$GRPC_PORT ($(since "$start_time") after its start)"
  start_workers 2

  # Clone R in A's namespace: every action remote (the workers log theirs).
  # The fixture's --config=remote (.bazelrc), at this test's address.
  EXECUTOR=(--config=remote --remote_executor="grpc://$SERVER_FOR_A:$GRPC_PORT")
  BAZEL_FLAGS=("${EXECUTOR[@]}")
  clone r "$NS_A" "$SWORD_STATIC"
  BAZEL_PREFIX=("${IN_A[@]}")
  sent_before=0
  namespaced && sent_before=$(rx_bytes "$SERVERS" a0)
  start_time=$(now)
  bazel_in "$WORK/r/Fixtures/Bazel" r-build build //... || fail_with_log r-build
  elapsed=$(since "$start_time") sent=""
  if namespaced; then
    sent=" (A's interface sent $(size_of $(($(rx_bytes "$SERVERS" a0) - sent_before))), the"
    sent="$sent $(size_of "$(wc -c <"$SWORD_STATIC")") tool among it)"
  fi
  say "clone R, build, executor grpc://$SERVER_FOR_A:$GRPC_PORT: $elapsed; $(summary r-build)$sent"
  remote=$(spawned r-build '$1 ~ /^Sword/ && $2 == "remote" && $3 == "false"' | tally)
  other=$(spawned r-build '$1 ~ /^Sword/ && !($2 == "remote" && $3 == "false")' | lines)
  [ "$remote" = "1 × SwordGenerate, 5 × SwordIndex" ] && [ "$other" = 0 ] && r=ok || r=no
  check $r "every Sword action ran remotely: $remote ($other elsewhere)"
  cmp -s "$WORK/r/Fixtures/Bazel/$GENERATED" "$REFERENCE/$COMMITTED" && r=ok || r=no
  check $r "the remotely generated file is sword generate's, byte for byte"
  # Each remote Sword action of Bazel's execution log against the worker's record of it: the same argv, exit 0, and
  # a root that held /bin/sh and exactly the action's inputs.
  report=$(python3 - "$WORK/r-build.exec.json" "$WORK"/worker-*.jsonl <<'PY'
import json, sys
decoder, text, spawns = json.JSONDecoder(), open(sys.argv[1]).read(), []
position = 0
while position < len(text):
    while position < len(text) and text[position].isspace():
        position += 1
    if position < len(text):
        spawn, position = decoder.raw_decode(text, position)
        spawns.append(spawn)
records = [json.loads(line) for path in sys.argv[2:] for line in open(path)]
problems, workers = [], {}
for spawn in spawns:
    if not spawn.get("mnemonic", "").startswith("Sword"):
        continue
    argv = spawn["commandArgs"]
    matching = [r for r in records if r["argv"] == argv]
    if len(matching) != 1:
        problems.append(f"{' '.join(argv[:4])}: {len(matching)} worker records")
        continue
    record = matching[0]
    expected = sorted(["bin/sh"] + ["exec/" + i["path"] for i in spawn.get("inputs", [])])
    if record["exit_code"] != 0 or record["root"] != expected:
        problems.append(f"{' '.join(argv[:4])}: exit {record['exit_code']}, root {record['root']}")
    workers[record["worker"]] = workers.get(record["worker"], 0) + 1
print("; ".join(problems) if problems else "ok " + ", ".join(f"{n} on {w}" for w, n in sorted(workers.items())))
PY
)
  [ "${report%% *}" = ok ] && r=ok || { r=no; echo "$report"; }
  check $r "each ran in a clean root holding /bin/sh, /proc and its inputs alone (${report#ok })"
  workers=$(python3 - "$WORK"/worker-*.jsonl <<'PY'
import json, statistics, sys
records = [json.loads(line) for path in sys.argv[1:] for line in open(path)]
print(f"{len(records)} actions; fetching inputs {max(r['fetch_s'] for r in records):.2f} s at most (the first "
      f"fetches the tool), running {statistics.median(r['run_s'] for r in records):.2f} s median")
PY
)
  say "the workers: $workers"
  BAZEL_FLAGS=("${EXECUTOR[@]}" --strategy=TestRunner=sandboxed)
  bazel_in "$WORK/r/Fixtures/Bazel" r-test test //App:app_graph_test && r=ok || r=no
  check $r "sword_check passes on the remotely generated file (the test runs locally: Bazel's test runner needs bash)"

  # The sword that loads the toolchain's libraries cannot run on such an executor.
  chmod u+w "$WORK/r/Fixtures/Bazel/tools/sword"
  cp "$SWORD" "$WORK/r/Fixtures/Bazel/tools/sword"
  BAZEL_FLAGS=("${EXECUTOR[@]}")
  if bazel_in "$WORK/r/Fixtures/Bazel" r-dynamic build //Core:Core_sword_index; then r=no; else r=ok; fi
  error=$(python3 - "$WORK"/worker-*.jsonl <<'PY'
import json, sys
failed = [r for path in sys.argv[1:] for r in map(json.loads, open(path)) if r["exit_code"] != 0]
print(f"exit {failed[0]['exit_code']}: {failed[0]['stderr'].strip()}" if failed else "nothing failed")
PY
)
  [ "$error" != "nothing failed" ] || r=no
  check $r "the sword linked against the toolchain's libraries fails there: no /lib64/ld-linux-x86-64.so.2 ($error)"

  # Clone R2, at another path, in B's namespace, with the remote cache alone: every Sword action a hit.
  records_before=$(cat "$WORK"/worker-*.jsonl | lines)
  BAZEL_FLAGS=(--config=cache --remote_cache="grpc://$SERVER_FOR_B:$GRPC_PORT" --remote_instance_name=main)
  clone elsewhere/r2 "$NS_B" "$SWORD_STATIC"
  BAZEL_PREFIX=("${IN_B[@]}")
  start_time=$(now)
  bazel_in "$WORK/elsewhere/r2/Fixtures/Bazel" r2-build build //... || fail_with_log r2-build
  say "clone R2, build, cache grpc://$SERVER_FOR_B:$GRPC_PORT: $(since "$start_time"); $(summary r2-build)"
  hits=$(spawned r2-build '$1 ~ /^Sword/ && $3 == "true"' | tally)
  executed=$(spawned r2-build '$3 != "true"' | lines)
  records_after=$(cat "$WORK"/worker-*.jsonl | lines)
  [ "$hits" = "1 × SwordGenerate, 5 × SwordIndex" ] && [ "$executed" = 0 ] \
    && [ "$records_after" = "$records_before" ] && r=ok || r=no
  check $r "clone R2: every Sword action a remote cache hit ($hits), $executed executed, no worker ran anything"
  cmp -s "$WORK/elsewhere/r2/Fixtures/Bazel/$GENERATED" "$REFERENCE/$COMMITTED" && r=ok || r=no
  check $r "clone R2's generated file is sword generate's, byte for byte"
fi

if [ "$FAILURES" -ne 0 ]; then
  say "$FAILURES check(s) failed; KEEP_WORK=1 keeps every log in the work folder"
  exit 1
fi
say "all checks passed (network: $NETWORK)"
