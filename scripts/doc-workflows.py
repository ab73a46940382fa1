#!/usr/bin/env python3
"""Writes every GitHub workflow snippet of the docs as a workflow file actionlint can check.

Usage: scripts/doc-workflows.py OUTPUT_DIR

Reads the ```yaml blocks of README.md and docs/**/*.md that use an action (`uses:`). A block
with `jobs:` is a workflow; a block that is a list of steps becomes the steps of one job. The
docs' placeholders become valid values: `<owner>` a name, `<full commit SHA>` (or any `<…>` after
`@`) forty zeros, any other `<…>` a word. Prints one line per file written: `OUT <- PAGE:LINE`.
Exit 2 on a usage error. scripts/lint-ci.sh runs actionlint on what it writes.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^```(ya?ml)\s*$")


def snippets(page):
    lines = page.read_text(encoding="utf-8").split("\n")
    block, start = None, 0
    for number, line in enumerate(lines, 1):
        if block is None and FENCE.match(line):
            block, start = [], number + 1
        elif block is not None and line.startswith("```"):
            yield start, block
            block = None
        elif block is not None:
            block.append(line)


def concrete(text):
    text = re.sub(r"@<[^>]*>", "@" + "0" * 40, text)
    text = text.replace("<owner>", "owner")
    return re.sub(r"<[^>\n]*>", "placeholder", text)


def workflow(block):
    text = concrete("\n".join(block))
    if re.search(r"^jobs:", text, re.MULTILINE):
        head = "" if re.search(r"^on:", text, re.MULTILINE) else "on: pull_request\n"
        return "name: doc\n" + head + text + "\n"
    steps = "\n".join("      " + line if line else "" for line in text.split("\n"))
    return "name: doc\non: pull_request\njobs:\n  doc:\n    runs-on: ubuntu-24.04\n    steps:\n" + steps + "\n"


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().split("\n")[2], file=sys.stderr)
        return 2
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))
    count = 0
    for page in pages:
        for line, block in snippets(page):
            if not any(re.match(r"\s*-?\s*uses:", row) for row in block):
                continue
            count += 1
            name = out / f"doc-{count:02d}.yml"
            name.write_text(workflow(block), encoding="utf-8")
            print(f"{name} <- {page.relative_to(ROOT)}:{line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
