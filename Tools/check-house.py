#!/usr/bin/env python3
"""The house's two measured rules (docs/ARCHITECTURE.md), checked on every test run:

- the `fitkit` command is a thin layer: at most 15 % of the hand-written Swift under Sources/ (Generated/ left out);
- no function (or initializer) is longer than 100 lines.

Functions are found by their `func`/`init` keyword and measured by their braces, with string literals and line
comments taken out first: a rough reader of Swift, enough for code laid out by swift-format.
"""
import os
import re
import sys

COMMAND_SHARE = 0.15
FUNCTION_LINES = 100
DECLARATION = re.compile(
    r"\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:package|public|private|fileprivate|internal|static|class|mutating|"
    r"nonmutating|override|final|nonisolated|convenience|required)\s+)*(?:func|init)\b")
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def swift_files(root):
    for folder, _, names in os.walk(root):
        if "/Generated" in folder:
            continue
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def function_lengths(lines):
    """(first line, length) of each function whose body opens within a few lines of its keyword."""
    for i, line in enumerate(lines):
        if not DECLARATION.match(line):
            continue
        depth, opened = 0, False
        for j in range(i, len(lines)):
            code = STRING.sub("", lines[j]).split("//")[0]
            for c in code:
                if c == "{":
                    depth, opened = depth + 1, True
                elif c == "}":
                    depth -= 1
            if opened and depth <= 0:
                yield i + 1, j - i + 1
                break
            if not opened and j > i + 10:
                break  # a requirement of a protocol: no body


def main(root):
    total = command = 0
    long_functions = []
    for path in swift_files(root):
        lines = open(path, encoding="utf-8").read().split("\n")
        total += len(lines)
        if path.startswith(os.path.join(root, "fitkit") + os.sep):
            command += len(lines)
        long_functions += [(path, at, n) for at, n in function_lengths(lines) if n > FUNCTION_LINES]
    share = command / total
    failed = False
    if share > COMMAND_SHARE:
        print(f"the command layer is {share:.1%} of the code (at most {COMMAND_SHARE:.0%}): move domain code to its module")
        failed = True
    for path, at, n in long_functions:
        print(f"{path}:{at}: a function of {n} lines (at most {FUNCTION_LINES}): split it")
        failed = True
    if not failed:
        print(f"the house: the command layer {share:.1%} of {total} lines; no function over {FUNCTION_LINES} lines")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "Sources"))
