# What scripts/test-bazel.sh and scripts/test-bazel-remote.sh share (sourced, not run): clones of Fixtures/Bazel,
# Bazel runs with their execution logs, and the checks' output. The caller sets:
#   REPO         the repository's root
#   WORK         its temporary folder (each run's log, execution log and spawn lines go there)
#   NAME         the prefix of every line it prints ("test-bazel")
#   BAZEL_FLAGS  an array: the flags every Bazel command of the script takes (strategy, caches)
#   BAZEL_PREFIX an array, empty by default: a command that Bazel runs under (`ip netns exec NS`), set per call
#   FAILURES     0
BAZEL_PREFIX=()

say() { echo "$NAME: $*"; }
check() {  # check ok|no MESSAGE: a failure is counted, not fatal, so that every measurement is printed
  if [ "$1" = ok ]; then say "ok: $2"; else say "FAILED: $2"; FAILURES=$((FAILURES + 1)); fi
}
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }
lines() { wc -l | tr -d ' '; }

# Each clone's Bazel server, output base and action cache live in an --output_user_root of its own under $WORK:
# nothing lands in the repository, and clones share no state but what the script gives them.
user_root() { echo "$(cd "$1/../.." && pwd)/bazel-root"; }

# make_clone FOLDER SWORD: a clone of the fixture and of the rules, laid out as in the repository (the fixture's
# WORKSPACE finds the rules at ../../Integrations/Bazel), with SWORD copied in as //tools:sword.
make_clone() {
  mkdir -p "$1" "$1/../../Integrations"
  cp -R "$REPO/Fixtures/Bazel/." "$1"
  cp -R "$REPO/Integrations/Bazel" "$1/../../Integrations/Bazel"
  rm -rf "$1"/bazel-*
  cp "$2" "$1/tools/sword"
}

# shutdown_bazel CLONE: stops the clone's Bazel server, if it has one (by its id, when `shutdown` cannot reach it).
shutdown_bazel() {
  local pid_file
  if [ -d "$1" ]; then
    (cd "$1" && "${BAZEL_PREFIX[@]}" bazel --nohome_rc --output_user_root="$(user_root "$1")" shutdown \
      >/dev/null 2>&1) || true
    for pid_file in "$(user_root "$1")"/*/server/server.pid.txt; do
      [ ! -f "$pid_file" ] || kill -KILL "$(cat "$pid_file")" 2>/dev/null || true
    done
  fi
}

# bazel_in CLONE RUN COMMAND ARGS…: runs Bazel in CLONE with BAZEL_FLAGS. Its output goes to $WORK/RUN.log, its
# execution log to $WORK/RUN.exec.json, and one line per process it spawned (or took from a cache) to
# $WORK/RUN.spawns: MNEMONIC RUNNER CACHE-HIT MODULE INPUT…, where MODULE is `sword index`'s --module (or "-") and
# the inputs are those outside bazel-out.
bazel_in() {
  local clone=$1 run=$WORK/$2 command=$3
  shift 3
  local status=0
  (cd "$clone" && "${BAZEL_PREFIX[@]}" bazel --nohome_rc --output_user_root="$(user_root "$clone")" "$command" \
    "${BAZEL_FLAGS[@]}" --color=no --curses=no --execution_log_json_file="$run.exec.json" "$@") \
    >"$run.log" 2>&1 || status=$?
  awk '
    function value(line) { sub(/^[^:]*: "?/, "", line); sub(/"?,?$/, "", line); return line }
    /^  "commandArgs":/ {
      module = "-"; inputs = ""
      if (match($0, /"--module", "[^"]+"/)) module = substr($0, RSTART + 13, RLENGTH - 14)
    }
    /^  "inputs":/ { reading = 1 }
    /^  "listedOutputs":/ { reading = 0 }
    reading && /"path":/ && !/"bazel-out\// { inputs = inputs " " value($0) }
    /^  "mnemonic":/ { mnemonic = value($0) }
    /^  "runner":/ { runner = value($0); gsub(/ /, "-", runner) }
    /^  "remoteCacheHit":/ { print mnemonic, runner, value($0), module inputs }
  ' "$run.exec.json" >"$run.spawns" 2>/dev/null || true
  return $status
}
spawned() {  # spawned RUN [AWK-CONDITION]: the spawn lines of RUN that meet the condition ($1 mnemonic, $3 hit)
  awk "${2:-1}" "$WORK/$1.spawns"
}
tally() {  # "2 × A, 1 × B" for the first words of the lines read
  awk '{ print $1 }' | sort | uniq -c \
    | awk '{ printf "%s%s × %s", sep, $1, $2; sep = ", " } END { if (!NR) printf "nothing" }'
}
# Bazel's summary line, e.g. "11 processes: 8 remote cache hit, 3 internal."
summary() { grep -E '^INFO: [0-9]+ process' "$WORK/$1.log" | tail -n 1 | sed 's/^INFO: //'; }
summary_count() {  # summary_count RUN KIND: the number before KIND ("internal", "remote cache hit"), or 0
  summary "$1" | tr ':,.' '\n\n\n' | awk -v kind="$2" '$0 ~ kind { n = $1 } END { print n + 0 }'
}
fail_with_log() { cat "$WORK/$1.log"; exit 1; }
