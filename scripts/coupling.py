#!/usr/bin/env python3
"""How the engine's folders use each other: for every pair of folders, how many references in the code of one name
a declaration of the other (comments and string text left out, interpolated code kept).

    scripts/coupling.py            # the pairs, and those that depend both ways with the names on each side
    scripts/coupling.py --matrix   # the whole table
    scripts/coupling.py --layers   # fails unless every folder uses only those below it in LAYERS, and every file of
                                   # the CLI stays under CLI_LINES lines (make lint)

A folder is a first-level folder of Sources/SwordGenerator (Config/YAML counts as Config); Sources/SwordCLI is `CLI`.
What a folder declares: its top-level types, functions and constants, and the members its extensions add to types
declared elsewhere (`GraphDiff.report`, used by the CLI, counts towards Pipeline/, whose extension of GraphExport's
`GraphDiff` declares it). A count of text, not a compiler's: a local variable spelled like a top-level function of
another folder would count, which the engine's names make rare.
"""
import os
import re
import sys
from collections import defaultdict

# The engine's folders from the bottom up: a folder may use only the folders before it, so the folder graph has no
# cycle. The stages in the order a request crosses them, with what every stage uses below them (Support,
# Diagnostics), and Xcode's project reading below Config, which reads the project a `.sword.yml` names. StageValues
# holds the values between the stages, so it sits above the stages that make what it carries (the workspace, the
# graph, the formats of `sword graph`) and below those that take it; the request values lower stages need (where
# output goes, its parts) live in Support. Cache sits beside the stages it serves, above all of them; IndexFiles
# (build-system index files) reads through it; Pipeline calls them all; the CLI is on top.
LAYERS = [
    "Support", "Diagnostics", "Xcode", "Config", "PackageModel", "Index", "Graph", "GraphExport", "StageValues",
    "Validation", "Render", "Output", "Cache", "IndexFiles", "Init", "Pipeline", "CLI",
]

# The CLI stays thin: flags in, a report out; what grows belongs to the engine.
CLI_LINES = 120

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ENGINE = os.path.join(ROOT, "Sources", "SwordGenerator")
CLI = os.path.join(ROOT, "Sources", "SwordCLI")


def code_only(text):
    """`text` with comments and the literal parts of strings replaced by spaces (line breaks kept)."""
    out = []
    i, n = 0, len(text)
    # Each entry is what we are inside: ("code", paren depth) or ("string", delimiter).
    stack = [("code", 0)]
    while i < n:
        kind, data = stack[-1]
        c = text[i]
        if kind == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                out.append(" " * (end - i))
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append(re.sub(r"[^\n]", " ", text[i:j]))
                i = j
            elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
                hashes = len(re.match(r'#*', text[i:]).group(0))
                quotes = '"""' if text.startswith('"""', i + hashes) else '"'
                delimiter = quotes + "#" * hashes
                stack.append(("string", (delimiter, hashes)))
                out.append(" " * (hashes + len(quotes)))
                i += hashes + len(quotes)
            elif c == "(":
                stack[-1] = ("code", data + 1)
                out.append(c)
                i += 1
            elif c == ")":
                if data == 0 and len(stack) > 1:
                    stack.pop()  # the end of an interpolation
                    out.append(" ")
                else:
                    stack[-1] = ("code", data - 1)
                    out.append(c)
                i += 1
            else:
                out.append(c)
                i += 1
        else:
            delimiter, hashes = data
            escape = "\\" + "#" * hashes
            if text.startswith(delimiter, i):
                stack.pop()
                out.append(" " * len(delimiter))
                i += len(delimiter)
            elif text.startswith(escape + "(", i):
                stack.append(("code", 0))
                out.append(" " * (len(escape) + 1))
                i += len(escape) + 1
            elif text.startswith(escape, i):
                out.append(" " * (len(escape) + 1))
                i += len(escape) + 1
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
    return "".join(out)


DECLARATION = re.compile(
    r"\b(?:struct|enum|class|protocol|actor|typealias|func|let|var|case)\s+`?([A-Za-z_]\w*)")
EXTENSION = re.compile(r"\bextension\s+([A-Za-z_][\w.]*)")
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")


def folder_of(path):
    if path.startswith(CLI):
        return "CLI"
    return os.path.relpath(path, ENGINE).split(os.sep)[0]


def swift_files():
    for base in (ENGINE, CLI):
        for folder, _, names in os.walk(base):
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def declarations(code):
    """Top-level names (brace depth 0), and the members declared at depth 1 inside `extension X { … }`."""
    top, members = [], []
    depth = 0
    extension = None
    for line in code.split("\n"):
        if depth == 0:
            match = EXTENSION.search(line)
            extension = match.group(1).split(".")[-1] if match else None
            if not match:
                top += [m.group(1) for m in DECLARATION.finditer(line) if not m.group(0).startswith("case")]
        elif depth == 1 and extension:
            members += [(extension, m.group(1)) for m in DECLARATION.finditer(line)]
        depth += line.count("{") - line.count("}")
    return top, members


def main():
    files = {path: code_only(open(path, encoding="utf-8").read()) for path in swift_files()}
    owner = {}  # top-level name -> folder
    member_owner = {}  # (type, member) -> folder of the extension
    for path, code in files.items():
        top, members = declarations(code)
        folder = folder_of(path)
        for name in top:
            if folder != "CLI" or name not in owner:
                owner.setdefault(name, folder)
        for key in members:
            member_owner.setdefault(key, folder)

    counts = defaultdict(int)
    names = defaultdict(set)
    for path, code in files.items():
        here = folder_of(path)
        tokens = [(m.group(0), m.start()) for m in IDENTIFIER.finditer(code)]
        for index, (token, start) in enumerate(tokens):
            if start > 0 and code[start - 1] == ".":
                continue  # a member: counted with the type before it
            target = owner.get(token)
            used = token
            nxt = tokens[index + 1] if index + 1 < len(tokens) else None
            if nxt and code[start + len(token):nxt[1]] == "." and (token, nxt[0]) in member_owner:
                target = member_owner[(token, nxt[0])]
                used = token + "." + nxt[0]
            if target and target != here:
                counts[(here, target)] += 1
                names[(here, target)].add(used)

    folders = sorted({folder_of(path) for path in files})
    if "--layers" in sys.argv:
        sys.exit(check_layers(folders, counts, names, files))
    if "--matrix" in sys.argv:
        width = max(len(f) for f in folders)
        print(" " * width + " " + " ".join(f[:5].rjust(5) for f in folders))
        for a in folders:
            print(a.ljust(width) + " " + " ".join(str(counts.get((a, b), "")).rjust(5) for b in folders))
        return
    total = sum(counts.values())
    print(f"{len(counts)} folder pairs, {total} references across folders")
    for (a, b), count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        print(f"  {a} -> {b}: {count}")
    both = sorted({tuple(sorted(pair)) for pair in counts if (pair[1], pair[0]) in counts})
    print(f"\n{len(both)} pairs that depend both ways")
    for a, b in both:
        print(f"  {a} <-> {b}: {counts[(a, b)]} / {counts[(b, a)]}")
        print(f"    {a} -> {b}: " + ", ".join(sorted(names[(a, b)])))
        print(f"    {b} -> {a}: " + ", ".join(sorted(names[(b, a)])))


def check_layers(folders, counts, names, files):
    """0 when every reference goes down LAYERS and the CLI's files (`files`, code only, lines kept) are short; else
    1, with each problem."""
    problems = [f"{folder}/ is not in LAYERS: add it where its uses put it" for folder in folders
                if folder not in LAYERS]
    rank = {folder: index for index, folder in enumerate(LAYERS)}
    for (a, b), count in sorted(counts.items()):
        if a in rank and b in rank and rank[b] > rank[a]:
            problems.append(
                f"{a}/ uses {b}/, a layer above it ({count}: {', '.join(sorted(names[(a, b)]))}): move what it "
                f"uses down, or it into {b}/")
    for path, code in sorted(files.items()):
        if folder_of(path) == "CLI":
            count = code.count("\n") + (0 if code.endswith("\n") else 1)
            if count > CLI_LINES:
                problems.append(
                    f"{os.path.relpath(path, ROOT)} has {count} lines, over {CLI_LINES}: move what is not flags or "
                    "printing into the engine, or split the file by what it does")
    for problem in problems:
        print(f"scripts/coupling.py: error: {problem}", file=sys.stderr)
    if not problems:
        print(f"{len(LAYERS)} folders in layers, no use goes up: " + " < ".join(LAYERS))
    return 1 if problems else 0


if __name__ == "__main__":
    main()
