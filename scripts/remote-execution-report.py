#!/usr/bin/env python3
"""The report of scripts/measure-remote-execution.sh (Markdown on standard output), from its work folder: the runs'
figures (runs.jsonl), Bazel's execution logs (RUN.exec.json) and the workers' records (worker-N.jsonl, cold.jsonl).

    remote-execution-report.py WORK WORKERS TOOL_BYTES "LOAD_START LOAD_END" NETWORK
"""

import json, os, re, statistics, sys

work, workers, tool_bytes, loads, network = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]


def spawns(run):
    """The spawns of Bazel's JSON execution log: concatenated JSON objects."""
    text, decoder, position, found = open(os.path.join(work, run + ".exec.json")).read(), json.JSONDecoder(), 0, []
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position >= len(text):
            return found
        spawn, position = decoder.raw_decode(text, position)
        found.append(spawn)


def sword_counts(run):
    tally = {}
    for spawn in spawns(run):
        if spawn.get("mnemonic", "").startswith("Sword"):
            how = "cache hit" if spawn.get("remoteCacheHit") else spawn.get("runner", "?")
            tally[(spawn["mnemonic"], how)] = tally.get((spawn["mnemonic"], how), 0) + 1
    return ", ".join(f"{n} × {mnemonic} ({how})" for (mnemonic, how), n in sorted(tally.items()))


def size(value):
    return f"{value / 1e6:.1f} MB" if value >= 1e6 else f"{value / 1e3:.0f} KB"


def p90(values):
    return sorted(values)[int(round(0.9 * (len(values) - 1)))]


def records(path):
    return [json.loads(line) for line in open(path)]


runs = {run["run"]: run for run in map(json.loads, open(os.path.join(work, "runs.jsonl")))}
cold = records(os.path.join(work, "cold.jsonl"))
everything = [r for name in sorted(os.listdir(work)) if re.fullmatch(r"worker-\d+\.jsonl", name)
              for r in records(os.path.join(work, name))]
edited = [r for r in everything if r not in cold]
index = [r for r in cold if r["argv"][1] == "index"]
merge = [r for r in cold if r["argv"][1] == "generate"]
failed = [r for r in everything if r["exit_code"] != 0]
n = len(index)

print(f"Machine: {os.cpu_count()} cores shared with other builds; load average {loads.split()[0]} at the start, "
      f"{loads.split()[-1]} at the end. Network: {network}. BuildGrid with {workers} workers.\n")
print("| run | processes (Bazel) | wall | critical path | Bazel server CPU | BuildGrid CPU | workers' CPU, "
      "actions in | sent to the servers | received by the clients | load (1 min) before → after |")
print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
for run in runs.values():
    critical = f"{run['critical']:.2f} s" if run["critical"] is not None else ""
    print(f"| {run['name']} | {run['summary']} | {run['wall']:.1f} s | {critical} | {run['bazel_cpu']:.1f} s | "
          f"{run['grid_cpu']:.1f} s | {run['workers_cpu']:.1f} s | {size(run['sent'])} | {size(run['received'])} | "
          f"{run['load'][0]:.1f} → {run['load'][1]:.1f} |")
print()
for run in runs.values():
    print(f"- {run['name']}: {sword_counts(run['run'])}")
unique = {}
for spawn in spawns("remote-cold"):
    for item in spawn.get("inputs", []):
        unique[item["digest"]["hash"]] = int(item["digest"]["sizeBytes"])
print(f"- remote, cold: the actions' inputs are {len(unique)} distinct files, {size(sum(unique.values()))} "
      f"(the {size(tool_bytes)} tool once); remote actions that failed: {len(failed)}")
print(f"- remote, one binding edited: the workers ran "
      f"{'; '.join(' '.join(r['argv'][1:4]) for r in edited) or 'nothing'}\n")

print(f"| remote action | median | p90 | max | total |")
print("| --- | ---: | ---: | ---: | ---: |")
for label, key in (("fetch inputs", "fetch_s"), ("run in the clean root", "run_s"), ("upload outputs", "upload_s")):
    values = [r[key] for r in index]
    print(f"| index ({n}): {label} | {statistics.median(values):.3f} s | {p90(values):.3f} s | "
          f"{max(values):.3f} s | {sum(values):.1f} s |")
for label, key in (("fetch inputs", "fetch_s"), ("run in the clean root", "run_s"), ("upload outputs", "upload_s")):
    print(f"| merge (1): {label} | {merge[0][key]:.3f} s | | | |")

# The remote cold build in phases, from the workers' clocks and the build's start and end.
build = runs["remote-cold"]
first, last = min(r["start"] for r in index), max(r["end"] for r in index)
before = first - build["start"]
span = last - first
merge_wall = merge[0]["end"] - merge[0]["start"]
after = build["start"] + build["wall"] - merge[0]["end"]
busy = sum(r["end"] - r["start"] for r in index) / n
cycle = span * workers / n          # a worker's time per index action, the lease round trip included
grid = build["grid_cpu"] / (n + 1)  # BuildGrid's CPU per action: one Python process
client = build["bazel_cpu"] / (n + 1)
print(f"\nThe remote cold build in phases: {before:.1f} s before the first action starts on a worker (analysis of "
      f"{n + 1} targets, uploads, queueing), {span:.1f} s of index actions, {merge[0]['start'] - last:.2f} s until "
      f"the merge starts, the merge {merge_wall:.2f} s, {after:.1f} s after it (the generated file fetched, the "
      f"build closed).")
print(f"Per index action: {cycle * 1000:.0f} ms of a worker ({busy * 1000:.0f} ms inside the action: fetch, run, "
      f"upload; {(cycle - busy) * 1000:.0f} ms between two actions: the lease round trip), {grid * 1000:.0f} ms of "
      f"BuildGrid's CPU, {client * 1000:.0f} ms of Bazel's.\n")

cores = os.cpu_count()
print("On paper, each worker a machine of its own, from the per-action costs above. The index phase is the longest "
      "of three: the workers' share (actions × a worker's time per action ÷ workers); BuildGrid's CPU for every "
      "action (one Python process, which does not spread over cores); Bazel's CPU for every action over this "
      f"machine's {cores} cores. Before, merge and after as measured.\n")
print(f"| workers | workers' share | BuildGrid's CPU | Bazel's CPU ÷ {cores} | index phase | before, merge, after | wall |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
fixed = before + (merge[0]["start"] - last) + merge_wall + after
for count in sorted({workers, 10, 100}):
    share = n * cycle / count
    phase = max(share, n * grid, n * client / cores)
    label = f"{count} (measured: {build['wall']:.1f} s)" if count == workers else str(count)
    print(f"| {label} | {share:.1f} s | {n * grid:.1f} s | {n * client / cores:.1f} s | {phase:.1f} s | "
          f"{fixed:.1f} s | {phase + fixed:.1f} s |")
