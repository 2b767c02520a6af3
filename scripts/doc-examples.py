#!/usr/bin/env python3
"""Doc comment examples are compiled: each ```swift block in a `///` comment of the engine's sources
(SwordGenerator, SwordNaming, SwordSyntaxRules) must appear, line for line, in Tests/SwordDocExamples, and each of
the runtime library's (Sources/Sword, user code written with its macros) in Tests/SwordRuntimeDocExamples, between
`// doc-example: <source path>` and `// end doc-example`, where `swift build --build-tests` type-checks it. A block
may be copied in several regions, each after the first marked `// doc-example: <source path> (continued)`, when
its declarations and statements must go in different places. In a block, `...` and `…` stand for any text of the
copy's line (an elided body or argument). A block that shows generated or user code rather than the API says where
it was taken from instead, on the comment line before the block: "From `Fixtures/…`:", and each of its lines (but
`…` and comments) must be a line of that file, which the tests compile.

    scripts/doc-examples.py             check (make lint); exits 1 and lists what is out of step
    scripts/doc-examples.py --skeleton  print a compilable region for each block that has none (to paste in)
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Each source folder, and the test target its examples are compiled in.
SOURCES = {
    "Sources/SwordGenerator": "Tests/SwordDocExamples",
    "Sources/SwordNaming": "Tests/SwordDocExamples",
    "Sources/SwordSyntaxRules": "Tests/SwordDocExamples",
    "Sources/Sword": "Tests/SwordRuntimeDocExamples",
}
FROM = re.compile(r"[Ff]rom `([^`]+)`\)?:\s*$")


def dedent(lines):
    """The lines without their common leading spaces, and without trailing spaces."""
    lines = [line.rstrip() for line in lines]
    margin = min((len(line) - len(line.lstrip(" ")) for line in lines if line.strip()), default=0)
    return [line[margin:] for line in lines]


def doc_blocks(path):
    """Each ```swift block of a `///` comment in `path`: (its first line number, its lines, the fixture it cites)."""
    blocks = []
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    opened = None
    previous = ""
    for number, line in enumerate(lines, 1):
        match = re.match(r"\s*/// ?(.*)$", line)
        if not match:
            if opened:
                sys.exit(f"{path}:{opened[0]}: a ```swift block that never closes")
            previous = ""
            continue
        text = match.group(1)
        if opened is None and text.strip() == "```swift":
            cited = FROM.search(previous)
            opened = (number, [], cited.group(1) if cited else None)
        elif opened is not None and text.strip() == "```":
            blocks.append((opened[0], dedent(opened[1]), opened[2]))
            opened = None
        elif opened is not None:
            opened[1].append(text)
        if text.strip():
            previous = text
    return blocks


def example_regions(examples):
    """The regions of the `examples` folder: source path → [(file, line, lines)], a continued region's lines added
    to the region before it."""
    regions = {}
    folder = os.path.join(ROOT, examples)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        opened = None
        for number, line in enumerate(lines, 1):
            start = re.match(r"\s*// doc-example: (\S+)( \(continued\))?\s*$", line)
            if start:
                opened = (start.group(1), number, [], bool(start.group(2)))
            elif line.strip() == "// end doc-example" and opened:
                source, first, body, continued = opened
                found = regions.setdefault(source, [])
                if continued:
                    if not found or found[-1][0] != f"{examples}/{name}":
                        sys.exit(f"{examples}/{name}:{first}: a continued region without one before it")
                    found[-1] = (found[-1][0], found[-1][1], found[-1][2] + dedent(body))
                else:
                    found.append((f"{examples}/{name}", first, dedent(body)))
                opened = None
            elif opened:
                opened[2].append(line)
    return regions


def same_lines(block, copy):
    """Whether the copy is the block, line for line, an elision (`...`, `…`) of the block standing for any text."""
    if len(block) != len(copy):
        return False
    for line, copied in zip(block, copy):
        if "..." not in line and "…" not in line:
            if line != copied:
                return False
            continue
        pattern = ".*".join(re.escape(part) for part in re.split(r"\.\.\.|…", line))
        if not re.fullmatch(pattern, copied):
            return False
    return True


def excerpt_problems(relative, number, block, cited):
    """What in a block citing `cited` is not a line of that file."""
    path = os.path.join(ROOT, cited)
    if not os.path.isfile(path):
        return [f"{relative}:{number}: cites `{cited}`, which does not exist"]
    with open(path, encoding="utf-8") as handle:
        present = {line.strip() for line in handle.read().split("\n")}
    missing = [
        line.strip()
        for line in block
        if line.strip() and line.strip() != "…" and not line.strip().startswith("//") and line.strip() not in present
    ]
    return [f"{relative}:{number}: not a line of `{cited}`: {line}" for line in missing]


def main():
    skeleton = "--skeleton" in sys.argv[1:]
    regions = {}
    for examples in sorted(set(SOURCES.values())):
        regions.update(example_regions(examples))
    used = set()
    problems = []
    count = {"compiled": 0, "excerpts": 0}
    for source, examples in SOURCES.items():
        for folder, _, names in sorted(os.walk(os.path.join(ROOT, source))):
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                relative = os.path.relpath(os.path.join(folder, name), ROOT)
                for number, block, cited in doc_blocks(os.path.join(folder, name)):
                    if cited:
                        count["excerpts"] += 1
                        problems += excerpt_problems(relative, number, block, cited)
                        continue
                    candidates = regions.get(relative, [])
                    match = next(
                        (r for r in candidates if same_lines(block, r[2]) and (r[0], r[1]) not in used), None
                    )
                    if match:
                        used.add((match[0], match[1]))
                        count["compiled"] += 1
                    elif skeleton:
                        body = "\n".join("  " + line if line else "" for line in block)
                        print(f"\n// doc-example: {relative}\n{body}\n// end doc-example")
                    else:
                        problems.append(
                            f"{relative}:{number}: this example is not compiled: copy it into {examples} between "
                            f"'// doc-example: {relative}' and '// end doc-example' (or cite the fixture it is from)"
                        )
    for source, found in sorted(regions.items()):
        for file, line, _ in found:
            if (file, line) not in used:
                problems.append(f"{file}:{line}: no doc comment of {source} holds this example any more")
    if skeleton:
        return 0
    for problem in problems:
        print(problem)
    if problems:
        print(f"doc-examples: {len(problems)} problems")
        return 1
    print(f"doc-examples: {count['compiled']} examples compiled, {count['excerpts']} excerpts of fixtures checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
