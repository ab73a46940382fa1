#!/usr/bin/env python3
"""Checks that a move of README text into docs/ lost nothing.

    scripts/check-docs-move.py [REV] [--except N,M,…]   (default HEAD: the README of that commit)

Every non-trivial line of README.md at REV (stripped; headings without their '#'s; link targets
blanked, since a moved link is rewritten relative to its new page) must occur among the lines of
today's README.md and docs/**/*.md. Prints each line that does not, and exits 1 when any is missing.
--except names the lines of the old README that were reworded on purpose (a "see below" that
became a link); they are printed as such and not counted.
"""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
args = sys.argv[1:]
excepted = set()
if "--except" in args:
    at = args.index("--except")
    excepted = {int(n) for n in args[at + 1].split(",")}
    del args[at:at + 2]
rev = args[0] if args else "HEAD"


def normal(line):
    line = line.strip()
    line = re.sub(r"^#+\s+", "", line)
    return re.sub(r"\]\([^)\s]*\)", "]()", line)


def trivial(line):
    return len(line) < 4 or re.fullmatch(r"[`|:\- ]*(sh|json|swift|yaml)?", line) is not None


old = subprocess.run(["git", "-C", str(root), "show", f"{rev}:README.md"], check=True,
                     capture_output=True, text=True).stdout
pages = [root / "README.md"] + sorted((root / "docs").rglob("*.md"))
have = {normal(line) for page in pages for line in page.read_text(encoding="utf-8").split("\n")}
missing = [(n, line) for n, line in enumerate(old.split("\n"), 1)
           if not trivial(normal(line)) and normal(line) not in have]
for n, line in missing:
    print(f"README.md@{rev}:{n}: {'reworded on purpose: ' if n in excepted else ''}{line}")
missing = [(n, line) for n, line in missing if n not in excepted]
print(f"check-docs-move: {len(missing)} of the README's lines at {rev} are in neither README.md nor docs/",
      file=sys.stderr)
sys.exit(1 if missing else 0)
