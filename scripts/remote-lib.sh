# The servers of scripts/test-bazel-remote.sh and scripts/measure-remote-execution.sh (sourced, not run): a network
# of namespaces, BuildGrid and its workers, each process stopped by its id. Needs bazel-test-lib.sh. The caller
# sets REPO, WORK (its temporary folder), VENV (BuildGrid's virtual environment), STATIC_SH, and runs
# `trap remote_cleanup EXIT`: every Bazel server, server process and namespace is stopped, WORK removed (unless
# KEEP_WORK is set).
#
# setup_network makes three network namespaces: SERVERS (nginx, BuildGrid, the workers), CLIENT_A and CLIENT_B
# (a Bazel each), joined by veth pairs; the servers are SERVER_FOR_A (10.231.1.1) from A and SERVER_FOR_B
# (10.231.2.1) from B, and listen on LISTEN:HTTP_PORT and LISTEN:GRPC_PORT. IN_SERVERS, IN_A, IN_B prefix a command
# to run it in a namespace; NS_A, NS_B are the clients' names. Where namespaces cannot be made (not root, no `ip`)
# or FORCE_LOOPBACK is set, all of it is 127.0.0.1 with free ports, the prefixes and names empty. NETWORK says which.

NAMESPACES=()
SERVER_PIDS=()  # every server process started, each the leader of its own process group
CLONES=()       # every Bazel workspace, with the namespace its server runs in: "FOLDER NAMESPACE-OR-EMPTY"

is_static() { case "$(ldd "$1" 2>&1)" in *"not a dynamic executable"*) return 0 ;; *) return 1 ;; esac; }

# What BuildGrid and its workers miss on this machine, or nothing.
execution_missing() {
  command -v bazel >/dev/null 2>&1 || { echo "bazel is not installed (Debian: bazel-bootstrap)"; return; }
  [ -x "$VENV/bin/bgd" ] || { echo "BuildGrid is not installed in $VENV (scripts/ensure-buildgrid.sh)"; return; }
  is_static "$STATIC_SH" \
    || { echo "no statically linked sh at $STATIC_SH (Debian: busybox-static; or set STATIC_SH)"; return; }
  command -v unshare >/dev/null 2>&1 && command -v chroot >/dev/null 2>&1 || echo "unshare or chroot is missing"
}

make_namespaces() {
  [ "$(id -u)" = 0 ] && command -v ip >/dev/null 2>&1 || return 1
  local ns
  for ns in "$SERVERS" "$CLIENT_A" "$CLIENT_B"; do
    ip netns add "$ns" 2>/dev/null || return 1
    NAMESPACES+=("$ns")
    ip -n "$ns" link set lo up || return 1
  done
  # One veth pair per client, made inside the namespaces (their names are local to them).
  ip -n "$CLIENT_A" link add c0 type veth peer name a0 netns "$SERVERS" &&
    ip -n "$CLIENT_B" link add c0 type veth peer name b0 netns "$SERVERS" &&
    ip -n "$SERVERS" addr add 10.231.1.1/24 dev a0 && ip -n "$SERVERS" link set a0 up &&
    ip -n "$SERVERS" addr add 10.231.2.1/24 dev b0 && ip -n "$SERVERS" link set b0 up &&
    ip -n "$CLIENT_A" addr add 10.231.1.2/24 dev c0 && ip -n "$CLIENT_A" link set c0 up &&
    ip -n "$CLIENT_B" addr add 10.231.2.2/24 dev c0 && ip -n "$CLIENT_B" link set c0 up
}
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

setup_network() {
  local tag=$$-$RANDOM
  SERVERS=sword-$tag-servers CLIENT_A=sword-$tag-a CLIENT_B=sword-$tag-b
  if [ -z "${FORCE_LOOPBACK:-}" ] && make_namespaces; then
    NETWORK="network namespaces $SERVERS, $CLIENT_A, $CLIENT_B joined by veth pairs"
    IN_SERVERS=(ip netns exec "$SERVERS") IN_A=(ip netns exec "$CLIENT_A") IN_B=(ip netns exec "$CLIENT_B")
    NS_A=$CLIENT_A NS_B=$CLIENT_B
    LISTEN=0.0.0.0 SERVER_FOR_A=10.231.1.1 SERVER_FOR_B=10.231.2.1 CLIENT_A_ADDRESS=10.231.1.2
    CLIENT_B_ADDRESS=10.231.2.2 HTTP_PORT=8080 GRPC_PORT=50051
  else
    local ns
    for ns in "${NAMESPACES[@]}"; do ip netns del "$ns" 2>/dev/null || true; done
    NAMESPACES=()
    NETWORK="the loopback interface (network namespaces could not be made: they need root and iproute2)"
    [ -z "${FORCE_LOOPBACK:-}" ] || NETWORK="the loopback interface (FORCE_LOOPBACK is set)"
    IN_SERVERS=() IN_A=() IN_B=() NS_A="" NS_B=""
    LISTEN=127.0.0.1 SERVER_FOR_A=127.0.0.1 SERVER_FOR_B=127.0.0.1 CLIENT_A_ADDRESS=127.0.0.1
    CLIENT_B_ADDRESS=127.0.0.1 HTTP_PORT=$(free_port) GRPC_PORT=$(free_port)
  fi
}
namespaced() { [ ${#NAMESPACES[@]} -gt 0 ]; }
rx_bytes() {  # rx_bytes NAMESPACE INTERFACE: the bytes it has received
  ip -n "$1" -s -j link show "$2" \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["stats64"]["rx"]["bytes"])'
}
size_of() { awk -v b="$1" 'BEGIN { if (b >= 1e7) printf "%.1f MB", b / 1e6; else printf "%.0f KB", b / 1e3 }'; }

# start NAME COMMAND…: starts COMMAND in a session of its own (so that its children are stopped with it), output to
# $WORK/NAME.out; its pid in STARTED.
start() {
  local name=$1
  shift
  setsid "$@" >"$WORK/$name.out" 2>&1 &
  STARTED=$!
  SERVER_PIDS+=("$STARTED")
}
stop_group() {  # stop_group PID: TERM to its process group, then KILL after 30 s
  local pid=$1 waited=0
  kill -TERM -- "-$pid" 2>/dev/null || return 0
  while kill -0 "$pid" 2>/dev/null && [ $waited -lt 300 ]; do sleep 0.1; waited=$((waited + 1)); done
  kill -KILL -- "-$pid" 2>/dev/null || true
}
# wait_for_port PID NAME ADDRESS PORT PREFIX…: polls (at most 300 s, however slow the machine) until ADDRESS:PORT
# accepts a connection from the namespace PREFIX runs in; fails at once when PID has died.
wait_for_port() {
  local pid=$1 name=$2 address=$3 port=$4 waited=0
  shift 4
  until "$@" bash -c "exec 3<>/dev/tcp/$address/$port" 2>/dev/null; do
    kill -0 "$pid" 2>/dev/null || { say "$name exited:"; cat "$WORK/$name.out"; return 1; }
    [ $waited -lt 3000 ] || { say "$name did not listen on $address:$port within 300 s"; return 1; }
    sleep 0.1
    waited=$((waited + 1))
  done
}

# start_buildgrid: BuildGrid in SERVERS, its CAS and action cache in memory, its scheduler in SQLite, no
# authentication; returns once clients reach it (GRID_PID, BUILDGRID_VERSION).
start_buildgrid() {
  local grid=$WORK/buildgrid
  mkdir -p "$grid"
  cat >"$grid/bgd.yml" <<EOF
server:
  - !channel
    address: "$LISTEN:$GRPC_PORT"
    insecure-mode: true
authorization:
  method: none
# Each Execute stream (one per action Bazel runs at once) and each worker's long poll hold a thread of their own.
thread-pool-size: 256
connections:
  - !sql-connection &sql
    connection-string: sqlite:///$grid/scheduler.db
storages:
  - !lru-storage &cas
    size: 4GB
caches:
  - !lru-action-cache &action-cache
    storage: *cas
    max-cached-refs: 100000
    allow-updates: true
    cache-failed-actions: false
schedulers:
  - !sql-scheduler &scheduler
    sql: *sql
    storage: *cas
    action-cache: *action-cache
    # SQLite sends no notifications (PostgreSQL does): BuildGrid polls it for finished jobs, idle workers and jobs to
    # assign. Every 0.1 s instead of its default 1 s (and 1-2 s for the assigner), which an action waited for.
    poll-interval: 0.1
    bot-poll-interval: 0.1
    # A job whose worker failed (not the action: its exit code is a result) is retried once, not four times.
    max-job-attempts: 2
    assigners:
      - !priority-age-assigner
        name: assigner
        count: 1
        interval: 0.1
        jitter-factor: 0
instances:
  - name: main
    services:
      - !action-cache
        cache: *action-cache
      - !execution
        scheduler: *scheduler
      - !cas
        storage: *cas
      - !bytestream
        storage: *cas
EOF
  # BuildGrid 0.2.53 expects the schema to exist (its migrations are PostgreSQL's).
  "$VENV/bin/python" -c 'import sys, sqlalchemy; from buildgrid.server.sql.models import Base
Base.metadata.create_all(sqlalchemy.create_engine("sqlite:///" + sys.argv[1]))' "$grid/scheduler.db"
  start buildgrid "${IN_SERVERS[@]}" "$VENV/bin/bgd" server start "$grid/bgd.yml"
  GRID_PID=$STARTED
  wait_for_port "$GRID_PID" buildgrid "$SERVER_FOR_A" "$GRPC_PORT" "${IN_A[@]}" || return 1
  BUILDGRID_VERSION=$("$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("buildgrid"))')
}

# start_workers N: N workers (scripts/remote-worker.py) beside BuildGrid, logging each action to
# $WORK/worker-K.jsonl; their pids in WORKER_PIDS.
start_workers() {
  local n
  WORKER_PIDS=()
  for n in $(seq 1 "$1"); do
    start "worker-$n" "${IN_SERVERS[@]}" "$VENV/bin/python" "$REPO/scripts/remote-worker.py" \
      --server "127.0.0.1:$GRPC_PORT" --name "worker-$n" --work "$WORK/worker-$n" --shell "$STATIC_SH" \
      --log "$WORK/worker-$n.jsonl"
    WORKER_PIDS+=("$STARTED")
  done
}

remote_cleanup() {
  local clone ns pid
  for clone in "${CLONES[@]}"; do
    ns=${clone#* }
    if [ -n "$ns" ]; then BAZEL_PREFIX=(ip netns exec "$ns"); else BAZEL_PREFIX=(); fi
    shutdown_bazel "${clone% *}"
  done
  for pid in "${SERVER_PIDS[@]}"; do stop_group "$pid"; done
  for ns in "${NAMESPACES[@]}"; do ip netns del "$ns" 2>/dev/null || true; done
  chmod -R u+w "$WORK" 2>/dev/null || true   # Bazel's outputs are read-only
  [ -n "${KEEP_WORK:-}" ] || rm -rf "$WORK"
}
