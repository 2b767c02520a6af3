#!/usr/bin/env bash
# Measures a synthetic monorepo split into build-system actions, as the Bazel rules (Integrations/Bazel) run it:
# one `sword index` process per target, then one `sword generate --index` over every index file (the merge).
# The figures behind Sources/Sword/Sword.docc/RemoteExecution.md and its entry in Benchmarks/RESULTS.md.
#
#   scripts/measure-index-actions.sh SWORD WORKSPACE [ROUNDS]
#
# SWORD      a release `sword` (swift build -c release --product sword)
# WORKSPACE  a workspace written by SwordBenchmark (L: `SwordBenchmark --sizes L --only sizes --skip-edits
#            --skip-page --work-dir DIR` leaves it in DIR/L): targets in Packages/*/Sources/*, root in Sources/App
# ROUNDS     sequential rounds over every action, and repetitions of each merge (default 5); medians are reported
#
# Per action: wall time, user+sys CPU and peak RSS (wait4), sources in, index out; each action runs alone, from the
# workspace's folder with relative paths (as in Bazel's execroot), its output removed first (a remote executor
# starts without it). Then: all actions on this machine's cores at once; the same modules indexed by one process
# (`sword generate --modules`); the merge over every index and over the first 10, 25 and 50 packages' (each set is a
# valid graph: a package's bindings inject only its own and package 0's); the critical path on P executors, by
# longest-first list scheduling of the measured per-action walls. Nothing is written in WORKSPACE: the index
# files and generated code go to a temporary folder (KEEP_WORK=1 keeps it, with each action's figures).
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  sed -n '5,11p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 64
fi
SWORD=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
WORKSPACE=$(cd "$2" && pwd)
ROUNDS=${3:-5}
[ -x "$SWORD" ] || { echo "measure-index-actions: $1 is not an executable" >&2; exit 1; }
[ -d "$WORKSPACE/Packages" ] || { echo "measure-index-actions: $2 has no Packages folder" >&2; exit 1; }
command -v python3 >/dev/null || { echo "measure-index-actions: needs python3" >&2; exit 1; }

exec python3 - "$SWORD" "$WORKSPACE" "$ROUNDS" <<'PY'
import glob, heapq, json, os, platform, re, shutil, statistics, subprocess, sys, tempfile, threading, time

sword, workspace, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
work = tempfile.mkdtemp(prefix="sword-index-actions.")
os.chdir(workspace)

def run(args):
    """Runs `args` from the workspace; returns (wall s, user+sys CPU s, peak RSS MB) of that process."""
    start = time.perf_counter()
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    error = process.stderr.read().decode()
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"measure-index-actions: {' '.join(args[:4])} … failed:\n{error}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024

def median(values): return statistics.median(values)

def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]

def size(paths): return sum(os.path.getsize(path) for path in paths)

# The actions: every target folder, and the root's own sources (not the generated file), sorted as a glob gives them.
actions = []
for folder in sorted(glob.glob("Packages/*/Sources/*")):
    actions.append((os.path.basename(folder), sorted(glob.glob(f"{folder}/*.swift")), folder.split("/")[1]))
actions.append(("App", sorted(p for p in glob.glob("Sources/App/*.swift") if "Sword.generated" not in p), None))
index_dir = os.path.join(work, "idx")
os.makedirs(index_dir)
def index_path(module): return os.path.join(index_dir, module + ".swordindex")
def index_args(module, sources): return [sword, "index", "--module", module, "--output", index_path(module)] + sources

def load(): return os.getloadavg()[0]
loads = [load()]

# The fixed cost of a process: no sources at all, and `--version`.
empty = [run([sword, "index", "--module", "Empty", "--output", os.path.join(work, "empty.swordindex")])
         for _ in range(max(rounds, 5) * 4)]
version = [run([sword, "--version"]) for _ in range(max(rounds, 5) * 4)]

# Each action alone, ROUNDS times.
samples = {module: [] for module, _, _ in actions}
for _ in range(rounds):
    for module, sources, _ in actions:
        if os.path.exists(index_path(module)): os.remove(index_path(module))
        samples[module].append(run(index_args(module, sources)))
    loads.append(load())
per_action = []
for module, sources, package in actions:
    walls, cpus, rsss = zip(*samples[module])
    per_action.append(dict(module=module, package=package, files=len(sources), sources=size(sources),
                           index=os.path.getsize(index_path(module)), wall=median(walls), cpu=median(cpus),
                           rss=median(rsss)))

# Every action at once on this machine's cores (a local Bazel build with --jobs = cores).
cores = os.cpu_count()
def parallel_round():
    queue = list(actions)
    lock = threading.Lock()
    def worker():
        while True:
            with lock:
                if not queue: return
                module, sources, _ = queue.pop(0)
            run(index_args(module, sources))
    threads = [threading.Thread(target=worker) for _ in range(cores)]
    start = time.perf_counter()
    for thread in threads: thread.start()
    for thread in threads: thread.join()
    return time.perf_counter() - start
parallel = median([parallel_round() for _ in range(max(1, rounds // 2 + 1))])
loads.append(load())

# The same modules indexed by one process (what `sword generate --modules` does in the build-tool plugin).
module_list = os.path.join(work, "modules.json")
with open(module_list, "w") as file:
    json.dump({"modules": [{"module": m, "sources": s} for m, s, _ in actions]}, file)
def one_process(jobs):
    output = os.path.join(work, f"one-process-{jobs}", "Sword.generated.swift")
    return median([run([sword, "generate", "--quiet", "-j", str(jobs), "--root-module", "App", "--output", output,
                        "--modules", module_list])[0] for _ in range(rounds)])
one_process_1, one_process_cores = one_process(1), one_process(cores)

# The merge: over every index, and over the indexes of the first K packages (and App).
packages = sorted({a["package"] for a in per_action if a["package"]})
def merge(package_count):
    chosen = set(packages[:package_count])
    files = [index_path(a["module"]) for a in per_action if a["package"] is None or a["package"] in chosen]
    output = os.path.join(work, f"gen-{package_count}", "Sword.generated.swift")
    args = [sword, "generate", "--quiet", "--root-module", "App", "--output", output, "--index"] + files
    timings = []
    for _ in range(rounds):
        if os.path.exists(output): os.remove(output)
        timings.append(run(args))
    walls, cpus, rsss = zip(*timings)
    verbose = subprocess.run(args[:2] + ["--verbose"] + args[3:], capture_output=True, text=True)
    stages = dict(re.findall(r"sword: (\w+) ([0-9.]+) s", verbose.stdout + verbose.stderr))
    bindings = re.search(r"bindings (\d+)", verbose.stdout + verbose.stderr)
    return dict(packages=package_count, modules=len(files), index_bytes=size(files), wall=median(walls),
                cpu=median(cpus), rss=median(rsss), bindings=int(bindings.group(1)) if bindings else 0,
                stages=stages, output=size(glob.glob(os.path.join(os.path.dirname(output), "*.swift"))))
merges = [merge(count) for count in sorted({min(k, len(packages)) for k in (10, 25, 50, len(packages))})]
full = merges[-1]
loads.append(load())

def schedule(walls, executors):
    """Longest-first list scheduling: the time the last of `walls` ends on `executors` identical executors."""
    finish = [0.0] * min(executors, len(walls))
    for wall in sorted(walls, reverse=True):
        heapq.heapreplace(finish, finish[0] + wall)
    return max(finish)

# The tool a remote executor needs: the binary and the libraries it loads from outside the base system.
libraries = re.findall(r"=> (\S+) \(", subprocess.run(["ldd", sword], capture_output=True, text=True).stdout)
runtime = [path for path in libraries if not path.startswith(("/lib", "/usr/lib"))]

def row(name, values, unit, scale=1.0, digits=3):
    values = [v * scale for v in values]
    cells = [min(values), median(values), percentile(values, 0.9), max(values), sum(values)]
    return f"| {name} | " + " | ".join(f"{v:.{digits}f}" for v in cells) + f" | {unit} |"

walls = [a["wall"] for a in per_action]
print(f"Machine: {cores} cores, {platform.platform()}; load average {', '.join(f'{l:.2f}' for l in loads)} "
      f"(start, after each round, end)")
print(f"sword: {sword} ({os.path.getsize(sword) / 1e6:.1f} MB); toolchain libraries it loads: {len(runtime)}, "
      f"{size(runtime) / 1e6:.1f} MB; other: {', '.join(os.path.basename(p) for p in libraries if p not in runtime)}")
print(f"Workspace: {workspace}: {len(per_action)} index actions, {sum(a['files'] for a in per_action)} files, "
      f"{sum(a['sources'] for a in per_action) / 1e6:.1f} MB; medians of {rounds} runs per action, each alone\n")
print("| per action | min | median | p90 | max | total | unit |")
print("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
print(row("wall", walls, "s"))
print(row("CPU (user+sys)", [a["cpu"] for a in per_action], "s"))
print(row("peak RSS", [a["rss"] for a in per_action], "MB", digits=1))
print(row("files in", [a["files"] for a in per_action], "files", digits=0))
print(row("sources in", [a["sources"] for a in per_action], "KB", 1e-3, 1))
print(row("index out", [a["index"] for a in per_action], "KB", 1e-3, 1))
print(f"\nFixed cost of one process (median of {len(empty)}): `sword index` with no sources {median([w for w, _, _ in empty]):.3f} s wall, "
      f"{median([c for _, c, _ in empty]):.3f} s CPU, {median([r for _, _, r in empty]):.1f} MB; "
      f"`sword --version` {median([w for w, _, _ in version]):.3f} s wall")
print(f"All {len(per_action)} actions on this machine's {cores} cores at once: {parallel:.2f} s wall "
      f"(longest-first schedule of the measured walls: {schedule(walls, cores):.2f} s)")
print(f"The same modules in one process (`sword generate --modules`, merge included): -j 1 {one_process_1:.2f} s, "
      f"-j {cores} {one_process_cores:.2f} s\n")
print("| merge (`sword generate --index`) | modules | index MB read | bindings | wall | CPU | peak RSS MB | read indexes | graph | render | write | generated KB |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for m in merges:
    s = m["stages"]
    print(f"| {m['packages']} packages + App | {m['modules']} | {m['index_bytes'] / 1e6:.1f} | {m['bindings']} | "
          f"{m['wall']:.3f} | {m['cpu']:.3f} | {m['rss']:.0f} | {s.get('index', '?')} | {s.get('graph', '?')} | "
          f"{s.get('render', '?')} | {s.get('write', '?')} | {m['output'] / 1e3:.0f} |")
print("\n| executors | index actions (longest-first schedule) | + merge | critical path |")
print("| ---: | ---: | ---: | ---: |")
for executors in (1, 2, 8, 50, len(per_action)):
    span = schedule(walls, executors)
    label = f"{executors} (one per action)" if executors == len(per_action) else str(executors)
    print(f"| {label} | {span:.2f} s | {full['wall']:.2f} s | {span + full['wall']:.2f} s |")
slowest = max(per_action, key=lambda a: a["wall"])
print(f"\nSlowest action: {slowest['module']} ({slowest['files']} files, {slowest['sources'] / 1e3:.1f} KB) {slowest['wall']:.3f} s")

if os.environ.get("KEEP_WORK"):
    with open(os.path.join(work, "actions.json"), "w") as file: json.dump(per_action, file, indent=1)
    print(f"kept: {work}")
else:
    shutil.rmtree(work)
PY
